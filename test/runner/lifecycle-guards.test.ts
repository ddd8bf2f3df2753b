// A daemon that survives its extensions: SIGTERM during a hung start stops what started and exits; a hanging and a
// throwing shutdown tap skip no other extension, are named, and `stopped` is still the last line.
import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

/** A third-party extension file: logs `<event> <name>` lines and runs `start` / `shutdown` bodies given as source. */
function extensionFile(dir: string, name: string, body: { start?: string; drain?: string; shutdown?: string }): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `export default {
  name: ${JSON.stringify(name)},
  version: '1.0.0',
  apply(k) {
    k.hooks.start.tapPromise(${JSON.stringify(name)}, async () => { k.logger.info('starting ${name}'); ${body.start ?? ''} });
    k.hooks.drain.tapPromise(${JSON.stringify(name)}, async (runtime, work) => { k.logger.info('draining ${name}'); ${body.drain ?? ''} });
    k.hooks.shutdown.tapPromise(${JSON.stringify(name)}, async () => { k.logger.info('stopping ${name}'); ${body.shutdown ?? ''} });
  },
};
`,
  );
  return file;
}

t.test('SIGTERM during a start that hangs: what started is shut down, the daemon exits 0 with `stopped`', async (t) => {
  const dir = tempConfigDir(t);
  const hang = extensionFile(dir, 'svc-hang-start', { start: 'await new Promise(() => {});' });
  writeFileSync(join(dir, 'config.toml'), `extensions = [${JSON.stringify(hang)}]\n`);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'starting svc-hang-start');
  t.ok(d.lines.some((l) => l.msg === 'listening' && l.ext === 'gateway'), 'the gateway started before it');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  const interrupted = d.lines.find((l) => l.msg === 'start interrupted by a stop signal; stopping what started');
  t.match(interrupted, { code: 'SVC_ERR_START_INTERRUPTED', extension: 'svc-hang-start', hook: 'start' });
  t.notOk(d.lines.some((l) => l.msg === 'ready'));
  t.notOk(d.lines.some((l) => l.msg === 'stopping svc-hang-start'), 'the interrupted extension itself is not shut down');
  t.match(d.lines.at(-1), { msg: 'stopped', extensions_failed: [], extensions_abandoned: [], finished: {}, abandoned: {}, interrupted: {} });
});

t.test('a hanging and a throwing shutdown tap: every other extension still shuts down, both are named, exit 1', async (t) => {
  const dir = tempConfigDir(t);
  const thrower = extensionFile(dir, 'svc-throws', { shutdown: "throw new Error('the spool would not flush');" });
  const hanger = extensionFile(dir, 'svc-hangs', { shutdown: 'await new Promise(() => {});' });
  const after = extensionFile(dir, 'svc-fine', {});
  // Offered in this order with no dependencies: shut down in reverse, so the hanging one runs before the others.
  writeFileSync(join(dir, 'config.toml'), `extensions = [${[after, thrower, hanger].map((f) => JSON.stringify(f)).join(', ')}]\n[daemon]\nshutdown_grace_secs = 1\n`);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 1);
  const msgs = d.lines.map((l) => l.msg);
  const order = ['stopping svc-hangs', 'stopping svc-throws', 'stopping svc-fine'].map((m) => msgs.indexOf(m));
  t.ok(order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]!)), `each extension got its shutdown, in reverse order: ${order.join(', ')}`);
  t.match(d.lines.find((l) => l.msg === 'an extension failed to shut down'), { code: 'SVC_ERR_SHUTDOWN_FAILED', extension: 'svc-throws', hook: 'shutdown', err: /the spool would not flush/ });
  t.match(d.lines.find((l) => l.code === 'SVC_ERR_SHUTDOWN_TIMEOUT'), { extensions: ['svc-hangs'], grace_ms: 1000 });
  t.match(d.lines.at(-1), { msg: 'stopped', extensions_failed: ['svc-throws'], extensions_abandoned: ['svc-hangs'] });
});

t.test('a drain that hangs is abandoned at the deadline; every shutdown still runs (stores close) and `stopped` is last', async (t) => {
  const dir = tempConfigDir(t);
  const hanger = extensionFile(dir, 'svc-drain-hangs', {
    drain: "work.abandoned('jobs', { job_id: 'j-7' }, 'job abandoned at shutdown'); await new Promise(() => {});",
  });
  const fine = extensionFile(dir, 'svc-drains-fine', { drain: "work.finished('jobs', 2);" });
  writeFileSync(join(dir, 'config.toml'), `extensions = [${[fine, hanger].map((f) => JSON.stringify(f)).join(', ')}]\n[daemon]\nshutdown_grace_secs = 1\n`);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 1);
  const msgs = d.lines.map((l) => l.msg);
  const drained = ['draining svc-drain-hangs', 'draining svc-drains-fine'].map((m) => msgs.indexOf(m));
  const stopped = ['stopping svc-drain-hangs', 'stopping svc-drains-fine'].map((m) => msgs.indexOf(m));
  t.ok(drained.every((i) => i >= 0) && stopped.every((i) => i > Math.max(...drained)), 'every extension drained, then every one got its shutdown');
  const item = d.lines.find((l) => l.msg === 'job abandoned at shutdown');
  t.match(item, { level: 50, ext: 'svc-drain-hangs', work: 'jobs', job_id: 'j-7' }, 'the item names its owner and ids');
  const timeout = d.lines.find((l) => l.code === 'SVC_ERR_SHUTDOWN_TIMEOUT');
  t.match(timeout, { extensions: ['svc-drain-hangs'], msg: /logged above/ });
  t.ok(d.lines.indexOf(item!) < d.lines.indexOf(timeout!), 'the abandoned item comes before the line that points to it');
  t.match(d.lines.at(-1), { msg: 'stopped', finished: { jobs: 2 }, abandoned: { jobs: 1 }, extensions_failed: [], extensions_abandoned: ['svc-drain-hangs'] });
});
