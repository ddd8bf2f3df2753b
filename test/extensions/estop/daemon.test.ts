// The emergency stop against a real daemon: a scripted model calls file_write twice, then a 30 s shell command; `svc
// estop engage` (the CLI, through the control socket) stops that running loop at once, the command killed; while
// engaged a new message gets the short notice and reaches no model, a cron job does not start, /health and `svc
// status` say so, and a restart keeps it engaged; resuming needs a one-time password. Every step lands in the signed audit log, which `svc audit verify`
// checks, and which fails once a line is edited or removed. No secret value reaches the log (a canary).
import t from 'tap';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastUserMessage, openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer, type RecordedRequest } from '../../../testing/index.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { daemon, svc, type Daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const KEY = Buffer.from('estop-test-otp-secret');
const CANARY = 'canary-provider-key-7f3a9c1e5b';
const CANARY2 = 'canary-second-key-2d8e4f6a0c';

/** Files named `name` anywhere under `dir`. */
function find(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...find(p, name));
    else if (entry.name === name) out.push(p);
  }
  return out;
}

/** Tool results of the request after its last user message. */
function toolResults(r: RecordedRequest): number {
  const roles = ((r.json as { messages?: { role: string }[] }).messages ?? []).map((m) => m.role);
  return roles.slice(roles.lastIndexOf('user') + 1).filter((role) => role === 'tool').length;
}

t.test('an engaged estop stops a running tool loop, refuses new work, survives a restart, and resumes with a code', async (t) => {
  // For "write the files": file_write for loop-0 and loop-1, then a shell command that runs for 30 s; a fourth request
  // means the loop went on. Any other message: a plain answer.
  const llm = await recordingServer((r) => {
    const k = toolResults(r);
    const next =
      lastUserMessage(r) !== 'write the files' ? openaiAnswers.text('hello')
      : k < 2 ? openaiAnswers.toolCall(`call_${k}`, 'file_write', { path: `loop-${k}.txt`, content: `step ${k}` })
      : k === 2 ? openaiAnswers.toolCall('call_2', 'shell', { command: 'echo started > started.txt; sleep 30; echo late > late.txt' })
      : openaiAnswers.text('done');
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
    `api_key = "${CANARY}"`,
    '[agents.default]',
    'model_provider = "openai.fake"',
    '[tools]',
    'optional = ["file_write", "shell"]',
    '[security.audit]',
    'sign_events = true',
    '[security.otp]',
    `secret = "${base32Encode(KEY)}"`,
    '[security.estop]',
    'enabled = true',
    '[cron.touch]',
    'command = "touch cron-ran"',
    'schedule = { kind = "at", at = "2099-01-01T00:00:00Z" }',
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const start = async (): Promise<{ d: Daemon; gateway: string }> => {
    const d = daemon(['daemon'], env);
    t.teardown(() => void d.child.kill('SIGKILL'));
    await d.waitFor((l) => l.msg === 'ready', 30_000);
    return { d, gateway: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
  };
  const chat = (gateway: string, message: string) => send(gateway, '/webhook', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });

  let { d, gateway } = await start();
  const answer = chat(gateway, 'write the files');
  await waitFor(() => find(dir, 'started.txt').length === 1, 'the loop to start its 30 s shell command', 20_000);
  t.equal(find(dir, 'loop-1.txt').length, 1, 'the loop ran two steps before');
  const engagedAt = Date.now();
  const engage = await svc(['estop', 'engage', '--reason', 'runaway agent'], env);
  t.equal(engage.code, 0, engage.stderr);
  t.match(engage.stdout, /emergency stop engaged since .* by cli: runaway agent/);
  const res = await answer;
  t.ok(Date.now() - engagedAt < 15_000, 'the turn ended long before its shell command would have');
  t.match(res.body.response, /halted by its operator \(emergency stop\)/, 'the sender gets the short notice');
  t.equal(llm.requests.length, 3, 'no model call after the stop');
  t.same(find(dir, 'late.txt'), [], 'the running command was killed');
  await d.waitFor((l) => l.msg === 'agent turn cancelled by the emergency stop' && l.agent === 'default' && l.channel === 'gateway.webhook' && typeof l.conversation === 'string');

  const again = await chat(gateway, 'hello');
  t.match(again.body.response, /emergency stop/);
  await d.waitFor((l) => l.msg === 'model call refused: the emergency stop is engaged' && typeof l.conversation === 'string');
  t.equal(llm.requests.length, 3, 'a new message reaches no model');
  const cron = await svc(['cron', 'run', 'touch'], env);
  t.equal(cron.code, 1, 'a cron shell job does not start');
  t.match(JSON.parse(cron.stdout), { job: 'touch', status: 'failed', error: /^not started: the emergency stop is engaged \(runaway agent\)/ });
  t.same(find(dir, 'cron-ran'), []);
  const health = await send(gateway, '/health', { method: 'GET' });
  t.match(health.body, { status: 'ok', emergency_stop: { engaged: true, reason: 'runaway agent', by: 'cli' } }, '/health tells an admin');
  const status = await svc(['status', '--json'], env);
  t.match(JSON.parse(status.stdout), { sections: { estop: { engaged: true, reason: 'runaway agent' } } }, 'svc status says so');
  const api = await send(gateway, '/api/estop', { method: 'GET' });
  t.match(api.body, { enabled: true, engaged: true });

  // A restart keeps it engaged (the state file).
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  ({ d, gateway } = await start());
  t.ok(d.lines.some((l) => /the emergency stop is engaged \(from the state file\)/.test(String(l.msg))));
  const kept = await svc(['estop', 'status', '--json'], env);
  t.match(JSON.parse(kept.stdout), { enabled: true, engaged: true, reason: 'runaway agent' });
  t.equal(statSync(join(dir, 'data', 'state', 'estop.json')).mode & 0o777, 0o600);

  // Resuming needs a valid one-time password.
  const bare = await svc(['estop', 'resume'], env);
  t.equal(bare.code, 1);
  t.match(bare.stderr, /resuming needs a valid one-time password .*no code was given/);
  const wrong = await svc(['estop', 'resume', '--code', '000000'], env);
  t.equal(wrong.code, 1);
  const viaApi = await send(gateway, '/api/estop/resume', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: '999999' }) });
  t.equal(viaApi.status, 403, 'the admin API refuses a wrong code too');
  const ok = await svc(['estop', 'resume', '--code', totp(KEY, Date.now() / 1000)], env);
  t.equal(ok.code, 0, ok.stderr);
  t.match(ok.stdout, /not engaged \(resumed .* by cli\)/);
  const back = await chat(gateway, 'hello again');
  t.equal(back.status, 200);
  t.ok(llm.requests.length > 3, 'model calls run again');

  // A config write through the admin API: its path is audited, never its value.
  const patch = await send(gateway, '/api/config', { method: 'PATCH', headers: { 'content-type': 'application/json', 'if-match': '*' }, body: JSON.stringify({ path: 'providers.models.openai.fake.api_key', value: CANARY2 }) });
  t.equal(patch.status, 200, patch.text);
  d.child.kill('SIGTERM');
  await d.exited;

  const log = join(dir, 'audit.log');
  const text = readFileSync(log, 'utf8');
  const events = text.trim().split('\n').map((l) => JSON.parse(l) as { event: string; paths?: string[] });
  t.match(events.map((e) => e.event), ['estop.engaged', 'estop.resume_refused', 'otp.failed', 'estop.resume_refused', 'otp.failed', 'estop.resume_refused', 'otp.verified', 'estop.resumed', 'config.changed']);
  t.same(events.at(-1)!.paths, ['providers.models.openai.fake.api_key']);
  t.notOk(text.includes(CANARY) || text.includes(CANARY2), 'no secret value in the audit log');
  t.notOk(text.includes(totp(KEY, Date.now() / 1000)), 'no code in the audit log');

  const verified = await svc(['audit', 'verify'], env);
  t.equal(verified.code, 0, verified.stderr);
  t.match(verified.stdout, /^ok: 9 events in 1 file, 9 signed/);
  const lines = text.split('\n');
  writeFileSync(log, lines.map((l, i) => (i === 0 ? l.replace('runaway agent', 'routine check') : l)).join('\n'));
  const edited = await svc(['audit', 'verify'], env);
  t.equal(edited.code, 1, 'an edited line fails');
  t.match(edited.stderr, /audit\.log:1: the signature does not match/);
  writeFileSync(log, lines.filter((_, i) => i !== 3).join('\n'));
  const removed = await svc(['audit', 'verify'], env);
  t.equal(removed.code, 1, 'a removed line fails');
  t.match(removed.stderr, /audit\.log:4: sequence 5 follows 3/);
  t.ok(existsSync(join(dir, '.audit_key')));
});
