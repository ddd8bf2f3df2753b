// The tool calls waiting for an operator's approval (a risk profile's "approve"): each waits at most its profile's
// approval_timeout_secs, is answered once (approved or denied, by the CLI or the admin API), and is logged and audited
// with who answered; at most MAX_PENDING wait at once.
import { randomBytes } from 'node:crypto';
import { systemClock, timerMs, type Clock, type Logger } from '../../kernel/index.js';
import type { AuditTrail } from '../audit/api.js';
import type { PendingApproval } from './api.js';

/** Calls waiting at once at most; beyond, a call that needs an approval is refused at once. */
export const MAX_PENDING = 64;

export interface ApprovalRequest {
  readonly agent: string;
  readonly channel: string;
  readonly tool: string;
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
}

export class Approvals {
  private readonly waiting = new Map<string, Waiting>();

  private readonly clock: Clock;

  constructor(private readonly d: ApprovalsDeps) {
    this.clock = d.clock ?? systemClock;
  }

  pending(): readonly PendingApproval[] {
    return [...this.waiting.values()].map(({ settle: _settle, ...rest }) => rest);
  }

  /** Resolves when an operator approves the call; rejects with a sentence for the model when it is denied or times out. */
  async request(r: ApprovalRequest): Promise<void> {
    const ids = { agent: r.agent, channel: r.channel, tool: r.tool };
    if (r.signal?.aborted) throw new Error('the turn was cancelled; the call was not run');
    if (this.waiting.size >= MAX_PENDING) throw new Error(`${MAX_PENDING} calls already wait for an operator's approval; the call was not run`);
    const id = `apr_${randomBytes(6).toString('hex')}`;
    const created = this.clock.now();
    const ttl = r.timeoutSecs * 1000;
    this.d.logger.warn({ ...ids, approval: id, risk_profile: r.profile, level: r.level, wait_secs: r.timeoutSecs }, `a tool call waits for an operator's approval: run svc risk approve ${id} (or svc risk deny ${id}) within ${r.timeoutSecs} s`);
    this.d.audit?.record('risk.approval_requested', { approval: id, ...ids, risk_profile: r.profile, level: r.level });
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
        resolve({ ok, why });
      };
      r.signal?.addEventListener('abort', cancelled, { once: true });
      this.waiting.set(id, { id, ...ids, risk_profile: r.profile, level: r.level, created_at: created, expires_at: created + ttl, settle });
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

  /** Refuses every waiting call (the daemon stops); returns their ids. */
  refuseAll(reason: string): readonly string[] {
    const ids = [...this.waiting.keys()];
    for (const w of [...this.waiting.values()]) w.settle(false, reason);
    return ids;
  }
}
