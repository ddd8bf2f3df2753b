// Validates a config against the merged schema with ajv: one pass, every problem with its dotted path, defaults applied.
import type { Ajv as AjvClass, ErrorObject, ValidateFunction } from 'ajv';
import { kernelError, SvcError, type ConfigProblem } from '../errors.js';
import type { ConfigObject, JsonSchema } from '../types.js';
import { newAjv } from '../../lib/config/ajv.js';
import { pointerSegments } from '../../lib/config/path.js';
import { attachData, formatError } from '../../lib/config/ajv-messages.js';
import { isGroupingNode, type SectionClaim } from './schema.js';
import { lintSchema } from '../../lib/config/schema-lint.js';

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

/** Validates `config` in place (defaults are filled in). Returns every problem, sorted by path. */
export function validateConfig({ validate, schema }: ConfigValidator, config: ConfigObject): ConfigProblem[] {
  if (validate(config)) return [];
  attachData(validate.errors ?? [], config);
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  for (const e of validate.errors ?? []) {
    const p = formatError(e, schema, isGroupingNode);
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
    if (node === undefined) out.push(formatError(e, schema, isGroupingNode));
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
