// Writing config.toml: comment-preserving edits (toml-patch), plaintext secrets encrypted, validated before an atomic write.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { kernelError, SvcError } from '../errors.js';
import { removeStaleTemps, writeFileAtomic } from '../fs/atomic.js';
import { configLockFile, withFileLock, type HeldLock, type LockHolder } from '../fs/lock.js';
import type { ConfigSession } from './session.js';
import type { ConfigObject, JsonSchema } from '../types.js';
import { parseConfigText } from './read.js';
import { invalidConfigError } from './validate.js';
import { decryptSecret, encryptSecret, isEncrypted, KEY_FILE, mapSecrets, readKey, readOrCreateKey } from './secrets.js';

/** A change to the document as toml-patch parsed it (its own date objects kept, so untouched dates stay as written). */
export type Edit = (doc: Record<string, unknown>) => void;

export interface EditResult {
  /** The new file text. */
  readonly text: string;
  /** The validated config the new file gives with this process's environment. */
  readonly config: ConfigObject;
  /** Paths the environment overrides (their new file values take effect only without the variable). */
  readonly overrides: ReadonlyMap<string, string>;
  /** Whether any plaintext secret was encrypted by this write. */
  readonly encrypted: number;
}

/** Sets `value` at `path`, creating the tables on the way. */
export function setIn(doc: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = doc;
  for (const seg of path.slice(0, -1)) {
    const next = node[seg];
    if (next === null || typeof next !== 'object' || Array.isArray(next) || next instanceof Date) node[seg] = {};
    node = node[seg] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** The value at `path`, or undefined when a table on the way is missing. */
export function getIn(doc: Record<string, unknown>, path: readonly string[]): unknown {
  let node: unknown = doc;
  for (const seg of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node) || node instanceof Date) return undefined;
    node = Object.hasOwn(node, seg) ? (node as Record<string, unknown>)[seg] : undefined;
  }
  return node;
}

/** Removes the key at `path`, so its default applies again (tables stay, with their comments). */
export function unsetIn(doc: Record<string, unknown>, path: readonly string[]): void {
  let node = doc;
  for (const seg of path.slice(0, -1)) {
    const next = node[seg];
    if (next === null || typeof next !== 'object' || Array.isArray(next) || next instanceof Date) return;
    node = next as Record<string, unknown>;
  }
  delete node[path[path.length - 1]!];
}

/**
 * Applies a read-modify-write to the value at `path` of the document: `update` gets the value as the running config
 * would see it (secrets decrypted) and returns the new one (null removes the key). Secret strings it returns unchanged
 * get their old ciphertext back, so only what the update changed is re-encrypted.
 */
export function updateIn(schema: JsonSchema, configDir: string, doc: Record<string, unknown>, path: readonly string[], update: (current: unknown) => unknown): void {
  const stored = getIn(doc, path);
  const view: Record<string, unknown> = {};
  if (stored !== undefined) setIn(view, path, structuredClone(stored));
  const cipherOf = new Map<string, string>();
  let key: Buffer | undefined;
  mapSecrets(schema, view, (value, at) => {
    if (!isEncrypted(value)) return value;
    key ??= readKey(configDir);
    if (!key) throw kernelError('SVC_ERR_SECRET', `${at} is encrypted (enc2:) but the key file ${configDir}/${KEY_FILE} does not exist`);
    const plain = decryptSecret(key, value, at);
    cipherOf.set(plain, value);
    return plain;
  });
  const next = update(getIn(view, path));
  if (next === null) return unsetIn(doc, path);
  const out: Record<string, unknown> = {};
  setIn(out, path, next);
  mapSecrets(schema, out, (value) => cipherOf.get(value) ?? value);
  setIn(doc, path, getIn(out, path));
}

type TomlPatch = typeof import('@decimalturn/toml-patch');

function render(toml: TomlPatch, text: string, doc: Record<string, unknown>): string {
  const out = toml.patch(text, doc as never);
  return out.endsWith('\n') || out === '' ? out : `${out}\n`;
}

function encryptPlaintext(schema: JsonSchema, doc: Record<string, unknown>, configDir: string): number {
  let key: Buffer | undefined;
  let count = 0;
  mapSecrets(schema, doc, (value) => {
    if (isEncrypted(value) || value === '') return value;
    key ??= readOrCreateKey(configDir);
    count += 1;
    return encryptSecret(key, value);
  });
  return count;
}

/**
 * Applies `edit` to config.toml and validates the result (file, environment, extension checks) before writing it
 * atomically with mode 0600. Plaintext secrets anywhere in the file are encrypted when secrets.encrypt is true.
 * Values set from the environment never reach the file: the edit works on the file's own document.
 *
 * The whole read-modify-write runs under the config directory's write lock (<config dir>/.config.lock), so writers in
 * other processes (CLI, daemon) never lose each other's updates: the edit and `precondition` see the file as it is on
 * disk once the lock is held, not as this process loaded it.
 */
export async function editConfigFile(
  session: ConfigSession,
  edit: Edit,
  edited: readonly string[] = [],
  /** Checks the file as read under the lock, right before the edit (e.g. an ETag); throws to write nothing. */
  precondition?: (before: string) => void,
): Promise<EditResult> {
  // Loaded here, not at the top: only commands that write pay for the editor.
  const toml: TomlPatch = await import('@decimalturn/toml-patch');
  const file = session.paths.configFile;
  const dir = session.paths.configDir;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw kernelError('SVC_ERR_CONFIG_WRITE', `cannot write ${file}: ${(err as Error).message}`, { cause: err });
  }
  const onWait = (holder: LockHolder | undefined) =>
    session.log.info({ lock: configLockFile(dir), holder_pid: holder?.pid }, 'waiting for another writer of config.toml');
  const write = (lock: HeldLock): EditResult => {
    const schema = session.schema();
    const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
    precondition?.(before);
    const doc = toml.parse(before) as Record<string, unknown>;
    edit(doc);
    const draft = render(toml, before, doc);
    const draftRaw = parseConfigText(Buffer.from(draft), file);
    let checked = session.check(draftRaw);
    // The environment may hide a bad value at an edited path: what is written must fit on its own.
    const own = session
      .problemsWithoutEnv(draftRaw)
      .filter((p) => edited.some((path) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`)));
    if (own.length) throw invalidConfigError(file, own);
    let text = draft;
    let encrypted = 0;
    if ((checked.config.secrets as { encrypt: boolean }).encrypt) {
      encrypted = encryptPlaintext(schema, doc, dir);
      if (encrypted) {
        text = render(toml, before, doc);
        checked = session.check(parseConfigText(Buffer.from(text), file));
      }
    }
    // Under the lock no writer of this directory is mid-write: old temp files are leftovers.
    removeStaleTemps(dir, { aged: true });
    lock.verify();
    writeFileAtomic(file, text, 0o600);
    return { text, config: checked.config, overrides: checked.overrides, encrypted };
  };
  try {
    return await withFileLock(configLockFile(dir), `cannot write ${file}`, write, { onWait });
  } catch (err) {
    if (err instanceof SvcError) throw err;
    throw kernelError('SVC_ERR_CONFIG_WRITE', `cannot write ${file}: ${(err as Error).message}`, { cause: err });
  }
}
