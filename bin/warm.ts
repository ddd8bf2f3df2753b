// The commands the build runs in-process before it saves the bundle's code cache (scripts/bundle.ts): what they compile
// is what a later `svc` loads compiled instead of compiling it again. A small operator's config on a temp directory;
// nothing is written anywhere else and every output is dropped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main } from '../kernel/cli/main.js';
import { builtinExtensions } from './builtins.js';

const COMMANDS: readonly (readonly string[])[] = [
  ['--help'],
  ['config', 'validate'],
  ['config', 'get', 'gateway.port'],
  ['config', 'list'],
  ['config', 'schema'],
];

/** Runs the warm-up commands; resolves to those that did not exit 0 (none, unless the build is broken). */
export async function warm(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-warm-'));
  const sink = (): Writable => new Writable({ write: (_chunk, _enc, done) => done() });
  const failed: string[] = [];
  try {
    writeFileSync(join(dir, 'config.toml'), '[gateway]\nport = 42617\nrequire_pairing = true\n');
    for (const argv of COMMANDS) {
      const code = await main(argv, builtinExtensions, { env: { SVC_CONFIG_DIR: dir }, stdin: Readable.from([]), stdout: sink(), stderr: sink(), logStream: sink() });
      if (code !== 0) failed.push(`svc ${argv.join(' ')} exited ${code}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return failed;
}
