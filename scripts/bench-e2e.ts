// End to end, what a user of the webhook channel feels: a signed message in, the echo agent's answer, the reply
// delivered to a receiver, in the real daemon (its own process), against bare Fastify's req/s (wrk) in the same run.
// `node bench-e2e.js` is the client: the receiver and the sender in one process of their own, because each
// conversation's next message leaves when the reply to its previous one arrives (a closed loop; wrk cannot wait for
// a reply that comes back on another connection).
import { createHmac } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, startDaemon, startServer } from './bench-procs.js';
import { median, row, type Row } from './bench-rows.js';
import { WEBHOOK_SECRET } from './bench-server.js';
import { expectAll, fmt, runWrk, WRK_THREADS, type WrkReport } from './bench-wrk.js';
import { percentile } from './loadgen.js';

const SECS = Number(process.env.BENCH_SECS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Conversations in flight, one message each. Under the channel's inbound queue bound (100), so that no message is
 * refused with 503; over its 4 workers, so that the queue never runs dry. 8, 16, 32 and 64 gave the same msg/s
 * within the noise here; a larger window only adds latency.
 */
const WINDOW = Number(process.env.BENCH_E2E_WINDOW ?? 16);
/** Config lines added to the daemon's, to see what a setting costs (e.g. "[channels]\nsession_persistence = false"). */
const EXTRA_TOML = process.env.BENCH_E2E_TOML ?? '';
const BODY = JSON.stringify({ release: 'v1.2.3', env: 'prod' });

interface E2eLoad {
  /** The channel's inbound URL. */
  url: string;
  secret: string;
  window: number;
  durationMs: number;
  warmupMs: number;
  /** Names this run's senders, so that a reply late from a previous run is never taken for one of this run. */
  tag: string;
}

export interface E2eReport {
  /** Replies that arrived in the measured window, and their rate. */
  replies: number;
  rps: number;
  /** Messages sent in the whole run, and their answers by status (each should be 200 queued). */
  sent: number;
  statuses: Record<string, number>;
  /** Network errors of the sender. */
  errors: number;
  /** Replies that matched no message waiting, or whose content was not "echo: <the message>". */
  unexpected: number;
  /** Messages whose reply had not arrived 10 s after the end. */
  lost: number;
  /** From sending a message to its reply's arrival, in ms. */
  p50: number;
  p99: number;
}

/** The client's side: one closed-loop run against `load.url`, replies arriving at `inbox` (set by the receiver). */
function runE2e(load: E2eLoad, inbox: { onReply?: (body: Buffer) => void }): Promise<E2eReport> {
  const target = new URL(load.url);
  const agent = new Agent({ keepAlive: true, maxSockets: load.window });
  const waiting = new Map<string, { content: string; t0: number }>();
  const seq = new Array<number>(load.window).fill(0);
  const start = performance.now();
  const measureFrom = start + load.warmupMs;
  const end = measureFrom + load.durationMs;
  let latencies = new Float64Array(1 << 16);
  let replies = 0;
  let sent = 0;
  let errors = 0;
  let unexpected = 0;
  const statuses: Record<string, number> = {};
  let finish: () => void;
  const finished = new Promise<void>((r) => (finish = r));

  const send = (slot: number): void => {
    const sender = `${load.tag}-${slot}`;
    const content = `message ${(seq[slot] = seq[slot]! + 1)} of ${sender}`;
    const body = JSON.stringify({ sender, content });
    const signature = `sha256=${createHmac('sha256', load.secret).update(body).digest('hex')}`;
    waiting.set(sender, { content, t0: performance.now() });
    sent += 1;
    const req = request(
      target,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-webhook-signature': signature } },
      (res) => {
        res.resume();
        statuses[res.statusCode!] = (statuses[res.statusCode!] ?? 0) + 1;
        // Refused (it should not be): the conversation goes on with its next message a little later.
        if (res.statusCode !== 200) {
          waiting.delete(sender);
          setTimeout(() => next(slot), 10);
        }
      },
    );
    req.on('error', () => {
      errors += 1;
      waiting.delete(sender);
      setTimeout(() => next(slot), 10);
    });
    req.end(body);
  };
  const next = (slot: number): void => {
    if (performance.now() < end) send(slot);
    else if (waiting.size === 0) finish();
  };
  inbox.onReply = (raw) => {
    const now = performance.now();
    let reply: { content?: unknown; recipient?: unknown };
    try {
      reply = JSON.parse(raw.toString()) as typeof reply;
    } catch {
      unexpected += 1;
      return;
    }
    const sender = String(reply.recipient);
    const m = waiting.get(sender);
    if (!m || reply.content !== `echo: ${m.content}`) {
      unexpected += 1;
      return;
    }
    waiting.delete(sender);
    if (now >= measureFrom && now < end) {
      if (replies === latencies.length) {
        const grown = new Float64Array(replies * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[replies++] = now - m.t0;
    }
    next(Number(sender.slice(load.tag.length + 1)));
  };
  for (let slot = 0; slot < load.window; slot++) send(slot);
  const grace = new Promise<void>((r) => setTimeout(r, end - start + 10_000).unref());
  return Promise.race([finished, grace]).then(() => {
    inbox.onReply = undefined;
    agent.destroy();
    const sorted = latencies.subarray(0, replies).sort();
    return { replies, rps: (replies / load.durationMs) * 1000, sent, statuses, errors, unexpected, lost: waiting.size, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  });
}

/** The client process: prints `{"receiver": url}`, then runs each E2eLoad line of its stdin and prints its report. */
async function client(): Promise<void> {
  const inbox: { onReply?: (body: Buffer) => void } = {};
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-length': 0 }).end();
      inbox.onReply?.(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  process.stdout.write(`${JSON.stringify({ receiver: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/inbox` })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await runE2e(JSON.parse(line) as E2eLoad, inbox))}\n`);
  }
  receiver.closeAllConnections();
  receiver.close();
}

interface Client {
  readonly receiver: string;
  run(load: E2eLoad): Promise<E2eReport>;
  stop(): void;
}

function startClient(): Promise<Client> {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async (): Promise<string> => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`the end-to-end client exited ${child.exitCode}`);
    return value as string;
  };
  return nextLine().then((first) => ({
    receiver: (JSON.parse(first) as { receiver: string }).receiver,
    run: async (load) => {
      child.stdin!.write(`${JSON.stringify(load)}\n`);
      return JSON.parse(await nextLine()) as E2eReport;
    },
    stop: () => child.stdin!.end(),
  }));
}

const e2eFmt = (r: E2eReport) => `${r.rps.toFixed(0).padStart(5)} msg/s p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms`;

function expectClean(what: string, r: E2eReport): void {
  if (r.statuses['200'] !== r.sent || r.errors || r.unexpected || r.lost) {
    throw new Error(`${what}: ${r.sent} messages sent, answered ${JSON.stringify(r.statuses)}, ${r.errors} errors, ${r.unexpected} unexpected replies, ${r.lost} replies missing`);
  }
}

/**
 * ROUNDS interleaved rounds of three runs: bare Fastify under wrk (the baseline of every HTTP row), the client against
 * a bare relay (its own ceiling: what it reaches there it could reach against svc), and the client against the
 * daemon's webhook channel (the echo agent, history in SQLite, the outbox: the defaults). The median of svc's msg/s
 * ÷ bare Fastify's req/s counts.
 */
export async function benchE2e(): Promise<Row[]> {
  const c = await startClient();
  const port = await freePort();
  const channelToml = `[channels.webhook.bench]\nsecret = "${WEBHOOK_SECRET}"\nhost = "127.0.0.1"\nport = ${port}\nsend_url = "${c.receiver}"\n`;
  const bare = await startServer('bare');
  const relay = await startServer('relay', c.receiver);
  const daemon = await startDaemon(`${channelToml}${EXTRA_TOML.replace(/\\n/g, '\n')}\n`);
  const rounds: { bare: WrkReport; relay: E2eReport; svc: E2eReport }[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const b = await runWrk({ url: `${bare.url}/sop/bench`, body: BODY, connections: 32, durationS: SECS, warmupS: 1 });
      expectAll('bare Fastify', b);
      // The daemon's first round warms it up for longer: its answers get faster for the first few seconds (JIT).
      const load = { secret: WEBHOOK_SECRET, window: WINDOW, durationMs: SECS * 1000, warmupMs: i === 0 ? 3000 : 1000 };
      const r = await c.run({ ...load, url: `${relay.url}/webhook`, tag: `relay${i}` });
      expectClean('the relay', r);
      const svc = await c.run({ ...load, url: `http://127.0.0.1:${port}/webhook`, tag: `svc${i}` });
      expectClean('the daemon', svc);
      rounds.push({ bare: b, relay: r, svc });
    }
  } finally {
    c.stop();
    await bare.stop();
    await relay.stop();
    await daemon.stop();
  }
  const ratio = median(rounds.map((r) => r.svc.rps / r.bare.rps));
  const headroom = median(rounds.map((r) => r.relay.rps / r.svc.rps));
  console.log(`\nend to end: signed message → the echo agent → reply delivered to a receiver, in the real daemon (defaults: info log,`);
  console.log(`history in SQLite); the client keeps ${WINDOW} conversations with one message in flight each; bare Fastify under wrk -t${WRK_THREADS} -c32;`);
  console.log(`daemon, client, relay, bare Fastify and wrk each in its own process; ${ROUNDS} interleaved rounds of ${SECS} s`);
  rounds.forEach((r, i) =>
    console.log(
      `round ${i + 1}: bare ${fmt(r.bare)}   relay ${e2eFmt(r.relay)} (÷ bare ${(r.relay.rps / r.bare.rps).toFixed(2)})   svc ${e2eFmt(r.svc)}   svc ÷ bare ${(r.svc.rps / r.bare.rps).toFixed(3)}`,
    ),
  );
  // The client's ceiling: against a relay that does nothing but answer and post the reply, it goes this much faster.
  // The relay ÷ bare is also what two HTTP exchanges per message cost a Node process that does nothing else.
  console.log(`generator ceiling: the client drove the bare relay ${headroom.toFixed(1)}x as fast as svc (needs >= 1.5x to be no ceiling);`);
  console.log(`the bare relay itself reached ${median(rounds.map((r) => r.relay.rps / r.bare.rps)).toFixed(2)} of bare Fastify's req/s (median)`);
  return [
    row('end to end: replies delivered/s ÷ bare Fastify req/s', ratio.toFixed(3), '>= 0.2', ratio >= 0.2),
    row('end to end: the client against a bare relay ÷ against svc (not the ceiling)', `${headroom.toFixed(1)}x`, '>= 1.5x', headroom >= 1.5),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await client();
