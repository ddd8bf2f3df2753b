// CommonJS files run with V8's code cache: the bytecode a warm-up compiled, saved beside the file (`<file>.cache`) by
// the build, so that a later process deserializes it instead of parsing and compiling again. Node 20 has no compile
// cache of its own (module.enableCompileCache came with Node 22). Used for the bundled CLI (bin/load.ts) and the
// generated config validator (kernel/config/compiled.ts): a profile of `svc config get` showed 46 ms compiling the
// validator alone.
//
// V8 checks a cache against the source's length only, so each cache starts with the SHA-256 of the source it was made
// from: a cache of another source, a truncated or a foreign file is never used. A file the build wrote may end with
// that digest (`//# sha256=<hex>` of everything before the line, scripts/bundle.ts), which spares hashing 2 MB at
// every start; the trailer is trusted, so such a file is only ever changed by the build that writes both. V8 itself refuses a cache made by another V8 version or under other V8 flags (then the file compiles
// as it would without a cache).
import { createRequire } from 'node:module';
import type { Script as ScriptType } from 'node:vm';

// Builtins by require(), not import: this module runs before the bundle (bin/load.ts), and an ES import of a builtin
// builds its module facade from every export, which for node:crypto and node:fs loads what they keep lazy (Web
// Crypto, fs/promises, the fs streams): 4 ms of `svc --help` in a profile.
const require = createRequire(import.meta.url);
const { isAscii } = require('node:buffer') as typeof import('node:buffer');
const { readFileSync } = require('node:fs') as typeof import('node:fs');
const { dirname } = require('node:path') as typeof import('node:path');
const { Script } = require('node:vm') as typeof import('node:vm');

const DIGEST_BYTES = 32;
/** The digest trailer: the last line of a file, newline-terminated. */
const TRAILER = /\n\/\/# sha256=([0-9a-f]{64})\n$/;

/** `//# sha256=…` for the end of `text`: the digest of the text as written (without the trailer). */
export function digestTrailer(text: string | Buffer): string {
  return `\n//# sha256=${sha256(text).toString('hex')}\n`;
}

function sha256(data: string | Buffer): Buffer {
  return (require('node:crypto') as typeof import('node:crypto')).createHash('sha256').update(data).digest();
}

/** The SHA-256 of the file's source: from its trailer when it has one, else computed. */
function digestOf(bytes: Buffer): Buffer {
  const trailer = TRAILER.exec(bytes.subarray(-80).toString('latin1'));
  return trailer ? Buffer.from(trailer[1]!, 'hex') : sha256(bytes);
}

/** How a file's code cache went: used; made from another source; refused by V8 (another V8, other flags); absent. */
export type CodeCacheState = 'used' | 'stale' | 'rejected' | 'missing';

interface Loaded {
  readonly script: ScriptType;
  readonly digest: Buffer;
  readonly variant: string | undefined;
  readonly state: CodeCacheState;
}

/** The scripts this copy of the kernel ran, by file: what `codeCaches` gives the build. */
const loaded = new Map<string, Loaded>();

type Wrapper = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;

/**
 * `<file>.cache`, or `<file>.<variant>.cache`: where the build saves `file`'s code cache. One file may have several,
 * each made by its own warm-up (the bundle: one for the commands, one for the daemon).
 */
export const codeCacheFile = (file: string, variant?: string): string => (variant ? `${file}.${variant}.cache` : `${file}.cache`);

/** The cache data for `digest`: `<file>.<variant>.cache` if there is one, else `<file>.cache`; stale when it was made from another source. */
function readCache(file: string, variant: string | undefined, digest: Buffer): Buffer | 'stale' | undefined {
  for (const candidate of variant ? [codeCacheFile(file, variant), codeCacheFile(file)] : [codeCacheFile(file)]) {
    let data: Buffer;
    try {
      data = readFileSync(candidate);
    } catch {
      continue; // none: the next candidate, or compiled as it runs
    }
    return data.length > DIGEST_BYTES && data.subarray(0, DIGEST_BYTES).equals(digest) ? data.subarray(DIGEST_BYTES) : 'stale';
  }
  return undefined;
}

/**
 * Runs `file` as a CommonJS module (its own `require`, `module`, `__filename`) and returns its exports, its code from
 * its code cache (`variant`'s, else the default one) when that cache was made from this very source. Code run this
 * way has no `import()` (Node 20 gives none to code compiled from a cache): the file must not use it.
 */
export function requireWithCodeCache(file: string, variant?: string): { exports: unknown; cache: CodeCacheState } {
  const bytes = readFileSync(file);
  const digest = digestOf(bytes);
  const found = readCache(file, variant, digest);
  const stale = found === 'stale';
  const cachedData = found === 'stale' ? undefined : found;
  // ASCII (the bundle and the validator are written so) reads as latin1 without UTF-8 decoding.
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as Wrapper).call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  const state: CodeCacheState = stale ? 'stale' : cachedData === undefined ? 'missing' : script.cachedDataRejected ? 'rejected' : 'used';
  loaded.set(file, { script, digest, variant, state });
  return { exports: module.exports, cache: state };
}

/** How the cache of each file this copy of the kernel ran went, by file. */
export function codeCacheStates(): Record<string, CodeCacheState> {
  return Object.fromEntries([...loaded].map(([file, { state }]) => [file, state]));
}

/**
 * The code cache of every file this copy of the kernel ran with `requireWithCodeCache`, each to be written to `file`:
 * what has been compiled so far, the functions a warm-up ran included. Only the build asks (scripts/bundle.ts).
 */
export function codeCaches(): { file: string; data: Buffer }[] {
  return [...loaded].map(([file, { script, digest, variant }]) => ({ file: codeCacheFile(file, variant), data: Buffer.concat([digest, script.createCachedData()]) }));
}
