// The WebSocket chat (GET /ws/chat) on a real gateway and agent with a streaming fake model: admitted like the admin
// API (a token offered as a subprotocol, never from the URL), streamed replies, several sessions, busy and cancel,
// resume after a reconnect, sessions in SQLite (0600) across a restart, archived after session_ttl_hours, pings, bounds.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import WebSocket from 'ws';
import { readerVerdict, SLOW_READER_BYTES, STALLED_READER_BYTES } from '../../../extensions/agent/ws-chat.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { streamingModel, type Script } from '../../helpers/streaming-model.js';
import { waitFor } from '../../helpers/wait.js';

type Frame = Record<string, any>;

interface Client {
  readonly ws: WebSocket;
  readonly frames: Frame[];
  /** The first frame (from now on or already received after `from`) matching. */
  next(pred: (f: Frame) => boolean, what: string): Promise<Frame>;
  send(frame: unknown): void;
  readonly closed: Promise<{ code: number; reason: string }>;
}

const TOKEN = `svc_${'ab'.repeat(32)}`;
const HASH = createHash('sha256').update(TOKEN).digest('hex');

function open(url: string, options: { protocols?: string[]; headers?: Record<string, string>; autoPong?: boolean; path?: string } = {}): Promise<Client> {
  const target = `${url.replace(/^http/, 'ws')}${options.path ?? '/ws/chat'}`;
  const ws = new WebSocket(target, options.protocols ?? [], { headers: options.headers ?? {}, autoPong: options.autoPong ?? true });
  const frames: Frame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as Frame));
  const closed = new Promise<{ code: number; reason: string }>((r) => ws.once('close', (code, reason) => r({ code, reason: String(reason) })));
  return new Promise((resolve, reject) => {
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (f) => ws.send(typeof f === 'string' ? f : JSON.stringify(f)),
        next: async (pred, what) => {
          await waitFor(() => frames.some(pred), what);
          return frames.find(pred)!;
        },
      }),
    );
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode })));
    ws.once('error', reject);
  });
}

const script = (last: string): Script => {
  if (last.includes('slowly')) return { pieces: ['Otters ', 'hold ', 'hands.'], hold: true };
  return { pieces: ['You said ', `${last.slice(0, 30)}.`] };
};

const provider = (url: string) => `[providers.models.openai.local]\nbase_url = "${url}"\nmodel = "m"\n`;

t.test('admitted like the admin API: a token as a subprotocol or a header, never from the URL', async (t) => {
  const model = await streamingModel(script);
  t.teardown(() => model.close());
  const g = await startAgent(t, `[gateway]\nrequire_pairing = true\npaired_tokens = ["${HASH}"]\n${provider(model.url)}`);
  await t.rejects(open(g.url), { message: 'refused 401' }, 'no token');
  await t.rejects(open(g.url, { path: `/ws/chat?token=${TOKEN}` }), { message: 'refused 401' }, 'a token in the URL is not read');
  await t.rejects(open(g.url, { protocols: ['svc.chat', 'svc.bearer.svc_wrong'] }), { message: 'refused 401' }, 'a wrong token');
  await t.rejects(open(g.url, { protocols: ['svc.chat', `svc.bearer.${TOKEN}`, 'svc.bearer.other'] }), { message: 'refused 401' }, 'two token offers');
  const browser = await open(g.url, { protocols: ['svc.chat', `svc.bearer.${TOKEN}`] });
  t.equal(browser.ws.protocol, 'svc.chat', 'the chosen subprotocol is never the token');
  t.match(await browser.next((f) => f.type === 'welcome', 'the welcome'), { agents: ['default'], agent: 'default', ping_interval_secs: 30, limits: { max_frame_bytes: 65536 } });
  const tool = await open(g.url, { headers: { authorization: `Bearer ${TOKEN}` } });
  await tool.next((f) => f.type === 'welcome', 'the welcome');
  const plain = await send(g.url, '/ws/chat', { method: 'GET', headers: { authorization: `Bearer ${TOKEN}` } });
  t.match(plain, { status: 400, body: { error: 'invalid_request' } }, 'not an upgrade');
  browser.ws.close();
  tool.ws.close();
});

t.test('streamed turns, several sessions, busy, cancel, history and resume', async (t) => {
  const model = await streamingModel(script);
  t.teardown(() => model.close());
  const g = await startAgent(t, `[gateway]\nrequire_pairing = false\n${provider(model.url)}`);
  const a = await open(g.url);
  a.send({ type: 'message', text: 'tell me slowly' });
  const s1 = (await a.next((f) => f.type === 'session', 'the new session')).session as string;
  t.match(s1, /^chat_[0-9a-f]{16}$/);
  // Positive control: the first piece arrives while the model still holds the rest.
  t.match(await a.next((f) => f.type === 'text', 'the first piece'), { session: s1, delta: 'Otters ' });
  t.notOk(model.requests.at(-1)!.finished);
  t.equal(model.requests.at(-1)!.body.stream, true);
  a.send({ type: 'message', session: s1, text: 'more' });
  t.match(await a.next((f) => f.type === 'error', 'busy'), { session: s1, code: 'busy' });
  model.release();
  t.match(await a.next((f) => f.type === 'done', 'the done frame'), { session: s1, text: 'Otters hold hands.', model: 'm', agent: 'default' });
  t.equal(a.frames.filter((f) => f.type === 'text').map((f) => f.delta).join(''), 'Otters hold hands.');

  a.send({ type: 'new' });
  const s2 = (await a.next((f) => f.type === 'session' && f.session !== s1, 'a second session')).session as string;
  a.send({ type: 'message', session: s2, text: 'hello' });
  t.match(await a.next((f) => f.type === 'done' && f.session === s2, 'the second session answers'), { text: 'You said hello.' });

  a.send({ type: 'message', session: s1, text: 'again slowly' });
  await waitFor(() => a.frames.filter((f) => f.type === 'text' && f.delta === 'Otters ').length === 2, 'the turn to stream');
  const held = model.requests.at(-1)!;
  a.send({ type: 'cancel', session: s1 });
  t.match(await a.next((f) => f.type === 'done' && f.cancelled === true, 'the cancelled done frame'), { session: s1, text: '' });
  await waitFor(() => held.closedEarly, 'the model call to close');

  a.send({ type: 'sessions' });
  const listed = await a.next((f) => f.type === 'sessions', 'the list');
  const byId = (x: Frame[]) => [...x].sort((p, q) => (p[0] < q[0] ? -1 : 1));
  t.same(byId(listed.sessions.map((s: Frame) => [s.id, s.title, s.running])), byId([[s1, 'tell me slowly', false], [s2, 'hello', false]]), 'both sessions, titled by their first message');
  a.send({ type: 'history', session: 'chat_0000000000000000' });
  t.match(await a.next((f) => f.type === 'error' && f.code === 'not_found', 'unknown session'), { session: 'chat_0000000000000000' });
  a.ws.close();

  // A reconnect resumes a session: its stored history, and the next message continues it.
  const b = await open(g.url);
  b.send({ type: 'resume', session: s2 });
  t.match(await b.next((f) => f.type === 'history', 'the history'), { session: s2, running: false, messages: [{ role: 'user', content: 'hello' }, { role: 'assistant', content: 'You said hello.' }] });
  b.send({ type: 'message', session: s2, text: 'and then' });
  await b.next((f) => f.type === 'done', 'the next turn');
  const users = model.requests.at(-1)!.body.messages!.filter((m) => m.role === 'user').map((m) => m.content);
  t.same(users, ['hello', 'and then'], 'the model sees the session\'s history');
  b.ws.close();
});

t.test('sessions in SQLite (0600) across a restart, archived after session_ttl_hours; memory when not persisted', async (t) => {
  const model = await streamingModel(script);
  t.teardown(() => model.close());
  const dir = tempConfigDir(t);
  const clock = manualClock();
  const toml = `[gateway]\nrequire_pairing = false\nsession_ttl_hours = 1\n${provider(model.url)}`;
  let g = await startAgent(t, toml, { dir, clock });
  let c = await open(g.url);
  c.send({ type: 'message', text: 'remember me' });
  const done = await c.next((f) => f.type === 'done', 'the turn');
  const db = join(g.dir, 'data', 'state', 'chat-sessions.db');
  t.ok(existsSync(db), 'kept in state/chat-sessions.db');
  t.equal(statSync(db).mode & 0o777, 0o600, 'private');
  c.ws.close();
  await g.stop();

  g = await startAgent(t, toml, { dir, clock });
  c = await open(g.url);
  c.send({ type: 'sessions' });
  t.match((await c.next((f) => f.type === 'sessions', 'the list after a restart')).sessions, [{ id: done.session, title: 'remember me' }]);
  await clock.advance(2 * 3_600_000);
  c.send({ type: 'resume', session: done.session });
  t.match(await c.next((f) => f.type === 'error', 'archived'), { code: 'not_found', session: done.session });
  c.frames.length = 0;
  c.send({ type: 'sessions' });
  t.same((await c.next((f) => f.type === 'sessions', 'the list after the TTL')).sessions, []);
  c.ws.close();
  await g.stop();

  const m = await startAgent(t, `[gateway]\nrequire_pairing = false\nsession_persistence = false\n${provider(model.url)}`);
  const mc = await open(m.url);
  mc.send({ type: 'message', text: 'fleeting' });
  await mc.next((f) => f.type === 'done', 'the turn');
  t.notOk(existsSync(join(m.dir, 'data', 'state', 'chat-sessions.db')), 'no file without session_persistence');
  mc.ws.close();
});

t.test('bounds: frame size, frames per second, sessions per connection; pings drop a silent socket', async (t) => {
  const model = await streamingModel(script);
  t.teardown(() => model.close());
  const g = await startAgent(t, `[gateway]\nrequire_pairing = false\nwebsocket_ping_interval_secs = 1\n${provider(model.url)}`);
  const big = await open(g.url);
  big.send({ type: 'message', text: 'x'.repeat(70 * 1024) });
  t.match(await big.closed, { code: 1009 }, 'a frame over 64 KiB closes the socket');

  const flood = await open(g.url);
  for (let i = 0; i < 30; i++) flood.send({ type: 'sessions' });
  t.match(await flood.next((f) => f.type === 'error' && f.code === 'rate_limited', 'rate limited'), { message: /at most 20 frames a second/ });
  t.equal(flood.frames.filter((f) => f.type === 'error').length, 1, 'told once per second');
  flood.ws.close();

  const many = await open(g.url);
  for (let i = 0; i < 17; i++) many.send({ type: 'new' });
  t.match(await many.next((f) => f.type === 'error', 'the 17th session refused'), { code: 'too_many_sessions' });
  t.equal(many.frames.filter((f) => f.type === 'session').length, 16);
  const first = many.frames.find((f) => f.type === 'session')!.session;
  many.send({ type: 'detach', session: first });
  await many.next((f) => f.type === 'detached', 'detached');
  many.send({ type: 'new' });
  await waitFor(() => many.frames.filter((f) => f.type === 'session').length === 17, 'a slot freed by detach');

  const silent = await open(g.url, { autoPong: false });
  t.match(await silent.closed, { code: 1006 }, 'no pong: dropped');
  t.equal(many.ws.readyState, WebSocket.OPEN, 'a socket that answers pings stays');
  many.ws.close();
});

t.test('a model that stops answering: an error frame with the id of the log line', async (t) => {
  const model = await streamingModel(script);
  const g = await startAgent(t, `[gateway]\nrequire_pairing = false\n${provider(model.url)}max_retries = 0\n`);
  await model.close();
  const c = await open(g.url);
  c.send({ type: 'message', text: 'hello?' });
  const failed = await c.next((f) => f.type === 'error', 'the failure');
  t.match(failed, { code: 'model_unavailable', id: /^E-[0-9a-f]{8}$/, session: /^chat_/ });
  t.match(failed.message, new RegExp(`\\(error ${failed.id}\\)`));
  t.match(g.logs.find((l) => l.msg === 'websocket chat turn failed'), { error_id: failed.id, channel: 'gateway.chat', err: /provider openai\.local/ });
  c.ws.close();
});

// The kernel's socket buffers on loopback hold megabytes before a stalled reader shows in bufferedAmount, so the policy
// is tested as the function every frame passes.
t.test('a slow reader misses text frames, never the done frame; one that reads nothing is cut', async (t) => {
  t.equal(readerVerdict(0, true), 'send');
  t.equal(readerVerdict(SLOW_READER_BYTES, true), 'send');
  t.equal(readerVerdict(SLOW_READER_BYTES + 1, true), 'skip', 'text and tool frames are skipped');
  t.equal(readerVerdict(SLOW_READER_BYTES + 1, false), 'send', 'done, error and answers are sent');
  t.equal(readerVerdict(STALLED_READER_BYTES + 1, false), 'cut');
  t.equal(readerVerdict(STALLED_READER_BYTES + 1, true), 'cut');
});
