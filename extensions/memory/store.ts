// The memory store of one agent: SQLite (<data dir>/state/memory/<agent>.db, 0600, WAL) with an FTS5 index (BM25) and
// the embeddings table keyed by content hash; recall ranks keyword and vector candidates together (see rank).
import { createHash } from 'node:crypto';
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';
import type { MemoryStore } from './backend.js';
import { VectorIndex } from './vector-index.js';

type Database = import('better-sqlite3').Database;

let Sqlite: typeof import('better-sqlite3') | undefined;

/** Imports better-sqlite3 (once): the heavy part, kept out of `svc --help` and done at the service's start. */
export async function loadSqlite(): Promise<void> {
  Sqlite ??= (await import('better-sqlite3')).default;
}

export const CATEGORIES = ['core', 'daily', 'conversation'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Characters of one entry at most; a longer content is cut with a marker. */
export const MAX_ENTRY_CHARS = 8 * 1024;

export interface EntrySource {
  readonly channel?: string;
  readonly conversation?: string;
  readonly sender?: string;
  readonly tool?: string;
}

/**
 * Who may recall an entry. null: shared (an operator's turn, svc memory, the memory point without a scope): every turn
 * of the agent may recall it. Otherwise the key of one untrusted speaker (scopeOf): only that speaker's turns recall it,
 * so that one sender of a public channel never reads what another told the agent.
 */
export type Scope = string | null;

/** The scope of what a turn keeps: null for the operator's, else its channel and sender (its conversation when none). */
export function scopeOf(turn: { readonly trust: 'untrusted' | 'operator'; readonly channel: string; readonly sender?: string | undefined; readonly conversation: string }): Scope {
  if (turn.trust === 'operator') return null;
  return turn.sender ? `${turn.channel} sender ${turn.sender}` : `${turn.channel} conversation ${turn.conversation}`;
}

export interface NewEntry {
  readonly content: string;
  readonly namespace: string;
  readonly category: Category;
  /** 0 to 1. */
  readonly importance: number;
  readonly tags?: readonly string[];
  readonly source?: EntrySource;
  /** Default null: shared. */
  readonly scope?: Scope;
}

export interface Entry {
  readonly id: number;
  readonly namespace: string;
  readonly category: Category;
  readonly content: string;
  readonly importance: number;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly source: EntrySource;
  readonly tags: readonly string[];
  readonly scope: Scope;
  /** Epoch milliseconds the hygiene archived it (no longer recalled, still listed); absent while it is live. */
  readonly archivedAt?: number;
  /** The entry that replaced it (conflict_supersede_enabled): no longer recalled, still listed. */
  readonly supersededBy?: number;
}

export interface Hit extends Entry {
  /** Recalled because it is pinned (pin_namespaces, pin_min_importance), whatever its relevance. */
  readonly pinned?: boolean;
  /** The agent whose memory it comes from, when not the recalling agent's own (read_memory_from). */
  readonly fromAgent?: string;
  /** The final score: relevance, plus the importance and recency terms. */
  readonly score: number;
  /** The hybrid relevance, 0 to 1, that min_relevance_score is compared with. */
  readonly relevance: number;
  readonly keyword: number;
  readonly vector: number | null;
}

export interface Ranking {
  readonly vectorWeight: number;
  readonly keywordWeight: number;
  readonly importanceWeight: number;
  readonly recencyWeight: number;
  readonly minRelevance: number;
  readonly candidateMultiplier: number;
  /** MMR re-ranking (rerank_strategy = "mmr"): lambda, applied when at least `rerankThreshold` hits qualify. */
  readonly mmr?: { readonly lambda: number; readonly threshold: number };
  /** Entries recalled first whatever the query: these namespaces, and entries of at least this importance. */
  readonly pin?: { readonly namespaces: readonly string[]; readonly minImportance: number };
}

/** Days after which an entry's recency term has halved. */
export const RECENCY_HALF_LIFE_DAYS = 30;

export interface RecallQuery {
  readonly text: string;
  readonly limit: number;
  /** The query's embedding, when an embedding provider answered. */
  readonly vector?: Float32Array;
  /** The embedding identity whose stored vectors are compared. */
  readonly embedding?: { readonly model: string; readonly dimensions: number };
  readonly namespace?: string;
  /** An untrusted speaker's scope: only shared entries and this scope's are candidates. Absent: every entry (the operator). */
  readonly viewer?: string;
  /** Entries of this source left out (the conversation being answered: its history already has them). */
  readonly exclude?: { readonly channel: string; readonly conversation: string };
  readonly now: number;
}

export const contentHash = (text: string): string => createHash('sha256').update(text).digest('hex');

const STOP = new Set(['the', 'and', 'for', 'are', 'was', 'you', 'your', 'what', 'who', 'how', 'why', 'when', 'where', 'which', 'this', 'that', 'with', 'from', 'have', 'has', 'had', 'does', 'did', 'not', 'but', 'can', 'its', 'our', 'their', 'they', 'them', 'there', 'about', 'into', 'just', 'then', 'than', 'will', 'would', 'should', 'could', 'were', 'been', 'being', 'some', 'any']);

/** The words of `text` an FTS5 query looks for: lower-case, 3 characters or more, no stop words, at most 32. */
export function queryTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}_]{3,}/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP.has(w)))].slice(0, 32);
}

/** Cosine similarity of two vectors of one length (0 when either is zero). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export const toBlob = (v: Float32Array): Buffer => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
export const fromBlob = (b: Buffer): Float32Array => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
/** A Float32Array over the blob's bytes, copied only when they are not 4-byte aligned. */
const viewOf = (b: Buffer): Float32Array => (b.byteOffset % 4 === 0 ? new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4) : fromBlob(b));

/**
 * The ranking of one candidate (docs/guides/memory.md has a worked example):
 *   relevance = (vector_weight × max(cosine, 0) + keyword_weight × bm25 / best bm25) / (vector_weight + keyword_weight)
 *     (keyword only, relevance = bm25 / best bm25, when no query vector exists);
 *   score = relevance + importance_weight × importance + recency_weight × 0.5^(age days / 30).
 * Candidates whose relevance is below min_relevance_score are dropped.
 */
export function rank(c: { keyword: number; vector: number | null; importance: number; updatedAt: number }, r: Ranking, now: number, withVectors: boolean): { relevance: number; score: number } {
  const cos = Math.max(c.vector ?? 0, 0);
  const weights = r.vectorWeight + r.keywordWeight;
  const relevance = withVectors ? (weights > 0 ? (r.vectorWeight * cos + r.keywordWeight * c.keyword) / weights : 0) : c.keyword;
  const ageDays = Math.max(0, now - c.updatedAt) / 86_400_000;
  const score = relevance + r.importanceWeight * c.importance + r.recencyWeight * 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
  return { relevance, score };
}

export interface Row {
  id: number;
  namespace: string;
  category: Category;
  content: string;
  importance: number;
  created_at: number;
  updated_at: number;
  channel: string | null;
  conversation: string | null;
  tool: string | null;
  sender: string | null;
  scope: string | null;
  archived_at: number | null;
  superseded_by: number | null;
  tags: string;
  content_hash: string;
}

export const entryOf = (r: Row): Entry => ({
  id: r.id,
  namespace: r.namespace,
  category: r.category,
  content: r.content,
  importance: r.importance,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  source: { ...(r.channel ? { channel: r.channel } : {}), ...(r.conversation ? { conversation: r.conversation } : {}), ...(r.sender ? { sender: r.sender } : {}), ...(r.tool ? { tool: r.tool } : {}) },
  tags: JSON.parse(r.tags) as string[],
  scope: r.scope,
  ...(r.archived_at !== null ? { archivedAt: r.archived_at } : {}),
  ...(r.superseded_by !== null && r.superseded_by !== undefined ? { supersededBy: r.superseded_by } : {}),
});

/** The words of a text as a set (lower-case, 2 characters or more): what dedup and MMR compare without vectors. */
export function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}_]{2,}/gu) ?? []);
}

/** Jaccard similarity of two word sets: shared words over all words (1 for two empty sets). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Maximal marginal relevance over `hits` (ranked): picks `limit` one at a time, each maximising lambda × its score −
 * (1 − lambda) × its greatest similarity to those picked.
 */
export function mmrPick(hits: readonly Hit[], limit: number, lambda: number, similarity: (a: Hit, b: Hit) => number): Hit[] {
  const left = [...hits];
  const picked: Hit[] = [];
  while (picked.length < limit && left.length) {
    let best = 0;
    let bestValue = -Infinity;
    left.forEach((h, i) => {
      const redundancy = picked.length ? Math.max(...picked.map((p) => similarity(h, p))) : 0;
      const value = lambda * h.score - (1 - lambda) * redundancy;
      if (value > bestValue) [best, bestValue] = [i, value];
    });
    picked.push(...left.splice(best, 1));
  }
  return picked;
}

/**
 * memory.evict_order: which entries a cap evicts first. importance: the least important, then the least recently
 * updated; oldest: the least recently updated; largest: the longest content, then the least recently updated.
 */
export type EvictOrder = 'importance' | 'oldest' | 'largest';

/** The order entries are kept in (the first kept longest), as SQL over the columns of `entries` (SQLite and PostgreSQL). */
export const KEEP_FIRST_SQL: Readonly<Record<EvictOrder, string>> = {
  importance: 'importance DESC, updated_at DESC, id DESC',
  oldest: 'updated_at DESC, id DESC',
  largest: 'bytes ASC, updated_at DESC, id DESC',
};

/** The same order as a comparator of entries (the Markdown store). */
export function keepFirst(order: EvictOrder): (a: Entry, b: Entry) => number {
  const recent = (a: Entry, b: Entry) => b.updatedAt - a.updatedAt || b.id - a.id;
  if (order === 'oldest') return recent;
  if (order === 'largest') return (a, b) => Buffer.byteLength(a.content) - Buffer.byteLength(b.content) || recent(a, b);
  return (a, b) => b.importance - a.importance || recent(a, b);
}

/** `WHERE` terms of a candidate query: `@all` is 1 for a viewer that sees every entry, `@viewer` the viewer's scope. */
const VISIBLE = 'e.archived_at IS NULL AND e.superseded_by IS NULL AND (@all = 1 OR e.scope IS NULL OR e.scope = @viewer)';

/** Candidates the binary index hands to exact scoring: this many per wanted one, and at least MIN_RESCORED. */
export const RESCORE_FACTOR = 5;
export const MIN_RESCORED = 100;

export class MemoryDb implements MemoryStore {
  private readonly q;
  /** Binary indexes by embedding identity, built at the first vector recall; see vectorIndex. */
  private readonly indexes = new Map<string, VectorIndex>();
  /** PRAGMA data_version when the indexes were built: another connection's commit changes it. */
  private indexedVersion = -1;
  private byCategory: (() => unknown[]) | undefined;

  private constructor(private readonly db: Database) {
    this.q = {
      insert: db.prepare(
        'INSERT INTO entries (namespace, category, content, importance, created_at, updated_at, channel, conversation, sender, tool, scope, tags, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      ftsInsert: db.prepare('INSERT INTO entries_fts (rowid, content) VALUES (?, ?)'),
      ftsDelete: db.prepare('DELETE FROM entries_fts WHERE rowid = ?'),
      remove: db.prepare('DELETE FROM entries WHERE id = ?'),
      get: db.prepare('SELECT * FROM entries WHERE id = ?'),
      keyword: db.prepare(
        `SELECT e.*, -bm25(entries_fts) AS bm25 FROM entries_fts JOIN entries e ON e.id = entries_fts.rowid WHERE entries_fts MATCH @match AND ${VISIBLE} ORDER BY bm25(entries_fts) LIMIT @pool`,
      ),
      vectorsOf: db.prepare(`SELECT e.id AS id, v.vector AS vector FROM entries e JOIN embeddings v ON v.hash = e.content_hash AND v.model = @model AND v.dims = @dims WHERE e.id IN (SELECT value FROM json_each(@ids)) AND ${VISIBLE}`),
      indexSample: db.prepare('SELECT v.vector AS vector FROM entries e JOIN embeddings v ON v.hash = e.content_hash AND v.model = ? AND v.dims = ? WHERE e.archived_at IS NULL AND e.superseded_by IS NULL LIMIT 2000'),
      indexRows: db.prepare('SELECT e.id AS id, e.scope AS scope, v.vector AS vector FROM entries e JOIN embeddings v ON v.hash = e.content_hash AND v.model = ? AND v.dims = ? WHERE e.archived_at IS NULL AND e.superseded_by IS NULL'),
      liveByHash: db.prepare('SELECT id, scope FROM entries WHERE content_hash = ? AND archived_at IS NULL AND superseded_by IS NULL'),
      embedding: db.prepare('SELECT vector FROM embeddings WHERE hash = ? AND model = ? AND dims = ?'),
      putEmbedding: db.prepare('INSERT OR REPLACE INTO embeddings (hash, model, dims, vector, created_at) VALUES (?, ?, ?, ?, ?)'),
      dropOrphanVectors: db.prepare('DELETE FROM embeddings WHERE hash = ? AND NOT EXISTS (SELECT 1 FROM entries WHERE content_hash = ?)'),
      list: db.prepare('SELECT * FROM entries ORDER BY id DESC LIMIT ?'),
      listNs: db.prepare('SELECT * FROM entries WHERE namespace = ? ORDER BY id DESC LIMIT ?'),
      stats: db.prepare('SELECT category, namespace, COUNT(*) AS n FROM entries GROUP BY category, namespace ORDER BY category, namespace'),
      embeddings: db.prepare('SELECT COUNT(*) AS n FROM embeddings'),
    };
  }

  /** Opens (creating, 0600, WAL) the store file; better-sqlite3 is imported only here (loadSqlite). */
  static async open(file: string): Promise<MemoryDb> {
    await loadSqlite();
    return MemoryDb.openLoaded(file);
  }

  /** Opens the store file once loadSqlite has resolved: no await between a turn and its store. */
  static openLoaded(file: string): MemoryDb {
    if (!Sqlite) throw new Error('better-sqlite3 is not loaded yet (loadSqlite)');
    ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS entries (
        id INTEGER PRIMARY KEY,
        namespace TEXT NOT NULL,
        category TEXT NOT NULL,
        content TEXT NOT NULL,
        importance REAL NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        channel TEXT,
        conversation TEXT,
        tool TEXT,
        tags TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        sender TEXT,
        scope TEXT,
        archived_at INTEGER,
        superseded_by INTEGER
      );
      CREATE INDEX IF NOT EXISTS entries_age ON entries (category, updated_at);
      CREATE INDEX IF NOT EXISTS entries_namespace ON entries (namespace);
      CREATE INDEX IF NOT EXISTS entries_hash ON entries (content_hash);
      CREATE VIRTUAL TABLE IF NOT EXISTS entries_fts USING fts5 (content, tokenize = 'unicode61');
      CREATE TABLE IF NOT EXISTS embeddings (
        hash TEXT NOT NULL,
        model TEXT NOT NULL,
        dims INTEGER NOT NULL,
        vector BLOB NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (hash, model, dims)
      );
    `);
    MemoryDb.migrate(db);
    return new MemoryDb(db);
  }

  /**
   * A store written before entries had a scope gets the columns; its entries saved from a channel are scoped to their
   * conversation (who wrote them is not known, so none is shared by guess).
   */
  private static migrate(db: Database): void {
    const columns = new Set((db.pragma('table_info(entries)') as { name: string }[]).map((c) => c.name));
    db.transaction(() => {
      if (!columns.has('scope')) {
        db.exec('ALTER TABLE entries ADD COLUMN sender TEXT; ALTER TABLE entries ADD COLUMN scope TEXT');
        db.exec("UPDATE entries SET scope = channel || ' conversation ' || conversation WHERE channel IS NOT NULL AND conversation IS NOT NULL");
      }
      if (!columns.has('archived_at')) db.exec('ALTER TABLE entries ADD COLUMN archived_at INTEGER');
      if (!columns.has('superseded_by')) db.exec('ALTER TABLE entries ADD COLUMN superseded_by INTEGER');
      db.exec('CREATE INDEX IF NOT EXISTS entries_age ON entries (category, updated_at)');
    })();
  }

  add(entry: NewEntry, now: number): Entry {
    const content = entry.content.length <= MAX_ENTRY_CHARS ? entry.content : `${entry.content.slice(0, MAX_ENTRY_CHARS)}\n[cut at ${MAX_ENTRY_CHARS} characters]`;
    const s = entry.source ?? {};
    const id = this.db.transaction(() => {
      const info = this.q.insert.run(entry.namespace, entry.category, content, entry.importance, now, now, s.channel ?? null, s.conversation ?? null, s.sender ?? null, s.tool ?? null, entry.scope ?? null, JSON.stringify(entry.tags ?? []), contentHash(content));
      const id = Number(info.lastInsertRowid);
      this.q.ftsInsert.run(id, content);
      return id;
    })();
    const added = this.get(id)!;
    for (const [key, index] of this.indexes) {
      const [model, dims] = key.split('\0') as [string, string];
      const v = this.embedding(contentHash(content), model, Number(dims));
      if (v) index.add(id, added.scope, v);
    }
    return added;
  }

  get(id: number): Entry | undefined {
    const row = this.q.get.get(id) as Row | undefined;
    return row ? entryOf(row) : undefined;
  }

  /** Deletes an entry (and its index row); false when there is none. */
  forget(id: number): boolean {
    return this.db.transaction(() => {
      const hash = this.db.prepare('SELECT content_hash FROM entries WHERE id = ?').pluck().get(id) as string | undefined;
      const gone = this.q.remove.run(id).changes > 0;
      if (gone) this.q.ftsDelete.run(id);
      // Its vector goes with it (a vector says much of its text), unless another entry has the same content.
      if (gone && hash) this.q.dropOrphanVectors.run(hash, hash);
      return gone;
    })() && (this.unindex([id]), true);
  }

  /** Deletes the vectors whose content no entry has any more; how many. */
  pruneEmbeddings(): number {
    return this.db.prepare('DELETE FROM embeddings WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.content_hash = embeddings.hash)').run().changes;
  }

  list(limit: number, namespace?: string): Entry[] {
    return ((namespace ? this.q.listNs.all(namespace, limit) : this.q.list.all(limit)) as Row[]).map(entryOf);
  }

  /** Every entry in id order, read lazily (an export of any size holds one row at a time); `viewer` as in recall. */
  *all(viewer?: string): Generator<Entry> {
    const rows = this.db.prepare('SELECT * FROM entries e WHERE (@all = 1 OR e.scope IS NULL OR e.scope = @viewer) ORDER BY id').iterate({ all: viewer === undefined ? 1 : 0, viewer: viewer ?? null }) as Iterable<Row>;
    for (const r of rows) yield entryOf(r);
  }

  /**
   * Adds an exported entry as it was (dates, source, scope, archived or superseded state), unless an entry with the
   * same content, namespace and scope exists; whether it was added.
   */
  restore(e: Entry): boolean {
    const hash = contentHash(e.content);
    const exists = this.db.prepare('SELECT 1 FROM entries WHERE content_hash = ? AND namespace = ? AND scope IS ?').get(hash, e.namespace, e.scope);
    if (exists) return false;
    const s = e.source;
    this.db.transaction(() => {
      const info = this.db
        .prepare('INSERT INTO entries (namespace, category, content, importance, created_at, updated_at, channel, conversation, sender, tool, scope, archived_at, tags, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(e.namespace, e.category, e.content, e.importance, e.createdAt, e.updatedAt, s.channel ?? null, s.conversation ?? null, s.sender ?? null, s.tool ?? null, e.scope, e.archivedAt ?? (e.supersededBy ? e.updatedAt : null), JSON.stringify(e.tags), hash);
      this.q.ftsInsert.run(Number(info.lastInsertRowid), e.content);
    })();
    this.unindex('all');
    return true;
  }

  stats(): { entries: number; embeddings: number; by: { category: string; namespace: string; entries: number }[] } {
    const by = (this.q.stats.all() as { category: string; namespace: string; n: number }[]).map((r) => ({ category: r.category, namespace: r.namespace, entries: r.n }));
    return { entries: by.reduce((a, b) => a + b.entries, 0), embeddings: (this.q.embeddings.get() as { n: number }).n, by };
  }

  embedding(hash: string, model: string, dims: number): Float32Array | undefined {
    const row = this.q.embedding.get(hash, model, dims) as { vector: Buffer } | undefined;
    return row ? fromBlob(row.vector) : undefined;
  }

  missingEmbeddings(model: string, dims: number, limit: number): Entry[] {
    const rows = this.db
      .prepare('SELECT e.* FROM entries e WHERE e.archived_at IS NULL AND e.superseded_by IS NULL AND NOT EXISTS (SELECT 1 FROM embeddings v WHERE v.hash = e.content_hash AND v.model = ? AND v.dims = ?) ORDER BY e.id DESC LIMIT ?')
      .all(model, dims, limit) as Row[];
    return rows.map(entryOf);
  }

  putEmbedding(hash: string, model: string, dims: number, vector: Float32Array, now: number): void {
    this.q.putEmbedding.run(hash, model, dims, toBlob(vector), now);
    const index = this.indexes.get(`${model}\0${dims}`);
    if (index) for (const r of this.q.liveByHash.all(hash) as { id: number; scope: string | null }[]) index.add(r.id, r.scope, vector);
  }

  /**
   * The binary index of one embedding identity: built from the store at the first vector recall, kept current by this
   * connection's writes, and built again when another connection committed (svc memory forget, import or hygiene
   * beside the daemon) or the index has doubled since its build.
   */
  private vectorIndex(model: string, dims: number): VectorIndex {
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version !== this.indexedVersion) {
      this.indexes.clear();
      this.indexedVersion = version;
    }
    const key = `${model}\0${dims}`;
    let index = this.indexes.get(key);
    if (index && index.size > 2 * index.builtWith + 1000) index = undefined;
    if (!index) {
      const sample = (this.q.indexSample.all(model, dims) as { vector: Buffer }[]).map((r) => viewOf(r.vector));
      index = new VectorIndex(dims, VectorIndex.meanOf(sample, dims));
      for (const r of this.q.indexRows.iterate(model, dims) as Iterable<{ id: number; scope: string | null; vector: Buffer }>) index.add(r.id, r.scope, viewOf(r.vector));
      index.builtWith = index.size;
      this.indexes.set(key, index);
    }
    return index;
  }

  /** Entries no longer recalled leave every index; a bulk change drops the indexes (built again when next needed). */
  private unindex(ids: readonly number[] | 'all'): void {
    if (ids === 'all') this.indexes.clear();
    else for (const index of this.indexes.values()) for (const id of ids) index.remove(id);
  }

  /** The best `limit` entries for the query, ranked (see rank), none below the minimum relevance. */
  recall(query: RecallQuery, ranking: Ranking): Hit[] {
    const pool = Math.max(1, query.limit * ranking.candidateMultiplier);
    const terms = queryTerms(query.text);
    const candidates = new Map<number, { row: Row; keyword: number; vector: number | null }>();
    const visible = { all: query.viewer === undefined ? 1 : 0, viewer: query.viewer ?? null };
    if (terms.length) {
      const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
      const rows = this.q.keyword.all({ ...visible, match, pool }) as (Row & { bm25: number })[];
      const best = Math.max(0, ...rows.map((r) => r.bm25));
      for (const r of rows) candidates.set(r.id, { row: r, keyword: best > 0 ? Math.max(0, r.bm25) / best : 1, vector: null });
    }
    const withVectors = query.vector !== undefined && query.embedding !== undefined;
    if (withVectors) {
      // The nearest codes of the binary index (vector-index.ts), oversampled, then scored exactly on their stored
      // vectors; the SQL checks visibility again, so a stale index costs candidates, never a leak.
      const { model, dimensions: dims } = query.embedding!;
      const near = this.vectorIndex(model, dims).nearest(query.vector!, query.viewer, Math.max(pool * RESCORE_FACTOR, MIN_RESCORED));
      const best: { id: number; cos: number }[] = [];
      if (near.length) {
        for (const r of this.q.vectorsOf.iterate({ ...visible, ids: JSON.stringify(near), model, dims }) as Iterable<{ id: number; vector: Buffer }>) {
          best.push({ id: r.id, cos: cosine(query.vector!, viewOf(r.vector)) });
        }
      }
      best.sort((a, b) => b.cos - a.cos);
      // Only the best `pool` rows are read whole.
      for (const { id, cos } of best.slice(0, pool)) {
        const c = candidates.get(id);
        if (c) c.vector = cos;
        else {
          const row = this.q.get.get(id) as Row | undefined;
          if (row) candidates.set(id, { row, keyword: 0, vector: cos });
        }
      }
      for (const c of candidates.values()) {
        if (c.vector !== null) continue;
        const v = this.embedding(c.row.content_hash, query.embedding!.model, query.embedding!.dimensions);
        c.vector = v ? cosine(query.vector!, v) : 0;
      }
    }
    const wanted = (row: { namespace: string; channel?: string | null; conversation?: string | null }): boolean =>
      !(query.namespace && row.namespace !== query.namespace) && !(query.exclude && row.channel === query.exclude.channel && row.conversation === query.exclude.conversation);
    const pinned = this.pinned(query, ranking, visible).filter((h) => wanted({ namespace: h.namespace, channel: h.source.channel ?? null, conversation: h.source.conversation ?? null }));
    const pinnedIds = new Set(pinned.map((h) => h.id));
    const hits: Hit[] = [];
    for (const c of candidates.values()) {
      if (pinnedIds.has(c.row.id) || !wanted(c.row)) continue;
      const { relevance, score } = rank({ keyword: c.keyword, vector: c.vector, importance: c.row.importance, updatedAt: c.row.updated_at }, ranking, query.now, withVectors);
      if (relevance < ranking.minRelevance) continue;
      hits.push({ ...entryOf(c.row), score, relevance, keyword: c.keyword, vector: c.vector });
    }
    hits.sort((a, b) => b.score - a.score || b.id - a.id);
    const room = Math.max(0, query.limit - pinned.length);
    const ranked = ranking.mmr && hits.length >= ranking.mmr.threshold ? this.mmr(hits, room, ranking.mmr.lambda, withVectors ? query.embedding : undefined) : hits.slice(0, room);
    return [...pinned.slice(0, query.limit), ...ranked];
  }

  /** The best keyword match's score, bm25 / (1 + bm25) (0 to 1; 0 for none), among the live entries `viewer` may recall. */
  keywordScore(text: string, viewer?: string): number {
    const terms = queryTerms(text);
    if (!terms.length) return 0;
    const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
    const row = this.q.keyword.get({ all: viewer === undefined ? 1 : 0, viewer: viewer ?? null, match, pool: 1 }) as { bm25: number } | undefined;
    const bm25 = Math.max(0, row?.bm25 ?? 0);
    return bm25 / (1 + bm25);
  }

  /** The pinned entries the viewer may recall, the most important and newest first, at most `limit`. */
  private pinned(query: RecallQuery, ranking: Ranking, visible: { all: number; viewer: string | null }): Hit[] {
    const pin = ranking.pin;
    if (!pin || (!pin.namespaces.length && pin.minImportance > 1)) return [];
    const rows = this.db
      .prepare(`SELECT * FROM entries e WHERE ${VISIBLE} AND (e.namespace IN (SELECT value FROM json_each(@namespaces)) OR e.importance >= @min) ORDER BY e.importance DESC, e.updated_at DESC LIMIT @limit`)
      .all({ ...visible, namespaces: JSON.stringify(pin.namespaces), min: pin.minImportance, limit: query.limit }) as Row[];
    return rows.map((r) => ({ ...entryOf(r), pinned: true, score: 1 + r.importance, relevance: 1, keyword: 0, vector: null }));
  }

  /**
   * Maximal marginal relevance: picks `limit` hits one at a time, each maximising lambda × its score − (1 − lambda) ×
   * its greatest similarity to those picked (cosine of stored vectors, else Jaccard of words), so that near-copies
   * give way to other entries.
   */
  private mmr(hits: readonly Hit[], limit: number, lambda: number, embedding: RecallQuery['embedding']): Hit[] {
    const vectors = new Map<number, Float32Array | undefined>();
    const words = new Map<number, Set<string>>();
    const similarity = (a: Hit, b: Hit): number => {
      if (embedding) {
        const va = vectors.get(a.id) ?? this.embedding(contentHash(a.content), embedding.model, embedding.dimensions);
        const vb = vectors.get(b.id) ?? this.embedding(contentHash(b.content), embedding.model, embedding.dimensions);
        vectors.set(a.id, va);
        vectors.set(b.id, vb);
        if (va && vb) return cosine(va, vb);
      }
      const wa = words.get(a.id) ?? wordSet(a.content);
      const wb = words.get(b.id) ?? wordSet(b.content);
      words.set(a.id, wa);
      words.set(b.id, wb);
      return jaccard(wa, wb);
    };
    return mmrPick(hits, limit, lambda, similarity);
  }

  /**
   * Live entries like `content` (keyword candidates of the same namespace, category and scope), each with its Jaccard
   * similarity to it, the most similar first: what dedup and supersede compare a new entry with.
   */
  similar(content: string, where: { readonly namespace: string; readonly category: Category; readonly scope: Scope }, limit = 10): { entry: Entry; jaccard: number }[] {
    const terms = queryTerms(content);
    if (!terms.length) return [];
    const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
    const rows = this.db
      .prepare(
        'SELECT e.* FROM entries_fts JOIN entries e ON e.id = entries_fts.rowid WHERE entries_fts MATCH @match AND e.archived_at IS NULL AND e.superseded_by IS NULL AND e.namespace = @namespace AND e.category = @category AND e.scope IS @scope ORDER BY bm25(entries_fts) LIMIT @limit',
      )
      .all({ match, namespace: where.namespace, category: where.category, scope: where.scope, limit }) as Row[];
    const words = wordSet(content);
    return rows.map((r) => ({ entry: entryOf(r), jaccard: jaccard(words, wordSet(r.content)) })).sort((a, b) => b.jaccard - a.jaccard);
  }

  /** A duplicate written again: the entry is refreshed (updated now, importance the greater of the two). */
  touch(id: number, importance: number, now: number): Entry | undefined {
    this.db.prepare('UPDATE entries SET updated_at = ?, importance = max(importance, ?) WHERE id = ?').run(now, importance, id);
    return this.get(id);
  }

  /** Marks `id` replaced by `by`: it is no longer recalled. */
  supersede(id: number, by: number): boolean {
    const done = this.db.prepare('UPDATE entries SET superseded_by = ? WHERE id = ? AND superseded_by IS NULL').run(by, id).changes > 0;
    if (done) this.unindex([id]);
    return done;
  }

  /** Deletes the given entries and their index rows in one transaction; how many went. */
  private removeAll(ids: readonly number[]): number {
    if (!ids.length) return 0;
    this.unindex(ids);
    return this.db.transaction(() => {
      let n = 0;
      for (const id of ids) {
        const hash = this.db.prepare('SELECT content_hash FROM entries WHERE id = ?').pluck().get(id) as string | undefined;
        n += this.q.remove.run(id).changes;
        this.q.ftsDelete.run(id);
        if (hash) this.q.dropOrphanVectors.run(hash, hash);
      }
      return n;
    })();
  }

  /** Deletes the entries of `category` last updated before `before` (archived or not); how many went. */
  purgeOlder(category: Category, before: number): number {
    const ids = this.db.prepare('SELECT id FROM entries WHERE category = ? AND updated_at < ?').pluck().all(category, before) as number[];
    return this.removeAll(ids);
  }

  /** Archives the live entries of `category` last updated before `before`; how many. */
  archiveOlder(category: Category, before: number, now: number): number {
    const n = this.db.prepare('UPDATE entries SET archived_at = ? WHERE category = ? AND updated_at < ? AND archived_at IS NULL').run(now, category, before).changes;
    if (n) this.unindex('all');
    return n;
  }

  /** Deletes archived entries last updated before `before`; how many. */
  purgeArchived(before: number): number {
    const ids = this.db.prepare('SELECT id FROM entries WHERE archived_at IS NOT NULL AND updated_at < ?').pluck().all(before) as number[];
    return this.removeAll(ids);
  }

  /**
   * Evicts entries matching `where` (a column and its value) beyond `maxRows` rows and `maxBytes` bytes of content
   * (0: no bound): the least important first, then the least recently updated. How many went.
   */
  evict(where: { readonly column: 'category' | 'namespace'; readonly value: string }, maxRows: number, maxBytes = 0, order: EvictOrder = 'importance'): number {
    if (maxRows <= 0 && maxBytes <= 0) return 0;
    // The count is read from an index; the rows only when a bound may be crossed (a write within bounds reads none).
    if (maxBytes <= 0 && (this.db.prepare(`SELECT COUNT(*) FROM entries WHERE ${where.column} = ?`).pluck().get(where.value) as number) <= maxRows) return 0;
    const rows = this.db.prepare(`SELECT id, length(CAST(content AS BLOB)) AS bytes FROM entries WHERE ${where.column} = ? ORDER BY ${KEEP_FIRST_SQL[order]}`).all(where.value) as { id: number; bytes: number }[];
    const out: number[] = [];
    let bytes = 0;
    rows.forEach((r, i) => {
      bytes += r.bytes;
      if ((maxRows > 0 && i >= maxRows) || (maxBytes > 0 && bytes > maxBytes)) out.push(r.id);
    });
    return this.removeAll(out);
  }

  /** The categories and namespaces that hold entries (what the caps are checked over). */
  groups(): { categories: string[]; namespaces: string[] } {
    return {
      categories: this.db.prepare('SELECT DISTINCT category FROM entries').pluck().all() as string[],
      namespaces: this.db.prepare('SELECT DISTINCT namespace FROM entries').pluck().all() as string[],
    };
  }

  /** Entries by category, counted on the (category, updated_at) index: what the entries gauge reads at each scrape. */
  countByCategory(): { category: string; entries: number }[] {
    if (!this.byCategory) {
      const statement = this.db.prepare('SELECT category, COUNT(*) AS n FROM entries GROUP BY category');
      this.byCategory = () => statement.all();
    }
    return (this.byCategory() as { category: string; n: number }[]).map((r) => ({ category: r.category, entries: r.n }));
  }

  close(): void {
    this.db.close();
  }
}
