// What the webhook channel refuses, over real sockets and the real CLI: invalid UTF-8 in signed bodies, long thread
// ids, blank secrets, credentials and link-local or metadata targets in send_url; and the visible, counted queue drop.
import t from 'tap';
import { createHash, createHmac } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = "It's a Secret to Everybody";
const sign = (body: string | Buffer) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
const JSON_TYPE = { 'content-type': 'application/json' };
const PAIRED = 'svc_' + 'ef'.repeat(32);
const ADMIN = { authorization: `Bearer ${PAIRED}` };

type T = Parameters<typeof startAgent>[0];

async function channel(t: T, extra = '', options: Parameters<typeof startAgent>[2] = {}) {
  const toml = `[channels.webhook.main]\nsecret = "${SECRET}"\nhost = "127.0.0.1"\nport = 0\n${extra}`;
  const h = await startAgent(t, toml, options);
  const line = h.logs.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening' && l.channel === 'webhook.main');
  const url = new URL(String(line?.url));
  const post = (body: string | Buffer) => send(url.origin, url.pathname, { headers: { ...JSON_TYPE, 'x-webhook-signature': sign(body) }, body });
  return { ...h, post };
}

/** Resolves once `check` holds; checks after each turn of the event loop, for at most `ms`. */

t.test('a correctly signed body that is not valid UTF-8 is 400, never read with U+FFFD in its place', async (t) => {
  const c = await channel(t);
  const body = (bytes: number[]) => Buffer.concat([Buffer.from('{"sender": "mallory", "content": "a'), Buffer.from(bytes), Buffer.from('b"}')]);
  const cases: [string, number[]][] = [
    ['a stray continuation byte', [0x80]],
    ['0xff', [0xff, 0xfe]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an overlong "/"', [0xc0, 0xaf]],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ];
  for (const [name, bytes] of cases) {
    const r = await c.post(body(bytes));
    t.same([r.status, r.body.error], [400, 'invalid_json'], name);
    t.match(r.body.message, /not valid UTF-8/, `${name}: says why`);
  }
  t.equal((await c.post(body([0xe2, 0x82, 0xac]))).status, 200, 'valid multi-byte UTF-8 (€) passes');
  t.equal((await c.post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"sender": "a", "content": "bom"}')]))).status, 200, 'a UTF-8 BOM is allowed');
  const unsigned = body([0xff]);
  const r = await send(new URL(String(c.logs.find((l) => l.msg === 'listening' && l.channel === 'webhook.main')!.url)).origin, '/webhook', { headers: JSON_TYPE, body: unsigned });
  t.equal(r.status, 401, 'the signature is still checked first');
  t.notOk(c.logs.some((l) => l.ext === 'agent' && JSON.stringify(l).includes('mallory')), 'nothing reached the agent');
});

t.test('thread_id over 256 characters is 400; 256 characters (code points, not UTF-16 units) pass', async (t) => {
  const c = await channel(t);
  const msg = (thread_id: string) => JSON.stringify({ sender: 'a', content: 'hi', thread_id });
  const long = await c.post(msg('t'.repeat(257)));
  t.same([long.status, long.body.error], [400, 'invalid_request']);
  t.match(long.body.message, /"thread_id" must be at most 256 characters/);
  t.equal((await c.post(msg('t'.repeat(256)))).status, 200);
  t.equal((await c.post(msg('🧵'.repeat(256)))).status, 200, '256 astral characters are 512 UTF-16 units and still pass');
  t.equal((await c.post(msg('🧵'.repeat(257)))).status, 400);
  t.equal((await c.post(msg('t'.repeat(60_000)))).status, 400);
});

t.test('a whitespace-only secret is refused at load: exit 78 naming the path', async (t) => {
  const file = tempConfigDir(t, '[channels.webhook.main]\nsecret = " \\t  "\nport = 0\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: file });
  t.equal(r.code, 78);
  t.match(r.stderr, /channels\.webhook\.main\.secret: is blank \(only whitespace\)/);
  const env = tempConfigDir(t, '[channels.webhook.main]\nport = 0\n');
  const e = await svc(['config', 'validate'], { SVC_CONFIG_DIR: env, SVC_channels__webhook__main__secret: '   ' });
  t.equal(e.code, 78, 'from the environment too');
  t.match(e.stderr, /channels\.webhook\.main\.secret: is blank/);
  const off = tempConfigDir(t, '[channels.webhook.main]\nenabled = false\nsecret = " "\n');
  t.equal((await svc(['config', 'validate'], { SVC_CONFIG_DIR: off })).code, 0, 'a disabled instance starts nothing, so it needs no secret');
});

t.test('credentials in send_url are exit 78 naming the path and auth_header, never the URL or the password', async (t) => {
  const PASSWORD = 'pw-canary-7f3a9c';
  const dir = tempConfigDir(t, `[channels.webhook.main]\nsecret = "s"\nport = 0\nsend_url = "https://hookuser:${PASSWORD}@receiver.example.com/in"\n`);
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /channels\.webhook\.main\.send_url: .*credentials.*auth_header/);
  t.notMatch(r.stderr + r.stdout, PASSWORD);
  t.notMatch(r.stderr + r.stdout, 'hookuser');

  const user = tempConfigDir(t, '[channels.webhook.main]\nsecret = "s"\nport = 0\nsend_url = "http://onlyuser@10.0.0.7/in"\n');
  const u = await svc(['config', 'validate'], { SVC_CONFIG_DIR: user });
  t.equal(u.code, 78, 'a user name alone is a credential too');
  t.notMatch(u.stderr, 'onlyuser');

  const fromEnv = tempConfigDir(t, '[channels.webhook.main]\nsecret = "s"\nport = 0\n');
  const e = await svc(['config', 'validate'], { SVC_CONFIG_DIR: fromEnv, SVC_channels__webhook__main__send_url: `http://u:${PASSWORD}@127.0.0.1:9/in` });
  t.equal(e.code, 78, 'from the environment too');
  t.match(e.stderr, /channels\.webhook\.main\.send_url/);
  t.notMatch(e.stderr, PASSWORD);
});

t.test('send_url may not name a link-local or cloud metadata target, in any spelling; LAN and loopback receivers are fine', async (t) => {
  const refused = [
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.1.1/in',
    'http://0xa9fea9fe/',
    'http://2852039166/',
    'http://[fe80::1]/in',
    'http://[febf:ffff::1]/in',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.GOOGLE.INTERNAL./',
    'http://metadata/',
    'http://instance-data.ec2.internal/',
    'http://100.100.100.200/',
    'http://[fd00:ec2::254]/',
  ];
  const allowed = [
    'http://127.0.0.1:8080/in',
    'http://localhost/in',
    'http://[::1]:9000/in',
    'http://10.0.0.5:8080/in',
    'http://192.168.1.20/in',
    'http://172.16.4.4/in',
    'http://[fd12:3456::1]/in',
    'http://receiver.lan:8080/in',
    'https://hooks.example.com/in',
    'http://hooks.example.com/in',
    'http://metadata.example.com/in',
  ];
  const toml = (urls: string[]) => urls.map((u, i) => `[channels.webhook.i${i}]\nsecret = "s"\nport = 0\nsend_url = "${u}"\n`).join('');
  const bad = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, toml(refused)) });
  t.equal(bad.code, 78);
  refused.forEach((url, i) => t.match(bad.stderr, new RegExp(`channels\\.webhook\\.i${i}\\.send_url: .*link-local or cloud metadata`), url));
  const good = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, toml(allowed)) });
  t.equal(good.code, 0, good.stderr);
});

t.test('a full inbound queue: 503, one WARN a minute per instance with ids and counts, and drops counted in /metrics', async (t) => {
  const held: ServerResponse[] = [];
  const llm = createServer((_req, res) => void held.push(res));
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (llm.closeAllConnections(), llm.close(() => r()))));
  const provider = `[providers.models.openai.slow]\nbase_url = "http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1"\nmodel = "m"\n`;
  const rest = `${provider}[observability]\nbackend = "prometheus"\n[gateway]\npaired_tokens = ["${createHash('sha256').update(PAIRED).digest('hex')}"]\n`;
  const clock = manualClock();
  const c = await channel(t, rest, { webhookClock: clock });
  const CONTENT = 'content-canary-b41e';
  const message = (sender: string, thread?: string) => JSON.stringify({ sender, content: CONTENT, ...(thread ? { thread_id: thread } : {}) });
  // One conversation at a time: the first message is with the (silent) model, 100 wait.
  for (let i = 0; i < 101; i++) t.equal((await c.post(message('one-sender'))).status, 200, `message ${i + 1} queued`, { diagnostic: false });
  const warns = () => c.logs.filter((l) => l.ext === 'webhook-channel' && l.level === 40 && String(l.msg).startsWith('inbound queue full'));

  const first = await c.post(message('dropped-1', 'thread-1'));
  t.same([first.status, first.headers['retry-after']], [503, '1']);
  for (const n of [2, 3]) t.equal((await c.post(message(`dropped-${n}`))).status, 503);
  t.equal(warns().length, 1, 'three refusals in one minute: one WARN');
  t.match(warns()[0], { channel: 'webhook.main', sender: 'dropped-1', thread_id: 'thread-1', queued: 100, dropped: 1 });

  await clock.advance(60_000);
  t.equal((await c.post(message('dropped-4', 'thread-4'))).status, 503);
  t.equal(warns().length, 2, 'a minute later: the next WARN');
  t.match(warns()[1], { sender: 'dropped-4', thread_id: 'thread-4', dropped: 3 }, 'it counts the refusals since the last line, this one included');
  t.notMatch(JSON.stringify(warns()), CONTENT, 'never the content');
  t.notMatch(JSON.stringify(warns()), SECRET, 'never the secret');

  const scrape = await send(c.url, '/metrics', { method: 'GET', headers: ADMIN });
  t.equal(scrape.status, 200);
  t.match(scrape.text, /svc_webhook_inbound_dropped_total\{channel="webhook\.main"\} 4\n/);
  t.match(scrape.text, /svc_webhook_inbound_total\{channel="webhook\.main"\} 101\n/);
});

t.test('/metrics counts inbound messages and outbound replies', async (t) => {
  const got: string[] = [];
  const rx = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => (got.push(body), res.writeHead(200).end()));
  });
  await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (rx.closeAllConnections(), rx.close(() => r()))));
  const sendUrl = `http://127.0.0.1:${(rx.address() as AddressInfo).port}/in`;
  const rest = `send_url = "${sendUrl}"\n[observability]\nbackend = "prometheus"\n[gateway]\npaired_tokens = ["${createHash('sha256').update(PAIRED).digest('hex')}"]\n`;
  const c = await channel(t, rest);
  for (const who of ['ann', 'ben']) t.equal((await c.post(JSON.stringify({ sender: who, content: 'ping' }))).status, 200);
  const metrics = async () => (await send(c.url, '/metrics', { method: 'GET', headers: ADMIN })).text;
  await waitFor(async () => /svc_webhook_deliveries_total\{channel="webhook\.main",outcome="delivered"\} 2\n/.test(await metrics()), 'two delivered replies');
  t.equal(got.length, 2);
  const text = await metrics();
  t.match(text, /svc_webhook_inbound_total\{channel="webhook\.main"\} 2\n/);
  t.match(text, /svc_webhook_outbound_total\{channel="webhook\.main"\} 2\n/);
  t.notMatch(text, /svc_webhook_inbound_dropped_total\{channel="webhook\.main"\} [1-9]/);
});
