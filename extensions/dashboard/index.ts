// The dashboard extension: ships the web app (extensions/dashboard/web) that the gateway serves from
// gateway.web_dist_dir, and `svc dashboard path`, which prints where it is.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineExtension, SvcError } from '../../kernel/index.js';

export const NAME = 'dashboard';

/** The package root: the nearest directory above this module whose package.json is svc's (source or dist). */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'svc-runtime') return dir;
    dir = dirname(dir);
  }
  throw new SvcError('SVC_ERR_USAGE', 'cannot find the svc package directory above the dashboard extension');
}

/** Absolute directory of the bundled dashboard files. */
export function dashboardDir(): string {
  return join(packageRoot(), 'extensions', 'dashboard', 'web');
}

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Web dashboard: config editor with env-override badges, drift banner, SOP approvals (served by the gateway).',
  apply(kernel) {
    kernel.addCommand({
      name: 'dashboard path',
      summary: 'Print the absolute directory of the bundled dashboard, for gateway.web_dist_dir',
      run: async (ctx) => void ctx.stdout.write(`${dashboardDir()}\n`),
    });
  },
});
