// The SOP engine's dispatch route on its own: a real Fastify on 127.0.0.1, the gateway's helpers reduced to letting
// the request through, and an engine whose results hold more than CONTRACT §4 shows.
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../../kernel/index.js';
import { silentLogger } from '../../../kernel/logger.js';
import type { GatewayRoutes, RouteGroup, RouteHelpers } from '../../../extensions/gateway/api.js';
import type { DispatchResult, SopEngine } from '../../../extensions/sop/api.js';
import { registerSopRoutes } from '../../../extensions/sop/routes.js';
import { answerError } from '../../../extensions/gateway/http-errors.js';
import { send } from '../../helpers/http.js';

const instrument = { inc: () => undefined, set: () => undefined, observe: () => undefined };
const metrics: Metrics = { enabled: false, counter: () => instrument, gauge: () => instrument, histogram: () => instrument, render: async () => ({ contentType: 'text/plain', body: '' }) };

t.test('a dispatch answer shows sop, status, run_id and reason of each result, and nothing else an engine adds', async (t) => {
  const results = [
    { sop: 'deploy', status: 'started', run_id: 'r1', internal: 'canary-engine-detail' },
    { sop: 'notify', status: 'skipped', reason: 'busy: one run at a time', steps: ['canary-step'] },
  ] as unknown as DispatchResult[];
  const engine = { enabled: true, matching: () => [{}], dispatch: async () => results } as unknown as SopEngine;
  const groups: RouteGroup[] = [];
  const routes: GatewayRoutes = { register: (g) => void groups.push(g), webhook: () => undefined };
  registerSopRoutes(routes, { engine, metrics, logger: silentLogger() });
  const helpers = {
    admit: async () => true,
    rawPath: (req: { url: string }) => req.url,
    canonicalBody: () => '{}',
    client: () => '127.0.0.1',
    runOnce: async (_req: unknown, _reply: unknown, _scope: unknown, run: () => unknown) => ({ answered: false, value: await run() }),
    fail: answerError,
  } as unknown as RouteHelpers;
  const { default: Fastify } = await import('fastify');
  const app = Fastify() as unknown as FastifyInstance;
  t.teardown(() => app.close());
  for (const g of groups) await app.register(async (scope) => g.plugin(scope, helpers));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const r = await send(url, '/sop/deploy', { headers: { 'content-type': 'application/json' }, body: '{}' });
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
