// Secrets at rest (CONTRACT §2): the key file, and enc2: values decrypted with it (the cipher is lib/config/secret-box.ts).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { kernelError } from '../errors.js';
import { createFileExclusive } from '../../lib/fs/atomic.js';
import { openSecret } from '../../lib/config/secret-box.js';

export const KEY_FILE = '.secret_key';

// Loaded on first use: most commands never touch a secret.
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

/** Decrypts an `enc2:` value; a malformed, truncated or tampered one throws, naming `field`. */
export function decryptSecret(key: Buffer, value: string, field: string): string {
  const opened = openSecret(key, value);
  if (opened.ok) return opened.text;
  throw kernelError('SVC_ERR_SECRET', `${field}: the encrypted value ${opened.why}; re-enter the secret (svc config set ${field})`);
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
