// The running scheduler: the store the config chooses, declared jobs synced into it, the planning of jobs, SOP cron
// triggers and other extensions' tasks, and their drain. The cron extension's service (see index.ts).
import { SvcError, untilDeadline, type Clock, type Logger, type SectionAccess, type ShutdownWork } from '../../kernel/index.js';
import type { AgentRuntime, ChannelRegistry, ShellToolConfig } from '../agent/api.js';
import type { SopEngine } from '../sop/api.js';
import type { CronTask } from './api.js';
import type { CronJobsConfig, SchedulerConfig } from './config.generated.js';
import { CRON_ERRORS } from './errors.js';
import { declaredJobs } from './jobs-spec.js';
import type { ExecutorDeps } from './jobs.js';
import type { RunOutcome, RunResult, Scheduler } from './scheduler.js';
import type { CronStore, Job, Run } from './store.js';

type Execute = (job: Job, run: Run, signal: AbortSignal) => Promise<RunOutcome>;

export interface CronRuntimeParts {
  readonly opened: { readonly store: CronStore; readonly where: string; readonly instance?: string; readonly leaseMs?: number };
  readonly cron: SectionAccess<CronJobsConfig>;
  readonly settings: SectionAccess<SchedulerConfig>;
  readonly shellTool: SectionAccess<ShellToolConfig>;
  /** Other extensions' tasks, registered in apply. */
  readonly tasks: ReadonlyMap<string, CronTask>;
  readonly sop: SopEngine;
  readonly agent: AgentRuntime;
  readonly channels: ChannelRegistry;
  readonly countRun: (status: string) => void;
  readonly cwd: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The leak detector, when loaded: run output and errors (kept and shown) and announced results pass through it. */
  readonly redact?: (text: string) => string;
  /** Why no job may start now (the emergency stop), when the estop extension is loaded. */
  readonly halted?: () => string | undefined;
}

/** What leaves a cron run, scanned: the result announced to a channel, and the output and error the store keeps. */
function redacting(parts: CronRuntimeParts): Pick<ExecutorDeps, 'channels'> & { wrap(execute: Execute): Execute } {
  const redact = parts.redact;
  if (!redact) return { channels: parts.channels, wrap: (execute) => execute };
  const channels: ChannelRegistry = {
    register: (type) => parts.channels.register(type),
    types: () => parts.channels.types(),
    deliver: (ref, message) => parts.channels.deliver(ref, { ...message, content: redact(message.content) }),
  };
  const text = (v: string | null): string | null => (v === null ? null : redact(v));
  return {
    channels,
    wrap: (execute) => async (job, run, signal) => {
      const o = await execute(job, run, signal);
      return { ...o, output: text(o.output), error: text(o.error) };
    },
  };
}

export class CronRuntime {
  private readonly taskRuns = new Map<string, Promise<void>>();
  private readonly taskAbort = new AbortController();

  private constructor(
    readonly store: CronStore,
    private scheduler: Scheduler,
    private readonly parts: CronRuntimeParts,
  ) {}

  /** Syncs the declared jobs, then starts planning. */
  static async start(parts: CronRuntimeParts): Promise<CronRuntime> {
    const { Scheduler } = await import('./scheduler.js');
    const { executor } = await import('./jobs.js');
    const { store, instance, leaseMs, where } = parts.opened;
    const log = parts.logger;
    const scanned = redacting(parts);
    let runtime: CronRuntime | undefined;
    const scheduler = new Scheduler({
      store,
      ...(instance ? { instance } : {}),
      ...(leaseMs ? { leaseMs } : {}),
      clock: parts.clock,
      logger: log,
      countRun: parts.countRun,
      settings: parts.settings,
      execute: scanned.wrap(
        executor({
          agent: parts.agent,
          channels: scanned.channels,
          cwd: parts.cwd,
          shellTimeoutMs: () => parts.shellTool().timeout_secs * 1000,
          logger: log,
          ...(parts.halted ? { halted: parts.halted } : {}),
          usesMemory: (id) => parts.cron()[id]?.uses_memory !== false,
        }),
      ),
      triggers: () => [...sopTriggers(parts.sop, log), ...(runtime?.taskTriggers() ?? [])],
    });
    runtime = new CronRuntime(store, scheduler, parts);
    await runtime.sync();
    await scheduler.start();
    const jobs = await store.jobs();
    const { enabled } = parts.settings();
    log.info({ jobs: jobs.length, enabled, db: where }, enabled ? 'scheduler started' : 'scheduler disabled (scheduler.enabled = false): jobs run only on demand');
    return runtime;
  }

  get active(): number {
    return this.scheduler.active;
  }

  /** Runs a job now; an unknown id is SVC_ERR_CRON_UNKNOWN_JOB. */
  async runNow(id: string): Promise<RunResult> {
    try {
      return await this.scheduler.runNow(id);
    } catch (err) {
      if ((err as { code?: string }).code === 'SVC_ERR_CRON_UNKNOWN_JOB') throw new SvcError('SVC_ERR_CRON_UNKNOWN_JOB', (err as Error).message, { registry: CRON_ERRORS });
      throw err;
    }
  }

  /** Plans again now (after `svc cron add|remove`). */
  poke(): Promise<void> {
    return this.scheduler.poke();
  }

  /** A reload: triggers are planned again at once, declared jobs once the store has synced them. */
  reloaded(): void {
    this.scheduler.wake();
    void this.sync()
      .then(() => this.scheduler.poke())
      .catch((err: Error) => this.parts.logger.error({ err: err.message }, 'declarative cron jobs could not be synced after the reload'));
  }

  /** What `svc status` shows: on or disabled, runs in flight, the next ten planned runs. */
  async status(): Promise<Record<string, unknown>> {
    const planned = (await this.store.jobs()).filter((j) => j.enabled && !j.done && j.next_run_at !== null);
    planned.sort((a, b) => a.next_run_at! - b.next_run_at!);
    return {
      scheduler: this.parts.settings().enabled ? 'on' : 'disabled',
      running: this.scheduler.active,
      next_runs: planned.slice(0, 10).map((j) => ({ job: j.id, next_run_at: new Date(j.next_run_at!).toISOString() })),
    };
  }

  /** Runs in flight and tasks until the deadline; then each left is aborted and reported with its ids. */
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    const before = this.taskRuns.size;
    await Promise.all([this.scheduler.drain(deadline, work), untilDeadline(Promise.allSettled([...this.taskRuns.values()]), deadline)]);
    const left = [...this.taskRuns.keys()];
    work.finished('cron_tasks', Math.max(0, before - left.length));
    this.taskAbort.abort();
    for (const name of left) work.abandoned('cron_tasks', { task: name }, 'cron task abandoned at shutdown');
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private async sync(): Promise<void> {
    const log = this.parts.logger;
    const r = await this.store.sync(declaredJobs(this.parts.cron()), this.parts.clock.now());
    if (r.added.length || r.updated.length || r.removed.length) log.info({ added: r.added, updated: r.updated, removed: r.removed }, 'declarative cron jobs synced');
    for (const id of r.conflicts) log.warn({ job: id }, `[cron.${id}] has the id of a job added with svc cron add; that job stays and the declared one is ignored`);
  }

  /** Other extensions' tasks: each fired by the planning loop, one run at a time. */
  private taskTriggers() {
    return [...this.parts.tasks.values()].flatMap((task) => {
      const s = task.schedule();
      return s ? [{ key: `task:${task.name}`, ids: { task: task.name }, expression: s.expression, ...(s.tz ? { tz: s.tz } : {}), fire: () => this.runTask(task) }] : [];
    });
  }

  private runTask(task: CronTask): void {
    if (this.taskRuns.has(task.name) || this.taskAbort.signal.aborted) return;
    const { logger: log, clock } = this.parts;
    log.info({ task: task.name }, 'cron task started');
    const started = clock.now();
    const done = Promise.resolve()
      .then(() => task.run(this.taskAbort.signal))
      .then(
        () => log.info({ task: task.name, duration_ms: clock.now() - started }, 'cron task finished'),
        (err: unknown) => log.error({ task: task.name, err: (err as Error).message }, 'cron task failed'),
      )
      .finally(() => this.taskRuns.delete(task.name));
    this.taskRuns.set(task.name, done);
  }
}

/** A SOP's cron triggers: each starts one run for the service, whichever instance claims it. */
function sopTriggers(sop: SopEngine, log: Logger) {
  if (!sop.enabled) return [];
  return sop.list().flatMap((d) =>
    d.triggers
      .filter((t) => t.type === 'cron' && t.expression)
      .map((t) => ({
        key: `sop:${d.name}`,
        ids: { sop: d.name },
        once: true,
        expression: t.expression!,
        ...(t.tz ? { tz: t.tz } : {}),
        fire: () =>
          void sop.runByName(d.name, 'null', 'cron').then(
            (r) => log.info({ sop: d.name, status: r.status, run_id: r.run_id }, 'SOP cron trigger dispatched'),
            (err: Error) => log.error({ sop: d.name, err: err.message }, 'SOP cron trigger could not dispatch'),
          ),
      })),
  );
}
