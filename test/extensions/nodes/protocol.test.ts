// Remote nodes over real WebSockets on 127.0.0.1: admission refusals, the hello/capabilities protocol, max_nodes,
// replacement by id, the heartbeat with a manual ticker, and shutdown.
import t from 'tap';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ClientRequest } from 'node:http';
import WebSocket from 'ws';
import type { Logger } from '../../../kernel/index.js';
import { registerWebSockets } from '../../../extensions/gateway/server.js';
import { registerNodes, type NodeDeps, type NodeRegistry } from '../../../extensions/nodes/protocol.js';
import { answerError } from '../../../extensions/gateway/http-errors.js';
import { Notices } from '../../../extensions/gateway/notices.js';
import { createMetrics } from '../../../core/metrics.js';
import { waitFor } from '../../helpers/wait.js';

type Message = Record<string, unknown>;
type LogLine = { level: string; msg: string } & Record<string, unknown>;


/** A group as the gateway mounts it: in its own scope, inside the one that holds the WebSocket plugin (once for all). */
const withSockets = (mount: (scope: FastifyInstance) => Promise<unknown>) => async (shared: FastifyInstance) => {
  await registerWebSockets(shared);
  await shared.register(async (scope) => void (await mount(scope)));
};

const TOKEN = 'node-token-0123456789';
const START = Date.UTC(2027, 0, 2, 3, 4, 5);
const WAIT_MS = 5_000;

function capturingLogger(lines: LogLine[], bindings: Record<string, unknown> = {}): Logger {
  const at = (level: string) => (obj: object | string, msg?: string) =>
    void lines.push(typeof obj === 'string' ? { level, msg: obj, ...bindings } : { level, msg: msg ?? '', ...bindings, ...obj });
  return { trace: at('trace'), debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), fatal: at('fatal'), child: (b) => capturingLogger(lines, { ...bindings, ...b }) };
}

/** Polls until cond holds, failing after WAIT_MS. */
const until = (cond: () => boolean, what: string): Promise<void> => waitFor(cond, what, WAIT_MS);

interface Harness {
  /** ws:// URL of the nodes route, under the /gw prefix. */
  url: string;
  registry: NodeRegistry;
  config: { enabled: boolean; auth_token: string | null; max_nodes: number };
  clock: { now: number };
  /** What pingIntervalMs() answers; a reload may change it. */
  ping: { ms: number };
  /** Runs every heartbeat armed through deps.every. */
  tick(): void;
  intervals: number[];
  running(): number;
  lines: LogLine[];
  connect(options?: { token?: string; autoPong?: boolean }): Promise<Client>;
}

async function start(t: { teardown(fn: () => unknown): void }, config: Partial<Harness['config']> = {}, extra: Partial<NodeDeps> = {}): Promise<Harness> {
  const lines: LogLine[] = [];
  const clock = { now: START };
  const cfg = { enabled: true, auth_token: TOKEN as string | null, max_nodes: 16, ...config };
  const ping = { ms: 5_000 };
  const beats = new Set<() => void>();
  const intervals: number[] = [];
  const notices = new Notices(capturingLogger(lines), () => clock.now, createMetrics().metrics);
  const deps: NodeDeps = {
    nodes: () => cfg,
    pingIntervalMs: () => ping.ms,
    client: (req) => req.raw.socket.remoteAddress ?? 'unknown',
    fail: answerError,
    logger: capturingLogger(lines),
    unauthorized: (client) => notices.note('unauthorized', client),
    now: () => clock.now,
    every: (ms, fn) => {
      intervals.push(ms);
      const beat = () => fn();
      beats.add(beat);
      return () => void beats.delete(beat);
    },
    ...extra,
  };
  const app = Fastify({ logger: false });
  let registry: NodeRegistry | undefined;
  // As the gateway mounts it: an encapsulated scope under a prefix, with a sibling route outside it, and the WebSocket
  // plugin (the gateway's, once for every group) in a scope around it.
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(withSockets(async (scope) => void (registry = await registerNodes(scope, deps))), { prefix: '/gw' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const clients: Client[] = [];
  t.teardown(async () => {
    for (const c of clients) c.ws.terminate();
    await registry!.close();
    await app.close();
  });
  const address = app.server.address() as { port: number };
  const url = `ws://127.0.0.1:${address.port}/gw/ws/nodes`;
  return {
    url,
    registry: registry!,
    config: cfg,
    clock,
    ping,
    tick: () => [...beats].forEach((b) => b()),
    intervals,
    running: () => beats.size,
    lines,
    connect: async (options = {}) => {
      const c = await Client.open(url, { authorization: `Bearer ${options.token ?? TOKEN}` }, options.autoPong ?? true);
      clients.push(c);
      return c;
    },
  };
}

/** A node: opens, queues what it receives, and records pings and the close. */
class Client {
  readonly messages: Message[] = [];
  pings = 0;
  closed: { code: number; reason: string } | undefined;
  readonly closing: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.messages.push(JSON.parse(String(data)) as Message));
    ws.on('ping', () => this.pings++);
    this.closing = new Promise((resolve) => ws.on('close', (code, reason) => resolve((this.closed = { code, reason: String(reason) }))));
  }

  static open(url: string, headers: Record<string, string>, autoPong: boolean): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers, autoPong, handshakeTimeout: WAIT_MS });
      const client = new Client(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
      ws.once('unexpected-response', (req, res) => {
        req.destroy();
        reject(new Error(`refused with ${res.statusCode}`));
      });
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The next message not yet taken. */
  async next(): Promise<Message> {
    await until(() => this.messages.length > 0, 'a message from the gateway');
    return this.messages.shift()!;
  }

  async hello(id: string, capabilities: string[] = ['shell'], name?: string): Promise<Message> {
    this.send({ type: 'hello', id, capabilities, ...(name !== undefined ? { name } : {}) });
    return this.next();
  }

  async closedWith(): Promise<{ code: number; reason: string }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the socket did not close')), WAIT_MS)));
    try {
      return await Promise.race([this.closing, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

interface Refusal {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Message;
}

/** An upgrade the gateway must answer over plain HTTP; fails if a socket is opened. */
function refused(url: string, headers: Record<string, string> = {}, prepare?: (req: ClientRequest) => void): Promise<Refusal> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, handshakeTimeout: WAIT_MS, finishRequest: (req) => (prepare?.(req), req.end()) });
    ws.on('error', (err) => reject(err));
    ws.on('open', () => {
      ws.terminate();
      reject(new Error('the socket was upgraded'));
    });
    ws.on('unexpected-response', (req, res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Message });
        req.destroy();
      });
    });
  });
}

t.test('refusals are HTTP answers with the error envelope, before any upgrade', async (t) => {
  const h = await start(t, { enabled: false });
  t.match(await refused(h.url, { authorization: `Bearer ${TOKEN}` }), { status: 404, body: { error: 'not_found', message: 'no route for GET /gw/ws/nodes' } }, 'disabled');

  h.config.enabled = true;
  const plain = await fetch(h.url.replace('ws:', 'http:'), { headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(plain.status, 400, 'a plain GET');
  t.match(await plain.json(), { error: 'invalid_request' });

  t.match(await refused(h.url), { status: 401, body: { error: 'unauthorized' } }, 'no token');
  t.match(await refused(h.url, { authorization: 'Bearer wrong' }), { status: 401, body: { error: 'unauthorized' } }, 'a wrong token');
  t.match(await refused(h.url, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` }), { status: 401 }, 'a wrong token of the same length');
  t.match(await refused(h.url, { authorization: TOKEN }), { status: 401 }, 'the token without the Bearer scheme');
  const twice = (req: ClientRequest) => req.setHeader('authorization', [`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  t.match(await refused(h.url, {}, twice), { status: 401 }, 'two Authorization headers, even both right');
  h.config.auth_token = null;
  t.match(await refused(h.url, { authorization: `Bearer ${TOKEN}` }), { status: 401, body: { error: 'unauthorized' } }, 'no token configured');
  h.config.auth_token = '';
  t.match(await refused(h.url, { authorization: 'Bearer ' }), { status: 401 }, 'an empty token configured');

  t.equal(h.registry.size, 0);
  t.match(h.lines.filter((l) => l.kind === 'unauthorized'), [{ level: 'warn', client: '127.0.0.1', count: 1 }], 'seven refusals in a minute: one line');
  h.clock.now += 60_000;
  t.match(await refused(h.url, { authorization: 'Bearer wrong' }), { status: 401 });
  t.match(h.lines.filter((l) => l.kind === 'unauthorized'), [{ count: 1 }, { count: 7 }], 'the next minute: one line for the six unlogged and this one');
  t.notOk(JSON.stringify(h.lines).includes(TOKEN.slice(0, 10)), 'the token never reaches a log line');
  t.equal((await fetch(h.url.replace('ws:', 'http:').replace('/gw/ws/nodes', '/health'))).status, 200, 'routes outside the scope still answer');
});

t.test('a hello is welcomed and listed; capabilities replace the list', async (t) => {
  const h = await start(t);
  const node = await h.connect();
  t.equal(h.registry.size, 0, 'not listed before the hello');
  t.same(await node.hello('edge-1.a_b', ['camera.snap', 'shell'], 'Kitchen'), { type: 'welcome', id: 'edge-1.a_b', ping_interval_secs: 5 });
  t.same(h.registry.list(), [
    { id: 'edge-1.a_b', name: 'Kitchen', capabilities: ['camera.snap', 'shell'], address: '127.0.0.1', connected_at: new Date(START).toISOString(), last_seen_at: new Date(START).toISOString() },
  ]);
  t.equal(h.registry.size, 1);
  t.match(h.lines.find((l) => l.msg === 'node connected'), { node: 'edge-1.a_b', address: '127.0.0.1', capabilities: 2 });

  h.clock.now = START + 7_000;
  node.send({ type: 'capabilities', capabilities: ['gpio'] });
  t.same(await node.next(), { type: 'ack' });
  t.match(h.registry.list(), [{ capabilities: ['gpio'], connected_at: new Date(START).toISOString(), last_seen_at: new Date(START + 7_000).toISOString() }]);

  const unnamed = await h.connect();
  await unnamed.hello('zz', []);
  t.match(h.registry.list(), [{ id: 'edge-1.a_b' }, { id: 'zz', name: 'zz', capabilities: [] }], 'the name defaults to the id; sorted by id');

  node.ws.close(1000);
  await until(() => h.registry.size === 1, 'the node to leave');
  t.match(h.lines.find((l) => l.msg === 'node disconnected'), { node: 'edge-1.a_b', reason: 'closed by the node (1000)' });
});

t.test('an invalid first message is answered with an error and a close with 1008', async (t) => {
  const h = await start(t);
  const cases: [string, string | Buffer, RegExp][] = [
    ['not JSON', '{"type":', /not valid JSON/],
    ['a JSON array', '[]', /must be a JSON object/],
    ['a binary frame', Buffer.from('{"type":"hello","id":"a","capabilities":[]}'), /binary/],
    ['another type first', JSON.stringify({ type: 'capabilities', capabilities: [] }), /first message must be a hello/],
    ['no id', JSON.stringify({ type: 'hello', capabilities: [] }), /^id must be/],
    ['an id with a space', JSON.stringify({ type: 'hello', id: 'a b', capabilities: [] }), /^id must be/],
    ['an id of 65 characters', JSON.stringify({ type: 'hello', id: 'a'.repeat(65), capabilities: [] }), /^id must be/],
    ['a name of 129 characters', JSON.stringify({ type: 'hello', id: 'a', name: 'n'.repeat(129), capabilities: [] }), /^name must be/],
    ['no capabilities', JSON.stringify({ type: 'hello', id: 'a' }), /^capabilities must be/],
    ['257 capabilities', JSON.stringify({ type: 'hello', id: 'a', capabilities: Array.from({ length: 257 }, (_, i) => `c${i}`) }), /^capabilities must be/],
    ['an empty capability', JSON.stringify({ type: 'hello', id: 'a', capabilities: [''] }), /^each capability/],
    ['a capability of 129 characters', JSON.stringify({ type: 'hello', id: 'a', capabilities: ['c'.repeat(129)] }), /^each capability/],
    ['a __proto__ key', '{"type":"hello","id":"a","capabilities":[],"__proto__":{"x":1}}', /forbidden/],
  ];
  for (const [what, frame, message] of cases) {
    const node = await h.connect();
    node.ws.send(frame);
    t.match(await node.next(), { type: 'error', error: 'invalid_message', message }, what);
    t.match(await node.closedWith(), { code: 1008 }, `${what}: closed with 1008`);
  }
  t.equal(h.registry.size, 0);

  const edge = await h.connect();
  t.match(await edge.hello('a', ['c'.repeat(128), ...Array.from({ length: 255 }, (_, i) => `c${i}`)], 'n'.repeat(128)), { type: 'welcome' }, 'the limits themselves pass');
});

t.test('a socket that never says hello is closed with 1008', async (t) => {
  const h = await start(t, {}, { helloTimeoutMs: 50 });
  const node = await h.connect();
  t.match(await node.next(), { type: 'error', error: 'invalid_message', message: /no hello/ });
  t.match(await node.closedWith(), { code: 1008 });
});

t.test('after the hello, invalid messages are answered; five in a row close the socket', async (t) => {
  const h = await start(t);
  const node = await h.connect();
  await node.hello('n1');
  const bad = [
    ['not json', /not valid JSON/],
    [{ type: 'ping' }, /unknown message type "ping"/],
    [{ type: 'hello', id: 'n1', capabilities: [] }, /already said hello/],
    [{ type: 'capabilities', capabilities: 'shell' }, /^capabilities must be/],
  ] as const;
  for (const [msg, message] of bad) {
    node.send(msg);
    t.match(await node.next(), { type: 'error', error: 'invalid_message', message });
  }
  h.clock.now = START + 1_000;
  node.send({ type: 'capabilities', capabilities: ['x'] });
  t.same(await node.next(), { type: 'ack' }, 'a valid message resets the count');
  for (let i = 0; i < 4; i++) {
    node.send({ type: 'nope' });
    t.match(await node.next(), { type: 'error' });
  }
  t.equal(node.closed, undefined, 'four in a row leave it open');
  t.match(h.registry.list(), [{ id: 'n1', capabilities: ['x'] }]);
  node.send({ type: 'nope' });
  t.match(await node.next(), { type: 'error' });
  t.match(await node.closedWith(), { code: 1008, reason: 'too many invalid messages' });
  await until(() => h.registry.size === 0, 'the node to be removed');
});

t.test('a message over 64 KiB closes the socket with 1009', async (t) => {
  const h = await start(t);
  const node = await h.connect();
  await node.hello('big');
  node.send({ type: 'capabilities', capabilities: ['x'.repeat(64 * 1024)] });
  t.match(await node.closedWith(), { code: 1009 });
  await until(() => h.registry.size === 0, 'the node to be removed');
});

t.test('max_nodes counts sockets still owing a hello; a slot freed is taken again', async (t) => {
  const h = await start(t, { max_nodes: 2 });
  const first = await h.connect();
  await first.hello('one');
  await h.connect();
  const third = await refused(h.url, { authorization: `Bearer ${TOKEN}` });
  t.match(third, { status: 429, headers: { 'retry-after': '30' }, body: { error: 'rate_limited', message: 'already max_nodes (2) nodes are connected', retry_after: 30 } });
  first.ws.close(1000);
  await until(() => h.registry.size === 0, 'the first node to leave');
  const again = await h.connect();
  t.match(await again.hello('three'), { type: 'welcome' });
  t.match(await refused(h.url, { authorization: `Bearer ${TOKEN}` }), { status: 429 }, 'full again');
  h.config.max_nodes = 3;
  t.ok(await h.connect(), 'a reload that raises max_nodes applies to the next socket');
});

t.test('a hello with a connected id replaces the older socket (4000 "replaced")', async (t) => {
  const h = await start(t);
  const older = await h.connect();
  await older.hello('n1', ['old']);
  const newer = await h.connect();
  t.match(await newer.hello('n1', ['new']), { type: 'welcome', id: 'n1' });
  t.same(await older.closedWith(), { code: 4000, reason: 'replaced' });
  t.match(h.registry.list(), [{ id: 'n1', capabilities: ['new'] }]);
  t.equal(h.registry.size, 1, 'the older close does not remove the newer node');
  t.match(h.lines.filter((l) => l.msg === 'node disconnected'), [{ node: 'n1', reason: 'replaced' }]);
  newer.send({ type: 'capabilities', capabilities: ['still'] });
  t.same(await newer.next(), { type: 'ack' });
});

t.test('heartbeat: a node that answers pings stays, one that ignores them is dropped on the second tick', async (t) => {
  const h = await start(t);
  t.same(h.intervals, [5_000], 'armed at pingIntervalMs');
  const good = await h.connect();
  await good.hello('good');
  const deaf = await h.connect({ autoPong: false });
  await deaf.hello('deaf');

  h.clock.now = START + 5_000;
  h.tick();
  await until(() => good.pings === 1 && deaf.pings === 1, 'both pings');
  await until(() => h.registry.list().find((n) => n.id === 'good')?.last_seen_at === new Date(START + 5_000).toISOString(), 'the pong to be recorded');
  t.same(h.registry.list().map((n) => n.id), ['deaf', 'good'], 'one missed pong is not yet fatal');
  t.equal(h.registry.list().find((n) => n.id === 'deaf')!.last_seen_at, new Date(START).toISOString(), 'no pong, no sign of life');

  // The clock moves before the tick, so the pong is stamped with the new time whenever it arrives.
  h.clock.now = START + 10_000;
  h.tick();
  t.same(h.registry.list().map((n) => n.id), ['good'], 'dropped on the tick that finds no pong');
  t.match(await deaf.closedWith(), { code: 1006 }, 'terminated without a closing handshake');
  t.match(h.lines.find((l) => l.msg === 'node disconnected'), { node: 'deaf', reason: 'no pong to the last ping' });
  await until(() => good.pings === 2, 'the second ping');
  await until(() => h.registry.list()[0]?.last_seen_at === new Date(START + 10_000).toISOString(), 'the second pong');
  h.tick();
  t.same(h.registry.list().map((n) => n.id), ['good'], 'still there after answering every ping');
  t.equal(good.closed, undefined);
});

t.test('close() closes every node with 1001, stops the heartbeat and refuses new nodes', async (t) => {
  const h = await start(t);
  const a = await h.connect();
  await a.hello('a');
  const b = await h.connect();
  t.equal(h.running(), 1);
  await h.registry.close();
  t.match(await a.closedWith(), { code: 1001 });
  t.match(await b.closedWith(), { code: 1001 }, 'a socket still owing a hello too');
  t.equal(h.running(), 0, 'the heartbeat stopped');
  t.equal(h.registry.size, 0);
  t.match(await refused(h.url, { authorization: `Bearer ${TOKEN}` }), { status: 503, body: { error: 'not_ready' } });
});

t.test('a burst of upgrades cannot overshoot max_nodes', async (t) => {
  const h = await start(t, { max_nodes: 2 });
  const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => h.connect()));
  t.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 2);
  t.match(outcomes.filter((o) => o.status === 'rejected'), Array.from({ length: 6 }, () => ({ reason: { message: 'refused with 429' } })));
});

t.test('a changed ping interval re-arms the heartbeat on its next tick', async (t) => {
  const h = await start(t);
  h.ping.ms = 2_000;
  h.tick();
  t.same(h.intervals, [5_000, 2_000]);
  t.equal(h.running(), 1, 'the old period is stopped');
  const node = await h.connect();
  t.match(await node.hello('n'), { ping_interval_secs: 2 });
});

t.test('the heartbeat runs only while the server listens; closing the server closes every node with 1001', async (t) => {
  const intervals: number[] = [];
  const deps = (): NodeDeps => ({
    nodes: () => ({ enabled: true, auth_token: TOKEN, max_nodes: 4 }),
    pingIntervalMs: () => 5_000,
    client: (req) => req.raw.socket.remoteAddress ?? 'unknown',
    fail: answerError,
    logger: capturingLogger([]),
    unauthorized: () => undefined,
    now: () => START,
    every: (ms) => (intervals.push(ms), () => undefined),
  });
  const listing = Fastify({ logger: false });
  await listing.register(withSockets((scope) => registerNodes(scope, deps())));
  await listing.ready();
  await listing.close();
  t.same(intervals, [], 'a server that only lists its routes (the route inventory, the OpenAPI document) starts no heartbeat');

  const app = Fastify({ logger: false });
  await app.register(withSockets((scope) => registerNodes(scope, deps())));
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.same(intervals, [5_000], 'armed when it listens');
  const { port } = app.server.address() as { port: number };
  const node = await Client.open(`ws://127.0.0.1:${port}/ws/nodes`, { authorization: `Bearer ${TOKEN}` }, true);
  await node.hello('n');
  await app.close();
  t.match(await node.closedWith(), { code: 1001, reason: 'shutting down' });
});
