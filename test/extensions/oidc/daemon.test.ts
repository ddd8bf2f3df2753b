// OIDC bearer JWTs against a real daemon and a local issuer (discovery and JWKS on 127.0.0.1, keys made here): a
// token whose groups claim maps onto the read-only profile reads the config and is refused a write, cron and a chat
// outside its agents; the admin group's token writes; a service client's token takes service_profile_map's profile.
// An expired, wrongly signed, wrong-audience, wrong-issuer or non-at+jwt token is 401 unauthorized, logged and
// audited without the token; a key the issuer adds to its JWKS later (rotation) is picked up.
import t, { type Test } from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer } from '../../../testing/index.js';
import { daemon, svc, type Daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { localIssuer, signingKey } from './issuer.js';
import WebSocket from 'ws';

async function start(t: Test, env: Record<string, string>): Promise<{ d: Daemon; gateway: string }> {
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  return { d, gateway: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

t.test('tokens of a local issuer map onto permission profiles; bad ones are 401', async (t) => {
  const llm = await recordingServer(openaiAnswers.text('hello from the model'));
  t.teardown(() => llm.close());
  const idp = await localIssuer();
  t.teardown(() => idp.close());
  const first = await signingKey('k1');
  idp.published.push(first);
  const dir = tempConfigDir(t, [
    '[gateway]',
    'host = "127.0.0.1"',
    'port = 0',
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}/v1"`,
    'model = "m"',
    'api_key = "k"',
    '[agents.default]',
    'model_provider = "openai.fake"',
    '[permission_profiles.readonly]',
    'allowed_agents = ["default"]',
    'grants = { config = ["read"], status = ["read"], ws = ["read"] }',
    '[permission_profiles.elsewhere]',
    'allowed_agents = ["other"]',
    '[permission_profiles.admin]',
    'admin = true',
    '[oidc.corp]',
    `issuer = "${idp.url}"`,
    'audience = "svc-api"',
    'claim_path = "groups"',
    'profile_map = { readers = ["readonly"], admins = ["admin"], others = ["elsewhere"] }',
    'service_profile_map = { "svc-bot" = ["readonly"] }',
    '[oidc.corp.validation]',
    'jwks_cooldown_secs = 0',
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const { d, gateway } = await start(t, env);

  const reader = await idp.sign(first, { sub: 'alice', aud: 'svc-api', groups: ['readers'], client_id: 'web' });
  const admin = await idp.sign(first, { sub: 'root', aud: 'svc-api', groups: 'admins', client_id: 'web' });
  const other = await idp.sign(first, { sub: 'bob', aud: 'svc-api', groups: ['others'], client_id: 'web' });
  const bot = await idp.sign(first, { sub: 'svc-bot', aud: 'svc-api', client_id: 'svc-bot' });

  // The read-only profile: config and status reads, no config write, no cron.
  t.equal((await send(gateway, '/api/config/list', { method: 'GET', headers: bearer(reader) })).status, 200, 'the reader reads the config');
  t.equal((await send(gateway, '/api/status', { method: 'GET', headers: bearer(reader) })).status, 200, 'and the status');
  const write = (token: string) => send(gateway, '/api/config', { method: 'PATCH', headers: { ...bearer(token), 'if-match': '*' }, body: JSON.stringify({ path: 'gateway.request_timeout_secs', value: 31 }) });
  t.match(await write(reader), { status: 403, body: { error: 'forbidden', message: /user corp:alice may not write gateway\.request_timeout_secs/ } });
  t.match(await send(gateway, '/api/cron/jobs', { method: 'GET', headers: bearer(reader) }), { status: 403, body: { error: 'forbidden', message: /may not read cron/ } });
  // The admin group writes.
  const written = await write(admin);
  t.equal(written.status, 200, written.text);
  // The chat: the reader's profile names the default agent, the other's does not.
  const chat = await send(gateway, '/webhook', { headers: bearer(reader), body: JSON.stringify({ message: 'hi' }) });
  t.equal(chat.status, 200, chat.text);
  t.match(chat.text, /hello from the model/);
  t.match(await send(gateway, '/webhook', { headers: bearer(other), body: JSON.stringify({ message: 'hi' }) }), { status: 403, body: { error: 'forbidden', message: /corp:bob may not chat with agent default/ } });
  // A service client's token (client credentials) takes service_profile_map's profile.
  t.equal((await send(gateway, '/api/config/list', { method: 'GET', headers: bearer(bot) })).status, 200, 'the service client reads');
  t.equal((await write(bot)).status, 403, 'and may not write');

  // The WebSocket chat: the token as a subprotocol opens it; a token mapping to no grant on ws is refused.
  const wsUrl = `${gateway.replace(/^http/, 'ws')}/ws/chat`;
  const opened = await new Promise<number>((resolve) => {
    const ws = new WebSocket(wsUrl, ['svc.chat', `svc.bearer.${reader}`]);
    ws.once('open', () => (ws.close(), resolve(101)));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
  t.equal(opened, 101, 'the reader opens /ws/chat');
  const wsStatus = (token: string) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl, ['svc.chat', `svc.bearer.${token}`]);
      ws.once('open', () => (ws.close(), resolve(101)));
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(0));
    });
  t.equal(await wsStatus(other), 403, 'a token whose profile grants no ws is refused the WebSocket chat');

  // Refused tokens: 401 unauthorized, whatever the route.
  const stranger = await signingKey('k1');
  const refusals: [string, string, RegExp][] = [
    ['expired', await idp.sign(first, { sub: 'alice', aud: 'svc-api', groups: ['readers'], exp: Math.floor(Date.now() / 1000) - 600 }), /expired/],
    ['wrongly signed (same kid, another key)', await idp.sign(stranger, { sub: 'alice', aud: 'svc-api', groups: ['readers'] }), /not signed by a key the issuer publishes/],
    ['wrong audience', await idp.sign(first, { sub: 'alice', aud: 'another-api', groups: ['readers'] }), /not for this audience/],
    ['wrong issuer', await idp.sign(first, { sub: 'alice', aud: 'svc-api', groups: ['readers'] }, { issuer: 'https://elsewhere.example' }), /issuer \(iss\) is not/],
    ['not an at+jwt', await idp.sign(first, { sub: 'alice', aud: 'svc-api', groups: ['readers'] }, { typ: 'JWT' }), /at\+jwt/],
  ];
  for (const [what, token, message] of refusals) {
    const admin401 = await send(gateway, '/api/config/list', { method: 'GET', headers: bearer(token) });
    t.match(admin401, { status: 401, body: { error: 'unauthorized', message } }, `${what}: 401 on the admin API`);
    const chat401 = await send(gateway, '/webhook', { headers: bearer(token), body: JSON.stringify({ message: 'hi' }) });
    t.match(chat401, { status: 401, body: { error: 'unauthorized', message } }, `${what}: 401 on the chat`);
    t.equal(await wsStatus(token), 401, `${what}: 401 on the WebSocket chat`);
  }

  // Rotation: a token signed with a key the JWKS did not hold is refused; once the issuer publishes it, accepted.
  const second = await signingKey('k2');
  const rotated = await idp.sign(second, { sub: 'alice', aud: 'svc-api', groups: ['readers'] });
  t.equal((await send(gateway, '/api/config/list', { method: 'GET', headers: bearer(rotated) })).status, 401, 'an unpublished key is refused');
  const fetches = idp.jwksFetches;
  idp.published.push(second);
  t.equal((await send(gateway, '/api/config/list', { method: 'GET', headers: bearer(rotated) })).status, 200, 'the new key is picked up');
  t.ok(idp.jwksFetches > fetches, 'by fetching the JWKS again');

  await d.waitFor((l) => l.msg === 'OIDC bearer token refused' && l.reason === 'audience');
  await d.waitFor((l) => l.msg === 'OIDC bearer token accepted' && l.principal === `${idp.url}#alice`);
  const status = await svc(['status', '--json'], env);
  t.match(JSON.parse(status.stdout), { sections: { oidc: { issuers: [{ alias: 'corp', issuer: idp.url, audience: 'svc-api' }] }, access: { enforced: true } } });
  d.child.kill('SIGTERM');
  await d.exited;
  const log = d.lines.map((l) => JSON.stringify(l)).join('\n');
  const audit = readFileSync(join(dir, 'audit.log'), 'utf8');
  for (const reason of ['expired', 'signature', 'audience', 'issuer', 'typ']) t.match(audit, new RegExp(`"event":"oidc\\.refused".*"reason":"${reason}"`), `${reason} is audited`);
  t.match(audit, /"event":"access\.refused".*"principal":"http:\/\/127\.0\.0\.1:\d+#alice"/, 'the profile refusal names the issuer and subject');
  for (const [, token] of [...refusals, ['', reader]] as const) {
    const signature = token.split('.')[2]!;
    t.notOk(log.includes(signature) || audit.includes(signature), 'no token in the log or the audit trail');
  }
});
