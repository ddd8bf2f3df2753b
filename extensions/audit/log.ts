// The audit log on disk: appending one event (under a lock file, so the daemon and a CLI command never fork the
// chain), rotation by size, the HMAC chain and its signed head, and the verification `svc audit verify` runs.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { canonicalJson } from '../../kernel/index.js';
import { createFileExclusive, writeFileAtomic } from '../../lib/fs/atomic.js';

/** The `prev` of the first signed event: nothing came before it. */
export const GENESIS = '0'.repeat(64);
/** Keys an event's own fields may not take (they are renamed `field_<key>`). */
const RESERVED = new Set(['ts', 'seq', 'event', 'prev', 'mac']);
/** Longest string value kept in an event. */
const MAX_STRING = 500;
/** Bytes read from the end of the log to find its last event. */
const TAIL_BYTES = 64 * 1024;
/** Rotated segments: `<log>.<UTC time>` (compact ISO 8601 with milliseconds), optionally `-<n>`. */
const SEGMENT = /^\d{8}T\d{9}Z(?:-\d+)?$/;
const LOCK_WAIT_MS = 2_000;
const LOCK_STALE_MS = 10_000;
const SLEEP = new Int32Array(new SharedArrayBuffer(4));

export interface LogSettings {
  readonly file: string;
  readonly keyFile: string;
  /** 0: never rotates. */
  readonly maxBytes: number;
  readonly sign: boolean;
}

export type Fields = Readonly<Record<string, unknown>>;

interface Last {
  readonly seq: number;
  readonly mac?: string;
}

/** The audit key: 32 bytes as 64 hex digits in a 0600 file; refused when group or others may read it. Created when `create`. */
export function readAuditKey(keyFile: string, create: boolean): Buffer | undefined {
  if (!existsSync(keyFile)) {
    if (!create) return undefined;
    createFileExclusive(keyFile, `${randomBytes(32).toString('hex')}\n`, 0o600);
  }
  const mode = statSync(keyFile).mode;
  if (mode & 0o077) throw new Error(`${keyFile} is readable by group or others (mode ${(mode & 0o777).toString(8)}); chmod 600 it`);
  const text = readFileSync(keyFile, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${keyFile} is not an audit key (64 hex digits)`);
  return Buffer.from(text, 'hex');
}

const macOf = (key: Buffer, record: Fields): string => createHmac('sha256', key).update(canonicalJson(record)).digest('hex');
const headSig = (key: Buffer, seq: number, mac: string): string => createHmac('sha256', key).update(`head\n${seq}\n${mac}`).digest('hex');

function sameHex(a: unknown, b: string): boolean {
  if (typeof a !== 'string' || !/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** Every file of the log, oldest first: the rotated segments by name, then the active file. */
export function segments(file: string): string[] {
  const dir = dirname(file);
  const base = `${basename(file)}.`;
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(base) && SEGMENT.test(n.slice(base.length))).sort();
  } catch {
    // no directory yet: no segments
  }
  return [...names.map((n) => join(dir, n)), ...(existsSync(file) ? [file] : [])];
}

/** The last complete event of `file` (undefined when it holds none), and whether the file ends in a newline. */
function tail(file: string): { last?: Last; endsClean: boolean } {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return { endsClean: true };
  }
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return { endsClean: true };
    const n = Math.min(size, TAIL_BYTES);
    const buf = Buffer.alloc(n);
    readSync(fd, buf, 0, n, size - n);
    const text = buf.toString('utf8');
    const lines = text.split('\n').filter((l) => l.trim());
    for (let i = lines.length - 1; i >= 0; i--) {
      try {
        const r = JSON.parse(lines[i]!) as { seq?: unknown; mac?: unknown };
        if (Number.isSafeInteger(r.seq)) return { last: { seq: r.seq as number, ...(typeof r.mac === 'string' ? { mac: r.mac } : {}) }, endsClean: text.endsWith('\n') };
      } catch {
        // a torn line (a crash mid-write): look further back
      }
    }
    return { endsClean: text.endsWith('\n') };
  } finally {
    closeSync(fd);
  }
}

function lockFor(file: string): () => void {
  const lock = `${file}.lock`;
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      return () => {
        try {
          unlinkSync(lock);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (Date.now() > until) throw new Error(`the audit log stays locked by another process (${lock}); remove the file if no svc process runs`);
    try {
      // A lock left by a process that died mid-write: a write holds it for milliseconds.
      if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) unlinkSync(lock);
    } catch {
      // gone meanwhile: try again
    }
    Atomics.wait(SLEEP, 0, 0, 5);
  }
}

function rotatedName(file: string, now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:.]/g, '');
  let name = `${file}.${stamp}`;
  for (let i = 1; existsSync(name) && i < 1000; i++) name = `${file}.${stamp}-${i}`;
  return name;
}

/** One event as written: time, sequence number, name, fields (bounded), then `prev` and `mac` when signed. */
export function appendEvent(settings: LogSettings, event: string, fields: Fields, now: number): void {
  mkdirSync(dirname(settings.file), { recursive: true, mode: 0o700 });
  const release = lockFor(settings.file);
  try {
    let found = tail(settings.file);
    if (!found.last) {
      const older = segments(settings.file).filter((f) => f !== settings.file).pop();
      if (older) found = { ...tail(older), endsClean: found.endsClean };
    }
    const record: Record<string, unknown> = { ts: new Date(now).toISOString(), seq: (found.last?.seq ?? 0) + 1, event };
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) continue;
      record[RESERVED.has(k) ? `field_${k}` : k] = typeof v === 'string' && v.length > MAX_STRING ? `${v.slice(0, MAX_STRING)}…` : v;
    }
    let key: Buffer | undefined;
    if (settings.sign) {
      key = readAuditKey(settings.keyFile, true)!;
      record.prev = found.last?.mac ?? GENESIS;
      record.mac = macOf(key, record);
    }
    const line = `${found.endsClean ? '' : '\n'}${JSON.stringify(record)}\n`;
    if (settings.maxBytes > 0 && existsSync(settings.file)) {
      const size = statSync(settings.file).size;
      if (size > 0 && size + Buffer.byteLength(line) > settings.maxBytes) renameSync(settings.file, rotatedName(settings.file, now));
    }
    const fd = openSync(settings.file, 'a', 0o600);
    try {
      const bytes = Buffer.from(existsSync(settings.file) && fstatSync(fd).size === 0 ? line.replace(/^\n/, '') : line);
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    } finally {
      closeSync(fd);
    }
    if (key) writeFileAtomic(`${settings.file}.head`, `${JSON.stringify({ seq: record.seq, mac: record.mac, sig: headSig(key, record.seq as number, record.mac as string) })}\n`);
  } finally {
    release();
  }
}

export interface VerifyResult {
  readonly ok: boolean;
  readonly events: number;
  readonly signed: number;
  readonly files: number;
  /** What is wrong (empty when ok), each naming the file and line. */
  readonly problems: readonly string[];
}

/**
 * Checks every file of the log in order: each line is JSON, sequence numbers follow one another, each signed event's
 * `prev` is the `mac` of the event before and its `mac` is right, no unsigned event follows a signed one, and the last
 * signed event is the one the signed head names (so removing the last lines shows too).
 */
export function verifyLog(file: string, keyFile: string): VerifyResult {
  const files = segments(file);
  const problems: string[] = [];
  let events = 0;
  let signed = 0;
  let key: Buffer | undefined;
  let previous: (Last & { where: string }) | undefined;
  let lastSigned: Last | undefined;
  // With no rotated segment before the active file, its first line is the log's first event: the writer numbers it 1,
  // and when signed its `prev` is GENESIS (so removing the first lines shows). A kept rotated segment may chain to an
  // older one removed by the operator: its first line is taken as given.
  const fromStart = files[0] === file;
  for (const f of files) {
    const lines = readFileSync(f, 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    lines.forEach((text, i) => {
      const where = `${f}:${i + 1}`;
      let r: Record<string, unknown>;
      try {
        r = JSON.parse(text) as Record<string, unknown>;
        if (r === null || typeof r !== 'object' || Array.isArray(r)) throw new Error('not an object');
      } catch {
        problems.push(`${where}: not a JSON event`);
        return;
      }
      events++;
      const seq = r.seq;
      if (!Number.isSafeInteger(seq)) problems.push(`${where}: no sequence number`);
      else if (!previous && fromStart && seq !== 1) problems.push(`${where}: the log starts at sequence ${String(seq)}, not 1: its first events were removed`);
      else if (previous && seq !== previous.seq + 1) problems.push(`${where}: sequence ${String(seq)} follows ${previous.seq} (${previous.where}): an event is missing or was added`);
      if (typeof r.mac === 'string') {
        signed++;
        key ??= readAuditKey(keyFile, false);
        if (!key) {
          problems.push(`${where}: the event is signed, and ${keyFile} does not exist`);
        } else {
          const { mac, ...rest } = r;
          if (!sameHex(mac, macOf(key, rest))) problems.push(`${where}: the signature does not match: the line was changed`);
          const expected = previous?.mac ?? (previous || fromStart ? GENESIS : undefined);
          // The first event of the oldest file kept may chain to a removed older file: its prev is taken as given.
          if (expected !== undefined && !sameHex(r.prev, expected)) problems.push(previous ? `${where}: does not chain to the event before (${previous.where}): an event is missing, added or changed` : `${where}: the first event does not start the chain (its prev is not the genesis value): the first events were removed`);
        }
        lastSigned = { seq: seq as number, mac: r.mac };
      } else if (lastSigned) {
        problems.push(`${where}: an unsigned event after signed ones (sign_events was turned off, or the signature was removed)`);
      }
      previous = { seq: Number.isSafeInteger(seq) ? (seq as number) : (previous?.seq ?? 0) + 1, ...(typeof r.mac === 'string' ? { mac: r.mac } : {}), where };
    });
  }
  const headFile = `${file}.head`;
  // The key is created by the first signed event: with it present, signing was on, so a log without signed events
  // (replaced by unsigned lines, or emptied) is tampering, not `sign_events = false`. A head without signed events too.
  if (!signed && existsSync(keyFile)) problems.push(`${keyFile} exists (events were signed), and the log holds no signed event: it was replaced or emptied`);
  else if (!signed && existsSync(headFile)) problems.push(`${headFile} exists (events were signed), and the log holds no signed event: it was replaced or emptied`);
  if (signed && key) {
    let head: { seq?: unknown; mac?: unknown; sig?: unknown } | undefined;
    try {
      head = JSON.parse(readFileSync(headFile, 'utf8')) as typeof head;
    } catch {
      problems.push(`${headFile} is missing or unreadable: the end of the log cannot be checked`);
    }
    if (head) {
      if (!Number.isSafeInteger(head.seq) || typeof head.mac !== 'string' || !sameHex(head.sig, headSig(key, head.seq as number, head.mac))) problems.push(`${headFile}: the signature does not match`);
      else if (head.seq !== lastSigned!.seq || head.mac !== lastSigned!.mac) problems.push(`the log ends at sequence ${lastSigned!.seq}, and its last signed event was ${String(head.seq)}: events were removed from the end`);
    }
  }
  return { ok: problems.length === 0, events, signed, files: files.length, problems };
}
