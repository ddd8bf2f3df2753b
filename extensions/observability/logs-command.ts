// `svc logs`: the daemon's persisted log, oldest segment first, filtered by time, extension and level; `-f` follows it
// across rotations until SIGINT, SIGTERM or a closed stdout.
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { SvcError, type CommandContext } from '../../kernel/index.js';
import { segmentsOldestFirst } from '../../lib/fs/rotating-file.js';
import { DEFAULT_LINES } from './logs-options.js';

/** pino's numeric levels. */
const LEVELS: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const LEVEL_NAMES = new Map(Object.entries(LEVELS).map(([name, n]) => [n, name.toUpperCase()]));
const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** How often -f looks for new lines. */
const FOLLOW_MS = 200;
const CHUNK = 64 * 1024;
/** Fields every line has, shown in the columns rather than as key=value. */
const COLUMNS = new Set(['time', 'level', 'ext', 'msg', 'pid', 'hostname']);

export interface LogFilter {
  readonly sinceMs?: number;
  readonly ext?: string;
  readonly minLevel: number;
}

function usage(message: string): SvcError {
  return new SvcError('SVC_ERR_USAGE', `svc logs: ${message} (see "svc logs --help")`);
}

/** `--since`: a duration back from now (`90s`, `15m`, `2h`, `1d`, `500ms`) or an ISO-8601 date or time. */
export function parseSince(text: string, now: number): number {
  const d = /^(\d{1,9})(ms|s|m|h|d)$/.exec(text.trim());
  if (d) return now - Number(d[1]) * UNITS[d[2]!]!;
  // Only ISO-8601 forms: Date.parse("5") would be a day in 2001.
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) {
    const ms = Date.parse(text.trim());
    if (!Number.isNaN(ms)) return ms;
  }
  throw usage(`--since takes a duration (30s, 15m, 2h, 1d) or an ISO-8601 time (2026-11-27T10:00:00Z), not "${text}"`);
}

function parseLevel(text: string): number {
  const n = LEVELS[text.toLowerCase()];
  if (n === undefined) throw usage(`--level must be one of ${Object.keys(LEVELS).join(', ')}, not "${text}"`);
  return n;
}

function timeOf(line: Record<string, unknown>): number | undefined {
  if (typeof line.time === 'number') return line.time;
  if (typeof line.time === 'string') return Date.parse(line.time);
  return undefined;
}

/** Whether a parsed line passes the filter; a line that is not JSON passes only an empty filter. */
export function passes(line: Record<string, unknown> | undefined, f: LogFilter): boolean {
  if (!line) return f.sinceMs === undefined && f.ext === undefined && f.minLevel <= LEVELS.trace!;
  if (typeof line.level === 'number' && line.level < f.minLevel) return false;
  if (f.ext !== undefined && line.ext !== f.ext) return false;
  if (f.sinceMs !== undefined) {
    const t = timeOf(line);
    if (t === undefined || t < f.sinceMs) return false;
  }
  return true;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /^[^\s"=]+$/.test(v) ? v : JSON.stringify(v);
  return JSON.stringify(v) ?? String(v);
}

/** One line for people: time, level, extension, message, then the other fields as key=value. */
export function formatLine(line: Record<string, unknown>): string {
  const t = timeOf(line);
  const time = t === undefined || Number.isNaN(t) ? '-' : new Date(t).toISOString();
  const level = (typeof line.level === 'number' ? LEVEL_NAMES.get(line.level) : undefined) ?? String(line.level ?? '-');
  const ext = typeof line.ext === 'string' ? line.ext : '-';
  const fields = Object.entries(line)
    .filter(([k]) => !COLUMNS.has(k))
    .map(([k, v]) => `${k}=${value(v)}`);
  return [time, level.padEnd(5), ext, typeof line.msg === 'string' ? line.msg : '', ...fields].join(' ').trimEnd();
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the complete lines of `fd` from `from`; returns the position after the last complete one. */
function readLines(fd: number, from: number, onLine: (text: string) => void): number {
  const buf = Buffer.alloc(CHUNK);
  let carry = Buffer.alloc(0);
  let pos = from;
  for (;;) {
    const n = readSync(fd, buf, 0, CHUNK, pos);
    if (n === 0) break;
    pos += n;
    const data = carry.length ? Buffer.concat([carry, buf.subarray(0, n)]) : buf.subarray(0, n);
    let start = 0;
    for (let nl = data.indexOf(10); nl >= 0; nl = data.indexOf(10, start)) {
      const text = data.toString('utf8', start, nl);
      if (text.trim()) onLine(text);
      start = nl + 1;
    }
    carry = Buffer.from(data.subarray(start));
  }
  return pos - carry.length;
}


function inodeOf(path: string): number | undefined {
  try {
    return statSync(path).ino;
  } catch {
    return undefined;
  }
}

/** Every complete line of `path` (a segment rotated away meanwhile is skipped). */
function readWhole(path: string, onLine: (text: string) => void): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return;
  }
  try {
    readLines(fd, 0, onLine);
  } finally {
    closeSync(fd);
  }
}

/** Runs `svc logs` on the persisted log `file`. */
export async function runLogs(ctx: CommandContext, file: string): Promise<number> {
  const o = ctx.options;
  const filter: LogFilter = {
    ...(typeof o.since === 'string' ? { sinceMs: parseSince(o.since, Date.now()) } : {}),
    ...(typeof o.ext === 'string' ? { ext: o.ext } : {}),
    minLevel: typeof o.level === 'string' ? parseLevel(o.level) : LEVELS.trace!,
  };
  let limit = typeof o.since === 'string' ? 0 : DEFAULT_LINES;
  if (typeof o.lines === 'string') {
    if (!/^\d{1,9}$/.test(o.lines)) throw usage(`--lines takes a whole number, not "${o.lines}"`);
    limit = Number(o.lines);
  }
  let closed = false;
  ctx.stdout.on('error', () => (closed = true));
  const show = (text: string): string | undefined => {
    const line = parse(text);
    if (!passes(line, filter)) return undefined;
    return o.json || !line ? text : formatLine(line);
  };
  const out = (text: string): void => {
    if (!closed) ctx.stdout.write(`${text}\n`);
  };

  const recent: string[] = [];
  const collect = (text: string): void => {
    const shown = show(text);
    if (shown === undefined) return;
    recent.push(shown);
    if (limit > 0 && recent.length > limit) recent.shift();
  };
  const segments = segmentsOldestFirst(file);
  let active: { fd: number; ino: number; pos: number } | undefined;
  for (const path of segments) {
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch {
      continue; // rotated away while we read: its lines are in the next segment's name now
    }
    const pos = readLines(fd, 0, collect);
    if (path === file && o.follow) active = { fd, ino: fstatSync(fd).ino, pos };
    else closeSync(fd);
  }
  for (const text of recent) out(text);
  if (!segments.length) ctx.stderr.write(`svc logs: no log at ${file} yet (the daemon writes it from its start)${o.follow ? '; waiting for it' : ''}\n`);
  if (!o.follow) return 0;

  let stop = false;
  const onSignal = (): void => void (stop = true);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const emit = (text: string): void => {
    const shown = show(text);
    if (shown !== undefined) out(shown);
  };
  try {
    while (!stop && !closed) {
      if (active) active.pos = readLines(active.fd, active.pos, emit);
      let ino: number | undefined;
      let size = 0;
      try {
        const st = statSync(file);
        ino = st.ino;
        size = st.size;
      } catch {
        ino = undefined;
      }
      if (ino !== undefined && (!active || ino !== active.ino)) {
        // Rotated: the rest of the old segment first, then every segment made since (a burst may rotate several times
        // between two looks; when ours is gone, all that remain are newer) up to the file now open, then that file from
        // its start. The new file is opened before the segments are listed, so a rotation meanwhile loses nothing.
        const fd = openSync(file, 'r');
        const next = fstatSync(fd).ino;
        if (active) {
          active.pos = readLines(active.fd, active.pos, emit);
          closeSync(active.fd);
          const older = segmentsOldestFirst(file).filter((p) => p !== file);
          const inos = older.map((p) => inodeOf(p));
          const until = inos.indexOf(next);
          for (const path of older.slice(inos.indexOf(active.ino) + 1, until >= 0 ? until : undefined)) readWhole(path, emit);
        }
        active = { fd, ino: next, pos: 0 };
        continue;
      }
      if (active && size < active.pos) active.pos = 0;
      await new Promise((r) => setTimeout(r, FOLLOW_MS));
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (active) closeSync(active.fd);
  }
  return 0;
}
