// The webhook channel over real sockets: no secret, every signature failure shape, the 413/415/400/503 answers in the
// order of CONTRACT §5, and an echo agent's reply delivered end to end to a scriptable local receiver.
import t from 'tap';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startAgent } from '../../helpers/agent.js';
import { send } from '../../helpers/http.js';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = "It's a Secret to Everybody";
const sign = (body: string | Buffer, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const JSON_TYPE = { 'content-type': 'application/json' };

interface Received {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver that records each request and answers from a script (default 200). */
async function receiver(t: Parameters<typeof startAgent>[0], script: ((r: Received, res: ServerResponse) => void)[] = []) {
  const got: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const r = { method: req.method ?? '', headers: req.headers, body };
      got.push(r);
      const step = script.shift();
      if (step) step(r, res);
      else res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  const until = async (n: number) => {
    await waitFor(() => got.length >= n, `${n} request(s) at the receiver`);
    return got;
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/inbox`, got, until };
}

async function channel(t: Parameters<typeof startAgent>[0], extra = '', sendUrl?: string) {
  const toml = `[channels.webhook.main]\nsecret = "${SECRET}"\nhost = "127.0.0.1"\nport = 0\n${sendUrl ? `send_url = "${sendUrl}"\n` : ''}${extra}`;
  const h = await startAgent(t, toml);
  const line = h.logs.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening' && l.channel === 'webhook.main');
  const url = new URL(String(line?.url));
  return { ...h, base: url.origin, path: url.pathname };
}

t.test('GitHub\'s published vector signs as the channel verifies', async (t) => {
  const { signatureValid } = await import('../../../extensions/webhook-channel/inbound.js');
  t.ok(signatureValid(Buffer.from('Hello, World!'), ['sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17'], SECRET));
  t.ok(signatureValid(Buffer.from('Hello, World!'), ['sha256=757107EA0EB2509FC211221CCE984B8A37570B6D7586C22C46F4379C8B043E17'], SECRET), 'hex in either case');
});

t.test('an instance without a secret refuses to start: exit 78 telling the operator to configure one', async (t) => {
  const dir = tempConfigDir(t, '[channels.webhook.main]\nport = 0\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /channels\.webhook\.main\.secret: is not set: .*no secretless mode/);
});

t.test('every signature failure shape is 401, before the body is judged', async (t) => {
  const c = await channel(t);
  const body = '{"sender": "alice", "content": "hi"}';
  const post = (headers: Record<string, string | string[]>, payload: string = body) => send(c.base, c.path, { headers: { ...JSON_TYPE, ...headers }, body: payload });
  const shapes: [string, Record<string, string | string[]>][] = [
    ['missing', {}],
    ['no prefix', { 'x-webhook-signature': sign(body).slice(7) }],
    ['wrong secret', { 'x-webhook-signature': sign(body, 'another secret') }],
    ['bad hex', { 'x-webhook-signature': `sha256=${'zz'.repeat(32)}` }],
    ['too short', { 'x-webhook-signature': sign(body).slice(0, -2) }],
    ['too long', { 'x-webhook-signature': `${sign(body)}00` }],
    ['other scheme', { 'x-webhook-signature': sign(body).replace('sha256', 'sha1') }],
    ['sent twice', { 'x-webhook-signature': [sign(body), sign(body)] }],
    ['body re-serialised', { 'x-webhook-signature': sign(JSON.stringify(JSON.parse(body))) }],
  ];
  for (const [name, headers] of shapes) {
    const r = await post(headers);
    t.same([r.status, r.body.error], [401, 'unauthorized'], name);
  }
  t.equal((await post({ 'x-webhook-signature': sign(body) })).status, 200, 'the right signature passes');
  const bad = await post({}, '{not json');
  t.equal(bad.status, 401, 'an unsigned bad body is 401, not 400');
});

t.test('413, 415, 400 answers in the order of CONTRACT §5', async (t) => {
  const c = await channel(t);
  const post = (payload: string | Buffer, headers: Record<string, string> = {}) => send(c.base, c.path, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(payload), ...headers }, body: payload });
  const big = Buffer.alloc(64 * 1024 + 1, 'a');
  t.same([(await post(big, { 'content-type': 'text/plain' })).status], [413], '413 before 415');
  t.same([(await post('{"sender":"a","content":"b"}', { 'content-type': 'text/plain' })).status], [415]);
  t.same([(await post('{"sender":"a","content":"b"}', { 'content-type': 'application/json; charset=utf-16' })).status], [415]);
  t.same([(await post('{"sender":"a","content":"b"}', { 'x-webhook-signature': 'sha256=00', 'content-type': 'text/plain' })).status], [415], '415 before 401');
  const cases: [string, string][] = [
    ['bad JSON', '{"sender": '],
    ['prototype poisoning', '{"sender": "a", "content": "b", "__proto__": {"x": 1}}'],
    ['escaped __proto__', '{"sender": "a", "content": "b", "\\u005f_proto__": {"x": 1}}'],
    ['no sender', '{"content": "b"}'],
    ['sender not a string', '{"sender": 7, "content": "b"}'],
    ['no content', '{"sender": "a"}'],
    ['empty content', '{"sender": "a", "content": ""}'],
    ['content not a string', '{"sender": "a", "content": ["b"]}'],
    ['thread_id not a string', '{"sender": "a", "content": "b", "thread_id": 5}'],
    ['not an object', '["a"]'],
  ];
  for (const [name, payload] of cases) {
    const r = await post(payload);
    t.equal(r.status, 400, name);
    t.match(r.body, { error: /^invalid_(json|request)$/, message: /./ }, `${name}: the error envelope`);
  }
  t.equal((await send(c.base, '/elsewhere', { headers: JSON_TYPE, body: '{}' })).status, 404);
});

t.test('503 with Retry-After: 1 when 100 messages wait for a busy agent', async (t) => {
  const held: ServerResponse[] = [];
  const llm = createServer((_req, res) => void held.push(res));
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (llm.closeAllConnections(), llm.close(() => r()))));
  const provider = `[providers.models.openai.slow]\nbase_url = "http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1"\nmodel = "m"\n`;
  const c = await channel(t, provider);
  const post = () => {
    const body = '{"sender": "one-sender", "content": "hello"}';
    return send(c.base, c.path, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(body) }, body });
  };
  // One conversation is answered at a time: the first message is with the agent, 100 wait.
  for (let i = 0; i < 101; i++) t.equal((await post()).status, 200, `message ${i + 1} queued`, { diagnostic: false });
  const full = await post();
  t.same([full.status, full.headers['retry-after'], full.body.error], [503, '1', 'not_ready']);
});

t.test('an echo reply is delivered end to end: method, headers, body, one delivery id', async (t) => {
  const rx = await receiver(t);
  const c = await channel(t, 'send_method = "put"\nauth_header = "Bearer out-token"\n', rx.url);
  const body = '{"sender": "alice", "content": "ping", "thread_id": "t-1"}';
  t.equal((await send(c.base, c.path, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(body) }, body })).status, 200);
  const [got] = await rx.until(1);
  t.equal(got?.method, 'PUT');
  t.equal(got?.headers['content-type'], 'application/json');
  t.equal(got?.headers.authorization, 'Bearer out-token');
  t.match(got?.headers['x-webhook-delivery-id'], /^[0-9a-f-]{36}$/);
  t.same(JSON.parse(got!.body), { content: 'echo: ping', recipient: 'alice', thread_id: 't-1' });

  const anonymous = '{"sender": "", "content": "no one"}';
  await send(c.base, c.path, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(anonymous) }, body: anonymous });
  const [, second] = await rx.until(2);
  t.same(JSON.parse(second!.body), { content: 'echo: no one' }, 'recipient omitted when empty, no thread_id');
});

t.test('503 then 200: the retry carries the same delivery id; 400 is not retried', async (t) => {
  const rx = await receiver(t, [
    (_r, res) => res.writeHead(503, { 'retry-after': '1' }).end(),
    (_r, res) => res.writeHead(200).end(),
    (_r, res) => res.writeHead(400).end(),
  ]);
  const c = await channel(t, 'retry_base_delay_ms = 10\nretry_max_delay_ms = 50\n', rx.url);
  const post = (content: string) => {
    const body = JSON.stringify({ sender: 'bob', content });
    return send(c.base, c.path, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(body) }, body });
  };
  await post('first');
  const [a, b] = await rx.until(2);
  t.equal(a?.headers['x-webhook-delivery-id'], b?.headers['x-webhook-delivery-id']);
  await post('second');
  await rx.until(3);
  // The outbox's last word on the 400 is its failure line: after it, nothing more is sent.
  await waitFor(() => c.logs.some((l) => l.msg === 'delivery failed' && l.channel === 'webhook.main' && l.status === 400), 'the final failure line of the 400');
  t.equal(rx.got.length, 3, 'the 400 was not retried');
});

t.test('the channel registry delivers through a running instance; an unknown type is an error', async (t) => {
  const rx = await receiver(t);
  const { channelsPoint } = await import('../../../extensions/agent/api.js');
  const { defineExtension } = await import('../../../kernel/extension.js');
  let registry: import('../../../extensions/agent/api.js').ChannelRegistry | undefined;
  const grab = defineExtension({ name: 'test-channels', version: '1', dependsOn: ['agent'], apply: (k) => void (registry = k.use(channelsPoint)) });
  const toml = `[channels.webhook.main]\nsecret = "${SECRET}"\nhost = "127.0.0.1"\nport = 0\nsend_url = "${rx.url}"\n`;
  await startAgent(t, toml, { extensions: [grab] });
  t.same(registry!.types(), ['webhook']);
  t.match(await registry!.deliver('webhook.main', { content: 'cron says hi', recipient: 'ops' }), /^[0-9a-f-]{36}$/);
  const [got] = await rx.until(1);
  t.same(JSON.parse(got!.body), { content: 'cron says hi', recipient: 'ops' });
  await t.rejects(registry!.deliver('pigeon.main', { content: 'x' }), /no channel type runs "pigeon.main"/);
  await t.rejects(registry!.deliver('webhook.other', { content: 'x' }), /channels.webhook.other is not running/);
});

t.test('excluded_tools are hidden from the model when answering through the channel', async (t) => {
  const { fakeLlm, openai } = await import('../../helpers/fake-llm.js');
  const llm = await fakeLlm(() => openai.text('done'));
  t.teardown(() => llm.close());
  const provider = `[providers.models.openai.home]\nbase_url = "${llm.url}"\nmodel = "m"\n[tools]\noptional = ["*"]\n`;
  const names = () => ((llm.requests.at(-1)!.body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name);
  const post = async (c: Awaited<ReturnType<typeof channel>>) => {
    const body = '{"sender": "carol", "content": "look it up"}';
    const before = llm.requests.length;
    await send(c.base, c.path, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(body) }, body });
    await waitFor(() => llm.requests.length > before, 'the model request for the posted message');
  };
  const open = await channel(t, provider);
  await post(open);
  t.ok(names().includes('lookup'), 'offered without exclusions');
  await open.stop();
  // Instance fields come first: the provider tables follow them in the file.
  const closed = await channel(t, `excluded_tools = ["lookup"]\n${provider}`);
  await post(closed);
  t.notOk(names().includes('lookup'), 'hidden on this channel');
});

t.test('a reload that removes a running instance is restart_required; the instance keeps its settings until then', async (t) => {
  const rx = await receiver(t);
  const c = await channel(t, '', rx.url);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`${c.dir}/config.toml`, '');
  await c.store.reload('test');
  t.ok(c.logs.some((l) => l.ext === 'webhook-channel' && l.msg === 'restart_required' && (l.paths as string[])[0] === 'channels.webhook.main'));
  const body = '{"sender": "dora", "content": "still there?"}';
  t.equal((await send(c.base, c.path, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(body) }, body })).status, 200);
  const [got] = await rx.until(1);
  t.same(JSON.parse(got!.body), { content: 'echo: still there?', recipient: 'dora' });
});
