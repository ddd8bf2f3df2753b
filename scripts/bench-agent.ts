// The agent's own overhead in one turn with one tool call: a real daemon (its own process) answers the POST /webhook
// chat with an OpenAI-compatible fake model (its own process) that asks for a no-op tool, then answers text; a driver
// (its own process) sends one turn at a time and takes the turn time it sees minus the model server's time. The
// baseline, measured in the same run: a bare relay (its own process) doing the same exchanges with nothing else (one
// HTTP request in, two model calls out, the tool result echoed), so the figure can be read against what the sockets
// alone cost on this machine.
//
// `node bench-agent.js model` is the fake model, `relay <model url>` the baseline, `driver` the load generator (reads
// one DriverLoad line, prints one DriverReport line).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startDaemon } from './bench-procs.js';
import { median, row, type Row } from './bench-rows.js';
import { percentile } from './loadgen.js';

const TURNS = Number(process.env.BENCH_AGENT_TURNS ?? 1000);
const WARMUP = Number(process.env.BENCH_AGENT_WARMUP ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The bench's only tool: answers `ok` at once, so its own time is ~0 and nothing of it is subtracted. */
const TOOL = 'bench_noop';
const TURN_TEXT = /bench turn (\d+)/;
const DONE = /^done (\d+) model_us=(\d+)$/;

// ---- the fake model --------------------------------------------------------------------------------------------

interface ChatBody {
  messages?: { role?: string; content?: unknown }[];
  model?: string;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Chat Completions: a request whose last user message is "bench turn N" and that carries no tool result after it gets
 * a call of bench_noop; the next one (with the result) gets `done N model_us=<µs>`, the time this server spent on both
 * requests of the turn, each from its request head to its answer handed to the socket.
 */
async function model(): Promise<string> {
  const spent = new Map<string, bigint>();
  const server = createServer((req, res) => {
    const t0 = process.hrtime.bigint();
    void readBody(req).then((raw) => {
      const body = JSON.parse(raw.toString()) as ChatBody;
      const messages = body.messages ?? [];
      const lastUser = messages.map((m) => m.role).lastIndexOf('user');
      const id = TURN_TEXT.exec(String(messages[lastUser]?.content ?? ''))?.[1] ?? '?';
      const toolDone = messages.slice(lastUser + 1).some((m) => m.role === 'tool');
      const before = spent.get(id) ?? 0n;
      const message = toolDone
        ? { role: 'assistant', content: `done ${id} model_us=${Number((before + process.hrtime.bigint() - t0) / 1000n)}` }
        : { role: 'assistant', content: null, tool_calls: [{ id: `call_${id}`, type: 'function', function: { name: TOOL, arguments: JSON.stringify({ n: Number(id) }) } }] };
      const usage = { prompt_tokens: 1000, completion_tokens: 20, total_tokens: 1020 };
      const text = JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion', model: body.model ?? 'bench', choices: [{ index: 0, message, finish_reason: toolDone ? 'stop' : 'tool_calls' }], usage });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
      if (toolDone) spent.delete(id);
      else spent.set(id, before + process.hrtime.bigint() - t0);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// ---- the baseline: a bare relay ---------------------------------------------------------------------------------

function postJson(agent: Agent, url: URL, value: unknown): Promise<unknown> {
  const text = JSON.stringify(value);
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
      void readBody(res).then((b) => resolve(JSON.parse(b.toString())), reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** POST /webhook {message}: the model called with the message, the tool "run" (its result is `ok`), the model again. */
async function relay(modelUrl: string): Promise<string> {
  const target = new URL(`${modelUrl}/v1/chat/completions`);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const server = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      const { message } = JSON.parse(raw.toString()) as { message: string };
      const messages: unknown[] = [{ role: 'system', content: 'bench' }, { role: 'user', content: message }];
      const first = (await postJson(agent, target, { model: 'm', messages })) as { choices: { message: { tool_calls: { id: string }[] } }[] };
      const call = first.choices[0]!.message;
      messages.push(call, { role: 'tool', tool_call_id: call.tool_calls[0]!.id, content: 'ok' });
      const second = (await postJson(agent, target, { model: 'm', messages })) as { choices: { message: { content: string } }[]; model: string };
      const text = JSON.stringify({ response: second.choices[0]!.message.content, model: second.model });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// ---- the driver -------------------------------------------------------------------------------------------------

interface DriverLoad {
  /** The chat URL (`…/webhook`). */
  url: string;
  turns: number;
  warmup: number;
  /** First turn number: each turn's text is unique across runs (the precheck declines a duplicate in flight). */
  from: number;
}

export interface DriverReport {
  /** Measured turns (after the warm-up), in ms each: as the driver saw it, the model server's part, the rest. */
  turn: number[];
  model: number[];
  overhead: number[];
  /** Answers that were not `done N …` for the turn sent. */
  wrong: number;
}

/** Turns one after another (one in flight, so no turn waits for another), each timed from request to its answer. */
async function drive(load: DriverLoad): Promise<DriverReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(load.url);
  const report: DriverReport = { turn: [], model: [], overhead: [], wrong: 0 };
  for (let i = 0; i < load.warmup + load.turns; i++) {
    const n = load.from + i;
    const t0 = performance.now();
    const answer = (await postJson(agent, url, { message: `bench turn ${n}` })) as { response?: string };
    const ms = performance.now() - t0;
    const m = DONE.exec(answer.response ?? '');
    if (!m || Number(m[1]) !== n) {
      report.wrong += 1;
      if (report.wrong === 1) process.stderr.write(`bench-agent: turn ${n} was answered ${JSON.stringify(answer).slice(0, 300)}\n`);
      continue;
    }
    if (i < load.warmup) continue;
    const modelMs = Number(m[2]) / 1000;
    report.turn.push(ms);
    report.model.push(modelMs);
    report.overhead.push(ms - modelMs);
  }
  agent.destroy();
  return report;
}

async function driver(): Promise<void> {
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await drive(JSON.parse(line) as DriverLoad))}\n`);
  }
}

// ---- the orchestration ------------------------------------------------------------------------------------------

const SELF = fileURLToPath(import.meta.url);

interface Proc {
  readonly child: ChildProcess;
  next(): Promise<string>;
  stop(): Promise<void>;
}

/** This file in `mode`, its stdout read by lines; it ends when its stdin closes. */
function startProc(mode: string, ...args: string[]): Proc {
  const child = spawn(process.execPath, [SELF, mode, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    child,
    next: async () => {
      const { value, done } = await lines.next();
      if (done) throw new Error(`bench-agent ${mode} exited ${child.exitCode}`);
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

/** The daemon's extension that registers the no-op tool (a file of its config dir, as an operator's would be). */
const toolExtension = (): string => `import { toolsPoint } from ${JSON.stringify(pathToFileURL(fileURLToPath(new URL('../extensions/agent/api.js', import.meta.url))).href)};
export default {
  name: 'bench-tool',
  version: '1.0.0',
  dependsOn: ['agent'],
  apply(kernel) {
    kernel.use(toolsPoint).register({
      name: ${JSON.stringify(TOOL)},
      description: 'Answers ok at once',
      parameters: { type: 'object', additionalProperties: false, required: ['n'], properties: { n: { type: 'integer' } } },
      handler: () => 'ok',
    });
  },
};
`;

const sorted = (xs: number[]): Float64Array => Float64Array.from(xs).sort();
const ms = (x: number): string => `${x.toFixed(2)} ms`;

function summary(r: DriverReport): { p50: number; p99: number; turnP50: number; modelP50: number } {
  const o = sorted(r.overhead);
  return { p50: percentile(o, 0.5), p99: percentile(o, 0.99), turnP50: percentile(sorted(r.turn), 0.5), modelP50: percentile(sorted(r.model), 0.5) };
}

export async function benchAgent(): Promise<Row[]> {
  const fake = startProc('model');
  const modelUrl = (JSON.parse(await fake.next()) as { url: string }).url;
  const bare = startProc('relay', modelUrl);
  const relayUrl = (JSON.parse(await bare.next()) as { url: string }).url;
  const toml = [
    'require_pairing = false',
    'webhook_rate_limit_per_minute = 0',
    '[providers.models.openai.bench]',
    `base_url = "${modelUrl}/v1"`,
    'model = "bench"',
    '[agents.default]',
    'model_provider = "openai.bench"',
    'runtime_profile = "bench"',
    '[runtime_profiles.bench]',
    'max_actions_per_hour = 100000000',
    '',
  ].join('\n');
  // The default daemon keeps the cost ledger (on by default; here with a price, so every call is reserved, priced and
  // settled in SQLite); a second one with cost.enabled = false measures the same turn without it.
  // The default budgets ($10 a day, $100 a month, warn): every call is checked against them too.
  const priced = `${toml}[cost.rates.providers.models.openai."bench"]\ninput_per_mtok = 1.0\noutput_per_mtok = 2.0\n`;
  const daemon = await startDaemon(priced, { 'bench-tool.mjs': toolExtension() }, { topLevel: 'extensions = ["./bench-tool.mjs"]\n' });
  const noLedger = await startDaemon(`${toml}[cost]\nenabled = false\n`, { 'bench-tool.mjs': toolExtension() }, { topLevel: 'extensions = ["./bench-tool.mjs"]\n' });
  const load = startProc('driver');
  const runs: { relay: DriverReport; svc: DriverReport; off: DriverReport }[] = [];
  try {
    let from = 0;
    const run = async (url: string, warmup: number): Promise<DriverReport> => {
      load.child.stdin!.write(`${JSON.stringify({ url, turns: TURNS, warmup, from } satisfies DriverLoad)}\n`);
      from += warmup + TURNS;
      const r = JSON.parse(await load.next()) as DriverReport;
      if (r.wrong) throw new Error(`bench-agent: ${r.wrong} turns were not answered as scripted (see above)`);
      return r;
    };
    for (let i = 0; i < ROUNDS; i++) {
      // The first round warms each up for longer (JIT).
      const relay = await run(`${relayUrl}/webhook`, i === 0 ? WARMUP : 50);
      const svc = await run(`${daemon.url}/webhook`, i === 0 ? WARMUP : 50);
      const off = await run(`${noLedger.url}/webhook`, i === 0 ? WARMUP : 50);
      runs.push({ relay, svc, off });
    }
  } finally {
    await load.stop();
    await daemon.stop();
    await noLedger.stop();
    await bare.stop();
    await fake.stop();
  }
  // BENCH_AGENT_DUMP=<file>: every measured turn of every run, in order, to look for periodic tails.
  if (process.env.BENCH_AGENT_DUMP) writeFileSync(process.env.BENCH_AGENT_DUMP, JSON.stringify(runs));
  const pool = (pick: (r: { relay: DriverReport; svc: DriverReport; off: DriverReport }) => DriverReport): DriverReport => ({
    turn: runs.flatMap((r) => pick(r).turn),
    model: runs.flatMap((r) => pick(r).model),
    overhead: runs.flatMap((r) => pick(r).overhead),
    wrong: 0,
  });
  const svc = summary(pool((r) => r.svc));
  const base = summary(pool((r) => r.relay));
  console.log(`\none agent turn with one tool call: POST /webhook chat to the real daemon (defaults: info log, precheck, input guard,`);
  console.log(`leak detection, history in SQLite; one conversation, so the history is replayed and trimmed as in a long chat);`);
  console.log(`the fake model asks for ${TOOL} (a registered tool that answers "ok": ~0 of its own), then answers text.`);
  console.log(`overhead = the turn as the driver sees it (request sent → answer read) − the model server's time on both of its`);
  console.log(`requests (request head → answer written, measured in the model's process). Driver, daemon, model and relay each in`);
  console.log(`its own process; one turn in flight; ${ROUNDS} interleaved rounds of ${TURNS} turns after a warm-up`);
  runs.forEach((r, i) => {
    const s = summary(r.svc);
    const b = summary(r.relay);
    console.log(`round ${i + 1}: svc overhead p50 ${ms(s.p50)} p99 ${ms(s.p99)} (turn p50 ${ms(s.turnP50)}, model p50 ${ms(s.modelP50)})   bare relay overhead p50 ${ms(b.p50)} p99 ${ms(b.p99)}`);
  });
  console.log(`pooled: svc overhead p50 ${ms(svc.p50)} p99 ${ms(svc.p99)}; the bare relay (same sockets, nothing else) p50 ${ms(base.p50)} p99 ${ms(base.p99)}`);
  const ratio = median(runs.map((r) => summary(r.svc).p50 / summary(r.relay).p50));
  // The ledger's share: the same turn (two model calls) on a daemon with cost.enabled = false, round by round.
  const ledgerTurn = median(runs.map((r) => summary(r.svc).p50 - summary(r.off).p50));
  console.log(`cost ledger: turn overhead p50 with it minus without it (cost.enabled = false), median of the rounds: ${ms(ledgerTurn)} per turn of two model calls`);
  return [
    row('agent turn, one no-op tool call: overhead p50 (client\'s turn time − model server\'s own time)', ms(svc.p50), '<= 2 ms', svc.p50 <= 2),
    row('agent turn, one no-op tool call: overhead p99 (client\'s turn time − model server\'s own time)', ms(svc.p99), '<= 10 ms', svc.p99 <= 10),
    row('agent turn overhead p50 ÷ a bare relay\'s (same exchanges)', `${ratio.toFixed(1)}x`),
    row('cost ledger per model call: turn overhead p50 with − without (cost.enabled = false), ÷ 2 calls', ms(ledgerTurn / 2), '<= 0.5 ms', ledgerTurn / 2 <= 0.5),
  ];
}

if (process.argv[1] === SELF) {
  const mode = process.argv[2];
  if (mode === 'driver') await driver();
  else {
    const url = mode === 'model' ? await model() : mode === 'relay' ? await relay(process.argv[3]!) : undefined;
    if (!url) throw new Error(`bench-agent: unknown mode "${mode}" (model, relay <model url> or driver)`);
    process.stdout.write(`${JSON.stringify({ url })}\n`);
    process.stdin.resume();
    process.stdin.on('end', () => process.exit(0));
  }
}
