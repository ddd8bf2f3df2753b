// The behaviour every ConversationStore owes (memory, SQLite, PostgreSQL): the newest turns of the active conversation,
// oldest first; conversations kept apart by channel and id; one idle past the TTL starts afresh. Run by each store's
// test, on a clock the test moves.
import { MAX_MESSAGES_PER_CONVERSATION, MAX_STORED_CHARS } from '../../extensions/agent/history.js';
import type { Test } from 'tap';
import type { ConversationStore } from '../../extensions/agent/history.js';

/** `make(ttlMs)` gives a fresh store whose time is `clock.now`. */
export function conversationStoreContract(t: Test, make: (t: Test, ttlMs: number, clock: { now: number }) => Promise<ConversationStore>): void {
  t.test('append and load: the newest turns, oldest first; conversations kept apart', async (t) => {
    const clock = { now: 1_000_000 };
    const store = await make(t, 0, clock);
    t.same(await store.load('webhook.main', 'c1', 10), [], 'nothing yet');
    await store.append('webhook.main', 'c1', 'default', [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello ü 😀' }]);
    clock.now += 1;
    await store.append('webhook.main', 'c1', 'default', [{ role: 'user', content: 'again' }, { role: 'assistant', content: 'sure' }]);
    await store.append('webhook.main', 'c2', 'default', [{ role: 'user', content: 'other' }]);
    await store.append('webhook.other', 'c1', 'default', [{ role: 'user', content: 'elsewhere' }]);
    t.same(await store.load('webhook.main', 'c1', 10), [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello ü 😀' },
      { role: 'user', content: 'again' },
      { role: 'assistant', content: 'sure' },
    ]);
    t.same(await store.load('webhook.main', 'c1', 2), [{ role: 'user', content: 'again' }, { role: 'assistant', content: 'sure' }], 'the newest 2');
    t.same(await store.load('webhook.main', 'c1', 0), [], 'a limit of 0 loads nothing');
    t.same(await store.load('webhook.main', 'c2', 10), [{ role: 'user', content: 'other' }]);
    t.same(await store.load('webhook.other', 'c1', 10), [{ role: 'user', content: 'elsewhere' }]);
  });

  t.test('a conversation idle past the TTL starts afresh; an active one does not', async (t) => {
    const clock = { now: 1_000_000 };
    const store = await make(t, 60_000, clock);
    await store.append('ch', 'c', 'default', [{ role: 'user', content: 'old' }]);
    clock.now += 59_000;
    t.same(await store.load('ch', 'c', 10), [{ role: 'user', content: 'old' }], 'within the TTL');
    await store.append('ch', 'c', 'default', [{ role: 'user', content: 'still' }]);
    clock.now += 59_000;
    t.equal((await store.load('ch', 'c', 10)).length, 2, 'each append keeps it alive');
    clock.now += 61_000;
    t.same(await store.load('ch', 'c', 10), [], 'idle past the TTL: archived');
    await store.append('ch', 'c', 'default', [{ role: 'user', content: 'new' }]);
    t.same(await store.load('ch', 'c', 10), [{ role: 'user', content: 'new' }], 'a new conversation');
  });

  t.test('a reply keeps its tool rounds; stored messages and conversations are bounded', async (t) => {
    const store = await make(t, 0, { now: 1_000_000 });
    const tools = [{ calls: [{ id: 'c1', name: 'shell', arguments: { command: 'date' } }], results: [{ toolCallId: 'c1', name: 'shell', content: 'exit 0' }] }];
    await store.append('ch', 'c', 'default', [{ role: 'user', content: 'what time?' }, { role: 'assistant', content: 'noon', tools }]);
    t.same(await store.load('ch', 'c', 10), [{ role: 'user', content: 'what time?' }, { role: 'assistant', content: 'noon', tools }], 'tool rounds come back with the reply');
    await store.append('ch', 'big', 'default', [{ role: 'user', content: 'x'.repeat(MAX_STORED_CHARS + 10) }]);
    const [big] = await store.load('ch', 'big', 1);
    t.ok(big!.content.length < MAX_STORED_CHARS + 100 && big!.content.endsWith('characters when stored]'), 'a huge message is cut when stored');
    for (let i = 0; i < MAX_MESSAGES_PER_CONVERSATION + 5; i += 5) {
      await store.append('ch', 'long', 'default', Array.from({ length: 5 }, (_, k) => ({ role: 'user' as const, content: `m${i + k}` })));
    }
    const kept = await store.load('ch', 'long', MAX_MESSAGES_PER_CONVERSATION * 2);
    t.equal(kept.length, MAX_MESSAGES_PER_CONVERSATION, 'a conversation keeps its newest messages only');
    t.equal(kept.at(-1)!.content, `m${MAX_MESSAGES_PER_CONVERSATION + 4}`);
  });
}
