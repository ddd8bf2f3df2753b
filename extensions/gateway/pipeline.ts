// The gateway's declared pipeline: what a route declares in `config.gateway` (RouteDeclaration) is enforced by hooks the
// gateway adds to the route as it is registered, in CONTRACT §4's order, so a feature's handler holds only its feature.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, preValidationHookHandler, onErrorHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from '../../kernel/index.js';
import type { GatewayConfig } from './config.generated.js';
import type { Access, BearerVerifier, ExternalIdentity, IdempotencyDeclaration, Refusal, RequestGuard, RouteDeclaration, RouteTargets, StateStore } from './api.js';
import { answerError, isHttpFailure, type HttpErrorCode } from './http-errors.js';
import type { Notices } from './notices.js';
import { acceptedTokenHash, clientAddress, failClosed, isLoopbackClient, presentedBearer, rawHeaderValues, sha256Hex, snapshot, type CredentialPolicy, type Credentials } from './policy.js';

const WINDOW_MS = 60_000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
export const DUPLICATE_MESSAGE = 'an earlier request reserved this idempotency key; no new dispatch was started';
const ACCESS: readonly Access[] = ['public', 'admin', 'dispatch', 'chat'];

/** The part of a declaration the gateway enforces (the rest documents the route). */
export type Checks = Pick<RouteDeclaration, 'access' | 'rateLimit' | 'jsonOnly' | 'targets' | 'idempotency'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** What the request proved, read once (spec "Authentication" 3). */
    svcCredentials?: Credentials;
    /** The idempotency reservation this request holds until its handler has answered. */
    svcReservation?: { readonly key: string; readonly domain: string; readonly path: string };
    /** Who a bearer token the plugged verifier accepted names (an OIDC subject). */
    svcIdentity?: ExternalIdentity;
  }
}

export interface DoorDeps {
  /** [gateway] of the running config, read per request (a reload applies from the next one). */
  readonly gateway: () => GatewayConfig;
  readonly policy: () => CredentialPolicy;
  readonly state: StateStore;
  readonly notices: Notices;
  readonly logger: Logger;
  /** gateway.path_prefix, fixed at start. */
  readonly prefix: string;
  /** The plugged request guard (the access extension's users and permission profiles), if any. */
  readonly guard?: () => RequestGuard | undefined;
  /** The plugged bearer verifier (the oidc extension's issuers), if any. */
  readonly bearer?: () => BearerVerifier | undefined;
}

/** Absolute-form request targets (`POST http://host/sop/x`) carry an origin before the path. */
const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** The raw path as sent, without query string and without the prefix: what targets and idempotency keys use. */
export function rawPath(req: FastifyRequest, prefix: string): string {
  const path = (req.raw.url ?? '').replace(ORIGIN, '').split('?')[0]!;
  return prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** `<len>:<domain><len>:<namespace><len>:<key>`: injective, so no two (domain, path, key) triples share a key. */
export function idempotencyKey(domain: string, namespace: string, key: string): string {
  return [domain, namespace, key].map((p) => `${p.length}:${p}`).join('');
}

/** The charset a Content-Type names when it is not UTF-8 (the only one accepted), else undefined. */
export function nonUtf8Charset(type: string | undefined): string | undefined {
  const charset = /;\s*charset=([^;\s]+)/i.exec(String(type))?.[1]?.toLowerCase().replace(/"/g, '');
  return charset && charset !== 'utf-8' && charset !== 'utf8' ? charset : undefined;
}

/** A body is present when a length or a transfer encoding says so. */
function hasBody(req: FastifyRequest): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
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

/** A CONTRACT §4 credential rule met by what this request proved (`chat` with none configured is the caller's). */
function credentialsPass(c: Credentials, access: 'dispatch' | 'chat'): boolean {
  return access === 'dispatch' ? failClosed(c) : (!c.pairingRequired || c.tokenOk) && (!c.secretConfigured || c.secretOk);
}

/** A StateUnavailableError, also one made by another copy of the API module (a third-party store). */
export function isStateUnavailable(err: unknown): boolean {
  return err instanceof Error && (err as { code?: unknown }).code === 'state_unavailable';
}

/** 503 `state_unavailable` with Retry-After for a shared store that cannot be reached; anything else is rethrown. */
export function stateUnavailable(reply: FastifyReply, err: unknown): FastifyReply {
  if (!isStateUnavailable(err)) throw err;
  const { retryAfterSecs } = err as { retryAfterSecs?: number };
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSecs ?? 1))));
  // Public: no host or database name of a backend (its health is in `svc status`, an admin /health and the log).
  return answerError(reply, 'state_unavailable', "the service's shared state cannot be reached; nothing was done, retry shortly");
}

/** Checks a declaration when its route is registered, so a mistake stops the mount and names the route. */
export function declarationProblem(decl: Checks): string | undefined {
  if (!ACCESS.includes(decl.access)) return `access must be one of ${ACCESS.join(', ')}, not ${JSON.stringify(decl.access)}`;
  if (decl.idempotency && (typeof decl.idempotency.domain !== 'string' || !decl.idempotency.domain)) return 'idempotency.domain must name the domain of its keys';
  const own = typeof decl.rateLimit === 'object' && decl.rateLimit !== null ? decl.rateLimit : undefined;
  if (own) {
    if (typeof own.scope !== 'string' || !/^[a-z][a-z0-9-]{0,31}$/.test(own.scope) || ['webhook', 'pair', 'pairfail'].includes(own.scope)) return `rateLimit.scope must be a lower-case word other than webhook, pair and pairfail, not ${JSON.stringify(own.scope)}`;
    if (!Number.isInteger(own.perMinute) || own.perMinute < 0) return `rateLimit.perMinute must be a whole number >= 0, not ${JSON.stringify(own.perMinute)}`;
  } else if (decl.rateLimit !== undefined && decl.rateLimit !== 'webhook' && decl.rateLimit !== 'pair') return `rateLimit must be "webhook", "pair" or { scope, perMinute }, not ${JSON.stringify(decl.rateLimit)}`;
  return undefined;
}

/**
 * The checks a declaration asks for, each answering its refusal itself and telling whether the request may go on. The
 * gateway's hooks call them in CONTRACT §4's order: `front` before the body is read (429, 401 or 403, 415), `served`
 * after it is parsed (503, 404), `reserve` before the handler (400 invalid_idempotency_key, then the reservation),
 * `release` when the handler failed without an answer of its own.
 */
export class Door {
  constructor(private readonly deps: DoorDeps) {}

  /** The client address (CONTRACT §4), worked out once per request. */
  client(req: FastifyRequest): string {
    return (req.svcClient ??= clientAddress(req.raw, this.deps.gateway().trust_forwarded_headers));
  }

  isLoopbackClient(req: FastifyRequest): boolean {
    return isLoopbackClient(req.raw, this.deps.gateway().trust_forwarded_headers);
  }

  /** Whether a request may use the admin routes, and if not, why (without answering it). */
  adminVerdict(req: FastifyRequest): 'ok' | 'remote' | 'no_credential' | 'token' {
    const g = this.deps.gateway();
    const loopback = this.isLoopbackClient(req);
    if (!loopback && !g.allow_remote_admin) return 'remote';
    if (req.svcIdentity) return 'ok';
    if (!g.require_pairing) return loopback ? 'ok' : 'no_credential';
    return snapshot(req.raw, this.deps.policy()).tokenOk ? 'ok' : 'token';
  }

  /** The admin access rule (CONTRACT §4); answers the refusal and returns false when the request may not pass. */
  admitAdmin(req: FastifyRequest, reply: FastifyReply): boolean {
    const verdict = this.adminVerdict(req);
    if (verdict === 'ok') return true;
    if (verdict === 'remote') answerError(reply, 'forbidden', 'the admin routes answer loopback clients only (gateway.allow_remote_admin is false)');
    // No credential exists to authenticate anyone else: only a local operator may administer.
    else if (verdict === 'no_credential') answerError(reply, 'forbidden', 'with gateway.require_pairing = false the admin routes answer loopback clients only');
    else {
      this.deps.notices.note('unauthorized', this.client(req));
      answerError(reply, 'unauthorized', 'a paired bearer token is required (Authorization: Bearer <token>)');
    }
    return false;
  }

  /**
   * Before the body is read: the rate limit (429; every request counts), then the access rule (401 or 403), then the
   * media type (415). Resolves to false when it answered the request.
   */
  async front(req: FastifyRequest, reply: FastifyReply, decl: Checks): Promise<boolean> {
    const { access } = decl;
    const client = this.client(req);
    const limit = decl.rateLimit ?? (access === 'dispatch' || access === 'chat' ? 'webhook' : undefined);
    if (typeof limit === 'object') {
      if (await this.rateLimited(limit.scope, limit.perMinute, client, reply)) return false;
    } else if (limit) {
      const g = this.deps.gateway();
      if (await this.rateLimited(limit, limit === 'pair' ? g.pair_rate_limit_per_minute : g.webhook_rate_limit_per_minute, client, reply)) return false;
    }
    // JWTs on the admin routes (and /ws/chat) and the chat; a dispatch route (/sop/*) takes paired tokens only.
    // An admin request the admin rule refuses anyway (a remote client) is not worth a signature check.
    const remoteAdmin = access === 'admin' && !this.deps.gateway().allow_remote_admin && !this.isLoopbackClient(req);
    if ((access === 'admin' || access === 'chat') && !remoteAdmin && !(await this.verifiedBearer(req, reply))) return false;
    if (access === 'admin' && !this.admitAdmin(req, reply)) return false;
    if ((access === 'dispatch' || access === 'chat') && !this.credentialsPass(req, reply, access)) return false;
    const problem = (decl.jsonOnly ?? (access === 'dispatch' || access === 'chat')) ? mediaTypeProblem(req) : undefined;
    if (problem) answerError(reply, 'unsupported_media_type', problem);
    return problem === undefined;
  }

  /**
   * A bearer token the plugged verifier claims (a JWT, not a paired token): verified here, before the access rule; an
   * accepted one sets svcIdentity (it then passes as a paired token does), a refused one is answered 401 here.
   */
  private async verifiedBearer(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const verifier = this.deps.bearer?.();
    if (!verifier || !verifier.active()) return true;
    const token = presentedBearer(req.raw);
    if (token === undefined || this.deps.policy().tokenHashes.has(sha256Hex(token)) || !verifier.claims(token)) return true;
    const verdict = await verifier.verify(token);
    if (verdict.ok) {
      req.svcIdentity = verdict.identity;
      return true;
    }
    this.deps.notices.note('unauthorized', this.client(req));
    answerError(reply, verdict.code, verdict.message);
    return false;
  }

  /** The credential rule of a route that starts work; answers 401 or 403 and returns false when it is not met. */
  private credentialsPass(req: FastifyRequest, reply: FastifyReply, access: 'dispatch' | 'chat'): boolean {
    const proved = snapshot(req.raw, this.deps.policy());
    const creds = (req.svcCredentials = req.svcIdentity ? Object.freeze({ ...proved, tokenOk: true }) : proved);
    if (access === 'chat' && !creds.pairingRequired && !creds.secretConfigured) {
      // No credential to check: a local user may chat, nobody else.
      if (this.isLoopbackClient(req)) return true;
      answerError(reply, 'forbidden', 'with no gateway credential configured, only loopback clients may chat');
      return false;
    }
    if (credentialsPass(creds, access)) return true;
    this.deps.notices.note('unauthorized', this.client(req));
    answerError(reply, 'unauthorized', 'credentials are missing or wrong');
    return false;
  }

  /**
   * The request guard's verdict (users and permission profiles): answers its refusal and returns false, else true.
   * `legacy`: admitted through RouteHelpers.admit/admitAdmin, whose handler the guard cannot run in its scope.
   */
  guarded(req: FastifyRequest, reply: FastifyReply, access: Access, legacy = false): boolean {
    const refusal = this.guardRefusal(req, access, { legacy });
    if (!refusal) return true;
    answerError(reply, refusal.code, refusal.message.replace('{path}', refusal.route));
    return false;
  }

  /**
   * Whether an admin may see what /health tells admins: the admin rule, then the request guard asked without a trace (a
   * probe: `GET /health` judged as the resource kind `health`), so a token its profiles do not grant learns nothing more.
   */
  adminView(req: FastifyRequest): boolean {
    return this.adminVerdict(req) === 'ok' && !this.guardRefusal(req, 'admin', { probe: true });
  }

  private guardRefusal(req: FastifyRequest, access: Access, how: { readonly probe?: boolean; readonly legacy?: boolean }): (Refusal & { route: string }) | undefined {
    const guard = this.deps.guard?.();
    if (!guard || access === 'public' || !guard.active()) return undefined;
    const url = req.routeOptions.url ?? '';
    const route = this.deps.prefix && url.startsWith(this.deps.prefix) ? url.slice(this.deps.prefix.length) : url;
    const tokenHash = acceptedTokenHash(req.raw, this.deps.policy());
    const flags = { ...(how.probe ? { probe: true } : {}), ...(how.legacy ? { legacy: true } : {}) };
    const refusal = guard.check({ access, method: req.method, route, body: req.body, ...flags, ...(tokenHash ? { tokenHash } : {}), ...(req.svcIdentity ? { identity: req.svcIdentity } : {}) }, req);
    return refusal && { ...refusal, route };
  }

  /** Runs a guarded route's handler in the guard's context (who asked), when a guard is plugged. */
  runGuarded<T>(req: FastifyRequest, work: () => T): T {
    const guard = this.deps.guard?.();
    return guard?.run && guard.active() ? guard.run(req, work) : work();
  }

  /** After the body is parsed: 503 while the route's feature does not run, 404 for a path it does not serve. */
  served(req: FastifyRequest, reply: FastifyReply, targets: RouteTargets): boolean {
    const path = (req.svcPath = rawPath(req, this.deps.prefix));
    const refusal = targets.refusal(path);
    if (!refusal) return true;
    answerError(reply, refusal.code, refusal.message.replace('{path}', path));
    return false;
  }

  /**
   * The idempotency step: a malformed or repeated X-Idempotency-Key is 400; a key is reserved for the domain and raw
   * path with the body's fingerprint (200 duplicate, 422 reused with another body, 503 when the store is full or
   * unreachable). Resolves to false when it answered the request. Without the header nothing is reserved.
   */
  async reserve(req: FastifyRequest, reply: FastifyReply, idempotency: IdempotencyDeclaration, key: string): Promise<boolean> {
    const g = this.deps.gateway();
    const path = (req.svcPath ??= rawPath(req, this.deps.prefix));
    const stored = `idem:${idempotencyKey(idempotency.domain, path, key)}`;
    let reservation;
    try {
      reservation = await this.deps.state.reserve(stored, sha256Hex(req.svcCanonical ?? 'null'), g.idempotency_ttl_secs * 1000, g.idempotency_max_keys);
    } catch (err) {
      // Never dispatched without its reservation: the client retries once the store answers again.
      stateUnavailable(reply, err);
      return false;
    }
    switch (reservation) {
      case 'reserved':
        req.svcReservation = { key: stored, domain: idempotency.domain, path };
        return true;
      case 'duplicate':
        idempotency.replays?.counter.inc(idempotency.replays.labels);
        reply.code(200).type('application/json').send({ status: 'duplicate', idempotent: true, message: DUPLICATE_MESSAGE });
        return false;
      case 'reused':
        answerError(reply, 'idempotency_key_reused', 'this idempotency key was reserved by a request with another body; use a new key');
        return false;
      case 'full':
        this.deps.notices.note('idempotency_store_full', this.client(req));
        answerError(reply, 'idempotency_store_full', 'too many idempotency keys are live; retry later or send none');
        return false;
    }
  }

  /**
   * The request failed without a dispatch to show for it: the client's retry must not be answered "duplicate". A store
   * that cannot be reached now lets the key expire with its TTL (logged: the retry is answered duplicate).
   */
  async release(req: FastifyRequest): Promise<void> {
    const held = req.svcReservation;
    if (!held) return;
    req.svcReservation = undefined;
    await this.deps.state.release(held.key).catch((err: Error) => this.deps.logger.warn({ err: err.message, scope: held.domain, path: held.path }, 'an idempotency key could not be released; it expires with its TTL'));
  }

  /**
   * One 60 s window per client and scope (GCRA in the state store). A new client arriving while rate_limit_max_keys
   * clients seen within the window are tracked is refused until one comes to rest: letting it through untracked would
   * give an attacker with many addresses unlimited requests, evicting a busy client would reset an abuser to zero,
   * and a shared overflow bucket would let one client lock every newcomer out. The operator sees it logged and counted.
   */
  async rateLimited(scope: string, perMinute: number, client: string, reply: FastifyReply): Promise<boolean> {
    if (perMinute === 0) return false;
    const maxKeys = this.deps.gateway().rate_limit_max_keys;
    let decision;
    try {
      decision = await this.deps.state.hit(scope, client, { limit: perMinute, windowMs: WINDOW_MS, maxKeys });
    } catch (err) {
      // Fail closed: a request that cannot be counted is not let through.
      stateUnavailable(reply, err);
      return true;
    }
    if (decision.allowed) return false;
    const retryAfter = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    this.deps.notices.note(decision.full ? 'rate_limit_full' : 'rate_limited', client);
    reply.header('retry-after', String(retryAfter));
    const what = scope === 'pair' ? 'pairing attempts' : 'requests';
    const message = decision.full ? `${maxKeys} clients active within the last minute are tracked already; retry later` : `more than ${perMinute} ${what} in a minute`;
    answerError(reply, 'rate_limited', message, { retry_after: retryAfter });
    return true;
  }
}

/** The route-level hooks that enforce one declaration (also what POST /webhook applies per chosen handler). */
export interface DeclaredHooks {
  readonly onRequest: onRequestHookHandler;
  readonly preValidation?: preValidationHookHandler;
  readonly preHandler?: preHandlerHookHandler;
  readonly onError?: onErrorHookHandler;
}

/** The hooks for a declaration; callback-style where the step needs no I/O, so a request that passes pays no promise. */
export function declaredHooks(door: Door, decl: Checks): DeclaredHooks {
  const { targets, idempotency } = decl;
  // The request guard (users and permission profiles) before the idempotency step: a refused request reserves nothing.
  const guard = decl.access !== 'public' ? (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void (door.guarded(req, reply, decl.access) && done()) : undefined;
  return {
    onRequest: async (req, reply) => {
      if (!(await door.front(req, reply, decl))) return reply;
    },
    ...(guard && !idempotency ? { preHandler: guard } : {}),
    ...(targets
      ? {
          preValidation: (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
            if (door.served(req, reply, targets)) done();
          },
        }
      : {}),
    ...(idempotency
      ? {
          preHandler: (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
            if (guard && !door.guarded(req, reply, decl.access)) return;
            const keys = rawHeaderValues(req.raw, 'x-idempotency-key');
            if (keys.length === 0) return done();
            if (keys.length > 1 || !IDEMPOTENCY_KEY.test(keys[0]!)) return void answerError(reply, 'invalid_idempotency_key', 'X-Idempotency-Key must be sent once, as 1 to 255 visible ASCII characters');
            door.reserve(req, reply, idempotency, keys[0]!).then((pass) => pass && done(), done);
          },
          // An HttpFailure is the feature's own answer (a dispatch refused by its guard): the key stays reserved.
          onError: (req: FastifyRequest, _reply: FastifyReply, error: Error, done: () => void) => {
            if (!req.svcReservation || isHttpFailure(error)) return done();
            void door.release(req).then(done);
          },
        }
      : {}),
  } as DeclaredHooks;
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * The pipeline as a Fastify plugin on the root instance (fastify-plugin: its onRoute hook sees the routes of every
 * scope registered after it): each route that declares `config.gateway` gets the gateway's hooks ahead of its own.
 */
export const pipeline = fp(
  async (app: FastifyInstance, options: { readonly door: Door }) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const decl = route.config?.gateway;
      if (!decl) return;
      const problem = declarationProblem(decl);
      if (problem) throw new Error(`${[route.method].flat().join(',')} ${route.url} declares config.gateway wrongly: ${problem}`);
      const hooks = declaredHooks(options.door, decl);
      route.onRequest = [hooks.onRequest, ...asList(route.onRequest)];
      if (hooks.preValidation) route.preValidation = [hooks.preValidation, ...asList(route.preValidation)];
      if (hooks.preHandler) route.preHandler = [hooks.preHandler, ...asList(route.preHandler)];
      if (hooks.onError) route.onError = [...asList(route.onError), hooks.onError];
      if (decl.access !== 'public') {
        const handler = route.handler;
        // A WebSocket route's handler is called (socket, request) once upgraded: the request is then the second argument.
        route.handler = function (this: FastifyInstance, first, second) {
          const req = (first as Partial<FastifyRequest>).raw !== undefined ? first : (second as unknown as FastifyRequest);
          return options.door.runGuarded(req, () => handler.call(this, first, second));
        };
      }
    });
  },
  { name: 'svc-gateway-pipeline', fastify: '5.x' },
);

/** The error codes the gateway's steps may answer for a declaration (the OpenAPI document lists them). */
export function declaredErrors(decl: Checks): HttpErrorCode[] {
  const starts = decl.access === 'dispatch' || decl.access === 'chat';
  const codes: HttpErrorCode[] = [];
  if (decl.rateLimit ?? starts) codes.push('rate_limited', 'state_unavailable');
  if (decl.access !== 'public') codes.push('unauthorized');
  // admin and chat: a non-loopback client; every guarded access: the request guard (users and permission profiles).
  if (decl.access !== 'public') codes.push('forbidden');
  if (decl.jsonOnly ?? starts) codes.push('unsupported_media_type');
  if (decl.targets) codes.push(decl.targets.unavailable.code, decl.targets.unmatched?.code ?? 'not_found');
  if (decl.idempotency) codes.push('invalid_idempotency_key', 'idempotency_key_reused', 'idempotency_store_full', 'state_unavailable');
  return [...new Set(codes)];
}
