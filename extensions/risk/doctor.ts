// What `svc doctor` says of risk profiles: which agents they hold, a profile asking for one-time passwords that no
// secret can answer, and delegates rosters naming an agent the delegation would be refused to.
import type { ConfigObject, DoctorFinding } from '../../kernel/index.js';
import type { AgentsConfig } from '../agent/api.js';
import type { RiskProfilesConfig } from './config.generated.js';
import { lessStrictAt, actionsOf } from './policy.js';

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
