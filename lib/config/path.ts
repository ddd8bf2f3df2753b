// Dotted config paths: formatting JSON-pointer-like segments for messages, and walking a schema by path.
import type { JsonSchema } from '../json-schema.js';

const PLAIN = /^[A-Za-z0-9_-]+$/;

/** Keys refused anywhere in a config (prototype pollution), from the file, the environment or the command line. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A schema's own property (never one inherited from Object.prototype, such as `constructor` or `toString`). */
function ownProperty(node: JsonSchema, key: string): JsonSchema | undefined {
  return node.properties && Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
}

/** Joins path segments as `gateway.pairing_code.length`; odd keys are quoted, array indexes bracketed. */
export function dotted(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (PLAIN.test(s)) out += out ? `.${s}` : s;
    else out += `[${JSON.stringify(s)}]`;
  }
  return out;
}

/** Splits an ajv instancePath (`/a/b~1c/0`) into segments. */
export function pointerSegments(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}

/** The schema of one child of `node`: a list item by index, else a property or the schema of a map's values. */
export function childSchema(node: JsonSchema | undefined, key: string | number): JsonSchema | undefined {
  if (!node) return undefined;
  if (typeof key === 'number') return typeof node.items === 'object' && !Array.isArray(node.items) ? node.items : undefined;
  if (UNSAFE_KEYS.has(key)) return undefined;
  return ownProperty(node, key) ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
}

/** The schema node at a dotted section path (`channels.webhook`), following `properties` only. */
export function schemaAt(root: JsonSchema, path: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = root;
  for (const seg of path.split('.')) {
    node = node?.properties?.[seg];
    if (!node) return undefined;
  }
  return node;
}

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment), for "did you mean". */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest candidate within a third of the word's length (at least 1 edit, at most 3), if any. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestD && d <= limit) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

/**
 * The schema node a config path names, following properties, alias maps (any alias) and free-keyed tables (any key);
 * `secret` is true when the node or a parent is x-secret. Undefined when the schema has no such path.
 */
export function nodeAtPath(root: JsonSchema, segments: readonly string[]): { node: JsonSchema; secret: boolean } | undefined {
  let node: JsonSchema = root;
  let secret = root['x-secret'] === true;
  for (const seg of segments) {
    if (UNSAFE_KEYS.has(seg)) return undefined;
    const next: JsonSchema | undefined =
      ownProperty(node, seg) ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : node['x-open'] === true ? {} : undefined);
    if (!next) return undefined;
    node = next;
    secret ||= node['x-secret'] === true;
  }
  return { node, secret };
}

/** Whether a segment may be written bare in a TOML dotted key (else it needs quotes). */
export function isBareKey(segment: string): boolean {
  return PLAIN.test(segment);
}

/** Joins segments as a TOML dotted key, quoting those that are not bare keys: `models.openai."gpt-4.1"`. */
export function tomlPath(segments: readonly string[]): string {
  return segments.map((s) => (PLAIN.test(s) ? s : JSON.stringify(s))).join('.');
}

/** One segment of a parsed path: its key, and whether it was written bare (only bare keys may be kebab-case aliases of a field). */
export interface PathSegment {
  readonly key: string;
  readonly bare: boolean;
}

/**
 * Parses a dotted path written as a TOML dotted key: bare keys (`A-Za-z0-9_-`), "basic" strings with TOML escapes and
 * 'literal' strings, separated by dots with optional blanks around them (`a."gpt-4.1".b`, `a.'x.y'`). Returns a
 * sentence saying what is wrong when the text is not one.
 */
export function parsePath(text: string): PathSegment[] | string {
  const out: PathSegment[] = [];
  let i = 0;
  const blanks = (): void => {
    while (text[i] === ' ' || text[i] === '\t') i++;
  };
  for (;;) {
    blanks();
    const c = text[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += c === '"' && text[j] === '\\' ? 2 : 1;
      if (j >= text.length) return `an unclosed ${c} quote at character ${i + 1}`;
      const raw = text.slice(i + 1, j);
      let key = raw;
      if (c === '"') {
        // TOML's escapes are JSON's (\UXXXXXXXX aside, refused as a bad escape: a key never needs it).
        try {
          key = JSON.parse(`"${raw}"`) as string;
        } catch {
          return `a bad escape in the quoted key ${text.slice(i, j + 1)}`;
        }
      } else if (raw.includes('\n')) return 'a quoted key cannot hold a line break';
      out.push({ key, bare: false });
      i = j + 1;
    } else {
      const m = /^[A-Za-z0-9_-]+/.exec(text.slice(i));
      if (!m) return i >= text.length ? 'an empty segment at the end' : `${JSON.stringify(text[i])} at character ${i + 1} (quote a key that holds it: "…")`;
      out.push({ key: m[0], bare: true });
      i += m[0].length;
    }
    blanks();
    if (i >= text.length) return out;
    if (text[i] !== '.') return `${JSON.stringify(text[i])} at character ${i + 1} (quote a key that holds it: "…")`;
    i++;
  }
}

/** The segments of a dotted path in TOML key syntax, or undefined when the text is not one (for paths sent by programs). */
export function pathSegments(text: string): string[] | undefined {
  const parsed = parsePath(text);
  return typeof parsed === 'string' ? undefined : parsed.map((s) => s.key);
}
