// The kernel's one frozen object of tapable hooks: every phase an extension can join.
import { AsyncSeriesHook, SyncHook, SyncWaterfallHook } from 'tapable';
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
  /** Daemon: drain and close. Async series, reverse dependency order, within the grace period. */
  readonly shutdown: AsyncSeriesHook<[Runtime]>;
  /** Daemon: a new valid config runs (SIGHUP, POST /api/config/reload, or a write through the config store). Sync: new, previous. */
  readonly configReloaded: SyncHook<[ConfigObject, ConfigObject]>;
}

/** Hooks whose taps run in dependency order (reversed for shutdown) whatever stage the tap asked for. */
export const LIFECYCLE_HOOKS: ReadonlySet<keyof KernelHooks> = new Set(['beforeStart', 'start', 'shutdown']);

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
    shutdown: new AsyncSeriesHook<[Runtime]>(['runtime'], 'shutdown'),
    configReloaded: new SyncHook<[ConfigObject, ConfigObject]>(['config', 'previous'], 'configReloaded'),
  });
}
