// A pids cgroup per sandboxed process, for a daemon running as root: the kernel does not apply RLIMIT_NPROC to the
// root user, so only a cgroup bounds a fork bomb then. cgroup v1 (/sys/fs/cgroup/pids) or a v2 root with the pids
// controller; where neither is writable the limit is said to be missing (svc doctor, svc status), not pretended.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'svc-sandbox-';
const CANDIDATES = ['/sys/fs/cgroup/pids', '/sys/fs/cgroup'];

let root: string | null | undefined;

/** Whether the daemon runs as root (RLIMIT_NPROC does not bind it). */
export const runsAsRoot = (): boolean => process.getuid?.() === 0;

/** A cgroup directory where svc may make pids groups, or null; probed once (as root only). */
export function pidsRoot(): string | null {
  if (root !== undefined) return root;
  root = null;
  if (!runsAsRoot()) return root;
  for (const dir of CANDIDATES) {
    const trial = join(dir, `${PREFIX}probe-${process.pid}`);
    try {
      if (dir === '/sys/fs/cgroup' && !readFileSync(join(dir, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('pids')) continue;
      mkdirSync(trial);
      const ok = existsSync(join(trial, 'pids.max'));
      rmdirSync(trial);
      if (ok) return (root = dir);
    } catch {
      // not writable here
    }
  }
  return root;
}

/** A new pids group holding at most `max` tasks; its `cgroup.procs` is where the process writes its pid. */
export function makeGroup(max: number): string {
  const dir = join(pidsRoot()!, `${PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'pids.max'), String(max));
  return dir;
}

/** Removes a group once it is empty: true when gone (a pid namespace's processes leave it shortly after bwrap dies). */
export function removeGroup(dir: string): boolean {
  try {
    rmdirSync(dir);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Removes empty groups a daemon that died left behind (their pid is not alive). */
export function sweepGroups(): void {
  const dir = pidsRoot();
  if (!dir) return;
  for (const name of readdirSync(dir)) {
    const m = new RegExp(`^${PREFIX}(\\d+)-`).exec(name);
    if (!m || alive(Number(m[1]))) continue;
    removeGroup(join(dir, name));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
