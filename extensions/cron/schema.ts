// Config sections of the cron extension: [cron.<alias>] declarative jobs and [scheduler].
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const schedule = s.table(
  undefined,
  'When the job runs: { kind = "cron", expr = "*/5 * * * *", tz = "Europe/Berlin" }, { kind = "every", every_ms = 60000 } or { kind = "at", at = "2026-12-01T09:00:00Z" }.',
  {
    kind: { type: 'string', enum: ['cron', 'every', 'at'], description: 'cron (five-field expression), every (fixed interval) or at (once).' },
    expr: s.optStr('Five-field cron expression (kind = "cron").'),
    tz: s.optStr('IANA time zone of expr (kind = "cron"); default UTC.'),
    every_ms: s.optInt('Interval in milliseconds (kind = "every").', { min: 1 }),
    at: s.optStr('RFC 3339 date-time (kind = "at").'),
  },
  { required: ['kind'] },
);

const job = s.table(
  undefined,
  'One declarative job; its key is the stable job id. Synced to the database at scheduler start (config wins).',
  {
    allowed_tools: s.optStrList('Tools an agent job may use; null allows the agent defaults.'),
    command: s.optStr('Shell command (required when job_type = "shell").'),
    delivery: s.table(undefined, 'Where the output goes.', {
      best_effort: s.bool(true, 'A failed delivery does not fail the job.'),
      channel: s.optStr('Channel as <type>.<alias>.'),
      mode: s.str('none', 'none keeps the output; announce sends it to the channel.', { enum: ['none', 'announce'] }),
      thread_id: s.optStr('Thread to reply in.'),
      to: s.optStr('Recipient on the channel.'),
    }),
    enabled: s.bool(true, 'Run this job.'),
    job_type: s.str('shell', 'What the job runs.', { enum: ['shell', 'agent'] }),
    model: s.optStr('Model override for agent jobs.'),
    name: s.optStr('Display name.'),
    prompt: s.optStr('Prompt (required when job_type = "agent").'),
    schedule,
    session_target: s.optStr('Session an agent job runs in.', { enum: ['isolated', 'main'] }, 'isolated'),
    shell_output_format: s.open('How shell output is formatted; keys not fixed by the reference.', {}, { inert: 'unused' }),
    uses_memory: s.bool(true, 'An agent job\'s runs recall memory and are saved to it (memory.auto_hydrate, auto_save); false: neither.'),
  },
  { required: ['schedule'] },
);

export const cronSection: JsonSchema = s.aliasMap('CronJobsConfig', 'Declarative scheduled jobs by id: [cron.<alias>]. Imperative jobs are never deleted by the sync.', job, { live: true });

export const schedulerSection: JsonSchema = s.table('SchedulerConfig', 'The job scheduler.', {
  catch_up_on_startup: s.bool(true, 'Run jobs missed while the daemon was down.'),
  enabled: s.bool(true, 'false runs no cron jobs.'),
  max_concurrent: s.int(4, 'Jobs running at once at most.', { min: 1 }),
  max_run_history: s.int(50, 'Runs kept per job.', { min: 0 }),
  max_tasks: s.int(64, 'Jobs at most.', { min: 1 }),
}, { live: true });
