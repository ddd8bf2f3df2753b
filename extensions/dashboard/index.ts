// The dashboard extension: ships the web app (extensions/dashboard/web) and serves it at / through the gateway when it
// is loaded (static.ts): the shipped build by default, gateway.web_dist_dir's files when that is set. `svc dashboard`
// prints (or opens) a one-time sign-in link to it; `svc dashboard path` prints where the shipped build is.
import { join } from 'node:path';
import { defineExtension, onboardingPoint, packageRoot, type CommandContext } from '../../kernel/index.js';
import { gatewayRoutesPoint, type GatewayConfig } from '../gateway/api.js';

export const NAME = 'dashboard';

/** Absolute directory of the bundled dashboard files. */
export function dashboardDir(): string {
  return join(packageRoot(), 'extensions', 'dashboard', 'web');
}

/** What the daemon's `gateway.signin` answers: where it listens and a fresh single-use code. */
interface SignIn {
  readonly url: string;
  readonly code: string;
  readonly expires_at: string;
}

/** The sign-in link: the code rides in the fragment, which the browser never sends (no log line, no Referer holds it). */
export function signInUrl(s: SignIn): string {
  return `${s.url}#code=${encodeURIComponent(s.code)}`;
}

/** A program that opens a URL in a browser here: $BROWSER, else the desktop's opener; undefined when there is none. */
async function browserCommand(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (env.BROWSER) return env.BROWSER.split(':')[0];
  const opener = process.platform === 'darwin' ? 'open' : 'xdg-open';
  const { access, constants } = await import('node:fs/promises');
  for (const dir of (env.PATH ?? '').split(':').filter(Boolean)) {
    const candidate = join(dir, opener);
    if (await access(candidate, constants.X_OK).then(() => true, () => false)) return candidate;
  }
  return undefined;
}

async function signIn(ctx: CommandContext): Promise<void> {
  const s = (await ctx.control('gateway.signin')) as SignIn;
  const link = signInUrl(s);
  const until = new Date(s.expires_at).toLocaleTimeString();
  if (!ctx.options.open) {
    ctx.stdout.write(`${link}\n`);
    ctx.stderr.write(`Open this link to sign in to the dashboard: it works once, until ${until}. Anyone with it can sign in; do not share it.\n`);
    return;
  }
  const browser = await browserCommand(process.env);
  if (!browser) {
    ctx.stdout.write(`${link}\n`);
    ctx.stderr.write(`No browser found here ($BROWSER is unset and xdg-open is not on the PATH): open the link above; it works once, until ${until}.\n`);
    return;
  }
  const { spawn } = await import('node:child_process');
  const child = spawn(browser, [link], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
  ctx.stderr.write(`Opened the dashboard's sign-in link with ${browser} (it works once, until ${until}).\n`);
}

export default defineExtension({
  name: NAME,
  version: '0.2.0',
  description: 'Web dashboard: service overview and approvals, cron jobs, SOP run steps, config editor (served at / through the gateway).',
  optionalDependsOn: ['gateway'],
  apply(kernel) {
    kernel.addCommand({
      name: 'dashboard',
      summary: 'Print a one-time sign-in link to the running daemon\'s dashboard (--open: open it in a browser)',
      options: { open: { type: 'boolean', description: 'Open the link in a browser ($BROWSER, else xdg-open or open) when one is found; else print it' } },
      run: signIn,
    });
    kernel.addCommand({
      name: 'dashboard path',
      summary: 'Print the absolute directory of the bundled dashboard (served unless gateway.web_dist_dir names another)',
      run: async (ctx) => void ctx.stdout.write(`${dashboardDir()}\n`),
    });
    const routes = kernel.tryUse(gatewayRoutesPoint);
    if (!routes) return;
    kernel.use(onboardingPoint).add({
      title: 'Dashboard',
      needs: 'gateway.port',
      order: 11,
      fields: [],
      next: () => 'svc dashboard                open the dashboard: prints a one-time sign-in link (--open opens it)',
    });
    // gateway.web_dist_dir stays in the gateway's section: it is where the gateway serves from, and configs name it so.
    const gateway = kernel.config<GatewayConfig>('gateway');
    routes.register({
      name: NAME,
      plugin: async (app, h) => {
        const { registerStatic } = await import('./static.js');
        registerStatic(app, { root: () => gateway().web_dist_dir ?? dashboardDir(), isReserved: (path) => h.isApiPath(path), fail: (reply, code, message) => h.fail(reply, code, message) });
      },
    });
  },
});
