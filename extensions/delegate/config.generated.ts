/* DO NOT EDIT: the config sections of the "delegate" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "delegate" extension owns, by dotted path.
 */
export interface DelegateSections {
  delegate: DelegateConfig;
}
/**
 * How long an agent that was handed a task with the delegate tool may work on it. Whom an agent may hand tasks to is its agents.<alias>.delegates roster; how deep chains go, its runtime profile's max_delegation_depth.
 */
export interface DelegateConfig {
  /**
   * Seconds an agentic delegate (agents.<alias>.delegates entry with agentic = true) has to answer; then its turn is cancelled and the delegating agent told.
   */
  agentic_timeout_secs: number;
  /**
   * Seconds a delegate has to answer a task; then its turn is cancelled (its model and tool calls aborted) and the delegating agent told. A runtime profile's delegation_timeout_secs overrides both for the agents that use it.
   */
  timeout_secs: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    delegate: DelegateConfig;
  }
}
