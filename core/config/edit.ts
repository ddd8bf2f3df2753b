// Writing config.toml: comment-preserving edits (toml-patch), plaintext secrets encrypted, validated before an atomic write.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { kernelError, SvcError } from '../../kernel/errors.js';
import { removeStaleTemps, writeFileAtomic } from '../../lib/fs/atomic.js';
import { configLockFile, withFileLock, type HeldLock, type LockHolder } from './lock.js';
import type { ConfigSession } from './session.js';
import type { ConfigObject, JsonSchema } from '../../kernel/types.js';
import { parseConfigText } from '../../kernel/config/read.js';
import { invalidConfigError } from '../../kernel/config/validate.js';
import { decryptSecret, KEY_FILE, readKey, readOrCreateKey } from '../../kernel/config/secrets.js';
import { encryptSecret, isEncrypted, mapSecrets } from '../../lib/config/secret-box.js';

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
type TomlFormat = InstanceType<TomlPatch['TomlFormat']>;

function isTable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/** The outermost tables of `doc` that `old` does not have as tables; arrays are not entered. */
function newTables(old: Record<string, unknown>, doc: Record<string, unknown>, at: readonly string[] = [], out: string[][] = []): string[][] {
  for (const [key, value] of Object.entries(doc)) {
    if (!isTable(value)) continue;
    const was = Object.hasOwn(old, key) ? old[key] : undefined;
    if (isTable(was)) newTables(was, value, [...at, key], out);
    else out.push([...at, key]);
  }
  return out;
}

/** `doc` without the key at `path`, copying only the tables on the way: every other value stays the same object. */
function without(doc: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...doc };
  if (rest.length) copy[head] = without(doc[head] as Record<string, unknown>, rest);
  else delete copy[head];
  return copy;
}

const HEADER = /^\[\[?(.+?)\]\]?\s*$/;

/**
 * The table at `path` as `[a.b.c]` sections. toml-patch writes the tables on the way as empty headers; a header with no
 * keys of its own and a table below it is dropped, which leaves that table implicit, as an operator would write it.
 */
function sections(toml: TomlPatch, path: readonly string[], value: Record<string, unknown>, format: TomlFormat): string {
  let nested: Record<string, unknown> = value;
  for (const seg of [...path].reverse()) nested = { [seg]: nested };
  const blocks: { header: string | undefined; lines: string[] }[] = [];
  for (const line of toml.stringify(nested, format).split(/\r?\n/)) {
    const header = HEADER.exec(line)?.[1];
    if (header !== undefined || !blocks.length) blocks.push({ header, lines: [line] });
    else blocks[blocks.length - 1]!.lines.push(line);
  }
  const kept = blocks.filter(
    (b, i) => b.header === undefined || b.lines.slice(1).some((l) => l.trim()) || !blocks.slice(i + 1).some((later) => later.header?.startsWith(`${b.header}.`)),
  );
  return `${kept.flatMap((b) => b.lines).join(format.newLine).trim()}${format.newLine}`;
}

/**
 * toml-patch writes a new nested table inline (`models = { openai = { … } }`), and an inline table cannot be extended:
 * an operator who then adds `[providers.models.echo.test]` by hand gets a file that no longer parses. So every new
 * table that may be a section is taken out of the patch and appended as `[a.b.c]` sections; one under a table the
 * operator wrote inline (or under an array) stays inline, the only form that fits there.
 */
function render(toml: TomlPatch, text: string, doc: Record<string, unknown>): string {
  const format = toml.TomlFormat.autoDetectFormat(text);
  format.inlineTableStart = Number.MAX_SAFE_INTEGER;
  format.leadingBom = false;
  format.trailingNewline = 1;
  const roots = newTables(toml.parse(text) as Record<string, unknown>, doc);
  const patch = (paths: readonly (readonly string[])[]): string => {
    const out = toml.patch(text, paths.reduce(without, doc) as never);
    return out.endsWith('\n') || out === '' ? out : `${out}\n`;
  };
  const nl = format.newLine;
  const join = (base: string, parts: readonly string[]): string => {
    if (!parts.length) return base;
    return base ? `${base.replace(/(?:\r?\n)+$/, '')}${nl}${nl}${parts.join(nl)}` : parts.join(nl);
  };
  let base = patch(roots);
  const written: string[][] = [];
  const parts: string[] = [];
  for (const path of roots) {
    const part = sections(toml, path, getIn(doc, path) as Record<string, unknown>, format);
    try {
      parseToml(join(base, [...parts, part]));
    } catch {
      continue;
    }
    written.push(path);
    parts.push(part);
  }
  if (written.length < roots.length) base = patch(written);
  return join(base, parts);
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
