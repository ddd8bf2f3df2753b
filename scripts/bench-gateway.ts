// The gateway under load: the real daemon in its own process, the load generator in its own (wrk, scripts/bench-wrk.ts;
// loadgen.ts where wrk cannot bind a source address), and the baseline (a bare Fastify route) in a third.
// Authenticated POST /sop/{path} in the favourable and in the default configuration against the bare route in the
// same run, the shared mode's cost, and one client's flood against another's /health.
import { createHash } from 'node:crypto';
import { startDaemon, startRedisServer, startServer, type Daemon, type DaemonOptions } from './bench-procs.js';
import { median, row, type Row } from './bench-rows.js';
import { expectAll, fmt, runWrk, WRK_THREADS, type WrkReport } from './bench-wrk.js';
import { runLoad, runLoads, type Report } from './loadgen.js';

const CONCURRENCY = 32;
/** Seconds per throughput measurement (after 1 s of warm-up), rounds of bare/gateway pairs, seconds of the flood. */
const SECS = Number(process.env.BENCH_SECS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FLOOD_SECS = Number(process.env.BENCH_FLOOD_SECS ?? 30);
const TOKEN = `svc_${'cd'.repeat(32)}`;
const SECRET = 'bench-webhook-secret';
const BODY = JSON.stringify({ release: 'v1.2.3', env: 'prod' });
/** Distinct loopback sources, so that the gateway sees distinct clients without trusting forwarding headers. */
const FLOODER = '127.0.0.2';
const PROBE = '127.0.0.3';

// supervised: the first request starts a run that waits for approval; with `drop` the rest are admitted as skipped,
// with `coalesce` joined to that run, so the measurement is the gateway path (credentials, limits, parsing, matching,
// admission, the dispatch log line), not step execution.
const sopToml = (policy: 'drop' | 'coalesce') =>
  `[sop]\nname = "bench"\nexecution_mode = "supervised"\nadmission_policy = "${policy}"\n[[triggers]]\ntype = "webhook"\npath = "/sop/bench"\n`;

/** The daemon with every built-in, one SOP on /sop/bench and the [gateway] lines given. */
export function sopDaemon(gatewayToml: string, sop: { policy?: 'drop' | 'coalesce'; persistRuns?: boolean } = {}, options: DaemonOptions = {}): Promise<Daemon> {
  const toml = `${gatewayToml}\n[sop]\nsops_dir = "sops"\npersist_runs = ${sop.persistRuns ?? false}\n`;
  return startDaemon(toml, { 'sops/bench/SOP.toml': sopToml(sop.policy ?? 'drop') }, options);
}

const paired = `paired_tokens = ["${createHash('sha256').update(TOKEN).digest('hex')}"]`;

interface Throughput {
  /** The row's words. */
  what: string;
  /** How the daemon is configured, as printed above the rounds. */
  setup: string;
  daemon: () => Promise<Daemon>;
  /** The bare route answering the same bytes as the daemon. */
  barePath: string;
  headers: Record<string, string>;
  target: number;
}

/**
 * Authenticated POST /sop/{path} with the limit out of the way, against a bare Fastify JSON route: ROUNDS interleaved
 * pairs (so a noisy moment on a shared machine hits both alike), each pair giving a ratio; the median ratio counts.
 * wrk drives both with the same script and headers; bare Fastify's req/s is the generator's ceiling evidence.
 */
async function throughput(t: Throughput): Promise<Row[]> {
  const gw = await t.daemon();
  const bare = await startServer('bare');
  const measure = (url: string) => runWrk({ url, headers: t.headers, body: BODY, connections: CONCURRENCY, durationS: SECS, warmupS: 1 });
  const rounds: { bare: WrkReport; svc: WrkReport }[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const b = await measure(`${bare.url}${t.barePath}`);
      const svc = await measure(`${gw.url}/sop/bench`);
      expectAll('bare Fastify', b);
      expectAll('the gateway', svc);
      rounds.push({ bare: b, svc });
    }
  } finally {
    await bare.stop();
    await gw.stop();
  }
  const ratio = median(rounds.map((r) => r.svc.rps / r.bare.rps));
  const ceiling = median(rounds.map((r) => r.bare.rps));
  console.log(`\n${t.what}: ${t.setup}; wrk -t${WRK_THREADS} -c${CONCURRENCY} keep-alive;`);
  console.log(`the daemon, the baseline (a bare Fastify JSON route) and wrk each in its own process; ${ROUNDS} interleaved rounds of ${SECS} s`);
  rounds.forEach((r, i) => console.log(`round ${i + 1}: bare ${fmt(r.bare)}   svc ${fmt(r.svc)}   ratio ${(r.svc.rps / r.bare.rps).toFixed(2)}`));
  // Not the ceiling: the same wrk, script and headers drove bare Fastify to this, svc reached the median ratio of it.
  console.log(`generator ceiling: wrk drove bare Fastify to ${ceiling.toFixed(0)} req/s (median), svc to ${median(rounds.map((r) => r.svc.rps)).toFixed(0)} req/s`);
  return [row(`${t.what} req/s ÷ bare Fastify (wrk; bare ${(ceiling / 1000).toFixed(1)}k req/s)`, ratio.toFixed(2), `>= ${t.target}`, ratio >= t.target)];
}

/** The bench's favourable configuration: admission `drop`, runs in memory, a bearer token, WARN logging. */
const favourable = (): Promise<Row[]> =>
  throughput({
    what: 'authenticated POST /sop/{path}',
    setup: 'admission drop, persist_runs = false, bearer token, --log-level warn, webhook_rate_limit_per_minute = 100000000',
    daemon: () => sopDaemon(`webhook_rate_limit_per_minute = 100000000\n${paired}`, { policy: 'drop', persistRuns: false }, { svcArgs: ['--log-level', 'warn'] }),
    barePath: '/sop/bench',
    headers: { authorization: `Bearer ${TOKEN}` },
    target: 0.85,
  });

/** The default one: runs kept in SQLite, admission `coalesce`, the bearer token and X-Webhook-Secret, INFO logging. */
const defaults = (): Promise<Row[]> =>
  throughput({
    what: 'POST /sop/{path}, persisted runs + coalesce + secret + info log',
    setup: 'admission coalesce, persist_runs = true, bearer token and X-Webhook-Secret (gateway.webhook_secret), info logging, webhook_rate_limit_per_minute = 100000000',
    daemon: () => sopDaemon(`webhook_rate_limit_per_minute = 100000000\nwebhook_secret = "${SECRET}"\n${paired}`, { policy: 'coalesce', persistRuns: true }),
    barePath: '/sop/coalesced',
    headers: { authorization: `Bearer ${TOKEN}`, 'x-webhook-secret': SECRET },
    target: 0.6,
  });

/**
 * One unauthenticated client (127.0.0.2) floods POST /sop/{path} with 32 connections on the default config (60 per
 * minute: nearly every answer is 429), while another client (127.0.0.3) reads /health. The flood's own throughput
 * must stay flat, and the other client's /health p99 within 2x of what it was without the flood.
 */
async function flood(): Promise<Row[]> {
  const gw = await sopDaemon('');
  // Node's load generator (loadgen.ts), not wrk: the two clients must come from distinct loopback addresses
  // (127.0.0.2, 127.0.0.3) for the gateway to count them apart, and wrk cannot bind a source address. The figures
  // compared are its own (a flood against no flood, one p99 against another), not a ratio to a baseline.
  // The other client is a load of the same shape (like the wrk run of the issue that measured 34 ms): alone it has
  // the gateway to itself, flooded it gets a share. 2x is what an even split of a saturated server costs.
  const probe = { url: `${gw.url}/health`, method: 'GET', connections: CONCURRENCY, localAddress: PROBE, warmupMs: 3000 };
  let alone: Report, flooding: Report, probed: Report;
  try {
    alone = await runLoad({ ...probe, durationMs: 10_000 });
    // Both clients from one load-generator process, as the lone client was: on 2 cores a third busy process adds the
    // scheduler's time slices to every latency (bare Fastify measured 3.4x that way, 1.8x this way).
    [flooding, probed] = (await runLoads([
      { url: `${gw.url}/sop/bench`, body: BODY, connections: CONCURRENCY, localAddress: FLOODER, durationMs: FLOOD_SECS * 1000, warmupMs: 3000 },
      { ...probe, durationMs: FLOOD_SECS * 1000 },
    ])) as [Report, Report];
  } finally {
    await gw.stop();
  }
  const per = flooding.perSecond;
  const first = per.slice(0, 5).reduce((a, b) => a + b, 0) / 5;
  const last = per.slice(-5).reduce((a, b) => a + b, 0) / 5;
  const flat = last / first;
  const p99 = probed.p99 / alone.p99;
  console.log(`\none client (${FLOODER}) floods POST /sop/{path} with ${CONCURRENCY} connections for ${FLOOD_SECS} s (after 3 s of warm-up) on the default config;`);
  console.log(`another (${PROBE}) reads /health with ${CONCURRENCY} connections, alone for 10 s, then during the flood`);
  console.log(`flood answers:     ${JSON.stringify(flooding.statuses)}${flooding.errors ? `, ${flooding.errors} errors` : ''}; per second: ${per.join(' ')}`);
  console.log(`flood throughput:  first 5 s ${first.toFixed(0)} req/s, last 5 s ${last.toFixed(0)} req/s`);
  console.log(`/health alone:     ${fmt(alone)}`);
  console.log(`/health flooded:   ${fmt(probed)}`);
  return [
    row('flood: its last 5 s ÷ its first 5 s (flat)', flat.toFixed(2), '>= 0.8', flat >= 0.8),
    row("flood: another client's /health p99 ÷ unflooded", `${p99.toFixed(2)}x`, '<= 2x', p99 <= 2),
  ];
}

/**
 * The shared mode's cost: authenticated POST /sop/{path}, each request with a new X-Idempotency-Key (a reservation
 * and a rate-limit count per request), on a daemon whose gateway state is on Redis against one keeping it in memory;
 * ROUNDS interleaved pairs, the median ratio counts. Redis, both daemons and the load generator are separate processes.
 */
async function shared(): Promise<Row[]> {
  const redis = await startRedisServer();
  const auth = `webhook_rate_limit_per_minute = 100000000\nidempotency_max_keys = 10000000\n${paired}`;
  const memory = await sopDaemon(auth);
  const onRedis = await sopDaemon(`${auth}\n[shared]\nenabled = true\nredis_url = "${redis.url}"`);
  const measure = (url: string) =>
    runWrk({ url: `${url}/sop/bench`, headers: { authorization: `Bearer ${TOKEN}` }, uniqueHeader: 'x-idempotency-key', body: BODY, connections: CONCURRENCY, durationS: SECS, warmupS: 1 });
  const rounds: { memory: WrkReport; redis: WrkReport }[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const m = await measure(memory.url);
      const r = await measure(onRedis.url);
      expectAll('the memory daemon', m);
      expectAll('the redis daemon', r);
      rounds.push({ memory: m, redis: r });
    }
  } finally {
    await memory.stop();
    await onRedis.stop();
    await redis.stop();
  }
  const ratio = median(rounds.map((r) => r.redis.rps / r.memory.rps));
  console.log(`\nauthenticated POST /sop/{path} with a new X-Idempotency-Key per request, wrk -t${WRK_THREADS} -c${CONCURRENCY} keep-alive;`);
  console.log(`gateway state on redis-server (shared mode) against in memory (the default); ${ROUNDS} interleaved rounds of ${SECS} s`);
  rounds.forEach((r, i) => console.log(`round ${i + 1}: memory ${fmt(r.memory)}   redis ${fmt(r.redis)}   ratio ${(r.redis.rps / r.memory.rps).toFixed(2)}`));
  // No target in the issue: ours is that two round trips to Redis per request cost less than half the throughput.
  return [row('POST /sop/{path} with idempotency key: Redis state ÷ memory state', ratio.toFixed(2), '>= 0.5', ratio >= 0.5)];
}

export const benchSop = favourable;
export const benchSopDefault = defaults;
export const benchShared = shared;
export const benchFlood = flood;
