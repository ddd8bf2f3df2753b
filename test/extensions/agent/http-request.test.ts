// The http_request tool: private and loopback hosts refused unless allowed, domain allowlist, size cap, timeout.
import t from 'tap';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { domainAllowed, httpRequestTool, isPrivateAddress, type HttpRequestSettings } from '../../../extensions/agent/tools/http-request.js';
import { silentLogger } from '../../../kernel/logger.js';

const base: HttpRequestSettings = {
  allow_private_hosts: false,
  allowed_domains: ['*'],
  allowed_private_hosts: [],
  enabled: true,
  max_response_size: 1_000_000,
  secrets: {},
  timeout_secs: 30,
};

async function serve(t: { teardown(fn: () => unknown): void }, handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server: Server = createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))));
  return (server.address() as AddressInfo).port;
}

function call(settings: Partial<HttpRequestSettings>, args: Record<string, unknown>): Promise<string> {
  const tool = httpRequestTool(() => ({ ...base, ...settings }));
  return Promise.resolve().then(() => tool.handler(args, { agent: 'a', channel: 'c', signal: new AbortController().signal, logger: silentLogger() }));
}

t.test('private, loopback, link-local and reserved addresses', async (t) => {
  for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fc00::1', 'fd12::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe', '::a9fe:a9fe', '64:ff9b::7f00:1']) {
    t.ok(isPrivateAddress(a), a);
  }
  for (const a of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) t.notOk(isPrivateAddress(a), a);
});

t.test('allowed domains match exactly or as subdomains; an empty list allows none', async (t) => {
  t.ok(domainAllowed('example.com', ['example.com']));
  t.ok(domainAllowed('api.eu.example.com', ['example.com']));
  t.ok(domainAllowed('API.Example.com.', ['example.com']));
  t.notOk(domainAllowed('notexample.com', ['example.com']));
  t.notOk(domainAllowed('example.com.evil.org', ['example.com']));
  t.ok(domainAllowed('anything.org', ['*']));
  t.notOk(domainAllowed('example.com', []));
});

t.test('loopback is refused by default, by address and by name, and allowed when configured', async (t) => {
  const port = await serve(t, (req, res) => res.end(`hello ${req.headers.authorization ?? 'anon'}`));
  await t.rejects(call({}, { url: `http://127.0.0.1:${port}/` }), { message: /127\.0\.0\.1 is a private or loopback address/ });
  await t.rejects(call({}, { url: `http://localhost:${port}/` }), { message: /localhost resolves to the private address/ });
  await t.rejects(call({}, { url: `http://[::1]:${port}/` }), { message: /::1 is a private or loopback address/ });
  t.match(await call({ allowed_private_hosts: ['127.0.0.1'] }, { url: `http://127.0.0.1:${port}/` }), /^HTTP 200\n[\s\S]*\n\nhello anon$/);
  t.match(await call({ allowed_private_hosts: ['localhost'] }, { url: `http://localhost:${port}/` }), /hello anon/);
  t.match(await call({ allow_private_hosts: true, secrets: { gh: 'Bearer xyz' } }, { url: `http://127.0.0.1:${port}/`, secret: 'gh' }), /hello Bearer xyz/);
  await t.rejects(call({ allow_private_hosts: true }, { url: `http://127.0.0.1:${port}/`, secret: 'missing' }), { message: /no http_request\.secrets entry is named "missing"/ });
});

t.test('a domain outside the allowlist and a non-http scheme are refused before connecting', async (t) => {
  await t.rejects(call({ allowed_domains: ['example.com'] }, { url: 'http://127.0.0.1/' }), { message: /127\.0\.0\.1 is not in http_request\.allowed_domains/ });
  await t.rejects(call({ allowed_domains: [] }, { url: 'https://example.com/' }), { message: /not in http_request\.allowed_domains/ });
  await t.rejects(call({}, { url: 'file:///etc/passwd' }), { message: /only http and https/ });
});

t.test('the response is capped at max_response_size; redirects are not followed', async (t) => {
  const port = await serve(t, (req, res) => {
    if (req.url === '/moved') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      return void res.end();
    }
    res.end('x'.repeat(50_000));
  });
  const capped = await call({ allow_private_hosts: true, max_response_size: 100 }, { url: `http://127.0.0.1:${port}/big` });
  t.match(capped, /\n\nx{100}\n\[truncated at 100 bytes\]$/);
  const moved = await call({ allow_private_hosts: true }, { url: `http://127.0.0.1:${port}/moved` });
  t.match(moved, /^HTTP 302\nlocation: http:\/\/169\.254\.169\.254/);
});

t.test('a server that does not answer hits timeout_secs', async (t) => {
  const port = await serve(t, () => {});
  const started = Date.now();
  await t.rejects(call({ allow_private_hosts: true, timeout_secs: 1 }, { url: `http://127.0.0.1:${port}/` }), { message: /no complete answer within 1 s/ });
  t.ok(Date.now() - started < 5000);
});
