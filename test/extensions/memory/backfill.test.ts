// The hygiene's embedding backfill is bounded: BACKFILL_BATCH entries per agent and pass, the newest first, the rest at
// the next pass (the behaviour itself is in the store contract, on every backend).
import t from 'tap';
import { BACKFILL_BATCH, MemoryService, RETRY_AFTER_MS } from '../../../extensions/memory/service.js';
import { memorySettings, NOW } from '../../helpers/memory-store-contract.js';

t.test('one pass embeds BACKFILL_BATCH entries, the newest first; the next pass the rest', async (t) => {
  let up = false;
  let now = NOW;
  const asked: string[] = [];
  const fetcher = async (_s: unknown, text: string) => {
    if (!up) throw new Error('connect ECONNREFUSED');
    asked.push(text);
    return Float32Array.from([1, text.length % 7, 0, 1]);
  };
  const m = new MemoryService(() => memorySettings({ embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 4, conflict_supersede_enabled: false }), t.testdir(), { info() {}, warn() {}, debug() {}, error() {} } as never, () => now, { fetcher });
  t.teardown(() => m.close());
  for (let i = 0; i < BACKFILL_BATCH + 5; i++) await m.store('a', { content: `note ${i} of the batch` });
  up = true;
  now += RETRY_AFTER_MS + 1;
  await m.hygiene();
  t.equal(asked.length, BACKFILL_BATCH, 'one batch');
  t.equal(asked[0], `note ${BACKFILL_BATCH + 4} of the batch`, 'the newest first');
  await m.hygiene();
  t.equal(asked.length, BACKFILL_BATCH + 5, 'the rest at the next pass');
  t.equal(asked.at(-1), 'note 0 of the batch');
});
