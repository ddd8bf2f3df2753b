// Semantic checks of [cron.<alias>]: what each job type and schedule kind requires, and delivery channel references.
import type { ConfigObject, ProblemReport } from '../../kernel/index.js';
import type { CronJobsConfig, SchedulerConfig } from './config.generated.js';
import { carriesNothing, channelRefs } from '../agent/api.js';
import { scheduleProblem } from './schedule.js';

/**
 * `config` is the whole draft (channel references cross sections); `jobs` and `scheduler` are its own sections;
 * `carrying` the channel types that carry messages (the agent's channel registry).
 */
export function checkJobs(config: ConfigObject, jobs: CronJobsConfig, scheduler: SchedulerConfig, report: ProblemReport, carrying: readonly string[]): void {
  const channels = channelRefs(config);
  const declared = Object.keys(jobs).length;
  if (declared > scheduler.max_tasks) report.add('scheduler.max_tasks', `is ${scheduler.max_tasks}, but ${declared} [cron.<id>] jobs are declared`);
  for (const [id, job] of Object.entries(jobs)) {
    const at = `cron.${id}`;
    if (job.job_type === 'shell' && !job.command?.trim()) report.add(`${at}.command`, 'is required when job_type = "shell"');
    if (job.job_type === 'agent' && !job.prompt?.trim()) report.add(`${at}.prompt`, 'is required when job_type = "agent"');
    const problem = scheduleProblem(job.schedule);
    if (problem) report.add(`${at}.schedule.${problem.field}`, problem.message);
    const channel = job.delivery.channel;
    const idle = channel === null ? undefined : carriesNothing(channel, carrying);
    if (idle) report.add(`${at}.delivery.channel`, idle);
    else if (channel !== null && !channels.has(channel)) {
      report.add(`${at}.delivery.channel`, `"${channel}" names no configured channel [channels.<type>.<alias>]`);
    }
    if (job.delivery.mode === 'announce' && channel === null) report.add(`${at}.delivery.channel`, 'is required when delivery.mode = "announce"');
  }
}
