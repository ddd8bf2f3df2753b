/* DO NOT EDIT: the config sections of the "heartbeat" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "heartbeat" extension owns, by dotted path.
 */
export interface HeartbeatSections {
  heartbeat: HeartbeatConfig;
}
/**
 * An agent that checks in on its own: every interval it reads its tasks (HEARTBEAT.md of its workspace, else message), asks cheaply whether any needs doing (two_phase), and only then runs them, sending the result to target. A dead-man alert fires when no heartbeat succeeds for deadman_timeout_minutes. See docs/guides/delegation-and-heartbeat.md.
 */
export interface HeartbeatConfig {
  /**
   * Adapt the interval between min_interval_minutes and max_interval_minutes: halved after a heartbeat that had work, doubled after one that had none or failed.
   */
  adaptive: boolean;
  /**
   * Alias of the agent the heartbeat runs as; required when enabled.
   */
  agent: string;
  /**
   * Channel (<type>.<alias>) told when no heartbeat succeeded within deadman_timeout_minutes; unset: the alert is logged at ERROR and raised as a critical escalation only.
   */
  deadman_channel: string | null;
  /**
   * Minutes without a successful heartbeat (a run, or a skip because nothing needed doing) before the dead-man alert, once per outage; 0 turns it off. Must be longer than the interval (max_interval_minutes when adaptive).
   */
  deadman_timeout_minutes: number;
  /**
   * Recipient of the dead-man alert on deadman_channel; unset: the channel's default target.
   */
  deadman_to: string | null;
  /**
   * Run the heartbeat. The first heartbeat comes one interval after the start, never at the start itself.
   */
  enabled: boolean;
  /**
   * Minutes between heartbeats (the starting interval when adaptive).
   */
  interval_minutes: number;
  /**
   * Run the tasks in one continuing conversation (heartbeat:main), so each run sees the history of the last ones; false: each run starts fresh, which is cheaper. The two-phase check never loads history.
   */
  load_session_context: boolean;
  /**
   * Longest interval when adaptive, in minutes.
   */
  max_interval_minutes: number;
  /**
   * Heartbeats remembered for svc status (in memory; a restart forgets them).
   */
  max_run_history: number;
  /**
   * The tasks when the workspace has no HEARTBEAT.md, or one with no task in it (only headings, comments and blank lines).
   */
  message: string | null;
  /**
   * Shortest interval when adaptive, in minutes.
   */
  min_interval_minutes: number;
  /**
   * Channel (<type>.<alias>) that receives the result of each heartbeat that ran its tasks; unset: the result is only logged and kept in the history. A reply of HEARTBEAT_OK is never sent.
   */
  target: string | null;
  /**
   * Seconds one heartbeat (the check and the run together) may take; then it is cancelled and counts as failed.
   */
  task_timeout_secs: number;
  /**
   * Recipient on target (required when target is set).
   */
  to: string | null;
  /**
   * First ask the agent, without tools or history, whether any task needs doing now, and run the tasks only when it answers RUN; any other answer skips the heartbeat.
   */
  two_phase: boolean;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    heartbeat: HeartbeatConfig;
  }
}
