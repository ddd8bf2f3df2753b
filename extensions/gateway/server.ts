// The gateway's Fastify server: TLS, timeouts, JSON-only bodies, the DNS-rebinding guard, the declared pipeline
// (pipeline.ts) every route passes, /health, /pair, POST /webhook (its handlers are other extensions') and the admin
// routes; it mounts the route groups of other extensions (SOP dispatch, nodes, the dashboard's files, ...).
import { isUtf8 } from 'node:buffer';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { canonicalJson, InFlight, jsonDepthWithin, SvcError, type ConfigStore, type DaemonStatus, type JsonSchema, type Logger, type Metrics, type ShutdownWork } from '../../kernel/index.js';
import type { GatewayConfig } from './config.generated.js';
import type { BearerVerifier, GatewaySecurityEvent, RequestGuard, RouteDeclaration, RouteGroup, RouteHelpers, StateStore, WebhookHandler } from './api.js';
import { bodyValidator, lazyCompilers, validationMessage, type Validate } from './compilers.js';
import { answerError, HttpFailure, isHttpFailure } from './http-errors.js';
import { Notices } from './notices.js';
import { openApiDocument, type DescribedRoute } from './openapi.js';
import type { PairingCodes } from './pairing.js';
import { declaredHooks, Door, idempotencyKey, isStateUnavailable, nonUtf8Charset, pipeline, rawPath, stateUnavailable, type Checks, type DeclaredHooks } from './pipeline.js';
import { BEARER_PROTOCOL, isLoopbackAddress, isLoopbackHost, rawHeaderValues, type CredentialPolicy } from './policy.js';
import type { TlsMaterial } from './tls.js';

export { idempotencyKey, lazyCompilers };

export const BODY_LIMIT = 64 * 1024;
/** The state store's client tables: /webhook and /sop/* requests, /pair requests, failed pairing attempts. */
const SCOPES = ['webhook', 'pair', 'pairfail'] as const;
/** Deepest nesting of arrays and objects accepted in a JSON body (CONTRACT §4). */
export const MAX_JSON_DEPTH = 64;
/** Namespaces (below path_prefix) of the API, never answered with the dashboard's index.html, whatever is registered. */
const API_NAMESPACES = ['api', 'ws'];

export interface ServerDeps {
  /** [gateway] of the running config, read per request (a reload applies from the next one). */
  readonly gateway: () => GatewayConfig;
  readonly policy: () => CredentialPolicy;
  readonly state: StateStore;
  readonly store: ConfigStore;
  readonly metrics: Metrics;
  readonly pairing: PairingCodes;
  /** Persists a new token's hash (config store) and makes it valid from the next request. */
  readonly onPaired: (hash: string) => Promise<void>;
  /** Announces a security event (pairing, refused credentials) through gatewayEventsPoint. */
  readonly audit?: (event: GatewaySecurityEvent['event'], fields: GatewaySecurityEvent['fields']) => void;
  /** The plugged request guard (users and permission profiles), if any. */
  readonly guard?: () => RequestGuard | undefined;
  /** The plugged bearer verifier (OIDC issuers), if any. */
  readonly bearer?: () => BearerVerifier | undefined;
  /** The route groups of other extensions, each with the extension that registered it. */
  readonly groups: readonly { readonly owner: string; readonly group: RouteGroup }[];
  /** The handlers of POST /webhook, in the order they were offered, each with its extension. */
  readonly webhooks: readonly { readonly owner: string; readonly handler: WebhookHandler }[];
  readonly logger: Logger;
  readonly version: string;
  readonly now: () => number;
  /** Runs fn every ms until the returned function is called (the timeout sweep). */
  readonly every: (ms: number, fn: () => void) => () => void;
  readonly isReady: () => boolean;
  /** The daemon's status, for an admin caller of /health (absent: /health never shows details). */
  readonly status?: () => Promise<DaemonStatus>;
  /** Certificates and client-auth lists when gateway.tls.enabled (re-read on reload). */
  readonly tls: () => TlsMaterial | undefined;
}

export interface Gateway {
  readonly app: FastifyInstance;
  /**
   * From now on every new request but /health is answered 503 `shutting_down`; the requests in flight finish until
   * `deadline` aborts, and those still open then are answered 503 `shutting_down` too, each reported to `work`.
   */
  drain(deadline: AbortSignal, work: ShutdownWork): Promise<void>;
}

/** Retry-After of a 503 `shutting_down`: about what a restart takes, or a load balancer to notice the instance is gone. */
export const SHUTDOWN_RETRY_AFTER_SECS = 5;

/** A POST /webhook handler as the gateway applies it: its declaration's hooks and its body validator. */
interface ChosenWebhook {
  readonly handler: WebhookHandler;
  readonly hooks: DeclaredHooks;
  readonly body?: Validate;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The handler that answers this POST /webhook, chosen before the body is read. */
    svcWebhook?: ChosenWebhook;
    /** When this request must have been answered (the gateway's timeout sweep). */
    svcDeadline?: { deadline: number; secs: number };
  }
}

export async function buildServer(deps: ServerDeps): Promise<Gateway> {
  const { default: Fastify } = await import('fastify');
  const { default: sjson } = await import('secure-json-parse');
  const initial = deps.gateway();
  const tls = initial.tls?.enabled ? deps.tls() : undefined;
  const clientCertProblem = tls?.clientAuth ? (await import('./tls.js')).clientCertProblem : undefined;
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    // Node's requestTimeout bounds receiving the request; the handler timeout below bounds answering it.
    requestTimeout: initial.request_timeout_secs * 1000,
    connectionTimeout: (initial.request_timeout_secs + 10) * 1000,
    keepAliveTimeout: 5_000,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Requests that arrive while the server closes get the gateway's own 503 shutting_down (onRequest below).
    return503OnClosing: false,
    forceCloseConnections: true,
    schemaController: { compilersFactory: lazyCompilers() },
    ...(tls ? { https: { key: tls.key, cert: tls.cert, ...(tls.ca ? { ca: tls.ca } : {}), requestCert: tls.requestCert, rejectUnauthorized: tls.rejectUnauthorized } } : {}),
  }) as unknown as FastifyInstance;
  app.server.headersTimeout = 10_000;
  // Declared up front so every request object keeps one shape (properties added later deoptimise the hot path).
  for (const name of ['svcCredentials', 'svcClient', 'svcCanonical', 'svcDeadline', 'svcWebhook', 'svcPath', 'svcReservation', 'svcIdentity']) app.decorateRequest(name, undefined);

  const notices = new Notices(deps.logger, deps.now, deps.metrics, deps.audit);
  const prefix = initial.path_prefix ?? '';
  const door = new Door({ gateway: deps.gateway, policy: deps.policy, state: deps.state, notices, logger: deps.logger, prefix, ...(deps.guard ? { guard: deps.guard } : {}), ...(deps.bearer ? { bearer: deps.bearer } : {}) });
  const fail = answerError;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const charset = nonUtf8Charset(req.headers['content-type']);
    if (charset) return done(new HttpFailure('unsupported_media_type', `only UTF-8 JSON is accepted, not charset=${charset}`), undefined);
    const buf = body as Buffer;
    if (buf.length === 0) return done(null, null);
    // Decoding would turn invalid UTF-8 into U+FFFD and accept a body nobody sent (PITFALLS).
    if (!isUtf8(buf)) return done(new HttpFailure('invalid_json', 'the body is not valid UTF-8'), undefined);
    // Before parsing: JSON.parse and every walk after it recurse, and 20,000 nested arrays overflow the stack.
    if (!jsonDepthWithin(buf, MAX_JSON_DEPTH)) return done(new HttpFailure('invalid_json', `the body nests arrays and objects deeper than ${MAX_JSON_DEPTH}`), undefined);
    let value: unknown;
    try {
      value = sjson.parse(buf, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch (err) {
      return done(new HttpFailure('invalid_json', `the body is not valid JSON or uses a forbidden key: ${(err as Error).message}`), undefined);
    }
    try {
      (req as FastifyRequest).svcCanonical = canonicalJson(value);
    } catch {
      // The only value canonical JSON refuses after a parse: a number literal beyond IEEE double, parsed to ±Infinity.
      return done(new HttpFailure('invalid_json', 'the body holds a number outside the IEEE double range'), undefined);
    }
    done(null, value);
  });

  app.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (isHttpFailure(err)) return fail(reply, err.code, err.message, err.extra);
    // A route that reached the shared state (a pairing code) when it could not be reached: fail closed, say so.
    if (isStateUnavailable(err)) return stateUnavailable(reply, err);
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 'payload_too_large', `the body is larger than ${req.routeOptions.bodyLimit ?? BODY_LIMIT} bytes`);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(reply, 'unsupported_media_type', 'only application/json bodies are accepted');
    if (err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || err.code === 'FST_ERR_CTP_EMPTY_TYPE') return fail(reply, 'invalid_request', err.message);
    // Any other request Fastify refuses (FST_ERR_VALIDATION, a malformed URL, an over-long parameter) is the client's.
    if (err.code?.startsWith('FST_ERR_') && err.statusCode && err.statusCode < 500) return fail(reply, 'invalid_request', err.message);
    deps.logger.error({ route: req.routeOptions.url, err: err.message }, 'request failed');
    return fail(reply, 'internal_error', 'the request failed; see the gateway log');
  });
  app.setNotFoundHandler((req, reply) => fail(reply, 'not_found', `no route for ${req.method} ${req.url.split('?')[0]}`));

  // Requests in flight with their deadlines; one sweep a second answers the overdue ones with 408, so a request costs
  // a set entry rather than a timer and a listener. An answered request leaves the set in onResponse (held until the
  // sweep, every request of the last second stayed reachable: a profile of POST /sop under load showed that promotion
  // as most of the garbage collector's time); one that never finished (the client went away) leaves at the sweep.
  type Pending = { reply: FastifyReply; deadline: number; secs: number };
  const inFlight = new InFlight<Pending>();
  const answered = (reply: FastifyReply) => reply.sent || reply.raw.headersSent || reply.raw.destroyed;
  const stopSweep = deps.every(1000, () => {
    const now = deps.now();
    for (const entry of inFlight.values()) {
      const { reply } = entry;
      if (answered(reply)) inFlight.delete(entry);
      else if (now >= entry.deadline) {
        inFlight.delete(entry);
        fail(reply, 'request_timeout', `no answer within ${entry.secs} s`);
      }
    }
  });
  app.addHook('onClose', async () => stopSweep());
  // Routes that take the socket over (a WebSocket route declares `websocket: true`).
  const upgradeRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route as { websocket?: boolean }).websocket) upgradeRoutes.add(route.url);
  });

  // Every route, in one hook (each hook costs every request): the client certificate (mutual TLS), the DNS-rebinding
  // guard on a loopback bind, the answer deadline; no CORS headers are ever sent.
  let draining = false;
  const healthRoute = `${prefix}/health`;
  app.addHook('onRequest', async (req, reply) => {
    if (draining && req.routeOptions.url !== healthRoute) {
      reply.header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECS));
      return fail(reply, 'shutting_down', 'the service is shutting down; retry shortly');
    }
    // The WebSocket plugin lets every upgrade request through Fastify; only a WebSocket route (/ws/nodes) takes the
    // socket over. Any other upgrade gets its HTTP answer and then loses the connection, so idle upgrade sockets cannot
    // pile up.
    if (req.headers.upgrade !== undefined && !upgradeRoutes.has(req.routeOptions.url!)) reply.raw.once('finish', () => req.raw.socket.destroy());
    const g = deps.gateway();
    if (clientCertProblem) {
      const problem = clientCertProblem(req.raw.socket as TLSSocket, deps.tls() ?? tls!);
      if (problem) return fail(reply, 'forbidden', problem);
    }
    if (isLoopbackAddress(g.host === 'localhost' ? '127.0.0.1' : g.host) && !g.trust_forwarded_headers && !isLoopbackHost(req.headers.host)) {
      return fail(reply, 'forbidden', 'the Host header must name this loopback gateway');
    }
    // Read per request, so a reload applies to the next one; long-running routes extend it in their own hook.
    const entry = { reply, deadline: deps.now() + g.request_timeout_secs * 1000, secs: g.request_timeout_secs };
    req.svcDeadline = entry;
    inFlight.add(entry);
  });
  app.addHook('onRoute', (route) => {
    if (!route.config?.longRunning) return;
    const extend = async (req: FastifyRequest) => {
      const secs = deps.gateway().long_running_request_timeout_secs;
      if (req.svcDeadline) Object.assign(req.svcDeadline, { deadline: deps.now() + secs * 1000, secs });
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), extend];
  });

  // Every registered path is the API's (a parameter or wildcard reserves its whole first segment): the dashboard's
  // index.html never answers a path a route group owns, whatever method was used.
  const reservedExact = new Set<string>();
  const reservedNamespaces = new Set<string>(API_NAMESPACES);
  app.addHook('onRoute', (route) => {
    const path = prefix && route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    if (path === '/*' || path === '/' || path === '') return;
    if (/[:*]/.test(path)) reservedNamespaces.add(path.split('/')[1]!);
    else reservedExact.add(path);
  });
  const isReserved = (path: string) => reservedExact.has(path) || reservedNamespaces.has(path.split('/')[1]!);
  const helpers = routeHelpers(door, prefix, notices, isReserved);

  const record = deps.metrics.enabled ? instrument(deps.metrics) : undefined;
  // One onResponse hook, in the callback form (no promise per request).
  app.addHook('onResponse', (req, reply, done) => {
    try {
      if (req.svcDeadline) inFlight.delete(req.svcDeadline as Pending);
      record?.(req, reply);
    } finally {
      done();
    }
  });

  // Before any route is added: its onRoute hook gives every declaring route, in any scope, the gateway's checks.
  await app.register(pipeline, { door });

  const described: DescribedRoute[] = [];
  let document: Record<string, unknown> | undefined;
  const own: OwnRoutes = {
    deps,
    door,
    helpers,
    notices,
    // Built on the first request, from the routes as they were mounted.
    openapi: () => (document ??= openApiDocument(described, deps.webhooks, { version: deps.version })),
  };
  await app.register(async (api) => mountRoutes(api, own, deps.groups, helpers, (route) => void described.push(route)), { prefix });
  deps.metrics.gauge({ name: 'svc_gateway_requests_in_flight', help: 'Requests being answered now (the /metrics request included).', collect: (g) => g.set({}, inFlight.size) });
  deps.metrics.gauge({
    name: 'svc_gateway_tracked_clients',
    help: 'Clients tracked by the rate limits and lockouts, by scope (bounded by gateway.rate_limit_max_keys).',
    labelNames: ['scope'],
    collect: (g) => {
      for (const scope of SCOPES) g.set({ scope }, deps.state.size(scope));
    },
  });
  const drain = async (deadline: AbortSignal, work: ShutdownWork): Promise<void> => {
    draining = true;
    // What is open now is waited for: each leaves the set when answered (onResponse) or when its client goes away.
    const open: Pending[] = [];
    for (const entry of inFlight.values()) {
      if (answered(entry.reply)) inFlight.delete(entry);
      else open.push(entry);
    }
    for (const entry of open) entry.reply.raw.once('close', () => inFlight.delete(entry));
    await inFlight.idle(deadline);
    let finished = 0;
    for (const { reply } of open) {
      if (answered(reply) || reply.raw.writableFinished) {
        finished += 1;
        continue;
      }
      const req = reply.request;
      reply.header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECS));
      fail(reply, 'shutting_down', 'the service shut down before this request finished; retry it');
      work.abandoned(
        'requests',
        { request_id: req.id, method: req.method, path: rawPath(req, prefix), client: door.client(req) },
        'request abandoned at shutdown: answered 503 shutting_down',
      );
    }
    work.finished('requests', finished);
  };
  return { app, drain };
}

/** What routes get besides their declarations; `admit` and `runOnce` are gateway 0.2's steps, kept for its route groups. */
function routeHelpers(door: Door, prefix: string, notices: Notices, isReserved: (path: string) => boolean): RouteHelpers {
  return {
    client: (req) => door.client(req),
    noteUnauthorized: (client) => notices.note('unauthorized', client),
    isApiPath: isReserved,
    isLoopbackClient: (req) => door.isLoopbackClient(req),
    // Gateway 0.2's own steps pass the request guard too (users and permission profiles), as declared routes do.
    admitAdmin: (req, reply) => door.admitAdmin(req, reply) && door.guarded(req, reply, 'admin', true),
    admit: async (req, reply, rule) => (await door.front(req, reply, { access: rule })) && door.guarded(req, reply, rule, true),
    runOnce: async (req, reply, scope, run) => {
      const keys = rawHeaderValues(req.raw, 'x-idempotency-key');
      if (keys.length > 1 || (keys.length === 1 && !/^[\x21-\x7e]{1,255}$/.test(keys[0]!))) {
        answerError(reply, 'invalid_idempotency_key', 'X-Idempotency-Key must be sent once, as 1 to 255 visible ASCII characters');
        return { answered: true, duplicate: false };
      }
      if (keys.length === 0) return { answered: false, value: await run() };
      req.svcPath = scope.path;
      if (!(await door.reserve(req, reply, { domain: scope.domain }, keys[0]!))) return { answered: true, duplicate: reply.statusCode === 200 };
      try {
        return { answered: false, value: await run() };
      } catch (err) {
        await door.release(req);
        throw err;
      }
    },
    canonicalBody: (req) => req.svcCanonical ?? 'null',
    rawPath: (req) => rawPath(req, prefix),
    fail: answerError,
  };
}

/** The helpers a route group gets while only its routes are listed: nothing is served, so each one refuses. */
const LISTING_HELPERS: RouteHelpers = (() => {
  const refuse = (): never => {
    throw new Error('this Fastify instance only lists routes and answers no request');
  };
  return { client: refuse, isLoopbackClient: refuse, admitAdmin: refuse, admit: refuse, runOnce: refuse, noteUnauthorized: refuse, isApiPath: refuse, canonicalBody: refuse, rawPath: refuse, fail: refuse };
})();

/** What the gateway's own routes use; while they are only listed, nothing of it is used but what mounting reads. */
interface OwnRoutes {
  readonly deps: ServerDeps;
  readonly door: Door;
  readonly helpers: RouteHelpers;
  readonly notices: Notices;
  openapi(): Record<string, unknown>;
}

/** One mounted route as the OpenAPI document needs it (Fastify's route options, the prefix left out). */
function described(owner: string, route: RouteOptions, prefix: string): DescribedRoute[] {
  const url = prefix && route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
  const schema = route.schema as DescribedRoute['schema'] | undefined;
  const declaration = route.config?.gateway;
  return [route.method]
    .flat()
    .map((method) => ({ owner, method, url: url || '/', ...(schema ? { schema } : {}), ...(declaration ? { declaration } : {}), ...(route.config?.longRunning ? { longRunning: true } : {}) }));
}

/** Frames of a WebSocket route at most (/ws/nodes, /ws/chat); a larger one closes the socket with 1009. */
export const MAX_WEBSOCKET_FRAME_BYTES = 64 * 1024;
/** How long a closing WebSocket may take its closing handshake at shutdown before it is cut. */
const WEBSOCKET_CLOSE_GRACE_MS = 2_000;

/**
 * The WebSocket plugin, once for every route group: a route declares `websocket: true` (and its access, checked before
 * the upgrade). Registered twice, each copy would route every upgrade through Fastify again. The subprotocol chosen is
 * the first one offered that is not a credential (`svc.bearer.<token>` is never echoed back).
 */
export async function registerWebSockets(scope: FastifyInstance): Promise<void> {
  const { default: websocket } = await import('@fastify/websocket');
  await scope.register(websocket, {
    // Before the features' own preClose hooks (this scope is their parent): every socket gets 1001 and a grace period
    // for its closing handshake, then is cut; the features then forget theirs.
    preClose(this: FastifyInstance, done: () => void) {
      const wss = this.websocketServer;
      for (const client of wss.clients) client.close(1001, 'shutting down');
      setTimeout(() => wss.clients.forEach((c) => c.terminate()), WEBSOCKET_CLOSE_GRACE_MS).unref();
      wss.close();
      done();
    },
    options: {
      maxPayload: MAX_WEBSOCKET_FRAME_BYTES,
      handleProtocols: (offered: Set<string>) => [...offered].find((p) => !p.startsWith(BEARER_PROTOCOL)) ?? false,
    },
  });
}

/**
 * The gateway's own routes, then each extension's groups, each in a scope of its own that reports its routes with
 * their owner: what the server mounts, and what the OpenAPI document and the route inventory list.
 */
async function mountRoutes(api: FastifyInstance, own: OwnRoutes, groups: ServerDeps['groups'], helpers: RouteHelpers, collect: (route: DescribedRoute) => void): Promise<void> {
  const scoped = (parent: FastifyInstance, owner: string, mount: (scope: FastifyInstance) => unknown) =>
    parent.register(async (scope) => {
      scope.addHook('onRoute', (route) => described(owner, route, api.prefix).forEach(collect));
      await mount(scope);
    });
  await scoped(api, NAME, (scope) => ownRoutes(scope, own));
  // The groups share one scope with the WebSocket plugin; the gateway's own routes stay outside it, so an upgrade
  // request to one of them gets its HTTP answer.
  await api.register(async (shared) => {
    await registerWebSockets(shared);
    for (const { owner, group } of groups) {
      await scoped(shared, owner, async (scope) => {
        try {
          await group.plugin(scope, helpers);
        } catch (err) {
          throw new SvcError('SVC_ERR_EXT_REGISTER', `extension "${owner}" registers the route group "${group.name}", which fails to mount: ${err instanceof Error ? err.message : String(err)}`, { extension: owner });
        }
      });
    }
  });
}

const NAME = 'gateway';
const HEALTH: JsonSchema = {
  type: 'object',
  required: ['status', 'version'],
  properties: {
    status: { const: 'ok' },
    version: { type: 'string' },
    restart_required: { type: 'array', items: { type: 'string' }, description: 'Admins only: paths that apply after a restart.' },
    extensions: { type: 'array', description: 'Admins only: each extension and its state.' },
    listeners: { type: 'array', description: 'Admins only: the listeners and their URLs.' },
    emergency_stop: { type: 'object', description: 'Admins only, when the emergency stop is engaged: its state (reason, since, by whom).' },
  },
};
const PAIRED: JsonSchema = { type: 'object', required: ['paired', 'token'], properties: { paired: { const: true }, token: { type: 'string', pattern: '^svc_[0-9a-f]{64}$', description: 'Send it as Authorization: Bearer; only its hash is stored.' } } };

/** /health, /api/openapi.json, POST /webhook, /pair and the admin routes. */
async function ownRoutes(api: FastifyInstance, own: OwnRoutes): Promise<void> {
  const { deps, door, helpers, notices } = own;
  const health: RouteDeclaration = {
    access: 'public',
    summary: 'Whether the service is up; an admin caller also learns what needs attention',
    responses: { 200: { description: 'Up.', schema: HEALTH } },
    errors: ['not_ready', 'state_unavailable'],
  };
  // An admin caller (the admin routes' rule and the request guard, asked without answering) also gets what needs attention.
  api.get('/health', { config: { gateway: health } }, async (req, reply) => {
    if (!deps.isReady()) return answerError(reply, 'not_ready', 'the service is starting or stopping');
    const state = deps.state.health();
    if (!state.ok) {
      reply.header('retry-after', '1');
      // Why, with the backend's address, to an admin caller only.
      const why = door.adminView(req) ? `: ${state.reason}` : '';
      return answerError(reply, 'state_unavailable', `the service's shared state cannot be reached${why}`);
    }
    if (!deps.status || !door.adminView(req)) return { status: 'ok', version: deps.version };
    // Outside a daemon (a gateway built alone) there is no status to add.
    const s = await deps.status().catch(() => undefined);
    if (!s) return { status: 'ok', version: deps.version };
    // An engaged emergency stop is what an admin most needs to see (the estop extension's status section).
    const estop = s.sections.estop as { engaged?: unknown } | undefined;
    return { status: 'ok', version: deps.version, restart_required: s.restart_required, extensions: s.extensions, listeners: s.listeners, ...(estop?.engaged === true ? { emergency_stop: estop } : {}) };
  });
  const openapi: RouteDeclaration = { access: 'admin', summary: 'This document: every route the gateway serves', responses: { 200: { description: 'OpenAPI 3.1.', schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } } };
  api.get('/api/openapi.json', { config: { gateway: openapi } }, async () => own.openapi());
  await api.register(async (scope) => webhookRoute(scope, deps.webhooks.map((w) => w.handler), door, helpers));
  await api.register(async (scope) => pairRoute(scope, deps, helpers, notices));
  await api.register(async (scope) => {
    const { adminRoutes } = await import('./admin.js');
    await adminRoutes(scope, deps, helpers);
  });
}

/**
 * Every route the gateway would serve with these groups and /webhook handlers, each with its owner: mounted on a
 * throwaway Fastify (never listening) that is closed again. A group that fails to mount is reported naming its extension.
 */
export async function describeRoutes(groups: ServerDeps['groups'], webhooks: ServerDeps['webhooks']): Promise<DescribedRoute[]> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false, exposeHeadRoutes: false, schemaController: { compilersFactory: lazyCompilers() } }) as unknown as FastifyInstance;
  const routes: DescribedRoute[] = [];
  const refuse = (): never => {
    throw new Error('the gateway only lists its routes here');
  };
  // Mounting reads only the /webhook handlers; everything else refuses, as nothing is served.
  const deps = new Proxy({ webhooks } as unknown as ServerDeps, { get: (target, key) => (key in target ? target[key as keyof ServerDeps] : refuse) });
  const own: OwnRoutes = { deps, door: refuse as never, helpers: LISTING_HELPERS, notices: refuse as never, openapi: refuse };
  try {
    await app.register(async (api) => mountRoutes(api, own, groups, LISTING_HELPERS, (route) => void routes.push(route)));
    await app.ready();
  } finally {
    await app.close();
  }
  return routes;
}

/** The OpenAPI document of these groups and handlers with the gateway's own routes (`svc gateway openapi`). */
export async function describeApi(groups: ServerDeps['groups'], webhooks: ServerDeps['webhooks'], version: string): Promise<Record<string, unknown>> {
  return openApiDocument(await describeRoutes(groups, webhooks), webhooks, { version });
}

/**
 * `METHOD url` of every route each extension's groups mount (below gateway.path_prefix), and `POST /webhook (claim)` or
 * `(fallback)` for its /webhook handlers.
 */
export async function listRoutes(groups: ServerDeps['groups'], webhooks: ServerDeps['webhooks']): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const add = (owner: string, route: string): void => {
    const list = (out[owner] ??= []);
    if (!list.includes(route)) list.push(route);
  };
  for (const route of await describeRoutes(groups, [])) if (route.owner !== NAME) add(route.owner, `${route.method} ${route.url}`);
  for (const { owner, handler } of webhooks) add(owner, `POST /webhook (${handler.fallback ? 'fallback' : 'claim'})`);
  return out;
}

/** Requests by route pattern (never the raw URL: bounded label values), method and status, and their durations. */
function instrument(metrics: Metrics): (req: FastifyRequest, reply: FastifyReply) => void {
  const requests = metrics.counter({ name: 'svc_http_requests_total', help: 'Gateway HTTP requests answered.', labelNames: ['route', 'method', 'status'] });
  const seconds = metrics.histogram({ name: 'svc_http_request_duration_seconds', help: 'Gateway HTTP request durations.', labelNames: ['route', 'method'] });
  return (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: req.method, status: reply.statusCode });
    seconds.observe({ route, method: req.method }, reply.elapsedTime / 1000);
  };
}

/** A handler's declaration, also for one written against gateway 0.2 (`credentials`, `claims()`). */
function declarationOf(handler: WebhookHandler): Checks {
  return handler.declaration ?? { access: handler.credentials ?? 'dispatch' };
}

/**
 * POST /webhook: the first handler that claims the request answers it (chosen before the body is read), else the
 * fallback; the chosen handler's declaration applies to it as a route's does, in the same order.
 */
function webhookRoute(app: FastifyInstance, handlers: readonly WebhookHandler[], door: Door, helpers: RouteHelpers): void {
  const choices = handlers.map((handler): ChosenWebhook => ({ handler, hooks: declaredHooks(door, declarationOf(handler)), ...(handler.body ? { body: bodyValidator(handler.body) } : {}) }));
  const claimants = choices.filter((c) => !c.handler.fallback);
  const fallback = choices.find((c) => c.handler.fallback);
  const claims = (c: ChosenWebhook): boolean => {
    const targets = c.handler.declaration?.targets;
    return targets ? targets.serves('/webhook') : c.handler.claims?.() === true;
  };
  const choose = (): ChosenWebhook | undefined => {
    for (const c of claimants) if (claims(c)) return c;
    return fallback;
  };
  type Next = (err?: Error) => void;
  app.post('/webhook', {
    onRequest: async (req, reply) => {
      const chosen = choose();
      if (!chosen) return answerError(reply, 'not_found', 'no loaded extension answers POST /webhook');
      req.svcWebhook = chosen;
      return chosen.hooks.onRequest.call(app, req, reply, () => undefined);
    },
    preValidation: (req, reply, done: Next) => {
      const { hooks, body } = req.svcWebhook!;
      const validate = () => {
        if (body && !body(req.body)) return done(new HttpFailure('invalid_request', validationMessage('body', body)));
        done();
      };
      if (!hooks.preValidation) return validate();
      (hooks.preValidation as (q: FastifyRequest, r: FastifyReply, d: Next) => void).call(app, req, reply, validate);
    },
    preHandler: (req, reply, done: Next) => {
      const { preHandler } = req.svcWebhook!.hooks;
      if (!preHandler) return done();
      (preHandler as (q: FastifyRequest, r: FastifyReply, d: Next) => void).call(app, req, reply, done);
    },
    onError: (req, reply, error, done) => {
      const { onError } = req.svcWebhook?.hooks ?? {};
      if (!onError) return done();
      (onError as (q: FastifyRequest, r: FastifyReply, e: Error, d: () => void) => void).call(app, req, reply, error, done);
    },
    handler: async (req, reply) => door.runGuarded(req, () => req.svcWebhook!.handler.handle(req, reply, helpers)),
  });
}

function pairRoute(app: FastifyInstance, deps: ServerDeps, h: RouteHelpers, notices: Notices): void {
  // One attempt at a time per client: the lockout's check and its count are two store operations now, and a burst of
  // guesses must not all pass the check before the first failure is counted. Bounded: an entry lives while its client
  // has an attempt in flight (the rate limit before it bounds how many do).
  const inFlight = new Map<string, Promise<unknown>>();
  // The pairing rate limit is declared: a flood is refused before it waits in the queue below.
  const pair: RouteDeclaration = {
    access: 'public',
    rateLimit: 'pair',
    summary: 'Trades a pairing code for a bearer token',
    headers: { 'X-Pairing-Code': { description: 'A pending code (svc gateway get-paircode, POST /api/pairing/initiate); single use.', required: true } },
    responses: { 200: { description: 'Paired: the token is valid from the next request.', schema: PAIRED } },
    errors: ['invalid_pairing_code', 'pairing_locked'],
  };
  app.post('/pair', { config: { gateway: pair } }, async (req, reply) => {
    const client = h.client(req);
    const before = inFlight.get(client);
    const mine = (async () => {
      await before?.catch(() => undefined);
      return attempt(req, reply, client);
    })();
    inFlight.set(client, mine);
    try {
      return await mine;
    } finally {
      if (inFlight.get(client) === mine) inFlight.delete(client);
    }
  });

  async function attempt(req: FastifyRequest, reply: FastifyReply, client: string): Promise<unknown> {
    const g = deps.gateway();
    const rule = { maxFailures: g.pairing_dashboard.max_failed_attempts, lockMs: g.pairing_dashboard.lockout_secs * 1000, maxKeys: g.rate_limit_max_keys };
    const lockedMs = await deps.state.lockedFor('pairfail', client, rule);
    if (lockedMs > 0) {
      const retryAfter = Math.max(1, Math.ceil(lockedMs / 1000));
      notices.note('pairing_locked', client);
      reply.header('retry-after', String(retryAfter));
      // Also when this client is new and rate_limit_max_keys clients have failures pending: nowhere to count its own.
      return h.fail(reply, 'pairing_locked', 'too many failed pairing attempts (from this client, or from more clients than are tracked); wait before trying again', { retry_after: retryAfter });
    }
    const codes = rawHeaderValues(req.raw, 'x-pairing-code');
    if (codes.length !== 1 || !(await deps.pairing.redeem(codes[0]!))) {
      if ((await deps.state.fail('pairfail', client, rule)) > 0) deps.logger.warn({ client, failures: rule.maxFailures }, 'pairing locked for a client after failed attempts');
      deps.audit?.('pairing.failed', { client });
      return h.fail(reply, 'invalid_pairing_code', 'the pairing code is wrong, used or expired');
    }
    const { hashToken, newToken } = await import('./pairing.js');
    const token = newToken();
    await deps.onPaired(hashToken(token));
    deps.logger.info({ client }, 'a client paired');
    deps.audit?.('pairing.paired', { client, token_hash_prefix: hashToken(token).slice(0, 12) });
    return { paired: true, token };
  }
}
