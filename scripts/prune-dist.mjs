#!/usr/bin/env node
// After tsc: removes what dist/ holds for a source that no longer exists (a deleted or renamed module), so the package
// never ships one. It runs after the compile, never before, so a test run using dist/ meanwhile never sees files vanish.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const OUTPUT = /\.(d\.ts|js|js\.map|d\.ts\.map)$/;

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* files(path);
    else yield path;
  }
}

if (existsSync(dist)) {
  for (const file of files(dist)) {
    const rel = relative(dist, file);
    if (!OUTPUT.test(rel)) continue;
    const source = join(root, rel.replace(OUTPUT, '.ts'));
    if (!existsSync(source)) {
      rmSync(file, { force: true });
      console.log(`removed ${relative(root, file)} (no ${relative(root, source)})`);
    }
  }
}
