// Pending WebAuthn challenges stay bounded under a flood, expire, and are taken once; the passkey file is private.
import t from 'tap';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ChallengeBook } from '../../../extensions/webauthn/challenges.js';
import { CredentialStore } from '../../../extensions/webauthn/store.js';
import { tempConfigDir } from '../../helpers/kernel.js';

t.test('a flood keeps at most max challenges, dropping the oldest, each add O(1)', async (t) => {
  let now = 0;
  const book = new ChallengeBook(120_000, 256, () => now);
  book.add('victim', { kind: 'login' });
  const started = process.hrtime.bigint();
  for (let i = 0; i < 200_000; i++) book.add(`flood-${i}`, { kind: 'login' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  t.equal(book.size, 256, 'bounded');
  t.equal(book.take('victim'), undefined, 'the oldest was dropped');
  t.ok(book.take('flood-199999'), 'the newest is pending');
  t.ok(ms < 2_000, `200,000 adds in ${ms.toFixed(0)} ms`);
  now = 120_001;
  t.equal(book.take('flood-199998'), undefined, 'expired');
  book.add('fresh', { kind: 'login' });
  t.equal(book.size, 1, 'expired entries are pruned as new ones come');
});

t.test('a challenge is taken once, with what it was issued for', async (t) => {
  const book = new ChallengeBook(1_000, 8, () => 0);
  book.add('c1', { kind: 'register', tokenHash: 'ab', user: 'ops' });
  t.same(book.take('c1'), { kind: 'register', tokenHash: 'ab', user: 'ops' });
  t.equal(book.take('c1'), undefined, 'single use');
});

t.test('passkeys are kept in a 0600 file, counters updated', async (t) => {
  const dir = tempConfigDir(t);
  const file = join(dir, 'data', 'webauthn', 'credentials.json');
  const store = new CredentialStore(file);
  const credential = { id: 'abc', public_key: 'pk', counter: 0, transports: ['internal'], user: 'ops', created_at: '2026-01-01T00:00:00.000Z', last_used_at: null };
  t.ok(store.add(credential));
  t.notOk(store.add({ ...credential }), 'an id is registered once');
  t.equal(statSync(file).mode & 0o777, 0o600);
  store.used('abc', 5, new Date(0));
  const again = new CredentialStore(file);
  t.equal(again.get('abc')?.counter, 5, 'the counter survives a restart');
  t.match(JSON.parse(readFileSync(file, 'utf8')), { version: 2, tokens_recorded_since: /^\d{4}-/ }, 'a new file is version 2: its sign-ins are all recorded');
});
