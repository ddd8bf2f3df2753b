// Resolving and applying 10,000 SVC_ variables against the merged schema (target: under 50 ms), beside a plain Map baseline.
import { performance } from 'node:perf_hooks';
import { applyEnv } from '../kernel/config/env.js';
import { resolveEnvName } from '../lib/config/env-names.js';
import { builtinMergedSchema } from './merged-schema.js';
import { row, type Row } from './bench-rows.js';

const COUNT = 10_000;

/** A realistic mix: plain fields, alias instances (new aliases), two-level maps, open tables, lists. */
function variables(): Record<string, string> {
  const templates: ((i: number) => [string, string])[] = [
    (i) => [`SVC_agents__agent${i}__enabled`, 'true'],
    (i) => [`SVC_channels__webhook__hook${i}__port`, String(10000 + (i % 50000))],
    (i) => [`SVC_providers__models__openai__p${i}__model`, 'llama3.1'],
    (i) => [`SVC_providers__tts__vendor${i % 7}__voice${i}__voice`, 'alloy'],
    (i) => [`SVC_storage__qdrant__store${i}__url`, 'http://127.0.0.1:6333'],
    (i) => [`SVC_runtime_profiles__rp${i}__thinking__default_level`, 'low'],
    (i) => [`SVC_cron__job${i}__enabled`, 'false'],
    (i) => [`SVC_http_request__secrets__s${i}`, 'token'],
    (i) => [`SVC_permission_profiles__pp${i}__allowed_tools`, 'a, b, c'],
    (i) => [`SVC_gateway__port`, String(i)],
  ];
  const env: Record<string, string> = {};
  let count = 0;
  for (let i = 0; count < COUNT; i++) {
    const [k, v] = templates[i % templates.length]!(i);
    if (!(k in env)) count += 1;
    env[k] = v;
  }
  return env;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function timed(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function benchEnv(runs = 9): Row[] {
  const env = variables();
  const names = Object.keys(env);
  const tails = names.map((n) => n.slice('SVC_'.length));
  const t0 = performance.now();
  const schema = builtinMergedSchema();
  const merge = performance.now() - t0;
  // Cold: the first pass also builds the per-schema index and runs before the JIT has warmed up.
  const resolveCold = timed(() => {
    for (const tail of tails) if (!resolveEnvName(schema, tail).ok) throw new Error(`${tail} did not resolve`);
  });
  const applyCold = timed(() => {
    if (applyEnv(schema, env, {}).problems.length) throw new Error('benchmark variables did not apply');
  });
  const resolveWarm: number[] = [];
  const applyWarm: number[] = [];
  const base: number[] = [];
  const map = new Map(names.map((n) => [n, n]));
  for (let r = 0; r < runs; r++) {
    resolveWarm.push(timed(() => tails.forEach((tail) => resolveEnvName(schema, tail))));
    applyWarm.push(timed(() => applyEnv(schema, env, {})));
    base.push(timed(() => names.forEach((n) => map.get(n))));
  }
  const b = median(base);
  console.log(`\n${COUNT} SVC_ variables (schema merged in ${merge.toFixed(1)} ms, not counted; baseline: a Map lookup of ${COUNT} names, ${b.toFixed(2)} ms)`);
  console.log(`resolve names to schema paths, first run:   ${resolveCold.toFixed(1).padStart(6)} ms`);
  console.log(`resolve names to schema paths, warm median: ${median(resolveWarm).toFixed(1).padStart(6)} ms  ${(median(resolveWarm) / b).toFixed(0)}x baseline`);
  console.log(`resolve + coerce + apply, first run:        ${applyCold.toFixed(1).padStart(6)} ms`);
  console.log(`resolve + coerce + apply, warm median:      ${median(applyWarm).toFixed(1).padStart(6)} ms  ${(median(applyWarm) / b).toFixed(0)}x baseline`);
  return [row(`${COUNT} SVC_ variables resolved, first run`, `${resolveCold.toFixed(1)} ms`, '< 50 ms', resolveCold < 50)];
}
