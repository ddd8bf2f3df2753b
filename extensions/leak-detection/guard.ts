// The guard that serves leakGuardPoint: a detector built from the running config (rebuilt after each reload), the
// WARN once per (via, kind) and the count of every redaction.
import type { Logger } from '../../kernel/index.js';
import type { LeakGuard } from './api.js';
import type { LeakDetectionConfig } from './config.generated.js';
import { Detector, type LeakKind } from './detector.js';

/** (via, kind) pairs remembered for the once-only WARN; beyond, the set starts over (a via per channel is bounded anyway). */
const NOTED_MAX = 1024;
/** Nesting redactJson walks; a deeper value is scanned as its JSON text, and replaced by that text when it held a leak. */
const MAX_DEPTH = 64;

export interface GuardDeps {
  readonly settings: () => LeakDetectionConfig;
  /** The running config's secret values, decrypted. */
  readonly secrets: () => readonly string[];
  readonly logger: Logger;
  /** Counts `n` redactions of `kind` through `via`. */
  readonly count: (via: string, kind: LeakKind, n: number) => void;
}

export class LeakGuardImpl implements LeakGuard {
  /** undefined: not built for the running config yet; null: detection is off. */
  private detector: Detector | null | undefined;
  private readonly noted = new Set<string>();

  constructor(private readonly deps: GuardDeps) {}

  /** Forgets the detector: the next text is scanned with the config (and secrets) that run then. */
  reset(): void {
    this.detector = undefined;
  }

  private current(): Detector | null {
    if (this.detector !== undefined) return this.detector;
    const c = this.deps.settings();
    this.detector = c.enabled ? new Detector({ secrets: this.deps.secrets(), highEntropy: c.high_entropy_tokens, sensitivity: c.sensitivity }) : null;
    return this.detector;
  }

  redact(text: string, via: string): string {
    if (typeof text !== 'string' || text.length < 8) return text;
    const detector = this.current();
    if (!detector) return text;
    const r = detector.redact(text);
    if (r.kinds.length) this.report(via, r.counts);
    return r.text;
  }

  redactJson<T>(value: T, via: string): T {
    const detector = this.current();
    if (!detector) return value;
    const counts: Partial<Record<LeakKind, number>> = {};
    const walk = (v: unknown, depth: number): unknown => {
      if (typeof v === 'string') {
        if (v.length < 8) return v;
        const r = detector.redact(v);
        for (const [k, n] of Object.entries(r.counts)) counts[k as LeakKind] = (counts[k as LeakKind] ?? 0) + n;
        return r.text;
      }
      if (v === null || typeof v !== 'object') return v;
      if (depth >= MAX_DEPTH) {
        const text = JSON.stringify(v);
        const redacted = walk(text, depth);
        return redacted === text ? v : redacted;
      }
      let changed = false;
      if (Array.isArray(v)) {
        const out = v.map((x) => {
          const y = walk(x, depth + 1);
          if (y !== x) changed = true;
          return y;
        });
        return changed ? out : v;
      }
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const y = walk(x, depth + 1);
        if (y !== x) changed = true;
        out[k] = y;
      }
      return changed ? out : v;
    };
    const out = walk(value, 0) as T;
    if (Object.keys(counts).length) this.report(via, counts);
    return out;
  }

  private report(via: string, counts: Partial<Record<LeakKind, number>>): void {
    for (const [kind, n] of Object.entries(counts) as [LeakKind, number][]) {
      this.deps.count(via, kind, n);
      const key = `${via}\0${kind}`;
      if (this.noted.has(key)) continue;
      if (this.noted.size >= NOTED_MAX) this.noted.clear();
      this.noted.add(key);
      // After the current write: a redaction inside a log line must not log while that line is being written.
      queueMicrotask(() => this.deps.logger.warn({ via, kind }, `a possible leak (${kind}) was redacted from text leaving through ${via}; later ones through the same path are only counted (svc_leak_redactions_total)`));
    }
  }
}
