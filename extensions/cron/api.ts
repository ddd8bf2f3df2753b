// What the cron extension offers other extensions: tasks of their own on a cron schedule, planned by its scheduler
// beside the jobs (never overlapping themselves, drained at shutdown), and the check of an expression.
import { createExtensionPoint } from '../../kernel/index.js';

export interface CronTask {
  /** Unique among tasks; the log lines of its runs carry it as `task`. */
  readonly name: string;
  /** Read at every planning, so a reload applies: a five-field cron expression and an IANA zone, or null for none now. */
  readonly schedule: () => { readonly expression: string; readonly tz: string | null } | null;
  /** One run; `signal` aborts at the end of the shutdown's grace period. A run never overlaps the previous one. */
  readonly run: (signal: AbortSignal) => Promise<void>;
}

export interface CronTasks {
  /** Adds a task (in apply); it runs while the scheduler is enabled. */
  register(task: CronTask): void;
  /** Why a cron expression cannot be planned in zone `tz` (null: UTC), or undefined when it can. */
  problem(expression: string, tz: string | null): string | undefined;
}

export const cronTasksPoint = createExtensionPoint<CronTasks>('cron.tasks');
