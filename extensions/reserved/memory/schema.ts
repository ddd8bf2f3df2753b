// Config sections of the memory extension: memory, storage, knowledge, knowledge_bundles, data_retention.
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

/** The storage backends of `[storage.<backend>.<alias>]`; a bare name in memory.backend means that backend's built-in store. */
export const STORAGE_BACKENDS = ['lucid', 'markdown', 'postgres', 'qdrant', 'sqlite'] as const;

const MEMORY_CATEGORIES = ['core', 'daily', 'conversation'] as const;

const fraction = (def: number, description: string): JsonSchema => s.num(def, description, { min: 0, max: 1 });

const policy = s.table(undefined, 'Limits, redaction and threat scanning applied to memory entries.', {
  max_entries_per_category: s.int(0, 'Entries per category at most; 0 is unlimited.', { min: 0 }),
  max_entries_per_namespace: s.int(0, 'Entries per namespace at most; 0 is unlimited.', { min: 0 }),
  read_only_namespaces: s.strList([], 'Namespaces agents may read but not write.'),
  redact_categories: s.strList(['secret', 'api_key', 'private_key', 'email', 'phone'], 'Kinds of sensitive content redacted.'),
  redact_on_write: s.bool(false, 'Redact those categories before an entry is stored.'),
  retention_days_by_category: s.table(
    undefined,
    'Days entries of a category are kept, overriding the *_retention_days keys; 0 keeps them forever, an absent key falls back.',
    Object.fromEntries(MEMORY_CATEGORIES.map((c) => [c, { type: 'integer', minimum: 0, description: `Days ${c} entries are kept.` }])),
  ),
  threat_scan: s.str('on', 'Scanning of entries for injected instructions.', { enum: ['off', 'on', 'strict'] }),
  threat_scan_load_time: s.bool(true, 'Also scan entries when they are loaded.'),
  threat_scan_on_hit: s.str('reject', 'What happens to an entry the scan flags.'),
});

const types = s.table(undefined, 'Typed memory entries; requires the sqlite backend.', {
  enabled: s.bool(false, 'Store typed entries (requires memory.backend to be sqlite or a [storage.sqlite.<alias>]).'),
}, { inert: 'warn' });

export const memorySection: JsonSchema = s.table('MemoryConfig', `Agent memory: where it is stored, how it is searched, deduplicated, retained and protected. ${INERT}`, {
  backend: s.str('sqlite', 'A backend name (lucid, markdown, postgres, qdrant, sqlite: its built-in store) or <backend>.<alias> naming a [storage.<backend>.<alias>] table.', { minLength: 1 }),
  archive_after_days: s.int(7, 'Days after which entries are archived.', { min: 0 }),
  purge_after_days: s.int(30, 'Days after which archived entries are purged.', { min: 0 }),
  audit_enabled: s.bool(false, 'Keep an audit trail of memory operations.'),
  audit_retention_days: s.int(30, 'Days audit records are kept.', { min: 0 }),
  auto_hydrate: s.bool(true, 'Load memory into context automatically.'),
  auto_reindex_on_identity_change: s.bool(false, 'Rebuild the index when the embedding identity (provider, model, dimensions) changes.'),
  auto_save: s.bool(true, 'Save conversation content to memory automatically.'),
  candidate_multiplier: s.int(4, 'Candidates fetched per requested result before ranking.', { min: 1 }),
  chunk_max_tokens: s.int(512, 'Tokens per stored chunk at most.', { min: 1 }),
  conflict_supersede_enabled: s.bool(true, 'A new entry that conflicts with an old one supersedes it.'),
  conflict_threshold: fraction(0.85, 'Similarity above which two entries count as conflicting.'),
  consolidation_extract_facts: s.bool(false, 'Extract facts when consolidating entries.'),
  conversation_retention_days: s.int(30, 'Days conversation entries are kept; 0 keeps them forever.', { min: 0 }),
  core_retention_days: s.int(0, 'Days core entries are kept; 0 keeps them forever.', { min: 0 }),
  daily_retention_days: s.int(0, 'Days daily entries are kept; 0 keeps them forever.', { min: 0 }),
  core_max_bytes: s.int(0, 'Bytes of core memory at most; 0 is unbounded.', { min: 0 }),
  core_max_rows: s.int(0, 'Core entries at most; 0 is unbounded.', { min: 0 }),
  daily_max_rows: s.int(0, 'Daily entries at most; 0 is unbounded.', { min: 0 }),
  dedup_action: s.open('What happens to a duplicate entry (variant); keys not fixed by the reference, any are accepted.'),
  dedup_jaccard_threshold: fraction(0.8, 'Jaccard similarity above which two entries are duplicates.'),
  dedup_on_write: s.bool(false, 'Check for duplicates when an entry is written.'),
  default_namespace: s.str('default', 'Namespace of entries that name none.'),
  embedding_api_key: s.optStr('API key of the embedding provider.', { secret: true }),
  embedding_cache_size: s.int(10000, 'Embeddings cached in memory at most.', { min: 0 }),
  embedding_dimensions: s.int(1536, 'Dimensions of an embedding vector.', { min: 1 }),
  embedding_model: s.str('text-embedding-3-small', 'Embedding model.'),
  embedding_provider: s.str('none', 'Embedding provider: none, openai, or custom:<URL>.', { pattern: '^(none|openai|custom:.+)$' }),
  evict_order: s.open('Order in which entries are evicted at a limit (variant); keys not fixed by the reference, any are accepted.'),
  fts_early_return_score: s.num(0.85, 'Full-text score at which search returns without the vector stage (reserved).', { min: 0 }),
  hygiene_enabled: s.bool(true, 'Run periodic memory hygiene (archive, purge, prune).'),
  importance_weight: fraction(0.2, 'Weight of importance in ranking.'),
  recency_weight: fraction(0.1, 'Weight of recency in ranking.'),
  keyword_weight: fraction(0.3, 'Weight of keyword (full-text) score in hybrid search.'),
  vector_weight: fraction(0.7, 'Weight of vector score in hybrid search.'),
  min_relevance_score: fraction(0.4, 'Results scoring below this are dropped.'),
  mmr_lambda: fraction(0.7, 'Maximal marginal relevance trade-off: 1 favours relevance, 0 diversity.'),
  pin_min_importance: s.num(1.01, 'Importance at which an entry is pinned; above 1.0 disables pinning.', { min: 0 }),
  pin_namespaces: s.strList([], 'Namespaces whose entries are always pinned.'),
  recall_date_stamp: s.bool(true, 'Prefix recalled entries with their date.'),
  rerank_enabled: s.bool(false, 'Rerank search results.'),
  rerank_strategy: s.str('none', 'Reranking strategy.', { enum: ['none', 'mmr'] }),
  rerank_threshold: s.int(5, 'Results needed before reranking applies.', { min: 0 }),
  response_cache_enabled: s.bool(false, 'Cache model responses.'),
  response_cache_hot_entries: s.int(256, 'Response cache entries kept in memory.', { min: 0 }),
  response_cache_max_entries: s.int(5000, 'Response cache entries at most.', { min: 0 }),
  response_cache_ttl_minutes: s.int(60, 'Minutes a cached response stays valid.', { min: 0 }),
  retrieval_stages: s.strList(['fts', 'vector'], 'Retrieval stages, in order.'),
  search_mode: s.open('How search combines its stages (variant); keys not fixed by the reference, any are accepted.'),
  snapshot_enabled: s.bool(false, 'Take snapshots of memory.'),
  snapshot_on_hygiene: s.bool(false, 'Take a snapshot before each hygiene run.'),
  policy,
  types,
});

const storageEntry = (backend: string): JsonSchema =>
  s.table(undefined, `One ${backend} store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.`, {
    url: s.optStr('Connection URL or path of the store.'),
    collection: s.optStr('Collection, table or index inside the store.'),
    api_key: s.optStr('Credential of the store.', { secret: true }),
  }, { open: true });

export const storageSection: JsonSchema = s.table(
  'StorageConfig',
  `Named stores, [storage.<backend>.<alias>], that memory.backend refers to as <backend>.<alias>. ${INERT}`,
  Object.fromEntries(STORAGE_BACKENDS.map((b) => [b, s.aliasMap(undefined, `${b} stores, one [storage.${b}.<alias>] each.`, storageEntry(b))])),
);

export const knowledgeSection: JsonSchema = s.table('KnowledgeConfig', `The knowledge graph. ${INERT}`, {
  auto_capture: s.bool(false, 'Capture knowledge from conversations automatically.'),
  db_path: s.optStr('SQLite file of the graph; unset means the default file under the data directory.'),
  enabled: s.bool(false, 'Keep a knowledge graph.'),
  max_nodes: s.int(100000, 'Nodes in the graph at most.', { min: 1 }),
  suggest_on_query: s.bool(true, 'Suggest related knowledge when answering.'),
}, { inert: 'warn' });

export const knowledgeBundlesSection: JsonSchema = s.aliasMap(
  'KnowledgeBundlesConfig',
  `Knowledge bundles, one [knowledge_bundles.<alias>] each, that agents reference. ${INERT}`,
  s.table(undefined, 'One knowledge bundle.', {
    sources: s.strList([], 'Sources in the bundle.'),
    tags: s.strList([], 'Tags selecting knowledge into the bundle.'),
  }),
);

export const dataRetentionSection: JsonSchema = s.table('DataRetentionConfig', `Read-only retention preview; a confirmed purge is unavailable. ${INERT}`, {
  categories: s.strList([], 'Categories covered (reserved, not applied).'),
  dry_run: s.bool(false, 'Only report what would be purged (reserved).'),
  enabled: s.bool(false, 'Compute the retention preview.'),
  retention_days: s.int(90, 'Days data is kept.', { min: 0 }),
}, { inert: 'warn' });

