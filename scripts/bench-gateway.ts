// Authenticated POST /sop/{path} through the real gateway against a bare Fastify route, both in this process.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { builtinExtensions } from '../bin/builtins.js';
import { boot } from '../kernel/boot.js';
import { LogRoot } from '../kernel/logger.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = 32;
const TOKEN = `svc_${'cd'.repeat(32)}`;
const BODY = JSON.stringify({ release: 'v1.2.3', env: 'prod' });

export interface Result {
  rps: number;
  p50: number;
  p99: number;
}

/** REQUESTS POSTs of `body` at CONCURRENCY over keep-alive, after a warm-up; every answer must be 200. */
export async function load(url: string, headers: Record<string, string>, body: string = BODY): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const target = new URL(url);
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      const req = request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`HTTP ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(body);
    });
  const run = async (n: number) => {
    const latencies: number[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        next += 1;
        latencies.push(await one());
      }
    }));
    return { latencies, ms: performance.now() - t0 };
  };
  await run(Math.min(500, REQUESTS));
  const { latencies, ms } = await run(REQUESTS);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: (REQUESTS / ms) * 1000, p50: latencies[Math.floor(latencies.length * 0.5)]!, p99: latencies[Math.floor(latencies.length * 0.99)]! };
}

export async function benchGateway(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-gw-'));
  try {
    mkdirSync(join(dir, 'sops', 'bench'), { recursive: true });
    // drop + supervised: the first request starts a run that waits; the rest are admitted as skipped, so the
    // measurement is the gateway path (credentials, limits, parsing, matching, admission), not step execution.
    writeFileSync(join(dir, 'sops', 'bench', 'SOP.toml'), '[sop]\nname = "bench"\nexecution_mode = "supervised"\nadmission_policy = "drop"\n[[triggers]]\ntype = "webhook"\npath = "/sop/bench"\n');
    const hash = createHash('sha256').update(TOKEN).digest('hex');
    writeFileSync(join(dir, 'config.toml'), `[gateway]\nport = 0\nwebhook_rate_limit_per_minute = 0\npaired_tokens = ["${hash}"]\n[sop]\nsops_dir = "sops"\npersist_runs = false\n`);
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const session = await boot({ builtins: builtinExtensions, env: { SVC_CONFIG_DIR: dir }, logRoot: new LogRoot({ fd: 2, level: 'info', pretty: false, stream: new Writable({ write: (c, _e, d) => (lines.push(String(c)), d()) }) }) });
    const rt = { config: session.config(), paths: session.paths, deadline: new AbortController().signal };
    await session.host.start(rt);
    session.host.hooks.ready.call(rt);
    const url = String(JSON.parse(lines.find((l) => l.includes('"listening"') && l.includes('"gateway"'))!).url).replace(/\/$/, '');

    const { default: Fastify } = await import('fastify');
    const bare = Fastify();
    bare.post('/sop/bench', async () => ({ status: 'accepted', path: '/sop/bench', results: [{ sop: 'bench', status: 'skipped', reason: 'busy' }] }));
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const baseline = await load(`${bareUrl}/sop/bench`, {});
    const gateway = await load(`${url}/sop/bench`, { authorization: `Bearer ${TOKEN}` });
    const again = await load(`${bareUrl}/sop/bench`, {});
    const base = { rps: (baseline.rps + again.rps) / 2, p99: (baseline.p99 + again.p99) / 2 };
    console.log(`\nPOST /sop/{path}, ${REQUESTS} requests, ${CONCURRENCY} concurrent, keep-alive (baseline: bare Fastify, measured before and after)`);
    console.log(`bare Fastify:     ${base.rps.toFixed(0).padStart(7)} req/s   p99 ${base.p99.toFixed(2)} ms`);
    console.log(`svc gateway:      ${gateway.rps.toFixed(0).padStart(7)} req/s   p99 ${gateway.p99.toFixed(2)} ms   p50 ${gateway.p50.toFixed(2)} ms`);
    const ratio = gateway.rps / base.rps;
    console.log(`ratio:            ${ratio.toFixed(2)} of bare   target >= 0.7 ${ratio >= 0.7 ? 'met' : 'MISSED'}`);
    await bare.close();
    await session.host.shutdown(rt);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
