// The cron extension in a running kernel: sync rules, shell and agent jobs on an injected clock, delivery to a webhook
// channel receiver, concurrency, history bounds, catch-up after downtime, SOP cron triggers and the run route.
import t from 'tap';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteCronStore } from '../../../extensions/cron/store.js';
import { manualClock, startAgent, type ManualClock } from '../../helpers/agent.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';

const TOKEN = 'svc_' + 'ef'.repeat(32);
const HASH = createHash('sha256').update(TOKEN).digest('hex');
const AUTH = { authorization: `Bearer ${TOKEN}` };

const shellJob = (id: string, command: string, schedule = '{ kind = "every", every_ms = 60000 }', extra = '') => `[cron.${id}]\ncommand = ${JSON.stringify(command)}\nschedule = ${schedule}\n${extra}\n`;

async function cron(t: Parameters<typeof startAgent>[0], toml: string, options: { dir?: string; clock?: ManualClock } = {}) {
  const dir = options.dir ?? tempConfigDir(t);
  const clock = options.clock ?? manualClock();
  const h = await startAgent(t, `[gateway]\npaired_tokens = ["${HASH}"]\n${toml}`, { dir, cronClock: clock });
  const db = await SqliteCronStore.open(join(dir, 'data', 'state', 'cron', 'cron.db'));
  t.teardown(() => db.close());
  return { ...h, clock, db, dir };
}

t.test('sync: declared jobs are written, config wins on change, removed ones go, imperative jobs survive', async (t) => {
  const dir = tempConfigDir(t);
  const db = await SqliteCronStore.open(join(dir, 'data', 'state', 'cron', 'cron.db'));
  (await db.add({ id: 'mine', name: null, job_type: 'shell', schedule: { kind: 'every', every_ms: 1000 }, command: 'true', prompt: null, model: null, allowed_tools: null, session_target: 'isolated', delivery: { best_effort: true, channel: null, mode: 'none', thread_id: null, to: null }, enabled: true }, 1));
  (await db.close());
  const c = await cron(t, shellJob('backup', 'echo one') + shellJob('report', 'echo r'), { dir });
  t.same((await c.db.jobs()).map((j) => [j.id, j.source]), [['backup', 'declarative'], ['mine', 'imperative'], ['report', 'declarative']]);
  writeFileSync(join(dir, 'config.toml'), `[gateway]\npaired_tokens = ["${HASH}"]\n${shellJob('backup', 'echo two')}`);
  const change = await c.store.reload('test');
  t.same(change.restartRequired, [], 'cron jobs apply live');
  t.equal((await c.db.job('backup'))?.command, 'echo two', 'config wins');
  t.equal((await c.db.job('report')), undefined, 'removed from config, removed from the table');
  t.equal((await c.db.job('mine'))?.command, 'true', 'the imperative job is untouched');
});

t.test('a shell job runs on the injected clock; history keeps max_run_history runs', async (t) => {
  const c = await cron(t, `[scheduler]\nmax_run_history = 2\n${shellJob('tick', 'echo hi; echo oops >&2')}`);
  for (let n = 1; n <= 3; n++) {
    await c.clock.advance(60_000);
    await waitFor(() => c.logs.filter((l) => l.msg === 'cron run finished').length === n, `run ${n}`);
  }
  const runs = (await c.db.history('tick'));
  t.equal(runs.length, 2, 'bounded to max_run_history');
  t.match(runs[0], { job_id: 'tick', status: 'ok', trigger: 'schedule', output: /hi\n[\s\S]*oops/ });
});

t.test('an agent job answers with the echo provider and announces to a webhook channel receiver', async (t) => {
  const got: string[] = [];
  const rx = createServer((req, res) => {
    let b = '';
    req.on('data', (d) => (b += d));
    req.on('end', () => (got.push(b), res.writeHead(200).end()));
  });
  await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (rx.closeAllConnections(), rx.close(() => r()))));
  const url = `http://127.0.0.1:${(rx.address() as AddressInfo).port}/in`;
  const c = await cron(
    t,
    `[channels.webhook.ops]\nsecret = "s3cret-value"\nhost = "127.0.0.1"\nport = 0\nsend_url = "${url}"\n` +
      `[cron.status]\njob_type = "agent"\nprompt = "status report"\nschedule = { kind = "at", at = "2027-01-15T09:00:00Z" }\ndelivery = { mode = "announce", channel = "webhook.ops", to = "oncall" }\n`,
    { clock: manualClock(Date.parse('2027-01-15T08:59:00Z')) },
  );
  await c.clock.advance(60_000);
  await waitFor(() => got.length === 1, 'the announcement');
  t.same(JSON.parse(got[0]!), { content: 'echo: status report', recipient: 'oncall' });
  t.match((await c.db.history('status'))[0], { status: 'ok', output: 'echo: status report' });
  await waitFor(async () => (await c.db.job('status'))?.done === true, 'the one-shot job done');
  t.equal((await c.db.job('status'))?.next_run_at, null);
});

t.test('max_concurrent bounds runs at once, and a job never overlaps itself', async (t) => {
  const c = await cron(t, `[scheduler]\nmax_concurrent = 1\n${shellJob('a', 'sleep 0.2')}${shellJob('b', 'sleep 0.2')}`);
  await c.clock.advance(60_000);
  await waitFor(() => c.logs.filter((l) => l.msg === 'cron run finished').length === 2, 'both runs');
  const events = c.logs.filter((l) => l.msg === 'cron run started' || l.msg === 'cron run finished').map((l) => l.msg);
  t.same(events, ['cron run started', 'cron run finished', 'cron run started', 'cron run finished'], 'one at a time');
});

t.test('catch-up after downtime: a missed run runs once at start, only with catch_up_on_startup', async (t) => {
  const dir = tempConfigDir(t);
  const toml = shellJob('nightly', 'echo caught', '{ kind = "cron", expr = "0 3 * * *" }');
  const first = await cron(t, toml, { dir, clock: manualClock(Date.parse('2027-01-10T12:00:00Z')) });
  t.equal((await first.db.job('nightly'))?.next_run_at, Date.parse('2027-01-11T03:00:00Z'));
  await first.stop();
  // Down until the afternoon of the 11th: the 03:00 run was missed.
  const again = await cron(t, toml, { dir, clock: manualClock(Date.parse('2027-01-11T15:00:00Z')) });
  await waitFor(async () => (await again.db.history('nightly'))[0]?.status === 'ok', 'the catch-up run');
  t.match((await again.db.history('nightly'))[0], { trigger: 'catch_up', status: 'ok', output: 'caught\n' });
  await waitFor(async () => (await again.db.job('nightly'))?.next_run_at === Date.parse('2027-01-12T03:00:00Z'), 'the next plan');
  await again.stop();
  const later = Date.parse('2027-01-13T15:00:00Z');
  const off = await cron(t, `[scheduler]\ncatch_up_on_startup = false\n${toml}`, { dir, clock: manualClock(later) });
  // The scheduler logs this line after its start has planned every job and made the loop's first pass (a due job is
  // launched there, synchronously): a catch-up run would already be in the history.
  await waitFor(() => off.logs.some((l) => l.msg === 'scheduler started'), 'the scheduler to plan its jobs at start');
  t.equal((await off.db.history('nightly')).length, 1, 'no catch-up run');
  t.notOk(off.logs.some((l) => l.msg === 'cron run started'), 'no run started');
  t.equal((await off.db.job('nightly'))?.next_run_at, Date.parse('2027-01-14T03:00:00Z'));
});

t.test('SOP cron triggers are dispatched to the SOP engine by the scheduler', async (t) => {
  const dir = tempConfigDir(t);
  writeSop(dir, 'rotate', { path: null, extra: '[[triggers]]\ntype = "cron"\nexpression = "*/5 * * * *"' });
  const c = await cron(t, '[sop]\nsops_dir = "sops"\n', { dir, clock: manualClock(Date.parse('2027-01-10T12:01:00Z')) });
  t.same(c.sop.list()[0]?.triggers, [{ type: 'cron', expression: '*/5 * * * *', active: true, note: 'run by the cron scheduler (scheduler.enabled)' }]);
  await c.clock.advance(4 * 60_000);
  await waitFor(() => c.logs.some((l) => l.msg === 'SOP cron trigger dispatched'), 'the dispatch');
  t.match((await c.sop.runs('rotate'))[0], { sop: 'rotate', trigger: { source: 'cron', topic: 'cron:rotate' } });
});

t.test('POST /api/cron/{id}/run: admin access, the result, 404, and the long-running timeout', async (t) => {
  const c = await cron(t, `${shellJob('hello', 'echo hello')}${shellJob('fails', 'exit 3')}`);
  const none = await send(c.url, '/api/cron/hello/run', { headers: {} });
  t.same([none.status, none.body.error], [401, 'unauthorized']);
  const ok = await send(c.url, '/api/cron/hello/run', { headers: AUTH });
  t.match(ok.body, { job: 'hello', status: 'ok', output: 'hello\n', duration_ms: Number });
  t.notOk('error' in ok.body);
  const failed = await send(c.url, '/api/cron/fails/run', { headers: AUTH });
  t.match(failed.body, { job: 'fails', status: 'failed', error: 'exit code 3' });
  const unknown = await send(c.url, '/api/cron/nope/run', { headers: AUTH });
  t.same([unknown.status, unknown.body.error], [404, 'not_found']);
  t.match(await c.control('cron.run', { id: 'hello' }), { job: 'hello', status: 'ok' });
  t.equal((await c.db.history('hello')).length, 2);
  t.ok((await c.db.history('hello')).every((r) => r.trigger === 'manual'));
});

t.test('the run route uses long_running_request_timeout_secs, not request_timeout_secs', async (t) => {
  const gw = manualClock();
  const ticks: (() => void)[] = [];
  const every = (_ms: number, fn: () => void) => (ticks.push(fn), () => void ticks.splice(ticks.indexOf(fn), 1));
  const dir = tempConfigDir(t);
  const toml = `[gateway]\npaired_tokens = ["${HASH}"]\nrequest_timeout_secs = 1\nlong_running_request_timeout_secs = 3\n${shellJob('slow', 'sleep 0.4')}`;
  const h = await startAgent(t, toml, { dir, cronClock: manualClock(), gatewayNow: () => gw.now(), every });
  const db = await SqliteCronStore.open(join(dir, 'data', 'state', 'cron', 'cron.db'));
  t.teardown(() => db.close());
  const first = send(h.url, '/api/cron/slow/run', { headers: AUTH });
  await waitFor(async () => (await db.history('slow'))[0]?.status === 'running', 'the run to start');
  await gw.advance(2_000);
  ticks.forEach((f) => f());
  const r = await first;
  t.match([r.status, r.body], [200, { job: 'slow', status: 'ok' }], 'past request_timeout_secs, within the long-running one');
  const second = send(h.url, '/api/cron/slow/run', { headers: AUTH });
  await waitFor(async () => (await db.history('slow'))[0]?.status === 'running', 'the second run to start');
  await gw.advance(3_000);
  ticks.forEach((f) => f());
  const late = await second;
  t.same([late.status, late.body.error], [408, 'request_timeout']);
});
