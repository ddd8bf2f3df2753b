// The agent loop: history, model call, validated tool calls through the tool-call hooks, bounded rounds, history out.
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { InFlight, type Logger, type ShutdownWork } from '../../kernel/index.js';
import type { HttpRequestConfig, RuntimeProfilesConfig, ToolsConfig } from './config.generated.js';
import {
  ProviderError,
  type AgentHooks,
  type AgentRuntime,
  type ChatMessage,
  type ModelReply,
  type ProviderClient,
  type RespondInput,
  type RespondOutput,
  type ToolCall,
  type ToolDefinition,
} from './api.js';
import type { ConversationStore, Turn } from './history.js';
import type { Plan } from './selection.js';

const require = createRequire(import.meta.url);

/** Tool rounds per request when the runtime profile says 0 ("inherit"). */
export const DEFAULT_TOOL_ROUNDS = 8;
/** History turns given to the model when the runtime profile sets none. */
export const DEFAULT_HISTORY_TURNS = 50;

export interface RuntimeParts {
  /** The sections the runtime reads, as they were when it started. */
  readonly config: { readonly tools: ToolsConfig; readonly http_request: HttpRequestConfig; readonly runtime_profiles: RuntimeProfilesConfig };
  readonly plan: Plan;
  readonly clients: ReadonlyMap<string, ProviderClient>;
  readonly tools: ReadonlyMap<string, ToolDefinition>;
  readonly hooks: AgentHooks;
  readonly store: ConversationStore;
  readonly logger: Logger;
  readonly now: () => number;
  /** Counts each model call (svc_provider_* metrics); absent in tests that do not look. */
  readonly recordCall?: (provider: string, outcome: 'ok' | 'error' | 'cancelled', seconds: number, usage: ModelReply['usage']) => void;
}

/** One answer being worked on, as the drain reports it. */
interface Answering {
  readonly agent: string;
  readonly channel: string;
  readonly conversation: string;
  readonly cancel: AbortController;
}

export class AgentRuntimeImpl implements AgentRuntime {
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly turns = new InFlight<Answering>();
  private readonly ajv = new (require('ajv') as typeof import('ajv')).default({ allErrors: true, strict: false });

  constructor(private readonly parts: RuntimeParts) {}

  agentFor(channel: string): string {
    const agent = this.parts.plan.channelAgents.get(channel) ?? this.parts.plan.defaultAgent;
    if (!agent) throw new Error('no enabled agent can answer: every [agents.<alias>] has enabled = false');
    return agent;
  }

  /** The tools an agent is offered on a channel: tools.optional, the shell only by name, minus excluded ones. */
  offeredTools(excluded: readonly string[] = []): ToolDefinition[] {
    const { config } = this.parts;
    const optional = config.tools.optional;
    return [...this.parts.tools.values()].filter((t) => {
      if (excluded.includes(t.name)) return false;
      if (t.name === 'http_request' && !config.http_request.enabled) return false;
      return optional.includes(t.name) || (!t.explicitOnly && optional.includes('*'));
    });
  }

  async respond(input: RespondInput): Promise<RespondOutput> {
    const { plan, clients, config } = this.parts;
    const agent = input.agent ?? this.agentFor(input.channel);
    const agentPlan = plan.agents.get(agent);
    if (!agentPlan) throw new Error(`no enabled agent is named "${agent}"`);
    const client = clients.get(agentPlan.provider);
    if (!client) throw new Error(`agent "${agent}" uses ${agentPlan.provider}, which is not running`);
    const profile = agentPlan.runtimeProfile ? config.runtime_profiles[agentPlan.runtimeProfile] : undefined;
    const rounds = profile?.max_tool_iterations || DEFAULT_TOOL_ROUNDS;
    const historyTurns = profile?.max_history_messages ?? DEFAULT_HISTORY_TURNS;
    const allowed = input.allowedTools;
    const tools = this.offeredTools(input.excludedTools).filter((t) => !allowed || allowed.includes(t.name));
    const cancel = new AbortController();
    const signal = input.signal ? AbortSignal.any([input.signal, cancel.signal]) : cancel.signal;
    const turn: Answering = { agent, channel: input.channel, conversation: input.conversation, cancel };
    this.turns.add(turn);
    try {
      return await this.answer(input, agent, client, agentPlan.provider, tools, rounds, historyTurns, signal);
    } finally {
      this.turns.delete(turn);
    }
  }

  /**
   * Waits for the answers in progress until `deadline` aborts, then cancels those still running (their model and tool
   * calls are aborted), each reported to `work`. Whoever asked for one (a request, a message, a run) reports its own.
   */
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    const answeredBefore = this.turns.settled;
    await this.turns.idle(deadline);
    const left = this.turns.values();
    work.finished('agent_turns', this.turns.settled - answeredBefore);
    for (const turn of left) {
      turn.cancel.abort(new Error('the daemon is shutting down'));
      work.abandoned('agent_turns', { agent: turn.agent, channel: turn.channel, conversation: turn.conversation }, 'agent turn cancelled at shutdown');
    }
  }

  /** Closes the conversation store (the host calls it after every drain: this is the agent's service). */
  close(): Promise<void> {
    return this.parts.store.close();
  }

  private async answer(
    input: RespondInput,
    agent: string,
    client: ProviderClient,
    provider: string,
    tools: readonly ToolDefinition[],
    rounds: number,
    historyTurns: number,
    signal: AbortSignal,
  ): Promise<RespondOutput> {
    const { store, logger } = this.parts;
    const byName = new Map(tools.map((t) => [t.name, t]));
    const descriptions = tools.map(({ name, description, parameters }) => ({ name, description, parameters }));
    const history: ChatMessage[] = await store.load(input.channel, input.conversation, historyTurns);
    const messages: ChatMessage[] = [...history, { role: 'user', content: input.message }];
    let calls = 0;
    for (let round = 0; ; round++) {
      const offer = round < rounds ? descriptions : [];
      let reply;
      const callStarted = this.parts.now();
      try {
        reply = await client.complete({ messages, tools: offer, signal, ...(input.model ? { model: input.model } : {}) });
        this.parts.recordCall?.(provider, 'ok', (this.parts.now() - callStarted) / 1000, reply.usage);
      } catch (err) {
        this.parts.recordCall?.(provider, signal.aborted ? 'cancelled' : 'error', (this.parts.now() - callStarted) / 1000, undefined);
        const e = err instanceof ProviderError ? err : new ProviderError(provider, (err as Error).message);
        // A cancelled turn is reported by whoever cancelled it (the caller, or the drain), not as a provider failure.
        if (!signal.aborted) logger.error({ agent, channel: input.channel, provider }, e.message);
        throw e;
      }
      if (!reply.toolCalls.length || !offer.length) {
        const turns: Turn[] = [{ role: 'user', content: input.message }, { role: 'assistant', content: reply.text }];
        // The turn happened (tools ran): a history that cannot be written is logged, never a failed turn that a SOP
        // would retry, running its tools twice.
        await store.append(input.channel, input.conversation, agent, turns).catch((err: Error) =>
          logger.error({ agent, channel: input.channel, err: err.message }, 'the conversation history could not be written; this turn is missing from it'),
        );
        return { agent, text: reply.text, model: reply.model, toolCalls: calls };
      }
      messages.push({ role: 'assistant', content: reply.text, toolCalls: reply.toolCalls });
      for (const call of reply.toolCalls) {
        calls += 1;
        const content = await this.runTool(call, byName, agent, input.channel, signal);
        messages.push({ role: 'tool', toolCallId: call.id, name: call.name, content });
      }
    }
  }

  private validator(tool: ToolDefinition): ValidateFunction {
    let v = this.validators.get(tool.name);
    if (!v) this.validators.set(tool.name, (v = this.ajv.compile(tool.parameters)));
    return v;
  }

  /** Runs one call; every failure becomes text for the model, and the hooks see every call. */
  private async runTool(call: ToolCall, tools: ReadonlyMap<string, ToolDefinition>, agent: string, channel: string, signal: AbortSignal): Promise<string> {
    const { hooks, logger } = this.parts;
    const startedAt = this.parts.now();
    const event = { agent, channel, tool: call.name, arguments: call.arguments, startedAt };
    const finish = async (success: boolean, text: string, error?: string): Promise<string> => {
      const outcome = { ...event, durationMs: this.parts.now() - startedAt, success, ...(error ? { error } : {}) };
      try {
        await hooks.afterToolCall.promise(outcome);
      } catch (err) {
        logger.warn({ agent, channel, tool: call.name, err: (err as Error).message }, 'an afterToolCall tap failed');
      }
      return text;
    };
    const tool = tools.get(call.name);
    if (!tool) return finish(false, `error: no tool named "${call.name}" is available`, 'unknown tool');
    const args = call.arguments;
    if (args === null || typeof args !== 'object' || Array.isArray(args)) {
      return finish(false, 'error: the arguments must be a JSON object', 'arguments are not an object');
    }
    const validate = this.validator(tool);
    if (!validate(args)) {
      const why = (validate.errors ?? []).map((e) => `${e.instancePath || '(arguments)'} ${e.message}`).join('; ');
      return finish(false, `error: invalid arguments for ${tool.name}: ${why}`, `invalid arguments: ${why}`);
    }
    try {
      await hooks.beforeToolCall.promise(event);
    } catch (err) {
      return finish(false, `error: the call was refused: ${(err as Error).message}`, `refused: ${(err as Error).message}`);
    }
    try {
      const result = await tool.handler(args as Record<string, unknown>, { agent, channel, signal, logger: logger.child({ tool: tool.name }) });
      return finish(true, result);
    } catch (err) {
      const message = (err as Error).message;
      logger.warn({ agent, channel, tool: tool.name, err: message }, 'tool call failed');
      return finish(false, `error: ${message}`, message);
    }
  }
}
