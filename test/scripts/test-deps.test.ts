// scripts/test-deps.sh, npm test's pretest (and so .ci/run's): what it decides when programs are missing, run with a
// PATH of stand-ins (apt-get, sudo and id that only record what they were asked), so nothing is ever installed.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(ROOT, 'scripts', 'test-deps.sh');

interface Machine {
  /** Programs on the PATH: the four the tests drive, and the installers. */
  readonly programs: readonly string[];
  /** What `id -u` answers. */
  readonly uid: number;
  /** Whether `sudo -n true` succeeds (a password would be asked otherwise). */
  readonly passwordlessSudo?: boolean;
  /** Whether Debian's /usr/lib/postgresql/<version>/bin/initdb exists. */
  readonly postgres?: boolean;
}

function run(t: { teardown(fn: () => void): void }, m: Machine) {
  const dir = mkdtempSync(join(tmpdir(), 'svc-test-deps-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const bin = join(dir, 'bin');
  const calls = join(dir, 'calls');
  mkdirSync(bin);
  const stand = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/bash\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  for (const p of m.programs) {
    if (p === 'apt-get') stand(p, `echo "apt-get $*" >> '${calls}'`);
    else if (p === 'sudo') stand(p, m.passwordlessSudo ? `echo "sudo $1" >> '${calls}'; [ "$1" = "-n" ] && exit 0; "$@"` : 'exit 1');
    else stand(p, 'exit 0');
  }
  stand('id', `echo ${m.uid}`);
  const pgRoot = join(dir, 'postgresql');
  if (m.postgres) {
    mkdirSync(join(pgRoot, '15', 'bin'), { recursive: true });
    writeFileSync(join(pgRoot, '15', 'bin', 'initdb'), '');
  }
  const r = spawnSync('/bin/bash', [SCRIPT], { env: { PATH: bin, TEST_DEPS_PG_ROOT: pgRoot }, encoding: 'utf8', timeout: 20_000 });
  return { code: r.status, stderr: r.stderr, calls: existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [] };
}

const TOOLS = ['chromium', 'redis-server', 'wrk', 'lynx', 'bwrap'];

t.test('the scripts parse (bash -n)', async (t) => {
  for (const file of [SCRIPT, join(ROOT, '.ci', 'run')]) {
    const r = spawnSync('bash', ['-n', file], { encoding: 'utf8' });
    t.equal(r.status, 0, `${file}: ${r.stderr}`);
  }
  t.match(readFileSync(join(ROOT, '.ci', 'run'), 'utf8'), /\nnpm test 2>&1/, '.ci/run calls the README\'s test command');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  t.equal(pkg.scripts.pretest, 'bash scripts/test-deps.sh');
  t.equal(pkg.scripts['pretest:process'], 'bash scripts/test-deps.sh');
});

t.test('everything there: nothing is installed', async (t) => {
  const r = run(t, { programs: [...TOOLS, 'apt-get'], uid: 0, postgres: true });
  t.same([r.code, r.calls, r.stderr], [0, [], '']);
});

t.test('as root: the missing packages are installed with apt-get, without a question', async (t) => {
  const r = run(t, { programs: ['redis-server', 'wrk', 'lynx', 'bwrap', 'apt-get'], uid: 0, postgres: true });
  t.equal(r.code, 0, r.stderr);
  t.same(r.calls, ['apt-get update -qq', 'apt-get install -y -qq --no-install-recommends chromium']);
});

t.test('bwrap missing: Debian\'s bubblewrap is installed (the sandbox tests run the real one)', async (t) => {
  const r = run(t, { programs: [...TOOLS.filter((p) => p !== 'bwrap'), 'apt-get'], uid: 0, postgres: true });
  t.equal(r.code, 0, r.stderr);
  t.same(r.calls, ['apt-get update -qq', 'apt-get install -y -qq --no-install-recommends bubblewrap']);
});

t.test('with passwordless sudo: through sudo; initdb on the PATH counts as postgresql', async (t) => {
  const r = run(t, { programs: ['chromium', 'wrk', 'lynx', 'bwrap', 'initdb', 'apt-get', 'sudo'], uid: 1000, passwordlessSudo: true });
  t.equal(r.code, 0, r.stderr);
  t.same(r.calls, ['sudo -n', 'sudo apt-get', 'apt-get update -qq', 'sudo apt-get', 'apt-get install -y -qq --no-install-recommends redis-server']);
});

t.test('no root and sudo would ask: stop at once with the one command to run', async (t) => {
  for (const programs of [[...TOOLS, 'apt-get', 'sudo'], [...TOOLS, 'apt-get']]) {
    const r = run(t, { programs: programs.filter((p) => p !== 'chromium'), uid: 1000 });
    t.equal(r.code, 1);
    t.same(r.calls, [], 'nothing installed');
    t.match(r.stderr, /npm test needs programs that are not installed: chromium postgresql\.\n/);
    t.match(r.stderr, /\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium postgresql\n$/);
  }
});

t.test('no apt-get: the programs by name, and the Debian command', async (t) => {
  const r = run(t, { programs: ['chromium', 'redis-server', 'lynx', 'bwrap'], uid: 0, postgres: true });
  t.equal(r.code, 1);
  t.match(r.stderr, /not installed: wrk\.\nOn Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y --no-install-recommends wrk\nElsewhere/);
});
