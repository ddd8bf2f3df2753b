// Builds a real kernel session in-process from given extensions and TOML text, with a silent logger.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boot, type Session } from '../../runner/boot.js';
import { LogRoot } from '../../kernel/logger.js';
import type { ExtensionDefinition } from '../../kernel/types.js';

export interface TestSession {
  session: Session;
  dir: string;
}

/**
 * A temp config dir with config.toml = toml (none when undefined); removed by t.teardown. `under` another folder than
 * the system's temp one: the sandbox gives its processes a private /tmp, so a test that the sandbox hides the config
 * directory must keep it elsewhere (e.g. /var/tmp) for the check to be able to fail.
 */
export function tempConfigDir(t: { teardown(fn: () => void): void }, toml?: string, under: string = tmpdir()): string {
  const dir = mkdtempSync(join(under, 'svc-test-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(dir, { recursive: true });
  if (toml !== undefined) writeFileSync(join(dir, 'config.toml'), toml);
  return dir;
}

export async function bootWith(
  t: { teardown(fn: () => void): void },
  exts: readonly ExtensionDefinition[],
  toml?: string,
  env: Record<string, string> = {},
): Promise<TestSession> {
  const dir = tempConfigDir(t, toml);
  const session = await boot({
    builtins: exts,
    env: { SVC_CONFIG_DIR: dir, ...env },
    logRoot: new LogRoot({ fd: 2, level: 'silent', pretty: false }),
  });
  return { session, dir };
}
