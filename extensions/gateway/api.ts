// The gateway's public API: route groups and /webhook handlers other extensions add, what their routes declare for the
// gateway to enforce (CONTRACT §4), its HTTP error registry, and the state store behind limits and idempotency.
import { createRequire } from 'node:module';
import { SyncHook } from 'tapable';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createExtensionPoint, type Counter, type JsonSchema, type Labels } from '../../kernel/index.js';
import type { HttpErrorCode } from './http-errors.js';

export type { GatewayConfig } from './config.generated.js';
export { defineHttpErrors, HTTP_ERRORS, HttpFailure, isHttpFailure, type HttpErrorCode, type HttpErrorSpec } from './http-errors.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
let cryptoModule: typeof import('node:crypto') | undefined;
const crypto = (): typeof import('node:crypto') => (cryptoModule ??= require('node:crypto') as typeof import('node:crypto'));

/** The error body of every gateway error (CONTRACT §4); HTTP_ERRORS lists the codes. */
export interface ErrorBody {
  readonly error: HttpErrorCode;
  readonly message: string;
  readonly [extra: string]: unknown;
}

/**
 * The credential rule of a POST route that starts work (CONTRACT §4): `dispatch` fails closed (at least one credential
 * must be configured, and every configured one must pass); `chat` requires every configured credential and, with none
 * configured, a loopback client.
 */
export type CredentialRule = 'dispatch' | 'chat';

/**
 * Who may call a route: `public` anyone; `admin` the admin rule of CONTRACT §4 (loopback unless allow_remote_admin,
 * then a paired bearer token when require_pairing); `dispatch` and `chat` the credential rules above, and with them the
 * per-client rate limit /webhook and /sop/* share and JSON-only bodies.
 */
export type Access = 'public' | CredentialRule | 'admin';

/** A refusal a route declares: its code (HTTP_ERRORS gives the status) and message; `{path}` stands for the raw path. */
export interface Refusal {
  readonly code: HttpErrorCode;
  readonly message: string;
}

/**
 * Whether a route's feature runs here, and which exact raw paths (without query string and gateway.path_prefix) it
 * serves. The feature publishes it when that changes (start, reload, stop); the gateway reads it per request, after
 * the body is parsed and before the idempotency step: `unavailable` while the feature does not run (503), `unmatched`
 * for a path it does not serve (404). So no request waits on the feature to be asked.
 */
export class RouteTargets {
  #running = false;
  #paths: ReadonlySet<string> | undefined;

  constructor(
    readonly unavailable: Refusal,
    readonly unmatched?: Refusal,
  ) {}

  /** From now on the route serves exactly `paths` (any path when omitted). */
  serve(paths?: Iterable<string>): void {
    this.#paths = paths === undefined ? undefined : new Set(paths);
    this.#running = true;
  }

  /** From now on the route answers `unavailable`. */
  stop(): void {
    this.#running = false;
    this.#paths = undefined;
  }

  /** Whether a request for `path` is served now. */
  serves(path: string): boolean {
    return this.#running && (this.#paths === undefined || this.#paths.has(path));
  }

  /** What a request for `path` is refused with now, or undefined when it is served. */
  refusal(path: string): Refusal | undefined {
    if (!this.#running) return this.unavailable;
    if (this.#paths === undefined || this.#paths.has(path)) return undefined;
    return this.unmatched ?? { code: 'not_found', message: 'nothing is served at {path}' };
  }
}

/** A route's own per-client limit (e.g. a public status probe that must not use up the pairing attempts). */
export interface OwnRateLimit {
  readonly scope: string;
  readonly perMinute: number;
}

/** X-Idempotency-Key on a route: keys are per domain and raw path (the same key on /sop/a and /sop/b is two keys). */
export interface IdempotencyDeclaration {
  readonly domain: string;
  /** Counted once per duplicate answer, which the gateway gives without calling the route. */
  readonly replays?: { readonly counter: Counter; readonly labels?: Labels };
}

/**
 * What a route needs from the gateway, declared in its route options as `config: { gateway: {...} }`. The gateway
 * enforces it in its own hooks, in CONTRACT §4's order: the rate limit (429), the access rule (401, 403) and the media
 * type (415) before the body is read; the body limit (413: Fastify's `bodyLimit` route option, 64 KiB by default) and
 * JSON parsing (400 invalid_json) as it is read; `targets` (503, 404); the route's `schema` of params, query string
 * and body (400 invalid_request, Fastify's validator, compiled on the route's first request); then the idempotency
 * step (400 invalid_idempotency_key, 200 duplicate, 422, 503) and the handler. When the handler throws anything but an
 * HttpFailure, the reservation is released, so the client's retry is not answered "duplicate": a handler hands its
 * work over as its last act that can fail.
 */
export interface RouteDeclaration {
  readonly access: Access;
  /**
   * The per-client rate limit the route counts against: `webhook` (the default of dispatch and chat), `pair`, or a
   * limit of its own (`scope`: a lower-case word other than webhook, pair and pairfail; `perMinute` per client, 0 none).
   */
  readonly rateLimit?: 'webhook' | 'pair' | OwnRateLimit;
  /** 415 for a body that is not UTF-8 application/json or is content-encoded (the default of dispatch and chat). */
  readonly jsonOnly?: boolean;
  readonly targets?: RouteTargets;
  readonly idempotency?: IdempotencyDeclaration;
  /** One line saying what the route does (the OpenAPI document's summary). */
  readonly summary: string;
  readonly description?: string;
  /**
   * Request headers the route reads, for the document (the credentials follow from `access`, X-Idempotency-Key from
   * `idempotency`). Not Fastify's `schema.headers`: a missing header is the route's own refusal, not a 400.
   */
  readonly headers?: Readonly<Record<string, { readonly description: string; readonly required?: boolean }>>;
  /**
   * Its answers other than errors, by status. Documentation, checked against real answers by the tests, and not
   * Fastify's response serializer: that compiles each schema (start time or a first request's), and drops any field
   * its schema does not name, turning a documentation slip into data loss; JSON.stringify writes small answers as fast.
   */
  readonly responses: Readonly<Record<number, ResponseDoc>>;
  /** The error codes the handler answers itself (those of the gateway's steps follow from the declaration). */
  readonly errors?: readonly HttpErrorCode[];
}

/** One documented answer. */
export interface ResponseDoc {
  readonly description: string;
  /** The JSON body's schema (absent: no body, or `contentType` says what it is). */
  readonly schema?: JsonSchema;
  /** When the body is not JSON (a dashboard file, the metrics text). */
  readonly contentType?: string;
  /** Response headers, by name, with what they hold. */
  readonly headers?: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs from the gateway (RouteDeclaration). */
    gateway?: RouteDeclaration;
    /** The route runs under gateway.long_running_request_timeout_secs instead of request_timeout_secs. */
    longRunning?: boolean;
  }
  interface FastifyRequest {
    /** The client address (CONTRACT §4), set by the gateway before a declared route's handler runs. */
    svcClient?: string;
    /** The raw path without query string and gateway.path_prefix, set for routes that declare targets or idempotency. */
    svcPath?: string;
    /** The body as canonical JSON (RFC 8785), set when a JSON body was parsed; absent for an empty body (`null`). */
    svcCanonical?: string;
  }
}

/** The idempotency step's outcome: the work ran (its value), or the step answered the request itself. */
export type IdempotentOutcome<T> =
  | { readonly answered: false; readonly value: T }
  /** `duplicate`: 200, a live reservation with the same body; otherwise a refusal (400, 422 or 503). */
  | { readonly answered: true; readonly duplicate: boolean };

/** What the gateway offers the routes it mounts besides their declarations. */
export interface RouteHelpers {
  /** The client address (right-most X-Forwarded-For with trusted forwarding, else the peer). */
  client(request: FastifyRequest): string;
  /** A loopback client by CONTRACT §4 (forwarding headers from an untrusted peer disqualify it). */
  isLoopbackClient(request: FastifyRequest): boolean;
  /**
   * The admin access rule (CONTRACT §4), for a route that applies it in a hook of its own (declaring
   * `access: 'admin'` does it for you). Answers the refusal itself and returns false when the request may not pass.
   */
  admitAdmin(request: FastifyRequest, reply: FastifyReply): boolean;
  /**
   * @deprecated Since gateway 0.3 a route declares `config: { gateway: { access } }` and the gateway checks it. Kept for
   * route groups written against 0.2: 429, 401 or 403, 415, answered here; resolves to false when it answered.
   */
  admit(request: FastifyRequest, reply: FastifyReply, rule: CredentialRule): Promise<boolean>;
  /**
   * @deprecated Since gateway 0.3 a route declares `idempotency` and the gateway reserves before its handler. Kept for
   * route groups written against 0.2: the idempotency step around `run`, whose throw releases the key.
   */
  runOnce<T>(request: FastifyRequest, reply: FastifyReply, scope: { readonly domain: string; readonly path: string }, run: () => T | Promise<T>): Promise<IdempotentOutcome<T>>;
  /**
   * Counts a refused credential a route checked itself (a node token) for `client` (as `client()` names it): the
   * gateway's refusals metric and its WARN line, at most one a minute, as for its own 401s.
   */
  noteUnauthorized(client: string): void;
  /**
   * Whether a path (below gateway.path_prefix) belongs to the API: a route's exact path, or the first segment of a
   * parametric route, /api or /ws. What a catch-all route (the dashboard's files) must never answer.
   */
  isApiPath(path: string): boolean;
  /** The body as canonical JSON (RFC 8785), validated when it was parsed; `null` for an empty body. */
  canonicalBody(request: FastifyRequest): string;
  /** The raw request path as sent, without query string and without gateway.path_prefix (what a route matches on). */
  rawPath(request: FastifyRequest): string;
  /** Sends the error envelope with the status HTTP_ERRORS gives `error` (a handler may throw an HttpFailure instead). */
  fail(reply: FastifyReply, error: HttpErrorCode, message: string, extra?: Record<string, unknown>): FastifyReply;
  /**
   * @deprecated Since gateway 0.3 the status comes from HTTP_ERRORS: `fail(reply, code, message, extra)`. This form
   * answers with the registry's status for a registered code, and with `status` for an unregistered one.
   */
  fail(reply: FastifyReply, status: number, error: string, message: string, extra?: Record<string, unknown>): FastifyReply;
}

export interface RouteGroup {
  /** Names the group in logs and errors. */
  readonly name: string;
  /**
   * Registered as an encapsulated Fastify plugin under gateway.path_prefix. Each route declares what it needs from the
   * gateway in its options (`config: { gateway: RouteDeclaration }`); a route that declares nothing is public.
   */
  plugin(app: FastifyInstance, helpers: RouteHelpers): Promise<void>;
}

/**
 * An extension's offer to answer `POST /webhook`, which the gateway owns: per request, before the body is read, the first
 * handler that claims it answers, else the fallback handler; with neither it is 404. The chosen handler's declaration
 * applies as a route's does.
 */
export interface WebhookHandler {
  readonly name: string;
  /** Answers when no other handler claims the request (the agent's chat). At most one handler is the fallback. */
  readonly fallback?: boolean;
  /** What the request needs from the gateway; `targets` claims the request while they serve `/webhook`. */
  readonly declaration?: RouteDeclaration & { readonly access: CredentialRule };
  /** The schema of the body, checked after `targets` like a route's (400 invalid_request); absent: any JSON. */
  readonly body?: JsonSchema;
  /** @deprecated Since gateway 0.3: `declaration.targets`. Asked per request, before the body is read. */
  claims?(): boolean;
  /** @deprecated Since gateway 0.3: `declaration.access`. */
  readonly credentials?: CredentialRule;
  /** Answers the request, after the declared steps; its value is the answer, an HttpFailure it throws the refusal. */
  handle(request: FastifyRequest, reply: FastifyReply, helpers: RouteHelpers): Promise<unknown>;
}

export interface GatewayRoutes {
  register(group: RouteGroup): void;
  webhook(handler: WebhookHandler): void;
}

/** Where extensions add route groups (register in apply; the gateway mounts them at start). */
export const gatewayRoutesPoint = createExtensionPoint<GatewayRoutes>('gateway.routes');

/**
 * A security event at the gateway's door: `pairing.paired` and `pairing.failed` (client), `gateway.refused` (refused
 * credentials or a pairing lockout: kind, client and count, at most once a minute per kind), `token.revoked` (hash
 * prefix, count). Never a code, a token or a credential.
 */
export interface GatewaySecurityEvent {
  readonly event: 'pairing.paired' | 'pairing.failed' | 'gateway.refused' | 'token.revoked';
  readonly fields: Readonly<Record<string, string | number>>;
}

export interface GatewayEvents {
  /** Each security event as it happens (the audit trail taps it). Sync; a tap must not throw. */
  readonly securityEvent: SyncHook<[GatewaySecurityEvent]>;
}

/** The gateway's events, for extensions that record them (reach it with tryUse and optionalDependsOn: ['gateway']). */
export const gatewayEventsPoint = createExtensionPoint<GatewayEvents>('gateway.events');

/** What a request guard is asked about: a request that passed its route's access rule, its body parsed. */
export interface GuardedRequest {
  readonly access: 'admin' | 'dispatch' | 'chat';
  readonly method: string;
  /** The route's pattern below gateway.path_prefix: `/api/config`, `/api/cron/:id/run`, `/webhook`. */
  readonly route: string;
  /** SHA-256 (hex) of the paired bearer token the request presented; absent when it presented none the gateway accepts. */
  readonly tokenHash?: string;
  /** Who a bearer token a verifier accepted names (an OIDC subject); absent for paired tokens. */
  readonly identity?: ExternalIdentity;
  /** The parsed body (undefined when none). */
  readonly body: unknown;
  /** Only asks (the admin view of /health): a refusal is not logged, counted or audited, and nothing is answered. */
  readonly probe?: boolean;
  /** Admitted through RouteHelpers.admit or admitAdmin (gateway 0.2): the handler will not run in the guard's `run`. */
  readonly legacy?: boolean;
}

/**
 * Who may do what, beyond the access rule (the access extension's users and permission profiles). Asked before each
 * admin, dispatch and chat route's handler (after the access rule, the body parsed and validated); a refusal is
 * answered with its code (403 `forbidden`). `run` runs the handler, so that what the handler starts (an
 * agent turn's tool calls) can learn who asked.
 */
export interface RequestGuard {
  readonly name: string;
  /** Whether the guard restricts anything now (read per request); false skips `check` and `run` (no cost per request). */
  active(): boolean;
  check(request: GuardedRequest, raw: FastifyRequest): Refusal | undefined;
  run?<T>(raw: FastifyRequest, work: () => T): T;
}

/** Where one extension plugs the request guard (in apply); without one every credential the access rule admits may do everything. */
export interface GatewayGuard {
  plug(guard: RequestGuard): void;
}

export const gatewayGuardPoint = createExtensionPoint<GatewayGuard>('gateway.guard');

/** Who a bearer token a verifier accepted names (an OIDC issuer's subject): what the request guard judges. */
export interface ExternalIdentity {
  /** The verifier and its source, e.g. `oidc:corp` (the [oidc.<alias>] that accepted it). */
  readonly source: string;
  /** A stable id for logs and the audit trail: issuer plus subject (`https://idp.example#alice`). */
  readonly id: string;
  /** A short name for messages: `corp:alice`. */
  readonly name: string;
  /** The permission profiles it holds ([permission_profiles.<alias>]). */
  readonly profiles: readonly string[];
}

/** A verifier's answer: the identity, or a refusal (401) with a code of HTTP_ERRORS and a message that never holds the token. */
export type BearerVerdict =
  | { readonly ok: true; readonly identity: ExternalIdentity }
  | { readonly ok: false; readonly code: HttpErrorCode; readonly message: string; readonly reason: string };

/**
 * Bearer tokens that are not paired tokens (JWTs of an OIDC issuer): asked in the access rule's place for a token it
 * claims, before the body is read. An accepted token passes the admin and credential rules as a paired token does and
 * reaches the request guard as `identity`; a refused one is 401 with the verdict's code.
 */
export interface BearerVerifier {
  readonly name: string;
  /** Whether any issuer is configured now (read per request). */
  active(): boolean;
  /** Whether the token is this verifier's to judge (a JWT); false leaves it to the paired tokens. */
  claims(token: string): boolean;
  verify(token: string): Promise<BearerVerdict>;
}

export interface GatewayBearer {
  plug(verifier: BearerVerifier): void;
}

/** Where one extension plugs a bearer verifier (in apply): the oidc extension. */
export const gatewayBearerPoint = createExtensionPoint<GatewayBearer>('gateway.bearer');

/**
 * Paired tokens that expire (the webauthn extension's sign-in tokens): asked on every request for a token in the paired
 * list, so an expired token is refused from its expiry on, whether or not its hash was pruned from config.toml yet.
 */
export interface TokenLifetimes {
  readonly name: string;
  /** Whether the paired token with this SHA-256 (hex) has expired; O(1), no I/O per request. */
  expired(hash: string): boolean;
}

export interface GatewayTokenLifetimes {
  plug(lifetimes: TokenLifetimes): void;
}

/** Where extensions that issue paired tokens with a lifetime plug it (in apply); several may. */
export const gatewayTokenLifetimesPoint = createExtensionPoint<GatewayTokenLifetimes>('gateway.token-lifetimes');

/** A rate limit: `limit` requests per `windowMs` for each client of a scope, at most `maxKeys` clients tracked. */
export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
  readonly maxKeys: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** When refused: ms until this client's next request would be allowed (0 when allowed). */
  readonly retryAfterMs: number;
  /** Refused because `maxKeys` clients seen within the window are tracked and this one is not. */
  readonly full?: boolean;
}

/** Failed attempts: `maxFailures` in quick succession lock a client out for `lockMs`; at most `maxKeys` clients tracked. */
export interface LockoutRule {
  readonly maxFailures: number;
  readonly lockMs: number;
  readonly maxKeys: number;
}

/** `reserved`: new; `duplicate`: live with the same fingerprint; `reused`: live with another; `full`: no room. */
export type Reservation = 'reserved' | 'duplicate' | 'reused' | 'full';

/** A pending pairing code: what `svc gateway get-paircode` prints, until it is redeemed or expires. */
export interface PendingCode {
  readonly code: string;
  readonly expiresAt: number;
}

/** All values of a header, from the raw list (Node joins or drops repeats, PITFALLS): two Authorization headers are two. */
export function rawHeaderValues(req: IncomingMessage, name: string): string[] {
  const out: string[] = [];
  const raw = req.rawHeaders;
  // The length test first: most names differ in length, and lower-casing each costs an allocation.
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) out.push(raw[i + 1]!);
  return out;
}

/** A credential compared in constant time: equal-length digests, so neither its length nor its content leaks. */
export function secretsEqual(given: string, expected: string): boolean {
  const c = crypto();
  return c.timingSafeEqual(c.hash('sha256', given, 'buffer'), c.hash('sha256', expected, 'buffer'));
}

/**
 * What a store keys a pairing code by: its SHA-256, so a wrong guess is never compared with a pending code character by
 * character, and every store (memory, shared) finds the same code.
 */
export function pairingCodeDigest(code: string): string {
  return crypto().createHash('sha256').update(code).digest('hex');
}

/** Whether the store can answer now; `reason` says why not (shown by /health and `svc status`). */
export type StateHealth = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Short-lived gateway state: idempotency reservations, rate limits, lockouts and pending pairing codes, each client in a
 * named scope (`webhook`, `pair`, `pairfail`). In memory by default; a shared implementation (Redis) serves several
 * gateways. Every operation is atomic and O(1) in time and memory per client (O(log n) for a shared one); every table
 * is bounded. An operation that cannot reach a shared store rejects with a `StateUnavailableError`: the gateway then
 * answers 503 with Retry-After and never dispatches without a reservation.
 */
export interface StateStore {
  /**
   * Counts a request against the client's limit when it is allowed; a refused request changes nothing. A client seen
   * within the window is never forgotten; a new client finding `maxKeys` such clients tracked is refused (`full`).
   */
  hit(scope: string, client: string, rule: RateRule): Promise<RateDecision>;
  /** ms the client stays locked out (0: it may try); also > 0 when it is untracked and no idle entry can make room. */
  lockedFor(scope: string, client: string, rule: LockoutRule): Promise<number>;
  /** Records a failed attempt; resolves to ms the client is now locked out (0: not locked). */
  fail(scope: string, client: string, rule: LockoutRule): Promise<number>;
  /** Reserves `key` with the request's fingerprint for `ttlMs`; a live key is never evicted early. */
  reserve(key: string, fingerprint: string, ttlMs: number, maxKeys: number): Promise<Reservation>;
  /** Frees a reservation whose request failed before dispatch, so a retry is not a duplicate. */
  release(key: string): Promise<void>;
  /** Adds a pairing code for `ttlMs`; the oldest pending ones are revoked beyond `maxPending`. */
  addCode(code: string, ttlMs: number, maxPending: number): Promise<PendingCode>;
  /** The newest pending code, if any. */
  newestCode(): Promise<PendingCode | undefined>;
  /** Consumes a pending code (single use): true when it was pending. Codes are compared by hash, not character by character. */
  takeCode(code: string): Promise<boolean>;
  /** Clients tracked in a scope (a shared store: as last seen by this instance). */
  size(scope: string): number;
  /** Whether the store can answer now. */
  health(): StateHealth;
  /** Releases connections (a shared store); called at the gateway's shutdown. */
  close?(): Promise<void>;
  /** Paired tokens shared with the other instances (a shared store); absent: config.toml's list is the only one. */
  readonly tokens?: SharedTokens;
}

/** The paired-token hashes every instance knows, as this instance last synchronised them. */
export interface TokenSnapshot {
  /** Changes whenever the sets do: the gateway rebuilds its credential policy then. */
  readonly version: string;
  /** Paired through any instance. */
  readonly paired: ReadonlySet<string>;
  /** Revoked through any instance: refused even where config.toml still lists them. */
  readonly revoked: ReadonlySet<string>;
  /** The last synchronisation is too old to trust: only config.toml's own tokens pass (and not the revoked ones). */
  readonly stale: boolean;
}

/**
 * Paired tokens (their SHA-256 hashes) shared by the instances: a token paired on one is accepted by every other, and a
 * revoked one refused by all, each within a second. Reads are local (no round trip per request).
 */
export interface SharedTokens {
  snapshot(): TokenSnapshot;
  /** Adds a newly paired hash. */
  add(hash: string): Promise<void>;
  /** Marks hashes revoked for every instance. */
  revoke(hashes: readonly string[]): Promise<void>;
}

/** What a shared store rejects with when it cannot be reached; `retryAfterSecs` is sent as Retry-After. */
export class StateUnavailableError extends Error {
  readonly code = 'state_unavailable';
  constructor(
    message: string,
    readonly retryAfterSecs = 1,
  ) {
    super(message);
    this.name = 'StateUnavailableError';
  }
}

/** A store another extension offers instead of the in-memory one (the shared mode's Redis store). */
export interface StateBackend {
  /** Names the backend in logs and `svc status` (e.g. `redis`). */
  readonly name: string;
  /**
   * Called once at the gateway's start: the store to use, or undefined to keep the in-memory one (the backend is
   * configured off). It may connect; a store that cannot connect yet is still returned, and fails closed until it can.
   */
  open(): Promise<StateStore | undefined>;
}

export interface GatewayState {
  /** Offers a store instead of the in-memory one; call it in apply. At most one backend is plugged. */
  plug(backend: StateBackend): void;
  /** The store in use: the in-memory one until the gateway has started with a plugged backend. */
  current(): StateStore;
}

export const gatewayStatePoint = createExtensionPoint<GatewayState>('gateway.state');
