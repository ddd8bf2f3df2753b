// What the model is given besides the system message: the history (with the tool rounds of recent turns), the new
// message framed by its trust, and the pruning that keeps it all within max_context_tokens and history_pruning.
import type { ChatMessage } from './api.js';
export { frameMessage } from './api.js';
import type { Turn } from './history.js';
import type { TurnLimits } from './limits.js';

/** Tokens of text, estimated as a quarter of its characters (no tokenizer: the same estimate for every provider). */
export const estimateTokens = (chars: number): number => Math.ceil(chars / 4);

export function messageChars(m: ChatMessage): number {
  let n = m.content.length;
  if (m.role === 'assistant' && m.toolCalls) for (const c of m.toolCalls) n += c.name.length + JSON.stringify(c.arguments ?? null).length;
  return n;
}

/**
 * Stored turns as chat messages, user messages framed by `frame`; the tool rounds of the last `keepToolTurns` replies
 * that have some come back as the assistant's tool calls and the tool results, before that reply.
 */
export function historyMessages(turns: readonly Turn[], keepToolTurns: number, frame: (text: string) => string): ChatMessage[] {
  let withTools = 0;
  const keep = new Set<number>();
  for (let i = turns.length - 1; i >= 0 && withTools < keepToolTurns; i--) {
    if (turns[i]!.role === 'assistant' && turns[i]!.tools?.length) {
      keep.add(i);
      withTools++;
    }
  }
  const out: ChatMessage[] = [];
  turns.forEach((t, i) => {
    if (t.role === 'user') return void out.push({ role: 'user', content: frame(t.content) });
    if (keep.has(i)) {
      for (const round of t.tools!) {
        out.push({ role: 'assistant', content: '', toolCalls: round.calls });
        for (const r of round.results) out.push({ role: 'tool', toolCallId: r.toolCallId, name: r.name, content: r.content });
      }
    }
    out.push({ role: 'assistant', content: t.content });
  });
  return out;
}

/** Replaces a tool result's text by a short note of its size (history_pruning.collapse_tool_results). */
const collapse = (m: ChatMessage): ChatMessage => (m.role === 'tool' && m.content.length > 200 ? { ...m, content: `[older tool result collapsed: ${m.content.length} characters]` } : m);

/** Drops leading messages until the history starts at a user message (no orphaned tool results). */
function startAtUser(history: ChatMessage[]): ChatMessage[] {
  const first = history.findIndex((m) => m.role === 'user');
  return first <= 0 ? (first < 0 ? [] : history) : history.slice(first);
}

export interface Fitted {
  readonly history: ChatMessage[];
  /** Messages of the history left out to fit. */
  readonly dropped: number;
  /** The system message and the new message alone exceed max_context_tokens. */
  readonly overflow: boolean;
}

/**
 * Fits the history: history_pruning first (older tool results collapsed, then the oldest messages dropped until the
 * history is within its max_tokens, the keep_recent newest always kept), then max_context_tokens over everything
 * (oldest history first). Cheap when no limit applies: one pass summing lengths.
 */
export function fitContext(system: string, history: ChatMessage[], message: string, limits: Pick<TurnLimits, 'pruning' | 'maxContextTokens'>): Fitted {
  const before = history.length;
  let h = history;
  const { pruning } = limits;
  if (pruning) {
    const tokens = () => estimateTokens(h.reduce((n, m) => n + messageChars(m), 0));
    if (tokens() > pruning.maxTokens) {
      const recentFrom = Math.max(0, h.length - pruning.keepRecent);
      if (pruning.collapseToolResults) h = h.map((m, i) => (i < recentFrom ? collapse(m) : m));
      while (h.length > pruning.keepRecent && tokens() > pruning.maxTokens) h = startAtUser(h.slice(1));
    }
  }
  const max = limits.maxContextTokens;
  if (max !== undefined) {
    const fixed = estimateTokens(system.length + message.length);
    if (fixed > max) return { history: [], dropped: before, overflow: true };
    let total = fixed + estimateTokens(h.reduce((n, m) => n + messageChars(m), 0));
    while (h.length && total > max) {
      h = startAtUser(h.slice(1));
      total = fixed + estimateTokens(h.reduce((n, m) => n + messageChars(m), 0));
    }
  }
  return { history: h, dropped: before - h.length, overflow: false };
}
