// What a config change touched: the leaf paths that differ, and which of them apply live (`x-live`) or need a restart.
import type { ConfigObject, JsonSchema } from '../../kernel/types.js';
import { configLeaves, type Leaf } from './entries.js';
import { childSchema, pathSegments } from '../../lib/config/path.js';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether a leaf present on one side only says nothing the other side does not: its schema default, null, or an
 * empty table. A table that appears fills its defaults in, and one that gets its first child was an empty leaf before;
 * neither is a change anyone made.
 */
function implied(leaf: Leaf): boolean {
  const { value, node } = leaf;
  if (value === null || value === undefined) return true;
  if (node?.default !== undefined) return same(value, node.default);
  return typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && Object.keys(value).length === 0;
}

/**
 * Leaf paths whose value differs between two configs, sorted. A leaf on one side only counts when it is not
 * implied (a default, null, an empty table): setting `providers.models.openai.home.model` is that one path, not every
 * default of the new table. Should only implied leaves differ (a table of defaults appeared), they are listed.
 */
export function changedPaths(schema: JsonSchema, before: ConfigObject, after: ConfigObject): string[] {
  const a = configLeaves(schema, before);
  const b = configLeaves(schema, after);
  const out: string[] = [];
  const onlyImplied: string[] = [];
  for (const [path, leaf] of a) {
    const other = b.get(path);
    if (other) {
      if (!same(leaf.value, other.value)) out.push(path);
    } else (implied(leaf) ? onlyImplied : out).push(path);
  }
  for (const [path, leaf] of b) if (!a.has(path)) (implied(leaf) ? onlyImplied : out).push(path);
  return (out.length ? out : onlyImplied).sort();
}

/**
 * A change applies from the next request or event when its node or a parent carries `"x-live": true`: the owning
 * extension promises to read it per use (or to re-apply it on `configReloaded`). Anything else needs a restart.
 */
export function isLive(schema: JsonSchema, path: string): boolean {
  let node: JsonSchema | undefined = schema;
  for (const seg of pathSegments(path) ?? path.split('.')) {
    if (node?.['x-live'] === true) return true;
    node = childSchema(node, seg);
    if (!node) return false;
  }
  return node['x-live'] === true;
}
