// Outbound webhook delivery: request shape, retries and backoff, Retry-After, the attempt timeout, pacing per recipient, drain.
import t from 'tap';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ATTEMPT_TIMEOUT_MS, Outbox, type DeliveryJournal, type DeliverySettings } from '../../../extensions/webhook-channel/delivery.js';
import type { Logger } from '../../../kernel/index.js';
import { type Clock } from '../../../kernel/index.js';
import { waitFor } from '../../helpers/wait.js';

type Test = { teardown(fn: () => unknown): void };

// ---- a scriptable receiver ---------------------------------------------------------------------------------------

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The test clock's time when the request arrived. */
  at: number;
  /** The client went away before the answer (an aborted fetch). */
  aborted: boolean;
}

/** A status, a status with headers, or no answer until the test releases it. */
type Step = number | { status: number; headers?: Record<string, string> } | 'hang';

interface Receiver {
  url: string;
  requests: Received[];
  /** Answers request i, which its step left hanging. */
  release(i: number, status?: number): void;
}

function answer(res: ServerResponse, step: Exclude<Step, 'hang'>): void {
  const { status, headers = {} } = typeof step === 'number' ? { status: step } : step;
  res.writeHead(status, headers).end(status >= 300 ? `status ${status}` : '');
}

/** Answers request i from `script` (an array, then 200; or a function of the request). */
async function receiver(t: Test, script: Step[] | ((r: Received, i: number) => Step) = [], now: () => number = () => 0): Promise<Receiver> {
  const requests: Received[] = [];
  const held = new Map<number, ServerResponse>();
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const r: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}'), at: now(), aborted: false };
      const i = requests.push(r) - 1;
      res.on('close', () => void (res.writableFinished || (r.aborted = true)));
      const step = typeof script === 'function' ? script(r, i) : (script[i] ?? 200);
      if (step === 'hang') held.set(i, res);
      else answer(res, step);
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    release(i, status = 200) {
      const res = held.get(i);
      if (!res) throw new Error(`request ${i} is not hanging`);
      held.delete(i);
      answer(res, status);
    },
  };
}

/** A port nothing listens on: a server's, after it closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

// ---- clock, logger, waiting --------------------------------------------------------------------------------------

interface TestClock extends Clock {
  /** Every wait asked for except the attempt timeouts, in order. */
  readonly sleeps: number[];
  /** Sleeps (attempt timeouts included) neither elapsed nor cancelled. */
  readonly held: number;
  /** When each held sleep ends, earliest first. */
  readonly due: number[];
  /** Moves time on and ends the held sleeps now due. */
  advance(ms: number): Promise<void>;
}

/** Sleeps that `hold` picks wait for advance(); the others elapse at once (moving time on). */
function testClock(options: { start?: number; hold?: (ms: number) => boolean } = {}): TestClock {
  let now = options.start ?? 1_800_000_000_000;
  const hold = options.hold ?? (() => true);
  const sleeps: number[] = [];
  const timers = new Set<{ at: number; fire: () => void }>();
  return {
    sleeps,
    get held() {
      return timers.size;
    },
    get due() {
      return [...timers].map((x) => x.at).sort((a, b) => a - b);
    },
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (ms !== ATTEMPT_TIMEOUT_MS) sleeps.push(ms);
        if (signal?.aborted) return reject(signal.reason);
        if (!hold(ms)) return void ((now += ms), resolve());
        const onAbort = (): void => void (timers.delete(timer), reject(signal!.reason));
        const timer = { at: now + ms, fire: () => (signal?.removeEventListener('abort', onAbort), resolve()) };
        timers.add(timer);
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    async advance(ms) {
      now += ms;
      for (const timer of [...timers]) if (timer.at <= now) (timers.delete(timer), timer.fire());
      await pause(10);
    },
  };
}

/** Only the 15 s attempt timeouts wait for the test; backoff elapses at once. */
const holdTimeouts = (ms: number): boolean => ms === ATTEMPT_TIMEOUT_MS;

interface Line extends Record<string, unknown> {
  level: string;
  msg: string;
}

function recordingLogger(lines: Line[]): Logger {
  const at =
    (level: string) =>
    (obj: object | string, msg?: string): void =>
      void lines.push(typeof obj === 'string' ? { level, msg: obj } : { ...obj, level, msg: msg ?? '' });
  const logger: Logger = { trace: at('trace'), debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), fatal: at('fatal'), child: () => logger };
  return logger;
}

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls `cond` for at most 3 s of real time. */
const until = (what: string, cond: () => boolean): Promise<void> => waitFor(cond, what, 3000);

/** Values of random() in turn, the last one repeated. */
const sequence =
  (...values: number[]) =>
  (): number =>
    values.length > 1 ? values.shift()! : values[0]!;

// ---- the outbox under test -----------------------------------------------------------------------------------------

const defaults: DeliverySettings = {
  send_url: null,
  send_method: null,
  auth_header: null,
  max_retries: null,
  retry_base_delay_ms: null,
  retry_max_delay_ms: null,
  reply_min_interval_secs: 0,
  reply_queue_depth_max: 0,
};

function setup(t: Test, settings: Partial<DeliverySettings>, options: { clock?: TestClock; random?: () => number; uuids?: boolean; journal?: DeliveryJournal } = {}) {
  const lines: Line[] = [];
  const counts = { delivered: 0, failed: 0, dropped: 0, retried: 0 };
  const clock = options.clock ?? testClock({ hold: holdTimeouts });
  let n = 0;
  const outbox = new Outbox({
    channel: 'webhook.test',
    settings: () => ({ ...defaults, ...settings }),
    clock,
    random: options.random ?? (() => 0.5),
    logger: recordingLogger(lines),
    metrics: {
      delivered: () => void counts.delivered++,
      failed: () => void counts.failed++,
      dropped: () => void counts.dropped++,
      retried: () => void counts.retried++,
    },
    ...(options.uuids ? {} : { newId: () => `d${++n}` }),
    ...(options.journal ? { journal: options.journal } : {}),
  });
  t.teardown(() => outbox.drain(AbortSignal.abort()));
  const logged = (msg: string): Line[] => lines.filter((l) => l.msg === msg);
  const idle = (): Promise<void> => until('every delivery to end', () => outbox.pending === 0);
  return { outbox, lines, counts, clock, logged, idle };
}

// ---- request shape -------------------------------------------------------------------------------------------------

t.test('a reply is POSTed as JSON with exactly the documented headers and body', async (t) => {
  const rx = await receiver(t);
  const { outbox, lines, counts, clock, idle, logged } = setup(t, { send_url: rx.url }, { uuids: true });
  const first = outbox.send({ content: 'hello there', recipient: 'alice', thread_id: 't-1' });
  const second = outbox.send({ content: 'second reply', recipient: '' });
  t.match(first, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  t.not(first, second);
  await until('two requests', () => rx.requests.length === 2);
  await idle();
  const byId = (id: string | undefined) => rx.requests.find((r) => r.headers['x-webhook-delivery-id'] === id)!;
  for (const r of rx.requests) {
    t.equal(r.method, 'POST');
    t.equal(r.url, '/hook');
    t.equal(r.headers['content-type'], 'application/json');
    t.notOk('authorization' in r.headers, 'no Authorization without auth_header');
  }
  t.strictSame(byId(first).body, { content: 'hello there', recipient: 'alice', thread_id: 't-1' });
  t.strictSame(byId(second).body, { content: 'second reply' }, 'an empty recipient is omitted, an absent thread_id too');
  t.equal(counts.delivered, 2);
  t.strictSame(
    logged('delivered').map((l) => [l.level, l.delivery_id, l.channel]).sort(),
    [
      ['debug', first, 'webhook.test'],
      ['debug', second, 'webhook.test'],
    ].sort(),
  );
  t.notMatch(JSON.stringify(lines), /hello there|second reply/, 'the content is never logged');
  t.equal(clock.held, 0, 'the attempt timeouts were cancelled when the answers came');
});

t.test('send_method PUT in any case means PUT, anything else POST; auth_header is sent verbatim', async (t) => {
  const cases: [string | null, string][] = [
    ['put', 'PUT'],
    ['Put', 'PUT'],
    ['PUT', 'PUT'],
    ['post', 'POST'],
    ['PATCH', 'POST'],
    ['puts', 'POST'],
    [null, 'POST'],
  ];
  for (const [method, expected] of cases) {
    const rx = await receiver(t);
    const { outbox, idle } = setup(t, { send_url: rx.url, send_method: method });
    outbox.send({ content: 'x', recipient: 'r' });
    await idle();
    t.equal(rx.requests[0]?.method, expected, `send_method ${method}`);
  }
  const rx = await receiver(t, [503, 200]);
  const { outbox, lines, logged, idle } = setup(t, { send_url: rx.url, auth_header: 'Bearer s3cret-Token' });
  outbox.send({ content: 'x', recipient: 'r' });
  await idle();
  t.strictSame(
    rx.requests.map((r) => r.headers.authorization),
    ['Bearer s3cret-Token', 'Bearer s3cret-Token'],
    'on every attempt',
  );
  t.equal(logged('delivery attempt failed').length, 1);
  t.notMatch(JSON.stringify(lines), /s3cret/, 'the auth header is never logged, not even with a failure');
  const plain = await receiver(t);
  const empty = setup(t, { send_url: plain.url, auth_header: '' });
  empty.outbox.send({ content: 'x', recipient: 'r' });
  await empty.idle();
  t.notOk('authorization' in plain.requests[0]!.headers, 'an empty auth_header sends none');
});

t.test('no send_url: the reply is dropped with a debug log', async (t) => {
  const { outbox, counts, logged } = setup(t, { send_url: null });
  t.equal(outbox.send({ content: 'x', recipient: 'r' }), undefined);
  t.equal(outbox.pending, 0);
  t.equal(counts.dropped, 1);
  t.match(logged('reply dropped: no send_url'), [{ level: 'debug', channel: 'webhook.test' }]);
});

// ---- retries -------------------------------------------------------------------------------------------------------

t.test('503 then 200: one retry, the same delivery id and body on both attempts', async (t) => {
  const rx = await receiver(t, [503, 200]);
  const { outbox, counts, clock, logged, idle } = setup(t, { send_url: rx.url });
  const id = outbox.send({ content: 'retry me', recipient: 'alice' });
  await idle();
  t.equal(rx.requests.length, 2);
  t.strictSame(
    rx.requests.map((r) => r.headers['x-webhook-delivery-id']),
    [id, id],
  );
  t.strictSame(rx.requests[0]?.body, rx.requests[1]?.body);
  t.strictSame(clock.sleeps, [500], 'retry 1 waits base · 2^0 · U with U = 1 at random 0.5');
  t.strictSame(counts, { delivered: 1, failed: 0, dropped: 0, retried: 1 });
  t.match(logged('delivery attempt failed'), [{ level: 'error', channel: 'webhook.test', delivery_id: id, attempt: 1, status: 503, retry_in_ms: 500 }]);
  t.equal(logged('delivery attempt failed').length, 1);
  t.equal(logged('delivery failed').length, 0);
  t.match(logged('delivered'), [{ delivery_id: id, attempt: 2 }]);
});

t.test('400 fails at once; a 302 is neither followed nor retried', async (t) => {
  for (const step of [400, 404, { status: 302, headers: { location: '/elsewhere' } }, { status: 301, headers: { location: 'http://127.0.0.1:9/' } }]) {
    const status = typeof step === 'number' ? step : step.status;
    const rx = await receiver(t, [step]);
    const { outbox, counts, clock, logged, idle } = setup(t, { send_url: rx.url, max_retries: 3 });
    const id = outbox.send({ content: 'x', recipient: 'r' });
    // idle: the delivery has ended, so every request it made (a followed redirect, a retry) was answered already.
    await idle();
    t.strictSame(
      rx.requests.map((r) => r.url),
      ['/hook'],
      `${status}: one request, nothing followed`,
    );
    t.strictSame(clock.sleeps, [], `${status}: no backoff`);
    t.strictSame(counts, { delivered: 0, failed: 1, dropped: 0, retried: 0 });
    t.match(logged('delivery attempt failed'), [{ level: 'error', delivery_id: id, attempt: 1, status }]);
    t.match(logged('delivery failed'), [{ level: 'error', channel: 'webhook.test', delivery_id: id, attempts: 1, status }]);
  }
});

t.test('max_retries: 0 is fire and forget, 2 means three attempts, null means 3 retries', async (t) => {
  for (const [maxRetries, attempts] of [
    [0, 1],
    [2, 3],
    [null, 4],
  ] as const) {
    const rx = await receiver(t, () => 500);
    const { outbox, counts, clock, logged, idle } = setup(t, { send_url: rx.url, max_retries: maxRetries });
    const id = outbox.send({ content: 'x', recipient: 'r' });
    await idle();
    t.equal(rx.requests.length, attempts, `max_retries ${maxRetries}`);
    t.equal(clock.sleeps.length, attempts - 1);
    t.strictSame(counts, { delivered: 0, failed: 1, dropped: 0, retried: attempts - 1 });
    t.strictSame(
      logged('delivery attempt failed').map((l) => l.attempt),
      Array.from({ length: attempts }, (_, i) => i + 1),
    );
    t.match(logged('delivery failed'), [{ delivery_id: id, attempts, status: 500 }]);
    t.equal(logged('delivery failed').length, 1, 'the final failure is logged once');
  }
});

t.test('a network error (a closed port) is retried and logged with its error', async (t) => {
  const port = await closedPort();
  const { outbox, counts, clock, logged, idle } = setup(t, { send_url: `http://127.0.0.1:${port}/hook`, max_retries: 2 });
  const id = outbox.send({ content: 'x', recipient: 'r' });
  await idle();
  const attempts = logged('delivery attempt failed');
  t.equal(attempts.length, 3);
  for (const a of attempts) t.match(a, { level: 'error', delivery_id: id, error: /ECONNREFUSED/ });
  t.equal(clock.sleeps.length, 2);
  t.strictSame(counts, { delivered: 0, failed: 1, dropped: 0, retried: 2 });
  t.match(logged('delivery failed'), [{ attempts: 3, error: /ECONNREFUSED/ }]);
});

t.test('the backoff of a delivery follows the formula for retries 1..3; delays below 1 count as 1', async (t) => {
  const cases: { settings: Partial<DeliverySettings>; random: number[]; waits: number[] }[] = [
    { settings: { retry_base_delay_ms: null, retry_max_delay_ms: null }, random: [0, 0.5, 0.75], waits: [375, 1000, 2250] },
    { settings: { retry_base_delay_ms: 100, retry_max_delay_ms: 300 }, random: [0.5], waits: [100, 200, 300] },
    { settings: { retry_base_delay_ms: 0, retry_max_delay_ms: 1000 }, random: [0], waits: [0.75, 1.5, 3] },
    { settings: { retry_base_delay_ms: -5, retry_max_delay_ms: 0 }, random: [0.5], waits: [1, 1, 1] },
  ];
  for (const { settings, random, waits } of cases) {
    const rx = await receiver(t, () => 503);
    const { outbox, clock, idle } = setup(t, { send_url: rx.url, max_retries: 3, ...settings }, { random: sequence(...random) });
    outbox.send({ content: 'x', recipient: 'r' });
    await idle();
    t.strictSame(clock.sleeps, waits, JSON.stringify(settings));
  }
  const rx = await receiver(t, () => 503);
  const { outbox, clock, idle } = setup(t, { send_url: rx.url, max_retries: 3 }, { random: Math.random });
  outbox.send({ content: 'x', recipient: 'r' });
  await idle();
  t.equal(clock.sleeps.length, 3);
  clock.sleeps.forEach((w, i) => t.ok(w >= 500 * 2 ** i * 0.75 && w < 500 * 2 ** i * 1.25, `retry ${i + 1} waits ${w}, within ±25 %`));
});

// ---- Retry-After ---------------------------------------------------------------------------------------------------

/** Seven seconds before the RFC 9110 example date, Sun, 06 Nov 1994 08:49:37 GMT. */
const BEFORE_EXAMPLE = Date.UTC(1994, 10, 6, 8, 49, 30);


t.test('Retry-After on 429 or 503 replaces the backoff: seconds and each date form, capped by max, without jitter', async (t) => {
  const cases: [number, string, number | null, number][] = [
    [503, '7', 20_000, 7000],
    [429, '7', 20_000, 7000],
    [503, 'Sun, 06 Nov 1994 08:49:37 GMT', 20_000, 7000],
    [429, 'Sunday, 06-Nov-94 08:49:37 GMT', 20_000, 7000],
    [503, 'Sun Nov  6 08:49:37 1994', 20_000, 7000],
    [503, 'Sun, 06 Nov 1994 08:49:00 GMT', 20_000, 0],
    [503, '7', 5000, 5000],
    [429, 'Sun, 06 Nov 1994 09:49:37 GMT', 5000, 5000],
    [503, '99999999999', 20_000, 20_000],
    [503, '99999', null, 30_000],
  ];
  for (const [status, value, max, wait] of cases) {
    const rx = await receiver(t, [{ status, headers: { 'retry-after': value } }, 200]);
    const clock = testClock({ start: BEFORE_EXAMPLE, hold: holdTimeouts });
    const { outbox, counts, idle } = setup(t, { send_url: rx.url, retry_max_delay_ms: max }, { clock, random: () => 0.999 });
    outbox.send({ content: 'x', recipient: 'r' });
    await idle();
    t.strictSame(clock.sleeps, [wait], `${status} Retry-After ${JSON.stringify(value)}, max ${max}`);
    t.equal(counts.delivered, 1);
  }
});

t.test('an invalid Retry-After falls back to the formula, and only 429 and 503 honour it', async (t) => {
  const cases: [number, string][] = [
    [503, '5.5'],
    [503, 'soon'],
    [429, '-1'],
    [503, ''],
    [503, 'Thu, 31 Feb 2030 00:00:00 GMT'],
    [500, '7'],
    [502, 'Sun, 06 Nov 1994 08:49:37 GMT'],
  ];
  for (const [status, value] of cases) {
    const rx = await receiver(t, [{ status, headers: { 'retry-after': value } }, 200]);
    const clock = testClock({ start: BEFORE_EXAMPLE, hold: holdTimeouts });
    const { outbox, idle } = setup(t, { send_url: rx.url }, { clock, random: () => 0 });
    outbox.send({ content: 'x', recipient: 'r' });
    await idle();
    t.strictSame(clock.sleeps, [375], `${status} Retry-After ${JSON.stringify(value)}: base · 0.75`);
  }
});

// ---- the attempt timeout ---------------------------------------------------------------------------------------------

t.test('an attempt times out after 15 s on the injected clock, is aborted, and is retried as a network error', async (t) => {
  const clock = testClock({ hold: holdTimeouts });
  const rx = await receiver(t, ['hang', 200]);
  const { outbox, counts, logged, idle } = setup(t, { send_url: rx.url, max_retries: 1 }, { clock });
  const t0 = clock.now();
  const id = outbox.send({ content: 'x', recipient: 'r' });
  await until('the first request', () => rx.requests.length === 1 && clock.held === 1);
  await clock.advance(ATTEMPT_TIMEOUT_MS - 1);
  // advance() ends every sleep now due at once: the timeout still pending is what a retry or an abort would need.
  t.strictSame(clock.due, [t0 + ATTEMPT_TIMEOUT_MS], 'the attempt timeout still waits at 14.999 s');
  t.equal(rx.requests.length, 1, 'no retry before 15 s');
  t.notOk(rx.requests[0]?.aborted, 'still waiting at 14.999 s');
  await clock.advance(1);
  await until('the hanging request to be aborted', () => rx.requests[0]!.aborted);
  await idle();
  t.equal(rx.requests.length, 2);
  t.equal(rx.requests[1]?.headers['x-webhook-delivery-id'], id);
  t.match(logged('delivery attempt failed'), [{ level: 'error', delivery_id: id, attempt: 1, error: /no response within 15 s/ }]);
  t.strictSame(clock.sleeps, [500], 'then the ordinary backoff');
  t.strictSame(counts, { delivered: 1, failed: 0, dropped: 0, retried: 1 });
  t.equal(clock.held, 0, 'no timer left behind');
});

// ---- pacing --------------------------------------------------------------------------------------------------------

/** A clock every sleep of which waits for the test, and a receiver stamping arrivals with it. */
async function paced(t: Test, settings: Partial<DeliverySettings>, script: Step[] | ((r: Received, i: number) => Step) = []) {
  const clock = testClock();
  const rx = await receiver(t, script, clock.now);
  return { rx, ...setup(t, { send_url: rx.url, ...settings }, { clock, random: () => 0 }) };
}

const contents = (rx: Receiver): unknown[] => rx.requests.map((r) => r.body.content);

t.test('pacing: one recipient gets its replies in order, each started the interval after the previous start', async (t) => {
  const { rx, outbox, clock, counts } = await paced(t, { reply_min_interval_secs: 10 });
  const t0 = clock.now();
  for (const c of ['A', 'B', 'C']) t.ok(outbox.send({ content: c, recipient: 'alice' }));
  t.equal(outbox.pending, 3);
  await until('A delivered', () => counts.delivered === 1);
  await clock.advance(9999);
  // advance() ends every sleep now due at once: the one held is the pacing wait that B starts after.
  t.strictSame(clock.due, [t0 + 10_000], "B's pacing wait still ends at 10 s");
  t.strictSame(contents(rx), ['A'], 'B waits the full interval');
  await clock.advance(1);
  await until('B delivered', () => counts.delivered === 2);
  await clock.advance(10_000);
  await until('C delivered', () => counts.delivered === 3);
  t.ok(outbox.send({ content: 'D', recipient: 'alice' }), 'D comes after the queue emptied');
  await clock.advance(9999);
  t.strictSame(clock.due, [t0 + 30_000], "D's pacing wait still ends at 30 s");
  t.strictSame(contents(rx), ['A', 'B', 'C'], 'an emptied queue still keeps the interval');
  await clock.advance(1);
  await until('D delivered', () => counts.delivered === 4);
  t.strictSame(contents(rx), ['A', 'B', 'C', 'D']);
  t.strictSame(
    rx.requests.map((r) => r.at - t0),
    [0, 10_000, 20_000, 30_000],
  );
  t.equal(outbox.pending, 0);
});

t.test('pacing: a send never starts before the previous one to that recipient finished, its retries included', async (t) => {
  const { rx, outbox, clock, counts } = await paced(t, { reply_min_interval_secs: 1 }, [503, 'hang', 200]);
  const t0 = clock.now();
  outbox.send({ content: 'A', recipient: 'alice' });
  outbox.send({ content: 'B', recipient: 'alice' });
  await until('the backoff after the 503', () => clock.sleeps.includes(375));
  await clock.advance(375);
  await until('A retried', () => rx.requests.length === 2);
  await clock.advance(5000);
  // Had B started, its own attempt timeout would be held beside A's.
  t.strictSame(clock.due, [t0 + 375 + ATTEMPT_TIMEOUT_MS], "only A's attempt is waiting: B has not started");
  t.strictSame(contents(rx), ['A', 'A'], 'the interval has passed, but A is still in flight');
  rx.release(1);
  await until('B delivered', () => counts.delivered === 2);
  t.strictSame(contents(rx), ['A', 'A', 'B']);
  t.equal(rx.requests[2]!.at - t0, 5375, 'B starts as soon as A finished');
});

t.test('pacing: a full queue drops the newest reply with a WARN; the one in flight does not count; 0 means 16', async (t) => {
  const { rx, outbox, clock, counts, logged } = await paced(t, { reply_min_interval_secs: 10, reply_queue_depth_max: 2 });
  const ids = ['A', 'B', 'C', 'D'].map((c) => outbox.send({ content: c, recipient: 'alice' }));
  t.ok(ids[0] && ids[1] && ids[2], 'one in flight and two waiting');
  t.equal(ids[3], undefined, 'the newest is dropped');
  t.equal(outbox.pending, 3);
  t.equal(counts.dropped, 1);
  t.match(logged('reply dropped: pacing queue full'), [{ level: 'warn', channel: 'webhook.test', recipient: 'alice' }]);
  t.ok(outbox.send({ content: 'E', recipient: 'bob' }), 'another recipient has its own queue');
  await until('A and E delivered', () => counts.delivered === 2);
  await clock.advance(10_000);
  await until('B delivered', () => counts.delivered === 3);
  t.ok(outbox.send({ content: 'F', recipient: 'alice' }), 'room again once B left the queue');
  await clock.advance(10_000);
  await until('C delivered', () => counts.delivered === 4);
  await clock.advance(10_000);
  await until('F delivered', () => counts.delivered === 5);
  t.strictSame(
    rx.requests.filter((r) => r.body.recipient === 'alice').map((r) => r.body.content),
    ['A', 'B', 'C', 'F'],
  );

  const deep = await paced(t, { reply_min_interval_secs: 10, reply_queue_depth_max: 0 });
  const sent = Array.from({ length: 18 }, (_, i) => deep.outbox.send({ content: `m${i}`, recipient: 'carol' }));
  t.equal(sent.filter(Boolean).length, 17, 'one in flight and 16 waiting');
  t.equal(sent[17], undefined);
});

t.test('pacing: a slow recipient never delays another', async (t) => {
  const { rx, outbox, clock, counts } = await paced(t, { reply_min_interval_secs: 10 }, (r) => (r.body.recipient === 'alice' && r.body.content === 'A1' ? 'hang' : 200));
  outbox.send({ content: 'A1', recipient: 'alice' });
  outbox.send({ content: 'A2', recipient: 'alice' });
  outbox.send({ content: 'B1', recipient: 'bob' });
  outbox.send({ content: 'B2', recipient: 'bob' });
  await until('B1 delivered while A1 hangs', () => counts.delivered === 1);
  await clock.advance(10_000);
  await until('B2 delivered while A1 hangs', () => counts.delivered === 2);
  t.strictSame(contents(rx).sort(), ['A1', 'B1', 'B2']);
  rx.release(0);
  await until('A2 delivered', () => counts.delivered === 4);
  t.strictSame(contents(rx).sort(), ['A1', 'A2', 'B1', 'B2']);
});

t.test('pacing: a recipient is forgotten once its queue is empty and its interval has passed', async (t) => {
  const { rx, outbox, clock, counts } = await paced(t, { reply_min_interval_secs: 10 });
  for (let i = 0; i < 20; i++) outbox.send({ content: 'x', recipient: `r${i}` });
  await until('all delivered', () => counts.delivered === 20);
  t.equal(outbox.recipients, 20);
  await clock.advance(9999);
  t.equal(outbox.recipients, 20, 'each still inside its interval');
  await clock.advance(1);
  await until('the map to empty', () => outbox.recipients === 0);
  outbox.send({ content: 'again', recipient: 'r0' });
  await until('a new reply to r0, at once', () => counts.delivered === 21);
  t.equal(rx.requests.length, 21);
});

t.test('reply_min_interval_secs = 0: no queue, replies to one recipient start at once and run concurrently', async (t) => {
  const { rx, outbox, counts } = await paced(t, { reply_min_interval_secs: 0, reply_queue_depth_max: 1 }, () => 'hang');
  const ids = Array.from({ length: 20 }, () => outbox.send({ content: 'x', recipient: 'alice' }));
  t.ok(ids.every(Boolean), 'nothing dropped');
  await until('20 requests in flight together', () => rx.requests.length === 20);
  t.equal(outbox.recipients, 0, 'no pacing state');
  t.equal(outbox.pending, 20);
  rx.requests.forEach((_, i) => rx.release(i));
  await until('all delivered', () => counts.delivered === 20);
});

// ---- drain ---------------------------------------------------------------------------------------------------------

t.test('drain waits for in-flight deliveries and refuses new sends with a WARN', async (t) => {
  const { rx, outbox, counts, logged } = await paced(t, {}, ['hang']);
  t.strictSame(await setup(t, {}).outbox.drain(new AbortController().signal), [], 'nothing pending: returns at once');
  outbox.send({ content: 'A', recipient: 'alice' });
  await until('A in flight', () => rx.requests.length === 1);
  let drained: string[] | undefined;
  const draining = outbox.drain(AbortSignal.timeout(3000)).then((ids) => (drained = ids));
  t.equal(outbox.send({ content: 'B', recipient: 'alice' }), undefined);
  t.match(logged('reply dropped: the channel is shutting down'), [{ level: 'warn', channel: 'webhook.test' }]);
  await pause(30);
  t.equal(drained, undefined, 'still waiting for A');
  rx.release(0);
  await draining;
  t.strictSame(drained, []);
  t.equal(counts.delivered, 1, 'A was delivered before drain returned');
  t.equal(rx.requests.length, 1);
});

t.test('at the deadline drain abandons waiting replies, requests in flight and retry sleeps, and returns their ids', async (t) => {
  const { rx, outbox, clock, counts, logged } = await paced(t, { reply_min_interval_secs: 10 }, (r) => (r.body.recipient === 'alice' ? 'hang' : 503));
  const ids = [
    outbox.send({ content: 'A', recipient: 'alice' }),
    outbox.send({ content: 'B', recipient: 'alice' }),
    outbox.send({ content: 'C', recipient: 'alice' }),
    outbox.send({ content: 'D', recipient: 'bob' }),
  ];
  await until('A in flight and D sleeping before its retry', () => rx.requests.length === 2 && clock.sleeps.includes(375));
  const deadline = new AbortController();
  let drained: string[] | undefined;
  const draining = outbox.drain(deadline.signal).then((x) => (drained = x));
  await pause(30);
  t.equal(drained, undefined, 'waiting until the deadline');
  deadline.abort();
  await draining;
  t.strictSame([...drained!].sort(), [...ids].sort());
  t.strictSame(
    logged('delivery abandoned at shutdown').map((l) => [l.level, l.delivery_id]),
    ids.map((id) => ['error', id]),
  );
  await until('A aborted', () => rx.requests[0]!.aborted);
  t.equal(clock.held, 0, 'every sleep and attempt timeout was cancelled');
  t.equal(outbox.pending, 0);
  t.equal(counts.dropped, 4);
  t.equal(logged('delivery failed').length, 0, 'abandoned, not failed');
  await clock.advance(60_000);
  t.equal(rx.requests.length, 2, 'nothing is sent after drain');
});

// ---- the shared mode's journal -----------------------------------------------------------------------------------

/** A journal in memory that records its calls in order. */
function memoryJournal() {
  const calls: string[] = [];
  const rows = new Map<string, string>();
  const journal: DeliveryJournal = {
    record: async (job) => void (calls.push(`record ${job.id}`), rows.set(job.id, job.body)),
    settle: async (id) => void (calls.push(`settle ${id}`), rows.delete(id)),
    release: async (ids) => void calls.push(`release ${ids.join(',')}`),
  };
  return { journal, calls, rows };
}

t.test('journal: recorded before the first attempt, settled once delivered or given up; an adopted reply is not recorded again', async (t) => {
  const j = memoryJournal();
  const rx = await receiver(t, [200, 400]);
  const { outbox, idle } = setup(t, { send_url: rx.url }, { journal: j.journal });
  outbox.send({ content: 'ok', recipient: 'alice' });
  outbox.send({ content: 'refused', recipient: 'bob' });
  await idle();
  await until('both settled', () => j.calls.filter((c) => c.startsWith('settle')).length === 2);
  t.same(j.calls.filter((c) => c.endsWith('d1')), ['record d1', 'settle d1'], 'delivered: recorded, then settled');
  t.same(j.calls.filter((c) => c.endsWith('d2')), ['record d2', 'settle d2'], 'given up (400): settled too');
  t.equal(j.rows.size, 0);
  t.ok(outbox.adopt({ id: 'taken-1', recipient: 'carol', body: '{"content":"from elsewhere"}' }), 'an adopted reply is queued');
  await idle();
  await until('the adopted reply settled', () => j.calls.includes('settle taken-1'));
  t.notOk(j.calls.includes('record taken-1'), 'it was recorded by the instance that took the message');
  t.match(rx.requests.at(-1), { headers: { 'x-webhook-delivery-id': 'taken-1' }, body: { content: 'from elsewhere' } }, 'sent with its own delivery id');
});

t.test('journal: at the deadline the replies left are handed over (released, reported interrupted), not settled or dropped', async (t) => {
  const j = memoryJournal();
  const rx = await receiver(t, () => 'hang');
  const { outbox, counts, logged } = setup(t, { send_url: rx.url }, { journal: j.journal });
  const id = outbox.send({ content: 'stuck', recipient: 'alice' })!;
  await until('the request in flight', () => rx.requests.length === 1);
  const interrupted: unknown[] = [];
  const abandoned: unknown[] = [];
  const work = { finished: () => {}, abandoned: (_k: string, ids: unknown) => void abandoned.push(ids), interrupted: (_k: string, ids: unknown) => void interrupted.push(ids) };
  t.same(await outbox.drain(AbortSignal.abort(), work as never), [], 'nothing abandoned');
  t.match(interrupted, [{ delivery_id: id, recipient: 'alice' }], 'reported as handed over');
  t.same(abandoned, []);
  t.same(j.calls, [`record ${id}`, `release ${id}`], 'released, never settled: its record stays for another instance');
  t.equal(counts.dropped, 0);
  t.equal(logged('delivery abandoned at shutdown').length, 0);
});
