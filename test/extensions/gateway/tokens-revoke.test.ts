// `svc gateway tokens revoke` as a real process: through a running daemon the very next request with the token is a 401.
import t from 'tap';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

function token(): { token: string; hash: string } {
  const value = `svc_${randomBytes(32).toString('hex')}`;
  return { token: value, hash: createHash('sha256').update(value).digest('hex') };
}

async function status(url: string, bearer: string): Promise<number> {
  return (await fetch(`${url}/api/config/list`, { headers: { authorization: `Bearer ${bearer}` } })).status;
}

/** The stored enc2: value of each paired token, in file order. */
function storedTokens(dir: string): string[] {
  const line = /paired_tokens = \[([^\]]*)\]/.exec(readFileSync(join(dir, 'config.toml'), 'utf8'))?.[1] ?? '';
  return [...line.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** `svc gateway` on the given config dir, ready, with its base URL; killed at teardown. */
async function gatewayDaemon(t: { teardown(fn: () => void): void }, env: Record<string, string>) {
  const g = daemon(['gateway'], env);
  t.teardown(() => void g.child.kill('SIGKILL'));
  const listening = await g.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway');
  await g.waitFor((l) => l.msg === 'ready');
  return { g, url: String(listening.url).replace(/\/$/, '') };
}

t.test('revoke through the running daemon: the next request with that token is 401, no SIGHUP; others keep working', async (t) => {
  const [a, b, c] = [token(), token(), token()];
  const dir = tempConfigDir(t, `[gateway]\npaired_tokens = ["${a.hash}", "${b.hash}", "${c.hash}"]\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const { g, url } = await gatewayDaemon(t, env);
  t.equal(await status(url, a.token), 200, 'token a works before');

  const revoke = await svc(['gateway', 'tokens', 'revoke', a.hash.slice(0, 12)], env);
  t.equal(revoke.code, 0, revoke.stderr);
  t.equal(revoke.stdout, `revoked 1 token; the running daemon (pid ${g.child.pid}) refuses it from now on\n`);
  t.notMatch(revoke.stdout + revoke.stderr, /SIGHUP/);
  t.equal(await status(url, a.token), 401, 'the very next request with the revoked token is refused');
  t.equal(await status(url, b.token), 200, 'another token still works');
  t.notOk(g.lines.some((l) => l.msg === 'config reloaded'), 'no reload was needed');
  t.match(g.lines.filter((l) => l.msg === 'config changed'), [{ paths: ['gateway.paired_tokens'], by: 'cli' }]);
  const list = await svc(['gateway', 'tokens', 'list'], env);
  t.equal(list.stdout, `${b.hash.slice(0, 12)}\n${c.hash.slice(0, 12)}\n`);

  const none = await svc(['gateway', 'tokens', 'revoke', a.hash.slice(0, 12)], env);
  t.equal(none.code, 2, 'a prefix no token has is a usage error, through the daemon too');
  t.match(none.stderr, new RegExp(`no paired token hash in config\\.toml starts with ${a.hash.slice(0, 12)}`));

  g.child.kill('SIGTERM');
  t.equal(await g.exited, 0);

  // Without a daemon the CLI writes the file itself; the token it keeps keeps its ciphertext.
  const [, keptC] = storedTokens(dir);
  t.match(keptC, /^enc2:/);
  const offline = await svc(['gateway', 'tokens', 'revoke', b.hash.slice(0, 12)], env);
  t.equal(offline.code, 0, offline.stderr);
  t.equal(offline.stdout, 'revoked 1 token; no daemon runs on this data directory, so the next one to start refuses it\n');
  t.same(storedTokens(dir), [keptC], 'the remaining token was not re-encrypted');
  const none2 = await svc(['gateway', 'tokens', 'revoke', 'zz'], env);
  t.equal(none2.code, 2);
});

t.test('two revokes at once without a daemon: both tokens are gone (each decides on the file under the lock)', async (t) => {
  const [a, b, c] = [token(), token(), token()];
  const dir = tempConfigDir(t, `[gateway]\npaired_tokens = ["${a.hash}", "${b.hash}", "${c.hash}"]\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const [ra, rb] = await Promise.all([svc(['gateway', 'tokens', 'revoke', a.hash.slice(0, 8)], env), svc(['gateway', 'tokens', 'revoke', b.hash.slice(0, 8)], env)]);
  t.equal(ra.code, 0, ra.stderr);
  t.equal(rb.code, 0, rb.stderr);
  t.equal((await svc(['gateway', 'tokens', 'list'], env)).stdout, `${c.hash.slice(0, 12)}\n`, 'only the third token is left');
});

t.test('pairing appends to the list as it is on disk: a token written by hand meanwhile is kept', async (t) => {
  const [a, b] = [token(), token()];
  const dir = tempConfigDir(t, `[gateway]\npaired_tokens = ["${a.hash}"]\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const { g, url } = await gatewayDaemon(t, env);
  // An operator seeds a second token by hand and reloads nothing.
  writeFileSync(join(dir, 'config.toml'), `[gateway]\npaired_tokens = ["${a.hash}", "${b.hash}"]\n`);
  const code = await svc(['gateway', 'get-paircode'], env);
  t.equal(code.code, 0, code.stderr);
  const paired = await fetch(`${url}/pair`, { method: 'POST', headers: { 'x-pairing-code': code.stdout.trim() } });
  t.equal(paired.status, 200);
  const fresh = ((await paired.json()) as { token: string }).token;
  t.equal(storedTokens(dir).length, 3, 'the hand-written token and the new one are both in the file');
  t.equal(await status(url, b.token), 200, 'the hand-written token works: the write made the disk list the running one');
  t.equal(await status(url, fresh), 200);
  g.child.kill('SIGTERM');
  t.equal(await g.exited, 0);
});
