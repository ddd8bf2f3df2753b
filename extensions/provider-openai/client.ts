// The OpenAI Chat Completions protocol (OpenAI, Ollama, vLLM, llama.cpp server, ...), plain and streamed.
import { ProviderError, tokenUsage, type ChatMessage, type ModelReply, type ModelRequest, type ProviderClient, type ProviderContext, type ToolCall } from '../agent/api.js';
import type { OpenAiProvidersConfig } from './config.generated.js';

/** One `[providers.models.<type>.<alias>]` table, as the generated types of this extension's schema say. */
type Settings = OpenAiProvidersConfig[string];

function wireMessage(m: ChatMessage): Record<string, unknown> {
  if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
  if (m.role === 'assistant' && m.toolCalls?.length) {
    return {
      role: 'assistant',
      content: m.content || null,
      tool_calls: m.toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
      })),
    };
  }
  return { role: m.role, content: m.content };
}

function parseArguments(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? {};
  try {
    return JSON.parse(text || '{}');
  } catch {
    return text;
  }
}

export function createOpenAiClient(ctx: ProviderContext): ProviderClient {
  const s = ctx.config as unknown as Settings;
  const url = `${s.base_url.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = s.api_key ? { authorization: `Bearer ${s.api_key}` } : {};
  const malformed = (why: string) => new ProviderError(ctx.ref, `malformed answer: ${why}`);
  const http = ctx.http({ timeoutSecs: s.timeout_secs, maxRetries: s.max_retries });

  const body = (request: ModelRequest, stream: boolean): Record<string, unknown> => ({
    model: request.model ?? s.model,
    messages: request.messages.map(wireMessage),
    ...(request.tools.length
      ? { tools: request.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } })) }
      : {}),
    ...(s.temperature !== null ? { temperature: s.temperature } : {}),
    ...(s.max_tokens !== null ? { max_tokens: s.max_tokens } : {}),
    // Asked for, a streamed answer ends with a chunk carrying the usage (a server that does not know the option ignores it).
    ...(stream ? { stream: true, ...(s.stream_usage ? { stream_options: { include_usage: true } } : {}) } : {}),
  });

  /** The usage of an answer or of a stream's last chunk; cached prompt tokens where the server reports them. */
  type Usage = { prompt_tokens?: unknown; completion_tokens?: unknown; prompt_tokens_details?: { cached_tokens?: unknown } | null };
  const usageOf = (u: Usage | null | undefined) => (u ? tokenUsage(u.prompt_tokens, u.completion_tokens, u.prompt_tokens_details?.cached_tokens) : undefined);

  async function plain(request: ModelRequest): Promise<ModelReply> {
    const answer = (await http.postJson({ url, headers, body: body(request, false), signal: request.signal })) as {
      model?: string;
      choices?: { message?: { content?: string | null; tool_calls?: { id?: string; function?: { name?: string; arguments?: string } }[] } }[];
      usage?: Usage;
    };
    const message = answer?.choices?.[0]?.message;
    if (!message || typeof message !== 'object') throw malformed('no choices[0].message');
    const toolCalls: ToolCall[] = [];
    for (const call of message.tool_calls ?? []) {
      if (!call?.id || !call.function?.name) throw malformed('a tool call without id or function name');
      toolCalls.push({ id: call.id, name: call.function.name, arguments: parseArguments(call.function.arguments) });
    }
    if (message.content !== undefined && message.content !== null && typeof message.content !== 'string') throw malformed('content is not text');
    const usage = usageOf(answer.usage);
    if (message.content) request.onText?.(message.content);
    return { text: message.content ?? '', toolCalls, model: answer.model ?? s.model, ...(usage ? { usage } : {}) };
  }

  async function streamed(request: ModelRequest): Promise<ModelReply> {
    let text = '';
    let model = s.model;
    let usage: ReturnType<typeof usageOf>;
    const calls: { id: string; name: string; args: string }[] = [];
    for await (const data of http.postEventStream({ url, headers, body: body(request, true), signal: request.signal })) {
      if (data === '[DONE]') break;
      let chunk: { model?: string; usage?: Usage | null; choices?: { delta?: { content?: string; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] } }[] };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw malformed('an event that is not JSON');
      }
      model = chunk.model ?? model;
      // The usage chunk comes last, with an empty choices list.
      usage = usageOf(chunk.usage) ?? usage;
      const delta = chunk.choices?.[0]?.delta;
      if (!delta) continue;
      if (typeof delta.content === 'string' && delta.content) {
        text += delta.content;
        request.onText?.(delta.content);
      }
      for (const part of delta.tool_calls ?? []) {
        const i = part.index ?? calls.length;
        const call = (calls[i] ??= { id: '', name: '', args: '' });
        if (part.id) call.id = part.id;
        if (part.function?.name) call.name += part.function.name;
        if (part.function?.arguments) call.args += part.function.arguments;
      }
    }
    const toolCalls = calls.filter(Boolean).map((c) => {
      if (!c.id || !c.name) throw malformed('a streamed tool call without id or name');
      return { id: c.id, name: c.name, arguments: parseArguments(c.args) };
    });
    return { text, toolCalls, model, ...(usage ? { usage } : {}) };
  }

  // A caller that listens for the text as it is written (a chat) gets a streamed answer whatever `stream` says.
  return { complete: (request) => (s.stream || request.onText ? streamed(request) : plain(request)) };
}
