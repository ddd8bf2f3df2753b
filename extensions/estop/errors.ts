// The estop extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const ESTOP_ERRORS = defineErrors({
  SVC_ERR_ESTOP_OFF: {
    exit: EXIT.runtime,
    meaning: 'The emergency stop is not offered: security.estop.enabled = false.',
    action: 'Set security.estop.enabled = true (and enrol a one-time password first unless require_otp_to_resume = false).',
  },
  SVC_ERR_ESTOP_OTP: {
    exit: EXIT.runtime,
    meaning: 'Resuming after an emergency stop needs a valid one-time password (security.estop.require_otp_to_resume), and none or a wrong one was given.',
    action: 'Run `svc estop resume --code CODE` with the current code of your authenticator app.',
  },
  SVC_ERR_ESTOP_STATE: {
    exit: EXIT.runtime,
    meaning: 'The emergency stop state file cannot be read or written.',
    action: 'Check security.estop.state_file and the permissions of its directory; an unreadable file counts as engaged.',
  },
});
