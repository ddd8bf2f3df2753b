// Declared jobs as the store keeps them, and a run's result as the API and the control socket answer it.
import type { CronJobsConfig } from './config.generated.js';
import type { RunResult } from './scheduler.js';
import type { JobSpec } from './store.js';

/** `[cron.<id>]` as the store keeps it. */
export function declaredJobs(cron: CronJobsConfig): JobSpec[] {
  return Object.entries(cron).map(([id, j]) => ({
    id,
    name: j.name,
    job_type: j.job_type as JobSpec['job_type'],
    schedule: j.schedule as JobSpec['schedule'],
    command: j.command,
    prompt: j.prompt,
    model: j.model,
    allowed_tools: j.allowed_tools,
    session_target: (j.session_target ?? 'isolated') as JobSpec['session_target'],
    delivery: j.delivery as JobSpec['delivery'],
    enabled: j.enabled,
  }));
}

/** CONTRACT §8: `{"job", "status", "output"?, "error"?, "duration_ms"}`. */
export function resultJson(r: RunResult): Record<string, unknown> {
  return { job: r.job, status: r.status, ...(r.output !== null ? { output: r.output } : {}), ...(r.error !== null ? { error: r.error } : {}), duration_ms: r.duration_ms };
}
