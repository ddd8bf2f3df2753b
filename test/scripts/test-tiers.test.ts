// The two test tiers (scripts/test-tiers.mjs): every file tap runs is in exactly one, each rule sends a file to the
// process tier and nothing else does, and the guard every tap child loads makes a unit test that starts a process fail.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classify, testFiles, tiers, UNIT_ENV } from '../../scripts/test-tiers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GUARD = join(ROOT, 'scripts', 'tier-guard.mjs');
type Tree = { [name: string]: string | Tree };

/** A throw-away project (a fresh temp dir, never t.testdir's fixed path: two runs at once must not share it). */
function project(t: { teardown(fn: () => void): void }, tree: Tree): string {
  const root = mkdtempSync(join(tmpdir(), 'svc-tiers-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const write = (dir: string, node: Tree) => {
    mkdirSync(dir, { recursive: true });
    for (const [name, entry] of Object.entries(node)) {
      if (typeof entry === 'string') writeFileSync(join(dir, name), entry);
      else write(join(dir, name), entry);
    }
  };
  write(root, tree);
  return root;
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; tap: Record<string, unknown> };

t.test('every test file tap runs is in exactly one tier', async (t) => {
  const require = createRequire(import.meta.url);
  const tap = join(dirname(require.resolve('tap/package.json')), (require('tap/package.json') as { bin: { tap: string } }).bin.tap);
  const listed = spawnSync(process.execPath, [tap, 'list'], { cwd: ROOT, encoding: 'utf8' });
  t.equal(listed.status, 0, listed.stderr);
  const files = listed.stdout.split('\n').filter(Boolean).sort();
  t.same(testFiles(ROOT), files, "the tier script finds the files tap's include finds");
  const { unit, process: proc } = tiers(ROOT);
  t.same([...unit, ...proc].sort(), files, 'the two tiers together are the whole suite');
  t.same(unit.filter((f) => proc.includes(f)), [], 'no file is in both');
  t.ok(unit.includes('test/lib/json.test.ts'), 'a pure function test is a unit test');
  t.ok(proc.includes('test/cli/cli.test.ts'), 'a test of the svc binary is a process test');
  t.ok(proc.includes('test/scripts/test-tiers.test.ts'), 'this file spawns: a process test');
});

t.test('the scripts and the tap config use the tiers', async (t) => {
  t.equal(pkg.scripts['test:unit'], 'node scripts/test-tiers.mjs unit', 'the unit tier needs no build');
  t.equal(pkg.scripts['test:process'], 'npm run build && node scripts/test-tiers.mjs process');
  t.equal(pkg.scripts.test, 'npm run build && node scripts/test-tiers.mjs all', 'npm test runs both tiers in one tap run');
  t.same(
    pkg.tap['node-arg'],
    ['--import=tsx', '--import=./scripts/tier-guard.mjs', '--import=./scripts/tap-no-processinfo.mjs'],
    'every tap child loads TypeScript through tsx, then the guard, then keeps tap\'s process tracking out of its children',
  );
  t.same(pkg.tap.plugin, ['!@tapjs/typescript'], 'and not through ts-node as well (the TypeScript would be compiled twice)');
});

t.test('each rule sends a file to the process tier; type-only imports, strings and comments do not', async (t) => {
  const root = project(t, {
    'package.json': '{"type":"module"}',
    kernel: { 'pure.ts': 'export const x = 1;\n' },
    runner: { 'daemon.ts': 'export function runDaemon() {}\n' },
    testing: {
      'index.ts': "export { startWith } from './host.js';\nexport { waitFor } from './wait.js';\n",
      'host.ts': 'export function startWith() {}\n',
      'wait.ts': 'export function waitFor() {}\n',
    },
    bin: { 'testing.ts': 'export function startTestHost() {}\n' },
    extensions: { 'shell.ts': "import { spawn } from 'node:child_process';\nexport const runShell = () => spawn('sh');\n" },
    test: {
      helpers: { 'cli.ts': "import { spawn } from 'node:child_process';\nexport const svc = () => spawn('node');\n", 'both.ts': "export * from './cli.js';\n" },
      fixtures: { 'ignored.test.ts': "import 'node:child_process';\n" },
      'pure.test.ts': "import t from 'tap';\nimport { x } from '../kernel/pure.js';\nimport { waitFor } from '../testing/index.js';\nt.ok(x, waitFor.name);\n",
      'type-only.test.ts':
        "import type { ChildProcess } from 'node:child_process';\nimport { type Browser } from 'playwright-core';\n" +
        "type H = typeof import('../bin/testing.js');\nexport type { ChildProcess, Browser, H };\n",
      'inert.test.ts': "// import { spawn } from 'node:child_process';\nconst s = \"import { spawn } from 'node:child_process'\";\nconst d = join(tmp, 'dist');\n",
      'direct.test.ts': "import { spawnSync } from 'node:child_process';\n",
      'browser.test.ts': "import { chromium } from 'playwright-core';\n",
      'helper.test.ts': "import { svc } from './helpers/cli.js';\n",
      'reexport.test.ts': "import { svc } from './helpers/both.js';\n",
      'dynamic.test.ts': "const { startTestHost } = await import('../bin/testing.js');\n",
      'barrel.test.ts': "import { startWith } from '../testing/index.js';\n",
      'daemon.test.ts': "import { runDaemon } from '../runner/daemon.js';\n",
      'spawner.test.ts': "import { runShell } from '../extensions/shell.js';\n",
      'build.test.ts': 'const copy = await import(`../../dist/${name}`);\n',
      'marker.test.ts': "// @tier process\nimport t from 'tap';\n",
    },
  });
  const tier = (name: string) => classify(join(root, 'test', name), root);
  for (const name of ['pure', 'type-only', 'inert']) t.same(tier(`${name}.test.ts`), { tier: 'unit', reasons: [] }, name);
  const why: Record<string, RegExp> = {
    direct: /^imports node:child_process$/,
    browser: /^imports playwright-core$/,
    helper: /^imports node:child_process \(through test\/helpers\/cli\.ts\)$/,
    reexport: /^imports node:child_process \(through test\/helpers\/cli\.ts\)$/,
    dynamic: /^imports the host bin\/testing$/,
    barrel: /^imports the host testing\/host$/,
    daemon: /^imports the host runner\/daemon$/,
    spawner: /^imports extensions\/shell, which imports node:child_process$/,
    build: /^loads the build: "\.\.\/\.\.\/dist\/"$/,
    marker: /^says @tier process$/,
  };
  for (const [name, reason] of Object.entries(why)) {
    const c = tier(`${name}.test.ts`);
    t.equal(c.tier, 'process', name);
    t.match(c.reasons, [reason], name);
  }
  t.same(testFiles(root), Object.keys(why).concat('pure', 'type-only', 'inert').map((n) => `test/${n}.test.ts`).sort(), 'fixtures are not tests');
});

t.test('the guard fails a unit test that starts a process the rules cannot see, and lets a process test spawn', async (t) => {
  const root = project(t, {
    'package.json': '{"type":"module"}',
    test: {
      // A non-literal import: the rules see no child_process, so this is a unit test.
      'sneaky.test.mjs': "const cp = await import('node:' + 'child_process');\ncp.spawnSync(process.execPath, ['-e', '0']);\n",
      'sneaky-exec.test.mjs':
        "const { promisify } = await import('node:util');\nconst cp = await import(['node', 'child_process'].join(':'));\n" +
        "await promisify(cp.execFile)(process.execPath, ['-e', '0']);\n",
      'honest.test.mjs':
        "import { execFile, spawnSync } from 'node:child_process';\nimport { promisify } from 'node:util';\n" +
        "if (spawnSync(process.execPath, ['-e', '0']).status !== 0) process.exit(3);\n" +
        "const { stdout, stderr } = await promisify(execFile)(process.execPath, ['-e', 'process.stdout.write(\"out\")']);\n" +
        'process.stdout.write(JSON.stringify({ stdout, stderr }));\n',
    },
  });
  // Without the list test-tiers.mjs hands down (a bare `tap`), the guard classifies the file itself.
  const run = (file: string, unitList?: string) => {
    const env = { ...process.env };
    delete env[UNIT_ENV];
    if (unitList !== undefined) env[UNIT_ENV] = unitList;
    return spawnSync(process.execPath, [`--import=${GUARD}`, join(root, 'test', file)], { cwd: root, encoding: 'utf8', env });
  };
  for (const file of ['sneaky.test.mjs', 'sneaky-exec.test.mjs']) {
    t.same(classify(join(root, 'test', file), root).tier, 'unit', `${file} looks like a unit test`);
    const r = run(file);
    t.not(r.status, 0, `${file} fails`);
    t.match(r.stderr, /sneaky(-exec)?\.test\.mjs is a unit test \(scripts\/test-tiers\.mjs\) but started a process \(child_process\.(spawnSync|execFile) /, file);
  }
  const honest = run('honest.test.mjs');
  t.equal(honest.status, 0, honest.stderr);
  t.same(JSON.parse(honest.stdout), { stdout: 'out', stderr: '' }, "a process test spawns as usual; promisified execFile keeps its { stdout, stderr }");
  // With the list, the guard takes the tier from it and classifies nothing.
  t.match(run('honest.test.mjs', 'test/other.test.mjs\ntest/honest.test.mjs').stderr, /honest\.test\.mjs is a unit test/, 'a listed file is a unit test');
  t.equal(run('sneaky.test.mjs', 'test/honest.test.mjs').status, 0, 'a file not listed is a process test');
});
