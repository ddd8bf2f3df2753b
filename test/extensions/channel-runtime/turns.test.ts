// The [channels] turn settings acting on real sockets (the webhook channel on 127.0.0.1, local fake models, a local
// receiver of replies): message_timeout_secs cancels a turn and tells the sender, max_concurrent_per_channel bounds the
// turns in flight, debounce_ms merges a sender's rapid messages into one turn, show_tool_calls sends tool-call notices.
import t from 'tap';
import { createHash, createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { fakeOpenAI, lastUserMessage, openaiAnswers, recordingServer, type RecordingServer } from '../../../bin/testing.js';
import { webhookChannel } from '../../../extensions/webhook-channel/index.js';
import { ChannelRunner, timeoutNotice, toolNotice } from '../../../extensions/channel-runtime/runner.js';
import type { AgentRuntime, RespondInput } from '../../../extensions/agent/api.js';
import { createMetrics } from '../../../core/metrics.js';
import { systemClock, type Logger, type StatusRegistry } from '../../../kernel/index.js';
import { manualClock, startAgent, type ManualClock } from '../../helpers/agent.js';
import { heldModel, type HeldModel } from '../../helpers/held-model.js';
import { send } from '../../helpers/http.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = 'turns-test-secret';
const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
const PAIRED = 'svc_' + 'cd'.repeat(32);
const ADMIN = { authorization: `Bearer ${PAIRED}` };
const METRICS = `[observability]\nbackend = "prometheus"\n[gateway]\npaired_tokens = ["${createHash('sha256').update(PAIRED).digest('hex')}"]\n`;

type T = Parameters<typeof startAgent>[0];

interface Message {
  sender: string;
  content: string;
  thread_id?: string;
}

/** A daemon with the webhook channel `main` replying to a local receiver, its model at `modelUrl`. */
async function channel(t: T, modelUrl: string, channels: string, clock?: ManualClock) {
  const rx = await recordingServer();
  t.teardown(() => rx.close());
  const toml = [
    '[channels]',
    channels,
    '[providers.models.openai.test]',
    `base_url = "${modelUrl}"`,
    'model = "m"',
    '[channels.webhook.main]',
    `secret = "${SECRET}"`,
    'host = "127.0.0.1"',
    'port = 0',
    `send_url = "${rx.url}/replies"`,
    METRICS,
  ].join('\n');
  const h = await startAgent(t, toml, clock ? { webhookClock: clock } : {});
  const url = new URL(String(h.logs.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening' && l.channel === 'webhook.main')?.url));
  const post = async (m: Message): Promise<string> => {
    const body = JSON.stringify(m);
    const r = await send(url.origin, url.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': sign(body) }, body });
    if (r.status !== 200) throw new Error(`POST answered ${r.status}: ${r.text}`);
    return String(r.body.message_id);
  };
  const replies = () => rx.requests.map((r) => (r.json as { content: string }).content);
  const metrics = async () => (await send(h.url, '/metrics', { method: 'GET', headers: ADMIN })).text;
  return { ...h, rx, post, replies, metrics };
}

/** Marks each held model request whose connection the daemon closed (its turn was cancelled). */
function watchClosed(model: HeldModel): Set<ServerResponse> {
  const closed = new Set<ServerResponse>();
  const seen = new Set<ServerResponse>();
  const timer = setInterval(() => {
    for (const res of model.held) {
      if (seen.has(res)) continue;
      seen.add(res);
      res.once('close', () => closed.add(res));
    }
  }, 5);
  timer.unref();
  return closed;
}

t.test('message_timeout_secs: at the deadline the turn is cancelled, the sender told, the ids logged at WARN and the timeout counted', async (t) => {
  const model = await heldModel(t);
  const clock = manualClock();
  const c = await channel(t, `${model.url}/v1`, 'message_timeout_secs = 30', clock);
  const closed = watchClosed(model);
  const id = await c.post({ sender: 'alice', thread_id: 'th-1', content: 'a long question' });
  await waitFor(() => model.held.length === 1, 'the turn to reach the model');
  await clock.advance(29_000);
  t.equal(c.rx.requests.length, 0, '29 s in: nothing said yet');
  await clock.advance(1_000);
  const [notice] = await c.rx.received(1);
  t.same(notice!.json, { content: timeoutNotice(30), recipient: 'alice', thread_id: 'th-1' }, 'the sender is told, in the thread');
  t.match(timeoutNotice(30), /took longer than 30 s and was stopped/);
  await waitFor(() => closed.has(model.held[0]!), 'the model call to be cancelled (its connection closed)');
  const warn = c.logs.find((l) => l.msg === 'turn cancelled at channels.message_timeout_secs; the sender was told');
  t.match(warn, {
    level: 40,
    ext: 'webhook-channel',
    channel: 'webhook.main',
    message_id: id,
    sender: 'alice',
    thread_id: 'th-1',
    conversation: 'th-1',
    delivery_id: notice!.headers['x-webhook-delivery-id'],
    timeout_secs: 30,
  });
  t.notMatch(JSON.stringify(warn), /long question/, 'never the content');
  t.match(await c.metrics(), /svc_webhook_turn_timeouts_total\{channel="webhook\.main"\} 1\n/);

  // The conversation goes on: the next message is answered, and the cancelled turn never answers late.
  model.answerAll('here you are');
  await c.post({ sender: 'alice', thread_id: 'th-1', content: 'shorter' });
  await c.rx.received(2);
  t.same(c.replies(), [timeoutNotice(30), 'here you are'], 'one notice, one answer: nothing answered twice');
  t.notOk(c.logs.some((l) => l.msg === 'the agent could not answer a webhook message'), 'a timeout is not also logged as a failure');
});

t.test('message_timeout_secs with the real clock: a 1 s deadline against a model that never answers', async (t) => {
  const model = await heldModel(t);
  const c = await channel(t, `${model.url}/v1`, 'message_timeout_secs = 1');
  const started = Date.now();
  await c.post({ sender: 'bob', content: 'hello?' });
  const [notice] = await c.rx.received(1);
  t.equal((notice!.json as { content: string }).content, timeoutNotice(1));
  t.ok(Date.now() - started >= 900, 'not before the deadline');
});

t.test('max_concurrent_per_channel: exactly N turns in flight, the next waits in the queue and runs when one ends', async (t) => {
  const model = await heldModel(t);
  const c = await channel(t, `${model.url}/v1`, 'max_concurrent_per_channel = 2');
  for (const who of ['a', 'b', 'c', 'd']) await c.post({ sender: who, content: `from ${who}` });
  await waitFor(() => model.held.length === 2, 'two turns at the model');
  const channels = async () => ((await c.control('daemon.status')) as { sections: Record<string, { channels: Record<string, unknown>[] }> }).sections.webhook!.channels;
  t.match(await channels(), [{ channel: 'webhook.main', answering: 2, inbound_queued: 2 }], 'two in flight, two waiting');
  t.equal(model.held.length, 2, 'no third model call');

  model.release('first two');
  await waitFor(() => model.held.length === 2, 'the two waiting turns to start');
  t.match(await channels(), [{ answering: 2, inbound_queued: 0 }]);
  model.release('last two');
  await c.rx.received(4);
  t.same(c.replies(), ['first two', 'first two', 'last two', 'last two']);
});

t.test('max_concurrent_per_channel (positive control): the default 4 lets four turns run at once', async (t) => {
  const model = await heldModel(t);
  const c = await channel(t, `${model.url}/v1`, '');
  for (const who of ['a', 'b', 'c', 'd', 'e']) await c.post({ sender: who, content: `from ${who}` });
  await waitFor(() => model.held.length === 4, 'four turns at the model');
  const status = (await c.control('daemon.status')) as { sections: Record<string, { channels: Record<string, unknown>[] }> };
  t.match(status.sections.webhook!.channels, [{ answering: 4, inbound_queued: 1 }]);
  model.answerAll('ok');
  await c.rx.received(5);
});

t.test('debounce_ms: a sender\'s rapid messages are one turn, the window restarting at each; messages further apart are two', async (t) => {
  const llm = await fakeOpenAI({ reply: (m) => `got ${JSON.stringify(m)}` });
  t.teardown(() => llm.close());
  const clock = manualClock();
  const c = await channel(t, llm.baseUrl, 'debounce_ms = 500', clock);
  const asked = () => llm.requests.map(lastUserMessage);

  const ids = [await c.post({ sender: 'ann', content: 'one' })];
  await clock.advance(400);
  ids.push(await c.post({ sender: 'ann', content: 'two' }));
  await clock.advance(400);
  ids.push(await c.post({ sender: 'ann', content: 'three' }));
  await clock.advance(499);
  t.equal(llm.requests.length, 0, '1.3 s after the first message, 499 ms after the last: still waiting');
  t.equal(new Set(ids).size, 3, 'each message has its own id');
  await clock.advance(1);
  await c.rx.received(1);
  t.equal(llm.requests.length, 1, 'one model call');
  t.match(asked()[0], /one\ntwo\nthree$/, 'the three messages, in order, joined by newlines');
  t.same(c.replies(), [`got ${JSON.stringify(asked()[0])}`], 'one reply');
  t.match(c.logs.find((l) => String(l.msg).startsWith('debounced: 3 messages')), { channel: 'webhook.main', message_id: ids[0], message_ids: ids, sender: 'ann' });

  // Positive control: further apart than the window, two turns; another sender is never merged into ann's.
  await c.post({ sender: 'ann', content: 'four' });
  await c.post({ sender: 'ben', content: 'not ann' });
  await clock.advance(600);
  await c.post({ sender: 'ann', content: 'five' });
  await clock.advance(600);
  await c.rx.received(4);
  t.same(asked().slice(1).map((m) => m.split('\n').at(-1)).sort(), ['five', 'four', 'not ann']);
  t.equal(llm.requests.length, 4, 'three more model calls, one per message');
});

t.test('debounce_ms is bounded: a flood of 25 rapid messages is a turn of 20 at once and one of 5 after the window', async (t) => {
  const llm = await fakeOpenAI({ reply: (m) => `lines: ${m.split('\n').length}` });
  t.teardown(() => llm.close());
  const clock = manualClock();
  const c = await channel(t, llm.baseUrl, 'debounce_ms = 500', clock);
  for (let i = 1; i <= 25; i++) await c.post({ sender: 'flood', content: `m${i}` });
  await c.rx.received(1);
  t.same(c.replies(), ['lines: 20'], 'the 20th message closes the first turn without waiting');
  await clock.advance(500);
  await c.rx.received(2);
  t.same(c.replies(), ['lines: 20', 'lines: 5']);
  t.match(lastUserMessage(llm.requests[1]!), /m21\nm22\nm23\nm24\nm25$/);
});

t.test('show_tool_calls: each tool call reaches the conversation as its own message, at most 5, then "…and K more"', async (t) => {
  const llm = await fakeOpenAI();
  t.teardown(() => llm.close());
  // One model answer asking for seven lookups, then the final answer.
  llm.push(
    {
      json: {
        id: 'x',
        model: 'm',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, tool_calls: Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, type: 'function', function: { name: 'lookup', arguments: JSON.stringify({ q: `word${i}` }) } })) },
            finish_reason: 'tool_calls',
          },
        ],
      },
    },
    openaiAnswers.text('all looked up'),
  );
  const c = await channel(t, llm.baseUrl, 'show_tool_calls = true');
  await c.post({ sender: 'cat', thread_id: 'th-9', content: 'look these up' });
  await waitFor(() => c.replies().includes('all looked up'), 'the answer (the agent runtime calls onToolCall as each tool call starts)');
  await c.rx.received(7, 3_000);
  const notices = c.replies().filter((r) => r.startsWith('Tool call: '));
  t.equal(notices.length, 5, 'five notices');
  t.match(notices[0], /^Tool call: lookup \(.*word0.*\)$/);
  t.ok(c.replies().includes('…and 2 more tool calls'));
  t.ok(c.rx.requests.every((r) => (r.json as { recipient: string; thread_id: string }).recipient === 'cat' && (r.json as { thread_id: string }).thread_id === 'th-9'), 'all in the conversation');
});

t.test('show_tool_calls off (the default): no notices, the answer only', async (t) => {
  const llm = await fakeOpenAI();
  t.teardown(() => llm.close());
  llm.push(openaiAnswers.toolCall('c1', 'lookup', { q: 'x' }), openaiAnswers.text('found it'));
  const c = await channel(t, llm.baseUrl, '');
  await c.post({ sender: 'dan', content: 'look x up' });
  await c.rx.received(1);
  await waitFor(() => c.lookups.length === 1, 'the tool ran');
  t.same(c.replies(), ['found it']);
});

// The channel runtime's side alone, with an agent that reports tool calls as the runtime does: the sender id reaches
// the agent, the notices leave through the channel's reply path, bounded, before the answer.
t.test('the runner passes the sender and turns onToolCall notices into bounded outbound messages', async (t) => {
  const rx: RecordingServer = await recordingServer();
  t.teardown(() => rx.close());
  const inputs: RespondInput[] = [];
  const agent: AgentRuntime = {
    agentFor: () => 'default',
    agents: () => ['default'],
    history: async () => [],
    respond: async (input) => {
      inputs.push(input);
      for (let i = 0; i < 8; i++) input.onToolCall?.({ tool: 'shell', summary: i === 0 ? `ls  -la\n${'x'.repeat(500)}` : `call ${i}` });
      return { agent: 'default', text: 'done', model: 'm', toolCalls: 8 };
    },
  };
  const silent: Logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {}, child: () => silent };
  let url = '';
  const status: StatusRegistry = { listener: (_name, at) => void (url = at), section() {}, snapshot: () => Promise.reject(new Error('no daemon')) };
  const settings = { enabled: true, host: '127.0.0.1', port: 0, listen_path: '/in', secret: SECRET, send_url: `${rx.url}/out`, max_retries: 0 } as never;
  const runner = new ChannelRunner({
    definition: webhookChannel,
    extension: 'webhook-channel',
    logger: silent,
    tables: () => ({ main: settings }),
    agent,
    metrics: createMetrics().metrics,
    status,
    deliveries: undefined,
    turns: () => ({ timeoutMs: 60_000, maxConcurrent: 4, debounceMs: 0, showToolCalls: true }),
    clock: systemClock,
    random: () => 0.5,
  });
  await runner.start(new Map([['main', { settings, spec: webhookChannel.instance(settings, 'main') }]]));
  t.teardown(() => runner.drain(AbortSignal.timeout(2_000), { finished() {}, abandoned() {}, interrupted() {} } as never));
  const body = JSON.stringify({ sender: 'eve', content: 'go' });
  const at = new URL(url);
  const r = await send(at.origin, at.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': sign(body) }, body });
  t.equal(r.status, 200);
  await rx.received(7);
  t.match(inputs[0], { channel: 'webhook.main', conversation: 'eve', sender: 'eve', message: 'go' });
  t.notOk('trust' in inputs[0]!, 'no trust given: untrusted, the default');
  const contents = rx.requests.map((q) => (q.json as { content: string }).content);
  t.equal(contents.filter((x) => x.startsWith('Tool call: shell')).length, 5);
  t.ok(contents.includes('…and 3 more tool calls'));
  t.ok(contents.includes('done'));
  const first = toolNotice({ tool: 'shell', summary: `ls  -la\n${'x'.repeat(500)}` });
  t.ok(contents.includes(first), 'the first notice as toolNotice makes it');
  t.ok(first.length < 240 && !first.includes('\n'), 'one bounded line');
});

t.test('debounce_ms at shutdown: held messages are answered within the grace period, not lost', async (t) => {
  const llm = await fakeOpenAI({ reply: (m) => `late but sure: ${m.split('\n').length}` });
  t.teardown(() => llm.close());
  const clock = manualClock();
  const c = await channel(t, llm.baseUrl, 'debounce_ms = 60000', clock);
  await c.post({ sender: 'gil', content: 'first' });
  await c.post({ sender: 'gil', content: 'second' });
  t.equal(llm.requests.length, 0, 'held by the window');
  await c.stop();
  t.same(c.replies(), ['late but sure: 2'], 'answered once, as one turn, before the daemon stopped');
  t.notOk(c.logs.some((l) => String(l.msg).startsWith('inbound message abandoned')), 'nothing abandoned');
});
