#!/usr/bin/env node
// postinstall: better-sqlite3 compiles from source here (no prebuilt binary is reachable), and node-gyp leaves ~15 MB
// of object files beside the one module it loads (build/Release/better_sqlite3.node). They are removed; the sources
// stay, so `npm rebuild better-sqlite3` still works (it recompiles into the same place). Never fails an install.
import { rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

try {
  const root = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
  const release = join(root, 'build', 'Release');
  // Only when the module it loads was built: a failed build keeps everything for whoever debugs it.
  if (statSync(join(release, 'better_sqlite3.node')).isFile()) {
    for (const waste of ['obj', 'obj.target', 'sqlite3.a', 'test_extension.node', '.deps']) rmSync(join(release, waste), { recursive: true, force: true });
  }
} catch {
  // Not installed, not built from source, or not ours to touch: nothing to prune.
}
