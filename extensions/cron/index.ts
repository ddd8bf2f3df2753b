// The cron extension: owns [cron] and [scheduler]. This step declares and checks them; the scheduler comes with the cron issue.
import { defineExtension } from '../../kernel/index.js';
import { checkJobs } from './checks.js';
import { cronSection, schedulerSection } from './schema.js';

export const NAME = 'cron';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Scheduler and declarative jobs (shell and agent).',
  dependsOn: ['agent'],
  sections: { cron: cronSection, scheduler: schedulerSection },
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, checkJobs);
  },
});
