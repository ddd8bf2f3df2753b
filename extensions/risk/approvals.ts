// The tool calls waiting for an operator's approval (a risk profile's "approve"): each waits at most its profile's
// approval_timeout_secs, is answered once (approved or denied, by the CLI or the admin API), and is logged and audited
// with who answered; at most MAX_PENDING wait at once.
import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson, systemClock, timerMs, type Clock, type Logger } from '../../kernel/index.js';
import { neutralise } from '../../lib/prompt-guard.js';
import type { AuditTrail } from '../audit/api.js';
import type { PendingApproval } from './api.js';
import type { SharedApproval, SharedApprovals } from './shared.js';
import { PollLoop } from '../../lib/poll-loop.js';

/** The shared mode: how often an instance reads every instance's waiting calls (answers to its own, the others' to list). */
export const SHARED_POLL_MS = 500;

/** Calls waiting at once at most; beyond, a call that needs an approval is refused at once. */
export const MAX_PENDING = 64;
/** Characters of an approval's summary of its arguments at most. */
export const SUMMARY_CHARS = 300;

/** Characters that would steer a terminal or reorder text (C0 and C1 controls, bidirectional overrides). */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * What the operator is shown of a call's arguments: one line of JSON, leaks redacted (before the cut, so a secret is
 * never half shown), model control tokens and terminal controls neutralised, SUMMARY_CHARS at most.
 */
export function argumentsSummary(args: unknown, redact: (text: string) => string = (t) => t): string {
  let text: string;
  try {
    text = JSON.stringify(args) ?? '';
  } catch {
    text = '(arguments that cannot be shown)';
  }
  text = neutralise(redact(text)).replace(CONTROLS, '?').replace(/\s+/g, ' ');
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text;
}

/** sha256 (hex) of the arguments' canonical JSON: the audit trail names what was approved without holding it. */
export function argumentsDigest(args: unknown): string {
  let text: string;
  try {
    text = canonicalJson(args);
  } catch {
    text = String(args);
  }
  return createHash('sha256').update(text).digest('hex');
}

export interface ApprovalRequest {
  readonly agent: string;
  readonly channel: string;
  readonly conversation?: string;
  readonly sender?: string;
  readonly tool: string;
  /** The call's arguments: shown as a summary (argumentsSummary), audited as a digest. */
  readonly arguments: unknown;
  readonly profile: string;
  readonly level: string;
  readonly timeoutSecs: number;
  /** The turn's: a cancelled turn stops waiting. */
  readonly signal?: AbortSignal;
}

interface Waiting extends PendingApproval {
  settle(ok: boolean, why: string): void;
}

export interface ApprovalsDeps {
  readonly logger: Logger;
  readonly audit?: AuditTrail;
  /** Time of the waits (approval_timeout_secs); default the real clock. */
  readonly clock?: Clock;
  /** The leak detector's redaction, applied to the summary of the arguments. */
  readonly redact?: (text: string) => string;
}

export class Approvals {
  private readonly waiting = new Map<string, Waiting>();

  private readonly clock: Clock;
  /** Set when the daemon begins to stop: no call waits any more. */
  private closedBecause: string | undefined;
  /** The shared mode with PostgreSQL (shared.ts): this instance's calls published, every instance's read. */
  private remote: SharedApprovals | undefined;
  /** The other instances' calls still waiting, as last read. */
  private others: readonly SharedApproval[] = [];
  private polls: PollLoop | undefined;
  private pollFailed = false;

  constructor(private readonly d: ApprovalsDeps) {
    this.clock = d.clock ?? systemClock;
  }

  pending(): readonly PendingApproval[] {
    const here = this.remote ? { instance: this.remote.instance } : {};
    const now = this.clock.now();
    const elsewhere = this.others.filter((a) => !a.answer && a.expires_at > now).map(({ answer: _answer, ...rest }) => rest);
    return [...[...this.waiting.values()].map(({ settle: _settle, ...rest }) => ({ ...rest, ...here })), ...elsewhere];
  }

  /**
   * The shared mode: this instance's waiting calls are published to PostgreSQL and every instance's are read every
   * SHARED_POLL_MS, so any instance lists and answers them; an answer written by another is acted on here.
   */
  share(remote: SharedApprovals): void {
    this.remote = remote;
    this.polls = new PollLoop(() => this.poll(), SHARED_POLL_MS);
    this.polls.start();
  }

  /** The daemon stops: no more polling, and this instance's rows go (its calls were refused at close). */
  async unshare(): Promise<void> {
    const remote = this.remote;
    if (!remote) return;
    await this.polls?.stop();
    this.remote = undefined;
    this.others = [];
    await remote.removeMine().catch((err: Error) => this.d.logger.warn({ err: err.message }, 'the shared approvals of this instance could not be removed; they expire on their own'));
    await remote.close();
  }

  private async poll(): Promise<void> {
    const remote = this.remote;
    if (!remote) return;
    try {
      const rows = await remote.all(this.clock.now());
      if (this.pollFailed) this.d.logger.info({}, 'the shared approvals can be read again');
      this.pollFailed = false;
      this.others = rows.filter((r) => r.instance !== remote.instance);
      for (const row of rows) {
        const w = row.instance === remote.instance && row.answer ? this.waiting.get(row.id) : undefined;
        if (!w || !row.answer) continue;
        const a = row.answer;
        this.d.logger.info({ approval: w.id, by: a.by, answered_on: a.instance }, `an approval was answered on instance ${a.instance}`);
        w.settle(a.ok, a.ok ? `approved by ${a.by} on instance ${a.instance}` : `denied by ${a.by} on instance ${a.instance}${a.reason ? `: ${a.reason.slice(0, 200)}` : ''}`);
      }
    } catch (err) {
      if (!this.pollFailed) this.d.logger.error({ err: (err as Error).message }, 'the shared approvals cannot be read: calls waiting here are answered only here until they can');
      this.pollFailed = true;
    }
  }

  /** Resolves when an operator approves the call; rejects with a sentence for the model when it is denied or times out. */
  async request(r: ApprovalRequest): Promise<void> {
    const ids = { agent: r.agent, channel: r.channel, tool: r.tool };
    if (r.signal?.aborted) throw new Error('the turn was cancelled; the call was not run');
    if (this.closedBecause !== undefined) throw new Error(`the call needs an operator's approval, and ${this.closedBecause}. Tell the user the action was not done`);
    if (this.waiting.size >= MAX_PENDING) throw new Error(`${MAX_PENDING} calls already wait for an operator's approval; the call was not run`);
    const id = `apr_${randomBytes(6).toString('hex')}`;
    const created = this.clock.now();
    const ttl = r.timeoutSecs * 1000;
    this.d.logger.warn({ ...ids, approval: id, risk_profile: r.profile, level: r.level, wait_secs: r.timeoutSecs }, `a tool call waits for an operator's approval: run svc risk approve ${id} (or svc risk deny ${id}) within ${r.timeoutSecs} s`);
    const who = { ...(r.conversation !== undefined ? { conversation: r.conversation } : {}), ...(r.sender !== undefined ? { sender: r.sender } : {}) };
    this.d.audit?.record('risk.approval_requested', { approval: id, ...ids, ...who, risk_profile: r.profile, level: r.level, arguments_sha256: argumentsDigest(r.arguments) });
    const summary = argumentsSummary(r.arguments, this.d.redact);
    const remote = this.remote;
    const outcome = await new Promise<{ ok: boolean; why: string }>((resolve) => {
      // The wait runs on the injected clock; its sleep ends early (rejected) when the call is answered.
      const timer = new AbortController();
      void this.clock.sleep(timerMs(ttl), timer.signal).then(
        () => settle(false, `no operator approved it within ${r.timeoutSecs} s (approval_timeout_secs)`),
        () => undefined,
      );
      const cancelled = (): void => settle(false, 'the turn was cancelled');
      const settle = (ok: boolean, why: string): void => {
        if (!this.waiting.has(id)) return;
        timer.abort();
        r.signal?.removeEventListener('abort', cancelled);
        this.waiting.delete(id);
        remote?.remove(id).catch((err: Error) => this.d.logger.warn({ approval: id, err: err.message }, 'the ended approval could not be removed from the shared table; it expires on its own'));
        resolve({ ok, why });
      };
      r.signal?.addEventListener('abort', cancelled, { once: true });
      const pending: PendingApproval = { id, ...ids, ...who, summary, risk_profile: r.profile, level: r.level, created_at: created, expires_at: created + ttl };
      this.waiting.set(id, { ...pending, settle });
      // The shared mode: published for the other instances' listings and answers (a failure leaves it answerable here only).
      remote?.publish(pending).catch((err: Error) => this.d.logger.warn({ ...ids, approval: id, err: err.message }, 'the approval could not be shared with the other instances: only this instance can answer it'));
    });
    this.d.logger.info({ ...ids, approval: id, outcome: outcome.ok ? 'approved' : 'refused' }, `tool call ${outcome.ok ? 'approved' : 'not approved'}: ${outcome.why}`);
    this.d.audit?.record(outcome.ok ? 'risk.approved' : 'risk.denied', { approval: id, ...ids, reason: outcome.why });
    if (!outcome.ok) throw new Error(`the call needs an operator's approval (risk profile ${r.profile}, level ${r.level}), and ${outcome.why}. Tell the user the action was not done`);
  }

  /** Answers one waiting call; false when no call waits under that id (answered, timed out, or never was). */
  answer(id: string, ok: boolean, by: string, reason?: string): boolean {
    const w = this.waiting.get(id);
    if (!w) return false;
    w.settle(ok, ok ? `approved by ${by}` : `denied by ${by}${reason ? `: ${reason.slice(0, 200)}` : ''}`);
    return true;
  }

  /**
   * Answers a call waiting here, or in the shared mode on another instance (written into its row once; its owner acts
   * within SHARED_POLL_MS); false when no call waits under that id anywhere.
   */
  async answerAny(id: string, ok: boolean, by: string, reason?: string): Promise<boolean> {
    if (this.answer(id, ok, by, reason)) return true;
    const remote = this.remote;
    if (!remote) return false;
    const written = await remote.answer(id, { ok, by, ...(reason ? { reason: reason.slice(0, 200) } : {}) }, this.clock.now());
    if (written) {
      this.d.logger.info({ approval: id, by, approved: ok }, 'an approval of a call waiting on another instance was given here');
      this.d.audit?.record(ok ? 'risk.approved_remote' : 'risk.denied_remote', { approval: id, by, ...(reason ? { reason: reason.slice(0, 200) } : {}) });
    }
    return written;
  }

  /** Refuses every waiting call and every later request (the daemon begins to stop); returns the ids refused. */
  close(reason: string): readonly string[] {
    this.closedBecause = reason;
    return this.refuseAll(reason);
  }

  /** Refuses every waiting call; returns their ids. */
  refuseAll(reason: string): readonly string[] {
    const ids = [...this.waiting.keys()];
    for (const w of [...this.waiting.values()]) w.settle(false, reason);
    return ids;
  }
}
