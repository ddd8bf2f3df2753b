// The agent runtime: for each message, the precheck and input guard, the system prompt, the history that fits, the
// turn (turn.ts) under the agent's limits, and the history written back. A service: drained and closed by the host.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { InFlight, type ConfigObject, type Logger, type ShutdownWork } from '../../kernel/index.js';
import { inspect, sanitize } from '../../lib/prompt-guard.js';
import type { AgentsConfig, ChannelsConfig, HttpRequestConfig, PacingConfig, QueryClassificationConfig, RuntimeProfilesConfig, ShellToolConfig, ToolsConfig } from './config.generated.js';
import { ModelCallRefused, toolListNames, type AgentHooks, type AgentRuntime, type ChatMessage, type ProviderClient, type RespondInput, type RespondOutput, type ToolDefinition } from './api.js';
import { fitContext, frameMessage, historyMessages } from './context.js';
import { answeredFor, ECHO_MODEL, MAX_MESSAGES_PER_CONVERSATION, type ConversationStore, type Turn } from './history.js';
import { IdentityError, IdentityReader, type IdentityPart } from './identity.js';
import { describeLimits, turnLimits, type ActionBudget, type TurnLimits } from './limits.js';
import { classifyEffort } from './classify.js';
import { HINT, type ModelCaller } from './model-call.js';
import { Precheck } from './precheck.js';
import { buildSystemPrompt } from './prompt.js';
import type { Plan } from './selection.js';
import { TurnRun, type RefusalReason, type StopReason } from './turn.js';
import type { Workspace } from './workspace.js';

const require = createRequire(import.meta.url);

/** Memories a turn asks for when its runtime profile sets no memory_recall_limit. */
export const DEFAULT_MEMORY_RECALL_LIMIT = 5;

export { DEFAULT_TOOL_ROUNDS } from './limits.js';

export interface RuntimeConfig {
  readonly agents: AgentsConfig;
  readonly channels: ChannelsConfig;
  readonly tools: ToolsConfig;
  readonly http_request: HttpRequestConfig;
  readonly shell_tool: ShellToolConfig;
  readonly runtime_profiles: RuntimeProfilesConfig;
  readonly pacing: PacingConfig;
  readonly query_classification: QueryClassificationConfig;
}

/** A registered tool and whether it is offered (svc tools list prints these). */
export type ToolOffer = { readonly tool: ToolDefinition; readonly offered: true } | { readonly tool: ToolDefinition; readonly offered: false; readonly reason: string };

export interface RuntimeParts {
  /** The sections the runtime reads, as they were when it started. */
  readonly config: RuntimeConfig;
  /** The whole config it started with: each tool decides its availability from its own section of it. */
  readonly raw: ConfigObject;
  readonly plan: Plan;
  /** Clients of every provider an agent uses (model, classifier), by `<type>.<alias>`. */
  readonly clients: ReadonlyMap<string, ProviderClient>;
  readonly tools: ReadonlyMap<string, ToolDefinition>;
  readonly hooks: AgentHooks;
  readonly store: ConversationStore;
  readonly budget: ActionBudget;
  /** Each enabled agent's workspace. */
  readonly workspaces: ReadonlyMap<string, Workspace>;
  readonly logger: Logger;
  readonly now: () => number;
  /** IANA time zone of the date in the system prompt (the daemon's). */
  readonly timeZone?: string;
  /** Leak detection over what leaves the runtime (replies, stored history, tool notices); identity when absent. */
  readonly redact?: (text: string, via: string) => string;
  /** Every model call goes through it: hooks, fallback, metrics. */
  readonly caller: ModelCaller;
  /** Closed with the runtime (the provider cooldowns). */
  readonly closeExtra?: () => Promise<void>;
  /** Counts refusals and early stops (svc_agent_tool_refusals_total, svc_agent_turn_stops_total). */
  readonly refused?: (agent: string, reason: RefusalReason) => void;
  readonly stoppedBy?: (agent: string, reason: StopReason) => void;
}

/** One answer being worked on, as the drain reports it. */
interface Answering {
  readonly agent: string;
  readonly channel: string;
  readonly conversation: string;
  readonly cancel: AbortController;
}

/** What `svc agent prompt` and every turn build the system prompt from. */
export interface PromptRequest {
  readonly agent: string;
  readonly channel: string;
  readonly sender?: string;
  readonly trust: 'untrusted' | 'operator';
  readonly tools: readonly ToolDefinition[];
}

export class AgentRuntimeImpl implements AgentRuntime {
  /** By definition, not name: a tool registered again (an MCP server's, after a refresh) may bring a new schema. */
  private readonly validators = new WeakMap<ToolDefinition, ValidateFunction>();
  private readonly turns = new InFlight<Answering>();
  private readonly ajv = new (require('ajv') as typeof import('ajv')).default({ allErrors: true, strict: false });
  private readonly identity = new IdentityReader();
  private readonly precheck = new Precheck();
  private readonly limits = new Map<string, TurnLimits>();
  private readonly warned = new Set<string>();
  /** Key of the tool receipts' HMAC tags: new at each start, never leaves the process. */
  private readonly receiptKey = randomBytes(32);
  private readonly redact: (text: string, via: string) => string;
  private readonly timeZone: string;

  constructor(private readonly parts: RuntimeParts) {
    this.redact = parts.redact ?? ((text) => text);
    this.timeZone = parts.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  }

  agentFor(channel: string): string {
    const agent = this.parts.plan.channelAgents.get(channel) ?? this.parts.plan.defaultAgent;
    if (!agent) throw new Error('no enabled agent can answer: every [agents.<alias>] has enabled = false');
    return agent;
  }

  agents(): readonly string[] {
    return [...this.parts.plan.agents.keys()];
  }

  cancelAll(reason: Error): readonly { readonly agent: string; readonly channel: string; readonly conversation: string }[] {
    const left = this.turns.values();
    for (const turn of left) turn.cancel.abort(reason);
    return left.map(({ agent, channel, conversation }) => ({ agent, channel, conversation }));
  }

  async history(channel: string, conversation: string): Promise<readonly { role: 'user' | 'assistant'; content: string }[]> {
    const turns = await this.parts.store.load(channel, conversation, MAX_MESSAGES_PER_CONVERSATION);
    return turns.map((t) => ({ role: t.role, content: t.content }));
  }

  /**
   * Every registered tool with whether `agent` is offered it on `channel`, and why not: the channel's excluded_tools,
   * the tool's own availability (its section), tools.optional ("*" leaves out explicit-only tools), the request's
   * allowed list, then the extensions' shouldWithholdTool taps (a risk profile's deny). Names and reaches (`@network`)
   * count alike; no tool is named here.
   */
  toolOffers(agent: string, channel: string, filters: { readonly excluded?: readonly string[]; readonly allowed?: readonly string[] } = {}): ToolOffer[] {
    const { config, raw } = this.parts;
    const optional = config.tools.optional;
    return [...this.parts.tools.values()].map((tool): ToolOffer => {
      const no = (reason: string): ToolOffer => ({ tool, offered: false, reason });
      if (filters.excluded && toolListNames(filters.excluded, tool)) return no(`excluded on ${channel} (excluded_tools)`);
      const available = tool.available ? tool.available({ agent, channel, config: raw }) : true;
      if (available !== true) return no(available);
      if (!toolListNames(optional, tool)) {
        if (!optional.includes('*')) return no('tools.optional does not name it');
        if (tool.explicitOnly) return no('offered only when tools.optional names it ("*" leaves it out)');
      }
      if (filters.allowed && !toolListNames(filters.allowed, tool)) return no('not among the tools this request allows (allowed_tools, a SOP step\'s tools)');
      const withheld = this.withheld(agent, channel, tool);
      return withheld === undefined ? { tool, offered: true } : no(withheld);
    });
  }

  /** Why an extension withholds `tool` (shouldWithholdTool), or undefined; a tap that throws withholds it. */
  private withheld(agent: string, channel: string, tool: ToolDefinition): string | undefined {
    try {
      const why = this.parts.hooks.shouldWithholdTool.call({ agent, channel, tool });
      return why === undefined ? undefined : why || 'withheld by an extension';
    } catch (err) {
      const message = (err as Error).message;
      this.warnOnce(`withhold:${tool.name}:${message}`, { agent, channel, tool: tool.name, err: message }, 'a shouldWithholdTool tap failed; the tool is not offered');
      return `an extension's offer check failed (${message})`;
    }
  }

  /** The tools `agent` is offered on `channel` (see toolOffers). */
  offeredTools(agent: string, channel: string, filters: { readonly excluded?: readonly string[]; readonly allowed?: readonly string[] } = {}): ToolDefinition[] {
    return this.toolOffers(agent, channel, filters).flatMap((o) => (o.offered ? [o.tool] : []));
  }

  /** The limits of `agent` (its runtime profile, [pacing], [shell_tool]), computed once per start. */
  limitsOf(agent: string): TurnLimits {
    let l = this.limits.get(agent);
    if (!l) {
      const { config, plan } = this.parts;
      const profileName = plan.agents.get(agent)?.runtimeProfile;
      const profile = profileName ? config.runtime_profiles[profileName] : undefined;
      this.limits.set(agent, (l = turnLimits(profile, config.pacing, config.shell_tool.timeout_secs)));
    }
    return l;
  }

  /** The system prompt `agent` gets now for a message on `channel`. */
  async systemPrompt(request: PromptRequest): Promise<string> {
    const { agent } = request;
    const limits = this.limitsOf(agent);
    const workspace = this.workspaceOf(agent);
    let identity: IdentityPart[] = [];
    try {
      identity = this.identity.read(this.parts.config.agents[agent]?.identity, workspace.dir);
    } catch (err) {
      if (!(err instanceof IdentityError)) throw err;
      this.warnOnce(`identity:${err.path}`, { agent, path: err.path }, `the agent's identity is left out of its prompt: ${err.message}`);
    }
    const left = limits.actionsPerHour > 0 ? await this.parts.budget.left(agent, limits.actionsPerHour, this.parts.now()) : 0;
    const prompt = buildSystemPrompt({
      agent,
      identity,
      now: this.parts.now(),
      timeZone: this.timeZone,
      channel: request.channel,
      ...(request.sender ? { sender: request.sender } : {}),
      trust: request.trust,
      // Deferred tools are found through a search tool, not listed (a thousand of them would fill the prompt).
      tools: request.tools.filter((t) => !t.deferred),
      workspace: workspace.dir,
      rules: describeLimits(limits, left),
      ...(limits.maxSystemPromptChars ? { maxChars: limits.maxSystemPromptChars } : {}),
    });
    if (prompt.cut) this.warnOnce(`prompt-cut:${agent}`, { agent, max: limits.maxSystemPromptChars, cut: prompt.cut }, 'the system prompt is longer than max_system_prompt_chars and was truncated');
    return prompt.text;
  }

  async respond(input: RespondInput): Promise<RespondOutput> {
    const { plan, clients, config, logger } = this.parts;
    const agent = input.agent ?? this.agentFor(input.channel);
    const agentPlan = plan.agents.get(agent);
    if (!agentPlan) throw new Error(`no enabled agent is named "${agent}"`);
    if (!clients.has(agentPlan.provider)) throw new Error(`agent "${agent}" uses ${agentPlan.provider}, which is not running`);
    const trust = input.trust ?? 'untrusted';
    const ids = { agent, channel: input.channel, conversation: input.conversation };
    let message = input.message;
    let precheckDone = (): void => {};
    if (trust === 'untrusted') {
      const guard = config.channels.untrusted_input_guard;
      const verdict = inspect(message, config.channels.untrusted_guard_sensitivity);
      if (verdict.unsafe) {
        logger.warn({ ...ids, findings: verdict.findings, score: verdict.score, mode: guard }, 'a message looks like a prompt injection');
        if (guard === 'block') {
          return { agent, text: 'This message was not answered: it looks like an attempt to override the agent\'s instructions.', model: '', toolCalls: 0, declined: 'input guard' };
        }
        if (guard === 'sanitize') message = sanitize(message);
      }
      const settings = config.agents[agent]?.precheck;
      if (settings?.enabled !== false) {
        const classifierRef = config.agents[agent]?.classifier_provider;
        const target = { agent, channel: input.channel, conversation: input.conversation, purpose: 'classifier' as const };
        const classifier: ProviderClient | undefined = classifierRef && clients.has(classifierRef) ? { complete: (request) => this.parts.caller.call({ ...target, provider: classifierRef }, request) } : undefined;
        const verdict = await this.precheck.check({
          channel: input.channel,
          conversation: input.conversation,
          message,
          framed: frameMessage(message, trust, input.channel, input.sender),
          timeoutSecs: settings?.timeout_secs ?? 5,
          ...(classifier ? { classifier } : {}),
          ...(input.signal ? { signal: input.signal } : {}),
        });
        if (!verdict.answer) {
          logger.info({ ...ids, reason: verdict.reason }, 'the precheck declined a message');
          return { agent, text: '', model: '', toolCalls: 0, declined: verdict.reason };
        }
        if (verdict.classifierFailed) logger.warn({ ...ids, err: verdict.classifierFailed }, 'the precheck classifier failed; the message is answered');
        precheckDone = verdict.done;
      }
    }
    const tools = this.offeredTools(agent, input.channel, { ...(input.excludedTools ? { excluded: input.excludedTools } : {}), ...(input.allowedTools ? { allowed: input.allowedTools } : {}) });
    const routed = input.model ? undefined : await this.classified(agent, { ...input, message, trust });
    if (routed) input = { ...input, model: routed };
    const cancel = new AbortController();
    const signal = input.signal ? AbortSignal.any([input.signal, cancel.signal]) : cancel.signal;
    const turn: Answering = { agent, channel: input.channel, conversation: input.conversation, cancel };
    this.turns.add(turn);
    try {
      return await this.answer({ ...input, message, trust }, agent, agentPlan.provider, tools, signal);
    } catch (err) {
      // Cancelled as refused (cancelAll by the emergency stop): the caller reports the refusal and its notice.
      throw cancel.signal.reason instanceof ModelCallRefused ? cancel.signal.reason : err;
    } finally {
      this.turns.delete(turn);
      precheckDone();
    }
  }

  /**
   * The hint of the message's class (auto_classify of the agent's profile, [query_classification] enabled, a
   * classifier_provider): `hint:<name>`, or undefined for the agent's own model.
   */
  private async classified(agent: string, input: RespondInput & { trust: 'untrusted' | 'operator' }): Promise<string | undefined> {
    const { config, plan, logger } = this.parts;
    if (!config.query_classification.enabled) return undefined;
    const profile = plan.agents.get(agent)?.runtimeProfile;
    const hints = profile ? config.runtime_profiles[profile]?.auto_classify : undefined;
    const effort = profile ? config.runtime_profiles[profile]?.effort_routing : undefined;
    const classifierRef = config.agents[agent]?.classifier_provider;
    if (!classifierRef || !(hints?.simple_hint || hints?.standard_hint || hints?.complex_hint || effort)) return undefined;
    const target = { agent, channel: input.channel, conversation: input.conversation, purpose: 'classifier' as const, provider: classifierRef };
    const verdict = await classifyEffort((request) => this.parts.caller.call(target, request), frameMessage(input.message, input.trust, input.channel, input.sender), config.query_classification.timeout_secs, input.signal);
    if ('failed' in verdict) {
      logger.warn({ agent, channel: input.channel, err: verdict.failed }, 'the query classifier failed; the agent\'s own model answers');
      return undefined;
    }
    // The class's own hint first, then effort_routing: complex to the cloud, the rest local.
    const hint = hints?.[`${verdict.effort}_hint`] ?? (effort ? (verdict.effort === 'complex' ? effort.cloud_hint : effort.local_hint) : undefined);
    logger.debug({ agent, channel: input.channel, effort: verdict.effort, hint: hint ?? null }, 'message classified');
    return hint ? `${HINT}${hint}` : undefined;
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

  /** Closes the conversation store and the action budget (the host calls it after every drain). */
  async close(): Promise<void> {
    await Promise.all([this.parts.store.close(), this.parts.budget.close(), this.parts.closeExtra?.()]);
  }

  private workspaceOf(agent: string): Workspace {
    const w = this.parts.workspaces.get(agent);
    if (!w) throw new Error(`agent "${agent}" has no workspace`);
    return w;
  }

  private warnOnce(key: string, fields: Record<string, unknown>, message: string): void {
    if (this.warned.has(key)) return;
    if (this.warned.size > 1000) this.warned.clear();
    this.warned.add(key);
    this.parts.logger.warn(fields, message);
  }

  /** What beforeTurn taps add for this message, framed as untrusted text after it; empty when they add nothing. */
  private async turnContext(input: RespondInput, agent: string, signal: AbortSignal): Promise<string> {
    const added: string[] = [];
    try {
      const profileName = this.parts.plan.agents.get(agent)?.runtimeProfile;
      const memoryRecallLimit = input.memory === false ? 0 : ((profileName ? this.parts.config.runtime_profiles[profileName]?.memory_recall_limit : null) ?? DEFAULT_MEMORY_RECALL_LIMIT);
      await this.parts.hooks.beforeTurn.promise({ agent, channel: input.channel, conversation: input.conversation, ...(input.sender ? { sender: input.sender } : {}), trust: input.trust ?? 'untrusted', message: input.message, signal, memoryRecallLimit, addContext: (text) => void (text && added.push(text)) });
    } catch (err) {
      this.parts.logger.warn({ agent, channel: input.channel, err: (err as Error).message }, 'a beforeTurn tap failed; the message is answered without what it adds');
    }
    return added.length ? `\n\n${frameMessage(added.join('\n\n'), 'untrusted', 'svc (context fetched for this message)', undefined)}` : '';
  }

  private validator(tool: ToolDefinition): ValidateFunction {
    let v = this.validators.get(tool);
    if (!v) this.validators.set(tool, (v = this.ajv.compile(tool.parameters)));
    return v;
  }

  private async answer(
    input: RespondInput & { trust: 'untrusted' | 'operator' },
    agent: string,
    provider: string,
    tools: readonly ToolDefinition[],
    signal: AbortSignal,
  ): Promise<RespondOutput> {
    const { store, logger } = this.parts;
    const limits = this.limitsOf(agent);
    const ids = { agent, channel: input.channel, conversation: input.conversation };
    const frame = (text: string) => frameMessage(text, input.trust, input.channel, input.sender);
    const [system, stored] = await Promise.all([
      this.systemPrompt({ agent, channel: input.channel, ...(input.sender ? { sender: input.sender } : {}), trust: input.trust, tools }),
      store.load(input.channel, input.conversation, limits.historyMessages),
    ]);
    const user = frame(input.message) + (await this.turnContext(input, agent, signal));
    const fitted = fitContext(system, historyMessages(answeredFor(stored, provider.startsWith(`${ECHO_MODEL}.`)), limits.keepToolContextTurns, frame), user, limits);
    if (fitted.overflow) {
      this.parts.stoppedBy?.(agent, 'result_chars');
      logger.warn({ ...ids, max_context_tokens: limits.maxContextTokens }, 'a message does not fit the agent\'s context and was not answered');
      return { agent, text: `This message is too long for this agent (max_context_tokens = ${limits.maxContextTokens}); send a shorter one.`, model: '', toolCalls: 0, declined: 'max_context_tokens' };
    }
    if (fitted.dropped) logger.debug({ ...ids, dropped: fitted.dropped }, 'older history left out to fit the context');
    const messages: ChatMessage[] = [{ role: 'system', content: system }, ...fitted.history, { role: 'user', content: user }];
    const run = new TurnRun({
      agent,
      channel: input.channel,
      conversation: input.conversation,
      ...(input.sender ? { sender: input.sender } : {}),
      trust: input.trust ?? 'untrusted',
      provider,
      call: (request) => this.parts.caller.call({ agent, channel: input.channel, conversation: input.conversation, purpose: 'turn', provider }, request),
      ...(input.model ? { model: input.model } : {}),
      tools,
      limits,
      hooks: this.parts.hooks,
      budget: this.parts.budget,
      workspace: this.workspaceOf(agent),
      logger,
      now: this.parts.now,
      signal,
      validator: (t) => this.validator(t),
      receiptKey: this.receiptKey,
      redact: this.redact,
      ...(input.onToolCall ? { onToolCall: input.onToolCall } : {}),
      ...(input.onText ? { onText: input.onText } : {}),
      refused: (reason) => this.parts.refused?.(agent, reason),
      stoppedBy: (reason) => this.parts.stoppedBy?.(agent, reason),
    });
    const result = await run.run(messages);
    const text = this.redact(result.text, 'agent.reply');
    // The store scans what it keeps (redactedStore, when leak detection runs): the message, the reply, the tool rounds.
    const turns: Turn[] = [
      { role: 'user', content: input.message, ...(result.model ? { model: result.model } : {}) },
      { role: 'assistant', content: text, ...(result.rounds.length ? { tools: result.rounds } : {}), ...(result.model ? { model: result.model } : {}) },
    ];
    // The turn happened (tools ran): a history that cannot be written is logged, never a failed turn that a SOP
    // would retry, running its tools twice.
    if (!input.ephemeral) {
      await store.append(input.channel, input.conversation, agent, turns).catch((err: Error) =>
        logger.error({ ...ids, err: err.message }, 'the conversation history could not be written; this turn is missing from it'),
      );
    }
    try {
      await this.parts.hooks.afterTurn.promise({ agent, channel: input.channel, conversation: input.conversation, ...(input.sender ? { sender: input.sender } : {}), trust: input.trust ?? 'untrusted', ephemeral: input.ephemeral === true || input.memory === false, message: input.message, reply: text });
    } catch (err) {
      logger.warn({ ...ids, err: (err as Error).message }, 'an afterTurn tap failed; the turn is answered');
    }
    const fallback = result.fellBack ? { provider: result.provider, model: result.model } : undefined;
    // The sender learns that another model answered, as channels.model_fallback_notice says (the history keeps the reply alone).
    const notice = fallback ? fallbackNotice(this.parts.config.channels.model_fallback_notice, provider, fallback) : '';
    return { agent, text: notice ? `${text}\n\n${notice}` : text, model: result.model, toolCalls: result.toolCalls, ...(result.stopped ? { stopped: result.stopped } : {}), ...(fallback ? { fallback } : {}) };
  }
}

/** The notice for a reply a fallback provider gave, or '' when the policy says nothing (off; other_family and the same type). */
export function fallbackNotice(policy: ChannelsConfig['model_fallback_notice'], own: string, answered: { readonly provider: string; readonly model: string }): string {
  const typeOf = (ref: string) => ref.slice(0, ref.indexOf('.'));
  if (policy.mode === 'off' || (policy.mode === 'other_family' && typeOf(own) === typeOf(answered.provider))) return '';
  return policy.text.replaceAll('{model}', answered.model).replaceAll('{provider}', answered.provider);
}
