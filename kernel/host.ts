// The extension host: orders extensions by dependency, applies them, attributes and wraps every tap, and runs lifecycles.
import { describe, kernelError, KERNEL_ERRORS, SvcError, type ErrorRegistry, type KernelErrorCode } from './errors.js';
import { createExtensionPoint } from './extension.js';
import { createKernelHooks, LIFECYCLE_HOOKS, type KernelHooks } from './hooks.js';
import { WorkLedger, type WorkTotals } from './shutdown-work.js';
import { StatusBoard, statusPoint, type ExtensionState, type ExtensionStatus } from './status.js';
import type { LogRoot } from './logger.js';
import { timerMs } from '../lib/time.js';
import { checkVersions, parseDependency, unknownDefinitionKeys } from './compat.js';
import { closest } from './config/path.js';
import { version } from './version.js';
import { createMetrics, type Metrics, type MetricsPlug } from './metrics.js';
import { SECTION_PATH, type SectionClaim } from './config/schema.js';
import type {
  CommandSpec,
  ConfigObject,
  ConfigStore,
  ControlHandler,
  ControlRegistry,
  ExtensionDefinition,
  ExtensionInfo,
  ExtensionPoint,
  JsonSchema,
  Kernel,
  OnboardGroup,
  OnboardingRegistry,
  Paths,
  Runtime,
  SectionAccess,
} from './types.js';

/** A definition and where it came from (`builtin`, a package name or a file path). */
export interface LoadedExtension {
  readonly definition: ExtensionDefinition;
  readonly source: string;
  /** `engines.svc` of the package it came from, when it has one. */
  readonly hostRange?: string;
}

export const KERNEL_OWNER = 'kernel';

/** The daemon's control socket commands; provided by the kernel to every extension. */
export const controlCommands = createExtensionPoint<ControlRegistry>('kernel.control');

/** The running config and config.toml (entries, ETag, drift, writes, reloads); provided by the kernel to every extension. */
export const configStorePoint = createExtensionPoint<ConfigStore>('kernel.config-store');

/** The questions of `svc onboard`: each extension adds its own; provided by the kernel to every extension. */
export const onboardingPoint = createExtensionPoint<OnboardingRegistry>('kernel.onboarding');

/** The metrics every extension feeds (counters, gauges, histograms); provided by the kernel to every extension. */
export const metricsPoint = createExtensionPoint<Metrics>('kernel.metrics');

/** Where the one extension that exports metrics plugs its backend in (from beforeStart on). */
export const metricsPlugPoint = createExtensionPoint<MetricsPlug>('kernel.metrics-plug');

/** One list of the inventory, by the extension each entry belongs to (`{"my-ext": ["GET /hello"]}`). */
export type InventoryCollector = () => Promise<Readonly<Record<string, readonly string[]>>>;

export interface InventoryRegistry {
  /**
   * Adds a collector of the list `kind` (`routes`: the gateway's). It runs only when asked (`svc extensions check`),
   * never in apply nor at start, so it may import and build what it needs (and must close what it built).
   */
  contribute(kind: string, collect: InventoryCollector): void;
}

/** What extensions registered elsewhere than in the kernel (routes, …), listed on demand; provided by the kernel to every extension. */
export const inventoryPoint = createExtensionPoint<InventoryRegistry>('kernel.inventory');

/** What every inventory collector answered: lists by kind, then by extension; each collector that threw, named by its owner. */
export interface Inventory {
  readonly lists: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  readonly errors: readonly SvcError[];
}

const COMMAND_NAME = /^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)*$/;
const INVENTORY_KIND = /^[a-z][a-z0-9-]*$/;
const CONTROL_NAME = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)*$/;
/** A tap's own stage orders it among its extension's taps; lifecycle order comes from the dependency order. */
const STAGE_SPAN = 1000;
/** How long one beforeStart or start tap may take before it is reported by name and the start fails. */
export const START_TIMEOUT_MS = 60_000;
/** What a shutdown tap called after the grace period ran out (spent by an earlier one) gets before it is abandoned. */
const AFTER_DEADLINE_MS = 1_000;

/**
 * What a shutdown left behind: taps that threw (each an SvcError naming its owner), extensions whose drain or shutdown
 * tap was abandoned at the deadline, and the drained work by outcome.
 */
export interface ShutdownReport {
  readonly errors: readonly SvcError[];
  readonly abandoned: readonly string[];
  readonly work: WorkTotals;
}

/** A provided point: one implementation, or (scoped) one made for each consumer on its first use and kept. */
interface PointEntry {
  readonly provider: string;
  readonly impl?: unknown;
  readonly scoped?: { readonly make: (consumer: string) => unknown; readonly made: Map<string, unknown> };
}

/** What the host records of one extension for `extensionInfo`. */
interface InfoRecord {
  readonly hooks: Set<string>;
  readonly provides: Set<string>;
  readonly uses: Set<string>;
  applyMs: number;
  /** Wall time its beforeStart and start taps took, summed; undefined until one ran. */
  startMs?: number;
}

interface TapInfo {
  type: 'sync' | 'async' | 'promise';
  name: string;
  fn: Function;
  stage?: number;
}

/** Puts extensions in dependency order (stable for independent ones); names both ends of a missing link or a cycle. */
export function orderExtensions(exts: readonly LoadedExtension[]): LoadedExtension[] {
  const byName = new Map<string, LoadedExtension>();
  for (const e of exts) {
    const other = byName.get(e.definition.name);
    if (other) {
      throw kernelError('SVC_ERR_EXT_DUPLICATE', `extension "${e.definition.name}" is loaded twice (from ${other.source} and ${e.source})`);
    }
    byName.set(e.definition.name, e);
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const out: LoadedExtension[] = [];
  const stack: string[] = [];
  const visit = (e: LoadedExtension): void => {
    const name = e.definition.name;
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      const cycle = [...stack.slice(stack.indexOf(name)), name];
      throw kernelError(
        'SVC_ERR_EXT_CYCLE',
        `extensions "${stack[stack.length - 1]}" and "${name}" depend on each other in a cycle: ${cycle.join(' -> ')}`,
      );
    }
    state.set(name, 'visiting');
    stack.push(name);
    for (const entry of e.definition.dependsOn ?? []) {
      const dep = parseDependency(entry).name;
      const target = byName.get(dep);
      if (!target) throw kernelError('SVC_ERR_EXT_DEPENDENCY', `extension "${name}" depends on "${dep}", which is not loaded`);
      visit(target);
    }
    // An optional dependency orders this extension after it when it is loaded, and is no error when it is not.
    for (const entry of e.definition.optionalDependsOn ?? []) {
      const target = byName.get(parseDependency(entry).name);
      if (target) visit(target);
    }
    stack.pop();
    state.set(name, 'done');
    out.push(e);
  };
  for (const e of exts) visit(e);
  return out;
}

/** Every section claim, with path grammar and single ownership checked. */
export function collectClaims(kernelSections: Record<string, JsonSchema>, exts: readonly LoadedExtension[]): SectionClaim[] {
  const claims: SectionClaim[] = [];
  const owner = new Map<string, string>();
  const add = (path: string, extension: string, schema: JsonSchema): void => {
    if (!SECTION_PATH.test(path)) {
      throw kernelError('SVC_ERR_SECTION_SCHEMA', `extension "${extension}" claims section "${path}", which is not a dotted path of [a-z0-9_] segments`);
    }
    const other = owner.get(path);
    if (other) {
      throw kernelError('SVC_ERR_SECTION_CONFLICT', `section "${path}" is claimed by both extension "${other}" and extension "${extension}"`);
    }
    owner.set(path, extension);
    claims.push({ path, extension, schema });
  };
  for (const [path, schema] of Object.entries(kernelSections)) add(path, KERNEL_OWNER, schema);
  for (const e of exts) for (const [path, schema] of Object.entries(e.definition.sections ?? {})) add(path, e.definition.name, schema);
  return claims;
}

export class ExtensionHost {
  readonly hooks: KernelHooks = createKernelHooks();
  readonly ordered: readonly LoadedExtension[];
  readonly commands = new Map<string, { spec: CommandSpec; owner: string }>();
  readonly controlHandlers = new Map<string, { handler: ControlHandler; owner: string }>();
  private readonly points = new Map<string, PointEntry>();
  private readonly index = new Map<string, number>();
  private readonly infos = new Map<string, InfoRecord>();
  private readonly collectors: { kind: string; collect: InventoryCollector; owner: string }[] = [];
  private readonly deps = new Map<string, Set<string>>();
  private applying: string | undefined;
  /** The config that runs now; set by the session once it exists (see `runningConfig`). */
  private running: (() => ConfigObject) | undefined;
  /** Index of the first extension whose beforeStart/start failed; it and later ones are not shut down. */
  private failedAt = Infinity;
  private startAttempted = false;
  /** Position of the extension whose start tap runs now (Infinity once every start tap has run), for its state. */
  private startingAt = -1;
  private startTimeoutMs = START_TIMEOUT_MS;
  /** Aborted by `interruptStart`: the tap running then stops being awaited and the start fails. */
  private readonly startAbort = new AbortController();
  private shutdownErrors: SvcError[] = [];
  private abandoned: string[] = [];
  private work = new WorkLedger();
  /** Listeners and status sections the extensions announced. */
  readonly status = new StatusBoard();
  /** When set, lifecycle taps of other extensions are skipped (`svc gateway` starts the gateway alone). */
  private startOnly: ReadonlySet<string> | undefined;
  private applied = false;
  /** The kernel's own handle on the control-socket registry (the `controlCommands` point). */
  readonly control: ControlRegistry;
  private readonly onboardGroups: { group: OnboardGroup; owner: string }[] = [];

  constructor(
    exts: readonly LoadedExtension[],
    private readonly paths: Paths,
    private readonly logRoot: LogRoot,
  ) {
    this.ordered = orderExtensions(exts);
    checkVersions(this.ordered, version());
    for (const { definition } of this.ordered) {
      for (const { key, hint } of unknownDefinitionKeys(definition)) {
        this.logRoot.logger({ ext: definition.name }).warn({ key, ...(hint ? { hint } : {}) }, `unknown key "${key}" in the extension's definition is ignored${hint ? ` (did you mean "${hint}"?)` : ''}`);
      }
    }
    this.ordered.forEach((e, i) => {
      this.index.set(e.definition.name, i);
      this.infos.set(e.definition.name, { hooks: new Set(), provides: new Set(), uses: new Set(), applyMs: 0 });
    });
    for (const [name, hook] of Object.entries(this.hooks) as [keyof KernelHooks, KernelHooks[keyof KernelHooks]][]) {
      (hook as { intercept(i: { register(t: TapInfo): TapInfo }): void }).intercept({ register: (tap) => this.wrapTap(name, tap) });
    }
    const registry: ControlRegistry = {
      register: (name, handler) => {
        const owner = this.applying ?? KERNEL_OWNER;
        if (!CONTROL_NAME.test(name)) throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" registers control command "${name}", which is not a dotted lowercase name`);
        const other = this.controlHandlers.get(name);
        if (other) throw kernelError('SVC_ERR_EXT_REGISTER', `control command "${name}" is registered by both "${other.owner}" and "${owner}"`);
        const owned: ControlHandler = async (args) => {
          try {
            return await handler(args);
          } catch (err) {
            throw this.own(err, owner, { wrapCode: 'SVC_ERR_CONTROL' });
          }
        };
        this.controlHandlers.set(name, { handler: owned, owner });
      },
    };
    this.control = registry;
    this.points.set(controlCommands.id, { impl: registry, provider: KERNEL_OWNER });
    const onboarding: OnboardingRegistry = {
      add: (group) => void this.onboardGroups.push({ group, owner: this.applying ?? KERNEL_OWNER }),
    };
    this.points.set(onboardingPoint.id, { impl: onboarding, provider: KERNEL_OWNER });
    const { metrics, plug } = createMetrics();
    this.points.set(metricsPoint.id, { impl: metrics, provider: KERNEL_OWNER });
    this.points.set(metricsPlugPoint.id, { impl: plug, provider: KERNEL_OWNER });
    // Scoped, so each collector is known by the extension that contributed it.
    const inventory = (owner: string): InventoryRegistry => ({
      contribute: (kind, collect) => {
        if (!INVENTORY_KIND.test(kind)) throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" contributes the inventory list "${kind}", which is not a lowercase word`);
        if (typeof collect !== 'function') throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" contributes the inventory list "${kind}" without a collector function`);
        this.collectors.push({ kind, collect, owner });
      },
    });
    this.points.set(inventoryPoint.id, { provider: KERNEL_OWNER, scoped: { make: inventory, made: new Map() } });
    // Scoped, so each listener and section is known by the extension that announced it.
    this.points.set(statusPoint.id, { provider: KERNEL_OWNER, scoped: { make: (owner) => this.status.registry(owner), made: new Map() } });
  }

  /** Each extension's lifecycle state and its last ERROR line, in dependency order. */
  extensionStates(stopping: boolean): ExtensionStatus[] {
    const errors = this.logRoot.lastErrors();
    return this.ordered.map(({ definition: { name } }, position) => {
      let state: ExtensionState;
      if (this.startOnly && !this.startOnly.has(name)) state = 'idle';
      else if (!this.startAttempted || position > this.failedAt) state = 'not_started';
      else if (position === this.failedAt) state = 'failed';
      else if (stopping) state = 'stopping';
      else if (position === this.startingAt) state = 'starting';
      else state = position < this.startingAt ? 'running' : 'not_started';
      const startMs = this.infos.get(name)?.startMs;
      return { name, state, start_ms: startMs === undefined ? null : Math.round(startMs * 10) / 10, last_error: errors.get(name) ?? null };
    });
  }

  /**
   * Runs every inventory collector (one after another: each may build and close a throwaway server). A collector that
   * throws leaves its list out and is reported in `errors`, naming its owner (or the extension its error names).
   */
  async inventory(): Promise<Inventory> {
    const lists: Record<string, Record<string, string[]>> = {};
    const errors: SvcError[] = [];
    for (const { kind, collect, owner } of this.collectors) {
      try {
        const answer = await collect();
        const list = (lists[kind] ??= {});
        for (const [ext, entries] of Object.entries(answer)) (list[ext] ??= []).push(...entries);
      } catch (err) {
        errors.push(this.own(err, owner, { wrapCode: 'SVC_ERR_TAP_FAILED' }));
      }
    }
    return { lists, errors };
  }

  /** The groups of `svc onboard` in the order they are asked (`order`, then the order extensions applied in). */
  get onboarding(): readonly OnboardGroup[] {
    return this.onboardGroups
      .map((g, i) => ({ ...g, i }))
      .sort((a, b) => (a.group.order ?? 100) - (b.group.order ?? 100) || a.i - b.i)
      .map((g) => g.group);
  }

  /** Where `kernel.config(path)` reads the running config: the session's, once every extension has applied. */
  runningConfig(get: () => ConfigObject): void {
    this.running = get;
  }

  private sectionAccess<T>(extension: string, path: string): SectionAccess<T> {
    const segments = path.split('.');
    if (!SECTION_PATH.test(path)) {
      throw kernelError('SVC_ERR_EXT_SECTION', `extension "${extension}" asks for config section "${path}", which is not a dotted section path`);
    }
    const of = (config: ConfigObject): T => {
      let node: unknown = config;
      for (const seg of segments) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
      if (node === undefined) {
        throw kernelError('SVC_ERR_EXT_SECTION', `extension "${extension}" reads config section "${path}", which no loaded extension defines`);
      }
      return node as T;
    };
    const access = (): T => {
      if (!this.running) throw kernelError('SVC_ERR_EXT_SECTION', `extension "${extension}" read config section "${path}" before any config runs (in apply?)`);
      return of(this.running());
    };
    return Object.assign(access, { of });
  }

  /** Offers an extension point implemented by the kernel itself. */
  provideKernelPoint<T>(point: ExtensionPoint<T>, impl: T): void {
    this.points.set(point.id, { impl, provider: KERNEL_OWNER });
  }

  /** Adds a command owned by the kernel or by the extension being applied. */
  addCommand(spec: CommandSpec, owner = this.applying ?? KERNEL_OWNER): void {
    if (!COMMAND_NAME.test(spec.name)) throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" adds command "${spec.name}", which is not lowercase words`);
    const other = this.commands.get(spec.name);
    if (other) throw kernelError('SVC_ERR_EXT_REGISTER', `command "svc ${spec.name}" is added by both "${other.owner}" and "${owner}"`);
    const run: CommandSpec['run'] = async (ctx) => {
      try {
        return await spec.run(ctx);
      } catch (err) {
        // A command's own failure keeps its message; its exit code comes from the owner's registry.
        if (!(err instanceof SvcError)) throw err;
        throw this.own(err, owner, { wrapCode: 'SVC_ERR_TAP_FAILED' });
      }
    };
    this.commands.set(spec.name, { spec: { ...spec, run }, owner });
  }

  /** The error registry of an extension (the kernel's for the kernel). */
  private registryOf(owner: string): ErrorRegistry | undefined {
    if (owner === KERNEL_OWNER) return KERNEL_ERRORS;
    const i = this.index.get(owner);
    return i === undefined ? undefined : this.ordered[i]!.definition.errors;
  }

  /**
   * `err` as an SvcError that carries its owner as data (`extension`, `hook`) and the exit code its owner's registry
   * gives its code, so an extension's throw needs no registry passed by hand. A value that is not an SvcError becomes
   * `wrapCode`; `hook` prefixes the message with the extension and hook. An error that already names its owner passes.
   */
  private own(err: unknown, extension: string, o: { hook?: string; wrapCode: KernelErrorCode }): SvcError {
    if (err instanceof SvcError && err.extension !== undefined) return err;
    const prefix = o.hook ? `extension "${extension}" failed in hook "${o.hook}": ` : '';
    const hook = o.hook === undefined ? {} : { hook: o.hook };
    if (!(err instanceof SvcError)) {
      const who = prefix || (extension === KERNEL_OWNER ? '' : `extension "${extension}" failed: `);
      return new SvcError(o.wrapCode, `${who}${describe(err)}`, { cause: err, extension, ...hook });
    }
    const exitCode = this.registryOf(extension)?.[err.code]?.exit ?? err.exitCode;
    return new SvcError(err.code, `${prefix}${err.message}`, { cause: err, exitCode, problems: err.problems, extension, ...hook });
  }

  /** Applies every extension in dependency order, then calls extensionsApplied. */
  apply(): void {
    if (this.applied) return;
    this.applied = true;
    for (const { definition } of this.ordered) {
      const name = definition.name;
      const view = this.viewFor(name);
      this.applying = name;
      const t0 = process.hrtime.bigint();
      let result: unknown;
      try {
        result = definition.apply(view) as unknown;
      } catch (err) {
        throw this.own(err, name, { hook: 'apply', wrapCode: 'SVC_ERR_EXT_APPLY' });
      } finally {
        this.applying = undefined;
        this.infos.get(name)!.applyMs = Number(process.hrtime.bigint() - t0) / 1e6;
      }
      if (result !== null && typeof result === 'object' && typeof (result as { then?: unknown }).then === 'function') {
        // Its rejection would otherwise be unhandled; what it registered late would be missing anyway.
        (result as Promise<unknown>).then(undefined, () => undefined);
        throw new SvcError('SVC_ERR_EXT_APPLY', `extension "${name}" has an async apply (it returned a promise): apply must be synchronous and only register; start work in a start tap`, {
          extension: name,
          hook: 'apply',
        });
      }
    }
    this.hooks.extensionsApplied.call(this.extensionInfo());
  }

  extensionInfo(): ExtensionInfo[] {
    return this.ordered.map(({ definition, source }) => {
      const info = this.infos.get(definition.name)!;
      return {
        name: definition.name,
        version: definition.version,
        source,
        dependsOn: [...(definition.dependsOn ?? [])],
        optionalDependsOn: (definition.optionalDependsOn ?? []).filter((d) => this.index.has(parseDependency(d).name)),
        sections: Object.keys(definition.sections ?? {}),
        hooks: [...info.hooks],
        provides: [...info.provides],
        uses: [...info.uses],
        applyMs: info.applyMs,
      };
    });
  }

  /**
   * beforeStart then start, in dependency order; a failure is thrown naming the extension and hook. A tap that does not
   * settle within `timeoutMs` fails the start (SVC_ERR_START_TIMEOUT); `interruptStart` fails it at once.
   */
  async start(runtime: Runtime, only?: readonly string[], timeoutMs = START_TIMEOUT_MS): Promise<void> {
    this.startAttempted = true;
    this.startTimeoutMs = timeoutMs;
    if (only) this.startOnly = new Set(only);
    await this.hooks.beforeStart.promise(runtime);
    await this.hooks.start.promise(runtime);
    this.startingAt = Infinity;
  }

  /** A stop signal during start: the running start tap is no longer awaited, and start fails (SVC_ERR_START_INTERRUPTED). */
  interruptStart(reason: string): void {
    this.startAbort.abort(reason);
  }

  /**
   * The drain (every started extension at once), then shutdown in reverse dependency order, skipping extensions that
   * never started. Every extension gets both: a tap that throws is collected, and once `runtime.deadline` is aborted a
   * tap still running is abandoned (named in `abandoned`) and the next one is called, so stores are closed even after
   * a drain that hung.
   */
  async shutdown(runtime: Runtime): Promise<ShutdownReport> {
    this.shutdownErrors = [];
    this.abandoned = [];
    this.work = new WorkLedger();
    // The ledger an extension's drain tap receives is its own (see wrapTap): its lines carry its name.
    await this.hooks.drain.promise(runtime, this.work.forExtension(this.logRoot.logger({ ext: KERNEL_OWNER })));
    await this.hooks.shutdown.promise(runtime);
    return { errors: this.shutdownErrors, abandoned: [...new Set(this.abandoned)], work: this.work.totals() };
  }

  /** A start tap's promise, failed when it outlives the start deadline or the start is interrupted. */
  private guardStart(work: Promise<unknown>): Promise<unknown> {
    const signal = this.startAbort.signal;
    let timer: NodeJS.Timeout | undefined;
    let interrupted: (() => void) | undefined;
    const guard = new Promise<never>((_resolve, reject) => {
      const secs = this.startTimeoutMs / 1000;
      timer = setTimeout(() => reject(kernelError('SVC_ERR_START_TIMEOUT', `did not settle within ${secs} s (the start deadline); it is no longer awaited`)), timerMs(this.startTimeoutMs));
      interrupted = () => reject(kernelError('SVC_ERR_START_INTERRUPTED', `the start was interrupted (${String(signal.reason)}) while this tap ran`));
      if (signal.aborted) interrupted();
      else signal.addEventListener('abort', interrupted, { once: true });
    });
    // Whichever settles first; the timer and the listener go either way (a hung tap keeps neither alive).
    return Promise.race([work, guard]).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', interrupted!);
    });
  }

  /** A shutdown tap: never rejects (its error is collected); stops being awaited when the runtime's deadline passes. */
  private async guardShutdown(ext: string, work: Promise<unknown>, runtime: Runtime, fail: (err: unknown) => SvcError): Promise<void> {
    const deadline = runtime.deadline;
    let onAbort: (() => void) | undefined;
    let late: NodeJS.Timeout | undefined;
    const passed = new Promise<'abandoned'>((resolve) => {
      onAbort = () => resolve('abandoned');
      // Called after the grace period already ran out (an earlier tap used it up): a short allowance of its own.
      if (deadline.aborted) late = setTimeout(onAbort, AFTER_DEADLINE_MS);
      else deadline.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const outcome = await Promise.race([work.then(() => 'done' as const), passed]);
      if (outcome === 'abandoned') {
        this.abandoned.push(ext);
        // Settles later, if ever: what it throws then still names its owner in the log, never as an unhandled rejection.
        work.catch((err: unknown) => void this.logRoot.logger({ ext }).error({ err: describe(err) }, 'shutdown tap failed after it was abandoned'));
      }
    } catch (err) {
      this.shutdownErrors.push(fail(err));
    } finally {
      clearTimeout(late);
      if (onAbort) deadline.removeEventListener('abort', onAbort);
    }
  }

  private viewFor(name: string): Kernel {
    return Object.freeze({
      extension: name,
      hooks: this.hooks,
      logger: this.logRoot.logger({ ext: name }),
      paths: this.paths,
      provide: <T>(point: ExtensionPoint<T>, impl: T) => this.providePoint(name, point.id, { provider: name, impl }),
      provideScoped: <T>(point: ExtensionPoint<T>, make: (consumer: string) => T) => {
        if (typeof make !== 'function') throw kernelError('SVC_ERR_EXT_POINT', `extension "${name}" provides the scoped point "${point.id}" without a function that makes it`);
        this.providePoint(name, point.id, { provider: name, scoped: { make, made: new Map() } });
      },
      use: <T>(point: ExtensionPoint<T>): T => {
        const impl = this.usePoint(name, point);
        if (impl === undefined) {
          const hint = closest(point.id, this.points.keys());
          throw kernelError(
            'SVC_ERR_EXT_POINT',
            `extension "${name}" uses extension point "${point.id}", provided by no applied extension${hint ? ` (did you mean "${hint}"?)` : ''}; add the provider to "${name}".dependsOn`,
          );
        }
        return impl;
      },
      tryUse: <T>(point: ExtensionPoint<T>): T | undefined => this.usePoint(name, point),
      addCommand: (spec: CommandSpec) => this.addCommand(spec, name),
      config: <T>(path: string) => this.sectionAccess<T>(name, path),
    });
  }

  private providePoint(name: string, id: string, entry: PointEntry): void {
    const other = this.points.get(id);
    if (other) throw kernelError('SVC_ERR_EXT_POINT', `extension point "${id}" is provided by both "${other.provider}" and "${name}"`);
    this.points.set(id, entry);
    this.infos.get(name)?.provides.add(id);
  }

  /** A point's implementation for `name`, undefined when nobody provides it; one provided by a non-dependency is refused. */
  private usePoint<T>(name: string, point: ExtensionPoint<T>): T | undefined {
    const entry = this.points.get(point.id);
    if (!entry) return undefined;
    if (entry.provider !== KERNEL_OWNER && !this.dependenciesOf(name).has(entry.provider)) {
      throw kernelError(
        'SVC_ERR_EXT_POINT',
        `extension "${name}" uses extension point "${point.id}", provided by "${entry.provider}"; add "${entry.provider}" to "${name}".dependsOn (or optionalDependsOn)`,
      );
    }
    const impl = entry.scoped ? this.scopedImpl(entry, point.id, name) : entry.impl;
    this.infos.get(name)?.uses.add(point.id);
    return impl as T;
  }

  /** The consumer's own implementation of a scoped point, made on its first use; a throw is the provider's failure. */
  private scopedImpl(entry: PointEntry, id: string, consumer: string): unknown {
    const { make, made } = entry.scoped!;
    if (made.has(consumer)) return made.get(consumer);
    let impl: unknown;
    try {
      impl = make(consumer);
    } catch (err) {
      if (err instanceof SvcError && err.extension !== undefined) throw err;
      throw new SvcError(err instanceof SvcError ? err.code : 'SVC_ERR_EXT_APPLY', `extension "${entry.provider}" failed to make extension point "${id}" for "${consumer}": ${describe(err)}`, {
        cause: err,
        extension: entry.provider,
        ...(err instanceof SvcError ? { exitCode: this.registryOf(entry.provider)?.[err.code]?.exit ?? err.exitCode } : {}),
      });
    }
    made.set(consumer, impl);
    return impl;
  }

  private dependenciesOf(name: string): Set<string> {
    let set = this.deps.get(name);
    if (set) return set;
    set = new Set();
    const def = this.ordered[this.index.get(name)!]!.definition;
    const optional = (def.optionalDependsOn ?? []).map((d) => parseDependency(d).name).filter((d) => this.index.has(d));
    for (const dep of [...(def.dependsOn ?? []).map((d) => parseDependency(d).name), ...optional]) {
      set.add(dep);
      for (const d of this.dependenciesOf(dep)) set.add(d);
    }
    this.deps.set(name, set);
    return set;
  }

  private wrapTap(hookName: keyof KernelHooks, tap: TapInfo): TapInfo {
    const ext = this.applying ?? tap.name;
    this.infos.get(ext)?.hooks.add(hookName);
    const position = this.index.get(ext);
    let stage = tap.stage;
    if (LIFECYCLE_HOOKS.has(hookName) && position !== undefined) {
      const own = Math.max(-(STAGE_SPAN / 2 - 1), Math.min(STAGE_SPAN / 2 - 1, tap.stage ?? 0));
      stage = (hookName === 'shutdown' || hookName === 'drain' ? -position : position) * STAGE_SPAN + own;
    }
    const configPhase = !LIFECYCLE_HOOKS.has(hookName) && hookName !== 'ready' && hookName !== 'beforeShutdown' && hookName !== 'configReloaded';
    const fail = (err: unknown): SvcError => {
      if ((hookName === 'beforeStart' || hookName === 'start') && position !== undefined) this.failedAt = Math.min(this.failedAt, position);
      return this.own(err, ext, { hook: hookName, wrapCode: configPhase ? 'SVC_ERR_CONFIG_TAP_FAILED' : 'SVC_ERR_TAP_FAILED' });
    };
    const skip = (): boolean =>
      (LIFECYCLE_HOOKS.has(hookName) && this.startOnly !== undefined && !this.startOnly.has(ext)) ||
      ((hookName === 'shutdown' || hookName === 'drain') && position !== undefined && (!this.startAttempted || position >= this.failedAt));
    const fn = tap.fn;
    let wrapped: Function;
    if (LIFECYCLE_HOOKS.has(hookName)) {
      // Every lifecycle tap runs as a promise under a guard: whatever its kind, a hang or a throw is attributed.
      const settle = (args: unknown[]): Promise<unknown> =>
        tap.type === 'async'
          ? new Promise((resolve, reject) => fn(...args, (err: unknown, result: unknown) => (err ? reject(err) : resolve(result))))
          : Promise.resolve().then(() => fn(...args));
      wrapped = async (...args: unknown[]) => {
        if (skip()) return;
        if (hookName === 'start' && position !== undefined) this.startingAt = position;
        if (hookName === 'drain') args = [args[0], this.work.forExtension(this.logRoot.logger({ ext }))];
        if (hookName === 'shutdown' || hookName === 'drain') return this.guardShutdown(ext, settle(args), args[0] as Runtime, fail);
        const t0 = process.hrtime.bigint();
        try {
          await this.guardStart(settle(args));
        } catch (err) {
          throw fail(err);
        } finally {
          // beforeStart and start: what `svc status` shows as the extension's start time.
          const info = this.infos.get(ext);
          if (info && (hookName === 'beforeStart' || hookName === 'start')) info.startMs = (info.startMs ?? 0) + Number(process.hrtime.bigint() - t0) / 1e6;
        }
      };
      return { ...tap, type: 'promise', ...(stage === undefined ? {} : { stage }), fn: wrapped };
    }
    if (tap.type === 'promise') {
      wrapped = (...args: unknown[]) => {
        if (skip()) return Promise.resolve();
        try {
          return Promise.resolve(fn(...args)).catch((err: unknown) => {
            throw fail(err);
          });
        } catch (err) {
          return Promise.reject(fail(err));
        }
      };
    } else if (tap.type === 'async') {
      wrapped = (...args: unknown[]) => {
        const callback = args.pop() as (err?: unknown, result?: unknown) => void;
        if (skip()) return callback();
        try {
          fn(...args, (err: unknown, result: unknown) => (err ? callback(fail(err)) : callback(null, result)));
        } catch (err) {
          callback(fail(err));
        }
      };
    } else {
      wrapped = (...args: unknown[]) => {
        if (skip()) return args[0];
        try {
          return fn(...args);
        } catch (err) {
          throw fail(err);
        }
      };
    }
    return { ...tap, ...(stage === undefined ? {} : { stage }), fn: wrapped };
  }
}
