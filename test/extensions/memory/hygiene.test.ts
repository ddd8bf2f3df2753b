// Memory hygiene on a real SQLite store: retention by category (and its override), daily notes archived then purged,
// the caps evicting the least important then the oldest, on write and in a pass; the schedule on a manual clock.
import t from 'tap';
import { enforceCaps, retentionDays, runHygiene } from '../../../extensions/memory/hygiene.js';
import { MemoryService } from '../../../extensions/memory/service.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';
import { MemoryDb, type Category } from '../../../extensions/memory/store.js';
import { manualClock } from '../../helpers/agent.js';
import { waitFor } from '../../helpers/wait.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27);

function settings(over: Partial<MemoryConfig> = {}, policy: Partial<MemoryConfig['policy']> = {}): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default])) as unknown as MemoryConfig;
  return { ...defaults, ...over, policy: { ...defaults.policy, ...policy } };
}

const add = (db: MemoryDb, content: string, category: Category, ageDays: number, importance = 0.5, namespace = 'default') =>
  db.add({ content, namespace, category, importance }, NOW - ageDays * DAY);

t.test('retention, archive and purge: what each default removes and what it keeps', async (t) => {
  const db = await MemoryDb.open(`${t.testdir()}/a.db`);
  t.teardown(() => db.close());
  const oldTalk = add(db, 'old conversation', 'conversation', 31);
  const newTalk = add(db, 'recent conversation', 'conversation', 29);
  const oldCore = add(db, 'a core fact from long ago', 'core', 400);
  const weekOld = add(db, 'daily note of last week', 'daily', 8);
  const monthOld = add(db, 'daily note of last month', 'daily', 31);
  const today = add(db, 'daily note of today', 'daily', 0);
  const c = settings();
  t.same(await runHygiene(db, c, NOW), { archived: 2, purged: 2, evicted: 0 }, 'the month-old note is archived and purged in one pass');
  t.equal(db.get(oldTalk.id), undefined, 'conversation_retention_days = 30 deletes a 31-day-old conversation entry');
  t.ok(db.get(newTalk.id), 'and keeps a 29-day-old one');
  t.ok(db.get(oldCore.id), 'core_retention_days = 0 keeps core entries forever');
  t.equal(db.get(monthOld.id), undefined, 'purge_after_days = 30 deletes an archived daily note');
  t.equal(db.get(weekOld.id)!.archivedAt, NOW, 'archive_after_days = 7 archives a week-old daily note');
  t.equal(db.get(today.id)!.archivedAt, undefined);
  const recalled = db.recall({ text: 'daily note', limit: 10, now: NOW }, { vectorWeight: 0.7, keywordWeight: 0.3, importanceWeight: 0.2, recencyWeight: 0.1, minRelevance: 0, candidateMultiplier: 4 });
  t.same(recalled.map((h) => h.id), [today.id], 'an archived entry is no longer recalled');
  t.same(await runHygiene(db, c, NOW), { archived: 0, purged: 0, evicted: 0 }, 'a second pass finds nothing');
  t.equal(retentionDays(settings({}, { retention_days_by_category: { core: 10 } }), 'core'), 10, 'retention_days_by_category overrides');
  t.equal(retentionDays(settings({}, { retention_days_by_category: { core: 10 } }), 'conversation'), 30, 'an absent category falls back');
  t.same((await runHygiene(db, settings({}, { retention_days_by_category: { core: 10 } }), NOW)).purged, 1, 'and acts');
});

t.test('caps evict the least important, then the least recently updated; bytes bound core', async (t) => {
  const db = await MemoryDb.open(`${t.testdir()}/b.db`);
  t.teardown(() => db.close());
  const keep = add(db, 'important', 'core', 5, 0.9);
  const older = add(db, 'older, plain', 'core', 4, 0.5);
  const newer = add(db, 'newer, plain', 'core', 1, 0.5);
  t.equal(await enforceCaps(db, settings({ core_max_rows: 3 })), 0, 'within the cap: none');
  t.equal(await enforceCaps(db, settings({ core_max_rows: 2 })), 1);
  t.same([db.get(keep.id)?.id, db.get(older.id)?.id, db.get(newer.id)?.id], [keep.id, undefined, newer.id]);
  t.equal(await enforceCaps(db, settings({ core_max_bytes: 'important'.length })), 1, 'core_max_bytes keeps what fits');
  t.ok(db.get(keep.id));
  for (let i = 0; i < 5; i++) add(db, `note ${i}`, 'daily', i, 0.5, i % 2 ? 'a' : 'b');
  t.equal(await enforceCaps(db, settings({}, { max_entries_per_namespace: 2 })), 1, 'namespace b held 3 daily notes');
  t.equal(await enforceCaps(db, settings({}, { max_entries_per_category: 1 })), 3, 'max_entries_per_category');
});

t.test('the service: a cap acts at the write, and the hygiene runs on its schedule, logged with its counts', async (t) => {
  const logs: { msg: string; fields: Record<string, unknown> }[] = [];
  const log = (fields: Record<string, unknown>, msg: string) => void logs.push({ msg, fields });
  const logger = { info: log, warn: log, debug() {}, error: log };
  const clock = manualClock(NOW);
  const c = settings({ daily_max_rows: 2 });
  const m = new MemoryService(() => c, t.testdir(), logger as never, () => clock.now());
  t.teardown(() => m.close());
  for (const n of ['one', 'two', 'three']) await m.store('bot', { content: `daily note ${n}`, category: 'daily' });
  t.same((await m.db('bot')).list(10).map((e) => e.content), ['daily note three', 'daily note two'], 'the oldest note was evicted at the third write');
  t.match(logs.at(-1), { msg: /evicted at a cap/, fields: { agent: 'bot', evicted: 1 } });
  m.scheduleHygiene(clock, 60_000, 3_600_000);
  await clock.advance(8 * DAY);
  await waitFor(() => logs.some((l) => /memory hygiene/.test(l.msg)), 'the first hygiene pass');
  t.match(logs.find((l) => /memory hygiene/.test(l.msg)), { fields: { agent: 'bot', archived: 2, purged: 0, evicted: 0 } });
});
