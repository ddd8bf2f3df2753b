// Merges the sections every extension owns into one JSON Schema, and checks a section schema before it is merged.
import { kernelError } from '../errors.js';
import type { JsonSchema } from '../types.js';
import { INERT_MODES, type InertMode } from './inert.js';

export const SECTION_PATH = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;
export const ROOT_TITLE = 'SvcConfig';
/** The owner name of what the kernel itself defines or builds (its sections, the parents nobody claims). */
export const KERNEL_OWNER = 'kernel';

/** One extension's claim on a dotted config path. */
export interface SectionClaim {
  readonly path: string;
  readonly extension: string;
  readonly schema: JsonSchema;
}

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

/** Parents that no extension owns, built by the merge to hold child sections. */
const groupingNodes = new WeakSet<JsonSchema>();

export function isGroupingNode(node: JsonSchema): boolean {
  return groupingNodes.has(node);
}

/** A parent nobody claims is the kernel's: it built it, and every section names its owner. */
function unownedNode(path: string): JsonSchema {
  const node: JsonSchema = {
    type: 'object',
    description: `Sections under "${path}".`,
    'x-extension': KERNEL_OWNER,
    additionalProperties: false,
    properties: {},
    default: {},
  };
  groupingNodes.add(node);
  return node;
}

/**
 * Builds the merged schema: shallow sections first, each child inserted into its parent's properties; parents
 * nobody owns are built as closed objects. The owned node carries `x-extension`.
 */
export function mergeSections(claims: readonly SectionClaim[]): JsonSchema {
  const root: JsonSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: ROOT_TITLE,
    description: 'The svc configuration file (config.toml), merged from the sections of every loaded extension.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  };
  const owners = new Map<string, string>();
  // Code-unit order, not localeCompare: the merged schema (and so its hash, and which validator is reused) must not
  // depend on the host's locale, and collation would page in ICU data the daemon otherwise never touches.
  const sorted = [...claims].sort((a, b) => a.path.split('.').length - b.path.split('.').length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const claim of sorted) {
    const segments = claim.path.split('.');
    let node = root;
    for (let i = 0; i < segments.length - 1; i++) {
      const seg = segments[i]!;
      const here = segments.slice(0, i + 1).join('.');
      let next: JsonSchema | undefined = node.properties![seg];
      if (!next) {
        next = unownedNode(here);
        node.properties![seg] = next;
      }
      if (!next.properties || next['x-alias-map']) {
        throw kernelError(
          'SVC_ERR_SECTION_CONFLICT',
          `extension "${claim.extension}" claims section "${claim.path}", but "${here}" (owned by "${owners.get(here) ?? 'nobody'}") has no fixed keys to nest it in`,
        );
      }
      node = next;
    }
    const leaf = segments[segments.length - 1]!;
    if (node.properties![leaf]) {
      const parentPath = segments.slice(0, -1).join('.');
      const other = owners.get(claim.path) ?? owners.get(parentPath) ?? 'the kernel';
      throw kernelError(
        'SVC_ERR_SECTION_CONFLICT',
        `section "${claim.path}" is claimed by extension "${claim.extension}" and already defined by extension "${other}"`,
      );
    }
    node.properties![leaf] = { ...structuredClone(claim.schema), 'x-extension': claim.extension };
    owners.set(claim.path, claim.extension);
  }
  return root;
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
