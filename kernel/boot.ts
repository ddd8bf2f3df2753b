// One process's view of svc: bootstrap paths, read config.toml, load and apply extensions, then schema and config on demand.
import { kernelSections } from '../schema/kernel-sections.js';
import type { ConfigProblem } from './errors.js';
import { ExtensionHost, collectClaims, type LoadedExtension } from './host.js';
import type { LogRoot } from './logger.js';
import { bootstrap } from './config/bootstrap.js';
import { readConfigFile } from './config/read.js';
import { mergeSections, secretPaths, type SectionClaim } from './config/schema.js';
import { loadThirdParty } from './config/third-party.js';
import { checkInert, inertRules, type InertRule } from './config/inert.js';
import { checkSections, compileConfigSchema, invalidConfigError, validateConfig } from './config/validate.js';
import type { ProblemReport } from './hooks.js';
import type { ConfigObject, ExtensionDefinition, JsonSchema, Paths } from './types.js';

export interface BootOptions {
  readonly builtins: readonly ExtensionDefinition[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly logRoot: LogRoot;
  /** Registers commands owned by the kernel before extensions apply. */
  readonly registerKernel?: (host: ExtensionHost) => void;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export class Session {
  private mergedSchema: JsonSchema | undefined;
  private validConfig: ConfigObject | undefined;
  private inert: InertRule[] | undefined;

  constructor(
    readonly paths: Paths,
    readonly host: ExtensionHost,
    readonly claims: readonly SectionClaim[],
    readonly warnings: readonly { msg: string; variable: string }[],
    private raw: ConfigObject,
    private fileExists: boolean,
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly logRoot: LogRoot,
  ) {}

  /** The merged schema: each section checked alone (naming its extension), merged, then the schema waterfall. */
  schema(): JsonSchema {
    if (this.mergedSchema) return this.mergedSchema;
    checkSections(this.claims);
    const merged = this.host.hooks.schema.call(mergeSections(this.claims));
    this.logRoot.setRedactPaths(secretPaths(merged));
    this.mergedSchema = merged;
    return merged;
  }

  /** The validated, defaulted and frozen config; every problem is reported at once. */
  config(): ConfigObject {
    if (!this.validConfig) this.validConfig = this.validate(this.raw, this.fileExists);
    return this.validConfig;
  }

  /** Re-reads config.toml against the same schema; throws (and keeps the running config) when it does not validate. */
  reload(): { config: ConfigObject; previous: ConfigObject } {
    const previous = this.config();
    const { raw, exists } = readConfigFile(this.paths.configFile);
    const config = this.validate(raw, exists);
    this.raw = raw;
    this.fileExists = exists;
    this.validConfig = config;
    this.host.hooks.configReloaded.call(config, previous);
    return { config, previous };
  }

  private validate(raw: ConfigObject, exists: boolean): ConfigObject {
    const schema = this.schema();
    const file = this.paths.configFile;
    const candidate = this.host.hooks.rawConfig.call(structuredClone(raw), { paths: this.paths, fileExists: exists, env: this.env });
    const explicit = deepFreeze(structuredClone(candidate));
    const problems = validateConfig(compileConfigSchema(schema, this.claims), candidate);
    if (problems.length) throw invalidConfigError(file, problems);
    const inert = checkInert((this.inert ??= inertRules(schema)), explicit);
    const found: ConfigProblem[] = [...inert.problems];
    const report: ProblemReport = {
      explicit,
      add: (path, message) => void found.push({ path, message }),
      get problems() {
        return found;
      },
    };
    this.host.hooks.validateConfig.call(candidate, report);
    if (found.length) throw invalidConfigError(file, [...found].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)));
    const log = this.logRoot.logger({ ext: 'kernel' });
    for (const w of inert.warnings) log.warn({ path: w.path }, w.message);
    deepFreeze(candidate);
    this.host.hooks.configValidated.call(candidate);
    return candidate;
  }
}

/** Reads the config file, loads third-party extensions it names, orders and applies every extension. */
export async function boot(options: BootOptions): Promise<Session> {
  const { paths, warnings } = bootstrap(options.env);
  const { raw, exists } = readConfigFile(paths.configFile);
  const builtins: LoadedExtension[] = options.builtins.map((definition) => ({ definition, source: 'builtin' }));
  const thirdParty = await loadThirdParty(raw.extensions, paths.configDir, paths.configFile);
  const all = [...builtins, ...thirdParty];
  const host = new ExtensionHost(all, paths, options.logRoot);
  options.registerKernel?.(host);
  const claims = collectClaims(kernelSections, host.ordered);
  host.apply();
  return new Session(paths, host, claims, warnings, raw, exists, options.env, options.logRoot);
}

