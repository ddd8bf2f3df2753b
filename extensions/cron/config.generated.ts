/* DO NOT EDIT: the config sections of the "cron" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "cron" extension owns, by dotted path.
 */
export interface CronSections {
  cron: CronJobsConfig;
  scheduler: SchedulerConfig;
}
/**
 * Declarative scheduled jobs by id: [cron.<alias>]. Imperative jobs are never deleted by the sync.
 */
export interface CronJobsConfig {
  /**
   * One declarative job; its key is the stable job id. Synced to the database at scheduler start (config wins).
   */
  [k: string]: {
    /**
     * Tools an agent job may use; null allows the agent defaults.
     */
    allowed_tools: string[] | null;
    /**
     * Shell command (required when job_type = "shell").
     */
    command: string | null;
    /**
     * Where the output goes.
     */
    delivery: {
      /**
       * A failed delivery does not fail the job.
       */
      best_effort: boolean;
      /**
       * Channel as <type>.<alias>.
       */
      channel: string | null;
      /**
       * none keeps the output; announce sends it to the channel.
       */
      mode: 'none' | 'announce';
      /**
       * Thread to reply in.
       */
      thread_id: string | null;
      /**
       * Recipient on the channel.
       */
      to: string | null;
    };
    /**
     * Run this job.
     */
    enabled: boolean;
    /**
     * What the job runs.
     */
    job_type: 'shell' | 'agent';
    /**
     * Model override for agent jobs.
     */
    model: string | null;
    /**
     * Display name.
     */
    name: string | null;
    /**
     * Prompt (required when job_type = "agent").
     */
    prompt: string | null;
    /**
     * When the job runs: { kind = "cron", expr = "* /5 * * * *", tz = "Europe/Berlin" }, { kind = "every", every_ms = 60000 } or { kind = "at", at = "2026-12-01T09:00:00Z" }.
     */
    schedule: {
      /**
       * cron (five-field expression), every (fixed interval) or at (once).
       */
      kind: 'cron' | 'every' | 'at';
      /**
       * Five-field cron expression (kind = "cron").
       */
      expr: string | null;
      /**
       * IANA time zone of expr (kind = "cron"); default UTC.
       */
      tz: string | null;
      /**
       * Interval in milliseconds (kind = "every").
       */
      every_ms: number | null;
      /**
       * RFC 3339 date-time (kind = "at").
       */
      at: string | null;
    };
    /**
     * Session an agent job runs in.
     */
    session_target: 'isolated' | 'main' | null;
    /**
     * How shell output is formatted; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
     */
    shell_output_format: {
      [k: string]: unknown;
    };
    /**
     * An agent job's runs recall memory and are saved to it (memory.auto_hydrate, auto_save); false: neither.
     */
    uses_memory: boolean;
  };
}
/**
 * The job scheduler.
 */
export interface SchedulerConfig {
  /**
   * Run jobs missed while the daemon was down.
   */
  catch_up_on_startup: boolean;
  /**
   * false runs no cron jobs.
   */
  enabled: boolean;
  /**
   * Jobs running at once at most.
   */
  max_concurrent: number;
  /**
   * Runs kept per job.
   */
  max_run_history: number;
  /**
   * Jobs at most.
   */
  max_tasks: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    cron: CronJobsConfig;
    scheduler: SchedulerConfig;
  }
}
