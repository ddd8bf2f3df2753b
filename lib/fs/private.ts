// State files only their owner may read: created 0600 (in a 0700 directory) before SQLite or anyone else opens them.
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Files SQLite keeps beside a database in WAL mode; it creates them with the database file's mode. */
export const SQLITE_COMPANIONS: readonly string[] = ['-wal', '-shm'];

/**
 * Makes `file` exist with mode 0600 whatever the umask, creating its directory (0700) when missing. A file left
 * readable by group or others (by an earlier release, which let SQLite create it 0644) is tightened to 0600, and so
 * are its `companions` (`<file><suffix>`) that exist.
 */
export function ensurePrivateFile(file: string, companions: readonly string[] = []): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // The mode applies only when the file is created; 'a' never truncates an existing one.
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, ...companions.map((suffix) => `${file}${suffix}`)]) {
    let mode: number;
    try {
      mode = statSync(path).mode;
    } catch {
      continue;
    }
    if (mode & 0o077) chmodSync(path, 0o600);
  }
}
