// The agent extension: owns agents, shared channel settings, tools and runtime profiles, and runs the agent loop.
import { join } from 'node:path';
import { controlCommands, defineExtension, doctorPoint, SvcError, metricsPoint, onboardingPoint, statusPoint, type ConfigObject, type ExtensionDefinition, type Paths, systemClock, silentLogger, type Clock } from '../../kernel/index.js';
import type { AgentsConfig, ChannelsConfig, HttpRequestConfig, ModelRoutesConfig, PacingConfig, QueryClassificationConfig, ReliabilityConfig, RuntimeProfilesConfig, ShellToolConfig, ToolsConfig } from './config.generated.js';
import { agentHooksPoint, agentRuntimePoint, channelsPoint, type ChannelType, createAgentHooks, providerRefs, providersPoint, responseCachePoint, toolsPoint, turnFailure, type ProviderClient, type ProviderType, type ResponseCache, type ToolDefinition } from './api.js';
import { gatewayRoutesPoint, type GatewayConfig } from '../gateway/api.js';
import { openStore, sharedPoint } from '../instances/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { firstStartHint, unconfigured } from './first-start.js';
import { createProviderHttp } from './http.js';
import { MemoryStore, redactedStore, SqliteStore, type ConversationStore } from './history.js';
import { checkAgentFiles } from './checks.js';
import { providersDoctor } from './doctor.js';
import { registerChatCommand } from './chat-cli.js';
import { registerChatControl } from './chat-control.js';
import { registerAgentCommands } from './commands.js';
import { AGENT_ERRORS } from './errors.js';
import { checkAgentReferences, checkToolNames } from './references.js';
import { registerChatRoute } from './routes.js';
import { MemoryActionBudget, type ActionBudget } from './limits.js';
import { ModelCaller, providerFacts, type CallerDeps } from './model-call.js';
import { AgentRuntimeImpl } from './runtime.js';
import { workspacesOf } from './workspace.js';
import { registerWsChat, WS_CHANNEL } from './ws-chat.js';
import { agentsSection, channelsSection, httpRequestSection, modelRoutesSection, pacingSection, queryClassificationSection, reliabilitySection, runtimeProfilesSection, shellToolSection, toolsSection } from './schema.js';
import { checkRouting } from './routing-check.js';
import { MemoryCooldowns, type Cooldowns } from './cooldowns.js';
import { IMPLICIT_ECHO, planAgents } from './selection.js';
import { checkHttpRequest, httpRequestTool } from './tools/http-request.js';
import { checkShellSandbox, shellTool } from './tools/shell.js';
import { sandboxPoint } from '../sandbox/api.js';

export const NAME = 'agent';
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** Backoff of provider retries (the provider's own max_retries and timeout_secs apply). */
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 30_000;
/** One try within 20 s: a probe says whether the provider answers now. */
const PROBE_LIMITS = { timeoutSecs: 20, maxRetries: 0 } as const;

export interface AgentOptions {
  /** Time for backoff and session TTLs; tests pass a fake one. */
  readonly clock?: Clock;
}

export function createAgentExtension(options: AgentOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Agents, their model providers and tools, conversation settings shared by channels; the /webhook chat.',
    // The POST /webhook chat is served when the gateway is loaded.
    optionalDependsOn: ['gateway', 'instances', 'leak-detection', 'sandbox'],
    errors: AGENT_ERRORS,
    sections: {
      agents: agentsSection,
      channels: channelsSection,
      tools: toolsSection,
      http_request: httpRequestSection,
      shell_tool: shellToolSection,
      runtime_profiles: runtimeProfilesSection,
      pacing: pacingSection,
      reliability: reliabilitySection,
      model_routes: modelRoutesSection,
      query_classification: queryClassificationSection,
    },
    apply(kernel) {
      const log = kernel.logger;
      const providerTypes = new Map<string, ProviderType>();
      const tools = new Map<string, ToolDefinition>();
      const hooks = createAgentHooks();
      const agents = kernel.config<AgentsConfig>('agents');
      const channels = kernel.config<ChannelsConfig>('channels');
      const toolsSettings = kernel.config<ToolsConfig>('tools');
      const httpRequest = kernel.config<HttpRequestConfig>('http_request');
      const shellSettings = kernel.config<ShellToolConfig>('shell_tool');
      const runtimeProfiles = kernel.config<RuntimeProfilesConfig>('runtime_profiles');
      const pacing = kernel.config<PacingConfig>('pacing');
      const reliability = kernel.config<ReliabilityConfig>('reliability');
      const modelRoutes = kernel.config<ModelRoutesConfig>('model_routes');
      const queryClassification = kernel.config<QueryClassificationConfig>('query_classification');
      const shared = kernel.tryUse(sharedPoint);
      /** What the tools read: the sections as they were at start (changes to them wait for a restart). */
      let started: { http_request: HttpRequestConfig; shell_tool: ShellToolConfig } | undefined;

      /** A client of the provider `ref` as `config` configures it. */
      // A probe (svc doctor, svc onboard) logs nothing: its caller reports the failure, and a stray JSON line on stderr helps nobody.
      const createClient = async (ref: string, config: ConfigObject, limits?: { readonly timeoutSecs: number; readonly maxRetries: number }, quiet = false): Promise<ProviderClient> => {
        const dot = ref.indexOf('.');
        const type = ref === IMPLICIT_ECHO ? 'echo' : ref.slice(0, dot);
        // Another extension's section (the provider type's): read from the whole config, as that extension defines it.
        const models = (config.providers as { models?: Record<string, Record<string, Record<string, unknown>>> } | undefined)?.models;
        const settings = ref === IMPLICIT_ECHO ? {} : (models?.[type]?.[ref.slice(dot + 1)] ?? {});
        const provider = providerTypes.get(type);
        if (!provider) throw new Error(`no loaded extension provides the model provider type "${type}" (used by ${ref})`);
        const logger = quiet ? silentLogger() : log.child({ provider: ref });
        const http = (own: { readonly timeoutSecs: number; readonly maxRetries: number }) => {
          const l = limits ?? own;
          return createProviderHttp({ ref, timeoutMs: l.timeoutSecs * 1000, maxRetries: l.maxRetries, baseDelayMs: RETRY_BASE_MS, maxDelayMs: RETRY_MAX_MS }, clock, logger);
        };
        return provider.create({ ref, config: settings, logger, http });
      };
      kernel.provide(providersPoint, {
        register(type) {
          if (providerTypes.has(type.type)) throw new Error(`provider type "${type.type}" is registered twice`);
          providerTypes.set(type.type, type);
        },
        async probe(ref, config, signal) {
          const client = await createClient(ref, config, PROBE_LIMITS, true);
          return client.complete({ messages: [{ role: 'user', content: 'Reply with the single word: ok' }], tools: [], ...(signal ? { signal } : {}) });
        },
      });
      kernel.use(doctorPoint).add(providersDoctor((ref, config, signal) => kernel.use(providersPoint).probe(ref, config, signal)));
      kernel.provide(toolsPoint, {
        register(tool) {
          if (!TOOL_NAME.test(tool.name)) throw new Error(`tool name "${tool.name}" must be 1-64 letters, digits, _ or -`);
          if (tools.has(tool.name)) throw new Error(`tool "${tool.name}" is registered twice`);
          tools.set(tool.name, tool);
        },
        unregister(name) {
          tools.delete(name);
        },
      });
      kernel.provide(agentHooksPoint, hooks);
      let responseCache: { by: string; cache: ResponseCache } | undefined;
      kernel.provide(responseCachePoint, {
        set(by, cache) {
          if (responseCache) throw new Error(`the response cache is set by both "${responseCache.by}" and "${by}"`);
          responseCache = { by, cache };
        },
      });
      const channelTypes = new Map<string, ChannelType>();
      kernel.provide(channelsPoint, {
        register: (type) => {
          if (channelTypes.has(type.type)) throw new Error(`channel type "${type.type}" is registered twice`);
          channelTypes.set(type.type, type);
        },
        types: () => [...channelTypes.keys()].sort(),
        deliver: async (ref, message) => {
          const dot = ref.indexOf('.');
          const type = channelTypes.get(ref.slice(0, dot));
          if (dot < 1 || !type) throw new Error(`no channel type runs "${ref}" (registered: ${[...channelTypes.keys()].join(', ') || 'none'})`);
          return type.deliver(ref.slice(dot + 1), message);
        },
      });
      const routes = kernel.tryUse(gatewayRoutesPoint);
      // The agent runtime is this extension's service: made at its start, drained and closed (its store too) by the host.
      const runtime = kernel.service({
        point: agentRuntimePoint,
        start: ({ runtime: { config: raw, paths } }) => startRuntime(raw, paths),
      });
      if (routes) registerChatRoute(routes, { runtime: () => runtime.current(), logger: log, timeoutSecs: () => channels().message_timeout_secs });
      if (routes) {
        registerWsChat(routes, {
          runtime: () => runtime.current(),
          gateway: kernel.config<GatewayConfig>('gateway'),
          timeoutSecs: () => channels().message_timeout_secs,
          dataDir: kernel.paths.dataDir,
          clock,
          logger: log,
          redact: (text) => kernel.tryUse(leakGuardPoint)?.redact(text, WS_CHANNEL) ?? text,
        });
      }

      tools.set('http_request', {
        ...httpRequestTool(() => (started ?? { http_request: httpRequest() }).http_request),
        available: ({ config }) => httpRequest.of(config).enabled || 'http_request.enabled = false',
      });
      // The shell runs its commands in the sandbox extension's adapter; with none to be had it is refused at load.
      const sandbox = kernel.tryUse(sandboxPoint);
      tools.set('shell', shellTool(() => sandbox));

      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkAgentReferences(config, agents.of(config), report, [...channelTypes.keys()].sort()));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkAgentFiles(agents.of(config), kernel.paths.dataDir, report));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkToolNames(toolsSettings.of(config).optional, [...tools.keys()], report));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkHttpRequest(httpRequest.of(config), report));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkRouting(reliability.of(config), modelRoutes.of(config), providerRefs(config, 'models'), report, runtimeProfiles.of(config)));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkShellSandbox(toolsSettings.of(config).optional, sandbox, config, report));

      /** The runtime of the config that starts: the agents' provider clients, the conversation store, the tools' settings. */
      async function startRuntime(raw: ConfigObject, paths: Paths): Promise<AgentRuntimeImpl> {
        started = { http_request: httpRequest(), shell_tool: shellSettings() };
        const plan = planAgents(agents(), raw);
        log.info({ default_agent: plan.defaultAgent ?? null, agents: [...plan.agents.keys()] }, plan.note);
        const agentsConfig = agents();
        const clients = new Map<string, ProviderClient>();
        const refs = [...plan.agents.values()].flatMap((a) => [a.provider, agentsConfig[a.alias]?.classifier_provider ?? []].flat());
        for (const ref of new Set(refs)) clients.set(ref, await createClient(ref, raw));
        // Each agent's workspace: created 0700 with the starter identity files on first start (never overwritten).
        const workspaces = workspacesOf(plan.agents.keys(), agentsConfig, paths.dataDir, {
          onCreated: (agent, workspace, files) => log.info({ agent, workspace, files }, 'agent workspace created with starter identity files'),
        });
        const { session_ttl_hours: ttlHours, session_persistence: persist } = channels();
        const ttlMs = ttlHours * 3_600_000;
        // Shared mode with PostgreSQL: one history for every instance, whichever one a message reaches.
        const { store } = await openStore<ConversationStore>(shared, {
          persist,
          postgres: async (pg) => (await import('./pg-history.js')).PgConversationStore.open(pg, ttlMs, clock),
          sqlite: () => SqliteStore.open(join(paths.dataDir, 'state', 'conversations.db'), ttlMs, clock),
          memory: () => new MemoryStore(ttlMs, clock, 1000),
        });
        // max_actions_per_hour: one rolling hour per agent for every instance in the shared mode, else per daemon.
        const { store: budget } = await openStore<ActionBudget>(shared, {
          persist: false,
          sharedAlways: true,
          postgres: async (pg) => (await import('./pg-actions.js')).PgActionBudget.open(pg),
          memory: () => new MemoryActionBudget(),
        });
        const config = {
          agents: agentsConfig,
          channels: channels(),
          tools: toolsSettings(),
          http_request: started.http_request,
          shell_tool: started.shell_tool,
          runtime_profiles: runtimeProfiles(),
          pacing: pacing(),
          query_classification: queryClassification(),
        };
        // reliability.cooldown_secs: per daemon, or for every instance in the shared mode with PostgreSQL.
        const { store: cooldowns } = await openStore<Cooldowns>(shared, {
          persist: false,
          sharedAlways: true,
          postgres: async (pg) => (await import('./pg-cooldowns.js')).PgCooldowns.open(pg),
          memory: () => new MemoryCooldowns(),
        });
        // Fallback and route providers get their client on first use; the agents' own were made above.
        const configured = providerRefs(raw, 'models');
        const lazy = new Map<string, Promise<ProviderClient>>();
        const clientOf = (ref: string): Promise<ProviderClient> | undefined => {
          const made = clients.get(ref);
          if (made) return Promise.resolve(made);
          if (!configured.has(ref)) return undefined;
          let p = lazy.get(ref);
          if (!p) lazy.set(ref, (p = createClient(ref, raw)));
          return p;
        };
        const { fallback_providers: fallbacks, cooldown_secs: cooldownSecs } = reliability();
        const routing = { fallbacks, cooldownMs: cooldownSecs * 1000, routes: new Map(modelRoutes().map((r) => [r.hint, { provider: r.provider, model: r.model }])), cooldowns };
        const metrics = kernel.use(metricsPoint);
        const fellBack = metrics.counter({ name: 'svc_provider_fallback_answers_total', help: 'Model calls a fallback provider answered (reliability.fallback_providers), by that provider.', labelNames: ['provider'] });
        const cooled = metrics.counter({ name: 'svc_provider_cooldowns_total', help: 'Times a provider failed after its retries with 429, 529, 5xx or a timeout and was set to cool down (reliability.cooldown_secs).', labelNames: ['provider'] });
        const calls = metrics.counter({ name: 'svc_provider_requests_total', help: 'Model provider calls by provider and outcome (ok, error, cancelled); retries inside a call are not counted apart.', labelNames: ['provider', 'outcome'] });
        const latency = metrics.histogram({ name: 'svc_provider_request_duration_seconds', help: 'Model provider call durations, retries included.', labelNames: ['provider'] });
        const tokens = metrics.counter({ name: 'svc_provider_tokens_total', help: 'Tokens model providers reported, by direction (input, output; cached_input: the part of input read from the provider\'s prompt cache).', labelNames: ['provider', 'direction'] });
        const recordCall: CallerDeps['recordCall'] = (provider, outcome, seconds, usage) => {
          calls.inc({ provider, outcome });
          latency.observe({ provider }, seconds);
          if (usage) {
            tokens.inc({ provider, direction: 'input' }, usage.input_tokens);
            tokens.inc({ provider, direction: 'output' }, usage.output_tokens);
            if (usage.cached_input_tokens) tokens.inc({ provider, direction: 'cached_input' }, usage.cached_input_tokens);
          }
        };
        // Leak detection over replies, stored history and tool notices, when the extension is loaded.
        const leaks = kernel.tryUse(leakGuardPoint);
        const refusals = metrics.counter({ name: 'svc_agent_tool_refusals_total', help: 'Tool calls the agent runtime did not run, by agent and reason (action_budget, calls_per_turn, invalid_arguments, …).', labelNames: ['agent', 'reason'] });
        const stops = metrics.counter({ name: 'svc_agent_turn_stops_total', help: 'Agent turns a limit ended early, by agent and reason (loop, no_progress, action_budget, calls_per_turn, result_chars).', labelNames: ['agent', 'reason'] });
        return new AgentRuntimeImpl({
          config,
          raw,
          plan,
          clients,
          tools,
          hooks,
          // Every turn is scanned for leaked credentials before it is kept (SQLite, PostgreSQL or memory alike).
          store: leaks ? redactedStore(store, leaks) : store,
          budget,
          workspaces,
          logger: log,
          now: () => clock.now(),
          caller: new ModelCaller({
            client: clientOf,
            routing,
            fellBack: (provider) => fellBack.inc({ provider }),
            cooled: (provider) => cooled.inc({ provider }),
            hooks,
            facts: providerFacts(raw),
            logger: log,
            now: () => clock.now(),
            recordCall,
            cache: () => responseCache?.cache,
          }),
          closeExtra: () => cooldowns.close(),
          ...(leaks ? { redact: (text: string, via: string) => leaks.redact(text, via) } : {}),
          refused: (agent, reason) => refusals.inc({ agent, reason }),
          stoppedBy: (agent, reason) => stops.inc({ agent, reason }),
        });
      }

      kernel.use(controlCommands).register('agent.ask', async (args) => {
        const a = (args ?? {}) as { message?: unknown; agent?: string; channel?: string; conversation?: string };
        if (typeof a.message !== 'string' || !a.message) throw new Error('agent.ask needs a non-empty "message"');
        // The control socket admits the operator, or a user proven by uid whose profiles apply to the turn: trusted words.
        const channel = a.channel ?? 'cli';
        try {
          return await kernel.use(agentRuntimePoint).respond({ message: a.message, agent: a.agent, channel, conversation: a.conversation ?? 'cli', trust: 'operator' });
        } catch (err) {
          // The operator reads what failed (the provider's own words) and the id of this log line, not "extension failed".
          const failure = turnFailure(err);
          log.error({ channel, conversation: a.conversation ?? 'cli', error_id: failure.errorId, err: failure.cause }, 'svc agent ask failed');
          throw new SvcError('SVC_ERR_AGENT_TURN_FAILED', `${failure.cause} (error ${failure.errorId} in the daemon's log)`, { registry: AGENT_ERRORS, extension: NAME, cause: err });
        }
      });

      registerChatControl(kernel.use(controlCommands), { runtime: () => kernel.use(agentRuntimePoint), settings: () => channels(), logger: log });
      registerChatCommand(kernel);
      // A person starting an unconfigured daemon at a terminal is told what runs and what to do next (stderr, no log).
      kernel.hooks.ready.tap(NAME, (rt) => {
        if (!process.stderr.isTTY || !unconfigured(rt.config)) return;
        kernel.use(statusPoint).snapshot().then(
          (status) => void (status.mode === 'daemon' && process.stderr.write(firstStartHint(status))),
          (err: Error) => log.debug({ err: err.message }, 'no first-start hint: the status could not be read'),
        );
      });
      kernel.use(onboardingPoint).add({ title: 'Chat', needs: 'channels.cli', order: 90, fields: [], next: () => 'svc chat                     talk to the agent (svc agent ask "…" for one question)' });

      /** The runtime on a config that is not running: no provider client, no history, a full action budget. */
      const previewRuntime = (config: ConfigObject): { runtime: AgentRuntimeImpl; plan: ReturnType<typeof planAgents> } => {
        const plan = planAgents(agents.of(config), config);
        const agentsConfig = agents.of(config);
        const runtime = new AgentRuntimeImpl({
          config: {
            agents: agentsConfig,
            channels: channels.of(config),
            tools: toolsSettings.of(config),
            http_request: httpRequest.of(config),
            shell_tool: shellSettings.of(config),
            runtime_profiles: runtimeProfiles.of(config),
            pacing: pacing.of(config),
            query_classification: queryClassification.of(config),
          },
          raw: config,
          plan,
          clients: new Map(),
          tools,
          hooks,
          store: { load: async () => [], append: async () => {}, close: async () => {} },
          budget: new MemoryActionBudget(),
          workspaces: workspacesOf(plan.agents.keys(), agentsConfig, kernel.paths.dataDir),
          logger: log,
          now: () => clock.now(),
          caller: new ModelCaller({ client: () => undefined, hooks, facts: providerFacts(config), logger: log, now: () => clock.now() }),
        });
        return { runtime, plan };
      };
      const previewAgent = (runtime: AgentRuntimeImpl, plan: ReturnType<typeof planAgents>, request: { agent?: string; channel: string }): string => {
        const agent = request.agent ?? runtime.agentFor(request.channel);
        if (!plan.agents.has(agent)) throw new SvcError('SVC_ERR_USAGE', `no enabled agent is named "${agent}" (agents: ${[...plan.agents.keys()].join(', ')})`);
        return agent;
      };

      registerAgentCommands(
        kernel,
        agents,
        async (config, request) => {
          // The runtime's own prompt assembly; the workspace files are read if they exist (nothing is created).
          const { runtime: preview, plan } = previewRuntime(config);
          const agent = previewAgent(preview, plan, request);
          const trust = request.channel === 'cli' ? 'operator' : 'untrusted';
          const prompt = await preview.systemPrompt({ agent, channel: request.channel, trust, tools: preview.offeredTools(agent, request.channel), ...(request.sender ? { sender: request.sender } : {}) });
          return { agent, trust, prompt: kernel.tryUse(leakGuardPoint)?.redact(prompt, 'cli') ?? prompt };
        },
        (config, request) => {
          // The runtime's own offering, on the channel's excluded_tools when it is a configured channel.
          const { runtime: preview, plan } = previewRuntime(config);
          const agent = previewAgent(preview, plan, request);
          const excluded = channelExcludedTools(config, request.channel);
          return {
            agent,
            tools: preview.toolOffers(agent, request.channel, excluded ? { excluded } : {}).map((o) => ({
              name: o.tool.name,
              reaches: [...(o.tool.reaches ?? [])],
              offered: o.offered,
              ...(o.offered ? {} : { reason: o.reason }),
              description: o.tool.description,
            })),
          };
        },
      );
    },
  });
}

/** The excluded_tools of the channel instance `<type>.<alias>` when its table has one (the webhook channel's). */
function channelExcludedTools(config: ConfigObject, channel: string): string[] | undefined {
  const dot = channel.indexOf('.');
  if (dot < 1) return undefined;
  const table = (config.channels as Record<string, Record<string, { excluded_tools?: unknown }> | undefined> | undefined)?.[channel.slice(0, dot)]?.[channel.slice(dot + 1)];
  const list = table?.excluded_tools;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : undefined;
}

export default createAgentExtension();
