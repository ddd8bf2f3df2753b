// The memory service with a failing embeddings provider: one WARN per outage, keyword recall meanwhile, the provider
// asked again only RETRY_AFTER_MS after a failure, and an INFO when it answers again.
import t from 'tap';
import { RETRY_AFTER_MS, MemoryService } from '../../../extensions/memory/service.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';

/** The schema's defaults, with `over` on top. */
function settings(over: Partial<MemoryConfig>): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default]),
  );
  return { ...(defaults as unknown as MemoryConfig), ...over };
}

t.test('a failing provider: keyword recall, one WARN, a retry only after RETRY_AFTER_MS, an INFO when it is back', async (t) => {
  const logs: { level: string; msg: string }[] = [];
  const logger = { warn: (_f: unknown, msg: string) => logs.push({ level: 'warn', msg }), info: (_f: unknown, msg: string) => logs.push({ level: 'info', msg }), debug() {}, error() {} };
  let now = Date.UTC(2026, 10, 27);
  let up = false;
  let calls = 0;
  const fetcher = async (_s: unknown, text: string) => {
    calls++;
    if (!up) throw new Error('connect ECONNREFUSED');
    return Float32Array.from([text.length, 1, 0, 0]);
  };
  const c = settings({ embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 4 });
  const m = new MemoryService(() => c, t.testdir(), logger as never, () => now, { fetcher });
  t.teardown(() => m.close());
  await m.store('a', { content: 'the spare key is under the flowerpot' });
  t.equal(calls, 1);
  const hits = await m.recall('a', { text: 'where is the spare key', limit: 3 });
  t.equal(hits.length, 1, 'keyword recall');
  t.equal(calls, 1, 'not asked again within RETRY_AFTER_MS');
  t.equal(logs.filter((l) => l.level === 'warn').length, 1, 'one WARN');
  up = true;
  now += RETRY_AFTER_MS + 1;
  await m.recall('a', { text: 'where is the spare key', limit: 3 });
  t.equal(calls, 2, 'asked again after RETRY_AFTER_MS');
  t.match(logs.at(-1), { level: 'info', msg: /answers again/ });
});
