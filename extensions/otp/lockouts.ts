// The wrong-code counts and lockouts of the otp gate, and their state file (<data dir>/state/otp-lockouts.json, 0600,
// replaced atomically), so a restart does not clear a lockout an attacker earned. The file is bounded: an entry is
// left out once its lockout and its quiet window have passed, at most MAX_SENDER_LOCKS senders and MAX_CHANNEL_LOCKS
// channels are kept, and a sender key longer than MAX_KEY_CHARS once written as JSON is kept as its hash, so what the
// writer writes always fits what the reader reads. Reading is defensive: only a regular file, never through a symbolic
// link, at most MAX_STATE_BYTES read; a row that is wrong is skipped alone (the operator's row and the last step are
// kept); a file that cannot be read at all is treated as empty (one WARN), never a failed start. No lockout outlasts
// LOCKOUT_CAP_MS from now, whatever the file or an earlier clock said: a clock that ran ahead and was corrected does
// not leave a lockout as long as its error.
import { createHash, createHmac } from 'node:crypto';
import { closeSync, constants, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../../lib/fs/atomic.js';

/** The first lockout; each further lockout of the same counter doubles it, up to LOCKOUT_CAP_MS. */
export const LOCKOUT_BASE_MS = 30_000;
export const LOCKOUT_CAP_MS = 15 * 60_000;
/** Without a wrong code for this long (counted from the end of the last lockout), a counter starts over: 30 s again. */
export const LOCKOUT_FORGET_MS = LOCKOUT_CAP_MS;
/** Channel senders whose wrong codes are counted at most (a flood of fresh sender ids meets the channel's lockout). */
export const MAX_SENDER_LOCKS = 1024;
/** Channels whose wrong codes are counted at most (channels are config aliases: far fewer in practice). */
export const MAX_CHANNEL_LOCKS = 256;
/**
 * A state file larger than this is not read (treated as empty). The writer stays well below it: MAX_SENDER_LOCKS rows
 * of at most MAX_KEY_CHARS (JSON) each take about 340 KiB, MAX_CHANNEL_LOCKS rows of config aliases far less.
 */
export const MAX_STATE_BYTES = 1024 * 1024;
/** A sender key longer than this once written as JSON is kept as its SHA-256 (the file stays bounded whatever a channel calls its senders). */
export const MAX_KEY_CHARS = 256;

/** The length of `s` inside a JSON string (a control character takes 6: \u0001). */
const jsonLength = (s: string): number => JSON.stringify(s).length - 2;
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** Consecutive wrong codes of one counter, and its lockout. */
export class Lockout {
  failures = 0;
  /** Lockouts so far in this run of failures: each doubles the next one. */
  strikes = 0;
  until = 0;
  /** The last wrong code, or the end of the last lockout when later. */
  lastFailure = -Infinity;

  /** Ms left locked; when a lockout has ended its count starts over (and a long quiet forgets the strikes). */
  left(now: number): number {
    this.clamp(now);
    if (now < this.until) return this.until - now;
    if (this.until) {
      this.until = 0;
      this.failures = 0;
    }
    if (now - this.lastFailure >= LOCKOUT_FORGET_MS) {
      this.failures = 0;
      this.strikes = 0;
    }
    return 0;
  }

  /** Counts a wrong code: the lockout's length in ms when it locks now. */
  fail(now: number, max: number): number | undefined {
    this.lastFailure = now;
    this.failures += 1;
    if (this.failures < max) return undefined;
    const ms = Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(this.strikes, 20), LOCKOUT_CAP_MS);
    this.strikes += 1;
    this.until = now + ms;
    // The quiet that forgets the strikes counts from the end of the lockout.
    this.lastFailure = this.until;
    return ms;
  }

  /**
   * No lockout lasts beyond LOCKOUT_CAP_MS from `now`, and no quiet window starts later than that: times past it were
   * written by a clock running ahead (or by hand), and would otherwise hold as long as that clock's error.
   */
  clamp(now: number): boolean {
    const latest = now + LOCKOUT_CAP_MS;
    const over = this.until > latest || this.lastFailure > latest;
    if (this.until > latest) this.until = latest;
    if (this.lastFailure > latest) this.lastFailure = latest;
    return over;
  }

  reset(): void {
    this.failures = 0;
    this.strikes = 0;
    this.until = 0;
  }

  /** Whether it holds nothing worth keeping at `now`: not locked, no count, no strike a later lockout would double. */
  idle(now: number): boolean {
    this.left(now);
    return this.until === 0 && this.failures === 0 && this.strikes === 0;
  }
}

/**
 * The key of one channel sender's counter: `<channel>\0<sender>`, or the sender's SHA-256 in its place when the key would
 * take more than MAX_KEY_CHARS in the file's JSON (and the whole key's when the channel alone is that long).
 */
export function senderKey(channel: string, sender: string): string {
  const key = `${channel}\u0000${sender}`;
  if (jsonLength(key) <= MAX_KEY_CHARS) return key;
  const hashed = `${channel}\u0000#sha256:${sha256(sender)}`;
  return jsonLength(hashed) <= MAX_KEY_CHARS ? hashed : `#sha256:${sha256(key)}`;
}

/** A sender key as read from a file: a key an earlier release kept whole although its JSON is long is hashed as senderKey does. */
function rekey(key: string): string {
  if (jsonLength(key) <= MAX_KEY_CHARS) return key;
  const cut = key.indexOf('\u0000');
  return cut < 0 ? `#sha256:${sha256(key)}` : senderKey(key.slice(0, cut), key.slice(cut + 1));
}

/**
 * Makes room for one more counter in `locks` (at most `max`): idle counters go first, then the non-locked one whose last
 * wrong code is oldest, and only when every counter is locked the one whose lockout ends first.
 */
export function makeRoom(locks: Map<string, Lockout>, max: number, now: number): void {
  if (locks.size < max) return;
  for (const [k, l] of locks) if (l.idle(now)) locks.delete(k);
  while (locks.size >= max) {
    let victim: [string, Lockout] | undefined;
    for (const entry of locks) {
      const [, l] = entry;
      if (!victim) victim = entry;
      else {
        const [, v] = victim;
        const lLocked = l.until > now;
        const vLocked = v.until > now;
        if (lLocked !== vLocked ? !lLocked : lLocked ? l.until < v.until : l.lastFailure < v.lastFailure) victim = entry;
      }
    }
    locks.delete(victim![0]);
  }
}

/** What the gate keeps across a restart. */
export interface LockoutState {
  lastStep: number;
  readonly operator: Lockout;
  readonly senders: Map<string, Lockout>;
  readonly channels: Map<string, Lockout>;
}

export const emptyState = (): LockoutState => ({ lastStep: -Infinity, operator: new Lockout(), senders: new Map(), channels: new Map() });

/** A short tag of the secret the counts belong to: a file written under another secret is not taken over. */
export function secretTag(key: Buffer): string {
  return createHmac('sha256', key).update('svc otp lockouts').digest('hex').slice(0, 16);
}

type Row = [key: string, failures: number, strikes: number, until: number, lastFailure: number | null];

const row = (key: string, l: Lockout): Row => [key, l.failures, l.strikes, l.until, Number.isFinite(l.lastFailure) ? l.lastFailure : null];
const count = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const time = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/** One row of the file, its times clamped to `now` (Lockout.clamp, counted in `clamped`); throws when it is no row. */
function fromRow(r: unknown, now: number, clamped?: { n: number }): [string, Lockout] {
  if (!Array.isArray(r) || r.length !== 5) throw new Error('an entry is not [key, failures, strikes, until, last_failure]');
  const [key, failures, strikes, until, last] = r as unknown[];
  if (typeof key !== 'string' || key.length > MAX_KEY_CHARS * 8 || !count(failures) || !count(strikes) || !time(until) || !(last === null || time(last))) throw new Error('an entry has a wrong type');
  const l = new Lockout();
  l.failures = failures;
  l.strikes = Math.min(strikes, 64);
  l.until = until;
  l.lastFailure = last ?? -Infinity;
  if (l.clamp(now) && clamped) clamped.n += 1;
  return [key, l];
}

/** What a state file held, how many of its rows were wrong and skipped, and how many had times clamped. */
export interface ReadState extends LockoutState {
  readonly skipped: number;
  readonly clamped: number;
}

/** The JSON of `state` at `now`: idle counters left out, the senders and channels capped. */
export function serialise(state: LockoutState, tag: string, now: number): string {
  // A sender key is written as senderKey makes it (bounded), whoever filled the map.
  const live = (locks: Map<string, Lockout>, max: number, key: (k: string) => string): Row[] => {
    const kept = new Map([...locks].filter(([, l]) => !l.idle(now)));
    makeRoom(kept, max + 1, now);
    return [...kept].map(([k, l]) => row(key(k), l));
  };
  return `${JSON.stringify({
    version: 1,
    secret: tag,
    last_step: Number.isFinite(state.lastStep) ? state.lastStep : null,
    operator: row('', state.operator).slice(1),
    senders: live(state.senders, MAX_SENDER_LOCKS, rekey),
    channels: live(state.channels, MAX_CHANNEL_LOCKS, (k) => k),
  })}\n`;
}

/**
 * The state in `text` when it was written under `tag` (else empty: another secret's counts are forgotten, as a
 * rotation forgets them); throws when the text is no state file. A wrong row is skipped alone (counted in `skipped`):
 * the operator's row, the last step and the other rows still hold.
 */
export function parse(text: string, tag: string, now: number): ReadState {
  const v = JSON.parse(text) as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || Array.isArray(v) || v.version !== 1) throw new Error('not a state file of version 1');
  if (typeof v.secret !== 'string') throw new Error('its secret tag is not a string');
  if (v.secret !== tag) return { ...emptyState(), skipped: 0, clamped: 0 };
  const state = emptyState();
  let skipped = 0;
  const clamped = { n: 0 };
  let operator = state.operator;
  try {
    [, operator] = fromRow(['', ...(v.operator as unknown[])], now, clamped);
  } catch {
    skipped += 1;
  }
  const load = (rows: unknown, into: Map<string, Lockout>, max: number, key: (k: string) => string): void => {
    if (rows === undefined) return;
    if (!Array.isArray(rows)) return void (skipped += 1);
    for (const r of rows) {
      let entry: [string, Lockout];
      try {
        entry = fromRow(r, now, clamped);
      } catch {
        skipped += 1;
        continue;
      }
      const [k, l] = entry;
      if (l.idle(now)) continue;
      makeRoom(into, max, now);
      into.set(key(k), l);
    }
  };
  load(v.senders, state.senders, MAX_SENDER_LOCKS, rekey);
  load(v.channels, state.channels, MAX_CHANNEL_LOCKS, (k) => k);
  let lastStep = -Infinity;
  if (count(v.last_step)) lastStep = v.last_step;
  else if (v.last_step !== null && v.last_step !== undefined) skipped += 1;
  return { ...state, operator, lastStep, skipped, clamped: clamped.n };
}

/**
 * Reads the state file: undefined when there is none; throws when it cannot be read or parsed, or is no regular file
 * (a symbolic link is not followed, a FIFO is not waited on), or is larger than MAX_STATE_BYTES.
 */
export function readState(file: string, tag: string, now: number): ReadState | undefined {
  let fd: number;
  let state: ReadState;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw new Error('it is a symbolic link (not followed)');
    if (code === 'EACCES') throw new Error(`${(err as Error).message} (an owner other than the daemon's user, e.g. after a run as root? chown it to the daemon's user or delete it with the daemon stopped)`);
    throw err;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error('it is not a regular file');
    if (st.size > MAX_STATE_BYTES) throw new Error(`it is larger than ${MAX_STATE_BYTES} bytes`);
    const buf = Buffer.alloc(MAX_STATE_BYTES + 1);
    let len = 0;
    for (let n = 1; n > 0 && len < buf.length; len += n) n = readSync(fd, buf, len, buf.length - len, null);
    if (len > MAX_STATE_BYTES) throw new Error(`it is larger than ${MAX_STATE_BYTES} bytes`);
    state = parse(buf.subarray(0, len).toString('utf8'), tag, now);
  } finally {
    closeSync(fd);
  }
  // Clamped times are written back at once: otherwise each start would clamp the file's far time from its own now.
  if (state.clamped) {
    try {
      writeState(file, serialise(state, tag, now));
    } catch {
      // the gate's next change writes it (or reports that it cannot)
    }
  }
  return state;
}

export function writeState(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileAtomic(file, text, 0o600);
}

/** What unlockFile cleared. */
export interface Unlocked {
  /** Whether the operator's count held anything (a lockout, wrong codes, strikes). */
  readonly operator: boolean;
  readonly senders: number;
  readonly channels: number;
}

/**
 * Clears the operator's lockout and count in the state file (with `all`, every sender's and channel's too), keeping the
 * last step used, so no used code is accepted again. For a daemon that is stopped: a running one keeps its counts in
 * memory and writes them back. Undefined when there is no file; throws when it cannot be read (delete it then).
 */
export function unlockFile(file: string, tag: string, now: number, all: boolean): Unlocked | undefined {
  const state = readState(file, tag, now);
  if (!state) return undefined;
  const done: Unlocked = { operator: !state.operator.idle(now), senders: all ? state.senders.size : 0, channels: all ? state.channels.size : 0 };
  state.operator.reset();
  state.operator.lastFailure = -Infinity;
  if (all) {
    state.senders.clear();
    state.channels.clear();
  }
  writeState(file, serialise(state, tag, now));
  return done;
}
