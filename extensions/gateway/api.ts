// The gateway's public API: route groups and /webhook handlers other extensions add, the steps of CONTRACT §4 they call,
// and the state store behind limits and idempotency.
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createExtensionPoint } from '../../kernel/index.js';
import type { HttpErrorCode } from './http-errors.js';

export { defineHttpErrors, HTTP_ERRORS, HttpFailure, isHttpFailure, type HttpErrorCode, type HttpErrorSpec } from './http-errors.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

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

/** The idempotency step's outcome: the work ran (its value), or the step answered the request itself. */
export type IdempotentOutcome<T> =
  | { readonly answered: false; readonly value: T }
  /** `duplicate`: 200, a live reservation with the same body; otherwise a refusal (400, 422 or 503). */
  | { readonly answered: true; readonly duplicate: boolean };

/**
 * The gateway's steps a route group calls, in the order of CONTRACT §4: `admit` (429, 401, 415) from an onRequest hook,
 * so nothing is read before it; the body limit (413) and JSON parsing (400) happen in the gateway; the route's own
 * checks (503, 404); then `runOnce` around the hand-over of the work. Both are asynchronous since gateway 0.2: the state
 * they consult may be shared by several instances (Redis), and both answer 503 `state_unavailable` with Retry-After when
 * it cannot be reached, so nothing is dispatched without its rate-limit count and idempotency reservation.
 */
export interface RouteHelpers {
  /** The client address (right-most X-Forwarded-For with trusted forwarding, else the peer). */
  client(request: FastifyRequest): string;
  /** A loopback client by CONTRACT §4 (forwarding headers from an untrusted peer disqualify it). */
  isLoopbackClient(request: FastifyRequest): boolean;
  /**
   * The admin access rule (CONTRACT §4): loopback unless allow_remote_admin, then a paired bearer token when
   * require_pairing (loopback only without it). Answers the refusal itself and returns false when the request may not pass.
   */
  admitAdmin(request: FastifyRequest, reply: FastifyReply): boolean;
  /**
   * The front checks of a POST that starts work, before its body is read: 429 (the rate limit every such route shares;
   * each request counts), 401 or 403 by `rule`, 415 (Content-Encoding, Content-Type, charset), 503 when the state store
   * is unreachable. Await it in an onRequest hook; it answers the refusal itself and resolves to false when the request
   * may not pass. (Gateway 0.1 called it `admitPost` and answered synchronously.)
   */
  admit(request: FastifyRequest, reply: FastifyReply, rule: CredentialRule): Promise<boolean>;
  /**
   * The idempotency step: a malformed or repeated X-Idempotency-Key is 400; a key is reserved for `scope` with the
   * body's fingerprint (200 duplicate, 422 reused with another body, 503 when the store is full or unreachable) and
   * `run` is called; when `run` throws, the key is released, so the client's retry is not answered "duplicate". Without
   * the header, `run` is called at once. `run` hands the work over (starts it, and may wait for it to be admitted and
   * recorded), it does not wait for the work itself. (Gateway 0.1 called it `idempotent` and answered synchronously.)
   */
  runOnce<T>(request: FastifyRequest, reply: FastifyReply, scope: { readonly domain: string; readonly path: string }, run: () => T | Promise<T>): Promise<IdempotentOutcome<T>>;
  /** The body as canonical JSON (RFC 8785), validated when it was parsed; `null` for an empty body. */
  canonicalBody(request: FastifyRequest): string;
  /** The raw request path as sent, without query string and without gateway.path_prefix (what a route matches on). */
  rawPath(request: FastifyRequest): string;
  /** Sends the error envelope with the status HTTP_ERRORS gives `error`. */
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
  /** Registered as an encapsulated Fastify plugin under gateway.path_prefix. */
  plugin(app: FastifyInstance, helpers: RouteHelpers): Promise<void>;
}

/**
 * An extension's offer to answer `POST /webhook`, which the gateway owns: per request, the first handler whose
 * `claims()` is true answers it, else the fallback handler; with neither it is 404.
 */
export interface WebhookHandler {
  readonly name: string;
  /** Asked per request, before the body is read (e.g. "a SOP declares /webhook"); absent for the fallback. */
  claims?(): boolean;
  /** Answers when no other handler claims the request (the agent's chat). At most one handler is the fallback. */
  readonly fallback?: boolean;
  /** The credential rule the request passes, in onRequest, before this handler sees it. */
  readonly credentials: CredentialRule;
  /** Answers the request: runs after admit, the body limit and JSON parsing. */
  handle(request: FastifyRequest, reply: FastifyReply, helpers: RouteHelpers): Promise<unknown>;
}

export interface GatewayRoutes {
  register(group: RouteGroup): void;
  webhook(handler: WebhookHandler): void;
}

/** Where extensions add route groups (register in apply; the gateway mounts them at start). */
export const gatewayRoutesPoint = createExtensionPoint<GatewayRoutes>('gateway.routes');

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
