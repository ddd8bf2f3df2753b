// After tsc (`npm run build`): bundles the command line (dist/bin/cli.js and everything it loads, node_modules
// included) into one CommonJS file, dist/bin/svc.cjs, ending with its digest, then runs the two warm-ups (bin/warm.ts),
// each in a process of its own, and saves V8's code caches of what they compiled: dist/bin/svc.cjs.cache (commands),
// dist/bin/svc.cjs.daemon.cache and schema/validate.generated.cjs.cache. bin/svc.js loads them (bin/load.ts,
// lib/code-cache.ts). esbuild, a build-time dependency, does the bundling: resolving, tree-shaking and rewriting
// ESM into one script is its job. Left out of the bundle: native modules, optional peers, and what only an option
// loads (pino-pretty).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { codeCacheFile, codeCaches, digestTrailer } from '../lib/code-cache.js';
import { writeFileAtomic } from '../lib/fs/atomic.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
const EXTERNAL = ['better-sqlite3', 'ioredis', 'pg', 'json-schema-to-typescript', 'pino-pretty', 'bufferutil', 'utf-8-validate', 'playwright-core'];

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
  const out = join(DIST, 'bin', 'svc.cjs');
  for (const variant of [undefined, 'daemon']) rmSync(codeCacheFile(out, variant), { force: true });
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
    // A module's own URL: the bundle's (lib/version.ts walks up from it to package.json).
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
  // The digest the code cache is checked against (lib/code-cache.ts), so that loading need not hash the bundle.
  const text = readFileSync(out);
  writeFileAtomic(out, Buffer.concat([text, Buffer.from(digestTrailer(text))]), 0o644);
  if (result.metafile) writeFileAtomic(process.env.BUNDLE_META!, JSON.stringify(result.metafile), 0o644);
  if (result.errors.length || result.warnings.length) throw new Error(`esbuild: ${result.errors.length} errors, ${result.warnings.length} warnings`);
}

/**
 * In a process of its own (V8 would otherwise hand the second warm-up the first one's compiled code, and the daemon's
 * stops on a signal to its process): loads the new bundle as `svc` does, runs one warm-up and saves the code caches
 * of what V8 compiled. `commands`: the bundle's default cache (saved by this process's kernel) and the generated
 * validator's (loaded, and saved, by the bundle's kernel); `daemon`: the bundle's daemon cache alone. V8's flags are
 * its defaults, as when `svc` loads the bundle: V8 takes a cache only under the flags it was made with.
 */
async function warmUp(variant: 'commands' | 'daemon'): Promise<void> {
  const { loadCli } = await import('../bin/load.js');
  const { cli } = loadCli(variant);
  let atReady: ReturnType<typeof codeCaches> | undefined;
  const failed = await cli.warm(variant, () => (atReady = codeCaches()));
  if (failed.length) throw new Error(`the ${variant} warm-up failed: ${failed.join('; ')}`);
  const caches = variant === 'daemon' ? (atReady ?? []) : [...codeCaches(), ...cli.codeCaches()];
  const expected = variant === 'daemon' ? 1 : 2;
  if (caches.length !== expected) {
    // The commands' second cache is the generated validator's: it is missing when the schema changed and
    // schema/validate.generated.cjs was not regenerated (the kernel then compiles the schema at run time instead).
    const hint = variant === 'commands' ? ' (a schema changed without `npm run gen:types`? the generated validator was not used)' : '';
    throw new Error(`the ${variant} warm-up made ${caches.length} code caches, not ${expected}${hint}`);
  }
  // Read by everyone who runs the package.
  for (const { file, data } of caches) writeFileAtomic(file, data, 0o644);
}

function warmUpInChild(variant: 'commands' | 'daemon'): void {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--warm-up', variant], { stdio: 'inherit', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`the ${variant} warm-up exited ${r.status ?? r.signal}`);
}

const warmUpArg = process.argv.indexOf('--warm-up');
if (warmUpArg > 0) {
  await warmUp(process.argv[warmUpArg + 1] === 'daemon' ? 'daemon' : 'commands');
  // A handle a warm-up left open must not hold the build.
  process.exit(0);
}
await bundle();
warmUpInChild('commands');
warmUpInChild('daemon');
