// The knowledge extension's public API: knowledgePoint, to sync the bundles now, read what the last sync did, and
// reach the knowledge graph when [knowledge] is enabled.
import { createExtensionPoint } from '../../kernel/index.js';
import type { SyncCounts } from './bundles.js';
import type { KnowledgeGraph } from './graph.js';

export type { KnowledgeBundlesConfig, KnowledgeConfig } from './config.generated.js';
export type { SyncCounts } from './bundles.js';
export type { KnowledgeGraph, Relation } from './graph.js';

export interface KnowledgeBundles {
  /** Brings every agent's memory in line with its bundles now; the counts by agent. */
  sync(): Promise<Record<string, SyncCounts>>;
  /** The last sync: when (ISO-8601) and its counts by agent; null before the first. */
  last(): { readonly at: string; readonly agents: Readonly<Record<string, SyncCounts>> } | null;
  /** The knowledge graph, when knowledge.enabled. */
  readonly graph?: KnowledgeGraph;
}

export const knowledgePoint = createExtensionPoint<KnowledgeBundles>('knowledge');
