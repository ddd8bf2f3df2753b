// `svc daemon` as a real process: dependency-ordered start, reverse shutdown, start failure, signals, lock, socket, reload.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, FIXTURES, svc } from '../helpers/cli.js';
import { bootWith, tempConfigDir } from '../helpers/kernel.js';
import { runDaemon } from '../../runner/daemon.js';
import { silentLogger } from '../../kernel/logger.js';
import { defineExtension } from '../../kernel/extension.js';

const PROBES = `extensions = [${JSON.stringify(join(FIXTURES, 'probes', 'probe-b.js'))}, ${JSON.stringify(join(FIXTURES, 'probes', 'probe-a.js'))}]\n`;

function probeConfig(dir: string, extra = ''): string {
  const events = join(dir, 'events.log');
  writeFileSync(join(dir, 'config.toml'), `${PROBES}[probe_a]\nevents_file = ${JSON.stringify(events)}\n[probe_b]\nevents_file = ${JSON.stringify(events)}\n${extra}`);
  return events;
}
const eventsOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []);

t.test('starts in dependency order, stops in reverse on SIGTERM, exit 0, lock released', async (t) => {
  const dir = tempConfigDir(t);
  const events = probeConfig(dir);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  t.ok(existsSync(join(dir, 'data', 'svc.lock')));
  t.equal(readFileSync(join(dir, 'data', 'svc.lock'), 'utf8').trim(), String(d.child.pid));
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  t.same(eventsOf(events), ['probe-a:start', 'probe-b:start', 'probe-b:shutdown-begin', 'probe-b:shutdown', 'probe-a:shutdown-begin', 'probe-a:shutdown']);
  t.notOk(existsSync(join(dir, 'data', 'svc.lock')));
  t.notOk(existsSync(join(dir, 'data', 'svc.sock')));
});

t.test('a start failure names the extension, shuts down what started, exits 1', async (t) => {
  const dir = tempConfigDir(t);
  const events = probeConfig(dir, 'fail_start = true\n');
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.equal(await d.exited, 1);
  t.same(eventsOf(events), ['probe-a:start', 'probe-b:start-failed', 'probe-a:shutdown-begin', 'probe-a:shutdown']);
  t.match(d.stderr(), /extension "probe-b" failed in hook "start": probe-b was told to fail/);
  const failed = d.lines.find((l) => l.msg === 'start failed; stopping what started');
  t.equal(failed?.code, 'SVC_ERR_TAP_FAILED');
  t.notOk(d.lines.some((l) => l.msg === 'ready'));
  t.notOk(existsSync(join(dir, 'data', 'svc.lock')));
});

t.test('a second signal exits 1 at once', async (t) => {
  const dir = tempConfigDir(t);
  writeFileSync(join(dir, 'config.toml'), `${PROBES}[probe_a]\nshutdown_ms = 30000\n`);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const t0 = Date.now();
  d.child.kill('SIGINT');
  await d.waitFor((l) => l.msg === 'shutting down');
  d.child.kill('SIGINT');
  t.equal(await d.exited, 1);
  t.ok(Date.now() - t0 < 10_000, 'did not wait for the slow shutdown');
  t.ok(d.lines.some((l) => l.msg === 'second shutdown signal: exiting at once'));
  t.notOk(existsSync(join(dir, 'data', 'svc.lock')));
});

t.test('the lock keeps a second daemon off the data dir; a dead holder is taken over', async (t) => {
  const dir = tempConfigDir(t);
  const first = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void first.child.kill('SIGKILL'));
  await first.waitFor((l) => l.msg === 'ready');
  t.equal(readFileSync(join(dir, 'data', 'svc.lock'), 'utf8').trim(), String(first.child.pid), 'the first daemon holds the lock');
  const second = await svc(['daemon'], { SVC_CONFIG_DIR: dir });
  t.equal(second.code, 1, `the second daemon must refuse the lock; it printed:\n${second.stdout}\n${second.stderr}`);
  t.match(second.stderr, new RegExp(`another svc daemon \\(pid ${first.child.pid}\\) holds .*svc\\.lock`));
  first.child.kill('SIGTERM');
  t.equal(await first.exited, 0);

  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  writeFileSync(join(dir, 'data', 'svc.lock'), `${dead}\n`);
  const third = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void third.child.kill('SIGKILL'));
  await third.waitFor((l) => l.msg === 'ready');
  t.equal(readFileSync(join(dir, 'data', 'svc.lock'), 'utf8').trim(), String(third.child.pid));
  third.child.kill('SIGTERM');
  t.equal(await third.exited, 0);
});

t.test('a control socket path over 107 bytes is exit 78 naming it', async (t) => {
  const dir = tempConfigDir(t);
  const long = join(dir, 'd'.repeat(100));
  const r = await svc(['daemon'], { SVC_DATA_DIR: long });
  t.equal(r.code, 78);
  t.match(r.stderr, /control socket path .*svc\.sock is \d+ bytes; at most 107 work/);
  t.notOk(existsSync(join(long, 'svc.lock')), 'nothing was started or locked');
});

t.test('temp files of interrupted writes are removed at start; a live writer\'s temp file is kept', async (t) => {
  const dir = tempConfigDir(t);
  mkdirSync(join(dir, 'data'));
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  const old = new Date(Date.now() - 3600_000);
  writeFileSync(join(dir, `.config.toml.tmp-${dead}-0a1b2c`), 'half: its writer is dead');
  writeFileSync(join(dir, '.config.toml.tmp-a1B2c3'), 'half: no pid, an hour old');
  utimesSync(join(dir, '.config.toml.tmp-a1B2c3'), old, old);
  writeFileSync(join(dir, 'data', '.state.json.tmp-zz9'), 'half');
  utimesSync(join(dir, 'data', '.state.json.tmp-zz9'), old, old);
  // This test process is alive and its "write" is fresh: the daemon must leave it alone.
  writeFileSync(join(dir, `.config.toml.tmp-${process.pid}-3d4e5f`), 'a live writer');
  writeFileSync(join(dir, 'keep.tmp'), 'not ours');
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  t.notOk(existsSync(join(dir, `.config.toml.tmp-${dead}-0a1b2c`)));
  t.notOk(existsSync(join(dir, '.config.toml.tmp-a1B2c3')));
  t.notOk(existsSync(join(dir, 'data', '.state.json.tmp-zz9')));
  t.ok(existsSync(join(dir, `.config.toml.tmp-${process.pid}-3d4e5f`)), 'a live writer keeps its temp file');
  t.ok(existsSync(join(dir, 'keep.tmp')));
  t.notOk(existsSync(join(dir, '.config.lock')), 'the write lock was released');
  d.child.kill('SIGTERM');
  await d.exited;
});

t.test('SIGHUP re-reads config.toml; an invalid file is refused and the daemon keeps running', async (t) => {
  const dir = tempConfigDir(t, '[secrets]\nencrypt = true\n');
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  writeFileSync(join(dir, 'config.toml'), '[secrets]\nencrypt = false\n');
  d.child.kill('SIGHUP');
  const reloaded = await d.waitFor((l) => l.msg === 'config reloaded');
  t.match(reloaded, { by: 'SIGHUP', changed: ['secrets.encrypt'] });
  writeFileSync(join(dir, 'config.toml'), '[secrets]\nencrypt = false\n[gateway]\nhost = "127.0.0.2"\nrate_limit_max_keys = 5\n');
  d.child.kill('SIGHUP');
  const restart = await d.waitFor((l) => l.msg === 'restart_required');
  t.match(restart, { level: 40, by: 'SIGHUP', paths: ['gateway.host'] }, 'a live path applies, the bind address waits for a restart');
  writeFileSync(join(dir, 'config.toml'), '[secrets]\nencrypt = "maybe"\n');
  d.child.kill('SIGHUP');
  const refused = await d.waitFor((l) => String(l.msg).startsWith('config reload refused'));
  t.equal(refused.code, 'SVC_ERR_CONFIG_INVALID');
  const status = await svc(['status', '--json'], { SVC_CONFIG_DIR: dir });
  t.equal(JSON.parse(status.stdout).phase, 'ready');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});

t.test('config errors exit 78 before anything starts', async (t) => {
  const dir = tempConfigDir(t, '[secrets]\nencrypt = 1\n');
  const r = await svc(['daemon'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /secrets\.encrypt: must be of type boolean/);
  t.notOk(existsSync(join(dir, 'data')), 'not even the data dir was created');
});

t.test('work still running at the end of the grace period is abandoned with exit 1', async (t) => {
  let aborted = false;
  const stuck = defineExtension({
    name: 'stuck',
    version: '1',
    apply(k) {
      k.hooks.ready.tap('stuck', () => void setImmediate(() => process.kill(process.pid, 'SIGTERM')));
      k.hooks.shutdown.tapPromise('stuck', (rt) => new Promise((resolve) => rt.deadline.addEventListener('abort', () => ((aborted = true), resolve()))));
    },
  });
  const { session } = await bootWith(t, [stuck], '');
  const code = await runDaemon({ session, logger: silentLogger(), version: 'test', graceMs: 50 });
  t.equal(code, 1);
  t.ok(aborted, 'the deadline signal told the extension to give up');
});
