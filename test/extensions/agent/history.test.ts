// Conversation history of one daemon, in memory and on a real SQLite file: the behaviour every ConversationStore owes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { MemoryStore, SqliteStore } from '../../../extensions/agent/history.js';
import { conversationStoreContract } from '../../helpers/conversation-store-contract.js';

const clockOf = (c: { now: number }) => ({ now: () => c.now, sleep: async () => {} });

t.test('in memory', async (t) => conversationStoreContract(t, async (_t, ttlMs, clock) => new MemoryStore(ttlMs, clockOf(clock), 1000)));

t.test('on SQLite', async (t) =>
  conversationStoreContract(t, async (t, ttlMs, clock) => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-history-'));
    const store = await SqliteStore.open(join(dir, 'conversations.db'), ttlMs, clockOf(clock));
    t.teardown(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return store;
  }),
);
