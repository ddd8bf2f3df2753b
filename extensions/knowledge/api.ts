// The knowledge extension's public API: knowledgePoint, to sync the bundles now and read what the last sync did.
import { createExtensionPoint } from '../../kernel/index.js';
import type { SyncCounts } from './bundles.js';

export type { KnowledgeBundlesConfig } from './config.generated.js';
export type { SyncCounts } from './bundles.js';

export interface KnowledgeBundles {
  /** Brings every agent's memory in line with its bundles now; the counts by agent. */
  sync(): Promise<Record<string, SyncCounts>>;
  /** The last sync: when (ISO-8601) and its counts by agent; null before the first. */
  last(): { readonly at: string; readonly agents: Readonly<Record<string, SyncCounts>> } | null;
}

export const knowledgePoint = createExtensionPoint<KnowledgeBundles>('knowledge');
