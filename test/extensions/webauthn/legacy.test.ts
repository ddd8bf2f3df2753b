// Passkey sign-in tokens with no recorded expiry (issue 37). A release before sign-in tokens expired recorded no token
// (the passkey has no `tokens`): those tokens are plain paired tokens now, which nothing can tell apart, so the first
// start that sees such a passkey reports it once (WARN and audit, with how to find and revoke them) and records that it
// did. A recorded token whose expiry is missing or no time is refused as expired and pruned from config.toml, with a
// WARN. A new sign-in token is accepted until its 12 h expiry and refused from then on.
import t from 'tap';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CredentialStore } from '../../../extensions/webauthn/store.js';
import { SIGN_IN_TOKEN_TTL_MS } from '../../../extensions/webauthn/index.js';
import { daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const token = (): string => `svc_${randomBytes(32).toString('hex')}`;
const PUBLIC_KEY = 'pQECAyYgASFYIMUmNzNlc3QtcHVibGljLWtleS1jYW5hcnktMDEyMzQ1NiJYIA';
const LEGACY = 'LLLLLLLLLLLLLLLLLLLLLLLL';
const UNUSED = 'UUUUUUUUUUUUUUUUUUUUUUUU';
const NEW = 'NNNNNNNNNNNNNNNNNNNNNNNN';
const T0 = Date.parse('2026-11-27T09:00:00.000Z');

const passkey = (id: string, over: Record<string, unknown>) => ({ id, public_key: PUBLIC_KEY, counter: 0, transports: ['internal'], user: 'ops', created_at: '2026-11-26T00:00:00.000Z', last_used_at: null, ...over });

t.test('the store: a legacy passkey is reported once; a token without expiry is expired; a new one lives 12 h', async (t) => {
  const file = join(t.testdir(), 'credentials.json');
  const noExpiry = sha('no-expiry');
  const badExpiry = sha('bad-expiry');
  writeFileSync(file, JSON.stringify({
    version: 1,
    credentials: [
      passkey(LEGACY, { last_used_at: '2026-11-27T05:30:00.000Z' }),
      passkey(UNUSED, {}),
      passkey(NEW, { tokens: [{ hash: noExpiry }, { hash: badExpiry, expires_at: 'soon' }] }),
    ],
  }), { mode: 0o600 });
  const store = new CredentialStore(file);
  t.same(store.legacy(T0), [{ id: LEGACY, user: 'ops', created_at: '2026-11-26T00:00:00.000Z', last_used_at: '2026-11-27T05:30:00.000Z' }], 'the passkey that signed in before tokens were recorded');
  const written = (JSON.parse(readFileSync(file, 'utf8')) as { credentials: Record<string, unknown>[] }).credentials;
  t.match(written.find((c) => c.id === LEGACY), { tokens: [], unrecorded_sign_ins_seen_at: new Date(T0).toISOString() }, 'recorded as seen');
  t.match(written.find((c) => c.id === UNUSED), { tokens: [] }, 'a passkey that never signed in is not reported');
  t.notOk('unrecorded_sign_ins_seen_at' in written.find((c) => c.id === UNUSED)!);
  t.same(new CredentialStore(file).legacy(T0 + 1000), [], 'reported once: the next start does not report it again');

  t.same(store.withoutExpiry(), [{ id: NEW, user: 'ops', count: 2 }]);
  t.ok(store.expired(noExpiry, T0), 'a recorded token with no expiry is expired');
  t.ok(store.expired(badExpiry, T0), 'and one whose expiry is no time');
  t.same(store.due(T0).sort(), [noExpiry, badExpiry].sort(), 'both are pruned');
  const fresh = sha('fresh');
  store.issued(NEW, fresh, T0 + SIGN_IN_TOKEN_TTL_MS);
  t.notOk(store.expired(fresh, T0 + SIGN_IN_TOKEN_TTL_MS - 1), 'positive control: a new token lives until its expiry');
  t.ok(store.expired(fresh, T0 + SIGN_IN_TOKEN_TTL_MS), 'and is refused from 12 h on');
  t.notOk(store.expired(sha('a paired token no passkey issued'), T0 + 10 * SIGN_IN_TOKEN_TTL_MS), 'a token no passkey recorded is not judged here');
});

t.test('a daemon expires the legacy tokens the audit trail shows, reports the passkey once, refuses a token without expiry', async (t) => {
  const [admin, noExpiry, live, found, unknown, other] = [token(), token(), token(), token(), token(), token()];
  const hashes = [admin, noExpiry, live, found, unknown, other].map(sha);
  const dir = tempConfigDir(t, [
    '[gateway]', 'host = "127.0.0.1"', 'port = 0',
    `paired_tokens = [${hashes.map((h) => `"${h}"`).join(', ')}]`,
    '[permission_profiles.admin]', 'admin = true',
    '[users.ops]', 'permission_profiles = ["admin"]', `tokens = [${hashes.slice(0, 5).map((h) => `"${h}"`).join(', ')}]`,
    '[users.dev]', 'permission_profiles = ["admin"]', `tokens = ["${hashes[5]}"]`,
    '',
  ].join('\n'));
  const data = join(dir, 'data');
  mkdirSync(join(data, 'webauthn'), { recursive: true, mode: 0o700 });
  const passkeys = join(data, 'webauthn', 'credentials.json');
  writeFileSync(passkeys, JSON.stringify({
    version: 1,
    credentials: [
      passkey(LEGACY, { last_used_at: '2026-11-27T05:30:00.000Z' }),
      passkey(NEW, { tokens: [{ hash: hashes[1] }, { hash: hashes[2], expires_at: new Date(Date.now() + SIGN_IN_TOKEN_TTL_MS).toISOString() }] }),
    ],
  }), { mode: 0o600 });
  // The audit trail of the first release: its sign-in of `found` (ops), and one of `other` by a user with no legacy passkey.
  const login = (seq: number, user: string, hash: string) => JSON.stringify({ ts: '2026-11-27T05:30:00.000Z', seq, event: 'webauthn.login', client: '127.0.0.1', user, token_hash_prefix: hash.slice(0, 12) });
  writeFileSync(join(dir, 'audit.log'), `${login(1, 'ops', hashes[3]!)}\n${login(2, 'dev', hashes[5]!)}\n`, { mode: 0o600 });
  const env = { SVC_CONFIG_DIR: dir };
  const start = async () => {
    const d = daemon(['daemon'], env);
    t.teardown(() => void d.child.kill('SIGKILL'));
    await d.waitFor((l) => l.msg === 'ready', 30_000);
    return { d, gateway: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
  };
  const unrecorded = (l: Record<string, unknown>) => /recorded no sign-in token/.test(String(l.msg));

  const before = Date.now();
  const first = await start();
  const get = (tok: string) => send(first.gateway, '/api/status', { method: 'GET', headers: { authorization: `Bearer ${tok}` } });
  t.match(first.d.lines.filter(unrecorded), [{ level: 40, credential_prefix: LEGACY.slice(0, 12), user: 'ops', last_used_at: '2026-11-27T05:30:00.000Z', found_in_audit: 1 }], 'one WARN for the legacy passkey');
  t.match(String(first.d.lines.find(unrecorded)?.msg), /the 1 token\(s\) the audit trail shows for it now expire at .*; any other token .* never expires: revoke it with svc gateway tokens revoke/);
  const stored = (JSON.parse(readFileSync(passkeys, 'utf8')) as { credentials: { id: string; tokens: { hash: string; expires_at: string }[]; unrecorded_sign_ins_seen_at?: string }[] }).credentials;
  const legacy = stored.find((c) => c.id === LEGACY)!;
  t.same(legacy.tokens.map((x) => x.hash), [hashes[3]], 'the token the audit trail shows is recorded under the legacy passkey (not the unknown one, nor another user\'s)');
  const expires = Date.parse(legacy.tokens[0]!.expires_at);
  t.ok(expires >= before + SIGN_IN_TOKEN_TTL_MS && expires <= Date.now() + SIGN_IN_TOKEN_TTL_MS, 'it expires 12 h after this first start');
  t.ok(legacy.unrecorded_sign_ins_seen_at, 'the start that saw it is recorded');
  t.ok(first.d.lines.some((l) => /no valid recorded expiry are refused/.test(String(l.msg)) && l.count === 1), 'a WARN for the token without expiry');
  t.equal((await get(noExpiry)).status, 401, 'the token without a recorded expiry is refused');
  t.notOk(readFileSync(join(dir, 'config.toml'), 'utf8').includes(hashes[1]!), 'and removed from config.toml');
  t.equal((await get(live)).status, 200, 'positive control: a new sign-in token within its 12 h works');
  t.equal((await get(found)).status, 200, 'the legacy token works until its new expiry');
  t.equal((await get(admin)).status, 200, 'positive control: a token no passkey issued works');
  // What cannot be done: a legacy token the audit trail does not show is a plain paired token; it stays until revoked.
  t.equal((await get(unknown)).status, 200, 'a legacy token the audit trail does not show is still accepted (the WARN says how to revoke it)');
  const audit = readFileSync(join(dir, 'audit.log'), 'utf8');
  t.ok(audit.includes('"event":"webauthn.unrecorded_tokens"'), 'audited');
  first.d.child.kill('SIGTERM');
  await first.d.exited;

  const second = await start();
  t.same(second.d.lines.filter(unrecorded), [], 'the next start does not report the legacy passkey again');
});

// Review of 27 Nov, item 5: the first release that recorded sign-in tokens created a passkey's `tokens` list at its first
// sign-in after the upgrade, so looking for a missing list missed a passkey that had signed in since: its tokens from
// before the upgrade were never reported nor expired. A version 1 file now has every used passkey checked once.
t.test('the store: in a version 1 file a used passkey is checked whatever its tokens list holds; the file is marked version 2', async (t) => {
  const file = join(t.testdir(), 'credentials.json');
  const recorded = { hash: sha('recorded after the upgrade'), expires_at: new Date(T0 + SIGN_IN_TOKEN_TTL_MS).toISOString() };
  const SEEN = 'SSSSSSSSSSSSSSSSSSSSSSSS';
  writeFileSync(file, JSON.stringify({
    version: 1,
    credentials: [
      passkey(LEGACY, { last_used_at: '2026-11-27T05:30:00.000Z', tokens: [recorded] }),
      passkey(UNUSED, { tokens: [] }),
      passkey(SEEN, { last_used_at: '2026-11-26T05:30:00.000Z', tokens: [], unrecorded_sign_ins_seen_at: '2026-11-26T06:00:00.000Z' }),
    ],
  }), { mode: 0o600 });
  const store = new CredentialStore(file);
  t.same(store.legacy(T0).map((p) => p.id), [LEGACY], 'the passkey with a tokens list that signed in is reported (the one reported by an earlier start and the unused one are not)');
  const written = JSON.parse(readFileSync(file, 'utf8')) as { version: number; tokens_recorded_since: string; credentials: Record<string, unknown>[] };
  t.same([written.version, written.tokens_recorded_since], [2, new Date(T0).toISOString()], 'the file is marked: tokens recorded from this start on');
  t.match(written.credentials.find((c) => c.id === LEGACY), { tokens: [recorded], unrecorded_sign_ins_seen_at: new Date(T0).toISOString() }, 'its recorded tokens are kept, and it is marked seen');
  const next = new CredentialStore(file);
  next.used(LEGACY, 1, new Date(T0 + 1000));
  next.issued(LEGACY, sha('a later sign-in'), T0 + 1000 + SIGN_IN_TOKEN_TTL_MS);
  t.same(next.legacy(T0 + 2000), [], 'a version 2 file: sign-ins after the mark are recorded, nothing is reported again');
  t.equal((JSON.parse(readFileSync(file, 'utf8')) as { version: number }).version, 2, 'and it stays version 2');

  // A file this release creates is version 2 from the start: its passkeys are never reported.
  const fresh = join(t.testdir(), 'fresh.json');
  const created = new CredentialStore(fresh);
  created.add(passkey(NEW, { tokens: [] }) as never);
  created.used(NEW, 1, new Date(T0));
  t.same(new CredentialStore(fresh).legacy(T0 + 1000), [], 'a passkey registered under a release that records tokens is not reported');
  t.equal((JSON.parse(readFileSync(fresh, 'utf8')) as { version: number }).version, 2);
  // Positive control: a version 2 file edited to drop a used passkey's tokens list is still reported.
  const edited = JSON.parse(readFileSync(fresh, 'utf8')) as { credentials: Record<string, unknown>[] };
  delete edited.credentials[0]!.tokens;
  writeFileSync(fresh, JSON.stringify(edited), { mode: 0o600 });
  t.same(new CredentialStore(fresh).legacy(T0 + 2000).map((p) => p.id), [NEW], 'a version 2 passkey with no tokens list is reported');
});
