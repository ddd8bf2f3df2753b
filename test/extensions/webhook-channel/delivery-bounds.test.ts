// The outbox reads a receiver's answer with a size and a time bound: a body that drips or never ends costs one attempt
// (at most 15 s, or 4 KiB) and its socket, never the connection pool, so the other replies keep flowing.
import t from 'tap';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ATTEMPT_TIMEOUT_MS, Outbox } from '../../../extensions/webhook-channel/delivery.js';
import type { Clock, Logger } from '../../../kernel/index.js';
import { waitFor } from '../../helpers/wait.js';

type Test = { teardown(fn: () => unknown): void };

/** How a request is answered, by its reply's content: `drip` one byte a second, `flood` without end, else `small`. */
type Kind = 'drip' | 'flood' | 'small';

/** A receiver on 127.0.0.1 whose answer (200 each time) depends on the reply's content; it counts its connections. */
async function receiver(t: Test) {
  const got: string[] = [];
  const connections = new Set<Socket>();
  let opened = 0;
  let closed = 0;
  const stops: (() => void)[] = [];
  const answer = (kind: Kind, res: ServerResponse): void => {
    if (kind === 'small') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, pad: 'x'.repeat(2048) }));
    res.writeHead(200, { 'content-type': 'text/plain' });
    let stopped = false;
    const stop = (): void => void (stopped = true);
    stops.push(stop);
    res.on('close', stop);
    if (kind === 'drip') {
      const timer = setInterval(() => (stopped ? clearInterval(timer) : res.write('.')), 1000);
      res.write('.');
      return;
    }
    const chunk = Buffer.alloc(1024, 'f');
    const more = (): void => {
      if (!stopped) res.write(chunk, () => setImmediate(more));
    };
    more();
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const content = String((JSON.parse(raw) as { content: string }).content);
      got.push(content);
      answer(content.startsWith('drip') ? 'drip' : content.startsWith('flood') ? 'flood' : 'small', res);
    });
  });
  server.on('connection', (s) => {
    opened += 1;
    connections.add(s);
    s.on('close', () => void (closed += 1, connections.delete(s)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (stops.forEach((s) => s()), connections.forEach((s) => s.destroy()), server.close(() => r()))));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    connections: () => ({ opened, closed, open: connections.size }),
  };
}

/** A clock whose attempt timeouts wait for `advance`; every other sleep elapses at once. */
function testClock() {
  let now = 1_800_000_000_000;
  const timers = new Set<{ at: number; fire: () => void }>();
  const clock: Clock & { advance(ms: number): void; readonly held: number } = {
    now: () => now,
    get held() {
      return timers.size;
    },
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        if (ms !== ATTEMPT_TIMEOUT_MS) return void ((now += ms), resolve());
        const onAbort = (): void => void (timers.delete(timer), reject(signal!.reason));
        const timer = { at: now + ms, fire: () => (signal?.removeEventListener('abort', onAbort), resolve()) };
        timers.add(timer);
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    advance(ms) {
      now += ms;
      for (const timer of [...timers]) if (timer.at <= now) (timers.delete(timer), timer.fire());
    },
  };
  return clock;
}

const silent: Logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {}, child: () => silent };

function outbox(t: Test, url: string, clock = testClock()) {
  const counts = { delivered: 0, failed: 0 };
  const box = new Outbox({
    channel: 'webhook.test',
    settings: () => ({ send_url: url, send_method: null, auth_header: null, max_retries: 0, retry_base_delay_ms: null, retry_max_delay_ms: null, reply_min_interval_secs: 0, reply_queue_depth_max: 0 }),
    clock,
    random: () => 0.5,
    logger: silent,
    metrics: { delivered: () => void counts.delivered++, failed: () => void counts.failed++, dropped() {}, retried() {} },
  });
  t.teardown(() => box.drain(AbortSignal.abort()));
  return { box, counts, clock };
}

/** More than the outbox's connections to one receiver (64): each holds one while its answer is read. */
const PINNED = 64;

t.test('answers that drip one byte a second hold their sockets for at most the attempt timeout; the next reply then goes', async (t) => {
  const rx = await receiver(t);
  const { box, counts, clock } = outbox(t, rx.url);
  for (let i = 0; i < PINNED; i++) box.send({ content: `drip-${i}`, recipient: `r${i}` });
  await waitFor(() => rx.got.length === PINNED, 'every dripping answer under way');
  box.send({ content: 'next', recipient: 'someone-else' });
  t.equal(rx.got.includes('next'), false, 'every connection is busy reading a dripping answer');
  clock.advance(ATTEMPT_TIMEOUT_MS);
  await waitFor(() => rx.got.includes('next') && counts.delivered === PINNED + 1, 'the next reply delivered once the dripping answers ran out of time');
  t.equal(counts.failed, 0, 'a 200 whose body never finished still counts as delivered (the receiver took it)');
  await waitFor(() => rx.connections().closed >= PINNED, 'the sockets of the dripping answers closed');
  t.equal(clock.held, 0, 'no attempt timeout left behind');
});

t.test('an answer without end is cut after a few KiB: its socket closes at once and the next reply goes', async (t) => {
  const rx = await receiver(t);
  const { box, counts, clock } = outbox(t, rx.url);
  for (let i = 0; i < PINNED; i++) box.send({ content: `flood-${i}`, recipient: `r${i}` });
  box.send({ content: 'next', recipient: 'someone-else' });
  await waitFor(() => rx.got.includes('next') && counts.delivered === PINNED + 1, 'the next reply delivered without waiting for the attempt timeouts');
  await waitFor(() => rx.connections().closed >= PINNED, 'the flooding answers cut and their sockets closed');
  t.equal(clock.held, 0, 'no attempt timeout left behind');
});

t.test('control: answers with a small body are read whole, and the connection is kept for the next reply', async (t) => {
  const rx = await receiver(t);
  const { box, counts, clock } = outbox(t, rx.url);
  for (let i = 1; i <= 3; i++) {
    box.send({ content: `small-${i}`, recipient: 'alice' });
    await waitFor(() => counts.delivered === i, `reply ${i} delivered`);
  }
  t.same(rx.got, ['small-1', 'small-2', 'small-3']);
  t.same(rx.connections(), { opened: 1, closed: 0, open: 1 }, 'one keep-alive connection carried all three');
  t.equal(clock.held, 0, 'each attempt timeout was cancelled when its answer was read');
});
