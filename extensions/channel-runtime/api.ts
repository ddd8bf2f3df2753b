// The channel runtime's public API: the point where channel types (built-in and third-party) register, and the types a
// channel type is written with. A channel type says only what is particular to it: how a message arrives and is
// verified, how a reply leaves, which ids it has. The runtime owns the rest: listener or polling loop, the one body
// reader, the bounded queue and its workers, pacing, drain, the retrying outbox and the shared mode's journal.
import type { IncomingHttpHeaders } from 'node:http';
import { createExtensionPoint, type Clock, type Kernel } from '../../kernel/index.js';
import type { AttemptContext, DeliveryPolicy, Delivery, Reply, SendOutcome } from './outbox.js';

export { ANSWER_BODY_MAX, ATTEMPT_TIMEOUT_MS, Outbox, replyJson } from './outbox.js';
export type { AttemptContext, Delivery, DeliveryJournal, DeliveryMetrics, DeliveryPolicy, HttpInit, OutboxOptions, Reply, SendOutcome } from './outbox.js';
export { BODY_LIMIT, createListener, type ListenerCallback, type ListenerOptions } from './listener.js';

/** Messages waiting per instance before 503 (CONTRACT §5). */
export const INBOUND_QUEUE_MAX = 100;
/** channels.debounce_ms: at most this many of a sender's messages are merged into one turn; the next starts another. */
export const DEBOUNCE_MAX_MESSAGES = 20;
/** channels.debounce_ms: at most this many bytes of content (UTF-8) are merged into one turn; the message that would pass it starts another. */
export const DEBOUNCE_MAX_BYTES = 64 * 1024;
/** channels.show_tool_calls: notices sent per turn at most; the calls beyond them are told as one "…and K more". */
export const TOOL_NOTICES_MAX = 5;
/** channels.show_tool_calls: characters of a notice's summary at most. */
export const TOOL_NOTICE_CHARS = 200;
/** At most one "inbound queue full" WARN per instance in this window; later refusals are counted in the next one and in /metrics. */
export const DROP_WARN_INTERVAL_MS = 60_000;

/** One inbound message. The conversation is its thread, else its sender; the reply goes to the sender, in the thread. */
export interface InboundMessage {
  readonly sender: string;
  /** Non-empty. */
  readonly content: string;
  readonly thread_id?: string | undefined;
}

/** An inbound HTTP request, read whole (at most 64 KiB) and checked to be JSON before the channel sees it. */
export interface InboundRequest {
  /** The body's bytes as received: what a signature covers (PITFALLS: never a decoded string). */
  readonly raw: Buffer;
  /** The path, without the query string. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** Every value of one header as sent, in order: a header sent twice is two values (Node would join or drop them). */
  header(name: string): string[];
}

/** What the runtime needs of one instance's table. */
export interface InstanceSpec {
  /** Run this instance. */
  readonly enabled: boolean;
  /** Inbound over HTTP (with `receive`): where its listener binds; port 0 takes a free one, logged with `listening`. */
  readonly listen?: { readonly host: string; readonly port: number; readonly path: string };
  /** Inbound by polling (with `poll`): the wait between two polls, in ms. */
  readonly pollIntervalMs?: number;
  /** Tools hidden from the model when it answers through this instance. */
  readonly excludedTools?: readonly string[];
  /** How replies leave; absent: they are dropped (the channel has no outbound side). */
  readonly delivery?: DeliveryPolicy;
}

/** What a channel's send gets for one attempt: the instance's settings, the attempt's signal and its HTTP. */
export interface SendContext<S> extends AttemptContext {
  readonly settings: S;
}

export interface PollContext {
  /** Aborted when the instance stops. */
  readonly signal: AbortSignal;
  /** Room left in the inbound queue: messages beyond it are refused (and counted as dropped). */
  readonly limit: number;
}

/**
 * A channel type. Instances are the tables `[channels.<type>.<alias>]` of a section the registering extension owns; the
 * channel's ref is `<type>.<alias>`. Every callback runs inside the runtime: what one throws becomes an answer (401,
 * 400) or a failed attempt, logged with the extension's name and counted, never an uncaught exception.
 */
export interface ChannelDefinition<S = Record<string, unknown>> {
  /** `[a-z][a-z0-9_]*`: the `<type>`, the status section and the metric prefix `svc_<type>_`. */
  readonly type: string;
  /** The runtime's view of one instance's table; called at start and after each config reload. */
  instance(settings: S, alias: string): InstanceSpec;
  /** Inbound over HTTP: checked in CONTRACT §5's order, 413 → 415 → verify (401) → JSON (400) → parse (400) → 503. */
  readonly receive?: {
    /** The request's credentials (a signature over `request.raw`): true lets it in; anything else is 401, a string saying why. */
    verify?(request: InboundRequest, settings: S): true | string | false;
    /** The message in the parsed JSON body, or a sentence saying what is wrong with it (400 `invalid_request`). */
    parse(body: unknown, request: InboundRequest, settings: S): InboundMessage | string;
  };
  /** Inbound by polling: the messages that arrived since the last poll (at most `context.limit`). A throw is retried after a backoff. */
  poll?(settings: S, context: PollContext): Promise<readonly InboundMessage[]>;
  /** One attempt of one reply: resolves to the receiver's status (a channel without HTTP resolves 200); a throw is retried. */
  send?(delivery: Delivery, context: SendContext<S>): Promise<SendOutcome>;
  /** The body a reply is sent and recorded as; default: JSON `{"content", "recipient"?, "thread_id"?}`. */
  format?(reply: Reply): string;
}

/**
 * The `[channels]` settings a channel instance answers with, read from the running config for each message (a reload
 * applies to the next one): the turn deadline, the turns in flight, the debounce window, the tool-call notices.
 */
export interface TurnSettings {
  /** channels.message_timeout_secs: a turn still running this long after it started is cancelled and its sender told. */
  readonly timeoutMs: number;
  /** channels.max_concurrent_per_channel: turns in flight per instance at most (one conversation is answered in order). */
  readonly maxConcurrent: number;
  /** channels.debounce_ms: a sender's messages this close together in one conversation are one turn; 0 is off. */
  readonly debounceMs: number;
  /** channels.show_tool_calls: each tool call of a turn is sent to its conversation as a message of its own. */
  readonly showToolCalls: boolean;
}

export interface ChannelOptions {
  /** Time for backoff, pacing, attempt timeouts and the drop WARN window; tests pass a fake one. */
  readonly clock?: Clock;
  /** Jitter source in [0, 1). */
  readonly random?: () => number;
}

/** A later message of a conversation with an open question, as the question's `take` sees it. */
export interface QuestionAnswer {
  readonly sender: string;
  readonly content: string;
}

/** A short question outside the agent, to the sender whose turn is being answered (a one-time password). */
export interface QuestionRequest {
  /** `<type>.<alias>` of a running instance. */
  readonly channel: string;
  /** The conversation of a turn being answered now (the thread id, else the sender). */
  readonly conversation: string;
  /** The sender of that turn: the question goes to them, in the turn's thread. */
  readonly sender: string;
  /** The question; it leaves through the outbox like a reply (leak-scanned). */
  readonly content: string;
  /** The asking extension, named in the log line of each message it takes. */
  readonly by: string;
  /**
   * Offered each later message of the conversation, from any sender, before the debounce window and the queue; true
   * takes it: it never reaches the agent, the conversation's history or memory. A throw counts as false (logged).
   */
  take(message: QuestionAnswer): boolean;
}

/** An open question; close it when answered or given up. */
export interface Question {
  /** Sends a short message in the question's conversation, to `recipient` (default: the sender asked); also once closed. */
  tell(content: string, recipient?: string): void;
  /** Later messages of the conversation go to the agent again. */
  close(): void;
}

/**
 * Looks at each inbound message of every channel before it is queued (peer groups drop ignored senders and bound
 * exchanges with other bots): a sentence saying why it is dropped, or undefined to let it in. A dropped message is
 * answered like an accepted one (the sender does not learn it was dropped), counted and logged without its content.
 */
export type InboundScreen = (channel: string, message: InboundMessage) => string | undefined;

export interface ChannelRuntime {
  /** Adds a screen that every inbound message of every channel instance passes before it is queued (see InboundScreen). */
  screen(screen: InboundScreen): void;
  /**
   * Asks the sender of a turn being answered now a question in that turn's conversation; undefined when `channel` is
   * no running instance of this runtime or no turn of that sender and conversation is being answered there (the turn
   * came from elsewhere: the CLI, cron, the gateway's chat).
   */
  ask(request: QuestionRequest): Question | undefined;
  /**
   * The tools hidden from the model on the running instance `<type>.<alias>` (its excluded_tools, as of its last start
   * or reload): what turns answered for that channel elsewhere (peer groups' turns) keep; undefined when none runs.
   */
  excludedTools(channel: string): readonly string[] | undefined;
  /**
   * Runs `definition` for the extension whose kernel view `kernel` is (call it from that extension's apply): its
   * instances start, drain and stop with that extension, log through its logger and show under its name in `svc
   * status`; its type is registered in the agent's channel registry (`channelsPoint`), so cron and SOPs send through it.
   */
  register<S>(kernel: Kernel, definition: ChannelDefinition<S>, options?: ChannelOptions): void;
}

/** Where channel extensions register their type; depend on `channel-runtime` to reach it (a plain JS extension: `kernel.use({ id: 'channel-runtime' })`). */
export const channelRuntimePoint = createExtensionPoint<ChannelRuntime>('channel-runtime');
