/* DO NOT EDIT: the config sections of the "risk" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "risk" extension owns, by dotted path.
 */
export interface RiskSections {
  risk_profiles: RiskProfilesConfig;
}
/**
 * Risk profiles, selected by agents.<alias>.risk_profile: a risk level for each tool and what each level needs (run, an operator's approval, a one-time password, or refused). The profile of the agent acts on every turn it answers, whoever started it (a channel sender, the chat, cron, a SOP step, the heartbeat, svc agent ask), and a delegated turn is held by the profiles of every agent of its chain too.
 */
export interface RiskProfilesConfig {
  /**
   * One risk profile.
   */
  [k: string]: {
    /**
     * Risk level (low, medium, high, critical) by tool: a tool name (shell), a pattern where * stands for any characters (mcp_*), or a reach (@network, @filesystem, @process, @memory, @agents). An exact name wins; otherwise the highest level of the matching patterns and reaches; otherwise default_level.
     */
    tools: {
      [k: string]: 'low' | 'medium' | 'high' | 'critical';
    };
    /**
     * Risk level of a tool no entry of tools matches.
     */
    default_level: 'low' | 'medium' | 'high' | 'critical';
    /**
     * What a call needs, by the risk level of its tool.
     */
    actions: {
      /**
       * What a call of a low-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      low: 'allow' | 'approve' | 'otp' | 'deny';
      /**
       * What a call of a medium-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      medium: 'allow' | 'approve' | 'otp' | 'deny';
      /**
       * What a call of a high-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      high: 'allow' | 'approve' | 'otp' | 'deny';
      /**
       * What a call of a critical-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      critical: 'allow' | 'approve' | 'otp' | 'deny';
    };
    /**
     * Seconds a call that needs an approval waits for it; then it is refused.
     */
    approval_timeout_secs: number;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    risk_profiles: RiskProfilesConfig;
  }
}
