// What a config change touched: the leaf paths that differ, and which of them apply live (`x-live`) or need a restart.
import type { ConfigObject, JsonSchema } from '../../kernel/types.js';
import { configLeaves } from './entries.js';
import { childSchema } from '../../kernel/config/path.js';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Leaf paths whose value differs between two configs (present on one side only counts), sorted. */
export function changedPaths(schema: JsonSchema, before: ConfigObject, after: ConfigObject): string[] {
  const a = configLeaves(schema, before);
  const b = configLeaves(schema, after);
  const out: string[] = [];
  for (const [path, leaf] of a) if (!b.has(path) || !same(leaf.value, b.get(path)!.value)) out.push(path);
  for (const path of b.keys()) if (!a.has(path)) out.push(path);
  return out.sort();
}

/**
 * A change applies from the next request or event when its node or a parent carries `"x-live": true`: the owning
 * extension promises to read it per use (or to re-apply it on `configReloaded`). Anything else needs a restart.
 */
export function isLive(schema: JsonSchema, path: string): boolean {
  let node: JsonSchema | undefined = schema;
  for (const seg of path.split('.')) {
    if (node?.['x-live'] === true) return true;
    node = childSchema(node, seg);
    if (!node) return false;
  }
  return node['x-live'] === true;
}
