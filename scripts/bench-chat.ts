// The chat's time to first streamed token over the model's own: a real daemon (its own process) answers the WebSocket
// chat (GET /ws/chat) with a streaming OpenAI-compatible fake model (its own process) whose first piece carries the
// instant it was sent (wall clock, µs); a driver (its own process) takes the instant that piece reaches it as a text
// frame. overhead = arrival − the model's send instant: everything svc adds between the model's first token and the
// chat client (the provider's SSE parsing, the leak scan of the piece, the frame). The baseline, in the same run: the
// driver reading the fake model's stream itself (what the sockets alone cost).
//
// `node bench-chat.js model` is the fake model, `driver` the client (reads one Load line, prints one Report line).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startDaemon } from './bench-procs.js';
import { row, type Row } from './bench-rows.js';
import { percentile } from './loadgen.js';

const TURNS = Number(process.env.BENCH_CHAT_TURNS ?? 300);
const WARMUP = Number(process.env.BENCH_CHAT_WARMUP ?? 50);
const FIRST = /^at (\d+) $/;
/** One turn starts at most every PACE_MS: the chat allows 20 frames a second per socket, and a turn sends two. */
const PACE_MS = 110;

/** Wall-clock µs, comparable across processes on one machine. */
const wallMicros = (): number => Math.round((performance.timeOrigin + performance.now()) * 1000);

// ---- the fake model --------------------------------------------------------------------------------------------

const piece = (model: string, content: string) => `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** Streams `at <µs> ` (taken just before it is written), then `done.` and [DONE]; plain JSON when not asked to stream. */
async function model(): Promise<string> {
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { stream?: boolean; model?: string };
      const name = body.model ?? 'bench';
      if (!body.stream) {
        const text = JSON.stringify({ id: 'x', object: 'chat.completion', model: name, choices: [{ index: 0, message: { role: 'assistant', content: 'done.' }, finish_reason: 'stop' }] });
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(text);
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
      res.write(piece(name, `at ${wallMicros()} `));
      res.end(`${piece(name, 'done.')}data: [DONE]\n\n`);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// ---- the driver -------------------------------------------------------------------------------------------------

interface Load {
  /** `ws://…/ws/chat`, or the model's `http://…/v1/chat/completions` for the baseline. */
  url: string;
  turns: number;
  warmup: number;
}

interface Report {
  /** ms from the model's send instant to the first piece's arrival here, per measured turn. */
  overhead: number[];
  wrong: number;
}

/** One chat turn at a time over one socket, each in a new session; the first text frame of each is timed. */
async function viaChat(load: Load): Promise<Report> {
  const ws = new WebSocket(load.url, ['svc.chat']);
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const report: Report = { overhead: [], wrong: 0 };
  let waiting: ((f: Record<string, unknown>) => void) | undefined;
  ws.on('message', (d) => {
    const arrived = wallMicros();
    const f = JSON.parse(String(d)) as Record<string, unknown>;
    waiting?.({ ...f, arrived });
  });
  for (let i = 0; i < load.warmup + load.turns; i++) {
    // Paced under the chat's 20 frames a second (two a turn), as a person's chat is.
    const next = performance.now() + PACE_MS;
    let first: number | undefined;
    let session = '';
    await new Promise<void>((resolve) => {
      waiting = (f) => {
        if (f.type === 'text' && first === undefined) {
          const m = FIRST.exec(String(f.delta));
          if (m) first = (Number(f.arrived) - Number(m[1])) / 1000;
        }
        if (f.type === 'done' || f.type === 'error') {
          session = String(f.session);
          resolve();
        }
      };
      ws.send(JSON.stringify({ type: 'message', text: `bench chat turn ${i}` }));
    });
    if (first === undefined) report.wrong += 1;
    else if (i >= load.warmup) report.overhead.push(first);
    // A socket holds 16 sessions: each turn's is let go before the next.
    await new Promise<void>((resolve) => {
      waiting = (f) => f.type === 'detached' && resolve();
      ws.send(JSON.stringify({ type: 'detach', session }));
    });
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  ws.close();
  return report;
}

/** The baseline: the same streamed request straight to the model, its first piece timed the same way. */
async function direct(load: Load): Promise<Report> {
  const report: Report = { overhead: [], wrong: 0 };
  const body = JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'bench' }] });
  for (let i = 0; i < load.warmup + load.turns; i++) {
    const first = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(load.url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res: IncomingMessage) => {
        let got: number | undefined;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          const arrived = wallMicros();
          text += c;
          const m = /"content":"at (\d+) "/.exec(text);
          if (m && got === undefined) got = (arrived - Number(m[1])) / 1000;
        });
        res.on('end', () => resolve(got));
      });
      req.on('error', reject);
      req.end(body);
    });
    if (first === undefined) report.wrong += 1;
    else if (i >= load.warmup) report.overhead.push(first);
  }
  return report;
}

async function driver(): Promise<void> {
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    const load = JSON.parse(line) as Load;
    process.stdout.write(`${JSON.stringify(load.url.startsWith('ws') ? await viaChat(load) : await direct(load))}\n`);
  }
}

// ---- the orchestration ------------------------------------------------------------------------------------------

const SELF = fileURLToPath(import.meta.url);

function startProc(mode: string): { child: ChildProcess; next(): Promise<string>; stop(): Promise<void> } {
  const child = spawn(process.execPath, [SELF, mode], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    child,
    next: async () => {
      const { value, done } = await lines.next();
      if (done) throw new Error(`bench-chat ${mode} exited ${child.exitCode}`);
      return value as string;
    },
    stop: async () => {
      child.stdin!.end();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
      clearTimeout(kill);
    },
  };
}

const ms = (x: number): string => `${x.toFixed(2)} ms`;

export async function benchChat(): Promise<Row[]> {
  const fake = startProc('model');
  const modelUrl = (JSON.parse(await fake.next()) as { url: string }).url;
  const toml = ['require_pairing = false', `[providers.models.openai.bench]`, `base_url = "${modelUrl}/v1"`, 'model = "bench"', '[agents.default]', 'model_provider = "openai.bench"', ''].join('\n');
  const daemon = await startDaemon(toml);
  const load = startProc('driver');
  let svc: Report;
  let base: Report;
  try {
    const run = async (url: string): Promise<Report> => {
      load.child.stdin!.write(`${JSON.stringify({ url, turns: TURNS, warmup: WARMUP } satisfies Load)}\n`);
      const r = JSON.parse(await load.next()) as Report;
      if (r.wrong) throw new Error(`bench-chat: ${r.wrong} turns had no timed first piece`);
      return r;
    };
    base = await run(`${modelUrl}/v1/chat/completions`);
    svc = await run(`${daemon.url.replace(/^http/, 'ws')}/ws/chat`);
  } finally {
    await load.stop();
    await daemon.stop();
    await fake.stop();
  }
  const sorted = (xs: number[]) => Float64Array.from(xs).sort();
  const s = sorted(svc.overhead);
  const b = sorted(base.overhead);
  const [p50, p99, b50, b99] = [percentile(s, 0.5), percentile(s, 0.99), percentile(b, 0.5), percentile(b, 0.99)];
  console.log(`\nthe chat's first streamed token: the fake model (its own process) writes "at <its wall-clock µs> " as its first`);
  console.log(`piece; the driver (its own process) takes that piece's arrival as a /ws/chat text frame of the real daemon (defaults:`);
  console.log(`info log, leak detection, history and sessions in SQLite; one turn at a time, each in a new session, one every ${PACE_MS} ms), ${TURNS} turns after`);
  console.log(`${WARMUP}. Baseline: the driver reading the model's stream itself.`);
  console.log(`svc first-token overhead p50 ${ms(p50)} p99 ${ms(p99)}; the model's stream read directly p50 ${ms(b50)} p99 ${ms(b99)}`);
  return [
    row('chat first streamed token over the model\'s own (WebSocket): overhead p50', ms(p50), '<= 5 ms', p50 <= 5),
    row('chat first streamed token over the model\'s own (WebSocket): overhead p99', ms(p99)),
    row('the model\'s first token read directly (baseline) p50', ms(b50)),
  ];
}

if (process.argv[1] === SELF) {
  const mode = process.argv[2];
  if (mode === 'driver') await driver();
  else if (mode === 'model') {
    process.stdout.write(`${JSON.stringify({ url: await model() })}\n`);
    process.stdin.resume();
    process.stdin.on('end', () => process.exit(0));
  } else throw new Error(`bench-chat: unknown mode "${mode}" (model or driver)`);
}
