// Outbound delivery of one webhook channel instance's replies to send_url: retries, backoff, Retry-After, pacing per recipient, drain.
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { guardedLookup, isLinkLocalOrMetadataAddress, type Logger, backoffMs, parseRetryAfter, timerMs, type Clock, type ShutdownWork } from '../../kernel/index.js';

/** The outbound fields of `[channels.webhook.<alias>]`. */
export interface DeliverySettings {
  send_url: string | null;
  send_method: string | null;
  auth_header: string | null;
  max_retries: number | null;
  retry_base_delay_ms: number | null;
  retry_max_delay_ms: number | null;
  reply_min_interval_secs: number;
  reply_queue_depth_max: number;
}

/** One agent reply; `recipient` is the inbound sender. */
export interface Reply {
  content: string;
  recipient: string;
  thread_id?: string;
}

export interface DeliveryMetrics {
  delivered(): void;
  /** A reply given up after its last attempt: its id, recipient and why (a status or an error), for `svc status`. */
  failed(failure?: { delivery_id: string; recipient: string; error: string }): void;
  dropped(): void;
  retried(): void;
}

export interface OutboxDeps {
  /** `webhook.<alias>`, for logs. */
  channel: string;
  /** Read at every send and attempt, so a config reload applies to the next one. */
  settings(): DeliverySettings;
  clock: Clock;
  /** [0, 1) for the jitter. */
  random(): number;
  logger: Logger;
  metrics?: DeliveryMetrics;
  /** Delivery ids; crypto.randomUUID() by default. */
  newId?(): string;
  /** Shared mode: where replies are recorded until they end, so another instance delivers them if this one stops. */
  journal?: DeliveryJournal;
}

/** A reply as it is recorded and handed over between instances. */
export interface DeliveryJob {
  readonly id: string;
  readonly body: string;
  readonly recipient: string;
  readonly thread_id?: string | undefined;
}

/**
 * Replies recorded until they end (the shared mode: PostgreSQL). `record` comes before the first attempt, `settle` once
 * the reply is delivered or given up; a reply still recorded when its instance stops is delivered by another.
 */
export interface DeliveryJournal {
  record(job: DeliveryJob): Promise<void>;
  settle(id: string): Promise<void>;
  /** Gives the claims on these replies up (a clean stop): another instance takes them at its next poll. */
  release(ids: readonly string[]): Promise<void>;
}

/** CONTRACT §5: each attempt gets 15 s, on the injected clock, and a timeout counts as a network error. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
const DEFAULT_QUEUE_DEPTH = 16;

interface Effective {
  url: string | null;
  method: 'POST' | 'PUT';
  auth: string | null;
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

function effective(s: DeliverySettings): Effective {
  return {
    url: s.send_url,
    method: s.send_method?.toLowerCase() === 'put' ? 'PUT' : 'POST',
    auth: s.auth_header,
    maxRetries: s.max_retries ?? 3,
    baseDelayMs: Math.max(1, s.retry_base_delay_ms ?? 500),
    maxDelayMs: Math.max(1, s.retry_max_delay_ms ?? 30_000),
  };
}

type Job = DeliveryJob;

/** One recipient's pacing state: replies waiting, and when its last send started. */
interface Lane {
  readonly queue: Job[];
  lastStart: number;
}

/**
 * Connections one instance keeps to its receiver at most. Replies beyond it wait for a free connection (within their
 * attempt timeout) instead of opening thousands of sockets at once, which is slower for us and a flood for the receiver.
 */
const MAX_SOCKETS = 64;

/** A name in send_url that resolves to a link-local or metadata address is refused when the socket connects (send_url rules, README). */
const lookup = guardedLookup((address) => (isLinkLocalOrMetadataAddress(address) ? 'a link-local or cloud metadata address; replies are never sent there' : undefined));

/**
 * The most of a receiver's answer body read (and discarded): a longer one is cut and its socket closed, so an answer
 * without end costs one connection for a moment, not one for ever.
 */
export const ANSWER_BODY_MAX = 4 * 1024;

interface Answered {
  readonly status: number;
  readonly retryAfter: string | undefined;
  /** Settles once the body is read to its end (the socket goes back to the pool) or cut (the socket is closed). */
  readonly body: Promise<void>;
}

/** One request; resolves at the response head, rejects on a network error or when `signal` aborts. */
function request(url: URL, agent: HttpAgent, init: { method: string; headers: Record<string, string>; body: string }, signal: AbortSignal): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    // node:http never follows a 3xx, and its errors name neither the URL nor header values.
    const req = send(url, { method: init.method, headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) }, agent, lookup, signal });
    req.on('response', (res) => {
      const body = new Promise<void>((done) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > ANSWER_BODY_MAX) (res.destroy(), done());
        });
        res.on('end', done);
        // Cut (by us, or the receiver hung up): either way the answer's head was all we needed.
        res.on('error', () => done());
        res.on('close', done);
      });
      const retryAfter = res.headers['retry-after'];
      resolve({ status: res.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, body });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

type Attempt =
  | { ok: true }
  | { ok: false; transient: boolean; detail: { status: number } | { error: string }; retryAfterMs?: number | undefined };

export class Outbox {
  private readonly deps: OutboxDeps;
  private readonly newId: () => string;
  /** Replies queued or in flight, by delivery id. */
  private readonly active = new Map<string, Job>();
  private readonly lanes = new Map<string, Lane>();
  private readonly tasks = new Set<Promise<void>>();
  /** Aborted when drain gives up: stops every sleep and request. */
  private readonly stopper = new AbortController();
  private draining = false;
  /** Deliveries that ended (delivered or failed) since the start. */
  private settled = 0;
  private onIdle: (() => void) | undefined;
  /** Keep-alive connections of this instance, closed by drain. */
  private readonly agents = { http: new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }), https: new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }) };

  constructor(deps: OutboxDeps) {
    this.deps = deps;
    this.newId = deps.newId ?? randomUUID;
    // Every delivery in flight and every paced recipient listens to the stopper: many listeners are the design, not a leak.
    setMaxListeners(0, this.stopper.signal);
  }

  /** Queues one reply for delivery; returns its delivery id, or undefined when dropped (no send_url: debug log; full pacing queue: WARN). */
  send(reply: Reply): string | undefined {
    const { channel, logger, metrics } = this.deps;
    if (this.draining) {
      logger.warn({ channel }, 'reply dropped: the channel is shutting down');
      metrics?.dropped();
      return undefined;
    }
    const settings = this.deps.settings();
    if (!settings.send_url) {
      logger.debug({ channel }, 'reply dropped: no send_url');
      metrics?.dropped();
      return undefined;
    }
    const job: Job = {
      id: this.newId(),
      recipient: reply.recipient,
      thread_id: reply.thread_id,
      body: JSON.stringify({
        content: reply.content,
        ...(reply.recipient ? { recipient: reply.recipient } : {}),
        ...(reply.thread_id !== undefined ? { thread_id: reply.thread_id } : {}),
      }),
    };
    return this.enqueue(job, settings) ? job.id : undefined;
  }

  /** Delivers a reply another instance recorded and could not finish (taken over in the shared mode). */
  adopt(job: DeliveryJob): boolean {
    if (this.draining || this.active.has(job.id)) return false;
    return this.enqueue(job, this.deps.settings(), true);
  }

  /** The ids of the replies queued or in flight here (the shared mode renews their claims). */
  ids(): string[] {
    return [...this.active.keys()];
  }

  private enqueue(job: Job, settings: DeliverySettings, recorded = false): boolean {
    const { channel, logger, metrics } = this.deps;
    if (settings.reply_min_interval_secs <= 0) {
      this.active.set(job.id, job);
      this.record(job, recorded);
      this.track(this.deliver(job));
      return true;
    }
    let lane = this.lanes.get(job.recipient);
    const depth = settings.reply_queue_depth_max || DEFAULT_QUEUE_DEPTH;
    if (lane && lane.queue.length >= depth) {
      logger.warn({ channel, recipient: job.recipient, depth }, 'reply dropped: pacing queue full');
      metrics?.dropped();
      if (recorded) void this.settleRecord(job.id);
      return false;
    }
    this.active.set(job.id, job);
    this.record(job, recorded);
    if (lane) {
      lane.queue.push(job);
    } else {
      lane = { queue: [job], lastStart: -Infinity };
      this.lanes.set(job.recipient, lane);
      this.track(this.pump(job.recipient, lane));
    }
    return true;
  }

  /** Journal writes of replies not yet attempted; the first attempt waits for its own. */
  private readonly recordings = new Map<string, Promise<void>>();

  /** Writes a new reply to the journal (the shared mode); an adopted one is there already. */
  private record(job: Job, recorded: boolean): void {
    const { journal, logger, channel } = this.deps;
    if (!journal || recorded) return;
    const write = journal
      .record(job)
      .catch((err: Error) => logger.warn({ channel, delivery_id: job.id, err: err.message }, 'a reply could not be recorded for the other instances; only this one sends it'))
      .finally(() => this.recordings.delete(job.id));
    this.recordings.set(job.id, write);
  }

  private async settleRecord(id: string): Promise<void> {
    await this.recordings.get(id);
    await this.deps.journal?.settle(id).catch((err: Error) => this.deps.logger.warn({ channel: this.deps.channel, delivery_id: id, err: err.message }, 'a delivery record could not be removed; another instance may send the reply again'));
  }

  /** Replies queued or in flight (for a queue-depth gauge). */
  get pending(): number {
    return this.active.size;
  }

  /** Recipients tracked for pacing; one is forgotten once its queue is empty and its interval has passed. */
  get recipients(): number {
    return this.lanes.size;
  }

  /**
   * Refuses new sends; waits for queued and in-flight deliveries until `deadline` aborts, then stops them and returns
   * the delivery ids abandoned, each reported to `work` (or logged at ERROR with its delivery_id) with its recipient.
   */
  async drain(deadline: AbortSignal, work?: ShutdownWork): Promise<string[]> {
    this.draining = true;
    const settledBefore = this.settled;
    if (this.active.size > 0 && !deadline.aborted) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          deadline.removeEventListener('abort', done);
          this.onIdle = undefined;
          resolve();
        };
        this.onIdle = done;
        deadline.addEventListener('abort', done, { once: true });
      });
    }
    const jobs = [...this.active.values()];
    this.active.clear();
    this.stopper.abort(new Error('webhook channel shut down'));
    work?.finished('deliveries', this.settled - settledBefore);
    // Shared mode: the replies left are recorded; giving their claims up lets another instance deliver them now.
    await Promise.allSettled([...this.recordings.values()]);
    const handedOver = this.deps.journal
      ? await this.deps.journal.release(jobs.map((j) => j.id)).then(
          () => true,
          (err: Error) => (this.deps.logger.warn({ channel: this.deps.channel, err: err.message }, 'delivery claims could not be given up'), false),
        )
      : false;
    for (const job of jobs) {
      const ids = { channel: this.deps.channel, delivery_id: job.id, recipient: job.recipient, ...(job.thread_id !== undefined ? { thread_id: job.thread_id } : {}) };
      if (handedOver) work?.interrupted('deliveries', ids, 'delivery handed over at shutdown: another instance sends it');
      else if (work) work.abandoned('deliveries', ids, 'delivery abandoned at shutdown');
      else this.deps.logger.error(ids, 'delivery abandoned at shutdown');
      if (!handedOver) this.deps.metrics?.dropped();
    }
    const abandoned = handedOver ? [] : jobs.map((j) => j.id);
    // Every sleep and request listens to the stopper, so this settles at once and leaves no timer or socket behind.
    await Promise.allSettled([...this.tasks]);
    this.agents.http.destroy();
    this.agents.https.destroy();
    return abandoned;
  }

  private track(task: Promise<void>): void {
    this.tasks.add(task);
    void task.finally(() => this.tasks.delete(task));
  }

  private finish(job: Job): void {
    if (this.active.delete(job.id)) this.settled += 1;
    if (this.active.size === 0) this.onIdle?.();
  }

  /** Sends one recipient's replies in order, each no sooner than the interval after the previous start, then forgets the recipient. */
  private async pump(recipient: string, lane: Lane): Promise<void> {
    const { clock } = this.deps;
    for (;;) {
      const gap = lane.lastStart + this.deps.settings().reply_min_interval_secs * 1000 - clock.now();
      // Stopped by drain, which reports the replies still waiting.
      if (gap > 0 && !(await this.pause(gap))) break;
      const job = lane.queue.shift();
      if (!job) break;
      lane.lastStart = clock.now();
      await this.deliver(job);
    }
    this.lanes.delete(recipient);
  }

  /** Resolves false when drain stopped the wait. */
  private async pause(ms: number): Promise<boolean> {
    try {
      await this.deps.clock.sleep(timerMs(ms), this.stopper.signal);
      return true;
    } catch {
      return false;
    }
  }

  private async deliver(job: Job): Promise<void> {
    const { channel, logger, metrics } = this.deps;
    const ids = { channel, delivery_id: job.id };
    // Recorded before the first attempt, so that another instance delivers it if this one stops.
    await this.recordings.get(job.id);
    try {
      for (let attempt = 1; ; attempt++) {
        const s = effective(this.deps.settings());
        if (!s.url) {
          logger.debug(ids, 'reply dropped: no send_url');
          metrics?.dropped();
          return;
        }
        const result = await this.attempt(job, s.url, s);
        // Abandoned by drain, which reports it.
        if (this.stopper.signal.aborted) return;
        if (result.ok) {
          logger.debug({ ...ids, attempt }, 'delivered');
          metrics?.delivered();
          return;
        }
        const retrying = result.transient && attempt <= s.maxRetries;
        const wait = retrying
          ? timerMs(Math.min(s.maxDelayMs, result.retryAfterMs ?? backoffMs(attempt, s.baseDelayMs, s.maxDelayMs, this.deps.random())))
          : 0;
        logger.error({ ...ids, attempt, ...result.detail, ...(retrying ? { retry_in_ms: Math.round(wait) } : {}) }, 'delivery attempt failed');
        if (!retrying) {
          logger.error({ ...ids, attempts: attempt, ...result.detail }, 'delivery failed');
          const detail = result.detail as { status?: number; error?: string };
          metrics?.failed({ delivery_id: job.id, recipient: job.recipient, error: detail.error ?? `HTTP ${detail.status}` });
          return;
        }
        metrics?.retried();
        if (!(await this.pause(wait))) return;
      }
    } finally {
      // Ended here (delivered, failed, dropped): the record goes. Stopped by drain: it stays, for another instance.
      if (!this.stopper.signal.aborted) await this.settleRecord(job.id);
      this.finish(job);
    }
  }

  /** One request, raced against the attempt timeout on the injected clock; whichever loses is cancelled. */
  private async attempt(job: Job, url: string, s: Effective): Promise<Attempt> {
    const timer = new AbortController();
    const call = new AbortController();
    const stop = (): void => (timer.abort(), call.abort());
    this.stopper.signal.addEventListener('abort', stop, { once: true });
    let answered = false;
    try {
      const target = new URL(url);
      const timeout = this.deps.clock.sleep(ATTEMPT_TIMEOUT_MS, timer.signal).then(() => 'timed out' as const);
      const response = await Promise.race([
        request(
          target,
          target.protocol === 'https:' ? this.agents.https : this.agents.http,
          {
            method: s.method,
            headers: {
              'content-type': 'application/json',
              // An empty auth_header would send an empty credential: treat it as unset.
              ...(s.auth ? { authorization: s.auth } : {}),
              'x-webhook-delivery-id': job.id,
            },
            body: job.body,
          },
          call.signal,
        ),
        timeout,
      ]);
      if (response === 'timed out') return { ok: false, transient: true, detail: { error: `no response within ${ATTEMPT_TIMEOUT_MS / 1000} s` } };
      // The body shares the attempt's time: one that drips past it is cut (finally) with its socket, the status stands.
      answered = (await Promise.race([response.body.then(() => true), timeout.then(() => false)])) === true;
      const { status } = response;
      if (status >= 200 && status < 300) return { ok: true };
      const hinted = status === 429 || status === 503 ? parseRetryAfter(response.retryAfter ?? null, this.deps.clock.now()) : undefined;
      return { ok: false, transient: status === 429 || (status >= 500 && status < 600), detail: { status }, retryAfterMs: hinted };
    } catch (err) {
      return { ok: false, transient: true, detail: { error: (err as Error).message } };
    } finally {
      // Cancels the losing sleep, or the request (or answer body) that lost to the timeout; an answer read whole keeps
      // its connection.
      timer.abort();
      if (!answered) call.abort();
      this.stopper.signal.removeEventListener('abort', stop);
    }
  }
}
