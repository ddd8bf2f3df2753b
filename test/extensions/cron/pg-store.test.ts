// The cron store on a real PostgreSQL server (the shared mode): the behaviour every CronStore owes, the same tests the
// SQLite store passes, and what sharing adds: claims that one of two instances wins, leases that keep a live instance's
// runs and give up a dead one's, migrations applied once by instances starting together, a newer schema refused.
import t from 'tap';
import { PgCronStore } from '../../../extensions/cron/pg-store.js';
import { INTERRUPTED } from '../../../extensions/cron/store.js';
import { cronStoreContract, shell } from '../../helpers/cron-store-contract.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';

const server = await startPostgres(t);

const handle = sharedHandle;

cronStoreContract(t, async (t) => {
  const url = await server.database();
  const store = await PgCronStore.open(await handle(t, url));
  const look = await handle(t, url);
  return {
    store,
    runCount: async (job) => Number((await look.query<{ n: string }>('SELECT COUNT(*) AS n FROM cron_runs WHERE job_id = $1', [job])).rows[0]!.n),
    tamper: async (job) => void (await look.query(`UPDATE cron_jobs SET command = 'tampered', enabled = 0 WHERE id = $1`, [job])),
  };
});

t.test('two instances: migrations once, one claim per planned run, each sees the other’s jobs', async (t) => {
  const url = await server.database();
  const [a, b] = await Promise.all([PgCronStore.open(await handle(t, url)), PgCronStore.open(await handle(t, url))]);
  const look = await handle(t, url);
  t.same((await look.query('SELECT component, version FROM svc_migrations')).rows, [{ component: 'cron', version: 2 }], 'migrated once');
  await a.sync([shell('tick', { schedule: { kind: 'every', every_ms: 1000 } })], 0);
  t.match(await b.job('tick'), { source: 'declarative' }, 'a job synced by one is the other’s');
  let wins = 0;
  for (let planned = 1000; planned <= 5000; planned += 1000) {
    await a.schedule('tick', planned);
    const claims = await Promise.all([a.claimRun('tick', planned, 'schedule', planned, { instance: 'a', until: planned + 30_000 }), b.claimRun('tick', planned, 'schedule', planned, { instance: 'b', until: planned + 30_000 })]);
    wins += claims.filter(Boolean).length;
    for (const run of claims) if (run) await (run === claims[0] ? a : b).finishRun(run.id, { status: 'ok', output: null, error: null }, planned + 10, 100);
  }
  t.equal(wins, 5, 'five planned runs, five runs in all, not ten');
  const fires = await Promise.all([a.claimFire('sop:deploy', 60_000), b.claimFire('sop:deploy', 60_000), a.claimFire('sop:deploy', 120_000)]);
  t.same(fires.slice(0, 2).sort(), [false, true], 'a trigger firing is claimed by one instance');
  t.equal(fires[2], true, 'the next planned firing is another one');
  t.equal((await b.history('tick')).length, 5);
});

t.test('leases: a live instance’s run is kept, a dead one’s is failed by the next start', async (t) => {
  const store = await PgCronStore.open(await handle(t, await server.database()));
  await store.add(shell('j'), 0);
  const live = await store.startRun('j', 'manual', 100, { instance: 'alive', until: 10_000 });
  const dead = await store.startRun('j', 'manual', 200, { instance: 'gone', until: 5_000 });
  t.equal(await store.abandonRunning(6_000), 1, 'only the run whose lease ran out');
  const byId = new Map((await store.history('j')).map((r) => [r.id, r]));
  t.match(byId.get(dead.id), { status: 'failed', error: INTERRUPTED, finished_at: 6_000, duration_ms: 5_800 });
  t.match(byId.get(live.id), { status: 'running' });
  await store.renewRuns([live.id], 20_000);
  t.equal(await store.abandonRunning(15_000), 0, 'a renewed lease keeps the run');
  t.equal(await store.abandonRunning(20_001), 1, 'until the renewals stop');
});

t.test('a database migrated by a newer svc is refused, naming the versions, and left alone', async (t) => {
  const url = await server.database();
  await (await PgCronStore.open(await handle(t, url))).close();
  const look = await handle(t, url);
  await look.query(`UPDATE svc_migrations SET version = 3 WHERE component = 'cron'`);
  await t.rejects(PgCronStore.open(await handle(t, url)), /the cron tables in postgres:\/\/127\.0\.0\.1:\d+\/\S+ have schema version 3, newer than this svc knows \(2\)/);
  t.same((await look.query(`SELECT version FROM svc_migrations WHERE component = 'cron'`)).rows, [{ version: 3 }]);
});

t.test('errors never carry the password of the URL', async (t) => {
  const canary = 'canary-pg-pw-8d1e';
  const url = server.url('postgres').replace('svc@', `nobody:${canary}@`);
  const pg = await handle(t, url);
  const err = (await pg.query('SELECT 1').catch((e: unknown) => e)) as Error;
  t.ok(err instanceof Error, 'an unknown role fails');
  t.notMatch(err.message, canary);
  t.match(err.message, /^PostgreSQL postgres:\/\/127\.0\.0\.1:\d+\/postgres: /);
});
