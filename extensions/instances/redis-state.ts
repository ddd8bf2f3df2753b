// The gateway's state on Redis, shared by every instance: each operation is one server-side script (atomic), every key
// has a TTL, every key starts with shared.redis_key_prefix. Time is the caller's clock (an argument of each script), so
// the memory store's behaviour holds here to the millisecond; a Redis that cannot answer fails closed
// (StateUnavailableError), and the client reconnects by itself.
import type { Redis } from 'ioredis';
import { pairingCodeDigest, StateUnavailableError, type LockoutRule, type PendingCode, type RateDecision, type RateRule, type Reservation, type SharedTokens, type StateHealth, type StateStore } from '../gateway/api.js';

/** Rounding slack of the float arithmetic, as in the memory store. */
const EPSILON_MS = 1e-6;
/** Kept a little past the moment a key's content stops mattering, so a slow clock never reads a vanished key. */
const TTL_SLACK_MS = 1000;
/** How long a failed command keeps /health at 503 when the connection itself looks fine (a server that hangs). */
const FAILING_SHOWN_MS = 5000;

// Numbers cross as strings with 17 significant digits: Redis turns a Lua number reply into an integer, and Lua's
// tostring keeps 14 digits, a tenth of a millisecond at today's epoch times, which would refuse the last of a burst.
// extend: a key that indexes others lives at least as long as the longest of them (never shortened by a shorter TTL).
const NUM = `local function num(x) return string.format('%.17g', x) end
local function extend(key, ms)
  ms = math.ceil(ms)
  if redis.call('PTTL', key) < ms then redis.call('PEXPIRE', key, ms) end
end`;

/**
 * GCRA, as MemoryState.hit. KEYS: the scope's clients (sorted set, score: when the client comes to rest), the client's
 * theoretical arrival time. ARGV: now, limit, windowMs, maxKeys, client, epsilon, slack. Reply: allowed (0/1),
 * retryAfterMs, full (0/1), clients tracked.
 */
const HIT = `${NUM}
local now, limit, window, maxKeys = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local client, eps, slack = ARGV[5], tonumber(ARGV[6]), tonumber(ARGV[7])
local tat = now
if redis.call('ZSCORE', KEYS[1], client) then
  tat = tonumber(redis.call('GET', KEYS[2]) or now)
else
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', num(now))
  if redis.call('ZCARD', KEYS[1]) >= maxKeys then
    local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
    return {0, num(math.max(1, math.ceil(tonumber(first[2]) - now))), 1, redis.call('ZCARD', KEYS[1])}
  end
end
local nxt = math.max(tat, now) + window / limit
local over = nxt - now - window
local allowed = over <= eps
if allowed then tat = nxt end
local rest = math.max(now + window, tat)
redis.call('SET', KEYS[2], num(tat), 'PX', math.ceil(rest - now + slack))
redis.call('ZADD', KEYS[1], num(rest), client)
extend(KEYS[1], window + slack)
local size = redis.call('ZCARD', KEYS[1])
if allowed then return {1, '0', 0, size} end
return {0, num(over), 0, size}
`;

/**
 * Makes room for an untracked client of a lockout scope. Shared by LOCKED_FOR and FAIL: forgets clients at rest; replies
 * the wait (ms) while maxKeys busy ones are tracked, else 0.
 */
const LOCK_ROOM = `
local function room(zset, now, maxKeys)
  redis.call('ZREMRANGEBYSCORE', zset, '-inf', num(now))
  if redis.call('ZCARD', zset) < maxKeys then return 0 end
  local first = redis.call('ZRANGE', zset, 0, 0, 'WITHSCORES')
  return math.max(1, math.ceil(tonumber(first[2]) - now))
end`;

/** KEYS: the scope's clients (score: rest time), the client's {tat, until}. ARGV: now, maxKeys, client. Reply: ms locked. */
const LOCKED_FOR = `${NUM}${LOCK_ROOM}
local now, maxKeys, client = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
if redis.call('ZSCORE', KEYS[1], client) then
  local untilAt = tonumber(redis.call('HGET', KEYS[2], 'until') or 0)
  if untilAt > now then return math.ceil(untilAt - now) end
  return 0
end
return room(KEYS[1], now, maxKeys)
`;

/**
 * A leaky bucket of failures, as MemoryState.fail. KEYS as LOCKED_FOR. ARGV: now, maxKeys, client, maxFailures, lockMs,
 * epsilon, slack. Reply: {ms locked now, clients tracked}.
 */
const FAIL = `${NUM}${LOCK_ROOM}
local now, maxKeys, client = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local maxFailures, lockMs, eps, slack = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local tat, untilAt = now, 0
if redis.call('ZSCORE', KEYS[1], client) then
  local e = redis.call('HMGET', KEYS[2], 'tat', 'until')
  tat, untilAt = tonumber(e[1] or now), tonumber(e[2] or 0)
else
  local wait = room(KEYS[1], now, maxKeys)
  if wait > 0 then return {wait, redis.call('ZCARD', KEYS[1])} end
end
local interval = lockMs / maxFailures
tat = math.max(tat, now) + interval
local locked = 0
-- As MemoryState.fail: locked when the bucket holds more than maxFailures - 1 failures.
if tat - now > lockMs - interval + eps then
  untilAt = now + lockMs
  tat = now
  locked = lockMs
end
local rest = math.max(tat, untilAt)
redis.call('HSET', KEYS[2], 'tat', num(tat), 'until', num(untilAt))
redis.call('PEXPIRE', KEYS[2], math.ceil(math.max(rest - now, 0) + slack))
redis.call('ZADD', KEYS[1], num(rest), client)
extend(KEYS[1], math.max(rest - now, 0) + slack)
return {locked, redis.call('ZCARD', KEYS[1])}
`;

/**
 * KEYS: the live reservations (score: expiry), the reservation {until, fp}. ARGV: now, fingerprint, ttlMs, maxKeys,
 * member, slack. Reply: reserved, duplicate, reused or full.
 */
const RESERVE = `${NUM}
local now, fp, ttl, maxKeys, member, slack = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5], tonumber(ARGV[6])
local live = redis.call('HMGET', KEYS[2], 'until', 'fp')
if live[1] and tonumber(live[1]) > now then
  if live[2] == fp then return 'duplicate' end
  return 'reused'
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', num(now))
if redis.call('ZCARD', KEYS[1]) >= maxKeys then return 'full' end
redis.call('HSET', KEYS[2], 'until', num(now + ttl), 'fp', fp)
redis.call('PEXPIRE', KEYS[2], math.ceil(ttl + slack))
redis.call('ZADD', KEYS[1], num(now + ttl), member)
extend(KEYS[1], ttl + slack)
return 'reserved'
`;

/** KEYS: the live reservations, the reservation. ARGV: member. */
const RELEASE = `
redis.call('DEL', KEYS[2])
redis.call('ZREM', KEYS[1], ARGV[1])
return 1
`;

/**
 * KEYS: the pending codes (score: expiry, member: digest). ARGV: now, digest, code, ttlMs, maxPending, prefix, slack.
 * Each code is a hash under prefix..digest. Reply: the expiry.
 */
const ADD_CODE = `${NUM}
local now, digest, code, ttl, maxPending, prefix, slack = tonumber(ARGV[1]), ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6], tonumber(ARGV[7])
for _, d in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', num(now))) do redis.call('DEL', prefix .. d) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', num(now))
redis.call('HSET', prefix .. digest, 'code', code, 'expires', num(now + ttl))
redis.call('PEXPIRE', prefix .. digest, math.ceil(ttl + slack))
redis.call('ZADD', KEYS[1], num(now + ttl), digest)
while redis.call('ZCARD', KEYS[1]) > maxPending do
  local oldest = redis.call('ZPOPMIN', KEYS[1])
  redis.call('DEL', prefix .. oldest[1])
end
extend(KEYS[1], ttl + slack)
return num(now + ttl)
`;

/** KEYS: the pending codes. ARGV: now, prefix. Reply: {code, expiry} of the newest live one, or an empty list. */
const NEWEST_CODE = `${NUM}
local now, prefix = tonumber(ARGV[1]), ARGV[2]
local newest = redis.call('ZREVRANGEBYSCORE', KEYS[1], '+inf', '(' .. num(now), 'LIMIT', 0, 1)
if #newest == 0 then return {} end
local c = redis.call('HMGET', prefix .. newest[1], 'code', 'expires')
if not c[1] then return {} end
return {c[1], c[2]}
`;

/** KEYS: the pending codes. ARGV: now, digest, prefix. Reply: 1 when the code was pending and live (it is gone now). */
const TAKE_CODE = `${NUM}
local now, digest, prefix = tonumber(ARGV[1]), ARGV[2], ARGV[3]
local expires = redis.call('ZSCORE', KEYS[1], digest)
if not expires then return 0 end
redis.call('ZREM', KEYS[1], digest)
redis.call('DEL', prefix .. digest)
if tonumber(expires) > now then return 1 end
return 0
`;

type Reply = (string | number)[];

interface Scripts {
  svcHit(zset: string, key: string, ...args: (string | number)[]): Promise<Reply>;
  svcLockedFor(zset: string, key: string, ...args: (string | number)[]): Promise<number>;
  svcFail(zset: string, key: string, ...args: (string | number)[]): Promise<Reply>;
  svcReserve(zset: string, key: string, ...args: (string | number)[]): Promise<Reservation>;
  svcRelease(zset: string, key: string, member: string): Promise<number>;
  svcAddCode(zset: string, ...args: (string | number)[]): Promise<string>;
  svcNewestCode(zset: string, ...args: (string | number)[]): Promise<string[]>;
  svcTakeCode(zset: string, ...args: (string | number)[]): Promise<number>;
}

/** Defines the scripts on a client (sent once, then run by their SHA; a restarted server gets them again). */
export function defineScripts(client: Redis): void {
  const define = (name: string, keys: number, lua: string) => client.defineCommand(name, { numberOfKeys: keys, lua });
  define('svcHit', 2, HIT);
  define('svcLockedFor', 2, LOCKED_FOR);
  define('svcFail', 2, FAIL);
  define('svcReserve', 2, RESERVE);
  define('svcRelease', 2, RELEASE);
  define('svcAddCode', 1, ADD_CODE);
  define('svcNewestCode', 1, NEWEST_CODE);
  define('svcTakeCode', 1, TAKE_CODE);
}

export interface RedisStateOptions {
  readonly client: Redis;
  /** shared.redis_key_prefix. */
  readonly prefix: string;
  readonly now: () => number;
  /** Whether the client can answer now, and if not why (the connection's state, kept by its owner). */
  readonly health: () => StateHealth;
  /** Turns a failed command into the message a 503 and the log show (no URL, no password). */
  readonly describe: (err: unknown) => string;
  /** Closes the connection (the gateway's shutdown). */
  readonly close: () => Promise<void>;
  /** The paired tokens shared on the same server. */
  readonly tokens?: SharedTokens;
}

/** The StateStore on Redis; `defineScripts` must have run on the client. */
export class RedisStateStore implements StateStore {
  private readonly sizes = new Map<string, number>();
  private readonly redis: Redis & Scripts;
  readonly tokens: SharedTokens | undefined;

  constructor(private readonly o: RedisStateOptions) {
    this.redis = o.client as Redis & Scripts;
    this.tokens = o.tokens;
  }

  /** Keys are `<prefix><kind>:<length>:<scope>:<client>`: the length keeps any two (scope, client) pairs apart. */
  private key(kind: string, scope: string, client?: string): string {
    return client === undefined ? `${this.o.prefix}${kind}:${scope}` : `${this.o.prefix}${kind}:${scope.length}:${scope}:${client}`;
  }

  /** The last failed command, while it is recent: a server that hangs keeps its connection "ready". */
  private failing: { readonly reason: string; readonly at: number } | undefined;

  private async run<T>(op: () => Promise<T>): Promise<T> {
    try {
      const value = await op();
      this.failing = undefined;
      return value;
    } catch (err) {
      const reason = this.o.describe(err);
      this.failing = { reason, at: Date.now() };
      throw new StateUnavailableError(reason);
    }
  }

  async hit(scope: string, client: string, { limit, windowMs, maxKeys }: RateRule): Promise<RateDecision> {
    const [allowed, retry, full, size] = await this.run(() =>
      this.redis.svcHit(this.key('rates', scope), this.key('rate', scope, client), this.o.now(), limit, windowMs, maxKeys, client, EPSILON_MS, TTL_SLACK_MS),
    );
    this.sizes.set(`rates:${scope}`, Number(size));
    if (Number(allowed) === 1) return { allowed: true, retryAfterMs: 0 };
    return Number(full) === 1 ? { allowed: false, retryAfterMs: Number(retry), full: true } : { allowed: false, retryAfterMs: Number(retry) };
  }

  async lockedFor(scope: string, client: string, rule: LockoutRule): Promise<number> {
    if (rule.lockMs <= 0) return 0;
    return Number(await this.run(() => this.redis.svcLockedFor(this.key('locks', scope), this.key('lock', scope, client), this.o.now(), rule.maxKeys, client)));
  }

  async fail(scope: string, client: string, rule: LockoutRule): Promise<number> {
    if (rule.lockMs <= 0) return 0;
    const [locked, size] = await this.run(() =>
      this.redis.svcFail(this.key('locks', scope), this.key('lock', scope, client), this.o.now(), rule.maxKeys, client, rule.maxFailures, rule.lockMs, EPSILON_MS, TTL_SLACK_MS),
    );
    this.sizes.set(`locks:${scope}`, Number(size));
    return Number(locked);
  }

  reserve(key: string, fingerprint: string, ttlMs: number, maxKeys: number): Promise<Reservation> {
    return this.run(() => this.redis.svcReserve(`${this.o.prefix}idem`, `${this.o.prefix}idem:${key}`, this.o.now(), fingerprint, ttlMs, maxKeys, key, TTL_SLACK_MS));
  }

  async release(key: string): Promise<void> {
    await this.run(() => this.redis.svcRelease(`${this.o.prefix}idem`, `${this.o.prefix}idem:${key}`, key));
  }

  async addCode(code: string, ttlMs: number, maxPending: number): Promise<PendingCode> {
    const expires = await this.run(() => this.redis.svcAddCode(`${this.o.prefix}codes`, this.o.now(), pairingCodeDigest(code), code, ttlMs, maxPending, `${this.o.prefix}code:`, TTL_SLACK_MS));
    return { code, expiresAt: Number(expires) };
  }

  async newestCode(): Promise<PendingCode | undefined> {
    const reply = await this.run(() => this.redis.svcNewestCode(`${this.o.prefix}codes`, this.o.now(), `${this.o.prefix}code:`));
    return reply.length === 2 ? { code: reply[0]!, expiresAt: Number(reply[1]) } : undefined;
  }

  async takeCode(code: string): Promise<boolean> {
    return Number(await this.run(() => this.redis.svcTakeCode(`${this.o.prefix}codes`, this.o.now(), pairingCodeDigest(code), `${this.o.prefix}code:`))) === 1;
  }

  close(): Promise<void> {
    return this.o.close();
  }

  size(scope: string): number {
    return (this.sizes.get(`rates:${scope}`) ?? 0) + (this.sizes.get(`locks:${scope}`) ?? 0);
  }

  health(): StateHealth {
    const connection = this.o.health();
    if (!connection.ok) return connection;
    if (this.failing && Date.now() - this.failing.at < FAILING_SHOWN_MS) return { ok: false, reason: `a redis command failed: ${this.failing.reason}` };
    return connection;
  }
}
