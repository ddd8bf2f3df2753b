// Atomic file writes (temp file in the same directory, fsync, rename or link, fsync the directory) and clean-up of their leftovers.
import { closeSync, fsyncSync, linkSync, openSync, readdirSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pidAlive } from './process.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

/** Temp files of atomic writes: `.<name>.tmp-<pid>-<random>` (older releases wrote `.<name>.tmp-<random>`). */
export const TEMP_FILE = /^\..+\.tmp-(?:([0-9]+)-)?[A-Za-z0-9]+$/;

/**
 * A temp file older than this is stale even when its name carries a live PID (the PID may have been reused) or no
 * PID at all: one write holds its temp file for milliseconds.
 */
export const TEMP_MAX_AGE_MS = 10 * 60_000;

/** The temp name for `file`: it carries this process's PID, so a cleaner can tell a live writer's file from a leftover. */
export function tempPathFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.tmp-${process.pid}-${crypto().randomBytes(6).toString('hex')}`);
}

function fsyncDir(dir: string): void {
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone: nothing to clean
  }
}

/** Writes a new temp file beside `file` with `mode` at open, fsynced; returns its path. */
function writeTemp(file: string, data: string | Uint8Array, mode: number): string {
  const temp = tempPathFor(file);
  // 'wx' refuses to reuse an existing file.
  const fd = openSync(temp, 'wx', mode);
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    unlinkQuietly(temp);
    throw err;
  }
  closeSync(fd);
  return temp;
}

/**
 * Replaces `file` with `data` so that a crash leaves either the old or the new file, never a part. The temp file is
 * created with `mode` at open (0600 by default), so a secret is never readable by others, not even for a moment.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): void {
  const temp = writeTemp(file, data, mode);
  try {
    renameSync(temp, file);
  } catch (err) {
    unlinkQuietly(temp);
    throw err;
  }
  fsyncDir(dirname(file));
}

/**
 * Creates `file` holding `data` only if it does not exist, whole or not at all: the content is written to a temp file
 * first and published with link(2), which fails when the name exists. Returns false (nothing changed) when another
 * writer was first; the caller then reads the winner's file.
 */
export function createFileExclusive(file: string, data: string | Uint8Array, mode = 0o600): boolean {
  const temp = writeTemp(file, data, mode);
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkQuietly(temp);
  }
  fsyncDir(dirname(file));
  return true;
}

/**
 * Removes the temp files an interrupted write left in `dir`; returns their paths. A temp file is provably stale when
 * the PID in its name is not alive; with `aged`, one older than TEMP_MAX_AGE_MS is stale too (pass it only where no
 * writer can be mid-write for that long: the caller holds the directory's write lock, or nobody writes there).
 */
export function removeStaleTemps(dir: string, options: { readonly aged?: boolean; readonly now?: number } = {}): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const now = options.now ?? Date.now();
  const removed: string[] = [];
  for (const name of names) {
    const m = TEMP_FILE.exec(name);
    if (!m) continue;
    const file = join(dir, name);
    const pid = m[1] === undefined ? undefined : Number(m[1]);
    let stale = pid !== undefined && pid !== process.pid && !pidAlive(pid);
    if (!stale && options.aged) {
      try {
        stale = now - statSync(file).mtimeMs > TEMP_MAX_AGE_MS;
      } catch {
        continue;
      }
    }
    if (!stale) continue;
    try {
      unlinkSync(file);
      removed.push(file);
    } catch {
      // someone else removed it
    }
  }
  return removed;
}
