// What a risk profile asks of a tool call: pure decisions over [risk_profiles] and the agents of a turn's chain.
import { TOOL_REACHES } from '../agent/api.js';
import type { RiskProfilesConfig } from './config.generated.js';
import { RISK_ACTIONS, RISK_LEVELS } from './schema.js';

export type RiskLevel = (typeof RISK_LEVELS)[number];
export type RiskAction = (typeof RISK_ACTIONS)[number];
export type RiskProfile = RiskProfilesConfig[string];

/** The reaches a tools entry may name (`@network`); the agent's ToolReach values. */
export const REACH_KEYS = TOOL_REACHES.map((r) => `@${r}`);

const rank = <T extends string>(list: readonly T[], value: T): number => list.indexOf(value);

/** `*` stands for any characters (none included); every other character is itself. */
export function globMatches(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name;
  const re = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${re}$`, 's').test(name);
}

export interface Level {
  readonly level: RiskLevel;
  /** The entry that set it: `tools.shell`, `tools."mcp_*"`, `tools."@process"` or `default_level`. */
  readonly by: string;
}

/** A tool's level under `profile`: its exact name, else the highest matching pattern or reach, else default_level. */
export function levelOf(profile: RiskProfile, tool: string, reaches: readonly string[] = []): Level {
  const tools = profile.tools;
  if (Object.hasOwn(tools, tool) && !tool.includes('*') && !tool.startsWith('@')) return { level: tools[tool] as RiskLevel, by: `tools.${tool}` };
  let best: Level | undefined;
  for (const [key, value] of Object.entries(tools)) {
    const hit = key.startsWith('@') ? reaches.includes(key.slice(1)) : key.includes('*') && globMatches(key, tool);
    if (hit && (!best || rank(RISK_LEVELS, value as RiskLevel) > rank(RISK_LEVELS, best.level))) best = { level: value as RiskLevel, by: `tools."${key}"` };
  }
  return best ?? { level: profile.default_level as RiskLevel, by: 'default_level' };
}

/** What `profile` asks of a call at `level` (actions.low … actions.critical). */
export function actionAt(profile: RiskProfile, level: RiskLevel): RiskAction {
  const { low, medium, high, critical } = profile.actions;
  return { low, medium, high, critical }[level] as RiskAction;
}

/** Every action `profile` asks of some level. */
export function actionsOf(profile: RiskProfile): RiskAction[] {
  return RISK_LEVELS.map((level) => actionAt(profile, level));
}

export interface Verdict {
  readonly action: RiskAction;
  readonly level: RiskLevel | null;
  /** The risk profile that decided, and the agent of the chain that holds it. */
  readonly profile: string;
  readonly agent: string;
  readonly by: string;
  /** Seconds an approval may take (the deciding profile's approval_timeout_secs). */
  readonly approvalSecs: number;
}

/** The stricter of two verdicts (the later one on a tie). */
function stricter(a: Verdict | undefined, b: Verdict): Verdict {
  return a && rank(RISK_ACTIONS, a.action) > rank(RISK_ACTIONS, b.action) ? a : b;
}

/**
 * What a call of `tool` needs in a turn whose chain of agents is `chain` (the first caller first, the agent calling
 * last): each agent's risk profile is asked and the strictest answer holds, so a delegate never has fewer limits than
 * the agents that handed it the task. undefined: no agent of the chain has a profile. An agent naming a profile that is
 * not configured (a reload removed it) is refused everything.
 */
export function decide(profiles: RiskProfilesConfig, profileOf: (agent: string) => string | null | undefined, chain: readonly string[], tool: string, reaches: readonly string[] = []): Verdict | undefined {
  let out: Verdict | undefined;
  for (const agent of chain) {
    const name = profileOf(agent);
    if (!name) continue;
    const profile = Object.hasOwn(profiles, name) ? profiles[name] : undefined;
    if (!profile) {
      out = stricter(out, { action: 'deny', level: null, profile: name, agent, by: `risk_profiles.${name} is not configured`, approvalSecs: 0 });
      continue;
    }
    const { level, by } = levelOf(profile, tool, reaches);
    out = stricter(out, { action: actionAt(profile, level), level, profile: name, agent, by, approvalSecs: profile.approval_timeout_secs });
  }
  return out;
}

/** The tools-entry names a comparison probes: every name, pattern and reach either profile names, and one neither does. */
function probes(...profiles: (RiskProfile | undefined)[]): { tool: string; reaches: string[] }[] {
  const out = [{ tool: '\u0000unnamed', reaches: [] as string[] }];
  for (const p of profiles) {
    for (const key of Object.keys(p?.tools ?? {})) out.push(key.startsWith('@') ? { tool: '\u0000unnamed', reaches: [key.slice(1)] } : { tool: key, reaches: [] });
  }
  return out;
}

const actionUnder = (p: RiskProfile | undefined, tool: string, reaches: readonly string[]): RiskAction => (p ? actionAt(p, levelOf(p, tool, reaches).level) : 'allow');

/**
 * Whether `target` asks at least as much as `caller` of every tool either names (and of a tool neither names), or the
 * first entry where it asks less. No profile asks nothing. A delegation to a less strict agent is refused with this;
 * the calls of a delegated turn are held by the caller's profile anyway (decide over the chain).
 */
export function lessStrictAt(target: RiskProfile | undefined, caller: RiskProfile | undefined): string | undefined {
  if (!caller) return undefined;
  for (const { tool, reaches } of probes(caller, target)) {
    const mine = actionUnder(caller, tool, reaches);
    const theirs = actionUnder(target, tool, reaches);
    if (rank(RISK_ACTIONS, theirs) < rank(RISK_ACTIONS, mine)) {
      const what = reaches.length ? `tools with @${reaches[0]}` : tool === '\u0000unnamed' ? 'tools no entry names' : `"${tool}"`;
      return `${what}: "${theirs}" instead of "${mine}"`;
    }
  }
  return undefined;
}
