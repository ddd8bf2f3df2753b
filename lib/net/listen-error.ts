// A listener that cannot bind at start, told as what to change: the config key that chose the address and its
// environment override (the extension that listens knows the key; the kernel only prefixes the extension and hook).

/** Why a bind fails, for the codes an operator can act on. */
const REASONS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'the port is in use by another process',
  EACCES: 'a port under 1024 needs privileges this user lacks',
  EADDRNOTAVAIL: 'the host is no address of this machine',
};

/**
 * `err` of a failed listen on `host:port` as an Error naming `table`.port (or .host) and its SVC_ variable; an error
 * of another kind is returned as it was. `table` is the dotted path of the listener's table (`gateway`,
 * `channels.webhook.main`); `what` names the listener in the sentence.
 */
export function listenFailure(err: unknown, o: { readonly what: string; readonly table: string; readonly host: string; readonly port: number }): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? REASONS[code] : undefined;
  if (!reason) return err;
  const at = `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}`;
  const key = code === 'EADDRNOTAVAIL' ? 'host' : 'port';
  const variable = `SVC_${`${o.table}.${key}`.split('.').join('__')}`;
  const value = key === 'host' ? '127.0.0.1' : 'PORT';
  const who = code === 'EADDRINUSE' ? ` (ss -ltnp 'sport = :${o.port}' names it)` : '';
  const free = key === 'port' ? '; port 0 takes a free one' : '';
  return new Error(`${o.what} cannot listen on ${at} (${code}): ${reason}${who}; change ${o.table}.${key}: svc config set ${o.table}.${key} ${value}, or the environment override ${variable}=${value}${free}`, { cause: err });
}
