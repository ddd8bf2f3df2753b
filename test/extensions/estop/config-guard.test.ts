// An engaged emergency stop cannot be ended by a config write: a reload that changes security.estop reloads the stop
// (which would release it without a code), and a change to security.otp could drop the code resuming needs. While
// engaged, `svc config set` and `PATCH /api/config` of either section are refused as invalid and the stop stays
// engaged; other writes still apply; after `svc estop resume --code` the same write works. Nor does an edit of the
// file with the daemon down: the stop and the code it needs are read from the state file at the next start. A real daemon.
import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { daemon, svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = Buffer.from('estop-guard-otp-secret');

t.test('while engaged, security.estop and security.otp cannot be changed; after resume they can', async (t) => {
  const dir = tempConfigDir(t, [
    '[gateway]',
    'host = "127.0.0.1"',
    'port = 0',
    'require_pairing = false',
    '[security.otp]',
    `secret = "${base32Encode(KEY)}"`,
    '[security.estop]',
    'enabled = true',
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const status = async () => JSON.parse((await svc(['estop', 'status', '--json'], env)).stdout) as { enabled: boolean; engaged: boolean };
  const patch = (path: string, value: unknown) =>
    send(gateway, '/api/config', { method: 'PATCH', headers: { 'content-type': 'application/json', 'if-match': '*' }, body: JSON.stringify({ path, value }) });

  t.equal((await svc(['estop', 'engage', '--reason', 'runaway agent'], env)).code, 0);
  t.match(await status(), { enabled: true, engaged: true });

  const viaCli = await svc(['config', 'set', 'security.estop.enabled', 'false'], env);
  t.equal(viaCli.code, 2, 'svc config set is refused as the daemon\'s config store refuses an invalid config');
  t.match(viaCli.stderr, /the emergency stop is engaged: resume it \(svc estop resume\) before changing security\.estop/);
  const viaApi = await patch('security.estop.enabled', false);
  t.equal(viaApi.status, 400, viaApi.text);
  t.match(JSON.parse(viaApi.text), { error: 'validation_failed', errors: [{ path: 'security.estop', message: /the emergency stop is engaged/ }] });
  const stateFile = await patch('security.estop.state_file', 'elsewhere.json');
  t.equal(stateFile.status, 400, 'nor its state file');
  const otp = await patch('security.otp.secret', base32Encode(Buffer.from('an-attacker-otp-secret')));
  t.equal(otp.status, 400, 'nor security.otp (a secret the caller knows)');
  t.match(otp.text, /before changing security\.otp/);
  t.match(await status(), { enabled: true, engaged: true }, 'the stop stays engaged');
  const other = await patch('gateway.require_pairing', false);
  t.equal(other.status, 200, `other writes still apply: ${other.text}`);

  const ok = await svc(['estop', 'resume', '--code', totp(KEY, Date.now() / 1000)], env);
  t.equal(ok.code, 0, ok.stderr);
  const after = await svc(['config', 'set', 'security.estop.enabled', 'false'], env);
  t.equal(after.code, 0, after.stderr);
  t.match(await status(), { enabled: false, engaged: false });
  d.child.kill('SIGTERM');
  await d.exited;
});

t.test('an edit of config.toml before a restart does not release an engaged stop, nor drop the code resuming needs', async (t) => {
  const head = ['[gateway]', 'host = "127.0.0.1"', 'port = 0', 'require_pairing = false', '[security.otp]', `secret = "${base32Encode(KEY)}"`];
  const dir = tempConfigDir(t, [...head, '[security.estop]', 'enabled = true', 'require_otp_to_resume = true', ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const status = async () => JSON.parse((await svc(['estop', 'status', '--json'], env)).stdout) as { enabled: boolean; engaged: boolean };
  const first = daemon(['daemon'], env);
  t.teardown(() => void first.child.kill('SIGKILL'));
  await first.waitFor((l) => l.msg === 'ready', 30_000);
  t.equal((await svc(['estop', 'engage', '--reason', 'leak'], env)).code, 0);
  first.child.kill('SIGTERM');
  await first.exited;

  // With the daemon down, the operator's file is edited: estop off, no code needed, the state file moved.
  writeFileSync(join(dir, 'config.toml'), [...head, '[security.estop]', 'enabled = false', 'require_otp_to_resume = false', 'state_file = "moved.json"', ''].join('\n'));
  t.match(await status(), { enabled: false, engaged: true }, 'without a daemon, status reads the stop from the default state file');
  const second = daemon(['daemon'], env);
  t.teardown(() => void second.child.kill('SIGKILL'));
  await second.waitFor((l) => l.msg === 'ready', 30_000);
  t.ok(second.lines.some((l) => /does not release a stop engaged before/.test(String(l.msg))), 'the start says why it stays engaged');
  t.match(await status(), { enabled: false, engaged: true }, 'still engaged after the restart');
  const bare = await svc(['estop', 'resume'], env);
  t.not(bare.code, 0, 'resuming without a code is refused: the code was required when the stop was engaged');
  t.match(bare.stderr, /one-time password/);
  t.match(await status(), { engaged: true });
  const ok = await svc(['estop', 'resume', '--code', totp(KEY, Date.now() / 1000)], env);
  t.equal(ok.code, 0, ok.stderr);
  t.match(await status(), { engaged: false });
  second.child.kill('SIGTERM');
  await second.exited;
});
