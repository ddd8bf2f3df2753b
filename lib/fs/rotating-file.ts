// A bounded file of lines that rotates: the active segment `<file>` and older ones `<file>.1` (newest) … `<file>.N`,
// each created 0600 in a 0700 directory. Lines of one turn of the event loop are written together, synchronously, so
// they never reorder and a crash loses at most one turn; a segment rotates at a size, a number of lines or a new UTC day.
import { chmodSync, closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface RotatingFileOptions {
  readonly file: string;
  /** Bytes of one segment before the next line starts a new one (a single longer line is written whole, alone). */
  readonly segmentBytes: number;
  /** Lines of one segment before it rotates; 0: no limit. */
  readonly segmentLines: number;
  /** Older segments kept besides the active one; 0 keeps none (a rotation empties the file). */
  readonly keep: number;
  /** Older segments last written longer ago than this are removed at each rotation and at open (ms); 0: no age limit. */
  readonly maxAgeMs: number;
  /** A line written on another UTC day than the segment's first starts a new segment. */
  readonly daily: boolean;
  /** Called (once, outside the write) when the file cannot be written: from then on lines are dropped. */
  readonly onError?: (err: Error) => void;
  readonly now?: () => number;
}

const DAY_MS = 86_400_000;

/** Every segment of `file` that exists, oldest first (the active file last): what a reader reads in order. */
export function segmentsOldestFirst(file: string): string[] {
  const dir = dirname(file);
  const base = basename(file);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const old = names
    .map((n) => ({ n, m: n.startsWith(`${base}.`) ? /^\d+$/.exec(n.slice(base.length + 1)) : null }))
    .filter((e) => e.m)
    .map((e) => ({ path: join(dir, e.n), index: Number(e.n.slice(base.length + 1)) }))
    .sort((a, b) => b.index - a.index)
    .map((e) => e.path);
  return names.includes(base) ? [...old, file] : old;
}

export class RotatingFile {
  private fd: number | undefined;
  private size = 0;
  private lines = 0;
  private day = 0;
  private queue: string[] = [];
  private scheduled = false;
  private failed = false;
  private readonly now: () => number;
  private readonly onExit = (): void => this.flush();

  constructor(private readonly options: RotatingFileOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Opens (or continues) the active segment; a segment of an earlier UTC day rotates first when `daily`. */
  open(): void {
    const { file } = this.options;
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    this.fd = openSync(file, 'a', 0o600);
    const stat = fstatSync(this.fd);
    // A file an earlier release or another tool left readable by others is tightened: log lines name senders and ids.
    if (stat.mode & 0o077) chmodSync(file, 0o600);
    this.size = stat.size;
    this.lines = this.options.segmentLines > 0 && stat.size > 0 ? countLines(file) : 0;
    this.day = dayOf(stat.size > 0 ? stat.mtimeMs : this.now());
    if (this.options.daily && stat.size > 0 && this.day !== dayOf(this.now())) this.rotate();
    this.prune();
    process.on('exit', this.onExit);
  }

  /** Queues one line (ending in a newline); written after this turn of the event loop. */
  write(line: string): void {
    if (this.fd === undefined || this.failed) return;
    this.queue.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Writes every queued line now, rotating where a line would cross a limit. */
  flush(): void {
    this.scheduled = false;
    if (this.fd === undefined || this.failed || !this.queue.length) return;
    const lines = this.queue;
    this.queue = [];
    const { segmentBytes, segmentLines, daily } = this.options;
    let chunk: string[] = [];
    let chunkBytes = 0;
    const today = dayOf(this.now());
    try {
      for (const line of lines) {
        const bytes = Buffer.byteLength(line);
        const full = this.size + chunkBytes > 0 && this.size + chunkBytes + bytes > segmentBytes;
        const counted = segmentLines > 0 && this.lines + chunk.length >= segmentLines;
        const newDay = daily && this.day !== today && this.size + chunkBytes > 0;
        if (full || counted || newDay) {
          this.writeChunk(chunk, chunkBytes);
          chunk = [];
          chunkBytes = 0;
          this.rotate();
        }
        if (this.size + chunkBytes === 0) this.day = today;
        chunk.push(line);
        chunkBytes += bytes;
      }
      this.writeChunk(chunk, chunkBytes);
    } catch (err) {
      // A full disk or a removed directory: persisting stops, the daemon does not (its stdout still has every line).
      this.failed = true;
      const onError = this.options.onError;
      if (onError) setImmediate(() => onError(err as Error));
    }
  }

  /** Flushes and closes the active segment. */
  close(): void {
    this.flush();
    process.off('exit', this.onExit);
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private writeChunk(chunk: readonly string[], bytes: number): void {
    if (!chunk.length || this.fd === undefined) return;
    const buf = Buffer.from(chunk.join(''));
    for (let from = 0; from < buf.length; ) from += writeSync(this.fd!, buf, from, buf.length - from);
    this.size += bytes;
    this.lines += chunk.length;
  }

  /** The active segment becomes `<file>.1`, each older one moves up one, the one past `keep` is removed. */
  private rotate(): void {
    const { file, keep } = this.options;
    closeSync(this.fd!);
    this.fd = undefined;
    if (keep === 0) unlinkIfThere(file);
    else {
      unlinkIfThere(`${file}.${keep}`);
      for (let i = keep - 1; i >= 1; i--) renameIfThere(`${file}.${i}`, `${file}.${i + 1}`);
      renameIfThere(file, `${file}.1`);
    }
    this.fd = openSync(file, 'a', 0o600);
    this.size = 0;
    this.lines = 0;
    this.day = dayOf(this.now());
    this.prune();
  }

  /** Removes segments past `keep` (left by a larger setting) and those older than `maxAgeMs`. */
  private prune(): void {
    const { file, keep, maxAgeMs } = this.options;
    for (const path of segmentsOldestFirst(file)) {
      if (path === file) continue;
      const index = Number(path.slice(file.length + 1));
      let old = index > keep;
      if (!old && maxAgeMs > 0) {
        try {
          old = this.now() - statSync(path).mtimeMs > maxAgeMs;
        } catch {
          continue;
        }
      }
      if (old) unlinkIfThere(path);
    }
  }
}

function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

function countLines(file: string): number {
  const buf = readFileSync(file);
  let n = 0;
  for (let i = buf.indexOf(10); i >= 0; i = buf.indexOf(10, i + 1)) n++;
  return n;
}

function unlinkIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

function renameIfThere(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
