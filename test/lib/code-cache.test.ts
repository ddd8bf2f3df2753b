// The code cache of CommonJS files (lib/code-cache.ts), across real processes: a cache is used only for the very
// source it was made from, in the flavour asked for, and a refused or foreign cache never changes what runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';

const MODULE = new URL('../../dist/lib/code-cache.js', import.meta.url).href;

/** Runs `body` (an ES module body with `cc`, the built code-cache module) in a fresh node; its JSON output back. */
function inNode(body: string): unknown {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `import * as cc from ${JSON.stringify(MODULE)};\n${body}`], { encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) throw new Error(`node exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Loads `file` in a fresh process: its cache state and what its `value()` returns. */
const load = (file: string, variant?: string) =>
  inNode(`const { exports, cache } = cc.requireWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(variant)}); console.log(JSON.stringify({ cache, value: exports.value() }));`) as {
    cache: string;
    value: string;
  };

/** Loads `file` in a fresh process, runs `value()`, and writes the code caches it made. */
const save = (file: string, variant?: string) =>
  inNode(
    `import { writeFileSync } from 'node:fs'; cc.requireWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(variant)}).exports.value(); const made = cc.codeCaches(); for (const c of made) writeFileSync(c.file, c.data); console.log(JSON.stringify(made.map((c) => c.file)));`,
  ) as string[];

function tempDir(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-code-cache-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const source = (word: string) => `'use strict';\nconst { basename } = require('node:path');\nexports.value = function value() { return '${word}:' + basename(__filename) + ':' + (module.exports === exports); };\n`;

t.test('a file runs as CommonJS; the cache the build saves is taken by the next process', async (t) => {
  const dir = tempDir(t);
  const file = join(dir, 'mod.cjs');
  writeFileSync(file, source('alpha'));
  t.same(load(file), { cache: 'missing', value: 'alpha:mod.cjs:true' }, 'no cache yet: compiled, with require, __filename and module');
  t.same(save(file), [`${file}.cache`]);
  t.same(load(file), { cache: 'used', value: 'alpha:mod.cjs:true' }, 'the next process deserializes it');
});

t.test('a cache made from another source of the same length is never used', async (t) => {
  const dir = tempDir(t);
  const file = join(dir, 'mod.cjs');
  writeFileSync(file, source('alpha'));
  save(file);
  writeFileSync(file, source('omega'));
  t.equal(readFileSync(file, 'utf8').length, source('alpha').length, 'same length: all that V8 itself checks');
  // The positive control: V8 alone takes the old cache for the new source.
  const v8Alone = inNode(`
    import { readFileSync } from 'node:fs'; import { Script } from 'node:vm';
    const data = readFileSync(${JSON.stringify(`${file}.cache`)}).subarray(32);
    const text = readFileSync(${JSON.stringify(file)}, 'latin1');
    const script = new Script('(function (exports, require, module, __filename, __dirname) {' + text + '\\n})', { filename: ${JSON.stringify(file)}, cachedData: data });
    console.log(JSON.stringify(script.cachedDataRejected));`);
  t.equal(v8Alone, false, 'V8 would have run the stale bytecode');
  t.same(load(file), { cache: 'stale', value: 'omega:mod.cjs:true' }, 'the digest refuses it: the new source runs');
});

t.test('a cache V8 refuses (truncated) only costs the compile', async (t) => {
  const dir = tempDir(t);
  const file = join(dir, 'mod.cjs');
  writeFileSync(file, source('alpha'));
  save(file);
  const whole = readFileSync(`${file}.cache`);
  writeFileSync(`${file}.cache`, whole.subarray(0, 32 + Math.floor((whole.length - 32) / 2)));
  t.same(load(file), { cache: 'rejected', value: 'alpha:mod.cjs:true' });
});

t.test('a digest trailer spares the hash; a variant cache is preferred, the default one is the fallback', async (t) => {
  const dir = tempDir(t);
  const file = join(dir, 'mod.cjs');
  const text = source('alpha');
  writeFileSync(file, text + (inNode(`console.log(JSON.stringify(cc.digestTrailer(${JSON.stringify(text)})))`) as string));
  t.match(readFileSync(file, 'utf8'), /\n\/\/# sha256=[0-9a-f]{64}\n$/);
  t.same(load(file, 'daemon'), { cache: 'missing', value: 'alpha:mod.cjs:true' });
  save(file);
  t.same(load(file, 'daemon'), { cache: 'used', value: 'alpha:mod.cjs:true' }, 'no daemon cache: the default one');
  t.same(save(file, 'daemon'), [`${file}.daemon.cache`]);
  writeFileSync(`${file}.cache`, 'not a cache');
  t.same(load(file, 'daemon'), { cache: 'used', value: 'alpha:mod.cjs:true' }, 'the daemon cache is read, not the default one');
  t.same(load(file), { cache: 'stale', value: 'alpha:mod.cjs:true' }, 'and the default one alone is checked without a variant');
  // A trailer that does not match the cache's digest: the cache is stale.
  writeFileSync(file, text + `\n//# sha256=${'0'.repeat(64)}\n`);
  t.same(load(file, 'daemon'), { cache: 'stale', value: 'alpha:mod.cjs:true' });
});
