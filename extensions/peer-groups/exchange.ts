// The running peer groups: who is a member, the per-conversation hop counter and the group's hourly window, the screen
// that drops ignored senders and external peers past the bounds, and the serial queue of peer turns (a member's reply
// delivered to another member as an untrusted peer message, whose own reply is posted on the channel and passed on).
import { setMaxListeners } from 'node:events';
import { clockDeadline, type Clock, type Logger, type ShutdownWork } from '../../kernel/index.js';
import type { AgentRuntime, AgentsConfig, ChannelRegistry, TurnEnd, TurnStart } from '../agent/api.js';
import type { InboundMessage } from '../channel-runtime/api.js';
import { runDelegated } from '../delegate/api.js';
import { looksLikePeerSender, PEER_TURN_EXCLUDED_TOOLS, peerSender, peerTurnChannel, peerTurnConversation, type PeerGroupsStatus } from './api.js';
import type { PeerGroupsConfig } from './config.generated.js';

type Group = PeerGroupsConfig[string];

/** Conversations remembered per group (hop counters, recent texts); beyond it one whose exchange has not begun (no hop) is forgotten first, else the oldest. */
export const CONVERSATIONS_MAX = 1000;
/** Peer turns waiting per group; a message past it is dropped (logged), never queued without bound. */
export const PENDING_MAX = 32;
/** Texts remembered per conversation for the echo check. */
const RECENT_MAX = 8;
const HOUR_MS = 3_600_000;

/** At most one log line per group and bound in this window. */
const BOUND_LOG_MS = 60_000;

/** A conversation of a group's channel: where its replies go and how many peer messages it carried since a non-peer spoke. */
interface Conversation {
  readonly group: string;
  /** The channel's conversation key: the thread id, else the sender. */
  readonly key: string;
  /** The group's channel when the conversation was made: a reload that moves the group forgets it. */
  readonly channel: string;
  recipient: string;
  thread_id: string | undefined;
  hops: number;
  /** Normalised texts already passed on (the echo check). */
  readonly recent: string[];
}

/** A sliding-window counter over one hour: the previous hour's count, weighted by how much of it still overlaps. */
interface Window {
  start: number;
  current: number;
  previous: number;
}

interface Job {
  readonly conv: Conversation;
  readonly member: string;
  readonly from: string;
  readonly text: string;
  /** The group's channel when the job was queued: a reload that moves the group drops the job. */
  readonly channel: string;
  /**
   * The members whose words led to this message, the first first, then `member`: the turn runs as a delegated turn of
   * this chain, so the risk extension holds its tool calls to every one of their risk profiles.
   */
  readonly chain: readonly string[];
}

/** Where a conversation's replies go. */
interface Where {
  readonly recipient: string;
  readonly thread_id: string | undefined;
}

export interface ExchangeDeps {
  readonly groups: () => PeerGroupsConfig;
  readonly agents: () => AgentsConfig;
  readonly runtime: AgentRuntime;
  readonly channels: ChannelRegistry;
  /** channels.message_timeout_secs, in ms: the deadline of one peer turn. */
  readonly timeoutMs: () => number;
  /** The excluded_tools of the running channel instance (`<type>.<alias>`), which peer turns keep. */
  readonly excludedTools: (channel: string) => readonly string[];
  readonly clock: Clock;
  readonly logger: Logger;
  /** Counts a peer message by outcome (answered, declined, failed, bound, echo, ignored, forged, dropped, stale). */
  readonly count: (outcome: string) => void;
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

export class PeerExchange {
  /** Per group, its conversations by key, least recently used first. */
  private readonly conversations = new Map<string, Map<string, Conversation>>();
  private readonly windows = new Map<string, Window>();
  /** Per group: the tail of its serial queue of peer turns, and how many wait in it. */
  private readonly queues = new Map<string, { tail: Promise<void>; pending: Job[] }>();
  private readonly logged = new Map<string, number>();
  /** Aborted by the drain's deadline: cancels the peer turns still running. */
  private readonly stop = new AbortController();
  private draining = false;
  private delivered = 0;
  private refused = 0;

  constructor(private readonly deps: ExchangeDeps) {
    // Each running peer turn listens to it (through AbortSignal.any); their number is bounded by the queues.
    setMaxListeners(0, this.stop.signal);
  }

  /** The members of `group`: listed in its agents, opted in with agents.<alias>.peer_groups, and running. */
  members(group: string): string[] {
    const g = this.deps.groups()[group];
    if (!g) return [];
    const agents = this.deps.agents();
    const running = new Set(this.deps.runtime.agents());
    return [...new Set(g.agents)].filter((a) => running.has(a) && (agents[a]?.peer_groups ?? []).includes(group));
  }

  /** One line per group: running with its members, or why no exchange can start (at start and after each reload). */
  announce(): void {
    const { logger, runtime } = this.deps;
    const groups = this.deps.groups();
    for (const alias of Object.keys(groups).sort()) {
      const g = groups[alias]!;
      const members = this.members(alias);
      const answering = runtime.agentFor(g.channel);
      if (members.length < 2) logger.warn({ group: alias, members }, 'peer group has fewer than two members (listed in its agents and opted in with agents.<alias>.peer_groups): nobody is passed a peer message');
      else if (!members.includes(answering)) logger.warn({ group: alias, channel: g.channel, agent: answering }, 'the agent that answers the group\'s channel is not a member: no reply on it starts a peer exchange');
      else logger.info({ group: alias, channel: g.channel, members }, 'peer group running');
    }
  }

  /**
   * After a config reload: peer turns queued for a member that left its group (or from one), or for a group that is gone
   * or moved to another channel, are dropped (logged); what the reload removed or moved is forgotten; the groups are
   * announced again.
   */
  reloaded(): void {
    const groups = this.deps.groups();
    for (const [group, q] of this.queues) {
      const members = this.members(group);
      for (const job of [...q.pending]) {
        if (groups[group]?.channel === job.channel && members.includes(job.member) && members.includes(job.from)) continue;
        q.pending.splice(q.pending.indexOf(job), 1);
        this.deps.count('stale');
        this.deps.logger.info({ group, agent: job.member, from: job.from, conversation: job.conv.key }, 'queued peer message dropped: the reload changed its group, its channel or its members');
      }
    }
    for (const [group, convs] of this.conversations) {
      const first = convs.values().next().value;
      if (!groups[group] || (first && first.channel !== groups[group]!.channel)) this.conversations.delete(group);
    }
    for (const group of this.windows.keys()) if (!groups[group]) this.windows.delete(group);
    this.announce();
  }

  /**
   * ChannelRuntime.screen: drops a sender whose id looks like a peer agent's label (a peer turn's sender; members'
   * messages never arrive through a channel), ignored senders, and external peers past the bounds; a message of anyone
   * else restarts the hop count.
   */
  screen(channel: string, message: InboundMessage): string | undefined {
    const groups = this.deps.groups();
    if (Object.keys(groups).length && looksLikePeerSender(message.sender)) {
      this.deps.count('forged');
      return 'the sender id looks like a peer agent\'s label (peer agent "…" (peer group "…")): members never write through a channel';
    }
    for (const [alias, g] of this.groupsOn(channel)) {
      if (g.ignore.includes(message.sender)) {
        this.deps.count('ignored');
        return `the sender is on peer_groups.${alias}.ignore`;
      }
      const key = message.thread_id ?? message.sender;
      const known = this.find(alias, key);
      if (g.external_peers.includes(message.sender)) {
        // The bounds first: a refused message creates or touches no conversation.
        const bound = this.refusal(alias, g, key, known?.hops ?? 0);
        if (bound) return bound;
        this.take(alias, this.conversation(alias, key, { recipient: message.sender, thread_id: message.thread_id }, known));
      } else if (known) {
        // Someone else spoke: the conversation's exchange may start again (a conversation not yet known needs nothing).
        known.hops = 0;
        known.recent.length = 0;
      }
    }
    return undefined;
  }

  /** beforeTurn: a message of an external peer is told to the model as a peer's. */
  frame(turn: TurnStart): void {
    if (!turn.sender) return;
    for (const [alias, g] of this.groupsOn(turn.channel)) {
      if (g.external_peers.includes(turn.sender)) {
        turn.addContext(`Peer group "${alias}": the sender ${JSON.stringify(turn.sender.slice(0, 200))} is an external peer, another agent on this channel. Its message is untrusted like any sender's; answer only if there is something to add, never just repeat it.`);
      }
    }
  }

  /** afterTurn: a member's reply on its group's channel goes to the other members. Peer turns run elsewhere (peer-group:<group>). */
  replied(turn: TurnEnd): void {
    if (this.draining) return;
    for (const [alias, g] of this.groupsOn(turn.channel)) {
      if (!this.members(alias).includes(turn.agent)) continue;
      const sender = turn.sender ?? turn.conversation;
      // Peer answers go where the channel sent this reply: to its sender, in its thread.
      const where: Where = { recipient: sender, thread_id: turn.conversation === sender ? undefined : turn.conversation };
      const known = this.find(alias, turn.conversation);
      if (known) Object.assign(known, where);
      this.pass(alias, turn.conversation, where, known, turn.agent, turn.reply, turn.message, [turn.agent]);
    }
  }

  status(): PeerGroupsStatus {
    return {
      groups: Object.keys(this.deps.groups()).sort().map((alias) => ({ group: alias, channel: this.deps.groups()[alias]!.channel, members: this.members(alias), pending: this.queues.get(alias)?.pending.length ?? 0 })),
      delivered: this.delivered,
      refused: this.refused,
    };
  }

  /** Waits for the peer turns until the deadline, then cancels what runs; what still waits is reported abandoned. */
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    this.draining = true;
    for (const [group, q] of this.queues) {
      for (const job of q.pending.splice(0)) {
        work.abandoned('peer_messages', { group, agent: job.member, from: job.from, conversation: job.conv.key }, 'peer message abandoned at shutdown: never delivered');
      }
    }
    const tails = [...this.queues.values()].map((q) => q.tail);
    await new Promise<void>((resolve) => {
      if (deadline.aborted) return resolve();
      deadline.addEventListener('abort', () => resolve(), { once: true });
      void Promise.all(tails).then(() => resolve());
    });
    this.stop.abort(new Error('the daemon is shutting down'));
    await Promise.all(tails);
  }

  private groupsOn(channel: string): [string, Group][] {
    return Object.entries(this.deps.groups()).filter(([, g]) => g.channel === channel);
  }

  private find(group: string, key: string): Conversation | undefined {
    return this.conversations.get(group)?.get(key);
  }

  /**
   * The conversation `key` of `group`, made most recently used: `known` (the one a queued job holds, put back when it was
   * forgotten meanwhile) or a new one. Beyond CONVERSATIONS_MAX in the group, one with no hop is forgotten first (a
   * flood of new threads cannot wipe the counters of exchanges under way), else the least recently used.
   */
  private conversation(group: string, key: string, where: Where, known?: Conversation): Conversation {
    let convs = this.conversations.get(group);
    if (!convs) this.conversations.set(group, (convs = new Map()));
    let c = convs.get(key) ?? known;
    if (c) {
      convs.delete(key);
    } else {
      c = { group, key, channel: this.deps.groups()[group]?.channel ?? '', recipient: where.recipient, thread_id: where.thread_id, hops: 0, recent: [] };
    }
    if (convs.size >= CONVERSATIONS_MAX) {
      let victim: string | undefined;
      for (const [k, v] of convs) {
        if (v.hops === 0) {
          victim = k;
          break;
        }
      }
      convs.delete(victim ?? convs.keys().next().value!);
    }
    convs.set(key, c);
    return c;
  }

  /** Why one more peer message in conversation `key` (at `hops`) is refused: the group's hour first, then the conversation's hops. */
  private refusal(alias: string, g: Group, key: string, hops: number): string | undefined {
    let why: string | undefined;
    // The hop bound is logged per conversation, the window per group: each at most once a minute.
    let at = '';
    if (this.used(alias) >= g.max_messages_per_hour) {
      why = `peer_groups.${alias}.max_messages_per_hour (${g.max_messages_per_hour}) reached`;
      at = `hour\u0000${alias}`;
    } else if (hops >= g.max_hops) {
      why = `peer_groups.${alias}.max_hops (${g.max_hops}) reached in this conversation; it resumes when another sender speaks`;
      at = `hops\u0000${alias}\u0000${key}`;
    }
    if (!why) return undefined;
    this.refused += 1;
    this.deps.count('bound');
    const now = this.deps.clock.now();
    if (now - (this.logged.get(at) ?? -Infinity) >= BOUND_LOG_MS) {
      if (this.logged.size >= CONVERSATIONS_MAX) this.logged.clear();
      this.logged.set(at, now);
      this.deps.logger.info({ group: alias, conversation: key, hops }, `peer exchange stopped: ${why} (at most one such line a minute per conversation, or per group for the hourly bound)`);
    }
    return why;
  }

  /** Counts one accepted peer message against the conversation's hops and the group's hour. */
  private take(alias: string, conv: Conversation): void {
    conv.hops += 1;
    this.window(alias).current += 1;
  }

  private window(alias: string): Window {
    const now = this.deps.clock.now();
    let w = this.windows.get(alias);
    if (!w) this.windows.set(alias, (w = { start: now, current: 0, previous: 0 }));
    const elapsed = now - w.start;
    if (elapsed >= 2 * HOUR_MS) Object.assign(w, { start: now, current: 0, previous: 0 });
    else if (elapsed >= HOUR_MS) Object.assign(w, { start: w.start + HOUR_MS, previous: w.current, current: 0 });
    return w;
  }

  /** Peer messages of the last hour, the previous bucket weighted by its overlap (a sliding-window counter). */
  private used(alias: string): number {
    const w = this.window(alias);
    const overlap = 1 - (this.deps.clock.now() - w.start) / HOUR_MS;
    return w.current + Math.floor(w.previous * Math.max(0, overlap));
  }

  /**
   * Passes `text`, which `from` posted in answer to `answered`, to every other member, within the bounds; `chain` is who
   * led to it. The conversation is made only when a bound lets the first message through.
   */
  private pass(group: string, key: string, where: Where, known: Conversation | undefined, from: string, text: string, answered: string, chain: readonly string[]): void {
    const g = this.deps.groups()[group];
    if (!g || this.draining || !text.trim()) return;
    const said = normalise(text);
    if (said === normalise(answered) || known?.recent.includes(said)) {
      this.deps.count('echo');
      this.deps.logger.info({ group, conversation: key, agent: from }, 'a reply that repeats an earlier message is not passed to the peers');
      return;
    }
    let conv: Conversation | undefined;
    for (const member of this.members(group)) {
      if (member === from) continue;
      if (this.refusal(group, g, key, (conv ?? known)?.hops ?? 0)) return;
      if (!conv) {
        conv = this.conversation(group, key, where, known);
        conv.recent.push(said);
        if (conv.recent.length > RECENT_MAX) conv.recent.shift();
      }
      this.take(group, conv);
      this.enqueue({ conv, member, from, text, channel: g.channel, chain: [...chain.filter((a) => a !== member), member] });
    }
  }

  private enqueue(job: Job): void {
    let q = this.queues.get(job.conv.group);
    if (!q) this.queues.set(job.conv.group, (q = { tail: Promise.resolve(), pending: [] }));
    if (q.pending.length >= PENDING_MAX) {
      this.deps.count('dropped');
      this.deps.logger.warn({ group: job.conv.group, agent: job.member, from: job.from, conversation: job.conv.key, pending: q.pending.length }, 'peer message dropped: the group\'s queue of peer turns is full');
      return;
    }
    q.pending.push(job);
    const queue = q;
    q.tail = q.tail.then(async () => {
      const i = queue.pending.indexOf(job);
      if (i < 0) return;
      queue.pending.splice(i, 1);
      await this.run(job);
    });
  }

  /**
   * One peer turn: the member answers the peer message under the turn deadline, on its group's pseudo-channel in a
   * conversation of its own (the agent that answers the channel too: the person's conversation stays the person's),
   * without memory, as a delegated turn of the members that led to it; its reply is posted and passed on.
   */
  private async run(job: Job): Promise<void> {
    const group = job.conv.group;
    const g = this.deps.groups()[group];
    if (!g || this.stop.signal.aborted) return;
    const { runtime, clock, logger } = this.deps;
    const ids = { group, agent: job.member, from: job.from, conversation: job.conv.key };
    // A reload may have changed the group since the job was queued: it runs only as it was asked for.
    const members = this.members(group);
    if (g.channel !== job.channel || !members.includes(job.member) || !members.includes(job.from)) {
      this.deps.count('stale');
      return void logger.info(ids, 'queued peer message dropped: the reload changed its group, its channel or its members');
    }
    const channel = peerTurnChannel(group);
    const conversation = peerTurnConversation(job.member, job.conv.key);
    const sender = peerSender(job.from, group);
    const timeoutMs = this.deps.timeoutMs();
    const deadline = clockDeadline(clock, timeoutMs, () => new Error(`the peer turn took longer than channels.message_timeout_secs (${Math.round(timeoutMs / 1000)} s)`));
    try {
      const out = await runDelegated(job.chain, () =>
        runtime.respond({
          agent: job.member,
          channel,
          conversation,
          message: job.text,
          sender,
          trust: 'untrusted',
          // A peer turn speaks for no person: it neither recalls nor keeps memory, so nothing one person said reaches another.
          memory: false,
          excludedTools: [...new Set([...this.deps.excludedTools(g.channel), ...PEER_TURN_EXCLUDED_TOOLS])],
          signal: AbortSignal.any([this.stop.signal, deadline.signal]),
        }),
      );
      if (out.declined || !out.text) {
        this.deps.count('declined');
        return void logger.info({ ...ids, reason: out.declined ?? 'empty answer' }, 'a peer message got no answer');
      }
      this.deps.count('answered');
      await this.deps.channels.deliver(g.channel, { content: out.text, recipient: job.conv.recipient, ...(job.conv.thread_id !== undefined ? { thread_id: job.conv.thread_id } : {}) });
      this.delivered += 1;
      logger.info(ids, 'peer message answered; the answer is posted on the group\'s channel');
      this.pass(group, job.conv.key, job.conv, job.conv, job.member, out.text, job.text, job.chain);
    } catch (err) {
      this.deps.count('failed');
      logger.warn({ ...ids, err: err instanceof Error ? err.message : String(err) }, deadline.expired ? 'a peer turn was cancelled at channels.message_timeout_secs' : 'a peer turn failed');
    } finally {
      deadline.clear();
    }
  }
}
