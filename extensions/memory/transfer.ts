// The export format of an agent's memory: one entry a line, as JSON (Entry), read back by `svc memory import`, and the
// memory_export tool's text.
import { SvcError } from '../../kernel/index.js';
import { CATEGORIES, MAX_ENTRY_CHARS, type Category, type Entry } from './store.js';

const str = (v: unknown): v is string => typeof v === 'string';
const time = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** One line of an export as an Entry; a line that is not one is a usage error naming its number. */
export function parseExportLine(line: string, n: number): Entry {
  const bad = (why: string): never => {
    throw new SvcError('SVC_ERR_USAGE', `line ${n} of the export is not a memory entry: ${why}`);
  };
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return bad('not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) bad('not an object');
  if (!str(v.content) || !v.content || v.content.length > MAX_ENTRY_CHARS + 64) bad(`content must be a text of 1 to ${MAX_ENTRY_CHARS} characters`);
  // memory_store's rule: 1 to 64 characters, none a control character.
  if (!str(v.namespace) || !/^[^\u0000-\u001f\u007f]{1,64}$/u.test(v.namespace)) bad('namespace must be 1 to 64 characters, none a control character');
  if (!CATEGORIES.includes(v.category as Category)) bad(`category must be one of ${CATEGORIES.join(', ')}`);
  if (typeof v.importance !== 'number' || !(v.importance >= 0 && v.importance <= 1)) bad('importance must be a number from 0 to 1');
  if (!time(v.createdAt) || !time(v.updatedAt)) bad('createdAt and updatedAt must be epoch milliseconds');
  if (v.scope !== null && !str(v.scope)) bad('scope must be a text or null');
  if (!Array.isArray(v.tags) || !v.tags.every(str) || v.tags.length > 32) bad('tags must be a list of texts');
  const source = (v.source ?? {}) as Record<string, unknown>;
  if (typeof source !== 'object' || Array.isArray(source) || !['channel', 'conversation', 'sender', 'tool'].every((k) => source[k] === undefined || str(source[k]))) bad('source must hold texts');
  return {
    id: 0,
    content: v.content as string,
    namespace: v.namespace as string,
    category: v.category as Category,
    importance: v.importance as number,
    createdAt: v.createdAt as number,
    updatedAt: v.updatedAt as number,
    source: Object.fromEntries(Object.entries(source).filter(([k, x]) => ['channel', 'conversation', 'sender', 'tool'].includes(k) && str(x))) as Entry['source'],
    tags: v.tags as string[],
    scope: (v.scope as string | null) ?? null,
    ...(time(v.archivedAt) ? { archivedAt: v.archivedAt } : {}),
    ...(time(v.supersededBy) ? { supersededBy: v.supersededBy } : {}),
  };
}

/** Entries of the memory_export tool at most (the newest are kept out beyond it, said in the text). */
export const EXPORT_TOOL_ENTRIES = 200;

/** The memory_export tool's text: the entries given (live, oldest first), and how many more were left out. */
export function exportText(entries: readonly Entry[], more: number): string {
  if (!entries.length) return 'Your memory holds no entry.';
  const lines = entries.map((e) => `#${e.id} [${new Date(e.updatedAt).toISOString().slice(0, 10)}] (${e.category}, ${e.namespace}, importance ${e.importance}) ${e.content.replace(/\s+/g, ' ')}`);
  return `${lines.join('\n')}${more ? `\n[${more} newer entries not shown: use memory_recall to search them]` : ''}`;
}
