// Validators made ahead of time: the generated one (the verdicts of a compile, used for exactly the built-in schema) and
// the disk cache for any other schema (compiled once, then loaded; a bad file is compiled again and replaced).
import t from 'tap';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinExtensions } from '../../../bin/builtins.js';
import { boot, type Session } from '../../../runner/boot.js';
import { newAjv } from '../../../lib/config/ajv.js';
import { builtinClaims, claimsFingerprint, fingerprint, schemaHash } from '../../../core/config/compiled.js';
import { inertRules } from '../../../lib/config/inert.js';
import { compileConfigSchema, defaultFaults, schemaCompiles, validateConfig, type ConfigValidator } from '../../../kernel/config/validate.js';
import { validateRaw } from '../../../kernel/config/validation.js';
import { SvcError, type ConfigProblem } from '../../../kernel/errors.js';
import { defineExtension } from '../../../kernel/extension.js';
import { createKernelHooks } from '../../../kernel/hooks.js';
import { s } from '../../../kernel/index.js';
import { LogRoot } from '../../../kernel/logger.js';
import type { ConfigObject, ExtensionDefinition, JsonSchema } from '../../../kernel/types.js';
import { BUILTIN_CLAIMS_HASH, BUILTIN_SCHEMA_HASH } from '../../../schema/validator.generated.js';
import { builtinSchema } from '../../../scripts/merged-schema.js';
import { bootWith, tempConfigDir } from '../../helpers/kernel.js';

const sessionIn = (dir: string, exts: readonly ExtensionDefinition[]): Promise<Session> =>
  boot({ builtins: exts, env: { SVC_CONFIG_DIR: dir }, logRoot: new LogRoot({ fd: 2, level: 'silent', pretty: false }) });

/** The problems of a refused candidate (none when it validates). */
function problemsOf(session: Session, raw: ConfigObject): readonly ConfigProblem[] {
  try {
    session.check(raw);
    return [];
  } catch (err) {
    if (err instanceof SvcError) return err.problems;
    throw err;
  }
}

t.test('the generated validator gives the verdicts of a compile, for exactly the built-in schema', async (t) => {
  const { schema, claims } = builtinSchema();
  t.equal(fingerprint(schema), BUILTIN_SCHEMA_HASH, 'the committed hash is the built-in schema\'s');
  t.equal(claimsFingerprint(claims), BUILTIN_CLAIMS_HASH);
  t.ok(builtinClaims(claims));
  const before = schemaCompiles();
  const generated = compileConfigSchema(schema, claims);
  t.equal(schemaCompiles(), before, 'nothing compiled');
  const compiled: ConfigValidator = { validate: newAjv().compile(schema), schema };

  const invalid = {
    gateway: { port: 70000, prot: 1, webhook_secret: 42, pairing_code: { lenght: 3 } },
    channels: { webhook: { Bad__Alias: {}, ok: { secret: 5 } }, bogus: true, session_backend: 'csv' },
    providers: { bogus: 1, models: { nobody: {} } },
    browser: { backend: 'lynx' },
    agents: { 'a/b': {} },
    telegramm: {},
  };
  const valid = { gateway: { port: 8080 }, channels: { webhook: { main: { secret: 's3cret' } } } };
  for (const [name, config] of Object.entries({ empty: {}, valid, invalid })) {
    const a = structuredClone(config) as ConfigObject;
    const b = structuredClone(config) as ConfigObject;
    const problems = validateConfig(generated, a);
    t.same(problems, validateConfig(compiled, b), `${name}: the same problems`);
    t.same(a, b, `${name}: the same defaults filled in`);
    t.same(generated.validate.errors, compiled.validate.errors, `${name}: the same errors`);
    t.same(defaultFaults(generated, config as ConfigObject), defaultFaults(compiled, config as ConfigObject), `${name}: the same default faults`);
    if (name !== 'invalid') t.same(problems, [], `${name} is valid`);
  }
  const problems = Object.fromEntries(validateConfig(generated, structuredClone(invalid) as ConfigObject).map((p) => [p.path, p.message]));
  t.ok(Object.keys(problems).length >= 10, 'many problems at once');
  t.match(problems['providers.bogus'], 'unknown key "bogus" in "providers" (no loaded extension owns "providers.bogus")', 'a grouping node is found by identity');
  t.match(problems['channels.bogus'], 'no loaded extension owns "channels.bogus"');
  t.match(problems['gateway.prot'], 'did you mean "port"?');
  t.match(problems['gateway.webhook_secret'], 'a value that is not shown: the field is secret');
  t.match(problems['channels.webhook.Bad__Alias'], 'breaks the rule "bad_first_char"');
  t.match(problems['agents["a/b"]'], 'breaks the rule "invalid_char"', 'an alias with a slash keeps its path');
});

t.test('a session with exactly the built-in extensions compiles nothing', async (t) => {
  const before = schemaCompiles();
  const { session, dir } = await bootWith(t, builtinExtensions, '[gateway]\nport = 8080\n');
  t.ok(builtinClaims(session.claims), 'its sections were checked when the validator was generated');
  t.equal((session.config().gateway as { port: number }).port, 8080);
  t.same(problemsOf(session, { gateway: { port: 'x' } }), [{ path: 'gateway.port', message: 'must be of type integer (found "x")' }]);
  t.equal(schemaCompiles(), before);
  t.notOk(existsSync(join(dir, 'data', 'cache')), 'nothing cached');
});

t.test("a boot of the built-ins knows its merged schema's hash without hashing it, and it is the hash", async (t) => {
  const plain = (await bootWith(t, builtinExtensions, '')).session.schema();
  t.equal(schemaHash(plain), BUILTIN_SCHEMA_HASH, 'known: built-in sections, no schema tap');
  t.equal(fingerprint(plain), BUILTIN_SCHEMA_HASH, 'and hashing gives the same');
  const clone = structuredClone(plain);
  clone.description = 'not the built-in schema';
  t.not(schemaHash(clone), BUILTIN_SCHEMA_HASH, 'any other schema object is hashed');
  const tapped = defineExtension({ name: 'noop-tap', version: '1.0.0', apply: (kernel) => void kernel.hooks.schema.tap('noop-tap', (schema) => ({ ...schema, title: 'tapped' })) });
  const withTap = (await bootWith(t, [...builtinExtensions, tapped], '')).session.schema();
  t.equal(schemaHash(withTap), fingerprint(withTap), 'a schema tap: hashed');
  t.not(schemaHash(withTap), BUILTIN_SCHEMA_HASH);
});

t.test('a schema tap that changes the schema is compiled; one that returns it unchanged is not', async (t) => {
  const tapper = (change: boolean) =>
    defineExtension({
      name: 'tapper',
      version: '1.0.0',
      apply(kernel) {
        kernel.hooks.schema.tap('tapper', (schema) => (change ? { ...schema, description: 'changed by a tap' } : schema));
      },
    });
  const before = schemaCompiles();
  const same = (await bootWith(t, [...builtinExtensions, tapper(false)], '')).session;
  same.config();
  t.equal(schemaCompiles(), before, 'the generated validator');
  const changed = (await bootWith(t, [...builtinExtensions, tapper(true)], '')).session;
  t.ok(builtinClaims(changed.claims), 'the sections are the built-in ones');
  t.same(changed.config(), same.config(), 'the same defaults');
  t.equal(schemaCompiles(), before + 1, 'compiled: the schema is not the one the validator was generated from');
});

const relay = defineExtension({
  name: 'relay',
  version: '1.0.0',
  sections: {
    'channels.relay': s.aliasMap(
      undefined,
      'Relays, by alias.',
      s.table('RelayConfig', 'A relay.', {
        url: s.str('https://example.com', 'Where to relay.'),
        token: s.optStr('A token.', { secret: true }),
        retries: s.int(3, 'Retries.', { min: 0, max: 10 }),
      }),
    ),
  },
  apply() {},
});
const channels = defineExtension({
  name: 'channels',
  version: '1.0.0',
  sections: { channels: s.table('ChannelsConfig', 'Channels.', { quiet: s.bool(false, 'Quiet.') }) },
  apply() {},
});
const thirdParty = [channels, relay];
const bad = { channels: { relay: { Main: {}, ok: { retries: 11, token: 7 }, x: { port: 1 } }, loud: true }, other: 1 } as ConfigObject;

function cacheFiles(dir: string): string[] {
  try {
    return readdirSync(join(dir, 'data', 'cache')).map((name) => join(dir, 'data', 'cache', name));
  } catch {
    return [];
  }
}

t.test('a third-party section set is compiled once, then loaded from the disk cache', async (t) => {
  const dir = tempConfigDir(t, '[channels.relay.main]\ntoken = "tok"\n');
  const before = schemaCompiles();
  const first = await sessionIn(dir, thirdParty);
  const config = first.config();
  t.equal(schemaCompiles(), before + 1, 'compiled');
  const [file, ...others] = cacheFiles(dir);
  t.same(others, [], 'one file');
  t.match(file, /\/data\/cache\/schema-[0-9a-f]{64}\.cjs$/, 'named by the schema hash');
  t.equal(statSync(file!).mode & 0o777, 0o600, 'private');
  t.equal(statSync(join(dir, 'data', 'cache')).mode & 0o777, 0o700);
  t.equal(file, join(dir, 'data', 'cache', `schema-${fingerprint(first.schema())}.cjs`));

  const second = await sessionIn(dir, thirdParty);
  t.same(second.config(), config, 'the same config, defaults included');
  t.same(config, {
    schema_version: 1,
    extensions: [],
    secrets: { encrypt: true },
    daemon: { start_timeout_secs: 60, shutdown_grace_secs: 10 },
    channels: { quiet: false, relay: { main: { url: 'https://example.com', token: 'tok', retries: 3 } } },
  });
  const problems = problemsOf(second, bad);
  t.equal(schemaCompiles(), before + 1, 'loaded, not compiled');
  t.same(problems, problemsOf(first, bad), 'the same problems as the compiled validator');
  t.same(
    problems.map((p) => p.path),
    ['channels.loud', 'channels.relay.Main', 'channels.relay.ok.retries', 'channels.relay.ok.token', 'channels.relay.x.port', 'other'],
  );
  t.match(problems.find((p) => p.path === 'channels.relay.ok.token')?.message, 'not shown');
});

t.test('a corrupt, foreign or unreadable cache file is compiled again and never fails a command', async (t) => {
  const dir = tempConfigDir(t, '');
  (await sessionIn(dir, thirdParty)).config();
  const [file] = cacheFiles(dir);
  const good = readFileSync(file!, 'utf8');

  const cases: [string, () => void][] = [
    ['garbage', () => writeFileSync(file!, 'exports.validator = function (] {')],
    ['truncated', () => writeFileSync(file!, good.slice(0, good.length / 2))],
    ['made by another compiler', () => writeFileSync(file!, good.replace(/exports\.compiler = "[^"]*"/, 'exports.compiler = "ajv 0.0.0 old"'))],
    ['for another schema', () => writeFileSync(file!, good.replace(/exports\.schemaHash = '[0-9a-f]+'/, `exports.schemaHash = '${'0'.repeat(64)}'`))],
    ['empty', () => writeFileSync(file!, '')],
  ];
  for (const [name, spoil] of cases) {
    spoil();
    t.not(readFileSync(file!, 'utf8'), good, `${name}: spoilt`);
    const before = schemaCompiles();
    const session = await sessionIn(dir, thirdParty);
    t.same(problemsOf(session, bad).length, 6, `${name}: validates`);
    t.equal(schemaCompiles(), before + 1, `${name}: compiled again`);
    t.equal(readFileSync(file!, 'utf8'), good, `${name}: replaced`);
    (await sessionIn(dir, thirdParty)).config();
    t.equal(schemaCompiles(), before + 1, `${name}: the replacement loads`);
  }

  chmodSync(file!, 0o666);
  let before = schemaCompiles();
  (await sessionIn(dir, thirdParty)).config();
  t.equal(schemaCompiles(), before + 1, 'writable by others: compiled again');
  t.equal(statSync(file!).mode & 0o777, 0o600, 'and replaced by a private file');

  rmSync(file!);
  mkdirSync(file!);
  before = schemaCompiles();
  t.same((await sessionIn(dir, thirdParty)).config().channels, { quiet: false, relay: {} }, 'a directory in its place: still validates');
  t.equal(schemaCompiles(), before + 1);
  t.ok(statSync(file!).isDirectory(), 'left as it is');
});

t.test('a section that does not compile names its extension and caches nothing', async (t) => {
  const regex = defineExtension({ name: 'regex', version: '1', sections: { regex: { type: 'object', properties: { a: { type: 'string', pattern: '(' } } } }, apply() {} });
  const dir = tempConfigDir(t, '');
  const session = await sessionIn(dir, [regex]);
  t.throws(() => session.config(), { code: 'SVC_ERR_SECTION_SCHEMA', message: /extension "regex" ships a section schema for "regex" that does not compile/ });
  t.same(cacheFiles(dir), []);
});

t.test('nothing is cached, nor any directory made, where the config directory does not exist', async (t) => {
  const root = tempConfigDir(t);
  const configDir = join(root, 'missing');
  const paths = { configDir, dataDir: join(configDir, 'data'), configFile: join(configDir, 'config.toml') };
  const schema: JsonSchema = { type: 'object', additionalProperties: false, properties: { probe: s.table('ProbeConfig', 'A probe.', { level: s.int(1, 'A level.') }) } };
  const ctx = { schema, claims: [], inertRules: inertRules(schema), hooks: createKernelHooks(), paths };
  t.same(validateRaw(ctx, {}, false, {}).config, { probe: { level: 1 } });
  t.notOk(existsSync(configDir));
});

t.test('a schema is known by its plain JSON, keys in order', async (t) => {
  t.match(fingerprint({ a: 1, b: [true, null, 'x'] }), /^[0-9a-f]{64}$/);
  t.equal(fingerprint({ a: 1, b: 2 }), fingerprint({ a: 1, b: 2 }));
  t.not(fingerprint({ a: 1, b: 2 }), fingerprint({ b: 2, a: 1 }), 'ajv generates its checks in key order');
  t.equal(fingerprint(Object.assign(Object.create(null) as object, { a: 1 })), fingerprint({ a: 1 }));
  for (const odd of [{ a: undefined }, { a: () => 1 }, { a: new Date(0) }, { a: Number.NaN }, { a: [undefined] }, { a: /x/ }, { a: 1n }]) {
    t.equal(fingerprint(odd), undefined, 'not plain JSON: never reused');
  }
});

t.test('validator modules are ASCII: escapes keep every description and pattern, and V8 a one-byte source', async (t) => {
  const { asciiOnly, validatorModule } = await import('../../../core/config/compiled.js');
  const { compileFunction } = await import('node:vm');
  const { KEYWORD_RUNTIME } = await import('../../../lib/config/ajv.js');
  const { createRequire } = await import('node:module');
  t.equal(asciiOnly('"a … é 😀"'), '"a \\u2026 \\u00e9 \\ud83d\\ude00"');
  const schema = { type: 'object', description: 'Things, … and more', properties: { name: { type: 'string', pattern: '^[é😀]+$' } }, additionalProperties: false };
  const ajv = newAjv();
  const validate = ajv.compile(schema);
  const text = validatorModule(ajv, validate, { schemaHash: 'x' });
  t.notMatch(text, /[^\x00-\x7f]/, 'no character beyond ASCII');
  const exports: { validator?: (r: NodeJS.Require, k: unknown) => { default: (d: unknown) => boolean } } = {};
  compileFunction(text, ['exports'])(exports);
  const escaped = exports.validator!(createRequire(import.meta.url), KEYWORD_RUNTIME).default;
  for (const name of ['é😀é', 'e', '😀', 'x😀']) t.equal(escaped({ name }), validate({ name }), `same verdict for ${name}`);
  t.notMatch(readFileSync(new URL('../../../schema/validate.generated.cjs', import.meta.url), 'utf8'), /[^\x00-\x7f]/, 'the generated validator too');
});
