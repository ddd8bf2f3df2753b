// The http_request tool: every rule on the resolved address (svc's own listeners, metadata, link-local, private with
// port-named entries), secrets bound to hosts, redirects re-checked per hop, bounded answers, labelled failures.
import t from 'tap';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { AddressInfo, Socket } from 'node:net';
import { domainAllowed, httpRequestProblems, httpRequestTool, isPrivateAddress, type HttpRequestSettings } from '../../../extensions/agent/tools/http-request.js';
import { silentLogger } from '../../../kernel/logger.js';
import { registerOwnListener } from '../../../lib/net/own-listeners.js';

const base: HttpRequestSettings = {
  allow_private_hosts: false,
  allowed_domains: ['*'],
  allowed_private_hosts: [],
  enabled: true,
  max_redirects: 0,
  max_response_size: 1_000_000,
  secret_hosts: {},
  secrets: {},
  timeout_secs: 30,
};

interface Served {
  readonly port: number;
  readonly server: Server;
  /** Requests received, in order. */
  readonly seen: IncomingMessage[];
}

async function serve(t: { teardown(fn: () => unknown): void }, handler: (req: IncomingMessage, res: import('node:http').ServerResponse) => void, host = '127.0.0.1'): Promise<Served> {
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, host, r));
  t.teardown(() => new Promise<void>((r) => (sockets.forEach((s) => s.destroy()), server.listening ? server.close(() => r()) : r())));
  return { port: (server.address() as AddressInfo).port, server, seen };
}

function call(settings: Partial<HttpRequestSettings>, args: Record<string, unknown>): Promise<string> {
  const tool = httpRequestTool(() => ({ ...base, ...settings }));
  // The http_request tool reads no workspace or limits of the context.
  const context = { agent: 'a', channel: 'c', signal: new AbortController().signal, logger: silentLogger() } as Parameters<typeof tool.handler>[1];
  return Promise.resolve().then(() => tool.handler(args, context));
}

const hello = (req: IncomingMessage, res: import('node:http').ServerResponse) => res.end(`hello ${req.headers.authorization ?? 'anon'}`);

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

t.test('loopback is refused by default, by address and by resolved name, and allowed when configured', async (t) => {
  const { port } = await serve(t, hello);
  await t.rejects(call({}, { url: `http://127.0.0.1:${port}/` }), { message: new RegExp(`^refused by rule private-address: 127\\.0\\.0\\.1:${port} is a private or loopback address`) });
  await t.rejects(call({}, { url: `http://localhost:${port}/` }), { message: new RegExp(`^refused by rule private-address: localhost:${port} \\(resolved to 127\\.0\\.0\\.1\\)`) });
  await t.rejects(call({}, { url: `http://[::1]:${port}/` }), { message: /refused by rule private-address: \[::1\]:\d+ is a private/ });
  await t.rejects(call({}, { url: `http://[::ffff:127.0.0.1]:${port}/` }), { message: /refused by rule private-address/ });
  t.match(await call({ allowed_private_hosts: ['127.0.0.1'] }, { url: `http://127.0.0.1:${port}/` }), /^HTTP 200\n[\s\S]*\n\nhello anon$/);
  t.match(await call({ allowed_private_hosts: ['localhost'] }, { url: `http://localhost:${port}/` }), /hello anon/);
  t.match(await call({ allow_private_hosts: true }, { url: `http://127.0.0.1:${port}/` }), /hello anon/);
});

t.test('an allowlist entry may name a port: host alone is any port, host:port that port only', async (t) => {
  const a = await serve(t, hello);
  const b = await serve(t, hello);
  const onlyA = { allowed_private_hosts: [`127.0.0.1:${a.port}`] };
  t.match(await call(onlyA, { url: `http://127.0.0.1:${a.port}/` }), /hello anon/);
  await t.rejects(call(onlyA, { url: `http://127.0.0.1:${b.port}/` }), { message: /refused by rule private-address: 127\.0\.0\.1:\d+ is a private or loopback address; allow it in http_request\.allowed_private_hosts \(a port may be named/ });
  t.equal(b.seen.length, 0, 'the other port got nothing');
  t.match(await call({ allowed_private_hosts: [`localhost:${a.port}`] }, { url: `http://localhost:${a.port}/` }), /hello anon/, 'a name with a port');
  await t.rejects(call({ allowed_private_hosts: [`localhost:${a.port}`] }, { url: `http://localhost:${b.port}/` }), { message: /private-address/ });
  const v6 = await serve(t, hello, '::1');
  t.match(await call({ allowed_private_hosts: [`[::1]:${v6.port}`] }, { url: `http://[::1]:${v6.port}/` }), /hello anon/, '[::1]:port');
  t.match(await call({ allowed_private_hosts: ['[0:0:0:0:0:0:0:1]'] }, { url: `http://[::1]:${v6.port}/` }), /hello anon/, 'an IPv6 entry in any spelling, any port');
  await t.rejects(call({ allowed_private_hosts: [`[::1]:${a.port}`] }, { url: `http://[::1]:${v6.port}/` }), { message: /private-address/ });
});

t.test("svc's own listeners are refused whatever the allowlists say, by any spelling of a local address", async (t) => {
  const own = await serve(t, hello);
  registerOwnListener('gateway', own.server);
  const open = { allow_private_hosts: true, allowed_private_hosts: ['127.0.0.1', `127.0.0.1:${own.port}`, 'localhost', '0.0.0.0'] };
  for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '127.0.0.2', '0.0.0.0', '[::]', '[::ffff:0.0.0.0]', '2130706433']) {
    await t.rejects(call(open, { url: `http://${host}:${own.port}/api/config` }), { message: /^refused by rule own-listener: .* is svc's own gateway listener; tools never reach svc's own listeners/ }, host);
  }
  t.equal(own.seen.length, 0, 'no request reached the listener');
  // Another port of the same address is the operator's own service: allowed.
  const other = await serve(t, hello);
  t.match(await call(open, { url: `http://127.0.0.1:${other.port}/` }), /hello anon/);
  // Closed: forgotten. Nothing listens there any more, and the failure says so.
  await new Promise<void>((r) => own.server.close(() => r()));
  await t.rejects(call(open, { url: `http://127.0.0.1:${own.port}/` }), { message: /^connection refused: nothing accepts connections at 127\.0\.0\.1:\d+/ });
});

const outside = Object.values(networkInterfaces()).flat().filter((i) => i && !i.internal);
const v4 = outside.find((i) => i!.family === 'IPv4')?.address;

t.test("svc's own listener on every interface is refused through this host's interface addresses", { skip: v4 ? false : 'this host has no non-loopback IPv4 interface' }, async (t) => {
  if (!v4) return;
  const own = await serve(t, hello, '0.0.0.0');
  registerOwnListener('webhook.main', own.server);
  // The interface address is not private here (or is allowed): only the own-listener rule stands in the way.
  const open = { allow_private_hosts: true };
  await t.rejects(call({}, { url: `http://${v4}:${own.port}/` }), { message: /refused by rule (own-listener|private-address)/ });
  await t.rejects(call(open, { url: `http://${v4}:${own.port}/` }), { message: new RegExp(`^refused by rule own-listener: ${v4.replace(/\./g, '\\.')}:${own.port} is svc's own webhook\\.main listener`) });
  await t.rejects(call(open, { url: `http://[::ffff:${v4}]:${own.port}/` }), { message: /^refused by rule own-listener/ }, 'IPv4-mapped');
  const v6 = outside.find((i) => i!.family === 'IPv6' && !i!.address.startsWith('fe80'))?.address;
  if (v6) {
    const dual = await serve(t, hello, '::');
    registerOwnListener('gateway', dual.server);
    await t.rejects(call(open, { url: `http://[${v6}]:${dual.port}/` }), { message: /^refused by rule own-listener/ }, v6);
    await t.rejects(call(open, { url: `http://${v4}:${dual.port}/` }), { message: /^refused by rule own-listener/ }, 'a dual-stack listener through IPv4');
  }
  t.equal(own.seen.length, 0);
});

t.test('cloud metadata addresses are refused even with allow_private_hosts and an entry naming them; link-local needs an entry', async (t) => {
  for (const a of ['169.254.169.254', '[fd00:ec2::254]', '168.63.129.16', '100.100.100.200', '169.254.170.2', '169.254.169.253', '192.0.0.192', '[::ffff:169.254.169.254]', '[::ffff:a9fe:a9fe]', '[::ffff:a83f:8110]', '[fd00:ec2:0::254]', '[fd20:ce::254]']) {
    const host = a.replace(/^\[|\]$/g, '');
    await t.rejects(call({ allow_private_hosts: true, allowed_private_hosts: [host, a] }, { url: `http://${a}/latest/meta-data/` }), { message: /^refused by rule metadata: .* tools never reach cloud metadata addresses/ }, a);
  }
  await t.rejects(call({ allow_private_hosts: true }, { url: 'http://169.254.10.10/' }), { message: /^refused by rule link-local: 169\.254\.10\.10:80 is a link-local address; only an http_request\.allowed_private_hosts entry naming it allows it/ });
});

t.test('a named secret is sent only to the hosts it is bound to; refused before any byte is sent', async (t) => {
  const bound = await serve(t, hello);
  const other = await serve(t, hello);
  const settings = { allow_private_hosts: true, secrets: { gh: 'Bearer xyz' }, secret_hosts: { gh: [`127.0.0.1:${bound.port}`] } };
  t.match(await call(settings, { url: `http://127.0.0.1:${bound.port}/`, secret: 'gh' }), /hello Bearer xyz/);
  t.match(await call(settings, { url: `http://127.0.0.1:${bound.port}/`, secret: 'gh', headers: { AUTHORIZATION: 'mine' } }), /hello Bearer xyz/, "the model's Authorization is replaced");
  await t.rejects(call(settings, { url: `http://127.0.0.1:${other.port}/`, secret: 'gh' }), { message: /^refused by rule secret_hosts: the secret "gh" is not bound to 127\.0\.0\.1:\d+; http_request\.secret_hosts\.gh names the hosts/ });
  t.match(await call(settings, { url: `http://localhost:${bound.port}/`, secret: 'gh' }), /hello Bearer xyz/, 'an address binding holds for a name that resolves to it');
  await t.rejects(call({ ...settings, secret_hosts: { gh: ['api.github.com'] } }, { url: `http://localhost:${bound.port}/`, secret: 'gh' }), { message: /^refused by rule secret_hosts: the secret "gh" is not bound to localhost:\d+/ });
  t.equal(other.seen.length, 0, 'the unbound host got no request at all');
  t.match(await call(settings, { url: `http://127.0.0.1:${other.port}/` }), /hello anon/, 'without the secret the call goes');
  await t.rejects(call(settings, { url: `http://127.0.0.1:${bound.port}/`, secret: 'missing' }), { message: /no http_request\.secrets entry is named "missing"/ });
  const byName = { ...settings, secret_hosts: { gh: ['*.localhost', 'localhost'] } };
  t.match(await call(byName, { url: `http://localhost:${bound.port}/`, secret: 'gh' }), /hello Bearer xyz/, 'a name binding, any port');
});

t.test('load problems: a secret without hosts, a binding without a secret, unparsable entries, metadata entries', async (t) => {
  t.same(httpRequestProblems({ allowed_private_hosts: ['db.lan', '127.0.0.1:8080', '[::1]:9000', '::1', '*.lan'], secrets: { gh: 'x' }, secret_hosts: { gh: ['api.github.com'] } }), []);
  const problems = httpRequestProblems({
    allowed_private_hosts: ['127.0.0.1:99999', 'http://x/', '[::1', '169.254.169.254'],
    secrets: { gh: 'x', empty: 'y' },
    secret_hosts: { empty: [], typo: ['a.com'] },
  });
  t.match(problems, [
    { path: 'http_request.allowed_private_hosts[0]', message: /port outside 1-65535/ },
    { path: 'http_request.allowed_private_hosts[1]', message: /is not a host name/ },
    { path: 'http_request.allowed_private_hosts[2]', message: /not an IPv6 address in brackets/ },
    { path: 'http_request.allowed_private_hosts[3]', message: /instance metadata service.*never reaches it/ },
    { path: 'http_request.secrets.gh', message: /the secret "gh" is bound to no host; name the hosts it may be sent to, e\.g\. http_request\.secret_hosts\.gh = \["api\.example\.com"\]/ },
    { path: 'http_request.secrets.empty', message: /bound to no host/ },
    { path: 'http_request.secret_hosts.typo', message: /which http_request\.secrets does not define/ },
  ]);
  t.equal(problems.length, 7);
});

t.test('redirects: returned as they are by default; followed up to max_redirects, every hop checked again', async (t) => {
  const own = await serve(t, hello);
  registerOwnListener('gateway', own.server);
  const target = await serve(t, hello);
  const other = await serve(t, hello);
  const jumper = await serve(t, (req, res) => {
    const to: Record<string, string> = {
      '/own': `http://127.0.0.1:${own.port}/api/config`,
      '/own-mapped': `http://[::ffff:127.0.0.1]:${own.port}/`,
      '/metadata': 'http://169.254.169.254/latest/meta-data',
      '/target': `http://127.0.0.1:${target.port}/`,
      '/other': `http://127.0.0.1:${other.port}/`,
      '/loop': '/loop',
    };
    res.writeHead(302, { location: to[req.url ?? ''] ?? '/' }).end();
  });
  const open = { allow_private_hosts: true, max_redirects: 3 };
  t.match(await call({ allow_private_hosts: true }, { url: `http://127.0.0.1:${jumper.port}/own` }), /^HTTP 302\nlocation: http:\/\/127\.0\.0\.1:\d+\/api\/config/, 'max_redirects = 0: the 3xx goes back');
  await t.rejects(call(open, { url: `http://127.0.0.1:${jumper.port}/own` }), { message: /^after redirected \(302\) to http:\/\/127\.0\.0\.1:\d+\/api\/config: refused by rule own-listener/ });
  await t.rejects(call(open, { url: `http://127.0.0.1:${jumper.port}/own-mapped` }), { message: /refused by rule own-listener/ });
  await t.rejects(call(open, { url: `http://127.0.0.1:${jumper.port}/metadata` }), { message: /refused by rule metadata/ });
  await t.rejects(call({ allowed_private_hosts: [`127.0.0.1:${jumper.port}`], max_redirects: 3 }, { url: `http://127.0.0.1:${jumper.port}/target` }), { message: /refused by rule private-address: 127\.0\.0\.1:\d+/ }, 'the port-named entry admits the first hop only');
  t.equal(own.seen.length + target.seen.length, 0);
  t.match(await call(open, { url: `http://127.0.0.1:${jumper.port}/target` }), /^redirected \(302\) to http:\/\/127\.0\.0\.1:\d+\/\nHTTP 200\n[\s\S]*hello anon$/);
  t.match(await call(open, { url: `http://127.0.0.1:${jumper.port}/loop` }), /^(redirected \(302\) to \S+\n){3}HTTP 302/, 'at most max_redirects hops');
  // A secret bound to the first host is not carried to another: that hop is refused, the other host gets nothing.
  const secret = { ...open, secrets: { gh: 'Bearer xyz' }, secret_hosts: { gh: [`127.0.0.1:${jumper.port}`] } };
  await t.rejects(call(secret, { url: `http://127.0.0.1:${jumper.port}/other`, secret: 'gh' }), { message: /refused by rule secret_hosts: the secret "gh" is not bound to 127\.0\.0\.1:\d+/ });
  t.equal(other.seen.length, 0);
  // The model's own Authorization is dropped when the origin changes.
  t.match(await call(open, { url: `http://127.0.0.1:${jumper.port}/other`, headers: { authorization: 'mine' } }), /hello anon$/);
});

t.test('the answer is bounded by max_response_size, with and without content-length', async (t) => {
  const big = await serve(t, (_req, res) => res.end('x'.repeat(50_000)));
  const capped = await call({ allow_private_hosts: true, max_response_size: 100 }, { url: `http://127.0.0.1:${big.port}/big` });
  t.match(capped, /\n\nx{100}\n\[truncated at 100 bytes: http_request\.max_response_size\]$/);
  // Chunked, no content-length, and it would not stop by itself: 10,000 chunks of 10 KiB unless the reader leaves.
  let written = 0;
  const endless = await serve(t, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const pump = (): void => {
      while (written < 10_000 && !res.destroyed) {
        written++;
        if (!res.write('y'.repeat(10_240))) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  const chunked = await call({ allow_private_hosts: true, max_response_size: 1000 }, { url: `http://127.0.0.1:${endless.port}/` });
  t.notMatch(chunked, /content-length/);
  t.match(chunked, /\n\ny{1000}\n\[truncated at 1000 bytes/);
  t.ok(written < 10_000, `the reader left early (${written} of 10000 chunks written)`);
});

t.test('failures say what happened: timeout, connection refused, reset, TLS', async (t) => {
  const silent = await serve(t, () => {});
  const started = Date.now();
  await t.rejects(call({ allow_private_hosts: true, timeout_secs: 1 }, { url: `http://127.0.0.1:${silent.port}/` }), { message: /^timeout: no complete answer within 1 s \(http_request\.timeout_secs\)$/ });
  t.ok(Date.now() - started < 5000);
  const closed = await serve(t, hello);
  await new Promise<void>((r) => closed.server.close(() => r()));
  await t.rejects(call({ allow_private_hosts: true }, { url: `http://127.0.0.1:${closed.port}/` }), { message: /^connection refused: nothing accepts connections at 127\.0\.0\.1:\d+$/ });
  const reset = await serve(t, (req) => req.socket.destroy());
  await t.rejects(call({ allow_private_hosts: true }, { url: `http://127.0.0.1:${reset.port}/` }), { message: /^connection reset: 127\.0\.0\.1:\d+ closed the connection/ });
  const plain = await serve(t, hello);
  await t.rejects(call({ allow_private_hosts: true }, { url: `https://127.0.0.1:${plain.port}/` }), { message: /^tls: 127\.0\.0\.1:\d+: / });
  await t.rejects(call({ allowed_domains: ['example.com'] }, { url: 'http://127.0.0.1/' }), { message: /^refused by rule allowed_domains: 127\.0\.0\.1 is not in http_request\.allowed_domains/ });
  await t.rejects(call({}, { url: 'file:///etc/passwd' }), { message: /^refused by rule scheme: only http and https/ });
  await t.rejects(call({}, { url: 'not a url' }), { message: /^refused by rule scheme: the url is not an absolute http or https URL/ });
});

t.test('svc config validate: an unbound secret is exit 78 naming it and how to bind it; bound, it loads', async (t) => {
  const { svc } = await import('../../helpers/cli.js');
  const { tempConfigDir } = await import('../../helpers/kernel.js');
  const unbound = tempConfigDir(t, '[http_request.secrets]\ngithub = "Bearer not-shown-123"\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: unbound });
  t.equal(r.code, 78, r.stderr);
  t.match(r.stderr, /http_request\.secrets\.github: the secret "github" is bound to no host; name the hosts it may be sent to, e\.g\. http_request\.secret_hosts\.github = \["api\.example\.com"\]/);
  t.notMatch(r.stderr + r.stdout, /not-shown-123/, 'the value is never quoted');
  const bound = tempConfigDir(t, '[http_request.secrets]\ngithub = "Bearer x"\n[http_request.secret_hosts]\ngithub = ["api.github.com"]\n[http_request]\nallowed_private_hosts = ["127.0.0.1:8080", "[::1]:9000", "db.lan"]\n');
  const ok = await svc(['config', 'validate'], { SVC_CONFIG_DIR: bound });
  t.equal(ok.code, 0, ok.stderr);
  const env = await svc(['config', 'validate'], { SVC_CONFIG_DIR: bound, SVC_http_request__secrets__gitlab: 'Bearer y' });
  t.equal(env.code, 78, 'a secret from the environment needs a binding too');
  t.match(env.stderr, /http_request\.secrets\.gitlab: the secret "gitlab" is bound to no host/);
  const badEntry = tempConfigDir(t, '[http_request]\nallowed_private_hosts = ["127.0.0.1:99999", "169.254.169.254"]\n');
  const bad = await svc(['config', 'validate'], { SVC_CONFIG_DIR: badEntry });
  t.equal(bad.code, 78);
  t.match(bad.stderr, /http_request\.allowed_private_hosts\[0\]: "127\.0\.0\.1:99999" names a port outside 1-65535/);
  t.match(bad.stderr, /http_request\.allowed_private_hosts\[1\]: 169\.254\.169\.254 is the instance metadata service/);
});

t.test('names: checked on what they resolve to, resolved once, connected to the checked address with the name as Host', async (t) => {
  const { port, seen } = await serve(t, (req, res) => res.end(`host ${req.headers.host}`));
  const own = await serve(t, hello);
  registerOwnListener('gateway', own.server);
  const answers: Record<string, string[]> = {
    'service.test': ['127.0.0.1'],
    'evil.test': ['93.184.216.34', '169.254.169.254'],
    'mapped.test': ['::ffff:a9fe:a9fe'],
    'azure.test': ['168.63.129.16'],
    'self.test': ['::ffff:127.0.0.1'],
  };
  const asked: string[] = [];
  const resolve = async (name: string) => {
    asked.push(name);
    const list = answers[name];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const run = (settings: Partial<HttpRequestSettings>, args: Record<string, unknown>) => {
    const tool = httpRequestTool(() => ({ ...base, ...settings }), { resolve });
    return Promise.resolve().then(() => tool.handler(args, { agent: 'a', channel: 'c', signal: new AbortController().signal, logger: silentLogger() } as Parameters<typeof tool.handler>[1]));
  };
  t.match(await run({ allowed_private_hosts: ['service.test'] }, { url: `http://service.test:${port}/` }), new RegExp(`host service\\.test:${port}$`), 'the Host header names the URL\'s name');
  t.same(asked, ['service.test'], 'resolved once: the socket used the checked answer, no second lookup to rebind');
  t.equal(seen.length, 1);
  await t.rejects(run({ allow_private_hosts: true }, { url: 'http://evil.test/' }), { message: /^refused by rule metadata: evil\.test:80 \(resolved to 169\.254\.169\.254\) is the instance metadata service/ }, 'any refused address refuses the name');
  await t.rejects(run({ allow_private_hosts: true }, { url: 'http://mapped.test/' }), { message: /refused by rule metadata: mapped\.test:80 \(resolved to ::ffff:a9fe:a9fe\)/ });
  await t.rejects(run({ allow_private_hosts: true }, { url: 'http://azure.test/' }), { message: /refused by rule metadata: .*Azure's WireServer/ });
  await t.rejects(run({ allow_private_hosts: true, allowed_private_hosts: ['self.test'] }, { url: `http://self.test:${own.port}/` }), { message: /^refused by rule own-listener: self\.test:\d+ \(resolved to ::ffff:127\.0\.0\.1\) is svc's own gateway listener/ });
  await t.rejects(run({}, { url: 'http://nowhere.test/' }), { message: /^dns: nowhere\.test could not be resolved \(ENOTFOUND\)$/ });
  t.equal(own.seen.length, 0);
});
