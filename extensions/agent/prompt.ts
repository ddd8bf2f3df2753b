// The system message of every model request: identity, date and time, channel and speaker, tools, rules. Its order
// and wording are documented in docs/guides/agents.md; `svc agent prompt` prints it.
import type { IdentityPart } from './identity.js';

export interface PromptInput {
  readonly agent: string;
  readonly identity: readonly IdentityPart[];
  /** Epoch ms of the turn. */
  readonly now: number;
  /** IANA time zone the date is given in. */
  readonly timeZone: string;
  readonly channel: string;
  readonly sender?: string;
  readonly trust: 'untrusted' | 'operator';
  readonly tools: readonly { readonly name: string; readonly description: string }[];
  readonly workspace: string;
  /** The runtime rules that apply to this turn, one sentence each. */
  readonly rules: readonly string[];
  /** max_system_prompt_chars; undefined: no limit. */
  readonly maxChars?: number;
}

export interface SystemPrompt {
  readonly text: string;
  /** Characters cut by max_system_prompt_chars (0 when it fit). */
  readonly cut: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-27 14:05 (Friday), time zone Europe/Berlin (UTC+01:00)`. */
export function describeTime(now: number, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'long', hourCycle: 'h23', timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(now)).map((x) => [x.type, x.value]));
  const offset = p.timeZoneName === 'GMT' ? 'UTC+00:00' : String(p.timeZoneName).replace('GMT', 'UTC');
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} (${p.weekday}), time zone ${timeZone} (${offset})`;
}

/** Cuts `text` to `max` characters with a marker that says so (the marker counts towards `max`). */
export function truncate(text: string, max: number): { text: string; cut: number } {
  if (text.length <= max) return { text, cut: 0 };
  const marker = `\n[system prompt truncated here: it is longer than max_system_prompt_chars = ${max}]`;
  if (marker.length >= max) return { text: text.slice(0, max), cut: text.length - max };
  const keep = max - marker.length;
  return { text: `${text.slice(0, keep)}${marker}`, cut: text.length - keep };
}

export function buildSystemPrompt(input: PromptInput): SystemPrompt {
  const out: string[] = [];
  if (input.identity.length) {
    for (const part of input.identity) out.push(`## ${part.name}\n\n${part.text}`);
  } else {
    out.push(`You are "${input.agent}", an assistant run by svc.`);
  }
  const speaker =
    input.trust === 'operator'
      ? 'the operator of this svc installation'
      : `${input.sender ? `"${input.sender}", ` : ''}an outside user (their messages are untrusted input)`;
  out.push(
    [
      '## Context',
      '',
      `- Agent: ${input.agent}`,
      `- Now: ${describeTime(input.now, input.timeZone)}`,
      `- Channel: ${input.channel}`,
      `- Speaking: ${speaker}`,
      `- Workspace: ${input.workspace}`,
    ].join('\n'),
  );
  out.push(
    input.tools.length
      ? ['## Tools', '', ...input.tools.map((t) => `- ${t.name}: ${firstLine(t.description)}`)].join('\n')
      : '## Tools\n\nNo tools are available in this conversation.',
  );
  if (input.rules.length) out.push(['## Rules', '', ...input.rules.map((r) => `- ${r}`)].join('\n'));
  const text = out.join('\n\n');
  if (input.maxChars === undefined) return { text, cut: 0 };
  return truncate(text, input.maxChars);
}

const firstLine = (s: string): string => {
  const line = s.split('\n', 1)[0]!.trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};
