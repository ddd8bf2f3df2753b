// Reading a value from text by its schema type (CONTRACT §3: env overrides and `svc config set`), and printing TOML literals.
import type { JsonSchema } from '../json-schema.js';
import { childSchema } from './path.js';

export type Parsed = { ok: true; value: unknown } | { ok: false; expected: string };

const INTEGER = /^-?[0-9]+$/;
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

const NO_TYPES: readonly string[] = [];
const typeCache = new WeakMap<JsonSchema, readonly string[]>();

function types(node: JsonSchema): readonly string[] {
  if (node.type === undefined) return NO_TYPES;
  let hit = typeCache.get(node);
  if (!hit) typeCache.set(node, (hit = [node.type].flat()));
  return hit;
}

function json(text: string): { ok: boolean; value?: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isStringArraySchema(node: JsonSchema): boolean {
  const items = node.items;
  return !!items && typeof items === 'object' && !Array.isArray(items) && [items.type].flat().includes('string') && [items.type].flat().length === 1;
}

/** What a value of this schema looks like, for error messages. */
export function expectedOf(node: JsonSchema): string {
  const t = types(node);
  const out: string[] = [];
  if (t.includes('boolean')) out.push('true or false');
  if (t.includes('integer')) out.push('an integer');
  if (t.includes('number')) out.push('a number');
  if (t.includes('string')) out.push('a string');
  if (t.includes('array')) out.push(isStringArraySchema(node) ? 'a list (JSON array or comma-separated)' : 'a JSON array');
  if (t.includes('object')) out.push('a JSON object');
  if (t.includes('null')) out.push('empty for null');
  return out.length ? out.join(' or ') : 'any JSON value or a string';
}

/** Reads `text` as a value of `node` (its enum and range are checked later, by validation). */
export function parseValue(text: string, node: JsonSchema): Parsed {
  const t = types(node);
  if (t.length === 0) {
    const j = json(text);
    return { ok: true, value: j.ok ? j.value : text };
  }
  if (t.includes('null') && text === '') return { ok: true, value: null };
  if (t.includes('boolean') && (text === 'true' || text === 'false')) return { ok: true, value: text === 'true' };
  if (t.includes('integer') && INTEGER.test(text) && Number.isSafeInteger(Number(text))) return { ok: true, value: Number(text) };
  if (t.includes('number') && NUMBER.test(text)) return { ok: true, value: Number(text) };
  if (t.includes('array')) {
    const trimmed = text.trim();
    if (trimmed.startsWith('[')) {
      const j = json(trimmed);
      if (j.ok && Array.isArray(j.value)) return { ok: true, value: j.value };
      if (!t.includes('string')) return { ok: false, expected: expectedOf(node) };
    } else if (isStringArraySchema(node) && !t.includes('string')) {
      return { ok: true, value: text.split(',').map((s) => s.trim()).filter((s) => s !== '') };
    }
  }
  if (t.includes('object')) {
    const j = json(text.trim());
    if (j.ok && j.value !== null && typeof j.value === 'object' && !Array.isArray(j.value)) return { ok: true, value: j.value };
  }
  if (t.includes('string')) return { ok: true, value: text };
  return { ok: false, expected: expectedOf(node) };
}

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

/** A value as a TOML literal (`"text"`, `42`, `0.5`, `[1, 2]`, `{ a = 1 }`); undefined for null, which TOML lacks. */
export function tomlLiteral(value: unknown, node: JsonSchema = {}): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    const isFloat = types(node).includes('number') && !types(node).includes('integer');
    return isFloat && Number.isInteger(value) ? value.toFixed(1) : String(value);
  }
  if (Array.isArray(value)) {
    const items = typeof node.items === 'object' && !Array.isArray(node.items) ? node.items : {};
    return `[${value.map((v) => tomlLiteral(v, items) ?? '""').join(', ')}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined);
    if (!entries.length) return '{}';
    const child = (k: string): JsonSchema =>
      childSchema(node, k) ?? {};
    return `{ ${entries.map(([k, v]) => `${BARE_KEY.test(k) ? k : JSON.stringify(k)} = ${tomlLiteral(v, child(k))}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}
