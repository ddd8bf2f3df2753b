// What memory tells the operator as it runs: metrics (recalls, hits and their best score, writes, refusals, forgets,
// embedding calls and whether the provider fails) and, with memory.audit_enabled, an audit event for every write and
// forget (ids, namespace, category, scope: never the content).
import type { Metrics } from '../../kernel/index.js';
import type { AuditTrail } from '../audit/api.js';
import type { MemoryStore } from './backend.js';
import type { Entry, Hit } from './store.js';

export type Via = 'turn' | 'tool' | 'cli' | 'point' | 'api';

export interface MemoryObserver {
  recalled(agent: string, via: Via, hits: readonly Hit[]): void;
  kept(agent: string, via: Via, entries: readonly Entry[]): void;
  refused(agent: string, via: Via, reason: 'threat_scan' | 'read_only'): void;
  forgotten(agent: string, via: Via, id: number, scope: string | null | undefined): void;
}

export function memoryObserver(
  metrics: Metrics,
  audit: () => AuditTrail | undefined,
  auditEnabled: () => boolean,
  embedding: () => { calls: number; failing: boolean } | undefined,
  /** Memory's own trail (audit-trail.ts), which the hygiene purges after audit_retention_days. */
  trail: (event: string, fields: Record<string, string | number | null>) => void = () => {},
): MemoryObserver {
  const recalls = metrics.counter({ name: 'svc_memory_recalls_total', help: 'Memory recalls, by agent and what asked (turn: auto_hydrate; tool: memory_recall).', labelNames: ['agent', 'via'] });
  const hitCount = metrics.histogram({ name: 'svc_memory_recall_hits', help: 'Entries one recall returned.', labelNames: ['via'], buckets: [0, 1, 2, 3, 5, 10, 20] });
  const bestScore = metrics.histogram({ name: 'svc_memory_recall_best_score', help: 'The score of the best entry of a recall that found any.', labelNames: ['via'], buckets: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] });
  const writes = metrics.counter({ name: 'svc_memory_writes_total', help: 'Memory entries kept (a chunk each), by agent and what wrote them (turn: auto_save; tool: memory_store).', labelNames: ['agent', 'via'] });
  const refusals = metrics.counter({ name: 'svc_memory_write_refusals_total', help: 'Memory writes refused, by reason (threat_scan, read_only).', labelNames: ['agent', 'reason'] });
  const forgets = metrics.counter({ name: 'svc_memory_forgets_total', help: 'Memory entries forgotten, by agent and what asked.', labelNames: ['agent', 'via'] });
  metrics.gauge({
    name: 'svc_memory_embedding_calls',
    help: 'Calls made to the embedding provider since the start (the cache and the embeddings table answer the rest).',
    collect: (g) => g.set({}, embedding()?.calls ?? 0),
  });
  metrics.gauge({
    name: 'svc_memory_embedding_failing',
    help: '1 while the embedding provider fails and recall is keyword-only, else 0.',
    collect: (g) => g.set({}, embedding()?.failing ? 1 : 0),
  });
  const record = (event: string, fields: Record<string, string | number | null>) => {
    if (!auditEnabled()) return;
    audit()?.record(event, fields);
    trail(event, fields);
  };
  return {
    recalled: (agent, via, hits) => {
      recalls.inc({ agent, via });
      hitCount.observe({ via }, hits.length);
      if (hits.length) bestScore.observe({ via }, Math.max(...hits.map((h) => h.score)));
    },
    kept: (agent, via, entries) => {
      writes.inc({ agent, via }, entries.length);
      for (const e of entries) record('memory.stored', { agent, via, id: e.id, namespace: e.namespace, category: e.category, scope: e.scope });
    },
    refused: (agent, via, reason) => refusals.inc({ agent, reason }),
    forgotten: (agent, via, id, scope) => {
      forgets.inc({ agent, via });
      record('memory.forgotten', { agent, via, id, scope: scope ?? null });
    },
  };
}

/**
 * svc_memory_entries{agent, category}: the entries of each agent's memory store open in this process, read at scrape
 * time (SQLite: one GROUP BY on the category index, about 15 ms at 100k entries). A store that counts asynchronously
 * (PostgreSQL) reports what its previous count answered, so a scrape never waits on a database. A pair no longer
 * counted reads 0.
 */
export function entriesGauge(metrics: Metrics, stores: () => Iterable<readonly [string, MemoryStore]>): void {
  type Counts = readonly { category: string; entries: number }[];
  const last = new Map<string, Counts>();
  const pending = new Set<string>();
  const shown = new Set<string>();
  const countsOf = (store: MemoryStore): Counts | Promise<Counts> => {
    if (store.countByCategory) return store.countByCategory();
    const stats = store.stats();
    return stats instanceof Promise ? stats.then((s) => s.by) : stats.by;
  };
  metrics.gauge({
    name: 'svc_memory_entries',
    help: 'Entries kept in memory (archived and superseded ones included), by agent and category; stores open in this process.',
    labelNames: ['agent', 'category'],
    collect: (g) => {
      const now = new Map<string, number>();
      for (const [agent, store] of stores()) {
        let counts: Counts | undefined;
        try {
          const answer = countsOf(store);
          if (answer instanceof Promise) {
            if (!pending.has(agent)) {
              pending.add(agent);
              answer.then((c) => void last.set(agent, c), () => undefined).finally(() => pending.delete(agent));
            }
            counts = last.get(agent);
          } else counts = answer;
        } catch {
          counts = undefined;
        }
        for (const c of counts ?? []) {
          const key = JSON.stringify([agent, c.category]);
          now.set(key, (now.get(key) ?? 0) + c.entries);
        }
      }
      for (const key of shown) if (!now.has(key)) now.set(key, 0);
      for (const [key, n] of now) {
        const [agent, category] = JSON.parse(key) as [string, string];
        g.set({ agent, category }, n);
        shown.add(key);
      }
    },
  });
}
