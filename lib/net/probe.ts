// Two short network probes for `svc doctor`: whether an address can be bound now, and whether a TCP peer answers.
import { connect, createServer } from 'node:net';

/** Whether `host:port` can be bound now: the listener is closed again at once. `code` is the errno when it cannot. */
export function bindable(host: string, port: number): Promise<{ readonly ok: true } | { readonly ok: false; readonly code: string; readonly message: string }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => resolve({ ok: false, code: err.code ?? 'ERROR', message: err.message }));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve({ ok: true })));
  });
}

/** Opens a TCP connection to `host:port` and closes it; resolves with the time it took, or why it failed within `timeoutMs`. */
export function tcpReachable(host: string, port: number, timeoutMs: number): Promise<{ readonly ok: true; readonly ms: number } | { readonly ok: false; readonly reason: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: { ok: true; ms: number } | { ok: false; reason: string }): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
    socket.once('connect', () => done({ ok: true, ms: Math.round(performance.now() - started) }));
    socket.once('error', (err: NodeJS.ErrnoException) => done({ ok: false, reason: err.code ?? err.message }));
  });
}

/** One finding of `svc doctor` (the kernel's DoctorFinding, restated: lib/ imports nothing of the kernel). */
export interface BindFinding {
  readonly check: string;
  readonly status: 'ok' | 'warn' | 'fail';
  readonly finding: string;
  readonly fix?: string;
}

/**
 * Whether a listener `what` can have `host:port`: 0 picks a free one; the running daemon holding it (`heldBy`, its URL)
 * is fine; another process holding it, a privileged port or an address of another machine fails, saying what to change
 * (`configPath`: the dotted path of the listener's table, whose `host` and `port` the fix names).
 */
export async function bindFinding(o: { readonly check: string; readonly what: string; readonly host: string; readonly port: number; readonly heldBy?: { readonly pid: number; readonly url: string }; readonly configPath: string }): Promise<BindFinding> {
  const at = `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}`;
  if (o.heldBy) return { check: o.check, status: 'ok', finding: `${o.what} listens on ${o.heldBy.url} (the running daemon, pid ${o.heldBy.pid})` };
  if (o.port === 0) return { check: o.check, status: 'ok', finding: `${o.what} binds ${o.host} on a free port chosen at start (port = 0)` };
  const r = await bindable(o.host, o.port);
  if (r.ok) return { check: o.check, status: 'ok', finding: `${o.what} can bind ${at}: it is free` };
  if (r.code === 'EADDRINUSE') {
    return { check: o.check, status: 'fail', finding: `${at} is in use by another process: ${o.what} cannot start`, fix: `stop what holds it (ss -ltnp 'sport = :${o.port}' names it), or svc config set ${o.configPath}.port ANOTHER_PORT` };
  }
  if (r.code === 'EACCES') return { check: o.check, status: 'fail', finding: `${at} needs privileges this user lacks (port under 1024)`, fix: `svc config set ${o.configPath}.port PORT (1024 or above)` };
  if (r.code === 'EADDRNOTAVAIL') return { check: o.check, status: 'fail', finding: `${o.host} is no address of this machine: ${o.what} cannot bind it`, fix: `svc config set ${o.configPath}.host 127.0.0.1` };
  return { check: o.check, status: 'fail', finding: `${o.what} cannot bind ${at}: ${r.message}`, fix: `svc config set ${o.configPath}.port ANOTHER_PORT` };
}
