// `svc estop resume` reads the one-time password from stdin (review of issue 37, item 11): `--code -` takes the first line
// of a pipe, and on a terminal asks for it masked (also when --code is left out while resuming needs a code), so the
// code of a 3 a.m. resume stays out of shell history and `ps`; `--code CODE` still works. Through the real binary, with
// no daemon (the state file) and through a running daemon (the control socket); a terminal is a real pty (script(1)).
import t from 'tap';
import { spawn } from 'node:child_process';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { cleanEnv, daemon, SVC, svc, type Result } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const KEY = Buffer.from('estop-resume-stdin-otp!');
const code = (): string => totp(KEY, Date.now() / 1000);

/** `svc <args>` with `input` on its stdin: a pipe, or (tty) a terminal of script(1) that `input` is typed into once asked. */
function run(args: string[], env: Record<string, string>, input: string, tty = false): Promise<Result> {
  return new Promise((resolve, reject) => {
    const argv = tty ? ['script', '-qec', [process.execPath, SVC, ...args].map((a) => `'${a}'`).join(' '), '/dev/null'] : [process.execPath, SVC, ...args];
    const child = spawn(argv[0]!, argv.slice(1), { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let typed = false;
    child.stdout.on('data', (d) => {
      stdout += d;
      // On the terminal: type the code once the prompt is shown (script(1) passes its stdin to the pty).
      if (tty && !typed && /one-time password \(not shown\): /.test(stdout)) {
        typed = true;
        child.stdin.write(input);
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (c, signal) => {
      clearTimeout(timer);
      resolve({ code: c, signal, stdout, stderr });
    });
    if (!tty) child.stdin.end(input);
  });
}

const setup = (t: { teardown(fn: () => void): void }) => {
  const dir = tempConfigDir(t, ['[security.otp]', `secret = "${base32Encode(KEY)}"`, '[security.estop]', 'enabled = true', 'require_otp_to_resume = true', ''].join('\n'));
  return { SVC_CONFIG_DIR: dir };
};

t.test('no daemon: --code - reads the code from a pipe; an empty pipe is a usage error; --code CODE still works', async (t) => {
  const env = setup(t);
  const engaged = async () => JSON.parse((await svc(['estop', 'status', '--json'], env)).stdout).engaged as boolean;
  t.equal((await svc(['estop', 'engage', '--reason', 'test'], env)).code, 0);
  const wrong = await run(['estop', 'resume', '--code', '-'], env, '000000\n');
  t.equal(wrong.code, 1, 'a wrong code on stdin is refused');
  t.match(wrong.stderr, /resuming needs a valid one-time password/);
  const empty = await run(['estop', 'resume', '--code', '-'], env, '');
  t.equal(empty.code, 2, 'empty stdin is a usage error');
  t.match(empty.stderr, /no code on stdin.*read -rs CODE/);
  const bare = await run(['estop', 'resume'], env, '');
  t.equal(bare.code, 1, 'no --code from a pipe: not asked, refused as before');
  t.match(bare.stderr, /no code was given \(svc estop resume --code -/);
  t.ok(await engaged(), 'still engaged');
  const right = await run(['estop', 'resume', '--code', '-'], env, `  ${code()}  \nignored second line\n`);
  t.equal(right.code, 0, right.stderr);
  t.match(right.stdout, /not engaged \(resumed/);
  t.notOk(await engaged(), 'resumed by the piped code');
  t.equal((await svc(['estop', 'engage'], env)).code, 0);
  // The next step's code (within the accepted window): the one just used is spent.
  const argv = await svc(['estop', 'resume', '--code', totp(KEY, Date.now() / 1000 + 30)], env);
  t.equal(argv.code, 0, `positive control: the argv form still works (${argv.stderr})`);
});

t.test('through a daemon: the piped code reaches it; on a terminal the code is asked for masked', async (t) => {
  const env = setup(t);
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const engaged = async () => JSON.parse((await svc(['estop', 'status', '--json'], env)).stdout).engaged as boolean;

  t.equal((await svc(['estop', 'engage'], env)).code, 0);
  const wrong = await run(['estop', 'resume', '--code', '-'], env, '000000\n');
  t.equal(wrong.code, 1);
  await d.waitFor((l) => l.msg === 'emergency stop resume refused' && l.by === 'cli', 5_000);
  const piped = await run(['estop', 'resume', '--code', '-'], env, `${code()}\n`);
  t.equal(piped.code, 0, piped.stderr);
  t.notOk(await engaged(), 'the daemon resumed on the piped code');

  // A terminal: with no --code the code is asked for, typed masked (a * per character, never echoed).
  t.equal((await svc(['estop', 'engage'], env)).code, 0);
  const next = totp(KEY, Date.now() / 1000 + 30);
  const typed = await run(['estop', 'resume'], env, `${next}\r`, true);
  t.equal(typed.code, 0, typed.stdout + typed.stderr);
  t.match(typed.stdout, /one-time password \(not shown\): \*{6}/, 'asked, and shown as stars');
  t.notOk(typed.stdout.includes(next), 'the code is not echoed');
  t.notOk(await engaged(), 'resumed by the typed code');
  t.notOk(d.lines.some((l) => JSON.stringify(l).includes(next)), 'nor logged by the daemon');
});
