// One-time passwords from the dashboard, in headless Chromium against a real `svc daemon`: a chat turn's gated tool
// call waits; the overview's panel lists it, refuses a wrong code (the call still waits) and answers it with a valid
// one given by the call's own button, and the turn ends with the tool's result. A half-typed code survives the list's
// refresh; with two calls waiting Enter answers neither. With security.otp off, a risk profile's "otp" level still
// shows the panel while a call waits.
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
  await panel.getByRole('button', { name: `Give code for file_read (${waiting!.id})` }).click();
  await page.locator('#otp-message').getByText(/Not accepted: the code is wrong or expired/).waitFor();
  await panel.getByText(/1 wrong code/).waitFor();
  t.match(await adminApi(gateway, '/api/otp/challenges'), { challenges: [{ id: waiting!.id, attempts: 1 }] }, 'the call still waits');

  // A second call starts waiting while a code is half typed: the list is rendered again, the field keeps the digits.
  await panel.getByLabel('One-time password').fill('123');
  const second = fetch(`${gateway}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ message: 'read my notes again', conversation: 'second' }),
    signal: AbortSignal.timeout(60_000),
  }).catch(() => undefined);
  await panel.getByRole('button', { name: /Give code for file_read/ }).nth(1).waitFor();
  t.equal(await panel.getByLabel('One-time password').inputValue(), '123', 'the half-typed code survived the refresh');
  // Enter with two waiting answers neither: the code is not even sent.
  await panel.getByLabel('One-time password').fill(totp(KEY, Date.now() / 1000));
  await panel.getByLabel('One-time password').press('Enter');
  await page.locator('#otp-message').getByText(/Several calls wait: press the button of the call this code answers/).waitFor();
  t.equal(((await adminApi(gateway, '/api/otp/challenges')).challenges as unknown[]).length, 2, 'both still wait');
  await panel.getByRole('button', { name: `Give code for file_read (${waiting!.id})` }).click();
  await page.locator('#otp-message').getByText('Code accepted: 1 waiting call run.').waitFor();
  const left = (await adminApi(gateway, '/api/otp/challenges')).challenges as { id: string }[];
  t.equal(left.length, 1, 'one call still waits');
  t.not(left[0]!.id, waiting!.id, 'only the named call was answered');
  const answered = await chat;
  const body = (await answered.json()) as { response: string };
  t.equal(answered.status, 200, JSON.stringify(body));
  // file_read ran and found no notes.txt in the workspace: the tool's own answer, not a refusal.
  t.match(body.response, /^done: error: ENOENT: no such file or directory/, 'the call ran after the code');
  t.notMatch(body.response, /refused/);
  await adminApi(gateway, '/api/otp/challenges');
  void second;
});

t.test('with security.otp off, the panel shows while a risk profile\'s "otp" level makes a call wait', async (t) => {
  const llm = await recordingServer((r) => {
    const messages = (r.json as { messages?: { role: string; content: unknown }[] }).messages ?? [];
    const last = messages.at(-1);
    const next = last?.role === 'tool' ? openaiAnswers.text('done') : openaiAnswers.toolCall('call_1', 'file_read', { path: 'notes.txt' });
    return typeof next === 'function' ? next(r) : next;
  });
  t.teardown(() => llm.close());
  const toml = [
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}/v1"`,
    'model = "m"',
    '[agents.default]',
    'model_provider = "openai.fake"',
    'risk_profile = "coded"',
    '[risk_profiles.coded]',
    'tools = { file_read = "high" }',
    'actions = { high = "otp" }',
    '[security.otp]',
    'enabled = false',
    `secret = "${base32Encode(KEY)}"`,
    'token_ttl_secs = 120',
    '',
  ].join('\n');
  const dash = await startDashboard(t, { toml });
  const gateway = dash.base.replace(/\/$/, '');
  const page = await dash.browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(REFRESHED);
  await signIn(page, dash.base);
  await page.locator('#service').getByText(/./).first().waitFor();
  t.ok(await page.locator('#otp').isHidden(), 'positive control: hidden while nothing waits and codes are off');
  const chat = fetch(`${gateway}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ message: 'read my notes' }),
    signal: AbortSignal.timeout(60_000),
  });
  const panel = page.locator('#otp');
  await panel.getByText(/file_read by agent default on gateway\.webhook/).waitFor();
  t.ok(await panel.isVisible(), 'shown while the call waits');
  await panel.getByLabel('One-time password').fill(totp(KEY, Date.now() / 1000));
  await panel.getByLabel('One-time password').press('Enter');
  // The panel hides again once nothing waits (codes are off), its message with it.
  await page.locator('#otp-message').getByText('Code accepted: 1 waiting call run.').waitFor({ state: 'attached' });
  t.equal((await chat).status, 200);
});
