// A local fake model server: answers scripted responses in order and records every request, on 127.0.0.1 port 0.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Scripted {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent verbatim (malformed bodies). */
  body?: string;
  /** Server-sent events: each string is one `data:` payload. */
  sse?: string[];
}

export interface Recorded {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeLlm {
  readonly url: string;
  readonly requests: Recorded[];
  /** Queues answers; when the queue is empty `fallback` answers (default: 500). */
  push(...answers: (Scripted | ((r: Recorded) => Scripted))[]): void;
  close(): Promise<void>;
}

export async function fakeLlm(fallback?: (r: Recorded) => Scripted): Promise<FakeLlm> {
  const queue: (Scripted | ((r: Recorded) => Scripted))[] = [];
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        body = { unparsed: raw };
      }
      const rec: Recorded = { path: req.url ?? '', headers: req.headers, body };
      requests.push(rec);
      const next = queue.shift() ?? fallback ?? { status: 500, json: { error: 'no scripted answer' } };
      const a = typeof next === 'function' ? next(rec) : next;
      if (a.sse) {
        res.writeHead(a.status ?? 200, { 'content-type': 'text/event-stream', ...a.headers });
        for (const data of a.sse) res.write(`data: ${data}\n\n`);
        return void res.end();
      }
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json', ...a.headers });
      res.end(a.body ?? JSON.stringify(a.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    push: (...answers) => void queue.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** OpenAI Chat Completions answers. */
export const openai = {
  text: (content: string, model = 'fake-gpt'): Scripted => ({ json: { id: 'c', model, choices: [{ index: 0, message: { role: 'assistant', content } }] } }),
  toolCall: (id: string, name: string, args: unknown): Scripted => ({
    json: {
      model: 'fake-gpt',
      choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } }] } }],
    },
  }),
};

/** Anthropic Messages answers. */
export const anthropic = {
  text: (text: string): Scripted => ({ json: { id: 'm', type: 'message', role: 'assistant', model: 'fake-claude', content: [{ type: 'text', text }], stop_reason: 'end_turn' } }),
  toolUse: (id: string, name: string, input: unknown, text = ''): Scripted => ({
    json: {
      model: 'fake-claude',
      content: [...(text ? [{ type: 'text', text }] : []), { type: 'tool_use', id, name, input }],
      stop_reason: 'tool_use',
    },
  }),
};
