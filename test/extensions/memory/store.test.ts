// The memory store on a real SQLite file: 0600, FTS5 keyword recall, vectors by content hash, the ranking formula and
// its worked example (docs/guides/memory.md), the embedding LRU and table (nothing embedded twice).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { Embedder, Lru } from '../../../extensions/memory/embed.js';
import { contentHash, cosine, MemoryDb, queryTerms, rank, type Ranking } from '../../../extensions/memory/store.js';

const ranking: Ranking = { vectorWeight: 0.7, keywordWeight: 0.3, importanceWeight: 0.2, recencyWeight: 0.1, minRelevance: 0.4, candidateMultiplier: 4 };
const NOW = Date.UTC(2026, 10, 27);
const DAY = 86_400_000;

/** Bag of words hashed into 16 dimensions: texts sharing words are close. */
const bag = (text: string): Float32Array => {
  const v = new Float32Array(16);
  for (const w of queryTerms(text)) v[[...w].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 16, 7)]! += 1;
  return v;
};

t.test('the file is 0600; keyword recall ranks the matching entry first and leaves out the excluded conversation', async (t) => {
  const file = join(t.testdir(), 'a.db');
  const db = await MemoryDb.open(file);
  t.teardown(() => db.close());
  t.equal(statSync(file).mode & 0o777, 0o600);
  const teal = db.add({ content: 'My favourite colour is teal.', namespace: 'default', category: 'core', importance: 0.5, source: { channel: 'cli', conversation: 'a' } }, NOW - DAY);
  db.add({ content: 'The meeting is on Tuesday.', namespace: 'default', category: 'daily', importance: 0.5 }, NOW);
  const hits = db.recall({ text: 'What is my favourite colour?', limit: 5, now: NOW }, ranking);
  t.same(hits.map((h) => h.id), [teal.id]);
  t.equal(hits[0]!.keyword, 1, 'the best keyword hit is normalised to 1');
  t.same(db.recall({ text: 'favourite colour', limit: 5, now: NOW, exclude: { channel: 'cli', conversation: 'a' } }, ranking), []);
  t.same(db.recall({ text: 'the and what', limit: 5, now: NOW }, ranking), [], 'stop words only: nothing to look for');
  t.ok(db.forget(teal.id));
  t.same(db.recall({ text: 'favourite colour', limit: 5, now: NOW }, ranking), [], 'forgotten: gone from the index');
  t.notOk(db.forget(teal.id));
});

t.test('the ranking formula and its worked example', async (t) => {
  // docs/guides/memory.md: cosine 0.8, bm25 3.0 of a best 4.0, importance 0.5, 30 days old.
  const r = rank({ keyword: 3 / 4, vector: 0.8, importance: 0.5, updatedAt: NOW - 30 * DAY }, ranking, NOW, true);
  t.equal(r.relevance.toFixed(4), '0.7850');
  t.equal(r.score.toFixed(4), '0.9350');
  const kw = rank({ keyword: 0.75, vector: null, importance: 0.5, updatedAt: NOW }, ranking, NOW, false);
  t.equal(kw.relevance, 0.75, 'keyword only: the relevance is the normalised BM25');
  t.equal(cosine(Float32Array.from([1, 0]), Float32Array.from([0, 0])), 0);
});

t.test('hybrid recall: a related entry without a shared word is found by its vector', async (t) => {
  const db = await MemoryDb.open(join(t.testdir(), 'v.db'));
  t.teardown(() => db.close());
  const embedder = new Embedder({ provider: 'custom:http://x', model: 'bag', dimensions: 16, apiKey: null }, 10, async (_s, text) => bag(text));
  const e = db.add({ content: 'otters eat shellfish daily', namespace: 'default', category: 'core', importance: 0.5 }, NOW);
  await embedder.embed(db, e.content, NOW);
  db.add({ content: 'taxes are due in April', namespace: 'default', category: 'core', importance: 0.5 }, NOW);
  const q = 'otters shellfish';
  const vector = await embedder.embed(db, q, NOW);
  const hits = db.recall({ text: 'sea otters shellfish', limit: 3, now: NOW, vector, embedding: { model: 'bag', dimensions: 16 } }, ranking);
  t.equal(hits[0]!.id, e.id);
  t.ok(hits[0]!.vector! > 0.5);
});

t.test('the embedding cache: the LRU, then the table by content hash; nothing is embedded twice', async (t) => {
  const file = join(t.testdir(), 'e.db');
  let calls = 0;
  const fetcher = async (_s: unknown, text: string) => (calls++, bag(text));
  const settings = { provider: 'custom:http://x', model: 'bag', dimensions: 16, apiKey: null };
  const db = await MemoryDb.open(file);
  const one = new Embedder(settings, 2, fetcher);
  await one.embed(db, 'alpha beta', NOW);
  await one.embed(db, 'alpha beta', NOW);
  t.equal(calls, 1, 'the LRU answers');
  const two = new Embedder(settings, 2, fetcher);
  await two.embed(db, 'alpha beta', NOW);
  t.equal(calls, 1, 'a new process: the embeddings table answers');
  t.equal(db.stats().embeddings, 1);
  db.close();
  const lru = new Lru<number>(2);
  lru.set('a', 1);
  lru.set('b', 2);
  lru.get('a');
  lru.set('c', 3);
  t.same([lru.get('a'), lru.get('b'), lru.get('c')], [1, undefined, 3], 'the least recently used goes first');
  t.equal(new Lru<number>(0).length, 0);
});

t.test('scopes: a viewer recalls shared entries and its own, by keyword and by vector; a store from before scopes is migrated', async (t) => {
  const file = join(t.testdir(), 's.db');
  const db = await MemoryDb.open(file);
  const at = (content: string, scope: string | null) => db.add({ content, namespace: 'default', category: 'core', importance: 0.5, scope }, NOW);
  const shared = at('The office opens at nine.', null);
  const alice = at('The office locker code is 4711.', 'w sender alice');
  const vec = { vector: bag('office'), embedding: { model: 'bag', dimensions: 16 } };
  for (const e of [shared, alice]) db.putEmbedding(contentHash(e.content), 'bag', 16, bag(e.content), NOW);
  const ids = (viewer?: string, vectors = false) => db.recall({ text: 'office', limit: 5, now: NOW, ...(viewer !== undefined ? { viewer } : {}), ...(vectors ? vec : {}) }, { ...ranking, minRelevance: 0 }).map((h) => h.id).sort();
  t.same(ids(), [shared.id, alice.id].sort(), 'no viewer (the operator): every entry');
  t.same(ids('w sender alice'), [shared.id, alice.id].sort(), 'alice: shared and her own');
  t.same(ids('w sender bob'), [shared.id], 'bob: shared only');
  t.same(ids('w sender bob', true), [shared.id], 'bob: shared only, with vectors too');
  t.equal(db.get(alice.id)!.scope, 'w sender alice');
  db.close();

  // A store of the first memory release: no sender or scope columns.
  const old = join(t.testdir(), 'old.db');
  const Sqlite = (await import('better-sqlite3')).default;
  const raw = new Sqlite(old);
  raw.exec(`CREATE TABLE entries (id INTEGER PRIMARY KEY, namespace TEXT NOT NULL, category TEXT NOT NULL, content TEXT NOT NULL, importance REAL NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, channel TEXT, conversation TEXT, tool TEXT, tags TEXT NOT NULL, content_hash TEXT NOT NULL);
    INSERT INTO entries VALUES (1, 'default', 'conversation', 'from a channel', 0.3, 1, 1, 'webhook.main', 'c9', NULL, '[]', 'h1');
    INSERT INTO entries VALUES (2, 'default', 'core', 'from svc memory', 0.5, 1, 1, NULL, NULL, NULL, '[]', 'h2');`);
  raw.close();
  const migrated = await MemoryDb.open(old);
  t.teardown(() => migrated.close());
  t.equal(migrated.get(1)!.scope, 'webhook.main conversation c9', 'an entry from a channel is scoped to its conversation: who wrote it is unknown');
  t.equal(migrated.get(2)!.scope, null, 'one with no channel stays shared');
});
