// Memory on PostgreSQL (memory.backend = "postgres", the shared mode's database): one table set for every agent, entries
// keyed by agent, so that several instances recall and forget the same entries. The model is the SQLite store's
// (store.ts): scopes, archived and superseded entries, the same ranking. Keyword search is a tsvector ('simple'
// configuration: lower-cased words, no stemming, like FTS5's unicode61) ranked by ts_rank and normalised to the best
// candidate, as BM25 is; vectors are bytea (float32) scored in JS by cosine over the agent's visible entries.
import type { SharedPostgres, Sql } from '../instances/api.js';
import type { MemoryStats, MemoryStore } from './backend.js';
import {
  contentHash,
  cosine,
  entryOf,
  fromBlob,
  jaccard,
  KEEP_FIRST_SQL,
  MAX_ENTRY_CHARS,
  mmrPick,
  queryTerms,
  rank,
  toBlob,
  wordSet,
  type Category,
  type Entry,
  type EvictOrder,
  type Hit,
  type NewEntry,
  type Ranking,
  type RecallQuery,
  type Row,
  type Scope,
} from './store.js';

/** Each step one migration, applied once and in order; never edit a shipped step, add one. */
const MIGRATIONS = [
  `CREATE TABLE memory_entries (
     id BIGSERIAL PRIMARY KEY,
     agent TEXT NOT NULL,
     namespace TEXT NOT NULL,
     category TEXT NOT NULL,
     content TEXT NOT NULL,
     importance DOUBLE PRECISION NOT NULL,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL,
     channel TEXT,
     conversation TEXT,
     tool TEXT,
     sender TEXT,
     scope TEXT,
     tags TEXT NOT NULL,
     content_hash TEXT NOT NULL,
     archived_at BIGINT,
     superseded_by BIGINT,
     tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', content)) STORED
   );
   CREATE INDEX memory_entries_tsv ON memory_entries USING gin (tsv);
   CREATE INDEX memory_entries_age ON memory_entries (agent, category, updated_at);
   CREATE INDEX memory_entries_namespace ON memory_entries (agent, namespace);
   CREATE INDEX memory_entries_hash ON memory_entries (agent, content_hash);
   CREATE TABLE memory_embeddings (
     hash TEXT NOT NULL,
     model TEXT NOT NULL,
     dims INTEGER NOT NULL,
     vector BYTEA NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (hash, model, dims)
   );`,
];

const COLUMNS = 'e.id, e.namespace, e.category, e.content, e.importance, e.created_at, e.updated_at, e.channel, e.conversation, e.tool, e.sender, e.scope, e.archived_at, e.superseded_by, e.tags, e.content_hash';

/** BIGINT columns arrive as strings from `pg`; ids and times fit a double exactly. */
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

type PgRow = Record<keyof Row, unknown>;

const rowOf = (r: PgRow): Row => ({
  ...(r as unknown as Row),
  id: Number(r.id),
  importance: Number(r.importance),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
  archived_at: num(r.archived_at),
  superseded_by: num(r.superseded_by),
});

/** The tsquery text of a recall: any of the terms (websearch syntax never fails on odd input). */
const tsQuery = (terms: readonly string[]): string => terms.join(' or ');

/** Live and visible to the viewer: $2 is true for a viewer that sees every entry, $3 the viewer's scope. */
const VISIBLE = 'e.agent = $1 AND e.archived_at IS NULL AND e.superseded_by IS NULL AND ($2::boolean OR e.scope IS NULL OR e.scope = $3)';

/** The shared tables of every agent's memory: migrated once at open, closed with the service. */
export class PgMemory {
  private constructor(
    private readonly pg: SharedPostgres,
    /** Whether the server offers the pgvector extension (not used: vectors are scored in JS; said in svc status). */
    readonly pgvector: boolean,
  ) {}

  /** Applies the memory migrations (once, whichever instance starts first) and returns the tables' handle. */
  static async open(pg: SharedPostgres): Promise<PgMemory> {
    try {
      await pg.migrate('memory', MIGRATIONS);
      const ext = await pg.query<{ n: unknown }>("SELECT COUNT(*) AS n FROM pg_available_extensions WHERE name = 'vector'");
      return new PgMemory(pg, Number(ext.rows[0]?.n ?? 0) > 0);
    } catch (err) {
      await pg.close();
      throw err;
    }
  }

  get target(): string {
    return this.pg.target;
  }

  /** One agent's memory. */
  agent(agent: string): PgMemoryStore {
    return new PgMemoryStore(this.pg, agent);
  }

  /** The agents that hold entries. */
  async agents(): Promise<string[]> {
    return (await this.pg.query<{ agent: string }>('SELECT DISTINCT agent FROM memory_entries ORDER BY agent')).rows.map((r) => r.agent);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}

export class PgMemoryStore implements MemoryStore {
  constructor(
    private readonly pg: SharedPostgres,
    private readonly agent: string,
  ) {}

  private async rows(sql: Sql, text: string, params: readonly unknown[]): Promise<Row[]> {
    return (await sql.query<PgRow>(text, params)).rows.map(rowOf);
  }

  async add(entry: NewEntry, now: number): Promise<Entry> {
    const content = entry.content.length <= MAX_ENTRY_CHARS ? entry.content : `${entry.content.slice(0, MAX_ENTRY_CHARS)}\n[cut at ${MAX_ENTRY_CHARS} characters]`;
    const s = entry.source ?? {};
    const [row] = await this.rows(
      this.pg,
      `INSERT INTO memory_entries AS e (agent, namespace, category, content, importance, created_at, updated_at, channel, conversation, sender, tool, scope, tags, content_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${COLUMNS}`,
      [this.agent, entry.namespace, entry.category, content, entry.importance, now, s.channel ?? null, s.conversation ?? null, s.sender ?? null, s.tool ?? null, entry.scope ?? null, JSON.stringify(entry.tags ?? []), contentHash(content)],
    );
    return entryOf(row!);
  }

  async get(id: number): Promise<Entry | undefined> {
    const [row] = await this.rows(this.pg, `SELECT ${COLUMNS} FROM memory_entries e WHERE e.agent = $1 AND e.id = $2`, [this.agent, id]);
    return row ? entryOf(row) : undefined;
  }

  async forget(id: number): Promise<boolean> {
    const r = await this.pg.query<{ content_hash: string }>('DELETE FROM memory_entries WHERE agent = $1 AND id = $2 RETURNING content_hash', [this.agent, id]);
    const hash = r.rows[0]?.content_hash;
    // Its vector goes with it (a vector says much of its text), unless an entry of any agent has the same content.
    if (hash) await this.pg.query('DELETE FROM memory_embeddings WHERE hash = $1 AND NOT EXISTS (SELECT 1 FROM memory_entries WHERE content_hash = $1)', [hash]);
    return (r.rowCount ?? 0) > 0;
  }

  /** Deletes the vectors whose content no entry of any agent has any more; how many. */
  async pruneEmbeddings(): Promise<number> {
    return (await this.pg.query('DELETE FROM memory_embeddings v WHERE NOT EXISTS (SELECT 1 FROM memory_entries e WHERE e.content_hash = v.hash)')).rowCount ?? 0;
  }

  async list(limit: number, namespace?: string): Promise<Entry[]> {
    const rows = namespace
      ? await this.rows(this.pg, `SELECT ${COLUMNS} FROM memory_entries e WHERE e.agent = $1 AND e.namespace = $2 ORDER BY e.id DESC LIMIT $3`, [this.agent, namespace, limit])
      : await this.rows(this.pg, `SELECT ${COLUMNS} FROM memory_entries e WHERE e.agent = $1 ORDER BY e.id DESC LIMIT $2`, [this.agent, limit]);
    return rows.map(entryOf);
  }

  /** Every entry in id order, read in pages of 500 (an export of any size holds one page at a time). */
  async *all(viewer?: string): AsyncGenerator<Entry> {
    let after = 0;
    for (;;) {
      const rows = await this.rows(this.pg, `SELECT ${COLUMNS} FROM memory_entries e WHERE e.agent = $1 AND ($2::boolean OR e.scope IS NULL OR e.scope = $3) AND e.id > $4 ORDER BY e.id LIMIT 500`, [
        this.agent,
        viewer === undefined,
        viewer ?? null,
        after,
      ]);
      for (const r of rows) yield entryOf(r);
      if (rows.length < 500) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  async restore(e: Entry): Promise<boolean> {
    const hash = contentHash(e.content);
    return this.pg.transaction(async (sql) => {
      // One restore of a content at a time across instances.
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`memory ${this.agent} ${hash}`]);
      const exists = await sql.query('SELECT 1 FROM memory_entries WHERE agent = $1 AND content_hash = $2 AND namespace = $3 AND scope IS NOT DISTINCT FROM $4', [this.agent, hash, e.namespace, e.scope]);
      if (exists.rows.length) return false;
      const s = e.source;
      await sql.query(
        `INSERT INTO memory_entries (agent, namespace, category, content, importance, created_at, updated_at, channel, conversation, sender, tool, scope, archived_at, tags, content_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [this.agent, e.namespace, e.category, e.content, e.importance, e.createdAt, e.updatedAt, s.channel ?? null, s.conversation ?? null, s.sender ?? null, s.tool ?? null, e.scope, e.archivedAt ?? (e.supersededBy ? e.updatedAt : null), JSON.stringify(e.tags), hash],
      );
      return true;
    });
  }

  async stats(): Promise<MemoryStats> {
    const by = (await this.pg.query<{ category: string; namespace: string; n: unknown }>('SELECT category, namespace, COUNT(*) AS n FROM memory_entries WHERE agent = $1 GROUP BY category, namespace ORDER BY category, namespace', [this.agent])).rows.map((r) => ({
      category: r.category,
      namespace: r.namespace,
      entries: Number(r.n),
    }));
    // The embeddings of this agent's entries (the table is shared by content hash).
    const emb = await this.pg.query<{ n: unknown }>('SELECT COUNT(*) AS n FROM memory_embeddings v WHERE EXISTS (SELECT 1 FROM memory_entries e WHERE e.agent = $1 AND e.content_hash = v.hash)', [this.agent]);
    return { entries: by.reduce((a, b) => a + b.entries, 0), embeddings: Number(emb.rows[0]?.n ?? 0), by };
  }

  async embedding(hash: string, model: string, dims: number): Promise<Float32Array | undefined> {
    const r = await this.pg.query<{ vector: Buffer }>('SELECT vector FROM memory_embeddings WHERE hash = $1 AND model = $2 AND dims = $3', [hash, model, dims]);
    return r.rows[0] ? fromBlob(r.rows[0].vector) : undefined;
  }

  async missingEmbeddings(model: string, dims: number, limit: number): Promise<Entry[]> {
    const rows = await this.rows(
      this.pg,
      `SELECT ${COLUMNS} FROM memory_entries e WHERE e.agent = $1 AND e.archived_at IS NULL AND e.superseded_by IS NULL AND NOT EXISTS (SELECT 1 FROM memory_embeddings v WHERE v.hash = e.content_hash AND v.model = $2 AND v.dims = $3) ORDER BY e.id DESC LIMIT $4`,
      [this.agent, model, dims, limit],
    );
    return rows.map(entryOf);
  }

  async putEmbedding(hash: string, model: string, dims: number, vector: Float32Array, now: number): Promise<void> {
    await this.pg.query('INSERT INTO memory_embeddings (hash, model, dims, vector, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (hash, model, dims) DO UPDATE SET vector = EXCLUDED.vector, created_at = EXCLUDED.created_at', [
      hash,
      model,
      dims,
      toBlob(vector),
      now,
    ]);
  }

  /** The best keyword match's score, rank / (1 + rank) with ts_rank (smaller than BM25), among the entries `viewer` may recall. */
  async keywordScore(text: string, viewer?: string): Promise<number> {
    const terms = queryTerms(text);
    if (!terms.length) return 0;
    const r = await this.pg.query<{ rank: number }>(
      `SELECT ts_rank(e.tsv, q) AS rank FROM memory_entries e, websearch_to_tsquery('simple', $4) q WHERE ${VISIBLE} AND e.tsv @@ q ORDER BY rank DESC LIMIT 1`,
      [this.agent, viewer === undefined, viewer ?? null, tsQuery(terms)],
    );
    const rank = Math.max(0, Number(r.rows[0]?.rank ?? 0));
    return rank / (1 + rank);
  }

  /** The best `limit` entries for the query, ranked as the SQLite store ranks them (store.ts rank). */
  async recall(query: RecallQuery, ranking: Ranking): Promise<Hit[]> {
    const pool = Math.max(1, query.limit * ranking.candidateMultiplier);
    const terms = queryTerms(query.text);
    const visible = [this.agent, query.viewer === undefined, query.viewer ?? null];
    const candidates = new Map<number, { row: Row; keyword: number; vector: number | null }>();
    if (terms.length) {
      const r = await this.pg.query<PgRow & { rank: number }>(
        `SELECT ${COLUMNS}, ts_rank(e.tsv, q) AS rank FROM memory_entries e, websearch_to_tsquery('simple', $4) q WHERE ${VISIBLE} AND e.tsv @@ q ORDER BY rank DESC, e.id DESC LIMIT $5`,
        [...visible, tsQuery(terms), pool],
      );
      const best = Math.max(0, ...r.rows.map((x) => Number(x.rank)));
      for (const x of r.rows) candidates.set(Number(x.id), { row: rowOf(x), keyword: best > 0 ? Math.max(0, Number(x.rank)) / best : 1, vector: null });
    }
    const withVectors = query.vector !== undefined && query.embedding !== undefined;
    if (withVectors) {
      const { model, dimensions: dims } = query.embedding!;
      // Every visible entry's stored vector, scored exactly here; only the best `pool` rows are read whole.
      const r = await this.pg.query<{ id: unknown; vector: Buffer }>(`SELECT e.id, v.vector FROM memory_entries e JOIN memory_embeddings v ON v.hash = e.content_hash AND v.model = $4 AND v.dims = $5 WHERE ${VISIBLE}`, [...visible, model, dims]);
      const scored = r.rows.map((x) => ({ id: Number(x.id), cos: cosine(query.vector!, fromBlob(x.vector)) }));
      const byId = new Map(scored.map((x) => [x.id, x.cos]));
      scored.sort((a, b) => b.cos - a.cos);
      const missing: number[] = [];
      for (const { id, cos } of scored.slice(0, pool)) {
        const c = candidates.get(id);
        if (c) c.vector = cos;
        else missing.push(id);
      }
      if (missing.length) {
        for (const row of await this.rows(this.pg, `SELECT ${COLUMNS} FROM memory_entries e WHERE e.agent = $1 AND e.id = ANY($2::bigint[])`, [this.agent, missing])) {
          candidates.set(row.id, { row, keyword: 0, vector: byId.get(row.id) ?? 0 });
        }
      }
      for (const c of candidates.values()) if (c.vector === null) c.vector = byId.get(c.row.id) ?? 0;
    }
    const wanted = (row: { namespace: string; channel?: string | null; conversation?: string | null }): boolean =>
      !(query.namespace && row.namespace !== query.namespace) && !(query.exclude && row.channel === query.exclude.channel && row.conversation === query.exclude.conversation);
    const pinned = (await this.pinned(query, ranking, visible)).filter((h) => wanted({ namespace: h.namespace, channel: h.source.channel ?? null, conversation: h.source.conversation ?? null }));
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
    let ranked: Hit[];
    if (ranking.mmr && hits.length >= ranking.mmr.threshold) {
      const vectors = new Map<string, Float32Array>();
      if (withVectors) {
        const r = await this.pg.query<{ hash: string; vector: Buffer }>('SELECT hash, vector FROM memory_embeddings WHERE model = $1 AND dims = $2 AND hash = ANY($3::text[])', [
          query.embedding!.model,
          query.embedding!.dimensions,
          hits.map((h) => contentHash(h.content)),
        ]);
        for (const x of r.rows) vectors.set(x.hash, fromBlob(x.vector));
      }
      const words = new Map<number, Set<string>>();
      const wordsOf = (h: Hit): Set<string> => words.get(h.id) ?? (words.set(h.id, wordSet(h.content)), words.get(h.id)!);
      ranked = mmrPick(hits, room, ranking.mmr.lambda, (a, b) => {
        const va = vectors.get(contentHash(a.content));
        const vb = vectors.get(contentHash(b.content));
        return va && vb ? cosine(va, vb) : jaccard(wordsOf(a), wordsOf(b));
      });
    } else ranked = hits.slice(0, room);
    return [...pinned.slice(0, query.limit), ...ranked];
  }

  private async pinned(query: RecallQuery, ranking: Ranking, visible: unknown[]): Promise<Hit[]> {
    const pin = ranking.pin;
    if (!pin || (!pin.namespaces.length && pin.minImportance > 1)) return [];
    const rows = await this.rows(this.pg, `SELECT ${COLUMNS} FROM memory_entries e WHERE ${VISIBLE} AND (e.namespace = ANY($4::text[]) OR e.importance >= $5) ORDER BY e.importance DESC, e.updated_at DESC LIMIT $6`, [
      ...visible,
      pin.namespaces,
      pin.minImportance,
      query.limit,
    ]);
    return rows.map((r) => ({ ...entryOf(r), pinned: true, score: 1 + r.importance, relevance: 1, keyword: 0, vector: null }));
  }

  async similar(content: string, where: { readonly namespace: string; readonly category: Category; readonly scope: Scope }, limit = 10): Promise<{ entry: Entry; jaccard: number }[]> {
    const terms = queryTerms(content);
    if (!terms.length) return [];
    const rows = await this.rows(
      this.pg,
      `SELECT ${COLUMNS} FROM memory_entries e, websearch_to_tsquery('simple', $2) q WHERE e.agent = $1 AND e.tsv @@ q AND e.archived_at IS NULL AND e.superseded_by IS NULL
         AND e.namespace = $3 AND e.category = $4 AND e.scope IS NOT DISTINCT FROM $5 ORDER BY ts_rank(e.tsv, q) DESC, e.id DESC LIMIT $6`,
      [this.agent, tsQuery(terms), where.namespace, where.category, where.scope, limit],
    );
    const words = wordSet(content);
    return rows.map((r) => ({ entry: entryOf(r), jaccard: jaccard(words, wordSet(r.content)) })).sort((a, b) => b.jaccard - a.jaccard);
  }

  async touch(id: number, importance: number, now: number): Promise<Entry | undefined> {
    await this.pg.query('UPDATE memory_entries SET updated_at = $3, importance = GREATEST(importance, $4) WHERE agent = $1 AND id = $2', [this.agent, id, now, importance]);
    return this.get(id);
  }

  async supersede(id: number, by: number): Promise<boolean> {
    return ((await this.pg.query('UPDATE memory_entries SET superseded_by = $3 WHERE agent = $1 AND id = $2 AND superseded_by IS NULL', [this.agent, id, by])).rowCount ?? 0) > 0;
  }

  async purgeOlder(category: Category, before: number): Promise<number> {
    return (await this.pg.query('DELETE FROM memory_entries WHERE agent = $1 AND category = $2 AND updated_at < $3', [this.agent, category, before])).rowCount ?? 0;
  }

  async archiveOlder(category: Category, before: number, now: number): Promise<number> {
    return (await this.pg.query('UPDATE memory_entries SET archived_at = $4 WHERE agent = $1 AND category = $2 AND updated_at < $3 AND archived_at IS NULL', [this.agent, category, before, now])).rowCount ?? 0;
  }

  async purgeArchived(before: number): Promise<number> {
    return (await this.pg.query('DELETE FROM memory_entries WHERE agent = $1 AND archived_at IS NOT NULL AND updated_at < $2', [this.agent, before])).rowCount ?? 0;
  }

  async evict(where: { readonly column: 'category' | 'namespace'; readonly value: string }, maxRows: number, maxBytes = 0, order: EvictOrder = 'importance'): Promise<number> {
    if (maxRows <= 0 && maxBytes <= 0) return 0;
    const column = where.column === 'category' ? 'category' : 'namespace';
    if (maxBytes <= 0) {
      const n = await this.pg.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM memory_entries WHERE agent = $1 AND ${column} = $2`, [this.agent, where.value]);
      if (Number(n.rows[0]?.n ?? 0) <= maxRows) return 0;
    }
    const rows = (await this.pg.query<{ id: unknown; bytes: unknown }>(`SELECT id, octet_length(content) AS bytes FROM memory_entries WHERE agent = $1 AND ${column} = $2 ORDER BY ${KEEP_FIRST_SQL[order]}`, [this.agent, where.value])).rows;
    const out: number[] = [];
    let bytes = 0;
    rows.forEach((r, i) => {
      bytes += Number(r.bytes);
      if ((maxRows > 0 && i >= maxRows) || (maxBytes > 0 && bytes > maxBytes)) out.push(Number(r.id));
    });
    if (!out.length) return 0;
    return (await this.pg.query('DELETE FROM memory_entries WHERE agent = $1 AND id = ANY($2::bigint[])', [this.agent, out])).rowCount ?? 0;
  }

  async groups(): Promise<{ categories: string[]; namespaces: string[] }> {
    const c = await this.pg.query<{ category: string }>('SELECT DISTINCT category FROM memory_entries WHERE agent = $1', [this.agent]);
    const n = await this.pg.query<{ namespace: string }>('SELECT DISTINCT namespace FROM memory_entries WHERE agent = $1', [this.agent]);
    return { categories: c.rows.map((r) => r.category), namespaces: n.rows.map((r) => r.namespace) };
  }

  /** The tables stay open for the other agents; PgMemory.close closes the connection. */
  close(): void {}
}
