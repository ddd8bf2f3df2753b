// The gate that serves otpPoint: which tool calls need a code, the challenges they wait on (bounded by token_ttl_secs),
// the spares (cache_valid_secs), wrong codes (challenge_max_attempts) and single use of each code. Every challenge and
// answer is logged and audited, never with the code. An operator's code answers one named challenge and spares only
// operator-started turns of its agent; a channel sender's code answers their own calls and spares only that turn.
// Wrong codes count in separate lockouts: the operator's surfaces (CLI, control socket, admin API, dashboard, estop
// resume), each channel sender, and each channel as a whole; a channel's lockout never blocks the operator. The counts
// and the last code used survive a restart (lockouts.ts keeps them in a state file).
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { systemClock, type Clock, type Logger } from '../../kernel/index.js';
import { EventThrottle } from '../../lib/event-throttle.js';
import type { ToolCallEvent } from '../agent/api.js';
import type { AuditTrail } from '../audit/api.js';
import type { Question, QuestionRequest } from '../channel-runtime/api.js';
import type { OtpChallenge, OtpService, OtpVerdict } from './api.js';
import type { OtpConfig } from './config.generated.js';
import { base32Decode, matchStep } from './totp.js';
import { categoryDomains } from './domain-categories.js';
import type { SharedChallenge, SharedOtp } from './shared.js';
import { emptyState, Lockout, makeRoom, MAX_CHANNEL_LOCKS, MAX_SENDER_LOCKS, readState, secretTag, senderKey, serialise, writeState, type LockoutState } from './lockouts.js';
import { PollLoop } from '../../lib/poll-loop.js';

export { LOCKOUT_BASE_MS, LOCKOUT_CAP_MS, LOCKOUT_FORGET_MS, MAX_SENDER_LOCKS } from './lockouts.js';

/** Tools whose `url` argument gated_domains applies to when the call carries no targets (ToolDefinition.targets). */
const URL_TOOLS = new Set(['http_request', 'web_fetch', 'browser', 'browser_open', 'text_browser']);
/** Challenges waiting at once at most; beyond, a gated call is refused at once (nobody answers that many). */
const MAX_PENDING = 64;
/** Of MAX_PENDING, the challenges of channel senders (all channels together) at most: the rest stay for operator turns. */
export const MAX_PENDING_CHANNELS = 48;
/** Challenges waiting at once on one channel at most, and from one sender in one conversation at most. */
export const MAX_PENDING_PER_CHANNEL = 16;
export const MAX_PENDING_PER_PARTY = 2;
/** Wrong codes in a row, in one lockout (the operator's, or one channel sender's), before its codes are refused for a while. */
export const MAX_FAILURES = 5;
/** Wrong codes in a row from all the senders of one channel together before that channel's codes are refused for a while. */
export const CHANNEL_MAX_FAILURES = 20;
/** The lockouts of admin API clients (per client address, and all together) are kept as those of a channel of this name. */
export const HTTP_LOCKS = '(admin API)';
/** Characters of a gated argument a channel prompt shows at most; a longer one is asked of the operator only. */
export const PROMPT_ARGUMENT_CHARS = 300;
/** Replies and log lines about code-shaped messages that answer nothing: one per question and sender in this window. */
export const FOREIGN_REPLY_WINDOW_MS = 60_000;

export interface GateDeps {
  readonly settings: () => OtpConfig;
  readonly logger: Logger;
  readonly audit?: AuditTrail;
  /** Time for challenges (token_ttl_secs), the spares and the lockouts; default the real clock. */
  readonly clock?: Clock;
  /** Time alone (tests of the code checks); ignored when `clock` is given. */
  readonly now?: () => number;
  /** Asks the sender on a channel for the code (the channel runtime, when loaded). */
  readonly channels?: { ask(request: QuestionRequest): Question | undefined };
  /** Where the last step used and the wrong-code counts are kept across restarts (see lockouts.ts); none: memory only. */
  readonly stateFile?: string;
  /** The leak detector's redaction, applied to the summary the operator is shown (svc otp pending, the admin API, the WARN). */
  readonly redact?: (text: string) => string;
}

/** Who asked for a gated call on a channel: the only sender whose code there answers it. */
interface Party {
  readonly channel: string;
  readonly conversation: string;
  readonly sender: string;
}

interface Waiting extends OtpChallenge {
  attempts: number;
  asked: OtpChallenge['asked'];
  /** Set when the call came from a channel conversation whose sender may answer it. */
  readonly party?: string;
  /** The channel of that party (the per-channel cap). */
  readonly partyChannel?: string;
  /** The call came from an operator-started turn (cli, cron, SOP, heartbeat, dashboard chat): its answer spares such turns of its agent. */
  readonly operatorTurn: boolean;
  /** The turn's signal: a channel sender's valid code spares the rest of this turn only. */
  readonly turn?: AbortSignal;
  /** The hosts the call reaches, as its prompt showed them (hostKey): a spare covers later calls to these hosts only. */
  readonly hosts: readonly string[];
  /** The call's summary as the operator sees it (svc otp pending): bounded, redacted, neutralised; never the raw arguments. */
  readonly summary: string;
  /** A question of this call is open on the channel (its sender was asked, or told it waits for the operator). */
  heard: boolean;
  /** The shared mode: wrong codes given on other instances (and of them, by the sender asked), as far as this one has counted them. */
  remoteWrong: number;
  remoteSenderWrong: number;
  /** Tells the sender asked on the channel (when one was). */
  tell?: (text: string) => void;
  settle(ok: boolean, why: string): void;
}

/** The shared mode: how often an instance reads the challenges of every instance (answers to its own, the others' to list and relay). */
export const SHARED_POLL_MS = 500;

/**
 * What a channel sender's valid code spares in the rest of their turn: later calls of the same tools only, to the hosts
 * their prompts showed only (a call to another host, or one too long to show, is asked again).
 */
interface TurnSpare {
  readonly party: string;
  readonly until: number;
  /** Per tool answered, the hosts its prompts showed (empty for a call that reaches no URL). */
  readonly tools: ReadonlyMap<string, ReadonlySet<string>>;
}

/** What a code acts on: one call waiting here (the operator), a channel sender's calls here, or calls waiting on other instances. */
interface Scope {
  readonly waiting?: Waiting;
  readonly party?: string;
  readonly remote?: { readonly rows: readonly SharedChallenge[]; readonly who: 'operator' | 'sender' };
}

/** The shared mode: the step a code matched, and whether this instance claimed it in PostgreSQL (no instance used it or a later one). */
interface Claim {
  readonly step: number | undefined;
  readonly claimed: boolean;
}

/** What a channel message must be to be taken as a code: 6 to 8 digits and nothing else (spaces around allowed). */
export const CODE_SHAPE = /^\s*[0-9]{6,8}\s*$/;
/** Code-shaped after normalising: 6 to 8 digits, or two groups of 3 or 4 digits split by one space or hyphen ("123 456"). */
const LOOSE_CODE = /^(?:[0-9]{6,8}|[0-9]{3,4}[ \u2010-\u2015-][0-9]{3,4})$/;

/**
 * The code a channel message holds, or undefined when it is not code-shaped: the message is normalised first (Unicode
 * NFKC, so full-width digits count; spaces around and trailing punctuation dropped), so "123 456", "１２３４５６" and
 * "123456." are withheld and checked like "123456", never passed to the model, history or memory.
 */
export function codeIn(content: string): string | undefined {
  if (content.length > 64) return undefined;
  const text = content.normalize('NFKC').trim().replace(/[.!?,;:。]+$/u, '').trim();
  return LOOSE_CODE.test(text) ? text.replace(/[^0-9]/g, '') : undefined;
}
/**
 * How long after a channel challenge ends its conversation's code-shaped messages from the sender asked are still
 * withheld (and a valid code spent): a code that comes late is not passed to the model, history or memory. A TOTP code
 * is good for up to 90 s (its step and one either side).
 */
export const LATE_CODE_GRACE_MS = 90_000;

/** Whether the sender of a channel call may answer it: they were asked (its prompt showed the whole argument). */
const senderAnswers = (w: Pick<OtpChallenge, 'asked'>): boolean => w.asked === 'channel';
const partyKey = (p: Party): string => `${p.channel}\u0000${p.conversation}\u0000${p.sender}`;
/** A turn the operator started (svc agent ask, cron, SOP steps, heartbeats, the dashboard chat): no channel sender. */
const operatorTurn = (e: Pick<ToolCallEvent, 'trust' | 'sender'>): boolean => e.trust === 'operator' && e.sender === undefined;

/** The hosts a call reaches: of every URL it declares (ToolCallEvent.targets), else of a URL tool's `url` argument. */
function urlHosts(event: Pick<ToolCallEvent, 'tool' | 'arguments' | 'targets'>): string[] {
  const url = (event.arguments as { url?: unknown } | null)?.url;
  const urls = event.targets ?? (URL_TOOLS.has(event.tool) && typeof url === 'string' ? [url] : []);
  return urls.flatMap((u) => {
    try {
      return [new URL(u).hostname.replace(/^\[|\]$/g, '')].filter(Boolean);
    } catch {
      return [];
    }
  });
}

/**
 * Text the model controls, made safe to show a person on one line: control characters (newlines included), bidi and
 * zero-width characters and backticks are shown as escapes (`\n`, `\u202e`, `\u0060`), and so are what a chat reads
 * as a mention (`@` at the start of a word, `<!`, `<@`, `<#`), so no fake line, markup or ping can be made of it. A
 * secret in it was already redacted by the runtime's leak detector before the call reached the gate, and the outbox
 * leak-scans the prompt again.
 */
export function shown(text: string): string {
  const escape = (ch: string): string => (ch === '\n' ? '\\n' : ch === '\t' ? '\\t' : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff`]/g, escape)
    .replace(/(^|\s)@/g, (_m, before: string) => `${before}\\u0040`)
    .replace(/<(?=[!@#])/g, '\\u003c');
}

/**
 * A URL tool's call as a prompt shows it: the method and each URL it declares (ToolCallEvent.targets, else its `url`)
 * without query, fragment or user info.
 */
function urlShown(event: Pick<ToolCallEvent, 'tool' | 'arguments' | 'targets'>): string | undefined {
  const args = event.arguments as { url?: unknown; method?: unknown } | null;
  const urls = event.targets ?? (URL_TOOLS.has(event.tool) && typeof args?.url === 'string' ? [args.url] : []);
  if (!urls.length) return undefined;
  const shownUrls = urls.map((u) => {
    try {
      const url = new URL(u);
      return `${url.protocol}//${url.host}${url.pathname}`;
    } catch {
      return '(not a URL)';
    }
  });
  const method = typeof args?.method === 'string' && args.method ? args.method.toUpperCase() : event.tool === 'http_request' ? 'GET' : 'open';
  return `${method} ${shownUrls.join(', ')}`;
}

/**
 * What a channel prompt shows of a gated call besides the tool: a URL tool's method and URL without query; else the
 * whole of the arguments (shell's `command` alone when it is the only one, else every argument as JSON), made safe by `shown`.
 * Undefined when it is longer than PROMPT_ARGUMENT_CHARS: such a call is asked of the operator only, since a person
 * cannot judge a call by its first part (the rest could be anything).
 */
export function promptSummary(event: Pick<ToolCallEvent, 'tool' | 'arguments' | 'targets'>): string | undefined {
  const url = urlShown(event);
  let text: string;
  if (url !== undefined) text = shown(url);
  else {
    const args = (event.arguments ?? {}) as Record<string, unknown>;
    const main = event.tool === 'shell' ? args.command : undefined;
    let raw: string;
    try {
      raw = typeof main === 'string' && Object.keys(args).length === 1 ? main : (JSON.stringify(event.arguments) ?? '');
    } catch {
      return undefined;
    }
    text = shown(raw);
  }
  return text.length > PROMPT_ARGUMENT_CHARS ? undefined : text;
}

/** Characters of a call's summary the operator is shown (svc otp pending, the admin API, the dashboard, the WARN) at most. */
export const OPERATOR_SUMMARY_CHARS = 300;

/**
 * A gated call as the operator is shown it: what a channel prompt shows (a URL tool's method and URLs without query;
 * shell's command; else the arguments as JSON), with leaks redacted first, made safe by `shown`, and bounded: past
 * OPERATOR_SUMMARY_CHARS it ends with "… (N more characters)", so a call too long for a channel prompt is still seen in
 * part, never whole. Never the raw arguments.
 */
export function operatorSummary(event: Pick<ToolCallEvent, 'tool' | 'arguments' | 'targets'>, redact: (text: string) => string = (t) => t): string {
  let raw = urlShown(event);
  if (raw === undefined) {
    const args = (event.arguments ?? {}) as Record<string, unknown>;
    const main = event.tool === 'shell' ? args.command : undefined;
    try {
      raw = typeof main === 'string' && Object.keys(args).length === 1 ? main : (JSON.stringify(event.arguments) ?? '');
    } catch {
      return '(arguments that cannot be shown)';
    }
  }
  const text = shown(redact(raw));
  return text.length > OPERATOR_SUMMARY_CHARS ? `${text.slice(0, OPERATOR_SUMMARY_CHARS)}… (${text.length - OPERATOR_SUMMARY_CHARS} more characters)` : text;
}

/** A host as calls are compared by: lower case, without a final dot or IPv6 brackets. */
const hostKey = (host: string): string => host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');

/** Whether `host` falls under a gated_domains entry: `example.com` covers it and its subdomains, `*.example.com` subdomains only. */
export function hostGated(host: string, domains: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return domains.some((d) => {
    const e = d.toLowerCase().trim();
    if (e.startsWith('*.')) return h.endsWith(e.slice(1));
    return h === e || h.endsWith(`.${e}`);
  });
}

export class OtpGate implements OtpService {
  private readonly waiting = new Map<string, Waiting>();
  /** Per agent, until when its operator-started turns' gated calls run without asking: the operator answered one of them. */
  private readonly operatorSpare = new Map<string, number>();
  /** Per turn (its signal), the channel sender spared in it and until when: they gave a valid code in that turn. */
  private spared = new WeakMap<AbortSignal, TurnSpare>();
  /**
   * The step of the last code accepted (that step's code and earlier ones are never accepted again), and the wrong codes
   * on the operator's surfaces (the CLI, the control socket, the admin API, the dashboard, estop resume), of each channel
   * sender and of each channel's senders together: read from the state file on first use, written at each change.
   */
  private kept: LockoutState | undefined;
  /** Whether the last write of the state file failed (one WARN until a write works again). */
  private saveFailed = false;
  /** One reply and log line per question and sender a minute for code-shaped messages that answer nothing. */
  private readonly foreign: EventThrottle<Record<string, unknown>>;
  private readonly clock: Clock;
  /** Aborted at close: ends the grace of every question still open. */
  private readonly closing = new AbortController();
  /** The shared mode with PostgreSQL: every instance's challenges and the last step used (shared.ts). */
  private remote: SharedOtp | undefined;
  /** The other instances' challenges as last read (open ones, and ended ones in their late-code grace). */
  private others: readonly SharedChallenge[] = [];
  private polls: PollLoop | undefined;
  private pollFailed = false;

  constructor(private readonly d: GateDeps) {
    this.clock = d.clock ?? { now: d.now ?? systemClock.now, sleep: systemClock.sleep };
    // Each question in its late-code grace listens on it (removed when the grace ends): many under a flood, no leak.
    setMaxListeners(0, this.closing.signal);
    this.foreign = new EventThrottle<Record<string, unknown>>({ windowMs: FOREIGN_REPLY_WINDOW_MS, maxKeys: 256, now: () => this.now() }, (_key, count, sample) => {
      if (!count) return;
      d.logger.warn({ ...sample, withheld: count }, 'more code-shaped messages that answered no waiting call were withheld (one line a minute per question and sender)');
      d.audit?.record('otp.withheld', { ...sample, withheld: count });
    });
  }

  private now(): number {
    return this.clock.now();
  }

  private get counts(): LockoutState {
    return (this.kept ??= this.load());
  }

  /** Reads the state file now (the daemon's start), so a corrupt one is reported at the start. */
  open(): void {
    void this.counts;
  }

  private load(): LockoutState {
    const file = this.d.stateFile;
    const key = this.key();
    if (!file || !key) return emptyState();
    try {
      const state = readState(file, secretTag(key), this.now());
      if (state?.skipped) this.d.logger.warn({ file, skipped: state.skipped }, 'rows of the one-time-password lockout state file were wrong and are left out; the others are kept');
      if (state?.clamped) this.d.logger.warn({ file, clamped: state.clamped }, 'lockouts in the one-time-password state file ended more than 15 min from now (a clock that ran ahead?): they end in 15 min at most');
      if (state && (state.senders.size || state.channels.size || !state.operator.idle(this.now()))) {
        this.d.logger.info({ senders: state.senders.size, channels: state.channels.size, operator_locked: state.operator.left(this.now()) > 0 }, 'one-time-password wrong-code counts and lockouts read from the state file');
      }
      return state ?? emptyState();
    } catch (err) {
      this.d.logger.warn({ file, err: (err as Error).message }, 'the one-time-password lockout state file cannot be read: it is treated as empty and rewritten at the next change');
      return emptyState();
    }
  }

  /** Writes the counts (after a change); a failed write is logged once and the counts still hold in memory. */
  private save(): void {
    const file = this.d.stateFile;
    const key = this.key();
    if (!file || !key || !this.kept) return;
    try {
      writeState(file, serialise(this.kept, secretTag(key), this.now()));
      if (this.saveFailed) this.d.logger.info({ file }, 'the one-time-password lockout state file is written again');
      this.saveFailed = false;
    } catch (err) {
      if (!this.saveFailed) this.d.logger.warn({ file, err: (err as Error).message }, 'the one-time-password lockout state file could not be written: lockouts hold until this process stops');
      this.saveFailed = true;
    }
  }

  private key(): Buffer | undefined {
    const secret = this.d.settings().secret;
    if (!secret) return undefined;
    const key = base32Decode(secret);
    return key && key.length >= 10 ? key : undefined;
  }

  enrolled(): boolean {
    return this.key() !== undefined;
  }

  pending(): readonly OtpChallenge[] {
    const here = this.remote ? { instance: this.remote.instance } : {};
    const mine = [...this.waiting.values()].map(({ id, tool, agent, channel, created_at, expires_at, attempts, remoteWrong, asked, summary }) => ({ id, tool, agent, channel, summary, created_at, expires_at, attempts: attempts + remoteWrong, asked, ...here }));
    return [...mine, ...this.openElsewhere().map((r) => ({ id: r.id, tool: r.tool, agent: r.agent, channel: r.channel, summary: r.summary, created_at: r.created_at, expires_at: r.expires_at, attempts: r.attempts + r.wrong, asked: r.operator_only ? ('operator' as const) : ('channel' as const), instance: r.instance }))];
  }

  /** The other instances' challenges still open, as last read. */
  private openElsewhere(): readonly SharedChallenge[] {
    const now = this.now();
    return this.others.filter((r) => r.ended_at === undefined && !r.answer && r.expires_at > now);
  }

  /**
   * The shared mode: this instance's challenges are published to PostgreSQL, and every instance's are read every
   * SHARED_POLL_MS (answers to this one's, written by another instance, are acted on; the others' are listed, answered
   * and relayed from here). Every code's step is claimed there, so a code is good once across all instances.
   */
  share(remote: SharedOtp): void {
    this.remote = remote;
    this.polls = new PollLoop(() => this.poll(), SHARED_POLL_MS);
    this.polls.start();
  }

  /** The daemon stops: no more polling; this instance's rows go (its calls were refused at close). */
  async unshare(): Promise<void> {
    const remote = this.remote;
    if (!remote) return;
    await this.polls?.stop();
    this.remote = undefined;
    this.others = [];
    await remote.removeMine().catch((err: Error) => this.d.logger.warn({ err: err.message }, 'the shared one-time-password challenges of this instance could not be removed; they expire on their own'));
    await remote.close();
  }

  /** One read of the shared challenges: answers and wrong codes given elsewhere for this instance's are acted on. */
  private async poll(): Promise<void> {
    const remote = this.remote;
    if (!remote) return;
    try {
      const rows = await remote.all(this.now());
      if (this.pollFailed) this.d.logger.info('the shared one-time-password challenges can be read again');
      this.pollFailed = false;
      this.others = rows.filter((r) => r.instance !== remote.instance);
      const c = this.d.settings();
      for (const row of rows) {
        const w = row.instance === remote.instance ? this.waiting.get(row.id) : undefined;
        if (!w) continue;
        if (row.answer) {
          const a = row.answer;
          const fields = { challenge: w.id, by: a.by, answered_on: a.instance };
          if (a.ok && c.cache_valid_secs > 0) {
            const until = this.now() + c.cache_valid_secs * 1000;
            if (a.who === 'operator' && w.operatorTurn) this.operatorSpare.set(w.agent, until);
            if (a.who === 'sender') this.spareTurn(w, until);
          }
          this.d.logger.info(fields, `a one-time-password challenge was answered on instance ${a.instance}`);
          if (a.who === 'sender') w.tell?.(a.ok ? 'Code accepted.' : 'That code was not accepted.');
          w.settle(a.ok, a.ok ? `a valid code was given by ${a.by} on instance ${a.instance}` : `refused on instance ${a.instance} by ${a.by}`);
        } else if (row.wrong > w.remoteWrong) {
          const bySender = row.sender_wrong > w.remoteSenderWrong;
          w.remoteWrong = row.wrong;
          w.remoteSenderWrong = row.sender_wrong;
          const left = c.challenge_max_attempts - w.attempts - w.remoteWrong;
          if (left <= 0) {
            w.tell?.(`That code was not accepted; the call was refused after ${c.challenge_max_attempts} wrong code(s).`);
            w.settle(false, `${w.attempts + w.remoteWrong} wrong codes (security.otp.challenge_max_attempts = ${c.challenge_max_attempts}), ${w.remoteWrong} of them given on other instances`);
          } else if (bySender) w.tell?.(`That code was not accepted; ${left} attempt(s) left.`);
        }
      }
    } catch (err) {
      if (!this.pollFailed) this.d.logger.error({ err: (err as Error).message }, 'the shared one-time-password challenges cannot be read: calls waiting here are answered only here until they can');
      this.pollFailed = true;
    }
  }

  /**
   * The secret changed (svc otp enroll --force, a reload): every spare, the last step used and the wrong-code counts
   * belong to the old secret and are forgotten. Calls still waiting keep waiting, for a code of the new secret.
   */
  secretChanged(): void {
    this.operatorSpare.clear();
    this.spared = new WeakMap();
    this.kept = emptyState();
    this.save();
    this.d.logger.info('security.otp.secret changed: the spares, the last code used and the wrong-code counts were reset');
  }

  /** Why the call needs a code (a few words), or undefined when it does not. */
  gatedBecause(event: Pick<ToolCallEvent, 'tool' | 'arguments' | 'targets' | 'pinRedirects' | 'guardHosts'>): string | undefined {
    const c = this.d.settings();
    if (!c.enabled) return undefined;
    const hosts = c.gated_domains.length || c.gated_domain_categories.length ? urlHosts(event) : undefined;
    if (hosts) {
      // Checked by host (a call gated by its action too: its code was asked for the hosts it showed): a redirect may not
      // lead the call to another host, and a gated host it reaches beyond the ones it declared (a browser page's link,
      // script or redirect) is refused, since no code was asked for it.
      event.pinRedirects?.();
      const declared = new Set(hosts.map(hostKey));
      event.guardHosts?.((host) => (declared.has(hostKey(host)) ? undefined : this.hostGatedBecause(host)));
    }
    if (c.gated_actions.includes(event.tool)) return `${event.tool} is in security.otp.gated_actions`;
    for (const host of hosts ?? []) {
      const because = this.hostGatedBecause(host, c);
      if (because) return because;
    }
    return undefined;
  }

  /** Why security.otp gates a call reaching `host` (gated_domains, gated_domain_categories; none while disabled), or undefined. */
  private hostGatedBecause(host: string, c = this.d.settings()): string | undefined {
    if (!c.enabled) return undefined;
    if (hostGated(host, c.gated_domains)) return `${host} is in security.otp.gated_domains`;
    const category = c.gated_domain_categories.find((name) => hostGated(host, categoryDomains([name])));
    return category ? `${host} is in security.otp.gated_domain_categories (${category})` : undefined;
  }

  /** The beforeToolCall tap: resolves when the call may run, rejects with a sentence for the model when it may not. */
  async admit(event: ToolCallEvent): Promise<void> {
    const because = this.gatedBecause(event);
    if (because) await this.challenge(event, because);
  }

  /**
   * Holds a call until a valid code comes (OtpService.challenge): from its sender, asked in its conversation when the
   * turn came from a channel, or from the operator naming its challenge; rejects with a sentence for the model when
   * none comes.
   */
  async challenge(event: ToolCallEvent, because: string): Promise<void> {
    const c = this.d.settings();
    const ids = { agent: event.agent, channel: event.channel, tool: event.tool };
    if (!this.enrolled()) {
      this.d.logger.warn(ids, 'a gated tool call was refused: no one-time-password secret is enrolled (svc otp enroll)');
      throw new Error(`${because}, and no one-time-password secret is enrolled; the operator must run svc otp enroll. Tell the user the action was not done`);
    }
    const byOperator = operatorTurn(event);
    if (byOperator && this.now() < (this.operatorSpare.get(event.agent) ?? 0)) {
      this.d.logger.info(ids, 'gated tool call allowed: the operator answered a gated call of this agent\'s operator-started turns within security.otp.cache_valid_secs');
      return;
    }
    const party: Party | undefined = !byOperator && event.conversation !== undefined && event.sender !== undefined ? { channel: event.channel, conversation: event.conversation, sender: event.sender } : undefined;
    const pk = party ? partyKey(party) : undefined;
    const summary = promptSummary(event);
    const hosts = [...new Set(urlHosts(event).map(hostKey))];
    const spare = pk && event.signal ? this.spared.get(event.signal) : undefined;
    // A sender's earlier code spares only what they could have seen: a call short enough to show, of a tool they allowed,
    // to hosts shown to them. A call only the operator can allow (too long to show) is never spared by a sender's code.
    const shownBefore = spare?.tools.get(event.tool);
    if (spare && spare.party === pk && this.now() < spare.until && summary !== undefined && shownBefore && hosts.every((h) => shownBefore.has(h))) {
      this.d.logger.info({ ...ids, sender: party!.sender }, 'gated tool call allowed: this sender gave a valid one-time password earlier in this turn for this tool (and these hosts), within security.otp.cache_valid_secs');
      return;
    }
    if (event.signal?.aborted) throw new Error(`${because}, and the turn was cancelled`);
    // After close (beforeShutdown), a turn still draining must not start a wait that would hold the shutdown.
    if (this.closing.signal.aborted) throw new Error(`${because}, and the daemon is shutting down; the call was not run`);
    if (this.waiting.size >= MAX_PENDING) throw new Error(`${because}, and ${MAX_PENDING} calls already wait for a code; the call was not run`);
    if (party) {
      const all = [...this.waiting.values()];
      const full =
        all.filter((w) => w.party === pk).length >= MAX_PENDING_PER_PARTY
          ? `${MAX_PENDING_PER_PARTY} calls of this sender already wait for a code`
          : all.filter((w) => w.partyChannel === party.channel).length >= MAX_PENDING_PER_CHANNEL
            ? `${MAX_PENDING_PER_CHANNEL} calls from ${party.channel} already wait for a code`
            : all.filter((w) => w.party !== undefined).length >= MAX_PENDING_CHANNELS
              ? `${MAX_PENDING_CHANNELS} calls from channels already wait for a code`
              : undefined;
      if (full) {
        this.d.logger.warn({ ...ids, sender: party.sender }, `a gated tool call was refused at once: ${full}`);
        throw new Error(`${because}, and ${full}; the call was not run`);
      }
    }
    const id = `otp_${randomBytes(6).toString('hex')}`;
    const created = this.now();
    const ttl = c.token_ttl_secs * 1000;
    const who: Record<string, string> = party ? { sender: party.sender } : {};
    const operatorView = operatorSummary(event, this.d.redact);
    let question: Question | undefined;
    // The shared mode: published before anyone is asked, so an answer given on another instance finds it.
    const remote = this.remote;
    if (remote) {
      try {
        await remote.publish({
          id, tool: event.tool, agent: event.agent, channel: event.channel, summary: operatorView, ...(party ? { conversation: party.conversation, sender: party.sender } : {}),
          operator_only: !(party && this.d.channels && summary !== undefined), operator_turn: byOperator, created_at: created, expires_at: created + ttl,
        });
      } catch (err) {
        this.d.logger.warn({ ...ids, challenge: id, err: (err as Error).message }, 'the challenge could not be shared with the other instances: only this instance can answer it');
      }
      // The turn may have ended while the row was written (the wait below listens for that only from its start).
      if (event.signal?.aborted || this.closing.signal.aborted) {
        remote.end(id, this.now(), false).catch(() => undefined);
        throw new Error(`${because}, and ${event.signal?.aborted ? 'the turn was cancelled' : 'the daemon is shutting down; the call was not run'}`);
      }
    }
    const outcome = await new Promise<{ ok: boolean; why: string }>((resolve) => {
      const timer = new AbortController();
      const onCancel = (): void => settle(false, 'the turn was cancelled');
      const settle = (ok: boolean, why: string): void => {
        if (!this.waiting.has(id)) return;
        timer.abort();
        event.signal?.removeEventListener('abort', onCancel);
        this.waiting.delete(id);
        waiting.heard = false;
        if (question) this.linger(question);
        // A channel's row stays (ended) through the late-code grace, so a late code reaching another instance is withheld too.
        remote?.end(id, this.now(), question !== undefined).catch((err: Error) => this.d.logger.warn({ challenge: id, err: err.message }, 'the ended challenge could not be removed from the shared table; it expires on its own'));
        resolve({ ok, why });
      };
      const waiting: Waiting = {
        id, ...ids, created_at: created, expires_at: created + ttl, attempts: 0, remoteWrong: 0, remoteSenderWrong: 0, asked: 'operator', tell: (text) => question?.tell(text),
        hosts, summary: operatorView, heard: false,
        ...(pk ? { party: pk, partyChannel: party!.channel } : {}), operatorTurn: byOperator, ...(event.signal ? { turn: event.signal } : {}), settle,
      };
      this.waiting.set(id, waiting);
      if (party && this.d.channels && summary !== undefined) {
        // The tool and the whole gated argument, bounded and made safe: the person must see what they allow.
        try {
          question = this.d.channels.ask({
            ...party,
            by: 'otp',
            content:
              `A one-time password is needed before the assistant runs ${event.tool} (${summary}). `
              + `Reply with the code from the operator's authenticator app within ${c.token_ttl_secs} s (${c.challenge_max_attempts} wrong code(s) refuse it). `
              + 'Your reply is not shown to the assistant.',
            take: (m) => this.fromChannel(party, m, question),
          });
        } catch (err) {
          // The operator can still answer; the channel is not asked.
          this.d.logger.warn({ ...ids, challenge: id, err: (err as Error).message }, 'the sender could not be asked for a one-time password on the channel');
        }
        if (question) waiting.asked = 'channel';
        if (question) waiting.heard = true;
        else remote?.operatorOnly(id).catch(() => undefined);
      } else if (party && summary === undefined) {
        this.d.logger.warn({ ...ids, ...who, challenge: id }, `the gated call's arguments are longer than a channel prompt shows (${PROMPT_ARGUMENT_CHARS} characters): only the operator is asked`);
        // The sender is told it waits for the operator, and a code they type meanwhile is withheld (never reaches the
        // model, the history or memory): it answers nothing, since they cannot see what they would allow.
        try {
          question = this.d.channels?.ask({
            ...party,
            by: 'otp',
            content:
              `The assistant wants to run ${event.tool}, whose arguments are too long to show here: only the operator can allow it, `
              + `with a one-time password, within ${c.token_ttl_secs} s. A code sent here answers nothing and is not passed on.`,
            take: (m) => this.fromChannel(party, m, question),
          });
        } catch (err) {
          this.d.logger.warn({ ...ids, challenge: id, err: (err as Error).message }, 'the sender could not be told on the channel that the call waits for the operator');
        }
        if (question) waiting.heard = true;
      }
      this.d.logger.warn(
        { ...ids, ...who, challenge: id, summary: operatorView, asked: waiting.asked, wait_secs: c.token_ttl_secs },
        waiting.asked === 'channel'
          ? `a gated tool call waits for a one-time password: its sender was asked on ${event.channel}; the operator may answer with svc otp verify CODE --challenge ${id} within ${c.token_ttl_secs} s`
          : `a gated tool call waits for a one-time password: run svc otp verify CODE --challenge ${id} within ${c.token_ttl_secs} s`,
      );
      this.d.audit?.record('otp.challenge', { challenge: id, ...ids, ...who, asked: waiting.asked, reason: because });
      this.clock.sleep(ttl, timer.signal).then(
        () => {
          question?.tell(`No valid one-time password within ${c.token_ttl_secs} s: ${event.tool} was not run.`);
          settle(false, `no valid code within security.otp.token_ttl_secs = ${c.token_ttl_secs} s`);
        },
        () => undefined,
      );
      event.signal?.addEventListener('abort', onCancel, { once: true });
    });
    this.d.logger.info({ ...ids, ...who, challenge: id, outcome: outcome.ok ? 'allowed' : 'refused' }, `one-time-password challenge ${outcome.ok ? 'answered' : 'refused'}: ${outcome.why}`);
    this.d.audit?.record(outcome.ok ? 'otp.allowed' : 'otp.refused', { challenge: id, ...ids, ...who, reason: outcome.why });
    if (!outcome.ok) throw new Error(`${because}, and the call needs a one-time password: ${outcome.why}. Tell the user the action was not done`);
  }

  /**
   * A message in a conversation where a sender was asked for a code (the channel runtime offers each one, after the
   * channel's screens). Taken when it has the shape of a code: from the sender asked, it answers their waiting calls
   * there (and only those); from anyone else it answers nothing, and a valid code in it is spent, so a code posted in a
   * shared thread cannot be replayed. Either way the message never reaches the model, the history or memory.
   */
  private fromChannel(party: Party, m: { readonly sender: string; readonly content: string }, question: Question | undefined): boolean {
    const code = codeIn(m.content);
    if (code === undefined) return false;
    const at = `${party.channel}:${m.sender}`;
    const pk = partyKey(party);
    // Another sender with a call of their own waiting in this conversation (asked, or told it waits for the operator):
    // not taken here, so their own question takes it (the channel runtime offers it to each open question in turn).
    if (m.sender !== party.sender && this.heardHere(party.channel, party.conversation, m.sender)) return false;
    const mine = [...this.waiting.values()].filter((w) => w.party === pk);
    if (m.sender === party.sender && mine.length && !mine.some(senderAnswers)) {
      // Their calls here wait for the operator only (too long to show): the code answers nothing and a valid one is spent.
      const spent = this.spendOrCount(code, party.channel, m.sender);
      const fields = { by: at, channel: party.channel, sender: m.sender, spent };
      if (this.foreign.admit(`${pk}\u0000${m.sender}\u0000operator`, fields)) {
        this.d.logger.warn(fields, 'a code-shaped message from a sender whose call waits for the operator only was withheld; it answers nothing');
        this.d.audit?.record('otp.operator_only', fields);
        question?.tell('Your message looks like a one-time password: the call waiting here can be allowed by the operator only, so it answers nothing and was not passed on.', m.sender);
      }
      return true;
    }
    if (m.sender !== party.sender || !mine.length) {
      // Another sender's, or the asked sender's after the challenge ended (LATE_CODE_GRACE_MS): answers nothing. The
      // reply, the WARN and the audit line are one per question and sender a minute (the rest are counted).
      const late = m.sender === party.sender;
      const spent = this.spendOrCount(code, party.channel, m.sender);
      const fields = { by: at, channel: party.channel, sender: m.sender, asked: party.sender, spent };
      if (this.foreign.admit(`${pk}\u0000${m.sender}`, fields)) {
        this.d.logger.warn(fields, late ? 'a code-shaped message came after its one-time-password challenge ended; it was withheld and answers nothing' : 'a code-shaped message from another sender in a conversation waiting for a one-time password was withheld; it answers nothing');
        this.d.audit?.record(late ? 'otp.late' : 'otp.foreign', fields);
        question?.tell('Your message looks like a one-time password and answers no call waiting for you; it was not passed on.', m.sender);
      }
      return true;
    }
    const told = (verdict: OtpVerdict): void => this.tellVerdict(verdict, pk, question);
    const scope = { party: pk };
    const locks = this.senderCounts(party.channel, m.sender);
    if (this.remote) void this.checkShared(code, at, 'gated calls', scope, locks).then(told, (err: Error) => this.d.logger.error({ by: at, err: err.message }, 'a one-time password could not be checked'));
    else told(this.check(code, at, 'gated calls', scope, locks));
    return true;
  }

  /** Tells the sender asked in a conversation what became of their code. */
  private tellVerdict(verdict: OtpVerdict, pk: string, question: Question | undefined): void {
    if (verdict.valid) {
      question?.tell('Code accepted.');
    } else if (!verdict.refused.length) {
      const left = Math.min(...[...this.waiting.values()].filter((w) => w.party === pk && senderAnswers(w)).map((w) => this.d.settings().challenge_max_attempts - w.attempts));
      question?.tell(`That code was not accepted (${verdict.reason ?? 'wrong'})${Number.isFinite(left) ? `; ${left} attempt(s) left` : ''}.`);
    } else {
      question?.tell(`That code was not accepted (${verdict.reason ?? 'wrong'}); the call was refused after ${this.d.settings().challenge_max_attempts} wrong code(s).`);
    }
  }

  /**
   * The shared mode's channel screen (every inbound message of every channel instance of this one): a code-shaped
   * message in a conversation where a call waits on another instance (or did, within LATE_CODE_GRACE_MS) is withheld
   * here (never reaches this instance's model, history or memory). From the sender asked there, it answers that call:
   * checked here, its step claimed for every instance, the verdict written for the owner to act on. From anyone else,
   * or late, it answers nothing and a valid code in it is spent. Returns why it was withheld (logged; never the code).
   */
  relay(channel: string, m: { readonly sender: string; readonly content: string; readonly thread_id?: string | undefined }): string | undefined {
    const code = this.remote && this.others.length ? codeIn(m.content) : undefined;
    if (code === undefined) return undefined;
    const conversation = m.thread_id ?? m.sender;
    const now = this.now();
    const here = this.others.filter((r) => r.channel === channel && r.conversation === conversation && (r.ended_at ?? r.expires_at) + LATE_CODE_GRACE_MS > now);
    if (!here.length) return undefined;
    const at = `${channel}:${m.sender}`;
    const answerable = here.filter((r) => r.sender === m.sender && !r.operator_only && r.ended_at === undefined && !r.answer && r.expires_at > now);
    // The sender's own call waits here: their question on this instance takes the code (never spent as foreign).
    if (!answerable.length && this.heardHere(channel, conversation, m.sender)) return undefined;
    if (!answerable.length) {
      const spent = this.spendOrCount(code, channel, m.sender);
      const fields = { by: at, channel, sender: m.sender, instance: here[0]!.instance, spent };
      if (this.foreign.admit(`${channel}\u0000${conversation}\u0000${m.sender}\u0000remote`, fields)) {
        this.d.logger.warn(fields, 'a code-shaped message for a conversation whose call waits (or waited) on another instance answers nothing here; it was withheld');
        this.d.audit?.record('otp.foreign', fields);
      }
      return `a code-shaped message in a conversation whose call waits on instance ${here[0]!.instance}: withheld, it answers nothing`;
    }
    void this.checkShared(code, at, 'gated calls', { remote: { rows: answerable, who: 'sender' } }, this.senderCounts(channel, m.sender)).catch((err: Error) =>
      this.d.logger.error({ by: at, err: err.message }, 'a one-time password could not be checked'),
    );
    return `taken as the one-time password for a call waiting on instance ${answerable[0]!.instance}`;
  }

  /**
   * The shared mode's check: the code's step is claimed in PostgreSQL first (once across every instance: a replay on
   * another instance is refused), then the code is checked as here; for calls of other instances the verdict is written
   * into their rows (a valid code: the answer; a wrong one: counted), and their owner acts on it within SHARED_POLL_MS.
   */
  private async checkShared(code: string, by: string, purpose: string, scope: Scope, locks: readonly [Lockout, number][]): Promise<OtpVerdict> {
    const remote = this.remote;
    const key = this.key();
    const now = this.now();
    let claim: Claim | undefined;
    if (remote && key && Math.max(0, ...locks.map(([l]) => l.left(now))) === 0) {
      const step = matchStep(key, code.trim(), Math.floor(now / 1000));
      let claimed = false;
      if (step !== undefined && step > this.counts.lastStep) {
        try {
          claimed = await remote.claimStep(secretTag(key), step);
        } catch (err) {
          return this.unchecked(by, purpose, `the shared state cannot be reached (${(err as Error).message}); the code was not checked, try again`);
        }
      }
      claim = { step, claimed };
    }
    const verdict = this.check(code, by, purpose, scope, locks, claim);
    if (!remote || !scope.remote) return verdict;
    const answered: string[] = [];
    const refused = verdict.refused.filter((id) => !scope.remote!.rows.some((r) => r.id === id));
    for (const r of scope.remote.rows) {
      try {
        if (verdict.valid) {
          if (await remote.answer(r.id, { ok: true, by, who: scope.remote.who }, this.now())) answered.push(r.id);
          else this.d.logger.warn({ challenge: r.id, instance: r.instance, by }, 'a valid one-time password came for a call of another instance that no longer waits (answered, refused or expired)');
        } else if (!verdict.reason?.startsWith('one-time passwords are locked') && key) {
          const total = await remote.wrongCode(r.id, this.now(), scope.remote.who === 'sender');
          if (total !== undefined && total >= this.d.settings().challenge_max_attempts) refused.push(r.id);
        }
      } catch (err) {
        this.d.logger.error({ challenge: r.id, instance: r.instance, err: (err as Error).message }, 'the answer for a call of another instance could not be written to the shared table');
      }
    }
    const local = verdict.answered.filter((id) => !scope.remote!.rows.some((r) => r.id === id));
    const out: OtpVerdict = { ...verdict, answered: [...local, ...answered], refused };
    if (verdict.valid && !answered.length && !local.length) {
      const { unlocked_until: _none, ...rest } = out;
      return { ...rest, reason: 'the code was valid (and is now used), but the call no longer waits: answered, refused or expired' };
    }
    return out;
  }

  /**
   * OtpService.verify on every surface of the operator (CLI, control socket, admin API, dashboard): as verify, and in
   * the shared mode the code's step is claimed across instances and a call of another instance can be named (svc otp
   * pending lists every instance's); its owner lets it run within SHARED_POLL_MS.
   */
  async verifyAny(code: string, by: string, options: { readonly unlock?: boolean; readonly purpose?: string; readonly challenge?: string } = {}): Promise<OtpVerdict> {
    const remote = this.remote;
    if (!remote) return this.verify(code, by, options);
    const purpose = options.purpose ?? 'gated calls';
    const locks = this.operatorCounts(by);
    if (!(options.unlock ?? true)) return this.checkShared(code, by, purpose, {}, locks);
    let local: Waiting | undefined;
    let row: SharedChallenge | undefined;
    if (options.challenge !== undefined) {
      local = this.waiting.get(options.challenge);
      if (!local) {
        try {
          row = await remote.get(options.challenge);
        } catch (err) {
          return this.unchecked(by, purpose, `the shared state cannot be reached (${(err as Error).message}); the code was not checked, try again`);
        }
        if (!row || row.instance === remote.instance || row.answer || row.ended_at !== undefined || row.expires_at <= this.now()) {
          return this.unchecked(by, purpose, `no gated call waits under challenge ${JSON.stringify(options.challenge.slice(0, 40))} (svc otp pending lists them); the code was not checked`);
        }
      }
    } else {
      const elsewhere = this.openElsewhere();
      const count = this.waiting.size + elsewhere.length;
      if (count > 1) return this.unchecked(by, purpose, `${count} gated calls wait (on all instances): name the one this code answers (svc otp verify CODE --challenge ID; "challenge" in the API); the code was not checked`);
      local = [...this.waiting.values()][0];
      row = local ? undefined : elsewhere[0];
    }
    return this.checkShared(code, by, purpose, local ? { waiting: local } : row ? { remote: { rows: [row], who: 'operator' } } : {}, locks);
  }

  /**
   * The lockouts an operator's code counts in, by surface: the control socket (`by` = `cli`: svc otp verify, svc estop
   * resume; its peer is uid-checked) has its own; each admin API client (`by` = its address: the dashboard too) has one,
   * and all of them together another (CHANNEL_MAX_FAILURES), so wrong codes over HTTP never lock the CLI out.
   */
  private operatorCounts(by: string): [Lockout, number][] {
    return by === 'cli' ? [[this.counts.operator, MAX_FAILURES]] : this.senderCounts(HTTP_LOCKS, by);
  }

  /** The lockouts a channel sender's code counts in: their own, then their channel's. */
  private senderCounts(channel: string, sender: string): [Lockout, number][] {
    const { senders, channels } = this.counts;
    const sk = senderKey(channel, sender);
    let mine = senders.get(sk);
    if (!mine) {
      // Full: idle counters go first, then the oldest that is not locked (a flood of fresh sender ids meets the channel's lockout).
      makeRoom(senders, MAX_SENDER_LOCKS, this.now());
      senders.set(sk, (mine = new Lockout()));
    }
    let all = channels.get(channel);
    if (!all) {
      makeRoom(channels, MAX_CHANNEL_LOCKS, this.now());
      channels.set(channel, (all = new Lockout()));
    }
    return [
      [mine, MAX_FAILURES],
      [all, CHANNEL_MAX_FAILURES],
    ];
  }

  /**
   * The operator gives a code (CLI, control socket, admin API, dashboard; OtpService.verify). With `unlock` (the
   * default) it answers one waiting call: the one `challenge` names, or the only one waiting (with more than one, the
   * id is required and the code is not checked); a call of an operator-started turn answered spares that agent's
   * operator-started turns for cache_valid_secs; a channel sender's call answered spares nobody. Without `unlock`
   * (estop resume) the code is only checked. Wrong codes count in the operator's own lockout.
   */
  verify(code: string, by: string, options: { readonly unlock?: boolean; readonly purpose?: string; readonly challenge?: string } = {}): OtpVerdict {
    const purpose = options.purpose ?? 'gated calls';
    const locks = this.operatorCounts(by);
    if (!(options.unlock ?? true)) return this.check(code, by, purpose, {}, locks);
    let target: Waiting | undefined;
    if (options.challenge !== undefined) {
      target = this.waiting.get(options.challenge);
      if (!target) return this.unchecked(by, purpose, `no gated call waits under challenge ${JSON.stringify(options.challenge.slice(0, 40))} (svc otp pending lists them); the code was not checked`);
    } else if (this.waiting.size > 1) {
      return this.unchecked(by, purpose, `${this.waiting.size} gated calls wait: name the one this code answers (svc otp verify CODE --challenge ID; "challenge" in the API); the code was not checked`);
    } else target = [...this.waiting.values()][0];
    return this.check(code, by, purpose, target ? { waiting: target } : {}, locks);
  }

  /** A verdict for a request that names no answerable call: the code is neither checked, spent nor counted. */
  private unchecked(by: string, purpose: string, reason: string): OtpVerdict {
    const verdict: OtpVerdict = { valid: false, reason, answered: [], refused: [] };
    this.d.logger.warn({ by, purpose, valid: false, reason }, 'a one-time password was not checked');
    this.d.audit?.record('otp.failed', { by, purpose, valid: false, answered: [], refused: [], reason });
    return verdict;
  }

  /**
   * Checks a code and acts on it for `scope`: `waiting` (the operator) answers that call; `party` (a channel sender)
   * answers that sender's calls in that conversation and spares the rest of their turns; neither (estop resume, or no
   * call waiting) only checks. Wrong codes count against the waiting calls of the scope and in each of `locks`; while
   * any of them is locked, no code is checked (a right one is refused too).
   */
  private check(code: string, by: string, purpose: string, scope: Scope, locks: readonly [Lockout, number][], claim?: Claim): OtpVerdict {
    const c = this.d.settings();
    const key = this.key();
    const answered: string[] = [];
    const refused: string[] = [];
    // A sender's code answers only the calls they were asked for (never one asked of the operator alone).
    const inScope = (w: Waiting): boolean => w === scope.waiting || (scope.party !== undefined && w.party === scope.party && senderAnswers(w));
    let verdict: OtpVerdict;
    const now = this.now();
    const locked = Math.max(0, ...locks.map(([l]) => l.left(now)));
    if (!key) {
      verdict = { valid: false, reason: 'no one-time-password secret is enrolled (svc otp enroll)', answered, refused };
    } else if (locked > 0) {
      // Not checked at all while locked: a right code is refused too, so guessing gains nothing.
      verdict = { valid: false, reason: `one-time passwords are locked after too many wrong codes in a row: try again in ${Math.ceil(locked / 1000)} s`, answered, refused };
    } else {
      // The shared mode: the step was claimed in PostgreSQL first (checkShared); a step used on any instance is refused.
      const step = claim ? claim.step : matchStep(key, code.trim(), Math.floor(now / 1000));
      if (step !== undefined && step > this.counts.lastStep && (claim?.claimed ?? true)) {
        this.counts.lastStep = step;
        // The sender's (or operator's) own count starts over; a channel's shared count is not cleared by one sender.
        locks[0]![0].reset();
        const until = now + c.cache_valid_secs * 1000;
        let spared: number | undefined;
        for (const w of [...this.waiting.values()].filter(inScope)) {
          answered.push(w.id);
          if (scope.waiting && w.operatorTurn && c.cache_valid_secs > 0) this.operatorSpare.set(w.agent, (spared = until));
          if (scope.party !== undefined && w.turn && c.cache_valid_secs > 0) this.spareTurn(w, (spared = until));
          w.settle(true, `a valid code was given by ${by}`);
        }
        // Calls of other instances: answered there when checkShared has written the verdict into their rows.
        for (const r of scope.remote?.rows ?? []) {
          answered.push(r.id);
          if (scope.remote!.who === 'operator' && r.operator_turn && c.cache_valid_secs > 0) spared = until;
        }
        for (const [agent, t] of this.operatorSpare) if (t <= now) this.operatorSpare.delete(agent);
        verdict = { valid: true, answered, refused, ...(spared !== undefined ? { unlocked_until: spared } : {}) };
        this.save();
      } else {
        let reason = step === undefined ? 'the code is wrong or expired' : 'the code was already used';
        for (const [lock, max] of locks) {
          const ms = lock.fail(now, max);
          if (ms === undefined) continue;
          const http = this.counts.channels.get(HTTP_LOCKS) === locks[1]?.[0];
          const whose = lock === this.counts.operator ? 'from the operator' : locks.length > 1 && lock === locks[0]![0] ? (http ? 'from this admin API client' : 'from this sender') : http ? 'from admin API clients' : 'from this channel';
          reason += `; ${max} wrong codes in a row: codes ${whose} are refused for ${ms / 1000} s`;
          this.d.logger.warn({ by, purpose, failures: lock.failures, locked_secs: ms / 1000 }, 'one-time passwords are locked: too many wrong codes in a row');
        }
        for (const w of [...this.waiting.values()].filter(inScope)) {
          w.attempts += 1;
          this.remote?.setAttempts(w.id, w.attempts).catch(() => undefined);
          if (w.attempts + w.remoteWrong >= c.challenge_max_attempts) {
            refused.push(w.id);
            w.settle(false, `${w.attempts + w.remoteWrong} wrong codes (security.otp.challenge_max_attempts = ${c.challenge_max_attempts})`);
          }
        }
        for (const r of scope.remote?.rows ?? []) if (r.attempts + r.wrong + 1 >= c.challenge_max_attempts) refused.push(r.id);
        verdict = { valid: false, reason, answered, refused };
        this.save();
      }
    }
    const fields = { by, purpose, valid: verdict.valid, answered, refused, ...(verdict.reason ? { reason: verdict.reason } : {}) };
    if (verdict.valid) this.d.logger.info(fields, 'a valid one-time password was given');
    else this.d.logger.warn(fields, 'a one-time password was refused');
    this.d.audit?.record(verdict.valid ? 'otp.verified' : 'otp.failed', fields);
    return verdict;
  }

  /** A channel sender's valid code answered `w`: the rest of its turn runs their later calls of that tool, to the hosts shown, unasked until `until`. */
  private spareTurn(w: Waiting, until: number): void {
    if (!w.turn || !w.party) return;
    const had = this.spared.get(w.turn);
    const tools = new Map(had && had.party === w.party ? had.tools : []);
    tools.set(w.tool, new Set([...(tools.get(w.tool) ?? []), ...w.hosts]));
    this.spared.set(w.turn, { party: w.party, until, tools });
  }

  /** Keeps an ended challenge's question open for LATE_CODE_GRACE_MS (a late code is withheld), then closes it. */
  private linger(question: Question): void {
    if (this.closing.signal.aborted) return question.close();
    this.clock.sleep(LATE_CODE_GRACE_MS, this.closing.signal).then(
      () => question.close(),
      () => question.close(),
    );
  }

  /** Whether `sender` has a call waiting here in that conversation with a question open for it on the channel. */
  private heardHere(channel: string, conversation: string, sender: string): boolean {
    const pk = partyKey({ channel, conversation, sender });
    return [...this.waiting.values()].some((w) => w.party === pk && w.heard);
  }

  /**
   * A code that answers nothing (another sender's, a late one, one for an operator-only call): a valid unused one is
   * spent (not replayable); any other counts as a wrong code in the sender's and the channel's lockouts, so guesses
   * there are bounded as anywhere. While either is locked it is not checked at all. Whether it was spent.
   */
  private spendOrCount(code: string, channel: string, sender: string): boolean {
    const locks = this.senderCounts(channel, sender);
    const now = this.now();
    if (!this.key() || locks.some(([l]) => l.left(now) > 0)) return false;
    if (this.spend(code)) return true;
    for (const [lock, max] of locks) {
      const ms = lock.fail(now, max);
      if (ms !== undefined) this.d.logger.warn({ by: `${channel}:${sender}`, failures: lock.failures, locked_secs: ms / 1000 }, 'one-time passwords are locked: too many wrong codes in a row (codes that answered no waiting call)');
    }
    this.save();
    return false;
  }

  /** Marks a valid, unused code as used without acting on it (a code another sender posted); whether it was one. */
  private spend(code: string): boolean {
    const key = this.key();
    if (!key) return false;
    const step = matchStep(key, code.trim(), Math.floor(this.now() / 1000));
    if (step === undefined || step <= this.counts.lastStep) return false;
    this.counts.lastStep = step;
    this.save();
    // The shared mode: spent on every instance.
    this.remote?.claimStep(secretTag(key), step).catch(() => undefined);
    return true;
  }

  refuseAll(reason: string): readonly string[] {
    const ids = [...this.waiting.keys()];
    for (const w of [...this.waiting.values()]) w.settle(false, reason);
    return ids;
  }

  /** Refuses every waiting call (the daemon stops). */
  close(): void {
    this.closing.abort();
    this.foreign.close();
    this.refuseAll('the daemon is shutting down');
  }
}
