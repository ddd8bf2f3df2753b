// Who the client is and what it proved: the client address, loopback clients, and the per-request credential snapshot.
import { hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { isLoopbackAddress } from './address.js';
import { rawHeaderValues, secretsEqual } from './api.js';

export { isLoopbackAddress, rawHeaderValues };

/**
 * Longest address text looked at: a full IPv6 address with an embedded IPv4 part (45 characters) in brackets with a
 * port (53). Anything longer is not an address, and is never parsed, stored or logged.
 */
const MAX_ADDRESS_CHARS = 64;
const V4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const V6_IN_BRACKETS = /^\[([0-9A-Fa-f:.]+)\](?::\d{1,5})?$/;
const V4_MAPPED = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * The one spelling of an IP address a forwarding header names, or undefined when it names none. IPv4 in dotted-decimal
 * form (Node refuses leading zeros); IPv6 as the WHATWG URL serializer writes it (lower case, the longest zero run
 * compressed), an IPv4-mapped one as its IPv4 address; a port some proxies append (`1.2.3.4:80`, `[::1]:80`) dropped.
 * Zone ids (`fe80::1%eth0`) are refused: free text of any length that names nothing beyond the proxy's host.
 */
export function normaliseAddress(text: string): string | undefined {
  if (text.length > MAX_ADDRESS_CHARS) return undefined;
  const bracketed = V6_IN_BRACKETS.exec(text)?.[1];
  const address = bracketed ?? V4_WITH_PORT.exec(text)?.[1] ?? text;
  const kind = isIP(address);
  if (kind === 4 && bracketed === undefined) return address;
  if (kind !== 6 || address.includes('%')) return undefined;
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = V4_MAPPED.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * With trusted forwarding (one proxy hop), the client a forwarding header names: the right-most X-Forwarded-For
 * entry, else X-Real-IP. undefined when neither names anyone (then the peer is the client), null when the entry is
 * not an IP address.
 */
function forwardedClient(req: IncomingMessage): string | null | undefined {
  const forwarded = rawHeaderValues(req, 'x-forwarded-for');
  let named: string | undefined;
  if (forwarded.length) {
    const entries = forwarded.join(',').split(',');
    for (let i = entries.length - 1; i >= 0 && !named; i--) named = entries[i]!.trim() || undefined;
  }
  named ??= rawHeaderValues(req, 'x-real-ip')[0]?.trim() || undefined;
  return named === undefined ? undefined : (normaliseAddress(named) ?? null);
}

/**
 * The client address: with trusted forwarding the address the proxy wrote (right-most X-Forwarded-For, else
 * X-Real-IP), otherwise the peer. It keys the rate limits and lockouts and appears in log lines, so it is bounded:
 * only a valid IP address, in one spelling, is taken from a header (8 KB of garbage per request made every tracked
 * client cost 8 KB, and 30k such clients 115 MB). An entry that is no address falls back to the peer rather than
 * being refused with 400: the proxy we trust appends the address it saw, so garbage there means either a request that
 * bypassed the proxy (the peer is then the real sender, the right bucket) or a proxy that writes a placeholder such as
 * `unknown` or `unix:` (then all such requests share the proxy's bucket, limited together, never unlimited), and
 * refusing would cut off every client of such a proxy. Such a client is never a loopback client (isLoopbackClient).
 */
export function clientAddress(req: IncomingMessage, trustForwarded: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  return (trustForwarded && forwardedClient(req)) || peer;
}

/**
 * A loopback peer that sends forwarding headers nobody trusts is not a loopback client (CONTRACT §4), nor is one whose
 * trusted proxy named no valid address (the fallback to the peer, the proxy itself, must not make it local).
 */
export function isLoopbackClient(req: IncomingMessage, trustForwarded: boolean): boolean {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustForwarded) return req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined && isLoopbackAddress(peer);
  const named = forwardedClient(req);
  return named !== null && isLoopbackAddress(named ?? peer);
}

/** DNS-rebinding guard: on a loopback bind, only loopback names and addresses may appear in Host. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name.toLowerCase() === 'localhost' || isLoopbackAddress(name);
}

/** One-shot hashing: no Hash object per call (a profile of POST /sop showed createHash as 3% of the request). */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

export interface CredentialPolicy {
  readonly requirePairing: boolean;
  readonly tokenHashes: ReadonlySet<string>;
  readonly webhookSecret: string | null;
}

/** What one request proved, read once; every decision of that request uses only this (spec "Authentication" 3). */
export interface Credentials {
  readonly pairingRequired: boolean;
  readonly secretConfigured: boolean;
  readonly tokenOk: boolean;
  readonly secretOk: boolean;
}

/** The subprotocol that carries a paired token on a WebSocket upgrade: `svc.bearer.<token>`. */
export const BEARER_PROTOCOL = 'svc.bearer.';

/**
 * The bearer token a WebSocket upgrade offers as a subprotocol (`Sec-WebSocket-Protocol: svc.chat, svc.bearer.<token>`):
 * a browser cannot set Authorization on a WebSocket, and a token in the URL would reach proxy and access logs. One offer
 * only (two are refused like two Authorization headers); never on a request that is not an upgrade.
 */
function subprotocolToken(req: IncomingMessage): string | undefined {
  if (req.headers.upgrade?.toLowerCase() !== 'websocket') return undefined;
  const offered = rawHeaderValues(req, 'sec-websocket-protocol').flatMap((v) => v.split(',')).map((p) => p.trim());
  const tokens = offered.filter((p) => p.startsWith(BEARER_PROTOCOL));
  return tokens.length === 1 && tokens[0]!.length > BEARER_PROTOCOL.length ? tokens[0]!.slice(BEARER_PROTOCOL.length) : undefined;
}

/** The bearer token a request presents: one Authorization: Bearer header, or a WebSocket upgrade's subprotocol offer. */
export function presentedBearer(req: IncomingMessage): string | undefined {
  const auth = rawHeaderValues(req, 'authorization');
  return auth.length === 0 ? subprotocolToken(req) : auth.length === 1 && /^Bearer \S+$/.test(auth[0]!) ? auth[0]!.slice(7) : undefined;
}

/** The SHA-256 (hex) of the bearer token the request presents, when it presents one the policy accepts. */
export function acceptedTokenHash(req: IncomingMessage, policy: CredentialPolicy): string | undefined {
  const auth = rawHeaderValues(req, 'authorization');
  const token = auth.length === 0 ? subprotocolToken(req) : auth.length === 1 && /^Bearer \S+$/.test(auth[0]!) ? auth[0]!.slice(7) : undefined;
  if (token === undefined) return undefined;
  const hashed = sha256Hex(token);
  return policy.tokenHashes.has(hashed) ? hashed : undefined;
}

export function snapshot(req: IncomingMessage, policy: CredentialPolicy): Credentials {
  // From the raw list: Node keeps only the first of two Authorization headers, and two are refused like two secrets.
  const auth = rawHeaderValues(req, 'authorization');
  const token = auth.length === 0 ? subprotocolToken(req) : auth.length === 1 && /^Bearer \S+$/.test(auth[0]!) ? auth[0]!.slice(7) : undefined;
  const secret = rawHeaderValues(req, 'x-webhook-secret');
  return Object.freeze({
    pairingRequired: policy.requirePairing,
    secretConfigured: policy.webhookSecret !== null && policy.webhookSecret !== '',
    tokenOk: token !== undefined && policy.tokenHashes.has(sha256Hex(token)),
    secretOk: !!policy.webhookSecret && secret.length === 1 && secretsEqual(secret[0]!, policy.webhookSecret),
  });
}

/** At least one control configured, and every configured control satisfied. */
export function failClosed(c: Credentials): boolean {
  return (c.pairingRequired || c.secretConfigured) && (!c.pairingRequired || c.tokenOk) && (!c.secretConfigured || c.secretOk);
}
