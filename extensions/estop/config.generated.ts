/* DO NOT EDIT: the config sections of the "estop" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "estop" extension owns, by dotted path.
 */
export interface EstopSections {
  'security.estop': EstopConfig;
}
/**
 * Emergency stop: `svc estop engage` (or POST /api/estop/engage) refuses every tool call and model call until `svc estop resume`; the state survives a restart.
 */
export interface EstopConfig {
  /**
   * Offer the emergency stop (svc estop, /api/estop/*); off by default. While false, engage is refused (its error names the commands that switch it on); a stop engaged before stays engaged (every tool and model call refused) until `svc estop resume`, and `svc doctor` warns.
   */
  enabled: boolean;
  /**
   * Resuming needs a valid one-time password (security.otp.secret, see `svc otp enroll`).
   */
  require_otp_to_resume: boolean;
  /**
   * File holding the stop state; unset means state/estop.json under the data directory; a relative path resolves from the config directory.
   */
  state_file: string | null;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'security.estop': EstopConfig;
  }
}
