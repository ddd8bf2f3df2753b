// Loads the command line from its bundle (dist/bin/svc.cjs, made by scripts/bundle.ts) with the V8 code cache the
// build saved beside it (lib/code-cache.ts), so that a command neither resolves and reads some 150 modules nor
// compiles again what the build compiled. Profile of `svc config get` before: 37 ms loading the kernel's modules, 26 ms
// the extensions'.
import { createRequire } from 'node:module';
import { requireWithCodeCache, type CodeCacheState } from '../lib/code-cache.js';
import type * as Cli from './cli.js';

export type CliBundle = typeof Cli;

/** dist/bin/svc.cjs, beside this module's dist/bin/load.js. */
export const BUNDLE = createRequire(import.meta.url).resolve('./svc.cjs');

/**
 * Runs the bundle with the code cache of the commands, or of the daemon (bin/warm.ts): each holds what its warm-up
 * compiled, and a process deserializes all of its cache.
 */
export function loadCli(variant: 'commands' | 'daemon'): { readonly cli: CliBundle; readonly cache: CodeCacheState } {
  const { exports, cache } = requireWithCodeCache(BUNDLE, variant === 'daemon' ? 'daemon' : undefined);
  return { cli: exports as CliBundle, cache };
}
