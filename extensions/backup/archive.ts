// Backups: one archive file per backup in the destination directory. A ustar archive (gzip-compressed when `compress`)
// holding manifest.json first, then config/ (config.toml, .secret_key and, with "config" in include_dirs, the rest of the
// config directory) and data/ (every SQLite store, copied as a consistent snapshot while a daemon writes to it, and the
// other include_dirs). With `encrypt` the archive is sealed with AES-256-GCM under a key derived from the secret store
// key, which then stays out of the archive: keep it apart, restore asks for it.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { END, header, padding, readTar } from './tar.js';

const require = createRequire(import.meta.url);

export const FORMAT = 1;
const MAGIC = Buffer.from('SVCBAK1\n', 'ascii');
const NAME = /^svc-backup-(\d{8}T\d{9}Z)(?:-\d+)?\.tar(\.gz)?(\.enc)?$/;
const KEY_FILE = '.secret_key';
/** Never part of a backup: locks, sockets, write-ahead logs (their content is in the snapshot), caches, temp files. */
const SKIPPED = /(^|\/)(svc\.lock|svc\.sock|\.config\.lock|[^/]*-wal|[^/]*-shm|[^/]*-journal|[^/]*\.tmp)$/;

export interface BackupSettings {
  readonly compress: boolean;
  readonly destination_dir: string;
  readonly encrypt: boolean;
  readonly include_dirs: readonly string[];
  readonly max_keep: number;
}

export interface Locations {
  readonly configDir: string;
  readonly dataDir: string;
}

export interface ManifestFile {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

export interface Manifest {
  readonly format: number;
  readonly svc_version: string;
  readonly created_at: string;
  readonly encrypted: boolean;
  /** Stores copied as SQLite snapshots (archive paths). */
  readonly stores: readonly string[];
  /** include_dirs that did not exist when the backup was taken. */
  readonly missing_dirs: readonly string[];
  readonly files: readonly ManifestFile[];
}

export interface Created {
  readonly name: string;
  readonly file: string;
  readonly bytes: number;
  readonly files: number;
  readonly stores: number;
  readonly pruned: readonly string[];
}

export interface Listed {
  readonly name: string;
  readonly created_at: string;
  readonly bytes: number;
  readonly compressed: boolean;
  readonly encrypted: boolean;
}

/** The destination directory of `settings`, absolute (relative paths are under the data directory). */
export function destinationOf(settings: BackupSettings, where: Locations): string {
  return resolve(where.dataDir, settings.destination_dir);
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function archiveKey(secretKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, salt, 'svc backup v1', 32));
}

/** The secret store key from `<config dir>/.secret_key` (64 hex digits), or undefined when there is none. */
export function readSecretKey(file: string): Buffer | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error(`${file} is not a secret store key (64 hex digits)`);
  return Buffer.from(text, 'hex');
}

/** Regular files under `dir` (relative paths, `/`-separated), not following links, skipping `skip` subtrees. */
function walk(dir: string, skip: (abs: string) => boolean, out: string[] = [], base = dir): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    const abs = join(dir, name);
    if (skip(abs)) continue;
    const st = lstatSync(abs);
    if (st.isDirectory()) walk(abs, skip, out, base);
    else if (st.isFile()) out.push(relative(base, abs).split(sep).join('/'));
  }
  return out;
}

function inside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
}

/** Temp files of backups whose process is gone (killed at shutdown, or crashed): `….<pid>.tmp`, `.snapshot-<pid>.db`. */
function removeLeftovers(dest: string): void {
  for (const name of readdirSync(dest)) {
    const pid = Number((/\.(\d+)\.tmp$/.exec(name) ?? /^\.snapshot-(\d+)\.db$/.exec(name))?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(dest, name), { force: true });
    }
  }
}

/** A consistent copy of a SQLite store while others may write to it: one read transaction (VACUUM INTO). */
function snapshotStore(file: string, into: string): Buffer {
  const Database = require('better-sqlite3') as typeof import('better-sqlite3');
  rmSync(into, { force: true });
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      db.prepare('VACUUM INTO ?').run(into);
    } finally {
      db.close();
    }
    return readFileSync(into);
  } finally {
    rmSync(into, { force: true });
  }
}

function isSqlite(file: string): boolean {
  try {
    const fd = openSync(file, 'r');
    try {
      const head = Buffer.alloc(16);
      readSync(fd, head, 0, 16, 0);
      return head.toString('latin1') === 'SQLite format 3\0';
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.(\d{3})Z$/, '$1Z');
}

/**
 * Takes a backup now: collects the files, snapshots the stores, writes the archive atomically (temp file, fsync,
 * rename) and prunes the oldest beyond `max_keep`. `key` is the secret store key, required when `encrypt` is set.
 */
export function createBackup(settings: BackupSettings, where: Locations, version: string, now: Date, key?: Buffer): Created {
  if (settings.encrypt && !key) {
    throw new Error(`backup.encrypt is true but there is no secret store key (${join(where.configDir, KEY_FILE)}); it is created when a secret is first stored`);
  }
  const dest = destinationOf(settings, where);
  mkdirSync(dest, { recursive: true, mode: 0o700 });
  removeLeftovers(dest);
  const entries: { path: string; data: Buffer; mode: number }[] = [];
  const stores: string[] = [];
  const missing: string[] = [];
  const scratch = join(dest, `.snapshot-${process.pid}.db`);
  const add = (archivePath: string, abs: string): void => {
    if (SKIPPED.test(archivePath)) return;
    if (archivePath.startsWith('data/') && isSqlite(abs)) {
      entries.push({ path: archivePath, data: snapshotStore(abs, scratch), mode: 0o600 });
      stores.push(archivePath);
      return;
    }
    const st = statSync(abs);
    entries.push({ path: archivePath, data: readFileSync(abs), mode: st.mode & 0o777 });
  };
  // The data directory's files go under data/ (below). It is inside the config directory by default (skipped there as
  // a whole), or the same directory (SVC_DATA_DIR alone): then what the data walk takes is skipped here.
  const sameDir = resolve(where.dataDir) === resolve(where.configDir);
  const dataNames = new Set(['state', 'cache', ...settings.include_dirs.filter((d) => d !== 'config').map((d) => d.split('/')[0]!)]);
  const skipInConfig = (abs: string) =>
    inside(abs, dest) ||
    (settings.encrypt && abs === join(where.configDir, KEY_FILE)) ||
    (sameDir ? dataNames.has(relative(where.configDir, abs).split(sep)[0]!) || (abs.endsWith('.db') && isSqlite(abs)) : inside(abs, where.dataDir));
  // config.toml and the key always; the rest of the config directory (SOPs, TLS files, …) with "config".
  const configFiles = settings.include_dirs.includes('config')
    ? walk(where.configDir, skipInConfig)
    : ['config.toml', ...(settings.encrypt ? [] : [KEY_FILE])].filter((f) => existsSync(join(where.configDir, f)));
  for (const f of configFiles) add(`config/${f}`, join(where.configDir, f));
  // Every store under the data directory, and the other include_dirs there.
  const skipInData = (abs: string) => inside(abs, dest) || basename(abs) === 'cache';
  const dataFiles = new Set(walk(where.dataDir, skipInData).filter((f) => f.endsWith('.db') && isSqlite(join(where.dataDir, f))));
  for (const dir of settings.include_dirs) {
    if (dir === 'config') continue;
    const abs = resolve(where.dataDir, dir);
    if (!inside(abs, where.dataDir) || !existsSync(abs)) {
      missing.push(dir);
      continue;
    }
    for (const f of walk(abs, skipInData)) dataFiles.add(relative(where.dataDir, join(abs, f)).split(sep).join('/'));
  }
  for (const f of [...dataFiles].sort()) add(`data/${f}`, join(where.dataDir, f));

  const manifest: Manifest = {
    format: FORMAT,
    svc_version: version,
    created_at: now.toISOString(),
    encrypted: settings.encrypt,
    stores,
    missing_dirs: missing,
    files: entries.map((e) => ({ path: e.path, size: e.data.length, sha256: sha256(e.data) })),
  };
  const mtime = now.getTime() / 1000;
  const parts: Buffer[] = [];
  const put = (path: string, data: Buffer, mode: number) => parts.push(header(path, data.length, mode, mtime), data, padding(data.length));
  put('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 0o600);
  for (const e of entries) put(e.path, e.data, e.mode);
  parts.push(END);
  let body = Buffer.concat(parts);
  if (settings.compress) body = gzipSync(body);
  if (settings.encrypt) {
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', archiveKey(key!, salt), iv);
    body = Buffer.concat([MAGIC, salt, iv, cipher.update(body), cipher.final(), cipher.getAuthTag()]);
  }

  const suffix = `.tar${settings.compress ? '.gz' : ''}${settings.encrypt ? '.enc' : ''}`;
  let name = `svc-backup-${stamp(now)}${suffix}`;
  for (let n = 1; existsSync(join(dest, name)); n++) name = `svc-backup-${stamp(now)}-${n}${suffix}`;
  const file = join(dest, name);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, body);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  return { name, file, bytes: body.length, files: entries.length, stores: stores.length, pruned: prune(dest, settings.max_keep, name) };
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): Listed[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, m: NAME.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ name, m }) => {
      const t = m[1]!;
      const iso = `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}.${t.slice(15, 18)}Z`;
      return { name, created_at: iso, bytes: statSync(join(dir, name)).size, compressed: m[2] !== undefined, encrypted: m[3] !== undefined };
    });
}

/** Removes the oldest backups beyond `keep` (0 keeps every one), never `just`; returns the names removed. */
function prune(dir: string, keep: number, just: string): string[] {
  if (keep <= 0) return [];
  const all = listBackups(dir).map((b) => b.name);
  const excess = all.filter((n) => n !== just).slice(0, Math.max(0, all.length - keep));
  for (const n of excess) rmSync(join(dir, n), { force: true });
  return excess;
}

/** A restore refused before any file was written. */
export class RestoreRefused extends Error {}

export interface Restored {
  readonly manifest: Manifest;
  readonly files: number;
  /** Whether the secret store key was written from `key` (an encrypted backup holds none). */
  readonly keyWritten: boolean;
}

/** Opens an archive file: decrypts (checking its tag before anything is read) and decompresses it; checks the manifest. */
export function openBackup(file: string, key: Buffer | undefined): { manifest: Manifest; entries: Map<string, { data: Buffer; mode: number }> } {
  let body = readFileSync(file);
  if (body.subarray(0, MAGIC.length).equals(MAGIC)) {
    if (!key) throw new Error(`${basename(file)} is encrypted: give the secret store key it was made with (--key-file)`);
    const salt = body.subarray(MAGIC.length, MAGIC.length + 16);
    const iv = body.subarray(MAGIC.length + 16, MAGIC.length + 28);
    const tag = body.subarray(body.length - 16);
    const decipher = createDecipheriv('aes-256-gcm', archiveKey(key, salt), iv);
    decipher.setAuthTag(tag);
    try {
      body = Buffer.concat([decipher.update(body.subarray(MAGIC.length + 28, body.length - 16)), decipher.final()]);
    } catch {
      throw new Error(`${basename(file)} does not decrypt with this key (another key, or the file was altered)`);
    }
  }
  if (body[0] === 0x1f && body[1] === 0x8b) body = gunzipSync(body);
  const list = readTar(body);
  if (list[0]?.path !== 'manifest.json') throw new Error(`${basename(file)} is not an svc backup (no manifest.json first)`);
  const manifest = JSON.parse(list[0].data.toString('utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${basename(file)} has backup format ${String(manifest.format)}; this svc reads format ${FORMAT}`);
  const entries = new Map(list.slice(1).map((e) => [e.path, { data: Buffer.from(e.data), mode: e.mode }]));
  for (const f of manifest.files) {
    const data = entries.get(f.path)?.data;
    if (!data || data.length !== f.size || sha256(data) !== f.sha256) throw new Error(`${basename(file)} is damaged: ${f.path} does not match its manifest`);
  }
  if (entries.size !== manifest.files.length) throw new Error(`${basename(file)} holds files its manifest does not list`);
  return { manifest, entries };
}

/**
 * Restores a backup into a stopped instance: every file is checked against the manifest before one is written; then
 * each is written atomically to its place. An instance that already has a config.toml or stores is refused unless
 * `force` (then the backup's files replace theirs; files the backup does not hold stay).
 */
export function restoreBackup(file: string, where: Locations, options: { force: boolean; key?: Buffer }): Restored {
  let opened: ReturnType<typeof openBackup>;
  try {
    opened = openBackup(file, options.key);
    for (const path of opened.entries.keys()) target(path, where);
    if (!options.force) {
      const present = ['config/config.toml', ...opened.manifest.stores].filter((p) => existsSync(target(p, where)));
      if (present.length) throw new Error(`the instance is not empty (${present.map((p) => target(p, where)).join(', ')}); restore with --force to replace its files`);
    }
  } catch (err) {
    throw new RestoreRefused((err as Error).message);
  }
  const { manifest, entries } = opened;
  for (const [path, { data, mode: archived }] of entries) {
    const to = target(path, where);
    mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
    // As archived, never writable by others; stores and the key private whatever the archive says.
    const mode = path.startsWith('data/') || path === `config/${KEY_FILE}` ? 0o600 : archived & 0o755;
    const temp = `${to}.${process.pid}.tmp`;
    writeFileSync(temp, data, { mode });
    chmodSync(temp, mode);
    for (const side of ['-wal', '-shm']) rmSync(`${to}${side}`, { force: true });
    renameSync(temp, to);
  }
  let keyWritten = false;
  const keyFile = join(where.configDir, KEY_FILE);
  if (manifest.encrypted && options.key && !existsSync(keyFile)) {
    writeFileSync(keyFile, `${options.key.toString('hex')}\n`, { mode: 0o600 });
    keyWritten = true;
  }
  return { manifest, files: entries.size, keyWritten };
}

function target(path: string, where: Locations): string {
  const [root, ...rest] = path.split('/');
  const base = root === 'config' ? where.configDir : root === 'data' ? where.dataDir : undefined;
  if (!base || !rest.length) throw new Error(`unexpected path in a backup: ${path}`);
  const to = resolve(base, ...rest);
  if (!inside(to, base)) throw new Error(`unsafe path in a backup: ${path}`);
  return to;
}
