// SOP runs on a real PostgreSQL server (the shared mode): the behaviour every RunStore owes, and what sharing adds:
// writes only by the run's owner, claims of runs whose lease ran out (one instance each), renewals that report lost
// runs, and decisions any instance makes on the stored run.
import t from 'tap';
import { PgRunStore } from '../../../extensions/sop/pg-store.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';
import { record, runStoreContract } from '../../helpers/run-store-contract.js';

const server = await startPostgres(t);

async function open(t: { teardown(fn: () => unknown): void }, url: string, instance: string, clock = { now: 1000 }): Promise<PgRunStore> {
  const pg = await sharedHandle(t, url);
  const store = await PgRunStore.open(pg, instance, () => 5000, () => clock.now);
  t.teardown(() => store.close());
  return store;
}

runStoreContract(t, async (t) => open(t, await server.database(), 'only'));

t.test('two instances: the owner writes; a lapsed claim is taken once; decisions from anywhere', async (t) => {
  const url = await server.database();
  const clock = { now: 1000 };
  const [a, b, c] = await Promise.all([open(t, url, 'a', clock), open(t, url, 'b', clock), open(t, url, 'c', clock)]);
  const run = record('run_1', 'deploy', 1000, 'running');
  await a.save(run);
  await t.rejects(b.save(run), { code: 'SVC_ERR_SOP_RUN_LOST' }, 'another instance cannot write a run it does not own');
  t.same(await b.active(), [], 'active() is this instance’s own');
  t.same(await b.claimExpired(clock.now, clock.now + 5000, 10), [], 'a live claim is not taken');
  t.same(await a.renew(['run_1'], 7000), [], 'the owner renews');

  clock.now = 7001;
  const [byB, byC] = await Promise.all([b.claimExpired(clock.now, clock.now + 5000, 10), c.claimExpired(clock.now, clock.now + 5000, 10)]);
  t.same([...byB, ...byC].map((r) => r.id), ['run_1'], 'a lapsed claim is taken by exactly one instance');
  const [winner, loser] = byB.length ? [b, c] : [c, b];
  t.same(await a.renew(['run_1'], 20_000), ['run_1'], 'the old owner learns it lost the run');
  await t.rejects(a.save(run), { code: 'SVC_ERR_SOP_RUN_LOST' }, 'and can no longer write it');
  await winner.save({ ...run, status: 'pending_approval', awaiting: { step: 0, since: 7001 } });
  const decided = await loser.decide('run_1', (r) => ({ ...r, status: 'running', awaiting: undefined, decided_by: 'api:x' }));
  t.match(decided, { status: 'running', decided_by: 'api:x' }, 'any instance decides on the stored run');
  t.match(await winner.current(['run_1']), [{ status: 'running', decided_by: 'api:x' }], 'the owner reads the decision');
  t.equal(await loser.decide('run_nope', (r) => r), undefined);
  await winner.save({ ...run, status: 'completed', finished_at: 8000 });
  clock.now = 100_000;
  t.same(await a.claimExpired(clock.now, clock.now + 5000, 10), [], 'a finished run is never claimed');
});
