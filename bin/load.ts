// Loads the command line from its bundle (dist/bin/svc.cjs, scripts/bundle.ts) with the V8 code cache the build saved
// beside it, so that a command neither resolves and reads some 150 modules nor compiles again what the build compiled.
// Profile of `svc config get` before: 37 ms loading the kernel's modules, 26 ms the extensions', 46 ms compiling the
// generated validator. A cache that this Node rejects (another V8, other V8 flags) costs only the compile.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type * as Cli from './cli.js';

export type CliBundle = typeof Cli;

/** dist/bin/svc.cjs, beside this module's dist/bin/load.js. */
export const BUNDLE = fileURLToPath(new URL('./svc.cjs', import.meta.url));
/** V8's code cache of the bundle, made by the build after a warm-up (bin/warm.ts). */
export const CODE_CACHE = `${BUNDLE}.cache`;

export interface LoadedCli {
  readonly cli: CliBundle;
  /** Whether V8 took the code cache: `missing` when there is none, `rejected` when it was made by another V8 or flags. */
  readonly cache: 'used' | 'rejected' | 'missing';
  /** The code cache of the bundle as compiled so far in this process (what ran is included). */
  codeCache(): Buffer;
}

type Wrapper = (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;

/**
 * Runs the bundle as a CommonJS module, its code from the cache when V8 takes it. The V8 flags must be the ones the
 * cache was made with: the CLI holds the young generation (kernel/memory.ts) before it loads, and so does the build.
 */
export function loadCli(): LoadedCli {
  // esbuild writes ASCII only (non-ASCII characters escaped): latin1 reads it exactly, without UTF-8 decoding.
  const source = readFileSync(BUNDLE, 'latin1');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(CODE_CACHE);
  } catch {
    // no cache (a build that did not make one): compiled as it runs
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: BUNDLE,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} };
  (script.runInThisContext() as Wrapper).call(module.exports, module.exports, createRequire(BUNDLE), module, BUNDLE, dirname(BUNDLE));
  return {
    cli: module.exports as CliBundle,
    cache: cachedData === undefined ? 'missing' : script.cachedDataRejected ? 'rejected' : 'used',
    codeCache: () => script.createCachedData(),
  };
}
