// Memory hygiene: what ages out and what a bound evicts, per agent store. Retention deletes entries of a category last
// updated longer ago than its retention days; daily notes are archived (kept, no longer recalled) after
// archive_after_days and deleted after purge_after_days; the row and byte caps evict the least important entries first,
// then the least recently updated. Run on every write for the caps, and by the scheduler (hygiene_enabled) for all.
import type { MemoryConfig } from './config.generated.js';
import type { MemoryStore } from './backend.js';
import { CATEGORIES, type Category, type EvictOrder } from './store.js';

const DAY_MS = 86_400_000;

export interface HygieneCounts {
  readonly archived: number;
  readonly purged: number;
  readonly evicted: number;
}

/** Days entries of `category` are kept (0: forever): policy.retention_days_by_category first, else <category>_retention_days. */
export function retentionDays(c: MemoryConfig, category: Category): number {
  const byCategory = c.policy.retention_days_by_category as Partial<Record<Category, number>> | undefined;
  return byCategory?.[category] ?? { conversation: c.conversation_retention_days, core: c.core_retention_days, daily: c.daily_retention_days }[category];
}

/** evict_order.kind: which entries a cap evicts first (importance, the default; oldest; largest). */
export const evictOrderOf = (c: MemoryConfig): EvictOrder => (c.evict_order as { kind?: EvictOrder }).kind ?? 'importance';

/** dedup_action.kind: what a duplicate written again does (refresh, the default; skip; replace). */
export const dedupActionOf = (c: MemoryConfig): 'refresh' | 'skip' | 'replace' => (c.dedup_action as { kind?: 'refresh' | 'skip' | 'replace' }).kind ?? 'refresh';

/** Applies the caps (core_max_rows, core_max_bytes, daily_max_rows, policy.max_entries_per_*); the entries evicted. */
export async function enforceCaps(db: MemoryStore, c: MemoryConfig, only?: { readonly category: string; readonly namespace: string }): Promise<number> {
  let evicted = 0;
  const groups = only ? { categories: [only.category], namespaces: [only.namespace] } : await db.groups();
  for (const category of groups.categories) {
    const own = category === 'core' ? c.core_max_rows : category === 'daily' ? c.daily_max_rows : 0;
    const rows = [own, c.policy.max_entries_per_category].filter((n) => n > 0);
    const bytes = category === 'core' ? c.core_max_bytes : 0;
    if (rows.length || bytes) evicted += await db.evict({ column: 'category', value: category }, rows.length ? Math.min(...rows) : 0, bytes, evictOrderOf(c));
  }
  if (c.policy.max_entries_per_namespace > 0) {
    for (const namespace of groups.namespaces) evicted += await db.evict({ column: 'namespace', value: namespace }, c.policy.max_entries_per_namespace, 0, evictOrderOf(c));
  }
  return evicted;
}

/** One hygiene pass over a store at `now`. */
export async function runHygiene(db: MemoryStore, c: MemoryConfig, now: number): Promise<HygieneCounts> {
  let purged = 0;
  for (const category of CATEGORIES) {
    const days = retentionDays(c, category);
    if (days > 0) purged += await db.purgeOlder(category, now - days * DAY_MS);
  }
  const archived = c.archive_after_days > 0 ? await db.archiveOlder('daily', now - c.archive_after_days * DAY_MS, now) : 0;
  if (c.purge_after_days > 0) purged += await db.purgeArchived(now - c.purge_after_days * DAY_MS);
  return { archived, purged, evicted: await enforceCaps(db, c) };
}
