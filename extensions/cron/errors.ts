// The cron extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const CRON_ERRORS = defineErrors({
  SVC_ERR_CRON_UNKNOWN_JOB: {
    exit: EXIT.usage,
    meaning: 'No cron job has the id given.',
    action: 'Check `svc cron list` for the ids.',
  },
  SVC_ERR_CRON_JOB_EXISTS: {
    exit: EXIT.usage,
    meaning: '`svc cron add` was given an id that a job already has.',
    action: 'Choose another --id, or remove the existing job first.',
  },
  SVC_ERR_CRON_DECLARED: {
    exit: EXIT.usage,
    meaning: 'The job is declared in config.toml ([cron.<id>]); the next sync would bring it back.',
    action: 'Remove or disable the [cron.<id>] table in config.toml instead.',
  },
  SVC_ERR_CRON_FULL: {
    exit: EXIT.runtime,
    meaning: 'The scheduler already holds scheduler.max_tasks jobs.',
    action: 'Remove a job or raise scheduler.max_tasks.',
  },
});
