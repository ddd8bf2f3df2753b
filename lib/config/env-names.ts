// The names of environment overrides (CONTRACT §3): the tail of SVC_<path with . as __> resolved against a schema
// through a trie built once per schema, with the closest settable name when it does not resolve.
import type { JsonSchema } from '../json-schema.js';
import { checkAlias } from './aliases.js';
import { closest, dotted, UNSAFE_KEYS } from './path.js';

const NOT_OVERRIDABLE = new Set(['schema_version']);

interface Entry {
  readonly segments: readonly string[];
  readonly node: JsonSchema;
  readonly secret: boolean;
}

/**
 * One schema scope (the root, or an alias instance) as a trie over path segments: each step knows the field it
 * names, whether that field is an alias map, and whether it takes free keys (open tables, free-keyed maps).
 */
interface Trie {
  field?: Entry;
  aliasMap?: Entry;
  keyed?: Entry;
  readonly children: Map<string, Trie>;
}

export interface Resolved {
  readonly path: readonly string[];
  readonly node: JsonSchema;
  readonly secret: boolean;
}

export type Resolution = { ok: true; target: Resolved } | { ok: false; reason: string; suggestion?: string };

const scopes = new WeakMap<JsonSchema, Trie>();

function scopeOf(root: JsonSchema): Trie {
  const hit = scopes.get(root);
  if (hit) return hit;
  const trie: Trie = { children: new Map() };
  const walk = (node: JsonSchema, at: string[], into: Trie, secret: boolean): void => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const segments = [...at, key];
      const entry: Entry = { segments, node: child, secret: secret || child['x-secret'] === true };
      const step: Trie = { field: entry, children: new Map() };
      into.children.set(key, step);
      const aliasMap = child['x-alias-map'] === true && typeof child.additionalProperties === 'object';
      if (aliasMap) step.aliasMap = entry;
      else if (child['x-open'] === true || typeof child.additionalProperties === 'object') step.keyed = entry;
      if (child.properties && !aliasMap) walk(child, segments, step, entry.secret);
    }
  };
  walk(root, [], trie, root['x-secret'] === true);
  scopes.set(root, trie);
  return trie;
}

function concat(a: readonly string[], b: readonly string[], c?: readonly string[]): string[] {
  const out = a.slice();
  for (const x of b) out.push(x);
  if (c) for (const x of c) out.push(x);
  return out;
}

/** Resolves segs[from..] inside `root`; `prefix` is the config path of `root`. One walk down the scope's trie. */
function resolveIn(root: JsonSchema, segs: readonly string[], from: number, prefix: readonly string[], secret: boolean): Resolution {
  let step: Trie | undefined = scopeOf(root);
  let mapAt = -1;
  let map: Entry | undefined;
  let keyedAt = -1;
  let keyed: Entry | undefined;
  let i = from;
  for (; i < segs.length && step; i++) {
    step = step.children.get(segs[i]!);
    if (!step) break;
    // Longest path first: the deepest alias map that still has an alias after it wins.
    if (step.aliasMap && i + 1 < segs.length) {
      map = step.aliasMap;
      mapAt = i;
    }
    if (step.keyed && i + 1 < segs.length) {
      keyed = step.keyed;
      keyedAt = i;
    }
  }
  if (map) return resolveAlias(map.node, segs, mapAt + 1, concat(prefix, map.segments), secret || map.secret);
  if (root['x-alias-map'] && typeof root.additionalProperties === 'object' && prefix.length) return resolveAlias(root, segs, from, prefix, secret);
  if (step && i === segs.length && step.field) {
    const field = step.field;
    return { ok: true, target: { path: concat(prefix, field.segments), node: field.node, secret: secret || field.secret } };
  }
  if (!keyed && prefix.length && (root['x-open'] === true || typeof root.additionalProperties === 'object')) {
    keyed = { segments: [], node: root, secret };
    keyedAt = from - 1;
  }
  if (keyed) {
    const rest = segs.slice(keyedAt + 1);
    const unsafe = rest.find((x) => UNSAFE_KEYS.has(x));
    if (unsafe) return { ok: false, reason: `the key "${unsafe}" is not allowed` };
    const value = typeof keyed.node.additionalProperties === 'object' && rest.length === 1 ? keyed.node.additionalProperties : {};
    return { ok: true, target: { path: concat(prefix, keyed.segments, rest), node: value, secret: secret || keyed.secret } };
  }
  return unresolved(root, segs.slice(from), prefix);
}

function resolveAlias(map: JsonSchema, segs: readonly string[], at: number, mapPath: readonly string[], secret: boolean): Resolution {
  const alias = segs[at]!;
  const bad = checkAlias(alias);
  if (bad) return { ok: false, reason: `alias ${JSON.stringify(alias)} in "${dotted(mapPath)}" breaks the rule "${bad.rule}": ${bad.message}` };
  const instance = map.additionalProperties as JsonSchema;
  const path = concat(mapPath, [alias]);
  if (at + 1 >= segs.length) return { ok: true, target: { path, node: instance, secret } };
  return resolveIn(instance, segs, at + 1, path, secret || instance['x-secret'] === true);
}

/**
 * Every name a variable may have inside `root`, as segments below it: each field (a leaf, or a table set as JSON), each
 * alias map and, for the alias the variable wrote at a map's place, that instance and its fields.
 */
function settableNames(root: JsonSchema, segs: readonly string[]): string[][] {
  const out: string[][] = [];
  const walk = (trie: Trie, at: readonly string[]): void => {
    for (const [key, step] of trie.children) {
      const path = [...at, key];
      out.push(path);
      const alias = segs[path.length];
      if (step.aliasMap && alias !== undefined && !checkAlias(alias)) {
        const instance = step.aliasMap.node.additionalProperties as JsonSchema;
        out.push([...path, alias]);
        for (const rest of settableNames(instance, segs.slice(path.length + 1))) out.push([...path, alias, ...rest]);
      } else if (!step.aliasMap) walk(step, path);
    }
  };
  walk(scopeOf(root), []);
  return out;
}

/** `_` and `__` read alike, so `gateway_port` finds `gateway__port` however many separators were mistyped. */
const loose = (name: string): string => name.replace(/_+/g, '_');

/**
 * The settable name closest to the whole tail: written with `_` for `__`, or with a typo anywhere in it. Matching the
 * whole tail, not its first unknown segment, is what keeps `gatway__port` from being told `gateway` (a table).
 */
function suggest(root: JsonSchema, segs: readonly string[]): string | undefined {
  const tail = segs.join('__');
  const names = settableNames(root, segs).map((n) => n.join('__'));
  const wanted = loose(tail);
  // closest() allows at most 3 edits, so names whose length differs by more are never it (and cost a distance each).
  return names.find((n) => loose(n) === wanted) ?? closest(tail, names.filter((n) => Math.abs(n.length - tail.length) <= 3));
}

function unresolved(root: JsonSchema, segs: readonly string[], prefix: readonly string[]): Resolution {
  // The deepest table the leading segments name, to say which key is missing and where.
  let step = scopeOf(root);
  let table: Entry | undefined;
  let k = 0;
  for (let i = 0; i < segs.length - 1; i++) {
    const next = step.children.get(segs[i]!);
    if (!next?.field?.node.properties) break;
    step = next;
    table = next.field;
    k = i + 1;
  }
  const parentPath = concat(prefix, table?.segments ?? []);
  const node = table?.node ?? root;
  const missing = segs[k]!;
  const where = parentPath.length ? `in section "${dotted(parentPath)}"` : 'at the top level';
  const reason = `no field "${missing}" ${where}`;
  let hint = suggest(root, segs);
  if (!hint) {
    // A typo in one segment with more after it: the field it likely meant, when that field is a leaf (a plain value).
    const sibling = closest(missing, Object.keys(node.properties ?? {}));
    const child = sibling === undefined ? undefined : step.children.get(sibling);
    if (child?.field && !child.field.node.properties && !child.aliasMap && !child.keyed) hint = [...(table?.segments ?? []), sibling].join('__');
  }
  const suggestion = hint === undefined ? undefined : [...prefix, hint].join('__');
  // schema_version is a field, but no variable: it is never overridable.
  return suggestion && !NOT_OVERRIDABLE.has(suggestion) ? { ok: false, reason, suggestion } : { ok: false, reason };
}

/** Resolves the tail of one variable (after SVC_) against the merged schema. */
export function resolveEnvName(schema: JsonSchema, tail: string): Resolution {
  if (NOT_OVERRIDABLE.has(tail)) return { ok: false, reason: `${tail} is not overridable from the environment` };
  const segs = tail.split('__');
  if (segs.includes('')) return { ok: false, reason: 'empty path segment (three or more underscores in a row, or one at an end)' };
  return resolveIn(schema, segs, 0, [], false);
}

