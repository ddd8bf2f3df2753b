// The WebSocket chat on the gateway (GET /ws/chat): streamed turns, several sessions per client, sessions kept (and
// archived) by chat-sessions.ts, a reconnect that resumes a session, pings, and the bounds that keep one client small.
/*
 * Protocol (docs/guides/chat.md has it with an example session; the frames below are stable)
 *
 * GET <gateway.path_prefix>/ws/chat, a WebSocket upgrade, admitted like the admin API (CONTRACT §4): a paired token
 * when gateway.require_pairing, a loopback client otherwise (remote clients only with allow_remote_admin). A browser
 * cannot set Authorization on a WebSocket: it offers the token as a subprotocol, `new WebSocket(url, ['svc.chat',
 * 'svc.bearer.' + token])`; the server selects `svc.chat`. Never put the token in the URL. Refusals are HTTP answers
 * with the gateway's error body: 401, 403, 400 (not an upgrade), 429 (MAX_CONNECTIONS sockets), 503 (no agent runs).
 *
 * Each frame is one JSON object in a text frame of at most 64 KiB (a larger frame closes the socket with 1009).
 * server, on connect: {"type":"welcome","agents":[…],"agent":"<default>","ping_interval_secs":N,"limits":{…}}
 * client → server                                         server → client
 *   {"type":"new","agent"?}                                 {"type":"session","session","agent","title","created_at","updated_at"}
 *   {"type":"message","session"?,"text","agent"?}           (no session: a new one, announced by a session frame first)
 *                                                           {"type":"text","session","delta"}            as written
 *                                                           {"type":"tool","session","tool","summary"}   as a call starts
 *                                                           {"type":"done","session","text","model","agent"[,"declined"|"stopped"|"cancelled"]}
 *   {"type":"cancel","session"}                             the turn ends with a done frame, "cancelled": true
 *   {"type":"resume","session"}                             {"type":"history","session","messages":[{role,content}],"running"}
 *   {"type":"history","session"}                            {"type":"history",…} (without attaching the session)
 *   {"type":"sessions"}                                     {"type":"sessions","sessions":[{id,agent,title,created_at,updated_at,running}]}
 *   {"type":"detach","session"}                             {"type":"detached","session"}: frees a slot of this connection
 *   anything wrong                                          {"type":"error","session"?,"code","message","id"?}
 * Error codes: invalid_message, not_found (unknown or archived session), busy (a turn runs in that session),
 * too_many_sessions, rate_limited, timeout (channels.message_timeout_secs), model_unavailable and turn_failed (with `id`,
 * the error_id of the daemon's log line), not_ready. A `done` frame's text is the whole reply: text frames may be skipped for a client that reads slowly.
 * A turn goes on when its socket closes (it is stored); a resume on a new socket gets what follows.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AsyncResource } from 'node:async_hooks';
import { join } from 'node:path';
import type { RawData, WebSocket } from 'ws';
import { timerMs, type Clock, type Logger } from '../../kernel/index.js';
import type { GatewayConfig, GatewayRoutes, RouteDeclaration, RouteHelpers } from '../gateway/api.js';
import { turnFailure, type AgentRuntime } from './api.js';
import { MemorySessions, SESSION_ID, SqliteSessions, titleOf, type ChatSession, type SessionStore } from './chat-sessions.js';

export const CHAT_PATH = '/ws/chat';
/** The channel of the WebSocket chat's turns; conversations are keyed by the session id. */
export const WS_CHANNEL = 'gateway.chat';
/** Sockets at once, all clients together. */
export const MAX_CONNECTIONS = 32;
/** Sessions one socket may have attached at once (new, resume, message). */
export const MAX_SESSIONS_PER_CONNECTION = 16;
/** Frames a socket may send per second; over five times that in one second closes it. */
export const MAX_FRAMES_PER_SECOND = 20;
/** Bytes queued for a socket beyond which text frames are skipped (the done frame carries the whole text). */
export const SLOW_READER_BYTES = 1024 * 1024;
/** Bytes queued beyond which the socket is closed (1008): a client that reads nothing costs bounded memory. */
export const STALLED_READER_BYTES = 4 * 1024 * 1024;
const SESSIONS_LISTED = 100;
const CLOSE_POLICY = 1008;

const DECLARATION: RouteDeclaration = {
  access: 'admin',
  summary: 'Chats with the agents over a WebSocket: streamed replies, several sessions, resume after a reconnect',
  description:
    "A WebSocket upgrade. A browser offers the paired token as the subprotocol `svc.bearer.<token>` beside `svc.chat` (it cannot set Authorization on a WebSocket; never put the token in the URL). The frames are described in docs/guides/chat.md. Refusals are HTTP answers, and no socket is upgraded for them.",
  headers: {
    Upgrade: { description: 'websocket', required: true },
    'Sec-WebSocket-Protocol': { description: 'svc.chat, and svc.bearer.<paired token> where Authorization cannot be sent.' },
  },
  responses: { 101: { description: 'Switching to the WebSocket protocol (subprotocol svc.chat when offered).' } },
  errors: ['invalid_request', 'not_ready', 'rate_limited'],
};

export interface WsChatDeps {
  /** The running agent runtime; undefined while none runs (standalone gateway, shutdown). */
  readonly runtime: () => AgentRuntime | undefined;
  readonly gateway: () => GatewayConfig;
  /** channels.message_timeout_secs of the running config, read per turn. */
  readonly timeoutSecs: () => number;
  readonly dataDir: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Leak detection over what is kept (session titles); identity when absent. */
  readonly redact: (text: string) => string;
}

interface Conn {
  readonly socket: WebSocket;
  readonly sessions: Set<string>;
  alive: boolean;
  windowStart: number;
  frames: number;
  warned: boolean;
}

interface Live {
  readonly session: ChatSession;
  readonly attached: Set<Conn>;
  turn?: AbortController;
}

type Frame = Record<string, unknown>;

/**
 * What a frame meets with `buffered` bytes still queued for its socket: sent; skipped (a text or tool frame while the
 * client reads slowly: the done frame carries the whole text); or the socket is cut (it reads nothing at all).
 */
export function readerVerdict(buffered: number, skippable: boolean): 'send' | 'skip' | 'cut' {
  if (buffered > STALLED_READER_BYTES) return 'cut';
  return skippable && buffered > SLOW_READER_BYTES ? 'skip' : 'send';
}

export function registerWsChat(routes: GatewayRoutes, deps: WsChatDeps): void {
  routes.register({ name: 'agent-chat', plugin: (app, h) => mount(app, h, deps) });
}

async function mount(app: import('fastify').FastifyInstance, h: RouteHelpers, deps: WsChatDeps): Promise<void> {
  const { default: sjson } = await import('secure-json-parse');
  const log = deps.logger;
  const conns = new Set<Conn>();
  const live = new Map<string, Live>();
  let store: Promise<SessionStore> | undefined;
  let closed = false;
  const sessions = () =>
    (store ??= deps.gateway().session_persistence ? SqliteSessions.open(join(deps.dataDir, 'state', 'chat-sessions.db')) : Promise.resolve(new MemorySessions()));
  const ttlMs = () => deps.gateway().session_ttl_hours * 3_600_000;
  const now = () => deps.clock.now();

  const send = (conn: Conn, frame: Frame, skippable = false): void => {
    const s = conn.socket;
    if (s.readyState !== s.OPEN) return;
    const verdict = readerVerdict(s.bufferedAmount, skippable);
    if (verdict === 'cut') {
      log.warn({ buffered: s.bufferedAmount }, 'chat socket closed: it reads nothing while frames pile up');
      return void s.terminate();
    }
    if (verdict === 'send') s.send(JSON.stringify(frame));
  };
  const error = (conn: Conn, code: string, message: string, extra: Frame = {}) => send(conn, { type: 'error', ...extra, code, message });
  const broadcast = (l: Live, frame: Frame, skippable = false) => l.attached.forEach((c) => send(c, frame, skippable));
  const sessionFrame = (s: ChatSession): Frame => ({ type: 'session', session: s.id, agent: s.agent, title: s.title, created_at: s.created_at, updated_at: s.updated_at });

  /** The live record of a session, attached to `conn`; undefined (and an error sent) when the connection is full. */
  const attach = (conn: Conn, session: ChatSession): Live | undefined => {
    if (!conn.sessions.has(session.id) && conn.sessions.size >= MAX_SESSIONS_PER_CONNECTION) {
      error(conn, 'too_many_sessions', `a connection may hold ${MAX_SESSIONS_PER_CONNECTION} sessions at once; detach one first`, { session: session.id });
      return undefined;
    }
    let l = live.get(session.id);
    if (!l) live.set(session.id, (l = { session, attached: new Set() }));
    l.attached.add(conn);
    conn.sessions.add(session.id);
    return l;
  };
  const detach = (conn: Conn, id: string) => {
    conn.sessions.delete(id);
    const l = live.get(id);
    if (!l) return;
    l.attached.delete(conn);
    if (!l.attached.size && !l.turn) live.delete(id);
  };

  /** The stored session a frame names, or undefined with an error sent. */
  const named = async (conn: Conn, value: unknown): Promise<ChatSession | undefined> => {
    if (typeof value !== 'string' || !SESSION_ID.test(value)) return void error(conn, 'invalid_message', 'session must be a session id (chat_ and 16 hex digits)');
    const s = live.get(value)?.session ?? (await (await sessions()).get(value, now(), ttlMs()));
    if (!s) error(conn, 'not_found', 'no such session (it may have been archived after gateway.session_ttl_hours)', { session: value });
    return s;
  };
  const agentOf = (conn: Conn, runtime: AgentRuntime, value: unknown): string | null | false => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && runtime.agents().includes(value)) return value;
    error(conn, 'invalid_message', `agent must be one of ${runtime.agents().join(', ')}`);
    return false;
  };

  const turn = async (l: Live, runtime: AgentRuntime, text: string): Promise<void> => {
    const id = l.session.id;
    const cancel = (l.turn = new AbortController());
    const secs = deps.timeoutSecs();
    const deadline = AbortSignal.timeout(secs * 1000);
    const store = await sessions();
    await store.touch(id, deps.redact(titleOf(text)), now());
    try {
      const out = await runtime.respond({
        channel: WS_CHANNEL,
        conversation: id,
        message: text,
        ...(l.session.agent ? { agent: l.session.agent } : {}),
        // Admitted like the admin API, which already rewrites the config and runs jobs: the operator's own words.
        trust: 'operator',
        signal: AbortSignal.any([cancel.signal, deadline]),
        onText: (delta) => broadcast(l, { type: 'text', session: id, delta }, true),
        onToolCall: (n) => broadcast(l, { type: 'tool', session: id, tool: n.tool, summary: n.summary }, true),
      });
      broadcast(l, { type: 'done', session: id, text: out.text, model: out.model, agent: out.agent, ...(out.declined ? { declined: out.declined } : {}), ...(out.stopped ? { stopped: out.stopped } : {}) });
    } catch (err) {
      if (cancel.signal.aborted) broadcast(l, { type: 'done', session: id, text: '', model: '', agent: l.session.agent, cancelled: true });
      else if (deadline.aborted) {
        log.warn({ channel: WS_CHANNEL, conversation: id, timeout_secs: secs }, 'chat turn cancelled at channels.message_timeout_secs');
        broadcast(l, { type: 'error', session: id, code: 'timeout', message: `this took longer than ${secs} s (channels.message_timeout_secs) and was stopped` });
      } else {
        const failure = turnFailure(err);
        log.error({ channel: WS_CHANNEL, conversation: id, error_id: failure.errorId, err: failure.cause }, 'websocket chat turn failed');
        broadcast(l, { type: 'error', session: id, code: failure.providerFailed ? 'model_unavailable' : 'turn_failed', message: failure.notice, id: failure.errorId });
      }
    } finally {
      l.turn = undefined;
      await store.touch(id, '', now()).catch(() => undefined);
      if (!l.attached.size) live.delete(id);
    }
  };

  const handle = async (conn: Conn, frame: Frame): Promise<void> => {
    const runtime = deps.runtime();
    if (!runtime) return error(conn, 'not_ready', 'no agent runs here now');
    switch (frame.type) {
      case 'new': {
        const agent = agentOf(conn, runtime, frame.agent);
        if (agent === false) return;
        if (conn.sessions.size >= MAX_SESSIONS_PER_CONNECTION) return error(conn, 'too_many_sessions', `a connection may hold ${MAX_SESSIONS_PER_CONNECTION} sessions at once; detach one first`);
        const s = await (await sessions()).create(agent, now());
        if (attach(conn, s)) send(conn, sessionFrame(s));
        return;
      }
      case 'message': {
        if (typeof frame.text !== 'string' || !frame.text.trim()) return error(conn, 'invalid_message', 'text must be a non-empty string');
        let l: Live | undefined;
        if (frame.session === undefined) {
          const agent = agentOf(conn, runtime, frame.agent);
          if (agent === false) return;
          if (conn.sessions.size >= MAX_SESSIONS_PER_CONNECTION) return error(conn, 'too_many_sessions', `a connection may hold ${MAX_SESSIONS_PER_CONNECTION} sessions at once; detach one first`);
          const s = await (await sessions()).create(agent, now());
          if (!(l = attach(conn, s))) return;
          send(conn, sessionFrame(s));
        } else {
          const s = await named(conn, frame.session);
          if (!s || !(l = attach(conn, s))) return;
        }
        if (l.turn) return error(conn, 'busy', 'a turn is running in this session; wait for its done frame or cancel it', { session: l.session.id });
        return turn(l, runtime, frame.text);
      }
      case 'cancel': {
        const s = await named(conn, frame.session);
        if (!s) return;
        const t = live.get(s.id)?.turn;
        if (!t) return error(conn, 'not_found', 'no turn is running in this session', { session: s.id });
        return void t.abort(new Error('cancelled by the client'));
      }
      case 'resume':
      case 'history': {
        const s = await named(conn, frame.session);
        if (!s) return;
        if (frame.type === 'resume' && !attach(conn, s)) return;
        const messages = await runtime.history(WS_CHANNEL, s.id);
        return send(conn, { type: 'history', session: s.id, agent: s.agent, title: s.title, messages, running: !!live.get(s.id)?.turn });
      }
      case 'detach': {
        if (typeof frame.session !== 'string') return error(conn, 'invalid_message', 'session must be a session id');
        detach(conn, frame.session);
        return send(conn, { type: 'detached', session: frame.session });
      }
      case 'sessions': {
        const list = await (await sessions()).list(now(), ttlMs(), SESSIONS_LISTED);
        return send(conn, { type: 'sessions', sessions: list.map((s) => ({ id: s.id, agent: s.agent, title: s.title, created_at: s.created_at, updated_at: s.updated_at, running: !!live.get(s.id)?.turn })) });
      }
      default:
        return error(conn, 'invalid_message', 'type must be one of new, message, cancel, resume, history, detach, sessions');
    }
  };

  const onMessage = (conn: Conn, data: RawData, isBinary: boolean) => {
    // Wall time, not the injected clock (that one is the sessions' TTL): a second is a second here.
    const t = Date.now();
    if (t - conn.windowStart >= 1000) Object.assign(conn, { windowStart: t, frames: 0, warned: false });
    if (++conn.frames > MAX_FRAMES_PER_SECOND) {
      if (conn.frames > 5 * MAX_FRAMES_PER_SECOND) return conn.socket.close(CLOSE_POLICY, 'too many frames');
      if (!conn.warned) error(conn, 'rate_limited', `at most ${MAX_FRAMES_PER_SECOND} frames a second; this one was dropped`);
      conn.warned = true;
      return;
    }
    if (isBinary) return error(conn, 'invalid_message', 'frames must be JSON text, not binary');
    let frame: unknown;
    try {
      frame = sjson.parse(Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data), undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return error(conn, 'invalid_message', 'a frame must be valid JSON (without __proto__ or constructor.prototype keys)');
    }
    if (frame === null || typeof frame !== 'object' || Array.isArray(frame)) return error(conn, 'invalid_message', 'a frame must be a JSON object');
    handle(conn, frame as Frame).catch((err: Error) => {
      log.error({ err: err.message }, 'websocket chat frame failed');
      error(conn, 'internal_error', 'the frame could not be handled; see the daemon log');
    });
  };

  const accept = (socket: WebSocket) => {
    const conn: Conn = { socket, sessions: new Set(), alive: true, windowStart: Date.now(), frames: 0, warned: false };
    conns.add(conn);
    // Bound to the upgrade request's async context: turns the frames start act for whom the gateway's guard admitted.
    socket.on('message', AsyncResource.bind((data: RawData, isBinary: boolean) => onMessage(conn, data, isBinary)));
    socket.on('pong', () => (conn.alive = true));
    socket.on('close', () => {
      conns.delete(conn);
      for (const id of [...conn.sessions]) detach(conn, id);
    });
    const runtime = deps.runtime();
    send(conn, {
      type: 'welcome',
      agents: runtime?.agents() ?? [],
      agent: runtime?.agentFor(WS_CHANNEL) ?? null,
      ping_interval_secs: deps.gateway().websocket_ping_interval_secs,
      limits: { max_frame_bytes: 64 * 1024, sessions_per_connection: MAX_SESSIONS_PER_CONNECTION, frames_per_second: MAX_FRAMES_PER_SECOND },
    });
  };

  // Before the upgrade, so each refusal is an HTTP answer (the gateway checked the admin rule already).
  const admit = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.ws) return h.fail(reply, 'invalid_request', `${CHAT_PATH} accepts only WebSocket upgrade requests`);
    if (closed || !deps.runtime()) return h.fail(reply, 'not_ready', 'no agent runs here now');
    if (conns.size >= MAX_CONNECTIONS) {
      reply.header('retry-after', '30');
      return h.fail(reply, 'rate_limited', `${MAX_CONNECTIONS} chat sockets are open already`, { retry_after: 30 });
    }
    // The store opens before the socket does (a file that cannot be opened is an HTTP 500, not a dead socket).
    await sessions();
  };
  app.get(CHAT_PATH, { websocket: true, onRequest: admit, config: { gateway: DECLARATION } }, (socket) => accept(socket));

  // Pings every gateway.websocket_ping_interval_secs while the server listens; no pong since the last one: dropped.
  let timer: NodeJS.Timeout | undefined;
  const beat = () => {
    for (const conn of conns) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  };
  app.addHook('onListen', (done) => {
    timer = setInterval(beat, timerMs(deps.gateway().websocket_ping_interval_secs * 1000));
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    for (const l of live.values()) l.turn?.abort(new Error('the gateway is shutting down'));
    if (store) await (await store).close();
  });
}
