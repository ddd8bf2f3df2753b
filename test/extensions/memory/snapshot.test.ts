// The Markdown snapshot of core memory (memory.snapshot_enabled) on a real store and data directory: written at each
// hygiene pass, whole (no temp file left), 0600, live core entries only; before the pass with snapshot_on_hygiene (what
// the pass purges is in it) or after it; none when snapshots are off.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { MemoryService } from '../../../extensions/memory/service.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';
import { snapshotFile } from '../../../extensions/memory/snapshot.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27);

function settings(over: Partial<MemoryConfig> = {}): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default])) as unknown as MemoryConfig;
  return { ...defaults, ...over };
}

const quiet = { info() {}, warn() {}, debug() {}, error() {} } as never;

async function setup(t: { testdir(): string; teardown(fn: () => unknown): void }, c: MemoryConfig) {
  let now = NOW - 10 * DAY;
  const dir = t.testdir();
  const m = new MemoryService(() => c, dir, quiet, () => now);
  t.teardown(() => m.close());
  await m.store('bot', { content: 'Ada works at the observatory', importance: 0.9 });
  await m.store('bot', { content: 'a talk about the weather', category: 'conversation' });
  await m.store('bot', { content: 'Ada likes teal', namespace: 'prefs', scope: 'webhook.main sender u1' });
  now = NOW;
  await m.store('bot', { content: 'the boiler was serviced in May', importance: 0.4 });
  return { m, dir, file: snapshotFile(dir, 'bot') };
}

t.test('a snapshot after each pass: live core entries by namespace, 0600, written whole', async (t) => {
  const { m, dir, file } = await setup(t, settings({ snapshot_enabled: true }));
  t.notOk(existsSync(file), 'nothing before the first pass');
  await m.hygiene();
  const text = readFileSync(file, 'utf8');
  t.match(text, /^# Core memory of agent bot\n/);
  t.match(text, /## default\n\n- #1 \[2026-11-17\] \(importance 0\.9\) Ada works at the observatory\n- #4 \[2026-11-27\] \(importance 0\.4\) the boiler was serviced in May\n/, 'most important first');
  t.match(text, /## prefs\n\n- #3 \[2026-11-17\] \(importance 0\.5, scope webhook\.main sender u1\) Ada likes teal/, 'a scoped entry names its scope');
  t.notMatch(text, /weather/, 'conversation entries are not core');
  t.equal(statSync(file).mode & 0o777, 0o600);
  t.same(readdirSync(join(dir, 'state', 'memory')).filter((f) => f.includes('tmp')), [], 'no temp file left');
  await m.forget('bot', 4);
  await m.hygiene();
  t.notMatch(readFileSync(file, 'utf8'), /boiler/, 'the next pass replaces it: a forgotten entry is gone');
});

t.test('snapshot_on_hygiene: taken before the pass, so what it purges is in it; after it otherwise', async (t) => {
  const before = await setup(t, settings({ snapshot_enabled: true, snapshot_on_hygiene: true, core_retention_days: 5 }));
  await before.m.hygiene();
  t.match(readFileSync(before.file, 'utf8'), /observatory/, 'the entry the pass purged is in the snapshot taken before it');
  t.equal(await before.m.db('bot').then((db) => db.get(1)), undefined, 'and the pass purged it');
  const after = await setup(t, settings({ snapshot_enabled: true, core_retention_days: 5 }));
  await after.m.hygiene();
  const text = readFileSync(after.file, 'utf8');
  t.notMatch(text, /observatory/, 'taken after the pass: the purged entry is not in it');
  t.match(text, /boiler/);
});

t.test('snapshots off: no file (snapshot_on_hygiene alone does nothing)', async (t) => {
  const { m, file } = await setup(t, settings({ snapshot_on_hygiene: true }));
  await m.hygiene();
  t.notOk(existsSync(file));
});
