// The SOP engine: admission (CONTRACT §6 order), runs executed step by step by the SOP's agent, approvals with a
// fail-closed timeout, persistence, and resumption after a restart.
import { randomBytes } from 'node:crypto';
import { SvcError, untilDeadline, type Clock, type Logger, type ShutdownWork } from '../../kernel/index.js';
import type { SopConfig } from './config.generated.js';
import type { AgentRuntime } from '../agent/api.js';
import type { DispatchResult, RunRecord, SopEngine, SopEvent, SopSummary } from './api.js';
import { summary } from './definitions.js';
import type { SopDefinition, Step } from './definitions.js';
import { SOP_ERRORS } from './errors.js';
import { frame, inspect, sanitize } from '../../lib/prompt-guard.js';
import type { SharedRunStore } from './pg-store.js';
import type { RunStore } from './store.js';

type Settings = SopConfig;
type Decision = 'approved' | 'rejected' | 'timeout' | 'stopped';
type LiveRun = RunRecord & { approved_through: number };

const OUTPUT_LIMIT = 8192;

/** The SOP tools, which the engine offers to each step as sop.step_mandatory_tools and the step's tools say. */
export const SOP_TOOLS = ['sop_status', 'sop_advance', 'sop_approve'] as const;

/** A step's outcome as its agent reports it with sop_advance. */
export interface StepReport {
  readonly outcome: 'completed' | 'failed';
  readonly summary: string;
  /** 1-based step to run next instead of the following one (a loop goes back; sop.max_step_visits bounds it). */
  readonly nextStep?: number;
}

export interface EngineParts {
  readonly sops: readonly SopDefinition[];
  readonly settings: Settings;
  readonly store: RunStore;
  readonly clock: Clock;
  readonly agent: AgentRuntime;
  readonly logger: Logger;
  /** Counts runs as they start and end (svc_sop_runs_total). */
  readonly countRun?: (sop: string, status: string) => void;
  /** Records an approval or rejection in the audit trail (when the audit extension is loaded). */
  readonly audit?: (event: 'sop.approved' | 'sop.rejected', fields: { readonly sop: string; readonly run_id: string; readonly by: string }) => void;
  /** Runs shared by instances (PostgreSQL): how long a claim lives unrenewed, and how often to poll (default 1 s). */
  readonly shared?: { readonly leaseMs: () => number; readonly pollMs?: number };
}

/** Whether a store shares its runs with other instances (claims, leases, decisions made elsewhere). */
function isShared(store: RunStore): store is SharedRunStore {
  return typeof (store as Partial<SharedRunStore>).claimExpired === 'function';
}

/** A write refused because another instance took the run over (its lease ran out here). */
function isLost(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'SVC_ERR_SOP_RUN_LOST';
}

function sopError(code: keyof typeof SOP_ERRORS, message: string): SvcError {
  return new SvcError(code, message, { registry: SOP_ERRORS });
}

/** The steps a run executes: the SOP.md list, or the description as one step. */
function stepsOf(def: SopDefinition): readonly Step[] {
  return def.steps.length ? def.steps : [{ number: 1, title: def.name, body: def.description || `Carry out the procedure "${def.name}".`, tools: [], requiresConfirmation: false }];
}

export class SopEngineImpl implements SopEngine {
  readonly enabled = true;
  private byName: Map<string, SopDefinition>;
  private sops: readonly SopDefinition[];
  private readonly live = new Map<string, LiveRun>();
  private readonly waiters = new Map<string, (d: Decision) => void>();
  private readonly executing = new Set<Promise<void>>();
  private readonly stop = new AbortController();
  /** Set by drain: no step starts any more. */
  private draining = false;
  /** Runs that reached an end (completed, failed, rejected, timed out) since the start. */
  private ended = 0;
  /** Shared: runs another instance took over; their execution here stops at its next step or write. */
  private readonly lost = new Set<string>();
  /** What a step's agent reported with sop_advance, by run id, until its turn returns. */
  private readonly reports = new Map<string, StepReport>();
  private pollTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(private readonly parts: EngineParts) {
    this.sops = parts.sops;
    this.byName = new Map(parts.sops.map((s) => [s.name, s]));
  }

  /** New definitions (config reload): they apply from the next event and the next step. */
  reload(sops: readonly SopDefinition[]): void {
    this.sops = sops;
    this.byName = new Map(sops.map((s) => [s.name, s]));
  }

  matching(topic: string): string[] {
    return this.sops.filter((s) => s.triggers.some((t) => t.type === 'webhook' && t.active && t.path === topic)).map((s) => s.name);
  }

  async dispatch(event: SopEvent): Promise<DispatchResult[]> {
    const results: DispatchResult[] = [];
    // One SOP after the other, in declaration order: each admission sees the runs the previous one started.
    for (const name of this.matching(event.topic)) {
      try {
        results.push(await this.admit(this.byName.get(name)!, event));
      } catch (err) {
        // Nothing started yet: the whole dispatch fails (503 when the store cannot be reached, and the idempotency key
        // is released for the retry). Once one SOP started, the event is taken: the others answer deferred.
        if (!results.some((r) => r.status === 'started')) throw err;
        this.parts.logger.error({ sop: name, topic: event.topic, err: (err as Error).message }, 'a SOP could not be admitted; the event started the others');
        results.push({ sop: name, status: 'deferred', reason: `its run could not be recorded: ${(err as Error).message}` });
      }
    }
    return results;
  }

  async runByName(name: string, payload = 'null', source: 'manual' | 'cron' = 'manual'): Promise<DispatchResult> {
    const def = this.byName.get(name);
    if (!def) throw sopError('SVC_ERR_SOP_UNKNOWN', `no SOP is named "${name}" (known: ${[...this.byName.keys()].join(', ') || 'none'})`);
    return this.admit(def, { topic: `${source}:${name}`, payload, source });
  }

  list(): SopSummary[] {
    return this.sops.map(summary);
  }

  runs(sop?: string): Promise<RunRecord[]> {
    return this.parts.store.list(sop);
  }

  run(id: string): Promise<RunRecord | undefined> {
    return this.parts.store.get(id);
  }

  /** The run whose step is executing now as `runId`, or an error its agent can read. */
  private executingStep(runId: string): { run: LiveRun; steps: readonly Step[] } {
    const run = this.live.get(runId);
    if (!run) throw new Error(`no run ${JSON.stringify(runId)} is executing here; SOP tools act on the run whose step this conversation is`);
    const def = this.byName.get(run.sop);
    if (!def || run.status !== 'running' || run.steps[run.current_step]?.status !== 'running') throw new Error(`run ${runId} is ${run.status}, not executing a step`);
    return { run, steps: stepsOf(def) };
  }

  /** A step's agent reports its outcome (sop_advance); the engine acts on it when the step's turn returns. */
  reportStep(runId: string, report: StepReport): string {
    const { run, steps } = this.executingStep(runId);
    if (report.nextStep !== undefined && (report.nextStep < 1 || report.nextStep > steps.length)) throw new Error(`next_step must be a step number from 1 to ${steps.length}`);
    this.reports.set(runId, report);
    const current = run.current_step + 1;
    if (report.outcome === 'failed') return `recorded: step ${current} failed; the run retries it (sop.max_step_retries) or fails. Finish your reply now.`;
    const next = report.nextStep ?? current + 1;
    return next > steps.length ? `recorded: step ${current} completed; it is the last step, so the run completes. Finish your reply now.` : `recorded: step ${current} completed; step ${next} runs next. Finish your reply now.`;
  }

  /** A step's agent asks the operator to approve the run before the next step runs (sop_approve). */
  requestApproval(runId: string, reason: string): string {
    const { run, steps } = this.executingStep(runId);
    const next = run.current_step + 1;
    if (next >= steps.length) return 'this is the last step: nothing follows that needs approval';
    run.approval_requested = next;
    this.parts.logger.info({ sop: run.sop, run_id: run.id, step: next + 1, reason: reason.slice(0, 200) }, 'a step asked for approval before the next step');
    return `recorded: the run waits for the operator's approval (svc sop approve ${run.id}) before step ${next + 1}. Finish your reply now.`;
  }

  /** The run as its step's agent reads it (sop_status): the SOP, the steps with their status, the current one. */
  describeRun(runId: string): string {
    const { run, steps } = this.executingStep(runId);
    const lines = [`Run ${run.id} of SOP "${run.sop}": ${run.status}, step ${run.current_step + 1} of ${steps.length} (visits ${run.visits ?? 0} of at most ${this.parts.settings.max_step_visits}).`];
    for (const [i, step] of run.steps.entries()) {
      const out = step.output ? `: ${step.output.replace(/\s+/g, ' ').slice(0, 200)}` : step.error ? `: ${step.error.slice(0, 200)}` : '';
      lines.push(`${i === run.current_step ? '>' : ' '} ${step.number}. ${step.title} [${step.status}]${out}`);
    }
    return lines.join('\n');
  }

  /** For `svc status`: the runs executing now (a count) and the oldest `limit` waiting for approval. */
  statusSummary(limit = 20): { running: number; waiting_for_approval: { run_id: string; sop: string; step: number; since: string }[] } {
    let running = 0;
    const waiting: LiveRun[] = [];
    for (const r of this.live.values()) {
      if (r.status === 'running') running += 1;
      else if (r.status === 'pending_approval' && r.awaiting) waiting.push(r);
    }
    waiting.sort((a, b) => a.awaiting!.since - b.awaiting!.since);
    return {
      running,
      waiting_for_approval: waiting.slice(0, limit).map((r) => ({ run_id: r.id, sop: r.sop, step: r.awaiting!.step + 1, since: new Date(r.awaiting!.since).toISOString() })),
    };
  }

  async approve(id: string, by: string): Promise<RunRecord> {
    // Shared: decided on the stored run (locked), whoever owns it, so two decisions on two instances make one.
    if (isShared(this.parts.store)) return this.decideStored(id, by, 'approved');
    const run = await this.waiting(id);
    run.status = 'running';
    run.approved_through = run.awaiting!.step;
    run.awaiting = undefined;
    run.decided_by = by;
    await this.save(run);
    this.parts.logger.info({ sop: run.sop, run_id: id, by }, 'run approved');
    this.parts.audit?.('sop.approved', { sop: run.sop, run_id: id, by });
    this.waiters.get(id)?.('approved');
    return structuredClone(run);
  }

  async reject(id: string, by: string): Promise<RunRecord> {
    if (isShared(this.parts.store)) return this.decideStored(id, by, 'rejected');
    const run = await this.waiting(id);
    run.decided_by = by;
    await this.finish(run, 'rejected', `rejected by ${by}`);
    this.parts.logger.info({ sop: run.sop, run_id: id, by }, 'run rejected');
    this.parts.audit?.('sop.rejected', { sop: run.sop, run_id: id, by });
    this.waiters.get(id)?.('rejected');
    return structuredClone(run);
  }

  /**
   * Picks up the runs a previous daemon left: running ones resume at their step (a retry), waiting ones wait on. Shared:
   * this instance's own, then (polling) any whose instance stopped renewing its claim.
   */
  async resume(): Promise<void> {
    for (const stored of await this.parts.store.active()) this.adopt(stored, 'resuming a run interrupted by a restart');
    const { store } = this.parts;
    if (!isShared(store) || !this.parts.shared) return;
    this.pollTimer = setInterval(() => void (this.polling ??= this.poll(store).finally(() => (this.polling = undefined))), this.parts.shared.pollMs ?? 1000);
    this.pollTimer.unref();
  }

  private adopt(stored: RunRecord, why: string): void {
    const run = stored as LiveRun;
    run.approved_through ??= -1;
    if (run.status === 'running') {
      run.retries += 1;
      this.parts.logger.info({ sop: run.sop, run_id: run.id, step: run.current_step + 1 }, why);
    }
    this.launch(run);
  }

  /**
   * Shared runs, once a poll: renew the claims on runs executing here (and stop those another instance took), learn
   * decisions made on other instances, and take over runs whose instance stopped renewing its claim.
   */
  private async poll(store: SharedRunStore): Promise<void> {
    const { clock, logger } = this.parts;
    const leaseMs = this.parts.shared!.leaseMs();
    try {
      const now = clock.now();
      for (const id of await store.renew([...this.live.keys()], now + leaseMs)) this.loseRun(id);
      const waiting = [...this.live.values()].filter((r) => r.status === 'pending_approval').map((r) => r.id);
      for (const stored of await store.current(waiting)) {
        const run = this.live.get(stored.id);
        if (!run || stored.status === 'pending_approval') continue;
        const decided = stored as LiveRun;
        Object.assign(run, { status: decided.status, awaiting: decided.awaiting, decided_by: decided.decided_by, approved_through: decided.approved_through ?? run.approved_through, finished_at: decided.finished_at, error: decided.error });
        if (decided.status === 'running') this.waiters.get(run.id)?.('approved');
        else {
          this.live.delete(run.id);
          this.ended += 1;
          this.waiters.get(run.id)?.('rejected');
        }
      }
      if (this.draining || this.stop.signal.aborted) return;
      for (const stored of await store.claimExpired(clock.now(), clock.now() + leaseMs, 10)) {
        if (this.live.has(stored.id)) continue;
        logger.warn({ sop: stored.sop, run_id: stored.id, step: stored.current_step + 1 }, 'taking over a run whose instance stopped renewing its claim');
        this.adopt(stored, 'resuming the run at its step');
      }
    } catch (err) {
      logger.error({ err: (err as Error).message }, 'shared SOP runs could not be polled; retrying');
    }
  }

  /**
   * Times a waiting run out on the stored record (shared): unless it was decided meanwhile on another instance, then
   * that decision is taken here as the poll would ('approved': the step goes on).
   */
  private async timeOutStored(run: LiveRun, store: SharedRunStore): Promise<'timed_out' | 'approved' | 'ended'> {
    const { clock, logger, settings } = this.parts;
    let decided: RunRecord | undefined;
    const now = clock.now();
    await store.decide(run.id, (stored) => {
      if (stored.status !== 'pending_approval') {
        decided = stored;
        return stored;
      }
      return { ...stored, status: 'timed_out', awaiting: undefined, finished_at: now, updated_at: now, error: `no approval within ${settings.approval_timeout_secs} s` };
    });
    if (decided) {
      const d = decided as LiveRun;
      Object.assign(run, { status: d.status, awaiting: d.awaiting, decided_by: d.decided_by, approved_through: d.approved_through ?? run.approved_through, finished_at: d.finished_at, error: d.error });
      if (d.status === 'running') return 'approved';
      this.live.delete(run.id);
      this.ended += 1;
      return 'ended';
    }
    logger.warn({ sop: run.sop, run_id: run.id, step: run.current_step + 1 }, 'no approval in time: the run fails closed');
    Object.assign(run, { status: 'timed_out', awaiting: undefined, finished_at: now });
    this.live.delete(run.id);
    this.ended += 1;
    this.parts.countRun?.(run.sop, 'timed_out');
    return 'timed_out';
  }

  /** Another instance owns the run now: stop here without writing it. */
  private loseRun(id: string): void {
    const run = this.live.get(id);
    if (!run) return;
    this.lost.add(id);
    this.live.delete(id);
    this.waiters.get(id)?.('stopped');
    this.parts.logger.warn({ sop: run.sop, run_id: id }, 'another instance took this run over (the claim here ran out); it stops here');
  }

  /**
   * Approve or reject a waiting run on the stored record, under its row lock, whichever instance owns it: a run is
   * decided once (a second decision is SVC_ERR_SOP_RUN_STATE). The owner learns it at its next poll.
   */
  private async decideStored(id: string, by: string, decision: 'approved' | 'rejected'): Promise<RunRecord> {
    const store = this.parts.store as SharedRunStore;
    const now = this.parts.clock.now();
    const decided = await store.decide(id, (stored) => {
      const run = stored as LiveRun;
      if (run.status !== 'pending_approval' || !run.awaiting) throw sopError('SVC_ERR_SOP_RUN_STATE', `run ${id} is ${run.status}, not waiting for approval`);
      if (decision === 'approved') Object.assign(run, { status: 'running', approved_through: run.awaiting.step, awaiting: undefined, decided_by: by, updated_at: now });
      else Object.assign(run, { status: 'rejected', awaiting: undefined, decided_by: by, finished_at: now, updated_at: now, error: `rejected by ${by}` });
      return run;
    });
    if (!decided) throw sopError('SVC_ERR_SOP_UNKNOWN_RUN', `no run has the id "${id}"`);
    this.parts.logger.info({ sop: decided.sop, run_id: id, by }, decision === 'approved' ? 'run approved' : 'run rejected');
    this.parts.audit?.(decision === 'approved' ? 'sop.approved' : 'sop.rejected', { sop: decided.sop, run_id: id, by });
    if (decision === 'rejected') this.parts.countRun?.(decided.sop, 'rejected');
    return decided;
  }

  /**
   * Starts no further step and stops waiting for approvals (those runs wait on disk); the steps executing now finish
   * until `deadline` aborts, then are cancelled. A run stopped either way stays `running` on disk and resumes at its
   * step after a restart: each is reported to `work` as interrupted, with its run id.
   */
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    this.draining = true;
    clearInterval(this.pollTimer);
    await this.polling;
    this.waiters.forEach((w) => w('stopped'));
    const endedBefore = this.ended;
    const all = Promise.allSettled([...this.executing]);
    await untilDeadline(all, deadline);
    this.stop.abort();
    await all;
    work.finished('sop_runs', this.ended - endedBefore);
    for (const run of this.live.values()) {
      if (run.status !== 'running') continue;
      work.interrupted('sop_runs', { sop: run.sop, run_id: run.id, step: run.current_step + 1 }, 'run interrupted by shutdown; it resumes at this step after a restart');
    }
    // Shared: give the claims up, so another instance resumes these runs at its next poll rather than after the lease.
    const { store } = this.parts;
    if (isShared(store) && this.live.size) {
      await store.renew([...this.live.keys()], 0).catch((err: Error) => this.parts.logger.warn({ err: err.message }, 'SOP run claims could not be given up; they run out with their lease'));
    }
  }

  /** Closes the run store (after the drain; always, so no write-ahead log is left behind). */
  close(): Promise<void> {
    this.stop.abort();
    return this.parts.store.close();
  }

  private async waiting(id: string): Promise<LiveRun> {
    const run = this.live.get(id) ?? ((await this.parts.store.get(id)) as LiveRun | undefined);
    if (!run) throw sopError('SVC_ERR_SOP_UNKNOWN_RUN', `no run has the id "${id}"`);
    if (run.status !== 'pending_approval' || !this.live.has(id)) throw sopError('SVC_ERR_SOP_RUN_STATE', `run ${id} is ${run.status}, not waiting for approval`);
    return this.live.get(id)!;
  }

  private async admit(def: SopDefinition, event: SopEvent): Promise<DispatchResult> {
    const { settings, store, clock, logger } = this.parts;
    const verdict = inspect(event.payload, settings.untrusted_guard_sensitivity);
    const mode = settings.untrusted_input_guard;
    if (verdict.unsafe) logger.warn({ sop: def.name, topic: event.topic, findings: verdict.findings, score: verdict.score, mode }, 'the payload looks like a prompt injection');
    if (verdict.unsafe && mode === 'block') return { sop: def.name, status: 'blocked_unsafe', reason: `prompt injection suspected: ${verdict.findings.join(', ')}` };
    const last = await store.lastFinished(def.name);
    const now = clock.now();
    if (def.cooldownSecs > 0 && last !== undefined && now - last < def.cooldownSecs * 1000) {
      const left = Math.ceil((def.cooldownSecs * 1000 - (now - last)) / 1000);
      return { sop: def.name, status: 'skipped', reason: `cooldown: ${left} s left` };
    }
    // Counted in one pass without copying: this runs for every event, and a busy SOP refuses most of them.
    let active = 0;
    let mine = 0;
    let oldestMine: LiveRun | undefined;
    for (const r of this.live.values()) {
      if (r.status !== 'pending_approval' && r.status !== 'running') continue;
      active += 1;
      if (r.sop === def.name) {
        mine += 1;
        oldestMine ??= r;
      }
    }
    const full = mine >= def.maxConcurrent;
    if (full || active >= settings.max_concurrent_total) {
      const why = full ? `${mine} of ${def.maxConcurrent} runs of this SOP in flight` : `the global limit of ${settings.max_concurrent_total} runs is reached`;
      switch (def.admissionPolicy) {
        case 'coalesce':
          if (oldestMine) return { sop: def.name, status: 'coalesced', run_id: oldestMine.id, reason: why };
          return { sop: def.name, status: 'deferred', reason: why };
        case 'drop':
          return { sop: def.name, status: 'skipped', reason: `busy: ${why}` };
        default:
          return { sop: def.name, status: 'deferred', reason: why };
      }
    }
    const payload = verdict.unsafe && mode === 'sanitize' ? sanitize(event.payload) : event.payload;
    const steps = stepsOf(def);
    const run: LiveRun = {
      id: `run_${randomBytes(8).toString('hex')}`,
      sop: def.name,
      status: 'running',
      trigger: { source: event.source, topic: event.topic },
      payload,
      created_at: now,
      updated_at: now,
      current_step: 0,
      retries: 0,
      approved_through: -1,
      guard: { unsafe: verdict.unsafe, score: verdict.score, findings: verdict.findings, mode },
      steps: steps.map((s) => ({ number: s.number, title: s.title, status: 'pending', attempts: 0 })),
    };
    // Counted from here on (the admissions of events arriving while it is saved see it), released if it cannot be saved.
    this.live.set(run.id, run);
    try {
      await this.save(run);
    } catch (err) {
      this.live.delete(run.id);
      throw err;
    }
    await this.prune();
    logger.info({ sop: def.name, run_id: run.id, topic: event.topic, source: event.source }, 'run started');
    this.launch(run);
    this.parts.countRun?.(def.name, 'started');
    return { sop: def.name, status: 'started', run_id: run.id };
  }

  private save(run: LiveRun): Promise<void> {
    run.updated_at = this.parts.clock.now();
    return this.parts.store.save(run);
  }

  private async finish(run: LiveRun, status: RunRecord['status'], error?: string): Promise<void> {
    run.status = status;
    run.finished_at = this.parts.clock.now();
    run.awaiting = undefined;
    this.ended += 1;
    this.parts.countRun?.(run.sop, status);
    if (error) run.error = error;
    this.live.delete(run.id);
    await this.save(run);
    await this.prune();
  }

  /** Keeps max_finished_runs; best effort: a run that was admitted or finished stays so when pruning fails. */
  private async prune(): Promise<void> {
    await this.parts.store.prune(this.parts.settings.max_finished_runs).catch((err: Error) => this.parts.logger.warn({ err: err.message }, 'finished SOP runs could not be pruned; the next run tries again'));
  }

  private launch(run: LiveRun): void {
    this.live.set(run.id, run);
    const p: Promise<void> = this.execute(run)
      .catch(async (err: unknown) => {
        if (isLost(err)) return this.loseRun(run.id);
        if (this.stop.signal.aborted) return;
        await this.finish(run, 'failed', `internal error: ${(err as Error).message}`).catch((again: Error) =>
          this.parts.logger.error({ sop: run.sop, run_id: run.id, err: again.message }, 'a failed run could not be recorded'),
        );
      })
      .finally(() => this.executing.delete(p));
    this.executing.add(p);
  }

  private needsApproval(def: SopDefinition, step: Step, index: number): boolean {
    if (step.requiresConfirmation) return true;
    if (def.executionMode === 'step_by_step') return true;
    return def.executionMode === 'supervised' && index === 0;
  }

  private decision(run: LiveRun): Promise<Decision> {
    const timeoutMs = this.parts.settings.approval_timeout_secs * 1000;
    const remaining = Math.max(0, run.awaiting!.since + timeoutMs - this.parts.clock.now());
    return new Promise<Decision>((resolve) => {
      this.waiters.set(run.id, resolve);
      this.parts.clock.sleep(remaining, this.stop.signal).then(
        () => resolve('timeout'),
        () => resolve('stopped'),
      );
    }).finally(() => this.waiters.delete(run.id));
  }

  private async execute(run: LiveRun): Promise<void> {
    const { settings, clock, agent, logger } = this.parts;
    const def = this.byName.get(run.sop);
    if (!def) return await this.finish(run, 'failed', `the SOP "${run.sop}" is no longer defined`);
    const steps = stepsOf(def);
    while (run.current_step < steps.length) {
      // Shutting down: the next step runs after the restart. Taken over by another instance: it runs there.
      if (this.draining || this.stop.signal.aborted || this.lost.has(run.id)) return;
      const index = run.current_step;
      const step = steps[index]!;
      const record = run.steps[index]!;
      if ((this.needsApproval(def, step, index) || run.approval_requested === index) && index > run.approved_through) {
        run.status = 'pending_approval';
        run.awaiting ??= { step: index, since: clock.now() };
        await this.save(run);
        logger.info({ sop: run.sop, run_id: run.id, step: step.number }, 'run waiting for approval');
        const decision = await this.decision(run);
        if (decision === 'stopped' || this.lost.has(run.id)) return;
        if (decision === 'rejected') return;
        if (decision === 'timeout') {
          if (isShared(this.parts.store)) {
            // A decision made elsewhere within the last poll wins over the timeout: both go through the row lock.
            if ((await this.timeOutStored(run, this.parts.store)) === 'approved') continue;
            return;
          }
          logger.warn({ sop: run.sop, run_id: run.id, step: step.number }, 'no approval in time: the run fails closed');
          return await this.finish(run, 'timed_out', `no approval within ${settings.approval_timeout_secs} s`);
        }
      }
      run.visits = (run.visits ?? 0) + 1;
      if (run.visits > settings.max_step_visits) {
        logger.error({ sop: run.sop, run_id: run.id, step: step.number, max_step_visits: settings.max_step_visits }, 'the run executed too many steps; it fails');
        return await this.finish(run, 'failed', `the run executed sop.max_step_visits = ${settings.max_step_visits} steps (a loop between steps?)`);
      }
      run.status = 'running';
      record.status = 'running';
      await this.save(run);
      this.reports.delete(run.id);
      try {
        const mandatory = settings.step_mandatory_tools;
        const reply = await agent.respond({
          ...(def.agent ? { agent: def.agent } : {}),
          channel: 'sop',
          conversation: run.id,
          message: this.prompt(def, step, steps.length, run),
          // The step is the operator's text; the event payload inside it is already framed by the input guard.
          trust: 'operator',
          signal: this.stop.signal,
          // The SOP tools a step gets: the mandatory ones and those it declares.
          excludedTools: SOP_TOOLS.filter((t) => !mandatory.includes(t) && !step.tools.includes(t)),
          // step_scope_enforce: the step's declared tools and the mandatory ones, nothing else.
          ...(settings.step_scope_enforce ? { allowedTools: [...new Set([...step.tools, ...mandatory])] } : {}),
        });
        if (this.stop.signal.aborted) return;
        const report = this.reports.get(run.id);
        this.reports.delete(run.id);
        if (report?.outcome === 'failed') throw new Error(`the agent reported the step failed: ${report.summary}`);
        record.status = 'completed';
        record.output = (report?.summary ? `${report.summary}\n\n${reply.text}` : reply.text).slice(0, OUTPUT_LIMIT);
        record.attempts += 1;
        if (report?.nextStep !== undefined) {
          // A jump (back: a loop): the step to run is fresh again; max_step_visits bounds the loop.
          run.current_step = report.nextStep - 1;
          const target = run.steps[run.current_step]!;
          Object.assign(target, { status: 'pending', attempts: 0 });
          delete target.error;
        } else run.current_step += 1;
        await this.save(run);
      } catch (err) {
        if (isLost(err)) throw err;
        if (this.stop.signal.aborted) return;
        this.reports.delete(run.id);
        record.attempts += 1;
        record.error = (err as Error).message;
        if (record.attempts <= settings.max_step_retries) {
          run.retries += 1;
          logger.warn({ sop: run.sop, run_id: run.id, step: step.number, attempt: record.attempts, err: record.error }, 'step failed; retrying');
          await this.save(run);
          continue;
        }
        record.status = 'failed';
        logger.error({ sop: run.sop, run_id: run.id, step: step.number, err: record.error }, 'step failed; the run fails');
        return await this.finish(run, 'failed', `step ${step.number} failed: ${record.error}`);
      }
    }
    logger.info({ sop: run.sop, run_id: run.id }, 'run completed');
    await this.finish(run, 'completed');
  }

  private prompt(def: SopDefinition, step: Step, total: number, run: RunRecord): string {
    const { settings } = this.parts;
    const lines = [
      `You are executing step ${step.number} of ${total} of the standard operating procedure "${def.name}"${def.description ? `: ${def.description}` : ''}.`,
      `Step ${step.number}: ${step.title}`,
      ...(step.body ? [step.body] : []),
      ...(step.tools.length ? [`Tools meant for this step: ${step.tools.join(', ')}.`] : []),
      ...(settings.step_mandatory_tools.includes('sop_advance') || step.tools.includes('sop_advance')
        ? ['When the step is done, call sop_advance with its outcome (sop_status shows the run; sop_approve asks the operator to approve before the next step).']
        : []),
      '',
      frame(run.payload, run.trigger.topic, settings.untrusted_payload_max_bytes, settings.untrusted_frame_warning),
      '',
      'Carry out this step only, then report what you did and the outcome.',
    ];
    return lines.join('\n');
  }
}
