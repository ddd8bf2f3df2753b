// The gateway's HTTP error registry: every error answer of the gateway and of the routes it mounts, with its status
// and meaning (CONTRACT §4). Answers take their status from here; docs and the OpenAPI document print it.
import type { FastifyReply } from 'fastify';

export interface HttpErrorSpec {
  /** The HTTP status every answer with this code has. */
  readonly status: number;
  /** When it is answered, for the reference table. */
  readonly meaning: string;
  /** Fields the error body carries besides `error` and `message`. */
  readonly fields?: readonly string[];
  /** Headers the answer carries. */
  readonly headers?: readonly string[];
}

/** Declares a registry of HTTP error codes: lower snake case, a 4xx or 5xx status. */
export function defineHttpErrors<const R extends Record<string, HttpErrorSpec>>(registry: R): Readonly<R> {
  for (const [code, spec] of Object.entries(registry)) {
    if (!/^[a-z][a-z0-9_]*$/.test(code)) throw new Error(`HTTP error code ${code} is not lower snake case`);
    if (!Number.isInteger(spec.status) || spec.status < 400 || spec.status > 599) throw new Error(`HTTP error code ${code} has the status ${spec.status}, not a 4xx or 5xx`);
  }
  return Object.freeze(registry);
}

export const HTTP_ERRORS = defineHttpErrors({
  unauthorized: {
    status: 401,
    meaning: 'A credential the route needs is missing or wrong: the paired bearer token, X-Webhook-Secret, or the node token of /ws/nodes; or a bearer JWT of an [oidc.<alias>] issuer was refused (the message says which class of failure, never the token, a URL or what the issuer said). The same answer whatever the path, body or content type.',
  },
  forbidden: {
    status: 403,
    meaning: "The client may not use this route: an admin route or the unauthenticated chat from a non-loopback client, a foreign Host on a loopback bind (DNS rebinding), a refused client certificate, or a credential whose user's permission profiles do not grant it (with [users] or an OIDC issuer configured; the message names the user and what is missing).",
  },
  rate_limited: {
    status: 429,
    meaning: 'The client sent more requests in the last 60 s than its limit, or the limiter tracks rate_limit_max_keys busy clients already, or nodes.max_nodes nodes are connected.',
    fields: ['retry_after'],
    headers: ['Retry-After'],
  },
  payload_too_large: { status: 413, meaning: 'The body is larger than the route accepts (64 KiB).' },
  unsupported_media_type: { status: 415, meaning: 'A body that is not application/json in UTF-8, or a Content-Encoding other than identity.' },
  invalid_json: {
    status: 400,
    meaning: 'The body is not valid JSON, not valid UTF-8, nests deeper than 64, holds a number outside IEEE double, or uses a prototype-poisoning key.',
  },
  invalid_request: {
    status: 400,
    meaning: "The request does not have the shape the route declares (body, path parameters or query string), or HTTP itself is malformed (Content-Length, a WebSocket route without an upgrade).",
  },
  invalid_idempotency_key: { status: 400, meaning: 'X-Idempotency-Key is sent twice, or is not 1 to 255 visible ASCII characters.' },
  idempotency_store_full: {
    status: 503,
    meaning: 'idempotency_max_keys unexpired keys are held; a new key is refused and nothing is dispatched (send none, or retry later).',
  },
  idempotency_key_reused: { status: 422, meaning: 'The idempotency key was reserved by a request with another body; nothing is dispatched.' },
  no_matching_sop: { status: 404, meaning: 'No loaded SOP declares the requested path as its webhook trigger.' },
  not_found: { status: 404, meaning: 'No route, file, run or job answers this path or id.' },
  sop_dispatch_unavailable: { status: 503, meaning: 'The SOP engine does not run here (sop.sops_dir is unset, or the gateway runs alone).' },
  not_ready: { status: 503, meaning: 'The service, or the feature behind the route, is starting, stopping or not running here.' },
  blocked_unsafe: {
    status: 422,
    meaning: "The untrusted-input guard refused the payload for every matching SOP; nothing started.",
    fields: ['status', 'path', 'results'],
  },
  invalid_pairing_code: { status: 403, meaning: 'The pairing code is wrong, used or expired.' },
  pairing_locked: {
    status: 429,
    meaning: 'Too many failed pairing attempts from this client (or from more clients than are tracked); even the right code waits.',
    fields: ['retry_after'],
    headers: ['Retry-After'],
  },
  conflict: { status: 409, meaning: 'The configuration changed since the ETag sent in If-Match (or none was sent), or the run is not waiting for a decision.', fields: ['etag'] },
  validation_failed: { status: 400, meaning: 'The configuration change would not validate; nothing changed.', fields: ['errors'] },
  request_timeout: { status: 408, meaning: 'The route did not answer within gateway.request_timeout_secs (long_running_request_timeout_secs for long-running routes).' },
  shutting_down: { status: 503, meaning: 'The service is shutting down: the request arrived while it drained, or was still open at the deadline.', headers: ['Retry-After'] },
  state_unavailable: {
    status: 503,
    meaning: "The shared state (several instances: Redis) cannot be reached; nothing was counted, reserved or dispatched.",
    headers: ['Retry-After'],
  },
  model_unavailable: {
    status: 502,
    meaning: "The agent's model provider failed after its retries (unreachable, refusing, or answering nothing usable); error_id is on the daemon's log line that says why.",
    fields: ['error_id'],
  },
  internal_error: { status: 500, meaning: 'The request failed inside the service (a valid request never gets it by design); the gateway log says why.' },
});

export type HttpErrorCode = keyof typeof HTTP_ERRORS;

/**
 * Sends the error envelope `{"error", "message", ...extra}` with the status HTTP_ERRORS gives the code. The older form
 * with a status first (gateway 0.2's RouteHelpers.fail) is still answered: the registry's status wins for a registered
 * code; an unregistered code a third party sends keeps its own.
 */
export function answerError(reply: FastifyReply, code: HttpErrorCode, message: string, extra?: Record<string, unknown>): FastifyReply;
export function answerError(reply: FastifyReply, status: number, code: string, message: string, extra?: Record<string, unknown>): FastifyReply;
export function answerError(reply: FastifyReply, ...args: [HttpErrorCode, string, Record<string, unknown>?] | [number, string, string, Record<string, unknown>?]): FastifyReply {
  const [status, error, message, extra] =
    typeof args[0] === 'number' ? [(HTTP_ERRORS as Record<string, { status: number }>)[args[1]]?.status ?? args[0], args[1], args[2] as string, args[3] as Record<string, unknown> | undefined] : [HTTP_ERRORS[args[0]].status, args[0], args[1] as string, args[2] as Record<string, unknown> | undefined];
  return reply.code(status).type('application/json').send(extra ? { error, message, ...extra } : { error, message });
}

/**
 * Answers a request with the error envelope when thrown by a route's handler or hook, or passed to a body parser's
 * callback: the gateway's error handler sends `{"error": code, "message", ...extra}` with the registry's status.
 */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';
  readonly status: number;
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.status = HTTP_ERRORS[code].status;
  }
}

/** An HttpFailure, also one made by another copy of this module (a third-party extension's, or the bundled one's). */
export function isHttpFailure(err: unknown): err is HttpFailure {
  return err instanceof Error && err.name === 'HttpFailure' && Object.hasOwn(HTTP_ERRORS, (err as { code?: string }).code ?? '');
}
