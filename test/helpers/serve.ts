// Boots the given extensions in-process on a temp config dir, starts them and answers the gateway's URL; everything is
// stopped by t.teardown. For tests of an extension mounted on the real gateway without the rest of the built-ins.
import { Writable } from 'node:stream';
import { LogRoot } from '../../kernel/logger.js';
import type { ExtensionDefinition } from '../../kernel/types.js';
import { boot } from '../../runner/boot.js';
import { tempConfigDir } from './kernel.js';

export async function serveExtensions(t: { teardown(fn: () => unknown): void }, exts: readonly ExtensionDefinition[], toml: string): Promise<string> {
  const dir = tempConfigDir(t, toml);
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (c, _e, done) => (logs.push(JSON.parse(String(c))), done()) });
  const session = await boot({ builtins: exts, env: { SVC_CONFIG_DIR: dir, SVC_gateway__port: '0' }, logRoot: new LogRoot({ fd: 2, level: 'info', pretty: false, stream }) });
  const rt = { config: session.config(), paths: session.paths, deadline: new AbortController().signal };
  await session.host.start(rt);
  session.host.hooks.ready.call(rt);
  t.teardown(() => session.host.shutdown(rt));
  return String(logs.find((l) => l.msg === 'listening')!.url).replace(/\/$/, '');
}
