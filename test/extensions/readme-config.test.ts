// The README's example config.toml validates through the real CLI and uses every section; its open-table list matches the schema.
import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';
import { builtinMergedSchema } from '../../scripts/merged-schema.js';
import type { JsonSchema } from '../../kernel/types.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

function between(start: string, end: string): string {
  const from = README.indexOf(start);
  const to = README.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README has no ${start} ... ${end} block`);
  return README.slice(from + start.length, to);
}

const sample = between('<!-- sample-config:start -->', '<!-- sample-config:end -->').replace(/^\s*```toml\n/, '').replace(/```\s*$/, '');

t.test('the example validates with no warning', async (t) => {
  const dir = tempConfigDir(t);
  writeFileSync(join(dir, 'config.toml'), sample);
  mkdirSync(join(dir, 'sops'));
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0, r.stderr);
  t.equal(r.stderr, '', 'no WARN: the example enables nothing without a runtime');
});

t.test('the example sets every section the built-in extensions own (oidc is refused, so shown only in a comment)', async (t) => {
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
    if (path === 'oidc') continue;
    let node: unknown = parsed;
    for (const seg of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[seg];
    t.not(node, undefined, `${path} appears in the example`);
  }
});

t.test('the README lists exactly the open tables of the schema', async (t) => {
  const listed = [...between('<!-- open-tables:start -->', '<!-- open-tables:end -->').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const open: string[] = [];
  const walk = (node: JsonSchema, at: string[]): void => {
    if (node['x-open']) open.push(at.join('.').replace(/\.\[\]/g, '[]'));
    for (const [k, sub] of Object.entries(node.properties ?? {})) walk(sub, [...at, k]);
    if (node['x-alias-map'] && typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...at, '<alias>']);
    if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) walk(node.items, [...at, '[]']);
  };
  walk(builtinMergedSchema(), []);
  t.same(listed.sort(), open.sort());
});
