// OTP lockouts survive a real daemon restart (issue 37): five wrong codes through `svc otp verify` lock the operator's
// codes; the daemon stops and starts again over the same data directory, and a right code is still refused as locked.
// The state file is owner-only; a corrupt one is one WARN at the start and the daemon serves.
import t from 'tap';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = Buffer.from('otp-restart-test-secret');

t.test('a lockout earned before a restart still holds after it', async (t) => {
  const dir = tempConfigDir(t, ['[security.otp]', 'enabled = true', `secret = "${base32Encode(KEY)}"`, ''].join('\n'));
  const data = join(dir, 'data');
  const env = { SVC_CONFIG_DIR: dir };
  const file = join(data, 'state', 'otp-lockouts.json');
  const start = async () => {
    const d = daemon(['daemon'], env);
    t.teardown(() => void d.child.kill('SIGKILL'));
    await d.waitFor((l) => l.msg === 'ready', 30_000);
    return d;
  };
  const verify = (code: string) => svc(['otp', 'verify', code], env);

  const first = await start();
  const ok = await verify(totp(KEY, Date.now() / 1000));
  t.equal(ok.code, 0, `positive control: a right code is accepted before the lockout (${ok.stderr})`);
  for (let i = 0; i < 4; i++) t.match((await verify('000000')).stderr, /invalid: the code is wrong or expired/);
  t.match((await verify('000000')).stderr, /codes from the operator are refused for 30 s/);
  t.equal(statSync(file).mode & 0o777, 0o600, 'the state file is owner-only');
  first.child.kill('SIGTERM');
  t.equal(await first.exited, 0, 'the daemon stopped cleanly');

  const second = await start();
  const locked = await verify(totp(KEY, Date.now() / 1000 + 30));
  t.equal(locked.code, 1);
  t.match(locked.stderr, /locked after too many wrong codes in a row: try again in \d+ s/, 'a right code is refused after the restart: the lockout held');
  second.child.kill('SIGTERM');
  await second.exited;

  // A corrupt file: one WARN at the start, and the daemon serves.
  writeFileSync(file, '{"version":1,', { mode: 0o600 });
  const third = await start();
  const warned = third.lines.filter((l) => /lockout state file cannot be read/.test(String(l.msg)));
  t.equal(warned.length, 1, 'one WARN for the corrupt file');
  t.equal(warned[0]?.level, 40);
  const pending = await svc(['otp', 'pending'], env);
  t.equal(pending.code, 0, 'the daemon answers');
  t.match(pending.stdout, /no gated call waits/);
});
