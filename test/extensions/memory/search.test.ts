// How recall searches (retrieval_stages, fts_early_return_score, search_mode) on a real SQLite store with a fake
// embeddings function whose vectors are chosen per text: one stage alone finds what only it can; fts first with a
// strong keyword match returns without embedding the query (not with vector first, nor under the threshold); rrf ranks
// by stage ranks and can order two entries the other way round from the weighted hybrid.
import t from 'tap';
import { MemoryService } from '../../../extensions/memory/service.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';
import { searchPlan } from '../../../extensions/memory/search.js';

function settings(over: Partial<MemoryConfig> = {}): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default])) as unknown as MemoryConfig;
  return { ...defaults, embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 4, ...over };
}
const quiet = { info() {}, warn() {}, debug() {}, error() {} } as never;

const KITTEN = 'my kitten Tom sleeps all day';
const CARS = 'feline diseases are rare in a garage';
const X = 'feline feline feline: the vet notes';
const Y = 'a long letter that mentions, once and in passing among many other words about the weather and the harbour, feline';
const VECTORS: Record<string, number[]> = {
  feline: [1, 0, 0, 0],
  [KITTEN]: [1, 0, 0, 0],
  [CARS]: [0, 1, 0, 0],
  [X]: [0.9, Math.sqrt(1 - 0.81), 0, 0],
  [Y]: [0.91, Math.sqrt(1 - 0.91 ** 2), 0, 0],
};

async function setup(t: { testdir(): string; teardown(fn: () => unknown): void }, entries: string[]) {
  let c = settings({ min_relevance_score: 0.2, conflict_supersede_enabled: false });
  let up = true;
  const asked: string[] = [];
  const fetcher = async (_s: unknown, text: string) => {
    if (!up) throw new Error('connect ECONNREFUSED');
    asked.push(text);
    return Float32Array.from(VECTORS[text] ?? [0, 0, 0, 1]);
  };
  const m = new MemoryService(() => c, t.testdir(), quiet, () => Date.UTC(2026, 10, 27), { fetcher });
  t.teardown(() => m.close());
  for (let i = 0; i < 20; i++) await m.store('bot', { content: `note number ${i} about gardening and tomatoes` });
  for (const e of entries) await m.store('bot', { content: e });
  return {
    m,
    asked,
    set: (over: Partial<MemoryConfig>) => void (c = { ...c, ...over }),
    down: () => void (up = false),
    recall: async (text: string) => (await m.recall('bot', { text, limit: 5 })).map((h) => h.content),
  };
}

t.test('retrieval_stages: each stage alone finds what only it can; vector alone falls back to fts while the provider fails', async (t) => {
  const s = await setup(t, [KITTEN, CARS]);
  t.same((await s.recall('feline')).sort(), [CARS, KITTEN].sort(), 'both stages (the default): the kitten by its vector, the garage by its word');
  s.set({ retrieval_stages: ['fts'] });
  const before = s.asked.length;
  t.same(await s.recall('feline'), [CARS], 'fts alone: the word only');
  t.equal(s.asked.length, before, 'and the query is not embedded');
  s.set({ retrieval_stages: ['vector'] });
  t.same(await s.recall('feline'), [KITTEN], 'vector alone: the kitten only (the garage shares a word, not a meaning)');
  s.down();
  t.same(await s.recall('feline!'), [CARS], 'vector alone with the provider failing: keyword search stands in');
});

t.test('fts_early_return_score: a strong keyword match returns without embedding the query', async (t) => {
  const s = await setup(t, [KITTEN, CARS]);
  const embedded = () => s.asked.filter((x) => x === 'feline').length;
  s.set({ fts_early_return_score: 0.5 });
  t.same(await s.recall('feline'), [CARS], 'keyword results only');
  t.equal(embedded(), 0, 'the query was not embedded');
  t.equal(s.m.earlyReturns, 1);
  s.set({ fts_early_return_score: 0.99 });
  t.same((await s.recall('feline')).sort(), [CARS, KITTEN].sort(), 'under the threshold: both stages');
  t.equal(embedded(), 1, 'the query was embedded (positive control)');
  s.set({ fts_early_return_score: 0.5, retrieval_stages: ['vector', 'fts'] });
  await s.recall('feline');
  t.equal(s.m.earlyReturns, 1, 'vector first: no early return');
  s.set({ retrieval_stages: ['fts', 'vector'] });
  await s.recall('kitten sleeps');
  t.equal(s.m.earlyReturns, 2, 'fts first again returns early');
  await s.recall('submarine');
  t.equal(s.m.earlyReturns, 2, 'no keyword match: no early return');
  t.same(searchPlan(settings({ fts_early_return_score: 1.01 })).earlyReturn, false, 'above 1 never returns early');
});

t.test('search_mode rrf: relevance from stage ranks, which can order entries the other way round from hybrid', async (t) => {
  const s = await setup(t, [X, Y]);
  const hits = async () => s.m.recall('bot', { text: 'feline', limit: 2 });
  const hybrid = await hits();
  t.same(hybrid.map((h) => h.content), [X, Y], 'hybrid: X, the best keyword match with a close vector, first');
  s.set({ search_mode: { kind: 'rrf', k: 60 } });
  const rrf = await hits();
  t.same(rrf.map((h) => h.content), [Y, X], 'rrf: Y, first by vector and second by keyword, first');
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  t.ok(near(rrf[0]!.relevance, 0.7 * 1 + 0.3 * (61 / 62)), `Y: 0.7 × 61/61 + 0.3 × 61/62 (${rrf[0]!.relevance})`);
  t.ok(near(rrf[1]!.relevance, 0.7 * (61 / 62) + 0.3 * 1), `X: 0.7 × 61/62 + 0.3 × 61/61 (${rrf[1]!.relevance})`);
  s.set({ search_mode: { kind: 'rrf', k: 60 }, min_relevance_score: 0.99 });
  t.same((await hits()).map((h) => h.content), [Y], 'min_relevance_score applies to the fused relevance');
});
