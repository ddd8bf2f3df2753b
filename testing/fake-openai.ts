// A fake OpenAI-compatible Chat Completions server for tests (svc-runtime/testing): the remote end of a provider, on
// 127.0.0.1 port 0. It records every request; scripted answers come first, then the default reply.
import { untrustedText } from '../extensions/agent/api.js';
import { recordingServer, type Answer, type RecordedRequest, type RecordingServer, type Responder } from './index.js';

export interface FakeOpenAI extends RecordingServer {
  /** What `base_url` of `[providers.models.openai.<alias>]` takes (`…/v1`; `/chat/completions` is appended). */
  readonly baseUrl: string;
}

/** Tokens a fake answer reports (OpenAI's `usage`): in a plain answer, and in a stream's last chunk when asked for. */
export interface FakeUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  /** Reported as prompt_tokens_details.cached_tokens. */
  readonly cached_tokens?: number;
}

interface Body {
  readonly model?: string;
  readonly stream?: boolean;
  readonly stream_options?: { readonly include_usage?: boolean };
  readonly messages?: readonly { readonly role?: string; readonly content?: unknown }[];
}

const bodyOf = (r: RecordedRequest): Body => (r.json !== null && typeof r.json === 'object' ? (r.json as Body) : {});

/** The text of the last user message of a recorded Chat Completions request ('' when there is none), unframed. */
export function lastUserMessage(request: RecordedRequest): string {
  const last = [...(bodyOf(request).messages ?? [])].reverse().find((m) => m.role === 'user');
  return typeof last?.content === 'string' ? untrustedText(last.content) : '';
}

type Message = { role: 'assistant'; content: string | null; tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[] };

/** Answers as the request asked: one JSON completion, or server-sent events ending in `[DONE]` when it set `stream`. */
function completion(request: RecordedRequest, message: Message, usage?: FakeUsage): Answer {
  const model = bodyOf(request).model ?? 'fake-model';
  const wire = usage && { prompt_tokens: usage.prompt_tokens, completion_tokens: usage.completion_tokens, total_tokens: usage.prompt_tokens + usage.completion_tokens, ...(usage.cached_tokens !== undefined ? { prompt_tokens_details: { cached_tokens: usage.cached_tokens } } : {}) };
  if (!bodyOf(request).stream) return { json: { id: 'chatcmpl-fake', object: 'chat.completion', model, choices: [{ index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }], ...(wire ? { usage: wire } : {}) } };
  const delta = { ...(message.content ? { content: message.content } : {}), ...(message.tool_calls ? { tool_calls: message.tool_calls.map((c, index) => ({ index, ...c })) } : {}) };
  // Like OpenAI: the usage comes in one more chunk with no choices, and only when the request asked for it.
  const usageChunk = wire && bodyOf(request).stream_options?.include_usage ? [JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model, choices: [], usage: wire })] : [];
  return { sse: [JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta }] }), ...usageChunk, '[DONE]'] };
}

/** Scripted answers for `push`: each answers plain or streamed, as the request asked. */
export const openaiAnswers = {
  /** The assistant says `content`. */
  text: (content: string, usage?: FakeUsage): Responder => (r) => completion(r, { role: 'assistant', content }, usage),
  /** The assistant calls tool `name` with `args` (an object, or raw text for malformed arguments). */
  toolCall: (id: string, name: string, args: unknown): Responder => (r) =>
    completion(r, { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } }] }),
  /** An HTTP error with OpenAI's error body (429 and 5xx are retried by the provider). */
  error: (status: number, message = 'fake error', headers: Record<string, string> = {}): Responder => ({ status, headers, json: { error: { message, type: 'fake_error' } } }),
};

/**
 * Starts the fake. Unscripted requests get `reply(lastUserMessage)` (default: `fake: <message>`); a request to any path
 * other than `/v1/chat/completions` is 404.
 */
export async function fakeOpenAI(
  options: {
    readonly reply?: (message: string, request: RecordedRequest) => string;
    /** Tokens each unscripted answer reports (default: none, as some local servers do). */
    readonly usage?: FakeUsage | ((request: RecordedRequest) => FakeUsage);
  } = {},
): Promise<FakeOpenAI> {
  const reply = options.reply ?? ((m) => `fake: ${m}`);
  const server = await recordingServer((r) => {
    if (r.method !== 'POST' || r.path !== '/v1/chat/completions') return { status: 404, json: { error: { message: `no route ${r.method} ${r.path}`, type: 'not_found' } } };
    const usage = typeof options.usage === 'function' ? options.usage(r) : options.usage;
    return completion(r, { role: 'assistant', content: reply(lastUserMessage(r), r) }, usage);
  });
  return Object.assign(server, { baseUrl: `${server.url}/v1` });
}
