// The TCP listeners this process serves (gateway, channel listeners, anything else), registered when they listen and
// forgotten when they close, so that a tool acting for a model can refuse to reach them whatever its allowlists say.
import { isIP, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { embeddedIPv4 } from './targets.js';

export interface OwnListener {
  /** Who listens, in messages: "gateway", "webhook.main". */
  readonly owner: string;
  /** The bound address as the socket reports it ("127.0.0.1", "::", "0.0.0.0"). */
  readonly address: string;
  readonly port: number;
}

const listeners = new Map<Server, OwnListener>();

/**
 * Records `server` under `owner` once it listens (now, when it already does) until it closes. Returns a function that
 * forgets it earlier. A server listening on a path (a Unix socket) is not a TCP target and is not recorded.
 */
export function registerOwnListener(owner: string, server: Server): () => void {
  const record = (): void => {
    const a = server.address();
    if (a && typeof a === 'object') listeners.set(server, { owner, address: a.address, port: a.port });
  };
  const forget = (): void => {
    listeners.delete(server);
    server.off('listening', record);
  };
  if (server.listening) record();
  server.on('listening', record);
  server.once('close', forget);
  return forget;
}

/** Every listener recorded now. */
export function ownListeners(): OwnListener[] {
  return [...listeners.values()];
}

/** Lower-case, no brackets or zone id, IPv4 carried in IPv6 (mapped, compatible) unwrapped, IPv6 in its short form. */
export function normalAddress(address: string): string {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = embeddedIPv4(a);
  if (v4) return v4;
  return isIP(a) === 6 ? new URL(`http://[${a}]/`).hostname.slice(1, -1) : a;
}

const isUnspecified = (a: string): boolean => a === '::' || a === '0.0.0.0' || (isIP(a) === 6 && /^[0:]+$/.test(a));
const isLoopbackAddress = (a: string): boolean => a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));

/** Every address of this host's interfaces, normalised (read at each call: interfaces come and go). */
function interfaceAddresses(): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) out.add(normalAddress(i.address));
  return out;
}

/**
 * Whether a connection to `address` reaches this host itself: loopback (127/8, ::1), unspecified (0.0.0.0, ::, which
 * connect to this host), or an address of one of its interfaces; IPv4-mapped and IPv4-compatible IPv6 forms included.
 */
export function isThisHost(address: string): boolean {
  const a = normalAddress(address);
  return isLoopbackAddress(a) || isUnspecified(a) || interfaceAddresses().has(a);
}

/**
 * The listener of this process that a connection to `address`:`port` would reach, or undefined. A listener on an
 * unspecified address is reached through any address of this host; one on a loopback address through any loopback
 * address (refusing 127.0.0.2 too costs nothing and spares the question of the kernel's routing); one on a specific
 * address through that address, or an unspecified target (which the kernel routes to this host).
 */
export function ownListenerAt(address: string, port: number): OwnListener | undefined {
  const target = normalAddress(address);
  if (!isThisHost(target)) return undefined;
  for (const l of listeners.values()) {
    if (l.port !== port) continue;
    const bound = normalAddress(l.address);
    if (isUnspecified(bound) || isUnspecified(target) || bound === target) return l;
    if (isLoopbackAddress(bound) && isLoopbackAddress(target)) return l;
  }
  return undefined;
}
