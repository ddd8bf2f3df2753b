// The gateway over real sockets on 127.0.0.1: the CONTRACT §4 order of checks, credentials, pairing, idempotency,
// rate limits, body and content-type rules, the DNS-rebinding guard.
import t from 'tap';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';
import { send } from '../../helpers/http.js';

const PAIRED = 'svc_' + 'ab'.repeat(32);
const HASH = createHash('sha256').update(PAIRED).digest('hex');
const AUTH = { authorization: `Bearer ${PAIRED}` };
const JSON_TYPE = { 'content-type': 'application/json' };

async function gateway(t: Parameters<typeof startAgent>[0], extra = '', options: { clock?: ReturnType<typeof manualClock> } = {}) {
  const dir = tempConfigDir(t);
  writeSop(dir, 'deploy', { mode: 'supervised', maxConcurrent: 100 });
  writeSop(dir, 'hook', { path: '/webhook' });
  const clock = options.clock ?? manualClock();
  const toml = `[gateway]\npaired_tokens = ["${HASH}"]\n${extra}\n[sop]\nsops_dir = "sops"\n`;
  const h = await startAgent(t, toml, { dir, sopClock: clock, gatewayNow: () => clock.now() });
  return { ...h, clock };
}

t.test('health answers without credentials', async (t) => {
  const g = await gateway(t);
  const r = await send(g.url, '/health', { method: 'GET' });
  t.same([r.status, r.body], [200, { status: 'ok', version: '0.1.0' }]);
  t.equal(r.headers['access-control-allow-origin'], undefined, 'no CORS headers');
});

t.test('the order of checks on POST /sop/{path}: 429, 401, 415, 413, 400, 404, 400, duplicate, 200', async (t) => {
  const g = await gateway(t, 'webhook_rate_limit_per_minute = 30');
  const post = (path: string, headers: Record<string, string | string[]> = {}, body?: string) => send(g.url, path, { headers, body });
  // 401 comes before any look at the body, the content type or the path, with one identical body.
  const anon = await Promise.all([post('/sop/deploy'), post('/sop/nope', JSON_TYPE, '{bad json'), post('/sop/deploy', { 'content-type': 'text/plain' }, 'x'), post('/sop/x', JSON_TYPE, 'x'.repeat(70_000))]);
  t.same(anon.map((r) => r.status), [401, 401, 401, 401]);
  t.same(new Set(anon.map((r) => JSON.stringify(r.body))).size, 1, 'the same anonymous 401 whatever the path, body or type');
  t.equal((await post('/sop/deploy', { ...AUTH, 'content-type': 'text/plain' }, 'hello')).status, 415);
  t.equal((await post('/sop/deploy', { ...AUTH, 'content-type': 'application/json; charset=utf-16' }, '{}')).body.error, 'unsupported_media_type');
  t.match(await post('/sop/deploy', { ...AUTH, 'content-type': 'application/json; charset=utf-16' }, 'x'.repeat(70_000)), { status: 415, body: { error: 'unsupported_media_type' } }, '415 before 413');
  t.equal((await post('/sop/deploy', { ...AUTH, ...JSON_TYPE, 'content-encoding': 'gzip' }, '{}')).status, 415);
  t.match(await post('/sop/deploy', { ...AUTH, ...JSON_TYPE }, JSON.stringify({ x: 'y'.repeat(70_000) })), { status: 413, body: { error: 'payload_too_large' } });
  t.match(await post('/sop/nope', { ...AUTH, ...JSON_TYPE }, '{bad'), { status: 400, body: { error: 'invalid_json' } }, '400 before 404');
  for (const poison of ['{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"x": 1}}}', '{"\\u005f_proto__": {}}']) {
    t.match(await post('/sop/deploy', { ...AUTH, ...JSON_TYPE }, poison), { status: 400, body: { error: 'invalid_json' } }, poison);
  }
  t.match(await post('/sop/nope', { ...AUTH, ...JSON_TYPE }, '{}'), { status: 404, body: { error: 'no_matching_sop' } });
  t.match(await post('/sop/deploy', { ...AUTH, 'x-idempotency-key': 'bad key with spaces' }), { status: 400, body: { error: 'invalid_idempotency_key' } });
  t.match(await post('/sop/deploy', { ...AUTH, 'x-idempotency-key': ['k1', 'k2'] }), { status: 400, body: { error: 'invalid_idempotency_key' } }, 'a repeated header');
  const ok = await post('/sop/deploy', { ...AUTH, ...JSON_TYPE }, '{"release":"v1"}');
  t.match(ok, { status: 200, body: { status: 'accepted', path: '/sop/deploy', results: [{ sop: 'deploy', status: 'started' }] } });
  t.equal((await g.sop.run((ok.body.results as { run_id: string }[])[0]!.run_id))!.payload, '{"release":"v1"}');
  const empty = await post('/sop/deploy', AUTH);
  t.equal(empty.status, 200, 'an empty body needs no content type');
  t.equal((await g.sop.run((empty.body.results as { run_id: string }[])[0]!.run_id))!.payload, 'null');
  for (const path of ['/sop/deploy/', '/sop/deploy/x', '/sop/../sop/deploy', '/sop/%2e%2e/deploy', '/sop/deploy?x=1']) {
    const r = await post(path, AUTH);
    if (path.startsWith('/sop/deploy?')) t.equal(r.status, 200, 'the query string is not part of the path');
    else t.equal(r.status, 404, `${path} matches nothing`);
  }
  const limited = await Promise.all(Array.from({ length: 10 }, () => post('/sop/deploy', AUTH)));
  const tooMany = limited.find((r) => r.status === 429);
  t.ok(tooMany, '429 once the window is full');
  t.equal(tooMany!.body.error, 'rate_limited');
  t.equal(String(tooMany!.headers['retry-after']), String(tooMany!.body.retry_after));
  t.ok(Number(tooMany!.headers['retry-after']) >= 1);
  t.equal((await post('/sop/deploy')).status, 429, '429 comes first, even before 401');
});

t.test('credentials: the webhook secret, both controls together, none configured', async (t) => {
  const both = await gateway(t, 'webhook_secret = "s3cret"');
  const post = (headers: Record<string, string>) => send(both.url, '/sop/deploy', { headers });
  t.equal((await post(AUTH)).status, 401, 'token without the secret');
  t.equal((await post({ 'x-webhook-secret': 's3cret' })).status, 401, 'secret without the token');
  t.equal((await post({ ...AUTH, 'x-webhook-secret': 'wrong' })).status, 401);
  t.equal((await post({ ...AUTH, 'x-webhook-secret': 's3cret' })).status, 200);
  await both.stop();
  const secretOnly = await gateway(t, 'require_pairing = false\nwebhook_secret = "s3cret"');
  t.equal((await send(secretOnly.url, '/sop/deploy', { headers: { 'x-webhook-secret': 's3cret' } })).status, 200);
  await secretOnly.stop();
  const none = await gateway(t, 'require_pairing = false');
  t.match(await send(none.url, '/sop/deploy', { headers: AUTH }), { status: 401, body: { error: 'unauthorized' } }, 'no control configured: fail closed');
  t.match(await send(none.url, '/webhook', { headers: JSON_TYPE, body: '{}' }), { status: 401 }, '/webhook with a SOP trigger fails closed too');
});

t.test('idempotency: 100 concurrent requests with one key start one run; keys are per path and per endpoint; TTL; full store', async (t) => {
  const g = await gateway(t, 'idempotency_ttl_secs = 300\nidempotency_max_keys = 3\nwebhook_rate_limit_per_minute = 0');
  const key = (k: string, path = '/sop/deploy') => send(g.url, path, { headers: { ...AUTH, 'x-idempotency-key': k } });
  const all = await Promise.all(Array.from({ length: 100 }, () => key('once')));
  t.equal(all.filter((r) => r.body.status === 'accepted').length, 1);
  t.equal(all.filter((r) => r.body.status === 'duplicate').length, 99);
  t.same(all.find((r) => r.body.status === 'duplicate')!.body, { status: 'duplicate', idempotent: true, message: 'an earlier request reserved this idempotency key; no new dispatch was started' });
  t.equal((await g.sop.runs('deploy')).length, 1, 'exactly one dispatch');
  t.equal((await key('once', '/webhook')).body.status, 'accepted', 'the same key on /webhook is another key');
  t.equal((await key('other')).body.status, 'accepted');
  t.match(await key('third'), { status: 503, body: { error: 'idempotency_store_full' } }, 'three live keys: a new one is refused');
  t.equal((await key('once')).body.status, 'duplicate', 'a live key is never evicted early');
  await g.clock.advance(300_000);
  t.equal((await key('once')).body.status, 'accepted', 'after the TTL the key is free again');
});

t.test('rate limits: the right-most X-Forwarded-For with trusted forwarding, the peer without', async (t) => {
  const trusted = await gateway(t, 'trust_forwarded_headers = true\nwebhook_rate_limit_per_minute = 2');
  const as = (xff: string) => send(trusted.url, '/sop/deploy', { headers: { ...AUTH, 'x-forwarded-for': xff } });
  t.equal((await as('1.1.1.1, 10.0.0.1')).status, 200);
  t.equal((await as('2.2.2.2, 10.0.0.1')).status, 200, 'the left part is the client\'s to choose: not the bucket');
  t.equal((await as('3.3.3.3, 10.0.0.1')).status, 429, 'the proxy-written right-most entry is the client');
  t.equal((await as('10.0.0.2')).status, 200, 'another client has its own window');
  await trusted.stop();
  const plain = await gateway(t, 'webhook_rate_limit_per_minute = 2');
  const spoof = (xff: string) => send(plain.url, '/sop/deploy', { headers: { ...AUTH, 'x-forwarded-for': xff } });
  t.same([(await spoof('1.1.1.1')).status, (await spoof('2.2.2.2')).status, (await spoof('3.3.3.3')).status], [200, 200, 429], 'untrusted headers do not change the bucket');
  await plain.clock.advance(60_000);
  t.equal((await spoof('4.4.4.4')).status, 200, 'the window slides');
});

t.test('a foreign Host on a loopback bind is refused (DNS rebinding)', async (t) => {
  const g = await gateway(t);
  t.match(await send(g.url, '/health', { method: 'GET', headers: { host: 'attacker.example' } }), { status: 403, body: { error: 'forbidden' } });
  t.equal((await send(g.url, '/health', { method: 'GET', headers: { host: 'localhost:1234' } })).status, 200);
  t.equal((await send(g.url, '/health', { method: 'GET', headers: { host: '[::1]:1' } })).status, 200);
});

t.test('pairing: failed attempts lock a client out until lockout_secs pass', async (t) => {
  const g = await gateway(t, '[gateway.pairing_dashboard]\nmax_failed_attempts = 3\nlockout_secs = 300');
  const wrong = () => send(g.url, '/pair', { headers: { 'x-pairing-code': 'definitely-wrong' } });
  t.match(await wrong(), { status: 403, body: { error: 'invalid_pairing_code' } });
  t.equal((await wrong()).status, 403);
  t.equal((await wrong()).status, 403);
  const locked = await wrong();
  t.match(locked, { status: 429, body: { error: 'pairing_locked' } });
  t.ok(Number(locked.headers['retry-after']) > 0);
  const good = String(await g.control('gateway.paircode'));
  t.equal((await send(g.url, '/pair', { headers: { 'x-pairing-code': good } })).status, 429, 'even the right code waits out the lockout');
  await g.clock.advance(300_000);
  t.equal((await send(g.url, '/pair', { headers: { 'x-pairing-code': good } })).status, 200, 'the lockout ends');
});

t.test('pairing end to end: a code from the control command, single use, TTL, a token stored only as its hash', async (t) => {
  const dir = tempConfigDir(t);
  writeSop(dir, 'deploy', {});
  const clock = manualClock();
  const g = await startAgent(t, '[gateway.pairing_dashboard]\ncode_ttl_secs = 60\n[sop]\nsops_dir = "sops"\n', { dir, sopClock: clock, gatewayNow: () => clock.now() });
  const code = String(await g.control('gateway.paircode'));
  t.match(code, /^[A-Za-z0-9]{32}$/, 'length 32, alphanumeric by default');
  const good = await send(g.url, '/pair', { headers: { 'x-pairing-code': code } });
  t.match(good, { status: 200, body: { paired: true, token: /^svc_[0-9a-f]{64}$/ } });
  const token = good.body.token as string;
  t.equal((await send(g.url, '/pair', { headers: { 'x-pairing-code': code } })).status, 403, 'single use');
  t.equal((await send(g.url, '/sop/deploy', { headers: { authorization: `Bearer ${token}` } })).status, 200, 'the new token works from the next request');
  const file = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.notMatch(file, token.slice(4), 'the token itself is never stored');
  t.match(file, /paired_tokens = \[ ?"enc2:/, 'its hash is, encrypted as a secret');
  const expiring = String(await g.control('gateway.paircode', { new: true }));
  await clock.advance(61_000);
  t.equal((await send(g.url, '/pair', { headers: { 'x-pairing-code': expiring } })).status, 403, 'an expired code is refused');
  t.notOk(g.logs.some((l) => JSON.stringify(l).includes(code) || JSON.stringify(l).includes(expiring)), 'no log line holds a code');
});

t.test('pairing codes: charsets and the bound on pending codes', async (t) => {
  const { normaliseCode, PairingCodes } = await import('../../../extensions/gateway/pairing.js');
  const { MemoryStateStore } = await import('../../../extensions/gateway/state.js');
  let now = 0;
  const store = new MemoryStateStore(() => now);
  const codes = new PairingCodes(() => ({ charset: 'unambiguous', length: 24, ttlMs: 1000, maxPending: 2 }), () => store);
  const a = (await codes.issue()).code;
  t.match(a, /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{24}$/);
  const b = (await codes.issue()).code;
  await codes.issue();
  t.notOk(await codes.redeem(a), 'a third code revoked the oldest');
  t.ok(await codes.redeem(b.toLowerCase().replace(/1/g, 'l').replace(/0/g, 'o')), 'input is upper-cased and I/L/O read as 1/1/0');
  t.equal(normaliseCode(' abc-iLo ', 'unambiguous'), 'ABC-110');
  const numeric = new PairingCodes(() => ({ charset: 'numeric', length: 6, ttlMs: 1000, maxPending: 3 }), () => new MemoryStateStore(() => now));
  t.match((await numeric.current()).code, /^[0-9]{6}$/);
  now += 1000;
  t.not((await numeric.current()).code, '', 'an expired code is replaced');
});

t.test('path_prefix mounts every route; the matched path and the event topic never include it', async (t) => {
  const dir = tempConfigDir(t);
  writeSop(dir, 'deploy', {});
  writeSop(dir, 'other', {});
  const clock = manualClock();
  const g = await startAgent(t, `[gateway]\npath_prefix = "/svc"\npaired_tokens = ["${HASH}"]\n[sop]\nsops_dir = "sops"\n`, { dir, sopClock: clock, gatewayNow: () => clock.now() });
  t.match(g.url, /\/svc$/);
  const root = g.url.replace(/\/svc$/, '');
  t.equal((await send(root, '/svc/health', { method: 'GET' })).status, 200);
  t.equal((await send(root, '/health', { method: 'GET' })).status, 404);
  const ok = await send(root, '/svc/sop/deploy', { headers: AUTH });
  t.match(ok, { status: 200, body: { path: '/sop/deploy', results: [{ sop: 'deploy', status: 'started' }] } });
  t.equal((await g.sop.runs('deploy'))[0]!.trigger.topic, '/sop/deploy');
  t.equal((await send(root, '/sop/deploy', { headers: AUTH })).status, 404, 'not served without the prefix');
  const key = { ...AUTH, 'x-idempotency-key': 'shared' };
  t.equal((await send(root, '/svc/sop/deploy', { headers: key })).body.status, 'accepted');
  t.equal((await send(root, '/svc/sop/other', { headers: key })).body.status, 'accepted', 'the same key on another path is another key');
  t.equal((await send(root, '/svc/sop/other', { headers: key })).body.status, 'duplicate');
});

t.test('a webhook channel secret never authorizes anything on the gateway', async (t) => {
  const g = await gateway(t, 'require_pairing = false\n[channels.webhook.main]\nsecret = "channel-secret"\nport = 0');
  const attempts: Record<string, string>[] = [{ 'x-webhook-secret': 'channel-secret' }, { authorization: 'Bearer channel-secret' }, { 'x-webhook-signature': 'sha256=' + '0'.repeat(64) }];
  for (const headers of attempts) {
    t.equal((await send(g.url, '/sop/deploy', { headers })).status, 401, JSON.stringify(headers));
  }
});

t.test('the chat fallback with no control configured serves loopback clients only; forwarding headers disqualify', async (t) => {
  const clock = manualClock();
  const g = await startAgent(t, '[gateway]\nrequire_pairing = false\n', { sopClock: clock, gatewayNow: () => clock.now() });
  const chat = (headers: Record<string, string> = {}) => send(g.url, '/webhook', { headers: { ...JSON_TYPE, ...headers }, body: '{"message":"hello"}' });
  t.match(await chat(), { status: 200, body: { response: 'echo: hello', model: 'echo' } });
  t.match(await chat({ 'x-forwarded-for': '127.0.0.1' }), { status: 403, body: { error: 'forbidden' } }, 'an untrusted X-Forwarded-For is not a loopback client');
  t.match(await chat({ forwarded: 'for=127.0.0.1' }), { status: 403 });
  t.match(await send(g.url, '/webhook', { headers: JSON_TYPE, body: '{"text":"no message"}' }), { status: 400, body: { error: 'invalid_request' } });
});

t.test('an absolute-form request target matches the SOP path like the origin form', async (t) => {
  const { connect } = await import('node:net');
  const g = await gateway(t);
  const url = new URL(g.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const sock = connect(Number(url.port), '127.0.0.1');
    t.teardown(() => sock.destroy());
    let text = '';
    sock.on('data', (d) => (text += d));
    sock.on('close', () => resolve(text));
    sock.on('error', reject);
    sock.write(`POST http://127.0.0.1:${url.port}/sop/deploy?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH.authorization}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  t.match(answer, /^HTTP\/1.1 200/);
  t.match(answer, /"path":"\/sop\/deploy"/);
});
