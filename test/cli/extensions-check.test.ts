// `svc extensions check` through the real CLI: one extension applied in isolation, its report, every problem, exit 0 or 78.
import t from 'tap';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { cleanEnv, FIXTURES, SVC, svc, type Result } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

/** A fixture as a path relative to the current directory (what an author types), without a leading `./`. */
const fixture = (name: string): string => relative(process.cwd(), join(FIXTURES, 'extensions-check', name));

/** `svc extensions check ...` with its own config dir and TMPDIR, both checked empty afterwards (nothing left behind). */
async function check(t: { teardown(fn: () => void): void; same(found: unknown, wanted: unknown, message: string): unknown }, args: string[]): Promise<Result> {
  const config = tempConfigDir(t);
  const tmp = tempConfigDir(t);
  const r = await svc(['extensions', 'check', ...args], { SVC_CONFIG_DIR: config, TMPDIR: tmp });
  t.same([readdirSync(config), readdirSync(tmp)], [[], []], 'nothing written to the config dir, no temp dir left behind');
  return r;
}

t.test('a good extension: exit 0, its sections, hooks, points, commands and routes, as text and as JSON', async (t) => {
  const text = await check(t, [fixture('good.js')]);
  t.equal(text.code, 0, text.stderr);
  t.equal(text.stderr, '');
  const source = `./${fixture('good.js')}`;
  t.equal(
    text.stdout,
    [
      `check-good 1.2.3 (${source})`,
      '  svc range:        >=0.1 (definition): satisfied by svc 0.1.0',
      '  loaded with:      gateway',
      '  sections:',
      '    check_good: schema ok, defaults ok',
      '  hooks:            validateConfig, start',
      '  provides:         check-good.greeter',
      '  uses:             gateway.routes, kernel.control',
      '  commands:         check-good hello',
      '  control commands: check-good.ping',
      '  routes:',
      '    GET /hello',
      '    PUT /hello/:id',
      '    DELETE /hello/:id',
      '    POST /webhook (claim)',
      'check-good: 0 errors, 0 warnings',
      '',
    ].join('\n'),
  );

  const json = await check(t, [fixture('good.js'), '--json']);
  t.equal(json.code, 0, json.stderr);
  t.same(JSON.parse(json.stdout), {
    entry: fixture('good.js'),
    name: 'check-good',
    version: '1.2.3',
    source,
    svc: { version: '0.1.0', ranges: [{ range: '>=0.1', from: 'definition', satisfied: true }] },
    loadedWith: ['gateway'],
    sections: [{ path: 'check_good', schema: 'ok', defaults: 'ok' }],
    hooks: ['validateConfig', 'start'],
    provides: ['check-good.greeter'],
    uses: ['gateway.routes', 'kernel.control'],
    commands: ['check-good hello'],
    controlCommands: ['check-good.ping'],
    inventory: { routes: ['GET /hello', 'PUT /hello/:id', 'DELETE /hello/:id', 'POST /webhook (claim)'] },
    problems: [],
    ok: true,
  });
});

t.test('the example third-party package, by path: no gateway, no routes line', async (t) => {
  const r = await check(t, [relative(process.cwd(), join(FIXTURES, 'svc-channel-pigeon'))]);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /^svc-channel-pigeon 1\.0\.0 \(\.\/.*svc-channel-pigeon\)\n  svc range: +none declared \(this is svc 0\.1\.0\)\n  loaded with: +-\n  sections:\n    channels\.pigeon: schema ok, defaults ok\n/);
  t.match(r.stdout, /^  hooks: +validateConfig, start, shutdown\n  provides: +-\n  uses: +kernel\.control\n  commands: +pigeon flights\n  control commands: +pigeon\.flights\nsvc-channel-pigeon: 0 errors, 0 warnings\n$/m);
  t.notMatch(r.stdout, /routes/);
});

t.test('a package name is resolved from the current directory', async (t) => {
  const cwd = mkdtempSync(join(tmpdir(), 'svc-check-cwd-'));
  t.teardown(() => rmSync(cwd, { recursive: true, force: true }));
  mkdirSync(join(cwd, 'node_modules'));
  cpSync(join(FIXTURES, 'svc-channel-pigeon'), join(cwd, 'node_modules', 'svc-channel-pigeon'), { recursive: true });
  const config = tempConfigDir(t);
  const r = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [SVC, 'extensions', 'check', 'svc-channel-pigeon', '--json'], { cwd, env: cleanEnv({ SVC_CONFIG_DIR: config }), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  t.equal(r.code, 0, r.stderr);
  t.match(JSON.parse(r.stdout), { name: 'svc-channel-pigeon', source: 'svc-channel-pigeon', ok: true });
});

t.test('problems are listed each on its line and exit 78; a warning alone exits 0', async (t) => {
  const [bad, future, typo, throws, clash] = await Promise.all(['bad-default.js', 'future.js', 'typo.js', 'throws.js', 'clash.js'].map((f) => check(t, [fixture(f), ...(f === 'future.js' ? ['--json'] : [])])));
  t.equal(bad!.code, 78);
  t.match(bad!.stdout, /^    check_bad_default: schema ok, defaults invalid$/m);
  t.match(bad!.stdout, /^    check_bad_schema: schema invalid, defaults unchecked$/m);
  t.match(bad!.stdout, /^  error: SVC_ERR_SECTION_SCHEMA: extension "check-bad-default" ships a default for "check_bad_default\.port" that does not validate against its own schema: must be >= 1/m);
  t.match(bad!.stdout, /^  error: SVC_ERR_SECTION_SCHEMA: extension "check-bad-default" ships an invalid schema for section "check_bad_schema": .*unknown keyword "minimun"$/m);
  t.match(bad!.stdout, /^check-bad-default: 2 errors, 0 warnings$/m);

  t.equal(future!.code, 78);
  const report = JSON.parse(future!.stdout);
  t.same(report.svc.ranges, [{ range: '^9', from: 'definition', satisfied: false }]);
  t.same(report.hooks, ['start'], 'still applied, so the rest is checked too');
  t.same(report.problems, [
    { level: 'warning', message: 'unknown key "dependOn" in the definition of "check-future" is ignored (did you mean "dependsOn"?)' },
    { level: 'error', code: 'SVC_ERR_EXT_VERSION', message: 'extension "check-future" supports svc ^9, but this is svc 0.1.0' },
  ]);
  t.equal(report.ok, false);

  t.equal(typo!.code, 0, 'a warning is not a failure');
  t.match(typo!.stdout, /^  warning: unknown key "descripton" in the definition of "check-typo" is ignored \(did you mean "description"\?\)$/m);
  t.match(typo!.stdout, /^check-typo: 0 errors, 1 warning$/m);

  t.equal(throws!.code, 78);
  t.match(throws!.stdout, /^  error: SVC_ERR_EXT_APPLY: extension "check-throws" failed in hook "apply": the roost is on fire$/m);

  t.equal(clash!.code, 78, 'what a built-in it was not applied with owns is a clash');
  t.match(clash!.stdout, /^  error: SVC_ERR_EXT_REGISTER: command "svc config validate" is added by both "kernel" and "check-clash"$/m);
  t.match(clash!.stdout, /^  error: SVC_ERR_EXT_REGISTER: control command "cron\.run" is registered by both "cron" and "check-clash"$/m);
  t.match(clash!.stdout, /^  error: SVC_ERR_SECTION_CONFLICT: section "cron" is claimed by both extension "cron" and extension "check-clash"$/m);
});

t.test('what cannot be loaded is exit 78 naming it; no argument is a usage error', async (t) => {
  const [plain, missing, none] = await Promise.all([
    check(t, [fixture('not-extension.js'), '--json']),
    check(t, [fixture('nowhere.js')]),
    svc(['extensions', 'check'], { SVC_CONFIG_DIR: tempConfigDir(t) }),
  ]);
  t.equal(plain.code, 78);
  const report = JSON.parse(plain.stdout);
  t.equal(report.name, undefined);
  t.equal(report.ok, false);
  t.match(report.problems, [{ level: 'error', code: 'SVC_ERR_EXT_LOAD', message: /not-extension\.js" listed in the command line is not an svc extension: "name" must be a kebab-case string/ }]);

  t.equal(missing.code, 78);
  t.match(missing.stdout, /^.*nowhere\.js: not loaded\nproblems:\n  error: SVC_ERR_EXT_LOAD: cannot load extension ".*nowhere\.js" listed in the command line: no file or directory at /);

  t.equal(none.code, 2);
  t.match(none.stderr, /missing argument \(usage: svc extensions check PATH-OR-PACKAGE\)/);
});

t.test('svc extensions lists the points each extension provides and uses', async (t) => {
  const env = { SVC_CONFIG_DIR: tempConfigDir(t) };
  const [text, json] = await Promise.all([svc(['extensions'], env), svc(['extensions', '--json'], env)]);
  t.equal(text.code, 0, text.stderr);
  t.match(text.stdout, /^gateway \d+\.\d+\.\d+ \(builtin, .*\n  depends on: -\n  sections: +gateway\n  hooks: +.*\n  provides: +.*gateway\.routes.*gateway\.state\n  uses: +.*kernel\.inventory/m);
  const gateway = JSON.parse(json.stdout).extensions.find((e: { name: string }) => e.name === 'gateway');
  t.ok(['gateway.routes', 'gateway.state'].every((p) => gateway.provides.includes(p)), gateway.provides.join(', '));
  t.ok(gateway.uses.includes('kernel.control'));
});
