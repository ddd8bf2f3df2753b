// The rows of `svc config list` (and of the admin list route): every leaf path with its value, type, default and flags.
import type { ConfigEntry, ConfigObject, JsonSchema } from '../../kernel/model.js';
import { childSchema, pathSegments, tomlPath } from '../../lib/config/path.js';

export type { ConfigEntry };

/** One leaf of a config: its value, its schema node (when the schema names it) and whether it is secret. */
export interface Leaf {
  readonly value: unknown;
  readonly node: JsonSchema | undefined;
  readonly secret: boolean;
}

function typeOf(node: JsonSchema | undefined, value: unknown): string {
  if (node?.type !== undefined) return [node.type].flat().join('|');
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

export function populated(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** Leaves are scalars, arrays, empty tables and whole secret fields; tables are walked, alias instances included. */
export function configLeaves(schema: JsonSchema, config: ConfigObject): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  const walk = (node: JsonSchema | undefined, value: unknown, at: string[], secret: boolean): void => {
    const isSecret = secret || node?.['x-secret'] === true;
    const isTable = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
    if (isTable && !isSecret && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const childNode = childSchema(node, key);
        walk(childNode, child, [...at, key], isSecret);
      }
      return;
    }
    out.set(tomlPath(at), { value, node, secret: isSecret });
  };
  walk(schema, config, [], false);
  return out;
}

/**
 * Every leaf of the running config, by path. `file` is config.toml as read: a leaf it holds has `source: "file"` (also
 * when the value equals the default), one the environment sets `"env"`, any other `"default"`.
 */
export function configEntries(schema: JsonSchema, config: ConfigObject, overrides: ReadonlyMap<string, string>, file?: ConfigObject): ConfigEntry[] {
  const out: ConfigEntry[] = [];
  const inFile = (path: string): boolean => {
    let node: unknown = file;
    for (const seg of pathSegments(path) ?? path.split('.')) {
      if (node === null || typeof node !== 'object' || Array.isArray(node) || !Object.hasOwn(node, seg)) return false;
      node = (node as Record<string, unknown>)[seg];
    }
    return true;
  };
  for (const [path, { value, node, secret }] of configLeaves(schema, config)) {
    const envVar = overrides.get(path);
    const entry: Record<string, unknown> = { path, type: typeOf(node, value), is_secret: secret };
    if (secret) entry.populated = populated(value);
    else entry.value = value;
    if (node?.default !== undefined && !secret) entry.default = node.default;
    entry.is_env_overridden = envVar !== undefined;
    if (envVar) entry.env_var = envVar;
    if (file) entry.source = envVar !== undefined ? 'env' : inFile(path) ? 'file' : 'default';
    out.push(entry as unknown as ConfigEntry);
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A copy of `value` (found at `at` under `node`) in which every secret field shows only `(set)` or `(unset)`, as
 * `config list` does; `masked` lists the dotted paths that were replaced. For outputs that print a whole table.
 */
export function maskSecrets(node: JsonSchema | undefined, value: unknown, at: string): { value: unknown; masked: string[] } {
  const masked: string[] = [];
  const walk = (n: JsonSchema | undefined, v: unknown, path: string, secret: boolean): unknown => {
    if (secret || n?.['x-secret'] === true) {
      masked.push(path);
      return populated(v) ? '(set)' : '(unset)';
    }
    if (Array.isArray(v)) {
      return v.map((item, i) => walk(childSchema(n, i), item, `${path}[${i}]`, false));
    }
    if (v === null || typeof v !== 'object' || v instanceof Date) return v;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(v as Record<string, unknown>)) {
      const childNode = childSchema(n, key);
      out[key] = walk(childNode, child, path ? `${path}.${key}` : key, false);
    }
    return out;
  };
  return { value: walk(node, value, at, false), masked };
}

/** Every non-empty string held by a secret field of `config` (list items and map values included). */
export function secretValues(schema: JsonSchema, config: ConfigObject): string[] {
  const out = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v) out.add(v);
    } else if (Array.isArray(v)) v.forEach(collect);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(collect);
  };
  for (const leaf of configLeaves(schema, config).values()) if (leaf.secret) collect(leaf.value);
  return [...out];
}
