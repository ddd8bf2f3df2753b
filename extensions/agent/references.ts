// Checks that agents name things that exist: providers, channels, profiles, bundles and jobs (CONTRACT §7).
import { closest, type ConfigObject, type ProblemReport } from '../../kernel/index.js';
import type { AgentsConfig } from './config.generated.js';
import { carriesNothing, channelRefs, providerRefs, TOOL_REACHES } from './api.js';

type Agent = AgentsConfig[string];

const aliasesOf = (config: ConfigObject, section: string): Set<string> =>
  new Set(Object.keys((config[section] as Record<string, unknown> | undefined) ?? {}));

function list(set: Set<string>): string {
  return set.size ? [...set].sort().join(', ') : 'none';
}

/**
 * `agents` is the draft's [agents]; `config` the whole draft, for the sections agents refer to; `carrying` the channel
 * types that carry messages (the agent's channel registry).
 */
export function checkAgentReferences(config: ConfigObject, agents: AgentsConfig, report: ProblemReport, carrying: readonly string[]): void {
  const channels = channelRefs(config);
  const providers = {
    models: providerRefs(config, 'models'),
    tts: providerRefs(config, 'tts'),
    transcription: providerRefs(config, 'transcription'),
  };
  const single: [field: keyof Agent, target: Set<string>, where: string][] = [
    ['model_provider', providers.models, 'providers.models.<type>.<alias>'],
    ['classifier_provider', providers.models, 'providers.models.<type>.<alias>'],
    ['summary_provider', providers.models, 'providers.models.<type>.<alias>'],
    ['tts_provider', providers.tts, 'providers.tts.<type>.<alias>'],
    ['transcription_provider', providers.transcription, 'providers.transcription.<type>.<alias>'],
    ['risk_profile', aliasesOf(config, 'risk_profiles'), 'risk_profiles.<alias>'],
    ['runtime_profile', aliasesOf(config, 'runtime_profiles'), 'runtime_profiles.<alias>'],
  ];
  const many: [field: keyof Agent, target: Set<string>, where: string][] = [
    ['cron_jobs', aliasesOf(config, 'cron'), 'cron.<alias>'],
    ['knowledge_bundles', aliasesOf(config, 'knowledge_bundles'), 'knowledge_bundles.<alias>'],
    ['mcp_bundles', aliasesOf(config, 'mcp_bundles'), 'mcp_bundles.<alias>'],
    ['skill_bundles', aliasesOf(config, 'skill_bundles'), 'skill_bundles.<alias>'],
  ];
  const channelOwner = new Map<string, string>();
  for (const [alias, agent] of Object.entries(agents)) {
    for (const [field, target, where] of single) {
      const ref = agent[field];
      if (typeof ref === 'string' && !target.has(ref)) {
        report.add(`agents.${alias}.${field}`, `"${ref}" names no configured ${where} (configured: ${list(target)})`);
      }
    }
    for (const [field, target, where] of many) {
      for (const ref of agent[field] as string[]) {
        if (!target.has(ref)) report.add(`agents.${alias}.${field}`, `"${ref}" names no configured ${where} (configured: ${list(target)})`);
      }
    }
    for (const ref of agent.channels) {
      const idle = carriesNothing(ref, carrying);
      if (idle) {
        report.add(`agents.${alias}.channels`, idle);
        continue;
      }
      if (!channels.has(ref)) {
        report.add(`agents.${alias}.channels`, `"${ref}" names no configured channel [channels.<type>.<alias>] (configured: ${list(channels)})`);
        continue;
      }
      const other = channelOwner.get(ref);
      if (other) report.add(`agents.${alias}.channels`, `channel "${ref}" is already answered by agents.${other}; a channel has one agent`);
      else channelOwner.set(ref, alias);
    }
  }
}

/** MCP tools appear at run time (one per server tool), so a name with this prefix is matched when it appears. */
export const RUNTIME_TOOL_PREFIX = 'mcp__';

/** Each name of tools.optional must be "*", a registered tool, or an MCP tool name; a typo gets a did-you-mean. */
export function checkToolNames(optional: readonly string[], registered: readonly string[], report: ProblemReport): void {
  for (const name of optional) {
    if (name === '*' || registered.includes(name) || name.startsWith(RUNTIME_TOOL_PREFIX) || TOOL_REACHES.some((r) => name === `@${r}`)) continue;
    const hint = closest(name, registered);
    report.add(
      'tools.optional',
      `"${name}" names no tool${hint ? ` (did you mean "${hint}"?)` : ''}; tools: ${[...registered].sort().join(', ') || 'none'}, "*" for all of them (the shell only by name), a reach (@network, @filesystem, @process), or ${RUNTIME_TOOL_PREFIX}<server>__<tool> for an MCP tool`,
    );
  }
}
