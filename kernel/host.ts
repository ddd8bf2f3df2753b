// The extension host: applies extensions in dependency order, gives each its view of the kernel, attributes every tap
// and error to its owner, and hands the lifecycle (kernel/host-lifecycle.ts) and the points (kernel/host-points.ts)
// what they need.
import { describe, kernelError, KERNEL_ERRORS, SvcError, type ErrorRegistry, type KernelErrorCode } from './errors.js';
import { createKernelHooks, type KernelHooks } from './hooks.js';
import { runAs } from './containment.js';
import { declareService } from './host-services.js';
import { statusPoint, type ExtensionStatus, type StatusService } from './status.js';
import type { LogRoot } from './logger.js';
import { checkVersions, parseDependency, unknownDefinitionKeys } from './compat.js';
import { version } from '../lib/version.js';
import type { Metrics, MetricsPlug } from './metrics.js';
import { SECTION_PATH } from './config/schema.js';
import { KERNEL_OWNER, orderExtensions, type LoadedExtension } from './host-registration.js';
import { doctorPoint, type DoctorCheck, type DoctorRegistry } from './doctor.js';
import { controlCommands, InventoryTable, inventoryPoint, metricsPlugPoint, metricsPoint, onboardingPoint, PointTable, provideLogPoints, type Inventory } from './host-points.js';
import { Lifecycle, START_TIMEOUT_MS, type ShutdownReport, type TapInfo } from './host-lifecycle.js';
import type {
  CommandSpec,
  ConfigObject,
  ControlContext,
  ControlRegistry,
  ExtensionInfo,
  ExtensionPoint,
  Kernel,
  OnboardGroup,
  OnboardingRegistry,
  Paths,
  Runtime,
  SectionAccess,
  ServiceDeps,
  ServiceSpec,
} from './types.js';

export { collectClaims, KERNEL_OWNER, orderExtensions, type LoadedExtension } from './host-registration.js';
export { configStorePoint, controlCommands, inventoryPoint, logSinkPoint, metricsPlugPoint, metricsPoint, onboardingPoint, outputFilterPoint, type LogSinkRegistry, type OutputFilterRegistry, type Inventory, type InventoryCollector, type InventoryRegistry } from './host-points.js';
export { START_TIMEOUT_MS, type ShutdownReport } from './host-lifecycle.js';

const COMMAND_NAME = /^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)*$/;
const CONTROL_NAME = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)*$/;
/** The context of a control command called in-process: its events go nowhere and nothing cancels it. */
const UNSTREAMED: ControlContext = { emit: () => {}, signal: new AbortController().signal };

/** The services the host serves as kernel points, made by whoever runs it (core/services.ts). */
export interface HostServices {
  readonly metrics: Metrics;
  readonly metricsPlug: MetricsPlug;
  readonly status: StatusService;
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

export class ExtensionHost {
  readonly hooks: KernelHooks = createKernelHooks();
  readonly ordered: readonly LoadedExtension[];
  readonly commands = new Map<string, { spec: CommandSpec; owner: string }>();
  /** Each control command with its owner; called without a context (a test, a tool), it gets one that streams nowhere. */
  readonly controlHandlers = new Map<string, { handler: (args: unknown, context?: ControlContext) => Promise<unknown>; owner: string }>();
  private readonly index = new Map<string, number>();
  private readonly infos = new Map<string, InfoRecord>();
  private readonly inventoryTable = new InventoryTable();
  private readonly deps = new Map<string, Set<string>>();
  private applying: string | undefined;
  /** The config that runs now; set by the session once it exists (see `runningConfig`). */
  private running: (() => ConfigObject) | undefined;
  /** Listeners and status sections the extensions announced. */
  readonly status: StatusService;
  private applied = false;
  /** The kernel's own handle on the control-socket registry (the `controlCommands` point). */
  readonly control: ControlRegistry;
  private readonly onboardGroups: { group: OnboardGroup; owner: string }[] = [];
  private readonly doctorList: { check: DoctorCheck; owner: string }[] = [];
  private readonly points: PointTable;
  /** The metrics facade every extension feeds (the metricsPoint). */
  readonly metrics: Metrics;
  /** Exceptions that escaped each extension's code, counted by the runner's containment. */
  private readonly crashes = new Map<string, number>();
  private readonly lifecycle: Lifecycle;

  constructor(
    exts: readonly LoadedExtension[],
    private readonly paths: Paths,
    private readonly logRoot: LogRoot,
    /** The metrics and status services the host serves as kernel points (core/services.ts makes them). */
    services: HostServices,
  ) {
    this.ordered = orderExtensions(exts);
    this.points = new PointTable({
      dependenciesOf: (name) => this.dependenciesOf(name),
      exitCodeOf: (owner, err) => this.registryOf(owner)?.[err.code]?.exit ?? err.exitCode,
      provided: (name, id) => this.infos.get(name)?.provides.add(id),
      used: (name, id) => this.infos.get(name)?.uses.add(id),
    });
    this.lifecycle = new Lifecycle(this.hooks, {
      attribute: (err, extension, o) => this.own(err, extension, o),
      logger: (ext) => this.logRoot.logger({ ext }),
      startTook: (ext, ms) => {
        const info = this.infos.get(ext);
        if (info) info.startMs = (info.startMs ?? 0) + ms;
      },
    });
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
        const owned = async (args: unknown, context: ControlContext = UNSTREAMED): Promise<unknown> => {
          try {
            return await runAs(owner, () => handler(args, context));
          } catch (err) {
            throw this.own(err, owner, { wrapCode: 'SVC_ERR_CONTROL' });
          }
        };
        this.controlHandlers.set(name, { handler: owned, owner });
      },
    };
    this.control = registry;
    this.points.provideKernel(controlCommands, registry);
    const onboarding: OnboardingRegistry = {
      add: (group) => void this.onboardGroups.push({ group, owner: this.applying ?? KERNEL_OWNER }),
    };
    this.points.provideKernel(onboardingPoint, onboarding);
    // Scoped, so each check is known by the extension that added it (a throw is reported under its name).
    this.points.provideKernelScoped(doctorPoint, (owner): DoctorRegistry => ({ add: (check) => void this.doctorList.push({ check, owner }) }));
    this.metrics = services.metrics;
    this.status = services.status;
    this.points.provideKernel(metricsPoint, services.metrics);
    this.points.provideKernel(metricsPlugPoint, services.metricsPlug);
    // Scoped, so each listener and section is known by the extension that announced it.
    this.points.provideKernelScoped(statusPoint, (owner) => services.status.registry(owner));
    this.points.provideKernelScoped(inventoryPoint, (owner) => this.inventoryTable.registry(owner));
    provideLogPoints(this.points, this.logRoot);
  }

  /** Counts one exception or rejection that escaped `extension`'s code (see runner/containment.ts). */
  recordCrash(extension: string): void {
    if (this.index.has(extension)) this.crashes.set(extension, (this.crashes.get(extension) ?? 0) + 1);
  }

  /** Each extension's lifecycle state and its last ERROR line, in dependency order. */
  extensionStates(stopping: boolean): ExtensionStatus[] {
    const errors = this.logRoot.lastErrors();
    return this.ordered.map(({ definition: { name } }, position) => {
      const started = this.lifecycle.state(name, position, stopping);
      const state = started === 'running' && this.validatesOnly(name) ? 'inert' : started;
      const startMs = this.infos.get(name)?.startMs;
      return { name, state, start_ms: startMs === undefined ? null : Math.round(startMs * 10) / 10, last_error: errors.get(name) ?? null, crashes: this.crashes.get(name) ?? 0 };
    });
  }

  /**
   * True when an extension only validates its sections (it taps no hook but the config-phase ones, provides and uses no
   * point, adds no command): nothing of it runs, whatever its config says (`svc status` shows it `inert`).
   */
  validatesOnly(name: string): boolean {
    const info = this.infos.get(name);
    if (!info) return false;
    const configPhase = new Set(['schema', 'rawConfig', 'validateConfig']);
    const commands = [...this.commands.values()].some((c) => c.owner === name);
    return [...info.hooks].every((h) => configPhase.has(h)) && !info.provides.size && !info.uses.size && !commands;
  }

  /** Runs every inventory collector; one that throws is reported in `errors`, naming its owner. */
  inventory(): Promise<Inventory> {
    return this.inventoryTable.collect((err, owner) => this.own(err, owner, { wrapCode: 'SVC_ERR_TAP_FAILED' }));
  }

  /** The checks of `svc doctor`, with the extension that added each, in the order extensions applied. */
  get doctorChecks(): readonly { readonly check: DoctorCheck; readonly owner: string }[] {
    return this.doctorList;
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
    this.points.provideKernel(point, impl);
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
        result = runAs(name, () => definition.apply(view)) as unknown;
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
    await this.lifecycle.start(runtime, only, timeoutMs);
  }

  /** A stop signal during start: the running start tap is no longer awaited, and start fails (SVC_ERR_START_INTERRUPTED). */
  interruptStart(reason: string): void {
    this.lifecycle.interruptStart(reason);
  }

  /**
   * The drain (every started extension at once), then shutdown in reverse dependency order, skipping extensions that
   * never started. Every extension gets both: a tap that throws is collected, and once `runtime.deadline` is aborted a
   * tap still running is abandoned (named in `abandoned`) and the next one is called, so stores are closed even after
   * a drain that hung.
   */
  shutdown(runtime: Runtime): Promise<ShutdownReport> {
    return this.lifecycle.shutdown(runtime);
  }

  private viewFor(name: string): Kernel {
    const view: Kernel = Object.freeze({
      extension: name,
      hooks: this.hooks,
      logger: this.logRoot.logger({ ext: name }),
      paths: this.paths,
      provide: <T>(point: ExtensionPoint<T>, impl: T) => this.points.provide(name, point.id, impl),
      provideScoped: <T>(point: ExtensionPoint<T>, make: (consumer: string) => T) => this.points.provideScoped(name, point.id, make),
      use: <T>(point: ExtensionPoint<T>): T => this.points.use(name, point),
      tryUse: <T>(point: ExtensionPoint<T>): T | undefined => this.points.tryUse(name, point),
      addCommand: (spec: CommandSpec) => this.addCommand(spec, name),
      service: <P extends object, T extends P, D extends ServiceDeps>(spec: ServiceSpec<P, T, D>) => declareService(view, this.hooks, spec),
      config: <T>(path: string) => this.sectionAccess<T>(name, path),
    });
    return view;
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
    return this.lifecycle.wrap(hookName, tap, ext, this.index.get(ext));
  }
}
