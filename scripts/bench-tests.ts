// `npm test`'s wall time on this machine: alone, and (on request: it takes twice as long) two runs at once, the second in
// a copy of the checkout, each of which must pass.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { row, type Row } from './bench-rows.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT_MS = 4 * 60_000;
/** Top-level entries not copied into the second checkout: packages are linked, the rest is rebuilt or irrelevant. */
const SKIP = new Set(['node_modules', '.git', '.tap', '.prof', 'dist']);

/** The suite of the checkout at `cwd` (built first, like `npm test`); resolves with its wall time and exit code. */
function suite(cwd: string): Promise<{ ms: number; code: number }> {
  const t0 = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['test', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'ignore'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ms: performance.now() - t0, code: code ?? 1 }));
  });
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

export async function benchTests(): Promise<Row[]> {
  const alone = await suite(ROOT);
  console.log(`\nnpm test alone: ${minutes(alone.ms)}, exit ${alone.code}`);
  return [row('npm test alone on this machine', `${minutes(alone.ms)}${alone.code ? ` (exit ${alone.code})` : ''}`, '<= 4 min, green', alone.ms <= LIMIT_MS && alone.code === 0)];
}

export async function benchTestsTwice(): Promise<Row[]> {
  const copy = mkdtempSync(join(tmpdir(), 'svc-bench-suite-'));
  try {
    cpSync(ROOT, copy, { recursive: true, filter: (src) => !SKIP.has(relative(ROOT, src)) });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    const [a, b] = await Promise.all([suite(ROOT), suite(copy)]);
    const worst = Math.max(a.ms, b.ms);
    console.log(`\nnpm test twice at once: ${minutes(a.ms)} (exit ${a.code}) and ${minutes(b.ms)} (exit ${b.code})`);
    return [row('npm test, two runs at once', `${minutes(worst)}${a.code || b.code ? ` (exits ${a.code}, ${b.code})` : ''}`, 'both green', a.code === 0 && b.code === 0)];
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
