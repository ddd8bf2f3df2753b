// The binary vector index: nearest codes by Hamming distance, the viewer's scopes, removal and growth; and the store
// keeping it current (its own writes) or building it again (another connection's commit).
import t from 'tap';
import { join } from 'node:path';
import { VectorIndex } from '../../../extensions/memory/vector-index.js';
import { contentHash, MemoryDb, type Ranking } from '../../../extensions/memory/store.js';

const D = 64;
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}
const rnd = random(3);
const vector = () => Float32Array.from({ length: D }, () => rnd());
const near = (v: Float32Array) => Float32Array.from(v, (x) => x + rnd() * 0.1);

t.test('nearest by Hamming distance, within the viewer\'s scopes; removed entries and growth', async (t) => {
  const vs = Array.from({ length: 3000 }, vector);
  const index = new VectorIndex(D, VectorIndex.meanOf(vs, D));
  vs.forEach((v, i) => index.add(i + 1, i % 3 === 0 ? 'w sender alice' : null, v));
  t.equal(index.size, 3000, 'grown past its first 1,024 slots');
  t.equal(index.nearest(near(vs[10]!), undefined, 5)[0], 11, 'the closest vector first');
  t.equal(index.nearest(near(vs[9]!), undefined, 5)[0], 10, "the operator sees alice's entry");
  t.notOk(index.nearest(near(vs[9]!), 'w sender bob', 50).some((id) => (id - 1) % 3 === 0), "bob never gets alice's entries");
  t.equal(index.nearest(near(vs[9]!), 'w sender alice', 5)[0], 10, 'alice does');
  index.remove(11);
  t.notOk(index.nearest(near(vs[10]!), undefined, 50).includes(11), 'a removed entry is never a candidate');
  t.equal(index.size, 2999);
  t.same(index.nearest(near(vs[1]!), undefined, 3).length, 3);
  // Most entries removed: the index is packed, and what is left is still found.
  for (let i = 2; i <= 2900; i++) if (i !== 11) index.remove(i);
  t.equal(index.size, 101, 'entry 1 and 2901 to 3000');
  t.ok((index as unknown as { n: number }).n <= 1500, 'the removed slots are not scanned forever');
  t.equal(index.nearest(near(vs[2950]!), undefined, 5)[0], 2951, 'a live entry after the packing is found');
  t.equal(index.nearest(near(vs[0]!), undefined, 5)[0], 1);
});

t.test('the store keeps its index current, and builds it again after another connection commits', async (t) => {
  const file = join(t.testdir(), 'v.db');
  const db = await MemoryDb.open(file);
  t.teardown(() => db.close());
  const ranking: Ranking = { vectorWeight: 1, keywordWeight: 0, importanceWeight: 0, recencyWeight: 0, minRelevance: 0, candidateMultiplier: 1 };
  const now = Date.UTC(2026, 10, 27);
  const put = (content: string, v: Float32Array) => {
    const e = db.add({ content, namespace: 'default', category: 'core', importance: 0.5 }, now);
    db.putEmbedding(contentHash(content), 'm', D, v, now);
    return e;
  };
  const vs = Array.from({ length: 500 }, vector);
  vs.forEach((v, i) => put(`entry ${i}`, v));
  const top = (v: Float32Array) => db.recall({ text: 'zzz', limit: 1, now, vector: v, embedding: { model: 'm', dimensions: D } }, ranking)[0]?.content;
  t.equal(top(near(vs[42]!)), 'entry 42', 'the first vector recall builds the index');
  const fresh = vector();
  put('added after the build', fresh);
  t.equal(top(near(fresh)), 'added after the build', 'a write after the build is indexed');
  const again = db.add({ content: 'added after the build', namespace: 'other', category: 'core', importance: 0.5 }, now);
  t.ok(db.forget(db.list(600).find((e) => e.content === 'added after the build' && e.namespace === 'default')!.id));
  t.equal(top(near(fresh)), 'added after the build', 'the same content written again shares the stored vector');
  t.ok(db.forget(again.id));
  t.not(top(near(fresh)), 'added after the build', 'a forgotten entry leaves the index');
  // Another connection (svc memory forget beside the daemon) deletes entry 42.
  const other = await MemoryDb.open(file);
  other.forget(db.list(600).find((e) => e.content === 'entry 42')!.id);
  const added = other.add({ content: 'from the other connection', namespace: 'default', category: 'core', importance: 0.5 }, now);
  const v2 = vector();
  other.putEmbedding(contentHash(added.content), 'm', D, v2, now);
  other.close();
  t.not(top(near(vs[42]!)), 'entry 42');
  t.equal(top(near(v2)), 'from the other connection', 'built again: the other connection\'s entry is found');
});
