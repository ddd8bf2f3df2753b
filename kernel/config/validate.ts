// Validates a config against the merged schema with ajv: one pass, every problem with its dotted path, defaults applied.
import type { Ajv as AjvClass, ErrorObject, ValidateFunction } from 'ajv';
import { kernelError, SvcError, type ConfigProblem } from '../errors.js';
import type { ConfigObject, JsonSchema } from '../types.js';
import { newAjv } from './ajv.js';
import { childSchema, closest, dotted, pointerSegments } from './path.js';
import { isGroupingNode, lintSchema, type SectionClaim } from './schema.js';

let shared: AjvClass | undefined;
const ajv = (): AjvClass => (shared ??= newAjv());

/**
 * Checks each section schema alone, so a broken one names its extension: the draft-07 meta-schema plus the
 * keywords strict mode would refuse. Cheap enough for `svc config schema`; compiling happens only when validating.
 */
export function checkSections(claims: readonly SectionClaim[]): void {
  const a = ajv();
  for (const claim of claims) {
    const problems = lintSchema(claim.schema, '#');
    if (!a.validateSchema(claim.schema as object)) {
      problems.push(...(a.errors ?? []).map((e) => `#${e.instancePath}: ${e.message}`));
    }
    if (problems.length) {
      throw kernelError(
        'SVC_ERR_SECTION_SCHEMA',
        `extension "${claim.extension}" ships an invalid schema for section "${claim.path}": ${problems.join('; ')}`,
      );
    }
  }
}

/** ajv's validate function, however it was made: fills in defaults, leaves the errors of the last call on `errors`. */
export interface ValidateFn {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * Where validators compiled before are found and kept (the runner installs core/config/compiled.ts's: the one generated
 * at build time, and a disk cache): a process without one compiles every schema it meets once.
 */
export interface ValidatorCache {
  find(schema: JsonSchema, cacheDir: string | undefined): ValidateFn | undefined;
  keep(schema: JsonSchema, cacheDir: string | undefined, ajv: AjvClass, validate: ValidateFunction): void;
}

let validatorCache: ValidatorCache | undefined;

/** Installs the cache every later compile looks in first. */
export function useValidatorCache(cache: ValidatorCache): void {
  validatorCache = cache;
}

/** A compiled config schema: ajv's function and the merged schema it checks (the live object, whose nodes messages look up). */
export interface ConfigValidator {
  readonly validate: ValidateFn;
  readonly schema: JsonSchema;
}

const compiled = new WeakMap<JsonSchema, ConfigValidator>();
let compiles = 0;

/** How many schemas this process compiled with ajv: a validator generated at build time or read from the cache is no compile. */
export function schemaCompiles(): number {
  return compiles;
}

/**
 * Compiles with a fresh ajv, so the code it would cache depends on the schema alone, not on what this process compiled
 * before; on failure, compiles sections alone to name the culprit.
 */
function compile(schema: JsonSchema, claims: readonly SectionClaim[]): { ajv: AjvClass; validate: ValidateFunction } {
  compiles += 1;
  const fresh = newAjv();
  try {
    return { ajv: fresh, validate: fresh.compile(schema) };
  } catch (err) {
    for (const claim of claims) {
      try {
        // Wrapped as a property: strict mode refuses a default at the schema root.
        newAjv().compile({ type: 'object', properties: { section: claim.schema } });
      } catch (inner) {
        throw kernelError(
          'SVC_ERR_SECTION_SCHEMA',
          `extension "${claim.extension}" ships a section schema for "${claim.path}" that does not compile: ${(inner as Error).message}`,
          { cause: inner },
        );
      }
    }
    throw kernelError('SVC_ERR_SECTION_SCHEMA', `the merged config schema does not compile (changed by a schema tap?): ${(err as Error).message}`, {
      cause: err,
    });
  }
}

/**
 * The validator of a merged schema, once per schema object: from the installed cache when it has one (the built-in
 * schema's generated validator, or one cached in `cacheDir`), else compiled and offered to the cache.
 */
export function compileConfigSchema(schema: JsonSchema, claims: readonly SectionClaim[], cacheDir?: string): ConfigValidator {
  const hit = compiled.get(schema);
  if (hit) return hit;
  let validate = validatorCache?.find(schema, cacheDir);
  if (!validate) {
    const fresh = compile(schema, claims);
    validatorCache?.keep(schema, cacheDir, fresh.ajv, fresh.validate);
    validate = fresh.validate;
  }
  const validator = { validate, schema };
  compiled.set(schema, validator);
  return validator;
}

/** `scheme://user:password@` in a quoted value: the credentials part is never quoted, whatever the field. */
const URL_CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s"]*@/gi;

function quote(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value).replace(URL_CREDENTIALS, '$1***@');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** True where an unknown key may be a section of an extension that is not loaded: the root, grouping nodes, and
 * tables that already hold other extensions' sections (such as `channels`). */
function holdsSections(node: JsonSchema | undefined, depth: number): boolean {
  if (!node) return false;
  if (depth === 0 || isGroupingNode(node)) return true;
  const own = node['x-extension'];
  return own !== undefined && Object.values(node.properties ?? {}).some((p) => p['x-extension'] !== undefined && p['x-extension'] !== own);
}

/** Whether the instance at `segs` is, or lies under, an x-secret node of `root` (properties, maps and list items). */
function underSecret(root: JsonSchema, segs: readonly (string | number)[]): boolean {
  let node: JsonSchema | undefined = root;
  if (node['x-secret'] === true) return true;
  for (const seg of segs) {
    node = childSchema(node, seg);
    if (!node) return false;
    if (node['x-secret'] === true) return true;
  }
  return false;
}

/**
 * The node holding the failed keyword, found in the live `root` by the error's schema path: the error of a validator
 * made ahead of time carries a copy, and grouping nodes are known by identity. ajv's own reference otherwise.
 */
function parentSchema(e: ErrorObject, root: JsonSchema): JsonSchema | undefined {
  let node: unknown = e.schemaPath.startsWith('#/') ? root : undefined;
  for (const raw of node ? e.schemaPath.split('/').slice(1, -1) : []) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      node = undefined;
      break;
    }
    node = node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) break;
  }
  return node !== null && typeof node === 'object' ? (node as JsonSchema) : undefined;
}

/**
 * Gives each error the value it is about, read from `config` by its instance path. ajv's `verbose` would put it there,
 * at the cost of a quarter of the generated validator's size (every error object would carry its schema and data).
 */
function attachData(errors: readonly ErrorObject[], config: ConfigObject): void {
  for (const e of errors) {
    let node: unknown = config;
    for (const seg of pointerSegments(e.instancePath)) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
    e.data = node;
  }
}

function formatError(e: ErrorObject, root: JsonSchema): ConfigProblem {
  const segs = pointerSegments(e.instancePath);
  const params = e.params as Record<string, unknown>;
  // A wrong value under a secret path is never quoted: a secret given the wrong type is still a secret.
  const show = underSecret(root, segs) ? () => 'a value that is not shown: the field is secret' : quote;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const parent = parentSchema(e, root);
      const known = Object.keys(parent?.properties ?? {});
      const hint = closest(key, known);
      const where = segs.length ? `in "${dotted(segs)}"` : 'at the top level';
      const owner = holdsSections(parent, segs.length) ? ` (no loaded extension owns "${dotted([...segs, key])}")` : '';
      return {
        path: dotted([...segs, key]),
        message: `unknown key "${key}" ${where}${hint ? ` (did you mean "${hint}"?)` : owner}`,
      };
    }
    case 'required':
      return { path: dotted([...segs, String(params.missingProperty)]), message: 'is required' };
    case 'x-alias-map': {
      const parent = dotted(segs.slice(0, -1));
      return {
        path: dotted(segs),
        message: `alias ${JSON.stringify(params.alias)} in "${parent}" breaks the rule "${String(params.rule)}": ${e.message}`,
      };
    }
    case 'type':
      return { path: dotted(segs), message: `must be of type ${[params.type].flat().join(' or ')} (found ${show(e.data)})` };
    case 'enum':
      return {
        path: dotted(segs),
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (found ${show(e.data)})`,
      };
    default:
      return { path: dotted(segs), message: `${e.message ?? 'is invalid'} (found ${show(e.data)})` };
  }
}

/** Validates `config` in place (defaults are filled in). Returns every problem, sorted by path. */
export function validateConfig({ validate, schema }: ConfigValidator, config: ConfigObject): ConfigProblem[] {
  if (validate(config)) return [];
  attachData(validate.errors ?? [], config);
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  for (const e of validate.errors ?? []) {
    const p = formatError(e, schema);
    const key = `${p.path}\0${p.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(p);
    }
  }
  return problems.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The errors of the last failed `validate` call at a value the config does not hold as written: a default the schema
 * filled in that fails its own schema (an unknown or missing key, or a conditional rule, is the config's fault).
 */
export function defaultFaults({ validate, schema }: ConfigValidator, explicit: ConfigObject): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'required' || e.keyword === 'additionalProperties') continue;
    // A rule that applies only with other values (if/then, anyOf, dependencies) is about the combination the
    // operator chose, not about the default alone.
    if (/\/(if|then|else|anyOf|oneOf|allOf|not|dependencies|dependentSchemas)(\/|$)/.test(e.schemaPath)) continue;
    let node: unknown = explicit;
    for (const seg of pointerSegments(e.instancePath)) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
    if (node === undefined) out.push(formatError(e, schema));
  }
  return out;
}

/** The one error for a failed validation: a summary line, then one line per problem. */
export function invalidConfigError(file: string, problems: readonly ConfigProblem[]): SvcError {
  const n = problems.length;
  const lines = problems.map((p) => `  - ${p.path || '(top level)'}: ${p.message}`);
  return kernelError('SVC_ERR_CONFIG_INVALID', `${file}: ${n} configuration problem${n === 1 ? '' : 's'}:\n${lines.join('\n')}`, {
    problems,
  });
}
