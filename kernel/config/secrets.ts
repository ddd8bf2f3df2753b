// Secrets at rest (CONTRACT §2): the key file, enc2: values (ChaCha20-Poly1305), and walking a config's secret leaves.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { kernelError } from '../errors.js';
import { createFileExclusive } from '../../lib/fs/atomic.js';
import type { JsonSchema } from '../types.js';
import { childSchema, dotted } from './path.js';

export const KEY_FILE = '.secret_key';
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

/** Decrypts an `enc2:` value; a malformed, truncated or tampered one throws, naming `field`. */
export function decryptSecret(key: Buffer, value: string, field: string): string {
  const hex = value.slice(ENC_PREFIX.length);
  const bad = (why: string) => kernelError('SVC_ERR_SECRET', `${field}: the encrypted value ${why}; re-enter the secret (svc config set ${field})`);
  if (!HEX.test(hex) || hex.length % 2 !== 0) throw bad('is not hexadecimal');
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw bad('is truncated');
  const decipher = crypto().createDecipheriv('chacha20-poly1305', key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw bad('does not decrypt with <config dir>/.secret_key (tampered, or encrypted with another key)');
  }
}

/** The key in <config dir>/.secret_key, or undefined when there is none. Refused when readable by others or malformed. */
export function readKey(configDir: string): Buffer | undefined {
  const file = join(configDir, KEY_FILE);
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw kernelError('SVC_ERR_SECRET', `cannot read the secret key ${file}: ${(err as Error).message}`);
  }
  if (mode & 0o077) {
    throw kernelError('SVC_ERR_SECRET', `the secret key ${file} is readable by group or others (mode ${(mode & 0o777).toString(8)}); run chmod 600 on it`);
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) {
    throw kernelError('SVC_ERR_SECRET', `the secret key ${file} must hold 64 hexadecimal characters (32 bytes); it holds ${text.length} characters`);
  }
  return Buffer.from(text, 'hex');
}

/**
 * The existing key, or a new one with mode 0600. Only called when a secret is about to be encrypted. The key file is
 * created exclusively and whole (written aside, then linked), never replaced: when two processes race, the loser
 * reads and uses the winner's key, so no value is ever encrypted with a key that does not survive.
 */
export function readOrCreateKey(configDir: string): Buffer {
  const existing = readKey(configDir);
  if (existing) return existing;
  const key = crypto().randomBytes(32);
  if (createFileExclusive(join(configDir, KEY_FILE), `${key.toString('hex')}\n`, 0o600)) return key;
  const winner = readKey(configDir);
  if (!winner) throw kernelError('SVC_ERR_SECRET', `the secret key ${join(configDir, KEY_FILE)} was created by another process and then disappeared`);
  return winner;
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
