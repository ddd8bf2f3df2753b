// Reading config.toml: syntax errors with positions, prototype poisoning, UTF-8, schema_version, dates.
import t from 'tap';
import { thrownSvcError } from '../../helpers/errors.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfigText, readConfigFile } from '../../../kernel/config/read.js';
import { SvcError } from '../../../kernel/errors.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const enc = (s: string) => new TextEncoder().encode(s);

const fails = (text: string | Uint8Array) => thrownSvcError(() => parseConfigText(typeof text === 'string' ? enc(text) : text, '/etc/svc/config.toml'));

t.test('a missing file is all defaults', async (t) => {
  const dir = tempConfigDir(t);
  t.same(readConfigFile(join(dir, 'config.toml')), { raw: {}, exists: false, hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' });
});

t.test('a syntax error names the file, line and column', async (t) => {
  const err = fails('[gateway]\nport = 42617\nhost = \n');
  t.equal(err.code, 'SVC_ERR_CONFIG_TOML');
  t.equal(err.exitCode, 78);
  t.match(err.message, /^\/etc\/svc\/config\.toml:3:\d+: invalid TOML: /);
});

t.test('prototype-poisoning keys are refused wherever they appear', async (t) => {
  const cases = [
    '"__proto__" = 1',
    '[x]\n"__proto__" = { polluted = true }',
    '[__proto__]\npolluted = true',
    'constructor = 1',
    '[a.prototype]\nb = 1',
    'x = { constructor = { prototype = { polluted = true } } }',
    '[[list]]\nok = 1\n[[list]]\n"__proto__" = { polluted = true }',
    'a.b.__proto__.polluted = true',
  ];
  for (const text of cases) {
    const err = fails(text);
    t.equal(err.code, 'SVC_ERR_CONFIG_UNSAFE_KEY', text);
    t.match(err.message, /the key "(__proto__|constructor|prototype)" at /);
  }
  t.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype untouched');
});

t.test('the parsed config holds ordinary objects and TOML dates as ISO text', async (t) => {
  const raw = parseConfigText(enc('[cron.nightly]\nat = 2026-12-01T09:00:00Z\nlist = [1, 2]\n'), 'f');
  t.equal(Object.getPrototypeOf(raw), Object.prototype);
  t.equal(Object.getPrototypeOf(raw.cron), Object.prototype);
  t.same(raw, { cron: { nightly: { at: '2026-12-01T09:00:00.000Z', list: [1, 2] } } });
});

t.test('bytes that are not UTF-8 are refused before parsing', async (t) => {
  const err = fails(new Uint8Array([0x61, 0x20, 0x3d, 0x20, 0x22, 0xff, 0xfe, 0x22]));
  t.equal(err.code, 'SVC_ERR_CONFIG_READ');
  t.match(err.message, /is not valid UTF-8/);
});

t.test('an enormous dotted key is a clean configuration error', async (t) => {
  const err = fails(`${Array.from({ length: 200_000 }, () => 'a').join('.')} = 1`);
  t.equal(err.code, 'SVC_ERR_CONFIG_TOML');
});

t.test('schema_version other than 1 is refused', async (t) => {
  t.same(parseConfigText(enc('schema_version = 1'), 'f'), { schema_version: 1 });
  for (const v of ['2', '0', '"1"']) {
    const err = fails(`schema_version = ${v}`);
    t.equal(err.code, 'SVC_ERR_SCHEMA_VERSION');
    t.equal(err.exitCode, 78);
    t.match(err.message, /unsupported schema_version/);
  }
});

t.test('an unreadable file is a configuration error naming it', async (t) => {
  const dir = tempConfigDir(t);
  const file = join(dir, 'config.toml');
  writeFileSync(file, 'a = 1');
  const err = (() => {
    try {
      readConfigFile(dir);
    } catch (e) {
      return e as SvcError;
    }
  })();
  t.equal(err?.code, 'SVC_ERR_CONFIG_READ');
  t.match(err?.message, dir);
});
