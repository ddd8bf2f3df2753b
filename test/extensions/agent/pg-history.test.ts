// Conversation history on a real PostgreSQL server (the shared mode): the behaviour every ConversationStore owes, and
// two instances appending to one conversation at once, which stays one conversation holding every turn.
import t from 'tap';
import { PgConversationStore } from '../../../extensions/agent/pg-history.js';
import { conversationStoreContract } from '../../helpers/conversation-store-contract.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';

const server = await startPostgres(t);
const clockOf = (c: { now: number }) => ({ now: () => c.now, sleep: async () => {} });

async function open(t: { teardown(fn: () => unknown): void }, url: string, ttlMs: number, clock: { now: number }): Promise<PgConversationStore> {
  const pg = await sharedHandle(t, url);
  const store = await PgConversationStore.open(pg, ttlMs, clockOf(clock));
  t.teardown(() => store.close());
  return store;
}

conversationStoreContract(t, async (t, ttlMs, clock) => open(t, await server.database(), ttlMs, clock));

t.test('two instances append to one new conversation at once: one conversation, every turn', async (t) => {
  const url = await server.database();
  const clock = { now: 1_000_000 };
  const [a, b] = await Promise.all([open(t, url, 0, clock), open(t, url, 0, clock)]);
  await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).append('ch', 'c', 'default', [{ role: 'user', content: `m${i}` }])));
  const turns = await b.load('ch', 'c', 100);
  t.equal(turns.length, 20, 'no turn lost');
  t.same(turns.map((x) => x.content).sort(), Array.from({ length: 20 }, (_, i) => `m${i}`).sort());
  t.same(await a.load('ch', 'c', 100), turns, 'both instances read the same history');
});
