// Time for every extension: the Clock interface tests inject, the real clock, and delays made safe for Node's timers.

/** Time as extensions see it; tests inject one so that TTLs, backoff and pacing run in milliseconds. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The longest delay a Node timer honours; a longer one fires after 1 ms (PITFALLS). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A delay from config, made safe for setTimeout and AbortSignal.timeout. */
export function timerMs(ms: number): number {
  return Math.max(0, Math.min(ms, MAX_TIMER_MS));
}

/** The real clock; long sleeps are taken in timer-sized pieces, so a 30-day wait is 30 days. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    const until = Date.now() + ms;
    for (let left = ms; left > 0; left = until - Date.now()) {
      await new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = (): void => {
          clearTimeout(timer);
          reject(signal!.reason);
        };
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, timerMs(left));
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    }
  },
};

/** A time limit on a clock: `signal` aborts (with the reason given) once `ms` have passed, unless cleared first. */
export interface ClockDeadline {
  readonly signal: AbortSignal;
  /** Whether the limit passed (and not the work's own end or another abort). */
  readonly expired: boolean;
  /** Stops the wait; call it when the work ends, so no sleep outlives it. */
  clear(): void;
}

/**
 * The one way a piece of work gets a timeout on an injected clock (a heartbeat's task_timeout_secs, a delegate's
 * timeout, a peer turn's deadline): tests move a fake clock instead of waiting.
 */
export function clockDeadline(clock: Clock, ms: number, reason: () => Error): ClockDeadline {
  const limit = new AbortController();
  const waiting = new AbortController();
  let expired = false;
  void clock.sleep(timerMs(ms), waiting.signal).then(
    () => {
      expired = true;
      limit.abort(reason());
    },
    () => undefined,
  );
  return {
    signal: limit.signal,
    get expired() {
      return expired;
    },
    clear: () => waiting.abort(),
  };
}
