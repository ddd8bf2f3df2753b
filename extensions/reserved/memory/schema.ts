// Config sections of the memory area not running yet: the named stores ([memory] and [data_retention] are
// extensions/memory's, [knowledge] and [knowledge_bundles] extensions/knowledge's).
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
