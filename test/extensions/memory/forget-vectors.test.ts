// On SQLite, a forget deletes the entry's vector at once (no hygiene needed), unless another entry has that content;
// so does a purge, an eviction or a replace (they delete through one path).
import t from 'tap';
import { MemoryService } from '../../../extensions/memory/service.js';
import { bagOfWords, memorySettings, NOW } from '../../helpers/memory-store-contract.js';
import { contentHash } from '../../../extensions/memory/store.js';

t.test('forget and evict delete the vector at once; a twin keeps it', async (t) => {
  const c = memorySettings({ embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 16, conflict_supersede_enabled: false, daily_max_rows: 1 });
  const m = new MemoryService(() => c, t.testdir(), { info() {}, warn() {}, debug() {}, error() {} } as never, () => NOW, { fetcher: bagOfWords });
  t.teardown(() => m.close());
  const db = await m.db('a');
  const has = (text: string) => db.embedding(contentHash(text), 'text-embedding-3-small', 16) !== undefined;
  const a = await m.store('a', { content: 'the alarm code is in the blue folder' });
  await m.store('a', { content: 'the alarm code is in the blue folder', namespace: 'other' });
  const b = await m.store('a', { content: 'tomatoes grow in the greenhouse' });
  t.ok(has(a.content) && has(b.content), 'kept at the write');
  await m.forget('a', b.id);
  t.notOk(has(b.content), 'gone at the forget');
  await m.forget('a', a.id);
  t.ok(has(a.content), 'kept while a twin has the content');
  await m.store('a', { content: 'first daily note about the shed', category: 'daily' });
  t.ok(has('first daily note about the shed'));
  await m.store('a', { content: 'second daily note about the roof', category: 'daily', importance: 0.9 });
  t.notOk(has('first daily note about the shed'), 'an evicted entry\'s vector goes at the eviction');
});
