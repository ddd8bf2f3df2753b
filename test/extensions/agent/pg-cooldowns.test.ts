// Provider cooldowns in the shared PostgreSQL: a provider one instance set cooling is cooling for the other, and a
// shorter cooldown never cuts a longer one.
import t from 'tap';
import { PgCooldowns } from '../../../extensions/agent/pg-cooldowns.js';
import { MemoryCooldowns } from '../../../extensions/agent/cooldowns.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';

const server = await startPostgres(t);

t.test('two instances see one cooldown', async (t) => {
  const url = await server.database();
  const [a, b] = await Promise.all([PgCooldowns.open(await sharedHandle(t, url)), PgCooldowns.open(await sharedHandle(t, url))]);
  await a.cool('openai.primary', 5_000);
  t.same([...(await b.until(['openai.primary', 'openai.backup']))], [['openai.primary', 5_000]]);
  await b.cool('openai.primary', 3_000);
  t.same([...(await a.until(['openai.primary']))], [['openai.primary', 5_000]], 'the later end is kept');
});

t.test('in memory, the same', async (t) => {
  const c = new MemoryCooldowns();
  await c.cool('x.y', 5);
  await c.cool('x.y', 3);
  t.same([...(await c.until(['x.y', 'z.w']))], [['x.y', 5]]);
});
