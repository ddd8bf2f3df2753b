// The kernel's one frozen object of tapable hooks: every phase an extension can join.
import { AsyncParallelHook, AsyncSeriesHook, SyncHook, SyncWaterfallHook } from 'tapable';
import type { ConfigObject, ExtensionInfo, JsonSchema, Paths, Runtime } from './model.js';
import type { ConfigProblem } from './errors.js';

/** Where the raw config came from, for rawConfig taps. */
export interface RawConfigContext {
  readonly paths: Paths;
  /** False when config.toml does not exist (all defaults). */
  readonly fileExists: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Collects semantic problems found after schema validation; the kernel reports them all at once. */
export interface ProblemReport {
  /** The config as written (file and environment) before defaults: what the operator set explicitly. Frozen. */
  readonly explicit: ConfigObject;
  add(path: string, message: string): void;
  readonly problems: readonly ConfigProblem[];
}

/** Why the daemon is stopping. */
export interface ShutdownInfo {
  readonly reason: string;
  readonly graceMs: number;
}

/**
 * What a drain tap reports of the work it was doing when the shutdown began. `kind` is a plural noun (`requests`,
 * `messages`, `runs`, `deliveries`); the `stopped` line counts each kind per outcome. `ids` are what an operator looks
 * for (request id, message id, sender, thread, delivery id, run id), never content or credentials.
 */
export interface ShutdownWork {
  /** `count` items of `kind` finished during the drain. */
  finished(kind: string, count?: number): void;
  /** One item given up at the deadline: logged at once at ERROR with its ids, then counted. */
  abandoned(kind: string, ids: Readonly<Record<string, string | number>>, message: string): void;
  /** One item stopped at the deadline that is kept and resumes after a restart: logged at WARN with its ids, then counted. */
  interrupted(kind: string, ids: Readonly<Record<string, string | number>>, message: string): void;
}

export interface KernelHooks {
  /** After every section is merged, before the schema is checked. Waterfall: return the merged schema. */
  readonly schema: SyncWaterfallHook<[JsonSchema]>;
  /** After TOML is parsed and env overrides are merged, before validation. Waterfall: return the raw config. */
  readonly rawConfig: SyncWaterfallHook<[ConfigObject, RawConfigContext]>;
  /** After schema validation and defaults: semantic checks (references, required-when). Sync; add problems to the report. */
  readonly validateConfig: SyncHook<[ConfigObject, ProblemReport]>;
  /** A valid, frozen config becomes the one that runs (at load and on every reload or write; never a draft). Sync. */
  readonly configValidated: SyncHook<[ConfigObject]>;
  /** Every extension has applied, in dependency order. Sync. */
  readonly extensionsApplied: SyncHook<[readonly ExtensionInfo[]]>;
  /** Daemon: lock taken and control socket open, before any extension starts. Async series, dependency order. */
  readonly beforeStart: AsyncSeriesHook<[Runtime]>;
  /** Daemon: open sockets, files and timers. Async series, dependency order. */
  readonly start: AsyncSeriesHook<[Runtime]>;
  /** Daemon: every extension has started; the `ready` line follows. Sync. */
  readonly ready: SyncHook<[Runtime]>;
  /** Daemon: the first shutdown signal arrived; refuse new work (health turns 503). Sync. */
  readonly beforeShutdown: SyncHook<[ShutdownInfo]>;
  /**
   * Daemon: after beforeShutdown, every started extension at once finishes the work it has in flight until
   * `runtime.deadline` aborts (the end of `daemon.shutdown_grace_secs`), then gives up what remains at once, reporting
   * each item to `work`. Nothing is closed here: what the drain still needs (stores, the agent) stays up. Async parallel.
   */
  readonly drain: AsyncParallelHook<[Runtime, ShutdownWork]>;
  /** Daemon: close stores, sockets and timers after the drain. Async series, reverse dependency order. */
  readonly shutdown: AsyncSeriesHook<[Runtime]>;
  /** Daemon: a new valid config runs (SIGHUP, POST /api/config/reload, or a write through the config store). Sync: new, previous. */
  readonly configReloaded: SyncHook<[ConfigObject, ConfigObject]>;
}

/** Hooks whose taps run in dependency order (reversed for drain and shutdown) whatever stage the tap asked for. */
export const LIFECYCLE_HOOKS: ReadonlySet<keyof KernelHooks> = new Set(['beforeStart', 'start', 'drain', 'shutdown']);

export function createKernelHooks(): KernelHooks {
  return Object.freeze({
    schema: new SyncWaterfallHook<[JsonSchema]>(['schema'], 'schema'),
    rawConfig: new SyncWaterfallHook<[ConfigObject, RawConfigContext]>(['rawConfig', 'context'], 'rawConfig'),
    validateConfig: new SyncHook<[ConfigObject, ProblemReport]>(['config', 'report'], 'validateConfig'),
    configValidated: new SyncHook<[ConfigObject]>(['config'], 'configValidated'),
    extensionsApplied: new SyncHook<[readonly ExtensionInfo[]]>(['extensions'], 'extensionsApplied'),
    beforeStart: new AsyncSeriesHook<[Runtime]>(['runtime'], 'beforeStart'),
    start: new AsyncSeriesHook<[Runtime]>(['runtime'], 'start'),
    ready: new SyncHook<[Runtime]>(['runtime'], 'ready'),
    beforeShutdown: new SyncHook<[ShutdownInfo]>(['info'], 'beforeShutdown'),
    drain: new AsyncParallelHook<[Runtime, ShutdownWork]>(['runtime', 'work'], 'drain'),
    shutdown: new AsyncSeriesHook<[Runtime]>(['runtime'], 'shutdown'),
    configReloaded: new SyncHook<[ConfigObject, ConfigObject]>(['config', 'previous'], 'configReloaded'),
  });
}
