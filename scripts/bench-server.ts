// The servers a benchmark compares the daemon with, each in its own process so that none shares a CPU with the load
// generator or with the bench: `node bench-server.js bare` (Fastify JSON routes: the baseline), `webhook` (the
// webhook channel's listener alone, accepting and dropping signed messages) or `relay <url>` (a plain node:http
// server that answers each message at once and posts "echo: <content>" to <url>: the end-to-end client's ceiling).
// Prints `{"url":…}` and serves until its stdin closes.
import { randomUUID } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createListener } from '../extensions/webhook-channel/inbound.js';

export const WEBHOOK_SECRET = 'bench-secret';
/** What the daemon answers a dispatch that a busy `drop` SOP skips: the bare route answers the same bytes. */
const SKIPPED = { status: 'accepted', path: '/sop/bench', results: [{ sop: 'bench', status: 'skipped', reason: 'busy: 1 of 1 runs of this SOP in flight' }] };
/** What it answers one that a busy `coalesce` SOP joins to its run in flight (the daemon's length; its run id differs). */
const COALESCED = {
  status: 'accepted',
  path: '/sop/bench',
  results: [{ sop: 'bench', status: 'coalesced', run_id: `run_${'0'.repeat(16)}`, reason: '1 of 1 runs of this SOP in flight' }],
};

async function bare(): Promise<string> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.post('/sop/bench', async () => SKIPPED);
  app.post('/sop/coalesced', async () => COALESCED);
  app.post('/webhook', async () => ({ status: 'queued', message_id: randomUUID() }));
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** Each message answered 200 at once, then its reply posted to `sendUrl` over keep-alive connections (64, as the outbox). */
async function relay(sendUrl: string): Promise<string> {
  const target = new URL(sendUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const m = JSON.parse(Buffer.concat(chunks).toString()) as { sender: string; content: string };
      const text = JSON.stringify({ status: 'queued', message_id: randomUUID() });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
      const reply = JSON.stringify({ content: `echo: ${m.content}`, recipient: m.sender });
      const out = request(target, { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(reply) } }, (r) => r.resume());
      out.on('error', (err) => console.error(`relay: ${err.message}`));
      out.end(reply);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function webhook(): Promise<string> {
  // As the channel runs it: raw bytes, HMAC check, JSON parse, field checks, queueing (the queue is emptied at once:
  // answering is the agent's cost, not the listener's).
  const server = await createListener({ secret: () => WEBHOOK_SECRET, path: '/webhook', requestTimeoutMs: 30_000, accept: () => randomUUID() });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the webhook listener has no port');
  return `http://127.0.0.1:${address.port}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2];
  const url = mode === 'bare' ? await bare() : mode === 'webhook' ? await webhook() : mode === 'relay' ? await relay(process.argv[3]!) : undefined;
  if (!url) throw new Error(`bench-server: unknown mode "${mode}" (bare, webhook or relay <url>)`);
  process.stdout.write(`${JSON.stringify({ url: url.replace(/\/$/, '') })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}
