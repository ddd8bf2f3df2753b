// The docs' examples stay true: the example config.toml (docs/examples/config.toml) validates through the real CLI with
// no warning and sets every section the built-in extensions own; a code block marked `<!-- file: PATH -->` in a guide
// is that file, byte for byte; and the example tool (docs/examples/svc-tool-clock) builds and passes its own test
// against this svc, as an extension author's package would.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';
import { builtinMergedSchema } from '../../scripts/merged-schema.js';
import type { JsonSchema } from '../../kernel/types.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sample = readFileSync(join(ROOT, 'docs', 'examples', 'config.toml'), 'utf8');

t.test('the example config validates with no warning', async (t) => {
  const dir = tempConfigDir(t);
  writeFileSync(join(dir, 'config.toml'), sample);
  mkdirSync(join(dir, 'sops'));
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0, r.stderr);
  // The example writes sections that do not run yet: one WARN lists them, and nothing else is said.
  const lines = r.stderr.trim().split('\n').filter(Boolean);
  t.equal(lines.length, 1, r.stderr);
  t.match(lines[0], /do(es)? not run yet/);
});

t.test('the example config sets every section the built-in extensions own (those refused until they run are shown in comments)', async (t) => {
  const parsed = parse(sample) as Record<string, unknown>;
  const schema = builtinMergedSchema();
  const owned: string[] = [];
  const walk = (node: JsonSchema, at: string[]): void => {
    if (node['x-extension'] && at.length) owned.push(at.join('.'));
    for (const [k, sub] of Object.entries(node.properties ?? {})) walk(sub, [...at, k]);
  };
  walk(schema, []);
  t.ok(owned.length > 90);
  for (const path of owned) {
    if (refused(schema, path)) continue;
    let node: unknown = parsed;
    for (const seg of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[seg];
    t.not(node, undefined, `${path} appears in the example`);
  }
});

/** Whether `path` is refused when written (x-inert refuse-entries): such sections cannot be in a valid example. */
function refused(schema: JsonSchema, path: string): boolean {
  let node: JsonSchema | undefined = schema;
  for (const seg of path.split('.')) {
    if (node?.['x-inert'] === 'refuse-entries') return true;
    node = node?.properties?.[seg];
  }
  return node?.['x-inert'] === 'refuse-entries';
}

t.test('a code block marked with its file is that file', async (t) => {
  const guides = join(ROOT, 'docs', 'guides');
  let blocks = 0;
  for (const name of readdirSync(guides).filter((n) => n.endsWith('.md'))) {
    const text = readFileSync(join(guides, name), 'utf8');
    for (const m of text.matchAll(/<!-- file: (\S+) -->\n```\w*\n([\s\S]*?)\n```\n/g)) {
      blocks += 1;
      t.equal(`${m[2]}\n`, readFileSync(join(ROOT, m[1]!), 'utf8'), `${name}: ${m[1]}`);
    }
  }
  t.ok(blocks >= 4, `${blocks} marked blocks`);
});

t.test('the example tool builds and passes its own test', async (t) => {
  const dir = tempConfigDir(t);
  cpSync(join(ROOT, 'docs', 'examples', 'svc-tool-clock'), dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'svc-runtime'));
  symlinkSync(join(ROOT, 'node_modules', '@types'), join(dir, 'node_modules', '@types'));
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { encoding: 'utf8' });
  t.equal(tsc.status, 0, 'it compiles', tsc.status ? { output: tsc.stdout + tsc.stderr } : {});
  const run = spawnSync(process.execPath, ['--test', join(dir, 'dist')], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  t.equal(run.status, 0, 'its test passes', run.status ? { output: run.stdout + run.stderr } : {});
  t.match(run.stdout, /# pass 2\n/, 'both of its tests ran');
});
