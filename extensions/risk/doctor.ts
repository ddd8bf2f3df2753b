// What `svc doctor` says of risk profiles: which agents they hold, a profile asking for one-time passwords that no
// secret can answer, and delegates rosters naming an agent the delegation would be refused to.
import type { ConfigObject, DoctorFinding } from '../../kernel/index.js';
import type { AgentsConfig } from '../agent/api.js';
import type { RiskProfilesConfig } from './config.generated.js';
import { actionAt, lessStrictAt, actionsOf, levelOf, type RiskProfile } from './policy.js';
import { RISK_ACTIONS } from './schema.js';

/**
 * Built-in tools that do the same kind of thing through the same reach: a profile that names one of them by name
 * and leaves another to default_level is likely to hold less than it means (file_write "high", file_edit unnamed).
 */
export const SIBLINGS: readonly { readonly reach: string; readonly what: string; readonly tools: readonly string[] }[] = [
  { reach: 'filesystem', what: 'write files', tools: ['file_write', 'file_edit', 'file_download', 'image_gen'] },
  { reach: 'memory', what: 'change memory', tools: ['memory_store', 'memory_forget', 'knowledge_add', 'knowledge_forget'] },
];

/** Each sibling a profile leaves to a weaker action than the sibling it names, with that sibling. */
export function unnamedSiblings(profile: RiskProfile): { named: string; missing: string; reach: string; what: string }[] {
  const out: { named: string; missing: string; reach: string; what: string }[] = [];
  for (const family of SIBLINGS) {
    const named = family.tools.filter((tool) => Object.hasOwn(profile.tools, tool));
    for (const tool of family.tools) {
      if (named.includes(tool)) continue;
      const mine = actionAt(profile, levelOf(profile, tool, [family.reach]).level);
      const stricter = named.find((n) => actionsRank(actionAt(profile, levelOf(profile, n, [family.reach]).level)) > actionsRank(mine));
      if (stricter) out.push({ named: stricter, missing: tool, reach: family.reach, what: family.what });
    }
  }
  return out;
}

const actionsRank = (a: string): number => (RISK_ACTIONS as readonly string[]).indexOf(a);

export function riskFindings(config: ConfigObject, agents: AgentsConfig, profiles: RiskProfilesConfig): DoctorFinding[] {
  const held = Object.entries(agents).filter(([, a]) => a.enabled && a.risk_profile && Object.hasOwn(profiles, a.risk_profile));
  if (!held.length) return [{ check: 'risk.profiles', status: 'ok', finding: 'no agent names a risk_profile: tool calls are limited by tools.optional and permission profiles only' }];
  const open = Object.entries(agents).filter(([, a]) => a.enabled && !a.risk_profile).map(([alias]) => alias);
  const out: DoctorFinding[] = [
    { check: 'risk.profiles', status: 'ok', finding: `${held.map(([alias, a]) => `${alias}: ${a.risk_profile}`).join(', ')}${open.length ? `; no risk profile: ${open.join(', ')}` : ''}` },
  ];
  const secret = (config as { security?: { otp?: { secret?: unknown } } }).security?.otp?.secret;
  const asking = [...new Set(held.map(([, a]) => a.risk_profile!))].filter((name) => actionsOf(profiles[name]!).includes('otp'));
  if (asking.length && (typeof secret !== 'string' || !secret)) {
    out.push({ check: 'risk.otp', status: 'warn', finding: `risk profile(s) ${asking.join(', ')} ask for one-time passwords, and none is enrolled: those calls are refused`, fix: 'svc otp enroll' });
  }
  for (const name of [...new Set(held.map(([, a]) => a.risk_profile!))]) {
    for (const gap of unnamedSiblings(profiles[name]!)) {
      out.push({ check: 'risk.siblings', status: 'warn', finding: `risk_profiles.${name}.tools names ${gap.named} but not ${gap.missing}, which can ${gap.what} too and gets a weaker action`, fix: `name it as well, or use "@${gap.reach}" (an exact name still wins over a reach)` });
    }
  }
  for (const [alias, a] of held) {
    for (const d of a.delegates) {
      const target = agents[d.agent];
      if (!target || target.risk_profile === a.risk_profile) continue;
      const theirs = target.risk_profile && Object.hasOwn(profiles, target.risk_profile) ? profiles[target.risk_profile] : undefined;
      const where = lessStrictAt(theirs, profiles[a.risk_profile!]);
      if (where) {
        out.push({ check: 'risk.delegates', status: 'warn', finding: `agents.${alias}.delegates names ${d.agent}, whose risk profile (${target.risk_profile ?? 'none'}) is less strict than ${a.risk_profile} (${where}): that delegation is refused`, fix: `give agents.${d.agent}.risk_profile a profile at least as strict, or drop it from agents.${alias}.delegates` });
      }
    }
  }
  return out;
}
