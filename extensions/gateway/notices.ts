// Refusals a client can repeat at will: each counted in /metrics, logged at most once a minute per kind with its count.
import type { Counter, Logger, Metrics } from '../../kernel/index.js';

export type NoticeKind = 'unauthorized' | 'rate_limited' | 'rate_limit_full' | 'idempotency_store_full' | 'pairing_locked';

const PERIOD_MS = 60_000;

const MESSAGES: Record<NoticeKind, string> = {
  unauthorized: 'requests refused: credentials missing or wrong',
  rate_limited: 'requests refused: over the rate limit',
  rate_limit_full: 'new clients refused: rate_limit_max_keys clients active within the last minute are tracked',
  idempotency_store_full: 'new idempotency keys refused: idempotency_max_keys keys are live',
  pairing_locked: 'pairing attempts refused: client locked out',
};

/**
 * One WARN line per kind and minute: the first refusal after a quiet minute is logged at once with its client, and
 * `count` says how many refusals of that kind the line stands for (this one and those not logged since the last
 * line). Lines never hold a credential, a code or an idempotency key: only the kind, the client and the count.
 */
export class Notices {
  private readonly last = new Map<NoticeKind, { at: number; unlogged: number }>();
  private readonly refused: Counter;

  constructor(
    private readonly logger: Logger,
    private readonly now: () => number,
    metrics: Metrics,
    /** Records the logged line in the audit trail too (refused credentials and lockouts are security events). */
    private readonly audit?: (event: 'gateway.refused', fields: Readonly<Record<string, string | number>>) => void,
  ) {
    this.refused = metrics.counter({ name: 'svc_gateway_refusals_total', help: 'Gateway refusals a client can repeat at will, by reason.', labelNames: ['reason'] });
  }

  note(kind: NoticeKind, client: string): void {
    this.refused.inc({ reason: kind });
    const now = this.now();
    const last = this.last.get(kind);
    if (last !== undefined && now - last.at < PERIOD_MS) {
      last.unlogged += 1;
      return;
    }
    this.logger.warn({ kind, client, count: (last?.unlogged ?? 0) + 1 }, MESSAGES[kind]);
    if (kind === 'unauthorized' || kind === 'pairing_locked') this.audit?.('gateway.refused', { kind, client, count: (last?.unlogged ?? 0) + 1 });
    this.last.set(kind, { at: now, unlogged: 0 });
  }
}
