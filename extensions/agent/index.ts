// The agent extension: owns agents, shared channel settings, tools and runtime profiles, and runs the agent loop.
import { join } from 'node:path';
import { controlCommands, defineExtension, metricsPoint, type ConfigObject, type ExtensionDefinition, type Paths, systemClock, type Clock } from '../../kernel/index.js';
import type { AgentsConfig, ChannelsConfig, HttpRequestConfig, RuntimeProfilesConfig, ShellToolConfig, ToolsConfig } from './config.generated.js';
import { agentHooksPoint, agentRuntimePoint, channelsPoint, type ChannelType, createAgentHooks, providersPoint, toolsPoint, type ProviderClient, type ProviderType, type ToolDefinition } from './api.js';
import { gatewayRoutesPoint } from '../gateway/api.js';
import { openStore, sharedPoint } from '../instances/api.js';
import { createProviderHttp } from './http.js';
import { MemoryStore, SqliteStore, type ConversationStore } from './history.js';
import { registerAgentCommands } from './commands.js';
import { checkAgentReferences, checkToolNames } from './references.js';
import { registerChatRoute } from './routes.js';
import { AgentRuntimeImpl, type RuntimeParts } from './runtime.js';
import { agentsSection, channelsSection, httpRequestSection, runtimeProfilesSection, shellToolSection, toolsSection } from './schema.js';
import { IMPLICIT_ECHO, planAgents } from './selection.js';
import { checkHttpRequest, httpRequestTool } from './tools/http-request.js';
import { shellTool } from './tools/shell.js';

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
    optionalDependsOn: ['gateway', 'instances'],
    sections: {
      agents: agentsSection,
      channels: channelsSection,
      tools: toolsSection,
      http_request: httpRequestSection,
      shell_tool: shellToolSection,
      runtime_profiles: runtimeProfilesSection,
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
      const shared = kernel.tryUse(sharedPoint);
      /** What the tools read: the sections as they were at start (changes to them wait for a restart). */
      let started: { http_request: HttpRequestConfig; shell_tool: ShellToolConfig } | undefined;

      /** A client of the provider `ref` as `config` configures it. */
      const createClient = async (ref: string, config: ConfigObject, limits?: { readonly timeoutSecs: number; readonly maxRetries: number }): Promise<ProviderClient> => {
        const dot = ref.indexOf('.');
        const type = ref === IMPLICIT_ECHO ? 'echo' : ref.slice(0, dot);
        // Another extension's section (the provider type's): read from the whole config, as that extension defines it.
        const models = (config.providers as { models?: Record<string, Record<string, Record<string, unknown>>> } | undefined)?.models;
        const settings = ref === IMPLICIT_ECHO ? {} : (models?.[type]?.[ref.slice(dot + 1)] ?? {});
        const provider = providerTypes.get(type);
        if (!provider) throw new Error(`no loaded extension provides the model provider type "${type}" (used by ${ref})`);
        const logger = log.child({ provider: ref });
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
          const client = await createClient(ref, config, PROBE_LIMITS);
          return client.complete({ messages: [{ role: 'user', content: 'Reply with the single word: ok' }], tools: [], ...(signal ? { signal } : {}) });
        },
      });
      kernel.provide(toolsPoint, {
        register(tool) {
          if (!TOOL_NAME.test(tool.name)) throw new Error(`tool name "${tool.name}" must be 1-64 letters, digits, _ or -`);
          if (tools.has(tool.name)) throw new Error(`tool "${tool.name}" is registered twice`);
          tools.set(tool.name, tool);
        },
      });
      kernel.provide(agentHooksPoint, hooks);
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

      tools.set('http_request', httpRequestTool(() => (started ?? { http_request: httpRequest() }).http_request));
      tools.set('shell', shellTool(() => ({ timeoutSecs: (started ?? { shell_tool: shellSettings() }).shell_tool.timeout_secs, cwd: kernel.paths.dataDir })));

      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkAgentReferences(config, agents.of(config), report, [...channelTypes.keys()].sort()));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkToolNames(toolsSettings.of(config).optional, [...tools.keys()], report));
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkHttpRequest(httpRequest.of(config), report));

      /** The runtime of the config that starts: the agents' provider clients, the conversation store, the tools' settings. */
      async function startRuntime(raw: ConfigObject, paths: Paths): Promise<AgentRuntimeImpl> {
        started = { http_request: httpRequest(), shell_tool: shellSettings() };
        const plan = planAgents(agents(), raw);
        log.info({ default_agent: plan.defaultAgent ?? null, agents: [...plan.agents.keys()] }, plan.note);
        const clients = new Map<string, ProviderClient>();
        for (const ref of new Set([...plan.agents.values()].map((a) => a.provider))) clients.set(ref, await createClient(ref, raw));
        const { session_ttl_hours: ttlHours, session_persistence: persist } = channels();
        const ttlMs = ttlHours * 3_600_000;
        // Shared mode with PostgreSQL: one history for every instance, whichever one a message reaches.
        const { store } = await openStore<ConversationStore>(shared, {
          persist,
          postgres: async (pg) => (await import('./pg-history.js')).PgConversationStore.open(pg, ttlMs, clock),
          sqlite: () => SqliteStore.open(join(paths.dataDir, 'state', 'conversations.db'), ttlMs, clock),
          memory: () => new MemoryStore(ttlMs, clock, 1000),
        });
        const config = { tools: toolsSettings(), http_request: started.http_request, runtime_profiles: runtimeProfiles() };
        const metrics = kernel.use(metricsPoint);
        const calls = metrics.counter({ name: 'svc_provider_requests_total', help: 'Model provider calls by provider and outcome (ok, error, cancelled); retries inside a call are not counted apart.', labelNames: ['provider', 'outcome'] });
        const latency = metrics.histogram({ name: 'svc_provider_request_duration_seconds', help: 'Model provider call durations, retries included.', labelNames: ['provider'] });
        const tokens = metrics.counter({ name: 'svc_provider_tokens_total', help: 'Tokens model providers reported, by direction (input, output).', labelNames: ['provider', 'direction'] });
        const recordCall: NonNullable<RuntimeParts['recordCall']> = (provider, outcome, seconds, usage) => {
          calls.inc({ provider, outcome });
          latency.observe({ provider }, seconds);
          if (usage) {
            tokens.inc({ provider, direction: 'input' }, usage.input_tokens);
            tokens.inc({ provider, direction: 'output' }, usage.output_tokens);
          }
        };
        return new AgentRuntimeImpl({ config, plan, clients, tools, hooks, store, logger: log, now: () => clock.now(), recordCall });
      }

      kernel.use(controlCommands).register('agent.ask', async (args) => {
        const a = (args ?? {}) as { message?: unknown; agent?: string; channel?: string; conversation?: string };
        if (typeof a.message !== 'string' || !a.message) throw new Error('agent.ask needs a non-empty "message"');
        return kernel.use(agentRuntimePoint).respond({ message: a.message, agent: a.agent, channel: a.channel ?? 'cli', conversation: a.conversation ?? 'cli' });
      });

      registerAgentCommands(kernel, agents);
    },
  });
}

export default createAgentExtension();
