// `npm run bench`: whole-process timings of `svc --help` and `svc config schema` against bare `node -e 0`, as ratios.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchEnv } from './bench-env.js';
import { benchGateway } from './bench-gateway.js';
import { benchWebhook } from './bench-webhook.js';

const SVC = fileURLToPath(new URL('../../bin/svc.js', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

interface Case {
  name: string;
  args: string[];
  /** Highest accepted ratio to the baseline, from the kernel issue. */
  target?: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function run(args: string[], env: NodeJS.ProcessEnv): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
const env = { ...process.env, SVC_CONFIG_DIR: dir };
const cases: Case[] = [
  { name: 'node -e 0 (baseline)', args: ['-e', '0'] },
  { name: 'svc --help', args: [SVC, '--help'], target: 2.5 },
  { name: 'svc config schema', args: [SVC, 'config', 'schema'], target: 4 },
];
try {
  for (const c of cases) run(c.args, env);
  const samples = cases.map(() => [] as number[]);
  // Interleaved so that a noisy moment on a shared machine hits every case alike.
  for (let i = 0; i < RUNS; i++) cases.forEach((c, j) => samples[j]!.push(run(c.args, env)));
  const base = median(samples[0]!);
  console.log(`process start-up, median of ${RUNS} runs each (interleaved)`);
  console.log('case                       median ms   ratio   target');
  cases.forEach((c, j) => {
    const m = median(samples[j]!);
    const ratio = m / base;
    const verdict = c.target ? `<= ${c.target}x ${ratio <= c.target ? 'met' : 'MISSED'}` : 'baseline';
    console.log(`${c.name.padEnd(26)} ${m.toFixed(1).padStart(9)}   ${ratio.toFixed(2).padStart(5)}x  ${verdict}`);
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
benchEnv();
await benchGateway();
await benchWebhook();
