// The gateway's public API: route groups and /webhook handlers other extensions add, the steps of CONTRACT §4 they call,
// and the state store behind limits and idempotency.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createExtensionPoint } from '../../kernel/index.js';

/** The error body of every gateway error (CONTRACT §4). */
export interface ErrorBody {
  readonly error: string;
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
 * The gateway's steps a route group calls, in the order of CONTRACT §4: `admitPost` (429, 401, 415) from an onRequest
 * hook, so nothing is read before it; the body limit (413) and JSON parsing (400) happen in the gateway; the route's own
 * checks (503, 404); then `idempotent` around the hand-over of the work.
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
   * each request counts), 401 or 403 by `rule`, 415 (Content-Encoding, Content-Type, charset). Call it from an
   * onRequest hook; answers the refusal itself and returns false when the request may not pass.
   */
  admitPost(request: FastifyRequest, reply: FastifyReply, rule: CredentialRule): boolean;
  /**
   * The idempotency step: a malformed or repeated X-Idempotency-Key is 400; a key is reserved for `scope` with the
   * body's fingerprint (200 duplicate, 422 reused with another body, 503 when the store is full) and `run` is called;
   * when `run` throws, the key is released, so the client's retry is not answered "duplicate". Without the header,
   * `run` is called at once. `run` is synchronous: it hands the work over (starts it), it does not wait for it.
   */
  idempotent<T>(request: FastifyRequest, reply: FastifyReply, scope: { readonly domain: string; readonly path: string }, run: () => T): IdempotentOutcome<T>;
  /** The body as canonical JSON (RFC 8785), validated when it was parsed; `null` for an empty body. */
  canonicalBody(request: FastifyRequest): string;
  /** The raw request path as sent, without query string and without gateway.path_prefix (what a route matches on). */
  rawPath(request: FastifyRequest): string;
  /** Sends the error envelope. */
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
  /** Answers the request: runs after admitPost, the body limit and JSON parsing. */
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

/**
 * Short-lived gateway state: idempotency reservations, rate limits and lockouts, each client in a named scope
 * (`webhook`, `pair`, `pairfail`). In memory by default; a shared implementation can serve several gateways.
 * Every operation is atomic and O(1) in time and memory per client; every table is bounded.
 */
export interface StateStore {
  /**
   * Counts a request against the client's limit when it is allowed; a refused request changes nothing. A client seen
   * within the window is never forgotten; a new client finding `maxKeys` such clients tracked is refused (`full`).
   */
  hit(scope: string, client: string, rule: RateRule): RateDecision;
  /** ms the client stays locked out (0: it may try); also > 0 when it is untracked and no idle entry can make room. */
  lockedFor(scope: string, client: string, rule: LockoutRule): number;
  /** Records a failed attempt; returns ms the client is now locked out (0: not locked). */
  fail(scope: string, client: string, rule: LockoutRule): number;
  /** Reserves `key` with the request's fingerprint for `ttlMs`; a live key is never evicted early. */
  reserve(key: string, fingerprint: string, ttlMs: number, maxKeys: number): Reservation;
  /** Frees a reservation whose request failed before dispatch, so a retry is not a duplicate. */
  release(key: string): void;
  /** Clients tracked in a scope. */
  size(scope: string): number;
}

export const gatewayStatePoint = createExtensionPoint<StateStore>('gateway.state');
