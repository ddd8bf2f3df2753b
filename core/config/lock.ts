// The cross-process write lock of config.toml and .secret_key (<config dir>/.config.lock): one writer at a time.
import { linkSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { kernelError } from '../../kernel/errors.js';
import { createFileExclusive, tempPathFor } from '../../lib/fs/atomic.js';
import { pidAlive, processStart } from '../../lib/fs/process.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

export const CONFIG_LOCK_FILE = '.config.lock';
/** How long a writer waits for a live holder before it gives up (SVC_ERR_CONFIG_LOCKED, nothing written). */
export const LOCK_TIMEOUT_MS = 10_000;
const MAX_POLL_MS = 100;

/** What a lock file holds: who took it, and a nonce that tells this taking from any other. */
export interface LockHolder {
  readonly pid: number;
  /** Start time of `pid` (Linux); a live process with another start time reused the PID. */
  readonly start?: string;
  readonly nonce: string;
}

export interface LockOptions {
  readonly timeoutMs?: number;
  /** Called once when the lock is held by a live process and this one starts to wait. */
  readonly onWait?: (holder: LockHolder | undefined) => void;
}

export interface HeldLock {
  /** Throws SVC_ERR_CONFIG_LOCKED when the lock file no longer holds this taking (call right before committing). */
  verify(): void;
}

export function configLockFile(configDir: string): string {
  return join(configDir, CONFIG_LOCK_FILE);
}

function readHolder(file: string): { text: string; holder: LockHolder | undefined } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    if (typeof h.pid === 'number' && typeof h.nonce === 'string') return { text, holder: h as LockHolder };
  } catch {
    // not a lock this code wrote (it publishes whole files only): stale
  }
  return { text, holder: undefined };
}

/** A lock is stale when its holder is gone: the PID is dead or now names a process that started later. */
function isStale(holder: LockHolder | undefined): boolean {
  if (!holder) return true;
  // This process waits on its own takings in memory (see `chains`), so a file naming it is a leftover of a dead PID.
  if (holder.pid === process.pid) return true;
  if (!pidAlive(holder.pid)) return true;
  const start = holder.start === undefined ? undefined : processStart(holder.pid);
  return start !== undefined && start !== holder.start;
}

/**
 * Removes the stale lock whose content was `seen`. It is moved aside first and compared: if another process took the
 * lock after we read it, the fresh lock is put back, so a stale-lock breaker never deletes a live holder's lock.
 */
function breakStale(file: string, seen: string): void {
  const aside = tempPathFor(file);
  try {
    renameSync(file, aside);
  } catch {
    return; // already gone
  }
  try {
    if (readFileSync(aside, 'utf8') !== seen) {
      try {
        linkSync(aside, file);
      } catch {
        // a third writer took the free name meanwhile; the displaced holder's verify() refuses its commit
      }
    }
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // nothing to clean
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function acquire(file: string, what: string, options: LockOptions): Promise<LockHolder> {
  const timeoutMs = options.timeoutMs ?? LOCK_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  const start = processStart(process.pid);
  const me: LockHolder = { pid: process.pid, ...(start === undefined ? {} : { start }), nonce: crypto().randomBytes(12).toString('hex') };
  const text = `${JSON.stringify(me)}\n`;
  let delay = 2;
  let holder: LockHolder | undefined;
  for (;;) {
    if (createFileExclusive(file, text, 0o600)) return me;
    const seen = readHolder(file);
    const stale = seen !== undefined && isStale(seen.holder);
    if (stale) breakStale(file, seen.text);
    const left = deadline - Date.now();
    if (left <= 0) {
      const by = seen?.holder ?? holder;
      throw kernelError(
        'SVC_ERR_CONFIG_LOCKED',
        `${what}: another svc process${by ? ` (pid ${by.pid})` : ''} has held the write lock ${file} for more than ${timeoutMs / 1000} s; nothing was written. The lock is freed when that process finishes or exits`,
      );
    }
    // Gone: try again at once. Stale: broken above; a break that failed (say EPERM) must not spin, so yield a moment.
    if (!seen) continue;
    if (stale) {
      await sleep(1);
      continue;
    }
    if (!holder) options.onWait?.(seen.holder);
    holder = seen.holder;
    await sleep(Math.min(delay, left));
    delay = Math.min(delay * 2, MAX_POLL_MS);
  }
}

function release(file: string, me: LockHolder): void {
  if (readHolder(file)?.holder?.nonce !== me.nonce) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/** Takings of each lock file by this process, in order: in-process writers queue here, not on the file. */
const chains = new Map<string, Promise<void>>();

/**
 * Runs `fn` while holding the lock file `file` (created exclusively, holding pid, start time and a nonce). A lock whose
 * holder is dead is taken over at once; a live holder is waited for up to `timeoutMs`, then SVC_ERR_CONFIG_LOCKED.
 * `what` names the operation in that error.
 */
export async function withFileLock<T>(file: string, what: string, fn: (lock: HeldLock) => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  const previous = chains.get(file) ?? Promise.resolve();
  let done!: () => void;
  const gate = new Promise<void>((resolve) => (done = resolve));
  const mine = previous.then(() => gate);
  chains.set(file, mine);
  await previous;
  try {
    const me = await acquire(file, what, options);
    try {
      return await fn({
        verify: () => {
          if (readHolder(file)?.holder?.nonce !== me.nonce) {
            throw kernelError('SVC_ERR_CONFIG_LOCKED', `${what}: the write lock ${file} was taken over by another process; nothing was written`);
          }
        },
      });
    } finally {
      release(file, me);
    }
  } finally {
    done();
    if (chains.get(file) === mine) chains.delete(file);
  }
}
