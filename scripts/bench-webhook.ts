// Webhook channel throughput: signed inbound messages to the channel's listener in its own process against a bare
// Fastify JSON route in another, wrk in a third; and outbound deliveries to a local receiver against plain fetch
// POSTs, in this process (a figure for information, no target). The end-to-end row is bench-e2e.ts.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Outbox } from '../extensions/webhook-channel/delivery.js';
import type { Logger } from '../kernel/index.js';
import { systemClock } from '../kernel/index.js';
import { startServer } from './bench-procs.js';
import { WEBHOOK_SECRET } from './bench-server.js';
import { median, row, type Row } from './bench-rows.js';
import { expectAll, fmt, runWrk, WRK_THREADS, type WrkReport } from './bench-wrk.js';

const BODY = JSON.stringify({ sender: 'bench', content: 'deploy finished on all hosts', thread_id: 't-1' });
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2000);
const SECS = Number(process.env.BENCH_SECS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = 32;

const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent } as unknown as Logger;

/**
 * Ingest: messages accepted and queued, the listener as the daemon builds it but alone in its process (bench-server.ts
 * `webhook`), its queue emptied at once. Not the real daemon: there an instance queues at most 100 messages and the
 * agent takes 4 at a time, so under wrk the queue is full within milliseconds and the steady state is 503s at the
 * agent's pace, which is the end-to-end row's figure, not the listener's. One fixed body, so one fixed signature.
 */
async function inbound(): Promise<Row[]> {
  const bare = await startServer('bare');
  const channel = await startServer('webhook');
  const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(BODY).digest('hex')}`;
  // The same headers to both: the baseline parses them too.
  const measure = (url: string) => runWrk({ url, headers: { 'x-webhook-signature': signature }, body: BODY, connections: CONCURRENCY, durationS: SECS, warmupS: 1 });
  const rounds: { bare: WrkReport; channel: WrkReport }[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const b = await measure(`${bare.url}/webhook`);
      const c = await measure(`${channel.url}/webhook`);
      expectAll('bare Fastify', b);
      expectAll('the channel', c);
      rounds.push({ bare: b, channel: c });
    }
  } finally {
    await bare.stop();
    await channel.stop();
  }
  const ratio = median(rounds.map((r) => r.channel.rps / r.bare.rps));
  const ceiling = median(rounds.map((r) => r.bare.rps));
  console.log(`\nsigned inbound webhook messages: the channel's listener, the baseline (a bare Fastify JSON route) and wrk -t${WRK_THREADS} -c${CONCURRENCY}`);
  console.log(`each in its own process; ${ROUNDS} interleaved rounds of ${SECS} s`);
  rounds.forEach((r, i) => console.log(`round ${i + 1}: bare ${fmt(r.bare)}   channel ${fmt(r.channel)}   ratio ${(r.channel.rps / r.bare.rps).toFixed(2)}`));
  console.log(`generator ceiling: wrk drove bare Fastify to ${ceiling.toFixed(0)} req/s (median), the channel to ${median(rounds.map((r) => r.channel.rps)).toFixed(0)} msg/s`);
  return [row(`signed webhook-channel ingest msg/s ÷ bare Fastify (wrk; bare ${(ceiling / 1000).toFixed(1)}k req/s)`, ratio.toFixed(2), '>= 0.85', ratio >= 0.85)];
}

async function outbound(): Promise<Row[]> {
  let received = 0;
  let done: (() => void) | undefined;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200).end();
      received += 1;
      if (received === DELIVERIES) done?.();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/inbox`;
  const round = async (run: () => void): Promise<number> => {
    received = 0;
    const finished = new Promise<void>((r) => (done = r));
    const t0 = performance.now();
    run();
    await finished;
    return (DELIVERIES / (performance.now() - t0)) * 1000;
  };
  const plain = () => {
    for (let i = 0; i < DELIVERIES; i++) {
      void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'reply', recipient: `r${i}` }) }).then((r) => r.arrayBuffer());
    }
  };
  const settings = { send_url: url, send_method: null, auth_header: null, max_retries: 3, retry_base_delay_ms: 500, retry_max_delay_ms: 30000, reply_min_interval_secs: 0, reply_queue_depth_max: 0 };
  const outbox = new Outbox({ channel: 'webhook.bench', settings: () => settings, clock: systemClock, random: Math.random, logger: silent });
  const viaOutbox = () => {
    for (let i = 0; i < DELIVERIES; i++) outbox.send({ content: 'reply', recipient: `r${i}` });
  };
  await round(plain);
  const baseline = await round(plain);
  const svc = await round(viaOutbox);
  await outbox.drain(AbortSignal.timeout(1000));
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
  console.log(`\noutbound webhook deliveries, ${DELIVERIES} replies to distinct recipients, in this process: plain fetch ${baseline.toFixed(0)} req/s, outbox ${svc.toFixed(0)} deliveries/s`);
  return [row('webhook-channel outbound deliveries ÷ plain fetch', (svc / baseline).toFixed(2))];
}

export async function benchWebhook(): Promise<Row[]> {
  return [...(await inbound()), ...(await outbound())];
}
