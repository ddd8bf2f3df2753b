// The processes a benchmark runs beside itself: the real daemon (`bin/svc.js daemon` on a temp config dir, its log
// lines written to a file as an operator's would be) and the comparison servers of bench-server.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const SVC = fileURLToPath(new URL('../../bin/svc.js', import.meta.url));
const SERVER = fileURLToPath(new URL('./bench-server.js', import.meta.url));
/** Longest a daemon or a server may take to answer, even on a loaded machine. */
const START_TIMEOUT_MS = 30_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** The status of one GET, or 0 when the connection is refused. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
}

/** Between two polls of a starting daemon's /health. */
const POLL_MS = 1;

export interface Daemon {
  readonly url: string;
  readonly pid: number;
  /** From spawn to the first `GET /health` 200, in ms. */
  readonly startMs: number;
  readonly dir: string;
  /** Resident set size now, in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
}

export interface DaemonOptions {
  /** Options of `svc daemon` a row needs (e.g. `--log-level warn`); BENCH_SVC_ARGS come after them. */
  readonly svcArgs?: readonly string[];
  /** Top-level keys of config.toml (e.g. `extensions = [...]`), written before the gateway's table. */
  readonly topLevel?: string;
}

/** `svc daemon` on a fresh config dir holding `config.toml` (gateway port set here) and `files`. */
export async function startDaemon(toml: string, files: Record<string, string> = {}, options: DaemonOptions = {}): Promise<Daemon> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-daemon-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  const port = await freePort();
  writeFileSync(join(dir, 'config.toml'), `${options.topLevel ?? ''}[gateway]\nport = ${port}\n${toml}`);
  const log = openSync(join(dir, 'daemon.log'), 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, SVC_CONFIG_DIR: dir };
  for (const k of Object.keys(env)) if (k.startsWith('SVC_') && k !== 'SVC_CONFIG_DIR') delete env[k];
  const t0 = performance.now();
  // BENCH_DAEMON_ARGS: node flags for the daemon only, e.g. "--cpu-prof --cpu-prof-dir=prof" to profile it under load.
  const nodeArgs = (process.env.BENCH_DAEMON_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SVC_ARGS: options of `svc daemon` itself, e.g. "--log-level warn" to see what the info lines cost.
  const svcArgs = [...(options.svcArgs ?? []), ...(process.env.BENCH_SVC_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, SVC, 'daemon', ...svcArgs], { env, stdio: ['ignore', log, log] });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the daemon exited ${child.exitCode}: ${readFileSync(join(dir, 'daemon.log'), 'utf8').slice(-2000)}`);
      if (performance.now() - t0 > START_TIMEOUT_MS) throw new Error(`the daemon did not answer /health within ${START_TIMEOUT_MS} ms`);
      if ((await status(`${url}/health`)) === 200) break;
      // Paced: back-to-back connection attempts (2,500 in a start, each refused until the gateway listens) took CPU
      // from the daemon on this 2-core machine and slowed its start by 15-25 ms; 1 ms is the figure's resolution.
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } catch (err) {
    child.kill('SIGKILL');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const startMs = performance.now() - t0;
  return {
    url,
    pid: child.pid!,
    startMs,
    dir,
    rss: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

/** A bench-server.ts process (`bare`, `webhook`, or `relay` with the URL it sends replies to); it ends when its stdin closes. */
export function startServer(mode: 'bare' | 'webhook' | 'relay', ...args: string[]): Promise<Server> {
  // BENCH_SERVER_ARGS: node flags for the baseline servers, e.g. "--cpu-prof --cpu-prof-dir=prof" to compare profiles.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER, mode, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`bench-server ${mode} did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    child.once('exit', (code) => fail(new Error(`bench-server ${mode} exited ${code}`)));
    child.stdout!.on('data', (d) => {
      out += d;
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { url } = JSON.parse(out) as { url: string };
      resolve({
        url,
        stop: async () => {
          child.stdin!.end();
          const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited(child);
          clearTimeout(kill);
        },
      });
    });
  });
}

/** Debian's redis-server on a free port of 127.0.0.1, without persistence, in a temporary directory. */
export async function startRedisServer(): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-redis-'));
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const stop = async () => {
    child.kill('SIGKILL');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const t0 = performance.now();
  const { connect } = await import('node:net');
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const sock = connect(port, '127.0.0.1');
      sock.once('error', () => resolve(false));
      sock.once('data', (d) => (sock.destroy(), resolve(String(d).startsWith('+PONG'))));
      sock.once('connect', () => sock.write('PING\r\n'));
    });
  while (!(await answers())) {
    if (child.exitCode !== null || performance.now() - t0 > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`redis-server did not answer on port ${port} (is Debian's redis-server installed?)`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
