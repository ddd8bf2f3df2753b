// The dashboard extension: ships the web app (extensions/dashboard/web), serves the files of gateway.web_dist_dir at /
// through the gateway when it is loaded (static.ts), and `svc dashboard path`, which prints where the bundled app is.
import { join } from 'node:path';
import { defineExtension, packageRoot } from '../../kernel/index.js';
import { gatewayRoutesPoint, type GatewayConfig } from '../gateway/api.js';

export const NAME = 'dashboard';

/** Absolute directory of the bundled dashboard files. */
export function dashboardDir(): string {
  return join(packageRoot(), 'extensions', 'dashboard', 'web');
}

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Web dashboard: service overview and approvals, cron jobs, SOP run steps, config editor (its files served at / through the gateway).',
  optionalDependsOn: ['gateway'],
  apply(kernel) {
    kernel.addCommand({
      name: 'dashboard path',
      summary: 'Print the absolute directory of the bundled dashboard, for gateway.web_dist_dir',
      run: async (ctx) => void ctx.stdout.write(`${dashboardDir()}\n`),
    });
    // gateway.web_dist_dir stays in the gateway's section: it is where the gateway serves from, and configs name it so.
    const gateway = kernel.config<GatewayConfig>('gateway');
    kernel.tryUse(gatewayRoutesPoint)?.register({
      name: NAME,
      plugin: async (app, h) => {
        const { registerStatic } = await import('./static.js');
        registerStatic(app, { root: () => gateway().web_dist_dir, isReserved: (path) => h.isApiPath(path), fail: (reply, code, message) => h.fail(reply, code, message) });
      },
    });
  },
});
