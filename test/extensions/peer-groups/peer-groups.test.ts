// Peer groups in the running daemon: signed messages into a real webhook channel, each agent on its own local fake
// model, replies delivered to a local receiver. Two opted-in members exchange peer messages and stop at max_hops; an
// agent that did not opt in (or that the group does not list) receives nothing; an ignored sender is dropped; an
// external peer is framed as one and bounded too; the hourly window stops a group; bad groups are refused at load.
import t from 'tap';
import { createHmac } from 'node:crypto';
import { lastUserMessage, type FakeOpenAI } from '../../../bin/testing.js';
import { channelRuntimePoint } from '../../../extensions/channel-runtime/api.js';
import { defineExtension } from '../../../kernel/index.js';
import { startAgent } from '../../helpers/agent.js';
import { send } from '../../helpers/http.js';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';
import { daemon, fake, receiver, SECRET } from './harness.js';

const AGENTS = [
  '[agents.a]',
  'model_provider = "openai.a"',
  'channels = ["webhook.team"]',
  'peer_groups = ["team"]',
  '[agents.b]',
  'model_provider = "openai.b"',
  'peer_groups = ["team"]',
  // Listed by the group, but never opted in.
  '[agents.c]',
  'model_provider = "openai.c"',
  // Opted in, but the group does not list it.
  '[agents.d]',
  'model_provider = "openai.d"',
  'peer_groups = ["team"]',
].join('\n');

const json = (f: FakeOpenAI, i: number): string => JSON.stringify(f.requests[i]!.json);

t.test('two members exchange peer messages and stop at max_hops; agents without mutual opt-in receive nothing', async (t) => {
  const [a, b, c, d] = [await fake(t), await fake(t), await fake(t), await fake(t)];
  const h = await daemon(t, { a, b, c, d }, AGENTS, ['agents = ["a", "b", "c"]', 'max_hops = 3'].join('\n'));
  t.ok(h.logs.some((l) => l.ext === 'peer-groups' && l.msg === 'peer group running' && JSON.stringify(l.members) === '["a","b"]'), 'members are a and b only');

  await h.post({ sender: 'alice', content: 'plan the release' });
  await waitFor(() => h.logs.some((l) => l.ext === 'peer-groups' && String(l.msg).startsWith('peer exchange stopped: peer_groups.team.max_hops (3)')), 'the exchange stops at max_hops');
  await waitFor(() => h.inbox.got.length === 4, 'four replies posted on the channel');
  // a answered alice (the channel's turn), then b (hop 1), a (hop 2), b (hop 3); a's fourth answer is never asked for.
  t.same(
    h.inbox.got.map((p) => p.content),
    ['fake: plan the release', 'fake: fake: plan the release', 'fake: fake: fake: plan the release', 'fake: fake: fake: fake: plan the release'],
  );
  t.ok(h.inbox.got.every((p) => p.recipient === 'alice' && p.thread_id === undefined), 'every peer answer goes to the conversation alice started');
  t.equal(a.requests.length, 2, 'a: alice\'s message and one peer message');
  t.equal(b.requests.length, 2, 'b: two peer messages');
  t.equal(c.requests.length, 0, 'c is listed but did not opt in: it receives nothing');
  t.equal(d.requests.length, 0, 'd opted in but is not listed: it receives nothing');
  // b's peer message is framed as untrusted, from peer agent a, on its own pseudo-channel.
  t.equal(lastUserMessage(b.requests[0]!), 'fake: plan the release');
  t.match(json(b, 0), /Untrusted message from sender \\"peer agent \\\\\\"a\\\\\\" \(peer group \\\\\\"team\\\\\\"\)\\" on peer-group:team/);
  // a's peer turn runs apart from alice's conversation too, as the other members' do: on peer-group:team in a:alice.
  t.match(json(a, 1), /Untrusted message from sender \\"peer agent \\\\\\"b\\\\\\" \(peer group \\\\\\"team\\\\\\"\)\\" on peer-group:team/);
  // alice's conversation holds alice's words and a's answer to her, nothing a peer said under her name.
  t.same(await h.runtime.history('webhook.team', 'alice'), [
    { role: 'user', content: 'plan the release' },
    { role: 'assistant', content: 'fake: plan the release' },
  ]);
  t.same((await h.runtime.history('peer-group:team', 'a:alice')).map((m) => m.role), ['user', 'assistant'], 'a\'s peer turn has a conversation of its own');

  // A new message of another sender restarts the count: positive control that the bound, not a failure, stopped it.
  await h.post({ sender: 'alice', content: 'and the notes' });
  await waitFor(() => h.inbox.got.length === 8, 'another full exchange of four replies');
  t.equal(b.requests.length, 4);
  t.equal(c.requests.length + d.requests.length, 0);
});

t.test('an ignored sender is dropped before any agent; an external peer is framed as one and counts toward max_hops', async (t) => {
  const [a, b] = [await fake(t), await fake(t)];
  const h = await daemon(
    t,
    { a, b },
    ['[agents.a]', 'model_provider = "openai.a"', 'channels = ["webhook.team"]', 'peer_groups = ["team"]', '[agents.b]', 'model_provider = "openai.b"', 'peer_groups = ["team"]'].join('\n'),
    ['agents = ["a", "b"]', 'max_hops = 3', 'ignore = ["spammer"]', 'external_peers = ["otherbot"]'].join('\n'),
  );
  await h.post({ sender: 'spammer', content: 'SPAM-CANARY buy now' });
  await waitFor(() => h.logs.some((l) => l.msg === 'inbound message dropped by a screen' && l.sender === 'spammer' && l.reason === 'the sender is on peer_groups.team.ignore'), 'the ignored sender is dropped');
  // Positive control: another sender's message right after is answered (so nothing else kept the spam out).
  await h.post({ sender: 'bob', content: 'hello', thread_id: 'ctl' });
  await waitFor(() => h.inbox.got.some((p) => p.content === 'fake: hello'), 'bob is answered');
  await waitFor(() => h.logs.some((l) => l.ext === 'peer-groups' && String(l.msg).startsWith('peer exchange stopped') && l.conversation === 'ctl'), 'bob\'s exchange ends');
  for (const f of [a, b]) for (let i = 0; i < f.requests.length; i++) t.notMatch(json(f, i), /SPAM-CANARY/, 'no model ever saw the ignored message');

  // The external peer: answered by a with the peer framing, and its message is the first hop of its conversation.
  const before = { a: a.requests.length, b: b.requests.length };
  await h.post({ sender: 'otherbot', content: 'status?', thread_id: 'bots' });
  await waitFor(() => h.logs.some((l) => l.ext === 'peer-groups' && String(l.msg).startsWith('peer exchange stopped') && l.conversation === 'bots'), 'the bots\' exchange stops');
  await waitFor(() => h.inbox.got.filter((p) => p.thread_id === 'bots').length === 3, 'a, b, a answered in the bots thread');
  t.equal(a.requests.length - before.a, 2);
  t.equal(b.requests.length - before.b, 1);
  t.match(json(a, before.a), /the sender \\"otherbot\\" is an external peer, another agent on this channel/);
  // The bound holds against the external peer too: its next message in that conversation is dropped…
  await h.post({ sender: 'otherbot', content: 'status again?', thread_id: 'bots' });
  await waitFor(() => h.logs.some((l) => l.msg === 'inbound message dropped by a screen' && l.sender === 'otherbot'), 'the external peer past max_hops is dropped');
  t.equal(a.requests.length - before.a, 2, 'a was not asked again');
  // Positive control: the bound is the conversation's; the same peer in another conversation is answered.
  await h.post({ sender: 'otherbot', content: 'status elsewhere?', thread_id: 'bots2' });
  await waitFor(() => a.requests.some((r) => lastUserMessage(r).startsWith('status elsewhere?')), 'the external peer is answered in another conversation');
});

t.test('a reply that repeats the peer message is posted but not passed on', async (t) => {
  const a = await fake(t);
  const b = await fake(t, (m) => m);
  const h = await daemon(
    t,
    { a, b },
    ['[agents.a]', 'model_provider = "openai.a"', 'channels = ["webhook.team"]', 'peer_groups = ["team"]', '[agents.b]', 'model_provider = "openai.b"', 'peer_groups = ["team"]'].join('\n'),
    ['agents = ["a", "b"]', 'max_hops = 10'].join('\n'),
  );
  await h.post({ sender: 'alice', content: 'ping' });
  await waitFor(() => h.logs.some((l) => l.ext === 'peer-groups' && l.msg === 'a reply that repeats an earlier message is not passed to the peers' && l.agent === 'b'), 'b\'s echo is not passed on');
  await waitFor(() => h.inbox.got.length === 2, 'both replies posted');
  t.same(h.inbox.got.map((p) => p.content), ['fake: ping', 'fake: ping']);
  t.equal(a.requests.length, 1, 'a is not asked to answer an echo of its own words');
});

t.test('max_messages_per_hour stops a group across conversations; the sliding window lets it go on an hour later', async (t) => {
  const [a, b] = [await fake(t), await fake(t)];
  const h = await daemon(
    t,
    { a, b },
    ['[agents.a]', 'model_provider = "openai.a"', 'channels = ["webhook.team"]', 'peer_groups = ["team"]', '[agents.b]', 'model_provider = "openai.b"', 'peer_groups = ["team"]'].join('\n'),
    ['agents = ["a", "b"]', 'max_hops = 50', 'max_messages_per_hour = 3'].join('\n'),
  );
  await h.post({ sender: 'alice', content: 'one' });
  await waitFor(() => h.logs.some((l) => l.ext === 'peer-groups' && String(l.msg).includes('max_messages_per_hour (3) reached')), 'the group stops at its hourly bound');
  t.equal(b.requests.length, 2);
  const refused = h.groups.status().refused;
  await h.post({ sender: 'zed', content: 'two' });
  // Both the channel's answer to zed and the bound's refusal of its peer message, before looking at b.
  await waitFor(() => h.inbox.got.some((p) => p.recipient === 'zed' && p.content === 'fake: two'), 'zed is answered by the channel');
  await waitFor(() => h.groups.status().refused > refused, 'the peer message of zed\'s conversation is refused by the hourly bound');
  t.equal(b.requests.length, 2, 'but b gets no peer message in another conversation within the hour');
  await h.clock.advance(2 * 3_600_000);
  await h.post({ sender: 'zed', content: 'three' });
  await waitFor(() => a.requests.some((r) => lastUserMessage(r).startsWith('three')), 'zed is answered again');
  await waitFor(() => b.requests.some((r) => lastUserMessage(r).startsWith('fake: three')), 'an hour later the group passes peer messages again');
});

t.test('a screen that throws is contained: the message is let in, the failure counted and logged with its code', async (t) => {
  const a = await fake(t);
  const inbox = await receiver(t);
  const thrower = defineExtension({
    name: 'test-throwing-screen',
    version: '1',
    dependsOn: ['channel-runtime'],
    apply: (k) =>
      k.use(channelRuntimePoint).screen((_channel, m) => {
        if (m.sender === 'boom') throw new Error('screen exploded');
        return undefined;
      }),
  });
  const toml = [`[providers.models.openai.a]`, `base_url = "${a.baseUrl}"`, 'model = "m"', '[memory]', 'backend = "none"', '[channels.webhook.team]', `secret = "${SECRET}"`, 'host = "127.0.0.1"', 'port = 0', `send_url = "${inbox.url}"`, '[agents.a]', 'model_provider = "openai.a"', 'channels = ["webhook.team"]'].join('\n');
  const h = await startAgent(t, toml, { extensions: [thrower] });
  const url = new URL(String(h.logs.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening')?.url));
  const body = JSON.stringify({ sender: 'boom', content: 'still here' });
  const r = await send(url.origin, url.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}` }, body });
  t.equal(r.status, 200);
  await waitFor(() => inbox.got.some((p) => p.content === 'fake: still here'), 'the message is answered');
  t.ok(h.logs.some((l) => l.code === 'SVC_ERR_CHANNEL_RUNTIME_CALLBACK' && l.callback === 'screen' && String(l.err).includes('screen exploded')));
});

t.test('groups and opt-ins are checked at load, every problem at its path', async (t) => {
  const dir = tempConfigDir(
    t,
    [
      '[channels.webhook.team]',
      `secret = "${SECRET}"`,
      'port = 0',
      '[agents.a]',
      'peer_groups = ["team", "nope"]',
      '[peer_groups.team]',
      'channel = "webhook.elsewhere"',
      'agents = ["a", "ghost"]',
      'ignore = ["bot"]',
      'external_peers = ["bot"]',
      'output_modality = { default = "text", a = "voice", zz = "text" }',
      '[peer_groups.wire]',
      'channel = "mqtt.home"',
    ].join('\n'),
  );
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /peer_groups\.team\.channel: "webhook\.elsewhere" names no configured channel/);
  t.match(r.stderr, /peer_groups\.wire\.channel: "mqtt\.home" names a channel of type "mqtt", which carries no messages/);
  t.match(r.stderr, /peer_groups\.team\.agents\.1: "ghost" names no configured agent/);
  t.match(r.stderr, /peer_groups\.team\.ignore\.0: "bot" is in external_peers too/);
  t.match(r.stderr, /peer_groups\.team\.output_modality\.a: "voice" is not available: the channels svc runs carry text only/);
  t.match(r.stderr, /peer_groups\.team\.output_modality\.zz: names neither "default" nor an agent of the group/);
  t.match(r.stderr, /agents\.a\.peer_groups\.1: "nope" names no configured peer group/);
  t.notMatch(r.stderr, /output_modality\.default/, 'default = "text" is fine');
  t.notMatch(r.stderr, /agents\.a\.peer_groups\.0/, 'team is a configured group');
});
