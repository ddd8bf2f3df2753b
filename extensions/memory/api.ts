// The memory extension's public API: memoryPoint, through which other extensions store, recall and forget entries of
// an agent's memory. Reach it with `kernel.tryUse(memoryPoint)` and `optionalDependsOn: ['memory']`.
import { createExtensionPoint } from '../../kernel/index.js';
import type { AgentsConfig } from '../agent/api.js';
import type { Category, Entry, EntrySource, Hit, Scope } from './store.js';

export { scopeOf } from './store.js';
export type { Category, Entry, EntrySource, Hit, Scope } from './store.js';

export interface StoreRequest {
  readonly content: string;
  /** Default: memory.default_namespace. */
  readonly namespace?: string;
  /** Default: core. */
  readonly category?: Category;
  /** 0 to 1; default 0.5. */
  readonly importance?: number;
  readonly tags?: readonly string[];
  readonly source?: EntrySource;
  /** Who may recall it (scopeOf of the turn it comes from); default null: every turn of the agent. */
  readonly scope?: Scope;
  /**
   * A document (a knowledge bundle's file): kept in up to 1,024 chunks rather than 16, never deduplicated against
   * other entries nor superseding them, so forgetting it forgets its own entries only.
   */
  readonly document?: boolean;
}

export interface RecallRequest {
  readonly text: string;
  readonly limit: number;
  readonly namespace?: string;
  /** An untrusted speaker's scope (scopeOf): only shared entries and this scope's are recalled. Absent: every entry. */
  readonly viewer?: string;
  /** Other agents whose shared entries are recalled too (agents.<a>.workspace.read_memory_from); never written. */
  readonly alsoFrom?: readonly string[];
  /** Entries saved from this conversation are left out. */
  readonly exclude?: { readonly channel: string; readonly conversation: string };
  readonly signal?: AbortSignal;
}

export interface Memory {
  /** Whether memory runs (memory.backend is not "none"). */
  readonly enabled: boolean;
  /** Saves an entry in `agent`'s memory; refused (throws) in a read-only namespace. */
  store(agent: string, entry: StoreRequest): Promise<Entry>;
  /** Saves `entry` in chunks (memory.chunk_max_tokens) and answers every entry kept, the first chunk's first. */
  storeAll(agent: string, entry: StoreRequest): Promise<Entry[]>;
  /** The best entries of `agent`'s memory for the text (keyword only when no embedding provider answers). */
  recall(agent: string, request: RecallRequest): Promise<Hit[]>;
  /**
   * Deletes an entry; false when `agent` has none with this id, or none `viewer` (an untrusted speaker's scope) may
   * recall. A viewer forgets only its own scope's entries. Refused (throws) in a read-only namespace.
   */
  forget(agent: string, id: number, viewer?: string): Promise<boolean>;
}

export const memoryPoint = createExtensionPoint<Memory>('memory');

/** The agents `agents.<agent>.workspace.read_memory_from` names (an alias, or tables with `agent`): their shared entries
 * (and knowledge relations) are read by `agent` too. */
export function readMemoryFrom(agents: AgentsConfig, agent: string): string[] {
  const from = agents[agent]?.workspace.read_memory_from;
  if (typeof from === 'string') return from ? [from] : [];
  return (from ?? []).map((f) => String((f as { agent?: unknown }).agent ?? '')).filter(Boolean);
}
