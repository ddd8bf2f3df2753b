// Issue 16 on the gateway, over real sockets: O(1) bounded rate limits and lockouts, JSON bodies that are valid but
// hostile, idempotency fingerprints and released keys, two Authorization headers, and refusals made visible.
import t from 'tap';
import { createHash } from 'node:crypto';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';
import { send, type Res } from '../../helpers/http.js';

const PAIRED = 'svc_' + 'ab'.repeat(32);
const HASH = createHash('sha256').update(PAIRED).digest('hex');
const AUTH = { authorization: `Bearer ${PAIRED}` };
const JSON_TYPE = { 'content-type': 'application/json' };
const DUPLICATE = { status: 'duplicate', idempotent: true, message: 'an earlier request reserved this idempotency key; no new dispatch was started' };

async function gateway(t: Parameters<typeof startAgent>[0], gatewayToml = '', tail = '') {
  const dir = tempConfigDir(t);
  writeSop(dir, 'deploy', { mode: 'supervised', maxConcurrent: 1000 });
  const clock = manualClock();
  const toml = `[gateway]\npaired_tokens = ["${HASH}"]\n${gatewayToml}\n[sop]\nsops_dir = "sops"\nmax_concurrent_total = 1000\n${tail}`;
  const h = await startAgent(t, toml, { dir, sopClock: clock, gatewayNow: () => clock.now() });
  return { ...h, clock };
}

const statuses = (rs: Res[]) => rs.map((r) => r.status);
const warnings = (logs: Record<string, unknown>[], kind: string) => logs.filter((l) => l.ext === 'gateway' && l.kind === kind);

async function metricsText(url: string): Promise<string> {
  const r = await send(url, '/metrics', { method: 'GET', headers: AUTH });
  if (r.status !== 200) throw new Error(`GET /metrics answered ${r.status}`);
  return r.text;
}

t.test('rate limit: refused requests cost nothing more, and Retry-After says exactly when the next one passes', async (t) => {
  const g = await gateway(t, 'trust_forwarded_headers = true\nwebhook_rate_limit_per_minute = 2');
  const post = () => send(g.url, '/sop/deploy', { headers: { ...AUTH, 'x-forwarded-for': '10.0.0.1' } });
  t.same(statuses([await post(), await post()]), [200, 200]);
  for (let i = 0; i < 20; i++) {
    const r = await post();
    t.same([r.status, r.body.error, r.headers['retry-after'], r.body.retry_after], [429, 'rate_limited', '30', 30], `refusal ${i + 1}`);
  }
  await g.clock.advance(29_000);
  t.match(await post(), { status: 429, headers: { 'retry-after': '1' }, body: { retry_after: 1 } }, 'the 20 refusals moved nothing');
  await g.clock.advance(1_000);
  t.equal((await post()).status, 200, 'after Retry-After seconds the next request passes');
  t.equal((await post()).status, 429, 'one request per 60/limit seconds once the burst is spent');
});

t.test('rate limit: at most rate_limit_max_keys clients; a client seen within the window is never forgotten; no overflow bucket', async (t) => {
  const g = await gateway(t, 'trust_forwarded_headers = true\nwebhook_rate_limit_per_minute = 3\nrate_limit_max_keys = 2');
  const as = (client: string) => send(g.url, '/sop/deploy', { headers: { ...AUTH, 'x-forwarded-for': client } });
  // Concurrent, so which one is refused depends on arrival: compare the sorted answers.
  const burst = async (client: string, n: number) => statuses(await Promise.all(Array.from({ length: n }, () => as(client)))).sort();
  t.same(await burst('10.0.0.1', 4), [200, 200, 200, 429], 'client A spends its burst');
  await g.clock.advance(1_000);
  t.equal((await as('10.0.0.2')).status, 200, 'client B');
  await g.clock.advance(4_000);
  const newcomer = await as('10.0.0.3');
  t.match(newcomer, { status: 429, body: { error: 'rate_limited', retry_after: 55 } }, 'two busy clients tracked: a new one waits until the least recently seen comes to rest');
  t.equal(newcomer.headers['retry-after'], '55');
  t.equal((await as('10.0.0.4')).status, 429, 'and so does every other newcomer: nothing is shared, nothing is untracked');
  await g.clock.advance(45_000);
  t.equal((await as('10.0.0.1')).status, 200, 'A (t+50 s) is served by its own limit');
  await g.clock.advance(12_000);
  t.equal((await as('10.0.0.3')).status, 200, 'at t+62 s B has rested: the least recently seen client is forgotten for C');
  t.same(await burst('10.0.0.1', 3), [200, 200, 429], 'A keeps its own state: forgetting B did not reset it (a fresh client gets 3)');
  t.equal((await as('10.0.0.2')).status, 429, 'B is new again and A and C are busy: it waits');
});

t.test('trusted forwarding: a client id is a valid IP address in one spelling; garbage falls back to the peer and tracks nobody new', async (t) => {
  const { normaliseAddress } = await import('../../../extensions/gateway/policy.js');
  t.same(
    ['10.0.0.1', '10.0.0.1:8080', '2001:DB8:0:0:0:0:0:1', '[2001:db8::1]:443', '::FFFF:10.0.0.1', '::ffff:a00:1', '::1'].map(normaliseAddress),
    ['10.0.0.1', '10.0.0.1', '2001:db8::1', '2001:db8::1', '10.0.0.1', '10.0.0.1', '::1'],
  );
  for (const bad of ['unknown', 'unix:', '010.0.0.1', '999.0.0.1', 'fe80::1%eth0', `fe80::1%${'z'.repeat(60)}`, `1.2.3.4${' '.repeat(100)}`, '[10.0.0.1]', 'x'.repeat(8000), '']) {
    t.equal(normaliseAddress(bad), undefined, JSON.stringify(bad.slice(0, 24)));
  }

  const g = await gateway(t, 'trust_forwarded_headers = true\nwebhook_rate_limit_per_minute = 100000\nrequire_pairing = false\nwebhook_secret = "s3cret"', '[observability]\nbackend = "prometheus"\n');
  const as = (headers: Record<string, string>) => send(g.url, '/sop/deploy', { headers: { 'x-webhook-secret': 's3cret', ...headers } });
  const garbage = (i: number) => [`${'x'.repeat(8000)}${i}`, `unknown-${i}`, `fe80::1%${i}`, `10.0.0.${i}${'0'.repeat(50)}`][i % 4]!;
  for (let i = 0; i < 200; i += 20) {
    const batch = Array.from({ length: 20 }, (_, k) => as(k % 2 ? { 'x-forwarded-for': `10.9.9.9, ${garbage(i + k)}` } : { 'x-real-ip': garbage(i + k) }));
    t.same(new Set(statuses(await Promise.all(batch))), new Set([200]), `garbage ids ${i}..${i + 19} are served`);
  }
  t.match(await metricsText(g.url), /svc_gateway_tracked_clients\{scope="webhook"\} 1\n/, '200 garbage ids: one tracked client, the peer');
  for (const spelling of ['2001:DB8::1', '2001:db8:0:0::1', '[2001:db8::1]:443', '10.0.0.1', '::ffff:10.0.0.1']) t.equal((await as({ 'x-forwarded-for': spelling })).status, 200);
  t.match(await metricsText(g.url), /svc_gateway_tracked_clients\{scope="webhook"\} 3\n/, 'two addresses in five spellings: two more clients');
  t.notOk(g.logs.some((l) => JSON.stringify(l).includes('xxxxxxxx')), 'no log line holds a garbage id');
});

t.test('trusted forwarding: a client the proxy could not name is not a loopback client, though the peer is', async (t) => {
  const clock = manualClock();
  const g = await startAgent(t, '[gateway]\nrequire_pairing = false\ntrust_forwarded_headers = true\n', { sopClock: clock, gatewayNow: () => clock.now() });
  const chat = (headers: Record<string, string>) => send(g.url, '/webhook', { headers: { ...JSON_TYPE, ...headers }, body: '{"message":"hi"}' });
  t.equal((await chat({})).status, 200, 'the loopback peer itself');
  t.equal((await chat({ 'x-forwarded-for': '127.0.0.1' })).status, 200, 'a loopback client the proxy named');
  t.match(await chat({ 'x-forwarded-for': 'unknown' }), { status: 403, body: { error: 'forbidden' } });
  t.match(await chat({ 'x-real-ip': `127.0.0.1${'0'.repeat(80)}` }), { status: 403, body: { error: 'forbidden' } });
});

t.test('pairing: its limiter stops counting at the limit; lockouts are bounded and a locked client is never reset', async (t) => {
  await t.test('the pairing rate limit', async (t) => {
    const g = await gateway(t, 'trust_forwarded_headers = true\npair_rate_limit_per_minute = 2\n[gateway.pairing_dashboard]\nmax_failed_attempts = 100');
    const pair = () => send(g.url, '/pair', { headers: { 'x-pairing-code': 'wrong', 'x-forwarded-for': '10.0.0.9' } });
    t.same(statuses([await pair(), await pair()]), [403, 403]);
    for (let i = 0; i < 10; i++) t.match(await pair(), { status: 429, body: { error: 'rate_limited', retry_after: 30 } });
    await g.clock.advance(30_000);
    t.equal((await pair()).status, 403, 'the refused attempts did not count');
  });
  await t.test('lockouts', async (t) => {
    const g = await gateway(t, 'trust_forwarded_headers = true\nrate_limit_max_keys = 2\n[gateway.pairing_dashboard]\nmax_failed_attempts = 1\nlockout_secs = 300');
    const code = String(await g.control('gateway.paircode'));
    const pair = (client: string, c = 'wrong') => send(g.url, '/pair', { headers: { 'x-pairing-code': c, 'x-forwarded-for': client } });
    t.same(statuses([await pair('10.0.0.1'), await pair('10.0.0.1')]), [403, 429], 'A locks itself out');
    t.same(statuses([await pair('10.0.0.2'), await pair('10.0.0.2')]), [403, 429], 'B too');
    t.match(await pair('10.0.0.3', code), { status: 429, body: { error: 'rate_limited' } }, 'the pairing limiter tracks two busy clients: C waits');
    await g.clock.advance(61_000);
    t.match(await pair('10.0.0.3', code), { status: 429, body: { error: 'pairing_locked' } }, 'the lockout table holds two locked clients: C may not try, even with the right code');
    t.match(await pair('10.0.0.1', code), { status: 429, body: { error: 'pairing_locked' } }, 'A is still locked');
    await g.clock.advance(240_000);
    t.match(await pair('10.0.0.3', code), { status: 200, body: { paired: true } }, 'once the lockouts end, C pairs');
  });
});

t.test('JSON bodies: numbers beyond IEEE double, nesting deeper than 64 and invalid UTF-8 are 400 invalid_json before a key is reserved', async (t) => {
  const g = await gateway(t, 'webhook_rate_limit_per_minute = 0');
  const post = (body: string | Buffer, key?: string) => send(g.url, '/sop/deploy', { headers: { ...AUTH, ...JSON_TYPE, ...(key ? { 'x-idempotency-key': key } : {}) }, body });
  t.match(await post('{"a":1e400}', 'k-inf'), { status: 400, body: { error: 'invalid_json' } });
  const retry = await post('{"a":1}', 'k-inf');
  t.match(retry, { status: 200, body: { status: 'accepted' } }, 'the refused request reserved nothing: the key is free');
  for (const body of ['[-1e400]', '{"a":[1e309]}', `{"a":${'9'.repeat(400)}}`]) t.match(await post(body), { status: 400, body: { error: 'invalid_json' } }, body.slice(0, 20));
  const tiny = await post('{"a":1e-400}');
  t.equal(tiny.status, 200, 'an underflow is a double (0)');
  t.equal((await g.sop.run(tiny.body.results[0].run_id))!.payload, '{"a":0}');

  const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
  t.match(await post(nest(20_000)), { status: 400, body: { error: 'invalid_json', message: /deeper than 64/ } }, '20,000 nested arrays: no stack overflow, no 500');
  t.equal((await post(nest(64))).status, 200, 'depth 64 is accepted');
  t.equal((await post(nest(65))).status, 400, 'depth 65 is not');
  t.equal((await post('{"a":'.repeat(65) + '1' + '}'.repeat(65))).status, 400, 'objects count too');
  t.equal((await post(`{"s":"${'['.repeat(100)}"}`)).status, 200, 'brackets inside a string do not nest');
  t.equal((await post(`{"s":"\\"${'{'.repeat(100)}"}`)).status, 200, 'an escaped quote does not end the string');
  t.equal((await post(`{"s":"\\\\","d":${nest(65)}}`)).status, 400, 'an escaped backslash does end it before the quote');

  const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
  for (const bad of [[0xff], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80]]) {
    t.match(await post(bytes('{"a":"', bad, '"}'), 'k-utf8'), { status: 400, body: { error: 'invalid_json', message: /UTF-8/ } }, `bytes ${bad.join(' ')}`);
  }
  const good = await post('{"a":"é😀"}', 'k-utf8');
  t.equal(good.body.status, 'accepted', 'valid UTF-8 passes, and the refused ones reserved nothing');
  t.equal((await g.sop.run(good.body.results[0].run_id))!.payload, '{"a":"é😀"}');
});

t.test('the /webhook chat refuses invalid UTF-8 and out-of-range numbers too', async (t) => {
  const clock = manualClock();
  const g = await startAgent(t, '[gateway]\nrequire_pairing = false\n', { sopClock: clock, gatewayNow: () => clock.now() });
  const chat = (body: string | Buffer) => send(g.url, '/webhook', { headers: JSON_TYPE, body });
  t.match(await chat(Buffer.concat([Buffer.from('{"message":"hi '), Buffer.from([0xfe]), Buffer.from('"}')])), { status: 400, body: { error: 'invalid_json' } });
  t.match(await chat('{"message":"hi","n":1e999}'), { status: 400, body: { error: 'invalid_json' } });
  t.match(await chat('{"message":"hi"}'), { status: 200, body: { response: 'echo: hi' } });
});

t.test('idempotency: the same key with another body is 422 idempotency_key_reused; the same canonical body is the duplicate answer', async (t) => {
  const g = await gateway(t, 'webhook_rate_limit_per_minute = 0');
  const post = (key: string, body?: string) => send(g.url, '/sop/deploy', { headers: { ...AUTH, ...(body === undefined ? {} : JSON_TYPE), 'x-idempotency-key': key }, ...(body === undefined ? {} : { body }) });
  t.equal((await post('k1', '{"b":1,"a":[1,2]}')).body.status, 'accepted');
  const same = await post('k1', '{ "a": [1, 2], "b": 1 }');
  t.same([same.status, same.body], [200, DUPLICATE], 'the same canonical body: exactly the duplicate answer');
  const other = await post('k1', '{"a":[1,2],"b":2}');
  t.same([other.status, Object.keys(other.body).sort(), other.body.error], [422, ['error', 'message'], 'idempotency_key_reused']);
  t.equal((await post('k1')).status, 422, 'an empty body is the payload null: another body');
  t.equal((await g.sop.runs('deploy')).length, 1, 'no dispatch for the duplicate or the reused key');
  t.equal((await post('k2')).body.status, 'accepted');
  t.same((await post('k2', 'null')).body, DUPLICATE, 'an empty body and the JSON null are the same payload');
});

t.test('a failure after the reservation and before dispatch releases the key', async (t) => {
  const g = await gateway(t, 'webhook_rate_limit_per_minute = 0');
  // On the engine's class: sopPoint is the host's stand-in for the running service, which routes do not go through.
  const { SopEngineImpl } = await import('../../../extensions/sop/engine.js');
  const real = SopEngineImpl.prototype.dispatch;
  t.teardown(() => void (SopEngineImpl.prototype.dispatch = real));
  let failures = 1;
  SopEngineImpl.prototype.dispatch = function (event) {
    if (failures-- > 0) throw new Error('the engine stopped');
    return real.call(this, event);
  };
  const post = () => send(g.url, '/sop/deploy', { headers: { ...AUTH, ...JSON_TYPE, 'x-idempotency-key': 'k-fail' }, body: '{"v":1}' });
  t.match(await post(), { status: 500, body: { error: 'internal_error' } });
  t.match(await post(), { status: 200, body: { status: 'accepted', results: [{ status: 'started' }] } }, 'the retry dispatches: no "duplicate" for a dispatch that never happened');
  t.same((await post()).body, DUPLICATE);
});

t.test('idempotency store full: 503, a WARN at most once a minute with client and count but never a key, counted in /metrics', async (t) => {
  const g = await gateway(t, 'webhook_rate_limit_per_minute = 0\nidempotency_max_keys = 1\nidempotency_ttl_secs = 3600', '[observability]\nbackend = "prometheus"\n');
  const post = (key: string) => send(g.url, '/sop/deploy', { headers: { ...AUTH, 'x-idempotency-key': key } });
  t.equal((await post('live-key-AAAA')).body.status, 'accepted');
  t.same(statuses([await post('refused-key-BBBB'), await post('refused-key-CCCC')]), [503, 503]);
  t.match(warnings(g.logs, 'idempotency_store_full'), [{ client: '127.0.0.1', count: 1 }]);
  t.equal(warnings(g.logs, 'idempotency_store_full').length, 1, 'one line for two refusals within a minute');
  await g.clock.advance(60_000);
  t.match(await post('refused-key-DDDD'), { status: 503, body: { error: 'idempotency_store_full' } });
  t.match(warnings(g.logs, 'idempotency_store_full'), [{ count: 1 }, { count: 2, client: '127.0.0.1' }], 'the next minute: one line for the unlogged refusal and this one');
  t.notOk(g.logs.some((l) => /-key-/.test(JSON.stringify(l))), 'no log line holds an idempotency key');
  t.match(await metricsText(g.url), /svc_gateway_refusals_total\{reason="idempotency_store_full"\} 3/);
});

t.test('two Authorization headers are refused (401) like two X-Webhook-Secret headers', async (t) => {
  const g = await gateway(t, 'webhook_rate_limit_per_minute = 0');
  const host = new URL(g.url).host;
  const raw = (path: string, method: string, auths: string[]) =>
    send(g.url, path, { method, rawHeaders: ['Host', host, 'Content-Length', '0', ...auths.flatMap((a) => ['Authorization', a])] });
  t.equal((await raw('/sop/deploy', 'POST', [AUTH.authorization])).status, 200, 'one header');
  t.match(await raw('/sop/deploy', 'POST', [AUTH.authorization, AUTH.authorization]), { status: 401, body: { error: 'unauthorized' } }, 'twice the same token');
  t.equal((await raw('/sop/deploy', 'POST', [AUTH.authorization, 'Bearer svc_other'])).status, 401, 'the good one first');
  t.equal((await raw('/sop/deploy', 'POST', ['Bearer svc_other', AUTH.authorization])).status, 401, 'the good one second');
  t.equal((await raw('/api/config/list', 'GET', [AUTH.authorization])).status, 200);
  t.equal((await raw('/api/config/list', 'GET', [AUTH.authorization, AUTH.authorization])).status, 401, 'the admin routes too');
});

t.test('repeated 401s and rate-limit refusals: at most one WARN a minute per kind, never a credential; all counted in /metrics', async (t) => {
  const g = await gateway(t, 'webhook_rate_limit_per_minute = 10', '[observability]\nbackend = "prometheus"\n');
  const wrong = { authorization: 'Bearer svc_WRONG-TOKEN-canary' };
  for (let i = 0; i < 4; i++) t.equal((await send(g.url, '/sop/deploy', { headers: wrong })).status, 401);
  t.equal((await send(g.url, '/api/config/list', { method: 'GET', headers: wrong })).status, 401);
  t.match(warnings(g.logs, 'unauthorized'), [{ client: '127.0.0.1', count: 1, level: 40 }]);
  t.equal(warnings(g.logs, 'unauthorized').length, 1, 'five refusals, one line');
  await g.clock.advance(60_000);
  t.equal((await send(g.url, '/sop/deploy', { headers: wrong })).status, 401);
  t.match(warnings(g.logs, 'unauthorized'), [{ count: 1 }, { count: 5 }], 'the next line counts the four unlogged and itself');
  t.notOk(g.logs.some((l) => JSON.stringify(l).includes('WRONG-TOKEN') || JSON.stringify(l).includes(PAIRED)), 'no credential in any line');

  const answers = statuses(await Promise.all(Array.from({ length: 15 }, () => send(g.url, '/sop/deploy', { headers: AUTH }))));
  const limited = answers.filter((s) => s === 429).length;
  t.ok(limited > 0, 'some requests were rate-limited');
  t.equal(warnings(g.logs, 'rate_limited').length, 1);
  const text = await metricsText(g.url);
  t.match(text, /svc_gateway_refusals_total\{reason="unauthorized"\} 6/);
  t.match(text, new RegExp(`svc_gateway_refusals_total\\{reason="rate_limited"\\} ${limited}\\b`));
  t.match(text, /svc_gateway_tracked_clients\{scope="webhook"\} 1/);
});
