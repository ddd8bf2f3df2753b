// Shell jobs: exit codes, one interleaved and bounded output, cwd and env, and timeouts and aborts that kill the whole group.
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { runShell } from '../../../extensions/cron/shell.js';

const base = { timeoutMs: 10_000, maxOutputBytes: 64 * 1024, cwd: process.cwd() };

/** Live (non-zombie) processes of a group; PID 1 in a container may never reap the orphans a kill leaves as zombies. */
function liveMembers(pgid: number): number[] {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return [pgid];
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ESRCH') return [];
      throw e;
    }
  }
  const live: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    // pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses, so read after the last ")".
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') live.push(Number(name));
  }
  return live;
}

/** Waits, at most `ms`, for a group to have no live member. */
async function groupGone(pgid: number, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (liveMembers(pgid).length === 0) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** `p`, or a failure after `ms`: no wait in these tests is left to tap's global timeout. */
async function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`runShell did not settle within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Teardown = { teardown(fn: () => void): unknown };

/**
 * A scratch directory to run in, where a command writes its group id (`echo $$ > pgid`, the shell leads its group);
 * at teardown the group is killed, whatever the test saw, and the directory removed.
 */
function scratch(t: Teardown): { cwd: string; pgid: () => number } {
  const cwd = realpathSync(mkdtempSync(join(tmpdir(), 'svc-shell-')));
  const pgid = (): number => {
    const id = Number(readFileSync(join(cwd, 'pgid'), 'utf8'));
    // Never 0 or 1: kill(-0) would hit this test's own group.
    if (!Number.isInteger(id) || id <= 1) throw new Error(`no group id in ${cwd}/pgid`);
    return id;
  };
  t.teardown(() => {
    try {
      process.kill(-pgid(), 'SIGKILL');
    } catch {
      // no pgid file, or the group is already gone, as it should be
    }
    rmSync(cwd, { recursive: true, force: true });
  });
  return { cwd, pgid };
}

// How long any one runShell may take here; the slowest (SIGTERM ignored) needs about 2.3 s.
const W = 8000;

t.test('a command that succeeds', async (t) => {
  const r = await within(runShell('echo hello; printf "wörld"', base), W);
  t.match(r, { ok: true, exit_code: 0, signal: null, output: 'hello\nwörld', truncated: false, timed_out: false });
  t.ok(r.duration_ms >= 0 && r.duration_ms < 5000, `duration ${r.duration_ms} ms`);
});

t.test('a non-zero exit is not ok', async (t) => {
  const r = await within(runShell('echo before; exit 3', base), W);
  t.match(r, { ok: false, exit_code: 3, signal: null, output: 'before\n', timed_out: false });
});

t.test('stderr is captured, interleaved in order with stdout', async (t) => {
  const r = await within(runShell('echo out1; echo err1 >&2; echo out2; echo err2 1>&2; ls /nonexistent-svc-dir', base), W);
  t.equal(r.exit_code, 2);
  t.match(r.output, /^out1\nerr1\nout2\nerr2\nls: .*nonexistent-svc-dir.*\n$/);
});

t.test('stdin is closed', async (t) => {
  const r = await within(runShell('cat; echo done', { ...base, timeoutMs: 5000 }), W);
  t.match(r, { ok: true, timed_out: false, output: 'done\n' });
});

t.test('output is cut at maxOutputBytes with a marker', async (t) => {
  const r = await within(runShell("head -c 100000 /dev/zero | tr '\\0' a", { ...base, maxOutputBytes: 1000 }), W);
  t.equal(r.ok, true);
  t.equal(r.truncated, true);
  t.equal(r.output, `${'a'.repeat(1000)}\n[output truncated: 99000 bytes dropped]`);

  const exact = await within(runShell("head -c 1000 /dev/zero | tr '\\0' b", { ...base, maxOutputBytes: 1000 }), W);
  t.equal(exact.truncated, false, 'exactly the limit is not truncated');
  t.equal(exact.output, 'b'.repeat(1000));

  const line = await within(runShell('printf "one\\ntwo\\nthree\\n"', { ...base, maxOutputBytes: 8 }), W);
  t.equal(line.output, 'one\ntwo\n[output truncated: 6 bytes dropped]', 'no blank line when the cut falls after a newline');

  const none = await within(runShell('echo x', { ...base, maxOutputBytes: 0 }), W);
  t.equal(none.output, '[output truncated: 2 bytes dropped]');
});

t.test('the cut never splits a UTF-8 character', async (t) => {
  // "é" is two bytes (c3 a9), "€" three (e2 82 ac): 9 bytes in all.
  const cmd = "printf 'ab\\303\\251\\303\\251\\342\\202\\254'";
  const r = await within(runShell(cmd, { ...base, maxOutputBytes: 5 }), W);
  t.equal(r.output, 'abé\n[output truncated: 5 bytes dropped]', 'kept 4 bytes, not half of the second é');
  t.equal(Buffer.byteLength(r.output.split('\n')[0]!), 4);
  const euro = await within(runShell(cmd, { ...base, maxOutputBytes: 8 }), W);
  t.equal(euro.output, 'abéé\n[output truncated: 3 bytes dropped]', 'two bytes of € are not kept');
});

t.test('a timeout kills the whole group, grandchildren too', async (t) => {
  const { cwd, pgid } = scratch(t);
  const t0 = Date.now();
  const r = await within(runShell('echo $$ > pgid; sleep 30 & sleep 30; wait', { ...base, cwd, timeoutMs: 300 }), W);
  const took = Date.now() - t0;
  t.match(r, { ok: false, timed_out: true, exit_code: null, signal: 'SIGTERM' });
  t.ok(took >= 250 && took < 3000, `ended ${took} ms after the start`);
  t.ok(await groupGone(pgid()), `no live process left in group ${pgid()}: ${liveMembers(pgid()).join(', ')}`);
});

t.test('a group that ignores SIGTERM gets SIGKILL 2 s later', async (t) => {
  const { cwd, pgid } = scratch(t);
  const t0 = Date.now();
  const r = await within(runShell("trap '' TERM; echo $$ > pgid; sleep 30 & sleep 30; wait", { ...base, cwd, timeoutMs: 300 }), W);
  const took = Date.now() - t0;
  t.match(r, { ok: false, timed_out: true, exit_code: null, signal: 'SIGKILL' });
  t.ok(took >= 2200 && took < 6000, `ended ${took} ms after the start`);
  t.ok(await groupGone(pgid()), `no live process left in group ${pgid()}: ${liveMembers(pgid()).join(', ')}`);
});

t.test('a background process holding the output counts towards the timeout', async (t) => {
  const { cwd, pgid } = scratch(t);
  const r = await within(runShell('echo $$ > pgid; sleep 30 & exit 0', { ...base, cwd, timeoutMs: 300 }), W);
  t.match(r, { ok: false, timed_out: true, exit_code: 0 });
  t.ok(await groupGone(pgid()), `no live process left in group ${pgid()}`);
});

t.test('an abort kills the group and resolves with the output so far', async (t) => {
  const { cwd, pgid } = scratch(t);
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(new Error('shutting down')), 300);
  t.teardown(() => clearTimeout(timer));
  const t0 = Date.now();
  const r = await within(runShell('echo $$ > pgid; echo started; sleep 30 & sleep 30; wait', { ...base, cwd, signal: ac.signal }), W);
  const took = Date.now() - t0;
  t.match(r, { ok: false, timed_out: false, exit_code: null, signal: 'SIGTERM', output: 'started\n' });
  t.ok(took >= 250 && took < 3000, `ended ${took} ms after the start`);
  t.ok(await groupGone(pgid()), `no live process left in group ${pgid()}`);
});

t.test('an already aborted signal runs nothing', async (t) => {
  const { cwd } = scratch(t);
  await t.rejects(within(runShell('touch ran', { ...base, cwd, signal: AbortSignal.abort(new Error('too late')) }), W), { message: 'too late' });
  t.notOk(existsSync(join(cwd, 'ran')));
});

t.test('cwd is honoured, and a missing one is reported', async (t) => {
  const { cwd } = scratch(t);
  const r = await within(runShell('pwd', { ...base, cwd }), W);
  t.equal(r.output, `${cwd}\n`);
  const missing = join(cwd, 'missing');
  await t.rejects(within(runShell('pwd', { ...base, cwd: missing }), W), { message: `could not run /bin/sh in "${missing}"` });
});

t.test('env is passed as given, not merged with the daemon environment', async (t) => {
  process.env.SVC_SHELL_TEST_PARENT = 'leaked';
  t.teardown(() => delete process.env.SVC_SHELL_TEST_PARENT);
  const env = { PATH: process.env.PATH, SVC_JOB: 'nightly backup' };
  const r = await within(runShell('printf "%s|%s" "$SVC_JOB" "${SVC_SHELL_TEST_PARENT-unset}"', { ...base, env }), W);
  t.equal(r.output, 'nightly backup|unset');
  const inherited = await within(runShell('printf %s "$SVC_SHELL_TEST_PARENT"', base), W);
  t.equal(inherited.output, 'leaked', 'without env the daemon environment is inherited');
});
