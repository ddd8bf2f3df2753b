// The wrong-code counts and lockouts of the otp gate, and their state file (<data dir>/state/otp-lockouts.json, 0600,
// replaced atomically), so a restart does not clear a lockout an attacker earned. The file is bounded: an entry is
// left out once its lockout and its quiet window have passed, at most MAX_SENDER_LOCKS senders and MAX_CHANNEL_LOCKS
// channels are kept, and a file that cannot be read is treated as empty (one WARN), never a failed start.
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
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
/** A state file larger than this is not read (treated as empty): MAX_SENDER_LOCKS entries take about 400 KiB. */
export const MAX_STATE_BYTES = 1024 * 1024;
/** A sender key longer than this is kept as its SHA-256 (the file stays bounded whatever a channel calls its senders). */
const MAX_KEY_CHARS = 256;

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

/** The key of one channel sender's counter. */
export function senderKey(channel: string, sender: string): string {
  const key = `${channel}\u0000${sender}`;
  return key.length <= MAX_KEY_CHARS ? key : `${channel}\u0000#sha256:${createHash('sha256').update(sender).digest('hex')}`;
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

function fromRow(r: unknown): [string, Lockout] {
  if (!Array.isArray(r) || r.length !== 5) throw new Error('an entry is not [key, failures, strikes, until, last_failure]');
  const [key, failures, strikes, until, last] = r as unknown[];
  if (typeof key !== 'string' || key.length > MAX_KEY_CHARS * 2 || !count(failures) || !count(strikes) || !time(until) || !(last === null || time(last))) throw new Error('an entry has a wrong type');
  const l = new Lockout();
  l.failures = failures;
  l.strikes = Math.min(strikes, 64);
  l.until = until;
  l.lastFailure = last ?? -Infinity;
  return [key, l];
}

/** The JSON of `state` at `now`: idle counters left out, the senders and channels capped. */
export function serialise(state: LockoutState, tag: string, now: number): string {
  const live = (locks: Map<string, Lockout>, max: number): Row[] => {
    const kept = new Map([...locks].filter(([, l]) => !l.idle(now)));
    makeRoom(kept, max + 1, now);
    return [...kept].map(([k, l]) => row(k, l));
  };
  return `${JSON.stringify({
    version: 1,
    secret: tag,
    last_step: Number.isFinite(state.lastStep) ? state.lastStep : null,
    operator: row('', state.operator).slice(1),
    senders: live(state.senders, MAX_SENDER_LOCKS),
    channels: live(state.channels, MAX_CHANNEL_LOCKS),
  })}\n`;
}

/**
 * The state in `text` when it was written under `tag` (else empty: another secret's counts are forgotten, as a
 * rotation forgets them); throws when the text is no state file.
 */
export function parse(text: string, tag: string, now: number): LockoutState {
  const v = JSON.parse(text) as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || v.version !== 1) throw new Error('not a state file of version 1');
  if (typeof v.secret !== 'string' || !(v.last_step === null || count(v.last_step)) || !Array.isArray(v.senders) || !Array.isArray(v.channels)) throw new Error('a field has a wrong type');
  const state = emptyState();
  if (v.secret !== tag) return state;
  const [, op] = fromRow(['', ...(Array.isArray(v.operator) ? v.operator : [])]);
  const load = (rows: unknown[], into: Map<string, Lockout>, max: number): void => {
    for (const r of rows) {
      const [k, l] = fromRow(r);
      if (l.idle(now)) continue;
      makeRoom(into, max, now);
      into.set(k, l);
    }
  };
  load(v.senders, state.senders, MAX_SENDER_LOCKS);
  load(v.channels, state.channels, MAX_CHANNEL_LOCKS);
  return { ...state, operator: op, lastStep: typeof v.last_step === 'number' ? v.last_step : -Infinity };
}

/** Reads the state file: undefined when there is none; throws when it cannot be read or parsed. */
export function readState(file: string, tag: string, now: number): LockoutState | undefined {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (size > MAX_STATE_BYTES) throw new Error(`it is larger than ${MAX_STATE_BYTES} bytes`);
  return parse(readFileSync(file, 'utf8'), tag, now);
}

export function writeState(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileAtomic(file, text, 0o600);
}
