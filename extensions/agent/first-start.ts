// What a person at the terminal sees when a daemon starts with no model provider configured (issue 33): what runs and
// the three next steps. Plain text on stderr, never a log line (the JSON logs on stdout stay machine-readable).
import { basename, isAbsolute, relative } from 'node:path';
import type { ConfigObject, DaemonStatus } from '../../kernel/index.js';
import { providerRefs } from './api.js';

/**
 * Unconfigured: no `[providers.models.<type>.<alias>]` table at all, so every agent answers with the built-in echo
 * provider. A config.toml written by hand or by `svc config set` with no provider in it counts too.
 */
export function unconfigured(config: ConfigObject): boolean {
  return providerRefs(config, 'models').size === 0;
}

/**
 * How the person started svc, so the steps can be pasted: `svc` from the PATH (a global install, npx), else `node` and
 * the script as run from a checkout (`node bin/svc.js`, the README's way).
 */
export function invokedAs(script = process.argv[1] ?? '', cwd = process.cwd()): string {
  if (!script || basename(script) === 'svc') return 'svc';
  const rel = relative(cwd, script);
  return `node ${rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : script}`;
}

/** The hint: the listeners and the agent that runs, then `svc onboard`, `svc chat` and the dashboard's sign-in. */
export function firstStartHint(status: Pick<DaemonStatus, 'pid' | 'listeners' | 'extensions'>, cli = invokedAs()): string {
  const gateway = status.listeners.find((l) => l.extension === 'gateway' && l.name === 'gateway')?.url;
  const dashboard = gateway !== undefined && status.extensions.some((e) => e.name === 'dashboard' && e.state === 'running');
  const width = cli.length + ' dashboard'.length + 3;
  const runs = status.listeners.map((l) => `  ${l.name.padEnd(14)} ${l.url}`);
  const lines = [
    '',
    `svc is running (pid ${status.pid}), with no model configured: the agent "default" answers with the built-in echo provider.`,
    ...(runs.length ? ['Listening:', ...runs] : []),
    'Next steps, in another terminal:',
    `  ${`${cli} onboard`.padEnd(width)}add a model (its URL, name and key; it sends one test request)`,
    `  ${`${cli} chat`.padEnd(width)}talk to the agent`,
    ...(dashboard ? [`  ${`${cli} dashboard`.padEnd(width)}sign in to the dashboard at ${gateway} (prints a one-time link)`] : []),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
