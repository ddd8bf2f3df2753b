// The package as a third party gets it: `npm pack`, installed into a temp project, where two TypeScript extensions
// (test/fixtures/svc-channel-relay, test/fixtures/svc-provider-parrot) type-check against its declarations, keep their
// generated section types current with `svc config types`, pass `svc extensions check`, and run their own tests with
// svc-runtime/testing.
import t from 'tap';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = join(ROOT, 'test', 'fixtures');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  exports: Record<string, string | { types: string; default: string }>;
};

const run = (cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): SpawnSyncReturns<string> =>
  spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 90_000, env: { ...process.env, ...env } });
const show = (r: SpawnSyncReturns<string>) => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;

const work = mkdtempSync(join(tmpdir(), 'svc-pack-'));
t.teardown(() => rmSync(work, { recursive: true, force: true }));

// Packs what the build produced (prepack would rebuild dist/ under the other tests' feet).
const packed = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], ROOT);
const listing = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
const files = listing[0]!.files.map((f) => f.path);

t.test('the tarball: entry points with declarations, no tests, no stale output', async (t) => {
  t.equal(packed.status, 0, packed.stderr);
  for (const [entry, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue;
    t.ok(files.includes(target.types.slice(2)), `${entry}: ${target.types} is shipped`);
    t.ok(files.includes(target.default.slice(2)), `${entry}: ${target.default} is shipped`);
  }
  t.same(files.filter((f) => /(^|\/)test\/|^dist\/scripts\/|\.map$|\.test\./.test(f)), [], 'no tests, scripts or source maps');
  t.ok(files.filter((f) => f.endsWith('.d.ts')).length > 100, 'declarations for the whole public surface');
  t.ok(files.includes('schema/validate.generated.cjs'), 'the precompiled config validator (nothing compiles the built-in schema at run time)');
  t.ok(files.includes('scripts/prune-install.mjs'), 'the postinstall script');
  t.ok(files.includes('scripts/systemd/svc.service'), 'the systemd unit');
  for (const web of ['index.html', 'app.js', 'chat.js', 'app.css', 'favicon.svg']) t.ok(files.includes(`extensions/dashboard/web/${web}`), `the dashboard the gateway serves by default: ${web}`);
  const stale = files.filter((f) => f.startsWith('dist/') && f.endsWith('.js') && !existsSync(join(ROOT, f.slice(5).replace(/\.js$/, '.ts'))));
  t.same(stale, [], 'every compiled file has its source (a stale dist/ would ship deleted modules)');
});

t.test('a temp project installs the tarball; both example extensions build, check and pass their tests', async (t) => {
  const proj = join(work, 'proj');
  const modules = join(proj, 'node_modules');
  mkdirSync(join(modules, pkg.name), { recursive: true });
  writeFileSync(join(proj, 'package.json'), JSON.stringify({ name: 'proj', private: true, type: 'module' }));
  // The install, without a registry (tests reach 127.0.0.1 only): the tarball unpacked where npm puts it, and the
  // dependencies npm would add linked from this checkout's node_modules, which the same lockfile installed.
  const untar = run('tar', ['-xzf', join(work, listing[0]!.filename), '-C', join(modules, pkg.name), '--strip-components=1'], proj);
  t.equal(untar.status, 0, show(untar));
  const tools = ['typescript', '@types/node', 'undici-types', 'json-schema-to-typescript'];
  for (const dep of [...Object.keys(pkg.dependencies), ...tools]) {
    mkdirSync(join(modules, dep, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', dep), join(modules, dep));
  }
  const svc = join(modules, pkg.name, 'bin', 'svc.js');
  t.equal(run(process.execPath, [svc, '--version'], proj).stdout.trim(), pkg.version, 'the installed binary runs');
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

  for (const [fixture, section] of [['svc-channel-relay', 'channels.relay'], ['svc-provider-parrot', 'providers.models.parrot']] as const) {
    await t.test(fixture, async (t) => {
      const dir = join(proj, fixture);
      cpSync(join(FIXTURES, fixture), dir, { recursive: true, filter: (src) => !src.includes(`${fixture}/dist`) });
      const build = run(process.execPath, [tsc, '-p', 'tsconfig.json'], dir);
      t.equal(build.status, 0, `type-checks against the package's declarations (strict, no skipLibCheck)\n${show(build)}`);

      const config = mkdtempSync(join(work, 'config-'));
      writeFileSync(join(config, 'config.toml'), `extensions = [${JSON.stringify(join(dir, 'dist', 'index.js'))}]\n`);
      const types = run(process.execPath, [svc, 'config', 'types', '--section', section], dir, { SVC_CONFIG_DIR: config });
      t.equal(types.status, 0, show(types));
      t.equal(readFileSync(join(dir, 'src', 'config.generated.ts'), 'utf8'), types.stdout, `src/config.generated.ts is what \`svc config types --section ${section}\` prints`);

      const empty = mkdtempSync(join(work, 'empty-'));
      const check = run(process.execPath, [svc, 'extensions', 'check', './dist/index.js'], dir, { SVC_CONFIG_DIR: empty });
      t.equal(check.status, 0, show(check));
      t.match(check.stdout, new RegExp(`${fixture} 1\\.0\\.0[\\s\\S]*${section.replace(/\./g, '\\.')}: schema ok, defaults ok`));

      const tests = run(process.execPath, ['--test', ...readdirSync(join(dir, 'dist')).filter((f) => f.endsWith('.test.js')).map((f) => join('dist', f))], dir, { SVC_CONFIG_DIR: empty });
      t.equal(tests.status, 0, `its own tests pass with svc-runtime/testing\n${show(tests)}`);
      t.match(tests.stdout, /# fail 0/);
    });
  }
});
