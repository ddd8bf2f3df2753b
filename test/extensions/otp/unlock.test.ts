// `svc otp unlock` (review of issue 37, item 3: no recovery from a lockout was offered). Through the real binary with no
// daemon: the operator's lockout in <data dir>/state/otp-lockouts.json is cleared, the last code used is kept (it is
// still refused as used), a sender's lockout stays unless --all; with a daemon running the command refuses and the
// file is left as it was (the daemon keeps its counts in memory).
import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OtpGate, MAX_FAILURES } from '../../../extensions/otp/gate.js';
import { emptyState, Lockout, readState, secretTag, serialise } from '../../../extensions/otp/lockouts.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { otpConfig, silent, track } from './harness.js';

const KEY = Buffer.from('otp-unlock-test-secret');

t.test('svc otp unlock clears the operator lockout in the state file, keeps the last code used; --all clears senders', async (t) => {
  const dir = tempConfigDir(t, ['[security.otp]', `secret = "${base32Encode(KEY)}"`, ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const file = join(dir, 'data', 'state', 'otp-lockouts.json');
  const tag = secretTag(KEY);
  const now = Date.now();
  const used = totp(KEY, now / 1000);
  const settings = () => otpConfig({ secret: base32Encode(KEY) });

  // A daemon's earlier run: a code used, then the operator locked out, and one channel sender locked out.
  const first = track(t, new OtpGate({ settings, logger: silent, stateFile: file }));
  t.match(first.verify(used, 'cli'), { valid: true });
  for (let i = 0; i < MAX_FAILURES; i++) first.verify('000000', 'cli');
  t.match(first.verify(totp(KEY, now / 1000 + 30), 'cli'), { reason: /locked/ }, 'positive control: locked');
  first.close();
  const state = readState(file, tag, now)!;
  state.senders.set('webhook.public\u0000mallory', Object.assign(new Lockout(), { failures: 5, strikes: 1, until: now + 600_000, lastFailure: now + 600_000 }));
  writeFileSync(file, serialise(state, tag, now), { mode: 0o600 });

  // With a daemon running: refused, the file left alone.
  const before = readFileSync(file, 'utf8');
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const running = await svc(['otp', 'unlock'], env);
  t.equal(running.code, 2, 'refused while a daemon runs');
  t.match(running.stderr, /a daemon runs on this data directory, and it keeps its wrong-code counts in memory .*stop it/);
  d.child.kill('SIGTERM');
  await d.exited;
  t.equal(readFileSync(file, 'utf8'), before, 'the file is left as it was');
  t.ok(readState(file, tag, Date.now())!.operator.left(Date.now()) > 0, 'the operator is still locked in it');

  const unlocked = await svc(['otp', 'unlock'], env);
  t.equal(unlocked.code, 0, unlocked.stderr);
  t.match(unlocked.stdout, /the operator's lockout and wrong-code count are cleared; the last code used is kept/);
  const after = track(t, new OtpGate({ settings, logger: silent, stateFile: file }));
  after.open();
  t.match(after.verify(used, 'cli'), { valid: false, reason: /already used/ }, 'the code used before is still refused as used');
  t.match(after.verify(totp(KEY, Date.now() / 1000 + 30), 'cli'), { valid: true }, 'a new code is accepted: the lockout is gone');
  after.close();
  t.ok(readState(file, tag, Date.now())!.senders.has('webhook.public\u0000mallory'), 'without --all the sender\'s lockout stays');

  const all = await svc(['otp', 'unlock', '--all'], env);
  t.equal(all.code, 0, all.stderr);
  t.match(all.stdout, /cleared 1 sender and 0 channel count\(s\)/);
  t.equal(readState(file, tag, Date.now())!.senders.size, 0, '--all cleared the sender');

  // No file, and an unreadable one.
  const none = await svc(['otp', 'unlock'], { SVC_CONFIG_DIR: tempConfigDir(t, ['[security.otp]', `secret = "${base32Encode(KEY)}"`, ''].join('\n')) });
  t.equal(none.code, 0);
  t.match(none.stdout, /no lockout is kept/);
  writeFileSync(file, '{not json');
  const broken = await svc(['otp', 'unlock'], env);
  t.equal(broken.code, 2);
  t.match(broken.stderr, /cannot be read .*delete it/);
});
