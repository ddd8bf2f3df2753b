// After tsc (`npm run build`): bundles the command line (dist/bin/cli.js and everything it loads, node_modules
// included) into one CommonJS file, dist/bin/svc.cjs, then runs the warm-up commands in-process and saves V8's code
// cache of what they compiled beside it (dist/bin/svc.cjs.cache); bin/svc.js loads both (bin/load.ts). esbuild, a
// build-time dependency, does the bundling: resolving, tree-shaking and rewriting ESM into one script is its job.
// Left out of the bundle: native modules, optional peers, and what only an option loads (pino-pretty).
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { writeFileAtomic } from '../kernel/fs/atomic.js';
import { holdYoungGeneration } from '../kernel/memory.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
const EXTERNAL = ['better-sqlite3', 'ioredis', 'pg', 'json-schema-to-typescript', 'pino-pretty', 'bufferutil', 'utf-8-validate'];

/**
 * Our modules load packages with `createRequire(import.meta.url)` so that nothing loads before it is used; in the
 * bundle that is CommonJS's own `require`, which esbuild follows (and still calls only when the code runs).
 */
const requireAsIs: Plugin = {
  name: 'require-as-is',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      if (!args.path.startsWith(DIST + sep)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('createRequire(import.meta.url)')) return undefined;
      const contents = text.replace(/^[ \t]*const require = createRequire\(import\.meta\.url\);$/gm, '').replace(/createRequire\(import\.meta\.url\)/g, 'require');
      // Any other way of naming `require` would shadow CommonJS's (`const require = require` throws at run time).
      if (/\b(?:const|let|var)\s+require\b/.test(contents)) throw new Error(`${args.path}: declares its own "require"; use \`const require = createRequire(import.meta.url);\` alone on its line`);
      return { contents, loader: 'js' };
    });
  },
};

async function bundle(): Promise<void> {
  // The generated validator beside dist/kernel/, where kernel/config/compiled.ts requires it by a literal path.
  mkdirSync(join(DIST, 'schema'), { recursive: true });
  copyFileSync(join(ROOT, 'schema', 'validate.generated.cjs'), join(DIST, 'schema', 'validate.generated.cjs'));
  const out = join(DIST, 'bin', 'svc.cjs');
  rmSync(`${out}.cache`, { force: true });
  const result = await build({
    entryPoints: [join(DIST, 'bin', 'cli.js')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: EXTERNAL,
    // Every import() left (a builtin, an optional driver) becomes require(): code compiled from a V8 code cache has no
    // dynamic import (Node 20), so the one import() that needs to be one, a third-party extension's, comes from
    // bin/svc.js (the kernel's `importModule`).
    supported: { 'dynamic-import': false },
    // A module's own URL: the bundle's (kernel/version.ts walks up from it to package.json).
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: `'use strict';\nvar __bundleUrl = require('node:url').pathToFileURL(__filename).href;` },
    plugins: [requireAsIs],
    logLevel: 'warning',
    // gateway/server.ts resolves @fastify/ajv-compiler from Fastify's installed folder on purpose (it is Fastify's).
    logOverride: { 'require-resolve-not-external': 'silent' },
    metafile: process.env.BUNDLE_META !== undefined,
    legalComments: 'none',
    charset: 'ascii',
    // 2.9 MB instead of 4.5 (the daemon keeps the source in memory); names stay, so stack traces still name functions.
    minifyWhitespace: true,
    minifySyntax: true,
  });
  if (result.metafile) writeFileAtomic(process.env.BUNDLE_META!, JSON.stringify(result.metafile), 0o644);
  if (result.errors.length || result.warnings.length) throw new Error(`esbuild: ${result.errors.length} errors, ${result.warnings.length} warnings`);
}

/** Loads the new bundle as `svc` does, runs the warm-up, and saves what V8 compiled as the bundle's code cache. */
async function warmCache(): Promise<void> {
  holdYoungGeneration(); // the V8 flags `svc` loads the bundle with (bin/svc.js): V8 takes a cache only under the same flags
  const { loadCli, CODE_CACHE } = await import('../bin/load.js');
  const loaded = loadCli();
  const failed = await loaded.cli.warm();
  if (failed.length) throw new Error(`the warm-up failed: ${failed.join('; ')}`);
  mkdirSync(dirname(CODE_CACHE), { recursive: true });
  writeFileAtomic(CODE_CACHE, loaded.codeCache(), 0o644);
}

await bundle();
await warmCache();
