// Waiting for work in flight until a shutdown deadline: the one helper every drain uses, so none of them leaves a
// listener on the deadline or a promise that never settles behind.

/**
 * Resolves once `work` settles or `deadline` aborts, whichever comes first: true when the work settled in time. The
 * work's rejection counts as settled (its owner handles it); the abort listener is removed either way.
 */
export function untilDeadline(work: Promise<unknown>, deadline: AbortSignal): Promise<boolean> {
  if (deadline.aborted) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const timeUp = (): void => resolve(false);
    deadline.addEventListener('abort', timeUp, { once: true });
    work.then(
      () => (deadline.removeEventListener('abort', timeUp), resolve(true)),
      () => (deadline.removeEventListener('abort', timeUp), resolve(true)),
    );
  });
}

/**
 * The items of one kind of work in flight (turns, deliveries, runs): a set that counts what left it and says when it
 * is empty, so a drain waits with `idle(deadline)` and then handles what is left.
 */
export class InFlight<T> {
  private readonly items = new Set<T>();
  private waiters: (() => void)[] = [];
  /** How many items left the set since it was made (finished or failed). */
  settled = 0;

  get size(): number {
    return this.items.size;
  }

  add(item: T): void {
    this.items.add(item);
  }

  /** Removes `item`; the last one out wakes every `idle` waiting. */
  delete(item: T): boolean {
    if (!this.items.delete(item)) return false;
    this.settled += 1;
    if (this.items.size === 0) this.wake();
    return true;
  }

  has(item: T): boolean {
    return this.items.has(item);
  }

  /** What is in flight now, in the order it came. */
  values(): T[] {
    return [...this.items];
  }

  /** Empties the set without counting anything as settled (what is left after a drain is reported by its owner). */
  clear(): T[] {
    const left = [...this.items];
    this.items.clear();
    this.wake();
    return left;
  }

  /** Resolves once nothing is in flight or `deadline` aborts: true when idle. */
  idle(deadline: AbortSignal): Promise<boolean> {
    if (this.items.size === 0) return Promise.resolve(true);
    return untilDeadline(new Promise<void>((resolve) => this.waiters.push(resolve)), deadline);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
