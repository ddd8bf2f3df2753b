// The scheduler: one loop on the injected clock that starts due jobs (and SOP cron triggers) within max_concurrent,
// never overlaps a job with itself, catches up missed runs once at start, and records every run in the store.
import type { Logger, ShutdownWork } from '../../kernel/index.js';
import { nextRun, type Schedule } from './schedule.js';
import type { CronStore, Job, Run, RunLease, RunTrigger } from './store.js';
import { timerMs, untilDeadline, type Clock } from '../../kernel/index.js';

/** The loop re-checks at least this often, so a clock change or a missed poke costs at most this much. */
const MAX_NAP_MS = 60_000;
/** How soon an instance sharing its store looks again at a job another instance is running. */
const SHARED_RECHECK_MS = 250;
/** How soon a run whose launch failed is tried again. */
const LAUNCH_RETRY_MS = 1000;

export interface RunOutcome {
  readonly status: 'ok' | 'failed';
  readonly output: string | null;
  readonly error: string | null;
}

export interface RunResult extends RunOutcome {
  readonly job: string;
  readonly run_id: string;
  readonly duration_ms: number;
}

/** Something due on a cron expression that is not a job: a SOP's cron trigger, or another extension's task. */
export interface CronTrigger {
  /** Unique among the triggers, stable across plannings (`sop:deploy`, `task:backup`). */
  readonly key: string;
  /** What its log lines carry (`{sop: "deploy"}`, `{task: "backup"}`). */
  readonly ids: Readonly<Record<string, string>>;
  readonly expression: string;
  readonly tz?: string;
  /** Called when due; must not throw for long work (start it and return). */
  readonly fire: () => void;
  /**
   * Work for the whole service, not for each instance (a SOP's cron trigger): with a shared store, each planned firing
   * is claimed, and only the instance that wins fires. Absent: every instance fires (a backup of its own data).
   */
  readonly once?: boolean;
}

export interface SchedulerDeps {
  readonly store: CronStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly settings: () => { enabled: boolean; max_concurrent: number; max_run_history: number; catch_up_on_startup: boolean };
  /** Runs one job to its outcome (shell or agent, then delivery). */
  readonly execute: (job: Job, run: Run, signal: AbortSignal) => Promise<RunOutcome>;
  /** Read at every planning: SOP cron triggers and other extensions' tasks. */
  readonly triggers: () => readonly CronTrigger[];
  /** Counts each run as it ends (svc_cron_runs_total). */
  readonly countRun?: (status: string) => void;
  /** This instance, on the runs it claims (a shared store tells instances apart by it). */
  readonly instance?: string;
  /** How long a run counts as alive without a renewal; renewed every third of it while it runs. */
  readonly leaseMs?: number;
}

/** A run's lease unless the caller says otherwise: long enough for a busy event loop, short enough for a takeover. */
export const DEFAULT_LEASE_MS = 30_000;

export class Scheduler {
  private readonly running = new Map<string, Promise<RunResult | undefined>>();
  /** The run id of each job running now. */
  private readonly runIds = new Map<string, string>();
  /** Runs that ended since the start. */
  private ended = 0;
  private readonly triggerNext = new Map<string, number>();
  /** Stops planning and new runs. */
  private readonly halt = new AbortController();
  /** Aborts runs in flight (at the shutdown deadline). */
  private readonly stop = new AbortController();
  private nap: AbortController | undefined;
  private loopDone: Promise<void> | undefined;
  private waiters: (() => void)[] = [];

  constructor(private readonly deps: SchedulerDeps) {}

  private renewTimer: NodeJS.Timeout | undefined;
  /** Jobs whose last launch failed, and when to try again. */
  private readonly failedLaunch = new Map<string, number>();
  /** Jobs without a plan that could not be planned again: left alone until the jobs change (poke). */
  private readonly parked = new Set<string>();

  private lease(now: number): RunLease {
    return { instance: this.deps.instance ?? 'local', until: now + (this.deps.leaseMs ?? DEFAULT_LEASE_MS) };
  }

  /** Plans every job: a run missed while down is due now once (catch_up_on_startup), else the next future time. */
  async start(): Promise<void> {
    const { store, clock, logger } = this.deps;
    const now = clock.now();
    const interrupted = await store.abandonRunning(now);
    if (interrupted) logger.warn({ runs: interrupted }, 'runs interrupted by the last stop were marked failed');
    const catchUp = this.deps.settings().catch_up_on_startup;
    for (const job of await store.jobs()) {
      if (job.done || !job.enabled) continue;
      if (job.next_run_at !== null && job.next_run_at <= now) {
        if (catchUp) {
          logger.info({ job: job.id, missed_at: new Date(job.next_run_at).toISOString() }, 'a run was missed while the daemon was down; it runs once now');
          continue;
        }
        if (job.schedule.kind === 'at') {
          await store.markDone(job.id, now);
          logger.warn({ job: job.id }, 'a one-shot job was missed while the daemon was down (catch_up_on_startup = false); marked done');
          continue;
        }
      }
      if (job.next_run_at === null && (await store.hasLiveRun(job.id, now))) continue; // its run plans it when it ends
      if (job.next_run_at === null || job.next_run_at <= now) await store.schedule(job.id, this.next(job, now));
    }
    // Runs in flight stay claimed while this instance lives: their leases are renewed every third of a lease.
    const leaseMs = this.deps.leaseMs ?? DEFAULT_LEASE_MS;
    this.renewTimer = setInterval(() => {
      if (!this.runIds.size) return;
      store.renewRuns([...this.runIds.values()], this.lease(clock.now()).until).catch((err: Error) => logger.warn({ err: err.message }, 'cron run leases could not be renewed'));
    }, timerMs(Math.max(1000, Math.floor(leaseMs / 3))));
    this.renewTimer.unref();
    this.loopDone = this.loop();
  }

  /** Wakes the loop now, so that it reads the jobs and triggers again (a reload changed them). */
  wake(): void {
    this.nap?.abort();
  }

  /** Wakes the loop: jobs were added, removed or re-synced. New jobs get their first time here. */
  async poke(): Promise<void> {
    this.nap?.abort();
    this.parked.clear();
    const now = this.deps.clock.now();
    for (const job of await this.deps.store.jobs()) {
      // A job running here or on another instance has no plan until its run ends; that run plans it.
      if (!job.done && job.enabled && job.next_run_at === null && !this.running.has(job.id) && !(await this.deps.store.hasLiveRun(job.id, now))) {
        await this.deps.store.schedule(job.id, this.next(job, now));
      }
    }
    this.nap?.abort();
  }

  /** `every` counts from `anchor` (the last planned time, so runs do not drift); cron and at ignore it. */
  private next(job: Job, after: number, anchor = job.last_run_at ?? job.created_at): number | null {
    try {
      return nextRun(job.schedule as Schedule, after, anchor);
    } catch (err) {
      // Schedules are checked when written; one that still cannot be planned is parked, never a stop of the loop.
      this.deps.logger.error({ job: job.id, err: (err as Error).message }, 'cron job cannot be planned; it does not run until its schedule is fixed');
      return null;
    }
  }

  private async loop(): Promise<void> {
    const { clock, logger } = this.deps;
    while (!this.halt.signal.aborted) {
      const s = this.deps.settings();
      const now = clock.now();
      let wake = now + MAX_NAP_MS;
      let jobs: Job[] = [];
      try {
        jobs = s.enabled ? await this.deps.store.jobs() : [];
      } catch (err) {
        // A shared store that does not answer: planned runs wait for it (a run is never started unclaimed).
        logger.error({ err: (err as Error).message }, 'cron jobs could not be read; retrying');
        wake = now + 1000;
      }
      if (s.enabled) {
        for (const job of jobs) {
          if (job.done || !job.enabled) continue;
          if (job.next_run_at === null) {
            if (this.running.has(job.id)) continue; // its run plans it when it ends
            // No plan and no run here: another instance runs it (shared; look again soon, as that instance cannot wake
            // this loop), or the run that cleared the plan ended without planning again (its instance died, or the
            // store failed then): no live run anywhere, so it is planned again here.
            if (!this.parked.has(job.id) && !(await this.deps.store.hasLiveRun(job.id, now).catch(() => true))) {
              const at = this.next(job, now);
              // One that cannot be planned (logged once by next) waits for a change of the jobs (poke).
              if (at === null) this.parked.add(job.id);
              else if (await this.deps.store.schedule(job.id, at).catch(() => false)) {
                logger.warn({ job: job.id, next_run_at: new Date(at).toISOString() }, 'cron job had no plan and no run going on; planned again');
                wake = Math.min(wake, at);
                continue;
              }
            }
            if (this.deps.instance !== undefined) wake = Math.min(wake, now + SHARED_RECHECK_MS);
            continue;
          }
          if (job.next_run_at > now) {
            wake = Math.min(wake, job.next_run_at);
            continue;
          }
          if (this.running.has(job.id)) continue; // never overlaps itself; planned again when it finishes
          if (this.running.size >= s.max_concurrent) break; // a finishing run wakes the loop
          // A run that could not start (its claim failed: the store refuses writes) is tried again a second later,
          // not at once: the failed launch wakes the loop.
          const retryAt = this.failedLaunch.get(job.id);
          if (retryAt !== undefined && retryAt > now) {
            wake = Math.min(wake, retryAt);
            continue;
          }
          this.failedLaunch.delete(job.id);
          void this.launch(job, job.next_run_at < now - 1000 ? 'catch_up' : 'schedule').catch((err) => logger.error({ job: job.id, err: (err as Error).message }, 'cron run failed to start; retrying in a second'));
        }
        wake = Math.min(wake, this.dueTriggers(now));
      }
      this.nap = new AbortController();
      try {
        await clock.sleep(timerMs(Math.max(0, wake - clock.now())), AbortSignal.any([this.nap.signal, this.halt.signal]));
      } catch {
        // poked or stopping
      }
    }
  }

  /** Cron triggers (SOPs, tasks): fired when due; returns the earliest next time. */
  private dueTriggers(now: number): number {
    let wake = Infinity;
    const live = new Set<string>();
    for (const t of this.deps.triggers()) {
      const key = `${t.key}\u0000${t.expression}\u0000${t.tz ?? ''}`;
      live.add(key);
      const schedule: Schedule = { kind: 'cron', expr: t.expression, tz: t.tz ?? null };
      let at: number | null;
      try {
        at = this.triggerNext.get(key) ?? nextRun(schedule, now, now);
      } catch (err) {
        // Checked when it is configured; a bad one is skipped (once logged), never a stop of the loop.
        if (this.triggerNext.get(key) !== -1) this.deps.logger.error({ ...t.ids, expression: t.expression, err: (err as Error).message }, 'cron trigger cannot be planned');
        this.triggerNext.set(key, -1);
        continue;
      }
      if (at === -1) continue;
      if (at !== null && at <= now) {
        const fire = () => {
          try {
            t.fire();
          } catch (err) {
            this.deps.logger.error({ ...t.ids, err: (err as Error).message }, 'cron trigger could not start');
          }
        };
        if (t.once && this.deps.instance !== undefined) {
          const planned = at;
          void this.deps.store.claimFire(t.key, planned).then(
            (won) => (won ? fire() : this.deps.logger.debug({ ...t.ids, planned_at: new Date(planned).toISOString() }, 'cron trigger fired by another instance')),
            (err: Error) => this.deps.logger.error({ ...t.ids, err: err.message }, 'cron trigger could not be claimed; it did not fire'),
          );
        } else fire();
        at = nextRun(schedule, now, now);
      }
      if (at === null) continue;
      this.triggerNext.set(key, at);
      wake = Math.min(wake, at);
    }
    for (const key of [...this.triggerNext.keys()]) if (!live.has(key)) this.triggerNext.delete(key);
    return wake;
  }

  /**
   * Starts one run of a job (a running job is not started twice: the caller gets the run in flight). A planned run is
   * claimed first: when another instance claimed it, nothing runs here and the result is undefined.
   */
  private launch(job: Job, trigger: RunTrigger): Promise<RunResult | undefined> {
    const inFlight = this.running.get(job.id);
    if (inFlight) return inFlight;
    const { store, clock, logger } = this.deps;
    const done = (async (): Promise<RunResult | undefined> => {
      const started = clock.now();
      let run: Run | undefined;
      try {
        run = trigger === 'manual' ? await store.startRun(job.id, trigger, started, this.lease(started)) : await store.claimRun(job.id, job.next_run_at!, trigger, started, this.lease(started));
      } catch (err) {
        // Set before this launch's end wakes the loop, which then waits for it instead of trying again at once.
        if (trigger !== 'manual') this.failedLaunch.set(job.id, clock.now() + LAUNCH_RETRY_MS);
        throw err;
      }
      if (!run) {
        logger.debug({ job: job.id, planned_at: new Date(job.next_run_at!).toISOString() }, 'cron run claimed by another instance');
        return undefined;
      }
      logger.info({ job: job.id, run_id: run.id, trigger, ...(trigger === 'manual' ? {} : { planned_at: new Date(job.next_run_at!).toISOString() }) }, 'cron run started');
      this.runIds.set(job.id, run.id);
      let outcome: RunOutcome;
      try {
        outcome = await this.deps.execute(job, run, this.stop.signal);
      } catch (err) {
        outcome = { status: 'failed', output: null, error: (err as Error).message };
      }
      const now = clock.now();
      let durationMs = now - run.started_at;
      try {
        durationMs = (await store.finishRun(run.id, outcome, now, this.deps.settings().max_run_history)).duration_ms ?? durationMs;
      } catch {
        // The job was removed while it ran (svc cron remove, or a sync): its history went with it.
      }
      // A manual run leaves the plan alone; a planned one moves it on (a one-shot job is then done).
      try {
        if (trigger !== 'manual' && (await store.job(job.id))) {
          if (job.schedule.kind === 'at') await store.markDone(job.id, now);
          else await store.schedule(job.id, this.next(job, now, job.next_run_at ?? now));
        }
      } catch (err) {
        logger.error({ job: job.id, err: (err as Error).message }, 'cron job could not be planned again after its run; the next start plans it');
      }
      this.deps.countRun?.(outcome.status);
      const level = outcome.status === 'ok' ? 'info' : 'error';
      logger[level]({ job: job.id, run_id: run.id, status: outcome.status, duration_ms: durationMs, ...(outcome.error ? { err: outcome.error } : {}) }, 'cron run finished');
      return { job: job.id, run_id: run.id, status: outcome.status, output: outcome.output, error: outcome.error, duration_ms: durationMs };
    })().finally(() => {
      this.running.delete(job.id);
      if (this.runIds.has(job.id)) this.ended += 1;
      this.runIds.delete(job.id);
      this.waiters.splice(0).forEach((w) => w());
      this.nap?.abort();
    });
    this.running.set(job.id, done);
    return done;
  }

  /** Runs a job now (CLI, API); waits for a free slot under max_concurrent. Unknown ids throw. */
  async runNow(id: string): Promise<RunResult> {
    const job = await this.deps.store.job(id);
    if (!job) throw Object.assign(new Error(`no cron job has the id "${id}"`), { code: 'SVC_ERR_CRON_UNKNOWN_JOB' });
    const inFlight = this.running.get(id);
    if (inFlight) {
      const result = await inFlight;
      if (result) return result;
    }
    while (this.running.size >= this.deps.settings().max_concurrent && !this.halt.signal.aborted) await new Promise<void>((r) => this.waiters.push(r));
    if (this.halt.signal.aborted) throw new Error('the scheduler is stopping');
    return (await this.launch(job, 'manual'))!;
  }

  get active(): number {
    return this.running.size;
  }

  /**
   * Stops planning; waits for runs in flight until the deadline, then aborts them (their runs are recorded as failed),
   * each reported with its job and run id.
   */
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    this.halt.abort();
    clearInterval(this.renewTimer);
    this.waiters.splice(0).forEach((w) => w());
    const endedBefore = this.ended;
    await untilDeadline(Promise.allSettled([...this.running.values()]), deadline);
    work.finished('cron_runs', this.ended - endedBefore);
    for (const [job, runId] of this.runIds) work.abandoned('cron_runs', { job, run_id: runId }, 'cron run abandoned at shutdown: aborted and recorded as failed');
    this.stop.abort();
    await Promise.allSettled([...this.running.values()]);
    await this.loopDone;
  }
}
