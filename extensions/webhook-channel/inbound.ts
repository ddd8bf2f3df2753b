// The inbound particulars of the webhook channel: the X-Webhook-Signature check over the raw bytes and the fields of a
// message. The channel runtime reads the body (413, 415, JSON) and queues; `createListener` is its listener with them.
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { createListener as runtimeListener, INBOUND_QUEUE_MAX, type InboundMessage } from '../channel-runtime/api.js';

export { BODY_LIMIT, INBOUND_QUEUE_MAX, type InboundMessage } from '../channel-runtime/api.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

/** Longest `thread_id` accepted, in characters (Unicode code points); it keys conversations and goes back out. */
export const THREAD_ID_MAX = 256;
const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;
export const SIGNATURE_REFUSED = 'X-Webhook-Signature must be sha256=<hex HMAC-SHA256 of the raw body with the channel secret>';

/** The signature header of CONTRACT §5, checked in constant time over the 32 decoded bytes of the HMAC of `raw`. */
export function signatureValid(raw: Buffer, headers: readonly string[], secret: string): boolean {
  if (headers.length !== 1) return false;
  const hex = SIGNATURE.exec(headers[0]!)?.[1];
  if (!hex) return false;
  const { createHmac, timingSafeEqual } = crypto();
  return timingSafeEqual(Buffer.from(hex, 'hex'), createHmac('sha256', secret).update(raw).digest());
}

/** The fields of an inbound message, or the sentence that says what is wrong with them. */
export function readMessage(body: unknown): InboundMessage | string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'the body must be a JSON object';
  const b = body as Record<string, unknown>;
  if (typeof b.sender !== 'string') return '"sender" must be a string';
  if (typeof b.content !== 'string' || b.content === '') return '"content" must be a non-empty string';
  if (b.thread_id !== undefined && typeof b.thread_id !== 'string') return '"thread_id" must be a string when present';
  // Counted in code points only when the UTF-16 length could be over the limit.
  if (typeof b.thread_id === 'string' && b.thread_id.length > THREAD_ID_MAX && [...b.thread_id].length > THREAD_ID_MAX) {
    return `"thread_id" must be at most ${THREAD_ID_MAX} characters`;
  }
  return b.thread_id === undefined ? { sender: b.sender, content: b.content } : { sender: b.sender, content: b.content, thread_id: b.thread_id };
}

export interface ListenerOptions {
  /** Read per request: a reload may rotate the secret. */
  secret(): string;
  readonly path: string;
  /** Queues an accepted message: its id, or undefined when the queue is full (503). */
  accept(message: InboundMessage): string | undefined;
  readonly requestTimeoutMs: number;
}

/** The webhook door alone, on the runtime's listener (benchmarks measure it apart); the caller listens and closes it. */
export function createListener(options: ListenerOptions): Promise<Server> {
  return runtimeListener({
    path: options.path,
    requestTimeoutMs: options.requestTimeoutMs,
    queueMax: INBOUND_QUEUE_MAX,
    verify: (request) => signatureValid(request.raw, request.header('x-webhook-signature'), options.secret()) || SIGNATURE_REFUSED,
    parse: (body) => readMessage(body),
    accept: options.accept,
  });
}
