// wrk (Debian's package, /usr/bin/wrk) as the load generator of the HTTP throughput rows: a C program in its own
// process that drives bare Fastify 3-4x faster than the Node generator of loadgen.ts on this machine, so that the
// generator is not the ceiling of a ratio. The request and the per-status count are a Lua script in a temp dir.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkLoad {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Keep-alive connections, each sending its next request when the previous answer is in. */
  connections: number;
  /** Whole seconds (wrk's unit). */
  durationS: number;
  /** A first run of this many seconds, not counted: JIT, pools and caches of the server warm up. */
  warmupS?: number;
  /** A header sent with a new value on every request (an idempotency key). */
  uniqueHeader?: string;
}

export interface WrkReport {
  requests: number;
  rps: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Connect, read, write and timeout errors (wrk's socket errors). */
  errors: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  max: number;
}

/**
 * One wrk thread: on 2 cores one goes to wrk and one to the server. Measured against bare Fastify (-c32, 4 s runs,
 * POST /sop/bench): -t1 52-57k req/s, -t2 51-54k; a second wrk thread only takes time slices from the server it drives.
 */
export const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);

/**
 * A Lua string literal holding exactly these bytes: other than letters, digits and a few signs, three-digit decimal
 * escapes (always three: `\61` followed by a `3` would read as `\613`).
 */
function luaString(text: string): string {
  const plain = /[A-Za-z0-9 _.,:/-]/;
  return `"${[...Buffer.from(text)].map((b) => (plain.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `\\${String(b).padStart(3, '0')}`)).join('')}"`;
}

/**
 * The script: the request, a count of answers by status in each thread, and done() printing one JSON line with the
 * counts and the percentiles. A response() makes wrk hand each answer's headers and body to Lua (a few percent of its
 * speed here); the baseline is driven by the same script, so what it reaches shows the ceiling with it.
 */
function script(load: WrkLoad): string {
  const body = load.body ?? '';
  const headers = { ...(body ? { 'Content-Type': 'application/json' } : {}), ...load.headers };
  const lines = [
    `wrk.method = ${luaString(load.method ?? 'POST')}`,
    `wrk.body = ${luaString(body)}`,
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
    'local threads = {}',
    'local next_id = 0',
    'function setup(thread)',
    '  thread:set("id", next_id)',
    '  next_id = next_id + 1',
    '  table.insert(threads, thread)',
    'end',
    'statuses = {}',
    'function response(status, headers, body)',
    '  statuses[status] = (statuses[status] or 0) + 1',
    'end',
  ];
  if (load.uniqueHeader) {
    // A new value per request: this run's random prefix, the thread, a counter.
    lines.push(
      `local prefix = ${luaString(`k${randomBytes(6).toString('hex')}-`)}`,
      'local sent = 0',
      'function request()',
      '  sent = sent + 1',
      `  wrk.headers[${luaString(load.uniqueHeader)}] = prefix .. id .. "-" .. sent`,
      '  return wrk.format()',
      'end',
    );
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local parts = {}',
    '  for _, t in ipairs(threads) do',
    '    for status, n in pairs(t:get("statuses")) do',
    '      parts[#parts + 1] = string.format("[%d,%d]", status, n)',
    '    end',
    '  end',
    '  local e = summary.errors',
    '  io.write(string.format(\'{"requests":%d,"duration_us":%d,"errors":%d,"p50_us":%d,"p99_us":%d,"max_us":%d,"statuses":[%s]}\\n\',',
    '    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout,',
    '    latency:percentile(50), latency:percentile(99), latency.max, table.concat(parts, ",")))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

function wrk(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) {
        const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
        return reject(new Error(missing ? 'wrk is not installed (Debian: apt-get install wrk)' : `wrk failed: ${err.message} ${stderr}`));
      }
      // wrk reports an error in the script on stderr and then sends its default GET: never a measurement.
      if (stderr.trim()) return reject(new Error(`wrk: ${stderr.trim()}`));
      resolve(stdout);
    });
  });
}

/** Runs wrk (a warm-up run first when asked) and reports the measured run. */
export async function runWrk(load: WrkLoad): Promise<WrkReport> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-wrk-'));
  try {
    const file = join(dir, 'load.lua');
    writeFileSync(file, script(load));
    const args = (secs: number) => [`-t${Math.min(WRK_THREADS, load.connections)}`, `-c${load.connections}`, `-d${secs}s`, '-s', file, load.url];
    if (load.warmupS) await wrk(args(load.warmupS));
    const out = await wrk(args(load.durationS));
    const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary: ${out}`);
    const r = JSON.parse(line) as { requests: number; duration_us: number; errors: number; p50_us: number; p99_us: number; max_us: number; statuses: [number, number][] };
    const statuses: Record<string, number> = {};
    for (const [status, n] of r.statuses) statuses[status] = (statuses[status] ?? 0) + n;
    return { requests: r.requests, rps: r.requests / (r.duration_us / 1e6), statuses, errors: r.errors, p50: r.p50_us / 1000, p99: r.p99_us / 1000, max: r.max_us / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Throws unless every answer of a run had `status` and no socket error happened. */
export function expectAll(what: string, r: WrkReport, status = 200): void {
  if (r.statuses[String(status)] !== r.requests || r.errors) throw new Error(`${what} answered ${JSON.stringify(r.statuses)} (${r.errors} socket errors) where every answer should be ${status}`);
}

export const fmt = (r: { rps: number; p50: number; p99: number }) => `${r.rps.toFixed(0).padStart(6)} req/s p50 ${r.p50.toFixed(2)} ms p99 ${r.p99.toFixed(2)} ms`;
