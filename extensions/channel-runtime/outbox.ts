// The retrying outbox of one channel instance: delivery ids, retries with backoff or Retry-After, the attempt timeout,
// pacing per recipient, the shared mode's journal and drain. How one attempt reaches the receiver is the channel's.
import { createRequire } from 'node:module';
import { setMaxListeners } from 'node:events';
import type { Agent as HttpAgent } from 'node:http';
import { backoffMs, guardedLookup, InFlight, isLinkLocalOrMetadataAddress, parseRetryAfter, timerMs, type Clock, type Logger, type ShutdownWork } from '../../kernel/index.js';

// node:http, node:https and node:crypto on first use: api.ts re-exports this module, which every command loads.
const require = createRequire(import.meta.url);
const http = (): typeof import('node:http') => require('node:http') as typeof import('node:http');
const https = (): typeof import('node:https') => require('node:https') as typeof import('node:https');

/** CONTRACT §5: each attempt gets 15 s, on the injected clock, and a timeout counts as a network error. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** Why an attempt's timer or call is cancelled once the attempt has settled: one object, made once. */
const SETTLED = Object.freeze(new Error('the delivery attempt settled'));
/**
 * The most of a receiver's answer body read (and discarded): a longer one is cut and its socket closed, so an answer
 * without end costs one connection for a moment, not one for ever. The body also shares the attempt's 15 s.
 */
export const ANSWER_BODY_MAX = 4 * 1024;
/**
 * Connections one instance keeps to its receivers at most. Replies beyond it wait for a free connection (within their
 * attempt timeout) instead of opening thousands of sockets at once, which is slower for us and a flood for the receiver.
 */
const MAX_SOCKETS = 64;

/** One reply; `recipient` is the inbound sender (empty: the channel's default target). */
export interface Reply {
  readonly content: string;
  readonly recipient: string;
  readonly thread_id?: string | undefined;
}

/** A reply as it is sent, recorded and handed over between instances: its delivery id and the body its channel sends. */
export interface Delivery {
  readonly id: string;
  readonly body: string;
  readonly recipient: string;
  readonly thread_id?: string | undefined;
}

/** How one instance's replies leave: read at every send and attempt, so a config reload applies to the next one. */
export interface DeliveryPolicy {
  /** Why replies are dropped (`no send_url`), logged at debug with each; undefined when they are sent. */
  readonly unsent?: string | undefined;
  /** Retries of a transient failure (network error, timeout, 429, 5xx); default 3, 0 is fire and forget. */
  readonly maxRetries?: number;
  /** Base of the exponential backoff in ms (default 500; below 1 counts as 1). */
  readonly baseDelayMs?: number;
  /** Cap of any single wait, Retry-After included, in ms (default 30000; below 1 counts as 1). */
  readonly maxDelayMs?: number;
  /** Pacing per recipient: a send starts no sooner than this after the previous one started; 0 (default) turns it off. */
  readonly minIntervalSecs?: number;
  /** Replies waiting per recipient while pacing (not the one in flight); 0 or absent means 16. */
  readonly queueDepthMax?: number;
}

/** What the receiver answered: its HTTP status (a channel without HTTP resolves 200 once sent) and any Retry-After. */
export interface SendOutcome {
  readonly status: number;
  readonly retryAfter?: string | undefined;
}

export interface HttpInit {
  /** Default POST. */
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** What one attempt gets besides its delivery. */
export interface AttemptContext {
  /** Aborted when the attempt times out or the outbox drains: stop then. */
  readonly signal: AbortSignal;
  /**
   * One HTTP request on the instance's keep-alive connections: 3xx is never followed, a name resolving to a link-local
   * or metadata address is refused at connect time, and the answer's body is read within 4 KiB and the attempt's time
   * (cut with its socket beyond). Rejects on a network error.
   */
  http(url: string, init: HttpInit): Promise<SendOutcome>;
}

export interface DeliveryMetrics {
  delivered(): void;
  /** A reply given up after its last attempt: its id, recipient and why (a status or an error), for `svc status`. */
  failed(failure?: { delivery_id: string; recipient: string; error: string }): void;
  dropped(): void;
  retried(): void;
}

/**
 * Replies recorded until they end (the shared mode: PostgreSQL). `record` comes before the first attempt, `settle` once
 * the reply is delivered or given up; a reply still recorded when its instance stops is delivered by another.
 */
export interface DeliveryJournal {
  record(delivery: Delivery): Promise<void>;
  settle(id: string): Promise<void>;
  /** Gives the claims on these replies up (a clean stop): another instance takes them at its next poll. */
  release(ids: readonly string[]): Promise<void>;
}

export interface OutboxOptions {
  /** `<type>.<alias>`, for logs. */
  readonly channel: string;
  policy(): DeliveryPolicy;
  /** One attempt of one delivery; a throw counts as a network error (retried). */
  send(delivery: Delivery, context: AttemptContext): Promise<SendOutcome>;
  /** The body a reply is sent (and recorded) as; default `{"content", "recipient"?, "thread_id"?}` as JSON. */
  format?(reply: Reply): string;
  readonly clock: Clock;
  /** [0, 1) for the jitter. */
  random(): number;
  readonly logger: Logger;
  readonly metrics?: DeliveryMetrics;
  /** Delivery ids; crypto.randomUUID() by default. */
  newId?(): string;
  /** Shared mode: where replies are recorded until they end, so another instance delivers them if this one stops. */
  readonly journal?: DeliveryJournal;
  /** Applied to each reply's content before it is formatted, recorded and sent (the leak detector); a throw drops the reply. */
  redact?(text: string): string;
}

/** The body of a reply unless the channel formats its own: an empty recipient and an absent thread are left out. */
export function replyJson(reply: Reply): string {
  return JSON.stringify({
    content: reply.content,
    ...(reply.recipient ? { recipient: reply.recipient } : {}),
    ...(reply.thread_id !== undefined ? { thread_id: reply.thread_id } : {}),
  });
}

interface Effective {
  readonly unsent: string | undefined;
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly intervalMs: number;
  readonly depth: number;
}

function effective(p: DeliveryPolicy): Effective {
  return {
    unsent: p.unsent,
    maxRetries: Math.max(0, p.maxRetries ?? 3),
    baseDelayMs: Math.max(1, p.baseDelayMs ?? 500),
    maxDelayMs: Math.max(1, p.maxDelayMs ?? 30_000),
    intervalMs: Math.max(0, (p.minIntervalSecs ?? 0) * 1000),
    depth: p.queueDepthMax || 16,
  };
}

/** One recipient's pacing state: replies waiting, and when its last send started. */
interface Lane {
  readonly queue: Delivery[];
  lastStart: number;
}

type Attempt = { ok: true } | { ok: false; transient: boolean; detail: { status: number } | { error: string }; retryAfterMs?: number | undefined };

/** A name that resolves to a link-local or metadata address is refused when the socket connects (send_url rules, README). */
const lookup = guardedLookup((address) => (isLinkLocalOrMetadataAddress(address) ? 'a link-local or cloud metadata address; replies are never sent there' : undefined));

/** One request; resolves once the answer's body is read or cut, after reporting its head to `head`. */
function request(url: URL, agent: HttpAgent, init: HttpInit, signal: AbortSignal, head: (answer: SendOutcome) => void): Promise<SendOutcome> {
  return new Promise((resolve, reject) => {
    const body = init.body ?? '';
    const send = url.protocol === 'https:' ? https().request : http().request;
    // node:http never follows a 3xx, and its errors name neither the URL nor header values.
    const req = send(url, { method: init.method ?? 'POST', headers: { ...init.headers, 'content-length': String(Buffer.byteLength(body)) }, agent, lookup, signal });
    req.on('response', (res) => {
      const retryAfter = res.headers['retry-after'];
      const answer = { status: res.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter };
      head(answer);
      let size = 0;
      const done = (): void => resolve(answer);
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > ANSWER_BODY_MAX) (res.destroy(), done());
      });
      res.on('end', done);
      // Cut (by us, or the receiver hung up): either way the head was all the attempt needed.
      res.on('error', done);
      res.on('close', done);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export class Outbox {
  private readonly options: OutboxOptions;
  private readonly newId: () => string;
  private readonly format: (reply: Reply) => string;
  /** Replies queued or in flight, by delivery id; `inFlight` holds their ids and counts those that ended. */
  private readonly active = new Map<string, Delivery>();
  private readonly inFlight = new InFlight<string>();
  private readonly lanes = new Map<string, Lane>();
  private readonly tasks = new Set<Promise<void>>();
  /** Aborted when drain gives up: stops every sleep and request. */
  private readonly stopper = new AbortController();
  private draining = false;
  /** Journal writes of replies not yet attempted; the first attempt waits for its own. */
  private readonly recordings = new Map<string, Promise<void>>();
  /** Keep-alive connections of this instance, made on the first attempt and closed by drain. */
  private agents: { http: HttpAgent; https: HttpAgent } | undefined;

  constructor(options: OutboxOptions) {
    this.options = options;
    this.newId = options.newId ?? (() => (require('node:crypto') as typeof import('node:crypto')).randomUUID());
    this.format = options.format ?? replyJson;
    // Every delivery in flight and every paced recipient listens to the stopper: many listeners are the design, not a leak.
    setMaxListeners(0, this.stopper.signal);
  }

  /** Queues one reply for delivery; returns its delivery id, or undefined when dropped (no target: debug log; full pacing queue: WARN). */
  send(reply: Reply): string | undefined {
    const { channel, logger, metrics } = this.options;
    if (this.draining) {
      logger.warn({ channel }, 'reply dropped: the channel is shutting down');
      metrics?.dropped();
      return undefined;
    }
    const policy = effective(this.options.policy());
    if (policy.unsent) {
      logger.debug({ channel }, `reply dropped: ${policy.unsent}`);
      metrics?.dropped();
      return undefined;
    }
    let body: string;
    try {
      reply = this.options.redact ? { ...reply, content: this.options.redact(reply.content) } : reply;
    } catch (err) {
      logger.error({ channel, err: err instanceof Error ? err.message : String(err) }, 'reply dropped: it could not be scanned for leaked credentials');
      metrics?.dropped();
      return undefined;
    }
    try {
      body = this.format(reply);
      if (typeof body !== 'string') throw new TypeError('format returned no string');
    } catch (err) {
      logger.error({ channel, err: err instanceof Error ? err.message : String(err) }, "reply dropped: the channel's format code failed");
      metrics?.dropped();
      return undefined;
    }
    const delivery: Delivery = { id: this.newId(), recipient: reply.recipient, thread_id: reply.thread_id, body };
    return this.enqueue(delivery, policy) ? delivery.id : undefined;
  }

  /** Delivers a reply another instance recorded and could not finish (taken over in the shared mode). */
  adopt(delivery: Delivery): boolean {
    if (this.draining || this.active.has(delivery.id)) return false;
    return this.enqueue(delivery, effective(this.options.policy()), true);
  }

  /** The ids of the replies queued or in flight here (the shared mode renews their claims). */
  ids(): string[] {
    return [...this.active.keys()];
  }

  /** Replies queued or in flight (for a queue-depth gauge). */
  get pending(): number {
    return this.active.size;
  }

  /** Recipients tracked for pacing; one is forgotten once its queue is empty and its interval has passed. */
  get recipients(): number {
    return this.lanes.size;
  }

  private enqueue(delivery: Delivery, policy: Effective, recorded = false): boolean {
    const { channel, logger, metrics } = this.options;
    if (policy.intervalMs <= 0) {
      this.admit(delivery, recorded);
      this.track(this.deliver(delivery));
      return true;
    }
    let lane = this.lanes.get(delivery.recipient);
    if (lane && lane.queue.length >= policy.depth) {
      logger.warn({ channel, recipient: delivery.recipient, depth: policy.depth }, 'reply dropped: pacing queue full');
      metrics?.dropped();
      if (recorded) void this.settleRecord(delivery.id);
      return false;
    }
    this.admit(delivery, recorded);
    if (lane) {
      lane.queue.push(delivery);
    } else {
      lane = { queue: [delivery], lastStart: -Infinity };
      this.lanes.set(delivery.recipient, lane);
      this.track(this.pump(delivery.recipient, lane));
    }
    return true;
  }

  /** Counts a reply in and writes it to the journal (the shared mode); an adopted one is there already. */
  private admit(delivery: Delivery, recorded: boolean): void {
    this.active.set(delivery.id, delivery);
    this.inFlight.add(delivery.id);
    const { journal, logger, channel } = this.options;
    if (!journal || recorded) return;
    const write = journal
      .record(delivery)
      .catch((err: Error) => logger.warn({ channel, delivery_id: delivery.id, err: err.message }, 'a reply could not be recorded for the other instances; only this one sends it'))
      .finally(() => this.recordings.delete(delivery.id));
    this.recordings.set(delivery.id, write);
  }

  private async settleRecord(id: string): Promise<void> {
    await this.recordings.get(id);
    await this.options.journal?.settle(id).catch((err: Error) => this.options.logger.warn({ channel: this.options.channel, delivery_id: id, err: err.message }, 'a delivery record could not be removed; another instance may send the reply again'));
  }

  /**
   * Refuses new sends; waits for queued and in-flight deliveries until `deadline` aborts, then stops them and returns
   * the delivery ids abandoned, each reported to `work` (or logged at ERROR with its delivery_id) with its recipient.
   */
  async drain(deadline: AbortSignal, work?: ShutdownWork): Promise<string[]> {
    this.draining = true;
    const settledBefore = this.inFlight.settled;
    await this.inFlight.idle(deadline);
    const left = this.inFlight.clear().map((id) => this.active.get(id)!);
    this.active.clear();
    this.stopper.abort(new Error('channel shut down'));
    work?.finished('deliveries', this.inFlight.settled - settledBefore);
    // Shared mode: the replies left are recorded; giving their claims up lets another instance deliver them now.
    await Promise.allSettled([...this.recordings.values()]);
    const { journal, logger, channel, metrics } = this.options;
    const handedOver = journal
      ? await journal.release(left.map((d) => d.id)).then(
          () => true,
          (err: Error) => (logger.warn({ channel, err: err.message }, 'delivery claims could not be given up'), false),
        )
      : false;
    for (const d of left) {
      const ids = { channel, delivery_id: d.id, recipient: d.recipient, ...(d.thread_id !== undefined ? { thread_id: d.thread_id } : {}) };
      if (handedOver) work?.interrupted('deliveries', ids, 'delivery handed over at shutdown: another instance sends it');
      else if (work) work.abandoned('deliveries', ids, 'delivery abandoned at shutdown');
      else logger.error(ids, 'delivery abandoned at shutdown');
      if (!handedOver) metrics?.dropped();
    }
    // Every sleep and request listens to the stopper, so this settles at once and leaves no timer or socket behind.
    await Promise.allSettled([...this.tasks]);
    this.agents?.http.destroy();
    this.agents?.https.destroy();
    return handedOver ? [] : left.map((d) => d.id);
  }

  private track(task: Promise<void>): void {
    this.tasks.add(task);
    void task.finally(() => this.tasks.delete(task));
  }

  private finish(delivery: Delivery): void {
    if (this.active.delete(delivery.id)) this.inFlight.delete(delivery.id);
  }

  /** Sends one recipient's replies in order, each no sooner than the interval after the previous start, then forgets the recipient. */
  private async pump(recipient: string, lane: Lane): Promise<void> {
    const { clock } = this.options;
    for (;;) {
      const gap = lane.lastStart + effective(this.options.policy()).intervalMs - clock.now();
      // Stopped by drain, which reports the replies still waiting.
      if (gap > 0 && !(await this.pause(gap))) break;
      const delivery = lane.queue.shift();
      if (!delivery) break;
      lane.lastStart = clock.now();
      await this.deliver(delivery);
    }
    this.lanes.delete(recipient);
  }

  /** Resolves false when drain stopped the wait. */
  private async pause(ms: number): Promise<boolean> {
    try {
      await this.options.clock.sleep(timerMs(ms), this.stopper.signal);
      return true;
    } catch {
      return false;
    }
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const { channel, logger, metrics } = this.options;
    const ids = { channel, delivery_id: delivery.id };
    // Recorded before the first attempt, so that another instance delivers it if this one stops.
    await this.recordings.get(delivery.id);
    try {
      for (let attempt = 1; ; attempt++) {
        const policy = effective(this.options.policy());
        if (policy.unsent) {
          logger.debug(ids, `reply dropped: ${policy.unsent}`);
          metrics?.dropped();
          return;
        }
        const result = await this.attempt(delivery);
        // Abandoned by drain, which reports it.
        if (this.stopper.signal.aborted) return;
        if (result.ok) {
          logger.debug({ ...ids, attempt }, 'delivered');
          metrics?.delivered();
          return;
        }
        const retrying = result.transient && attempt <= policy.maxRetries;
        const wait = retrying ? timerMs(Math.min(policy.maxDelayMs, result.retryAfterMs ?? backoffMs(attempt, policy.baseDelayMs, policy.maxDelayMs, this.options.random()))) : 0;
        logger.error({ ...ids, attempt, ...result.detail, ...(retrying ? { retry_in_ms: Math.round(wait) } : {}) }, 'delivery attempt failed');
        if (!retrying) {
          logger.error({ ...ids, attempts: attempt, ...result.detail }, 'delivery failed');
          const detail = result.detail as { status?: number; error?: string };
          metrics?.failed({ delivery_id: delivery.id, recipient: delivery.recipient, error: detail.error ?? `HTTP ${detail.status}` });
          return;
        }
        metrics?.retried();
        if (!(await this.pause(wait))) return;
      }
    } finally {
      // Ended here (delivered, failed, dropped): the record goes. Stopped by drain: it stays, for another instance.
      if (!this.stopper.signal.aborted) await this.settleRecord(delivery.id);
      this.finish(delivery);
    }
  }

  /** The instance's connections, made on the first attempt. */
  private agentFor(url: URL): HttpAgent {
    this.agents ??= { http: new (http().Agent)({ keepAlive: true, maxSockets: MAX_SOCKETS }), https: new (https().Agent)({ keepAlive: true, maxSockets: MAX_SOCKETS }) };
    return url.protocol === 'https:' ? this.agents.https : this.agents.http;
  }

  /**
   * One attempt, raced against the attempt timeout on the injected clock; whichever loses is cancelled. The channel's
   * send runs here, so whatever it throws is this attempt's error, never the process's.
   */
  private async attempt(delivery: Delivery): Promise<Attempt> {
    const timer = new AbortController();
    const call = new AbortController();
    const stop = (): void => (timer.abort(), call.abort());
    this.stopper.signal.addEventListener('abort', stop, { once: true });
    /** The head of the last answer, kept in case its body outlives the attempt. */
    let head: SendOutcome | undefined;
    let finished = false;
    try {
      const timeout = this.options.clock.sleep(ATTEMPT_TIMEOUT_MS, timer.signal).then(() => 'timed out' as const);
      const context: AttemptContext = {
        signal: call.signal,
        http: (url, init) => {
          const target = new URL(url);
          return request(target, this.agentFor(target), init, call.signal, (answer) => (head = answer));
        },
      };
      const sending = Promise.resolve().then(() => this.options.send(delivery, context));
      const outcome = await Promise.race([sending, timeout]);
      finished = outcome !== 'timed out';
      // An answer whose body dripped past the attempt's time: cut (finally) with its socket; its status stands.
      const answer = finished ? (outcome as SendOutcome) : head;
      if (!answer) return { ok: false, transient: true, detail: { error: `no response within ${ATTEMPT_TIMEOUT_MS / 1000} s` } };
      const { status } = answer;
      if (!Number.isInteger(status)) return { ok: false, transient: false, detail: { error: 'the channel reported no HTTP status for the attempt' } };
      if (status >= 200 && status < 300) return { ok: true };
      const hinted = status === 429 || status === 503 ? parseRetryAfter(answer.retryAfter ?? null, this.options.clock.now()) : undefined;
      return { ok: false, transient: status === 429 || (status >= 500 && status < 600), detail: { status }, retryAfterMs: hinted };
    } catch (err) {
      return { ok: false, transient: true, detail: { error: err instanceof Error ? err.message : String(err) } };
    } finally {
      // Cancels the losing sleep, or the request (or answer body) that lost to the timeout; an answer read whole keeps
      // its connection.
      // With a reason of its own: abort() without one builds a DOMException, stack and all, for every reply (6 % of the
      // daemon's busy time in the end-to-end bench's profile).
      timer.abort(SETTLED);
      if (!finished) call.abort(SETTLED);
      this.stopper.signal.removeEventListener('abort', stop);
    }
  }
}
