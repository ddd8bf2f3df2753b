// The daemon contains its guests (real daemon process): an exception thrown by an extension's timer, a rejection it
// leaves unhandled and a throw in its socket handler are logged with the extension's name, counted in svc status and
// /metrics, and the daemon keeps serving.
import t from 'tap';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { daemon, svc } from '../helpers/cli.js';
import { waitFor } from '../helpers/wait.js';
import { tempConfigDir } from '../helpers/kernel.js';

const CANARY = 'containment-canary-7c1e9b';

/**
 * A third-party extension, as a plain ES module that imports nothing of svc: its listener misbehaves on request. A
 * client's first byte says how: T a timer that throws, R a rejection nobody handles, S a throw in the socket handler,
 * K a throw whose message carries a configured secret.
 */
const UNRULY = `
import { createServer } from 'node:net';
export default {
  name: 'unruly',
  version: '1.0.0',
  apply(kernel) {
    let server;
    kernel.hooks.start.tapPromise('unruly', async () => {
      server = createServer((socket) => socket.once('data', (b) => {
        const what = b.toString()[0];
        socket.end('ok');
        if (what === 'T') setTimeout(() => { throw new Error('timer blew up'); }, 1);
        if (what === 'R') Promise.reject(new Error('nobody caught this'));
        if (what === 'S') throw new Error('socket handler blew up');
        if (what === 'K') throw new Error('leaked ' + kernel.config('channels')().webhook.main.secret);
      }));
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      kernel.logger.info({ port: server.address().port }, 'unruly listening');
    });
    kernel.hooks.shutdown.tapPromise('unruly', () => new Promise((resolve) => server.close(() => resolve())));
  },
};
`;

t.test('a throwing timer, an unhandled rejection and a throwing socket handler: logged by name, counted, still serving', async (t) => {
  const dir = tempConfigDir(
    t,
    ['extensions = ["./unruly.js"]', '[gateway]', 'require_pairing = false', '[observability]', 'backend = "prometheus"', '[channels.webhook.main]', `secret = "${CANARY}"`, 'host = "127.0.0.1"', 'port = 0', 'send_url = "http://127.0.0.1:9/in"', ''].join('\n'),
  );
  writeFileSync(join(dir, 'unruly.js'), UNRULY);
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const port = Number(d.lines.find((l) => l.msg === 'unruly listening')!.port);
  const crashes = () => d.lines.filter((l) => l.code === 'SVC_ERR_EXTENSION_CRASHED');

  /** Sends the misdeed's letter and waits for the listener's answer and close. */
  const poke = (what: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(what));
      socket.on('close', () => resolve()).on('error', reject).resume();
    });

  await poke('T');
  await waitFor(() => crashes().length >= 1, 'the timer crash is logged');
  t.match(crashes()[0], { level: 50, ext: 'unruly', kind: 'exception', err: /timer blew up/ }, 'the line names the extension');
  await poke('R');
  await waitFor(() => crashes().length >= 2, 'the unhandled rejection is logged');
  t.match(crashes()[1], { ext: 'unruly', kind: 'rejection', err: /nobody caught this/ });
  await poke('S');
  await waitFor(() => crashes().length >= 3, 'the socket handler crash is logged');
  t.match(crashes()[2], { ext: 'unruly', kind: 'exception', err: /socket handler blew up/ });

  await poke('K');
  await waitFor(() => crashes().length >= 4, 'the crash whose message holds a secret is logged');
  t.match(crashes()[3], { ext: 'unruly', err: /leaked/ }, 'positive control: that crash is the one logged');
  t.notMatch(JSON.stringify(d.lines) + d.stderr(), CANARY, 'the secret reaches no log line');

  t.equal((await fetch(`${gateway}/health`)).status, 200, 'the daemon keeps serving');
  const status = JSON.parse((await svc(['status', '--json'], env)).stdout) as { extensions: { name: string; crashes: number; last_error: { code?: string } | null }[] };
  const unruly = status.extensions.find((e) => e.name === 'unruly')!;
  t.match(unruly, { crashes: 4, last_error: { code: 'SVC_ERR_EXTENSION_CRASHED' } }, 'svc status counts the crashes');
  t.notMatch(JSON.stringify(status), CANARY, 'nor svc status');
  t.equal(status.extensions.find((e) => e.name === 'gateway')!.crashes, 0, 'control: other extensions have none');
  t.match((await svc(['status'], env)).stdout, /unruly\s+running\s+.*4 crashes contained/);
  const metrics = await (await fetch(`${gateway}/metrics`)).text();
  t.match(metrics, /svc_extension_crashes_total\{extension="unruly"\} 4/);
  t.equal(d.child.exitCode, null, 'the process is alive');
});
