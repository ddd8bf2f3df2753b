// Atomic file writes (temp file in the same directory, fsync, rename, fsync the directory) and clean-up of their leftovers.
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Temp files of atomic writes: `.<name>.tmp-<random>`. */
export const TEMP_FILE = /^\..+\.tmp-[A-Za-z0-9]+$/;

/**
 * Replaces `file` with `data` so that a crash leaves either the old or the new file, never a part. The temp file is
 * created with `mode` at open (0600 by default), so a secret is never readable by others, not even for a moment.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): void {
  const dir = dirname(file);
  // The name need not be secret: 'wx' refuses to reuse an existing file.
  const temp = join(dir, `.${basename(file)}.tmp-${process.pid.toString(36)}${Math.random().toString(36).slice(2, 10)}`);
  const fd = openSync(temp, 'wx', mode);
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    unlinkSync(temp);
    throw err;
  }
  closeSync(fd);
  try {
    renameSync(temp, file);
  } catch (err) {
    unlinkSync(temp);
    throw err;
  }
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/** Removes temp files an interrupted write left in `dir`; returns their paths. */
export function removeStaleTemps(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!TEMP_FILE.test(name)) continue;
    try {
      unlinkSync(join(dir, name));
      removed.push(join(dir, name));
    } catch {
      // someone else removed it
    }
  }
  return removed;
}
