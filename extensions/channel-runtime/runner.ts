// One channel type running: per enabled instance its listener or polling loop, a bounded queue the agent answers from
// (at most channels.max_concurrent_per_channel turns at once, one conversation in order, a sender's rapid messages
// merged under channels.debounce_ms), each turn under channels.message_timeout_secs with its tool calls shown when
// channels.show_tool_calls says so, an outbox for the replies, and the drain that reports what it gave up.
import { randomUUID } from 'node:crypto';
import { listenFailure } from '../../lib/net/listen-error.js';
import { setMaxListeners } from 'node:events';
import type { Server } from 'node:http';
import { backoffMs, InFlight, untilDeadline, type Clock, type Counter, type Logger, type Metrics, type ShutdownWork, type StatusRegistry } from '../../kernel/index.js';
import { turnFailure, type AgentRuntime, type OutboundMessage, type ToolCallNotice } from '../agent/api.js';
import {
  DEBOUNCE_MAX_BYTES,
  DEBOUNCE_MAX_MESSAGES,
  DROP_WARN_INTERVAL_MS,
  INBOUND_QUEUE_MAX,
  TOOL_NOTICE_CHARS,
  TOOL_NOTICES_MAX,
  type ChannelDefinition,
  type InboundMessage,
  type InboundScreen,
  type InstanceSpec,
  type Question,
  type QuestionRequest,
  type TurnSettings,
} from './api.js';
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
  /** The [channels] settings of the running config, read per message. */
  readonly turns: () => TurnSettings;
  /** Asked for each inbound message before it is queued: a reason drops it (InboundScreen). */
  readonly screens?: readonly InboundScreen[];
  readonly clock: Clock;
  readonly random: () => number;
  /** The leak detector, when loaded: every reply's content passes through it on its way out (`via` names the instance). */
  readonly redact?: (text: string, via: string) => string;
}

/** An accepted message with the id its 200 answer and every log line about it carry. */
interface Message extends InboundMessage {
  readonly id: string;
}

/** One agent turn: one message, or a sender's rapid messages of one conversation merged (debounce), in order. */
interface Turn {
  readonly sender: string;
  readonly thread_id?: string | undefined;
  readonly messages: readonly Message[];
}

/** A sender's messages held while the debounce window runs; each message restarts it. */
interface Held {
  readonly key: string;
  readonly messages: Message[];
  bytes: number;
  /** Cancels the running window (a newer message restarts it; a flush ends it). */
  window: AbortController;
}

interface Failure {
  readonly delivery_id: string;
  readonly recipient: string;
  readonly error: string;
  readonly at: string;
}

/** A count of events logged at most once a minute: how many since the last line, and when that was. */
/** Screen reasons whose drop lines are throttled apart per instance; beyond it the throttles start again. */
const SCREEN_REASONS_MAX = 64;

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
  /** Turns not yet handed to the agent. */
  readonly queue: Turn[];
  /** Messages held by the debounce window, by conversation and sender. */
  readonly held: Map<string, Held>;
  /** Accepted messages not yet handed to the agent (queued or held): what the inbound bound counts. */
  waiting: number;
  /** Accepted and not yet answered: what the drain waits for. */
  readonly inFlight: InFlight<Message>;
  /** Being answered now, and their conversations. */
  readonly answering: Set<Turn>;
  readonly busy: Set<string>;
  /** Open questions (ChannelRuntime.ask): offered their conversation's messages before the agent. */
  readonly questions: Set<OpenQuestion>;
  readonly failures: Failure[];
  readonly drops: Throttle;
  /** Screened messages per reason: one log line a minute per reason (SCREEN_REASONS_MAX reasons at most). */
  readonly screenedBy: Map<string, Throttle>;
  readonly callbackFailures: Map<string, Throttle>;
  callbackErrors: number;
}

/** A question asked in a conversation, and where its messages go. */
interface OpenQuestion {
  readonly request: QuestionRequest;
  readonly thread_id?: string | undefined;
}

const conversation = (m: { readonly sender: string; readonly thread_id?: string | undefined }): string => m.thread_id ?? m.sender;

/** What log lines about an inbound message carry: its ids, never its content. */
function messageIds(m: Message): Record<string, string> {
  return { message_id: m.id, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}) };
}

/** What log lines about a turn carry: its first message's ids, and every merged message's id when there are more. */
function turnIds(turn: Turn): Record<string, unknown> {
  const ids = messageIds(turn.messages[0]!);
  return turn.messages.length > 1 ? { ...ids, message_ids: turn.messages.map((m) => m.id) } : ids;
}

/** Told to the sender when a turn ran into channels.message_timeout_secs. */
export const timeoutNotice = (secs: number): string => `Sorry, this took longer than ${secs} s and was stopped. Please try again, perhaps with a smaller request.`;

/** A tool-call notice as its conversation sees it: the tool and the one-line summary, bounded. */
export function toolNotice(notice: ToolCallNotice): string {
  const oneLine = String(notice.summary ?? '').replace(/\s+/g, ' ').trim();
  const summary = oneLine.length > TOOL_NOTICE_CHARS ? `${oneLine.slice(0, TOOL_NOTICE_CHARS - 1)}…` : oneLine;
  return summary ? `Tool call: ${notice.tool} (${summary})` : `Tool call: ${notice.tool}`;
}

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export class ChannelRunner<S> {
  private readonly type: string;
  private readonly log: Logger;
  private readonly running = new Map<string, Instance<S>>();
  /** Aborted at the end of the drain's grace: cancels the answers still running. */
  private readonly stop = new AbortController();
  /** Set when the drain starts: a message is queued at once, never held for a debounce window. */
  private draining = false;
  private readonly counters: Record<'deliveries' | 'retries' | 'received' | 'refused' | 'screened' | 'outbound' | 'timeouts' | 'callbackErrors', Counter>;

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
      screened: m.counter({ name: `${p}_inbound_screened_total`, help: `The ${what}'s inbound messages dropped by a screen (a peer group's ignore list or exchange bound).`, labelNames }),
      outbound: m.counter({ name: `${p}_outbound_total`, help: `The ${what}'s replies handed to delivery; each ends once in ${p}_deliveries_total.`, labelNames }),
      timeouts: m.counter({ name: `${p}_turn_timeouts_total`, help: `The ${what}'s turns cancelled at channels.message_timeout_secs (the sender was told).`, labelNames }),
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
          g.set({ channel: r.channel, queue: 'inbound' }, r.waiting);
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

  /**
   * ChannelRuntime.ask: sends the question to the sender of the turn being answered in the conversation, and offers the
   * conversation's later messages to its `take` until it is closed.
   */
  /** ChannelRuntime.excludedTools: the running instance's excluded_tools, as of its last start or reload. */
  excludedTools(alias: string): readonly string[] | undefined {
    const r = this.running.get(alias);
    return r ? (r.spec.excludedTools ?? []) : undefined;
  }

  ask(alias: string, request: QuestionRequest): Question | undefined {
    const r = this.running.get(alias);
    if (!r) return undefined;
    const turn = [...r.answering].find((x) => conversation(x) === request.conversation && x.sender === request.sender);
    if (!turn) return undefined;
    const open: OpenQuestion = { request, thread_id: turn.thread_id };
    r.questions.add(open);
    // Also after close: the asker tells how its question ended (accepted, refused).
    const tell = (content: string, recipient = request.sender): void => {
      try {
        this.send(r, { content, recipient, thread_id: turn.thread_id });
      } catch (err) {
        this.log.warn({ channel: r.channel, conversation: request.conversation, by: request.by, err: describe(err) }, 'a question to the sender could not be queued');
      }
    };
    tell(request.content);
    return { tell, close: () => void r.questions.delete(open) };
  }

  /** Offers an inbound message to the open questions of its conversation: true when one took it (it goes no further). */
  private offered(r: Instance<S>, m: InboundMessage): boolean {
    if (!r.questions.size) return false;
    const key = conversation(m);
    for (const q of [...r.questions]) {
      if (q.request.conversation !== key || q.thread_id !== m.thread_id) continue;
      let took = false;
      try {
        took = q.request.take({ sender: m.sender, content: m.content }) === true;
      } catch (err) {
        this.log.warn({ channel: r.channel, conversation: key, by: q.request.by, err: describe(err) }, 'a question\'s take failed; the message goes to the agent');
      }
      if (took) return true;
    }
    return false;
  }

  /** `svc status`: per instance its queues and last failed deliveries (no contents). */
  status(): unknown {
    return {
      channels: [...this.running.values()].map((r) => ({
        channel: r.channel,
        inbound_queued: r.waiting,
        answering: r.answering.size,
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
    // channels.max_concurrent_per_channel may have grown: start what now fits.
    for (const r of this.running.values()) this.pump(r);
  }

  /**
   * Takes no new messages; answers what is queued while the grace period lasts, then cancels what is still being
   * answered and reports every message given up with its ids; then drains the outboxes the same way.
   */
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    const all = [...this.running.values()];
    this.running.clear();
    // Held messages are answered now, in the grace period, like the queued ones.
    this.draining = true;
    for (const r of all) for (const h of [...r.held.values()]) this.flush(r, h);
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
      for (const turn of r.answering) for (const m of turn.messages) work.abandoned('messages', { channel: r.channel, ...messageIds(m) }, 'inbound message abandoned at shutdown: its answer was cancelled');
      for (const turn of r.queue) for (const m of turn.messages) work.abandoned('messages', { channel: r.channel, ...messageIds(m) }, 'inbound message abandoned at shutdown: never answered');
      r.queue.length = 0;
      r.waiting = 0;
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
        ...(this.deps.redact ? { redact: (text: string) => this.deps.redact!(text, `channel:${channel}`) } : {}),
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
      held: new Map(),
      waiting: 0,
      inFlight: new InFlight(),
      answering: new Set(),
      busy: new Set(),
      questions: new Set(),
      drops: { since: 0, at: -Infinity },
      screenedBy: new Map(),
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
      // A bind that fails names the channel's port key and its SVC_ variable (channels.<type>.<alias>).
      const failed = (err: Error): void => reject(listenFailure(err, { what: `channel ${r.channel}`, table: `channels.${r.channel}`, host: at.host, port: at.port }));
      server.once('error', failed);
      server.listen(at.port, at.host, () => {
        server.off('error', failed);
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
        const room = INBOUND_QUEUE_MAX - r.waiting;
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
    // The channel's screens run before an open question sees the message: a sender a screen drops is never answered
    // (a one-time-password prompt's replies go only to senders the channel admits). Each screen runs once a message.
    let screened: string | undefined;
    let screenedYet = false;
    if (r.questions.size) {
      screened = this.screened(r, m);
      screenedYet = true;
    }
    if (!screened && this.offered(r, m)) {
      // An answer to a question (a one-time password): counted as received, logged by ids, never queued or shown.
      const id = randomUUID();
      this.counters.received.inc({ channel: r.channel });
      this.log.info({ channel: r.channel, message_id: id, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}) }, 'inbound message taken as the answer to a question; it does not reach the agent');
      return id;
    }
    if (r.waiting >= INBOUND_QUEUE_MAX) {
      this.counters.refused.inc({ channel: r.channel });
      r.drops.since += 1;
      // A flood of refusals is one line a minute: the ids of the message that opens the window, and the count refused
      // since the previous line (this one included). Never the content.
      if (clock.now() - r.drops.at >= DROP_WARN_INTERVAL_MS) {
        this.log.warn(
          { channel: r.channel, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}), queued: r.waiting, dropped: r.drops.since },
          'inbound queue full: message refused with 503 (at most one such line a minute per channel)',
        );
        r.drops.since = 0;
        r.drops.at = clock.now();
      }
      return undefined;
    }
    if (!screenedYet) screened = this.screened(r, m);
    if (screened) {
      this.counters.screened.inc({ channel: r.channel });
      // Like the queue-full path: a flood of drops is one line a minute per channel and reason, with the count dropped
      // since the previous line (this one included) and the ids of the message that opens the window.
      let throttle = r.screenedBy.get(screened);
      if (!throttle) {
        if (r.screenedBy.size >= SCREEN_REASONS_MAX) r.screenedBy.clear();
        r.screenedBy.set(screened, (throttle = { since: 0, at: -Infinity }));
      }
      throttle.since += 1;
      if (clock.now() - throttle.at >= DROP_WARN_INTERVAL_MS) {
        this.log.info(
          { channel: r.channel, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}), reason: screened, dropped: throttle.since },
          'inbound message dropped by a screen',
        );
        throttle.since = 0;
        throttle.at = clock.now();
      }
      return randomUUID();
    }
    const id = randomUUID();
    const message: Message = m.thread_id === undefined ? { sender: m.sender, content: m.content, id } : { sender: m.sender, content: m.content, thread_id: m.thread_id, id };
    r.waiting += 1;
    r.inFlight.add(message);
    this.counters.received.inc({ channel: r.channel });
    const window = this.draining ? 0 : this.deps.turns().debounceMs;
    if (window > 0) this.hold(r, message, window);
    else this.enqueue(r, [message]);
    return id;
  }

  /** The first screen's reason to drop `m`; a screen that throws is contained (the message is let in). */
  private screened(r: Instance<S>, m: InboundMessage): string | undefined {
    for (const screen of this.deps.screens ?? []) {
      try {
        const reason = screen(r.channel, m);
        if (typeof reason === 'string' && reason) return reason;
      } catch (err) {
        this.callbackFailed(r, r.channel, 'screen', err, 'the message is let in');
      }
    }
    return undefined;
  }

  /**
   * Holds `m` with its sender's other messages in the same conversation until `window` ms pass without another one;
   * a turn that reached DEBOUNCE_MAX_MESSAGES or would pass DEBOUNCE_MAX_BYTES is queued at once, so a flood is
   * many bounded turns, never one endless one.
   */
  private hold(r: Instance<S>, m: Message, window: number): void {
    const key = `${conversation(m)}\u0000${m.sender}`;
    const bytes = Buffer.byteLength(m.content);
    let h = r.held.get(key);
    if (h && h.bytes + 1 + bytes > DEBOUNCE_MAX_BYTES) {
      this.flush(r, h);
      h = undefined;
    }
    if (!h) {
      h = { key, messages: [], bytes: -1, window: new AbortController() };
      r.held.set(key, h);
    }
    h.messages.push(m);
    h.bytes += 1 + bytes;
    if (h.messages.length >= DEBOUNCE_MAX_MESSAGES) return this.flush(r, h);
    h.window.abort();
    const restarted = new AbortController();
    h.window = restarted;
    const held = h;
    this.deps.clock.sleep(window, restarted.signal).then(
      () => {
        if (held.window === restarted) this.flush(r, held);
      },
      () => undefined,
    );
  }

  /** Ends a debounce window: its messages become one queued turn. */
  private flush(r: Instance<S>, h: Held): void {
    if (r.held.get(h.key) !== h) return;
    r.held.delete(h.key);
    h.window.abort();
    if (h.messages.length > 1) this.log.info({ channel: r.channel, ...turnIds({ sender: h.messages[0]!.sender, thread_id: h.messages[0]!.thread_id, messages: h.messages }) }, `debounced: ${h.messages.length} messages answered as one turn`);
    this.enqueue(r, h.messages);
  }

  private enqueue(r: Instance<S>, messages: readonly Message[]): void {
    const first = messages[0]!;
    r.queue.push({ sender: first.sender, thread_id: first.thread_id, messages });
    this.pump(r);
  }

  /** Starts turns while fewer than channels.max_concurrent_per_channel run, never two of one conversation at once. */
  private pump(r: Instance<S>): void {
    if (this.stop.signal.aborted) return;
    const limit = this.deps.turns().maxConcurrent;
    while (r.answering.size < limit) {
      const i = r.queue.findIndex((turn) => !r.busy.has(conversation(turn)));
      if (i < 0) break;
      const turn = r.queue.splice(i, 1)[0]!;
      const key = conversation(turn);
      r.waiting -= turn.messages.length;
      r.busy.add(key);
      r.answering.add(turn);
      void this.answer(r, turn).finally(() => {
        r.busy.delete(key);
        r.answering.delete(turn);
        for (const m of turn.messages) r.inFlight.delete(m);
        this.pump(r);
      });
    }
  }

  /**
   * One turn: the agent answers under the turn's deadline (channels.message_timeout_secs, from the turn's start), its
   * tool calls shown as they start when channels.show_tool_calls says so. At the deadline the turn is cancelled and
   * the sender gets a short notice instead of the answer: one reply per turn, whichever comes first.
   */
  private async answer(r: Instance<S>, turn: Turn): Promise<void> {
    const { timeoutMs, showToolCalls } = this.deps.turns();
    const deadline = new AbortController();
    const timer = new AbortController();
    let done = false;
    let notices = 0;
    const moreNotices = (): void => {
      if (notices > TOOL_NOTICES_MAX) this.send(r, { content: `…and ${notices - TOOL_NOTICES_MAX} more tool calls`, recipient: turn.sender, thread_id: turn.thread_id });
    };
    const onToolCall = (notice: ToolCallNotice): void => {
      if (done) return;
      notices += 1;
      if (notices > TOOL_NOTICES_MAX) return;
      try {
        this.send(r, { content: toolNotice(notice), recipient: turn.sender, thread_id: turn.thread_id });
      } catch (err) {
        this.log.warn({ channel: r.channel, ...turnIds(turn), err: describe(err) }, 'a tool-call notice could not be queued');
      }
    };
    this.deps.clock.sleep(timeoutMs, timer.signal).then(
      () => {
        if (done) return;
        done = true;
        const secs = Math.round(timeoutMs / 1000);
        deadline.abort(new Error(`the turn took longer than channels.message_timeout_secs (${secs} s)`));
        this.counters.timeouts.inc({ channel: r.channel });
        const ids = { channel: r.channel, ...turnIds(turn), conversation: conversation(turn), timeout_secs: secs };
        try {
          moreNotices();
          const delivery = this.send(r, { content: timeoutNotice(secs), recipient: turn.sender, thread_id: turn.thread_id });
          this.log.warn({ ...ids, ...(delivery ? { delivery_id: delivery } : {}) }, 'turn cancelled at channels.message_timeout_secs; the sender was told');
        } catch (err) {
          this.log.error({ ...ids, err: describe(err) }, 'turn cancelled at channels.message_timeout_secs; the notice to the sender could not be queued');
        }
      },
      () => undefined,
    );
    try {
      const reply = await this.deps.agent.respond({
        channel: r.channel,
        conversation: conversation(turn),
        message: turn.messages.map((m) => m.content).join('\n'),
        sender: turn.sender,
        ...(r.spec.excludedTools ? { excludedTools: r.spec.excludedTools } : {}),
        ...(showToolCalls ? { onToolCall } : {}),
        signal: AbortSignal.any([this.stop.signal, deadline.signal]),
      });
      // Answered at the deadline already (a runtime that finished as it was cancelled): never a second reply.
      if (done) return;
      done = true;
      moreNotices();
      // A message the agent declined to answer (its precheck: empty, a copy of one being answered) gets no reply.
      if (reply.text) this.send(r, { content: reply.text, recipient: turn.sender, thread_id: turn.thread_id });
    } catch (err) {
      // Cancelled at the deadline (the sender was told) or at the end of the shutdown's grace (the drain reports it).
      if (deadline.signal.aborted || this.stop.signal.aborted) return;
      done = true;
      // The sender learns of it on the channel the message came from; the id finds this line in the log.
      const failure = turnFailure(err);
      let delivery: string | undefined;
      try {
        moreNotices();
        delivery = this.send(r, { content: failure.notice, recipient: turn.sender, thread_id: turn.thread_id });
      } catch (sendErr) {
        this.log.warn({ channel: r.channel, ...turnIds(turn), error_id: failure.errorId, err: describe(sendErr) }, 'the failure notice to the sender could not be queued');
      }
      this.log.error(
        { channel: r.channel, ...turnIds(turn), error_id: failure.errorId, err: describe(err), ...(delivery ? { delivery_id: delivery } : {}) },
        `the agent could not answer a ${this.type} message`,
      );
    } finally {
      timer.abort();
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
