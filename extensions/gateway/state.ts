// The in-memory state store: GCRA rate limits and lockouts in bounded least-recently-seen tables, TTL'd idempotency
// reservations and pending pairing codes; every operation O(1) (amortised), time from an injected clock. The interface
// is asynchronous for shared stores; this one answers synchronously inside (`sync`), which the gateway calls directly.
import { pairingCodeDigest, type LockoutRule, type PendingCode, type RateDecision, type RateRule, type Reservation, type StateHealth, type StateStore } from './api.js';

/** Rounding slack for the float arithmetic of emission intervals (windowMs / limit). */
const EPSILON_MS = 1e-6;
/** The answer to nearly every request: shared, so that allowing one allocates nothing. */
const ALLOWED: RateDecision = Object.freeze({ allowed: true, retryAfterMs: 0 });

interface Seen {
  /** When the client was last seen (every request, allowed or not). */
  seen: number;
}

interface RateEntry extends Seen {
  /** GCRA's theoretical arrival time: the client is at rest when tat <= now. */
  tat: number;
}

/** `seen` is the last failure: a locked client retrying does not move it, so the order stays the order of rest. */
interface LockEntry extends Seen {
  /** Failures drain one per lockMs / maxFailures; a full bucket locks. */
  tat: number;
  /** Locked out until then. */
  until: number;
}

/**
 * One scope's clients, least recently seen first: a Map keeps insertion order and a touch re-inserts, so finding the
 * oldest is O(1). Only clients whose state has come back to rest are ever forgotten, so forgetting never resets a
 * client that is being limited or locked; when every tracked client is busy, a new one gets no entry.
 */
class ClientTable<E extends Seen> {
  private readonly entries = new Map<string, E>();
  /** The most recently seen client (or one forgotten since): touching it again leaves the order as it is. */
  private newest: string | undefined;

  get size(): number {
    return this.entries.size;
  }

  get(client: string): E | undefined {
    return this.entries.get(client);
  }

  /** The client's entry, marked seen now. */
  touch(client: string, now: number): E | undefined {
    const entry = this.entries.get(client);
    if (entry === undefined) return undefined;
    entry.seen = now;
    if (client !== this.newest) {
      this.entries.delete(client);
      this.entries.set(client, entry);
      this.newest = client;
    }
    return entry;
  }

  /**
   * Forgets clients at rest from the least recently seen end until a new one fits; returns 0 when it fits, else ms
   * until the least recently seen client comes to rest (`restsAt`). Each entry is forgotten once: amortised O(1).
   */
  makeRoom(maxKeys: number, now: number, restsAt: (e: E) => number): number {
    for (const [client, entry] of this.entries) {
      if (this.entries.size < maxKeys) return 0;
      const rest = restsAt(entry);
      if (rest > now) return Math.max(1, Math.ceil(rest - now));
      this.entries.delete(client);
    }
    return this.entries.size < maxKeys ? 0 : 1;
  }

  add(client: string, entry: E): void {
    this.entries.delete(client);
    this.entries.set(client, entry);
    this.newest = client;
  }
}

const HEALTHY: StateHealth = Object.freeze({ ok: true });

/** The in-memory store's operations as they answer: synchronously. */
export class MemoryState {
  private readonly reservations = new Map<string, { until: number; fingerprint: string }>();
  private readonly rates = new Map<string, ClientTable<RateEntry>>();
  private readonly locks = new Map<string, ClientTable<LockEntry>>();
  /** Pending pairing codes by digest, oldest first. */
  private readonly codes = new Map<string, PendingCode>();

  constructor(private readonly now: () => number) {}

  private static table<E extends Seen>(tables: Map<string, ClientTable<E>>, scope: string): ClientTable<E> {
    let table = tables.get(scope);
    if (!table) tables.set(scope, (table = new ClientTable<E>()));
    return table;
  }

  /**
   * GCRA: each allowed request moves the client's theoretical arrival time one emission interval (windowMs / limit)
   * later; a request is allowed while that stays within one window of now. So a client at rest may send `limit` at
   * once, then one per interval; no more than `limit` are ever pending, and a refused request changes nothing.
   */
  hit(scope: string, client: string, { limit, windowMs, maxKeys }: RateRule): RateDecision {
    const now = this.now();
    const table = MemoryState.table(this.rates, scope);
    let entry = table.touch(client, now);
    if (entry === undefined) {
      // A client seen within the window is still busy: `seen + windowMs`. Its tat never lies further out than that.
      const wait = table.makeRoom(maxKeys, now, (e) => Math.max(e.seen + windowMs, e.tat));
      if (wait > 0) return { allowed: false, retryAfterMs: wait, full: true };
      entry = { seen: now, tat: now };
      table.add(client, entry);
    }
    const interval = windowMs / limit;
    const next = Math.max(entry.tat, now) + interval;
    const over = next - now - windowMs;
    if (over > EPSILON_MS) return { allowed: false, retryAfterMs: over };
    entry.tat = next;
    return ALLOWED;
  }

  lockedFor(scope: string, client: string, rule: LockoutRule): number {
    if (rule.lockMs <= 0) return 0;
    const now = this.now();
    const table = MemoryState.table(this.locks, scope);
    const entry = table.get(client);
    if (entry !== undefined) return entry.until > now ? Math.ceil(entry.until - now) : 0;
    // Nowhere to count this client's failures: it waits, rather than try without a limit.
    return table.makeRoom(rule.maxKeys, now, MemoryState.lockRest);
  }

  /** A leaky bucket of failures: each adds lockMs / maxFailures, so maxFailures in quick succession fill it. */
  fail(scope: string, client: string, rule: LockoutRule): number {
    if (rule.lockMs <= 0) return 0;
    const now = this.now();
    const table = MemoryState.table(this.locks, scope);
    let entry = table.touch(client, now);
    if (entry === undefined) {
      const wait = table.makeRoom(rule.maxKeys, now, MemoryState.lockRest);
      if (wait > 0) return wait;
      entry = { seen: now, tat: now, until: 0 };
      table.add(client, entry);
    }
    const interval = rule.lockMs / rule.maxFailures;
    entry.tat = Math.max(entry.tat, now) + interval;
    // Locked when the bucket holds more than maxFailures - 1 failures: the previous ones drained by at most the time
    // the attempts took (a few ms on a real clock must not grant a sixth guess of five).
    if (entry.tat - now <= rule.lockMs - interval + EPSILON_MS) return 0;
    entry.until = now + rule.lockMs;
    entry.tat = now;
    return rule.lockMs;
  }

  /** At rest: no failure left in the bucket and no lockout running; forgetting it then changes nothing. */
  private static lockRest(e: LockEntry): number {
    return Math.max(e.tat, e.until);
  }

  /**
   * Keys are stored in insertion order; with one TTL that is expiry order, so expired keys are swept from the oldest
   * end (amortised O(1)). After a TTL change an older key may outlive newer ones: expired keys behind it keep counting
   * against maxKeys until it expires (erring towards "full", never evicting a live key).
   */
  reserve(key: string, fingerprint: string, ttlMs: number, maxKeys: number): Reservation {
    const now = this.now();
    const live = this.reservations.get(key);
    if (live !== undefined && live.until > now) return live.fingerprint === fingerprint ? 'duplicate' : 'reused';
    if (live !== undefined) this.reservations.delete(key);
    for (const [k, r] of this.reservations) {
      if (r.until > now) break;
      this.reservations.delete(k);
    }
    if (this.reservations.size >= maxKeys) return 'full';
    this.reservations.set(key, { until: now + ttlMs, fingerprint });
    return 'reserved';
  }

  release(key: string): void {
    this.reservations.delete(key);
  }

  size(scope: string): number {
    return (this.rates.get(scope)?.size ?? 0) + (this.locks.get(scope)?.size ?? 0);
  }

  private sweepCodes(now: number): void {
    for (const [digest, c] of this.codes) if (c.expiresAt <= now) this.codes.delete(digest);
  }

  addCode(code: string, ttlMs: number, maxPending: number): PendingCode {
    const now = this.now();
    this.sweepCodes(now);
    const entry = Object.freeze({ code, expiresAt: now + ttlMs });
    this.codes.set(pairingCodeDigest(code), entry);
    for (const digest of this.codes.keys()) {
      if (this.codes.size <= maxPending) break;
      this.codes.delete(digest);
    }
    return entry;
  }

  newestCode(): PendingCode | undefined {
    this.sweepCodes(this.now());
    let newest: PendingCode | undefined;
    for (const c of this.codes.values()) newest = c;
    return newest;
  }

  takeCode(code: string): boolean {
    const digest = pairingCodeDigest(code);
    const entry = this.codes.get(digest);
    if (entry === undefined) return false;
    this.codes.delete(digest);
    return entry.expiresAt > this.now();
  }
}

/** The in-memory store behind the asynchronous interface; `sync` is the same state, answering at once. */
export class MemoryStateStore implements StateStore {
  readonly sync: MemoryState;

  constructor(now: () => number) {
    this.sync = new MemoryState(now);
  }

  hit(scope: string, client: string, rule: RateRule): Promise<RateDecision> {
    return Promise.resolve(this.sync.hit(scope, client, rule));
  }

  lockedFor(scope: string, client: string, rule: LockoutRule): Promise<number> {
    return Promise.resolve(this.sync.lockedFor(scope, client, rule));
  }

  fail(scope: string, client: string, rule: LockoutRule): Promise<number> {
    return Promise.resolve(this.sync.fail(scope, client, rule));
  }

  reserve(key: string, fingerprint: string, ttlMs: number, maxKeys: number): Promise<Reservation> {
    return Promise.resolve(this.sync.reserve(key, fingerprint, ttlMs, maxKeys));
  }

  release(key: string): Promise<void> {
    this.sync.release(key);
    return Promise.resolve();
  }

  addCode(code: string, ttlMs: number, maxPending: number): Promise<PendingCode> {
    return Promise.resolve(this.sync.addCode(code, ttlMs, maxPending));
  }

  newestCode(): Promise<PendingCode | undefined> {
    return Promise.resolve(this.sync.newestCode());
  }

  takeCode(code: string): Promise<boolean> {
    return Promise.resolve(this.sync.takeCode(code));
  }

  size(scope: string): number {
    return this.sync.size(scope);
  }

  health(): StateHealth {
    return HEALTHY;
  }
}
