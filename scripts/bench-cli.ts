// Whole-process timings of `svc` commands against bare `node -e 0` measured in the same run, and the daemon's start to
// its first `GET /health` 200 and its idle RSS with every built-in on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SVC, startDaemon } from './bench-procs.js';
import { median, row, type Row } from './bench-rows.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const STARTS = Number(process.env.BENCH_STARTS ?? 9);
/** Idle time before the RSS is read: the start's garbage collected, timers settled. */
const IDLE_MS = 2000;
const MB = 1024 * 1024;

interface Case {
  what: string;
  args: string[];
  /** Highest accepted ratio to the baseline. */
  target?: number;
}

function run(args: string[], env: NodeJS.ProcessEnv): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

export function benchCli(): Row[] {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  // An operator's small config, so that get/list/validate read a file and not only the defaults.
  writeFileSync(join(dir, 'config.toml'), '[gateway]\nport = 42617\nrequire_pairing = true\n');
  const env: NodeJS.ProcessEnv = { ...process.env, SVC_CONFIG_DIR: dir };
  for (const k of Object.keys(env)) if (k.startsWith('SVC_') && k !== 'SVC_CONFIG_DIR') delete env[k];
  const cases: Case[] = [
    { what: 'node -e 0 (baseline)', args: ['-e', '0'] },
    { what: 'svc --help', args: [SVC, '--help'], target: 1.5 },
    { what: 'svc config schema', args: [SVC, 'config', 'schema'], target: 2 },
    { what: 'svc config validate', args: [SVC, 'config', 'validate'], target: 2 },
    { what: 'svc config get gateway.port', args: [SVC, 'config', 'get', 'gateway.port'], target: 2 },
    { what: 'svc config list', args: [SVC, 'config', 'list'], target: 2 },
  ];
  try {
    for (const c of cases) run(c.args, env);
    const samples = cases.map(() => [] as number[]);
    // Interleaved so that a noisy moment on a shared machine hits every case alike.
    for (let i = 0; i < RUNS; i++) cases.forEach((c, j) => samples[j]!.push(run(c.args, env)));
    const base = median(samples[0]!);
    console.log(`\nprocess start-up, median of ${RUNS} runs each (interleaved); node -e 0: ${base.toFixed(1)} ms`);
    return cases.slice(1).map((c, j) => {
      const m = median(samples[j + 1]!);
      const ratio = m / base;
      return row(`${c.what} wall ÷ node -e 0`, `${ratio.toFixed(2)}x (${m.toFixed(0)} ms)`, `<= ${c.target}x`, ratio <= c.target!);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** STARTS daemons, one at a time, each with every built-in on (a SOP, a webhook channel; cron and the rest are on by default), interleaved with node -e 0. */
export async function benchDaemon(): Promise<Row[]> {
  const toml = '[sop]\nsops_dir = "sops"\n\n[channels.webhook.bench]\nsecret = "bench-secret"\nport = 0\n';
  const files = { 'sops/idle/SOP.toml': '[sop]\nname = "idle"\n[[triggers]]\ntype = "webhook"\npath = "/sop/idle"\n' };
  const starts: number[] = [];
  const base: number[] = [];
  const rss: number[] = [];
  const env = { ...process.env };
  for (let i = 0; i < STARTS; i++) {
    base.push(run(['-e', '0'], env));
    const d = await startDaemon(toml, files);
    try {
      starts.push(d.startMs);
      await new Promise((r) => setTimeout(r, IDLE_MS));
      rss.push(d.rss());
    } finally {
      await d.stop();
    }
  }
  const b = median(base);
  const s = median(starts);
  const r = median(rss);
  console.log(`\nthe daemon with every built-in on, ${STARTS} starts: spawn to the first GET /health 200, median ${s.toFixed(0)} ms (node -e 0: ${b.toFixed(1)} ms); RSS after ${IDLE_MS / 1000} s idle, median ${(r / MB).toFixed(1)} MB`);
  return [
    row('svc daemon start to GET /health 200 ÷ node -e 0', `${(s / b).toFixed(2)}x (${s.toFixed(0)} ms)`, '<= 3x', s / b <= 3),
    row('idle RSS of the daemon with every built-in', `${(r / MB).toFixed(1)} MB`, '< 80 MB', r < 80 * MB),
  ];
}
