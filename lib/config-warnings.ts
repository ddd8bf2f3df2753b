// Warnings an extension raises about a config change (e.g. the first [users.*] locking out every unbound paired token),
// carried back to whoever asked for the write: the admin API's PATCH /api/config answer and the CLI's `svc config set`
// through the control socket. A writer runs the write inside collectConfigWarnings; a validateConfig tap calls
// configWarning, which is a no-op outside such a write (the tap logs the warning itself as well).
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string[]>();

/** Adds one warning (a plain sentence) to the write in progress, if any; repeated sentences are kept once. */
export function configWarning(message: string): void {
  const list = scope.getStore();
  if (list && !list.includes(message)) list.push(message);
}

/** Runs a config write and returns its result with the warnings raised while it ran. */
export async function collectConfigWarnings<T>(work: () => Promise<T>): Promise<{ readonly result: T; readonly warnings: readonly string[] }> {
  const list: string[] = [];
  const result = await scope.run(list, work);
  return { result, warnings: list };
}
