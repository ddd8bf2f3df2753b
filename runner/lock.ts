// The data directory's lock file (<data dir>/svc.lock, holding the PID): one daemon per data directory.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { kernelError } from '../kernel/errors.js';
import { pidAlive } from '../lib/fs/process.js';

export const LOCK_FILE = 'svc.lock';

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws SVC_ERR_LOCKED; a lock whose PID is gone is taken over. Returns the release function. */
export function acquireLock(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (readPid(file) === process.pid) {
          try {
            unlinkSync(file);
          } catch {
            // already gone: nothing to release
          }
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw kernelError('SVC_ERR_LOCKED', `cannot create the lock file ${file}: ${(err as Error).message}`, { cause: err });
      }
      const holder = readPid(file);
      if (holder !== undefined && holder !== process.pid && pidAlive(holder)) {
        throw kernelError('SVC_ERR_LOCKED', `another svc daemon (pid ${holder}) holds ${file}; stop it or use another SVC_DATA_DIR`);
      }
      try {
        unlinkSync(file);
      } catch {
        // another process took it over first; the next attempt decides
      }
    }
  }
  throw kernelError('SVC_ERR_LOCKED', `cannot take the lock file ${file}: it keeps reappearing`);
}
