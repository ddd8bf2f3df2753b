// The gate that serves otpPoint: which tool calls need a code, the challenges they wait on (bounded by token_ttl_secs),
// the unlock window (cache_valid_secs), wrong codes (challenge_max_attempts) and single use of each code. Every
// challenge and answer is logged and audited, never with the code. Wrong codes from every caller count together:
// after MAX_FAILURES in a row every code is refused for a lockout that doubles (30 s up to 15 min).
import { randomBytes } from 'node:crypto';
import type { Logger } from '../../kernel/index.js';
import type { ToolCallEvent } from '../agent/api.js';
import type { AuditTrail } from '../audit/api.js';
import type { OtpChallenge, OtpService, OtpVerdict } from './api.js';
import type { OtpConfig } from './config.generated.js';
import { base32Decode, matchStep } from './totp.js';

/** Tools whose `url` argument gated_domains applies to. */
const URL_TOOLS = new Set(['http_request', 'web_fetch', 'browser', 'browser_open']);
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
  readonly now?: () => number;
}

interface Waiting extends OtpChallenge {
  attempts: number;
  settle(ok: boolean, why: string): void;
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
  private unlockedUntil = 0;
  /** The step of the last code accepted: that step's code and earlier ones are never accepted again. */
  private lastStep = -Infinity;
  /** Consecutive wrong codes, every purpose and caller together (the admin API, the control socket, estop resume). */
  private failures = 0;
  /** Until when every code is refused, a right one too (brute force). */
  private lockedUntil = 0;

  constructor(private readonly d: GateDeps) {}

  private now(): number {
    return this.d.now?.() ?? Date.now();
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
    return [...this.waiting.values()].map(({ id, tool, agent, channel, created_at, expires_at, attempts }) => ({ id, tool, agent, channel, created_at, expires_at, attempts }));
  }

  /** Why the call needs a code (a few words), or undefined when it does not. */
  gatedBecause(event: Pick<ToolCallEvent, 'tool' | 'arguments'>): string | undefined {
    const c = this.d.settings();
    if (!c.enabled) return undefined;
    if (c.gated_actions.includes(event.tool)) return `${event.tool} is in security.otp.gated_actions`;
    if (URL_TOOLS.has(event.tool) && c.gated_domains.length) {
      const url = (event.arguments as { url?: unknown } | null)?.url;
      if (typeof url === 'string') {
        let host: string | undefined;
        try {
          host = new URL(url).hostname.replace(/^\[|\]$/g, '');
        } catch {
          host = undefined;
        }
        if (host && hostGated(host, c.gated_domains)) return `${host} is in security.otp.gated_domains`;
      }
    }
    return undefined;
  }

  /** The beforeToolCall tap: resolves when the call may run, rejects with a sentence for the model when it may not. */
  async admit(event: ToolCallEvent): Promise<void> {
    const because = this.gatedBecause(event);
    if (!because) return;
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
    if (this.waiting.size >= MAX_PENDING) throw new Error(`${because}, and ${MAX_PENDING} calls already wait for a code; the call was not run`);
    const id = `otp_${randomBytes(6).toString('hex')}`;
    const created = this.now();
    const ttl = c.token_ttl_secs * 1000;
    this.d.logger.warn({ ...ids, challenge: id, wait_secs: c.token_ttl_secs }, `a gated tool call waits for a one-time password: run svc otp verify CODE within ${c.token_ttl_secs} s`);
    this.d.audit?.record('otp.challenge', { challenge: id, ...ids, reason: because });
    const outcome = await new Promise<{ ok: boolean; why: string }>((resolve) => {
      const timer = setTimeout(() => settle(false, `no valid code within security.otp.token_ttl_secs = ${c.token_ttl_secs} s`), ttl);
      const settle = (ok: boolean, why: string): void => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve({ ok, why });
      };
      this.waiting.set(id, { id, ...ids, created_at: created, expires_at: created + ttl, attempts: 0, settle });
    });
    this.d.logger.info({ ...ids, challenge: id, outcome: outcome.ok ? 'allowed' : 'refused' }, `one-time-password challenge ${outcome.ok ? 'answered' : 'refused'}: ${outcome.why}`);
    this.d.audit?.record(outcome.ok ? 'otp.allowed' : 'otp.refused', { challenge: id, ...ids, reason: outcome.why });
    if (!outcome.ok) throw new Error(`${because}, and the call needs a one-time password: ${outcome.why}. Tell the user the action was not done`);
  }

  verify(code: string, by: string, options: { readonly unlock?: boolean; readonly purpose?: string } = {}): OtpVerdict {
    const c = this.d.settings();
    const unlock = options.unlock ?? true;
    const purpose = options.purpose ?? 'gated calls';
    const key = this.key();
    const answered: string[] = [];
    const refused: string[] = [];
    let verdict: OtpVerdict;
    const now = this.now();
    if (!key) {
      verdict = { valid: false, reason: 'no one-time-password secret is enrolled (svc otp enroll)', answered, refused };
    } else if (now < this.lockedUntil) {
      // Not checked at all while locked: a right code is refused too, so guessing gains nothing.
      const secs = Math.ceil((this.lockedUntil - now) / 1000);
      verdict = { valid: false, reason: `one-time passwords are locked after ${this.failures} wrong codes in a row: try again in ${secs} s`, answered, refused };
    } else {
      const step = matchStep(key, code.trim(), Math.floor(this.now() / 1000));
      if (step !== undefined && step > this.lastStep) {
        this.lastStep = step;
        this.failures = 0;
        if (unlock) {
          this.unlockedUntil = this.now() + c.cache_valid_secs * 1000;
          for (const w of [...this.waiting.values()]) {
            answered.push(w.id);
            w.settle(true, `a valid code was given by ${by}`);
          }
        }
        verdict = { valid: true, answered, refused, ...(unlock ? { unlocked_until: this.unlockedUntil } : {}) };
      } else {
        let reason = step === undefined ? 'the code is wrong or expired' : 'the code was already used';
        this.failures += 1;
        if (this.failures >= MAX_FAILURES) {
          const ms = Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(this.failures - MAX_FAILURES, 20), LOCKOUT_CAP_MS);
          this.lockedUntil = now + ms;
          reason += `; ${this.failures} wrong codes in a row: every code is refused for ${ms / 1000} s`;
          this.d.logger.warn({ by, purpose, failures: this.failures, locked_secs: ms / 1000 }, 'one-time passwords are locked: too many wrong codes in a row');
        }
        if (unlock) {
          for (const w of [...this.waiting.values()]) {
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

  refuseAll(reason: string): readonly string[] {
    const ids = [...this.waiting.keys()];
    for (const w of [...this.waiting.values()]) w.settle(false, reason);
    return ids;
  }

  /** Refuses every waiting call (the daemon stops). */
  close(): void {
    this.refuseAll('the daemon is shutting down');
  }
}
