// Config section of the estop extension: [security.estop].
import { s } from '../../kernel/index.js';

export const estopSection = s.table(
  'EstopConfig',
  'Emergency stop: `svc estop engage` (or POST /api/estop/engage) refuses every tool call and model call until `svc estop resume`; the state survives a restart.',
  {
    enabled: s.bool(false, 'Offer the emergency stop (svc estop, /api/estop/*); off by default. While false, engage is refused (its error names the commands that switch it on); a stop engaged before stays engaged (every tool and model call refused) until `svc estop resume`, and `svc doctor` warns.'),
    require_otp_to_resume: s.bool(true, 'Resuming needs a valid one-time password (security.otp.secret, see `svc otp enroll`).'),
    state_file: s.optStr('File holding the stop state; unset means state/estop.json under the data directory; a relative path resolves from the config directory.'),
  },
  { live: true },
);
