// Whether another process is alive, and an identity of its start, so that lock and temp files can tell a leftover from a live holder.
import { readFileSync } from 'node:fs';

/** True when `pid` names a running process (EPERM: it runs under another user). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The start time of `pid` in clock ticks since boot (field 22 of /proc/<pid>/stat), or undefined where /proc is
 * missing (not Linux) or the process is gone. A PID reused by a later process has another start time.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}
