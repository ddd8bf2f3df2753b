// The size of a production install (`npm ci --omit=dev`) without running one (that would compile better-sqlite3 for
// minutes): the files `npm pack` ships plus every package of the lockfile that is not a dev dependency, as installed
// in node_modules here (after the postinstall that prunes better-sqlite3's build objects). Disk blocks, like `du`.
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { row, type Row } from './bench-rows.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MB = 1024 * 1024;

function blocks(path: string): number {
  const st = lstatSync(path);
  let total = st.blocks * 512;
  if (st.isDirectory()) for (const name of readdirSync(path)) total += blocks(join(path, name));
  return total;
}

export function benchSize(): Row[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  let deps = 0;
  let count = 0;
  for (const [key, info] of Object.entries(lock.packages)) {
    if (!key || info.dev) continue;
    deps += blocks(join(ROOT, key));
    count += 1;
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const [packed] = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as { unpackedSize: number; entryCount: number }[];
  const own = packed!.unpackedSize;
  const total = deps + own;
  console.log(`\nproduction install: svc-runtime's ${packed!.entryCount} files ${(own / MB).toFixed(1)} MB + ${count} dependency packages ${(deps / MB).toFixed(1)} MB (disk blocks)`);
  return [row('`npm ci --omit=dev` size', `${(total / MB).toFixed(1)} MB`, '< 40 MB', total < 40 * MB)];
}
