// Config section of the risk extension: [risk_profiles.<alias>], a risk level per tool and what each level needs.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
/** What a call of a level needs, least strict first (the order a chain of profiles is combined in: the strictest wins). */
export const RISK_ACTIONS = ['allow', 'approve', 'otp', 'deny'] as const;

const action = (def: (typeof RISK_ACTIONS)[number], level: string): JsonSchema =>
  s.str(def, `What a call of a ${level}-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.`, { enum: RISK_ACTIONS });

export const riskProfilesSection: JsonSchema = s.aliasMap(
  'RiskProfilesConfig',
  'Risk profiles, selected by agents.<alias>.risk_profile: a risk level for each tool and what each level needs (run, an operator\'s approval, a one-time password, or refused). The profile of the agent acts on every turn it answers, whoever started it (a channel sender, the chat, cron, a SOP step, the heartbeat, svc agent ask), and a delegated turn is held by the profiles of every agent of its chain too.',
  s.table(undefined, 'One risk profile.', {
    tools: s.map('Risk level (low, medium, high, critical) by tool: a tool name (shell), a pattern where * stands for any characters (mcp_*), or a reach (@network, @filesystem, @process, @memory, @agents). An exact name wins; otherwise the highest level of the matching patterns and reaches; otherwise default_level.', { type: 'string', enum: [...RISK_LEVELS] }),
    default_level: s.str('medium', 'Risk level of a tool no entry of tools matches.', { enum: RISK_LEVELS }),
    actions: s.table(undefined, 'What a call needs, by the risk level of its tool.', {
      low: action('allow', 'low'),
      medium: action('allow', 'medium'),
      high: action('approve', 'high'),
      critical: action('deny', 'critical'),
    }),
    approval_timeout_secs: s.int(300, 'Seconds a call that needs an approval waits for it; then it is refused.', { min: 1, max: 86_400 }),
  }),
  { live: true },
);
