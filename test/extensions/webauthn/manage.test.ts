// Passkeys listed and removed, and the lifetime of the paired tokens passkey sign-ins issue (issue 37), against a real
// daemon: the passkey file is seeded with two passkeys and the tokens their sign-ins "issued" (in config.toml too). A token
// expired before the start is removed from config.toml at the start and refused; one that expires while the daemon runs
// is accepted, then refused from its expiry on (the per-request check, long before the prune); removing a passkey (svc
// webauthn remove, DELETE /api/webauthn/credentials/:id) revokes every token its sign-ins issued, at once and in
// config.toml, and leaves the other passkey's tokens alone. Lists never show a public key.
import t, { type Test } from 'tap';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const token = (): string => `svc_${randomBytes(32).toString('hex')}`;
const PUBLIC_KEY = 'pQECAyYgASFYIMUmNzNlc3QtcHVibGljLWtleS1jYW5hcnktMDEyMzQ1NiJYIA';

function credential(id: string, user: string, tokens: { hash: string; expires_at: string }[]) {
  return { id, public_key: PUBLIC_KEY, counter: 0, transports: ['internal'], user, created_at: '2026-01-01T00:00:00.000Z', last_used_at: null, tokens };
}

async function start(t: Test, env: Record<string, string>): Promise<string> {
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  return String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
}

t.test('passkey sign-in tokens expire, and removing a passkey revokes its tokens', async (t) => {
  const [admin, expired, soon, later, other] = [token(), token(), token(), token(), token()];
  const hashes = [admin, expired, soon, later, other].map(sha);
  const dir = tempConfigDir(t, [
    '[gateway]', 'host = "127.0.0.1"', 'port = 0',
    `paired_tokens = [${hashes.map((h) => `"${h}"`).join(', ')}]`,
    '[permission_profiles.admin]', 'admin = true',
    '[users.ops]', 'permission_profiles = ["admin"]', `tokens = [${hashes.slice(0, 4).map((h) => `"${h}"`).join(', ')}]`,
    '[users.dev]', 'permission_profiles = ["admin"]', `tokens = ["${hashes[4]}"]`,
    '',
  ].join('\n'));
  const data = join(dir, 'data');
  mkdirSync(join(data, 'webauthn'), { recursive: true, mode: 0o700 });
  const soonAt = Date.now() + 4_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const A = 'AAAAAAAAAAAAAAAAAAAAAAAA';
  const B = 'BBBBBBBBBBBBBBBBBBBBBBBB';
  writeFileSync(
    join(data, 'webauthn', 'credentials.json'),
    JSON.stringify({
      version: 1,
      credentials: [
        credential(A, 'ops', [{ hash: hashes[1]!, expires_at: at(Date.now() - 60_000) }, { hash: hashes[2]!, expires_at: at(soonAt) }, { hash: hashes[3]!, expires_at: at(Date.now() + 3_600_000) }]),
        credential(B, 'dev', [{ hash: hashes[4]!, expires_at: at(Date.now() + 3_600_000) }]),
      ],
    }),
    { mode: 0o600 },
  );
  const env = { SVC_CONFIG_DIR: dir, SVC_DATA_DIR: data };
  const gateway = await start(t, env);
  const get = (tok: string, path = '/api/status') => send(gateway, path, { method: 'GET', headers: { authorization: `Bearer ${tok}` } });
  const config = () => readFileSync(join(dir, 'config.toml'), 'utf8');

  // Expired before the start: pruned from config.toml (both lists) at the start, and refused.
  t.notOk(config().includes(hashes[1]!), 'the expired token is no longer in config.toml');
  t.equal((await get(expired)).status, 401, 'the expired token is refused');
  t.equal((await get(admin)).status, 200, 'positive control: a token no passkey issued works');
  t.equal((await get(later)).status, 200, 'a live sign-in token works');

  // Expires while the daemon runs: accepted until then, refused from then on (the prune runs only every 10 min).
  t.equal((await get(soon)).status, 200, 'accepted before its expiry');
  await waitFor(async () => (await get(soon)).status === 401, 'the token to be refused after its expiry', 15_000);
  t.ok(Date.now() >= soonAt, 'refused only once expired');
  t.ok(config().includes(hashes[2]!), 'still listed in config.toml (not pruned yet): the per-request check refused it');

  // Lists: the CLI (through the daemon) and the admin API, never the public key.
  const listed = await svc(['webauthn', 'list', '--json'], env);
  t.equal(listed.code, 0, listed.stderr);
  t.notOk(listed.stdout.includes(PUBLIC_KEY), 'no public key in the list');
  const rows = (JSON.parse(listed.stdout) as { credentials: { id: string; user: string; tokens: number }[] }).credentials;
  t.same(rows.map((r) => [r.id, r.user, r.tokens]), [[A, 'ops', 1], [B, 'dev', 1]], 'each passkey with its live tokens');
  const api = await get(admin, '/api/webauthn/credentials');
  t.equal(api.status, 200, api.text);
  t.same((api.body.credentials as { id: string }[]).map((c) => c.id), [A, B]);
  t.notOk(api.text.includes(PUBLIC_KEY));

  // svc webauthn remove by an id prefix: every token passkey A issued is revoked at once, B's stay.
  const removed = await svc(['webauthn', 'remove', A.slice(0, 10)], env);
  t.equal(removed.code, 0, removed.stderr);
  t.match(removed.stdout, /revoked 2 tokens .*the running daemon refuses them/);
  t.equal((await get(later)).status, 401, 'the live token of the removed passkey is refused');
  t.equal((await get(other)).status, 200, 'positive control: the other passkey\'s token still works');
  t.notOk(config().includes(hashes[3]!), 'removed from config.toml');
  t.ok(config().includes(hashes[0]!), 'the admin token stays');
  const audit = readFileSync(join(dir, 'audit.log'), 'utf8');
  t.match(audit, /"event":"webauthn\.removed"/);
  t.notOk(audit.includes(hashes[3]!), 'the audit trail names no token hash');

  // The admin API: a wrong id is 404, B's id removes B and revokes its token.
  t.equal((await send(gateway, '/api/webauthn/credentials/CCCCCCCCCCCC', { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } })).status, 404);
  const del = await send(gateway, `/api/webauthn/credentials/${B}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
  t.match(del, { status: 200, body: { removed: true, id: B, revoked: 1 } });
  t.equal((await get(other)).status, 401, 'B\'s token is refused');
  t.notOk(config().includes(hashes[4]!), 'and gone from config.toml (users.dev.tokens too)');
  const none = await svc(['webauthn', 'list'], env);
  t.match(none.stdout, /no passkeys are registered/);
});

t.test('an unreadable passkey file is reported at the start and does not break other tokens', async (t) => {
  const admin = token();
  const dir = tempConfigDir(t, ['[gateway]', 'host = "127.0.0.1"', 'port = 0', `paired_tokens = ["${sha(admin)}"]`, ''].join('\n'));
  const data = join(dir, 'data');
  mkdirSync(join(data, 'webauthn'), { recursive: true, mode: 0o700 });
  writeFileSync(join(data, 'webauthn', 'credentials.json'), '{ not json', { mode: 0o600 });
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir, SVC_DATA_DIR: data });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  t.ok(d.lines.some((l) => l.level === 50 && l.ext === 'webauthn'), 'the start logs the unreadable file at ERROR');
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  t.equal((await send(gateway, '/api/status', { method: 'GET', headers: { authorization: `Bearer ${admin}` } })).status, 200, 'a paired token still works');
  t.equal((await send(gateway, '/api/status', { method: 'GET', headers: { authorization: `Bearer ${token()}` } })).status, 401, 'positive control: an unknown token is refused');
});
