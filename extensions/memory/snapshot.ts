// The Markdown snapshot of an agent's core memory (memory.snapshot_enabled): every live core entry, by namespace and
// most important first, written whole or not at all (a temp file renamed over the old one) to
// <data dir>/state/memory/<agent>.snapshot.md, 0600, on the hygiene schedule.
import { join } from 'node:path';
import { writeFileAtomic } from '../../lib/fs/atomic.js';
import type { MemoryStore } from './backend.js';
import type { Entry } from './store.js';

/** Entries of one snapshot at most; more are counted, not written. */
export const SNAPSHOT_MAX_ENTRIES = 10_000;

export const snapshotFile = (dataDir: string, agent: string): string => join(dataDir, 'state', 'memory', `${agent}.snapshot.md`);

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The snapshot's text: a heading, then one section per namespace, one line per entry (its text on one line). */
export function snapshotText(agent: string, entries: readonly Entry[], left: number, now: number): string {
  const byNamespace = new Map<string, Entry[]>();
  for (const e of entries) byNamespace.set(e.namespace, [...(byNamespace.get(e.namespace) ?? []), e]);
  const lines = [
    `# Core memory of agent ${agent}`,
    '',
    `Written by svc at ${new Date(now).toISOString()} (memory.snapshot_enabled): ${entries.length} live core entries${left ? ` (${left} more not written: at most ${SNAPSHOT_MAX_ENTRIES})` : ''}, the most important first. Scoped entries name their scope. This file is replaced at each snapshot; edits are lost.`,
  ];
  for (const namespace of [...byNamespace.keys()].sort()) {
    lines.push('', `## ${namespace}`, '');
    const sorted = byNamespace.get(namespace)!.sort((a, b) => b.importance - a.importance || b.updatedAt - a.updatedAt || a.id - b.id);
    for (const e of sorted) {
      const text = e.content.replace(/\s+/g, ' ').trim();
      lines.push(`- #${e.id} [${day(e.updatedAt)}] (importance ${e.importance}${e.scope ? `, scope ${e.scope}` : ''}${e.tags.length ? `, tags ${e.tags.join(', ')}` : ''}) ${text}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the snapshot of `store` to `file`; the entries written. */
export async function writeSnapshot(store: MemoryStore, agent: string, file: string, now: number): Promise<number> {
  const entries: Entry[] = [];
  let left = 0;
  for await (const e of store.all()) {
    if (e.category !== 'core' || e.archivedAt !== undefined || e.supersededBy !== undefined) continue;
    if (entries.length < SNAPSHOT_MAX_ENTRIES) entries.push(e);
    else left++;
  }
  writeFileAtomic(file, snapshotText(agent, entries, left, now));
  return entries.length;
}
