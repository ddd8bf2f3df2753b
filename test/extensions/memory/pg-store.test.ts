// The memory store on a real PostgreSQL server (memory.backend = "postgres"): the behaviour every backend owes, the
// same tests the SQLite store passes; and what sharing adds: two services on one database see each other's entries
// and forgets, and migrate once.
import t from 'tap';
import { PgMemory } from '../../../extensions/memory/pg-store.js';
import { MemoryService } from '../../../extensions/memory/service.js';
import { memorySettings, memoryStoreContract, NOW } from '../../helpers/memory-store-contract.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';

const server = await startPostgres(t);
const silent = { warn() {}, info() {}, debug() {}, error() {} } as never;

memoryStoreContract(t, async (t, settings, now, fetcher) => {
  const postgres = await PgMemory.open(await sharedHandle(t, await server.database()));
  const m = new MemoryService(() => settings, t.testdir(), silent, now, { postgres, ...(fetcher ? { fetcher } : {}) });
  t.teardown(() => m.close());
  return m;
});

t.test('two services on one database: one memory, migrated once', async (t) => {
  const url = await server.database();
  const [pa, pb] = await Promise.all([PgMemory.open(await sharedHandle(t, url)), PgMemory.open(await sharedHandle(t, url))]);
  const a = new MemoryService(() => memorySettings(), t.testdir(), silent, () => NOW, { postgres: pa });
  const b = new MemoryService(() => memorySettings(), t.testdir(), silent, () => NOW, { postgres: pb });
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  const look = await sharedHandle(t, url);
  t.same((await look.query('SELECT component, version FROM svc_migrations')).rows, [{ component: 'memory', version: 1 }], 'migrated once');
  const e = await a.store('default', { content: 'the staging database lives on host kestrel' });
  t.equal((await b.recall('default', { text: 'staging database host', limit: 3 }))[0]?.id, e.id, 'stored on one, recalled on the other');
  t.equal(await b.forget('default', e.id), true);
  t.same(await a.recall('default', { text: 'staging database host', limit: 3 }), [], 'forgotten on one, gone on the other');
  t.match(a.status(), { backend: 'sqlite', postgres: { vectors: /cosine in svc/ } }, 'svc status says where the vectors are scored');
});
