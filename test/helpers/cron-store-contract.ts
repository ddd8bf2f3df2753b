// The behaviour every CronStore owes (SQLite for one daemon, PostgreSQL shared by instances): jobs round-trip every
// field, the config sync, run history and pruning, abandoned runs, and claims that only one caller wins. Run by the
// SQLite store's test and the PostgreSQL store's.
import type { Test } from 'tap';
import { INTERRUPTED, type CronStore, type JobSpec } from '../../extensions/cron/store.js';

export interface CronStoreUnderTest {
  readonly store: CronStore;
  /** Rows in the runs table for a job, read past the store. */
  runCount(job: string): Promise<number>;
  /** Changes a job's command and disables it past the store (an edit by hand the sync must undo). */
  tamper(job: string): Promise<void>;
}

/** A lease already over: SQLite ignores leases, PostgreSQL abandons runs whose lease ran out. */
const LEASE = { instance: 'contract', until: 0 };

export function shell(id: string, over: Partial<JobSpec> = {}): JobSpec {
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

export function cronStoreContract(t: Test, make: (t: Test) => Promise<CronStoreUnderTest>): void {
  t.test('add, job, jobs and remove round-trip every field', async (t) => {
    const { store, runCount, tamper } = await make(t);
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
      const job = (await store.add(spec, 1000 + i));
      t.strictSame(job, { ...spec, source: 'imperative', done: false, next_run_at: null, last_run_at: null, created_at: 1000 + i, updated_at: 1000 + i });
    }
    t.strictSame(
      (await store.jobs()).map((j) => j.id),
      ['alpha', 'mid', 'zeta'],
      'sorted by id',
    );
    const alpha = (await store.job('alpha'))!;
    t.strictSame(alpha.allowed_tools, ['web_search', 'memory_recall']);
    t.strictSame((await store.job('mid'))!.allowed_tools, [], 'an empty list stays a list');
    t.equal((await store.job('zeta'))!.allowed_tools, null, 'null stays null');
    t.equal((await store.job('zeta'))!.enabled, false);
    t.strictSame((await store.job('zeta'))!.schedule, { kind: 'cron', expr: '*/5 * * * *', tz: 'Europe/Berlin' });

    const utc = (await store.add(shell('utc', { schedule: { kind: 'cron', expr: '0 * * * *' } }), 5));
    t.strictSame(utc.schedule, { kind: 'cron', expr: '0 * * * *', tz: null }, 'a missing tz reads back as null');
    const extra = { kind: 'every', every_ms: 5000, at: null, expr: null } as unknown as JobSpec['schedule'];
    t.strictSame((await store.add(shell('loose', { schedule: extra }), 5)).schedule, { kind: 'every', every_ms: 5000 }, 'only the kind’s fields are kept');

    t.equal((await store.job('nope')), undefined);
    const run = (await store.startRun('alpha', 'manual', 2000, LEASE));
    (await store.finishRun(run.id, { status: 'ok', output: 'done', error: null }, 2100, 10));
    t.equal((await store.remove('alpha')), true);
    t.equal((await store.job('alpha')), undefined);
    t.equal(await runCount('alpha'), 0, 'its runs went with it');
    t.equal((await store.remove('alpha')), false, 'removing a missing job says so');
    t.strictSame(
      (await store.jobs()).map((j) => j.id),
      ['loose', 'mid', 'utc', 'zeta'],
    );
  });

  t.test('a duplicate add throws naming the id and changes nothing', async (t) => {
    const { store } = await make(t);
    (await store.add(shell('dup', { command: 'first' }), 1));
    await t.rejects(store.add(shell('dup', { command: 'second' }), 2), /"dup" already exists \(imperative\)/);
    (await store.sync([shell('decl')], 3));
    await t.rejects(store.add(shell('decl', { command: 'mine' }), 4), /"decl" already exists \(declarative\)/);
    t.match((await store.job('dup')), { command: 'first', updated_at: 1 });
    t.match((await store.job('decl')), { command: 'echo decl', source: 'declarative' });
  });

  t.test('sync adds, updates (config wins) and removes declarative jobs', async (t) => {
    const { store, runCount, tamper } = await make(t);
    t.strictSame((await store.sync([shell('b'), shell('a')], 100)), { added: ['a', 'b'], updated: [], removed: [], conflicts: [] });
    t.match((await store.job('a')), { source: 'declarative', done: false, next_run_at: null, created_at: 100, updated_at: 100 });
    t.strictSame((await store.sync([shell('a'), shell('b')], 200)), { added: [], updated: [], removed: [], conflicts: [] }, 'an unchanged config changes nothing');
    t.equal((await store.job('a'))!.updated_at, 100);

    (await store.schedule('a', 9_000));
    const run = (await store.startRun('a', 'schedule', 150, LEASE));
    (await store.finishRun(run.id, { status: 'ok', output: null, error: null }, 160, 10));
    await tamper('a');
    t.strictSame((await store.sync([shell('a'), shell('b', { name: 'Bee' })], 300)).updated, ['a', 'b']);
    t.match((await store.job('a')), { command: 'echo a', enabled: true, next_run_at: 9_000, last_run_at: 150, created_at: 100, updated_at: 300 }, 'config wins; plan and history kept');
    t.match((await store.job('b')), { name: 'Bee', updated_at: 300 });

    t.strictSame((await store.sync([shell('a', { schedule: { kind: 'every', every_ms: 1 } })], 400)), { added: [], updated: ['a'], removed: ['b'], conflicts: [] });
    t.match((await store.job('a')), { schedule: { kind: 'every', every_ms: 1 }, next_run_at: null }, 'a new schedule drops the old plan');
    t.equal((await store.job('b')), undefined);

    (await store.startRun('a', 'schedule', 410, LEASE));
    t.strictSame((await store.sync([], 500)).removed, ['a']);
    t.equal(await runCount('a'), 0, 'a removed declarative job takes its runs');
    t.strictSame((await store.jobs()), []);
    await t.rejects(store.sync([shell('x'), shell('x')], 600), /"x" is declared twice/);
    t.strictSame((await store.jobs()), [], 'a failed sync writes nothing');
  });

  t.test('sync never touches imperative jobs', async (t) => {
    const { store, runCount, tamper } = await make(t);
    (await store.add(shell('mine', { name: 'Mine' }), 10));
    (await store.schedule('mine', 5_000));
    const run = (await store.startRun('mine', 'manual', 20, LEASE));
    (await store.finishRun(run.id, { status: 'failed', output: null, error: 'boom' }, 25, 10));
    const before = (await store.job('mine'));

    t.strictSame((await store.sync([shell('decl')], 30)), { added: ['decl'], updated: [], removed: [], conflicts: [] }, 'an undeclared imperative job is not removed');
    t.strictSame((await store.job('mine')), before);
    t.strictSame((await store.sync([shell('decl'), shell('mine', { command: 'from config', name: 'Theirs' })], 40)), { added: [], updated: [], removed: [], conflicts: ['mine'] });
    t.strictSame((await store.job('mine')), before, 'a conflicting declaration leaves the imperative row as it was');
    t.strictSame((await store.sync([], 50)), { added: [], updated: [], removed: ['decl'], conflicts: [] });
    t.strictSame((await store.job('mine')), before);
    t.equal((await store.history('mine')).length, 1, 'and its runs');
  });

  t.test('a done `at` job stays done until its schedule changes', async (t) => {
    const { store } = await make(t);
    const at = (when: string, over: Partial<JobSpec> = {}) => shell('once', { schedule: { kind: 'at', at: when }, ...over });
    (await store.sync([at('2026-12-01T09:00:00Z')], 1));
    (await store.markDone('once', 2));
    t.match((await store.job('once')), { done: true, next_run_at: null, updated_at: 2 });
    t.strictSame((await store.sync([at('2026-12-01T09:00:00Z')], 3)).updated, []);
    t.equal((await store.job('once'))!.done, true, 'same schedule: still done');
    t.strictSame((await store.sync([at('2026-12-01T09:00:00Z', { name: 'Renamed' })], 4)).updated, ['once']);
    t.match((await store.job('once')), { done: true, name: 'Renamed' }, 'another field changed: still done');
    t.strictSame((await store.sync([at('2026-12-02T09:00:00Z', { name: 'Renamed' })], 5)).updated, ['once']);
    t.match((await store.job('once')), { done: false, next_run_at: null, updated_at: 5 }, 'new schedule: runs again');
    t.equal((await store.markDone('gone', 6)), false);
    t.equal((await store.schedule('gone', 7)), false);
  });

  t.test('run history: newest first, limit, duration and pruning', async (t) => {
    const { store, runCount, tamper } = await make(t);
    (await store.add(shell('j'), 0));
    (await store.add(shell('other'), 0));
    await t.rejects(store.startRun('nope', 'manual', 1, LEASE), /"nope"/);

    const first = (await store.startRun('j', 'schedule', 100, LEASE));
    t.match(first, { job_id: 'j', trigger: 'schedule', started_at: 100, status: 'running', finished_at: null, duration_ms: null });
    t.equal((await store.job('j'))!.last_run_at, 100, 'starting a run sets last_run_at');
    const done = (await store.finishRun(first.id, { status: 'ok', output: 'hello', error: null }, 350, 10));
    t.strictSame(done, { ...first, finished_at: 350, status: 'ok', output: 'hello', error: null, duration_ms: 250 });
    t.strictSame((await store.history('j')), [done]);

    const ids = [first.id];
    for (const [i, trigger] of (['catch_up', 'manual', 'schedule'] as const).entries()) {
      const run = (await store.startRun('j', trigger, 1000 + i, LEASE));
      (await store.finishRun(run.id, { status: 'failed', output: null, error: `e${i}` }, 1000 + i, 10));
      ids.push(run.id);
    }
    const same = (await store.startRun('j', 'manual', 1002, LEASE));
    (await store.finishRun(same.id, { status: 'ok', output: null, error: null }, 1002, 10));
    ids.push(same.id);
    const otherRun = (await store.startRun('other', 'manual', 5, LEASE));
    (await store.finishRun(otherRun.id, { status: 'ok', output: null, error: null }, 6, 10));

    t.strictSame(
      (await store.history('j')).map((r) => r.id),
      [...ids].reverse(),
      'newest first, a same-millisecond tie in start order',
    );
    t.strictSame(
      (await store.history('j', 2)).map((r) => r.id),
      [ids[4], ids[3]],
    );
    t.equal((await store.history('j'))[1]!.duration_ms, 0);

    const running = (await store.startRun('j', 'manual', 2000, LEASE));
    const last = (await store.startRun('j', 'schedule', 2001, LEASE));
    (await store.finishRun(last.id, { status: 'ok', output: null, error: null }, 2050, 2));
    t.strictSame(
      (await store.history('j')).map((r) => r.id),
      [last.id, running.id, ids[4]],
      'pruned to the newest 2 finished runs; a run still going is kept',
    );
    const zero = (await store.finishRun(running.id, { status: 'ok', output: 'x', error: null }, 2100, 0));
    t.equal(zero.duration_ms, 100, 'the finished run is returned even when keep 0 prunes it');
    t.strictSame((await store.history('j')), []);
    t.equal((await store.history('other')).length, 1, 'pruning is per job');
    await t.rejects(store.finishRun(running.id, { status: 'ok', output: null, error: null }, 2200, 5), new RegExp(running.id));
  });

  t.test('abandonRunning fails the runs a stop left running', async (t) => {
    const { store } = await make(t);
    (await store.add(shell('a'), 0));
    (await store.add(shell('b'), 0));
    const ra = (await store.startRun('a', 'schedule', 100, LEASE));
    const rb = (await store.startRun('b', 'manual', 300, LEASE));
    const ok = (await store.startRun('b', 'schedule', 50, LEASE));
    const finished = (await store.finishRun(ok.id, { status: 'ok', output: 'fine', error: null }, 60, 10));
    t.equal((await store.abandonRunning(1000)), 2);
    t.strictSame((await store.history('a')), [{ ...ra, status: 'failed', finished_at: 1000, error: INTERRUPTED, duration_ms: 900 }]);
    t.strictSame((await store.history('b')), [{ ...rb, status: 'failed', finished_at: 1000, error: INTERRUPTED, duration_ms: 700 }, finished]);
    t.equal(INTERRUPTED, 'interrupted: the daemon stopped during the run');
    t.equal((await store.abandonRunning(2000)), 0);
  });

  t.test('claimRun: of many claims of one planned run at once, exactly one wins; the plan is cleared until the run ends', async (t) => {
    const { store } = await make(t);
    await store.add(shell('tick', { schedule: { kind: 'every', every_ms: 1000 } }), 0);
    await store.schedule('tick', 5000);
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => store.claimRun('tick', 5000, 'schedule', 5000 + i, { instance: `i${i % 2}`, until: 99_000 })));
    const won = claims.filter((c) => c !== undefined);
    t.equal(won.length, 1, 'one claim wins');
    t.match(await store.job('tick'), { next_run_at: null, last_run_at: won[0]!.started_at });
    t.equal(await store.claimRun('tick', 5000, 'schedule', 6000, LEASE), undefined, 'a claim of a run no longer planned loses');
    await store.schedule('tick', 6000);
    t.ok(await store.claimRun('tick', 6000, 'schedule', 6000, LEASE), 'the next planned run is claimed again');
    t.equal(await store.claimRun('gone', 1, 'schedule', 1, LEASE), undefined, 'an unknown job: no claim');
    t.equal((await store.history('tick')).length, 2, 'one run per claim that won');
  });
}
