// Checks a section schema before it is merged (keywords ajv's strict mode would refuse, misused annotations), and
// lists the paths of its secret fields for log redaction.
import type { JsonSchema } from '../json-schema.js';
import { INERT_MODES, type InertMode } from './inert.js';

/** Keywords of JSON Schema draft-07 and the kernel's own annotations; anything else in a section is an error. */
const KNOWN_KEYWORDS = new Set([
  '$id', '$schema', '$ref', '$comment', 'title', 'description', 'default', 'examples', 'readOnly', 'writeOnly',
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern', 'format', 'items', 'additionalItems', 'maxItems', 'minItems', 'uniqueItems',
  'contains', 'maxProperties', 'minProperties', 'required', 'properties', 'patternProperties', 'additionalProperties',
  'dependencies', 'propertyNames', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not', 'definitions',
  'contentMediaType', 'contentEncoding', 'x-secret', 'x-alias-map', 'x-extension', 'x-open', 'x-inert',
  'x-live', 'x-credentials-in',
]);
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', 'dependencies'];
const SCHEMA_ONE = ['additionalProperties', 'additionalItems', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

/** Finds keywords ajv's strict mode would refuse, and misuse of the kernel's annotations. */
export function lintSchema(schema: unknown, at: string, out: string[] = []): string[] {
  if (typeof schema === 'boolean') return out;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    out.push(`${at}: a schema must be an object`);
    return out;
  }
  const s = schema as JsonSchema;
  for (const key of Object.keys(s)) if (!KNOWN_KEYWORDS.has(key)) out.push(`${at}: unknown keyword "${key}"`);
  if (s['x-alias-map'] === true && (typeof s.additionalProperties !== 'object' || s.properties)) {
    out.push(`${at}: an x-alias-map node must describe its entries with an additionalProperties schema and have no properties`);
  }
  if (s['x-live'] !== undefined && typeof s['x-live'] !== 'boolean') out.push(`${at}: x-live must be true or false`);
  if (s.properties && s.type !== 'object') out.push(`${at}: a node with properties must have type "object"`);
  if (s['x-inert'] !== undefined && !INERT_MODES.includes(s['x-inert'] as InertMode)) {
    out.push(`${at}: x-inert must be ${INERT_MODES.map((m) => `"${m}"`).join(', ')}`);
  }
  for (const k of SCHEMA_MAPS) {
    const m = s[k];
    if (m && typeof m === 'object') {
      for (const [name, sub] of Object.entries(m)) if (!Array.isArray(sub)) lintSchema(sub, `${at}/${k}/${name}`, out);
    }
  }
  for (const k of SCHEMA_ONE) if (s[k] !== undefined && typeof s[k] !== 'boolean') lintSchema(s[k], `${at}/${k}`, out);
  for (const k of SCHEMA_LISTS) if (Array.isArray(s[k])) (s[k] as unknown[]).forEach((sub, i) => lintSchema(sub, `${at}/${k}/${i}`, out));
  if (s.items !== undefined) {
    if (Array.isArray(s.items)) (s.items as unknown[]).forEach((sub, i) => lintSchema(sub, `${at}/items/${i}`, out));
    else lintSchema(s.items, `${at}/items`, out);
  }
  return out;
}

/**
 * Paths (pino redact syntax) of every `x-secret` field, with `*` for each alias-map level; each appears bare and
 * under `config.` so that a logged config object is redacted too.
 */
export function secretPaths(schema: JsonSchema): string[] {
  const out: string[] = [];
  const walk = (node: JsonSchema, at: string[]): void => {
    if (node['x-secret'] && at.length) {
      const p = at.map((s) => (s === '*' || /^[A-Za-z_$][\w$]*$/.test(s) ? s : `["${s}"]`)).join('.').replace(/\.\[/g, '[');
      out.push(p, `config.${p}`);
    }
    for (const [k, sub] of Object.entries(node.properties ?? {})) walk(sub, [...at, k]);
    if (node['x-alias-map'] && typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...at, '*']);
  };
  walk(schema, []);
  return out;
}
