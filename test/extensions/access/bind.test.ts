// Binding paired tokens to users, through the real CLI and daemon (trial 49, items 11 and 12): the first [users.*]
// warns of the tokens it locks out (svc config set, PATCH /api/config, the daemon's log, offline writes), svc access
// bind refuses a prefix that names no paired token or several, a token bound to another user is unbound first (svc
// access unbind), svc gateway tokens list names each token's user, and svc gateway tokens revoke drops the binding.
import t, { type Test } from 'tap';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc, type Daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const BASE = [
  '[gateway]',
  'host = "127.0.0.1"',
  'port = 0',
  '[permission_profiles.admin]',
  'admin = true',
  '[permission_profiles.readonly]',
  'grants = { config = ["read"] }',
];

async function start(t: Test, env: Record<string, string>): Promise<{ d: Daemon; gateway: string }> {
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  return { d, gateway: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
}

async function pair(t: Test, gateway: string, env: Record<string, string>): Promise<string> {
  const code = await svc(['gateway', 'get-paircode', '--new'], env);
  t.equal(code.code, 0, code.stderr);
  const res = await send(gateway, '/pair', { headers: { 'x-pairing-code': code.stdout.trim() } });
  t.equal(res.status, 200, res.text);
  return String(res.body.token);
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const prefix = (token: string) => hash(token).slice(0, 12);
const LOCKOUT = /users are now configured, so 2 paired tokens bound to no user are refused .*svc access bind PREFIX --user NAME/;

t.test('svc config set of the first user warns; bind, unbind, list and revoke through the daemon', async (t) => {
  const dir = tempConfigDir(t, [...BASE, ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const { d, gateway } = await start(t, env);
  const a = await pair(t, gateway, env);
  const b = await pair(t, gateway, env);

  const first = await svc(['config', 'set', 'users.boss.permission_profiles', '["admin"]'], env);
  t.equal(first.code, 0, first.stderr);
  t.match(first.stdout, /applied by the running daemon/);
  t.match(first.stderr, LOCKOUT, 'the CLI warns with the count and the command');
  t.match(first.stderr, new RegExp(`${prefix(a)}.*${prefix(b)}|${prefix(b)}.*${prefix(a)}`), 'naming the prefixes');
  await d.waitFor((l) => l.level === 40 && LOCKOUT.test(String(l.msg)), 10_000);
  const second = await svc(['config', 'set', 'users.viewer.permission_profiles', '["readonly"]'], env);
  t.equal(second.code, 0, second.stderr);
  t.notMatch(second.stderr, /users are now configured/, 'users existed already: no second warning');

  const none = await svc(['access', 'bind', '000000000000', '--user', 'viewer'], env);
  t.equal(none.code, 2, 'a prefix of no paired token is a usage error');
  t.match(none.stderr, /no paired token's hash starts with 000000000000/);
  t.notMatch(readFileSync(join(dir, 'config.toml'), 'utf8'), /000000000000/, 'nothing was written');

  const bound = await svc(['access', 'bind', prefix(a), '--user', 'boss'], env);
  t.equal(bound.code, 0, bound.stderr);
  t.match(bound.stdout, /acts as user boss from the next request/);
  const again = await svc(['access', 'bind', prefix(a), '--user', 'boss'], env);
  t.equal(again.code, 0, again.stderr);
  t.match(again.stdout, /already bound to user boss/);
  const taken = await svc(['access', 'bind', hash(a).slice(0, 20), '--user', 'viewer'], env);
  t.equal(taken.code, 2, 'bound to another user: refused');
  t.match(taken.stderr, new RegExp(`bound to user boss.*unbind it first \\(svc access unbind ${prefix(a)}\\)`));

  const listed = await svc(['gateway', 'tokens', 'list'], env);
  t.equal(listed.code, 0, listed.stderr);
  t.match(listed.stdout, new RegExp(`${prefix(a)}  user boss`));
  t.match(listed.stdout, new RegExp(`${prefix(b)}  user \\(none: refused while \\[users\\] exist\\)`));
  t.same(JSON.parse((await svc(['gateway', 'tokens', 'list', '--json'], env)).stdout).tokens.sort((x: { prefix: string }, y: { prefix: string }) => (x.prefix === prefix(a) ? -1 : 1)), [
    { prefix: prefix(a), user: 'boss' },
    { prefix: prefix(b), user: null },
  ]);
  // The bound token works, the unbound one is refused.
  const as = (token: string) => send(gateway, '/api/config/list', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
  t.equal((await as(a)).status, 200, 'bound to an admin');
  t.equal((await as(b)).status, 403, 'bound to nobody');

  const unbound = await svc(['access', 'unbind', prefix(a)], env);
  t.equal(unbound.code, 0, unbound.stderr);
  t.match(unbound.stdout, /bound to no user now \(was: boss\)/);
  t.equal((await as(a)).status, 403, 'unbound: refused from the next request');
  const nothing = await svc(['access', 'unbind', prefix(a)], env);
  t.equal(nothing.code, 2, 'unbinding what is bound to nobody is a usage error');
  const moved = await svc(['access', 'bind', prefix(a), '--user', 'viewer'], env);
  t.equal(moved.code, 0, moved.stderr);
  t.equal((await svc(['access', 'bind', prefix(b), '--user', 'boss'], env)).code, 0);

  const revoked = await svc(['gateway', 'tokens', 'revoke', prefix(a)], env);
  t.equal(revoked.code, 0, revoked.stderr);
  const toml = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.notMatch(toml, new RegExp(prefix(a)), 'the revoked token left users.viewer.tokens');
  t.match(toml, new RegExp(`tokens = \\[\\s*"${prefix(b)}"`), 'the other binding stays');
  t.equal((await as(b)).status, 200, 'the other token still works');
});

t.test('PATCH /api/config of the first user answers with the warning', async (t) => {
  const dir = tempConfigDir(t, [...BASE, ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const { gateway } = await start(t, env);
  const a = await pair(t, gateway, env);
  const write = (path: string, value: unknown) =>
    send(gateway, '/api/config', { method: 'PATCH', headers: { authorization: `Bearer ${a}`, 'content-type': 'application/json', 'if-match': '*' }, body: JSON.stringify({ path, value }) });
  const before = await write('gateway.request_timeout_secs', 31);
  t.equal(before.status, 200, before.text);
  t.equal(before.body.warnings, undefined, 'no warning for another write');
  const res = await write('users.boss.permission_profiles', ['admin']);
  t.equal(res.status, 200, res.text);
  t.match(res.body.warnings, [/so 1 paired token bound to no user is refused .*svc access bind PREFIX --user NAME/]);
  t.equal((await write('gateway.request_timeout_secs', 32)).status, 403, 'and it is refused from then on');
});

t.test('offline: the first user warns on stderr; a prefix of several tokens is refused', async (t) => {
  const h1 = `abcdefabcdef1${'0'.repeat(51)}`;
  const h2 = `abcdefabcdef2${'0'.repeat(51)}`;
  const dir = tempConfigDir(t, [BASE[0], BASE[1], BASE[2], `paired_tokens = ["${h1}", "${h2}"]`, ...BASE.slice(3), ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const set = await svc(['config', 'set', 'users.viewer.permission_profiles', '["readonly"]'], env);
  t.equal(set.code, 0, set.stderr);
  t.match(set.stderr, LOCKOUT);
  const several = await svc(['access', 'bind', 'abcdefabcdef', '--user', 'viewer'], env);
  t.equal(several.code, 2);
  t.match(several.stderr, /starts the hashes of 2 paired tokens .*give more digits/);
  const one = await svc(['access', 'bind', 'abcdefabcdef2', '--user', 'viewer'], env);
  t.equal(one.code, 0, one.stderr);
  const doctor = await svc(['doctor', '--json'], env);
  t.match(doctor.stdout, /1 paired token\(s\) bound to no user are refused: abcdefabcdef/);
});
