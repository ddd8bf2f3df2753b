// The admin routes over real sockets: access rules, config list/drift/PATCH/reload with ETags, credential rotation
// while a request is in flight, pairing initiation, SOP runs and the metrics scrape.
import t from 'tap';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineExtension } from '../../../kernel/extension.js';
import { gatewayStatePoint, type StateStore } from '../../../extensions/gateway/api.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';

const PAIRED = 'svc_' + 'cd'.repeat(32);
const HASH = createHash('sha256').update(PAIRED).digest('hex');
const AUTH = { authorization: `Bearer ${PAIRED}` };
const JSON_TYPE = { 'content-type': 'application/json' };

async function gateway(t: Parameters<typeof startAgent>[0], gatewayToml = '', rest = '', options: { env?: Record<string, string>; extensions?: NonNullable<Parameters<typeof startAgent>[2]>['extensions'] } = {}) {
  const dir = tempConfigDir(t);
  writeSop(dir, 'deploy', { mode: 'supervised', maxConcurrent: 100 });
  const clock = manualClock();
  const toml = `# operator notes stay\n[gateway]\npaired_tokens = ["${HASH}"]\n${gatewayToml}\n\n[sop]\nsops_dir = "sops"\n${rest}`;
  const h = await startAgent(t, toml, { dir, sopClock: clock, gatewayNow: () => clock.now(), ...options });
  return { ...h, file: join(dir, 'config.toml') };
}

const ROUTES: [string, string][] = [
  ['GET', '/api/config/list'],
  ['GET', '/api/config/drift'],
  ['PATCH', '/api/config'],
  ['POST', '/api/config/reload'],
  ['POST', '/api/pairing/initiate'],
  ['GET', '/api/sop/runs'],
  ['GET', '/api/sop/runs/some-id'],
  ['POST', '/api/sop/runs/some-id/approve'],
  ['POST', '/api/sop/runs/some-id/reject'],
  ['GET', '/api/nodes'],
  ['GET', '/metrics'],
];

t.test('every admin route: 401 without a paired token, 403 for a remote client unless allow_remote_admin', async (t) => {
  const g = await gateway(t, 'trust_forwarded_headers = true');
  for (const [method, path] of ROUTES) {
    const none = await send(g.url, path, { method });
    t.same([none.status, none.body.error], [401, 'unauthorized'], `${method} ${path} without a token`);
    const wrong = await send(g.url, path, { method, headers: { authorization: `Bearer svc_${'00'.repeat(32)}` } });
    t.equal(wrong.status, 401, `${method} ${path} with an unknown token`);
    const remote = await send(g.url, path, { method, headers: { ...AUTH, 'x-forwarded-for': '203.0.113.7' } });
    t.same([remote.status, remote.body.error], [403, 'forbidden'], `${method} ${path} from a forwarded remote client`);
    const ok = await send(g.url, path, { method, headers: AUTH });
    t.not(ok.status, 401, `${method} ${path} with the token passes the access rule`);
    t.not(ok.status, 403, `${method} ${path} with the token is not forbidden`);
  }
  // The right-most X-Forwarded-For entry is the client: a loopback address there is a local client.
  const local = await send(g.url, '/api/config/list', { method: 'GET', headers: { ...AUTH, 'x-forwarded-for': '203.0.113.7, 127.0.0.1' } });
  t.equal(local.status, 200);
});

t.test('allow_remote_admin lets an authenticated remote client in, never an unauthenticated one', async (t) => {
  const g = await gateway(t, 'trust_forwarded_headers = true\nallow_remote_admin = true');
  const remote = { 'x-forwarded-for': '203.0.113.7' };
  t.equal((await send(g.url, '/api/config/list', { method: 'GET', headers: { ...AUTH, ...remote } })).status, 200);
  t.equal((await send(g.url, '/api/config/list', { method: 'GET', headers: remote })).status, 401);
});

t.test('require_pairing = false: loopback clients only, with or without allow_remote_admin', async (t) => {
  const g = await gateway(t, 'require_pairing = false\ntrust_forwarded_headers = true\nallow_remote_admin = true');
  t.equal((await send(g.url, '/api/config/list', { method: 'GET' })).status, 200, 'a loopback client needs no token');
  const remote = await send(g.url, '/api/config/list', { method: 'GET', headers: { 'x-forwarded-for': '203.0.113.7' } });
  t.same([remote.status, remote.body.error], [403, 'forbidden']);
});

t.test('an untrusted forwarding header disqualifies a loopback peer from the admin routes', async (t) => {
  const g = await gateway(t);
  const r = await send(g.url, '/api/config/list', { method: 'GET', headers: { ...AUTH, 'x-forwarded-for': '127.0.0.1' } });
  t.same([r.status, r.body.error], [403, 'forbidden']);
});

t.test('GET /api/config/list: every leaf, env-overridden paths marked with their variable, secrets without values, an ETag', async (t) => {
  const g = await gateway(t, 'webhook_secret = "hook-secret-value"\nrate_limit_max_keys = 50', '', { env: { SVC_gateway__idempotency_ttl_secs: '120' } });
  const r = await send(g.url, '/api/config/list', { method: 'GET', headers: AUTH });
  t.equal(r.status, 200);
  t.match(r.headers.etag, /^"[0-9a-f]{32}"$/);
  t.notMatch(r.text, /hook-secret-value/, 'no secret value anywhere in the body');
  t.notMatch(r.text, new RegExp(HASH), 'no token hash either');
  const by = new Map((r.body.entries as { path: string }[]).map((e) => [e.path, e]));
  t.same(by.get('gateway.idempotency_ttl_secs'), {
    path: 'gateway.idempotency_ttl_secs', value: 120, type: 'integer', default: 300, is_secret: false, is_env_overridden: true, env_var: 'SVC_gateway__idempotency_ttl_secs', source: 'env',
  });
  t.same(by.get('gateway.rate_limit_max_keys'), { path: 'gateway.rate_limit_max_keys', value: 50, type: 'integer', default: 10000, is_secret: false, is_env_overridden: false, source: 'file' });
  t.same(by.get('gateway.webhook_secret'), { path: 'gateway.webhook_secret', type: 'string|null', is_secret: true, populated: true, is_env_overridden: false, source: 'file' });
  t.same(by.get('gateway.paired_tokens'), { path: 'gateway.paired_tokens', type: 'array', is_secret: true, populated: true, is_env_overridden: false, source: 'file' });
  t.match(by.get('gateway.pair_rate_limit_per_minute'), { value: 10, default: 10, source: 'default' }, 'not in the file: its default');
  t.ok((r.body.entries as unknown[]).length > 300, 'every section is listed');
});

t.test('GET /api/config/drift: external edits are listed with both values, env-overridden paths never', async (t) => {
  const g = await gateway(t, 'rate_limit_max_keys = 50', '', { env: { SVC_gateway__idempotency_ttl_secs: '120' } });
  const none = await send(g.url, '/api/config/drift', { method: 'GET', headers: AUTH });
  t.same(none.body, { drifted: [], valid: true, restart_required: [] });
  const text = readFileSync(g.file, 'utf8')
    .replace('rate_limit_max_keys = 50', 'rate_limit_max_keys = 70\nidempotency_ttl_secs = 999\nwebhook_secret = "new-secret"\npair_rate_limit_per_minute = 4');
  writeFileSync(g.file, text);
  const r = await send(g.url, '/api/config/drift', { method: 'GET', headers: AUTH });
  t.equal(r.status, 200);
  t.same(r.body, {
    drifted: [
      { path: 'gateway.pair_rate_limit_per_minute', in_memory_value: 10, on_disk_value: 4 },
      { path: 'gateway.rate_limit_max_keys', in_memory_value: 50, on_disk_value: 70 },
      { path: 'gateway.webhook_secret' },
    ],
    valid: true,
    restart_required: [],
  });
  t.notMatch(r.text, /new-secret/);
  // A file that would not load still shows what changed, and why a reload would be refused.
  writeFileSync(g.file, text.replace('rate_limit_max_keys = 70', 'rate_limit_max_keys = "many"'));
  const bad = await send(g.url, '/api/config/drift', { method: 'GET', headers: AUTH });
  t.equal(bad.body.valid, false);
  t.match(bad.body.errors, [{ path: 'gateway.rate_limit_max_keys' }]);
  t.ok(bad.body.drifted.some((d: { path: string }) => d.path === 'gateway.rate_limit_max_keys'));
  t.notOk(bad.body.drifted.some((d: { path: string }) => d.path === 'gateway.idempotency_ttl_secs'), 'still no env-overridden path');
  // Applied: the live paths take effect, the bind address waits for a restart and stays listed until one.
  writeFileSync(g.file, text.replace('[gateway]\n', '[gateway]\nhost = "127.0.0.2"\n'));
  t.equal((await send(g.url, '/api/config/reload', { headers: AUTH })).status, 200);
  const pending = await send(g.url, '/api/config/drift', { method: 'GET', headers: AUTH });
  t.same(pending.body.restart_required, ['gateway.host']);
  const health = await send(g.url, '/health', { method: 'GET', headers: AUTH });
  t.match(health.body, { status: 'ok', restart_required: ['gateway.host'] }, 'an admin caller of /health sees it too');
  t.ok(Array.isArray(health.body.extensions) && Array.isArray(health.body.listeners));
  const anonymous = await send(g.url, '/health', { method: 'GET' });
  t.same(anonymous.body, { status: 'ok', version: '0.1.0' }, 'anyone else gets only the status');
});

t.test('PATCH /api/config: If-Match required, stale ETag 409, invalid 400, a good change written with comments kept', async (t) => {
  const g = await gateway(t);
  const list = await send(g.url, '/api/config/list', { method: 'GET', headers: AUTH });
  const etag = String(list.headers.etag);
  const patch = (body: unknown, headers: Record<string, string> = {}) =>
    send(g.url, '/api/config', { method: 'PATCH', headers: { ...AUTH, ...JSON_TYPE, ...headers }, body: JSON.stringify(body) });

  const noMatch = await patch({ path: 'gateway.rate_limit_max_keys', value: 77 });
  t.same([noMatch.status, noMatch.body.error, noMatch.body.etag], [409, 'conflict', etag], 'no If-Match: 409 naming the current ETag');
  const stale = await patch({ path: 'gateway.rate_limit_max_keys', value: 77 }, { 'if-match': '"0123456789abcdef0123456789abcdef"' });
  t.same([stale.status, stale.body.error], [409, 'conflict']);
  const weak = await patch({ path: 'gateway.rate_limit_max_keys', value: 77 }, { 'if-match': `W/${etag}` });
  t.equal(weak.status, 409, 'a weak tag never matches');
  const bad = await patch({ path: 'gateway.rate_limit_max_keys', value: 'lots' }, { 'if-match': etag });
  t.same([bad.status, bad.body.error], [400, 'validation_failed']);
  t.match(bad.body.errors, [{ path: 'gateway.rate_limit_max_keys', message: /integer/ }]);
  const unknown = await patch({ path: 'gateway.rate_limit_max_keyz', value: 1 }, { 'if-match': etag });
  t.same([unknown.status, unknown.body.error, unknown.body.errors[0].path], [400, 'validation_failed', 'gateway.rate_limit_max_keyz']);
  const shape = await patch({ value: 1 }, { 'if-match': etag });
  t.same([shape.status, shape.body.error], [400, 'invalid_request']);
  t.notMatch(readFileSync(g.file, 'utf8'), /rate_limit_max_keys/, 'nothing was written by the refused changes');

  const ok = await patch({ path: 'gateway.rate_limit_max_keys', value: 77 }, { 'if-match': etag });
  t.equal(ok.status, 200);
  t.same(ok.body.changed, ['gateway.rate_limit_max_keys']);
  t.same(ok.body.restart_required, []);
  t.equal(ok.body.entry.value, 77);
  t.not(ok.headers.etag, etag, 'the ETag moves with the file');
  const file = readFileSync(g.file, 'utf8');
  t.match(file, /# operator notes stay/);
  t.match(file, /rate_limit_max_keys = 77/);
  t.ok(g.logs.some((l) => l.msg === 'config changed' && (l.paths as string[])[0] === 'gateway.rate_limit_max_keys' && l.by === '127.0.0.1'), 'audit line with who');
  const again = await patch({ path: 'gateway.rate_limit_max_keys', value: 78 }, { 'if-match': etag });
  t.equal(again.status, 409, 'the old ETag is stale after a write');

  // A secret is accepted in plain text, stored encrypted and never echoed.
  const secret = await patch({ path: 'gateway.webhook_secret', value: 'rotated-secret' }, { 'if-match': String(ok.headers.etag) });
  t.equal(secret.status, 200);
  t.same(secret.body.entry, { path: 'gateway.webhook_secret', type: 'string|null', is_secret: true, populated: true, is_env_overridden: false, source: 'file' });
  t.notMatch(secret.text, /rotated-secret/);
  t.match(readFileSync(g.file, 'utf8'), /webhook_secret = "enc2:[0-9a-f]+"/);
  t.notOk(JSON.stringify(g.logs).includes('rotated-secret'), 'no log line holds the secret');

  // null removes the key: the default applies again.
  const reset = await patch({ path: 'gateway.rate_limit_max_keys', value: null }, { 'if-match': String(secret.headers.etag) });
  t.equal(reset.body.entry.value, 10000);
  t.notMatch(readFileSync(g.file, 'utf8'), /rate_limit_max_keys/);

  // A path that needs a restart is written and reported, not applied.
  const port = await patch({ path: 'gateway.host', value: '127.0.0.2' }, { 'if-match': String(reset.headers.etag) });
  t.same(port.body.restart_required, ['gateway.host']);
  t.ok(g.logs.some((l) => l.msg === 'restart_required' && (l.paths as string[]).includes('gateway.host')));
});

t.test('PATCH of an env-overridden path writes the file and warns that the variable still wins', async (t) => {
  const g = await gateway(t, '', '', { env: { SVC_gateway__idempotency_ttl_secs: '120' } });
  const etag = String((await send(g.url, '/api/config/list', { method: 'GET', headers: AUTH })).headers.etag);
  const r = await send(g.url, '/api/config', { method: 'PATCH', headers: { ...AUTH, ...JSON_TYPE, 'if-match': etag }, body: JSON.stringify({ path: 'gateway.idempotency_ttl_secs', value: 900 }) });
  t.equal(r.status, 200);
  t.equal(r.body.entry.value, 120, 'the environment value keeps running');
  t.match(r.body.warning, /SVC_gateway__idempotency_ttl_secs overrides gateway.idempotency_ttl_secs/);
  t.match(readFileSync(g.file, 'utf8'), /idempotency_ttl_secs = 900/);
  const drift = await send(g.url, '/api/config/drift', { method: 'GET', headers: AUTH });
  t.same(drift.body.drifted, [], 'never drift on an env-overridden path');
});

t.test('POST /api/config/reload applies live paths, reports restart_required, refuses an invalid file', async (t) => {
  const g = await gateway(t, 'rate_limit_max_keys = 50');
  writeFileSync(g.file, readFileSync(g.file, 'utf8').replace('rate_limit_max_keys = 50', 'rate_limit_max_keys = 60\nport = 4999'));
  const r = await send(g.url, '/api/config/reload', { method: 'POST', headers: AUTH });
  t.same([r.status, r.body], [200, { reloaded: true, changed: ['gateway.rate_limit_max_keys'], restart_required: [] }], 'the port is env-overridden (SVC_gateway__port=0): no change');
  writeFileSync(g.file, readFileSync(g.file, 'utf8').replace('port = 4999', 'host = "127.0.0.3"'));
  const host = await send(g.url, '/api/config/reload', { method: 'POST', headers: AUTH });
  t.same(host.body.restart_required, ['gateway.host']);
  const reloaded = g.logs.find((l) => l.msg === 'config reloaded' && l.by === '127.0.0.1');
  t.ok(reloaded, 'an audit line names who reloaded');

  writeFileSync(g.file, readFileSync(g.file, 'utf8').replace('rate_limit_max_keys = 60', 'rate_limit_max_keys = -1'));
  const bad = await send(g.url, '/api/config/reload', { method: 'POST', headers: AUTH });
  t.same([bad.status, bad.body.error], [400, 'validation_failed']);
  t.match(bad.body.errors, [{ path: 'gateway.rate_limit_max_keys' }]);
  t.ok(g.logs.some((l) => l.msg === 'config reload refused; the running config stays'));
  const list = await send(g.url, '/api/config/list', { method: 'GET', headers: AUTH });
  t.equal(list.body.entries.find((e: { path: string }) => e.path === 'gateway.rate_limit_max_keys').value, 60, 'the running config stays');
  writeFileSync(g.file, 'not = [valid toml');
  const broken = await send(g.url, '/api/config/reload', { method: 'POST', headers: AUTH });
  t.same([broken.status, broken.body.error], [400, 'validation_failed']);
  t.match(broken.body.errors[0].message, /invalid TOML/);
});

t.test('a reload rotates webhook_secret while a request is in flight: that request keeps its snapshot, the next uses the new secret', async (t) => {
  let state: StateStore | undefined;
  const grab = defineExtension({ name: 'test-state', version: '1', dependsOn: ['gateway'], apply: (k) => void (state = k.use(gatewayStatePoint).current()) });
  const g = await gateway(t, 'webhook_secret = "old-secret"', '', { extensions: [grab] });
  const url = new URL(g.url);
  const body = '{"release": "1.2.3"}';
  const sock = connect(Number(url.port), '127.0.0.1');
  t.teardown(() => sock.destroy());
  let answer = '';
  sock.on('data', (d) => (answer += d));
  await new Promise((r) => sock.once('connect', r));
  sock.write(
    `POST /sop/deploy HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${PAIRED}\r\nX-Webhook-Secret: old-secret\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
  );
  // The credentials are read at onRequest, which also counts the request in the rate-limit window.
  await waitFor(() => state!.size('webhook') > 0, 'the in-flight request to pass its credential check');
  t.equal(state!.size('webhook'), 1, 'the in-flight request has passed its credential check');

  writeFileSync(g.file, readFileSync(g.file, 'utf8').replace('old-secret', 'new-secret'));
  const reload = await send(g.url, '/api/config/reload', { method: 'POST', headers: AUTH });
  t.same(reload.body.changed, ['gateway.webhook_secret']);

  sock.write(body.slice(5));
  await new Promise((r) => sock.once('close', r));
  t.match(answer, /^HTTP\/1.1 200/, 'the in-flight request completes under the credentials it was admitted with');
  t.match(answer, /"status":"accepted"/);

  const post = (secret: string) => send(g.url, '/sop/deploy', { headers: { ...AUTH, ...JSON_TYPE, 'x-webhook-secret': secret }, body });
  t.equal((await post('old-secret')).status, 401, 'the old secret fails from the next request');
  t.equal((await post('new-secret')).status, 200, 'the new secret works from the next request');
});

t.test('POST /api/pairing/initiate issues a code that /pair accepts once', async (t) => {
  const g = await gateway(t);
  const r = await send(g.url, '/api/pairing/initiate', { method: 'POST', headers: AUTH });
  t.equal(r.status, 200);
  t.match(r.body, { code: /^[A-Za-z0-9]{32}$/, expires_at: /^\d{4}-\d\d-\d\dT/ });
  t.notOk(JSON.stringify(g.logs).includes(r.body.code), 'the code is never logged');
  const pair = await send(g.url, '/pair', { headers: { 'x-pairing-code': r.body.code } });
  t.same([pair.status, pair.body.paired], [200, true]);
  const fresh = await send(g.url, '/api/config/list', { method: 'GET', headers: { authorization: `Bearer ${pair.body.token}` } });
  t.equal(fresh.status, 200, 'the new token administers at once');
});

t.test('SOP runs: list, show, approve, reject, unknown id, a decided run', async (t) => {
  const g = await gateway(t);
  const start = async () => {
    const r = await send(g.url, '/sop/deploy', { headers: { ...AUTH, ...JSON_TYPE }, body: '{}' });
    return String(r.body.results[0].run_id);
  };
  const a = await start();
  const b = await start();
  const list = await send(g.url, '/api/sop/runs', { method: 'GET', headers: AUTH });
  t.equal(list.status, 200);
  t.same(new Set(list.body.runs.map((r: { id: string }) => r.id)), new Set([a, b]));
  t.match(list.body.runs[0], { sop: 'deploy', status: 'pending_approval' });
  const one = await send(g.url, `/api/sop/runs/${a}`, { method: 'GET', headers: AUTH });
  t.match(one.body, { id: a, sop: 'deploy', status: 'pending_approval' });
  const approved = await send(g.url, `/api/sop/runs/${a}/approve`, { headers: AUTH });
  t.equal(approved.status, 200);
  t.equal(approved.body.decided_by, 'api:127.0.0.1');
  const rejected = await send(g.url, `/api/sop/runs/${b}/reject`, { headers: AUTH });
  t.match([rejected.status, rejected.body.status], [200, 'rejected']);
  const twice = await send(g.url, `/api/sop/runs/${b}/approve`, { headers: AUTH });
  t.same([twice.status, twice.body.error], [409, 'conflict']);
  const unknown = await send(g.url, '/api/sop/runs/nope/approve', { headers: AUTH });
  t.same([unknown.status, unknown.body.error], [404, 'not_found']);
  const missing = await send(g.url, '/api/sop/runs/nope', { method: 'GET', headers: AUTH });
  t.same([missing.status, missing.body.error], [404, 'not_found']);
});

t.test('GET /metrics: Prometheus text with requests by route and status and dispatch outcomes; 404 when off', async (t) => {
  const g = await gateway(t, '', '[observability]\nbackend = "prometheus"\n');
  await send(g.url, '/sop/deploy', { headers: { ...AUTH, ...JSON_TYPE }, body: '{}' });
  await send(g.url, '/sop/deploy', { headers: JSON_TYPE, body: '{}' });
  const r = await send(g.url, '/metrics', { method: 'GET', headers: AUTH });
  t.equal(r.status, 200);
  t.match(r.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  t.match(r.text, /svc_http_requests_total\{route="\/sop\/\*",method="POST",status="200"\} 1/);
  t.match(r.text, /svc_http_requests_total\{route="\/sop\/\*",method="POST",status="401"\} 1/);
  t.match(r.text, /svc_gateway_sop_dispatch_total\{status="started"\} 1/);
  t.match(r.text, /svc_http_request_duration_seconds_bucket\{le="[0-9.]+",route="\/sop\/\*",method="POST"\} \d+/);
  t.match(r.text, /svc_gateway_nodes_connected 0/);
  t.match(r.text, /svc_process_resident_memory_bytes \d+/);
  t.equal((await send(g.url, '/metrics', { method: 'GET' })).status, 401, 'admin-protected');

  const off = await gateway(t);
  const none = await send(off.url, '/metrics', { method: 'GET', headers: AUTH });
  t.same([none.status, none.body.error], [404, 'not_found']);
});

t.test('/ws/nodes through the gateway: token, hello, listed by GET /api/nodes, the cap; other upgrades are closed', async (t) => {
  const g = await gateway(t, '', '[nodes]\nenabled = true\nauth_token = "node-token"\nmax_nodes = 1\n');
  const wsUrl = g.url.replace(/^http/, 'ws') + '/ws/nodes';
  const open = (token: string) =>
    new Promise<{ ws: WebSocket; status?: number }>((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { headers: { authorization: `Bearer ${token}` } });
      t.teardown(() => ws.terminate());
      ws.once('open', () => resolve({ ws }));
      ws.once('unexpected-response', (_req, res) => resolve({ ws, status: res.statusCode }));
      ws.once('error', reject);
    });
  t.equal((await open('wrong')).status, 401);
  const { ws } = await open('node-token');
  const welcome = new Promise((r) => ws.once('message', (d) => r(JSON.parse(String(d)))));
  ws.send(JSON.stringify({ type: 'hello', id: 'edge-1', name: 'Edge one', capabilities: ['camera', 'gpio'] }));
  t.match(await welcome, { type: 'welcome', id: 'edge-1', ping_interval_secs: 30 });
  const listed = await send(g.url, '/api/nodes', { method: 'GET', headers: AUTH });
  t.match(listed.body, { nodes: [{ id: 'edge-1', name: 'Edge one', capabilities: ['camera', 'gpio'], address: '127.0.0.1' }] });
  t.equal((await open('node-token')).status, 429, 'max_nodes = 1');
  t.equal(ws.readyState, WebSocket.OPEN, 'the admitted node stays connected');

  // An upgrade request to any other path gets its HTTP answer and the connection ends.
  const other = await new Promise<number>((resolve, reject) => {
    const sock = connect(Number(new URL(g.url).port), '127.0.0.1');
    t.teardown(() => sock.destroy());
    let text = '';
    sock.on('data', (d) => (text += d));
    sock.on('close', () => resolve(Number(/^HTTP\/1.1 (\d+)/.exec(text)?.[1])));
    sock.on('error', reject);
    sock.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n');
    setTimeout(() => reject(new Error('the connection stayed open')), 5_000).unref();
  });
  t.equal(other, 200);
});
