// The gateway's Fastify server: TLS, timeouts, JSON-only bodies, the DNS-rebinding guard, credential policy, rate
// limits, idempotency (the steps of CONTRACT §4 that route groups call in order), /health, /pair and POST /webhook (its
// handlers are other extensions'); it mounts the admin routes, /ws/nodes, the dashboard files and the route groups.
import { isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson, jsonDepthWithin, SvcError, type ConfigStore, type Logger, type DaemonStatus, type Metrics, type ShutdownWork } from '../../kernel/index.js';
import type { GatewayConfig, NodesConfig } from './config.generated.js';
import type { CredentialRule, RouteGroup, RouteHelpers, StateStore, WebhookHandler } from './api.js';
import { answerError, HttpFailure, isHttpFailure } from './http-errors.js';
import { Notices } from './notices.js';
import type { NodeRegistry } from './nodes.js';
import type { PairingCodes } from './pairing.js';
import { clientAddress, failClosed, isLoopbackAddress, isLoopbackClient, isLoopbackHost, rawHeaderValues, sha256Hex, snapshot, type CredentialPolicy, type Credentials } from './policy.js';
import type { TlsMaterial } from './tls.js';

export const BODY_LIMIT = 64 * 1024;
const WINDOW_MS = 60_000;
/** The state store's client tables: /webhook and /sop/* requests, /pair requests, failed pairing attempts. */
const SCOPES = ['webhook', 'pair', 'pairfail'] as const;
/** Deepest nesting of arrays and objects accepted in a JSON body (CONTRACT §4). */
export const MAX_JSON_DEPTH = 64;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const DUPLICATE_MESSAGE = 'an earlier request reserved this idempotency key; no new dispatch was started';
/** Namespaces (below path_prefix) of the API, never answered with the dashboard's index.html, whatever is registered. */
const API_NAMESPACES = ['api', 'ws'];

export interface ServerDeps {
  /** [gateway] and [nodes] of the running config, read per request (a reload applies from the next one). */
  readonly gateway: () => GatewayConfig;
  readonly nodes: () => NodesConfig;
  readonly policy: () => CredentialPolicy;
  readonly state: StateStore;
  readonly store: ConfigStore;
  readonly metrics: Metrics;
  readonly pairing: PairingCodes;
  /** Persists a new token's hash (config store) and makes it valid from the next request. */
  readonly onPaired: (hash: string) => Promise<void>;
  readonly groups: readonly RouteGroup[];
  /** The handlers of POST /webhook, in the order they were offered. */
  readonly webhooks: readonly WebhookHandler[];
  readonly logger: Logger;
  readonly version: string;
  readonly now: () => number;
  /** Runs fn every ms until the returned function is called (node pings). */
  readonly every: (ms: number, fn: () => void) => () => void;
  readonly isReady: () => boolean;
  /** The daemon's status, for an admin caller of /health (absent: /health never shows details). */
  readonly status?: () => Promise<DaemonStatus>;
  /** Certificates and client-auth lists when gateway.tls.enabled (re-read on reload). */
  readonly tls: () => TlsMaterial | undefined;
}

export interface Gateway {
  readonly app: FastifyInstance;
  readonly nodes: NodeRegistry;
  /**
   * From now on every new request but /health is answered 503 `shutting_down`; the requests in flight finish until
   * `deadline` aborts, and those still open then are answered 503 `shutting_down` too, each reported to `work`.
   */
  drain(deadline: AbortSignal, work: ShutdownWork): Promise<void>;
}

/** Retry-After of a 503 `shutting_down`: about what a restart takes, or a load balancer to notice the instance is gone. */
export const SHUTDOWN_RETRY_AFTER_SECS = 5;

/** `<len>:<domain><len>:<namespace><len>:<key>`: injective, so no two (domain, path, key) triples share a key. */
export function idempotencyKey(domain: string, namespace: string, key: string): string {
  return [domain, namespace, key].map((p) => `${p.length}:${p}`).join('');
}

declare module 'fastify' {
  interface FastifyRequest {
    svcCredentials?: Credentials;
    svcClient?: string;
    /** The handler that answers this POST /webhook, chosen before the body is read. */
    svcWebhook?: WebhookHandler;
    /** The canonical JSON of a parsed body (the SOP payload and the idempotency fingerprint's input). */
    svcCanonical?: string;
    /** When this request must have been answered (the gateway's timeout sweep). */
    svcDeadline?: { deadline: number; secs: number };
  }
  interface FastifyContextConfig {
    /** The route runs under gateway.long_running_request_timeout_secs instead of request_timeout_secs. */
    longRunning?: boolean;
  }
}

const require = createRequire(import.meta.url);

/**
 * Fastify's schema compilers, each loaded when a route first needs it: the validator when a route declares a request
 * schema, the serializer when one declares a response schema (a third party's may; none of ours does: bodies are
 * parsed and checked by the gateway, answers are small objects JSON.stringify writes as fast). Fastify loads both
 * eagerly otherwise: profiles of `svc daemon` showed the validator as 26 ms of every start, and the serializer (with
 * ajv, which it needs) as 8 ms and ajv's whole module graph in memory.
 */
export function lazyCompilers(): { buildValidator: never; buildSerializer: never } {
  type Compile = (route: unknown) => unknown;
  type Factory = (externalSchemas: unknown, options: unknown) => Compile;
  // Resolved from Fastify's own folder: they are Fastify's dependencies, not ours.
  const lazy = (module: string) => {
    let pool: Factory | undefined;
    return (externalSchemas: unknown, options: unknown): Compile => {
      let compile: Compile | undefined;
      return (route) => (compile ??= (pool ??= (createRequire(require.resolve('fastify'))(module) as () => Factory)())(externalSchemas, options))(route);
    };
  };
  return { buildValidator: lazy('@fastify/ajv-compiler') as never, buildSerializer: lazy('@fastify/fast-json-stringify-compiler') as never };
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
  app.decorateRequest('svcCredentials', undefined);
  app.decorateRequest('svcClient', undefined);
  app.decorateRequest('svcCanonical', undefined);
  app.decorateRequest('svcDeadline', undefined);
  app.decorateRequest('svcWebhook', undefined);

  const trust = () => deps.gateway().trust_forwarded_headers;
  const notices = new Notices(deps.logger, deps.now, deps.metrics);
  const prefix = initial.path_prefix ?? '';
  const unauthorized = (client: string, reply: FastifyReply) => {
    notices.note('unauthorized', client);
    return helpers.fail(reply, 'unauthorized', 'credentials are missing or wrong');
  };
  /** Whether a request may use the admin routes, and if not, why (without answering it). */
  const adminVerdict = (req: FastifyRequest): 'ok' | 'remote' | 'no_credential' | 'token' => {
    const g = deps.gateway();
    const loopback = helpers.isLoopbackClient(req);
    if (!loopback && !g.allow_remote_admin) return 'remote';
    if (!g.require_pairing) return loopback ? 'ok' : 'no_credential';
    return snapshot(req.raw, deps.policy()).tokenOk ? 'ok' : 'token';
  };
  const helpers: RouteHelpers = {
    client: (req) => (req.svcClient ??= clientAddress(req.raw, trust())),
    isLoopbackClient: (req) => isLoopbackClient(req.raw, trust()),
    fail: answerError,
    admitAdmin: (req, reply) => {
      const verdict = adminVerdict(req);
      if (verdict === 'ok') return true;
      if (verdict === 'remote') helpers.fail(reply, 'forbidden', 'the admin routes answer loopback clients only (gateway.allow_remote_admin is false)');
      // No credential exists to authenticate anyone else: only a local operator may administer.
      else if (verdict === 'no_credential') helpers.fail(reply, 'forbidden', 'with gateway.require_pairing = false the admin routes answer loopback clients only');
      else {
        notices.note('unauthorized', helpers.client(req));
        helpers.fail(reply, 'unauthorized', 'a paired bearer token is required (Authorization: Bearer <token>)');
      }
      return false;
    },
    admit: async (req, reply, rule) => {
      const client = helpers.client(req);
      if (await rateLimited(deps, 'webhook', deps.gateway().webhook_rate_limit_per_minute, client, reply, helpers.fail, notices)) return false;
      const creds = snapshot(req.raw, deps.policy());
      req.svcCredentials = creds;
      if (rule === 'chat' && !creds.pairingRequired && !creds.secretConfigured) {
        // No credential to check: a local user may chat, nobody else.
        if (!helpers.isLoopbackClient(req)) {
          helpers.fail(reply, 'forbidden', 'with no gateway credential configured, only loopback clients may chat');
          return false;
        }
      } else if (!credentialsPass(creds, rule)) {
        unauthorized(client, reply);
        return false;
      }
      const problem = mediaTypeProblem(req);
      if (problem) {
        helpers.fail(reply, 'unsupported_media_type', problem);
        return false;
      }
      return true;
    },
    runOnce: async (req, reply, scope, run) => {
      const keys = rawHeaderValues(req.raw, 'x-idempotency-key');
      if (keys.length > 1 || (keys.length === 1 && !IDEMPOTENCY_KEY.test(keys[0]!))) {
        helpers.fail(reply, 'invalid_idempotency_key', 'X-Idempotency-Key must be sent once, as 1 to 255 visible ASCII characters');
        return { answered: true, duplicate: false };
      }
      if (keys.length === 0) return { answered: false, value: await run() };
      const g = deps.gateway();
      const key = `idem:${idempotencyKey(scope.domain, scope.path, keys[0]!)}`;
      let reservation;
      try {
        reservation = await deps.state.reserve(key, sha256Hex(helpers.canonicalBody(req)), g.idempotency_ttl_secs * 1000, g.idempotency_max_keys);
      } catch (err) {
        // Never dispatched without its reservation: the client retries once the store answers again.
        stateUnavailable(reply, err, helpers.fail);
        return { answered: true, duplicate: false };
      }
      switch (reservation) {
        case 'duplicate':
          reply.code(200).type('application/json').send({ status: 'duplicate', idempotent: true, message: DUPLICATE_MESSAGE });
          return { answered: true, duplicate: true };
        case 'reused':
          helpers.fail(reply, 'idempotency_key_reused', 'this idempotency key was reserved by a request with another body; use a new key');
          return { answered: true, duplicate: false };
        case 'full':
          notices.note('idempotency_store_full', helpers.client(req));
          helpers.fail(reply, 'idempotency_store_full', 'too many idempotency keys are live; retry later or send none');
          return { answered: true, duplicate: false };
        case 'reserved':
      }
      let handedOver = false;
      try {
        const value = await run();
        handedOver = true;
        return { answered: false, value };
      } finally {
        // The request fails without a dispatch to show for it: the client's retry must not be answered "duplicate".
        // A store that cannot be reached now lets the key expire with its TTL (logged: the retry is answered duplicate).
        if (!handedOver) {
          await deps.state.release(key).catch((err: Error) => deps.logger.warn({ err: err.message, scope: scope.domain, path: scope.path }, 'an idempotency key could not be released; it expires with its TTL'));
        }
      }
    },
    canonicalBody: (req) => req.svcCanonical ?? 'null',
    rawPath: (req) => rawPath(req, prefix),
  };
  const { fail } = helpers;

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
    if (isStateUnavailable(err)) {
      stateUnavailable(reply, err, fail);
      return reply;
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 'payload_too_large', `the body is larger than ${BODY_LIMIT} bytes`);
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
  type InFlight = { reply: FastifyReply; deadline: number; secs: number };
  const inFlight = new Set<InFlight>();
  const stopSweep = deps.every(1000, () => {
    const now = deps.now();
    for (const entry of inFlight) {
      const { reply } = entry;
      if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) inFlight.delete(entry);
      else if (now >= entry.deadline) {
        inFlight.delete(entry);
        fail(reply, 'request_timeout', `no answer within ${entry.secs} s`);
      }
    }
  });
  app.addHook('onClose', async () => stopSweep());
  const nodesRoute = `${prefix}/ws/nodes`;

  // Every route, in one hook (each hook costs every request): the client certificate (mutual TLS), the DNS-rebinding
  // guard on a loopback bind, the answer deadline; no CORS headers are ever sent.
  let draining = false;
  const healthRoute = `${prefix}/health`;
  app.addHook('onRequest', async (req, reply) => {
    if (draining && req.routeOptions.url !== healthRoute) {
      reply.header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECS));
      return fail(reply, 'shutting_down', 'the service is shutting down; retry shortly');
    }
    // The WebSocket plugin lets every upgrade request through Fastify; only /ws/nodes takes the socket over. Any other
    // upgrade gets its HTTP answer and then loses the connection, so idle upgrade sockets cannot pile up.
    if (req.headers.upgrade !== undefined && req.routeOptions.url !== nodesRoute) reply.raw.once('finish', () => req.raw.socket.destroy());
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

  const record = deps.metrics.enabled ? instrument(deps.metrics) : undefined;
  // One onResponse hook, in the callback form (no promise per request).
  app.addHook('onResponse', (req, reply, done) => {
    try {
      if (req.svcDeadline) inFlight.delete(req.svcDeadline as InFlight);
      record?.(req, reply);
    } finally {
      done();
    }
  });

  let nodes: NodeRegistry | undefined;
  await app.register(
    async (api) => {
      // An admin caller (the admin routes' rule, checked without answering) also gets what needs attention.
      api.get('/health', async (req, reply) => {
        if (!deps.isReady()) return fail(reply, 'not_ready', 'the service is starting or stopping');
        const health = deps.state.health();
        if (!health.ok) {
          reply.header('retry-after', '1');
          // Why, with the backend's address, to an admin caller only.
          const why = adminVerdict(req) === 'ok' ? `: ${health.reason}` : '';
          return fail(reply, 'state_unavailable', `the service's shared state cannot be reached${why}`);
        }
        if (!deps.status || adminVerdict(req) !== 'ok') return { status: 'ok', version: deps.version };
        // Outside a daemon (a gateway built alone) there is no status to add.
        const s = await deps.status().catch(() => undefined);
        if (!s) return { status: 'ok', version: deps.version };
        return { status: 'ok', version: deps.version, restart_required: s.restart_required, extensions: s.extensions, listeners: s.listeners };
      });
      await api.register(async (scope) => webhookRoute(scope, deps.webhooks, helpers));
      await api.register(async (scope) => pairRoute(scope, deps, helpers, notices));
      await api.register(async (scope) => {
        const { adminRoutes } = await import('./admin.js');
        await adminRoutes(scope, { ...deps, nodes: () => nodes }, helpers);
      });
      await api.register(async (scope) => {
        const { registerNodes } = await import('./nodes.js');
        nodes = await registerNodes(scope, {
          nodes: () => deps.nodes(),
          pingIntervalMs: () => deps.gateway().websocket_ping_interval_secs * 1000,
          client: helpers.client,
          fail,
          logger: deps.logger,
          unauthorized: (client) => notices.note('unauthorized', client),
          now: deps.now,
          every: deps.every,
        });
      });
      await api.register(async (scope) => {
        const { registerStatic } = await import('./static.js');
        registerStatic(scope, { root: () => deps.gateway().web_dist_dir, isReserved, fail });
      });
      for (const group of deps.groups) await api.register(async (scope) => group.plugin(scope, helpers));
    },
    { prefix },
  );
  deps.metrics.gauge({ name: 'svc_gateway_nodes_connected', help: 'Nodes connected to /ws/nodes.', collect: (g) => g.set({}, nodes?.size ?? 0) });
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
    const answered = (reply: FastifyReply) => reply.sent || reply.raw.headersSent || reply.raw.destroyed;
    const open = [...inFlight].map((e) => e.reply).filter((reply) => !answered(reply));
    let left = open.length;
    if (left && !deadline.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          deadline.removeEventListener('abort', done);
          resolve();
        };
        deadline.addEventListener('abort', done, { once: true });
        for (const reply of open) reply.raw.once('close', () => --left === 0 && done());
      });
    }
    let finished = 0;
    for (const reply of open) {
      if (answered(reply) || reply.raw.writableFinished) {
        finished += 1;
        continue;
      }
      const req = reply.request;
      reply.header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECS));
      fail(reply, 'shutting_down', 'the service shut down before this request finished; retry it');
      work.abandoned(
        'requests',
        { request_id: req.id, method: req.method, path: rawPath(req, prefix), client: helpers.client(req) },
        'request abandoned at shutdown: answered 503 shutting_down',
      );
    }
    work.finished('requests', finished);
  };
  return { app, nodes: nodes!, drain };
}

/** The helpers a route group gets while only its routes are listed: nothing is served, so each one refuses. */
const LISTING_HELPERS: RouteHelpers = (() => {
  const refuse = (): never => {
    throw new Error('this Fastify instance only lists routes and answers no request');
  };
  return { client: refuse, isLoopbackClient: refuse, admitAdmin: refuse, admit: refuse, runOnce: refuse, canonicalBody: refuse, rawPath: refuse, fail: refuse };
})();

/**
 * `METHOD url` of every route each extension's groups mount (below gateway.path_prefix), and `POST /webhook (claim)` or
 * `(fallback)` for its /webhook handlers. Builds a throwaway Fastify (never listening) and closes it; a group that fails
 * to mount is reported naming its extension.
 */
export async function listRoutes(
  groups: readonly { readonly owner: string; readonly group: RouteGroup }[],
  webhooks: readonly { readonly owner: string; readonly handler: WebhookHandler }[],
): Promise<Record<string, string[]>> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false, exposeHeadRoutes: false, schemaController: { compilersFactory: lazyCompilers() } }) as unknown as FastifyInstance;
  const out: Record<string, string[]> = {};
  const add = (owner: string, route: string): void => {
    const list = (out[owner] ??= []);
    if (!list.includes(route)) list.push(route);
  };
  const failures: string[] = [];
  let firstOwner: string | undefined;
  for (const { owner, group } of groups) {
    void app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) add(owner, `${method} ${route.url}`);
      });
      try {
        await group.plugin(scope, LISTING_HELPERS);
      } catch (err) {
        firstOwner ??= owner;
        failures.push(`extension "${owner}" registers the route group "${group.name}", which fails to mount: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  }
  try {
    await app.ready();
  } finally {
    await app.close();
  }
  if (failures.length) throw new SvcError('SVC_ERR_EXT_REGISTER', failures.join('; '), { extension: firstOwner! });
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

/**
 * One 60 s window per client and scope (GCRA in the state store). A new client arriving while rate_limit_max_keys
 * clients seen within the window are tracked is refused until one comes to rest: letting it through untracked would
 * give an attacker with many addresses unlimited requests, evicting a busy client would reset an abuser to zero, and
 * a shared overflow bucket would let one client lock every newcomer out. The operator sees it logged and counted.
 */
async function rateLimited(deps: ServerDeps, scope: 'webhook' | 'pair', perMinute: number, client: string, reply: FastifyReply, fail: RouteHelpers['fail'], notices: Notices): Promise<boolean> {
  if (perMinute === 0) return false;
  const maxKeys = deps.gateway().rate_limit_max_keys;
  let decision;
  try {
    decision = await deps.state.hit(scope, client, { limit: perMinute, windowMs: WINDOW_MS, maxKeys });
  } catch (err) {
    // Fail closed: a request that cannot be counted is not let through.
    stateUnavailable(reply, err, fail);
    return true;
  }
  if (decision.allowed) return false;
  const retryAfter = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  notices.note(decision.full ? 'rate_limit_full' : 'rate_limited', client);
  reply.header('retry-after', String(retryAfter));
  const what = scope === 'pair' ? 'pairing attempts' : 'requests';
  const message = decision.full ? `${maxKeys} clients active within the last minute are tracked already; retry later` : `more than ${perMinute} ${what} in a minute`;
  fail(reply, 'rate_limited', message, { retry_after: retryAfter });
  return true;
}

/** 503 `state_unavailable` with Retry-After for a shared store that cannot be reached; anything else is rethrown. */
function stateUnavailable(reply: FastifyReply, err: unknown, fail: RouteHelpers['fail']): void {
  if (!isStateUnavailable(err)) throw err;
  const { retryAfterSecs } = err as { retryAfterSecs?: number };
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSecs ?? 1))));
  // Public: no host or database name of a backend (its health is in `svc status`, an admin /health and the log).
  fail(reply, 'state_unavailable', "the service's shared state cannot be reached; nothing was done, retry shortly");
}

/** A StateUnavailableError, also one made by another copy of this module (a third-party store). */
function isStateUnavailable(err: unknown): boolean {
  return err instanceof Error && (err as { code?: unknown }).code === 'state_unavailable';
}

/** Absolute-form request targets (`POST http://host/sop/x`) carry an origin before the path. */
const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

function rawPath(req: FastifyRequest, prefix: string): string {
  const path = (req.raw.url ?? '').replace(ORIGIN, '').split('?')[0]!;
  return prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** The charset a Content-Type names when it is not UTF-8 (the only one accepted), else undefined. */
function nonUtf8Charset(type: string | undefined): string | undefined {
  const charset = /;\s*charset=([^;\s]+)/i.exec(String(type))?.[1]?.toLowerCase().replace(/"/g, '');
  return charset && charset !== 'utf-8' && charset !== 'utf8' ? charset : undefined;
}

/** A body is present when a length or a transfer encoding says so. */
function hasBody(req: FastifyRequest): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/** A CONTRACT §4 credential rule met by what this request proved (`chat` with none configured is the caller's). */
function credentialsPass(c: Credentials, rule: CredentialRule): boolean {
  return rule === 'dispatch' ? failClosed(c) : (!c.pairingRequired || c.tokenOk) && (!c.secretConfigured || c.secretOk);
}

/** Why the request's body would be refused with 415 before it is read (CONTRACT §4: 415 comes before 413). */
function mediaTypeProblem(req: FastifyRequest): string | undefined {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding !== 'identity') return `Content-Encoding ${encoding} is not accepted`;
  if (!hasBody(req)) return undefined;
  const type = req.headers['content-type'];
  if (typeof type !== 'string' || !/^application\/json\s*(;|$)/i.test(type)) return 'only application/json bodies are accepted';
  const charset = nonUtf8Charset(type);
  return charset ? `only UTF-8 JSON is accepted, not charset=${charset}` : undefined;
}

/** POST /webhook: the first claiming handler answers (chosen before the body is read, for its credential rule). */
function webhookRoute(app: FastifyInstance, handlers: readonly WebhookHandler[], h: RouteHelpers): void {
  const claimants = handlers.filter((w) => !w.fallback);
  const fallback = handlers.find((w) => w.fallback);
  const choose = (): WebhookHandler | undefined => {
    for (const w of claimants) if (w.claims?.()) return w;
    return fallback;
  };
  app.post('/webhook', {
    onRequest: async (req, reply) => {
      const handler = choose();
      if (!handler) return h.fail(reply, 'not_found', 'no loaded extension answers POST /webhook');
      req.svcWebhook = handler;
      if (!(await h.admit(req, reply, handler.credentials))) return reply;
    },
    handler: async (req, reply) => req.svcWebhook!.handle(req, reply, h),
  });
}

function pairRoute(app: FastifyInstance, deps: ServerDeps, h: RouteHelpers, notices: Notices): void {
  // One attempt at a time per client: the lockout's check and its count are two store operations now, and a burst of
  // guesses must not all pass the check before the first failure is counted. Bounded: an entry lives while its client
  // has an attempt in flight (the rate limit before it bounds how many do).
  const inFlight = new Map<string, Promise<unknown>>();
  app.post('/pair', async (req, reply) => {
    const client = h.client(req);
    // The rate limit first, outside the queue: a flood is refused at once instead of waiting in line.
    if (await rateLimited(deps, 'pair', deps.gateway().pair_rate_limit_per_minute, client, reply, h.fail, notices)) return reply;
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
      return h.fail(reply, 'invalid_pairing_code', 'the pairing code is wrong, used or expired');
    }
    const { hashToken, newToken } = await import('./pairing.js');
    const token = newToken();
    await deps.onPaired(hashToken(token));
    deps.logger.info({ client }, 'a client paired');
    return { paired: true, token };
  }
}
