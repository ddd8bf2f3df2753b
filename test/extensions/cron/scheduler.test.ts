// The scheduler on a real SQLite store and a manual clock: a job left without a plan and without a run going on (the
// run that cleared its plan never ended: its instance died, or the store failed then) is planned again by the loop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import t from 'tap';
import { Scheduler } from '../../../extensions/cron/scheduler.js';
import { SqliteCronStore } from '../../../extensions/cron/store.js';
import { LogRoot } from '../../../kernel/logger.js';
import { manualClock } from '../../helpers/agent.js';
import { shell } from '../../helpers/cron-store-contract.js';
import { waitFor } from '../../helpers/wait.js';

/** A cron store on a fresh SQLite file, removed at teardown. */
async function sqliteStore(t: { teardown(fn: () => unknown): void }): Promise<SqliteCronStore> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-scheduler-'));
  const store = await SqliteCronStore.open(join(dir, 'cron.db'));
  t.teardown(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

t.test('a job without a plan and without a live run is planned again and runs', async (t) => {
  const store = await sqliteStore(t);
  const clock = manualClock();
  const lines: Record<string, unknown>[] = [];
  const logger = new LogRoot({ fd: 2, level: 'info', pretty: false, stream: new Writable({ write: (c, _e, done) => (lines.push(JSON.parse(String(c))), done()) }) }).logger({ ext: 'cron' });
  await store.add(shell('tick', { schedule: { kind: 'every', every_ms: 60_000 } }), clock.now());
  const ran: string[] = [];
  const scheduler = new Scheduler({
    store,
    clock,
    logger,
    settings: () => ({ enabled: true, max_concurrent: 4, max_run_history: 10, catch_up_on_startup: true }),
    execute: async (job, run) => (ran.push(run.id), { status: 'ok', output: job.id, error: null }),
    triggers: () => [],
  });
  await scheduler.start();
  t.teardown(() => scheduler.drain(AbortSignal.abort(), { finished: () => {}, abandoned: () => {}, interrupted: () => {} }));
  const planned = (await store.job('tick'))!.next_run_at!;
  t.ok(planned > clock.now(), 'planned by the start');
  // Another claimant takes the run and never ends it (an instance that died): the plan is gone, nothing holds the run.
  t.ok(await store.claimRun('tick', planned, 'schedule', clock.now(), { instance: 'gone', until: 0 }), 'claimed elsewhere');
  await clock.advance(60_000);
  await waitFor(() => lines.some((l) => l.msg === 'cron job had no plan and no run going on; planned again' && l.job === 'tick'), 'the loop to plan it again');
  const again = (await store.job('tick'))!.next_run_at!;
  t.ok(again > clock.now(), 'planned in the future');
  await clock.advance(again - clock.now());
  await waitFor(() => ran.length === 1, 'the job to run on its new plan');
});

t.test('a run whose claim fails is tried again a second later, not in a tight loop', async (t) => {
  const store = await sqliteStore(t);
  const clock = manualClock();
  const lines: string[] = [];
  const logger = new LogRoot({ fd: 2, level: 'info', pretty: false, stream: new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }) }).logger({ ext: 'cron' });
  await store.add(shell('tick', { schedule: { kind: 'every', every_ms: 60_000 } }), clock.now());
  let claims = 0;
  let refuse = true;
  // The store refuses writes (a read-only PostgreSQL after a failover): every claim throws until it recovers.
  const flaky = Object.assign(Object.create(store) as SqliteCronStore, {
    claimRun: (...args: Parameters<SqliteCronStore['claimRun']>) => (claims++, refuse ? Promise.reject(new Error('read-only')) : store.claimRun(...args)),
  });
  const ran: string[] = [];
  const scheduler = new Scheduler({
    store: flaky,
    clock,
    logger,
    settings: () => ({ enabled: true, max_concurrent: 4, max_run_history: 10, catch_up_on_startup: true }),
    execute: async (_job, run) => (ran.push(run.id), { status: 'ok', output: null, error: null }),
    triggers: () => [],
  });
  await scheduler.start();
  t.teardown(() => scheduler.drain(AbortSignal.abort(), { finished: () => {}, abandoned: () => {}, interrupted: () => {} }));
  await waitFor(() => clock.sleeps.includes(60_000), 'the loop to nap until the job is due');
  await clock.advance(60_000);
  await waitFor(() => claims === 1, 'the first claim').catch((err: Error) => {
    throw new Error(`${err.message}: ${lines.join('')} sleeps ${clock.sleeps.join(',')}`);
  });
  await waitFor(() => clock.sleeps.includes(1000), 'the loop to nap until the retry');
  t.equal(claims, 1, 'no second claim before the second is up');
  refuse = false;
  await clock.advance(1000);
  await waitFor(() => ran.length === 1, 'the retry to claim and run it');
  t.equal(claims, 2);
});
