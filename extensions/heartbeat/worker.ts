// The heartbeat worker: one loop on the injected clock that runs the agent's tasks every interval (cheap when idle: no
// tasks costs no model call, and the two-phase check asks without tools or history), bounded by task_timeout_secs,
// and a dead-man watch that alerts once per outage when no heartbeat succeeded in time. A config reload starts, stops
// or reschedules it (reconfigure).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clockDeadline, timerMs, untilDeadline, type Clock, type Logger, type SectionAccess, type ShutdownWork } from '../../kernel/index.js';
import { ProviderError, type AgentRuntime, type ChannelRegistry } from '../agent/api.js';
import { failureClass } from '../escalation/api.js';
import type { HeartbeatRun, HeartbeatStatus } from './api.js';
import type { HeartbeatConfig } from './config.generated.js';

/** The pseudo-channel heartbeat turns run on. */
export const HEARTBEAT_CHANNEL = 'heartbeat';
/** A full run that answers this (alone) has nothing to report: nothing is sent. */
export const HEARTBEAT_OK = 'HEARTBEAT_OK';
/** A run's detail: one line (svc status prints it among key=value pairs), 200 characters at most. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** Bytes of HEARTBEAT.md read at most; the rest is left out. */
export const MAX_TASKS_BYTES = 16 * 1024;
/** Characters of a result sent to target at most. */
export const MAX_RESULT_CHARS = 16_000;

export interface Lease {
  /** Whether this instance runs the heartbeat now (claims or renews it for `ms`); false: another instance does. */
  hold(ms: number): Promise<boolean>;
  /** Records a successful heartbeat for every instance; returns the latest one any instance recorded. */
  succeeded(at: number): Promise<void>;
  /** The latest successful heartbeat of any instance (epoch ms), or undefined when none was recorded. */
  lastSuccess(): Promise<number | undefined>;
  /** Whether this instance is the one to alert for the outage that began after `since` (once for every instance). */
  claimAlert(since: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface WorkerParts {
  readonly settings: SectionAccess<HeartbeatConfig>;
  readonly agent: AgentRuntime;
  readonly channels: ChannelRegistry;
  /** The workspace directory of an agent (HEARTBEAT.md lives there). */
  readonly workspaceOf: (agent: string) => string;
  readonly clock: Clock;
  readonly logger: Logger;
  /**
   * The claim that lets one instance run heartbeats (the shared PostgreSQL's row, else this process's own), opened on
   * first use: a heartbeat a reload enables opens it then.
   */
  readonly lease: () => Promise<Lease>;
  /** Raises an escalation (best effort, never waits): heartbeat failures are high, the dead man critical. */
  readonly escalate?: (severity: 'high' | 'critical', summary: string) => void;
  /** Whether an every-provider-down outage is open (its own alert went out): a heartbeat failing of it adds none. */
  readonly providersDown?: () => boolean;
  /** Counts each heartbeat by outcome (ran, skipped, idle, failed). */
  readonly count?: (outcome: HeartbeatRun['outcome']) => void;
}

/** The tasks of HEARTBEAT.md: '' when it has none (only headings, HTML comments and blank lines), or cannot be read. */
export function tasksOf(text: string): string {
  const body = text.replace(/<!--[\s\S]*?-->/g, '');
  const meaningful = body.split('\n').some((line) => {
    const l = line.trim();
    return l !== '' && !/^#+(\s|$)/.test(l) && !/^[-*+]\s*$/.test(l);
  });
  return meaningful ? body.trim() : '';
}

export const checkPrompt = (tasks: string): string =>
  `This is a scheduled heartbeat, not a message from a person. Here are your standing tasks:\n\n${tasks}\n\nDoes any of them need doing right now? Do not do them yet. Answer with the single word RUN if at least one does, or SKIP if none does.`;

export const runPrompt = (tasks: string): string =>
  `This is a scheduled heartbeat, not a message from a person. Here are your standing tasks:\n\n${tasks}\n\nDo those that need doing now, then report briefly what you did. If nothing needed doing or there is nothing worth reporting, answer exactly ${HEARTBEAT_OK}.`;

/** Whether a check's answer says RUN: its first word, case and punctuation aside. Anything else skips. */
export function saysRun(answer: string): boolean {
  return /^\W*run\b/i.test(answer.trim());
}

/** The claim of a heartbeat that runs in one process only: always held; the worker's own times are the only ones. */
export class LocalLease implements Lease {
  async hold(): Promise<boolean> {
    return true;
  }

  async succeeded(): Promise<void> {}

  async lastSuccess(): Promise<number | undefined> {
    return undefined;
  }

  async claimAlert(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}

export class HeartbeatWorker {
  /** Stops the loops (a reload that disables the heartbeat, the drain); a new one each start. */
  private halt = new AbortController();
  /** Wakes the sleeping loops early: a reload changed the schedule. */
  private nap = new AbortController();
  private running = false;
  private drained = false;
  /** Whether this instance held the lease at its last claim: a reschedule renews it then. */
  private holding = false;
  /** Whether the lease was opened (close closes it then). */
  private leaseOpened = false;
  /** Aborts the heartbeat in flight (at the shutdown deadline). */
  private readonly stop = new AbortController();
  private readonly runs: HeartbeatRun[] = [];
  private current: Promise<HeartbeatRun | undefined> | undefined;
  private loops: Promise<void>[] = [];
  private intervalMin: number;
  private nextAt: number;
  private lastOk: number;
  /** Whether a heartbeat has succeeded since the watch began (lastOk is the watch's start until one has). */
  private succeeded = false;
  /** The last success before the outage the dead man alerted for; undefined while none is open. */
  private alertedFor: number | undefined;
  private seq = 0;
  private readonly counts = { ran: 0, skipped: 0, idle: 0, failed: 0 };

  constructor(private readonly p: WorkerParts) {
    const s = p.settings();
    this.intervalMin = s.adaptive ? clamp(s.interval_minutes, s.min_interval_minutes, s.max_interval_minutes) : s.interval_minutes;
    this.nextAt = p.clock.now() + this.intervalMin * 60_000;
    // The watch counts from the start: a daemon that never manages a heartbeat alerts one timeout after it started.
    this.lastOk = p.clock.now();
  }

  start(): void {
    if (this.running || this.drained) return;
    const s = this.p.settings();
    this.running = true;
    this.halt = new AbortController();
    this.intervalMin = s.adaptive ? clamp(s.interval_minutes, s.min_interval_minutes, s.max_interval_minutes) : s.interval_minutes;
    this.nextAt = this.p.clock.now() + this.intervalMin * 60_000;
    // The watch counts from the start (or from a reload that enabled the heartbeat).
    this.lastOk = this.p.clock.now();
    this.succeeded = false;
    this.alertedFor = undefined;
    this.p.logger.info({ agent: s.agent, interval_minutes: this.intervalMin, adaptive: s.adaptive, two_phase: s.two_phase, deadman_timeout_minutes: s.deadman_timeout_minutes }, 'heartbeat started');
    this.loops = [this.loop(this.halt.signal), this.watch(this.halt.signal)];
  }

  /** The loops stop (a heartbeat in flight finishes); start() begins again. */
  pause(reason: string): void {
    if (!this.running) return;
    this.running = false;
    this.halt.abort();
    this.p.logger.info({ agent: this.p.settings().agent }, `heartbeat stopped: ${reason}`);
  }

  /**
   * configReloaded: enabled now and not running starts the heartbeat; disabled stops it; a changed interval, adaptive
   * bounds or dead-man timeout reschedule it from now (and the lease is renewed to cover the new interval).
   */
  reconfigure(previous: HeartbeatConfig): void {
    const s = this.p.settings();
    if (!s.enabled) return this.pause('heartbeat.enabled = false (config reload)');
    if (!this.running) return this.start();
    const schedule = (['interval_minutes', 'adaptive', 'min_interval_minutes', 'max_interval_minutes'] as const).some((k) => previous[k] !== s[k]);
    // The dead man's timeout and the task timeout need no new schedule: the watch looks again when woken.
    if (!schedule && previous.deadman_timeout_minutes === s.deadman_timeout_minutes && previous.task_timeout_secs === s.task_timeout_secs) return;
    if (schedule) {
      const before = this.intervalMin;
      this.intervalMin = s.adaptive ? clamp(s.adaptive === previous.adaptive ? this.intervalMin : s.interval_minutes, s.min_interval_minutes, s.max_interval_minutes) : s.interval_minutes;
      this.nextAt = this.p.clock.now() + this.intervalMin * 60_000;
      this.p.logger.info({ agent: s.agent, interval_minutes: this.intervalMin, was: before, next_at: new Date(this.nextAt).toISOString() }, 'heartbeat rescheduled (config reload)');
    }
    if (this.holding) void this.renew(s);
    const woken = this.nap;
    this.nap = new AbortController();
    woken.abort();
  }

  /** The lease for the next heartbeat and its run: until nextAt, plus task_timeout_secs, plus a minute. */
  private leaseMs(s: HeartbeatConfig): number {
    return Math.max(0, this.nextAt - this.p.clock.now()) + s.task_timeout_secs * 1000 + 60_000;
  }

  /** Renews the lease to cover the next heartbeat (after a beat, a reschedule), so another instance does not take over between. */
  private async renew(s: HeartbeatConfig): Promise<void> {
    try {
      this.holding = await (await this.p.lease()).hold(this.leaseMs(s));
    } catch (err) {
      this.p.logger.warn({ err: (err as Error).message }, 'the heartbeat lease could not be renewed');
    }
  }

  status(): HeartbeatStatus {
    const s = this.p.settings();
    return {
      agent: s.agent,
      interval_minutes: this.intervalMin,
      next_at: new Date(this.nextAt).toISOString(),
      last_success_at: this.succeeded ? new Date(this.lastOk).toISOString() : null,
      deadman: s.deadman_timeout_minutes > 0 ? (this.alertedFor !== undefined ? 'alerted' : 'ok') : 'off',
      counts: { ...this.counts },
      recent: this.runs.slice(-5).reverse(),
    };
  }

  /** The runs remembered (max_run_history), newest last. */
  history(): readonly HeartbeatRun[] {
    return [...this.runs];
  }

  /** One heartbeat now, unless one is in flight (then that one's result); undefined when another instance holds it. */
  beat(): Promise<HeartbeatRun | undefined> {
    if (this.current) return this.current;
    this.current = this.once().finally(() => (this.current = undefined));
    return this.current;
  }

  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    this.drained = true;
    this.running = false;
    this.halt.abort();
    const inFlight = this.current;
    if (inFlight) {
      if (await untilDeadline(inFlight, deadline)) work.finished('heartbeats', 1);
      else work.abandoned('heartbeats', { agent: this.p.settings().agent }, 'heartbeat abandoned at shutdown');
    }
    this.stop.abort(new Error('the daemon is shutting down'));
    await Promise.allSettled([inFlight, ...this.loops]);
  }

  async close(): Promise<void> {
    if (this.leaseOpened) await (await this.p.lease()).close();
  }

  private openLease(): Promise<Lease> {
    this.leaseOpened = true;
    return this.p.lease();
  }

  /** Sleeps `ms` on the clock; false when halted. A reschedule wakes it early: the caller looks at the time again. */
  private async rest(halt: AbortSignal, ms: number): Promise<boolean> {
    try {
      await this.p.clock.sleep(timerMs(ms), AbortSignal.any([halt, this.nap.signal]));
    } catch {
      // Woken by a reschedule, or halted.
    }
    return !halt.aborted;
  }

  private async loop(halt: AbortSignal): Promise<void> {
    const { clock, logger } = this.p;
    while (!halt.aborted) {
      if (clock.now() < this.nextAt) {
        if (!(await this.rest(halt, this.nextAt - clock.now()))) return;
        continue;
      }
      await this.beat().catch((err: Error) => logger.error({ err: err.message }, 'heartbeat failed unexpectedly'));
      this.nextAt = clock.now() + this.intervalMin * 60_000;
      // The next heartbeat may come later than the lease taken for this one (adaptive doubling): renew it to cover.
      if (this.holding) await this.renew(this.p.settings());
    }
  }

  /** The dead man: wakes when the timeout since the last success would pass, alerts once per outage. */
  private async watch(halt: AbortSignal): Promise<void> {
    const { clock } = this.p;
    while (!halt.aborted) {
      const s = this.p.settings();
      const timeoutMs = s.deadman_timeout_minutes * 60_000;
      // Off now: look again in a minute (a reload may switch it on).
      let wait = 60_000;
      if (s.enabled && timeoutMs > 0) {
        // In the shared mode the success of any instance counts, and every instance sees the same time.
        const shared = await this.openLease().then((l) => l.lastSuccess()).catch(() => undefined);
        const last = shared ?? this.lastOk;
        // A success since the alert (on any instance) closes the outage.
        if (this.alertedFor !== undefined && last > this.alertedFor) this.alertedFor = undefined;
        const due = last + timeoutMs;
        if (clock.now() >= due) {
          if (this.alertedFor === undefined) await this.deadman(s, last, shared === undefined && !this.succeeded);
          wait = timeoutMs;
        } else wait = due - clock.now();
      }
      if (!(await this.rest(halt, wait))) return;
    }
  }

  /** `never`: no heartbeat has succeeded since the watch began at `last` (the start, or the reload that enabled it). */
  private async deadman(s: HeartbeatConfig, last: number, never: boolean): Promise<void> {
    const { logger } = this.p;
    this.alertedFor = last;
    // In the shared mode every instance watches; the first to claim this outage alerts.
    if (!(await this.openLease().then((l) => l.claimAlert(last)).catch(() => true))) return;
    const since = new Date(last).toISOString();
    const text = never
      ? `Heartbeat dead man: agent "${s.agent}" has had no successful heartbeat since the watch began at ${since} (none has succeeded yet; deadman_timeout_minutes = ${s.deadman_timeout_minutes}).`
      : `Heartbeat dead man: agent "${s.agent}" has had no successful heartbeat since ${since} (deadman_timeout_minutes = ${s.deadman_timeout_minutes}).`;
    logger.error({ agent: s.agent, last_success_at: never ? null : since, watch_since: since, deadman_timeout_minutes: s.deadman_timeout_minutes }, 'heartbeat dead man: no successful heartbeat in time');
    this.p.escalate?.('critical', text);
    if (!s.deadman_channel) return;
    try {
      const id = await this.p.channels.deliver(s.deadman_channel, { content: text, ...(s.deadman_to ? { recipient: s.deadman_to } : {}) });
      logger.info({ channel: s.deadman_channel, ...(id ? { delivery_id: id } : {}) }, 'heartbeat dead-man alert sent');
    } catch (err) {
      logger.error({ channel: s.deadman_channel, err: (err as Error).message }, 'the heartbeat dead-man alert could not be sent');
    }
  }

  private async once(): Promise<HeartbeatRun | undefined> {
    const s = this.p.settings();
    const { clock, logger } = this.p;
    if (!s.enabled) return undefined;
    // Held for this run and the interval after it; renewed after the run for the interval that follows then.
    const leaseMs = (this.intervalMin * 60 + s.task_timeout_secs) * 1000 + 60_000;
    this.holding = await this.openLease()
      .then((l) => l.hold(leaseMs))
      .catch((err: Error) => (logger.warn({ err: err.message }, 'the heartbeat lease could not be checked; this instance skips the heartbeat'), false));
    if (!this.holding) {
      logger.debug({ agent: s.agent }, 'heartbeat held by another instance');
      return undefined;
    }
    const id = `hb-${clock.now().toString(36)}-${++this.seq}`;
    const started = clock.now();
    const run = await this.work(s, id);
    const record: HeartbeatRun = { id, started_at: new Date(started).toISOString(), duration_ms: clock.now() - started, ...run };
    this.remember(record, s);
    return record;
  }

  private async work(s: HeartbeatConfig, id: string): Promise<Pick<HeartbeatRun, 'outcome' | 'detail' | 'delivered'>> {
    const { clock, logger } = this.p;
    const ids = { agent: s.agent, run_id: id };
    const tasks = this.readTasks(s);
    if (!tasks) {
      logger.debug(ids, 'heartbeat idle: no tasks (HEARTBEAT.md has none and message is unset); no model call');
      return { outcome: 'idle', detail: `no tasks (none in ${join(this.p.workspaceOf(s.agent), 'HEARTBEAT.md')}, heartbeat.message unset)`.slice(0, 200) };
    }
    const deadline = clockDeadline(clock, s.task_timeout_secs * 1000, () => new Error(`the heartbeat took longer than task_timeout_secs = ${s.task_timeout_secs}`));
    const signal = AbortSignal.any([deadline.signal, this.stop.signal]);
    try {
      if (s.two_phase) {
        const check = await this.p.agent.respond({ agent: s.agent, channel: HEARTBEAT_CHANNEL, conversation: `check:${id}`, message: checkPrompt(tasks), trust: 'operator', ephemeral: true, allowedTools: [], signal });
        if (!saysRun(check.text)) {
          logger.info({ ...ids, answer: check.text.slice(0, 100) }, 'heartbeat skipped: the check found nothing to do');
          return { outcome: 'skipped', detail: oneLine(check.text) };
        }
      }
      const conversation = s.load_session_context ? 'main' : `run:${id}`;
      const reply = await this.p.agent.respond({ agent: s.agent, channel: HEARTBEAT_CHANNEL, conversation, message: runPrompt(tasks), trust: 'operator', signal });
      const text = reply.text.trim();
      const quiet = text === '' || text === HEARTBEAT_OK;
      let delivered: string | undefined;
      if (!quiet && s.target) {
        const content = text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS)}\n[cut: ${text.length - MAX_RESULT_CHARS} more characters]` : text;
        try {
          delivered = (await this.p.channels.deliver(s.target, { content, ...(s.to ? { recipient: s.to } : {}) })) ?? undefined;
          logger.info({ ...ids, channel: s.target, ...(delivered ? { delivery_id: delivered } : {}) }, 'heartbeat result sent');
        } catch (err) {
          // The run happened: a result that cannot be sent is logged, never a failed heartbeat run again.
          logger.warn({ ...ids, channel: s.target, err: (err as Error).message }, 'the heartbeat result could not be sent');
        }
      }
      logger.info({ ...ids, tool_calls: reply.toolCalls, quiet }, 'heartbeat ran');
      return { outcome: 'ran', detail: oneLine(text), ...(delivered ? { delivered } : {}) };
    } catch (err) {
      const timedOut = deadline.expired;
      const why = timedOut ? `no result within task_timeout_secs = ${s.task_timeout_secs}; cancelled` : (err as Error).message;
      if (this.stop.signal.aborted) return { outcome: 'failed', detail: 'cancelled at shutdown' };
      logger.error({ ...ids, err: why }, 'heartbeat failed');
      // The alert names a class of failure, never the error's text (a provider's error body may quote anything). When
      // every provider is down, the outage's own alert has gone out: the heartbeat adds no second one.
      if (!timedOut && err instanceof ProviderError && this.p.providersDown?.()) logger.info(ids, 'the heartbeat failed because every model provider is down; the outage alert covers it');
      else this.p.escalate?.('high', `Heartbeat of agent "${s.agent}" failed: ${timedOut ? `no result within task_timeout_secs = ${s.task_timeout_secs}` : failureClass(err)}.`);
      return { outcome: 'failed', detail: oneLine(why) };
    } finally {
      deadline.clear();
    }
  }

  /** HEARTBEAT.md's tasks, else `message`, else ''. */
  private readTasks(s: HeartbeatConfig): string {
    let text = '';
    try {
      const buf = readFileSync(join(this.p.workspaceOf(s.agent), 'HEARTBEAT.md'));
      text = tasksOf(buf.subarray(0, MAX_TASKS_BYTES).toString('utf8'));
    } catch {
      // No HEARTBEAT.md: the message, if any.
    }
    return text || (s.message ?? '').trim();
  }

  private remember(run: HeartbeatRun, s: HeartbeatConfig): void {
    this.counts[run.outcome] += 1;
    this.p.count?.(run.outcome);
    if (s.max_run_history > 0) {
      this.runs.push(run);
      if (this.runs.length > s.max_run_history) this.runs.splice(0, this.runs.length - s.max_run_history);
    }
    const ok = run.outcome !== 'failed';
    if (ok) {
      this.lastOk = this.p.clock.now();
      this.succeeded = true;
      void this.openLease().then((l) => l.succeeded(this.lastOk)).catch((err: Error) => this.p.logger.warn({ err: err.message }, 'the heartbeat success could not be recorded for the other instances'));
      if (this.alertedFor !== undefined) {
        this.alertedFor = undefined;
        this.p.logger.info({ agent: s.agent }, 'heartbeat recovered: a heartbeat succeeded after the dead-man alert');
      }
    }
    if (s.adaptive) {
      const hadWork = run.outcome === 'ran' && run.detail !== HEARTBEAT_OK && run.detail !== '';
      const next = hadWork ? Math.floor(this.intervalMin / 2) : this.intervalMin * 2;
      this.intervalMin = clamp(next, s.min_interval_minutes, s.max_interval_minutes);
    } else this.intervalMin = s.interval_minutes;
  }
}

function clamp(n: number, min: number, max: number): number {
  return Math.max(min, Math.min(Math.max(min, max), n));
}
