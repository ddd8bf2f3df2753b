// Reads config.toml: UTF-8 check, TOML parse with positions, refusal of prototype-poisoning keys, plain objects out.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { parse, TomlError } from 'smol-toml';
import { kernelError } from '../errors.js';
import type { ConfigObject } from '../types.js';
import { UNSAFE_KEYS } from '../../lib/config/path.js';
import { nestedDeeper, plainValue, unsafeKeyIn } from '../../lib/config/plain.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

export { UNSAFE_KEYS };
export const SUPPORTED_SCHEMA_VERSION = 1;
/** No section of svc nests this deep; the cap keeps every later recursive walk safe. */
export const MAX_DEPTH = 64;

export interface ReadResult {
  readonly raw: ConfigObject;
  readonly exists: boolean;
  /**
   * SHA-256 hex of the bytes read (of no bytes when the file is missing): the file's version, behind the admin ETag.
   * Computed on first read: most commands never ask.
   */
  readonly hash: string;
}

function withHash(read: Omit<ReadResult, 'hash'>, bytes: Uint8Array | string): ReadResult {
  let hash: string | undefined;
  return {
    ...read,
    get hash() {
      return (hash ??= contentHash(bytes));
    },
  };
}

export function contentHash(bytes: Uint8Array | string): string {
  return crypto().createHash('sha256').update(bytes).digest('hex');
}

export function readConfigFile(file: string): ReadResult {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return withHash({ raw: {}, exists: false }, '');
    throw kernelError('SVC_ERR_CONFIG_READ', `cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
  return withHash({ raw: parseConfigText(bytes, file), exists: true }, bytes);
}

/** Parses TOML bytes into plain objects; every error names the file. */
export function parseConfigText(bytes: Uint8Array, file: string): ConfigObject {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (err) {
    throw kernelError('SVC_ERR_CONFIG_READ', `${file} is not valid UTF-8`, { cause: err });
  }
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (err) {
    if (err instanceof TomlError) {
      const first = err.message.split('\n')[0];
      throw kernelError('SVC_ERR_CONFIG_TOML', `${file}:${err.line}:${err.column}: invalid TOML: ${first}`, { cause: err });
    }
    // smol-toml throws RangeError (stack depth) on pathological inputs such as 200,000 dotted keys.
    throw kernelError('SVC_ERR_CONFIG_TOML', `${file}: invalid TOML: the document is too deeply nested or too large to parse`, {
      cause: err,
    });
  }
  if (nestedDeeper(parsed, MAX_DEPTH)) {
    throw kernelError('SVC_ERR_CONFIG_TOML', `${file}: tables or arrays are nested more than ${MAX_DEPTH} levels deep`);
  }
  const unsafe = unsafeKeyIn(parsed);
  if (unsafe) {
    throw kernelError('SVC_ERR_CONFIG_UNSAFE_KEY', `${file}: the key "${unsafe.key}" at ${unsafe.path || 'the top level'} is not allowed`);
  }
  const raw = plainValue(parsed) as ConfigObject;
  checkSchemaVersion(raw, file);
  return raw;
}

function checkSchemaVersion(raw: ConfigObject, file: string): void {
  const v = raw.schema_version;
  if (v === undefined || v === SUPPORTED_SCHEMA_VERSION) return;
  throw kernelError(
    'SVC_ERR_SCHEMA_VERSION',
    `${file}: unsupported schema_version ${JSON.stringify(v)}: this svc reads schema_version = ${SUPPORTED_SCHEMA_VERSION}`,
  );
}
