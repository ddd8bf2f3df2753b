// The control socket's peer uid against a real daemon (run as root, so that a client can run as another uid): with a
// users.<name>.uid for uid 65534 the socket is opened (0666); a client running as 65534 proves its uid and gets what
// that user's profiles grant (daemon.status), not more (estop, config writes); an unmapped uid gets nothing; the daemon's
// own uid stays the operator until security.trust_daemon_uid = false, after which it too must be a mapped user.
import t from 'tap';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callControl } from '../../runner/control.js';
import { daemon } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const CONTROL = fileURLToPath(new URL('../../dist/runner/control.js', import.meta.url));

/** Sends one command as `uid` from a child process; its answer, or the error code and message. */
function asUid(uid: number, sock: string, command: string, args: unknown = {}): Promise<{ ok: boolean; code?: string; message?: string; result?: unknown }> {
  const script = `import { callControl } from ${JSON.stringify(CONTROL)};
try { const result = await callControl(${JSON.stringify(sock)}, ${JSON.stringify(command)}, ${JSON.stringify(args)}, 15000); process.stdout.write(JSON.stringify({ ok: true, result })); }
catch (err) { process.stdout.write(JSON.stringify({ ok: false, code: err.code, message: err.message })); }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { uid, gid: uid, cwd: '/', env: { PATH: process.env.PATH ?? '' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('close', () => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`the client as uid ${uid} printed ${out} ${err}`));
      }
    });
  });
}

t.test('peer uids map to users and their profiles', { skip: process.getuid?.() !== 0 && 'needs root, to run a client as another uid' }, async (t) => {
  const dir = tempConfigDir(t, [
    '[gateway]', 'host = "127.0.0.1"', 'port = 0',
    '[permission_profiles.watch]', 'grants = { daemon = ["read"] }',
    '[users.alice]', 'permission_profiles = ["watch"]', 'uid = 65534',
    '',
  ].join('\n'));
  chmodSync(dir, 0o711);
  const data = join(dir, 'data');
  mkdirSync(data, { mode: 0o711 });
  chmodSync(data, 0o711);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir, SVC_DATA_DIR: data });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const sock = join(data, 'svc.sock');
  t.equal(statSync(sock).mode & 0o777, 0o666, 'a users.<name>.uid of another uid opens the socket');

  t.match(await asUid(65534, sock, 'daemon.status'), { ok: true, result: { pid: d.child.pid } }, 'alice (uid 65534) may read the daemon\'s status');
  t.match(await asUid(65534, sock, 'estop.status'), { ok: false, code: 'SVC_ERR_CONTROL', message: /user alice may not read estop/ }, 'but not what her profile does not grant');
  t.match(await asUid(65534, sock, 'config.set', { file: join(dir, 'config.toml'), changes: { 'gateway.request_timeout_secs': 31 } }), { ok: false, code: 'SVC_ERR_CONTROL', message: /may not write gateway\.request_timeout_secs/ }, 'nor write the config');
  t.match(await asUid(65533, sock, 'daemon.status'), { ok: false, code: 'SVC_ERR_CONTROL', message: /uid 65533 is no users\.<name>\.uid/ }, 'an unmapped uid gets nothing');
  t.match(await callControl(sock, 'estop.status', {}), {}, 'positive control: the daemon\'s own uid (root) is the operator');

  // trust_daemon_uid = false: the daemon's own uid must be a user too (set through the socket while it is trusted).
  await callControl(sock, 'config.set', { file: join(dir, 'config.toml'), changes: { 'security.trust_daemon_uid': false } });
  await t.rejects(callControl(sock, 'daemon.status', {}), { code: 'SVC_ERR_CONTROL', message: /uid 0 is no users\.<name>\.uid \(the daemon's own uid, not trusted/ });
  t.match(await asUid(65534, sock, 'daemon.status'), { ok: true }, 'alice still may');
  await d.waitFor((l) => l.msg === 'permission refused' && l.surface === 'control' && l.uid === '65533');
});
