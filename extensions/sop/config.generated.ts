/* DO NOT EDIT: the config sections of the "sop" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "sop" extension owns, by dotted path.
 */
export interface SopSections {
  sop: SopConfig;
}
/**
 * Standard Operating Procedures: definitions, admission and runs. The engine runs only when sops_dir is set.
 */
export interface SopConfig {
  /**
   * Who may approve runs and how; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
   */
  approval: {
    [k: string]: unknown;
  };
  /**
   * How approvals are requested; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
   */
  approval_mode: {
    [k: string]: unknown;
  };
  /**
   * What happens when an approval times out; the default fails closed (timed_out). Not running yet: accepted and validated, writing it has no effect.
   */
  approval_timeout_action: {
    [k: string]: unknown;
  };
  /**
   * Seconds a run waits for approval.
   */
  approval_timeout_secs: number;
  /**
   * Execution mode of SOPs that do not set one.
   */
  default_execution_mode: 'auto' | 'supervised' | 'step_by_step';
  /**
   * Seconds between maintenance passes (timeouts, pruning). Not running yet: accepted and validated, writing it has no effect.
   */
  maintenance_interval_secs: number;
  /**
   * Runs in flight across every SOP at most.
   */
  max_concurrent_total: number;
  /**
   * Finished runs kept.
   */
  max_finished_runs: number;
  /**
   * Retries of a failed step.
   */
  max_step_retries: number;
  /**
   * Step executions per run at most, retries and loops (sop_advance next_step) included; past it the run fails.
   */
  max_step_visits: number;
  /**
   * Keep run state on disk so runs survive a restart.
   */
  persist_runs: boolean;
  /**
   * Learn from finished runs. Not running yet: accepted and validated, writing it has no effect.
   */
  procedural_memory_enabled: boolean;
  /**
   * Directory of persisted runs; default state/sop in the data directory.
   */
  run_state_dir: string | null;
  /**
   * Store of run state; other keys are not fixed by the reference.
   */
  run_store_backend: {
    /**
     * auto: PostgreSQL when the shared mode has shared.postgres_url, else SQLite (persist_runs = true) or memory; postgres: the shared PostgreSQL, required; sqlite: the SQLite file even in the shared mode; memory: nothing kept across restarts.
     */
    kind: 'auto' | 'postgres' | 'sqlite' | 'memory';
    [k: string]: unknown;
  };
  /**
   * Directory of SOP definitions (<name>/SOP.toml and SOP.md); unset leaves the engine off.
   */
  sops_dir: string | null;
  /**
   * Tools every step is offered (a SOP tool not named here is offered only to steps that declare it).
   */
  step_mandatory_tools: string[];
  /**
   * Validate step outputs against the step's schema. Not running yet: accepted and validated, writing it has no effect.
   */
  step_schema_enforce: boolean;
  /**
   * Offer each step only its declared tools (the `- tools:` line of SOP.md) plus step_mandatory_tools.
   */
  step_scope_enforce: boolean;
  /**
   * Tell the model that the payload is untrusted data.
   */
  untrusted_frame_warning: boolean;
  /**
   * Sensitivity of the prompt-injection detector, 0.0 to 1.0.
   */
  untrusted_guard_sensitivity: number;
  /**
   * What the untrusted-input guard does with a suspicious payload.
   */
  untrusted_input_guard: 'warn' | 'block' | 'sanitize';
  /**
   * Redact untrusted payload text from outbound messages. Not running yet: accepted and validated, writing it has no effect.
   */
  untrusted_outbound_redact: boolean;
  /**
   * Payload bytes given to the model at most.
   */
  untrusted_payload_max_bytes: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    sop: SopConfig;
  }
}
