// Repeated events (refusals under a flood) written at a bounded rate: the first of each key in a window is written, the
// rest are only counted, and one summary per key says how many were left out when its window ends.

/** Keys beyond `maxKeys` share this one, so a flood of distinct keys costs bounded memory and bounded lines too. */
export const OVERFLOW_KEY = '*';

export interface ThrottleOptions {
  /** Length of a key's window, ms: at most one event and one summary of each key in it. */
  readonly windowMs: number;
  /** Keys tracked at most; the others share OVERFLOW_KEY (whose events are all counted, none written). */
  readonly maxKeys: number;
  readonly now?: () => number;
}

interface Window<F> {
  readonly start: number;
  suppressed: number;
  readonly sample: F;
}

/**
 * Decides per event whether to write it. A key's first event in a window is written (`admit` is true); further ones
 * are counted, and when the window has ended `summary(key, count, sample)` runs once for it (from a timer, which an
 * idle throttle does not hold, so it never keeps a process alive). Each call is O(1); memory is O(maxKeys).
 */
export class EventThrottle<F> {
  readonly #windows = new Map<string, Window<F>>();
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: ThrottleOptions,
    private readonly summary: (key: string, count: number, sample: F) => void,
  ) {
    this.#now = options.now ?? Date.now;
  }

  /** Whether to write this event now; false when it is only counted, to be summed up at the end of its window. */
  admit(key: string, fields: F): boolean {
    const now = this.#now();
    let w = this.#windows.get(key);
    if (w && now - w.start >= this.options.windowMs) {
      this.#end(key, w);
      w = undefined;
    }
    if (!w && this.#windows.size >= this.options.maxKeys) {
      this.flush();
      if (this.#windows.size >= this.options.maxKeys) {
        const overflow = this.#windows.get(OVERFLOW_KEY) ?? { start: now, suppressed: 0, sample: fields };
        this.#windows.set(OVERFLOW_KEY, overflow);
        overflow.suppressed += 1;
        this.#arm();
        return false;
      }
    }
    if (!w) {
      this.#windows.set(key, { start: now, suppressed: 0, sample: fields });
      return true;
    }
    w.suppressed += 1;
    this.#arm();
    return false;
  }

  /** Sums up and forgets every window that has ended (all of them with `all`, e.g. at shutdown). */
  flush(all = false): void {
    const now = this.#now();
    // Windows are kept in the order they started (a Map keeps insertion order), so the ended ones come first.
    for (const [key, w] of this.#windows) {
      if (!all && now - w.start < this.options.windowMs) break;
      this.#end(key, w);
    }
  }

  /** Sums up every window now and stops the timer. */
  close(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.flush(true);
  }

  get size(): number {
    return this.#windows.size;
  }

  #end(key: string, w: Window<F>): void {
    this.#windows.delete(key);
    if (w.suppressed > 0) this.summary(key, w.suppressed, w.sample);
  }

  #arm(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.flush();
      if ([...this.#windows.values()].some((w) => w.suppressed > 0)) this.#arm();
    }, this.options.windowMs);
    this.#timer.unref();
  }
}
