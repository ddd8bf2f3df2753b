// The daemon's control socket (<data dir>/svc.sock, mode 0600): newline-delimited JSON, one request per connection.
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, EXIT, kernelError, SvcError, type ConfigProblem, type ExitCode } from '../kernel/errors.js';
import type { ControlHandler } from '../kernel/types.js';

export const SOCKET_FILE = 'svc.sock';
/** Node silently truncates longer Unix socket paths. */
export const MAX_SOCKET_PATH_BYTES = 107;
const MAX_REQUEST_BYTES = 1024 * 1024;

export interface ControlRequest {
  command: string;
  args?: unknown;
}

export type ControlResponse =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: string; message: string; exit: ExitCode; problems?: readonly ConfigProblem[] } };

export function socketPath(dataDir: string): string {
  const path = join(dataDir, SOCKET_FILE);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    throw kernelError('SVC_ERR_SOCKET_PATH', `the control socket path ${path} is ${Buffer.byteLength(path)} bytes; at most ${MAX_SOCKET_PATH_BYTES} work`);
  }
  return path;
}

/**
 * Serves the registered handlers; an existing socket file is stale because the caller holds the lock. Error messages
 * pass through `scrub` (the daemon's: secret values, then the installed output filter) before they reach the CLI.
 */
export async function startControlServer(path: string, handlers: ReadonlyMap<string, { handler: ControlHandler }>, scrub: (text: string) => string = (text) => text): Promise<Server> {
  if (existsSync(path)) unlinkSync(path);
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_REQUEST_BYTES) return void socket.destroy();
      const nl = buffered.indexOf('\n');
      if (nl < 0) return;
      socket.removeAllListeners('data');
      void answer(buffered.slice(0, nl)).then((response) => socket.end(`${JSON.stringify(response)}\n`));
    });
  });
  const answer = async (line: string): Promise<ControlResponse> => {
    let request: ControlRequest;
    try {
      request = JSON.parse(line) as ControlRequest;
    } catch {
      return { ok: false, error: { code: 'SVC_ERR_CONTROL', message: 'the request is not JSON', exit: EXIT.runtime } };
    }
    const entry = typeof request.command === 'string' ? handlers.get(request.command) : undefined;
    if (!entry) {
      const message = scrub(`the daemon has no control command "${String(request.command)}"`);
      return { ok: false, error: { code: 'SVC_ERR_CONTROL', message, exit: EXIT.runtime } };
    }
    try {
      return { ok: true, result: (await entry.handler(request.args)) ?? null };
    } catch (err) {
      const known = err instanceof SvcError;
      // Problems travel too (paths and messages, never values), so the CLI maps them as it does for its own writes.
      const problems = known && err.problems.length ? { problems: err.problems } : {};
      return { ok: false, error: { code: known ? err.code : 'SVC_ERR_CONTROL', message: scrub(describe(err)), exit: known ? err.exitCode : EXIT.runtime, ...problems } };
    }
  };
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(previous);
  }
  chmodSync(path, 0o600);
  return server;
}

/** Sends one command to the running daemon; no daemon is SVC_ERR_NO_DAEMON (exit 1). */
export function callControl(path: string, command: string, args: unknown, timeoutMs = 30_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let buffered = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(kernelError('SVC_ERR_CONTROL', `the daemon did not answer "${command}" within ${timeoutMs / 1000} s`));
    });
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on('data', (chunk: string) => (buffered += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') {
        reject(kernelError('SVC_ERR_NO_DAEMON', `no running daemon: nothing answers on ${path}`));
      } else reject(kernelError('SVC_ERR_CONTROL', `cannot reach the daemon on ${path}: ${err.message}`, { cause: err }));
    });
    socket.on('end', () => {
      let response: ControlResponse;
      try {
        response = JSON.parse(buffered) as ControlResponse;
      } catch {
        return reject(kernelError('SVC_ERR_CONTROL', `the daemon sent an unreadable answer to "${command}"`));
      }
      if (response.ok) resolve(response.result);
      else reject(new SvcError(response.error.code, response.error.message, { exitCode: response.error.exit, problems: response.error.problems ?? [] }));
    });
  });
}
