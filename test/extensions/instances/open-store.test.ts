// The one store chooser: the shared PostgreSQL when there is one (persisted state, or state every instance must see),
// else SQLite for persisted state, else memory; what a feature does not offer falls through.
import t from 'tap';
import { openStore, type Shared, type SharedPostgres, type StoreChoice } from '../../../extensions/instances/api.js';

const pg = { target: 'postgres://db/svc' } as SharedPostgres;
const sharedWith = (postgres: SharedPostgres | undefined): Shared => ({ enabled: () => true, instanceId: () => 'a', postgres: async () => postgres, leaseMs: () => 1000 });
const offers = (extra: Partial<StoreChoice<string>>): StoreChoice<string> => ({
  persist: true,
  postgres: async (p) => `pg:${p.target}`,
  sqlite: async () => 'sqlite',
  memory: () => 'memory',
  ...extra,
});

t.test('auto: PostgreSQL for persisted state when shared, else SQLite, else memory', async (t) => {
  t.same(await openStore(sharedWith(pg), offers({})), { store: 'pg:postgres://db/svc', backend: 'postgres' });
  t.same(await openStore(sharedWith(undefined), offers({})), { store: 'sqlite', backend: 'sqlite' }, 'the shared mode without PostgreSQL');
  t.same(await openStore(undefined, offers({})), { store: 'sqlite', backend: 'sqlite' }, 'no shared mode');
  t.same(await openStore(sharedWith(pg), offers({ persist: false })), { store: 'memory', backend: 'memory' }, 'state not persisted stays local');
  t.same(await openStore(sharedWith(pg), offers({ persist: false, sharedAlways: true })), { store: 'pg:postgres://db/svc', backend: 'postgres' }, 'unless every instance must see it');
});

t.test('an explicit kind wins; postgres without a shared PostgreSQL is an error', async (t) => {
  t.same(await openStore(sharedWith(pg), offers({ kind: 'sqlite' })), { store: 'sqlite', backend: 'sqlite' });
  t.same(await openStore(sharedWith(pg), offers({ kind: 'memory' })), { store: 'memory', backend: 'memory' });
  await t.rejects(openStore(sharedWith(undefined), offers({ kind: 'postgres' })), /needs the shared mode with a PostgreSQL URL/);
});

t.test('a backend the feature does not offer falls through', async (t) => {
  t.same(await openStore(sharedWith(pg), offers({ postgres: undefined })), { store: 'sqlite', backend: 'sqlite' });
  t.same(await openStore(undefined, offers({ persist: false, memory: undefined })), { store: 'sqlite', backend: 'sqlite' }, 'no memory store: SQLite');
  await t.rejects(openStore(undefined, { persist: true }), /no store backend/);
});
