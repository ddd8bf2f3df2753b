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

/**
 * Short-lived gateway state: idempotency reservations, rate-limit windows, lockouts, pending pairing codes.
 * In memory by default; a shared implementation can serve several gateways. Every operation is atomic.
 */
export interface StateStore {
  /** Reserves `key` for `ttlMs` unless it is live; `full` when `maxKeys` unexpired keys exist (none is evicted early). */
  reserve(key: string, ttlMs: number, maxKeys: number): 'reserved' | 'exists' | 'full';
  /** Counts a hit in a sliding window; returns the hits in the window and ms until the oldest leaves it. */
  hit(bucket: string, windowMs: number): { count: number; resetMs: number };
  /** Hits in the window without adding one. */
  peek(bucket: string, windowMs: number): { count: number; resetMs: number };
  /** Distinct live rate-limit buckets. */
  buckets(windowMs: number): number;
  put(key: string, value: string, ttlMs: number): void;
  get(key: string): string | undefined;
  delete(key: string): void;
}

export const gatewayStatePoint = createExtensionPoint<StateStore>('gateway.state');
