// The example config.toml of the docs (docs/examples/config.toml) validates through the real CLI with no warning and
// sets every section the built-in extensions own.
import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';
import { builtinMergedSchema } from '../../scripts/merged-schema.js';
import type { JsonSchema } from '../../kernel/types.js';

const sample = readFileSync(fileURLToPath(new URL('../../docs/examples/config.toml', import.meta.url)), 'utf8');

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
