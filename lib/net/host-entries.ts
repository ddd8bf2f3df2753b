// Host allowlist entries that may name a port: "db.lan", "*.example.com", "127.0.0.1:8080", "[::1]:9000", "::1".
import { isIP } from 'node:net';
import { normalAddress } from './own-listeners.js';

export interface HostEntry {
  /** A lower-case name without trailing dot, or a normalised address. */
  readonly host: string;
  /** Undefined: any port. */
  readonly port?: number;
  /** `*.example.com`: the domain and every name under it. */
  readonly subdomains: boolean;
  /** An address rather than a name. */
  readonly address: boolean;
}

const NAME = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** The entry `text` names, or why it names none (a sentence fragment that quotes the entry). */
export function parseHostEntry(text: string): HostEntry | string {
  const raw = text.trim().toLowerCase();
  const bad = (why: string) => `${JSON.stringify(text)} ${why}`;
  let host = raw;
  let port: number | undefined;
  if (raw.startsWith('[')) {
    const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(raw);
    if (!m || isIP(m[1]!) !== 6) return bad('is not an IPv6 address in brackets, optionally with :port');
    host = m[1]!;
    if (m[2] !== undefined) port = Number(m[2]);
  } else if (isIP(raw) !== 6) {
    const m = /^(.*):(\d+)$/.exec(raw);
    if (m) {
      host = m[1]!;
      port = Number(m[2]);
    }
  }
  if (port !== undefined && !(port >= 1 && port <= 65535)) return bad('names a port outside 1-65535');
  if (isIP(host)) return { host: normalAddress(host), port, subdomains: false, address: true };
  const subdomains = host.startsWith('*.');
  const name = (subdomains ? host.slice(2) : host).replace(/\.$/, '');
  if (!NAME.test(name)) return bad('is not a host name, an address, [IPv6] or one of them with :port (a wildcard is only a leading *.)');
  return { host: name, port, subdomains, address: false };
}

/**
 * Whether `entry` admits a connection to `port` of `host` (the URL's host: a name or an address literal) that resolved
 * to `address`. A name entry matches the name the URL gives; an address entry the address connected to.
 */
export function hostEntryMatches(entry: HostEntry, host: string, address: string, port: number): boolean {
  if (entry.port !== undefined && entry.port !== port) return false;
  if (entry.address) return entry.host === normalAddress(address);
  const h = host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return h === entry.host || (entry.subdomains && h.endsWith(`.${entry.host}`));
}

/** `host:port` for messages, IPv6 in brackets. */
export function hostPort(host: string, port: number): string {
  const h = host.replace(/^\[|\]$/g, '');
  return isIP(h) === 6 ? `[${h}]:${port}` : `${h}:${port}`;
}
