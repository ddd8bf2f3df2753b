// The store interface the memory service and the hygiene use, whatever keeps the entries: the SQLite store of one
// agent (store.ts, synchronous: its answers are values, so a turn's recall awaits nothing more) or the PostgreSQL store
// of the shared mode (pg-store.ts, one table set for every agent, keyed by agent: its answers are promises).
import type { Category, Entry, EvictOrder, Hit, NewEntry, Ranking, RecallQuery, Scope } from './store.js';

/** A value, or a promise of it: `await` takes both. */
export type Awaitable<T> = T | Promise<T>;

export interface MemoryStats {
  readonly entries: number;
  readonly embeddings: number;
  readonly by: { category: string; namespace: string; entries: number }[];
}

export interface MemoryStore {
  add(entry: NewEntry, now: number): Awaitable<Entry>;
  get(id: number): Awaitable<Entry | undefined>;
  forget(id: number): Awaitable<boolean>;
  list(limit: number, namespace?: string): Awaitable<Entry[]>;
  /** Every entry in id order; `viewer` as in recall. */
  all(viewer?: string): Iterable<Entry> | AsyncIterable<Entry>;
  stats(): Awaitable<MemoryStats>;
  /** Entries by category, cheaper than stats (an index, no namespace grouping); absent: the gauge uses stats. */
  countByCategory?(): Awaitable<{ category: string; entries: number }[]>;
  embedding(hash: string, model: string, dims: number): Awaitable<Float32Array | undefined>;
  putEmbedding(hash: string, model: string, dims: number, vector: Float32Array, now: number): Awaitable<void>;
  /** Deletes the vectors whose content no entry has any more (forgotten, purged, evicted, replaced); how many. */
  pruneEmbeddings?(): Awaitable<number>;
  /** Live entries whose content has no vector of this identity, the newest first, at most `limit` (the hygiene's backfill). */
  missingEmbeddings?(model: string, dims: number, limit: number): Awaitable<Entry[]>;
  recall(query: RecallQuery, ranking: Ranking): Awaitable<Hit[]>;
  /** The best keyword match's score for `text` among the entries `viewer` may recall, bm25 / (1 + bm25); 0 for none (fts_early_return_score). */
  keywordScore?(text: string, viewer?: string): Awaitable<number>;
  similar(content: string, where: { readonly namespace: string; readonly category: Category; readonly scope: Scope }, limit?: number): Awaitable<{ entry: Entry; jaccard: number }[]>;
  touch(id: number, importance: number, now: number): Awaitable<Entry | undefined>;
  supersede(id: number, by: number): Awaitable<boolean>;
  purgeOlder(category: Category, before: number): Awaitable<number>;
  archiveOlder(category: Category, before: number, now: number): Awaitable<number>;
  purgeArchived(before: number): Awaitable<number>;
  /** Entries beyond the bounds go, the first of `order` first (default importance: the least important, then the oldest). */
  evict(where: { readonly column: 'category' | 'namespace'; readonly value: string }, maxRows: number, maxBytes?: number, order?: EvictOrder): Awaitable<number>;
  groups(): Awaitable<{ categories: string[]; namespaces: string[] }>;
  restore(e: Entry): Awaitable<boolean>;
  close(): Awaitable<void>;
}

/** The entries of `all` in an array (at most `max`), for either kind of store. */
export async function collect(entries: Iterable<Entry> | AsyncIterable<Entry>, max = Infinity): Promise<Entry[]> {
  const out: Entry[] = [];
  for await (const e of entries) {
    if (out.length >= max) break;
    out.push(e);
  }
  return out;
}
