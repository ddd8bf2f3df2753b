// Reserved area "memory": Memory: agent memory, its named stores, the knowledge graph and bundles, data retention.
// Sections and their checks only; nothing runs yet.
import type { ConfigObject, ProblemReport } from '../../../kernel/index.js';
import {
  dataRetentionSection,
  knowledgeBundlesSection,
  knowledgeSection,
  memorySection,
  STORAGE_BACKENDS,
  storageSection,
} from './schema.js';

const BACKENDS: readonly string[] = STORAGE_BACKENDS;

const table = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The backend memory.backend selects, or undefined after reporting why it selects none. */
function checkBackend(config: ConfigObject, report: ProblemReport): string | undefined {
  const value = table(config.memory).backend;
  if (typeof value !== 'string') return undefined;
  const expected = `a backend name (${BACKENDS.join(', ')}) or <backend>.<alias> naming a [storage.<backend>.<alias>] table`;
  const dot = value.indexOf('.');
  const backend = dot === -1 ? value : value.slice(0, dot);
  if (!BACKENDS.includes(backend)) {
    report.add('memory.backend', `memory.backend = ${JSON.stringify(value)} names the unknown backend ${JSON.stringify(backend)}; expected ${expected}`);
    return undefined;
  }
  if (dot === -1) return backend;
  const alias = value.slice(dot + 1);
  const stores = table(table(config.storage)[backend]);
  if (!Object.hasOwn(stores, alias)) {
    const known = Object.keys(stores);
    const have = known.length ? `configured: ${known.map((a) => `[storage.${backend}.${a}]`).join(', ')}` : `no [storage.${backend}.<alias>] is configured`;
    report.add('memory.backend', `memory.backend = ${JSON.stringify(value)} names [storage.${backend}.${alias}], which is not configured (${have})`);
    return undefined;
  }
  return backend;
}

function checkTypedMemory(config: ConfigObject, backend: string | undefined, report: ProblemReport): void {
  if (table(table(config.memory).types).enabled !== true || backend === undefined || backend === 'sqlite') return;
  report.add(
    'memory.types.enabled',
    `requires the sqlite backend, but memory.backend = ${JSON.stringify(table(config.memory).backend)} selects ${backend}; set memory.backend to "sqlite" or "sqlite.<alias>", or set memory.types.enabled = false`,
  );
}

/** The sections of this area, by dotted path. */
export const sections = {
  memory: memorySection,
  storage: storageSection,
  knowledge: knowledgeSection,
  knowledge_bundles: knowledgeBundlesSection,
  data_retention: dataRetentionSection,
};

/** The checks across this area's fields, run with every validation. */
export function check(config: ConfigObject, report: ProblemReport): void {
  checkTypedMemory(config, checkBackend(config, report), report);
}
