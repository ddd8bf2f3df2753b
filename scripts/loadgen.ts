// A small HTTP load generator run as its own process (PITFALLS: an in-process one shares the CPU with the server it
// measures). `node loadgen.js '<json Load[]>'` runs the loads at once and prints their Reports, one JSON array line.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

export interface Load {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Keep-alive connections, each sending its next request when the previous answer is in. */
  connections: number;
  durationMs: number;
  /** Sent and answered first, not counted. */
  warmupMs?: number;
  /** Source address to bind (Linux accepts any 127.x.y.z), so that the gateway sees a distinct client. */
  localAddress?: string;
  /** A header sent with a new value on every request (an idempotency key). */
  uniqueHeader?: string;
}

export interface Report {
  requests: number;
  rps: number;
  /** Answers completed in each second of the measurement. */
  perSecond: number[];
  statuses: Record<string, number>;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: ArrayLike<number>, q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! : NaN;
}

async function run(load: Load): Promise<Report> {
  const target = new URL(load.url);
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections, ...(load.localAddress ? { localAddress: load.localAddress } : {}) });
  const body = load.body ?? '';
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), 'content-length': String(Buffer.byteLength(body)), ...load.headers };
  const options = { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: load.method ?? 'POST', headers };
  let sent = 0;
  const unique = load.uniqueHeader;
  const one = () =>
    new Promise<number>((resolve) => {
      const req = request(unique ? { ...options, headers: { ...headers, [unique]: `k${process.pid}-${sent++}` } } : options, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      });
      req.on('error', () => resolve(0));
      req.end(body);
    });

  const warmupMs = load.warmupMs ?? 0;
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const end = measureFrom + load.durationMs;
  let latencies = new Float64Array(1 << 16);
  let n = 0;
  const perSecond: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const worker = async () => {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= end) return;
      const status = await one();
      const t1 = performance.now();
      if (t0 >= measureFrom) {
        if (n === latencies.length) {
          const grown = new Float64Array(n * 2);
          grown.set(latencies);
          latencies = grown;
        }
        latencies[n++] = t1 - t0;
        const second = Math.floor((t1 - measureFrom) / 1000);
        if (second < load.durationMs / 1000) perSecond[second] = (perSecond[second] ?? 0) + 1;
        if (status === 0) errors += 1;
        else statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, worker));
  agent.destroy();
  const sorted = latencies.subarray(0, n).sort();
  for (let i = 0; i < Math.ceil(load.durationMs / 1000); i++) perSecond[i] ??= 0;
  return { requests: n, rps: (n / load.durationMs) * 1000, perSecond, statuses, errors, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: n ? sorted[n - 1]! : NaN };
}

/** Runs a load in a child process and resolves with its report. */
export async function runLoad(load: Load): Promise<Report> {
  return (await runLoads([load]))[0]!;
}

/**
 * Runs loads at once in one child process (two clients of one server cost the machine one process, as one client does:
 * on 2 cores a third busy process adds the scheduler's time slices to every latency measured).
 */
export function runLoads(loads: readonly Load[]): Promise<Report[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(loads)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited ${code}`));
      try {
        resolve(JSON.parse(out) as Report[]);
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reports = await Promise.all((JSON.parse(process.argv[2]!) as Load[]).map(run));
  process.stdout.write(`${JSON.stringify(reports)}\n`);
}
