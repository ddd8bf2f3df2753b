// One process's view of svc: bootstrap paths, read config.toml, load and apply extensions, then schema and config on demand.
import { kernelSections } from '../schema/kernel-sections.js';
import { kernelError, type ConfigProblem, type SvcError } from '../kernel/errors.js';
import { ENV_PREFIX } from '../kernel/config/env.js';
import { parseValue } from '../lib/config/values.js';
import { ExtensionHost, collectClaims, configStorePoint, type LoadedExtension } from '../kernel/host.js';
import type { Logger, LogRoot } from '../kernel/logger.js';
import { changedPaths, isLive } from '../core/config/changes.js';
import { KernelConfigStore } from '../core/config/store.js';
import type { ConfigSession } from '../core/config/session.js';
import { secretValues } from '../core/config/entries.js';
import { bootstrap } from '../kernel/config/bootstrap.js';
import { contentHash, parseConfigText, readConfigFile } from '../kernel/config/read.js';
import { mergeSections, type SectionClaim } from '../kernel/config/schema.js';
import { secretPaths } from '../lib/config/schema-lint.js';
import { importNative, loadThirdParty, type ImportModule } from './third-party.js';
import { inertRules, type InertRule } from '../lib/config/inert.js';
import { builtinClaims, markBuiltinSchema, validatorCache } from '../core/config/compiled.js';
import { checkSections, useValidatorCache } from '../kernel/config/validate.js';
import { validateRaw, type ValidationContext } from '../kernel/config/validation.js';
import type { ConfigChange, ConfigObject, ExtensionDefinition, JsonSchema, Paths } from '../kernel/types.js';
import { coreServices } from '../core/services.js';
import { provideControlGuard } from './peer-proof.js';

// Every process that boots a session validates with the generated validator and the cache in its data directory.
useValidatorCache(validatorCache);

export interface BootOptions {
  readonly builtins: readonly ExtensionDefinition[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly logRoot: LogRoot;
  /** Registers commands owned by the kernel before extensions apply. */
  readonly registerKernel?: (host: ExtensionHost) => void;
  /** How third-party extensions are imported (default: `import()` of the kernel's own module). */
  readonly importModule?: ImportModule;
}

export class Session implements ConfigSession {
  private mergedSchema: JsonSchema | undefined;
  private validConfig: ConfigObject | undefined;
  /** The first config that ran: what the extensions started with. */
  private startedWith: ConfigObject | undefined;
  private inert: InertRule[] | undefined;
  private overrides: ReadonlyMap<string, string> = new Map();
  /** Paths the running config writes that do not run yet; undefined until known again after a write. */
  private inertWritten: readonly string[] | undefined;
  private storeImpl: KernelConfigStore | undefined;

  constructor(
    readonly paths: Paths,
    readonly host: ExtensionHost,
    readonly claims: readonly SectionClaim[],
    readonly warnings: readonly { msg: string; variable: string }[],
    private raw: ConfigObject,
    private fileExists: boolean,
    private hashOf: () => string,
    readonly env: Readonly<Record<string, string | undefined>>,
    readonly logRoot: LogRoot,
    /** How third-party extensions were imported (`svc extensions check` imports the same way). */
    readonly importModule: ImportModule,
  ) {}

  /** The kernel's logger (audit lines of config changes). */
  get log(): Logger {
    return this.logRoot.logger({ ext: 'kernel' });
  }

  /** Entries, ETag, drift, serialised writes and reloads of this session's config. */
  get store(): KernelConfigStore {
    return (this.storeImpl ??= new KernelConfigStore(this));
  }

  /** SHA-256 hex of the config.toml bytes the running config was loaded from. */
  get fileHash(): string {
    return this.hashOf();
  }

  /**
   * The merged schema: each section checked alone (naming its extension), merged, then the schema waterfall. Sections
   * exactly as built in (by hash) were checked when the precompiled validator was generated, so they are not again.
   */
  schema(): JsonSchema {
    if (this.mergedSchema) return this.mergedSchema;
    const builtin = builtinClaims(this.claims);
    if (!builtin) checkSections(this.claims);
    const merged = this.host.hooks.schema.call(mergeSections(this.claims));
    // Built-in sections and nothing that can change their merge: the built-in schema, known without hashing it.
    if (builtin && this.host.hooks.schema.taps.length === 0) markBuiltinSchema(merged);
    this.logRoot.setRedactPaths(secretPaths(merged));
    this.mergedSchema = merged;
    return merged;
  }

  /** The validated, defaulted and frozen config; every problem is reported at once. */
  config(): ConfigObject {
    if (this.validConfig) return this.validConfig;
    const { config, overrides, inert } = this.validate(this.raw, this.fileExists);
    this.overrides = overrides;
    this.inertWritten = inert;
    this.run(config);
    return config;
  }

  /**
   * Paths whose running value differs from the one the process started with and that apply only after a restart (no
   * `x-live`): every `restart_required` still pending, and none that a later change reverted.
   */
  pendingRestart(): readonly string[] {
    const now = this.config();
    const schema = this.schema();
    if (!this.startedWith || this.startedWith === now) return [];
    return changedPaths(schema, this.startedWith, now).filter((p) => !isLive(schema, p));
  }

  /** Makes a config that was just written and validated the running one (no re-read of the file). */
  adopt(text: string, config: ConfigObject, overrides: ReadonlyMap<string, string>, by: string): ConfigChange {
    const previous = this.validConfig;
    this.raw = parseConfigText(Buffer.from(text), this.paths.configFile);
    this.fileExists = true;
    const hash = contentHash(text);
    this.hashOf = () => hash;
    this.inertWritten = undefined;
    this.run(config);
    this.overrides = overrides;
    if (!previous) return { config, changed: [], restartRequired: [] };
    return this.announce(previous, config, by, false);
  }

  /**
   * Makes `config` the running one: configValidated fires for it (never for a draft, a drift check or a dry run, which
   * only validate), and its secret values are scrubbed from every log line from now on.
   */
  private run(config: ConfigObject): void {
    this.validConfig = config;
    this.startedWith ??= config;
    this.logRoot.setSecretValues(secretValues(this.schema(), config));
    this.host.hooks.configValidated.call(config);
  }

  /** Fires configReloaded and logs what changed (paths only) and which changes wait for a restart. */
  private announce(previous: ConfigObject, config: ConfigObject, by: string, reloaded: boolean): ConfigChange {
    const schema = this.schema();
    const changed = changedPaths(schema, previous, config);
    const restartRequired = changed.filter((p) => !isLive(schema, p));
    if (reloaded) this.log.info({ file: this.paths.configFile, by, changed }, 'config reloaded');
    if (restartRequired.length) this.log.warn({ by, paths: restartRequired }, 'restart_required');
    this.host.hooks.configReloaded.call(config, previous);
    return { config, changed, restartRequired };
  }

  /** Dotted path -> the SVC_ variable that set it, for the loaded config (leaves under an object value included). */
  get envOverrides(): ReadonlyMap<string, string> {
    this.config();
    return this.overrides;
  }

  /** Paths the running config (file and environment) writes that do not run yet (`x-inert`), sorted. */
  get inertPaths(): readonly string[] {
    this.config();
    return (this.inertWritten ??= this.validate(this.raw, this.fileExists, this.env, true).inert);
  }

  /** Whether the environment set this dotted path: an O(1) set lookup. */
  isEnvOverridden(path: string): boolean {
    return this.envOverrides.has(path);
  }

  /** The config.toml contents as read (no environment, no defaults, secrets as stored). */
  get fileConfig(): ConfigObject {
    return this.raw;
  }

  get configFileExists(): boolean {
    return this.fileExists;
  }

  /** Validates a candidate file content (as parsed) with this process's environment, without keeping it. */
  check(raw: ConfigObject, options: { quiet?: boolean } = {}): { config: ConfigObject; overrides: ReadonlyMap<string, string> } {
    return this.validate(raw, true, this.env, options.quiet);
  }

  /** The problems of a candidate file on its own, as if no SVC_ variable were set (what the file says, not what runs). */
  problemsWithoutEnv(raw: ConfigObject): readonly ConfigProblem[] {
    try {
      this.validate(raw, true, {});
      return [];
    } catch (err) {
      const problems = (err as { problems?: readonly ConfigProblem[] }).problems;
      if (problems?.length) return problems;
      throw err;
    }
  }

  /**
   * Re-reads config.toml against the same schema and environment. A file that does not validate is refused (logged,
   * thrown) and the running config stays. Use `store.reload` where writes may run concurrently.
   */
  reload(by: string): ConfigChange {
    const previous = this.config();
    let next: { raw: ConfigObject; exists: boolean; hash: string; config: ConfigObject; overrides: ReadonlyMap<string, string>; inert: readonly string[] };
    try {
      const read = readConfigFile(this.paths.configFile);
      next = { ...read, ...this.validate(read.raw, read.exists) };
    } catch (err) {
      const e = err as SvcError;
      this.log.error({ file: this.paths.configFile, by, code: e.code, problems: e.problems ?? [], err: e.message }, 'config reload refused; the running config stays');
      throw err;
    }
    this.overrides = next.overrides;
    this.inertWritten = next.inert;
    this.raw = next.raw;
    this.fileExists = next.exists;
    const hash = next.hash;
    this.hashOf = () => hash;
    this.run(next.config);
    return this.announce(previous, next.config, by, true);
  }

  /** Validates through the pure validation; only a config about to run (not `quiet`) has its notices logged. */
  private validate(
    raw: ConfigObject,
    exists: boolean,
    environment: Readonly<Record<string, string | undefined>> = this.env,
    quiet = false,
  ): { config: ConfigObject; overrides: ReadonlyMap<string, string>; inert: readonly string[] } {
    const schema = this.schema();
    const ctx: ValidationContext = { schema, claims: this.claims, inertRules: (this.inert ??= inertRules(schema)), hooks: this.host.hooks, paths: this.paths };
    const log = this.logRoot.logger({ ext: 'kernel' });
    return validateRaw(ctx, raw, exists, environment, (n) => {
      if (quiet) return;
      if (n.kind === 'env-secret') log.warn({ variable: n.variable, path: n.path }, 'a secret is set from the environment');
      else log.warn({ paths: n.paths }, n.message);
    });
  }

}

/** `SVC_extensions` is read before the schema exists, so it cannot wait for the resolver. */
function extensionsFromEnv(env: Readonly<Record<string, string | undefined>>, fromFile: unknown): unknown {
  const value = env[`${ENV_PREFIX}extensions`];
  if (value === undefined) return fromFile;
  const parsed = parseValue(value, { type: 'array', items: { type: 'string' } });
  if (!parsed.ok) throw kernelError('SVC_ERR_ENV_OVERRIDE', `${ENV_PREFIX}extensions: expected ${parsed.expected}`);
  return parsed.value;
}

/** Reads the config file, loads third-party extensions it names, orders and applies every extension. */
export async function boot(options: BootOptions): Promise<Session> {
  const { paths, warnings } = bootstrap(options.env);
  const read = readConfigFile(paths.configFile);
  const { raw, exists } = read;
  const builtins: LoadedExtension[] = options.builtins.map((definition) => ({ definition, source: 'builtin' }));
  const importModule = options.importModule ?? importNative;
  const thirdParty = await loadThirdParty(extensionsFromEnv(options.env, raw.extensions), paths.configDir, paths.configFile, importModule);
  const all = [...builtins, ...thirdParty];
  const host = new ExtensionHost(all, paths, options.logRoot, coreServices());
  options.registerKernel?.(host);
  const claims = collectClaims(kernelSections, host.ordered);
  let session: Session | undefined;
  // Delegates: the session exists only after every extension has applied.
  host.provideKernelPoint(configStorePoint, {
    current: () => session!.store.current(),
    entries: () => session!.store.entries(),
    secretValues: () => session!.store.secretValues(),
    etag: () => session!.store.etag(),
    drift: () => session!.store.drift(),
    pendingRestart: () => session!.store.pendingRestart(),
    set: (changes, by, opts) => session!.store.set(changes, by, opts),
    reload: (by) => session!.store.reload(by),
  });
  provideControlGuard(host);
  host.apply();
  session = new Session(paths, host, claims, warnings, raw, exists, () => read.hash, options.env, options.logRoot, importModule);
  host.runningConfig(() => session!.config());
  return session;
}

