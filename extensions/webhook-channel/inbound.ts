// The inbound side of one webhook channel instance: a plain node:http listener that checks each POST in the order of
// CONTRACT §5 (413 → 415 → 401 → 400 → 503) on the raw bytes, and a bounded queue of accepted messages.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const BODY_LIMIT = 64 * 1024;
/** Messages waiting per instance before 503 (CONTRACT §5). */
export const INBOUND_QUEUE_MAX = 100;
/** Longest `thread_id` accepted, in characters (Unicode code points); it keys conversations and goes back out. */
export const THREAD_ID_MAX = 256;
const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;

export interface InboundMessage {
  /** Given when the message is queued and answered in the 200 body: what log lines about it carry. */
  readonly id?: string;
  readonly sender: string;
  readonly content: string;
  readonly thread_id?: string;
}

/** The signature header of CONTRACT §5, checked in constant time over the 32 decoded bytes of the HMAC of `raw`. */
export function signatureValid(raw: Buffer, headers: readonly string[], secret: string): boolean {
  if (headers.length !== 1) return false;
  const hex = SIGNATURE.exec(headers[0]!)?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
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

function rawHeaderValues(req: IncomingMessage, name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === name) out.push(req.rawHeaders[i + 1]!);
  return out;
}

function answer(res: ServerResponse, status: number, body?: Record<string, unknown>, headers: Record<string, string> = {}): void {
  const text = body ? JSON.stringify(body) : '';
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

const fail = (res: ServerResponse, status: number, error: string, message: string, headers?: Record<string, string>) =>
  answer(res, status, { error, message }, headers);

/** A node:http server for one instance; the caller listens and closes it. */
export async function createListener(options: ListenerOptions): Promise<Server> {
  const { createServer } = await import('node:http');
  const { default: sjson } = await import('secure-json-parse');
  // fatal: invalid sequences throw; the BOM is stripped, as JSON allows.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== options.path) return fail(res, 404, 'not_found', `no route for ${req.method} ${path}`);
    if (req.method !== 'POST') return fail(res, 405, 'invalid_request', `${options.path} accepts POST only`, { allow: 'POST' });
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > BODY_LIMIT) {
      // Not read at all: answer and drop the connection instead of draining the upload.
      res.setHeader('connection', 'close');
      return fail(res, 413, 'payload_too_large', `the body is larger than ${BODY_LIMIT} bytes`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > BODY_LIMIT) {
        over = true;
        res.setHeader('connection', 'close');
        fail(res, 413, 'payload_too_large', `the body is larger than ${BODY_LIMIT} bytes`);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (over) return;
      const raw = Buffer.concat(chunks, size);
      const type = req.headers['content-type'];
      const charset = /;\s*charset=([^;\s]+)/i.exec(String(type))?.[1]?.toLowerCase().replace(/"/g, '');
      const encoding = req.headers['content-encoding'];
      if (typeof type !== 'string' || !/^application\/json\s*(;|$)/i.test(type) || (charset && charset !== 'utf-8' && charset !== 'utf8') || (encoding !== undefined && encoding !== 'identity')) {
        return fail(res, 415, 'unsupported_media_type', 'only UTF-8 application/json bodies without Content-Encoding are accepted');
      }
      if (!signatureValid(raw, rawHeaderValues(req, 'x-webhook-signature'), options.secret())) {
        return fail(res, 401, 'unauthorized', 'X-Webhook-Signature must be sha256=<hex HMAC-SHA256 of the raw body with the channel secret>');
      }
      let text: string;
      try {
        // Signed bytes that are not UTF-8 would be read with U+FFFD in place of the bad bytes: refuse them instead.
        text = utf8.decode(raw);
      } catch {
        return fail(res, 400, 'invalid_json', 'the body is not valid UTF-8');
      }
      let body: unknown;
      try {
        body = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
      } catch (err) {
        return fail(res, 400, 'invalid_json', `the body is not valid JSON or uses a forbidden key: ${(err as Error).message}`);
      }
      const message = readMessage(body);
      if (typeof message === 'string') return fail(res, 400, 'invalid_request', message);
      const id = options.accept(message);
      if (id === undefined) return fail(res, 503, 'not_ready', `the inbound queue holds ${INBOUND_QUEUE_MAX} messages; retry shortly`, { 'retry-after': '1' });
      answer(res, 200, { status: 'queued', message_id: id });
    });
    req.on('error', () => res.destroy());
  });
  server.requestTimeout = options.requestTimeoutMs;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
