// The daemon's control socket (<data dir>/svc.sock, mode 0600): newline-delimited JSON, one request per connection.
/*
 * Protocol (one connection, one command):
 *   client → daemon  {"command": "<dotted name>", "args": <any JSON>}\n     within 30 s of connecting (1 MiB at most)
 *   daemon → client  {"event": "<name>", ...}\n                           zero or more, as the handler emits them
 *   daemon → client  {"ok": true, "result": …}\n or {"ok": false, "error": {"code", "message", "exit"}}\n, then it closes
 * While the handler runs, the client may send {"cancel": true}\n: the handler's signal aborts, and it still answers.
 * A client that closes the connection (or only its sending side) cancels the same way. Once the request is read there is
 * no idle timeout: a handler bounds its own time (an agent turn: channels.message_timeout_secs). A client that reads
 * nothing while events pile up past 1 MiB is cut off (its handler cancelled), so a stalled reader costs bounded memory.
 * When the plugged guard requires it, the peer first proves its uid (runner/peer-proof.ts: a `peer_proof` event, the
 * client's `{"proved": true}` line), and the guard admits the command for that uid or refuses it (SVC_ERR_CONTROL).
 */
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, EXIT, kernelError, SvcError, type ConfigProblem, type ExitCode } from '../kernel/errors.js';
import type { ControlContext, ControlHandler } from '../kernel/types.js';
import type { ControlGuard } from '../lib/control-guard.js';
import { dropProof, judgeProof, makeProof, newChallenge, PROOF_TIMEOUT_MS } from './peer-proof.js';

export const SOCKET_FILE = 'svc.sock';
/** Node silently truncates longer Unix socket paths. */
export const MAX_SOCKET_PATH_BYTES = 107;
const MAX_REQUEST_BYTES = 1024 * 1024;
/** Bytes of events a client may leave unread before it is cut off. */
const MAX_UNREAD_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

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
export interface ControlPeers {
  /** The plugged guard (read per connection); none: every peer is the operator, as the socket's mode admits. */
  readonly guard: () => ControlGuard | undefined;
  /** The proof directory (prepareProofDir). */
  readonly dir: string;
}

export async function startControlServer(path: string, handlers: ReadonlyMap<string, { handler: ControlHandler }>, scrub: (text: string) => string = (text) => text, peers?: ControlPeers): Promise<Server> {
  if (existsSync(path)) unlinkSync(path);
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    const serve = (line: string, rest: string, guard?: { guard: ControlGuard; uid: number }) => {
      const context = streaming(socket, rest);
      void answer(line, context.context, guard).then((response) => {
        context.done();
        if (!socket.destroyed) socket.end(`${JSON.stringify(response)}\n`);
      });
    };
    const reading = (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_REQUEST_BYTES) return void socket.destroy();
      const nl = buffered.indexOf('\n');
      if (nl < 0) return;
      socket.off('data', reading);
      socket.setTimeout(0);
      const guard = peers?.guard();
      if (!guard?.required()) return serve(buffered.slice(0, nl), buffered.slice(nl + 1));
      void prove(socket, peers!.dir, buffered.slice(nl + 1)).then(
        ({ uid, rest }) => serve(buffered.slice(0, nl), rest, { guard, uid }),
        (err: Error) => {
          const response: ControlResponse = { ok: false, error: { code: 'SVC_ERR_CONTROL', message: `the control socket needs a proof of your uid: ${err.message}`, exit: EXIT.runtime } };
          if (!socket.destroyed) socket.end(`${JSON.stringify(response)}\n`);
        },
      );
    };
    socket.on('data', reading);
  });
  const answer = async (line: string, context: ControlContext, peer?: { guard: ControlGuard; uid: number }): Promise<ControlResponse> => {
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
      if (!peer) return { ok: true, result: (await entry.handler(request.args, context)) ?? null };
      const verdict = peer.guard.admit({ uid: peer.uid }, request.command, request.args);
      if ('refused' in verdict) return { ok: false, error: { code: 'SVC_ERR_CONTROL', message: scrub(`permission refused: ${verdict.refused}`), exit: EXIT.runtime } };
      return { ok: true, result: (await verdict.run(() => entry.handler(request.args, context))) ?? null };
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
  // Owner-only, unless the guard admits other uids (users.<name>.uid): then anyone may connect, and must prove its uid.
  chmodSync(path, peers?.guard()?.openToOthers() ? 0o666 : 0o600);
  return server;
}

/**
 * The peer's proof of its uid (runner/peer-proof.ts): sends the challenge, waits PROOF_TIMEOUT_MS at most for the
 * `{"proved": true}` line, then judges the file. Resolves with the uid and what arrived after that line.
 */
function prove(socket: Socket, dir: string, rest: string): Promise<{ uid: number; rest: string }> {
  const { nonce, file } = newChallenge(dir);
  return new Promise((resolve, reject) => {
    let lines = rest;
    const finish = (err?: Error) => {
      clearTimeout(timer);
      socket.off('data', more);
      socket.off('close', gone);
      if (err) {
        dropProof(file);
        return reject(err);
      }
      const nl = lines.indexOf('\n');
      let proved = false;
      try {
        proved = (JSON.parse(lines.slice(0, nl)) as { proved?: unknown } | null)?.proved === true;
      } catch {
        proved = false;
      }
      if (!proved) {
        dropProof(file);
        return reject(new Error('the client did not answer the challenge'));
      }
      try {
        resolve({ uid: judgeProof(file, nonce), rest: lines.slice(nl + 1) });
      } catch (judged) {
        reject(judged as Error);
      }
    };
    const more = (chunk: string) => {
      lines += chunk;
      if (lines.length > MAX_REQUEST_BYTES) return finish(new Error('the answer to the challenge is too long'));
      if (lines.includes('\n')) finish();
    };
    const gone = () => finish(new Error('the client closed the connection'));
    const timer = setTimeout(() => finish(new Error(`no answer to the challenge within ${PROOF_TIMEOUT_MS / 1000} s (a client older than this daemon?)`)), PROOF_TIMEOUT_MS);
    socket.on('data', more);
    socket.once('close', gone);
    socket.write(`${JSON.stringify({ event: 'peer_proof', file, nonce })}\n`);
    if (lines.includes('\n')) finish();
  });
}

function isCancel(line: string): boolean {
  try {
    return (JSON.parse(line) as { cancel?: unknown } | null)?.cancel === true;
  } catch {
    return false;
  }
}

/**
 * The context of one request on `socket`: events written as emitted, the signal aborted by a cancel line, by the client
 * closing, or by events left unread past MAX_UNREAD_BYTES. `rest` is what arrived after the request line.
 */
function streaming(socket: Socket, rest: string): { context: ControlContext; done(): void } {
  const cancel = new AbortController();
  let lines = rest;
  const abort = (why: string) => cancel.signal.aborted || cancel.abort(new Error(why));
  const more = (chunk: string) => {
    lines = (lines + chunk).slice(-MAX_REQUEST_BYTES);
    let nl: number;
    while ((nl = lines.indexOf('\n')) >= 0) {
      const line = lines.slice(0, nl);
      lines = lines.slice(nl + 1);
      if (isCancel(line)) abort('the client cancelled');
    }
  };
  const gone = () => abort('the client closed the connection');
  socket.on('data', more);
  socket.once('end', gone);
  socket.once('close', gone);
  more('');
  return {
    context: {
      signal: cancel.signal,
      emit: (event, fields = {}) => {
        if (socket.destroyed || socket.writableEnded) return;
        if (socket.writableLength > MAX_UNREAD_BYTES) {
          abort('the client reads nothing');
          return void socket.destroy();
        }
        socket.write(`${JSON.stringify({ ...fields, event })}\n`);
      },
    },
    done: () => {
      socket.off('data', more);
      socket.off('end', gone);
      socket.off('close', gone);
    },
  };
}

/** Sends one command to the running daemon; no daemon is SVC_ERR_NO_DAEMON (exit 1). Events it may stream are skipped. */
export function callControl(path: string, command: string, args: unknown, timeoutMs = 30_000): Promise<unknown> {
  return exchange(path, command, args, { timeoutMs });
}

export interface StreamOptions {
  /** Each event as the daemon sends it. */
  onEvent(event: Readonly<Record<string, unknown>>): void;
  /** Aborting it sends {"cancel": true}; the answer is still awaited. */
  signal?: AbortSignal;
}

/** Sends a command whose handler streams events; resolves with its result, rejects as callControl does. */
export function streamControl(path: string, command: string, args: unknown, options: StreamOptions): Promise<unknown> {
  return exchange(path, command, args, options);
}

function exchange(path: string, command: string, args: unknown, options: Partial<StreamOptions> & { timeoutMs?: number }): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let buffered = '';
    let answer: string | undefined;
    let proof: string | undefined;
    socket.setEncoding('utf8');
    if (options.timeoutMs) {
      const ms = options.timeoutMs;
      socket.setTimeout(ms, () => {
        socket.destroy();
        reject(kernelError('SVC_ERR_CONTROL', `the daemon did not answer "${command}" within ${ms / 1000} s`));
      });
    }
    const cancel = () => {
      if (!socket.destroyed && !socket.writableEnded) socket.write(`${JSON.stringify({ cancel: true })}\n`);
    };
    options.signal?.addEventListener('abort', cancel, { once: true });
    socket.on('connect', () => {
      socket.write(`${JSON.stringify({ command, args })}\n`);
      if (options.signal?.aborted) cancel();
    });
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        let frame: Record<string, unknown> | undefined;
        try {
          frame = JSON.parse(line) as Record<string, unknown>;
        } catch {
          frame = undefined;
        }
        if (frame?.event === 'peer_proof' && !('ok' in frame)) {
          // The daemon asks who we are: the file we create here is ours, so its owner is our uid.
          try {
            makeProof(path, frame.file as string, frame.nonce as string);
            proof = frame.file as string;
            socket.write(`${JSON.stringify({ proved: true })}\n`);
          } catch (err) {
            socket.destroy();
            reject(kernelError('SVC_ERR_CONTROL', `cannot prove this process's uid to the daemon: ${(err as Error).message}`));
          }
        } else if (frame && typeof frame.event === 'string' && !('ok' in frame)) options.onEvent?.(frame);
        else answer = line;
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      options.signal?.removeEventListener('abort', cancel);
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') {
        reject(kernelError('SVC_ERR_NO_DAEMON', `no running daemon: nothing answers on ${path}`));
      } else reject(kernelError('SVC_ERR_CONTROL', `cannot reach the daemon on ${path}: ${err.message}`, { cause: err }));
    });
    socket.on('end', () => {
      options.signal?.removeEventListener('abort', cancel);
      if (proof) dropProof(proof);
      socket.end();
      let response: ControlResponse;
      try {
        response = JSON.parse(answer ?? buffered) as ControlResponse;
      } catch {
        return reject(kernelError('SVC_ERR_CONTROL', `the daemon sent an unreadable answer to "${command}"`));
      }
      if (response.ok) resolve(response.result);
      else reject(new SvcError(response.error.code, response.error.message, { exitCode: response.error.exit, problems: response.error.problems ?? [] }));
    });
  });
}
