// The cron store on real SQLite files: job round-trips, the config sync, run history and pruning, reopening, versions.
import t from 'tap';
import Sqlite from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CronStore, INTERRUPTED, type Job, type JobSpec } from '../../../extensions/cron/store.js';

type T = { teardown(fn: () => void): void };

/** A database path two missing directories deep, as under `<data dir>/state/cron/`. */
function dbFile(t: T): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-cron-store-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'state', 'cron', 'cron.db');
}

async function open(t: T, file: string): Promise<CronStore> {
  const store = await CronStore.open(file);
  t.teardown(() => store.close());
  return store;
}

/** A second connection, to look at or tamper with what the store wrote. */
function raw(t: T, file: string): Sqlite.Database {
  const db = new Sqlite(file);
  t.teardown(() => db.close());
  return db;
}

function shell(id: string, over: Partial<JobSpec> = {}): JobSpec {
  return {
    id,
    name: null,
    job_type: 'shell',
    schedule: { kind: 'every', every_ms: 60_000 },
    command: `echo ${id}`,
    prompt: null,
    model: null,
    allowed_tools: null,
    session_target: 'isolated',
    delivery: { best_effort: true, channel: null, mode: 'none', thread_id: null, to: null },
    enabled: true,
    ...over,
  };
}

const runCount = (db: Sqlite.Database, job: string) => (db.prepare('SELECT COUNT(*) AS n FROM runs WHERE job_id = ?').get(job) as { n: number }).n;

t.test('open creates a 0700 directory and a 0600 WAL database', async (t) => {
  const file = dbFile(t);
  const store = await open(t, file);
  t.equal(statSync(join(file, '..')).mode & 0o777, 0o700);
  t.equal(statSync(file).mode & 0o777, 0o600);
  store.add(shell('a'), 1);
  t.equal(statSync(`${file}-wal`).mode & 0o777, 0o600, 'SQLite gives the -wal file the database mode');
  const db = raw(t, file);
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  t.equal(db.pragma('user_version', { simple: true }), 1);
});

t.test('add, job, jobs and remove round-trip every field', async (t) => {
  const file = dbFile(t);
  const store = await open(t, file);
  const specs: JobSpec[] = [
    shell('zeta', { schedule: { kind: 'cron', expr: '*/5 * * * *', tz: 'Europe/Berlin' }, name: 'Every five', enabled: false }),
    {
      id: 'alpha',
      name: 'Morning brief',
      job_type: 'agent',
      schedule: { kind: 'at', at: '2026-12-01T09:00:00Z' },
      command: null,
      prompt: 'Summarise the night',
      model: 'gpt-x',
      allowed_tools: ['web_search', 'memory_recall'],
      session_target: 'main',
      delivery: { best_effort: false, channel: 'webhook.ops', mode: 'announce', thread_id: 't-1', to: 'ops-room' },
      enabled: true,
    },
    shell('mid', { allowed_tools: [] }),
  ];
  for (const [i, spec] of specs.entries()) {
    const job = store.add(spec, 1000 + i);
    t.strictSame(job, { ...spec, source: 'imperative', done: false, next_run_at: null, last_run_at: null, created_at: 1000 + i, updated_at: 1000 + i });
  }
  t.strictSame(
    store.jobs().map((j) => j.id),
    ['alpha', 'mid', 'zeta'],
    'sorted by id',
  );
  const alpha = store.job('alpha')!;
  t.strictSame(alpha.allowed_tools, ['web_search', 'memory_recall']);
  t.strictSame(store.job('mid')!.allowed_tools, [], 'an empty list stays a list');
  t.equal(store.job('zeta')!.allowed_tools, null, 'null stays null');
  t.equal(store.job('zeta')!.enabled, false);
  t.strictSame(store.job('zeta')!.schedule, { kind: 'cron', expr: '*/5 * * * *', tz: 'Europe/Berlin' });

  const utc = store.add(shell('utc', { schedule: { kind: 'cron', expr: '0 * * * *' } }), 5);
  t.strictSame(utc.schedule, { kind: 'cron', expr: '0 * * * *', tz: null }, 'a missing tz reads back as null');
  const extra = { kind: 'every', every_ms: 5000, at: null, expr: null } as unknown as JobSpec['schedule'];
  t.strictSame(store.add(shell('loose', { schedule: extra }), 5).schedule, { kind: 'every', every_ms: 5000 }, 'only the kind’s fields are kept');

  t.equal(store.job('nope'), undefined);
  const run = store.startRun('alpha', 'manual', 2000);
  store.finishRun(run.id, { status: 'ok', output: 'done', error: null }, 2100, 10);
  t.equal(store.remove('alpha'), true);
  t.equal(store.job('alpha'), undefined);
  t.equal(runCount(raw(t, file), 'alpha'), 0, 'its runs went with it');
  t.equal(store.remove('alpha'), false, 'removing a missing job says so');
  t.strictSame(
    store.jobs().map((j) => j.id),
    ['loose', 'mid', 'utc', 'zeta'],
  );
});

t.test('a duplicate add throws naming the id and changes nothing', async (t) => {
  const store = await open(t, dbFile(t));
  store.add(shell('dup', { command: 'first' }), 1);
  t.throws(() => store.add(shell('dup', { command: 'second' }), 2), /"dup" already exists \(imperative\)/);
  store.sync([shell('decl')], 3);
  t.throws(() => store.add(shell('decl', { command: 'mine' }), 4), /"decl" already exists \(declarative\)/);
  t.match(store.job('dup'), { command: 'first', updated_at: 1 });
  t.match(store.job('decl'), { command: 'echo decl', source: 'declarative' });
});

t.test('sync adds, updates (config wins) and removes declarative jobs', async (t) => {
  const file = dbFile(t);
  const store = await open(t, file);
  t.strictSame(store.sync([shell('b'), shell('a')], 100), { added: ['a', 'b'], updated: [], removed: [], conflicts: [] });
  t.match(store.job('a'), { source: 'declarative', done: false, next_run_at: null, created_at: 100, updated_at: 100 });
  t.strictSame(store.sync([shell('a'), shell('b')], 200), { added: [], updated: [], removed: [], conflicts: [] }, 'an unchanged config changes nothing');
  t.equal(store.job('a')!.updated_at, 100);

  store.schedule('a', 9_000);
  const run = store.startRun('a', 'schedule', 150);
  store.finishRun(run.id, { status: 'ok', output: null, error: null }, 160, 10);
  const db = raw(t, file);
  db.prepare(`UPDATE jobs SET command = 'tampered', enabled = 0 WHERE id = 'a'`).run();
  t.strictSame(store.sync([shell('a'), shell('b', { name: 'Bee' })], 300).updated, ['a', 'b']);
  t.match(store.job('a'), { command: 'echo a', enabled: true, next_run_at: 9_000, last_run_at: 150, created_at: 100, updated_at: 300 }, 'config wins; plan and history kept');
  t.match(store.job('b'), { name: 'Bee', updated_at: 300 });

  t.strictSame(store.sync([shell('a', { schedule: { kind: 'every', every_ms: 1 } })], 400), { added: [], updated: ['a'], removed: ['b'], conflicts: [] });
  t.match(store.job('a'), { schedule: { kind: 'every', every_ms: 1 }, next_run_at: null }, 'a new schedule drops the old plan');
  t.equal(store.job('b'), undefined);

  store.startRun('a', 'schedule', 410);
  t.strictSame(store.sync([], 500).removed, ['a']);
  t.equal(runCount(db, 'a'), 0, 'a removed declarative job takes its runs');
  t.strictSame(store.jobs(), []);
  t.throws(() => store.sync([shell('x'), shell('x')], 600), /"x" is declared twice/);
  t.strictSame(store.jobs(), [], 'a failed sync writes nothing');
});

t.test('sync never touches imperative jobs', async (t) => {
  const file = dbFile(t);
  const store = await open(t, file);
  store.add(shell('mine', { name: 'Mine' }), 10);
  store.schedule('mine', 5_000);
  const run = store.startRun('mine', 'manual', 20);
  store.finishRun(run.id, { status: 'failed', output: null, error: 'boom' }, 25, 10);
  const before = store.job('mine');

  t.strictSame(store.sync([shell('decl')], 30), { added: ['decl'], updated: [], removed: [], conflicts: [] }, 'an undeclared imperative job is not removed');
  t.strictSame(store.job('mine'), before);
  t.strictSame(store.sync([shell('decl'), shell('mine', { command: 'from config', name: 'Theirs' })], 40), { added: [], updated: [], removed: [], conflicts: ['mine'] });
  t.strictSame(store.job('mine'), before, 'a conflicting declaration leaves the imperative row as it was');
  t.strictSame(store.sync([], 50), { added: [], updated: [], removed: ['decl'], conflicts: [] });
  t.strictSame(store.job('mine'), before);
  t.equal(store.history('mine').length, 1, 'and its runs');
});

t.test('a done `at` job stays done until its schedule changes', async (t) => {
  const store = await open(t, dbFile(t));
  const at = (when: string, over: Partial<JobSpec> = {}) => shell('once', { schedule: { kind: 'at', at: when }, ...over });
  store.sync([at('2026-12-01T09:00:00Z')], 1);
  store.markDone('once', 2);
  t.match(store.job('once'), { done: true, next_run_at: null, updated_at: 2 });
  t.strictSame(store.sync([at('2026-12-01T09:00:00Z')], 3).updated, []);
  t.equal(store.job('once')!.done, true, 'same schedule: still done');
  t.strictSame(store.sync([at('2026-12-01T09:00:00Z', { name: 'Renamed' })], 4).updated, ['once']);
  t.match(store.job('once'), { done: true, name: 'Renamed' }, 'another field changed: still done');
  t.strictSame(store.sync([at('2026-12-02T09:00:00Z', { name: 'Renamed' })], 5).updated, ['once']);
  t.match(store.job('once'), { done: false, next_run_at: null, updated_at: 5 }, 'new schedule: runs again');
  t.equal(store.markDone('gone', 6), false);
  t.equal(store.schedule('gone', 7), false);
});

t.test('run history: newest first, limit, duration and pruning', async (t) => {
  const file = dbFile(t);
  const store = await open(t, file);
  store.add(shell('j'), 0);
  store.add(shell('other'), 0);
  t.throws(() => store.startRun('nope', 'manual', 1), /"nope"/);

  const first = store.startRun('j', 'schedule', 100);
  t.match(first, { job_id: 'j', trigger: 'schedule', started_at: 100, status: 'running', finished_at: null, duration_ms: null });
  t.equal(store.job('j')!.last_run_at, 100, 'starting a run sets last_run_at');
  const done = store.finishRun(first.id, { status: 'ok', output: 'hello', error: null }, 350, 10);
  t.strictSame(done, { ...first, finished_at: 350, status: 'ok', output: 'hello', error: null, duration_ms: 250 });
  t.strictSame(store.history('j'), [done]);

  const ids = [first.id];
  for (const [i, trigger] of (['catch_up', 'manual', 'schedule'] as const).entries()) {
    const run = store.startRun('j', trigger, 1000 + i);
    store.finishRun(run.id, { status: 'failed', output: null, error: `e${i}` }, 1000 + i, 10);
    ids.push(run.id);
  }
  const same = store.startRun('j', 'manual', 1002);
  store.finishRun(same.id, { status: 'ok', output: null, error: null }, 1002, 10);
  ids.push(same.id);
  const otherRun = store.startRun('other', 'manual', 5);
  store.finishRun(otherRun.id, { status: 'ok', output: null, error: null }, 6, 10);

  t.strictSame(
    store.history('j').map((r) => r.id),
    [...ids].reverse(),
    'newest first, a same-millisecond tie in start order',
  );
  t.strictSame(
    store.history('j', 2).map((r) => r.id),
    [ids[4], ids[3]],
  );
  t.equal(store.history('j')[1]!.duration_ms, 0);

  const running = store.startRun('j', 'manual', 2000);
  const last = store.startRun('j', 'schedule', 2001);
  store.finishRun(last.id, { status: 'ok', output: null, error: null }, 2050, 2);
  t.strictSame(
    store.history('j').map((r) => r.id),
    [last.id, running.id, ids[4]],
    'pruned to the newest 2 finished runs; a run still going is kept',
  );
  const zero = store.finishRun(running.id, { status: 'ok', output: 'x', error: null }, 2100, 0);
  t.equal(zero.duration_ms, 100, 'the finished run is returned even when keep 0 prunes it');
  t.strictSame(store.history('j'), []);
  t.equal(store.history('other').length, 1, 'pruning is per job');
  t.throws(() => store.finishRun(running.id, { status: 'ok', output: null, error: null }, 2200, 5), new RegExp(running.id));
});

t.test('abandonRunning fails the runs a stop left running', async (t) => {
  const store = await open(t, dbFile(t));
  store.add(shell('a'), 0);
  store.add(shell('b'), 0);
  const ra = store.startRun('a', 'schedule', 100);
  const rb = store.startRun('b', 'manual', 300);
  const ok = store.startRun('b', 'schedule', 50);
  const finished = store.finishRun(ok.id, { status: 'ok', output: 'fine', error: null }, 60, 10);
  t.equal(store.abandonRunning(1000), 2);
  t.strictSame(store.history('a'), [{ ...ra, status: 'failed', finished_at: 1000, error: INTERRUPTED, duration_ms: 900 }]);
  t.strictSame(store.history('b'), [{ ...rb, status: 'failed', finished_at: 1000, error: INTERRUPTED, duration_ms: 700 }, finished]);
  t.equal(INTERRUPTED, 'interrupted: the daemon stopped during the run');
  t.equal(store.abandonRunning(2000), 0);
});

t.test('reopening the file keeps jobs, plans and history', async (t) => {
  const file = dbFile(t);
  const first = await CronStore.open(file);
  first.add(shell('imp', { allowed_tools: ['a'] }), 1);
  first.sync([shell('decl', { schedule: { kind: 'at', at: '2026-01-01T00:00:00Z' } })], 2);
  first.schedule('imp', 12345);
  first.markDone('decl', 3);
  const run = first.startRun('imp', 'manual', 4);
  first.finishRun(run.id, { status: 'ok', output: 'out', error: null }, 9, 10);
  first.startRun('imp', 'schedule', 10);
  const jobs = first.jobs();
  const history = first.history('imp');
  first.close();

  const second = await open(t, file);
  t.strictSame(second.jobs(), jobs);
  t.equal(jobs.length, 2);
  t.match(second.job('decl'), { done: true, source: 'declarative' } satisfies Partial<Job>);
  t.strictSame(second.history('imp'), history);
  t.equal(history.length, 2);
});

t.test('a database from a newer schema version is refused and left alone', async (t) => {
  const file = dbFile(t);
  (await CronStore.open(file)).close();
  const db = new Sqlite(file);
  db.pragma('journal_mode = DELETE');
  db.pragma('user_version = 2');
  db.close();
  await t.rejects(CronStore.open(file), new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*schema version 2, newer`));
  const after = raw(t, file);
  t.equal(after.pragma('journal_mode', { simple: true }), 'delete', 'not switched to WAL');
  t.equal(existsSync(`${file}-wal`), false);
});
