// Loaded into every tap child (package.json "tap"."node-arg"): a unit-tier test file that starts a process fails with
// the reason, so the tier rules of scripts/test-tiers.mjs stay true where they cannot see (a process started by a
// module of the tree the test reaches indirectly). The tier comes from the list scripts/test-tiers.mjs hands down when
// it runs tap (npm test, test:unit, test:process); under a bare `tap` the file is classified on its first spawn (a
// process test pays that once, ~0.2 s for TypeScript's parser; a unit test that never spawns pays nothing).
import childProcess from 'node:child_process';
import { existsSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { classify, UNIT_ENV } from './test-tiers.mjs';

const FUNCTIONS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'];

/** The project a file belongs to: the nearest folder above it with a package.json. */
function projectOf(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Wraps child_process so that `file`, when a unit test, cannot start a process. */
export function install(file) {
  let verdict;
  const tier = () => {
    if (verdict === undefined) {
      const root = projectOf(file);
      const listed = process.env[UNIT_ENV];
      try {
        if (!root) verdict = 'process';
        else if (listed !== undefined) verdict = listed.split('\n').includes(relative(root, file).split(sep).join('/')) ? 'unit' : 'process';
        else verdict = classify(file, root).tier;
      } catch {
        verdict = 'process'; // a file the classifier cannot read is not this guard's business
      }
    }
    return verdict;
  };
  const check = (name, command) => {
    if (tier() !== 'unit') return;
    throw new Error(
      `${file} is a unit test (scripts/test-tiers.mjs) but started a process (child_process.${name} ${String(command)}): ` +
        'the unit tier starts none. Make the rule see it (import the helper that spawns), or put `// @tier process` in the file.',
    );
  };
  const guard = (name, original) =>
    function guarded(...args) {
      check(name, args[0]);
      return original.apply(this, args);
    };
  for (const name of FUNCTIONS) {
    const original = childProcess[name];
    const guarded = guard(name, original);
    // exec and execFile have their own promisified form ({ stdout, stderr }): keep it, guarded too.
    if (original[promisify.custom]) guarded[promisify.custom] = guard(name, original[promisify.custom]);
    childProcess[name] = guarded;
  }
  syncBuiltinESMExports();
}

const main = process.argv[1];
if (main && /\.test\.(ts|mts|js|mjs)$/.test(main)) install(resolve(main));
