// A real redis-server (Debian's package, which .ci/run installs) for one test file: on a free port of 127.0.0.1, in a
// temporary directory, without persistence; stopped by its pid at teardown. `stop` and `start` again on the same port
// let a test take Redis away and bring it back.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './ports.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './wait.js';

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Stops the server (SIGKILL: the connection drops as when a server dies) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop). */
  start(): Promise<void>;
}

/** Whether something answers PING on the port. */
async function pings(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const sock = connect(port, '127.0.0.1');
    let answer = '';
    const done = (ok: boolean) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(500, () => done(false));
    sock.once('error', () => done(false));
    sock.on('data', (d) => {
      answer += d;
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    sock.once('connect', () => sock.write('PING\r\n'));
  });
}

export async function startRedis(t: { teardown(fn: () => unknown): void }): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-redis-'));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let port = 0;
  let log = '';
  const launch = async (): Promise<boolean> => {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    let dead = false;
    proc.once('exit', () => void (dead = true));
    proc.once('error', (err) => {
      dead = true;
      log += `spawn failed: ${err.message} (is Debian's redis-server installed? .ci/run installs it)\n`;
    });
    proc.stdout!.on('data', (d) => (log = (log + d).slice(-4000)));
    proc.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
    await waitFor(async () => dead || (await pings(port)), `redis-server to answer on port ${port}`, 10_000);
    return !dead;
  };
  // Another process may take the free port before redis binds it: try a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    port = await freePort();
    if (await launch()) break;
    if (attempt === 4) throw new Error(`redis-server did not start:\n${log}`);
  }
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  t.teardown(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start: async () => {
      if (!(await launch())) throw new Error(`redis-server did not start again on port ${port}:\n${log}`);
    },
  };
}
