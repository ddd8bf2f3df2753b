// The lifecycle: every lifecycle tap runs under a guard (a start tap that hangs past the start deadline fails the start;
// a drain or shutdown tap still running at the shutdown deadline is abandoned and the next one called), each failure
// attributed to its extension and hook, and the state of each extension derived from how far the start went.
import { describe, kernelError, type KernelErrorCode, type SvcError } from './errors.js';
import { LIFECYCLE_HOOKS, type KernelHooks } from './hooks.js';
import type { Logger } from './logger.js';
import { WorkLedger, type WorkTotals } from './shutdown-work.js';
import type { ExtensionState } from './status.js';
import { timerMs } from '../lib/time.js';
import type { Runtime } from './types.js';
import { KERNEL_OWNER } from './host-registration.js';
import { runAs } from './containment.js';

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

export interface TapInfo {
  type: 'sync' | 'async' | 'promise';
  name: string;
  fn: Function;
  stage?: number;
}

/** What the lifecycle needs of the host. */
export interface LifecycleOwner {
  /** `err` as an SvcError owned by `extension` (see ExtensionHost#own). */
  attribute(err: unknown, extension: string, o: { hook?: string; wrapCode: KernelErrorCode }): SvcError;
  logger(extension: string): Logger;
  /** Adds to the wall time an extension's beforeStart and start taps took. */
  startTook(extension: string, ms: number): void;
}

export class Lifecycle {
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
  /** When set, lifecycle taps of other extensions are skipped (`svc gateway` starts the gateway alone). */
  private startOnly: ReadonlySet<string> | undefined;

  constructor(
    private readonly hooks: KernelHooks,
    private readonly owner: LifecycleOwner,
  ) {}

  /** The state of the extension at `position` in dependency order. */
  state(name: string, position: number, stopping: boolean): ExtensionState {
    if (this.startOnly && !this.startOnly.has(name)) return 'idle';
    if (!this.startAttempted || position > this.failedAt) return 'not_started';
    if (position === this.failedAt) return 'failed';
    if (stopping) return 'stopping';
    if (position === this.startingAt) return 'starting';
    return position < this.startingAt ? 'running' : 'not_started';
  }

  async start(runtime: Runtime, only: readonly string[] | undefined, timeoutMs: number): Promise<void> {
    this.startAttempted = true;
    this.startTimeoutMs = timeoutMs;
    if (only) this.startOnly = new Set(only);
    await this.hooks.beforeStart.promise(runtime);
    await this.hooks.start.promise(runtime);
    this.startingAt = Infinity;
  }

  interruptStart(reason: string): void {
    this.startAbort.abort(reason);
  }

  async shutdown(runtime: Runtime): Promise<ShutdownReport> {
    this.shutdownErrors = [];
    this.abandoned = [];
    this.work = new WorkLedger();
    // The ledger an extension's drain tap receives is its own (see wrap): its lines carry its name.
    await this.hooks.drain.promise(runtime, this.work.forExtension(this.owner.logger(KERNEL_OWNER)));
    await this.hooks.shutdown.promise(runtime);
    return { errors: this.shutdownErrors, abandoned: [...new Set(this.abandoned)], work: this.work.totals() };
  }

  /**
   * The tap `ext` (at `position` in dependency order, undefined for the kernel's own) adds to `hookName`, wrapped so
   * that its failure names it, lifecycle taps run in dependency order under their guards, and taps of extensions that
   * are not to run are skipped.
   */
  wrap(hookName: keyof KernelHooks, tap: TapInfo, ext: string, position: number | undefined): TapInfo {
    const lifecycle = LIFECYCLE_HOOKS.has(hookName);
    let stage = tap.stage;
    if (lifecycle && position !== undefined) {
      const own = Math.max(-(STAGE_SPAN / 2 - 1), Math.min(STAGE_SPAN / 2 - 1, tap.stage ?? 0));
      stage = (hookName === 'shutdown' || hookName === 'drain' ? -position : position) * STAGE_SPAN + own;
    }
    const configPhase = !lifecycle && hookName !== 'ready' && hookName !== 'beforeShutdown' && hookName !== 'configReloaded';
    const fail = (err: unknown): SvcError => {
      if ((hookName === 'beforeStart' || hookName === 'start') && position !== undefined) this.failedAt = Math.min(this.failedAt, position);
      return this.owner.attribute(err, ext, { hook: hookName, wrapCode: configPhase ? 'SVC_ERR_CONFIG_TAP_FAILED' : 'SVC_ERR_TAP_FAILED' });
    };
    const skip = (): boolean =>
      (lifecycle && this.startOnly !== undefined && !this.startOnly.has(ext)) ||
      ((hookName === 'shutdown' || hookName === 'drain') && position !== undefined && (!this.startAttempted || position >= this.failedAt));
    const withStage = stage === undefined ? {} : { stage };
    // The tap runs as its extension: what it starts keeps the owner (kernel/containment.ts).
    const fn = (...args: unknown[]): unknown => runAs(ext, () => tap.fn(...args));
    if (lifecycle) {
      // Every lifecycle tap runs as a promise under a guard: whatever its kind, a hang or a throw is attributed.
      const settle = (args: unknown[]): Promise<unknown> =>
        tap.type === 'async'
          ? new Promise((resolve, reject) => fn(...args, (err: unknown, result: unknown) => (err ? reject(err) : resolve(result))))
          : Promise.resolve().then(() => fn(...args));
      const wrapped = async (...args: unknown[]) => {
        if (skip()) return;
        if (hookName === 'start' && position !== undefined) this.startingAt = position;
        if (hookName === 'drain') args = [args[0], this.work.forExtension(this.owner.logger(ext))];
        if (hookName === 'shutdown' || hookName === 'drain') return this.guardShutdown(ext, settle(args), args[0] as Runtime, fail);
        const t0 = process.hrtime.bigint();
        try {
          await this.guardStart(settle(args));
        } catch (err) {
          throw fail(err);
        } finally {
          // beforeStart and start: what `svc status` shows as the extension's start time.
          if (hookName === 'beforeStart' || hookName === 'start') this.owner.startTook(ext, Number(process.hrtime.bigint() - t0) / 1e6);
        }
      };
      return { ...tap, type: 'promise', ...withStage, fn: wrapped };
    }
    let wrapped: Function;
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
    return { ...tap, ...withStage, fn: wrapped };
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
        work.catch((err: unknown) => void this.owner.logger(ext).error({ err: describe(err) }, 'shutdown tap failed after it was abandoned'));
      }
    } catch (err) {
      this.shutdownErrors.push(fail(err));
    } finally {
      clearTimeout(late);
      if (onAbort) deadline.removeEventListener('abort', onAbort);
    }
  }
}
