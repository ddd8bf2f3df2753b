// `svc otp verify` on a terminal (review of issue 37, item 11's masked prompt): with `-` or no CODE it asks for the code
// and reads it masked (a * per character, never echoed) instead of refusing; a wrong typed code is refused as on argv.
// A real pty (script(1)) around the real binary, no daemon (the code is checked locally).
import t from 'tap';
import { spawn } from 'node:child_process';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { cleanEnv, SVC, type Result } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = Buffer.from('otp-verify-tty-secret!');

/** `svc <args>` on a terminal of script(1); `typed` is typed once the prompt shows. */
function onTerminal(args: string[], env: Record<string, string>, typed: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', [process.execPath, SVC, ...args].map((a) => `'${a}'`).join(' '), '/dev/null'], { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let asked = false;
    child.stdout.on('data', (d) => {
      stdout += d;
      if (!asked && /one-time password \(not shown\): /.test(stdout)) {
        asked = true;
        child.stdin.write(typed);
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr: '' });
    });
  });
}

t.test('svc otp verify on a terminal asks for the code, masked', async (t) => {
  const env = { SVC_CONFIG_DIR: tempConfigDir(t, ['[security.otp]', `secret = "${base32Encode(KEY)}"`, ''].join('\n')) };
  const code = totp(KEY, Date.now() / 1000);
  const right = await onTerminal(['otp', 'verify'], env, `${code}\r`);
  t.equal(right.code, 0, right.stdout);
  t.match(right.stdout, /one-time password \(not shown\): \*{6}/, 'asked, shown as stars');
  t.match(right.stdout, /valid \(no daemon runs/);
  t.notOk(right.stdout.includes(code), 'the code is never echoed');
  const wrong = await onTerminal(['otp', 'verify', '-'], env, '000000\r');
  t.equal(wrong.code, 1, 'a wrong typed code is refused');
  t.match(wrong.stdout, /invalid: the code is wrong or expired/);
  const cancelled = await onTerminal(['otp', 'verify'], env, '\u0003');
  t.equal(cancelled.code, 2, 'Ctrl-C at the prompt is a usage error, nothing checked');
});
