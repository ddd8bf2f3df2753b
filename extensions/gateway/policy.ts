// Who the client is and what it proved: the client address, loopback clients, and the per-request credential snapshot.
import { hash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isLoopbackAddress } from './address.js';

export { isLoopbackAddress };

/** All values of a header, from the raw list (Node joins or drops repeats, PITFALLS). */
export function rawHeaderValues(req: IncomingMessage, name: string): string[] {
  const out: string[] = [];
  const raw = req.rawHeaders;
  // The length test first: most names differ in length, and lower-casing each costs an allocation.
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) out.push(raw[i + 1]!);
  return out;
}

/** With trusted forwarding (one proxy hop) the right-most X-Forwarded-For entry, else X-Real-IP; otherwise the peer. */
export function clientAddress(req: IncomingMessage, trustForwarded: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustForwarded) return peer;
  const forwarded = rawHeaderValues(req, 'x-forwarded-for').join(',').split(',').map((s) => s.trim()).filter(Boolean);
  if (forwarded.length) return forwarded[forwarded.length - 1]!;
  const real = rawHeaderValues(req, 'x-real-ip')[0]?.trim();
  return real || peer;
}

/** A loopback peer that sends forwarding headers nobody trusts is not a loopback client (CONTRACT §4). */
export function isLoopbackClient(req: IncomingMessage, trustForwarded: boolean): boolean {
  if (!trustForwarded && (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)) return false;
  return isLoopbackAddress(clientAddress(req, trustForwarded));
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

/** Equal-length digests compared in constant time, so neither length nor content leaks. */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(hash('sha256', given, 'buffer'), hash('sha256', expected, 'buffer'));
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

export function snapshot(req: IncomingMessage, policy: CredentialPolicy): Credentials {
  // From the raw list: Node keeps only the first of two Authorization headers, and two are refused like two secrets.
  const auth = rawHeaderValues(req, 'authorization');
  const token = auth.length === 1 && /^Bearer \S+$/.test(auth[0]!) ? auth[0]!.slice(7) : undefined;
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
