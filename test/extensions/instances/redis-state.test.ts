// The Redis state store against a real redis-server: the behaviour every StateStore owes (the memory store's tests),
// atomic under concurrency from two clients, failing closed while Redis is gone and back without a new client, and
// never showing the URL's password.
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { StateUnavailableError } from '../../../extensions/gateway/api.js';
import { connectRedis, type RedisConnection } from '../../../extensions/instances/redis.js';
import { defineScripts, RedisStateStore } from '../../../extensions/instances/redis-state.js';
import { LogRoot } from '../../../kernel/logger.js';
import { Writable } from 'node:stream';
import { startRedis } from '../../helpers/redis.js';
import { stateStoreContract } from '../../helpers/state-contract.js';
import { waitFor } from '../../helpers/wait.js';

const redis = await startRedis(t);

function logger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (c, _e, done) => (lines.push(JSON.parse(String(c))), done()) });
  return { lines, log: new LogRoot({ fd: 2, level: 'info', pretty: false, stream }).logger({ ext: 'shared' }) };
}

async function connection(t: { teardown(fn: () => unknown): void }, url = redis.url): Promise<RedisConnection> {
  const c = await connectRedis({ url, commandTimeoutMs: 1000, connectTimeoutMs: 2000 }, logger().log);
  t.teardown(() => c.close());
  defineScripts(c.client);
  if (!(await c.ready())) throw new Error(`no connection to ${url}: ${JSON.stringify(c.health())}`);
  return c;
}

function storeOn(c: RedisConnection, now: () => number, prefix = `test:${randomUUID()}:`): RedisStateStore {
  return new RedisStateStore({ client: c.client, prefix, now, health: c.health, describe: c.describe, close: c.close });
}

const shared = await connection(t);

t.test('the StateStore contract on Redis', async (t) => {
  stateStoreContract(
    t,
    async () => {
      const clock = { now: 1_000_000 };
      return { clock, store: storeOn(shared, () => clock.now) };
    },
    { bulk: 0.05 },
  );
});

t.test('two instances (two clients, one prefix): one reservation of a key, one rate limit', async (t) => {
  const other = await connection(t);
  const prefix = `test:${randomUUID()}:`;
  const a = storeOn(shared, Date.now, prefix);
  const b = storeOn(other, Date.now, prefix);
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).reserve('k', 'fp', 60_000, 1000)));
  t.equal(answers.filter((r) => r === 'reserved').length, 1, 'exactly one reserved');
  const rule = { limit: 60, windowMs: 60_000, maxKeys: 100 };
  const hits = [];
  for (let i = 0; i < 61; i++) hits.push((await (i % 2 ? a : b).hit('webhook', 'client', rule)).allowed);
  t.same(hits.slice(0, 60), Array(60).fill(true));
  t.equal(hits[60], false, 'the 61st in the window is refused, whichever instance counts it');
});

t.test('every key has a TTL and starts with the prefix', async (t) => {
  const prefix = `ttl:${randomUUID()}:`;
  const s = storeOn(shared, Date.now, prefix);
  await s.hit('webhook', 'c', { limit: 5, windowMs: 60_000, maxKeys: 10 });
  await s.fail('pairfail', 'c', { maxFailures: 3, lockMs: 60_000, maxKeys: 10 });
  await s.reserve('k', 'fp', 60_000, 10);
  await s.addCode('CODE', 60_000, 3);
  const keys = await shared.client.keys(`${prefix}*`);
  t.ok(keys.length >= 7, `keys written: ${keys.join(', ')}`);
  for (const key of keys) {
    const ttl = await shared.client.pttl(key);
    t.ok(ttl > 0 && ttl <= 62_000, `${key} expires (pttl ${ttl})`);
  }
  t.same(await shared.client.keys('*'), (await shared.client.keys('*')).filter((k) => k.startsWith('test:') || k.startsWith('ttl:')), 'nothing outside the prefixes');
});

t.test('Redis gone: every operation rejects at once with StateUnavailableError and health says why; back: it answers, same client', async (t) => {
  const c = await connection(t);
  const s = storeOn(c, Date.now);
  t.equal(await s.reserve('before', 'fp', 60_000, 10), 'reserved');
  await redis.stop();
  await waitFor(() => !c.health().ok, 'the client to notice redis is gone');
  const started = Date.now();
  const err = await s.reserve('during', 'fp', 60_000, 10).catch((e: unknown) => e);
  t.ok(err instanceof StateUnavailableError, 'rejects with StateUnavailableError');
  t.ok(Date.now() - started < 1500, 'without waiting for a reconnection');
  await t.rejects(s.hit('webhook', 'c', { limit: 5, windowMs: 60_000, maxKeys: 10 }), StateUnavailableError);
  t.match(s.health(), { ok: false, reason: /redis redis:\/\/127\.0\.0\.1:\d+ is (connecting|reconnecting|close)/ });
  await redis.start();
  await waitFor(() => c.health().ok, 'the client to reconnect by itself');
  t.equal(await s.reserve('after', 'fp', 60_000, 10), 'reserved', 'scripts are sent again to the new server');
  t.same(s.health(), { ok: true });
});

t.test('a password in the URL never shows in health, errors or logs', async (t) => {
  const canary = 'canary-pw-7f3a9c';
  const { lines, log } = logger();
  const c = await connectRedis({ url: `redis://user:${canary}@127.0.0.1:${redis.port}`, commandTimeoutMs: 500, connectTimeoutMs: 1000 }, log);
  t.teardown(() => c.close());
  defineScripts(c.client);
  await c.ready();
  const s = storeOn(c, Date.now);
  const err = (await s.reserve('k', 'fp', 1000, 10).catch((e: unknown) => e)) as Error;
  t.ok(err instanceof StateUnavailableError, 'a server that refuses the credentials fails closed');
  const seen = JSON.stringify([err.message, c.health(), s.health(), lines]);
  t.notMatch(seen, canary);
  t.notMatch(seen, 'user:');
});
