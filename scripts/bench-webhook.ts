// Webhook channel throughput: signed inbound messages against a bare Fastify JSON route, and outbound deliveries to a
// local receiver against plain fetch POSTs, each pair measured in this process in the same run.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Outbox } from '../extensions/webhook-channel/delivery.js';
import { createListener } from '../extensions/webhook-channel/inbound.js';
import type { Logger } from '../kernel/index.js';
import { load } from './bench-gateway.js';
import { systemClock } from '../kernel/index.js';

const SECRET = 'bench-secret';
const BODY = JSON.stringify({ sender: 'bench', content: 'deploy finished on all hosts', thread_id: 't-1' });
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2000);

const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent } as unknown as Logger;

async function inbound(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify();
  bare.post('/webhook', async () => ({ status: 'queued' }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  let accepted = 0;
  // The channel's listener as it runs: raw bytes, HMAC check, JSON parse, field checks, queueing (the queue is
  // emptied at once here: answering is the agent's cost, not the listener's).
  const server = await createListener({ secret: () => SECRET, path: '/webhook', requestTimeoutMs: 30_000, accept: () => ((accepted += 1), true) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  const signature = `sha256=${createHmac('sha256', SECRET).update(BODY).digest('hex')}`;
  const before = await load(`${bareUrl}/webhook`, {}, BODY);
  const channel = await load(url, { 'x-webhook-signature': signature }, BODY);
  const after = await load(`${bareUrl}/webhook`, {}, BODY);
  const base = (before.rps + after.rps) / 2;
  const ratio = channel.rps / base;
  console.log(`\nsigned inbound webhook messages (baseline: a bare Fastify JSON route, measured before and after)`);
  console.log(`bare Fastify:     ${base.toFixed(0).padStart(7)} req/s`);
  console.log(`webhook channel:  ${channel.rps.toFixed(0).padStart(7)} msg/s   p99 ${channel.p99.toFixed(2)} ms   (${accepted} accepted)`);
  console.log(`ratio:            ${ratio.toFixed(2)} of bare   target >= 0.7 ${ratio >= 0.7 ? 'met' : 'MISSED'}`);
  await bare.close();
  await new Promise<void>((r) => server.close(() => r()));
}

async function outbound(): Promise<void> {
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
  console.log(`\noutbound webhook deliveries, ${DELIVERIES} replies to distinct recipients (baseline: plain fetch POSTs)`);
  console.log(`plain fetch:      ${baseline.toFixed(0).padStart(7)} req/s`);
  console.log(`outbox:           ${svc.toFixed(0).padStart(7)} deliveries/s   ratio ${(svc / baseline).toFixed(2)} of plain fetch`);
  await outbox.drain(AbortSignal.timeout(1000));
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
}

export async function benchWebhook(): Promise<void> {
  await inbound();
  await outbound();
}
