// Generates docs/reference/openapi.json, the OpenAPI 3.1 document of every route the gateway serves with the built-in
// extensions (what `svc gateway openapi` prints with no third-party extension); --check fails when the file is stale.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { builtinExtensions } from '../bin/builtins.js';
import { LogRoot } from '../kernel/logger.js';
import type { CommandContext } from '../kernel/types.js';
import { boot } from '../runner/boot.js';

export const OPENAPI_FILE = 'docs/reference/openapi.json';

/** The document as `svc gateway openapi` prints it, from a session of the built-ins on an empty config directory. */
export async function openApiText(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-openapi-'));
  try {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const session = await boot({ builtins: builtinExtensions, env: { SVC_CONFIG_DIR: dir, SVC_DATA_DIR: dir }, logRoot: new LogRoot({ fd: 2, level: 'error', pretty: false, stream: sink }) });
    const command = session.host.commands.get('gateway openapi');
    if (!command) throw new Error('no extension offers `svc gateway openapi`');
    let text = '';
    const stdout = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
    await command.spec.run({ stdout, positionals: [], options: {} } as unknown as CommandContext);
    return text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function cli(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, root: { type: 'string' } } });
  // Runs from dist/scripts/: the committed file sits in the repository.
  const file = join(resolve(values.root ?? fileURLToPath(new URL('../../', import.meta.url))), OPENAPI_FILE);
  const text = await openApiText();
  if (!values.check) {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
    return 0;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current === text) return void process.stdout.write(`${OPENAPI_FILE} is up to date\n`), 0;
  process.stderr.write(`${file} is stale: run \`npm run build && node dist/scripts/gen-openapi.js\` and commit the result\n`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await cli();
