// Two real daemons behind one (imaginary) load balancer, sharing gateway state on one real redis-server: one key is
// dispatched once, a client's rate limit counts both, a pairing code issued by one is redeemed on the other, and with
// Redis gone both fail closed (503, Retry-After, /health says why) and recover by themselves when it is back.
import { createHash } from 'node:crypto';
import t from 'tap';
import { daemon, svc, type Daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startRedis } from '../../helpers/redis.js';
import { writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = 'shared-webhook-secret-1f9a';
/** A token both config files list (as an operator copies one), and one only for the revocation check. */
const STATIC = 'svc_static-token-for-both-instances';
const LISTED = 'svc_listed-token-revoked-later';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const redis = await startRedis(t);

interface Instance {
  readonly d: Daemon;
  readonly url: string;
  readonly env: Record<string, string>;
  dispatches(): number;
}

async function instance(t: { teardown(fn: () => unknown): void }, id: string): Promise<Instance> {
  const toml = [
    '[gateway]',
    'require_pairing = true',
    `paired_tokens = ["${hash(STATIC)}", "${hash(LISTED)}"]`,
    `webhook_secret = "${SECRET}"`,
    // Behind a load balancer: the client is the right-most X-Forwarded-For address.
    'trust_forwarded_headers = true',
    'webhook_rate_limit_per_minute = 60',
    'pair_rate_limit_per_minute = 0',
    '[gateway.pairing_dashboard]',
    'max_failed_attempts = 5',
    '[sop]',
    'sops_dir = "sops"',
    '[shared]',
    'enabled = true',
    `instance_id = "${id}"`,
    '',
  ].join('\n');
  const dir = tempConfigDir(t, toml);
  writeSop(dir, 'deploy', { mode: 'supervised', steps: ['check'], maxConcurrent: 1000 });
  // The URL comes from the environment, as an operator keeps a secret out of config.toml.
  const env = { SVC_CONFIG_DIR: dir, SVC_shared__redis_url: redis.url };
  const d = daemon(['daemon'], env);
  t.teardown(async () => {
    d.child.kill('SIGTERM');
    await d.exited;
  });
  await d.waitFor((l) => l.msg === 'ready');
  const url = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  return { d, url, env, dispatches: () => d.lines.filter((l) => l.msg === 'sop dispatch').length };
}

function dispatch(i: Instance, client: string, key?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${STATIC}`, 'x-webhook-secret': SECRET, 'x-forwarded-for': client };
  if (key) headers['x-idempotency-key'] = key;
  return send(i.url, '/sop/deploy', { headers, body: '{"release":"1.2.3"}' });
}

t.test('two instances, one Redis: once, one limit, one set of pairing codes; fail closed and back', async (t) => {
  const [a, b] = await Promise.all([instance(t, 'alpha'), instance(t, 'beta')]);
  t.ok(a.d.lines.some((l) => l.msg === 'gateway state shared on redis' && l.instance === 'alpha'), 'the instance says where its state is');

  const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => dispatch(n % 2 ? a : b, `10.0.1.${n}`, 'release-1.2.3')));
  t.same(
    answers.map((r) => r.status),
    Array(100).fill(200),
  );
  t.equal(answers.filter((r) => r.body.status === 'accepted').length, 1, 'one request dispatched');
  t.equal(answers.filter((r) => r.body.status === 'duplicate').length, 99, 'every other one is a duplicate, on either instance');
  t.equal(a.dispatches() + b.dispatches(), 1, 'one dispatch in the logs of both');

  const limited = [];
  for (let n = 0; n < 62; n++) limited.push((await dispatch(n % 2 ? a : b, '10.0.2.1')).status);
  t.same(limited.slice(0, 60), Array(60).fill(200), '60 requests of one client in the window pass, spread over both');
  t.same(limited.slice(60), [429, 429], 'request 61 is 429 on one instance, 62 on the other');

  const code = (await svc(['gateway', 'get-paircode'], a.env)).stdout.trim();
  t.match(code, /^\S{6,}$/, 'alpha issues a pairing code');
  const paired = await send(b.url, '/pair', { headers: { 'x-pairing-code': code } });
  t.match(paired, { status: 200, body: { paired: true } }, 'beta redeems it');
  t.equal((await send(a.url, '/pair', { headers: { 'x-pairing-code': code } })).status, 403, 'single use across instances');

  // A burst of wrong codes at once (no pairing rate limit): each needs two round trips to Redis, and still no more
  // than max_failed_attempts of them are checked before the lockout.
  const guesses = await Promise.all(Array.from({ length: 40 }, () => send(a.url, '/pair', { headers: { 'x-pairing-code': 'WRONG', 'x-forwarded-for': '10.0.9.9' } })));
  t.equal(guesses.filter((g) => g.status === 403).length, 5, `five guesses checked, the other 35 locked out (${JSON.stringify(guesses.map((g) => g.status))})`);

  // Tokens: paired on beta, accepted by alpha; revoked through alpha, refused by beta; each within a second.
  const admin = (i: Instance, token: string) => send(i.url, '/api/status', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
  const token = String(paired.body.token);
  const pairedAt = Date.now();
  await waitFor(async () => (await admin(a, token)).status === 200, 'alpha to accept the token beta paired', 5000);
  t.ok(Date.now() - pairedAt < 1500, `a token paired on one instance passes on the other within a second (${Date.now() - pairedAt} ms)`);
  const revoke = await svc(['gateway', 'tokens', 'revoke', hash(token).slice(0, 12)], a.env);
  t.match(revoke, { code: 0, stdout: /revoked 1 token; the running daemon/ }, 'alpha revokes a token only the shared set holds');
  const revokedAt = Date.now();
  await waitFor(async () => (await admin(b, token)).status === 401, 'beta to refuse the revoked token', 5000);
  t.ok(Date.now() - revokedAt < 1500, `refused on the other instance within a second (${Date.now() - revokedAt} ms)`);
  t.equal((await admin(a, token)).status, 401, 'and on the instance that revoked it');
  t.equal((await admin(b, LISTED)).status, 200, 'a token both config files list passes on beta');
  t.match(await svc(['gateway', 'tokens', 'revoke', hash(LISTED).slice(0, 12)], a.env), { code: 0 });
  await waitFor(async () => (await admin(b, LISTED)).status === 401, 'beta to refuse a token its own config.toml still lists, revoked on alpha', 5000);

  const status = JSON.parse((await svc(['status', '--json'], b.env)).stdout);
  t.notMatch(JSON.stringify(status), redis.url.replace('redis://', 'redis://x:'), 'no credentials in the status');
  t.match(status.sections.shared, { enabled: true, instance_id: 'beta', redis: { ok: true, target: redis.url } }, 'svc status shows the instance and its backend');

  const before = a.dispatches() + b.dispatches();
  await redis.stop();
  const down = await dispatch(a, '10.0.3.1', 'release-2');
  t.match(down, { status: 503, body: { error: 'state_unavailable' } }, 'a request that needs the shared state fails closed');
  t.ok(Number(down.headers['retry-after']) >= 1, 'with Retry-After');
  t.match(await dispatch(b, '10.0.3.1'), { status: 503, body: { error: 'state_unavailable' } }, 'also without a key: its rate limit cannot be counted');
  t.equal(a.dispatches() + b.dispatches(), before, 'nothing dispatched while the shared state is gone');
  const publicHealth = await send(b.url, '/health', { method: 'GET', headers: { 'x-forwarded-for': '203.0.113.9' } });
  t.match(publicHealth, { status: 503, body: { error: 'state_unavailable' } }, '/health answers 503 to a load balancer');
  t.notMatch(publicHealth.body.message, /127\.0\.0\.1|redis:/, 'without the address of the store to anyone');
  t.match(await send(b.url, '/health', { method: 'GET', headers: { authorization: `Bearer ${STATIC}` } }), { status: 503, body: { error: 'state_unavailable', message: /redis redis:\/\/127\.0\.0\.1:\d+ is/ } }, 'an admin caller is told why');
  t.match(await a.d.waitFor((l) => String(l.msg).startsWith('shared state store unreachable')), { level: /^(error|50)$/ }, 'the outage is logged at ERROR');

  await redis.start();
  await waitFor(async () => (await send(a.url, '/health', { method: 'GET' })).status === 200, 'alpha to reconnect by itself', 15_000);
  await waitFor(async () => (await send(b.url, '/health', { method: 'GET' })).status === 200, 'beta to reconnect by itself', 15_000);
  t.match(await dispatch(a, '10.0.3.1', 'release-2'), { status: 200, body: { status: 'accepted' } }, 'served again without a restart');
  t.match(await dispatch(b, '10.0.3.2', 'release-2'), { status: 200, body: { status: 'duplicate' } }, 'and shared again');
  t.ok(await a.d.waitFor((l) => l.msg === 'shared state store reachable again'), 'the recovery is logged');
});
