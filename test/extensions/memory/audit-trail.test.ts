// Memory's own audit trail (memory.audit_enabled, audit_retention_days): the observer records writes and forgets
// (never the content) only when auditing is on; the hygiene deletes records older than the retention and keeps the
// rest (0 keeps all); `svc memory audit` reads the file of a config directory, 0600.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { MemoryService } from '../../../extensions/memory/service.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';
import { auditTrailFile, MemoryAuditTrail } from '../../../extensions/memory/audit-trail.js';
import { memoryObserver } from '../../../extensions/memory/observe.js';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27);

function settings(over: Partial<MemoryConfig> = {}): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default])) as unknown as MemoryConfig;
  return { ...defaults, ...over };
}
const quiet = { info() {}, warn() {}, debug() {}, error() {} } as never;
const noMetrics = { counter: () => ({ inc() {} }), histogram: () => ({ observe() {} }), gauge: () => ({}) } as never;

t.test('the observer records to the trail only with audit_enabled; the hygiene purges after audit_retention_days', async (t) => {
  let now = NOW - 40 * DAY;
  let c = settings({ audit_enabled: true });
  const dir = t.testdir();
  const m = new MemoryService(() => c, dir, quiet, () => now);
  t.teardown(() => m.close());
  const pending: Promise<void>[] = [];
  const observe = memoryObserver(noMetrics, () => undefined, () => c.audit_enabled, () => undefined, (event, fields) => void pending.push(m.audit(event, fields)));
  const old = await m.store('bot', { content: 'the code word is heron' });
  observe.kept('bot', 'tool', [old]);
  observe.forgotten('bot', 'tool', old.id, null);
  now = NOW - 10 * DAY;
  const recent = await m.store('bot', { content: 'Ada likes teal' });
  observe.kept('bot', 'turn', [recent]);
  c = { ...c, audit_enabled: false };
  observe.kept('bot', 'turn', [recent]);
  c = { ...c, audit_enabled: true };
  await Promise.all(pending);
  const file = auditTrailFile(dir);
  t.equal(statSync(file).mode & 0o777, 0o600, 'the trail file is private');
  const read = async () => {
    const trail = await MemoryAuditTrail.open(file);
    try {
      return trail.list(100);
    } finally {
      trail.close();
    }
  };
  const rows = await read();
  t.same(rows.map((r) => r.event), ['memory.stored', 'memory.forgotten', 'memory.stored'], 'three records: none while auditing was off');
  t.match(rows[2]!.fields, { agent: 'bot', via: 'tool', id: old.id, namespace: 'default', category: 'core', scope: null });
  t.notMatch(JSON.stringify(rows), /heron/, 'never the content');

  now = NOW;
  c = { ...c, audit_retention_days: 0 };
  await m.hygiene();
  t.equal((await read()).length, 3, 'audit_retention_days = 0 keeps every record');
  c = { ...c, audit_retention_days: 30 };
  await m.hygiene();
  const left = await read();
  t.same(left.map((r) => r.at), [NOW - 10 * DAY], 'records older than 30 days are purged, the 10-day-old one kept');
});

t.test('svc memory audit reads the trail of the config directory', async (t) => {
  const dir = tempConfigDir(t, '[memory]\naudit_enabled = true\n');
  const trail = await MemoryAuditTrail.open(auditTrailFile(join(dir, 'data')));
  trail.record(NOW, 'memory.stored', { agent: 'bot', via: 'tool', id: 7, namespace: 'default', category: 'core', scope: null });
  trail.record(NOW + 1, 'memory.forgotten', { agent: 'ada', via: 'cli', id: 8, scope: null });
  trail.close();
  const all = await svc(['memory', 'audit', '--json'], { SVC_CONFIG_DIR: dir });
  t.equal(all.code, 0, all.stderr);
  t.match(JSON.parse(all.stdout), [{ event: 'memory.forgotten', agent: 'ada', id: 8 }, { event: 'memory.stored', agent: 'bot', id: 7, at: new Date(NOW).toISOString() }]);
  const bot = await svc(['memory', 'audit', '--agent', 'bot'], { SVC_CONFIG_DIR: dir });
  t.match(bot.stdout, /^2026-11-27 00:00:00\tmemory\.stored\tagent=bot via=tool id=7 namespace=default category=core scope=null\n$/);
  t.equal((await svc(['memory', 'audit', '--limit', '0'], { SVC_CONFIG_DIR: dir })).code, 2, 'a bad limit is a usage error');
});
