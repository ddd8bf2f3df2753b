// Shared public types of the kernel: extensions, the kernel API handed to apply, commands, paths and runtime.
import type { KernelHooks, ShutdownWork } from './hooks.js';
import type { ConfigProblem, ErrorRegistry } from './errors.js';
import type { ConfigEntry, ConfigObject, ExtensionInfo, JsonSchema, Paths, Runtime } from './model.js';
import type { Logger } from './logger.js';

/** Phantom-typed handle through which one extension offers an API to others. */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Type carrier only; never set. */
  readonly __type?: T;
}

export interface CommandOption {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  description: string;
}

/** What the CLI prepares before a command runs. */
export type CommandNeeds = 'nothing' | 'schema' | 'config';

export interface CommandContext {
  readonly positionals: readonly string[];
  readonly options: Readonly<Record<string, string | boolean | string[] | undefined>>;
  readonly paths: Paths;
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** Logs to stderr (stdout for daemon commands). */
  readonly logger: Logger;
  /** The merged schema (needs: 'schema' or 'config'). */
  readonly schema: JsonSchema;
  /** The validated config (needs: 'config'); throws otherwise. */
  config(): ConfigObject;
  /** Sends a command to the running daemon over <data dir>/svc.sock. */
  control(command: string, args?: unknown): Promise<unknown>;
  /**
   * Sends a command whose handler streams: each event it emits reaches `onEvent` as it is sent; aborting `signal` asks
   * the daemon to cancel (the handler still answers, and this resolves with that answer).
   */
  controlStream(command: string, args: unknown, options: { onEvent(event: Readonly<Record<string, unknown>>): void; signal?: AbortSignal }): Promise<unknown>;
  /** Runs the daemon lifecycle in this process (lock, control socket, start, ready, signals); resolves to the exit code. */
  runDaemon(options: { only?: readonly string[]; mode: string }): Promise<number>;
  /**
   * Takes the daemon's lock of the data directory (`svc.lock`) for a command that must not run beside a daemon (a
   * restore): throws SVC_ERR_LOCKED (exit 1) naming the pid when one runs, so none can start meanwhile either.
   * Returns the release function; the lock also goes when the process exits.
   */
  lockDataDir(): () => void;
}

export interface CommandSpec {
  /** Words after `svc`, e.g. `sop list`. */
  name: string;
  summary: string;
  /** Positional synopsis for --help, e.g. `NAME`. */
  usage?: string;
  options?: Record<string, CommandOption>;
  /** Accepted number of positionals (default 0..0). */
  positionals?: { min: number; max: number };
  needs?: CommandNeeds;
  /** Long-running service commands (daemon, gateway) log to stdout; every other command logs to stderr. */
  logsToStdout?: boolean;
  /** Resolves to the exit code (0 when void). */
  run(ctx: CommandContext): Promise<number | void>;
}

/** What a control handler has besides its arguments: a way to stream events ahead of its result, and the client's end. */
export interface ControlContext {
  /** Sends `{"event": name, ...fields}` to the client now, before the result (a chat's text as the model writes it). */
  emit(event: string, fields?: Readonly<Record<string, unknown>>): void;
  /** Aborted when the client cancels (`{"cancel": true}`) or closes the connection. */
  readonly signal: AbortSignal;
}

/** Handler of a command sent to the running daemon; its result travels back as JSON, its events (if any) before it. */
export type ControlHandler = (args: unknown, context: ControlContext) => unknown | Promise<unknown>;

export interface ControlRegistry {
  /** Registers `name` (dotted, e.g. `gateway.paircode`) on the daemon's control socket. */
  register(name: string, handler: ControlHandler): void;
}

/** One group of `svc onboard` questions, contributed by the extension that owns its paths. */
export interface OnboardGroup {
  readonly title: string;
  /** The group is written only when this path ends up set (answered, already in the file, or from the environment). */
  readonly needs: string;
  /** The questions, in order; none: the group asks nothing and only adds its `next` line. */
  readonly fields: readonly { readonly path: string; readonly question: string }[];
  /** Where the group is asked among the others: lower first (default 100); ties keep the extensions' order. */
  readonly order?: number;
  /**
   * Offered once the group is answered (`<question> [y/N]`): `run` gets the whole config as it would be with the
   * answers (validated, secrets decrypted) and resolves to one line saying it worked, or rejects saying why. It must not
   * write anything (e.g. one request to the model provider just configured).
   */
  readonly check?: { readonly question: string; run(config: ConfigObject): Promise<string> };
  /** One line for the "next steps" printed at the end (e.g. where the dashboard is), from the config as written. */
  readonly next?: (config: ConfigObject) => string | undefined;
}

export interface OnboardingRegistry {
  /** Adds a group of questions to `svc onboard`. */
  add(group: OnboardGroup): void;
}

export type { ConfigEntry, ConfigObject, ExtensionInfo, JsonSchema, Paths, Runtime };

/** What one config change (write or reload) touched. */
export interface ConfigChange {
  /** The running config after the change. */
  readonly config: ConfigObject;
  /** Leaf paths whose running value changed. */
  readonly changed: readonly string[];
  /** Changed paths without `x-live`: they take effect after a restart (logged as `restart_required`). */
  readonly restartRequired: readonly string[];
}

/** A path whose running value differs from what config.toml now says (no values for secrets). */
export interface DriftEntry {
  readonly path: string;
  readonly in_memory_value?: unknown;
  readonly on_disk_value?: unknown;
}

export interface DriftReport {
  /** Env-overridden paths are never listed: the environment wins on either side. */
  readonly drifted: readonly DriftEntry[];
  /** False when config.toml would not load now; `errors` says why (a reload would be refused). */
  readonly valid: boolean;
  readonly errors?: readonly ConfigProblem[];
}

/**
 * The running config and config.toml, for extensions (pairing tokens, the admin API). Writes and reloads run one at a
 * time; each logs an audit line (paths and who, never a secret value) and fires `configReloaded`.
 */
export interface ConfigStore {
  /** The running, validated config. */
  current(): ConfigObject;
  /** Every leaf of the running config (the rows of `svc config list`). */
  entries(): readonly ConfigEntry[];
  /** Every non-empty string held by a secret field of the running config (file or environment), for redaction. */
  secretValues(): readonly string[];
  /** Strong ETag (quoted) of the config.toml version the running config was loaded from. */
  etag(): string;
  /** Differences between the running config and config.toml as it is now. */
  drift(): DriftReport;
  /**
   * Paths changed since the daemon started (reloads, writes) that apply only after a restart: each was logged once as
   * `restart_required`; this is the list still pending. Empty outside a daemon and after a restart.
   */
  pendingRestart(): readonly string[];
  /**
   * Sets each dotted path to its value in the file (null removes the key, so its default applies), encrypting secrets,
   * then makes the result the running config. Never writes an environment value. Throws SVC_ERR_CONFIG_INVALID (nothing
   * written) when the result would not validate, SVC_ERR_CONFIG_CONFLICT when `ifMatch` names none of the file's ETags.
   * The file is read under the cross-process write lock, so the change applies to what is on disk now; a value may be
   * a function `(onDisk) => value` for a read-modify-write (e.g. dropping one item of a list); it gets the file's
   * value with secrets decrypted, and secret strings it keeps keep their ciphertext.
   */
  set(changes: Readonly<Record<string, unknown>>, by: string, options?: { readonly ifMatch?: readonly string[] }): Promise<ConfigChange>;
  /** Re-reads config.toml; throws (the running config stays) when it does not validate. */
  reload(by: string): Promise<ConfigChange>;
}

/**
 * A section of the config, typed by the extension that reads it. Calling it gives the section of the config that runs
 * now (the new one after every reload, so nobody keeps a copy); `of` reads the same section of another config: the
 * draft a validateConfig tap checks, or the previous one a configReloaded tap compares with.
 */
export interface SectionAccess<T> {
  (): T;
  of(config: ConfigObject): T;
}

/** The points a service needs, by the name its start receives each under. */
export type ServiceDeps = Record<string, ExtensionPoint<unknown>>;

/** What a service's start receives: each dependency's implementation by its name, and the runtime of the start. */
export interface ServiceContext<D extends ServiceDeps> {
  readonly deps: { readonly [K in keyof D]: D[K] extends ExtensionPoint<infer P> ? P : never };
  readonly runtime: Runtime;
}

/** A service that serves the point's interface `P` with an object `T` (which may offer its owner more). */
export interface ServiceSpec<P extends object, T extends P = P, D extends ServiceDeps = Record<never, never>> {
  /** The point the service serves (one provider per point, as with `provide`). */
  readonly point: ExtensionPoint<P>;
  /** Points the start needs; each is `use`d at the start, so each provider must be a dependency. */
  readonly deps?: D;
  /** Makes the object that serves the point; runs under the start's guard, before this extension's start taps. */
  start(context: ServiceContext<D>): T | Promise<T>;
  /** Waits for its work in flight until the deadline and reports what is left to `work`. */
  drain?(service: T, deadline: AbortSignal, work: ShutdownWork): void | Promise<void>;
  /** Releases what it holds (stores, sockets), after every drain. */
  close?(service: T): void | Promise<void>;
}

/** The declaring extension's own view of its service: the started object, for code that must not throw before it. */
export interface ServiceHandle<T> {
  /** The object start made; undefined before the start and after the close. */
  current(): T | undefined;
}

/** The kernel as one extension sees it inside apply. */
export interface Kernel {
  /** The name of the extension this view belongs to. */
  readonly extension: string;
  readonly hooks: KernelHooks;
  /** `logger.child({ ext })`: the only logger an extension uses. */
  readonly logger: Logger;
  readonly paths: Paths;
  /** Offers an implementation of an extension point to the extensions that depend on this one. */
  provide<T>(point: ExtensionPoint<T>, impl: T): void;
  /**
   * Offers an extension point whose implementation is made for each consuming extension (Backstage's plugin-scoped
   * services): `make` gets the consumer's name on its first `use`/`tryUse` of the point, and that consumer gets the
   * same implementation from then on. What a consumer registers through it is thereby known by its owner (the gateway
   * records each route group's extension). Otherwise as `provide`: one provider per point, reached through dependsOn;
   * a throw in `make` is reported as this extension's failure.
   */
  provideScoped<T>(point: ExtensionPoint<T>, make: (consumer: string) => T): void;
  /** The implementation of a point offered by the kernel or by an extension this one depends on. */
  use<T>(point: ExtensionPoint<T>): T;
  /** Like `use`, but undefined when no loaded extension offers the point (one of `optionalDependsOn` is absent). */
  tryUse<T>(point: ExtensionPoint<T>): T | undefined;
  /** Adds a CLI command (`svc <name>`). */
  addCommand(spec: CommandSpec): void;
  /**
   * Declares the service that serves `spec.point` (Backstage's registerInit): `start` makes the object at this
   * extension's turn in the start, from the points it depends on, and the host serves the point from it (a use before
   * then gets an object whose every member throws SVC_ERR_SERVICE_NOT_STARTED), drains it (`drain`, else the object's
   * own `drain(deadline, work)`) and closes it (`close`, else its own `close()`). No facade, no state in a `let`.
   */
  service<P extends object, T extends P = P, D extends ServiceDeps = Record<never, never>>(spec: ServiceSpec<P, T, D>): ServiceHandle<T>;
  /**
   * Typed access to a config section by its dotted path (`kernel.config<GatewayConfig>('gateway')`): an extension's
   * own sections, or one it reads across (references). Defaults are applied: they live in the schema only. Call the
   * accessor from taps and commands, not during apply (no config runs yet).
   */
  config<P extends keyof SectionTypes>(path: P): SectionAccess<SectionTypes[P]>;
  config<T>(path: string): SectionAccess<T>;
}

/**
 * Section types by dotted path, filled by augmentation: each extension's generated `config.generated.ts` declares its
 * own sections here (`svc config types --section <path>` prints that block for any loaded section), so
 * `kernel.config('channels.pigeon')` is typed without a type argument. A third-party package augments `svc-runtime`:
 * `declare module 'svc-runtime' { interface SectionTypes { 'channels.pigeon': PigeonSection } }`. Augment the public
 * entry (`svc-runtime`; `kernel/index.ts` inside this repository), never `kernel/types.ts`: TypeScript merges the
 * augmentations of a re-exported interface only when all of them name the same module.
 */
export interface SectionTypes {}

export interface ExtensionDefinition {
  /** Unique, kebab-case. */
  name: string;
  version: string;
  description?: string;
  /** Config sections this extension owns, by dotted path (`channels.webhook`). */
  sections?: Record<string, JsonSchema>;
  /**
   * The svc versions this extension works with, a semver range (`'^0.1'`); another svc refuses to load it
   * (SVC_ERR_EXT_VERSION). A package may say it as `engines.svc` in its package.json instead.
   */
  svc?: string;
  /**
   * Names of extensions applied (and started) before this one; loading fails when one is missing. An entry may carry
   * a semver range of the versions it works with: `'agent@^0.1'`.
   */
  dependsOn?: string[];
  /**
   * Extensions used when they are loaded (applied and started before this one then), e.g. the gateway for an extension
   * whose HTTP routes are a bonus; reach their points with `kernel.tryUse`.
   */
  optionalDependsOn?: string[];
  /** This extension's own error codes (SVC_ERR_<EXT>_<PROBLEM>). */
  errors?: ErrorRegistry;
  /** Synchronous: only registers (taps, points, commands). No I/O. */
  apply(kernel: Kernel): void;
}

