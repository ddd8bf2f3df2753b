// Runs the real `svc` binary (bin/svc.js over dist/) as a child process, and a daemon whose log lines can be awaited.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SVC = fileURLToPath(new URL('../../bin/svc.js', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export interface Result {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The environment of a child: no inherited SVC_ variables, HOME pointed away from the real one. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('SVC_')) env[k] = v;
  return { ...env, ...extra };
}

export function svc(args: string[], env: Record<string, string>, timeoutMs = 20_000): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SVC, ...args], { env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

export interface Daemon {
  readonly child: ChildProcess;
  readonly lines: Record<string, unknown>[];
  stderr(): string;
  /** Resolves with the first log line matching, or rejects after timeoutMs. */
  waitFor(pred: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts `svc <args>` as a long-running process; the gateway binds an ephemeral port unless the test says otherwise. */
export function daemon(args: string[], env: Record<string, string>): Daemon {
  const child = spawn(process.execPath, [SVC, ...args], { env: cleanEnv({ SVC_gateway__port: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: Record<string, unknown>[] = [];
  const waiters: { pred: (l: Record<string, unknown>) => boolean; resolve: (l: Record<string, unknown>) => void }[] = [];
  let err = '';
  let partial = '';
  child.stderr!.on('data', (d) => (err += d));
  child.stdout!.on('data', (d: Buffer) => {
    partial += d.toString();
    let nl: number;
    while ((nl = partial.indexOf('\n')) >= 0) {
      const text = partial.slice(0, nl);
      partial = partial.slice(nl + 1);
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        line = { unparsed: text };
      }
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.pred(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
  void exited.then(() => clearTimeout(kill));
  return {
    child,
    lines,
    stderr: () => err,
    exited,
    waitFor(pred, timeoutMs = 15_000) {
      const hit = lines.find(pred);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching log line within ${timeoutMs} ms; stderr: ${err}`)), timeoutMs);
        waiters.push({ pred, resolve: (l) => (clearTimeout(timer), resolve(l)) });
        void exited.then(() => {
          clearTimeout(timer);
          reject(new Error(`daemon exited before a matching line; stderr: ${err}`));
        });
      });
    },
  };
}
