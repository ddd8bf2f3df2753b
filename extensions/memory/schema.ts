// The [memory] section: the keys that run (backend, auto_hydrate, auto_save, embeddings, ranking, scopes, policy,
// retention, hygiene and caps) and those accepted that do not run yet, each marked inert: 'unused'.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const MEMORY_CATEGORIES = ['core', 'daily', 'conversation'] as const;

const fraction = (def: number, description: string, o: { inert?: 'unused' } = {}): JsonSchema => s.num(def, description, { min: 0, max: 1, ...o });

const policy = s.table(undefined, 'Limits, redaction and threat scanning applied to memory entries.', {
  max_entries_per_category: s.int(0, 'Entries of each category at most, per agent; beyond it the least important, then the least recently updated, are evicted at the write. 0 is unlimited.', { min: 0 }),
  max_entries_per_namespace: s.int(0, 'Entries of each namespace at most, per agent, evicted as max_entries_per_category. 0 is unlimited.', { min: 0 }),
  read_only_namespaces: s.strList([], 'Namespaces the memory_store and memory_forget tools refuse to write (recall still reads them).'),
  redact_categories: s.strList(['secret', 'api_key', 'private_key', 'email', 'phone'], 'Kinds of text replaced by [REDACTED:<kind>] when redact_on_write is on: secret (a value after password, token, secret, pin…), api_key (provider key prefixes), private_key (PEM blocks), email, phone (8 to 15 digits).', { items: { enum: ['secret', 'api_key', 'private_key', 'email', 'phone'] } }),
  redact_on_write: s.bool(false, 'Redact redact_categories in an entry before it is stored (the leak detector\'s pass applies either way).'),
  retention_days_by_category: s.table(
    undefined,
    'Days entries of a category are kept, overriding the *_retention_days keys; 0 keeps them forever, an absent key falls back.',
    Object.fromEntries(MEMORY_CATEGORIES.map((c) => [c, { type: 'integer', minimum: 0, description: `Days ${c} entries are kept.` }])),
  ),
  threat_scan: s.str('on', 'Scan of entries for injected instructions (the untrusted-input guard\'s patterns) before they are kept: off, on, or strict (weaker signs flagged too).', { enum: ['off', 'on', 'strict'] }),
  threat_scan_load_time: s.bool(true, 'Also scan entries when they are recalled, with threat_scan_on_hit applied there.'),
  threat_scan_on_hit: s.str('reject', 'What happens to a flagged entry: reject (not kept; left out of recall), sanitize (the phrases removed), or warn (kept, one WARN).', { enum: ['reject', 'sanitize', 'warn'] }),
});

const types = s.table(undefined, 'Typed memory entries; requires the sqlite backend.', {
  enabled: s.bool(false, 'Store typed entries (requires memory.backend to be sqlite or a [storage.sqlite.<alias>]).', { inert: 'unused' }),
}, { inert: 'warn' });

export const memorySection: JsonSchema = s.table('MemoryConfig', 'Agent memory (one SQLite store per agent): what is saved, how it is searched and recalled into each turn. Keys marked as not running yet are accepted and do nothing.', {
  backend: s.str('sqlite', 'Where memory is kept: sqlite (one file per agent, <data dir>/state/memory/<agent>.db), markdown (MEMORY.md and memory/YYYY-MM-DD.md in each agent\'s workspace), postgres (every agent\'s memory in the shared mode\'s database: needs shared.enabled and shared.postgres_url), postgres.<alias> (the database of [storage.postgres.<alias>]) or none (no memory: no tools, no recall, nothing saved). agents.<a>.memory.backend.kind overrides it for one agent. qdrant, lucid and the named stores of other backends are refused at load: they do not run yet.', { minLength: 1 }),
  archive_after_days: s.int(7, 'Days after its last update a daily entry is archived by the hygiene: kept and listed, no longer recalled. 0 never archives.', { min: 0 }),
  purge_after_days: s.int(30, 'Days after its last update an archived entry is deleted by the hygiene. 0 never purges.', { min: 0 }),
  audit_enabled: s.bool(false, 'Record every memory write and forget (ids, namespace, category, scope; never the content) in memory\'s own audit trail (kept audit_retention_days) and in the audit log (security.audit).'),
  audit_retention_days: s.int(30, 'Days the records of memory\'s own audit trail (<data dir>/state/memory-audit.db, read with svc memory audit) are kept; the hygiene deletes older ones. 0 keeps them forever. The security audit log (security.audit) gets the same events and is never pruned.', { min: 0 }),
  auto_hydrate: s.bool(true, 'Before each turn, add a [Memory context] block of the best entries for the message (memory_recall_limit of the agent\'s runtime profile, default 5; entries of the conversation being answered are left out) to the message\'s context.'),
  auto_reindex_on_identity_change: s.bool(false, 'Rebuild the index when the embedding identity (provider, model, dimensions) changes.', { inert: 'unused' }),
  auto_save: s.bool(true, 'After each answered turn, save the user\'s message and the final reply as two conversation entries of the default namespace.'),
  candidate_multiplier: s.int(4, 'Candidates fetched per requested result from each stage (keyword, vector) before ranking.', { min: 1 }),
  chunk_max_tokens: s.int(512, 'Tokens of one entry at most (about 4 characters a token): a longer text is kept as several entries tagged "chunk i/n", cut at a paragraph or sentence (16 chunks at most; one entry never holds more than 8 KiB).', { min: 16 }),
  conflict_supersede_enabled: s.bool(true, 'A new core entry close to an older one of the same namespace and scope (conflict_threshold) supersedes it: the older one is kept and listed, no longer recalled.'),
  conflict_threshold: fraction(0.85, 'Similarity at which a new core entry supersedes an older one: the cosine of their vectors when both have one, else the Jaccard similarity of their words.'),
  consolidation_extract_facts: s.bool(false, 'Extract facts when consolidating entries.', { inert: 'unused' }),
  conversation_retention_days: s.int(30, 'Days after its last update a conversation entry is deleted by the hygiene; 0 keeps them forever (policy.retention_days_by_category overrides).', { min: 0 }),
  core_retention_days: s.int(0, 'Days after its last update a core entry is deleted by the hygiene; 0 keeps them forever.', { min: 0 }),
  daily_retention_days: s.int(0, 'Days after its last update a daily entry is deleted by the hygiene; 0 keeps them forever (archive_after_days and purge_after_days apply too).', { min: 0 }),
  core_max_bytes: s.int(0, 'Bytes of core entries\' content at most, per agent; beyond it entries are evicted at the write (in evict_order). 0 is unbounded.', { min: 0 }),
  core_max_rows: s.int(0, 'Core entries at most, per agent, evicted as core_max_bytes. 0 is unbounded.', { min: 0 }),
  daily_max_rows: s.int(0, 'Daily entries at most, per agent, evicted as core_max_bytes. 0 is unbounded.', { min: 0 }),
  dedup_action: s.table(undefined, 'What a duplicate written again does (dedup_on_write): { kind = "refresh" } (the default: the existing entry\'s date is renewed and it keeps the greater importance), { kind = "skip" } (the new text is dropped, the existing entry left as it was) or { kind = "replace" } (the existing entry is deleted and the new text kept, with the greater importance). Other keys are accepted and ignored.', {
    kind: s.str('refresh', 'refresh, skip or replace.', { enum: ['refresh', 'skip', 'replace'] }),
  }, { open: true }),
  dedup_jaccard_threshold: fraction(0.8, 'Jaccard similarity of words at which a written entry is a duplicate of a live one (same namespace, category and scope).'),
  dedup_on_write: s.bool(false, 'A duplicate written again (dedup_jaccard_threshold) is not added: dedup_action says what happens instead (default: the existing entry is refreshed).'),
  share_across_senders: s.bool(false, 'svc addition. false: what an untrusted sender (a channel, the /webhook chat, a SOP payload) tells the agent is recalled only in that sender\'s turns and the operator\'s. true: every entry is shared by every turn of the agent, whoever said it (for a deployment whose channels only its owner uses; on a public channel one sender then reads what another told the agent).'),
  default_namespace: s.str('default', 'Namespace of entries that name none (auto_save and memory_store without a namespace).'),
  embedding_api_key: s.optStr('API key of the embedding provider, sent as a Bearer token.', { secret: true }),
  embedding_cache_size: s.int(10000, 'Embeddings kept in an in-process LRU at most (each store also keeps every vector in its embeddings table, keyed by content hash).', { min: 0 }),
  embedding_dimensions: s.int(1536, 'Dimensions asked of the provider; an answer of another length is an embedding failure.', { min: 1 }),
  embedding_model: s.str('text-embedding-3-small', 'Embedding model sent to the provider.'),
  embedding_provider: s.str('none', 'none (keyword search only), openai, custom:<URL> (an OpenAI-compatible API; <URL>/embeddings is called), or hint:<name> (the [[embedding_routes]] rule of that hint gives the provider, model, and optionally dimensions and api_key). A provider that fails degrades recall to keyword search with one WARN.', { pattern: '^(none|openai|custom:.+|hint:.+)$' }),
  evict_order: s.table(undefined, 'Which entries a cap (core_max_rows, core_max_bytes, daily_max_rows, policy.max_entries_per_*) evicts first: { kind = "importance" } (the default: the least important, then the least recently updated), { kind = "oldest" } (the least recently updated, whatever their importance) or { kind = "largest" } (the longest content, then the least recently updated). Other keys are accepted and ignored.', {
    kind: s.str('importance', 'importance, oldest or largest.', { enum: ['importance', 'oldest', 'largest'] }),
  }, { open: true }),
  fts_early_return_score: s.num(0.85, 'When retrieval_stages has fts before vector: if the best keyword match scores this or more (bm25 / (1 + bm25), 0 to 1), recall returns keyword results without embedding the query. Above 1 never returns early.', { min: 0 }),
  hygiene_enabled: s.bool(true, 'Run the memory hygiene (retention, archive, purge, caps) one minute after the start and every six hours, logged with its counts; svc memory hygiene runs it at once.'),
  importance_weight: fraction(0.2, 'Weight of an entry\'s importance (0 to 1) added to its score.'),
  recency_weight: fraction(0.1, 'Weight of recency (0.5 ^ (age in days / 30)) added to an entry\'s score.'),
  keyword_weight: fraction(0.3, 'Weight of the keyword score (BM25 divided by the best BM25 of the candidates) in the relevance.'),
  vector_weight: fraction(0.7, 'Weight of the cosine similarity in the relevance, when an embedding provider answers.'),
  min_relevance_score: fraction(0.4, 'Entries whose relevance (before importance and recency) is below this are not recalled.'),
  mmr_lambda: fraction(0.7, 'Maximal marginal relevance trade-off: 1 favours relevance, 0 diversity (similarity: cosine of vectors, else Jaccard of words).'),
  pin_min_importance: s.num(1.01, 'Importance at which an entry is pinned: recalled first in every turn whatever the message (up to the recall limit); above 1.0 disables it.', { min: 0 }),
  pin_namespaces: s.strList([], 'Namespaces whose entries are pinned (recalled first in every turn the scope allows).'),
  recall_date_stamp: s.bool(true, 'Prefix each entry of the [Memory context] block with the date it was saved (YYYY-MM-DD).'),
  rerank_enabled: s.bool(false, 'Re-rank recall results with rerank_strategy.'),
  rerank_strategy: s.str('none', 'none, or mmr (maximal marginal relevance, mmr_lambda): near-copies give way to other entries.', { enum: ['none', 'mmr'] }),
  rerank_threshold: s.int(5, 'Candidates above min_relevance_score needed before re-ranking applies.', { min: 0 }),
  response_cache_enabled: s.bool(false, 'Cache model answers by exact prompt: a call of the same agent with the same provider, model, messages and tools is answered from the cache without a provider request (counted, costing nothing). Answers with tool calls, errors and cancelled calls are never kept.'),
  response_cache_hot_entries: s.int(256, 'Cached answers kept in memory at most (the least recently used go first); 0 keeps none there.', { min: 0 }),
  response_cache_max_entries: s.int(5000, 'Cached answers kept in <data dir>/state/response-cache.db at most (the least recently used go first); 0 keeps none on disk.', { min: 0 }),
  response_cache_ttl_minutes: s.int(60, 'Minutes a cached answer is served after it was kept; 0: until it is evicted.', { min: 0 }),
  retrieval_stages: { ...s.strList(['fts', 'vector'], 'Candidate stages of recall, in order: fts (the keyword index) and vector (the query\'s embedding). One stage alone searches with it only (vector alone falls back to fts while the embedding provider fails); fts first allows fts_early_return_score.', { items: { enum: ['fts', 'vector'] } }), minItems: 1, uniqueItems: true },
  search_mode: s.table(
    undefined,
    'How recall combines its stages: { kind = "hybrid" } (the default: vector_weight × cosine + keyword_weight × normalised BM25) or { kind = "rrf", k = 60 } (reciprocal rank fusion: each stage scores a candidate by its rank, (k + 1) / (k + rank), weighted the same way). Other keys are accepted and ignored.',
    {
      kind: s.str('hybrid', 'hybrid or rrf.', { enum: ['hybrid', 'rrf'] }),
      k: s.int(60, 'The rank constant of rrf: larger values flatten the difference between ranks.', { min: 1 }),
    },
    { open: true },
  ),
  snapshot_enabled: s.bool(false, 'Write a Markdown snapshot of each agent\'s live core entries to <data dir>/state/memory/<agent>.snapshot.md (0600, replaced whole) at each hygiene pass (the schedule and svc memory hygiene).'),
  snapshot_on_hygiene: s.bool(false, 'With snapshot_enabled: take the snapshot before the hygiene pass (what the pass deletes is in it) instead of after it.'),
  policy,
  types,
});

export const dataRetentionSection: JsonSchema = s.table('DataRetentionConfig', 'A read-only retention preview of memory (the spec has no confirmed purge): svc memory retention --preview lists the entries older than retention_days.', {
  categories: s.strList([], 'Categories covered (reserved by the spec, not applied).', { inert: 'unused' }),
  dry_run: s.bool(false, 'Only report what would be purged (reserved by the spec: the preview never purges).', { inert: 'unused' }),
  enabled: s.bool(false, 'Compute the retention preview on its own (svc memory retention --preview runs whatever this says).', { inert: 'unused' }),
  retention_days: s.int(90, 'Days after its last update an entry is listed by the retention preview.', { min: 0 }),
});

const embeddingRoute = s.table(
  undefined,
  'One rule: memory.embedding_provider = "hint:<hint>" embeds with this provider and model. Other keys are accepted and ignored (the reference does not fix the entry shape).',
  {
    hint: s.reqStr('The hint name, used as hint:<name>.'),
    provider: s.reqStr('openai, or custom:<URL> (an OpenAI-compatible API).', { pattern: '^(openai|custom:.+)$' }),
    model: s.reqStr('The embedding model.'),
    dimensions: { type: ['integer', 'null'], minimum: 1, default: null, description: 'Dimensions asked of the provider; null: memory.embedding_dimensions.' },
    api_key: s.optStr('API key of this provider; unset: memory.embedding_api_key.', { secret: true }),
  },
  { required: ['hint', 'provider', 'model'], open: true },
);

export const embeddingRoutesSection: JsonSchema = { ...s.tableList('Rules routing hint:<name> to an embedding provider and model, as [[embedding_routes]] tables (memory.embedding_provider = "hint:<name>").', embeddingRoute), title: 'EmbeddingRoutesConfig' };
