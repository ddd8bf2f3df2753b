// Which agents exist, which provider each uses, which agent answers which channel (CONTRACT §7).
import type { ConfigObject } from '../../kernel/index.js';
import type { AgentsConfig } from './config.generated.js';
import { providerRefs } from './api.js';

/** The provider used when nothing is configured: the built-in echo type. */
export const IMPLICIT_ECHO = 'echo.builtin';

export interface AgentPlan {
  readonly alias: string;
  /** `<type>.<alias>` of its model provider. */
  readonly provider: string;
  readonly runtimeProfile: string | null;
}

export interface Plan {
  readonly agents: ReadonlyMap<string, AgentPlan>;
  readonly defaultAgent: string | undefined;
  readonly channelAgents: ReadonlyMap<string, string>;
  /** One sentence for the startup log: which rule chose the default agent and its provider. */
  readonly note: string;
}

/** `agents` is [agents]; `config` the whole config, for the model providers other extensions define. */
export function planAgents(agents: AgentsConfig, config: ConfigObject): Plan {
  const configured = [...providerRefs(config, 'models')].sort();
  const fallback = configured[0] ?? IMPLICIT_ECHO;
  const fallbackWhy = configured[0] ? `the first configured model provider, ${fallback}` : 'the built-in echo provider (no model provider is configured)';
  const entries = Object.entries(agents);
  if (!entries.length) {
    return {
      agents: new Map([['default', { alias: 'default', provider: fallback, runtimeProfile: null }]]),
      defaultAgent: 'default',
      channelAgents: new Map(),
      note: `no [agents] table: one agent "default" answers everything, using ${fallbackWhy}`,
    };
  }
  const planned = new Map<string, AgentPlan>();
  const channelAgents = new Map<string, string>();
  for (const [alias, a] of entries.sort(([x], [y]) => (x < y ? -1 : 1))) {
    if (!a.enabled) continue;
    planned.set(alias, { alias, provider: a.model_provider ?? fallback, runtimeProfile: a.runtime_profile });
    for (const channel of a.channels) channelAgents.set(channel, alias);
  }
  const names = [...planned.keys()];
  const defaultAgent = planned.has('default') ? 'default' : names[0];
  const why = defaultAgent === 'default' ? 'the agent named "default"' : 'the lexicographically first enabled agent';
  const note = defaultAgent
    ? `default agent "${defaultAgent}" (${why}) uses ${planned.get(defaultAgent)!.provider}; ${channelAgents.size} channel(s) mapped to agents explicitly`
    : 'every agent is disabled: nothing can answer';
  return { agents: planned, defaultAgent, channelAgents, note };
}
