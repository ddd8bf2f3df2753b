// The cost extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const COST_ERRORS = defineErrors({
  SVC_ERR_COST_OVERRIDE_OFF: {
    exit: EXIT.usage,
    meaning: '`svc cost override` was refused: cost.allow_override is false.',
    action: 'Set cost.allow_override = true if operators may lift a reached budget, or raise the limit itself (cost.daily_limit_usd, cost.monthly_limit_usd).',
  },
  SVC_ERR_COST_OVERRIDE_INVALID: {
    exit: EXIT.usage,
    meaning: 'A budget override was refused: its period, agent, reason or requester is not valid (each problem is named).',
    action: 'Give --period day or month, --agent a configured agent (or none), and a --reason of 1 to 500 characters on one line.',
  },
  SVC_ERR_COST_OVERRIDE_DENIED: {
    exit: EXIT.usage,
    meaning: 'A budget override was refused: the user it acts for may not write the cost budgets (permission profiles).',
    action: 'Ask as an administrator (the control socket, or a user whose profile is admin or grants cost = ["write"]).',
  },
  SVC_ERR_COST_OFF: {
    exit: EXIT.usage,
    meaning: '`svc cost` has nothing to show: cost.enabled is false, so no ledger is kept.',
    action: 'Set cost.enabled = true (the default) to record every model call.',
  },
});
