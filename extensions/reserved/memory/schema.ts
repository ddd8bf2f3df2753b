// Config sections of the memory area not running yet: storage and knowledge ([memory] and [data_retention] are
// extensions/memory's, [knowledge_bundles] extensions/knowledge's).
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

/** The storage backends of `[storage.<backend>.<alias>]`; a bare name in memory.backend means that backend's built-in store. */
export const STORAGE_BACKENDS = ['lucid', 'markdown', 'postgres', 'qdrant', 'sqlite'] as const;

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
