#!/usr/bin/env node
// postinstall: removes what the production dependencies install but never load, so that an install stays small
// (`npm run bench` measures it). Never fails an install: whatever cannot be found or removed stays.
//
// - better-sqlite3 compiles from source here (no prebuilt binary is reachable), and node-gyp leaves ~15 MB of object
//   files beside the one module it loads (build/Release/better_sqlite3.node). The sources stay, so
//   `npm rebuild better-sqlite3` still works (it recompiles into the same place).
// - bintrees (prom-client → tdigest → bintrees) ships its 2.3 MB test data in the package; nothing requires it.
// - zod's TypeScript sources and the MCP SDK's source maps (about 6 MB, below).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of `name` as `from` (a package folder) resolves it. A package whose exports map `./*` into a subfolder
 * (the MCP SDK: dist/cjs, with a package.json of its own) resolves `name/package.json` there: walk up to the one
 * that names it.
 */
function packageDir(from, name) {
  let dir = dirname(createRequire(join(from, 'package.json')).resolve(`${name}/package.json`));
  for (let up = 0; up < 4; up++) {
    try {
      if (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === name) return dir;
    } catch {
      // no package.json here: go on up
    }
    dir = dirname(dir);
  }
  throw new Error(`no package.json of ${name}`);
}

function prune(what) {
  try {
    what();
  } catch {
    // Not installed, installed another way, or not ours to touch: nothing to prune.
  }
}

const here = fileURLToPath(new URL('..', import.meta.url));

prune(() => {
  const release = join(packageDir(here, 'better-sqlite3'), 'build', 'Release');
  // Only when the module it loads was built: a failed build keeps everything for whoever debugs it.
  if (statSync(join(release, 'better_sqlite3.node')).isFile()) {
    for (const waste of ['obj', 'obj.target', 'sqlite3.a', 'test_extension.node', '.deps']) rmSync(join(release, waste), { recursive: true, force: true });
  }
});

prune(() => {
  const bintrees = packageDir(packageDir(packageDir(here, 'prom-client'), 'tdigest'), 'bintrees');
  if (statSync(join(bintrees, 'lib', 'rbtree.js')).isFile()) rmSync(join(bintrees, 'test'), { recursive: true, force: true });
});

// Folders that production dependencies ship but nothing loads: their own test suites, docs, benchmarks and
// examples, and ajv's TypeScript sources (it loads dist/; lib/ only backs its source maps). About 5.7 MB. A folder
// goes only when the package's entry point is outside it.
const UNLOADED = [
  ['fastify', ['test', 'docs', 'examples']],
  ['pino', ['test', 'docs', 'benchmarks']],
  ['fast-json-stringify', ['test', 'benchmark']],
  ['ajv', ['lib']],
];
for (const [name, folders] of UNLOADED) {
  prune(() => {
    const dir = packageDir(here, name);
    const entry = createRequire(join(here, 'package.json')).resolve(name);
    for (const folder of folders) {
      const path = join(dir, folder);
      if (!entry.startsWith(path + sep)) rmSync(path, { recursive: true, force: true });
    }
  });
}

// zod ships its TypeScript sources (3.8 MB) for bundlers that set the "@zod/source" export condition; Node and
// TypeScript resolve its built files (index.js, index.d.cts). Only when those are there.
prune(() => {
  const zod = packageDir(packageDir(here, '@modelcontextprotocol/sdk'), 'zod');
  if (statSync(join(zod, 'index.js')).isFile() && statSync(join(zod, 'v4', 'index.js')).isFile()) rmSync(join(zod, 'src'), { recursive: true, force: true });
});

// The MCP SDK's source maps (2.3 MB): nothing reads them unless a debugger or an editor asks, and the sources they
// point to are not shipped.
prune(() => {
  const sdk = join(packageDir(here, '@modelcontextprotocol/sdk'), 'dist');
  for (const entry of readdirSync(sdk, { recursive: true })) if (String(entry).endsWith('.map')) rmSync(join(sdk, String(entry)), { force: true });
});
