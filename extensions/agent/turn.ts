// One turn of the agent loop: model calls and tool rounds under the turn's limits. Every refusal goes back to the
// model as a tool error it can read, and is logged and counted; a limit that ends the turn says so in the reply.
import { createHmac } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { neutralise } from '../../lib/prompt-guard.js';
import type { Logger } from '../../kernel/index.js';
import {
  ModelCallRefused,
  ProviderError,
  type AgentHooks,
  type ChatMessage,
  type HostGuard,
  type ModelRequest,
  type ToolCall,
  type ToolCallEvent,
  type ToolCallNotice,
  type ToolContext,
  type ToolDefinition,
  type ToolDescription,
  type ToolWorkspace,
} from './api.js';
import type { ToolRound } from './history.js';
import type { CallAnswer } from './model-call.js';
import { TURN_CEILINGS, type ActionBudget, type TurnLimits } from './limits.js';
import { RedactingStream } from './stream-redact.js';

/** Why a tool call was not run, as svc_agent_tool_refusals_total counts it. */
export type RefusalReason =
  | 'unknown_tool'
  | 'invalid_arguments'
  | 'action_budget'
  | 'hook'
  | 'calls_per_reply'
  | 'calls_per_turn'
  | 'single_tool_rounds';

/** Why a turn ended early, as svc_agent_turn_stops_total counts it. */
export type StopReason = 'loop' | 'no_progress' | 'action_budget' | 'calls_per_turn' | 'result_chars' | 'rounds';

export interface TurnDeps {
  readonly agent: string;
  readonly channel: string;
  readonly conversation: string;
  readonly sender?: string;
  readonly trust: 'untrusted' | 'operator';
  /** `<type>.<alias>` of the agent's provider (fallbacks may answer instead). */
  readonly provider: string;
  /** Sends one model request (model-call.ts: hooks, fallback, metrics). */
  readonly call: (request: ModelRequest) => Promise<CallAnswer>;
  readonly model?: string;
  readonly tools: readonly ToolDefinition[];
  readonly limits: TurnLimits;
  readonly hooks: AgentHooks;
  readonly budget: ActionBudget;
  readonly workspace: ToolWorkspace;
  readonly logger: Logger;
  readonly now: () => number;
  readonly signal: AbortSignal;
  readonly validator: (tool: ToolDefinition) => ValidateFunction;
  readonly receiptKey: Buffer;
  readonly redact: (text: string, via: string) => string;
  readonly onToolCall?: (notice: ToolCallNotice) => void;
  /** Streamed reply text, already leak-scanned (RespondInput.onText through a RedactingStream). */
  readonly onText?: (delta: string) => void;
  readonly refused?: (reason: RefusalReason) => void;
  readonly stoppedBy?: (reason: StopReason) => void;
}

export interface TurnResult {
  readonly text: string;
  readonly model: string;
  /** `<type>.<alias>` of the provider that gave the last answer (a fallback's when the agent's own was down). */
  readonly provider: string;
  /** True when a fallback provider gave the last answer. */
  readonly fellBack?: boolean;
  readonly toolCalls: number;
  readonly rounds: ToolRound[];
  readonly stopped?: string;
}

/** JSON with object keys sorted: the identity of a call's arguments for deduplication and loop detection. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/** Arguments a model sent as text that did not parse: code fences and trailing commas removed, then parsed again. */
export function repairArguments(raw: string): unknown {
  const text = raw.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '').replace(/,\s*([}\]])/g, '$1');
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `args` with every leak in its JSON text redacted (`args` itself when nothing was found); undefined when that broke the JSON. */
export function redactedArguments(args: object, redact: (text: string) => string): object | undefined {
  const json = JSON.stringify(args);
  const clean = redact(json);
  if (clean === json) return args;
  try {
    return JSON.parse(clean) as object;
  } catch {
    return undefined;
  }
}

/** Cuts a tool result to `max` characters with a marker the model can read. */
export function cutResult(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n[result cut: ${text.length - max} more characters (max_tool_result_chars = ${max})]`;
}

interface Outcome {
  readonly content: string;
  /** Set when this call ends the turn. */
  readonly stop?: { readonly reason: StopReason; readonly text: string };
}

export class TurnRun {
  private calls = 0;
  private resultChars = 0;
  /** Results of calls already run this turn, by tool and canonical arguments (deduplication). */
  private readonly done = new Map<string, string>();
  /** The keys of the turn's last calls (loop detection), newest last. */
  private readonly window: string[] = [];
  private readonly seenResults = new Set<string>();
  private noProgress = 0;
  /** Set when tools may no longer run this turn: the next model request offers none. */
  private closed: { reason: StopReason; text: string } | undefined;
  private readonly receipts: { tool: string; tag: string }[] = [];
  private readonly started: number;
  private readonly byName: ReadonlyMap<string, ToolDefinition>;
  /** Deferred tools a call of this turn loaded (ToolContext.deferredTools). */
  private readonly loaded = new Set<string>();
  private readonly deferredTools: NonNullable<ToolContext['deferredTools']>;

  constructor(private readonly d: TurnDeps) {
    this.started = d.now();
    this.byName = new Map(d.tools.map((t) => [t.name, t]));
    this.deferredTools = {
      list: () => d.tools.filter((t) => t.deferred),
      load: (names) => names.filter((n) => this.byName.get(n)?.deferred && (this.loaded.add(n), true)),
    };
  }

  async run(messages: ChatMessage[]): Promise<TurnResult> {
    const { d } = this;
    const describe = ({ name, description, parameters }: ToolDefinition): ToolDescription => ({ name, description, parameters });
    let descriptions = d.tools.filter((t) => !t.deferred).map(describe);
    let loadedSeen = 0;
    const rounds: ToolRound[] = [];
    for (let round = 0; ; round++) {
      if (round >= d.limits.rounds && !this.closed) this.closed = { reason: 'rounds', text: `the tool rounds of one message (${d.limits.rounds}) were used up` };
      // Deferred tools loaded by the last round's calls join the offer.
      if (this.loaded.size !== loadedSeen) {
        loadedSeen = this.loaded.size;
        descriptions = d.tools.filter((t) => !t.deferred || this.loaded.has(t.name)).map(describe);
      }
      const offer = this.closed ? [] : descriptions;
      const reply = await this.complete(messages, offer);
      if (!reply.toolCalls.length || !offer.length) return this.finish(reply, rounds);
      messages.push({ role: 'assistant', content: reply.text, toolCalls: reply.toolCalls });
      const results = await this.runRound(reply.toolCalls);
      const kept: ToolRound['results'][number][] = [];
      for (let i = 0; i < reply.toolCalls.length; i++) {
        const call = reply.toolCalls[i]!;
        const content = results[i]!.content;
        messages.push({ role: 'tool', toolCallId: call.id, name: call.name, content });
        kept.push({ toolCallId: call.id, name: call.name, content });
      }
      rounds.push({ calls: reply.toolCalls, results: kept });
      const stop = results.find((r) => r.stop)?.stop;
      if (stop) {
        d.stoppedBy?.(stop.reason);
        d.logger.warn({ agent: d.agent, channel: d.channel, reason: stop.reason }, `agent turn stopped: ${stop.text}`);
        return { text: stop.text, model: reply.model, provider: reply.provider, ...(reply.fellBack ? { fellBack: true } : {}), toolCalls: this.calls, rounds, stopped: stop.reason };
      }
    }
  }

  private finish(reply: CallAnswer, rounds: ToolRound[]): TurnResult {
    let text = reply.text;
    if (this.d.limits.receipts?.show && this.receipts.length) text += `\n\nTool receipts: ${this.receipts.map((r) => `${r.tool} ${r.tag}`).join(', ')}`;
    const closed = this.closed && this.closed.reason !== 'rounds' ? this.closed : undefined;
    if (closed) {
      this.d.stoppedBy?.(closed.reason);
      text += `\n\n(Stopped early: ${closed.text}.)`;
    }
    return { text, model: reply.model, provider: reply.provider, ...(reply.fellBack ? { fellBack: true } : {}), toolCalls: this.calls, rounds, ...(closed ? { stopped: closed.reason } : {}) };
  }

  private async complete(messages: readonly ChatMessage[], offer: readonly ToolDescription[]): Promise<CallAnswer> {
    const { d } = this;
    const stream = d.onText ? new RedactingStream((text) => d.redact(text, 'agent.stream'), d.onText) : undefined;
    try {
      const reply = await d.call({
        messages,
        tools: offer,
        signal: d.signal,
        ...(d.model ? { model: d.model } : {}),
        ...(stream ? { onText: (delta: string) => stream.push(delta) } : {}),
      });
      stream?.end();
      return reply;
    } catch (err) {
      // A refused call (a budget) is the refuser's to report; the turn fails with its notice.
      if (err instanceof ModelCallRefused) throw err;
      const e = err instanceof ProviderError ? err : new ProviderError(d.provider, (err as Error).message);
      // A cancelled turn is reported by whoever cancelled it (the caller, or the drain), not as a provider failure.
      if (!d.signal.aborted) d.logger.error({ agent: d.agent, channel: d.channel, provider: d.provider }, e.message);
      throw e;
    }
  }

  /** Runs one reply's calls (in order, or `concurrency` at once), each outcome in the position of its call. */
  private async runRound(calls: readonly ToolCall[]): Promise<Outcome[]> {
    const { limits } = this.d;
    const out: Outcome[] = new Array(calls.length);
    const runnable: number[] = [];
    calls.forEach((call, i) => {
      if (limits.singleToolRounds && i > 0) out[i] = this.refuse(call, 'single_tool_rounds', 'not run: one tool call per round (single_tool_rounds); call it again in the next round if you still need it');
      else if (i >= TURN_CEILINGS.callsPerReply) out[i] = this.refuse(call, 'calls_per_reply', `not run: at most ${TURN_CEILINGS.callsPerReply} tool calls of one reply are run`);
      else runnable.push(i);
    });
    if (limits.concurrency <= 1) {
      for (const i of runnable) {
        out[i] = await this.runCall(calls[i]!);
        if (out[i]!.stop) {
          for (const j of runnable.filter((k) => k > i)) out[j] = { content: 'error: not run: the turn was stopped' };
          break;
        }
      }
      return out;
    }
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < runnable.length) {
        const i = runnable[next++]!;
        out[i] = await this.runCall(calls[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(limits.concurrency, runnable.length) }, worker));
    return out;
  }

  private refuse(call: ToolCall, reason: RefusalReason, why: string): Outcome {
    this.calls += 1;
    this.d.refused?.(reason);
    this.d.logger.info({ agent: this.d.agent, channel: this.d.channel, tool: call.name, reason }, 'tool call refused');
    return { content: `error: ${why}` };
  }

  /** One call: checks, budget, hooks, the handler, the result's bounds; every failure becomes text for the model. */
  private async runCall(call: ToolCall): Promise<Outcome> {
    const { d } = this;
    const { limits } = d;
    const startedAt = d.now();
    let event: ToolCallEvent = { agent: d.agent, channel: d.channel, conversation: d.conversation, ...(d.sender ? { sender: d.sender } : {}), trust: d.trust, tool: call.name, arguments: call.arguments, startedAt, signal: d.signal };
    const finish = async (success: boolean, text: string, error?: string, stop?: Outcome['stop']): Promise<Outcome> => {
      const outcome = { ...event, durationMs: d.now() - startedAt, success, ...(error ? { error } : {}) };
      try {
        await d.hooks.afterToolCall.promise(outcome);
      } catch (err) {
        d.logger.warn({ agent: d.agent, channel: d.channel, tool: call.name, err: (err as Error).message }, 'an afterToolCall tap failed');
      }
      return stop ? { content: text, stop } : { content: text };
    };
    if (this.closed) return finish(false, `error: not run: ${this.closed.text}; answer now without tools`, 'refused: turn closed');
    if (this.calls >= TURN_CEILINGS.callsPerTurn) {
      this.closed = { reason: 'calls_per_turn', text: `this message reached ${TURN_CEILINGS.callsPerTurn} tool calls, the most one message may make` };
      d.refused?.('calls_per_turn');
      return finish(false, `error: not run: ${this.closed.text}; answer now without tools`, 'refused: calls per turn');
    }
    // Every call the model makes counts (toolCalls of the answer, and the ceiling of the turn), run or refused.
    this.calls += 1;
    const tool = this.byName.get(call.name);
    if (!tool) return this.refusedAfter(finish, 'unknown_tool', `no tool named "${call.name}" is available`);
    let args = call.arguments;
    if (typeof args === 'string') {
      if (limits.strictParsing) return this.refusedAfter(finish, 'invalid_arguments', 'the arguments are not valid JSON (strict_tool_parsing); send a JSON object');
      args = repairArguments(args);
    }
    if (args === null || typeof args !== 'object' || Array.isArray(args)) return this.refusedAfter(finish, 'invalid_arguments', 'the arguments must be a JSON object');
    // What a tool sends out is the model's: a secret or key it repeats is redacted before any tool sees it.
    args = redactedArguments(args, (text) => d.redact(text, `tool:${tool.name}`));
    if (!args) return this.refusedAfter(finish, 'invalid_arguments', 'the arguments held a secret that could not be redacted; the call was not run');
    // The hooks (audit, command logger) see the arguments the tool gets.
    event = { ...event, arguments: args, reaches: tool.reaches ?? [] };
    const validate = d.validator(tool);
    if (!validate(args)) {
      const why = (validate.errors ?? []).map((e) => `${e.instancePath || '(arguments)'} ${e.message}`).join('; ');
      return this.refusedAfter(finish, 'invalid_arguments', `invalid arguments for ${tool.name}: ${why}`);
    }
    // The URLs the call would reach, for the taps that check hosts; a tap that did pins the call's redirects to its hosts
    // and may guard the hosts it reaches beyond them (ToolContext.hostRefused).
    let pinned = false;
    const guards: HostGuard[] = [];
    if (tool.targets) {
      let targets: readonly string[];
      try {
        targets = [...tool.targets(args as Record<string, unknown>)].map(String);
      } catch (err) {
        return this.refusedAfter(finish, 'invalid_arguments', `the URLs of the call could not be read: ${(err as Error).message}`);
      }
      event = { ...event, targets, pinRedirects: () => void (pinned = true), guardHosts: (guard) => void guards.push(guard) };
    }
    const key = `${tool.name}\0${canonical(args)}`;
    const loop = this.loopCheck(key, tool.name);
    if (loop) return finish(false, `error: not run: ${loop.text}`, `stopped: ${loop.reason}`, loop);
    const earlier = this.done.get(key);
    if (earlier !== undefined && !limits.dedupExempt.has(tool.name)) {
      return finish(true, `${earlier}\n[the same call was already made in this turn: this is its result; it was not run again]`);
    }
    const take = await d.budget.take(d.agent, limits.actionsPerHour, d.now());
    if (!take.ok) {
      const why =
        limits.actionsPerHour === 0
          ? `tool calls are switched off for agent "${d.agent}" (max_actions_per_hour = 0)`
          : `agent "${d.agent}" used its ${limits.actionsPerHour} tool calls of the last hour (max_actions_per_hour); the next is possible in ${take.retryAfterSecs} s`;
      this.closed = { reason: 'action_budget', text: why };
      d.refused?.('action_budget');
      d.logger.warn({ agent: d.agent, channel: d.channel, tool: call.name, limit: limits.actionsPerHour }, 'tool call refused: the action budget is used up');
      return finish(false, `error: refused: ${why}. Tell the user; do not try again in this turn`, 'refused: action budget');
    }
    try {
      await d.hooks.beforeToolCall.promise(event);
    } catch (err) {
      d.refused?.('hook');
      return finish(false, `error: the call was refused: ${(err as Error).message}`, `refused: ${(err as Error).message}`);
    }
    if (d.onToolCall) {
      const summary = canonical(args);
      d.onToolCall({ tool: tool.name, summary: d.redact(summary.length > 160 ? `${summary.slice(0, 159)}…` : summary, 'channel.tool_notice') });
    }
    const signal = limits.stepTimeoutMs ? AbortSignal.any([d.signal, AbortSignal.timeout(limits.stepTimeoutMs)]) : d.signal;
    let text: string;
    let ok = true;
    let error: string | undefined;
    try {
      const limitsForTool = { shellTimeoutSecs: limits.shellTimeoutSecs, maxResultChars: limits.resultChars };
      text = String(await tool.handler(args as Record<string, unknown>, { agent: d.agent, channel: d.channel, conversation: d.conversation, ...(d.sender ? { sender: d.sender } : {}), trust: d.trust, signal, logger: d.logger.child({ tool: tool.name }), workspace: d.workspace, limits: limitsForTool, deferredTools: this.deferredTools, ...(pinned ? { sameHostRedirects: true } : {}), ...(guards.length ? { hostRefused: (host: string) => guards.reduce<string | undefined>((why, guard) => why ?? guard(host), undefined) } : {}) }));
    } catch (err) {
      ok = false;
      const timedOut = signal.aborted && !d.signal.aborted;
      error = timedOut ? `no result within pacing.step_timeout_secs = ${limits.stepTimeoutMs! / 1000} s; the call was cancelled` : (err as Error).message;
      d.logger.warn({ agent: d.agent, channel: d.channel, tool: tool.name, err: error }, 'tool call failed');
      text = `error: ${error}`;
    }
    text = neutralise(cutResult(text, limits.resultChars));
    if (this.resultChars + text.length > TURN_CEILINGS.resultCharsPerTurn) {
      this.closed = { reason: 'result_chars', text: `the tool results of this message reached ${TURN_CEILINGS.resultCharsPerTurn} characters, the most one message may keep` };
      text = `[result dropped: ${this.closed.text}; answer now without tools]`;
    }
    this.resultChars += text.length;
    if (limits.receipts) {
      const tag = createHmac('sha256', d.receiptKey).update(`${tool.name}\n${canonical(args)}\n${text}`).digest('hex').slice(0, 16);
      this.receipts.push({ tool: tool.name, tag });
      text += `\n[receipt: ${tag}]`;
    }
    this.done.set(key, text);
    const noProgress = this.progressCheck(text, tool.name);
    return finish(ok, text, error, noProgress);
  }

  private refusedAfter(finish: (success: boolean, text: string, error?: string) => Promise<Outcome>, reason: RefusalReason, why: string): Promise<Outcome> {
    this.d.refused?.(reason);
    return finish(false, `error: ${why}`, why);
  }

  private loopActive(tool: string): boolean {
    const { loop } = this.d.limits;
    return loop.enabled && !loop.ignore.has(tool) && this.d.now() - this.started >= loop.minElapsedMs;
  }

  /** Records the call in the window; a stop when it is the max_repeats-th identical call there. */
  private loopCheck(key: string, tool: string): Outcome['stop'] {
    const { loop } = this.d.limits;
    this.window.push(key);
    if (this.window.length > loop.windowSize) this.window.shift();
    if (!this.loopActive(tool) || loop.maxRepeats <= 0) return undefined;
    let n = 0;
    for (const k of this.window) if (k === key) n++;
    if (n < loop.maxRepeats) return undefined;
    return { reason: 'loop', text: `I stopped working on this message: I was repeating the same step (${tool} with the same arguments, ${n} times).` };
  }

  /** A stop when loop_detection_no_progress_min_calls calls in a row returned results already seen this turn. */
  private progressCheck(result: string, tool: string): Outcome['stop'] {
    const { loop } = this.d.limits;
    const seen = this.seenResults.has(result);
    this.seenResults.add(result);
    if (!this.loopActive(tool)) return undefined;
    this.noProgress = seen ? this.noProgress + 1 : 0;
    if (loop.noProgressCalls <= 0 || this.noProgress < loop.noProgressCalls) return undefined;
    return { reason: 'no_progress', text: `I stopped working on this message: my last ${this.noProgress} tool calls brought nothing new.` };
  }
}
