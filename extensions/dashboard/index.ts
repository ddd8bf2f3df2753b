// The dashboard extension: ships the web app (extensions/dashboard/web) that the gateway serves from
// gateway.web_dist_dir, and `svc dashboard path`, which prints where it is.
import { join } from 'node:path';
import { defineExtension, packageRoot } from '../../kernel/index.js';

export const NAME = 'dashboard';

/** Absolute directory of the bundled dashboard files. */
export function dashboardDir(): string {
  return join(packageRoot(), 'extensions', 'dashboard', 'web');
}

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Web dashboard: service overview and approvals, cron jobs, SOP run steps, config editor (served by the gateway).',
  apply(kernel) {
    kernel.addCommand({
      name: 'dashboard path',
      summary: 'Print the absolute directory of the bundled dashboard, for gateway.web_dist_dir',
      run: async (ctx) => void ctx.stdout.write(`${dashboardDir()}\n`),
    });
  },
});
