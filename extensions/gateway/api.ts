// The gateway's public API: route groups other extensions add, and the state store behind limits and idempotency.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createExtensionPoint } from '../../kernel/index.js';

/** The error body of every gateway error (CONTRACT §4). */
export interface ErrorBody {
  readonly error: string;
  readonly message: string;
  readonly [extra: string]: unknown;
}

/** What a route group sees of the request: the client as the rate limits define it. */
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
  /** Sends the error envelope. */
  fail(reply: FastifyReply, status: number, error: string, message: string, extra?: Record<string, unknown>): FastifyReply;
}

export interface RouteGroup {
  /** Names the group in logs and errors. */
  readonly name: string;
  /** Registered as an encapsulated Fastify plugin under gateway.path_prefix. */
  plugin(app: FastifyInstance, helpers: RouteHelpers): Promise<void>;
}

export interface GatewayRoutes {
  register(group: RouteGroup): void;
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
