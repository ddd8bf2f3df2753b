// The binary loads its bundle with the build's code caches, and V8 takes them: a cache made under other V8 flags, or
// a bundle changed after its cache was saved, would only be slower, and only this test would say so.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';

const LOAD = new URL('../../dist/bin/load.js', import.meta.url).href;

/** In a fresh node, as bin/svc.js does: loads the bundle for `variant`, runs `argv`, prints the cache states. */
function run(variant: 'commands' | 'daemon', argv: string[], dir: string): { bundle: string; states: Record<string, string>; code: number } {
  const body = `
    import { Writable, Readable } from 'node:stream';
    import { loadCli } from ${JSON.stringify(LOAD)};
    const { cli, cache } = loadCli(${JSON.stringify(variant)});
    const sink = () => new Writable({ write: (_c, _e, done) => done() });
    const code = await cli.main(${JSON.stringify(argv)}, cli.builtinExtensions, { env: { SVC_CONFIG_DIR: ${JSON.stringify(dir)} }, stdin: Readable.from([]), stdout: sink(), stderr: sink(), logStream: sink() });
    process.stdout.write(JSON.stringify({ bundle: cache, states: cli.codeCacheStates(), code }));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', body], { encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) throw new Error(`node exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout) as { bundle: string; states: Record<string, string>; code: number };
}

t.test('the commands and the daemon each load the bundle from their cache, and the validator from its own', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-load-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'config.toml'), '[gateway]\nport = 42617\n');
  const validate = run('commands', ['config', 'validate'], dir);
  t.equal(validate.code, 0);
  t.equal(validate.bundle, 'used', 'the bundle, with the commands cache');
  const validator = Object.entries(validate.states).filter(([file]) => file.endsWith('validate.generated.cjs'));
  t.same(validator.map(([, state]) => state), ['used'], 'the generated validator, with its own cache');
  t.equal(run('daemon', ['--version'], dir).bundle, 'used', 'the bundle, with the daemon cache');
});
