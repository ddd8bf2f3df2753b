// The gate that serves otpPoint: which tool calls need a code, the challenges they wait on (bounded by token_ttl_secs),
// the unlock window (cache_valid_secs), wrong codes (challenge_max_attempts) and single use of each code. Every
// challenge and answer is logged and audited, never with the code. Wrong codes from every caller count together:
// after MAX_FAILURES in a row every code is refused for a lockout that doubles (30 s up to 15 min).
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock, type Logger } from '../../kernel/index.js';
import type { ToolCallEvent } from '../agent/api.js';
import type { AuditTrail } from '../audit/api.js';
import type { Question, QuestionRequest } from '../channel-runtime/api.js';
import type { OtpChallenge, OtpService, OtpVerdict } from './api.js';
import type { OtpConfig } from './config.generated.js';
import { base32Decode, matchStep } from './totp.js';
import { categoryDomains } from './domain-categories.js';

/** Tools whose `url` argument gated_domains applies to when the call carries no targets (ToolDefinition.targets). */
const URL_TOOLS = new Set(['http_request', 'web_fetch', 'browser', 'browser_open', 'text_browser']);
/** Challenges waiting at once at most; beyond, a gated call is refused at once (nobody answers that many). */
const MAX_PENDING = 64;
/** Consecutive wrong codes (for any purpose, from any caller) before every code is refused for a while. */
export const MAX_FAILURES = 5;
/** The first lockout; each further wrong code after it doubles it, up to LOCKOUT_CAP_MS. */
export const LOCKOUT_BASE_MS = 30_000;
export const LOCKOUT_CAP_MS = 15 * 60_000;

export interface GateDeps {
  readonly settings: () => OtpConfig;
  readonly logger: Logger;
  readonly audit?: AuditTrail;
  /** Time for challenges (token_ttl_secs), the unlock windows and the lockout; default the real clock. */
  readonly clock?: Clock;
  /** Time alone (tests of the code checks); ignored when `clock` is given. */
  readonly now?: () => number;
  /** Asks the sender on a channel for the code (the channel runtime, when loaded). */
  readonly channels?: { ask(request: QuestionRequest): Question | undefined };
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
  /** Set when the call came from a channel conversation whose sender was asked for the code. */
  readonly party?: string;
  settle(ok: boolean, why: string): void;
}

/** What a channel message must be to be taken as a code: 6 to 8 digits and nothing else (spaces around allowed). */
export const CODE_SHAPE = /^\s*[0-9]{6,8}\s*$/;
/**
 * How long after a channel challenge ends its conversation's code-shaped messages from the sender asked are still
 * withheld (and a valid code spent): a code that comes late is not passed to the model, history or memory. A TOTP code
 * is good for up to 90 s (its step and one either side).
 */
export const LATE_CODE_GRACE_MS = 90_000;
/** Characters of the arguments' summary a channel prompt shows at most. */
export const PROMPT_SUMMARY_CHARS = 60;

const partyKey = (p: Party): string => `${p.channel}\u0000${p.conversation}\u0000${p.sender}`;

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
 * What a channel prompt names the call by, besides the tool: the host of a URL tool, else the start of the arguments
 * on one line (PROMPT_SUMMARY_CHARS at most; the outbox's leak scan redacts a secret in it).
 */
export function promptSummary(event: Pick<ToolCallEvent, 'tool' | 'arguments'>): string {
  const host = urlHosts(event)[0];
  if (host) return host;
  let text: string;
  try {
    text = JSON.stringify(event.arguments) ?? '';
  } catch {
    text = '';
  }
  text = text.replace(/\s+/g, ' ');
  return text.length > PROMPT_SUMMARY_CHARS ? `${text.slice(0, PROMPT_SUMMARY_CHARS - 1)}…` : text;
}

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
  /** Until when every gated call runs without asking: a valid code the operator gave (CLI, admin API, dashboard). */
  private unlockedUntil = 0;
  /** Until when a channel sender's gated calls in one conversation run without asking: a valid code they gave there. */
  private readonly spared = new Map<string, number>();
  /** The step of the last code accepted: that step's code and earlier ones are never accepted again. */
  private lastStep = -Infinity;
  /** Consecutive wrong codes, every purpose and caller together (the admin API, the control socket, estop resume, channels). */
  private failures = 0;
  /** Until when every code is refused, a right one too (brute force). */
  private lockedUntil = 0;
  private readonly clock: Clock;
  /** Aborted at close: ends the grace of every question still open. */
  private readonly closing = new AbortController();

  constructor(private readonly d: GateDeps) {
    this.clock = d.clock ?? { now: d.now ?? systemClock.now, sleep: systemClock.sleep };
  }

  private now(): number {
    return this.clock.now();
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
    return [...this.waiting.values()].map(({ id, tool, agent, channel, created_at, expires_at, attempts, asked }) => ({ id, tool, agent, channel, created_at, expires_at, attempts, asked }));
  }

  /** Why the call needs a code (a few words), or undefined when it does not. */
  gatedBecause(event: Pick<ToolCallEvent, 'tool' | 'arguments' | 'targets' | 'pinRedirects'>): string | undefined {
    const c = this.d.settings();
    if (!c.enabled) return undefined;
    if (c.gated_actions.includes(event.tool)) return `${event.tool} is in security.otp.gated_actions`;
    if (c.gated_domains.length || c.gated_domain_categories.length) {
      // Checked by host: a redirect may not lead the call to another host.
      event.pinRedirects?.();
      for (const host of urlHosts(event)) {
        if (hostGated(host, c.gated_domains)) return `${host} is in security.otp.gated_domains`;
        const category = c.gated_domain_categories.find((name) => hostGated(host, categoryDomains([name])));
        if (category) return `${host} is in security.otp.gated_domain_categories (${category})`;
      }
    }
    return undefined;
  }

  /** The beforeToolCall tap: resolves when the call may run, rejects with a sentence for the model when it may not. */
  async admit(event: ToolCallEvent): Promise<void> {
    const because = this.gatedBecause(event);
    if (because) await this.challenge(event, because);
  }

  /**
   * Holds a call until a valid code comes (OtpService.challenge): from its sender, asked in its conversation when the
   * turn came from a channel, or from the operator; rejects with a sentence for the model when none comes.
   */
  async challenge(event: ToolCallEvent, because: string): Promise<void> {
    const c = this.d.settings();
    const ids = { agent: event.agent, channel: event.channel, tool: event.tool };
    if (!this.enrolled()) {
      this.d.logger.warn(ids, 'a gated tool call was refused: no one-time-password secret is enrolled (svc otp enroll)');
      throw new Error(`${because}, and no one-time-password secret is enrolled; the operator must run svc otp enroll. Tell the user the action was not done`);
    }
    if (this.now() < this.unlockedUntil) {
      this.d.logger.info(ids, 'gated tool call allowed: a valid one-time password was given within security.otp.cache_valid_secs');
      return;
    }
    const party: Party | undefined = event.conversation !== undefined && event.sender !== undefined ? { channel: event.channel, conversation: event.conversation, sender: event.sender } : undefined;
    const pk = party ? partyKey(party) : undefined;
    if (pk && this.now() < (this.spared.get(pk) ?? 0)) {
      this.d.logger.info({ ...ids, sender: party!.sender }, 'gated tool call allowed: this sender gave a valid one-time password in this conversation within security.otp.cache_valid_secs');
      return;
    }
    if (event.signal?.aborted) throw new Error(`${because}, and the turn was cancelled`);
    if (this.waiting.size >= MAX_PENDING) throw new Error(`${because}, and ${MAX_PENDING} calls already wait for a code; the call was not run`);
    const id = `otp_${randomBytes(6).toString('hex')}`;
    const created = this.now();
    const ttl = c.token_ttl_secs * 1000;
    const who: Record<string, string> = party ? { sender: party.sender } : {};
    let question: Question | undefined;
    const outcome = await new Promise<{ ok: boolean; why: string }>((resolve) => {
      const timer = new AbortController();
      const onCancel = (): void => settle(false, 'the turn was cancelled');
      const settle = (ok: boolean, why: string): void => {
        if (!this.waiting.has(id)) return;
        timer.abort();
        event.signal?.removeEventListener('abort', onCancel);
        this.waiting.delete(id);
        if (question) this.linger(question);
        resolve({ ok, why });
      };
      const waiting: Waiting = { id, ...ids, created_at: created, expires_at: created + ttl, attempts: 0, asked: 'operator', ...(pk ? { party: pk } : {}), settle };
      this.waiting.set(id, waiting);
      if (party && this.d.channels) {
        // Only the tool and a short summary: the prompt may reach a group thread, and arguments may hold what the model read.
        try {
          question = this.d.channels.ask({
            ...party,
            by: 'otp',
            content:
              `A one-time password is needed before the assistant runs ${event.tool} (${promptSummary(event)}). `
              + `Reply with the code from the operator's authenticator app within ${c.token_ttl_secs} s (${c.challenge_max_attempts} wrong code(s) refuse it). `
              + 'Your reply is not shown to the assistant.',
            take: (m) => this.fromChannel(party, m, question),
          });
        } catch (err) {
          // The operator can still answer; the channel is not asked.
          this.d.logger.warn({ ...ids, challenge: id, err: (err as Error).message }, 'the sender could not be asked for a one-time password on the channel');
        }
        if (question) waiting.asked = 'channel';
      }
      this.d.logger.warn(
        { ...ids, ...who, challenge: id, asked: waiting.asked, wait_secs: c.token_ttl_secs },
        question
          ? `a gated tool call waits for a one-time password: its sender was asked on ${event.channel}; the operator may answer with svc otp verify CODE within ${c.token_ttl_secs} s`
          : `a gated tool call waits for a one-time password: run svc otp verify CODE within ${c.token_ttl_secs} s`,
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
   * A message in a conversation where a sender was asked for a code (the channel runtime offers each one). Taken when it
   * has the shape of a code: from the sender asked, it answers their waiting calls there (and only those); from anyone
   * else it answers nothing, and a valid code in it is spent, so a code posted in a shared thread cannot be replayed.
   * Either way the message never reaches the model, the history or memory.
   */
  private fromChannel(party: Party, m: { readonly sender: string; readonly content: string }, question: Question | undefined): boolean {
    if (!CODE_SHAPE.test(m.content)) return false;
    const code = m.content.trim();
    const at = `${party.channel}:${m.sender}`;
    const pk = partyKey(party);
    if (m.sender !== party.sender || ![...this.waiting.values()].some((w) => w.party === pk)) {
      // Another sender's, or the asked sender's after the challenge ended (LATE_CODE_GRACE_MS): answers nothing.
      const late = m.sender === party.sender;
      const spent = this.spend(code);
      const fields = { by: at, channel: party.channel, sender: m.sender, asked: party.sender, spent };
      this.d.logger.warn(fields, late ? 'a code-shaped message came after its one-time-password challenge ended; it was withheld and answers nothing' : 'a code-shaped message from another sender in a conversation waiting for a one-time password was withheld; it answers nothing');
      this.d.audit?.record(late ? 'otp.late' : 'otp.foreign', fields);
      question?.tell('Your message looks like a one-time password and answers no call waiting for you; it was not passed on.', m.sender);
      return true;
    }
    const verdict = this.check(code, at, 'gated calls', { party: pk });
    if (verdict.valid) {
      question?.tell('Code accepted.');
    } else if (!verdict.refused.length) {
      const left = Math.min(...[...this.waiting.values()].filter((w) => w.party === pk).map((w) => this.d.settings().challenge_max_attempts - w.attempts));
      question?.tell(`That code was not accepted (${verdict.reason ?? 'wrong'})${Number.isFinite(left) ? `; ${left} attempt(s) left` : ''}.`);
    } else {
      question?.tell(`That code was not accepted (${verdict.reason ?? 'wrong'}); the call was refused after ${this.d.settings().challenge_max_attempts} wrong code(s).`);
    }
    return true;
  }

  verify(code: string, by: string, options: { readonly unlock?: boolean; readonly purpose?: string } = {}): OtpVerdict {
    return this.check(code, by, options.purpose ?? 'gated calls', options.unlock ?? true ? { all: true } : {});
  }

  /**
   * Checks a code and acts on it for `scope`: `all` (the operator) answers every waiting call and unlocks every gated
   * call for cache_valid_secs; `party` (a channel sender) answers only that sender's calls in that conversation and
   * spares only them; neither (estop resume) only checks. Wrong codes count against the waiting calls of the scope
   * and, from every caller, towards the lockout.
   */
  private check(code: string, by: string, purpose: string, scope: { readonly all?: boolean; readonly party?: string }): OtpVerdict {
    const c = this.d.settings();
    const key = this.key();
    const answered: string[] = [];
    const refused: string[] = [];
    const inScope = (w: Waiting): boolean => scope.all === true || (scope.party !== undefined && w.party === scope.party);
    const acts = scope.all === true || scope.party !== undefined;
    let verdict: OtpVerdict;
    const now = this.now();
    if (!key) {
      verdict = { valid: false, reason: 'no one-time-password secret is enrolled (svc otp enroll)', answered, refused };
    } else if (now < this.lockedUntil) {
      // Not checked at all while locked: a right code is refused too, so guessing gains nothing.
      const secs = Math.ceil((this.lockedUntil - now) / 1000);
      verdict = { valid: false, reason: `one-time passwords are locked after ${this.failures} wrong codes in a row: try again in ${secs} s`, answered, refused };
    } else {
      const step = matchStep(key, code.trim(), Math.floor(now / 1000));
      if (step !== undefined && step > this.lastStep) {
        this.lastStep = step;
        this.failures = 0;
        let until: number | undefined;
        if (scope.all) until = this.unlockedUntil = now + c.cache_valid_secs * 1000;
        else if (scope.party !== undefined) {
          until = now + c.cache_valid_secs * 1000;
          this.spared.set(scope.party, until);
          for (const [k, t] of this.spared) if (t <= now) this.spared.delete(k);
        }
        for (const w of [...this.waiting.values()].filter(inScope)) {
          answered.push(w.id);
          w.settle(true, `a valid code was given by ${by}`);
        }
        verdict = { valid: true, answered, refused, ...(until !== undefined ? { unlocked_until: until } : {}) };
      } else {
        let reason = step === undefined ? 'the code is wrong or expired' : 'the code was already used';
        this.failures += 1;
        if (this.failures >= MAX_FAILURES) {
          const ms = Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(this.failures - MAX_FAILURES, 20), LOCKOUT_CAP_MS);
          this.lockedUntil = now + ms;
          reason += `; ${this.failures} wrong codes in a row: every code is refused for ${ms / 1000} s`;
          this.d.logger.warn({ by, purpose, failures: this.failures, locked_secs: ms / 1000 }, 'one-time passwords are locked: too many wrong codes in a row');
        }
        if (acts) {
          for (const w of [...this.waiting.values()].filter(inScope)) {
            w.attempts += 1;
            if (w.attempts >= c.challenge_max_attempts) {
              refused.push(w.id);
              w.settle(false, `${w.attempts} wrong codes (security.otp.challenge_max_attempts = ${c.challenge_max_attempts})`);
            }
          }
        }
        verdict = { valid: false, reason, answered, refused };
      }
    }
    const fields = { by, purpose, valid: verdict.valid, answered, refused, ...(verdict.reason ? { reason: verdict.reason } : {}) };
    if (verdict.valid) this.d.logger.info(fields, 'a valid one-time password was given');
    else this.d.logger.warn(fields, 'a one-time password was refused');
    this.d.audit?.record(verdict.valid ? 'otp.verified' : 'otp.failed', fields);
    return verdict;
  }

  /** Keeps an ended challenge's question open for LATE_CODE_GRACE_MS (a late code is withheld), then closes it. */
  private linger(question: Question): void {
    if (this.closing.signal.aborted) return question.close();
    this.clock.sleep(LATE_CODE_GRACE_MS, this.closing.signal).then(
      () => question.close(),
      () => question.close(),
    );
  }

  /** Marks a valid, unused code as used without acting on it (a code another sender posted); whether it was one. */
  private spend(code: string): boolean {
    const key = this.key();
    if (!key) return false;
    const step = matchStep(key, code.trim(), Math.floor(this.now() / 1000));
    if (step === undefined || step <= this.lastStep) return false;
    this.lastStep = step;
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
    this.refuseAll('the daemon is shutting down');
  }
}
