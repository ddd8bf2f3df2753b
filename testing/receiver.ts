// Two HTTP doubles on 127.0.0.1 port 0: a recording receiver (where a channel delivers) and a scripted server (the remote
// end of a provider). Each records every request; `close()` ends every connection.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait.js';

export interface RecordedRequest {
  readonly method: string;
  /** Path and query as sent. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body as text. */
  readonly text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  readonly json: unknown;
}

/** An answer: a status, headers, and a JSON value, raw text, or server-sent events (each string one `data:` payload). */
export interface Answer {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly body?: string;
  readonly sse?: readonly string[];
}

export type Responder = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export interface RecordingServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string;
  /** Every request so far, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Queues answers for the next requests, in order; when none is queued the default answers. */
  push(...answers: Responder[]): void;
  /** Resolves with the first `n` requests once that many arrived; fails after `ms` (default 10 s) naming the wait. */
  received(n?: number, ms?: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

/**
 * A server that records each request and answers it with the next queued answer, else with `fallback`
 * (default: 200 `{"ok":true}`). The recording receiver of a channel test, and the base of protocol fakes.
 */
export async function recordingServer(fallback: Responder = { json: { ok: true } }): Promise<RecordingServer> {
  const queue: Responder[] = [];
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, text, json };
      requests.push(recorded);
      const next = queue.shift() ?? fallback;
      Promise.resolve(typeof next === 'function' ? next(recorded) : next).then(
        (a) => {
          if (a.sse) {
            res.writeHead(a.status ?? 200, { 'content-type': 'text/event-stream', ...a.headers });
            for (const data of a.sse) res.write(`data: ${data}\n\n`);
            res.end();
            return;
          }
          res.writeHead(a.status ?? 200, { 'content-type': a.body === undefined ? 'application/json' : 'text/plain', ...a.headers });
          res.end(a.body ?? JSON.stringify(a.json ?? {}));
        },
        (err: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`responder failed: ${String(err)}`);
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    push: (...answers) => void queue.push(...answers),
    received: async (n = 1, ms = 10_000) => {
      await waitFor(() => requests.length >= n, `${n} request(s) at the recording server`, ms);
      return requests.slice(0, n);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
