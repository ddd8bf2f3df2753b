// Pairing: single-use codes with a TTL and a bound on pending ones, and bearer tokens stored only as SHA-256 hashes.
import { randomBytes, randomInt } from 'node:crypto';
import type { PendingCode, StateStore } from './api.js';
import { sha256Hex } from './policy.js';

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

/** Pending pairing codes, kept in the gateway's state store (shared by every instance in the shared mode). */
export class PairingCodes {
  constructor(
    private readonly settings: () => PairingSettings,
    private readonly store: () => StateStore,
  ) {}

  /**
   * A new code; the oldest pending one is revoked when max_pending_codes would be exceeded. `maxTtlMs` shortens its life
   * below code_ttl_secs (the dashboard's sign-in link lives minutes, not the hour a code typed by hand may need).
   */
  issue(maxTtlMs = Infinity): Promise<PendingCode> {
    const s = this.settings();
    return this.store().addCode(newCode(s.charset, s.length), Math.min(s.ttlMs, maxTtlMs), s.maxPending);
  }

  /** The newest pending code, or a new one when none is pending. */
  async current(): Promise<PendingCode> {
    return (await this.store().newestCode()) ?? this.issue();
  }

  /** Consumes a matching live code (single use), looked up by its hash. */
  redeem(input: string): Promise<boolean> {
    return this.store().takeCode(normaliseCode(input, this.settings().charset));
  }
}
