// The gateway depends on no feature: loaded alone it serves only its own routes, and another extension's routes get
// what they declare enforced in CONTRACT §4's order (and gateway 0.2's steps, admit and runOnce, still work), and POST
// /webhook (claims, fallback) through gatewayRoutesPoint.
import t from 'tap';
import { createGatewayExtension } from '../../../extensions/gateway/index.js';
import { gatewayRoutesPoint, HttpFailure, RouteTargets } from '../../../extensions/gateway/api.js';
import { defineExtension } from '../../../kernel/extension.js';
import { send } from '../../helpers/http.js';
import { serveExtensions } from '../../helpers/serve.js';

const JSON_TYPE = { 'content-type': 'application/json' };

const serve = serveExtensions;

t.test('the gateway alone: its own routes answer, nobody answers POST /webhook, no feature route exists', async (t) => {
  const gateway = createGatewayExtension();
  t.same([gateway.dependsOn ?? [], gateway.optionalDependsOn ?? []], [[], []], 'the gateway depends on no other extension');
  const url = await serve(t, [gateway], '[gateway]\nrequire_pairing = false\n');
  t.match(await send(url, '/health', { method: 'GET' }), { status: 200, body: { status: 'ok' } });
  t.match(await send(url, '/webhook', { headers: JSON_TYPE, body: '{"message":"hi"}' }), { status: 404, body: { error: 'not_found', message: 'no loaded extension answers POST /webhook' } });
  t.match(await send(url, '/sop/deploy', { headers: JSON_TYPE, body: '{}' }), { status: 404, body: { error: 'not_found' } });
  t.match(await send(url, '/metrics', { method: 'GET' }), { status: 404, body: { error: 'not_found' } });
  t.match(await send(url, '/api/config/list', { method: 'GET' }), { status: 200, body: { entries: [] } }, 'the gateway\'s own admin routes are there');
  t.match(await send(url, '/api/nodes', { method: 'GET' }), { status: 404 }, 'the nodes protocol is an extension of its own');
  t.match(await send(url, '/ws/nodes', { method: 'GET' }), { status: 404 });
});

t.test('a third-party route group calls admit and runOnce in order; a failed hand-over releases its key', async (t) => {
  const started: unknown[] = [];
  let failNext = false;
  const jobs = defineExtension({
    name: 'test-jobs',
    version: '1',
    optionalDependsOn: ['gateway'],
    apply: (k) =>
      k.tryUse(gatewayRoutesPoint)?.register({
        name: 'jobs',
        plugin: async (app, h) => {
          app.post('/jobs/*', {
            onRequest: async (req, reply) => {
              if (!(await h.admit(req, reply, 'dispatch'))) return reply;
            },
            handler: async (req, reply) => {
              const path = h.rawPath(req);
              const outcome = await h.runOnce(req, reply, { domain: 'jobs', path }, () => {
                if (failNext) {
                  failNext = false;
                  throw new Error('the queue is down');
                }
                started.push(JSON.parse(h.canonicalBody(req)));
                return started.length;
              });
              return outcome.answered ? reply : { job: outcome.value, path };
            },
          });
        },
      }),
  });
  const url = await serve(t, [createGatewayExtension(), jobs], '[gateway]\nrequire_pairing = false\nwebhook_secret = "s3cret-value"\n');
  const post = (headers: Record<string, string>, body = '{"b":1,"a":2}') => send(url, '/jobs/build?x=1', { headers: { ...JSON_TYPE, ...headers }, body });
  const secret = { 'x-webhook-secret': 's3cret-value' };

  t.match(await post({}), { status: 401, body: { error: 'unauthorized' } }, 'dispatch credentials fail closed');
  t.match(await post({ ...secret, 'content-type': 'text/plain' }), { status: 415 });
  t.match(await post({ ...secret, 'x-idempotency-key': 'a b' }), { status: 400, body: { error: 'invalid_idempotency_key' } });
  t.same(started, [], 'nothing started before the idempotency step');

  failNext = true;
  t.match(await post({ ...secret, 'x-idempotency-key': 'k1' }), { status: 500, body: { error: 'internal_error' } });
  t.match(await post({ ...secret, 'x-idempotency-key': 'k1' }), { status: 200, body: { job: 1, path: '/jobs/build' } }, 'the retry is not a duplicate');
  t.same(started, [{ a: 2, b: 1 }], 'the body as canonical JSON');
  t.same((await post({ ...secret, 'x-idempotency-key': 'k1' })).body, {
    status: 'duplicate',
    idempotent: true,
    message: 'an earlier request reserved this idempotency key; no new dispatch was started',
  });
  t.match(await post({ ...secret, 'x-idempotency-key': 'k1' }, '{"other":true}'), { status: 422, body: { error: 'idempotency_key_reused' } });
  t.match(await post(secret), { status: 200, body: { job: 2 } }, 'without a key every request starts');
  t.equal(started.length, 2);
});

t.test("a third-party route declares what it needs; the gateway enforces it in CONTRACT §4's order and its handler is only its feature", async (t) => {
  const started: unknown[] = [];
  let failNext = false;
  const targets = new RouteTargets({ code: 'not_ready', message: 'the queue does not run' }, { code: 'not_found', message: 'no queue is named {path}' });
  const jobs = defineExtension({
    name: 'test-declared-jobs',
    version: '1',
    optionalDependsOn: ['gateway'],
    apply: (k) =>
      k.tryUse(gatewayRoutesPoint)?.register({
        name: 'jobs',
        plugin: async (app) => {
          app.post('/jobs/*', { config: { gateway: { access: 'dispatch', targets, idempotency: { domain: 'jobs' }, summary: 'Queues a job', responses: { 200: { description: 'Queued.' } } } } }, async (req) => {
            if (failNext) {
              failNext = false;
              throw new Error('the queue is down');
            }
            if ((req.body as { refuse?: boolean } | null)?.refuse) throw new HttpFailure('blocked_unsafe', 'refused by the queue', { path: req.svcPath });
            started.push(JSON.parse(req.svcCanonical ?? 'null'));
            return { job: started.length, path: req.svcPath, client: req.svcClient };
          });
        },
      }),
  });
  const url = await serve(t, [createGatewayExtension(), jobs], '[gateway]\nrequire_pairing = false\nwebhook_secret = "s3cret-value"\n');
  const secret = { 'x-webhook-secret': 's3cret-value' };
  const post = (headers: Record<string, string>, body = '{"b":1,"a":2}', path = '/jobs/build?x=1') => send(url, path, { headers: { ...JSON_TYPE, ...headers }, body });

  t.match(await post({}, '{bad'), { status: 401, body: { error: 'unauthorized' } }, '401 before the body is read');
  t.match(await post({ ...secret, 'content-type': 'text/plain' }), { status: 415 });
  t.match(await post(secret, '{bad'), { status: 400, body: { error: 'invalid_json' } }, '400 invalid_json before 503');
  t.match(await post({ ...secret, 'x-idempotency-key': 'a b' }), { status: 503, body: { error: 'not_ready', message: 'the queue does not run' } }, '503 before the key is looked at');
  targets.serve(['/jobs/build']);
  t.match(await post({ ...secret, 'x-idempotency-key': 'a b' }, '{}', '/jobs/other'), { status: 404, body: { error: 'not_found', message: 'no queue is named /jobs/other' } }, '404 before the key is looked at');
  t.match(await post({ ...secret, 'x-idempotency-key': 'a b' }), { status: 400, body: { error: 'invalid_idempotency_key' } });
  t.same(started, [], 'nothing started before the idempotency step');

  failNext = true;
  t.match(await post({ ...secret, 'x-idempotency-key': 'k1' }), { status: 500, body: { error: 'internal_error' } });
  t.match(await post({ ...secret, 'x-idempotency-key': 'k1' }), { status: 200, body: { job: 1, path: '/jobs/build', client: '127.0.0.1' } }, 'the failed handler released its key');
  t.same((await post({ ...secret, 'x-idempotency-key': 'k1' }, '{"a":2,"b":1}')).body, {
    status: 'duplicate',
    idempotent: true,
    message: 'an earlier request reserved this idempotency key; no new dispatch was started',
  });
  t.match(await post({ ...secret, 'x-idempotency-key': 'k1' }, '{"other":true}'), { status: 422, body: { error: 'idempotency_key_reused' } });
  t.match(await post({ ...secret, 'x-idempotency-key': 'k2' }, '{"refuse":true}'), { status: 422, body: { error: 'blocked_unsafe', path: '/jobs/build' } }, "the feature's own refusal");
  t.match(await post({ ...secret, 'x-idempotency-key': 'k2' }, '{"refuse":true}'), { status: 200, body: { status: 'duplicate' } }, 'an answered refusal keeps its key');
  t.same(started, [{ a: 2, b: 1 }], 'the body as canonical JSON, once');
  targets.stop();
  t.match(await post(secret), { status: 503 }, 'stopped again');
});

t.test('a route that declares config.gateway wrongly fails to mount, naming the route', async (t) => {
  const wrong = defineExtension({
    name: 'test-wrong',
    version: '1',
    optionalDependsOn: ['gateway'],
    apply: (k) =>
      k.tryUse(gatewayRoutesPoint)?.register({
        name: 'wrong',
        plugin: async (app) => void app.get('/wrong', { config: { gateway: { access: 'everyone' as 'public', summary: 'Wrong', responses: {} } } }, async () => ({})),
      }),
  });
  await t.rejects(serve(t, [createGatewayExtension(), wrong], '[gateway]\nrequire_pairing = false\n'), /GET \/wrong declares config\.gateway wrongly: access must be one of public, admin, dispatch, chat/);
});

t.test('POST /webhook: the first claiming handler answers under its own credential rule, else the fallback', async (t) => {
  let claim = false;
  const answered: string[] = [];
  const handlers = defineExtension({
    name: 'test-webhook',
    version: '1',
    optionalDependsOn: ['gateway'],
    apply: (k) => {
      const routes = k.tryUse(gatewayRoutesPoint)!;
      routes.webhook({ name: 'chat', fallback: true, credentials: 'chat', handle: async () => (answered.push('chat'), { by: 'chat' }) });
      routes.webhook({ name: 'claimer', claims: () => claim, credentials: 'dispatch', handle: async () => (answered.push('claimer'), { by: 'claimer' }) });
      t.throws(() => routes.webhook({ name: 'second', fallback: true, credentials: 'chat', handle: async () => ({}) }), /two fallback handlers: "chat" and "second"/);
    },
  });
  const url = await serve(t, [createGatewayExtension(), handlers], '[gateway]\nrequire_pairing = false\n');
  const hook = () => send(url, '/webhook', { headers: JSON_TYPE, body: '{"message":"hi"}' });
  t.match(await hook(), { status: 200, body: { by: 'chat' } }, 'no credential configured: a loopback client may chat');
  claim = true;
  t.match(await hook(), { status: 401, body: { error: 'unauthorized' } }, 'the claiming handler fails closed with no credential configured');
  claim = false;
  t.match(await hook(), { status: 200, body: { by: 'chat' } });
  t.same(answered, ['chat', 'chat'], 'a refused request reaches no handler');
});

t.test("a third-party route's request and response schemas apply (Fastify's validator and serializer compilers load on demand)", async (t) => {
  const typed = defineExtension({
    name: 'test-typed',
    version: '1',
    optionalDependsOn: ['gateway'],
    apply: (k) =>
      k.tryUse(gatewayRoutesPoint)?.register({
        name: 'typed',
        plugin: async (app) => {
          app.get(
            '/typed',
            {
              schema: {
                querystring: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1 } } },
                response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
              },
            },
            async (req) => ({ n: (req.query as { n: number }).n, internal: 'not in the response schema' }),
          );
        },
      }),
  });
  const url = await serve(t, [createGatewayExtension(), typed], '[gateway]\nrequire_pairing = false\n');
  const ok = await send(url, '/typed?n=3', { method: 'GET' });
  t.match(ok, { status: 200, body: { n: 3 } }, 'a valid query, coerced to an integer');
  t.same(ok.body, { n: 3 }, 'serialized by the response schema: a property it does not name is left out');
  t.match(await send(url, '/typed?n=0', { method: 'GET' }), { status: 400, body: { error: 'invalid_request' } }, 'below the minimum');
  t.match(await send(url, '/typed', { method: 'GET' }), { status: 400, body: { error: 'invalid_request' } }, 'missing');
});
