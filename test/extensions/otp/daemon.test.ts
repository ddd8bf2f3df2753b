// One-time passwords against a real daemon: a scripted model calls the shell (in security.otp.gated_actions); the call
// waits, nothing runs until the operator gives a valid code with `svc otp verify` (a wrong one changes nothing), then
// it runs; with no code within token_ttl_secs it is refused and the model reads why. Challenges and answers are
// audited, never a code. `svc otp enroll` writes the secret encrypted and prints the otpauth URI.
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer, type RecordedRequest } from '../../../testing/index.js';
import { base32Decode, base32Encode, totp } from '../../../extensions/otp/totp.js';
import { daemon, svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = Buffer.from('otp-daemon-test-secret');

function find(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...find(p, name));
    else if (entry.name === name) out.push(p);
  }
  return out;
}

/** The content of the tool results of a request (after its last user message). */
function toolResults(r: RecordedRequest): string[] {
  const messages = (r.json as { messages?: { role: string; content: unknown }[] }).messages ?? [];
  const lastUser = messages.map((m) => m.role).lastIndexOf('user');
  return messages.slice(lastUser + 1).filter((m) => m.role === 'tool').map((m) => String(m.content));
}

t.test('a gated shell call runs only after a valid code; without one it is refused', async (t) => {
  // "run N": call the shell once to write proof-N.txt, then report what the tool said.
  const llm = await recordingServer((r) => {
    const results = toolResults(r);
    const n = /run (\d+)/.exec(JSON.stringify(r.json))?.[1] ?? '0';
    const next = results.length ? openaiAnswers.text(`done: ${results[0]}`) : openaiAnswers.toolCall('call_1', 'shell', { command: `echo gated > proof-${n}.txt && echo wrote` });
    return typeof next === 'function' ? next(r) : next;
  });
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, [
    '[gateway]',
    'host = "127.0.0.1"',
    'port = 0',
    'require_pairing = false',
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}/v1"`,
    'model = "m"',
    '[agents.default]',
    'model_provider = "openai.fake"',
    '[tools]',
    'optional = ["shell"]',
    '[security.otp]',
    'enabled = true',
    `secret = "${base32Encode(KEY)}"`,
    'token_ttl_secs = 20',
    'cache_valid_secs = 0',
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  // The turn waits while the test runs several svc commands (seconds each on a loaded machine): bounded at 60 s, not
  // send()'s 10 s idle timeout.
  const chat = async (message: string): Promise<{ status: number; text: string; body: { response?: string } }> => {
    const res = await fetch(`${gateway}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }), signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as { response?: string } };
  };

  const first = chat('run 1');
  const waiting = await d.waitFor((l) => /a gated tool call waits for a one-time password/.test(String(l.msg)), 15_000);
  t.match(waiting, { tool: 'shell', agent: 'default', challenge: /^otp_[0-9a-f]{12}$/, summary: 'echo gated > proof-1.txt && echo wrote' }, 'the WARN shows what the call does');
  const pending = await svc(['otp', 'pending', '--json'], env);
  t.match(JSON.parse(pending.stdout), { challenges: [{ id: waiting.challenge, tool: 'shell', attempts: 0, summary: 'echo gated > proof-1.txt && echo wrote' }] });
  t.same(find(dir, 'proof-1.txt'), [], 'nothing ran while the call waits');
  const wrong = await svc(['otp', 'verify', '000000'], env);
  t.equal(wrong.code, 1);
  t.match(wrong.stderr, /invalid: the code is wrong or expired/);
  // A second call waits (another conversation): a code that names no call answers neither, and is not even checked.
  const leave = new AbortController();
  const other = fetch(`${gateway}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'run 9', conversation: 'other' }), signal: leave.signal }).catch(() => undefined);
  await d.waitFor((l) => /a gated tool call waits for a one-time password/.test(String(l.msg)) && l.challenge !== waiting.challenge, 15_000);
  const code = totp(KEY, Date.now() / 1000);
  const unnamed = await svc(['otp', 'verify', code], env);
  t.equal(unnamed.code, 1);
  t.match(unnamed.stderr, /invalid: 2 gated calls wait: name the one this code answers \(svc otp verify CODE --challenge ID/);
  const right = await svc(['otp', 'verify', code, '--challenge', String(waiting.challenge)], env);
  t.equal(right.code, 0, right.stderr);
  t.match(right.stdout, /^valid: 1 waiting call\(s\) run/, 'the same code, not spent by the refusal, answers the named call');
  const answered = await first;
  t.match((await svc(['otp', 'pending'], env)).stdout, /^otp_[0-9a-f]{12} {2}shell .*\n {4}echo gated > proof-9\.txt && echo wrote\n$/, 'the other call still waits; svc otp pending shows its summary under it');
  t.same(find(dir, 'proof-9.txt'), [], 'the other call did not run');
  leave.abort();
  await other;
  await d.waitFor((l) => /one-time-password challenge refused: the turn was cancelled/.test(String(l.msg)), 15_000);
  t.equal(answered.status, 200, answered.text);
  t.match(answered.body.response, /^done: exit 0\nstdout:\nwrote\n/, 'the shell ran after the code');
  t.equal(find(dir, 'proof-1.txt').length, 1);

  // No code: with token_ttl_secs = 1 (a live change through the admin API) the call is refused and never runs.
  const patch = await send(gateway, '/api/config', { method: 'PATCH', headers: { 'content-type': 'application/json', 'if-match': '*' }, body: JSON.stringify({ path: 'security.otp.token_ttl_secs', value: 1 }) });
  t.equal(patch.status, 200, patch.text);
  const second = await chat('run 2');
  t.match(second.body.response, /done: error: the call was refused: shell is in security\.otp\.gated_actions, and the call needs a one-time password: no valid code within security\.otp\.token_ttl_secs = 1 s/);
  t.same(find(dir, 'proof-2.txt'), [], 'the refused call did not run');

  // Through the admin API: the answer names no waiting call now, and a used code is refused.
  const reused = await send(gateway, '/api/otp/verify', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
  t.match(reused.body, { valid: false, reason: 'the code was already used' });
  d.child.kill('SIGTERM');
  await d.exited;

  const audit = readFileSync(join(dir, 'audit.log'), 'utf8');
  const events = audit.trim().split('\n').map((l) => (JSON.parse(l) as { event: string }).event);
  t.same(events, ['otp.challenge', 'otp.failed', 'otp.challenge', 'otp.failed', 'otp.verified', 'otp.allowed', 'otp.refused', 'config.changed', 'otp.challenge', 'otp.refused', 'otp.failed']);
  t.notOk(audit.includes(code), 'no code in the audit log');
  t.notOk(d.lines.some((l) => JSON.stringify(l).includes(code)), 'no code in the daemon log');
});

t.test('svc otp enroll writes the secret encrypted (enc2:) and prints the otpauth URI; again only with --force', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nport = 0\n');
  const env = { SVC_CONFIG_DIR: dir };
  const r = await svc(['otp', 'enroll', '--account', 'ops'], env);
  t.equal(r.code, 0, r.stderr);
  const uri = /^otpauth:\/\/totp\/svc:ops\?secret=([A-Z2-7]{32})&issuer=svc&algorithm=SHA1&digits=6&period=30\n$/.exec(r.stdout);
  t.ok(uri, r.stdout);
  t.match(r.stderr, /svc ships no QR library/);
  const toml = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.match(toml, /secret = "enc2:[0-9a-f]+"/, 'stored encrypted');
  t.notOk(toml.includes(uri![1]!), 'never in plain text');
  const ok = await svc(['otp', 'verify', totp(base32Decode(uri![1]!)!, Date.now() / 1000)], env);
  t.equal(ok.code, 0, ok.stderr);
  t.match(ok.stdout, /valid \(no daemon runs: nothing was unlocked\)/);
  const again = await svc(['otp', 'enroll'], env);
  t.equal(again.code, 2);
  t.match(again.stderr, /already enrolled .* --force/);
});
