// Who owns the code running now: each extension's apply, taps and control handlers run as that extension, and what
// they start (timers, sockets, promises) keeps the owner, so an exception or rejection escaping it is attributed to
// it (the runner contains it: logs, counts, keeps serving).
import { AsyncLocalStorage } from 'node:async_hooks';

const owner = new AsyncLocalStorage<string>();

/** Runs `fn` as `extension`: what it throws later from timers, sockets or promises it made is attributed to it. */
export function runAs<T>(extension: string, fn: () => T): T {
  return owner.run(extension, fn);
}

/** The extension whose code runs now, if any (inside a process-level error handler: the code that threw). */
export function currentOwner(): string | undefined {
  return owner.getStore();
}
