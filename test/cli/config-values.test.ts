// `svc config set` takes back what `svc config get` prints (issue 33: get printed "aieos", set refused that form).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliValue } from '../../cli/config-commands.js';
import { svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

t.test('TOML literals as config get prints them are read as the values they write', async (t) => {
  const str = { type: 'string' };
  t.same(cliValue('"aieos"', str), { ok: true, value: 'aieos' });
  t.same(cliValue('aieos', str), { ok: true, value: 'aieos' }, 'bare text stays verbatim (CONTRACT §3)');
  t.same(cliValue('"say \\"hi\\""', str), { ok: true, value: 'say "hi"' }, 'escapes as TOML and JSON write them');
  t.same(cliValue('"half', str), { ok: true, value: '"half' }, 'not a whole literal: verbatim');
  t.same(cliValue('"a" and "b"', str), { ok: true, value: '"a" and "b"' });
  t.same(cliValue('["a", "b"]', { type: 'array', items: str }), { ok: true, value: ['a', 'b'] });
  t.same(cliValue('{ a = 1, b = "x" }', { type: 'object' }), { ok: true, value: { a: 1, b: 'x' } });
  t.same(cliValue('{"a": 1}', { type: 'object' }), { ok: true, value: { a: 1 } }, 'JSON still works');
  t.same(cliValue('[{ name = "x" }]', { type: 'array', items: { type: 'object' } }), { ok: true, value: [{ name: 'x' }] });
  t.same(cliValue('["a"]', str), { ok: true, value: '["a"]' }, 'a string field keeps an array-looking text as text');
  t.same(cliValue('42', { type: 'integer' }), { ok: true, value: 42 });
  t.same(cliValue('"42"', { type: 'integer' }), { ok: false, expected: 'an integer' }, 'a quoted number is not an integer');
});

t.test('config set accepts the output of config get', async (t) => {
  const dir = tempConfigDir(t, '[agents.main.identity]\nformat = "aieos"\naieos_inline = "{}"\n');
  const env = { SVC_CONFIG_DIR: dir };
  const got = await svc(['config', 'get', 'agents.main.identity.format'], env);
  t.equal(got.stdout, '"aieos"\n', got.stderr);
  const set = await svc(['config', 'set', 'agents.main.identity.format', got.stdout.trim()], env);
  t.equal(set.code, 0, set.stderr);
  t.equal(set.stdout, 'agents.main.identity.format = "aieos"\n');
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /format = "aieos"/);
  const host = await svc(['config', 'set', 'gateway.host', '"127.0.0.1"'], env);
  t.equal(host.code, 0, host.stderr);
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /host = "127\.0\.0\.1"/);
});
