// Compact builders for section schemas: each returns plain JSON Schema data with a description and, where the
// field is optional, its default; objects are closed unless declared open.
import type { JsonSchema } from './json-schema.js';

export interface FieldOptions {
  min?: number;
  max?: number;
  exclusiveMin?: number;
  enum?: readonly (string | number)[];
  pattern?: string;
  minLength?: number;
  /** Holds a credential: stored encrypted, never logged or shown. */
  secret?: boolean;
  /** A change applies from the next request or event, without a restart (`x-live`). */
  live?: boolean;
  /** A URL field: the secret field of the same table that carries credentials instead of the URL (`x-credentials-in`). */
  credentialsIn?: string;
  /** Accepted but not acted on yet (`x-inert`); a key of a running section takes `unused`. */
  inert?: Inert;
}

/**
 * How the kernel treats config whose feature does not run yet (see README "Sections without a runtime"): `warn` and
 * `refuse` for a table or section (`enabled = true` warns, or is refused), `refuse-entries` refuses anything written,
 * `unused` marks a key of a running section that has no effect yet. Every key written below a mark is reported.
 */
export type Inert = 'warn' | 'refuse' | 'refuse-entries' | 'unused';

export interface TableOptions {
  /** Keys that must be present when the table is; such a table gets no default and stays absent until written. */
  required?: string[];
  /** Extra keys are accepted (an open table, listed in the README). */
  open?: boolean;
  inert?: Inert;
  /** Every key of the table applies without a restart (`x-live`). */
  live?: boolean;
}

/** Appended to the description of a key marked `unused`, so that no text promises what does not run. */
export const NOT_RUNNING = 'Not running yet: accepted and validated, writing it has no effect.';

/** The description of a node with its mark: an `unused` node says that it does not run. */
function said(description: string, inert: Inert | undefined): string {
  return inert === 'unused' ? `${description} ${NOT_RUNNING}` : description;
}

function field(type: string | string[], description: string, def: unknown, o: FieldOptions = {}): JsonSchema {
  const out: JsonSchema = { type, description: said(description, o.inert) };
  if (o.enum) out.enum = [...o.enum, ...(Array.isArray(type) && type.includes('null') ? [null] : [])];
  if (o.min !== undefined) out.minimum = o.min;
  if (o.max !== undefined) out.maximum = o.max;
  if (o.exclusiveMin !== undefined) out.exclusiveMinimum = o.exclusiveMin;
  if (o.pattern !== undefined) out.pattern = o.pattern;
  if (o.minLength !== undefined) out.minLength = o.minLength;
  if (o.secret) out['x-secret'] = true;
  if (o.live) out['x-live'] = true;
  if (o.credentialsIn) out['x-credentials-in'] = o.credentialsIn;
  if (o.inert) out['x-inert'] = o.inert;
  if (def !== undefined) out.default = def;
  return out;
}

export const s = {
  bool: (def: boolean, description: string, o?: FieldOptions): JsonSchema => field('boolean', description, def, o),
  int: (def: number, description: string, o?: FieldOptions): JsonSchema => field('integer', description, def, o),
  num: (def: number, description: string, o?: FieldOptions): JsonSchema => field('number', description, def, o),
  str: (def: string, description: string, o?: FieldOptions): JsonSchema => field('string', description, def, o),
  /** Optional, null when unset. */
  optStr: (description: string, o?: FieldOptions, def: string | null = null): JsonSchema => field(['string', 'null'], description, def, o),
  optInt: (description: string, o?: FieldOptions, def: number | null = null): JsonSchema => field(['integer', 'null'], description, def, o),
  optNum: (description: string, o?: FieldOptions, def: number | null = null): JsonSchema => field(['number', 'null'], description, def, o),
  optBool: (description: string, def: boolean | null = null, o?: FieldOptions): JsonSchema => field(['boolean', 'null'], description, def, o),
  /** A field with no default that its table requires (`*` in the reference). */
  reqStr: (description: string, o?: FieldOptions): JsonSchema => field('string', description, undefined, { minLength: 1, ...o }),
  strList: (def: readonly string[], description: string, o?: FieldOptions & { items?: FieldOptions }): JsonSchema => {
    const items: JsonSchema = { type: 'string' };
    if (o?.items?.enum) items.enum = [...o.items.enum];
    if (o?.items?.minLength !== undefined) items.minLength = o.items.minLength;
    const out: JsonSchema = { type: 'array', description: said(description, o?.inert), items, default: [...def] };
    if (o?.secret) out['x-secret'] = true;
    if (o?.live) out['x-live'] = true;
    if (o?.inert) out['x-inert'] = o.inert;
    return out;
  },
  optStrList: (description: string, o: { inert?: Inert } = {}): JsonSchema => ({
    type: ['array', 'null'],
    description: said(description, o.inert),
    items: { type: 'string' },
    default: null,
    ...(o.inert ? { 'x-inert': o.inert } : {}),
  }),
  /** A list of tables whose fields the reference does not show: each item is an open table. */
  tableList: (description: string, item?: JsonSchema, o: { inert?: Inert } = {}): JsonSchema => ({
    type: 'array',
    description: said(description, o.inert),
    items: item ?? { type: 'object', description: 'Fields not fixed by the reference: any keys are accepted.' },
    default: [],
    ...(o.inert ? { 'x-inert': o.inert } : {}),
  }),
  /** A map with free keys (not aliases), e.g. headers or per-tool rates. */
  map: (description: string, values: JsonSchema, o: { secret?: boolean; nullable?: boolean; inert?: Inert } = {}): JsonSchema => {
    const out: JsonSchema = { type: o.nullable ? ['object', 'null'] : 'object', description: said(description, o.inert), additionalProperties: values, default: o.nullable ? null : {} };
    if (o.secret) out['x-secret'] = true;
    if (o.inert) out['x-inert'] = o.inert;
    return out;
  },
  /** A table of fixed keys; closed unless `open`. */
  table: (title: string | undefined, description: string, properties: Record<string, JsonSchema>, o: TableOptions = {}): JsonSchema => {
    const out: JsonSchema = { type: 'object', description: said(description, o.inert), additionalProperties: o.open === true, properties };
    if (title) out.title = title;
    if (o.open) out['x-open'] = true;
    if (o.required?.length) out.required = [...o.required];
    else out.default = {};
    if (o.inert) out['x-inert'] = o.inert;
    if (o.live) out['x-live'] = true;
    return out;
  },
  /** `[<path>.<alias>]` instances, each described by `instance`; aliases follow the alias grammar. */
  aliasMap: (title: string | undefined, description: string, instance: JsonSchema, o: { inert?: Inert; live?: boolean } = {}): JsonSchema => {
    const out: JsonSchema = { type: 'object', description: said(description, o.inert), 'x-alias-map': true, additionalProperties: instance, default: {} };
    if (title) out.title = title;
    if (o.inert) out['x-inert'] = o.inert;
    if (o.live) out['x-live'] = true;
    return out;
  },
  /** A table the reference leaves open ("variant", "table" without fields): any keys are accepted. */
  open: (description: string, properties: Record<string, JsonSchema> = {}, o: { inert?: Inert } = {}): JsonSchema => ({
    type: 'object',
    description: said(description, o.inert),
    additionalProperties: true,
    'x-open': true,
    properties,
    default: {},
    ...(o.inert ? { 'x-inert': o.inert } : {}),
  }),
};
