// Compiled config validators as CommonJS modules, each found by the SHA-256 of the schema it was made from: the one
// generated at build time from the built-in schema (schema/validate.generated.cjs, shipped with the package; its hashes
// also sit in schema/validator.generated.ts, so a start reads them without loading the validator), and those cached on
// disk for any other schema (third-party sections, or a schema tap that changed it).
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileFunction } from 'node:vm';
import type { Ajv as AjvClass, ValidateFunction } from 'ajv';
import { BUILTIN_CLAIMS_HASH, BUILTIN_SCHEMA_HASH } from '../../schema/validator.generated.js';
import { requireWithCodeCache } from '../../lib/code-cache.js';
import { packageRoot } from '../../lib/version.js';
import { removeStaleTemps, writeFileAtomic } from '../../lib/fs/atomic.js';
import { compilerStamp, KEYWORD_RUNTIME, type KeywordRuntime } from '../../lib/config/ajv.js';
import type { SectionClaim } from '../../kernel/config/schema.js';
import type { ValidateFn, ValidatorCache } from '../../kernel/config/validate.js';
import type { JsonSchema } from '../../kernel/model.js';

const require = createRequire(import.meta.url);
// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

/** What a validator module exports. */
interface ValidatorModule {
  readonly schemaHash: string;
  readonly claimsHash?: string;
  readonly compiler?: string;
  validator(require: NodeJS.Require, runtime: KeywordRuntime): { default: ValidateFn };
}

export interface ValidatorModuleHeader {
  /** First line, as a comment. */
  readonly banner?: string;
  readonly schemaHash: string;
  readonly claimsHash?: string;
  readonly compiler?: string;
}

/**
 * JSON of a schema with its keys in their order (ajv generates its checks in that order, so two orders are two
 * schemas); a value JSON cannot hold as it is (undefined, a function, a class instance, NaN) throws, since the
 * standalone code would hold something else than the schema ajv was given.
 */
function plainJson(value: unknown): string {
  return JSON.stringify(value, function plain(this: Record<string, unknown>, key: string, json: unknown) {
    const raw = this[key];
    switch (typeof raw) {
      case 'string':
      case 'boolean':
        return json;
      case 'number':
        if (Number.isFinite(raw)) return json;
        break;
      case 'object': {
        if (raw === null || Array.isArray(raw)) return json;
        const proto = Object.getPrototypeOf(raw) as unknown;
        if (proto === Object.prototype || proto === null) return json;
        break;
      }
    }
    throw new TypeError(`not plain JSON at "${key}"`);
  });
}

/** SHA-256 hex of `value` as plain JSON, keys in order; undefined when it is not plain JSON (then nothing is reused). */
export function fingerprint(value: unknown): string | undefined {
  try {
    return crypto().createHash('sha256').update(plainJson(value)).digest('hex');
  } catch {
    return undefined;
  }
}

/** The claims as they are checked: in order, each with its path, owner and schema. */
export function claimsFingerprint(claims: readonly SectionClaim[]): string | undefined {
  return fingerprint(claims.map((c) => ({ path: c.path, extension: c.extension, schema: c.schema })));
}

/**
 * `code` with every character beyond ASCII written as a \\u escape. ajv's code holds the schema's descriptions and
 * patterns in string and regex literals, where an escape means the same character; one "…" in one description would
 * otherwise make V8 keep the whole 1.2 MB source as a two-byte string (measured: 2.4 MB of idle heap instead of 1.2).
 */
export function asciiOnly(code: string): string {
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The text of a validator module: ajv's standalone code of `validate`, wrapped so that it is handed `require` and `runtime`. */
export function validatorModule(ajv: AjvClass, validate: ValidateFunction, header: ValidatorModuleHeader): string {
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
  const lines = header.banner ? [`// ${header.banner}`] : [];
  lines.push(`'use strict';`, `/** SHA-256 of the schema (plain JSON, keys in order) this validator was made from. */`, `exports.schemaHash = '${header.schemaHash}';`);
  if (header.claimsHash) {
    lines.push(`/** SHA-256 of the section claims merged into it, each checked alone when it was made. */`, `exports.claimsHash = '${header.claimsHash}';`);
  }
  if (header.compiler) lines.push(`/** The ajv and setup that compiled it. */`, `exports.compiler = ${JSON.stringify(header.compiler)};`);
  lines.push(
    `/** ajv's standalone code: \`require\` resolves ajv's run-time helpers, \`runtime\` holds the kernel's keyword functions. */`,
    'exports.validator = function (require, runtime) {',
    'const module = { exports: {} };',
    asciiOnly(standaloneCode(ajv, validate)),
    'return module.exports;',
    '};',
    '',
  );
  return lines.join('\n');
}

function instantiate(mod: Partial<ValidatorModule>): ValidateFn | undefined {
  const fn = mod.validator?.(require, KEYWORD_RUNTIME).default;
  return typeof fn === 'function' ? fn : undefined;
}

/**
 * The generated validator in the package's schema/ (found from the sources, from dist/ and from the bundle alike),
 * with the code cache the build saved beside it (lib/code-cache.ts).
 */
const requireGenerated = (): Partial<ValidatorModule> =>
  requireWithCodeCache(join(packageRoot(), 'schema', 'validate.generated.cjs')).exports as Partial<ValidatorModule>;

let generated: ValidateFn | null | undefined;

/**
 * Merged schemas known to be the built-in one without hashing them: merged from the built-in claims with no schema
 * tap (runner/boot.ts), so made exactly as the generated validator's was (the compiled test checks that the two
 * hashes agree). Hashing the merged schema costs some 2.5 ms of every start, the claims' hash the same again.
 */
const builtinSchemas = new WeakSet<object>();

/** Marks `schema` as the built-in merged schema (see builtinSchemas). */
export function markBuiltinSchema(schema: object): void {
  builtinSchemas.add(schema);
}

/** The hash of `schema` (fingerprint), known without hashing when it is the marked built-in one. */
export function schemaHash(schema: object): string | undefined {
  return builtinSchemas.has(schema) ? BUILTIN_SCHEMA_HASH : fingerprint(schema);
}

/** Whether `claims` are exactly the ones the generated validator was made from (each was checked alone then). */
export function builtinClaims(claims: readonly SectionClaim[]): boolean {
  return claimsFingerprint(claims) === BUILTIN_CLAIMS_HASH;
}

/**
 * The generated validator when `schemaHash` is the hash of the built-in schema, loaded on first use. A missing or
 * broken file (or one that does not match its hashes) means compiling: slower, never wrong.
 */
export function generatedValidator(schemaHash: string): ValidateFn | undefined {
  if (schemaHash !== BUILTIN_SCHEMA_HASH) return undefined;
  if (generated === undefined) {
    try {
      const mod = requireGenerated();
      generated = (mod.schemaHash === BUILTIN_SCHEMA_HASH && instantiate(mod)) || null;
    } catch {
      generated = null;
    }
  }
  return generated ?? undefined;
}

const cacheFile = (dir: string, schemaHash: string): string => join(dir, `schema-${schemaHash}.cjs`);

/** The text of a cache file that only this user can have written: code from it runs in this process. */
function ownFileText(file: string): string | undefined {
  const fd = openSync(file, 'r');
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.mode & 0o022 || st.uid !== (process.getuid?.() ?? st.uid)) return undefined;
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * The validator cached in `dir` for the schema with this hash, if one made by this compiler is there. A file that is
 * missing, unreadable, corrupt, writable by others or made by another compiler is ignored: the caller compiles and
 * writes it again.
 */
export function cachedValidator(dir: string, schemaHash: string): ValidateFn | undefined {
  const file = cacheFile(dir, schemaHash);
  try {
    const text = ownFileText(file);
    if (text === undefined) return undefined;
    const exports: Partial<ValidatorModule> = {};
    compileFunction(text, ['exports'], { filename: file })(exports);
    if (exports.schemaHash !== schemaHash || exports.compiler !== compilerStamp()) return undefined;
    return instantiate(exports);
  } catch {
    return undefined;
  }
}

/** Writes `validate`'s code to `dir` (private, atomic) for the next process; a cache that cannot be written is only slower. */
export function cacheValidator(dir: string, schemaHash: string, ajv: AjvClass, validate: ValidateFunction): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    removeStaleTemps(dir);
    writeFileAtomic(cacheFile(dir, schemaHash), validatorModule(ajv, validate, { schemaHash, compiler: compilerStamp() }));
  } catch {
    // read-only or full disk: the next process compiles too
  }
}

const hashes = new WeakMap<object, string | undefined>();
const hashOf = (schema: object): string | undefined => {
  if (!hashes.has(schema)) hashes.set(schema, schemaHash(schema));
  return hashes.get(schema);
};

/**
 * The cache the runner installs in the kernel's validation (useValidatorCache): the generated validator for the
 * built-in schema, else the one cached in the data directory for this schema's hash; a new compile is written there.
 */
export const validatorCache: ValidatorCache = {
  find(schema: JsonSchema, cacheDir: string | undefined): ValidateFn | undefined {
    const hash = hashOf(schema);
    if (hash === undefined) return undefined;
    return generatedValidator(hash) ?? (cacheDir === undefined ? undefined : cachedValidator(cacheDir, hash));
  },
  keep(schema, cacheDir, ajv, validate): void {
    const hash = hashOf(schema);
    if (hash !== undefined && cacheDir !== undefined) cacheValidator(cacheDir, hash, ajv, validate);
  },
};
