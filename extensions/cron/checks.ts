// Semantic checks of [cron.<alias>]: what each job type and schedule kind requires, and delivery channel references.
import type { ConfigObject, ProblemReport } from '../../kernel/index.js';
import type { SvcConfig } from '../../schema/config.generated.js';
import { channelRefs } from '../agent/api.js';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function checkJobs(config: ConfigObject, report: ProblemReport): void {
  const jobs = (config as unknown as SvcConfig).cron;
  const channels = channelRefs(config);
  for (const [id, job] of Object.entries(jobs)) {
    const at = `cron.${id}`;
    if (job.job_type === 'shell' && !job.command?.trim()) report.add(`${at}.command`, 'is required when job_type = "shell"');
    if (job.job_type === 'agent' && !job.prompt?.trim()) report.add(`${at}.prompt`, 'is required when job_type = "agent"');
    const sch = job.schedule;
    if (sch.kind === 'cron' && (typeof sch.expr !== 'string' || sch.expr.trim().split(/\s+/).length !== 5)) {
      report.add(`${at}.schedule.expr`, `kind = "cron" needs a five-field expression such as "*/5 * * * *" (found ${JSON.stringify(sch.expr ?? null)})`);
    }
    if (sch.kind === 'every' && !sch.every_ms) report.add(`${at}.schedule.every_ms`, 'is required when kind = "every"');
    if (sch.kind === 'at' && (typeof sch.at !== 'string' || !RFC3339.test(sch.at) || Number.isNaN(Date.parse(sch.at)))) {
      report.add(`${at}.schedule.at`, `kind = "at" needs an RFC 3339 date-time such as "2026-12-01T09:00:00Z" (found ${JSON.stringify(sch.at ?? null)})`);
    }
    const channel = job.delivery.channel;
    if (channel !== null && !channels.has(channel)) {
      report.add(`${at}.delivery.channel`, `"${channel}" names no configured channel [channels.<type>.<alias>]`);
    }
    if (job.delivery.mode === 'announce' && channel === null) report.add(`${at}.delivery.channel`, 'is required when delivery.mode = "announce"');
  }
}
