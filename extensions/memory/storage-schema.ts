// The [storage] section: named stores that memory.backend (and agents.<a>.memory.backend.kind) refer to as
// <backend>.<alias>. PostgreSQL stores run (memory kept in a database of memory's own); the other backends' named
// stores are accepted and marked as not running.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

/** The storage backends of `[storage.<backend>.<alias>]`; a bare name in memory.backend means that backend's built-in store. */
export const STORAGE_BACKENDS = ['lucid', 'markdown', 'postgres', 'qdrant', 'sqlite'] as const;

const inertEntry = (backend: string): JsonSchema =>
  s.table(undefined, `One ${backend} store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.`, {
    url: s.optStr('Connection URL or path of the store.'),
    collection: s.optStr('Collection, table or index inside the store.'),
    api_key: s.optStr('Credential of the store.', { secret: true }),
  }, { open: true });

const postgresEntry = s.table(undefined, 'One PostgreSQL database holding memory (memory.backend = "postgres.<alias>"): every agent that uses it keeps its entries there, so that several instances share them. Other keys are accepted and ignored.', {
  url: s.optStr('postgres:// or postgresql:// URL of the database, with its user and password (a secret: never logged or shown). Required when a backend names this store.', { secret: true }),
  collection: s.optStr('PostgreSQL schema the memory tables are created in (created when missing); null: svc.', { pattern: '^[a-z_][a-z0-9_]{0,62}$' }),
  api_key: s.optStr('Not used by PostgreSQL (its credentials are in url).', { secret: true, inert: 'unused' }),
}, { open: true });

export const storageSection: JsonSchema = s.table(
  'StorageConfig',
  'Named stores, [storage.<backend>.<alias>], that memory.backend refers to as <backend>.<alias>. postgres stores run; the named stores of the other backends do not run yet (memory.backend refuses them).',
  Object.fromEntries(
    STORAGE_BACKENDS.map((b) => [
      b,
      b === 'postgres'
        ? s.aliasMap(undefined, 'PostgreSQL stores, one [storage.postgres.<alias>] each.', postgresEntry)
        : s.aliasMap(undefined, `${b} stores, one [storage.${b}.<alias>] each.`, inertEntry(b), { inert: 'unused' }),
    ]),
  ),
);
