// memory.embedding_provider = "hint:<name>": the [[embedding_routes]] rule gives the provider, model, dimensions and
// key used for every embedding; a hint no rule has, or a hint given twice, is refused at load.
import t from 'tap';
import { resolveEmbedding } from '../../../extensions/memory/embed.js';
import { checkEmbeddingRoute } from '../../../extensions/memory/index.js';
import { MemoryService } from '../../../extensions/memory/service.js';
import { memorySection } from '../../../extensions/memory/schema.js';
import type { MemoryConfig } from '../../../extensions/memory/config.generated.js';

function settings(over: Partial<MemoryConfig>): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default]));
  return { ...(defaults as unknown as MemoryConfig), ...over };
}
const routes = [
  { hint: 'small', provider: 'custom:http://127.0.0.1:9/v1', model: 'mini-embed', dimensions: 4, api_key: 'sk-route' },
  { hint: 'big', provider: 'openai', model: 'text-embedding-3-large', dimensions: null, api_key: null },
];

t.test('a hint resolves through its rule; the memory keys fill what the rule leaves out', async (t) => {
  t.same(resolveEmbedding(settings({ embedding_provider: 'hint:small' }), routes), { provider: 'custom:http://127.0.0.1:9/v1', model: 'mini-embed', dimensions: 4, apiKey: 'sk-route' });
  t.same(resolveEmbedding(settings({ embedding_provider: 'hint:big', embedding_dimensions: 256, embedding_api_key: 'sk-mem' }), routes), { provider: 'openai', model: 'text-embedding-3-large', dimensions: 256, apiKey: 'sk-mem' });
  t.same(resolveEmbedding(settings({ embedding_provider: 'custom:http://x/v1', embedding_model: 'm' }), routes)?.model, 'm', 'no hint: the memory keys');
  t.equal(resolveEmbedding(settings({ embedding_provider: 'none' }), routes), undefined);
});

t.test('the service embeds with the route: its model and dimensions are what the provider is asked and what vectors are kept under', async (t) => {
  const asked: { model: string; dimensions: number; apiKey: string | null }[] = [];
  const fetcher = async (s: { model: string; dimensions: number; apiKey: string | null }) => {
    asked.push({ model: s.model, dimensions: s.dimensions, apiKey: s.apiKey });
    return Float32Array.from([1, 0, 0, 0]);
  };
  const c = settings({ embedding_provider: 'hint:small' });
  const m = new MemoryService(() => c, t.testdir(), { info() {}, warn() {}, debug() {}, error() {} } as never, () => Date.now(), { fetcher: fetcher as never, embeddingRoutes: routes });
  t.teardown(() => m.close());
  await m.store('a', { content: 'the route decides' });
  t.same(asked, [{ model: 'mini-embed', dimensions: 4, apiKey: 'sk-route' }]);
  t.match(m.status(), { search: 'hybrid', embedding: 'ok' });
});

t.test('a hint no rule has, and a hint given twice, are refused', async (t) => {
  const problems: string[] = [];
  const report = { add: (path: string, message: string) => void problems.push(`${path}: ${message}`) } as never;
  checkEmbeddingRoute(settings({ embedding_provider: 'hint:huge' }), [...routes, routes[0]!] as never, report);
  t.same(problems, ['embedding_routes[2].hint: "small" is the hint of an earlier rule too; each hint has one rule', 'memory.embedding_provider: names hint "huge", which no [[embedding_routes]] rule has (hints: small, big, small)']);
});

t.test('a failed embeddings request names a class of failure, never the key or a URL password (canaries)', async (t) => {
  const { requestEmbedding } = await import('../../../extensions/memory/embed.js');
  const badKey = await requestEmbedding({ provider: 'custom:http://127.0.0.1:9/v1', model: 'm', dimensions: 4, apiKey: 'sk-canary-7f3k\nsecond line' }, 'x').catch((e: Error) => e.message);
  t.match(badKey, /^the embeddings request failed: /);
  t.notMatch(badKey, /canary-7f3k/);
  const withPassword = await requestEmbedding({ provider: 'custom:http://user:pw-canary-91qz@127.0.0.1:9/v1', model: 'm', dimensions: 4, apiKey: null }, 'x').catch((e: Error) => e.message);
  t.match(withPassword, /^the embeddings request failed: /);
  t.notMatch(withPassword, /pw-canary-91qz/);
  const refused = await requestEmbedding({ provider: 'custom:http://127.0.0.1:9/v1', model: 'm', dimensions: 4, apiKey: null }, 'x').catch((e: Error) => e.message);
  t.match(refused, /^the embeddings request failed: (ECONNREFUSED|a network error)$/, `positive control: the class is said (${refused})`);
});
