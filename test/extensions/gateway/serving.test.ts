// The gateway as a server over real sockets: HTTPS, mutual TLS (good, missing, revoked, rogue certificates; a revocation
// list rotated by a reload), the dashboard files of gateway.web_dist_dir (types, caching, headers, traversal), and the
// answer deadlines (408) with the set of requests in flight behind them.
import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { defineExtension } from '../../../kernel/extension.js';
import { gatewayRoutesPoint } from '../../../extensions/gateway/api.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { makeCerts, type Certs } from '../../helpers/certs.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

let certs: Certs;
t.before(async () => {
  certs = await makeCerts(tempConfigDir(t));
});

const read = (file: string) => readFileSync(file);

async function tlsGateway(t: Parameters<typeof startAgent>[0], clientAuth = '') {
  const dir = tempConfigDir(t);
  writeFileSync(join(dir, 'revoked.txt'), `# revoked client certificates\n${certs.revoked.fingerprint}\n`);
  const toml = `[gateway.tls]\nenabled = true\ncert_path = "${certs.server.cert}"\nkey_path = "${certs.server.key}"\n${clientAuth}`;
  const h = await startAgent(t, toml, { dir });
  return { ...h, file: join(dir, 'config.toml') };
}

const clientAuth = (extra = '') => `[gateway.tls.client_auth]\nenabled = true\nca_cert_path = "${certs.ca.cert}"\ncrl_path = "revoked.txt"\n${extra}`;

t.test('HTTPS: the gateway serves TLS with the configured certificate, and logs an https URL', async (t) => {
  const g = await tlsGateway(t);
  t.match(g.url, /^https:\/\/127\.0\.0\.1:\d+$/);
  const r = await send(g.url, '/health', { method: 'GET', tls: { ca: read(certs.ca.cert) } });
  t.same([r.status, r.body.status], [200, 'ok']);
  await t.rejects(send(g.url.replace('https', 'http'), '/health', { method: 'GET' }), 'plain HTTP gets no answer');
  await t.rejects(send(g.url, '/health', { method: 'GET' }), { code: /UNABLE_TO_VERIFY|SELF_SIGNED|UNABLE_TO_GET_ISSUER/ }, 'the chain is the test CA');
});

t.test('mutual TLS with require_client_cert: good passes, missing and rogue fail the handshake, revoked is 403', async (t) => {
  const g = await tlsGateway(t, clientAuth());
  const ca = read(certs.ca.cert);
  const as = (c?: { cert: string; key: string }) => send(g.url, '/health', { method: 'GET', tls: c ? { ca, cert: read(c.cert), key: read(c.key) } : { ca } });
  t.equal((await as(certs.good)).status, 200, 'a certificate the CA signed');
  await t.rejects(as(), 'no certificate: the handshake is refused');
  await t.rejects(as(certs.rogue), 'another CA: the handshake is refused');
  const revoked = await as(certs.revoked);
  t.same([revoked.status, revoked.body.error, revoked.body.message], [403, 'forbidden', 'the client certificate is revoked']);

  // The revocation list is re-read on reload: revoking the good certificate applies from the next request.
  writeFileSync(join(g.dir, 'revoked.txt'), `${certs.revoked.fingerprint}\n${certs.good.fingerprint.replace(/(..)(?!$)/g, '$1:').toUpperCase()}\n`);
  writeFileSync(g.file, `${readFileSync(g.file, 'utf8')}# touched\n`);
  await g.store.reload('test');
  t.equal((await as(certs.good)).status, 403, 'revoked after the reload');
});

t.test('mutual TLS without require_client_cert: no certificate passes, a rogue one is refused, pins narrow the CA', async (t) => {
  const g = await tlsGateway(t, clientAuth(`require_client_cert = false\npinned_certs = ["${certs.pinned.fingerprint}"]`));
  const ca = read(certs.ca.cert);
  const as = (c?: { cert: string; key: string }) => send(g.url, '/health', { method: 'GET', tls: c ? { ca, cert: read(c.cert), key: read(c.key) } : { ca } });
  t.equal((await as()).status, 200, 'no certificate is allowed');
  t.equal((await as(certs.pinned)).status, 200, 'the pinned certificate');
  t.match((await as(certs.good)).body, { error: 'forbidden', message: 'the client certificate is not pinned' });
  t.match((await as(certs.rogue)).body, { error: 'forbidden', message: /not trusted/ });
});

t.test('gateway.tls files are checked at load: a missing certificate is a configuration problem naming the file', async (t) => {
  const dir = tempConfigDir(t);
  await t.rejects(startAgent(t, `[gateway.tls]\nenabled = true\ncert_path = "missing.pem"\nkey_path = "${certs.server.key}"\n`, { dir }), {
    code: 'SVC_ERR_CONFIG_INVALID',
    message: new RegExp(`gateway.tls.cert_path: .*${join(dir, 'missing.pem').replace(/[/.]/g, '\\$&')}`),
  });
});

t.test('dashboard files: content types, caching, security headers, SPA fallback, API paths and traversal', async (t) => {
  const dir = tempConfigDir(t);
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>svc</title>');
  writeFileSync(join(dist, 'assets', 'app-3f9a1c2b.js'), 'console.log("svc")');
  writeFileSync(join(dist, 'style.css'), 'body{}');
  const g = await startAgent(t, `[gateway]\nweb_dist_dir = "${dist}"\n`, { dir });
  const get = (path: string, headers: Record<string, string> = {}) => send(g.url, path, { method: 'GET', headers });

  const index = await get('/');
  t.same([index.status, index.headers['content-type'], index.headers['cache-control'], index.text], [200, 'text/html; charset=utf-8', 'no-cache', '<!doctype html><title>svc</title>']);
  t.match(index.headers['content-security-policy'], /frame-ancestors 'none'/);
  t.equal(index.headers['x-content-type-options'], 'nosniff');
  const js = await get('/assets/app-3f9a1c2b.js');
  t.same([js.headers['content-type'], js.headers['cache-control']], ['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
  t.equal((await get('/style.css')).headers['content-type'], 'text/css; charset=utf-8');
  t.equal((await get('/style.css', { 'if-none-match': String((await get('/style.css')).headers.etag) })).status, 304);
  const spa = await get('/settings/gateway');
  t.same([spa.status, spa.text], [200, '<!doctype html><title>svc</title>'], 'a client-side route falls back to index.html');
  for (const path of ['/api/nope', '/webhook', '/assets/missing.js']) {
    const r = await get(path);
    t.same([r.status, r.body.error], [404, 'not_found'], `${path} is never index.html`);
  }
  for (const path of ['/../config.toml', '/%2e%2e/config.toml', '/assets/..%2f..%2fconfig.toml', '/..%5cconfig.toml', '/.%2e/config.toml']) {
    const r = await get(path);
    t.not(r.status, 200, `${path} is refused`);
    t.notMatch(r.text, /web_dist_dir/, `${path} never shows config.toml`);
  }
  // Another dashboard directory applies from the next request after a reload.
  const next = join(dir, 'next');
  mkdirSync(next);
  writeFileSync(join(next, 'index.html'), 'next dashboard');
  writeFileSync(join(dir, 'config.toml'), `[gateway]\nweb_dist_dir = "${next}"\n`);
  t.same((await g.store.reload('test')).restartRequired, []);
  t.equal((await get('/')).text, 'next dashboard');
});

t.test('without web_dist_dir the dashboard the package ships is served at /', async (t) => {
  const g = await startAgent(t, '');
  const r = await fetch(`${g.url}/`);
  t.equal(r.status, 200);
  t.match(r.headers.get('content-type'), /^text\/html/);
  t.match(await r.text(), /<title>[^<]*svc/i);
});

/** GET /slow and GET /slow-long (a long-running route) never answer; `arrived` names each request a handler got. */
function hangingRoutes(): { extension: ReturnType<typeof defineExtension>; arrived: string[] } {
  const arrived: string[] = [];
  const hang = (name: string) => async () => {
    arrived.push(name);
    return new Promise<never>(() => undefined);
  };
  const extension = defineExtension({
    name: 'test-slow',
    version: '1',
    dependsOn: ['gateway'],
    apply: (k) =>
      k.use(gatewayRoutesPoint).register({
        name: 'slow',
        plugin: async (app) => {
          app.get('/slow', hang('short'));
          app.get('/slow-long', { config: { longRunning: true } }, hang('long'));
        },
      }),
  });
  return { extension, arrived };
}

/** The gateway's `every`, run only when the test ticks it (the timeout sweep). */
function manualEvery(): { every: (ms: number, fn: () => void) => () => void; tick: () => void } {
  const ticks: (() => void)[] = [];
  return {
    every: (_ms, fn) => (ticks.push(fn), () => void ticks.splice(ticks.indexOf(fn), 1)),
    tick: () => ticks.forEach((fn) => fn()),
  };
}

t.test('an answered request stops being tracked at once, not at the next timeout sweep', async (t) => {
  const { extension, arrived } = hangingRoutes();
  const clock = manualClock();
  const { every, tick } = manualEvery();
  const token = `svc_${'ab'.repeat(32)}`;
  const toml = `[gateway]\nrequest_timeout_secs = 2\npaired_tokens = ["${createHash('sha256').update(token).digest('hex')}"]\n\n[observability]\nbackend = "prometheus"\n`;
  const g = await startAgent(t, toml, { clock, every, extensions: [extension] });
  const inFlight = async () => {
    const r = await send(g.url, '/metrics', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
    return Number(/^svc_gateway_requests_in_flight (\d+)$/m.exec(r.text)?.[1]);
  };
  const hanging = send(g.url, '/slow', { method: 'GET' });
  await waitFor(() => arrived.length === 1, 'the slow handler to be called');
  for (let i = 0; i < 5; i++) t.equal((await send(g.url, '/health', { method: 'GET' })).status, 200);
  t.equal(await inFlight(), 2, 'the unanswered request and /metrics itself; the five answered ones are gone');
  await clock.advance(2_000);
  tick();
  t.equal((await hanging).status, 408);
  t.equal(await inFlight(), 1, 'the timed-out request is gone too');
});

t.test('every route answers within request_timeout_secs (408), a long-running route within its own timeout', async (t) => {
  const { extension, arrived } = hangingRoutes();
  const clock = manualClock();
  const { every, tick } = manualEvery();
  const g = await startAgent(t, '[gateway]\nrequest_timeout_secs = 2\nlong_running_request_timeout_secs = 5\n', { clock, every, extensions: [extension] });
  const short = send(g.url, '/slow', { method: 'GET' });
  let longDone = false;
  const long = send(g.url, '/slow-long', { method: 'GET' }).finally(() => (longDone = true));
  await waitFor(() => arrived.length >= 2, 'both slow handlers to be called');
  t.equal(arrived.length, 2, 'both handlers are running');
  await clock.advance(1_999);
  tick();
  await clock.advance(1);
  tick();
  const r = await short;
  t.same([r.status, r.body.error, r.body.message], [408, 'request_timeout', 'no answer within 2 s']);
  t.notOk(longDone, 'the long-running route is still being answered');
  await clock.advance(3_000);
  tick();
  const l = await long;
  t.same([l.status, l.body.message], [408, 'no answer within 5 s']);
});
