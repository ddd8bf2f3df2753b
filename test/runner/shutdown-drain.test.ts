// Nothing is lost silently at shutdown (real daemon processes, a model server that holds its answers): work in flight
// finishes within the grace period, or is answered 503 shutting_down / logged with its ids, stores are closed, and
// `stopped` with the counts is always the last line.
import t from 'tap';
import { createHmac } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc, type Daemon } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';
import { writeSop } from '../helpers/sops.js';
import { waitFor } from '../helpers/wait.js';
import { heldModel } from '../helpers/held-model.js';

const SECRET = 'drain-test-secret';

function config(modelUrl: string, graceSecs: number): string {
  return [
    '[daemon]',
    `shutdown_grace_secs = ${graceSecs}`,
    '[gateway]',
    'require_pairing = false',
    '[channels]',
    'session_persistence = true',
    '[sop]',
    'sops_dir = "sops"',
    '[providers.models.openai.slow]',
    `base_url = "${modelUrl}"`,
    'model = "m"',
    'timeout_secs = 60',
    '[channels.webhook.main]',
    `secret = "${SECRET}"`,
    'host = "127.0.0.1"',
    'port = 0',
    '',
  ].join('\n');
}

function urlOf(d: Daemon, pred: (l: Record<string, unknown>) => boolean): string {
  return String(d.lines.find((l) => l.msg === 'listening' && pred(l))!.url).replace(/\/$/, '');
}

async function sendMessage(channelUrl: string, body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> {
  const text = JSON.stringify(body);
  const res = await fetch(channelUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-signature': `sha256=${createHmac('sha256', SECRET).update(text).digest('hex')}` },
    body: text,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

t.test('at the deadline: the open request is answered 503 shutting_down, every abandoned item is logged with its ids, then `stopped`', async (t) => {
  const model = await heldModel(t);
  const dir = tempConfigDir(t, config(model.url, 1));
  writeSop(dir, 'long', { steps: ['think'] });
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const gateway = urlOf(d, (l) => l.ext === 'gateway');
  const channel = urlOf(d, (l) => l.channel === 'webhook.main');

  const chat = fetch(`${gateway}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'hello?' }) });
  // Two messages of one thread: the first is being answered, the second waits for it.
  const first = await sendMessage(channel, { sender: 'alice', thread_id: 't-1', content: 'one' });
  const second = await sendMessage(channel, { sender: 'alice', thread_id: 't-1', content: 'two' });
  t.match(first, { status: 200, json: { status: 'queued', message_id: /^[0-9a-f-]{36}$/ } }, 'the 200 names the message');
  const run = await svc(['sop', 'run', 'long', '--json'], env);
  t.equal(run.code, 0, run.stderr);
  const runId = JSON.parse(run.stdout).run_id as string;
  await waitFor(() => model.held.length === 3, 'the chat, the first message and the SOP step to reach the model');

  d.child.kill('SIGTERM');
  await d.waitFor((l) => l.msg === 'shutting down');
  const health = await fetch(`${gateway}/health`);
  t.equal(health.status, 503, '/health turns 503 at once');
  const late = await fetch(`${gateway}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'late' }) });
  t.equal(late.status, 503, 'a request arriving during the drain is refused');
  t.match(await late.json(), { error: 'shutting_down' });

  const answered = await chat;
  t.equal(answered.status, 503, 'the request in flight got an answer');
  t.equal(answered.headers.get('retry-after'), '5');
  t.match(await answered.json(), { error: 'shutting_down', message: /shut down before this request finished/ });
  t.equal(await d.exited, 1, 'work was abandoned');

  const lines = d.lines;
  const last = lines.at(-1)!;
  t.match(last, {
    msg: 'stopped',
    reason: 'SIGTERM',
    abandoned: { requests: 1, messages: 2, agent_turns: 3 },
    interrupted: { sop_runs: 1 },
    extensions_failed: [],
    extensions_abandoned: [],
  });
  const request = lines.find((l) => l.msg === 'request abandoned at shutdown: answered 503 shutting_down');
  t.match(request, { level: 50, ext: 'gateway', work: 'requests', request_id: /\S/, method: 'POST', path: '/webhook', client: '127.0.0.1' });
  const cancelled = lines.find((l) => l.msg === 'inbound message abandoned at shutdown: its answer was cancelled');
  t.match(cancelled, { level: 50, ext: 'webhook-channel', channel: 'webhook.main', message_id: first.json.message_id, sender: 'alice', thread_id: 't-1' });
  const waiting = lines.find((l) => l.msg === 'inbound message abandoned at shutdown: never answered');
  t.match(waiting, { message_id: second.json.message_id, sender: 'alice', thread_id: 't-1' });
  t.equal(lines.filter((l) => l.msg === 'agent turn cancelled at shutdown').length, 3);
  const interrupted = lines.find((l) => l.work === 'sop_runs');
  t.match(interrupted, { level: 40, ext: 'sop', sop: 'long', run_id: runId, step: 1, msg: /resumes at this step after a restart/ });
  t.notOk(lines.some((l) => JSON.stringify(l).includes('"one"') || JSON.stringify(l).includes('hello?')), 'never the content');
  t.notOk(lines.some((l) => l.msg === 'webhook chat failed' || l.msg === 'the agent could not answer a webhook message'), 'a cancelled answer is not also an error of its own');
  const order = [request, cancelled, waiting, interrupted].map((l) => lines.indexOf(l!));
  t.ok(order.every((i) => i >= 0 && i < lines.length - 1), 'each item is logged before the last line');
  const state = join(dir, 'data', 'state');
  const files = [...readdirSync(state), ...readdirSync(join(state, 'sop')).map((f) => `sop/${f}`)];
  t.ok(files.includes('conversations.db') && files.some((f) => f.startsWith('sop/') && f.endsWith('.db')), `the stores exist: ${files.join(', ')}`);
  t.same(
    files.filter((f) => f.endsWith('-wal') || f.endsWith('-shm')),
    [],
    'every SQLite store was closed (no write-ahead log left)',
  );
});

t.test('work that finishes within the grace period is answered with its result and counted; exit 0', async (t) => {
  const model = await heldModel(t);
  const dir = tempConfigDir(t, config(model.url, 30));
  writeSop(dir, 'idle');
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const gateway = urlOf(d, (l) => l.ext === 'gateway');
  const chat = fetch(`${gateway}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'hello?' }) });
  await waitFor(() => model.held.length === 1, 'the chat to reach the model');

  d.child.kill('SIGTERM');
  await d.waitFor((l) => l.msg === 'shutting down');
  t.equal((await fetch(`${gateway}/health`)).status, 503, 'draining: the listener still answers, /health says 503');
  model.release('made it');
  const res = await chat;
  t.equal(res.status, 200);
  t.match(await res.json(), { response: 'made it' });
  t.equal(await d.exited, 0);
  t.match(d.lines.at(-1), { msg: 'stopped', finished: { requests: 1, agent_turns: 1 }, abandoned: {}, interrupted: {} });
  t.notOk(d.lines.some((l) => l.level === 50), 'no error line');
});
