// A local fake model server: answers scripted responses in order and records every request, on 127.0.0.1 port 0.
// Built on the testkit's recording server (svc-runtime/testing), which also backs its fakeOpenAI.
import type { IncomingHttpHeaders } from 'node:http';
import { recordingServer, type Answer } from '../../testing/index.js';
import { untrustedText } from '../../extensions/agent/api.js';

export interface Scripted {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent verbatim (malformed bodies), as application/json unless headers say otherwise. */
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

/** A model server for protocol tests of any provider: scripted answers in order, every request recorded. */
export async function fakeLlm(fallback?: (r: Recorded) => Scripted): Promise<FakeLlm> {
  const queue: (Scripted | ((r: Recorded) => Scripted))[] = [];
  const requests: Recorded[] = [];
  const server = await recordingServer((r): Answer => {
    const body = r.json !== null && typeof r.json === 'object' ? (r.json as Record<string, unknown>) : r.text ? { unparsed: r.text } : {};
    const rec: Recorded = { path: r.path, headers: r.headers, body };
    requests.push(rec);
    const next = queue.shift() ?? fallback ?? { status: 500, json: { error: 'no scripted answer' } };
    const a = typeof next === 'function' ? next(rec) : next;
    return a.body === undefined ? a : { ...a, headers: { 'content-type': 'application/json', ...a.headers } };
  });
  return { url: server.url, requests, push: (...answers) => void queue.push(...answers), close: () => server.close() };
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

/**
 * The conversation of a recorded Chat Completions or Messages request as people wrote it: the system message left out
 * (Anthropic sends it apart), each framed untrusted user message unwrapped to its text.
 */
export function chatOf(r: Recorded): Record<string, unknown>[] {
  const messages = (r.body.messages as Record<string, unknown>[] | undefined) ?? [];
  return messages
    .filter((m) => m.role !== 'system')
    .map((m) => {
      if (m.role !== 'user') return m;
      if (typeof m.content === 'string') return { ...m, content: untrustedText(m.content) };
      if (Array.isArray(m.content)) return { ...m, content: m.content.map((b: Record<string, unknown>) => (b.type === 'text' && typeof b.text === 'string' ? { ...b, text: untrustedText(b.text) } : b)) };
      return m;
    });
}

/** The system message of a recorded request (OpenAI: the first message; Anthropic: `system`), '' when there is none. */
export function systemOf(r: Recorded): string {
  if (typeof r.body.system === 'string') return r.body.system;
  const first = (r.body.messages as { role?: string; content?: unknown }[] | undefined)?.[0];
  return first?.role === 'system' && typeof first.content === 'string' ? first.content : '';
}
