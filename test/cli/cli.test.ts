// The real `svc` binary: version, help, usage errors (2), config schema and validate, stdout kept for results.
import t from 'tap';
import { svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const env = (dir: string, extra: Record<string, string> = {}) => ({ SVC_CONFIG_DIR: dir, ...extra });

t.test('--version prints the package version', async (t) => {
  const r = await svc(['--version'], env(tempConfigDir(t)));
  t.equal(r.code, 0);
  t.match(r.stdout, /^\d+\.\d+\.\d+\n$/);
});

t.test('--help lists the kernel commands; a command has its own help', async (t) => {
  const dir = tempConfigDir(t);
  const r = await svc(['--help'], env(dir));
  t.equal(r.code, 0);
  for (const c of ['daemon', 'config schema', 'config validate', 'extensions', 'status']) t.match(r.stdout, `  ${c} `);
  const one = await svc(['config', 'schema', '--help'], env(dir));
  t.equal(one.code, 0);
  t.match(one.stdout, /^Usage: svc config schema \[options\]/);
  t.match(one.stdout, /--no-merge/);
  const group = await svc(['config', '--help'], env(dir));
  t.match(group.stdout, /config validate/);
  t.notMatch(group.stdout, /  daemon /);
});

t.test('--help still works when config.toml is broken, and says so', async (t) => {
  const r = await svc(['--help'], env(tempConfigDir(t, 'this is = = not toml')));
  t.equal(r.code, 0);
  t.match(r.stdout, /config schema/);
  t.match(r.stderr, /invalid TOML/);
});

t.test('usage errors exit 2 naming what was wrong', async (t) => {
  const dir = tempConfigDir(t);
  const unknown = await svc(['config', 'shema'], env(dir));
  t.equal(unknown.code, 2);
  t.match(unknown.stderr, /unknown command "svc config shema" \(did you mean "svc config schema"\?\)/);
  const flag = await svc(['config', 'schema', '--bogus'], env(dir));
  t.equal(flag.code, 2);
  t.match(flag.stderr, /--bogus/);
  const extra = await svc(['extensions', 'surplus'], env(dir));
  t.equal(extra.code, 2);
  t.match(extra.stderr, /unexpected argument "surplus"/);
  const level = await svc(['extensions', '--log-level', 'loud'], env(dir));
  t.equal(level.code, 2);
  const section = await svc(['config', 'schema', '--section', 'nope'], env(dir));
  t.equal(section.code, 2);
  t.match(section.stderr, /no section "nope"/);
});

t.test('config schema prints the merged schema; stdout stays pure JSON while warnings go to stderr', async (t) => {
  const dir = tempConfigDir(t);
  // SVC_WORKSPACE beside SVC_CONFIG_DIR logs two WARN lines: deprecated, and shadowed.
  const r = await svc(['config', 'schema'], env(dir, { SVC_WORKSPACE: dir }));
  t.equal(r.code, 0);
  const schema = JSON.parse(r.stdout);
  t.equal(schema.title, 'SvcConfig');
  t.equal(schema.properties.secrets['x-extension'], 'kernel');
  t.equal(schema.properties.schema_version.default, 1);
  const warnings = r.stderr.trim().split('\n').map((l) => JSON.parse(l));
  t.same(warnings.map((w) => [w.level, w.variable]), [[40, 'SVC_WORKSPACE'], [40, 'SVC_WORKSPACE']]);

  const raw = await svc(['config', 'schema', '--no-merge'], env(dir));
  const byExt = JSON.parse(raw.stdout);
  t.same(Object.keys(byExt.kernel).sort(), ['daemon', 'extensions', 'schema_version', 'secrets']);
  const one = await svc(['config', 'schema', '--section', 'secrets'], env(dir));
  t.equal(JSON.parse(one.stdout).properties.encrypt.default, true);
});

t.test('config validate: 0 for a good file, 78 listing every problem for a bad one', async (t) => {
  const good = await svc(['config', 'validate'], env(tempConfigDir(t, 'schema_version = 1\n[secrets]\nencrypt = false\n')));
  t.equal(good.code, 0);
  t.match(good.stdout, /valid/);
  const bad = await svc(['config', 'validate'], env(tempConfigDir(t, '[secrets]\nencrypt = "no"\nencrpyt = true\n[nothere]\n')));
  t.equal(bad.code, 78);
  t.match(bad.stderr, /^svc: .*config\.toml: 3 configuration problems:\n/);
  t.match(bad.stderr, /  - secrets\.encrpyt: unknown key "encrpyt" in "secrets" \(did you mean "encrypt"\?\)/);
  t.match(bad.stderr, /  - secrets\.encrypt: must be of type boolean/);
  t.match(bad.stderr, /  - nothere: unknown key/);
  t.match(bad.stderr, /\(error code SVC_ERR_CONFIG_INVALID\)/);
  const poisoned = await svc(['config', 'validate'], env(tempConfigDir(t, '[secrets]\n"__proto__" = { encrypt = false }\n')));
  t.equal(poisoned.code, 78);
  t.match(poisoned.stderr, /SVC_ERR_CONFIG_UNSAFE_KEY/);
  const version = await svc(['config', 'validate'], env(tempConfigDir(t, 'schema_version = 2\n')));
  t.equal(version.code, 78);
  t.match(version.stderr, /unsupported schema_version 2/);
});

t.test('extensions --json lists nothing but the kernel-free built-ins', async (t) => {
  const r = await svc(['extensions', '--json'], env(tempConfigDir(t)));
  t.equal(r.code, 0);
  t.ok(Array.isArray(JSON.parse(r.stdout).extensions));
});
