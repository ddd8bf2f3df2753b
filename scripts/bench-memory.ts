// The memory rows (issue 35): recall p95 at 100k entries with 384-dimension vectors (keyword and vector stages, the
// binary index and exact rescoring, ranking), a write p50 (entry, FTS row and vector), and the RSS after loading 100k
// entries; each against the bare SQLite query of the same run (an FTS5 MATCH for recall, a plain INSERT for the write).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contentHash, MemoryDb, type Ranking } from '../extensions/memory/store.js';
import { row, type Row } from './bench-rows.js';
import { percentile as sortedPercentile } from './loadgen.js';

const percentile = (xs: readonly number[], q: number): number => sortedPercentile([...xs].sort((a, b) => a - b), q);

const N = Number(process.env.BENCH_MEMORY_ENTRIES ?? 100_000);
const D = 384;
const QUERIES = Number(process.env.BENCH_MEMORY_QUERIES ?? 200);
const WRITES = Number(process.env.BENCH_MEMORY_WRITES ?? 1000);
const MODEL = 'bench';

/** A seeded generator (mulberry32): the same entries every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);

export async function benchMemory(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-memory-'));
  const rnd = random(7);
  // Topics: 1,000 centres, each entry near one (texts of a topic share words, vectors of a topic are close).
  const centres = Array.from({ length: 1000 }, () => Float32Array.from({ length: D }, () => rnd() - 0.5));
  const entryOf = (topic: number) => {
    const v = Float32Array.from(centres[topic]!, (x) => x + (rnd() - 0.5) * 0.6);
    const words = Array.from({ length: 12 }, (_, i) => WORDS[(topic * 5 + (i < 4 ? i : Math.floor(rnd() * 5000))) % 5000]!);
    return { text: words.join(' '), v };
  };
  const ranking: Ranking = { vectorWeight: 0.7, keywordWeight: 0.3, importanceWeight: 0.2, recencyWeight: 0.1, minRelevance: 0.4, candidateMultiplier: 4 };
  const rssBefore = process.memoryUsage().rss;
  const db = await MemoryDb.open(join(dir, 'bench.db'));
  try {
    const now = Date.now();
    const t0 = performance.now();
    for (let i = 0; i < N - WRITES; i++) {
      const { text, v } = entryOf(i % 1000);
      const e = db.add({ content: text, namespace: 'default', category: 'core', importance: 0.5 }, now);
      db.putEmbedding(contentHash(e.content), MODEL, D, v, now);
    }
    const loadMs = performance.now() - t0;
    // The first vector recall builds the binary index from the stored vectors.
    const probe = entryOf(1);
    const b0 = performance.now();
    db.recall({ text: probe.text, limit: 5, now, vector: probe.v, embedding: { model: MODEL, dimensions: D } }, ranking);
    const buildMs = performance.now() - b0;
    // Writes as a turn makes them: entry, FTS row, vector (with the index current).
    const writes: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const { text, v } = entryOf(i % 1000);
      const w0 = performance.now();
      const e = db.add({ content: `${text} ${i}`, namespace: 'default', category: 'core', importance: 0.5 }, now);
      db.putEmbedding(contentHash(e.content), MODEL, D, v, now);
      writes.push(performance.now() - w0);
    }
    const rss = process.memoryUsage().rss;
    const recalls: number[] = [];
    const bare: number[] = [];
    const raw = (db as unknown as { db: import('better-sqlite3').Database }).db;
    const match = raw.prepare('SELECT rowid FROM entries_fts WHERE entries_fts MATCH ? ORDER BY bm25(entries_fts) LIMIT 20');
    let found = 0;
    for (let q = 0; q < QUERIES; q++) {
      const topic = Math.floor(rnd() * 1000);
      const { text, v } = entryOf(topic);
      const r0 = performance.now();
      const hits = db.recall({ text, limit: 5, now, vector: v, embedding: { model: MODEL, dimensions: D } }, ranking);
      recalls.push(performance.now() - r0);
      if (hits.some((h) => h.content.startsWith(text.split(' ').slice(0, 4).join(' ')))) found++;
      const terms = text.split(' ').map((w) => `"${w}"`).join(' OR ');
      const f0 = performance.now();
      match.all(terms);
      bare.push(performance.now() - f0);
    }
    const insert = raw.prepare('INSERT INTO embeddings (hash, model, dims, vector, created_at) VALUES (?, ?, ?, ?, ?)');
    const bareWrites: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const w0 = performance.now();
      insert.run(`bare${i}`, 'bare', D, Buffer.alloc(D * 4), now);
      bareWrites.push(performance.now() - w0);
    }
    const p95 = percentile(recalls, 0.95);
    const w50 = percentile(writes, 0.5);
    console.log(`memory: loaded ${N} entries in ${(loadMs / 1000).toFixed(1)} s; binary index built in ${buildMs.toFixed(0)} ms; ${found}/${QUERIES} queries found their topic`);
    return [
      row(`memory recall p95 at ${N / 1000}k entries, ${D} dims (bare FTS5 MATCH p95 ${percentile(bare, 0.95).toFixed(2)} ms)`, `${p95.toFixed(2)} ms`, '≤ 20 ms', p95 <= 20),
      row(`memory write p50: entry, FTS row, vector (bare INSERT p50 ${percentile(bareWrites, 0.5).toFixed(3)} ms)`, `${w50.toFixed(3)} ms`, '≤ 2 ms', w50 <= 2),
      row(`memory RSS after loading ${N / 1000}k entries (process before: ${(rssBefore / 1e6).toFixed(0)} MB)`, `${(rss / 1e6).toFixed(0)} MB`),
    ];
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
