// Remote nodes over WebSocket: admission to GET /ws/nodes, the hello/capabilities protocol, the heartbeat and the registry.
/*
 * Node protocol
 *
 * A node connects with a WebSocket upgrade to GET <gateway.path_prefix>/ws/nodes and sends
 * `Authorization: Bearer <nodes.auth_token>`. Refusals are plain HTTP answers with the gateway's JSON error body
 * ({"error": "...", "message": "..."}); no socket is upgraded:
 *   404 not_found        nodes.enabled is false (the route answers as if it did not exist)
 *   400 invalid_request  the request is not a WebSocket upgrade
 *   401 unauthorized     the token is missing or wrong, or no nodes.auth_token is configured
 *   429 rate_limited     nodes.max_nodes sockets are connected (those still owing a hello count); Retry-After: 30
 *                        and "retry_after": 30
 *   503 not_ready        the gateway is shutting down
 *
 * Every message is one JSON object in a text frame of at most 64 KiB (a larger one closes the socket with 1009).
 * Unknown fields are ignored, so newer nodes can talk to older gateways.
 *
 * node → gateway, first message, within 10 s:
 *   {"type":"hello","id":"<1-64 of A-Z a-z 0-9 _ . ->","name":"<at most 128 chars, optional, default: id>",
 *    "capabilities":["<1-128 chars>", ... at most 256]}
 * gateway → node:
 *   {"type":"welcome","id":"<id>","ping_interval_secs":<gateway.websocket_ping_interval_secs>}
 * A missing, late or invalid hello (or invalid JSON) is answered with an error message and a close with 1008.
 * A hello whose id is already connected replaces that connection, which is closed with 4000 "replaced".
 *
 * node → gateway, afterwards:
 *   {"type":"capabilities","capabilities":[...]}   replaces the list; answered {"type":"ack"}
 * Anything else is answered with an error message and the socket stays open; five invalid messages in a row
 * close it with 1008.
 *
 * Error message: {"type":"error","error":"invalid_message","message":"<what was wrong>"}
 *
 * Heartbeat: every ping_interval_secs the gateway sends a WebSocket ping; a socket that has not answered the
 * previous one with a pong (WebSocket libraries do so on their own) is dropped. Each message or pong counts as
 * a sign of life (last_seen_at). On shutdown every node is closed with 1001.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Logger } from '../../kernel/index.js';
import { rawHeaderValues, secretsEqual, type HttpErrorCode, type RouteDeclaration } from '../gateway/api.js';

export const NODES_PATH = '/ws/nodes';
export const MAX_MESSAGE_BYTES = 64 * 1024;
export const HELLO_TIMEOUT_MS = 10_000;
const MAX_INVALID_IN_A_ROW = 5;
const RETRY_AFTER_SECS = 30;
/** How long close() waits for closing handshakes before it cuts the remaining sockets. */
const CLOSE_GRACE_MS = 2_000;
const CLOSE_POLICY = 1008;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_REPLACED = 4000;
const NODE_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_NAME = 128;
const MAX_CAPABILITY = 128;
const MAX_CAPABILITIES = 256;

/** The route as the OpenAPI document shows it: the protocol above is its description. */
const NODES_ROUTE: RouteDeclaration = {
  access: 'public',
  summary: 'A remote node connects over WebSocket and advertises its capabilities',
  description: 'A WebSocket upgrade; the hello/capabilities protocol and the heartbeat are described in extensions/nodes/protocol.ts. Refusals are HTTP answers, and no socket is upgraded for them.',
  headers: { Authorization: { description: 'Bearer <nodes.auth_token>.', required: true }, Upgrade: { description: 'websocket', required: true } },
  responses: { 101: { description: 'Switching to the WebSocket protocol.' } },
  errors: ['not_found', 'not_ready', 'invalid_request', 'unauthorized', 'rate_limited'],
};

export interface NodeInfo {
  id: string;
  name: string;
  capabilities: string[];
  address: string;
  /** RFC 3339. */
  connected_at: string;
  /** RFC 3339: the last message or pong. */
  last_seen_at: string;
}

export interface NodeDeps {
  /** Read per connection, so a reload applies to the next one. */
  nodes(): { enabled: boolean; auth_token: string | null; max_nodes: number };
  pingIntervalMs(): number;
  /** The client address. */
  client(request: FastifyRequest): string;
  /** Sends the JSON error envelope. */
  fail(reply: FastifyReply, error: HttpErrorCode, message: string, extra?: Record<string, unknown>): FastifyReply;
  logger: Logger;
  /** Counts a refused token and logs it at most once a minute (a client may repeat it at will). */
  unauthorized(client: string): void;
  now(): number;
  /** Runs fn every ms until the returned function is called (tests pass a manual ticker). */
  every(ms: number, fn: () => void): () => void;
  /** Time a new socket has to say hello; HELLO_TIMEOUT_MS unless a test shortens it. */
  helloTimeoutMs?: number;
}

export interface NodeRegistry {
  /** Nodes that said hello, by id. */
  list(): NodeInfo[];
  /** How many nodes list() holds. */
  readonly size: number;
  /** Closes every socket with 1001, stops the heartbeat and refuses new nodes. */
  close(): Promise<void>;
}

interface Hello {
  id: string;
  name: string;
  capabilities: string[];
}

interface Connection {
  readonly socket: WebSocket;
  readonly address: string;
  readonly connectedAt: number;
  lastSeen: number;
  node?: Hello;
  /** Answered the last ping (a fresh socket has not been pinged yet). */
  alive: boolean;
  invalidInARow: number;
  helloTimer?: NodeJS.Timeout;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const invalid = (message: string): Checked<never> => ({ ok: false, message });

/** Quoted and cut, so an error message never echoes a 64 KiB string back. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function readCapabilities(value: unknown): Checked<string[]> {
  if (!Array.isArray(value) || value.length > MAX_CAPABILITIES) return invalid(`capabilities must be an array of at most ${MAX_CAPABILITIES} strings`);
  for (const c of value) {
    if (typeof c !== 'string' || c.length < 1 || c.length > MAX_CAPABILITY) return invalid(`each capability must be a string of 1 to ${MAX_CAPABILITY} characters, not ${shown(c)}`);
  }
  return { ok: true, value: [...(value as string[])] };
}

function readHello(msg: Record<string, unknown>): Checked<Hello> {
  if (msg.type !== 'hello') return invalid(`the first message must be a hello, not type ${shown(msg.type)}`);
  if (typeof msg.id !== 'string' || !NODE_ID.test(msg.id)) return invalid(`id must be 1 to 64 characters of A-Z a-z 0-9 _ . -, not ${shown(msg.id)}`);
  if (msg.name !== undefined && (typeof msg.name !== 'string' || msg.name.length > MAX_NAME)) return invalid(`name must be a string of at most ${MAX_NAME} characters`);
  const capabilities = readCapabilities(msg.capabilities);
  if (!capabilities.ok) return capabilities;
  return { ok: true, value: { id: msg.id, name: (msg.name as string | undefined) ?? msg.id, capabilities: capabilities.value } };
}

/** Registers GET /ws/nodes in `app` (an encapsulated scope, possibly under a prefix); the gateway brings the WebSocket plugin. */
export async function registerNodes(app: FastifyInstance, deps: NodeDeps): Promise<NodeRegistry> {
  const { default: sjson } = await import('secure-json-parse');
  const log = deps.logger;
  const helloMs = deps.helloTimeoutMs ?? HELLO_TIMEOUT_MS;
  /** Every upgraded socket, registered or still owing a hello. */
  const connections = new Set<Connection>();
  const byId = new Map<string, Connection>();
  let closed = false;

  const send = (conn: Connection, msg: Record<string, unknown>) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(msg));
  };
  const sendError = (conn: Connection, message: string) => send(conn, { type: 'error', error: 'invalid_message', message });

  /** Forgets a connection once; the first reason given is the one logged. A replaced node is dropped before its successor is listed. */
  const drop = (conn: Connection, reason: string) => {
    if (!connections.delete(conn)) return;
    clearTimeout(conn.helloTimer);
    if (!conn.node) return log.debug({ address: conn.address, reason }, 'node socket closed before hello');
    byId.delete(conn.node.id);
    log.info({ node: conn.node.id, reason }, 'node disconnected');
  };
  const closeWith = (conn: Connection, code: number, reason: string, message?: string) => {
    if (message !== undefined) sendError(conn, message);
    drop(conn, reason);
    conn.socket.close(code, reason);
  };

  const parse = (data: RawData, isBinary: boolean): Checked<Record<string, unknown>> => {
    if (isBinary) return invalid('messages must be JSON text frames, not binary');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    let msg: unknown;
    try {
      msg = sjson.parse(bytes, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch (err) {
      return invalid(`the message is not valid JSON or uses a forbidden key: ${(err as Error).message}`);
    }
    if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) return invalid('a message must be a JSON object');
    return { ok: true, value: msg as Record<string, unknown> };
  };

  const welcome = (conn: Connection, hello: Hello) => {
    clearTimeout(conn.helloTimer);
    const older = byId.get(hello.id);
    if (older) closeWith(older, CLOSE_REPLACED, 'replaced');
    conn.node = hello;
    byId.set(hello.id, conn);
    send(conn, { type: 'welcome', id: hello.id, ping_interval_secs: Math.max(1, Math.round(deps.pingIntervalMs() / 1000)) });
    log.info({ node: hello.id, address: conn.address, capabilities: hello.capabilities.length }, 'node connected');
  };

  const onMessage = (conn: Connection, data: RawData, isBinary: boolean) => {
    if (!connections.has(conn)) return;
    conn.lastSeen = deps.now();
    const parsed = parse(data, isBinary);
    if (!conn.node) {
      const hello = parsed.ok ? readHello(parsed.value) : parsed;
      if (!hello.ok) return closeWith(conn, CLOSE_POLICY, 'invalid hello', hello.message);
      return welcome(conn, hello.value);
    }
    let update: Checked<string[]>;
    if (!parsed.ok) update = parsed;
    else if (parsed.value.type === 'capabilities') update = readCapabilities(parsed.value.capabilities);
    else if (parsed.value.type === 'hello') update = invalid('this connection has already said hello');
    else update = invalid(`unknown message type ${shown(parsed.value.type)}; expected "capabilities"`);
    if (!update.ok) {
      if (++conn.invalidInARow >= MAX_INVALID_IN_A_ROW) return closeWith(conn, CLOSE_POLICY, 'too many invalid messages', update.message);
      return sendError(conn, update.message);
    }
    conn.invalidInARow = 0;
    conn.node.capabilities = update.value;
    send(conn, { type: 'ack' });
    log.debug({ node: conn.node.id, capabilities: update.value.length }, 'node capabilities changed');
  };

  const accept = (socket: WebSocket, req: FastifyRequest) => {
    if (closed) return socket.close(CLOSE_GOING_AWAY, 'shutting down');
    const now = deps.now();
    const conn: Connection = { socket, address: deps.client(req), connectedAt: now, lastSeen: now, alive: true, invalidInARow: 0 };
    connections.add(conn);
    conn.helloTimer = setTimeout(() => closeWith(conn, CLOSE_POLICY, 'no hello', `no hello within ${Math.ceil(helloMs / 1000)} s`), helloMs);
    socket.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    socket.on('pong', () => {
      conn.alive = true;
      conn.lastSeen = deps.now();
    });
    socket.on('close', (code) => drop(conn, `closed by the node (${code})`));
  };

  // Checks run before the upgrade, so every refusal is an HTTP answer and no socket is ever opened for it.
  const admit = async (req: FastifyRequest, reply: FastifyReply) => {
    const cfg = deps.nodes();
    if (!cfg.enabled) return deps.fail(reply, 'not_found', `no route for ${req.method} ${req.url.split('?')[0]}`);
    if (closed) return deps.fail(reply, 'not_ready', 'the gateway is shutting down');
    if (!req.ws) return deps.fail(reply, 'invalid_request', `${NODES_PATH} accepts only WebSocket upgrade requests`);
    // Node keeps only the first of repeated Authorization headers (PITFALLS); two of them are refused outright.
    const auth = rawHeaderValues(req.raw, 'authorization');
    const token = auth.length === 1 ? /^Bearer (\S+)$/i.exec(auth[0]!)?.[1] : undefined;
    // No token, no nodes: an unset auth_token never means "open" (PITFALLS, "no secret, no listener").
    if (!cfg.auth_token || token === undefined || !secretsEqual(token, cfg.auth_token)) {
      deps.unauthorized(deps.client(req));
      return deps.fail(reply, 'unauthorized', 'the node token is missing or wrong');
    }
    // Exact without a reservation: the upgrade completes in this same turn of the event loop, with no I/O between
    // this check and accept() (the burst test guards this).
    if (connections.size >= cfg.max_nodes) {
      log.warn({ address: deps.client(req), max_nodes: cfg.max_nodes }, 'node refused: node limit reached');
      reply.header('retry-after', String(RETRY_AFTER_SECS));
      return deps.fail(reply, 'rate_limited', `already max_nodes (${cfg.max_nodes}) nodes are connected`, { retry_after: RETRY_AFTER_SECS });
    }
  };

  // Before the WebSocket plugin's own preClose (which closes every socket without a code): the nodes get 1001 and a
  // grace period, and the heartbeat stops, whenever the server closes.
  app.addHook('preClose', async () => registry.close());
  // The heartbeat runs while the server listens: a Fastify that only lists its routes starts none.
  app.addHook('onListen', (done) => {
    if (!closed && !stopBeat) stopBeat = deps.every((interval = deps.pingIntervalMs()), beat);
    done();
  });
  app.get(NODES_PATH, { websocket: true, onRequest: admit, config: { gateway: NODES_ROUTE } }, (socket, req) => accept(socket, req));

  const beat = () => {
    for (const conn of [...connections]) {
      if (!conn.alive) {
        drop(conn, 'no pong to the last ping');
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
    // A reload may change the interval; the next period follows it.
    const next = deps.pingIntervalMs();
    if (next !== interval) {
      stopBeat?.();
      interval = next;
      stopBeat = deps.every(interval, beat);
    }
  };
  let interval = 0;
  let stopBeat: (() => void) | undefined;

  const registry: NodeRegistry = {
    list: () =>
      [...byId.values()]
        .map(({ node, address, connectedAt, lastSeen }) => ({
          id: node!.id,
          name: node!.name,
          capabilities: [...node!.capabilities],
          address,
          connected_at: new Date(connectedAt).toISOString(),
          last_seen_at: new Date(lastSeen).toISOString(),
        }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    get size() {
      return byId.size;
    },
    async close() {
      if (closed) return;
      closed = true;
      stopBeat?.();
      stopBeat = undefined;
      const sockets = [...connections].map((c) => c.socket);
      for (const conn of [...connections]) closeWith(conn, CLOSE_GOING_AWAY, 'shutting down');
      const open = sockets.filter((s) => s.readyState !== s.CLOSED);
      if (!open.length) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(open.map((s) => new Promise((resolve) => s.once('close', resolve)))),
        new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS))),
      ]);
      clearTimeout(timer);
      for (const s of open) if (s.readyState !== s.CLOSED) s.terminate();
    },
  };
  return registry;
}
