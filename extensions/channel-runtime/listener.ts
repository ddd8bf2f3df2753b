// The one inbound HTTP door of every channel instance: a plain node:http listener that reads each POST with the limits
// of CONTRACT §5 in their order (413 → 415 → the channel's verify, 401 → JSON, 400 → the channel's parse, 400 → queue,
// 503) on the raw bytes. Whatever a channel's code throws becomes an answer here, never an uncaught exception.
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { InboundMessage, InboundRequest } from './api.js';

/** CONTRACT §5: the largest body read, in bytes. */
export const BODY_LIMIT = 64 * 1024;

/** The runtime's checks of a message a channel's code made (parse, poll): a sentence, or undefined when it is one. */
export function messageProblem(m: unknown): string | undefined {
  if (m === null || typeof m !== 'object') return 'is not an object';
  const { sender, content, thread_id: thread } = m as Record<string, unknown>;
  if (typeof sender !== 'string') return 'has no string "sender"';
  if (typeof content !== 'string' || content === '') return 'has no non-empty string "content"';
  if (thread !== undefined && typeof thread !== 'string') return 'has a "thread_id" that is not a string';
  return undefined;
}

/**
 * A callback that answered with a promise where a value was due (an `async verify`): its outcome is ignored, never left
 * as an unhandled rejection, and the mistake is reported.
 */
function synchronous<T>(value: T, callback: string): T {
  if (typeof (value as { then?: unknown } | null)?.then !== 'function') return value;
  (value as unknown as Promise<unknown>).then(undefined, () => undefined);
  throw new TypeError(`${callback} returned a promise; it must answer at once`);
}

/** The channel callbacks a listener runs. */
export type ListenerCallback = 'verify' | 'parse' | 'listener';

export interface ListenerOptions {
  readonly path: string;
  readonly requestTimeoutMs?: number;
  /** The request's credentials: true lets it in; anything else is 401 (a string is the answer's sentence). */
  verify?(request: InboundRequest): true | string | false;
  /** The message in the parsed body, or a sentence saying what is wrong (400 invalid_request). */
  parse(body: unknown, request: InboundRequest): InboundMessage | string;
  /** Queues a message: its id, or undefined when the queue is full (503, Retry-After: 1). */
  accept(message: InboundMessage): string | undefined;
  /** The queue bound named in the 503 answer. */
  readonly queueMax: number;
  /** A callback threw (or returned what is not a message); the request was answered already. */
  failed?(callback: ListenerCallback, err: unknown): void;
}

function answer(res: ServerResponse, status: number, body?: Record<string, unknown>, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = body ? JSON.stringify(body) : '';
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

const fail = (res: ServerResponse, status: number, error: string, message: string, headers?: Record<string, string>) => answer(res, status, { error, message }, headers);

/** Every value of one header as sent (Node joins repeats with ", ", and keeps only the first of some). */
function headerValues(req: IncomingMessage, name: string): string[] {
  const lower = name.toLowerCase();
  const out: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === lower) out.push(req.rawHeaders[i + 1]!);
  return out;
}

function inboundRequest(req: IncomingMessage, path: string, raw: Buffer): InboundRequest {
  return { raw, path, headers: req.headers as IncomingHttpHeaders, header: (name) => headerValues(req, name) };
}

/** JSON only, as UTF-8, never compressed (PITFALLS: a reader must refuse what it does not read). */
function jsonType(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  if (typeof type !== 'string' || !/^application\/json\s*(;|$)/i.test(type)) return false;
  const charset = /;\s*charset=([^;\s]+)/i.exec(type)?.[1]?.toLowerCase().replace(/"/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return false;
  const encoding = req.headers['content-encoding'];
  return encoding === undefined || encoding === 'identity';
}

/** A node:http server for one instance; the caller listens and closes it. */
export async function createListener(options: ListenerOptions): Promise<Server> {
  const { createServer } = await import('node:http');
  const { default: sjson } = await import('secure-json-parse');
  // fatal: invalid sequences throw; the BOM is stripped, as JSON allows.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const failed = (callback: ListenerCallback, err: unknown): void => {
    try {
      options.failed?.(callback, err);
    } catch {
      // Reporting must never be what breaks a request.
    }
  };

  const judge = (req: IncomingMessage, res: ServerResponse, path: string, raw: Buffer): void => {
    if (!jsonType(req)) return fail(res, 415, 'unsupported_media_type', 'only UTF-8 application/json bodies without Content-Encoding are accepted');
    const request = inboundRequest(req, path, raw);
    if (options.verify) {
      let verdict: true | string | false;
      try {
        verdict = synchronous(options.verify(request), 'verify');
      } catch (err) {
        // Fails closed: a request whose credentials could not be checked is not let in.
        failed('verify', err);
        verdict = false;
      }
      if (verdict !== true) return fail(res, 401, 'unauthorized', typeof verdict === 'string' ? verdict : 'the request does not carry the credentials this channel requires');
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
    let message: InboundMessage | string;
    try {
      message = synchronous(options.parse(body, request), 'parse');
      const problem = typeof message === 'string' ? undefined : messageProblem(message);
      if (problem) throw new TypeError(`parse returned a message that ${problem}`);
    } catch (err) {
      failed('parse', err);
      return fail(res, 400, 'invalid_request', 'the channel could not read a message in the body');
    }
    if (typeof message === 'string') return fail(res, 400, 'invalid_request', message);
    const id = options.accept(message);
    if (id === undefined) return fail(res, 503, 'not_ready', `the inbound queue holds ${options.queueMax} messages; retry shortly`, { 'retry-after': '1' });
    answer(res, 200, { status: 'queued', message_id: id });
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '').split('?')[0]!;
    if (path !== options.path) return fail(res, 404, 'not_found', `no route for ${req.method} ${path}`);
    if (req.method !== 'POST') return fail(res, 405, 'invalid_request', `${options.path} accepts POST only`, { allow: 'POST' });
    const tooLarge = (): void => {
      // Not read (further): answer and drop the connection instead of draining the upload.
      res.setHeader('connection', 'close');
      fail(res, 413, 'payload_too_large', `the body is larger than ${BODY_LIMIT} bytes`);
    };
    if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size <= BODY_LIMIT) return void chunks.push(chunk);
      over = true;
      tooLarge();
      req.resume();
    });
    req.on('end', () => {
      if (over) return;
      try {
        judge(req, res, path, Buffer.concat(chunks, size));
      } catch (err) {
        failed('listener', err);
        fail(res, 500, 'internal_error', 'the message could not be handled');
      }
    });
    req.on('error', () => res.destroy());
  };

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (err) {
      failed('listener', err);
      fail(res, 500, 'internal_error', 'the message could not be handled');
    }
  });
  server.requestTimeout = options.requestTimeoutMs ?? 30_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
