// `svc otp verify` reads the code from stdin when CODE is `-` or left out (issue 37), so it stays out of shell history
// and `ps`; the argv form still works. Through the real binary: with no daemon (checked locally) and through a running
// daemon (the control socket). Empty stdin is a usage error (exit 2); a wrong code on stdin is refused like one on argv.
import t from 'tap';
import { spawn } from 'node:child_process';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { cleanEnv, daemon, SVC, svc, type Result } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = Buffer.from('otp-stdin-test-secret!');

/** `svc <args>` with `input` written to its stdin (a pipe, not a terminal). */
function piped(args: string[], env: Record<string, string>, input: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SVC, ...args], { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

t.test('svc otp verify reads the code from stdin with - or no CODE', async (t) => {
  const dir = tempConfigDir(t, ['[security.otp]', 'enabled = true', `secret = "${base32Encode(KEY)}"`, ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const now = () => totp(KEY, Date.now() / 1000);

  // No daemon: the code is only checked here.
  const dash = await piped(['otp', 'verify', '-'], env, `${now()}\n`);
  t.equal(dash.code, 0, dash.stderr);
  t.match(dash.stdout, /^valid \(no daemon runs/, '`-` reads the code from stdin');
  const none = await piped(['otp', 'verify', '--json'], env, `  ${now()}  \n`);
  t.equal(none.code, 0, none.stderr);
  t.match(JSON.parse(none.stdout), { valid: true }, 'no CODE reads it from stdin too (spaces around are ignored)');
  const wrong = await piped(['otp', 'verify', '-'], env, '000000\n');
  t.equal(wrong.code, 1);
  t.match(wrong.stderr, /invalid: the code is wrong or expired/, 'a wrong code on stdin is refused');
  const empty = await piped(['otp', 'verify', '-'], env, '');
  t.equal(empty.code, 2, 'empty stdin is a usage error');
  t.match(empty.stderr, /no code on stdin/);
  const closed = await svc(['otp', 'verify'], env);
  t.equal(closed.code, 2, 'no CODE and nothing on stdin (/dev/null) is a usage error, not a hang');
  const argv = await svc(['otp', 'verify', now()], env);
  t.equal(argv.code, 0, `positive control: the argv form still works (${argv.stderr})`);

  // Through a running daemon: the code piped in reaches it over the control socket.
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const wrongThere = await piped(['otp', 'verify', '-'], env, '000000\n');
  t.equal(wrongThere.code, 1);
  t.match(wrongThere.stderr, /invalid: the code is wrong or expired/);
  await d.waitFor((l) => l.msg === 'a one-time password was refused' && l.by === 'cli', 5_000);
  const there = await piped(['otp', 'verify', '-', '--challenge', 'otp_000000000000'], env, `${totp(KEY, Date.now() / 1000 + 30)}\n`);
  t.equal(there.code, 1);
  t.match(there.stderr, /no gated call waits under challenge "otp_000000000000"/, 'the daemon answered, with the challenge given beside `-`');
  const ok = await piped(['otp', 'verify'], env, `${totp(KEY, Date.now() / 1000 + 30)}\n`);
  t.equal(ok.code, 0, ok.stderr);
  t.match(ok.stdout, /^valid\n$/, 'the daemon checked the piped code (no "no daemon runs")');
});
