/* DO NOT EDIT: the config sections of the "memory" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "memory" extension owns, by dotted path.
 */
export interface MemorySections {
  memory: MemoryConfig;
  storage: StorageConfig;
  knowledge: KnowledgeConfig;
  knowledge_bundles: KnowledgeBundlesConfig;
  data_retention: DataRetentionConfig;
}
/**
 * Agent memory: where it is stored, how it is searched, deduplicated, retained and protected. Accepted and validated; no runtime behaviour yet.
 */
export interface MemoryConfig {
  /**
   * A backend name (lucid, markdown, postgres, qdrant, sqlite: its built-in store) or <backend>.<alias> naming a [storage.<backend>.<alias>] table.
   */
  backend: string;
  /**
   * Days after which entries are archived.
   */
  archive_after_days: number;
  /**
   * Days after which archived entries are purged.
   */
  purge_after_days: number;
  /**
   * Keep an audit trail of memory operations.
   */
  audit_enabled: boolean;
  /**
   * Days audit records are kept.
   */
  audit_retention_days: number;
  /**
   * Load memory into context automatically.
   */
  auto_hydrate: boolean;
  /**
   * Rebuild the index when the embedding identity (provider, model, dimensions) changes.
   */
  auto_reindex_on_identity_change: boolean;
  /**
   * Save conversation content to memory automatically.
   */
  auto_save: boolean;
  /**
   * Candidates fetched per requested result before ranking.
   */
  candidate_multiplier: number;
  /**
   * Tokens per stored chunk at most.
   */
  chunk_max_tokens: number;
  /**
   * A new entry that conflicts with an old one supersedes it.
   */
  conflict_supersede_enabled: boolean;
  /**
   * Similarity above which two entries count as conflicting.
   */
  conflict_threshold: number;
  /**
   * Extract facts when consolidating entries.
   */
  consolidation_extract_facts: boolean;
  /**
   * Days conversation entries are kept; 0 keeps them forever.
   */
  conversation_retention_days: number;
  /**
   * Days core entries are kept; 0 keeps them forever.
   */
  core_retention_days: number;
  /**
   * Days daily entries are kept; 0 keeps them forever.
   */
  daily_retention_days: number;
  /**
   * Bytes of core memory at most; 0 is unbounded.
   */
  core_max_bytes: number;
  /**
   * Core entries at most; 0 is unbounded.
   */
  core_max_rows: number;
  /**
   * Daily entries at most; 0 is unbounded.
   */
  daily_max_rows: number;
  /**
   * What happens to a duplicate entry (variant); keys not fixed by the reference, any are accepted.
   */
  dedup_action: {
    [k: string]: unknown;
  };
  /**
   * Jaccard similarity above which two entries are duplicates.
   */
  dedup_jaccard_threshold: number;
  /**
   * Check for duplicates when an entry is written.
   */
  dedup_on_write: boolean;
  /**
   * Namespace of entries that name none.
   */
  default_namespace: string;
  /**
   * API key of the embedding provider.
   */
  embedding_api_key: string | null;
  /**
   * Embeddings cached in memory at most.
   */
  embedding_cache_size: number;
  /**
   * Dimensions of an embedding vector.
   */
  embedding_dimensions: number;
  /**
   * Embedding model.
   */
  embedding_model: string;
  /**
   * Embedding provider: none, openai, or custom:<URL>.
   */
  embedding_provider: string;
  /**
   * Order in which entries are evicted at a limit (variant); keys not fixed by the reference, any are accepted.
   */
  evict_order: {
    [k: string]: unknown;
  };
  /**
   * Full-text score at which search returns without the vector stage (reserved).
   */
  fts_early_return_score: number;
  /**
   * Run periodic memory hygiene (archive, purge, prune).
   */
  hygiene_enabled: boolean;
  /**
   * Weight of importance in ranking.
   */
  importance_weight: number;
  /**
   * Weight of recency in ranking.
   */
  recency_weight: number;
  /**
   * Weight of keyword (full-text) score in hybrid search.
   */
  keyword_weight: number;
  /**
   * Weight of vector score in hybrid search.
   */
  vector_weight: number;
  /**
   * Results scoring below this are dropped.
   */
  min_relevance_score: number;
  /**
   * Maximal marginal relevance trade-off: 1 favours relevance, 0 diversity.
   */
  mmr_lambda: number;
  /**
   * Importance at which an entry is pinned; above 1.0 disables pinning.
   */
  pin_min_importance: number;
  /**
   * Namespaces whose entries are always pinned.
   */
  pin_namespaces: string[];
  /**
   * Prefix recalled entries with their date.
   */
  recall_date_stamp: boolean;
  /**
   * Rerank search results.
   */
  rerank_enabled: boolean;
  /**
   * Reranking strategy.
   */
  rerank_strategy: 'none' | 'mmr';
  /**
   * Results needed before reranking applies.
   */
  rerank_threshold: number;
  /**
   * Cache model responses.
   */
  response_cache_enabled: boolean;
  /**
   * Response cache entries kept in memory.
   */
  response_cache_hot_entries: number;
  /**
   * Response cache entries at most.
   */
  response_cache_max_entries: number;
  /**
   * Minutes a cached response stays valid.
   */
  response_cache_ttl_minutes: number;
  /**
   * Retrieval stages, in order.
   */
  retrieval_stages: string[];
  /**
   * How search combines its stages (variant); keys not fixed by the reference, any are accepted.
   */
  search_mode: {
    [k: string]: unknown;
  };
  /**
   * Take snapshots of memory.
   */
  snapshot_enabled: boolean;
  /**
   * Take a snapshot before each hygiene run.
   */
  snapshot_on_hygiene: boolean;
  /**
   * Limits, redaction and threat scanning applied to memory entries.
   */
  policy: {
    /**
     * Entries per category at most; 0 is unlimited.
     */
    max_entries_per_category: number;
    /**
     * Entries per namespace at most; 0 is unlimited.
     */
    max_entries_per_namespace: number;
    /**
     * Namespaces agents may read but not write.
     */
    read_only_namespaces: string[];
    /**
     * Kinds of sensitive content redacted.
     */
    redact_categories: string[];
    /**
     * Redact those categories before an entry is stored.
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
     * Scanning of entries for injected instructions.
     */
    threat_scan: 'off' | 'on' | 'strict';
    /**
     * Also scan entries when they are loaded.
     */
    threat_scan_load_time: boolean;
    /**
     * What happens to an entry the scan flags.
     */
    threat_scan_on_hit: string;
  };
  /**
   * Typed memory entries; requires the sqlite backend.
   */
  types: {
    /**
     * Store typed entries (requires memory.backend to be sqlite or a [storage.sqlite.<alias>]).
     */
    enabled: boolean;
  };
}
/**
 * Named stores, [storage.<backend>.<alias>], that memory.backend refers to as <backend>.<alias>. Accepted and validated; no runtime behaviour yet.
 */
export interface StorageConfig {
  /**
   * lucid stores, one [storage.lucid.<alias>] each.
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
   * markdown stores, one [storage.markdown.<alias>] each.
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
   * postgres stores, one [storage.postgres.<alias>] each.
   */
  postgres: {
    /**
     * One postgres store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
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
   * qdrant stores, one [storage.qdrant.<alias>] each.
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
   * sqlite stores, one [storage.sqlite.<alias>] each.
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
/**
 * The knowledge graph. Accepted and validated; no runtime behaviour yet.
 */
export interface KnowledgeConfig {
  /**
   * Capture knowledge from conversations automatically.
   */
  auto_capture: boolean;
  /**
   * SQLite file of the graph; unset means the default file under the data directory.
   */
  db_path: string | null;
  /**
   * Keep a knowledge graph.
   */
  enabled: boolean;
  /**
   * Nodes in the graph at most.
   */
  max_nodes: number;
  /**
   * Suggest related knowledge when answering.
   */
  suggest_on_query: boolean;
}
/**
 * Knowledge bundles, one [knowledge_bundles.<alias>] each, that agents reference. Accepted and validated; no runtime behaviour yet.
 */
export interface KnowledgeBundlesConfig {
  /**
   * One knowledge bundle.
   */
  [k: string]: {
    /**
     * Sources in the bundle.
     */
    sources: string[];
    /**
     * Tags selecting knowledge into the bundle.
     */
    tags: string[];
  };
}
/**
 * Read-only retention preview; a confirmed purge is unavailable. Accepted and validated; no runtime behaviour yet.
 */
export interface DataRetentionConfig {
  /**
   * Categories covered (reserved, not applied).
   */
  categories: string[];
  /**
   * Only report what would be purged (reserved).
   */
  dry_run: boolean;
  /**
   * Compute the retention preview.
   */
  enabled: boolean;
  /**
   * Days data is kept.
   */
  retention_days: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    memory: MemoryConfig;
    storage: StorageConfig;
    knowledge: KnowledgeConfig;
    knowledge_bundles: KnowledgeBundlesConfig;
    data_retention: DataRetentionConfig;
  }
}
