// Validation of a candidate config, free of lifecycle hooks and of logging: raw file content and environment in, the
// validated, defaulted, frozen config out (or one error listing every problem). Drafts, drift checks and dry runs
// call it as freely as the load of the config that runs; only the config-phase hooks fire (rawConfig, validateConfig).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { kernelError, type ConfigProblem } from '../errors.js';
import type { KernelHooks, ProblemReport } from '../hooks.js';
import type { ConfigObject, JsonSchema, Paths } from '../model.js';
import { applyEnv, overrideOf } from './env.js';
import { checkInert, inertWarning, type InertRule } from '../../lib/config/inert.js';
import { unsafeValues } from '../../lib/config/safety.js';
import type { SectionClaim } from './schema.js';
import { decryptSecret, KEY_FILE, readKey } from './secrets.js';
import { isEncrypted, mapSecrets } from '../../lib/config/secret-box.js';
import { compileConfigSchema, defaultFaults, invalidConfigError, validateConfig } from './validate.js';

/** What validation needs of the process: the merged schema, its claims and inert rules, the config-phase hooks. */
export interface ValidationContext {
  readonly schema: JsonSchema;
  readonly claims: readonly SectionClaim[];
  readonly inertRules: readonly InertRule[];
  readonly hooks: Pick<KernelHooks, 'rawConfig' | 'validateConfig'>;
  readonly paths: Paths;
}

/** What the operator should hear about a config that loads: the caller decides whether to log it (never for drafts). */
export type ValidationNotice =
  | { readonly kind: 'env-secret'; readonly variable: string; readonly path: string }
  /** Every written path that does not run yet, in one notice (one WARN). */
  | { readonly kind: 'inert'; readonly paths: readonly string[]; readonly message: string };

export interface Validated {
  readonly config: ConfigObject;
  /** Dotted path -> the SVC_ variable that set it. */
  readonly overrides: ReadonlyMap<string, string>;
  /** Paths the file or the environment writes that do not run yet (x-inert), sorted. */
  readonly inert: readonly string[];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Decrypts every enc2: value of a secret field, from the file or the environment; the key is read only if one exists. */
function decrypt(schema: JsonSchema, config: ConfigObject, configDir: string): void {
  let key: Buffer | undefined;
  mapSecrets(schema, config, (value, path) => {
    if (!isEncrypted(value)) return value;
    key ??= readKey(configDir);
    if (!key) {
      throw kernelError(
        'SVC_ERR_SECRET',
        `${path} is encrypted (enc2:) but the key file ${configDir}/${KEY_FILE} does not exist; restore it (a lost key cannot be replaced, so otherwise re-enter the secret)`,
      );
    }
    return decryptSecret(key, value, path);
  });
}

/**
 * Where validators compiled at run time are cached for the next process: `<data dir>/cache`, only once the config
 * directory exists (no command creates it as a side effect).
 */
function schemaCacheDir(paths: Paths): string | undefined {
  return existsSync(paths.configDir) ? join(paths.dataDir, 'cache') : undefined;
}

/**
 * Validates `raw` (config.toml as parsed) with `environment`: SVC_ overrides, decryption, rawConfig taps, the schema
 * (defaults filled in), inert sections, values that would leak, validateConfig taps. Throws one SvcError naming every
 * problem (each naming the SVC_ variable that set its path); `notice` hears what an operator should be told.
 */
export function validateRaw(
  ctx: ValidationContext,
  raw: ConfigObject,
  exists: boolean,
  environment: Readonly<Record<string, string | undefined>>,
  notice: (n: ValidationNotice) => void = () => {},
): Validated {
  const { schema, paths } = ctx;
  const merged = structuredClone(raw);
  const env = applyEnv(schema, environment, merged);
  if (env.problems.length) {
    const lines = env.problems.map((p) => `  - ${p.message}`).join('\n');
    throw kernelError('SVC_ERR_ENV_OVERRIDE', `${env.problems.length} environment override${env.problems.length === 1 ? '' : 's'} cannot be applied:\n${lines}`, {
      problems: env.problems,
    });
  }
  decrypt(schema, merged, paths.configDir);
  for (const s of env.secrets) notice({ kind: 'env-secret', variable: s.variable, path: s.path });
  const named = (problems: readonly ConfigProblem[]): ConfigProblem[] =>
    problems.map((p) => {
      const variable = overrideOf(env.overrides, p.path);
      return variable ? { path: p.path, message: `${p.message} (set by ${variable})` } : p;
    });
  const candidate = ctx.hooks.rawConfig.call(merged, { paths, fileExists: exists, env: environment });
  const explicit = deepFreeze(structuredClone(candidate));
  const validate = compileConfigSchema(schema, ctx.claims, schemaCacheDir(paths));
  const problems = validateConfig(validate, candidate);
  if (problems.length) {
    // A default that fails its own schema is the extension's fault: name it rather than blame the operator.
    const fault = defaultFaults(validate, explicit)[0];
    if (fault) {
      const owner = ctx.claims.filter((c) => fault.path === c.path || fault.path.startsWith(`${c.path}.`)).sort((a, b) => b.path.length - a.path.length)[0];
      throw kernelError(
        'SVC_ERR_SECTION_SCHEMA',
        `extension "${owner?.extension ?? 'unknown'}" ships a default for "${fault.path}" that does not validate against its own schema: ${fault.message}`,
      );
    }
    throw invalidConfigError(paths.configFile, named(problems));
  }
  const inert = checkInert(ctx.inertRules, explicit);
  const found: ConfigProblem[] = [...inert.problems, ...unsafeValues(schema, candidate)];
  const report: ProblemReport = {
    explicit,
    add: (path, message) => void found.push({ path, message }),
    get problems() {
      return found;
    },
  };
  ctx.hooks.validateConfig.call(candidate, report);
  if (found.length) throw invalidConfigError(paths.configFile, named([...found].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))));
  if (inert.written.length) notice({ kind: 'inert', paths: inert.written, message: inertWarning(inert.written) });
  deepFreeze(candidate);
  return { config: candidate, overrides: env.overrides, inert: inert.written };
}
