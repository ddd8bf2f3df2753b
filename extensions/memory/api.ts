// The memory extension's public API: memoryPoint, through which other extensions store, recall and forget entries of
// an agent's memory. Reach it with `kernel.tryUse(memoryPoint)` and `optionalDependsOn: ['memory']`.
import { createExtensionPoint } from '../../kernel/index.js';
import type { Category, Entry, EntrySource, Hit } from './store.js';

export type { Category, Entry, EntrySource, Hit } from './store.js';

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
}

export interface RecallRequest {
  readonly text: string;
  readonly limit: number;
  readonly namespace?: string;
  /** Entries saved from this conversation are left out. */
  readonly exclude?: { readonly channel: string; readonly conversation: string };
  readonly signal?: AbortSignal;
}

export interface Memory {
  /** Whether memory runs (memory.backend is not "none"). */
  readonly enabled: boolean;
  /** Saves an entry in `agent`'s memory; refused (throws) in a read-only namespace. */
  store(agent: string, entry: StoreRequest): Promise<Entry>;
  /** The best entries of `agent`'s memory for the text (keyword only when no embedding provider answers). */
  recall(agent: string, request: RecallRequest): Promise<Hit[]>;
  /** Deletes an entry; false when `agent` has none with this id. Refused (throws) in a read-only namespace. */
  forget(agent: string, id: number): Promise<boolean>;
}

export const memoryPoint = createExtensionPoint<Memory>('memory');
