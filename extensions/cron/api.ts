// What the cron extension offers other extensions: tasks of their own on a cron schedule, planned by its scheduler
// beside the jobs (never overlapping themselves, drained at shutdown), and the check of an expression.
import { createExtensionPoint } from '../../kernel/index.js';
import type { RunResult } from './scheduler.js';

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

/** The running scheduler, the cron extension's service: run a job now, plan again. From a start tap on, while the daemon runs. */
export interface CronScheduler {
  /** Runs job `id` now and resolves with its result; an unknown id is SVC_ERR_CRON_UNKNOWN_JOB. */
  runNow(id: string): Promise<RunResult>;
  /** Plans again now (after a job was added or removed). */
  poke(): Promise<void>;
}

/** The running scheduler: what `svc cron run` and POST /api/cron/{id}/run reach. */
export const cronRuntimePoint = createExtensionPoint<CronScheduler>('cron.runtime');
