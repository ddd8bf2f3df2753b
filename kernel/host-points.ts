// Extension points: the kernel's own, and the table that serves every provided point to the extensions that depend on
// its provider (scoped points are made once per consumer, so the provider knows who uses them).
import { describe, kernelError, SvcError, type ExitCode } from './errors.js';
import { createExtensionPoint } from './extension.js';
import { closest } from '../lib/config/path.js';
import type { LogRoot, LogSink } from './logger.js';
import type { Metrics, MetricsPlug } from './metrics.js';
import { KERNEL_OWNER } from './host-registration.js';
import type { ConfigStore, ControlRegistry, ExtensionPoint, OnboardingRegistry } from './types.js';

/** The daemon's control socket commands; provided by the kernel to every extension. */
export const controlCommands = createExtensionPoint<ControlRegistry>('kernel.control');

/** The running config and config.toml (entries, ETag, drift, writes, reloads); provided by the kernel to every extension. */
export const configStorePoint = createExtensionPoint<ConfigStore>('kernel.config-store');

/** The questions of `svc onboard`: each extension adds its own; provided by the kernel to every extension. */
export const onboardingPoint = createExtensionPoint<OnboardingRegistry>('kernel.onboarding');

/** Where one extension installs the filter of the text svc writes out itself; provided by the kernel to every extension. */
export interface OutputFilterRegistry {
  /**
   * From now on every log line (JSON text, which the filter must keep valid) and every error text shown to a person
   * (`svc status`, control-socket errors) passes through `filter`. One owner: a second extension installing one is an
   * error naming both.
   */
  install(filter: (text: string) => string): void;
}

export const outputFilterPoint = createExtensionPoint<OutputFilterRegistry>('kernel.output-filter');

/** Where one extension installs the sink that keeps a copy of the daemon's log lines; provided by the kernel to every extension. */
export interface LogSinkRegistry {
  /**
   * From now on every log line, as the destination gets it (secret values replaced, output filter applied), is also
   * written to `sink`; the daemon closes it after its last line (`stopped`). One owner: a second extension installing
   * one is an error naming both.
   */
  install(sink: LogSink): void;
}

export const logSinkPoint = createExtensionPoint<LogSinkRegistry>('kernel.log-sink');

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

/** A provided point: one implementation, or (scoped) one made for each consumer on its first use and kept. */
interface PointEntry {
  readonly provider: string;
  readonly impl?: unknown;
  readonly scoped?: { readonly make: (consumer: string) => unknown; readonly made: Map<string, unknown> };
}

/** What the table needs of the host: who depends on whom, an error's exit code by its owner, what to record of use. */
export interface PointOwners {
  /** Every extension `name` depends on, directly or not (optional dependencies that are loaded included). */
  dependenciesOf(name: string): ReadonlySet<string>;
  exitCodeOf(owner: string, err: SvcError): ExitCode;
  provided(name: string, id: string): void;
  used(name: string, id: string): void;
}

export class PointTable {
  private readonly entries = new Map<string, PointEntry>();

  constructor(private readonly owners: PointOwners) {}

  /** Offers a point implemented by the kernel (or by the runner on its behalf): every extension may use it. */
  provideKernel<T>(point: ExtensionPoint<T>, impl: T): void {
    this.entries.set(point.id, { impl, provider: KERNEL_OWNER });
  }

  /** A kernel point made once for each consumer, so it knows who registers what. */
  provideKernelScoped<T>(point: ExtensionPoint<T>, make: (consumer: string) => T): void {
    this.entries.set(point.id, { provider: KERNEL_OWNER, scoped: { make, made: new Map() } });
  }

  provide(name: string, id: string, impl: unknown): void {
    this.add(name, id, { provider: name, impl });
  }

  provideScoped(name: string, id: string, make: (consumer: string) => unknown): void {
    if (typeof make !== 'function') throw kernelError('SVC_ERR_EXT_POINT', `extension "${name}" provides the scoped point "${id}" without a function that makes it`);
    this.add(name, id, { provider: name, scoped: { make, made: new Map() } });
  }

  /** The point's implementation for `name`; a point nobody provides is an error naming the closest one. */
  use<T>(name: string, point: ExtensionPoint<T>): T {
    const impl = this.tryUse(name, point);
    if (impl === undefined) {
      const hint = closest(point.id, this.entries.keys());
      throw kernelError(
        'SVC_ERR_EXT_POINT',
        `extension "${name}" uses extension point "${point.id}", provided by no applied extension${hint ? ` (did you mean "${hint}"?)` : ''}; add the provider to "${name}".dependsOn`,
      );
    }
    return impl;
  }

  /** A point's implementation for `name`, undefined when nobody provides it; one provided by a non-dependency is refused. */
  tryUse<T>(name: string, point: ExtensionPoint<T>): T | undefined {
    const entry = this.entries.get(point.id);
    if (!entry) return undefined;
    if (entry.provider !== KERNEL_OWNER && entry.provider !== name && !this.owners.dependenciesOf(name).has(entry.provider)) {
      throw kernelError(
        'SVC_ERR_EXT_POINT',
        `extension "${name}" uses extension point "${point.id}", provided by "${entry.provider}"; add "${entry.provider}" to "${name}".dependsOn (or optionalDependsOn)`,
      );
    }
    const impl = entry.scoped ? this.scopedImpl(entry, point.id, name) : entry.impl;
    this.owners.used(name, point.id);
    return impl as T;
  }

  private add(name: string, id: string, entry: PointEntry): void {
    const other = this.entries.get(id);
    if (other) throw kernelError('SVC_ERR_EXT_POINT', `extension point "${id}" is provided by both "${other.provider}" and "${name}"`);
    this.entries.set(id, entry);
    this.owners.provided(name, id);
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
        ...(err instanceof SvcError ? { exitCode: this.owners.exitCodeOf(entry.provider, err) } : {}),
      });
    }
    made.set(consumer, impl);
    return impl;
  }
}

const INVENTORY_KIND = /^[a-z][a-z0-9-]*$/;

/** The lists `svc extensions inventory` gathers: each extension contributes collectors of its own kinds. */
export class InventoryTable {
  private readonly collectors: { kind: string; collect: InventoryCollector; owner: string }[] = [];

  /** The registry one extension gets (scoped, so each collector is known by the extension that contributed it). */
  registry(owner: string): InventoryRegistry {
    return {
      contribute: (kind, collect) => {
        if (!INVENTORY_KIND.test(kind)) throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" contributes the inventory list "${kind}", which is not a lowercase word`);
        if (typeof collect !== 'function') throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" contributes the inventory list "${kind}" without a collector function`);
        this.collectors.push({ kind, collect, owner });
      },
    };
  }

  /**
   * Runs every collector (one after another: each may build and close a throwaway server). A collector that throws
   * leaves its list out; `own` makes its error, naming its owner (or the extension its error names).
   */
  async collect(own: (err: unknown, owner: string) => SvcError): Promise<Inventory> {
    const lists: Record<string, Record<string, string[]>> = {};
    const errors: SvcError[] = [];
    for (const { kind, collect, owner } of this.collectors) {
      try {
        const answer = await collect();
        const list = (lists[kind] ??= {});
        for (const [ext, entries] of Object.entries(answer)) (list[ext] ??= []).push(...entries);
      } catch (err) {
        errors.push(own(err, owner));
      }
    }
    return { lists, errors };
  }
}

/** Serves the log's two kernel points, each scoped so that a second extension installing one is refused by name. */
export function provideLogPoints(points: PointTable, logRoot: Pick<LogRoot, 'setOutputFilter' | 'setSink'>): void {
  let filterOwner: string | undefined;
  points.provideKernelScoped(outputFilterPoint, (owner) => ({
    install: (filter) => {
      if (typeof filter !== 'function') throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" installs an output filter that is not a function`);
      if (filterOwner !== undefined && filterOwner !== owner) throw kernelError('SVC_ERR_EXT_REGISTER', `the output filter is installed by both "${filterOwner}" and "${owner}"`);
      filterOwner = owner;
      logRoot.setOutputFilter(filter);
    },
  }));
  let sinkOwner: string | undefined;
  points.provideKernelScoped(logSinkPoint, (owner) => ({
    install: (sink) => {
      if (typeof sink?.write !== 'function' || typeof sink.close !== 'function') throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${owner}" installs a log sink without write and close functions`);
      if (sinkOwner !== undefined && sinkOwner !== owner) throw kernelError('SVC_ERR_EXT_REGISTER', `the log sink is installed by both "${sinkOwner}" and "${owner}"`);
      sinkOwner = owner;
      logRoot.setSink(sink);
    },
  }));
}
