// The shutdown's account of in-flight work: what each extension's drain finished, gave up or kept for after a restart.
// Each given-up or kept item is logged the moment it is reported, with its ids, so every such line comes before the
// daemon's last one (`stopped`), which carries the counts.
import type { ShutdownWork } from './hooks.js';
import type { Logger } from './logger.js';

export type WorkOutcome = 'finished' | 'abandoned' | 'interrupted';

/** Counts per outcome and kind, as the `stopped` line shows them: `{"finished": {"requests": 2}, …}`. */
export type WorkTotals = Readonly<Record<WorkOutcome, Readonly<Record<string, number>>>>;

export class WorkLedger {
  private readonly counts: Record<WorkOutcome, Map<string, number>> = { finished: new Map(), abandoned: new Map(), interrupted: new Map() };

  /** The ledger as one extension reports to it, through its own logger. */
  forExtension(logger: Logger): ShutdownWork {
    return {
      finished: (kind, count = 1) => {
        if (Number.isInteger(count) && count > 0) this.add('finished', kind, count);
      },
      abandoned: (kind, ids, message) => {
        logger.error({ work: kind, ...ids }, message);
        this.add('abandoned', kind, 1);
      },
      interrupted: (kind, ids, message) => {
        logger.warn({ work: kind, ...ids }, message);
        this.add('interrupted', kind, 1);
      },
    };
  }

  totals(): WorkTotals {
    const out = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : 1)));
    return { finished: out(this.counts.finished), abandoned: out(this.counts.abandoned), interrupted: out(this.counts.interrupted) };
  }

  private add(outcome: WorkOutcome, kind: string, count: number): void {
    const key = String(kind);
    this.counts[outcome].set(key, (this.counts[outcome].get(key) ?? 0) + count);
  }
}
