// The SOP engine's dispatch route on its own: a real Fastify on 127.0.0.1 with the gateway's declared pipeline (every
// check passes), and an engine whose results hold more than CONTRACT §4 shows.
import t, { type Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../../kernel/index.js';
import { silentLogger } from '../../../kernel/logger.js';
import type { GatewayRoutes, RouteGroup, RouteHelpers } from '../../../extensions/gateway/api.js';
import type { GatewayConfig } from '../../../extensions/gateway/config.generated.js';
import { answerError } from '../../../extensions/gateway/http-errors.js';
import { Notices } from '../../../extensions/gateway/notices.js';
import { Door, pipeline } from '../../../extensions/gateway/pipeline.js';
import { MemoryStateStore } from '../../../extensions/gateway/state.js';
import type { DispatchResult, SopEngine } from '../../../extensions/sop/api.js';
import { registerSopRoutes } from '../../../extensions/sop/routes.js';
import { send } from '../../helpers/http.js';

const instrument = { inc: () => undefined, set: () => undefined, observe: () => undefined };
const metrics: Metrics = { enabled: false, counter: () => instrument, gauge: () => instrument, histogram: () => instrument, render: async () => ({ contentType: 'text/plain', body: '' }) };

async function serve(t: Test, engine: SopEngine): Promise<{ url: string; routes: ReturnType<typeof registerSopRoutes> }> {
  const groups: RouteGroup[] = [];
  const routes: GatewayRoutes = { register: (g) => void groups.push(g), webhook: () => undefined };
  const sop = registerSopRoutes(routes, { engine: () => engine, metrics, logger: silentLogger() });
  const gateway = { trust_forwarded_headers: false, webhook_rate_limit_per_minute: 0, idempotency_ttl_secs: 300, idempotency_max_keys: 10 } as GatewayConfig;
  const door = new Door({
    gateway: () => gateway,
    policy: () => ({ requirePairing: false, tokenHashes: new Set(), webhookSecret: 's' }),
    state: new MemoryStateStore(Date.now),
    notices: new Notices(silentLogger(), Date.now, metrics),
    logger: silentLogger(),
    prefix: '',
  });
  const { default: Fastify } = await import('fastify');
  const app = Fastify() as unknown as FastifyInstance;
  t.teardown(() => app.close());
  app.setErrorHandler((err: Error & { code?: string; extra?: Record<string, unknown> }, _req, reply) => answerError(reply, err.code as 'internal_error', err.message, err.extra));
  await app.register(pipeline, { door });
  for (const g of groups) await app.register(async (scope) => g.plugin(scope, {} as RouteHelpers));
  return { url: await app.listen({ host: '127.0.0.1', port: 0 }), routes: sop };
}

const SECRET = { 'x-webhook-secret': 's' };

t.test('a dispatch answer shows sop, status, run_id and reason of each result, and nothing else an engine adds', async (t) => {
  const results = [
    { sop: 'deploy', status: 'started', run_id: 'r1', internal: 'canary-engine-detail' },
    { sop: 'notify', status: 'skipped', reason: 'busy: one run at a time', steps: ['canary-step'] },
  ] as unknown as DispatchResult[];
  const engine = { enabled: true, list: () => [{ triggers: [{ type: 'webhook', path: '/sop/deploy', active: true }] }], dispatch: async () => results } as unknown as SopEngine;
  const { url, routes } = await serve(t, engine);
  routes.refresh();
  const r = await send(url, '/sop/deploy', { headers: { ...SECRET, 'content-type': 'application/json' }, body: '{}' });
  t.equal(r.status, 200);
  t.same(r.body, {
    status: 'accepted',
    path: '/sop/deploy',
    results: [
      { sop: 'deploy', status: 'started', run_id: 'r1' },
      { sop: 'notify', status: 'skipped', reason: 'busy: one run at a time' },
    ],
  });
  t.notMatch(r.text, /canary/);
});

t.test('the routes serve the trigger paths the engine publishes: 503 while it does not run, 404 for another path', async (t) => {
  let enabled = false;
  let paths = ['/sop/a'];
  const dispatched: string[] = [];
  const engine = {
    get enabled() {
      return enabled;
    },
    list: () => [{ triggers: [...paths.map((path) => ({ type: 'webhook', path, active: true })), { type: 'webhook', path: '/sop/off', active: false }, { type: 'cron', expression: '* * * * *', active: true }] }],
    dispatch: async (event: { topic: string }) => (dispatched.push(event.topic), [{ sop: 'x', status: 'started', run_id: 'r' }]),
  } as unknown as SopEngine;
  const { url, routes } = await serve(t, engine);
  const post = (path: string) => send(url, path, { headers: SECRET });
  t.match(await post('/sop/a'), { status: 503, body: { error: 'sop_dispatch_unavailable' } }, 'not published yet');
  enabled = true;
  routes.refresh();
  t.match(await post('/sop/a'), { status: 200, body: { path: '/sop/a' } });
  t.match(await post('/sop/b'), { status: 404, body: { error: 'no_matching_sop', message: 'no loaded SOP declares the path /sop/b' } });
  t.match(await post('/sop/off'), { status: 404 }, 'an inactive trigger is not served');
  paths = ['/sop/b'];
  routes.refresh();
  t.same([(await post('/sop/a')).status, (await post('/sop/b')).status], [404, 200], 'a reload publishes the new paths');
  enabled = false;
  routes.refresh();
  t.equal((await post('/sop/b')).status, 503, 'stopped');
  t.same(dispatched, ['/sop/a', '/sop/b'], 'only served paths reached the engine');
});
