// The dashboard's static files over real sockets: traversal and hidden files refused, directory indexes, the
// index.html fallback, content types, caching and ETags, HEAD, security headers, a path prefix, read errors.
import t from 'tap';
import Fastify, { type FastifyReply } from 'fastify';
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { answerError } from '../../../extensions/gateway/http-errors.js';
import { CONTENT_SECURITY_POLICY, pathSegments, registerStatic, type StaticOptions } from '../../../extensions/dashboard/static.js';

type Test = { teardown(fn: () => unknown): void };

interface Res {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(base: string, path: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    // The path is sent as written: a URL object would resolve "..", which the traversal cases must not.
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path: url.pathname.replace(/\/$/, '') + path, method: opts.method ?? 'GET', headers: opts.headers ?? {} });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

const SECRET = 'TOP-SECRET-beside-the-root';
const INDEX = '<!doctype html><title>svc dashboard</title>';
const DOCS = '<!doctype html><title>docs</title>';
const NOT_FOUND = JSON.stringify({ error: 'not_found', message: 'no dashboard file at this path' });
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY = {
  'content-security-policy': "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'self'; img-src 'self' data:",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};
const RESERVED = /^\/(?:api|ws|sop)(?:\/|$)|^\/(?:webhook|pair|health|metrics)$/;

/** A dist directory `<tmp>/dist` with `<tmp>/secret.txt` beside it. */
function site(t: Test, files: Record<string, string> = {}): { root: string; parent: string } {
  const parent = mkdtempSync(join(tmpdir(), 'svc-static-'));
  t.teardown(() => rmSync(parent, { recursive: true, force: true }));
  const root = join(parent, 'dist');
  writeFileSync(join(parent, 'secret.txt'), SECRET);
  const all = { 'index.html': INDEX, 'docs/index.html': DOCS, 'robots.txt': 'User-agent: *\n', '.env': SECRET, '.git/config': SECRET, ...files };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  return { root, parent };
}

async function serve(t: Test, root: () => string | null, options: { prefix?: string; reserved?: string[] } = {}): Promise<string> {
  const app = Fastify({ logger: false });
  const fail: StaticOptions['fail'] = answerError;
  const isReserved = (path: string) => (options.reserved?.push(path), RESERVED.test(path));
  await app.register(
    async (scope) => {
      scope.get('/health', async () => ({ status: 'ok' }));
      registerStatic(scope, { root, isReserved, fail });
    },
    { prefix: options.prefix ?? '' },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

function pick(headers: IncomingHttpHeaders, ...names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((n) => [n, headers[n]]));
}

t.test('the CSP constant is the one sent', async (t) => {
  t.equal(CONTENT_SECURITY_POLICY, SECURITY['content-security-policy']);
});

t.test('no web_dist_dir: every path is a 404 not_found envelope; the root is read per request', async (t) => {
  const { root } = site(t);
  let current: string | null = null;
  const base = await serve(t, () => current);
  for (const path of ['/', '/index.html', '/settings', '/assets/app.js', '/../secret.txt']) {
    const r = await send(base, path);
    t.same([r.status, r.headers['content-type'], JSON.parse(r.body)], [404, JSON_TYPE, { error: 'not_found', message: 'the dashboard is not served: gateway.web_dist_dir is not set' }], path);
    t.same(pick(r.headers, ...Object.keys(SECURITY)), SECURITY, `${path}: security headers on the 404`);
  }
  current = root;
  t.same([(await send(base, '/')).status, (await send(base, '/')).body], [200, INDEX], 'a reload that sets the directory takes effect');
  current = null;
  t.equal((await send(base, '/')).status, 404, 'and one that clears it');
});

t.test('traversal, encoded separators, NUL and hidden files are refused over the socket', async (t) => {
  const { root, parent } = site(t, { 'assets/app.css': 'body{}' });
  symlinkSync(join(parent, 'secret.txt'), join(root, 'escape.txt'));
  symlinkSync(join(parent, 'secret.txt'), join(root, 'escape'));
  symlinkSync(parent, join(root, 'out'));
  symlinkSync(join(root, '.env'), join(root, 'peek.txt'));
  symlinkSync(join(root, 'robots.txt'), join(root, 'alias.txt'));
  symlinkSync(join(root, 'loop'), join(root, 'loop'));
  const base = await serve(t, () => root);
  const refused = [
    '/../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/assets/..%5c..%5csecret.txt',
    '/%00', '/index.html%00', '/%00.txt', '/.env', '/%2eenv', '/.git/config', '/.git/', '/./index.html', '/%2e/index.html',
    '/docs%2findex.html', '/docs%2Findex.html', '/escape.txt', '/escape', '/out/secret.txt', '/peek.txt', '/loop',
  ];
  for (const path of refused) {
    const r = await send(base, path);
    t.same([r.status, r.headers['content-type'], r.body], [404, JSON_TYPE, NOT_FOUND], path);
    t.notOk(r.body.includes(SECRET) || r.body.includes(INDEX), `${path}: neither the secret nor the index`);
    t.equal(r.headers['x-frame-options'], 'DENY', `${path}: security headers`);
  }
  const linked = await send(base, '/alias.txt');
  t.same([linked.status, linked.body], [200, 'User-agent: *\n'], 'a symlink to a file inside the root is served');
  const malformed = await send(base, '/%zz');
  t.equal(malformed.status, 400, 'a malformed escape is refused by the router before the route runs');
  t.notOk(malformed.body.includes(INDEX));
});

t.test('pathSegments: one decoding per segment; anything that could step out or hide is null', async (t) => {
  t.same(pathSegments(''), []);
  t.same(pathSegments('/'), []);
  t.same(pathSegments('assets//app%20x.js/'), ['assets', 'app x.js']);
  t.same(pathSegments('100%25.txt'), ['100%.txt'], 'decoded once');
  t.same(pathSegments('%252e%252e'), ['%2e%2e'], 'never twice');
  for (const raw of ['%zz', 'a/%', '%e0%a4', '..', '%2e%2e', '.', 'a/%2e', 'a%2fb', 'a%5cb', 'a%00', '.env', 'x/.git/config']) {
    t.equal(pathSegments(raw), null, raw);
  }
});

t.test('a root that is itself a symlink is served through it', async (t) => {
  const { root, parent } = site(t);
  symlinkSync(root, join(parent, 'current'));
  const base = await serve(t, () => join(parent, 'current'));
  t.same([(await send(base, '/robots.txt')).body, (await send(base, '/')).body, (await send(base, '/settings')).body], ['User-agent: *\n', INDEX, INDEX]);
  t.equal((await send(base, '/../secret.txt')).body, NOT_FOUND);
});

t.test('/ and directory paths serve that directory\'s index.html', async (t) => {
  const { root } = site(t);
  const base = await serve(t, () => root);
  for (const [path, body] of [['/', INDEX], ['/docs', DOCS], ['/docs/', DOCS], ['/docs/index.html', DOCS], ['//docs//', DOCS], ['/?x=1', INDEX]] as const) {
    const r = await send(base, path);
    t.same([r.status, r.headers['content-type'], r.headers['cache-control'], r.body], [200, HTML, 'no-cache', body], path);
  }
});

t.test('index fallback: client routes get index.html; reserved paths and missing files with an extension get 404', async (t) => {
  const { root } = site(t, { 'api/data.json': '{}', 'empty/.keep': '' });
  const reserved: string[] = [];
  const base = await serve(t, () => root, { reserved });
  for (const path of ['/settings', '/runs/42', '/runs/42/', '/empty', '/index.html/child']) {
    const r = await send(base, path);
    t.same([r.status, r.headers['content-type'], r.headers['cache-control'], r.body], [200, HTML, 'no-cache', INDEX], path);
    t.same(pick(r.headers, ...Object.keys(SECURITY)), SECURITY, `${path}: security headers on the fallback`);
  }
  const head = await send(base, '/settings', { method: 'HEAD' });
  t.same([head.status, head.headers['content-type'], head.headers['content-length'], head.body], [200, HTML, String(INDEX.length), ''], 'HEAD of a client route');
  for (const path of ['/api/nope', '/api', '/ws/chat', '/sop/deploy', '/webhook', '/pair', '/metrics', '/%61pi/x', '/api/data.json', '/assets/app.js', '/missing.png', '/runs/v1.2']) {
    for (const method of ['GET', 'HEAD']) {
      const r = await send(base, path, { method });
      t.same([r.status, r.headers['content-type'], r.body], [404, JSON_TYPE, method === 'GET' ? NOT_FOUND : ''], `${method} ${path}`);
      t.equal(r.headers['content-security-policy'], CONTENT_SECURITY_POLICY, `${method} ${path}: security headers on the 404`);
    }
  }
  t.ok(reserved.includes('/api/x'), 'isReserved sees the decoded path');
  t.same([(await send(base, '/health')).status, (await send(base, '/health')).body], [200, '{"status":"ok"}'], 'a static route keeps precedence');
  rmSync(join(root, 'index.html'));
  t.same([(await send(base, '/settings')).status, (await send(base, '/settings')).body], [404, NOT_FOUND], 'no index.html: the fallback is a 404 too');
});

t.test('content types', async (t) => {
  const types: Record<string, string> = {
    'a.html': HTML, 'a.js': 'text/javascript; charset=utf-8', 'a.mjs': 'text/javascript; charset=utf-8', 'a.css': 'text/css; charset=utf-8',
    'a.json': JSON_TYPE, 'a.js.map': JSON_TYPE, 'a.svg': 'image/svg+xml; charset=utf-8', 'a.txt': 'text/plain; charset=utf-8',
    'a.xml': 'application/xml; charset=utf-8', 'site.webmanifest': 'application/manifest+json; charset=utf-8', 'a.wasm': 'application/wasm',
    'a.png': 'image/png', 'a.jpg': 'image/jpeg', 'a.jpeg': 'image/jpeg', 'a.gif': 'image/gif', 'a.webp': 'image/webp', 'a.avif': 'image/avif',
    'favicon.ico': 'image/x-icon', 'a.woff': 'font/woff', 'a.woff2': 'font/woff2', 'a.ttf': 'font/ttf', 'a.otf': 'font/otf', 'UPPER.PNG': 'image/png',
    'a.bin': 'application/octet-stream', 'a.exe': 'application/octet-stream', 'LICENSE': 'application/octet-stream',
  };
  const { root } = site(t, Object.fromEntries(Object.keys(types).map((name) => [name, `content of ${name}`])));
  const base = await serve(t, () => root);
  for (const [name, type] of Object.entries(types)) {
    const r = await send(base, `/${name}`);
    t.same([r.status, r.headers['content-type'], r.headers['content-length'], r.body], [200, type, String(`content of ${name}`.length), `content of ${name}`], name);
  }
});

t.test('caching: html no-cache, assets/ and hashed names immutable, the rest no-cache; weak ETag, Last-Modified, 304', async (t) => {
  const cache: Record<string, string> = {
    'index.html': 'no-cache', 'app.3f9a1c2b.js': IMMUTABLE, 'index-B7xk2_Qa.js': IMMUTABLE, 'chunk-abc_1234567.css': IMMUTABLE, 'assets/app.css': IMMUTABLE,
    'assets/fonts/x.woff2': IMMUTABLE, 'assets/page.html': 'no-cache', 'app.1234567.js': 'no-cache', 'some-component.js': 'no-cache',
    'robots.txt': 'no-cache', 'nested/assets/x.css': 'no-cache', 'logo.png': 'no-cache',
  };
  const { root } = site(t, Object.fromEntries(Object.keys(cache).map((name) => [name, `content of ${name}`])));
  const base = await serve(t, () => root);
  for (const [name, expected] of Object.entries(cache)) t.equal((await send(base, `/${name}`)).headers['cache-control'], expected, name);

  const file = join(root, 'app.3f9a1c2b.js');
  utimesSync(file, new Date('2024-01-02T03:04:05.678Z'), new Date('2024-01-02T03:04:05.678Z'));
  const size = statSync(file).size;
  const etag = `W/"${size.toString(16)}-${Date.parse('2024-01-02T03:04:05.678Z').toString(16)}"`;
  const r = await send(base, '/app.3f9a1c2b.js');
  t.same(pick(r.headers, 'etag', 'last-modified'), { etag, 'last-modified': 'Tue, 02 Jan 2024 03:04:05 GMT' });
  for (const inm of [etag, etag.slice(2), `W/"nope", ${etag}`, '*']) {
    const nm = await send(base, '/app.3f9a1c2b.js', { headers: { 'if-none-match': inm } });
    t.same([nm.status, nm.body, nm.headers['etag'], nm.headers['cache-control'], nm.headers['content-type']], [304, '', etag, IMMUTABLE, undefined], `If-None-Match: ${inm}`);
    t.same(pick(nm.headers, ...Object.keys(SECURITY)), SECURITY, 'security headers on the 304');
  }
  const stale = await send(base, '/app.3f9a1c2b.js', { headers: { 'if-none-match': 'W/"a-1"' } });
  t.same([stale.status, stale.body], [200, 'content of app.3f9a1c2b.js'], 'another ETag: the file');
  writeFileSync(file, 'longer content of app.3f9a1c2b.js');
  utimesSync(file, new Date('2024-01-02T03:04:05.678Z'), new Date('2024-01-02T03:04:05.678Z'));
  const changed = await send(base, '/app.3f9a1c2b.js', { headers: { 'if-none-match': etag } });
  t.same([changed.status, changed.body], [200, 'longer content of app.3f9a1c2b.js'], 'a new size is a new ETag');
  t.not(changed.headers['etag'], etag);
});

t.test('files: exact bytes, headers and HEAD without a body; an empty file', async (t) => {
  const big = 'x'.repeat(300_000) + 'END';
  const { root } = site(t, { 'assets/big.js': big, 'empty.txt': '' });
  const base = await serve(t, () => root);
  const get = await send(base, '/assets/big.js');
  t.same([get.status, get.headers['content-length'], get.body.length, get.body.endsWith('END')], [200, String(big.length), big.length, true]);
  t.same(pick(get.headers, ...Object.keys(SECURITY)), SECURITY, 'security headers on a file');
  const head = await send(base, '/assets/big.js', { method: 'HEAD' });
  t.same([head.status, head.headers['content-length'], head.headers['content-type'], head.headers['etag'], head.body], [200, String(big.length), 'text/javascript; charset=utf-8', get.headers['etag'], '']);
  const empty = await send(base, '/empty.txt');
  t.same([empty.status, empty.headers['content-length'], empty.body], [200, '0', '']);
});

t.test('under a path prefix: params below the prefix, the prefix matched as the router did, nothing outside it', async (t) => {
  const { root } = site(t);
  const reserved: string[] = [];
  const base = await serve(t, () => root, { prefix: '/svc', reserved });
  const port = new URL(base).port;
  t.same([(await send(base, '/svc/')).status, (await send(base, '/svc/')).body], [200, INDEX]);
  t.same([(await send(base, '/svc/robots.txt')).body, (await send(base, '/%73vc/robots.txt')).body], ['User-agent: *\n', 'User-agent: *\n'], 'an encoded prefix is still one segment');
  t.equal((await send(base, `http://127.0.0.1:${port}/svc/robots.txt`)).body, 'User-agent: *\n', 'an absolute-form request target');
  t.same([(await send(base, '/svc/docs/')).body, (await send(base, '/svc/settings')).body], [DOCS, INDEX]);
  for (const path of ['/svc/../secret.txt', '/svc/%2e%2e/secret.txt', '/svc/..%2fsecret.txt', '/svc/.env', '/svc/api/x', '/svc/svc/robots.txt']) {
    const r = await send(base, path);
    t.same([r.status, r.body], [404, NOT_FOUND], path);
  }
  reserved.length = 0;
  await send(base, '/svc/api/x');
  t.same(reserved, ['/api/x'], 'isReserved never sees the prefix');
  const outside = await send(base, '/robots.txt');
  t.same([outside.status, outside.headers['content-security-policy']], [404, undefined], 'outside the prefix the route does not answer');
  t.equal((await send(base, '/svc/health')).body, '{"status":"ok"}');
});

t.test('a file that cannot be opened after it was found is a 404, and the server keeps serving', async (t) => {
  const fsp = await import('node:fs/promises');
  const { registerStatic: register } = await t.mockImport<typeof import('../../../extensions/dashboard/static.js')>('../../../extensions/dashboard/static.js', {
    'node:fs/promises': {
      ...fsp,
      open: async (path: string, flags: number) => {
        if (String(path).endsWith('broken.js')) throw Object.assign(new Error('EIO: i/o error, open'), { code: 'EIO' });
        return fsp.open(path, flags);
      },
    },
  });
  const { root } = site(t, { 'broken.js': 'never sent', 'ok.js': 'sent' });
  const app = Fastify({ logger: false });
  register(app, { root: () => root, isReserved: () => false, fail: answerError });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  for (const method of ['GET', 'HEAD']) {
    const r = await send(base, '/broken.js', { method });
    t.same([r.status, r.headers['content-type'], r.headers['etag'], r.body], [404, JSON_TYPE, undefined, method === 'GET' ? NOT_FOUND : ''], method);
    t.equal(r.headers['x-content-type-options'], 'nosniff');
  }
  t.same([(await send(base, '/ok.js')).status, (await send(base, '/ok.js')).body], [200, 'sent'], 'still serving');
});
