// The in-memory state store alone, on a fake clock: GCRA limits, bounded least-recently-seen tables, lockouts and
// idempotency reservations.
import t from 'tap';
import { MemoryStateStore } from '../../../extensions/gateway/state.js';

const clocked = () => {
  const clock = { now: 1_000_000 };
  return { clock, store: new MemoryStateStore(() => clock.now) };
};

t.test('hit: a burst of limit, then one per window/limit; refusals change nothing however many', async (t) => {
  const { clock, store } = clocked();
  const rule = { limit: 7, windowMs: 60_000, maxKeys: 10 };
  const allowed = Array.from({ length: 7 }, () => store.hit('webhook', 'a', rule).allowed);
  t.same(allowed, Array(7).fill(true), 'no float rounding refuses the last of the burst (60000/7 is inexact)');
  let last;
  for (let i = 0; i < 100_000; i++) last = store.hit('webhook', 'a', rule);
  t.equal(last!.allowed, false);
  t.ok(Math.abs(last!.retryAfterMs - 60_000 / 7) < 1e-6, 'retryAfterMs is one emission interval');
  t.equal(store.size('webhook'), 1, 'one entry whatever the number of requests');
  clock.now += 60_000 / 7;
  t.ok(store.hit('webhook', 'a', rule).allowed, 'allowed exactly when retryAfterMs said');
  t.notOk(store.hit('webhook', 'a', rule).allowed);
});

t.test('hit: at most maxKeys clients; only clients unseen for a window are forgotten, least recently seen first', async (t) => {
  const { clock, store } = clocked();
  const rule = { limit: 1, windowMs: 60_000, maxKeys: 1000 };
  for (let i = 0; i < 100_000; i++) store.hit('webhook', `c${i}`, rule);
  t.equal(store.size('webhook'), 1000, 'bounded');
  t.match(store.hit('webhook', 'new', rule), { allowed: false, full: true, retryAfterMs: 60_000 });
  clock.now += 30_000;
  t.notOk(store.hit('webhook', 'c0', rule).allowed, 'c0 is still limited and now the most recently seen');
  clock.now += 30_000;
  const newcomers = Array.from({ length: 999 }, (_, i) => store.hit('webhook', `n${i}`, rule).allowed);
  t.ok(newcomers.every(Boolean), '999 newcomers are served');
  t.equal(store.size('webhook'), 1000, 'a window later c1 to c999 have rested and are forgotten, one per newcomer');
  t.same(store.hit('webhook', 'extra', rule), { allowed: false, retryAfterMs: 30_000, full: true }, 'c0, seen 30 s ago, is not: the next newcomer waits for it');
  t.equal(store.size('pair'), 0, 'scopes are separate tables');
});

t.test('lockouts: maxFailures in quick succession lock for lockMs; slow failures drain; locked clients are never forgotten', async (t) => {
  const { clock, store } = clocked();
  const rule = { maxFailures: 3, lockMs: 300_000, maxKeys: 2 };
  t.same([store.fail('f', 'a', rule), store.fail('f', 'a', rule)], [0, 0]);
  clock.now += 100_000;
  t.equal(store.fail('f', 'a', rule), 0, 'one failure drained in lockMs / maxFailures');
  t.equal(store.fail('f', 'a', rule), 300_000, 'the bucket is full: locked');
  t.equal(store.lockedFor('f', 'a', rule), 300_000);
  t.equal(store.fail('f', 'b', { ...rule, maxFailures: 1 }), 300_000);
  t.equal(store.lockedFor('f', 'c', rule), 300_000, 'no room for a third client while both are locked: it waits');
  clock.now += 300_000;
  t.equal(store.lockedFor('f', 'a', rule), 0, 'the lockout ends');
  t.equal(store.lockedFor('f', 'c', rule), 0, 'and rested clients make room');
  t.equal(store.fail('f', 'x', { ...rule, lockMs: 0 }), 0, 'lockout_secs = 0: no lockout, nothing tracked');
});

t.test('reserve: fingerprints, release, full without evicting a live key, expired keys swept', async (t) => {
  const { clock, store } = clocked();
  t.equal(store.reserve('k1', 'f1', 1000, 2), 'reserved');
  t.equal(store.reserve('k1', 'f1', 1000, 2), 'duplicate');
  t.equal(store.reserve('k1', 'f2', 1000, 2), 'reused');
  t.equal(store.reserve('k2', 'f1', 1000, 2), 'reserved');
  t.equal(store.reserve('k3', 'f1', 1000, 2), 'full');
  store.release('k2');
  t.equal(store.reserve('k3', 'f1', 1000, 2), 'reserved', 'a released key frees its place');
  clock.now += 1000;
  t.equal(store.reserve('k4', 'f1', 1000, 2), 'reserved', 'expired keys are swept');
  t.equal(store.reserve('k1', 'f2', 1000, 2), 'reserved', 'an expired key is free, whatever its fingerprint was');
});
