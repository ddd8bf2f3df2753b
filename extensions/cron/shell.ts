// Shell jobs: runs one command in its own process group with a timeout, an abort signal and bounded, interleaved output.
import { spawn } from 'node:child_process';
import { timerMs } from '../../kernel/index.js';

export interface ShellResult {
  ok: boolean;
  exit_code: number | null;
  signal: string | null;
  output: string;
  truncated: boolean;
  timed_out: boolean;
  duration_ms: number;
}

/** How long a group that got SIGTERM has before SIGKILL. */
const KILL_GRACE_MS = 2000;

/**
 * Runs `command` with /bin/sh -c in its own process group; stdout and stderr interleaved into one output bounded to
 * maxOutputBytes (then cut with a marker line "[output truncated: N bytes dropped]"); on timeout or abort the whole group
 * gets SIGTERM, then SIGKILL after 2 s.
 *
 * The run ends when every holder of the output pipe has closed it, so a background process that keeps it open counts
 * towards the timeout; one that redirected its output away is left running when the shell exits normally. The marker
 * comes after the kept bytes and does not count towards maxOutputBytes. An abort during the run resolves with what the
 * command wrote; a signal already aborted rejects with its reason and starts nothing. Rejects when /bin/sh cannot start.
 */
export async function runShell(
  command: string,
  options: { timeoutMs: number; maxOutputBytes: number; cwd: string; env?: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<ShellResult> {
  const { timeoutMs, maxOutputBytes, cwd, env, signal } = options;
  if (signal?.aborted) throw signal.reason;
  const started = performance.now();
  return new Promise<ShellResult>((resolve, reject) => {
    // One pipe for both streams keeps their true order: the outer shell execs the inner one with 2>&1, so the command
    // itself runs exactly as `/bin/sh -c command`, with the same pid. detached makes that pid a new process group.
    const child = spawn('/bin/sh', ['-c', 'exec /bin/sh -c "$1" 2>&1', 'sh', command], {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = new BoundedOutput(Math.max(0, maxOutputBytes));
    child.stdout.on('data', (d: Buffer) => output.add(d));
    child.stderr.on('data', (d: Buffer) => output.add(d));

    let timedOut = false;
    let killTimer: NodeJS.Timeout | undefined;
    const signalGroup = (sig: NodeJS.Signals | 0): boolean => {
      try {
        process.kill(-child.pid!, sig);
        return true;
      } catch {
        return false; // the group is gone
      }
    };
    const stop = (): void => {
      if (killTimer || child.pid === undefined) return;
      signalGroup('SIGTERM');
      killTimer = setTimeout(() => signalGroup('SIGKILL'), KILL_GRACE_MS);
    };
    const onAbort = (): void => stop();
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, timerMs(timeoutMs));
    signal?.addEventListener('abort', onAbort, { once: true });
    const cleanUp = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    child.on('error', (e) => {
      cleanUp();
      if (killTimer) clearTimeout(killTimer);
      // Node reports a missing cwd as "spawn /bin/sh ENOENT"; name the directory too.
      reject(new Error(`could not run /bin/sh in ${JSON.stringify(cwd)}: ${e.message}`, { cause: e }));
    });
    child.on('close', (code, sig) => {
      cleanUp();
      // Members that closed the pipe but ignore SIGTERM still get the SIGKILL; a timer for an empty group is dropped,
      // so it cannot hit a later process that reuses the id.
      if (killTimer && !signalGroup(0)) clearTimeout(killTimer);
      const { text, truncated } = output.finish();
      resolve({
        ok: code === 0 && !timedOut,
        exit_code: code,
        signal: sig,
        output: text,
        truncated,
        timed_out: timedOut,
        duration_ms: Math.round(performance.now() - started),
      });
    });
  });
}

/** The first `max` bytes of a stream, counting what is dropped after them. */
class BoundedOutput {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  private dropped = 0;

  constructor(private readonly max: number) {}

  add(chunk: Buffer): void {
    const take = Math.min(chunk.length, this.max - this.kept);
    if (take > 0) {
      this.chunks.push(chunk.subarray(0, take));
      this.kept += take;
    }
    this.dropped += chunk.length - take;
  }

  finish(): { text: string; truncated: boolean } {
    let bytes = Buffer.concat(this.chunks);
    if (this.dropped === 0) return { text: bytes.toString('utf8'), truncated: false };
    const cut = utf8Boundary(bytes);
    const dropped = this.dropped + bytes.length - cut;
    bytes = bytes.subarray(0, cut);
    const text = bytes.toString('utf8');
    const sep = text === '' || text.endsWith('\n') ? '' : '\n';
    return { text: `${text}${sep}[output truncated: ${dropped} bytes dropped]`, truncated: true };
  }
}

/** The length of `bytes` without a UTF-8 sequence left incomplete at its end. */
function utf8Boundary(bytes: Buffer): number {
  // Walk back over at most three continuation bytes (10xxxxxx) to the lead byte of the last sequence.
  let i = bytes.length - 1;
  while (i >= 0 && i >= bytes.length - 4 && (bytes[i]! & 0xc0) === 0x80) i--;
  if (i < 0) return bytes.length;
  const lead = bytes[i]!;
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return bytes.length - i < need ? i : bytes.length;
}
