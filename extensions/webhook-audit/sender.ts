// Delivery of audit events: a bounded queue worked off in order, each POST retried on network errors and 5xx with
// backoff, every attempt carrying the event's id; connections to private or link-local addresses are refused.
import { guardedLookup, type Logger, backoffMs, timerMs, untilDeadline, type Clock, type ShutdownWork } from '../../kernel/index.js';
import { isPrivateAddress } from './target.js';

export const ATTEMPT_TIMEOUT_MS = 10_000;
export const MAX_RETRIES = 3;
export const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

export interface AuditEvent {
  readonly version: 1;
  readonly id: string;
  readonly type: 'tool_call';
  readonly [field: string]: unknown;
}

export interface SenderDeps {
  /** Read per attempt: a reload may move the collector. */
  url(): string;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly queueMax: number;
}

/** Every address a name resolves to is checked: a public name must not reach the LAN or a metadata service. */
const lookup = guardedLookup((address) => (isPrivateAddress(address) ? 'a private, link-local or metadata address; audit events are never sent there' : undefined));

/** One POST; resolves to the status, rejects on a network error or when `signal` aborts. */
async function post(url: string, event: AuditEvent, signal: AbortSignal): Promise<number> {
  const target = new URL(url);
  const { request } = target.protocol === 'https:' ? await import('node:https') : await import('node:http');
  const body = JSON.stringify(event);
  return new Promise((resolve, reject) => {
    const req = request(target, {
      method: 'POST',
      signal,
      lookup,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-audit-event-id': event.id },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export class AuditSender {
  private readonly queue: AuditEvent[] = [];
  private working = false;
  private dropped = 0;
  private readonly stop = new AbortController();
  private idle: (() => void) | undefined;

  constructor(private readonly deps: SenderDeps) {}

  /** The event being delivered now. */
  private current: AuditEvent | undefined;
  /** Events whose delivery ended (delivered, refused or given up) since the start. */
  private settled = 0;

  get pending(): number {
    return this.queue.length + (this.working ? 1 : 0);
  }

  /** Queues an event without waiting; a full queue drops it with a WARN. */
  enqueue(event: AuditEvent): boolean {
    if (this.stop.signal.aborted || this.queue.length >= this.deps.queueMax) {
      this.dropped += 1;
      // After the drain (a tool call that finished during the shutdown) the queue is not full: say why it was dropped.
      const why = this.stop.signal.aborted ? 'audit event dropped: the sender has shut down' : 'audit queue full: event dropped';
      this.deps.logger.warn({ event_id: event.id, tool: event.tool, queued: this.queue.length, dropped: this.dropped }, why);
      return false;
    }
    this.queue.push(event);
    if (!this.working) void this.work();
    return true;
  }

  private async work(): Promise<void> {
    this.working = true;
    while (this.queue.length && !this.stop.signal.aborted) {
      this.current = this.queue.shift()!;
      await this.deliver(this.current);
      this.current = undefined;
      if (!this.stop.signal.aborted) this.settled += 1;
    }
    this.working = false;
    this.idle?.();
  }

  private async deliver(event: AuditEvent): Promise<void> {
    const { clock, logger } = this.deps;
    for (let attempt = 1; attempt <= MAX_RETRIES + 1; attempt++) {
      // The attempt timeout is a real one (it bounds a socket); backoff waits use the injected clock.
      const attemptSignal = AbortSignal.any([this.stop.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]);
      let outcome: string;
      try {
        const status = await post(this.deps.url(), event, attemptSignal);
        if (status >= 200 && status < 300) return void logger.debug({ event_id: event.id }, 'audit event delivered');
        if (status < 500) return void logger.error({ event_id: event.id, status }, 'audit event refused by the collector (not retried)');
        outcome = `HTTP ${status}`;
      } catch (err) {
        outcome = attemptSignal.aborted && !this.stop.signal.aborted ? `no answer within ${ATTEMPT_TIMEOUT_MS} ms` : (err as Error).message;
      }
      if (this.stop.signal.aborted) return;
      if (attempt > MAX_RETRIES) break;
      // No jitter: one collector, one queue worked in order, so there is no herd to spread.
      const wait = backoffMs(attempt, BASE_DELAY_MS, MAX_DELAY_MS, 0.5);
      logger.warn({ event_id: event.id, attempt, err: outcome, retry_in_ms: wait }, 'audit event delivery failed; retrying');
      try {
        await clock.sleep(timerMs(wait), this.stop.signal);
      } catch {
        return;
      }
    }
    logger.error({ event_id: event.id, attempts: MAX_RETRIES + 1 }, 'audit event not delivered');
  }

  /**
   * Waits for the queue until `deadline` aborts; then stops and reports each event abandoned (the one in flight and
   * those queued) to `work`, or logs them in one line without it. Returns how many were abandoned.
   */
  async drain(deadline: AbortSignal, work?: ShutdownWork): Promise<number> {
    const settledBefore = this.settled;
    if (this.working || this.queue.length) await untilDeadline(new Promise<void>((resolve) => (this.idle = resolve)), deadline);
    this.stop.abort();
    const left = [...(this.current ? [this.current] : []), ...this.queue];
    this.queue.length = 0;
    work?.finished('audit_events', this.settled - settledBefore);
    if (work) for (const e of left) work.abandoned('audit_events', { event_id: e.id, tool: String(e.tool) }, 'audit event abandoned at shutdown');
    else if (left.length) this.deps.logger.error({ events: left.length, ids: left.map((e) => e.id) }, 'audit events abandoned at shutdown');
    return left.length;
  }
}
