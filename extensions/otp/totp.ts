// RFC 6238 TOTP (over RFC 4226 HOTP) with node:crypto, and the RFC 4648 base32 that otpauth:// URIs carry secrets in.
import { createHmac, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and `=` padding ignored); undefined for any other character. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of clean) {
    const i = ALPHABET.indexOf(c);
    if (i < 0) return undefined;
    value = ((value << 5) | i) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  readonly digits?: number;
  readonly stepSecs?: number;
  readonly algorithm?: TotpAlgorithm;
}

/** HOTP (RFC 4226): the code of counter value `counter`. */
export function hotp(key: Uint8Array, counter: number, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The time step of `unixSecs` (RFC 6238 T = floor((time - T0) / X), T0 = 0). */
export const stepOf = (unixSecs: number, stepSecs = 30): number => Math.floor(unixSecs / stepSecs);

/** TOTP (RFC 6238): the code at `unixSecs`. */
export function totp(key: Uint8Array, unixSecs: number, o: TotpOptions = {}): string {
  return hotp(key, stepOf(unixSecs, o.stepSecs), o.digits, o.algorithm);
}

/**
 * The step whose code `code` is, among the step of `unixSecs` and `window` steps either side (clock drift), or
 * undefined. Compared in constant time; a code of another length or with other characters matches nothing.
 */
export function matchStep(key: Uint8Array, code: string, unixSecs: number, window = 1, o: TotpOptions = {}): number | undefined {
  const digits = o.digits ?? 6;
  if (!new RegExp(`^[0-9]{${digits}}$`).test(code)) return undefined;
  const now = stepOf(unixSecs, o.stepSecs);
  let found: number | undefined;
  for (let s = now - window; s <= now + window; s++) {
    if (timingSafeEqual(Buffer.from(hotp(key, s, digits, o.algorithm)), Buffer.from(code)) && found === undefined) found = s;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads (Key URI Format): SHA1, 6 digits, 30 s, as every app supports. */
export function otpauthUri(secretBase32: string, account: string, issuer = 'svc'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
