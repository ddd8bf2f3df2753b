// How an entry is written and recalled beyond the ranking: chunks, duplicates refreshed (dedup_on_write), older core
// entries superseded, pinned entries recalled first, MMR giving near-copies' places to other entries.
import t from 'tap';
import { chunkText, MemoryService, MAX_CHUNKS } from '../../../extensions/memory/service.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';
import { MemoryDb, type Ranking } from '../../../extensions/memory/store.js';

const NOW = Date.UTC(2026, 10, 27);

function settings(over: Partial<MemoryConfig> = {}): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default])) as unknown as MemoryConfig;
  return { ...defaults, ...over };
}
const logger = { info() {}, warn() {}, debug() {}, error() {} } as never;

t.test('chunks: cut at a paragraph or a sentence, bounded in number', async (t) => {
  t.same(chunkText('short', 100), ['short']);
  const text = `${'a'.repeat(60)}.\n\n${'b'.repeat(60)}. ${'c'.repeat(30)}.`;
  t.same(chunkText(text, 100), [`${'a'.repeat(60)}.`, `${'b'.repeat(60)}. ${'c'.repeat(30)}.`]);
  const huge = chunkText('word '.repeat(10_000), 100);
  t.equal(huge.length, MAX_CHUNKS);
  t.match(huge.at(-1), /\[cut: the text is longer than 16 chunks\]$/);
  t.ok(huge.every((c) => c.length <= 100 + 60));
});

t.test('a document (a bundle file) is kept whole, not merged with nor superseding other entries', async (t) => {
  const c = settings({ chunk_max_tokens: 16, dedup_on_write: true });
  const m = new MemoryService(() => c, t.testdir(), logger, () => NOW);
  t.teardown(() => m.close());
  const db = await m.db('a');
  const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of the manual says step ${i} comes next.`).join('\n\n');
  t.equal((await m.storeAll('a', { content: long, namespace: 'bundle.docs' })).length, MAX_CHUNKS, 'positive control: a plain text stops at 16 chunks');
  const doc = await m.storeAll('a', { content: long, namespace: 'bundle.docs', document: true });
  t.equal(doc.length, 40, 'a document keeps every paragraph');
  t.notOk(doc.at(-1)!.content.includes('[cut:'), 'nothing cut');
  // Two files that share a paragraph: each keeps its own entry, so forgetting one file leaves the other whole.
  const shared = 'The boiler is serviced every October by the same firm.';
  const [one] = await m.storeAll('a', { content: shared, namespace: 'bundle.house', document: true });
  const [two] = await m.storeAll('a', { content: `${shared}!`, namespace: 'bundle.house', document: true });
  t.not(two!.id, one!.id, 'not deduplicated into the other file\'s entry');
  t.equal(db.get(one!.id)!.supersededBy, undefined, 'nor superseding it');
  const [plain] = await m.storeAll('a', { content: `${shared}?`, namespace: 'bundle.house' });
  t.ok([one!.id, two!.id].includes(plain!.id), 'positive control: a plain write of the same text is deduplicated');
});

t.test('the service: a long text is kept in chunks; a duplicate refreshes; a close core entry supersedes the older', async (t) => {
  let now = NOW;
  const c = settings({ chunk_max_tokens: 16, dedup_on_write: true });
  const m = new MemoryService(() => c, t.testdir(), logger, () => now);
  t.teardown(() => m.close());
  const long = await m.storeAll('a', { content: 'The first sentence of a long note is here. The second sentence follows it closely. A third one ends the note.', category: 'daily' });
  t.equal(long.length, 3);
  t.same(long.map((e) => e.tags), [['chunk 1/3'], ['chunk 2/3'], ['chunk 3/3']]);
  const first = await m.store('a', { content: 'Lunch is at noon on weekdays', category: 'daily', importance: 0.2 });
  now += 1000;
  const again = await m.store('a', { content: 'lunch is at noon on weekdays!', category: 'daily', importance: 0.6 });
  t.equal(again.id, first.id, 'the duplicate refreshed the entry');
  t.same([again.updatedAt, again.importance], [now, 0.6]);
  // The defaults: no dedup, supersede on.
  const m1 = new MemoryService(() => settings(), t.testdir() + '/1', logger, () => now);
  t.teardown(() => m1.close());
  const db = await m1.db('a');
  const colour = await m1.store('a', { content: 'Ada likes the colour teal a lot', category: 'core' });
  const newer = await m1.store('a', { content: 'Ada likes the colour teal a lot now', category: 'core' });
  t.equal(db.get(colour.id)!.supersededBy, newer.id, 'superseded (Jaccard 6/7 >= 0.85)');
  const unrelated = await m1.store('a', { content: 'Ada owns a red bicycle', category: 'core' });
  t.equal(db.get(unrelated.id)!.supersededBy, undefined);
  const hits = await m1.recall('a', { text: 'which colour does Ada like', limit: 5 });
  t.equal(hits[0]?.id, newer.id, 'the newer one is recalled');
  t.notOk(hits.some((h) => h.id === colour.id), 'the superseded one is not');
  const off = settings({ conflict_supersede_enabled: false });
  const m2 = new MemoryService(() => off, t.testdir() + '/2', logger, () => now);
  t.teardown(() => m2.close());
  const x = await m2.store('a', { content: 'Ada likes the colour teal a lot', category: 'core' });
  await m2.store('a', { content: 'Ada likes the colour teal a lot now', category: 'core' });
  t.equal((await m2.db('a')).get(x.id)!.supersededBy, undefined, 'conflict_supersede_enabled = false keeps both live');
});

t.test('pinned entries come first whatever the query; MMR gives near-copies\' places to other entries', async (t) => {
  const db = await MemoryDb.open(`${t.testdir()}/p.db`);
  t.teardown(() => db.close());
  const base: Ranking = { vectorWeight: 0.7, keywordWeight: 0.3, importanceWeight: 0.2, recencyWeight: 0.1, minRelevance: 0, candidateMultiplier: 4 };
  const add = (content: string, namespace = 'default', importance = 0.5) => db.add({ content, namespace, category: 'core', importance }, NOW);
  const rule = add('Always answer in English.', 'rules');
  const vip = add('The owner is called Ada.', 'default', 1);
  const plain = add('The garden has roses.');
  const pin = { namespaces: ['rules'], minImportance: 1 };
  t.same(db.recall({ text: 'roses in the garden', limit: 3, now: NOW }, { ...base, pin }).map((h) => [h.id, h.pinned ?? false]), [[vip.id, true], [rule.id, true], [plain.id, false]]);
  t.same(db.recall({ text: 'roses in the garden', limit: 1, now: NOW }, { ...base, pin }).map((h) => h.id), [vip.id], 'pins count against the limit');
  t.same(db.recall({ text: 'roses in the garden', limit: 3, now: NOW, viewer: 'someone else' }, { ...base, pin }).length, 3, 'shared pinned entries are seen by every viewer');

  const copies = [add('The meeting with the bank is on Monday at nine.'), add('The meeting with the bank is on Monday at nine!'), add('The meeting with the bank is on Monday, at nine.')];
  const other = add('The bank meeting needs the passport.');
  const plainTop = db.recall({ text: 'bank meeting Monday nine', limit: 2, now: NOW }, base).map((h) => h.id);
  t.ok(plainTop.every((id) => copies.some((c) => c.id === id)), 'without MMR the two best are copies');
  const mmrTop = db.recall({ text: 'bank meeting Monday nine', limit: 2, now: NOW }, { ...base, mmr: { lambda: 0.3, threshold: 2 } }).map((h) => h.id);
  t.ok(copies.some((c) => c.id === mmrTop[0]), 'MMR keeps the best first');
  t.equal(mmrTop[1], other.id, `and takes the other entry second (${JSON.stringify(mmrTop)}, other ${other.id})`);
  t.same(db.recall({ text: 'bank meeting Monday nine', limit: 2, now: NOW }, { ...base, mmr: { lambda: 0.5, threshold: 10 } }).map((h) => h.id), plainTop, 'below rerank_threshold, no MMR');
});
