// Secrets at rest: the frozen enc2: vector, tamper and truncation, key file rules, and walking secret leaves.
import t from 'tap';
import { thrownSvcError } from '../../helpers/errors.js';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decryptSecret, readKey, readOrCreateKey } from '../../../kernel/config/secrets.js';
import { encryptSecret, mapSecrets } from '../../../lib/config/secret-box.js';
import { SvcError } from '../../../kernel/errors.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = Buffer.from(Array.from({ length: 32 }, (_, i) => i));
const VECTOR =
  'enc2:0000000000000000000000007eca2d4bc8888bb372023716ce312a0a9bde9e8580d97628898b8882bba56517740f7ddee9dd6324f1b35f';

const fails = thrownSvcError;

t.test('the frozen backward-compatibility vector, both ways', async (t) => {
  t.equal(encryptSecret(KEY, 'frozen-backward-compat-test', Buffer.alloc(12)), VECTOR);
  t.equal(decryptSecret(KEY, VECTOR, 'x'), 'frozen-backward-compat-test');
  const a = encryptSecret(KEY, 'same');
  t.not(a, encryptSecret(KEY, 'same'), 'random nonces');
  t.equal(decryptSecret(KEY, a, 'x'), 'same');
});

t.test('tampered, truncated and malformed values are refused naming the field', async (t) => {
  const flipped = VECTOR.slice(0, 40) + (VECTOR[40] === '0' ? '1' : '0') + VECTOR.slice(41);
  const short4 = VECTOR.slice(0, VECTOR.length - 24); // drops 12 tag bytes: a 4-byte tag must not pass
  for (const [name, value] of [
    ['flipped bit', flipped],
    ['4-byte tag', short4],
    ['truncated', 'enc2:00ff'],
    ['not hex', 'enc2:zz'],
    ['odd hex', `${VECTOR}0`],
  ] as const) {
    const err = fails(() => decryptSecret(KEY, value, 'gateway.webhook_secret'));
    t.equal(err.code, 'SVC_ERR_SECRET', name);
    t.equal(err.exitCode, 78);
    t.match(err.message, /^gateway\.webhook_secret: /, name);
  }
  const other = Buffer.alloc(32, 7);
  t.match(fails(() => decryptSecret(other, VECTOR, 'f')).message, /another key/);
});

t.test('the key file: created 0600 only when asked, refused when readable by others or malformed', async (t) => {
  const dir = tempConfigDir(t);
  t.equal(readKey(dir), undefined);
  const key = readOrCreateKey(dir);
  t.equal(key.length, 32);
  t.equal(statSync(join(dir, '.secret_key')).mode & 0o777, 0o600);
  t.match(readFileSync(join(dir, '.secret_key'), 'utf8'), /^[0-9a-f]{64}\n$/);
  t.same(readOrCreateKey(dir), key, 'an existing key is never replaced');
  chmodSync(join(dir, '.secret_key'), 0o640);
  t.match(fails(() => readKey(dir)).message, /readable by group or others \(mode 640\)/);
  chmodSync(join(dir, '.secret_key'), 0o600);
  writeFileSync(join(dir, '.secret_key'), 'abcd\n', { mode: 0o600 });
  t.match(fails(() => readKey(dir)).message, /must hold 64 hexadecimal characters/);
  t.throws(() => readOrCreateKey(dir), { code: 'SVC_ERR_SECRET' }, 'a broken key is not silently replaced');
});

t.test('mapSecrets reaches list items and map values, never map keys or other fields', async (t) => {
  const schema = {
    type: 'object',
    properties: {
      a: { type: 'string', 'x-secret': true },
      tokens: { type: 'array', items: { type: 'string' }, 'x-secret': true },
      headers: { type: 'object', additionalProperties: { type: 'string' }, 'x-secret': true },
      plain: { type: 'string' },
      hooks: {
        type: 'object',
        'x-alias-map': true,
        additionalProperties: { type: 'object', properties: { secret: { type: 'string', 'x-secret': true }, port: { type: 'integer' } } },
      },
    },
  };
  const config = { a: 'x', tokens: ['t1', 't2'], headers: { Authorization: 'h' }, plain: 'p', hooks: { main: { secret: 's', port: 1 } } };
  const seen: string[] = [];
  mapSecrets(schema, config, (v, path) => (seen.push(path), `<${v}>`));
  t.same(seen.sort(), ['a', 'headers.Authorization', 'hooks.main.secret', 'tokens[0]', 'tokens[1]']);
  t.same(config, { a: '<x>', tokens: ['<t1>', '<t2>'], headers: { Authorization: '<h>' }, plain: 'p', hooks: { main: { secret: '<s>', port: 1 } } });
});
