// enc2: values (CONTRACT §2): ChaCha20-Poly1305 under the 32-byte secret key, and walking a config's secret leaves.
import { createRequire } from 'node:module';
import type { JsonSchema } from '../json-schema.js';
import { childSchema, dotted } from './path.js';

export const ENC_PREFIX = 'enc2:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEX = /^[0-9a-fA-F]*$/;

// Loaded on first use: most commands never touch a secret.
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

export function isEncrypted(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(ENC_PREFIX);
}

/** `enc2:` + hex(nonce ‖ ciphertext ‖ tag). The nonce is random unless a test fixes it. */
export function encryptSecret(key: Buffer, plaintext: string, nonce: Buffer = crypto().randomBytes(NONCE_BYTES)): string {
  const cipher = crypto().createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ENC_PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('hex');
}

/** Decrypts an `enc2:` value, or says why it cannot (malformed, truncated, tampered or another key's). */
export function openSecret(key: Buffer, value: string): { ok: true; text: string } | { ok: false; why: string } {
  const hex = value.slice(ENC_PREFIX.length);
  if (!HEX.test(hex) || hex.length % 2 !== 0) return { ok: false, why: 'is not hexadecimal' };
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return { ok: false, why: 'is truncated' };
  const decipher = crypto().createDecipheriv('chacha20-poly1305', key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return { ok: true, text: Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8') };
  } catch {
    return { ok: false, why: 'does not decrypt with <config dir>/.secret_key (tampered, or encrypted with another key)' };
  }
}

/**
 * Calls `fn` on every string leaf of a secret field (list items and map values included; map keys stay plain) and
 * stores what it returns. Walks the config alongside the schema, alias maps and all.
 */
export function mapSecrets(schema: JsonSchema, config: unknown, fn: (value: string, path: string) => string): void {
  const walk = (node: JsonSchema, value: unknown, at: (string | number)[], secret: boolean): unknown => {
    const isSecret = secret || node['x-secret'] === true;
    if (typeof value === 'string') return isSecret ? fn(value, dotted(at)) : value;
    if (Array.isArray(value)) {
      const items = typeof node.items === 'object' && !Array.isArray(node.items) ? node.items : {};
      value.forEach((v, i) => (value[i] = walk(items, v, [...at, i], isSecret)));
      return value;
    }
    if (value === null || typeof value !== 'object') return value;
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      const child = childSchema(node, key);
      if (child || isSecret) obj[key] = walk(child ?? {}, obj[key], [...at, key], isSecret);
    }
    return obj;
  };
  walk(schema, config, [], false);
}
