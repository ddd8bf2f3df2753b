// The bundles' schedule: a sync once the daemon has started, then every SYNC_INTERVAL_MS on the injected clock; one
// sync at a time (a sync asked while one runs waits for it and runs after).
import type { Clock, Logger } from '../../kernel/index.js';
import type { AgentsConfig } from '../agent/api.js';
import type { KnowledgeBundles } from './api.js';
import { BundleSync, type BundleSpec, type SyncCounts } from './bundles.js';
import type { KnowledgeBundlesConfig } from './config.generated.js';
import type { KnowledgeGraph } from './graph.js';

/** Minutes between two syncs of the bundles (a changed file is seen within this). */
export const SYNC_INTERVAL_MS = 5 * 60_000;

/** The bundles each agent lists; every bundle for the one agent "default" when no [agents] exist. */
export function bundlesByAgent(agents: AgentsConfig, bundles: KnowledgeBundlesConfig): Record<string, Record<string, BundleSpec>> {
  const pick = (names: readonly string[]) => Object.fromEntries(names.filter((n) => bundles[n]).map((n) => [n, bundles[n]!]));
  if (!Object.keys(agents).length) return { default: pick(Object.keys(bundles)) };
  return Object.fromEntries(Object.entries(agents).map(([a, c]) => [a, pick(c.knowledge_bundles)]));
}

export class BundleRunner implements KnowledgeBundles {
  private tail: Promise<unknown> = Promise.resolve();
  private lastSync: { at: string; agents: Record<string, SyncCounts> } | null = null;
  private readonly stop = new AbortController();
  private loop: Promise<void> | undefined;
  private knowledgeGraph: KnowledgeGraph | undefined;

  constructor(
    private readonly bundles: BundleSync,
    private readonly wanted: () => Record<string, Record<string, BundleSpec>>,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The graph of [knowledge], when enabled: closed with the bundles. */
  get graph(): KnowledgeGraph | undefined {
    return this.knowledgeGraph;
  }

  withGraph(graph: KnowledgeGraph): this {
    this.knowledgeGraph = graph;
    return this;
  }

  sync(): Promise<Record<string, SyncCounts>> {
    const run = this.tail.then(async () => {
      const agents: Record<string, SyncCounts> = {};
      for (const [agent, bundles] of Object.entries(this.wanted())) {
        const c = await this.bundles.sync(agent, bundles);
        agents[agent] = c;
        if (c.added || c.updated || c.removed || c.refused) this.logger.info({ agent, ...c }, 'knowledge bundles synced into memory');
      }
      this.lastSync = { at: new Date(this.clock.now()).toISOString(), agents };
      return agents;
    });
    this.tail = run.catch(() => {});
    return run;
  }

  last(): { readonly at: string; readonly agents: Readonly<Record<string, SyncCounts>> } | null {
    return this.lastSync;
  }

  /** The first sync now (in the background), then one every SYNC_INTERVAL_MS until close. */
  start(): void {
    const signal = this.stop.signal;
    this.loop = (async () => {
      for (;;) {
        await this.sync().catch((err: Error) => this.logger.error({ err: err.message }, 'knowledge bundles could not be synced; the next sync is at the next interval'));
        await this.clock.sleep(SYNC_INTERVAL_MS, signal);
      }
    })().catch(() => {});
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.loop;
    await this.tail;
    this.knowledgeGraph?.close();
  }
}
