// The channel runtime with channel types written for the test, in the real daemon (the testkit's host): what a channel's
// own code throws is contained (an answer, a retried attempt or poll, a line naming the extension, a count), a polling
// channel is answered like a listening one, and a registration that cannot work fails its extension's apply.
import t from 'tap';
import { startTestHost, recordingServer } from '../../../bin/testing.js';
import { channelRuntimePoint, replyJson, type ChannelDefinition } from '../../../extensions/channel-runtime/api.js';
import { s, type ExtensionDefinition } from '../../../kernel/index.js';
import { send } from '../../helpers/http.js';
import { waitFor } from '../../helpers/wait.js';

interface Probe {
  enabled: boolean;
  token: string;
  reply_url: string | null;
}

const section = (type: string) => ({
  [`channels.${type}`]: s.aliasMap(undefined, `Test channel instances: [channels.${type}.<alias>].`, s.table(undefined, 'One instance.', {
    enabled: s.bool(true, 'Run it.'),
    token: s.str('t0ken', 'Expected in X-Token.'),
    reply_url: s.optStr('Where replies go.'),
  })),
});

/** An extension that owns `[channels.<owns>]` and registers `definition` with the runtime. */
function channelExtension(name: string, definition: ChannelDefinition<Probe>, owns = definition.type): ExtensionDefinition {
  return {
    name,
    version: '1.0.0',
    dependsOn: ['channel-runtime'],
    sections: section(owns),
    apply: (kernel) => kernel.use(channelRuntimePoint).register(kernel, definition, { random: () => 0.5 }),
  };
}

/** A listening channel whose callbacks throw on demand: X-Boom: verify, {"boom": "parse" | "shape"}, content "explode". */
const unruly: ChannelDefinition<Probe> = {
  type: 'unruly',
  instance: (c) => ({
    enabled: c.enabled,
    listen: { host: '127.0.0.1', port: 0, path: '/in' },
    delivery: { unsent: c.reply_url ? undefined : 'no reply_url', maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1 },
  }),
  receive: {
    verify: (request, c) => {
      if (request.header('x-boom')[0] === 'verify') throw new Error('verify blew up');
      if (request.header('x-boom')[0] === 'async') return Promise.reject(new Error('an async verify')) as never;
      return request.header('x-token')[0] === c.token;
    },
    parse: (body) => {
      const b = body as { boom?: string; from?: string; text?: string };
      if (b.boom === 'parse') throw new Error('parse blew up');
      if (b.boom === 'shape') return { sender: 7 } as never;
      return { sender: String(b.from), content: String(b.text) };
    },
  },
  format: (reply) => {
    if (reply.content.includes('unformattable')) throw new Error('format blew up');
    return replyJson(reply);
  },
  send: async (delivery, { settings, http }) => {
    if (JSON.parse(delivery.body).content.includes('explode')) throw new Error('send blew up');
    return http(settings.reply_url!, { headers: { 'content-type': 'application/json' }, body: delivery.body });
  },
};

const JSON_TYPE = { 'content-type': 'application/json', 'x-token': 't0ken' };

t.test("a channel's throwing verify, parse and send are answers and counted failures naming the extension; the daemon serves on", async (t) => {
  const rx = await recordingServer();
  t.teardown(() => rx.close());
  const host = await startTestHost({ extensions: [channelExtension('test-unruly', unruly)], toml: `[channels.unruly.main]\nreply_url = "${rx.url}/replies"\n` });
  t.teardown(() => host.stop());
  const base = host.url('', 'unruly.main').replace(/\/in$/, '');
  const post = (body: string, headers: Record<string, string> = {}) => send(base, '/in', { headers: { ...JSON_TYPE, ...headers }, body });

  const ok = await post('{"from": "ann", "text": "hello"}');
  t.same([ok.status, ok.body.status], [200, 'queued']);
  const [reply] = await rx.received(1);
  t.same(reply!.json, { content: 'echo: hello', recipient: 'ann' });

  const verify = await post('{"from": "ann", "text": "x"}', { 'x-boom': 'verify' });
  t.same([verify.status, verify.body.error], [401, 'unauthorized'], 'a verify that throws fails closed');
  t.same([(await post('{"from": "ann", "text": "x"}', { 'x-token': 'wrong' })).status], [401], 'false is 401 too');
  t.same([(await post('{"from": "ann", "text": "x"}', { 'x-boom': 'async' })).status], [401], 'a promise is no answer (and its rejection is no crash)');
  const parse = await post('{"boom": "parse"}');
  t.same([parse.status, parse.body.error], [400, 'invalid_request'], 'a parse that throws is 400');
  t.equal((await post('{"boom": "shape"}')).status, 400, 'a parse that returns no message is 400');
  t.equal((await post('not json')).status, 400, 'the runtime reads the JSON: not json never reaches parse');

  t.equal((await post('{"from": "bob", "text": "please explode"}')).status, 200);
  await host.waitForLog({ msg: 'delivery failed', channel: 'unruly.main' });
  const attempts = host.logs.filter((l) => l.msg === 'delivery attempt failed' && l.channel === 'unruly.main');
  t.match(attempts, [{ ext: 'test-unruly', error: 'send blew up', attempt: 1 }, { ext: 'test-unruly', error: 'send blew up', attempt: 2 }], 'a throwing send is a failed attempt, retried');

  t.equal((await post('{"from": "bob", "text": "unformattable"}')).status, 200);
  await host.waitForLog({ msg: "reply dropped: the channel's format code failed", channel: 'unruly.main', ext: 'test-unruly', err: 'format blew up' });

  const contained = host.logs.filter((l) => l.code === 'SVC_ERR_CHANNEL_RUNTIME_CALLBACK');
  t.match(contained, [
    { ext: 'test-unruly', level: 50, channel: 'unruly.main', callback: 'verify', err: 'verify blew up' },
    { ext: 'test-unruly', level: 50, channel: 'unruly.main', callback: 'parse', err: 'parse blew up' },
  ]);
  t.equal(contained.length, 2, 'the next failures of a callback in the minute are counted, not logged again');
  const status = JSON.parse((await host.cli(['status', '--json'])).stdout);
  t.match(status.sections.unruly.channels, [{ channel: 'unruly.main', callback_errors: 4, failed_deliveries: [{ recipient: 'bob', error: 'send blew up' }] }]);
  t.equal((await send(host.url(), '/health', { method: 'GET' })).status, 200, 'the daemon still serves');
  t.equal((await post('{"from": "cy", "text": "still here?"}')).status, 200);
  t.same((await rx.received(2))[1]!.json, { content: 'echo: still here?', recipient: 'cy' });
});

t.test('a polling channel: its messages are answered and its replies sent; a poll that throws is retried', async (t) => {
  const inbox: { sender: string; content: string; thread_id?: string }[] = [{ sender: 'dee', content: 'first', thread_id: 'th-1' }];
  const sent: { body: unknown; id: string }[] = [];
  let polls = 0;
  const poller: ChannelDefinition<Probe> = {
    type: 'poller',
    instance: (c) => ({ enabled: c.enabled, pollIntervalMs: 5, delivery: {} }),
    poll: async () => {
      polls += 1;
      if (polls === 2) throw new Error('the mailbox is down');
      return inbox.splice(0);
    },
    send: async (delivery) => (sent.push({ body: JSON.parse(delivery.body), id: delivery.id }), { status: 200 }),
  };
  const host = await startTestHost({ extensions: [channelExtension('test-poller', poller)], toml: '[channels.poller.main]\n' });
  t.teardown(() => host.stop());
  await waitFor(() => sent.length === 1, 'the reply to the first message');
  t.match(sent[0], { body: { content: 'echo: first', recipient: 'dee', thread_id: 'th-1' }, id: /^[0-9a-f-]{36}$/ });
  await host.waitForLog({ code: 'SVC_ERR_CHANNEL_RUNTIME_CALLBACK', callback: 'poll', ext: 'test-poller', err: 'the mailbox is down' });
  inbox.push({ sender: 'eve', content: 'second' });
  await waitFor(() => sent.length === 2, 'the reply to the message polled after the failure');
  t.same(sent[1]!.body, { content: 'echo: second', recipient: 'eve' });
  t.ok(host.logs.some((l) => l.msg === 'polling' && l.channel === 'poller.main' && l.ext === 'test-poller'));
});

t.test("a registration that cannot work fails the registering extension's apply, naming it", async (t) => {
  const bad = channelExtension('test-bad-type', { ...unruly, type: 'Bad-Type' }, 'odd');
  await t.rejects(startTestHost({ extensions: [bad] }), { message: /test-bad-type.*channel type "Bad-Type" is not a lowercase name/s });
  const twice = channelExtension('test-twice', { ...unruly, type: 'webhook' }, 'odd');
  await t.rejects(startTestHost({ extensions: [twice] }), { message: /channel type "webhook" is registered by both "webhook-channel" and "test-twice"/ });
  const noParse = channelExtension('test-no-parse', { ...unruly, receive: {} as never });
  await t.rejects(startTestHost({ extensions: [noParse] }), { message: /receive without a parse/ });
});
