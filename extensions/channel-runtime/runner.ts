// One channel type running: per enabled instance its listener or polling loop, a bounded queue the agent answers from
// (a few workers, one conversation in order), an outbox for the replies, and the drain that reports what it gave up.
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { Server } from 'node:http';
import { backoffMs, InFlight, untilDeadline, type Clock, type Counter, type Logger, type Metrics, type ShutdownWork, type StatusRegistry } from '../../kernel/index.js';
import type { AgentRuntime, OutboundMessage } from '../agent/api.js';
import { DROP_WARN_INTERVAL_MS, INBOUND_QUEUE_MAX, WORKERS, type ChannelDefinition, type InboundMessage, type InstanceSpec } from './api.js';
import { registerOwnListener } from '../../lib/net/own-listeners.js';
import { createListener, messageProblem } from './listener.js';
import { Outbox, type Reply } from './outbox.js';
import type { SharedDeliveries } from './journal.js';

/** Failed deliveries kept per instance for `svc status`. */
const FAILURES_KEPT = 10;
/** The longest wait between two polls after failures. */
const POLL_BACKOFF_MAX_MS = 60_000;

export interface RunnerDeps<S> {
  readonly definition: ChannelDefinition<S>;
  /** The extension that registered the type: named in the callback-failure metric. */
  readonly extension: string;
  /** That extension's logger: every line of its instances carries its name. */
  readonly logger: Logger;
  /** `[channels.<type>]` of the running config. */
  readonly tables: () => Readonly<Record<string, S>>;
  readonly agent: AgentRuntime;
  readonly metrics: Metrics;
  /** That extension's status registry: its listeners are shown under its name. */
  readonly status: StatusRegistry;
  readonly deliveries: SharedDeliveries | undefined;
  readonly clock: Clock;
  readonly random: () => number;
}

/** A queued message with the id its 200 answer and every log line about it carry. */
interface Message extends InboundMessage {
  readonly id: string;
}

interface Failure {
  readonly delivery_id: string;
  readonly recipient: string;
  readonly error: string;
  readonly at: string;
}

/** A count of events logged at most once a minute: how many since the last line, and when that was. */
interface Throttle {
  since: number;
  at: number;
}

interface Instance<S> {
  readonly alias: string;
  readonly channel: string;
  /** The table and its spec as of the last start or reload (a table a reload removed keeps its last ones). */
  settings: S;
  spec: InstanceSpec;
  readonly outbox: Outbox;
  server?: Server;
  /** Stops the polling loop. */
  readonly polling: AbortController;
  /** Accepted messages not yet handed to the agent. */
  readonly queue: Message[];
  /** Queued or being answered: what the drain waits for. */
  readonly inFlight: InFlight<Message>;
  /** Being answered now, and their conversations. */
  readonly answering: Set<Message>;
  readonly busy: Set<string>;
  readonly failures: Failure[];
  readonly drops: Throttle;
  readonly callbackFailures: Map<string, Throttle>;
  callbackErrors: number;
}

const conversation = (m: InboundMessage): string => m.thread_id ?? m.sender;

/** What log lines about an inbound message carry: its ids, never its content. */
function messageIds(m: Message): Record<string, string> {
  return { message_id: m.id, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}) };
}

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export class ChannelRunner<S> {
  private readonly type: string;
  private readonly log: Logger;
  private readonly running = new Map<string, Instance<S>>();
  /** Aborted at the end of the drain's grace: cancels the answers still running. */
  private readonly stop = new AbortController();
  private readonly counters: Record<'deliveries' | 'retries' | 'received' | 'refused' | 'outbound' | 'callbackErrors', Counter>;

  constructor(private readonly deps: RunnerDeps<S>) {
    this.type = deps.definition.type;
    this.log = deps.logger;
    setMaxListeners(0, this.stop.signal);
    const m = deps.metrics;
    const p = `svc_${this.type}`;
    const what = `${this.type} channel`;
    const labelNames = ['channel'];
    this.counters = {
      deliveries: m.counter({ name: `${p}_deliveries_total`, help: `The ${what}'s replies by outcome (delivered, failed, dropped).`, labelNames: ['channel', 'outcome'] }),
      retries: m.counter({ name: `${p}_delivery_retries_total`, help: `The ${what}'s delivery retries.`, labelNames }),
      received: m.counter({ name: `${p}_inbound_total`, help: `The ${what}'s inbound messages accepted.`, labelNames }),
      refused: m.counter({ name: `${p}_inbound_dropped_total`, help: `The ${what}'s inbound messages refused because the inbound queue was full.`, labelNames }),
      outbound: m.counter({ name: `${p}_outbound_total`, help: `The ${what}'s replies handed to delivery; each ends once in ${p}_deliveries_total.`, labelNames }),
      callbackErrors: m.counter({
        name: 'svc_channel_callback_errors_total',
        help: "Exceptions thrown by a channel type's own code (verify, parse, poll, instance), contained by the channel runtime.",
        labelNames: ['extension', 'channel', 'callback'],
      }),
    };
    m.gauge({
      name: `${p}_queue_depth`,
      help: `The ${what}'s queue depths: inbound messages waiting for the agent, outbound replies waiting or in flight.`,
      labelNames: ['channel', 'queue'],
      collect: (g) => {
        for (const r of this.running.values()) {
          g.set({ channel: r.channel, queue: 'inbound' }, r.queue.length);
          g.set({ channel: r.channel, queue: 'outbound' }, r.outbox.pending);
        }
      },
    });
  }

  /** Starts every enabled instance of `specs` (computed by the caller, so that a throwing `instance` fails the start). */
  async start(specs: ReadonlyMap<string, { settings: S; spec: InstanceSpec }>): Promise<void> {
    for (const [alias, { settings, spec }] of specs) {
      const r = this.instance(alias, settings, spec);
      if (spec.listen && this.deps.definition.receive) await this.listen(r, spec.listen);
      else if (this.deps.definition.poll) this.startPolling(r);
      this.running.set(alias, r);
      if (!spec.delivery || !this.deps.definition.send) this.log.info({ channel: r.channel }, 'no outbound side: replies of this channel are dropped');
      else if (spec.delivery.unsent) this.log.info({ channel: r.channel }, `${spec.delivery.unsent}: replies of this channel are dropped`);
    }
  }

  /** Sends through a running instance (the channel registry: cron results, SOP notices). */
  deliver(alias: string, message: OutboundMessage): string | undefined {
    const r = this.running.get(alias);
    if (!r) throw new Error(`channels.${this.type}.${alias} is not running`);
    return this.send(r, { content: message.content, recipient: message.recipient ?? '', thread_id: message.thread_id });
  }

  /** `svc status`: per instance its queues and last failed deliveries (no contents). */
  status(): unknown {
    return {
      channels: [...this.running.values()].map((r) => ({
        channel: r.channel,
        inbound_queued: r.queue.length,
        outbound_pending: r.outbox.pending,
        failed_deliveries: [...r.failures].reverse(),
        callback_errors: r.callbackErrors,
      })),
    };
  }

  /** After a reload: running instances take their new settings; one that should start or stop waits for a restart. */
  reloaded(): void {
    const tables = this.deps.tables();
    const wanted = new Set<string>();
    for (const [alias, settings] of Object.entries(tables)) {
      const r = this.running.get(alias);
      try {
        const spec = this.deps.definition.instance(settings, alias);
        if (spec.enabled) wanted.add(alias);
        if (r) {
          r.settings = settings;
          r.spec = spec;
        }
      } catch (err) {
        if (r) wanted.add(alias);
        this.callbackFailed(r, `${this.type}.${alias}`, 'instance', err, 'its previous settings stay');
      }
    }
    const moved = [...new Set([...this.running.keys(), ...wanted])].filter((a) => this.running.has(a) !== wanted.has(a));
    if (moved.length) this.log.warn({ paths: moved.map((a) => `channels.${this.type}.${a}`) }, 'restart_required');
  }

  /**
   * Takes no new messages; answers what is queued while the grace period lasts, then cancels what is still being
   * answered and reports every message given up with its ids; then drains the outboxes the same way.
   */
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    const all = [...this.running.values()];
    this.running.clear();
    const settledBefore = all.map((r) => r.inFlight.settled);
    for (const r of all) r.polling.abort();
    // Idle keep-alive connections are closed at once, or closing would wait for them to time out; one still sending
    // its request gets until the deadline.
    const closed = all.map((r) => new Promise<void>((resolve) => (r.server ? (r.server.close(() => resolve()), r.server.closeIdleConnections()) : resolve())));
    await untilDeadline(Promise.all(closed), deadline);
    for (const r of all) r.server?.closeAllConnections();
    await Promise.all(all.map((r) => r.inFlight.idle(deadline)));
    // What is still being answered is cancelled (the agent's calls are aborted); what waits is never answered.
    this.stop.abort();
    all.forEach((r, i) => {
      work.finished('messages', r.inFlight.settled - settledBefore[i]!);
      for (const m of r.answering) work.abandoned('messages', { channel: r.channel, ...messageIds(m) }, 'inbound message abandoned at shutdown: its answer was cancelled');
      for (const m of r.queue) work.abandoned('messages', { channel: r.channel, ...messageIds(m) }, 'inbound message abandoned at shutdown: never answered');
      r.queue.length = 0;
      r.inFlight.clear();
      this.deps.deliveries?.unwatch(r.channel);
    });
    await Promise.all(all.map((r) => r.outbox.drain(deadline, work)));
  }

  private instance(alias: string, settings: S, spec: InstanceSpec): Instance<S> {
    const channel = `${this.type}.${alias}`;
    const failures: Failure[] = [];
    const { deliveries, definition, clock } = this.deps;
    const { deliveries: counted, retries } = this.counters;
    const r: Instance<S> = {
      alias,
      channel,
      settings,
      spec,
      failures,
      outbox: new Outbox({
        channel,
        policy: () => (definition.send && r.spec.delivery) || { unsent: 'no outbound side' },
        send: (delivery, context) => definition.send!(delivery, { ...context, settings: r.settings }),
        ...(definition.format ? { format: (reply: Reply) => definition.format!(reply) } : {}),
        ...(deliveries ? { journal: deliveries.journal(channel) } : {}),
        clock,
        random: this.deps.random,
        logger: this.log,
        metrics: {
          delivered: () => counted.inc({ channel, outcome: 'delivered' }),
          failed: (failure) => {
            counted.inc({ channel, outcome: 'failed' });
            if (!failure) return;
            // The last few, for svc status and the dashboard; bounded whatever the failure rate.
            failures.push({ ...failure, at: new Date(clock.now()).toISOString() });
            if (failures.length > FAILURES_KEPT) failures.shift();
          },
          dropped: () => counted.inc({ channel, outcome: 'dropped' }),
          retried: () => retries.inc({ channel }),
        },
      }),
      polling: new AbortController(),
      queue: [],
      inFlight: new InFlight(),
      answering: new Set(),
      busy: new Set(),
      drops: { since: 0, at: -Infinity },
      callbackFailures: new Map(),
      callbackErrors: 0,
    };
    deliveries?.watch(channel, r.outbox, this.log);
    return r;
  }

  private async listen(r: Instance<S>, at: NonNullable<InstanceSpec['listen']>): Promise<void> {
    const receive = this.deps.definition.receive!;
    const verify = receive.verify;
    const server = await createListener({
      path: at.path,
      requestTimeoutMs: 30_000,
      queueMax: INBOUND_QUEUE_MAX,
      ...(verify ? { verify: (request) => verify(request, r.settings) } : {}),
      parse: (body, request) => receive.parse(body, request, r.settings),
      accept: (m) => this.accept(r, m),
      failed: (callback, err) => this.callbackFailed(r, r.channel, callback, err, callback === 'verify' ? 'answered 401' : callback === 'parse' ? 'answered 400' : 'answered 500'),
    });
    r.server = server;
    // Tools acting for a model never reach this listener (lib/net/own-listeners.ts); forgotten when it closes.
    registerOwnListener(r.channel, server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at.port, at.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // A socket error after the start (a client resetting mid-request) is that connection's, never the process's.
    server.on('error', (err) => this.log.warn({ channel: r.channel, err: err.message }, 'listener error'));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : at.port;
    const host = at.host.includes(':') ? `[${at.host}]` : at.host;
    const url = `http://${host}:${port}${at.path}`;
    this.log.info({ channel: r.channel, url }, 'listening');
    this.deps.status.listener(r.channel, url);
  }

  private startPolling(r: Instance<S>): void {
    const poll = this.deps.definition.poll!;
    const { clock, random } = this.deps;
    const signal = r.polling.signal;
    const loop = async (): Promise<void> => {
      let failed = 0;
      while (!signal.aborted) {
        const interval = Math.max(1, r.spec.pollIntervalMs ?? 1000);
        const room = INBOUND_QUEUE_MAX - r.queue.length;
        if (room > 0) {
          try {
            const got = await poll(r.settings, { signal, limit: room });
            if (!Array.isArray(got)) throw new TypeError('poll resolved to something other than an array of messages');
            failed = 0;
            for (const m of got) {
              const problem = messageProblem(m);
              if (problem) this.callbackFailed(r, r.channel, 'poll', new TypeError(`poll returned a message that ${problem}`), 'the message is skipped');
              else this.accept(r, m);
            }
          } catch (err) {
            if (signal.aborted) break;
            failed += 1;
            this.callbackFailed(r, r.channel, 'poll', err, 'polling again after a backoff');
          }
        }
        const wait = failed ? backoffMs(failed, interval, Math.max(interval, POLL_BACKOFF_MAX_MS), random()) : interval;
        await clock.sleep(wait, signal).catch(() => undefined);
      }
    };
    void loop();
    this.log.info({ channel: r.channel }, 'polling');
  }

  /** Queues an accepted message: its id, or undefined when the queue is full (counted, one WARN a minute). */
  private accept(r: Instance<S>, m: InboundMessage): string | undefined {
    const { clock } = this.deps;
    if (this.stop.signal.aborted) {
      // A poll that came back after the drain's grace: what it took is not answered by this instance.
      this.log.error({ channel: r.channel, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}) }, 'inbound message abandoned at shutdown: never answered');
      return undefined;
    }
    if (r.queue.length >= INBOUND_QUEUE_MAX) {
      this.counters.refused.inc({ channel: r.channel });
      r.drops.since += 1;
      // A flood of refusals is one line a minute: the ids of the message that opens the window, and the count refused
      // since the previous line (this one included). Never the content.
      if (clock.now() - r.drops.at >= DROP_WARN_INTERVAL_MS) {
        this.log.warn(
          { channel: r.channel, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}), queued: r.queue.length, dropped: r.drops.since },
          'inbound queue full: message refused with 503 (at most one such line a minute per channel)',
        );
        r.drops.since = 0;
        r.drops.at = clock.now();
      }
      return undefined;
    }
    const id = randomUUID();
    const message: Message = m.thread_id === undefined ? { sender: m.sender, content: m.content, id } : { sender: m.sender, content: m.content, thread_id: m.thread_id, id };
    r.queue.push(message);
    r.inFlight.add(message);
    this.counters.received.inc({ channel: r.channel });
    this.pump(r);
    return id;
  }

  private pump(r: Instance<S>): void {
    while (r.answering.size < WORKERS) {
      const i = r.queue.findIndex((m) => !r.busy.has(conversation(m)));
      if (i < 0) break;
      const m = r.queue.splice(i, 1)[0]!;
      const key = conversation(m);
      r.busy.add(key);
      r.answering.add(m);
      void this.answer(r, m).finally(() => {
        r.busy.delete(key);
        r.answering.delete(m);
        r.inFlight.delete(m);
        this.pump(r);
      });
    }
  }

  private async answer(r: Instance<S>, m: Message): Promise<void> {
    try {
      const reply = await this.deps.agent.respond({
        channel: r.channel,
        conversation: conversation(m),
        message: m.content,
        ...(r.spec.excludedTools ? { excludedTools: r.spec.excludedTools } : {}),
        signal: this.stop.signal,
      });
      this.send(r, { content: reply.text, recipient: m.sender, thread_id: m.thread_id });
    } catch (err) {
      // Cancelled at the end of the shutdown's grace period: the drain reports the message.
      if (this.stop.signal.aborted) return;
      this.log.error({ channel: r.channel, ...messageIds(m), err: describe(err) }, `the agent could not answer a ${this.type} message`);
    }
  }

  /** Hands a reply to the outbox, counted in svc_<type>_outbound_total. */
  private send(r: Instance<S>, reply: Reply): string | undefined {
    this.counters.outbound.inc({ channel: r.channel });
    return r.outbox.send(reply);
  }

  /**
   * A channel callback threw: counted, and logged with the extension's name (its logger) and the callback, at most
   * once a minute per instance and callback, with the count since the last line.
   */
  private callbackFailed(r: Instance<S> | undefined, channel: string, callback: string, err: unknown, outcome: string): void {
    this.counters.callbackErrors.inc({ extension: this.deps.extension, channel, callback });
    if (r) r.callbackErrors += 1;
    let t = r?.callbackFailures.get(callback);
    if (!t) {
      t = { since: 0, at: -Infinity };
      r?.callbackFailures.set(callback, t);
    }
    t.since += 1;
    const now = this.deps.clock.now();
    if (now - t.at < DROP_WARN_INTERVAL_MS) return;
    this.log.error(
      { channel, callback, code: 'SVC_ERR_CHANNEL_RUNTIME_CALLBACK', err: describe(err), failures: t.since },
      `the channel's ${callback} code failed; ${outcome} (at most one such line a minute per channel and callback)`,
    );
    t.since = 0;
    t.at = now;
  }
}
