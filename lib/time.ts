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
