// The Anthropic Messages API protocol, with tool use.
import { ProviderError, tokenUsage, type ChatMessage, type ModelReply, type ModelRequest, type ProviderClient, type ProviderContext, type ToolCall } from '../agent/api.js';
import type { AnthropicProvidersConfig } from './config.generated.js';

/** One `[providers.models.<type>.<alias>]` table, as the generated types of this extension's schema say. */
type Settings = AnthropicProvidersConfig[string];

type Block = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: unknown } | { type: 'tool_result'; tool_use_id: string; content: string };

/** System text apart; consecutive tool results become one user turn, as the API requires alternating roles. */
function wire(messages: readonly ChatMessage[]): { system: string; messages: { role: 'user' | 'assistant'; content: string | Block[] }[] } {
  const system: string[] = [];
  const out: { role: 'user' | 'assistant'; content: string | Block[] }[] = [];
  for (const m of messages) {
    if (m.role === 'system') system.push(m.content);
    else if (m.role === 'user') out.push({ role: 'user', content: m.content });
    else if (m.role === 'assistant') {
      const blocks: Block[] = m.content ? [{ type: 'text', text: m.content }] : [];
      for (const c of m.toolCalls ?? []) blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: c.arguments });
      out.push({ role: 'assistant', content: blocks.length ? blocks : '' });
    } else {
      const result: Block = { type: 'tool_result', tool_use_id: m.toolCallId, content: m.content };
      const last = out[out.length - 1];
      if (last?.role === 'user' && Array.isArray(last.content) && last.content.every((b) => b.type === 'tool_result')) last.content.push(result);
      else out.push({ role: 'user', content: [result] });
    }
  }
  return { system: system.join('\n\n'), messages: out };
}

export function createAnthropicClient(ctx: ProviderContext): ProviderClient {
  const s = ctx.config as unknown as Settings;
  const url = `${s.base_url.replace(/\/+$/, '')}/v1/messages`;
  const headers: Record<string, string> = { 'anthropic-version': s.anthropic_version, ...(s.api_key ? { 'x-api-key': s.api_key } : {}) };
  const malformed = (why: string) => new ProviderError(ctx.ref, `malformed answer: ${why}`);
  const http = ctx.http({ timeoutSecs: s.timeout_secs, maxRetries: s.max_retries });

  return {
    async complete(request: ModelRequest): Promise<ModelReply> {
      const { system, messages } = wire(request.messages);
      const body = {
        model: request.model ?? s.model,
        max_tokens: s.max_tokens,
        messages,
        ...(system ? { system } : {}),
        ...(request.tools.length ? { tools: request.tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters })) } : {}),
        ...(s.temperature !== null ? { temperature: s.temperature } : {}),
      };
      const answer = (await http.postJson({ url, headers, body, signal: request.signal })) as { model?: string; content?: unknown; usage?: { input_tokens?: unknown; output_tokens?: unknown; cache_read_input_tokens?: unknown; cache_creation_input_tokens?: unknown } };
      if (!answer || !Array.isArray(answer.content)) throw malformed('no content array');
      let text = '';
      const toolCalls: ToolCall[] = [];
      for (const block of answer.content as Record<string, unknown>[]) {
        if (block?.type === 'text' && typeof block.text === 'string') text += block.text;
        else if (block?.type === 'tool_use') {
          if (typeof block.id !== 'string' || typeof block.name !== 'string') throw malformed('a tool_use block without id or name');
          toolCalls.push({ id: block.id, name: block.name, arguments: block.input ?? {} });
        }
      }
      // Anthropic's input_tokens leave out the cached prompt (read or written): the total input is their sum.
      const u = answer.usage;
      const count = (n: unknown) => (Number.isSafeInteger(n) && (n as number) >= 0 ? (n as number) : 0);
      const input = typeof u?.input_tokens === 'number' ? count(u.input_tokens) + count(u.cache_read_input_tokens) + count(u.cache_creation_input_tokens) : undefined;
      const usage = tokenUsage(input, u?.output_tokens, u?.cache_read_input_tokens);
      // Not streamed (yet): a listener for the text as it is written gets it whole, once.
      if (text) request.onText?.(text);
      return { text, toolCalls, model: answer.model ?? s.model, ...(usage ? { usage } : {}) };
    },
  };
}
