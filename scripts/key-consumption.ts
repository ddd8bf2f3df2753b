// Which config keys the code reads: for every leaf key of every section that is not marked as not running yet
// (`x-inert`), its name must be read in the runtime source of the extension that owns the section (its own non-schema,
// non-generated .ts files and the files they import, the kernel's generic code excepted), as `.key`, `?.key`,
// `['key']` or in a destructuring pattern. What is neither read nor marked is a key that promises what does not run.
// The test test/scripts/key-consumption.test.ts runs it; `node dist/scripts/key-consumption.js` prints the findings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KERNEL_OWNER } from '../kernel/host.js';
import { inertMarked } from '../lib/config/inert.js';
import type { SectionClaim } from '../kernel/config/schema.js';
import type { JsonSchema } from '../kernel/types.js';
import { builtinSchema } from './merged-schema.js';

/** The checkout: the nearest folder above this file that holds package.json (it runs from scripts/ or dist/scripts/). */
export const REPO = ((): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();

/** Folders whose code is the kernel's own: it owns the kernel's sections, and never reads an extension's keys by name. */
const KERNEL_DIRS = ['kernel', 'core', 'runner', 'cli', 'bin', 'lib', 'schema'];

export interface KeyFinding {
  /** Dotted path, `<alias>` for any alias and `[]` for any list item. */
  readonly path: string;
  /** The key's own name (what the source must read). */
  readonly key: string;
  readonly section: string;
  readonly owner: string;
}

function isRuntimeFile(path: string): boolean {
  const name = path.slice(path.lastIndexOf(sep) + 1);
  return name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.generated.ts') && name !== 'schema.ts' && !name.endsWith('-schema.ts');
}

function* filesUnder(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'web' && e.name !== 'schema') yield* filesUnder(path);
    } else if (isRuntimeFile(path)) yield path;
  }
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** `files` and every file they import (relative imports, transitively), the kernel's folder excepted. */
function withImports(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), (m[1] ?? m[2]!).replace(/\.js$/, '.ts'));
      const top = relative(REPO, target).split(sep)[0];
      if (top === 'kernel' || top === 'schema' || !isRuntimeFile(target) || !existsSync(target)) continue;
      queue.push(target);
    }
  }
  return [...seen];
}

const NAME = /[A-Za-z_$][\w$]*/;

/** The names a source text reads as properties: `.k`, `?.k`, `['k']`, `{ k, j: x, l = 1 } =` and `({ k }) =>` patterns. */
export function readNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\??\.\s*([A-Za-z_$][\w$]*)/g)) out.add(m[1]!);
  for (const m of text.matchAll(/\[\s*['"]([^'"\]]+)['"]\s*\]/g)) out.add(m[1]!);
  // Destructuring: an object pattern followed by `=` (declaration or default) or used as a parameter.
  for (const m of text.matchAll(/\{([^{}]*)\}\s*(?::\s*[^=;{}()]+)?\s*(?:=(?![=>])|\)\s*(?::[^=]*?)?=>)/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^\.\.\./, '').match(NAME)?.[0];
      if (name) out.add(name);
    }
  }
  return out;
}

/** The extension folder of each built-in extension (the folder whose name is the extension's). */
function sourcesOf(owner: string): string[] {
  if (owner === KERNEL_OWNER) return KERNEL_DIRS.flatMap((d) => [...filesUnder(join(REPO, d))]);
  const dir = join(REPO, 'extensions', owner);
  return existsSync(dir) ? withImports([...filesUnder(dir)]) : [];
}

/**
 * Leaf keys of a section, through sub-tables, alias maps and list items but not owned sections; with `marked` false,
 * a node marked as not running is left out with everything below it.
 */
function leavesOf(node: JsonSchema, path: string, out: { path: string; key: string }[], marked = false): void {
  const below = (n: JsonSchema, p: string, o: { path: string; key: string }[]): void => leavesOf(n, p, o, marked);
  const skip = (n: JsonSchema): boolean => !marked && inertMarked(n);
  for (const [key, sub] of Object.entries(node.properties ?? {})) {
    if (sub['x-extension'] || skip(sub)) continue;
    const at = `${path}.${key}`;
    const props = Object.keys(sub.properties ?? {}).length > 0;
    const aliases = sub['x-alias-map'] && typeof sub.additionalProperties === 'object';
    const items = sub.items as JsonSchema | undefined;
    const tableItems = items && typeof items === 'object' && !Array.isArray(items) && items.properties && Object.keys(items.properties).length > 0;
    if (!props && !aliases && !tableItems) out.push({ path: at, key });
    if (props) below(sub, at, out);
    if (aliases && !skip(sub.additionalProperties as JsonSchema)) below(sub.additionalProperties as JsonSchema, `${at}.<alias>`, out);
    if (tableItems) below(items, `${at}[]`, out);
  }
  if (node['x-alias-map'] && typeof node.additionalProperties === 'object' && !skip(node.additionalProperties as JsonSchema)) {
    below(node.additionalProperties as JsonSchema, `${path}.<alias>`, out);
  }
}

/** Every unmarked leaf key of `claims` whose name the owner's runtime source never reads. */
export function unconsumedKeys(claims: readonly SectionClaim[], merged: JsonSchema): KeyFinding[] {
  const names = new Map<string, Set<string>>();
  const out: KeyFinding[] = [];
  for (const claim of claims) {
    const node = claim.path.split('.').reduce<JsonSchema | undefined>((n, seg) => n?.properties?.[seg], merged);
    if (!node || inertMarked(node)) continue;
    let read = names.get(claim.extension);
    if (!read) {
      read = new Set();
      for (const file of sourcesOf(claim.extension)) for (const n of readNames(readFileSync(file, 'utf8'))) read.add(n);
      names.set(claim.extension, read);
    }
    const leaves: { path: string; key: string }[] = [];
    leavesOf(node, claim.path, leaves);
    for (const leaf of leaves) if (!read.has(leaf.key)) out.push({ ...leaf, section: claim.path, owner: claim.extension });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The allowlist: keys read where the heuristic cannot see it (or made to run right now), each with its reason. */
export function allowlist(): Map<string, string> {
  const text = readFileSync(join(REPO, 'scripts', 'key-consumption-allow.json'), 'utf8');
  const entries = JSON.parse(text) as { path: string; reason: string }[];
  return new Map(entries.map((e) => [e.path, e.reason]));
}

/** Every leaf key of every section, marked or not. */
export function allLeaves(claims: readonly SectionClaim[], merged: JsonSchema): Set<string> {
  const out: { path: string; key: string }[] = [];
  for (const claim of claims) {
    const node = claim.path.split('.').reduce<JsonSchema | undefined>((n, seg) => n?.properties?.[seg], merged);
    if (node) leavesOf(node, claim.path, out, true);
  }
  return new Set(out.map((l) => l.path));
}

/**
 * The built-in schema's keys that are neither read nor marked nor allowed, and allowlist entries that name no key of
 * the schema (a typo, or a key that was removed).
 */
export function findings(): { unread: KeyFinding[]; allowed: KeyFinding[]; staleAllow: string[] } {
  const { schema, claims } = builtinSchema();
  const all = unconsumedKeys(claims, schema);
  const allow = allowlist();
  const leaves = allLeaves(claims, schema);
  const staleAllow = [...allow.keys()].filter((p) => !leaves.has(p));
  return { unread: all.filter((f) => !allow.has(f.path)), allowed: all.filter((f) => allow.has(f.path)), staleAllow };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { unread, staleAllow } = findings();
  for (const f of unread) process.stdout.write(`${f.owner}\t${f.path}\n`);
  for (const p of staleAllow) process.stdout.write(`stale allowlist entry\t${p}\n`);
  process.exitCode = unread.length || staleAllow.length ? 1 : 0;
}
