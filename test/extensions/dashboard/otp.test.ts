// One-time passwords from the dashboard, in headless Chromium against a real `svc daemon`: a chat turn's gated tool
// call waits; the overview's panel lists it, refuses a wrong code (the call still waits) and answers it with a valid
// one, and the turn ends with the tool's result.
import t from 'tap';
import { openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer } from '../../../testing/index.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { adminApi, DESKTOP, REFRESHED, signIn, startDashboard, TOKEN } from './harness.js';

const KEY = Buffer.from('dashboard-otp-answer-key');

t.test('a waiting gated call is answered from the overview', async (t) => {
  // The model reads a file (gated here), then reports what the tool said.
  const llm = await recordingServer((r) => {
    const messages = (r.json as { messages?: { role: string; content: unknown }[] }).messages ?? [];
    const last = messages.at(-1);
    const next = last?.role === 'tool' ? openaiAnswers.text(`done: ${String(last.content).slice(0, 80)}`) : openaiAnswers.toolCall('call_1', 'file_read', { path: 'notes.txt' });
    return typeof next === 'function' ? next(r) : next;
  });
  t.teardown(() => llm.close());
  const toml = [
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}/v1"`,
    'model = "m"',
    '[agents.default]',
    'model_provider = "openai.fake"',
    '[security.otp]',
    'enabled = true',
    `secret = "${base32Encode(KEY)}"`,
    'gated_actions = ["file_read"]',
    'token_ttl_secs = 120',
    'cache_valid_secs = 0',
    'challenge_max_attempts = 3',
    '',
  ].join('\n');
  const dash = await startDashboard(t, { toml });
  const gateway = dash.base.replace(/\/$/, '');
  // The chat's answer waits for the code: longer than the test helper's 10 s bound, so fetch with its own.
  const chat = fetch(`${gateway}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ message: 'read my notes' }),
    signal: AbortSignal.timeout(60_000),
  });
  const page = await dash.browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(REFRESHED);
  await signIn(page, dash.base);
  const panel = page.locator('#otp');
  await panel.getByText(/file_read by agent default on gateway\.webhook; until .*UTC/).waitFor();
  t.ok(await panel.evaluate((n) => n.hasAttribute('data-attention')), 'the panel asks for attention');
  const [waiting] = (await adminApi(gateway, '/api/otp/challenges')).challenges as { id: string; asked: string }[];
  t.match(waiting, { asked: 'operator' }, 'the gateway chat has no channel conversation: only the operator is asked');

  await panel.getByLabel('One-time password').fill('000000');
  await panel.getByRole('button', { name: 'Give code' }).click();
  await page.locator('#otp-message').getByText(/Not accepted: the code is wrong or expired/).waitFor();
  await panel.getByText(/1 wrong code/).waitFor();
  t.match(await adminApi(gateway, '/api/otp/challenges'), { challenges: [{ id: waiting!.id, attempts: 1 }] }, 'the call still waits');

  await panel.getByLabel('One-time password').fill(totp(KEY, Date.now() / 1000));
  await panel.getByRole('button', { name: 'Give code' }).click();
  await page.locator('#otp-message').getByText('Code accepted: 1 waiting call run.').waitFor();
  await panel.getByText('No gated call waits for a code.').waitFor();
  const answered = await chat;
  const body = (await answered.json()) as { response: string };
  t.equal(answered.status, 200, JSON.stringify(body));
  // file_read ran and found no notes.txt in the workspace: the tool's own answer, not a refusal.
  t.match(body.response, /^done: error: ENOENT: no such file or directory/, 'the call ran after the code');
  t.notMatch(body.response, /refused/);
});
