/* DO NOT EDIT: the config sections of the "memory" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * Rules routing hint:<name> to an embedding provider and model, as [[embedding_routes]] tables (memory.embedding_provider = "hint:<name>").
 *
 * Items: One rule: memory.embedding_provider = "hint:<hint>" embeds with this provider and model. Other keys are accepted and ignored (the reference does not fix the entry shape).
 */
export type EmbeddingRoutesConfig = {
  /**
   * The hint name, used as hint:<name>.
   */
  hint: string;
  /**
   * openai, or custom:<URL> (an OpenAI-compatible API).
   */
  provider: string;
  /**
   * The embedding model.
   */
  model: string;
  /**
   * Dimensions asked of the provider; null: memory.embedding_dimensions.
   */
  dimensions: number | null;
  /**
   * API key of this provider; unset: memory.embedding_api_key.
   */
  api_key: string | null;
  [k: string]: unknown;
}[];

/**
 * The config sections the "memory" extension owns, by dotted path.
 */
export interface MemorySections {
  memory: MemoryConfig;
  data_retention: DataRetentionConfig;
  embedding_routes: EmbeddingRoutesConfig;
  storage: StorageConfig;
}
/**
 * Agent memory (one SQLite store per agent): what is saved, how it is searched and recalled into each turn. Keys marked as not running yet are accepted and do nothing.
 */
export interface MemoryConfig {
  /**
   * Where memory is kept: sqlite (one file per agent, <data dir>/state/memory/<agent>.db), markdown (MEMORY.md and memory/YYYY-MM-DD.md in each agent's workspace), postgres (every agent's memory in the shared mode's database: needs shared.enabled and shared.postgres_url), postgres.<alias> (the database of [storage.postgres.<alias>]) or none (no memory: no tools, no recall, nothing saved). agents.<a>.memory.backend.kind overrides it for one agent. qdrant, lucid and the named stores of other backends are refused at load: they do not run yet.
   */
  backend: string;
  /**
   * Days after its last update a daily entry is archived by the hygiene: kept and listed, no longer recalled. 0 never archives.
   */
  archive_after_days: number;
  /**
   * Days after its last update an archived entry is deleted by the hygiene. 0 never purges.
   */
  purge_after_days: number;
  /**
   * Record every memory write and forget (ids, namespace, category, scope; never the content) in memory's own audit trail (kept audit_retention_days) and in the audit log (security.audit).
   */
  audit_enabled: boolean;
  /**
   * Days the records of memory's own audit trail (<data dir>/state/memory-audit.db, read with svc memory audit) are kept; the hygiene deletes older ones. 0 keeps them forever. The security audit log (security.audit) gets the same events and is never pruned.
   */
  audit_retention_days: number;
  /**
   * Before each turn, add a [Memory context] block of the best entries for the message (memory_recall_limit of the agent's runtime profile, default 5; entries of the conversation being answered are left out) to the message's context.
   */
  auto_hydrate: boolean;
  /**
   * Rebuild the index when the embedding identity (provider, model, dimensions) changes. Not running yet: accepted and validated, writing it has no effect.
   */
  auto_reindex_on_identity_change: boolean;
  /**
   * After each answered turn, save the user's message and the final reply as two conversation entries of the default namespace.
   */
  auto_save: boolean;
  /**
   * Candidates fetched per requested result from each stage (keyword, vector) before ranking.
   */
  candidate_multiplier: number;
  /**
   * Tokens of one entry at most (about 4 characters a token): a longer text is kept as several entries tagged "chunk i/n", cut at a paragraph or sentence (16 chunks at most; one entry never holds more than 8 KiB).
   */
  chunk_max_tokens: number;
  /**
   * A new core entry close to an older one of the same namespace and scope (conflict_threshold) supersedes it: the older one is kept and listed, no longer recalled.
   */
  conflict_supersede_enabled: boolean;
  /**
   * Similarity at which a new core entry supersedes an older one: the cosine of their vectors when both have one, else the Jaccard similarity of their words.
   */
  conflict_threshold: number;
  /**
   * Extract facts when consolidating entries. Not running yet: accepted and validated, writing it has no effect.
   */
  consolidation_extract_facts: boolean;
  /**
   * Days after its last update a conversation entry is deleted by the hygiene; 0 keeps them forever (policy.retention_days_by_category overrides).
   */
  conversation_retention_days: number;
  /**
   * Days after its last update a core entry is deleted by the hygiene; 0 keeps them forever.
   */
  core_retention_days: number;
  /**
   * Days after its last update a daily entry is deleted by the hygiene; 0 keeps them forever (archive_after_days and purge_after_days apply too).
   */
  daily_retention_days: number;
  /**
   * Bytes of core entries' content at most, per agent; beyond it entries are evicted at the write (in evict_order). 0 is unbounded.
   */
  core_max_bytes: number;
  /**
   * Core entries at most, per agent, evicted as core_max_bytes. 0 is unbounded.
   */
  core_max_rows: number;
  /**
   * Daily entries at most, per agent, evicted as core_max_bytes. 0 is unbounded.
   */
  daily_max_rows: number;
  /**
   * What a duplicate written again does (dedup_on_write): { kind = "refresh" } (the default: the existing entry's date is renewed and it keeps the greater importance), { kind = "skip" } (the new text is dropped, the existing entry left as it was) or { kind = "replace" } (the existing entry is deleted and the new text kept, with the greater importance). Other keys are accepted and ignored.
   */
  dedup_action: {
    /**
     * refresh, skip or replace.
     */
    kind: 'refresh' | 'skip' | 'replace';
    [k: string]: unknown;
  };
  /**
   * Jaccard similarity of words at which a written entry is a duplicate of a live one (same namespace, category and scope).
   */
  dedup_jaccard_threshold: number;
  /**
   * A duplicate written again (dedup_jaccard_threshold) is not added: dedup_action says what happens instead (default: the existing entry is refreshed).
   */
  dedup_on_write: boolean;
  /**
   * svc addition. false: what an untrusted sender (a channel, the /webhook chat, a SOP payload) tells the agent is recalled only in that sender's turns and the operator's. true: every entry is shared by every turn of the agent, whoever said it (for a deployment whose channels only its owner uses; on a public channel one sender then reads what another told the agent).
   */
  share_across_senders: boolean;
  /**
   * Namespace of entries that name none (auto_save and memory_store without a namespace).
   */
  default_namespace: string;
  /**
   * API key of the embedding provider, sent as a Bearer token.
   */
  embedding_api_key: string | null;
  /**
   * Embeddings kept in an in-process LRU at most (each store also keeps every vector in its embeddings table, keyed by content hash).
   */
  embedding_cache_size: number;
  /**
   * Dimensions asked of the provider; an answer of another length is an embedding failure.
   */
  embedding_dimensions: number;
  /**
   * Embedding model sent to the provider.
   */
  embedding_model: string;
  /**
   * none (keyword search only), openai, custom:<URL> (an OpenAI-compatible API; <URL>/embeddings is called), or hint:<name> (the [[embedding_routes]] rule of that hint gives the provider, model, and optionally dimensions and api_key). A provider that fails degrades recall to keyword search with one WARN.
   */
  embedding_provider: string;
  /**
   * Which entries a cap (core_max_rows, core_max_bytes, daily_max_rows, policy.max_entries_per_*) evicts first: { kind = "importance" } (the default: the least important, then the least recently updated), { kind = "oldest" } (the least recently updated, whatever their importance) or { kind = "largest" } (the longest content, then the least recently updated). Other keys are accepted and ignored.
   */
  evict_order: {
    /**
     * importance, oldest or largest.
     */
    kind: 'importance' | 'oldest' | 'largest';
    [k: string]: unknown;
  };
  /**
   * When retrieval_stages has fts before vector: if the best keyword match scores this or more (bm25 / (1 + bm25), 0 to 1), recall returns keyword results without embedding the query. Above 1 never returns early.
   */
  fts_early_return_score: number;
  /**
   * Run the memory hygiene (retention, archive, purge, caps) one minute after the start and every six hours, logged with its counts; svc memory hygiene runs it at once.
   */
  hygiene_enabled: boolean;
  /**
   * Weight of an entry's importance (0 to 1) added to its score.
   */
  importance_weight: number;
  /**
   * Weight of recency (0.5 ^ (age in days / 30)) added to an entry's score.
   */
  recency_weight: number;
  /**
   * Weight of the keyword score (BM25 divided by the best BM25 of the candidates) in the relevance.
   */
  keyword_weight: number;
  /**
   * Weight of the cosine similarity in the relevance, when an embedding provider answers.
   */
  vector_weight: number;
  /**
   * Entries whose relevance (before importance and recency) is below this are not recalled.
   */
  min_relevance_score: number;
  /**
   * Maximal marginal relevance trade-off: 1 favours relevance, 0 diversity (similarity: cosine of vectors, else Jaccard of words).
   */
  mmr_lambda: number;
  /**
   * Importance at which an entry is pinned: recalled first in every turn whatever the message (up to the recall limit); above 1.0 disables it.
   */
  pin_min_importance: number;
  /**
   * Namespaces whose entries are pinned (recalled first in every turn the scope allows).
   */
  pin_namespaces: string[];
  /**
   * Prefix each entry of the [Memory context] block with the date it was saved (YYYY-MM-DD).
   */
  recall_date_stamp: boolean;
  /**
   * Re-rank recall results with rerank_strategy.
   */
  rerank_enabled: boolean;
  /**
   * none, or mmr (maximal marginal relevance, mmr_lambda): near-copies give way to other entries.
   */
  rerank_strategy: 'none' | 'mmr';
  /**
   * Candidates above min_relevance_score needed before re-ranking applies.
   */
  rerank_threshold: number;
  /**
   * Cache model answers by exact prompt: a call of the same agent with the same provider, model, messages and tools is answered from the cache without a provider request (counted, costing nothing). Answers with tool calls, errors and cancelled calls are never kept.
   */
  response_cache_enabled: boolean;
  /**
   * Cached answers kept in memory at most (the least recently used go first); 0 keeps none there.
   */
  response_cache_hot_entries: number;
  /**
   * Cached answers kept in <data dir>/state/response-cache.db at most (the least recently used go first); 0 keeps none on disk.
   */
  response_cache_max_entries: number;
  /**
   * Minutes a cached answer is served after it was kept; 0: until it is evicted.
   */
  response_cache_ttl_minutes: number;
  /**
   * Candidate stages of recall, in order: fts (the keyword index) and vector (the query's embedding). One stage alone searches with it only (vector alone falls back to fts while the embedding provider fails); fts first allows fts_early_return_score.
   *
   * @minItems 1
   */
  retrieval_stages: ['fts' | 'vector', ...('fts' | 'vector')[]];
  /**
   * How recall combines its stages: { kind = "hybrid" } (the default: vector_weight × cosine + keyword_weight × normalised BM25) or { kind = "rrf", k = 60 } (reciprocal rank fusion: each stage scores a candidate by its rank, (k + 1) / (k + rank), weighted the same way). Other keys are accepted and ignored.
   */
  search_mode: {
    /**
     * hybrid or rrf.
     */
    kind: 'hybrid' | 'rrf';
    /**
     * The rank constant of rrf: larger values flatten the difference between ranks.
     */
    k: number;
    [k: string]: unknown;
  };
  /**
   * Write a Markdown snapshot of each agent's live core entries to <data dir>/state/memory/<agent>.snapshot.md (0600, replaced whole) at each hygiene pass (the schedule and svc memory hygiene).
   */
  snapshot_enabled: boolean;
  /**
   * With snapshot_enabled: take the snapshot before the hygiene pass (what the pass deletes is in it) instead of after it.
   */
  snapshot_on_hygiene: boolean;
  /**
   * Limits, redaction and threat scanning applied to memory entries.
   */
  policy: {
    /**
     * Entries of each category at most, per agent; beyond it the least important, then the least recently updated, are evicted at the write. 0 is unlimited.
     */
    max_entries_per_category: number;
    /**
     * Entries of each namespace at most, per agent, evicted as max_entries_per_category. 0 is unlimited.
     */
    max_entries_per_namespace: number;
    /**
     * Namespaces the memory_store and memory_forget tools refuse to write (recall still reads them).
     */
    read_only_namespaces: string[];
    /**
     * Kinds of text replaced by [REDACTED:<kind>] when redact_on_write is on: secret (a value after password, token, secret, pin…), api_key (provider key prefixes), private_key (PEM blocks), email, phone (8 to 15 digits).
     */
    redact_categories: ('secret' | 'api_key' | 'private_key' | 'email' | 'phone')[];
    /**
     * Redact redact_categories in an entry before it is stored (the leak detector's pass applies either way).
     */
    redact_on_write: boolean;
    /**
     * Days entries of a category are kept, overriding the *_retention_days keys; 0 keeps them forever, an absent key falls back.
     */
    retention_days_by_category: {
      /**
       * Days core entries are kept.
       */
      core?: number;
      /**
       * Days daily entries are kept.
       */
      daily?: number;
      /**
       * Days conversation entries are kept.
       */
      conversation?: number;
    };
    /**
     * Scan of entries for injected instructions (the untrusted-input guard's patterns) before they are kept: off, on, or strict (weaker signs flagged too).
     */
    threat_scan: 'off' | 'on' | 'strict';
    /**
     * Also scan entries when they are recalled, with threat_scan_on_hit applied there.
     */
    threat_scan_load_time: boolean;
    /**
     * What happens to a flagged entry: reject (not kept; left out of recall), sanitize (the phrases removed), or warn (kept, one WARN).
     */
    threat_scan_on_hit: 'reject' | 'sanitize' | 'warn';
  };
  /**
   * Typed memory entries; requires the sqlite backend.
   */
  types: {
    /**
     * Store typed entries (requires memory.backend to be sqlite or a [storage.sqlite.<alias>]). Not running yet: accepted and validated, writing it has no effect.
     */
    enabled: boolean;
  };
}
/**
 * A read-only retention preview of memory (the spec has no confirmed purge): svc memory retention --preview lists the entries older than retention_days.
 */
export interface DataRetentionConfig {
  /**
   * Categories covered (reserved by the spec, not applied). Not running yet: accepted and validated, writing it has no effect.
   */
  categories: string[];
  /**
   * Only report what would be purged (reserved by the spec: the preview never purges). Not running yet: accepted and validated, writing it has no effect.
   */
  dry_run: boolean;
  /**
   * Compute the retention preview on its own (svc memory retention --preview runs whatever this says). Not running yet: accepted and validated, writing it has no effect.
   */
  enabled: boolean;
  /**
   * Days after its last update an entry is listed by the retention preview.
   */
  retention_days: number;
}
/**
 * Named stores, [storage.<backend>.<alias>], that memory.backend refers to as <backend>.<alias>. postgres stores run; the named stores of the other backends do not run yet (memory.backend refuses them).
 */
export interface StorageConfig {
  /**
   * lucid stores, one [storage.lucid.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  lucid: {
    /**
     * One lucid store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * markdown stores, one [storage.markdown.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  markdown: {
    /**
     * One markdown store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * PostgreSQL stores, one [storage.postgres.<alias>] each.
   */
  postgres: {
    /**
     * One PostgreSQL database holding memory (memory.backend = "postgres.<alias>"): every agent that uses it keeps its entries there, so that several instances share them. Other keys are accepted and ignored.
     */
    [k: string]: {
      /**
       * postgres:// or postgresql:// URL of the database, with its user and password (a secret: never logged or shown). Required when a backend names this store.
       */
      url: string | null;
      /**
       * PostgreSQL schema the memory tables are created in (created when missing); null: svc.
       */
      collection: string | null;
      /**
       * Not used by PostgreSQL (its credentials are in url). Not running yet: accepted and validated, writing it has no effect.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * qdrant stores, one [storage.qdrant.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  qdrant: {
    /**
     * One qdrant store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * sqlite stores, one [storage.sqlite.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  sqlite: {
    /**
     * One sqlite store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    memory: MemoryConfig;
    data_retention: DataRetentionConfig;
    embedding_routes: EmbeddingRoutesConfig;
    storage: StorageConfig;
  }
}
