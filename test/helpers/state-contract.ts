// The behaviour every gateway StateStore owes (in memory or shared): GCRA limits, bounded tables, lockouts,
// idempotency reservations and pairing codes, on a fake clock. Run by the memory store's test and the Redis store's.
import type { Test } from 'tap';
import type { StateStore } from '../../extensions/gateway/api.js';

export interface Clocked {
  readonly clock: { now: number };
  readonly store: StateStore;
}

type Tap = Test;

/** `make` gives a fresh, empty store whose time is `clock.now`; `bulk` scales the flood loops (a network store is slower). */
export function stateStoreContract(t: Tap, make: () => Promise<Clocked>, { bulk = 1 } = {}): void {
  const n = (count: number) => Math.max(1, Math.round(count * bulk));

  t.test('hit: a burst of limit, then one per window/limit; refusals change nothing however many', async (t) => {
    const { clock, store } = await make();
    const rule = { limit: 7, windowMs: 60_000, maxKeys: 10 };
    const allowed = [];
    for (let i = 0; i < 7; i++) allowed.push((await store.hit('webhook', 'a', rule)).allowed);
    t.same(allowed, Array(7).fill(true), 'no float rounding refuses the last of the burst (60000/7 is inexact)');
    let last;
    for (let i = 0; i < n(100_000); i++) last = await store.hit('webhook', 'a', rule);
    t.equal(last!.allowed, false);
    t.ok(Math.abs(last!.retryAfterMs - 60_000 / 7) < 1e-3, 'retryAfterMs is one emission interval');
    t.equal(store.size('webhook'), 1, 'one entry whatever the number of requests');
    clock.now += 60_000 / 7;
    t.ok((await store.hit('webhook', 'a', rule)).allowed, 'allowed exactly when retryAfterMs said');
    t.notOk((await store.hit('webhook', 'a', rule)).allowed);
  });

  t.test('hit: at most maxKeys clients; only clients unseen for a window are forgotten, least recently seen first', async (t) => {
    const { clock, store } = await make();
    const maxKeys = n(1000);
    const rule = { limit: 1, windowMs: 60_000, maxKeys };
    for (let i = 0; i < maxKeys * 100; i++) await store.hit('webhook', `c${i}`, rule);
    t.equal(store.size('webhook'), maxKeys, 'bounded');
    t.match(await store.hit('webhook', 'new', rule), { allowed: false, full: true, retryAfterMs: 60_000 });
    clock.now += 30_000;
    t.notOk((await store.hit('webhook', 'c0', rule)).allowed, 'c0 is still limited and now the most recently seen');
    clock.now += 30_000;
    const newcomers = [];
    for (let i = 0; i < maxKeys - 1; i++) newcomers.push((await store.hit('webhook', `n${i}`, rule)).allowed);
    t.ok(newcomers.every(Boolean), 'the newcomers are served');
    t.equal(store.size('webhook'), maxKeys, 'a window later the others have rested and are forgotten, one per newcomer');
    t.same(await store.hit('webhook', 'extra', rule), { allowed: false, retryAfterMs: 30_000, full: true }, 'c0, seen 30 s ago, is not: the next newcomer waits for it');
    t.equal(store.size('pair'), 0, 'scopes are separate tables');
  });

  t.test('lockouts: maxFailures in quick succession lock for lockMs; slow failures drain; locked clients are never forgotten', async (t) => {
    const { clock, store } = await make();
    const rule = { maxFailures: 3, lockMs: 300_000, maxKeys: 2 };
    t.same([await store.fail('f', 'a', rule), await store.fail('f', 'a', rule)], [0, 0]);
    clock.now += 100_000;
    t.equal(await store.fail('f', 'a', rule), 0, 'one failure drained in lockMs / maxFailures');
    t.equal(await store.fail('f', 'a', rule), 300_000, 'the bucket is full: locked');
    t.equal(await store.lockedFor('f', 'a', rule), 300_000);
    t.equal(await store.fail('f', 'b', { ...rule, maxFailures: 1 }), 300_000);
    t.equal(await store.lockedFor('f', 'c', rule), 300_000, 'no room for a third client while both are locked: it waits');
    clock.now += 300_000;
    t.equal(await store.lockedFor('f', 'a', rule), 0, 'the lockout ends');
    t.equal(await store.lockedFor('f', 'c', rule), 0, 'and rested clients make room');
    t.equal(await store.fail('f', 'x', { ...rule, lockMs: 0 }), 0, 'lockout_secs = 0: no lockout, nothing tracked');
  });

  t.test('reserve: fingerprints, release, full without evicting a live key, expired keys swept', async (t) => {
    const { clock, store } = await make();
    t.equal(await store.reserve('k1', 'f1', 1000, 2), 'reserved');
    t.equal(await store.reserve('k1', 'f1', 1000, 2), 'duplicate');
    t.equal(await store.reserve('k1', 'f2', 1000, 2), 'reused');
    t.equal(await store.reserve('k2', 'f1', 1000, 2), 'reserved');
    t.equal(await store.reserve('k3', 'f1', 1000, 2), 'full');
    await store.release('k2');
    t.equal(await store.reserve('k3', 'f1', 1000, 2), 'reserved', 'a released key frees its place');
    clock.now += 1000;
    t.equal(await store.reserve('k4', 'f1', 1000, 2), 'reserved', 'expired keys are swept');
    t.equal(await store.reserve('k1', 'f2', 1000, 2), 'reserved', 'an expired key is free, whatever its fingerprint was');
  });

  t.test('reserve: of many at once for one key, exactly one is reserved', async (t) => {
    const { store } = await make();
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.reserve('once', 'f', 10_000, 100)));
    t.equal(answers.filter((a) => a === 'reserved').length, 1);
    t.equal(answers.filter((a) => a === 'duplicate').length, 49);
  });

  t.test('pairing codes: the newest pending, single use, maxPending revokes the oldest, expiry', async (t) => {
    const { clock, store } = await make();
    t.equal(await store.newestCode(), undefined, 'none pending at first');
    const a = await store.addCode('AAAA', 1000, 2);
    t.same(a, { code: 'AAAA', expiresAt: clock.now + 1000 });
    clock.now += 1;
    await store.addCode('BBBB', 1000, 2);
    clock.now += 1;
    await store.addCode('CCCC', 1000, 2);
    t.equal((await store.newestCode())?.code, 'CCCC');
    t.notOk(await store.takeCode('AAAA'), 'a third code revoked the oldest');
    t.ok(await store.takeCode('BBBB'));
    t.notOk(await store.takeCode('BBBB'), 'single use');
    t.notOk(await store.takeCode('cccc'), 'compared exactly (normalising is the caller\'s)');
    clock.now += 1000;
    t.notOk(await store.takeCode('CCCC'), 'expired');
    t.equal(await store.newestCode(), undefined, 'nothing pending after expiry');
  });

  t.test('health: a reachable store is ok', async (t) => {
    const { store } = await make();
    t.same(store.health(), { ok: true });
  });
}
