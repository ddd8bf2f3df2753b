// Pairing: single-use codes with a TTL and a bound on pending ones, and bearer tokens stored only as SHA-256 hashes.
import { randomBytes, randomInt } from 'node:crypto';
import { secretsEqual, sha256Hex } from './policy.js';

export type Charset = 'alphanumeric' | 'unambiguous' | 'numeric';

const ALPHABETS: Record<Charset, string> = {
  alphanumeric: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  unambiguous: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  numeric: '0123456789',
};

export function newCode(charset: Charset, length: number): string {
  const alphabet = ALPHABETS[charset];
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** Crockford input rules for the unambiguous charset: upper case, I and L are 1, O is 0. */
export function normaliseCode(input: string, charset: Charset): string {
  const trimmed = input.trim();
  if (charset !== 'unambiguous') return trimmed;
  return trimmed.toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
}

export function newToken(): string {
  return `svc_${randomBytes(32).toString('hex')}`;
}

export const hashToken = sha256Hex;

export interface PairingSettings {
  readonly charset: Charset;
  readonly length: number;
  readonly ttlMs: number;
  readonly maxPending: number;
}

export class PairingCodes {
  private codes: { code: string; expiresAt: number }[] = [];

  constructor(
    private readonly settings: () => PairingSettings,
    private readonly now: () => number,
  ) {}

  private live(): { code: string; expiresAt: number }[] {
    const now = this.now();
    this.codes = this.codes.filter((c) => c.expiresAt > now);
    return this.codes;
  }

  /** A new code; the oldest pending one is revoked when max_pending_codes would be exceeded. */
  issue(): { code: string; expiresAt: number } {
    const s = this.settings();
    const entry = { code: newCode(s.charset, s.length), expiresAt: this.now() + s.ttlMs };
    const live = this.live();
    live.push(entry);
    while (live.length > s.maxPending) live.shift();
    return entry;
  }

  /** The newest pending code, or a new one when none is pending. */
  current(): { code: string; expiresAt: number } {
    const live = this.live();
    return live[live.length - 1] ?? this.issue();
  }

  /** Consumes a matching live code (single use). Every pending code is compared, in constant time. */
  redeem(input: string): boolean {
    const given = normaliseCode(input, this.settings().charset);
    let hit = -1;
    this.live().forEach((c, i) => {
      if (secretsEqual(given, c.code)) hit = i;
    });
    if (hit < 0) return false;
    this.codes.splice(hit, 1);
    return true;
  }
}
