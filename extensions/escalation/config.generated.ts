/* DO NOT EDIT: the config sections of the "escalation" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "escalation" extension owns, by dotted path.
 */
export interface EscalationSections {
  escalation: EscalationConfig;
}
/**
 * Escalations: what needs a person, raised by an agent (the escalate tool) or by svc itself (a failing heartbeat, the heartbeat dead man). Every one is logged; high and critical ones are also sent to alert_channels. See docs/guides/delegation-and-heartbeat.md.
 */
export interface EscalationConfig {
  /**
   * Channels (<type>.<alias>, to their default target) that receive high and critical escalations, best effort: a failed send is logged, never retried by the caller, and never holds up a turn. The same alert is sent once per 10 minutes, and at most 30 alerts an hour in all. Empty: escalations are only logged, and the escalate tool is not offered.
   */
  alert_channels: string[];
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    escalation: EscalationConfig;
  }
}
