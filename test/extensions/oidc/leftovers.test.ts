// OIDC keys that were inert, and the refusal texts (issue 37): client_id and azp must name the same client, and svc's
// own client (client_id) is never a service; a service client of one issuer means nothing for another; actor_claim
// names the party acting for the subject and actor_claim_marks bounds it; client_id + client_secret introspect every
// token at the issuer (RFC 7662), failing closed; a 401 says a class of failure, never a URL or what the issuer said
// (canaries in the discovery document, the JWKS answer and an unreachable jwks_uri), with CONTRACT §4's code.
import t from 'tap';
import { createAccessExtension } from '../../../extensions/access/index.js';
import { createGatewayExtension } from '../../../extensions/gateway/index.js';
import type { OidcConfig } from '../../../extensions/oidc/config.generated.js';
import { checkIssuers, createOidcExtension } from '../../../extensions/oidc/index.js';
import { OidcVerifier } from '../../../extensions/oidc/verifier.js';
import type { ConfigObject, ProblemReport } from '../../../kernel/index.js';
import { send } from '../../helpers/http.js';
import { serveExtensions } from '../../helpers/serve.js';
import { localIssuer, signingKey } from './issuer.js';

type Issuer = OidcConfig[string];
const CANARY = 'CANARY-7f3a9d';

const base = (url: string, over: Partial<Issuer> = {}): Issuer => ({
  actor_claim: '',
  actor_claim_marks: {},
  allowed_authorized_parties: [],
  audience: 'svc-api',
  claim_path: 'groups',
  client_id: '',
  client_secret: null,
  interactive_clients: [],
  issuer: url,
  max_auth_lifetime_secs: 3600,
  profile_map: { readers: ['readonly'], ops: ['admin', 'readonly'] },
  require_at_jwt: true,
  require_mfa: false,
  required_acr: [],
  revalidation_secs: 60,
  service_clients: [],
  service_profile_map: { bot: ['readonly'] },
  validation: { clock_tolerance_secs: 0, jwks_cache_secs: 600, jwks_cooldown_secs: 0 },
  ...over,
});

t.test('client_id and azp name one client; a service client belongs to its issuer; svc\'s own client is interactive', async (t) => {
  const [a, b] = [await localIssuer(), await localIssuer()];
  t.teardown(() => Promise.all([a.close(), b.close()]));
  const key = await signingKey('k1');
  a.published.push(key);
  b.published.push(key);
  const v = new OidcVerifier(() => ({ a: base(a.url, { client_id: 'svc-dashboard' }), b: base(b.url, { service_profile_map: {} }) }));
  const claims = { sub: 's', aud: 'svc-api' };
  t.match(await v.verify(await a.sign(key, { ...claims, client_id: 'bot', azp: 'bot' })), { ok: true, identity: { profiles: ['readonly'] } }, 'positive control: a service token of issuer a');
  t.match(await v.verify(await a.sign(key, { ...claims, client_id: 'bot', azp: 'evil' })), { ok: false, reason: 'client', message: /two different clients/ }, 'client_id and azp disagree: refused');
  t.match(await v.verify(await a.sign(key, { ...claims, client_id: 'evil', azp: 'bot' })), { ok: false, reason: 'client' }, 'nor the other way round');
  t.match(await v.verify(await b.sign(key, { ...claims, client_id: 'bot' })), { ok: true, identity: { profiles: [] } }, 'issuer b\'s "bot" is not issuer a\'s service');
  t.match(await v.verify(await a.sign(key, { ...claims, azp: 'svc-dashboard', groups: ['readers'] })), { ok: true, identity: { profiles: ['readonly'] } }, 'svc\'s own client: profiles from claim_path');

  const problems: string[] = [];
  const report = { explicit: {}, problems: [], add: (path: string, message: string) => void problems.push(`${path}: ${message}`) } as unknown as ProblemReport;
  checkIssuers({ permission_profiles: { readonly: {} }, oidc: { a: { issuer: 'https://id.example.com', audience: 'x', client_id: 'svc', service_profile_map: { svc: ['readonly'] }, service_clients: ['svc'] }, b: { issuer: 'https://id2.example.com', audience: 'x', client_secret: 's' } } } as unknown as ConfigObject, report);
  t.match(problems, [/^oidc\.a\.service_clients: names svc's own client/, /^oidc\.a\.service_profile_map\.svc: is svc's own client/, /^oidc\.b\.client_id: is required with client_secret/]);
});

t.test('actor_claim names the acting party; actor_claim_marks bounds it', async (t) => {
  const idp = await localIssuer();
  t.teardown(() => idp.close());
  const key = await signingKey('k1');
  idp.published.push(key);
  let config: OidcConfig = { corp: base(idp.url, { actor_claim: 'act.sub' }) };
  const v = new OidcVerifier(() => config);
  const claims = { sub: 'alice', aud: 'svc-api', groups: ['ops'] };
  const delegated = await idp.sign(key, { ...claims, act: { sub: 'agent-1' } });
  t.match(await v.verify(delegated), { ok: true, actor: 'agent-1', identity: { name: 'corp:alice via agent-1', profiles: ['admin', 'readonly'] } }, 'no marks: the actor is named, the subject\'s profiles held');
  config = { corp: base(idp.url, { actor_claim: 'act.sub', actor_claim_marks: { 'agent-1': ['readonly'], 'agent-2': ['*'] } }) };
  t.match(await v.verify(delegated), { ok: true, identity: { profiles: ['readonly'] } }, 'agent-1 holds at most readonly');
  t.match(await v.verify(await idp.sign(key, { ...claims, act: { sub: 'agent-2' } })), { ok: true, identity: { profiles: ['admin', 'readonly'] } }, '"*": all the subject\'s');
  t.match(await v.verify(await idp.sign(key, { ...claims, act: { sub: 'stranger' } })), { ok: false, reason: 'actor' }, 'an actor the marks do not name is refused');
  t.match(await v.verify(await idp.sign(key, claims)), { ok: true, actor: null, identity: { name: 'corp:alice', profiles: ['admin', 'readonly'] } }, 'positive control: a token with no actor');
});

t.test('client_id + client_secret: every token is introspected, and the check fails closed', async (t) => {
  const idp = await localIssuer({ introspection: { clientId: 'svc', secret: 's3cret' } });
  t.teardown(() => idp.close());
  const key = await signingKey('k1');
  idp.published.push(key);
  let clock = Date.now();
  let config: OidcConfig = { corp: base(idp.url, { client_id: 'svc', client_secret: 's3cret', revalidation_secs: 60 }) };
  const v = new OidcVerifier(() => config, () => clock);
  const token = await idp.sign(key, { sub: 'alice', aud: 'svc-api', groups: ['readers'] });
  t.match(await v.verify(token), { ok: true }, 'active at the issuer: accepted');
  t.equal(idp.introspections, 1);
  idp.revoked.add(token);
  t.match(await v.verify(token), { ok: true, cached: true }, 'within revalidation_secs the verdict is kept');
  clock += 61_000;
  t.match(await v.verify(token), { ok: false, reason: 'revoked', message: /no longer active/ }, 'revoked at the issuer: refused at the next verification');

  const other = await idp.sign(key, { sub: 'bob', aud: 'svc-api', groups: ['readers'] });
  config = { corp: base(idp.url, { client_id: 'svc', client_secret: 'wrong', revalidation_secs: 0 }) };
  t.match(await v.verify(other), { ok: false, reason: 'issuer_unavailable', message: /could not be asked whether the token is still active \(the issuer answered with an error status\)/ }, 'a secret the issuer refuses: refused, not let through');
  idp.discovery = { introspection_endpoint: null };
  const fresh = new OidcVerifier(() => ({ corp: base(idp.url, { client_id: 'svc', client_secret: 's3cret' }) }));
  t.match(await fresh.verify(other), { ok: false, reason: 'issuer_unavailable', message: /names no introspection_endpoint/ }, 'an issuer without introspection: refused');
  const plain = new OidcVerifier(() => ({ corp: base(idp.url) }));
  t.match(await plain.verify(token), { ok: true }, 'positive control: without client_secret nothing is introspected');
});

t.test('a 401 says a class of failure, never a URL or what the issuer answered', async (t) => {
  const idp = await localIssuer();
  t.teardown(() => idp.close());
  const key = await signingKey('k1');
  idp.published.push(key);
  const url = await serveExtensions(t, [createGatewayExtension(), createAccessExtension(), createOidcExtension()], [
    '[gateway]', 'require_pairing = true',
    '[permission_profiles.readonly]', 'grants = { config = ["read"] }',
    '[oidc.corp]', `issuer = "${idp.url}"`, 'audience = "svc-api"', 'claim_path = "groups"', 'profile_map = { readers = ["readonly"] }',
    '[oidc.corp.validation]', 'jwks_cache_secs = 1', 'jwks_cooldown_secs = 0',
    '',
  ].join('\n'));
  const token = await idp.sign(key, { sub: 'alice', aud: 'svc-api', groups: ['readers'] });
  const status = () => send(url, '/api/config/list', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
  t.equal((await status()).status, 200, 'positive control: the token is accepted while the issuer answers');

  // Each fault is met by a fresh verifier state: the config is the same, so the server is started again per case.
  const cases: [string, () => void, RegExp][] = [
    ['the discovery names another issuer', () => (idp.discovery = { issuer: `https://${CANARY}.example` }), /discovery document does not fit/],
    ['jwks_uri cannot be reached', () => (idp.discovery = { jwks_uri: `http://127.0.0.1:1/${CANARY}` }), /could not be reached/],
    ['the JWKS answers an error with text', () => ((idp.discovery = {}), (idp.jwksAnswer = { status: 500, body: `${CANARY} stack trace at ${idp.url}` })), /keys of issuer corp could not be fetched/],
  ];
  for (const [what, fault, message] of cases) {
    fault();
    const fresh = await serveExtensions(t, [createGatewayExtension(), createAccessExtension(), createOidcExtension()], [
      '[gateway]', 'require_pairing = true',
      '[permission_profiles.readonly]', 'grants = { config = ["read"] }',
      '[oidc.corp]', `issuer = "${idp.url}"`, 'audience = "svc-api"', 'claim_path = "groups"', 'profile_map = { readers = ["readonly"] }',
      '',
    ].join('\n'));
    const res = await send(fresh, '/api/config/list', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
    t.equal(res.status, 401, `${what}: 401`);
    t.equal(res.body.error, 'unauthorized', 'CONTRACT §4\'s code');
    t.same(Object.keys(res.body).sort(), ['error', 'message'], 'and no field the contract does not name');
    t.match(String(res.body.message), message, `${what}: the class is said`);
    t.notOk(res.text.includes(CANARY), `${what}: nothing the issuer said`);
    t.notOk(res.text.includes(idp.url.replace('http://', '')), `${what}: no URL`);
  }
});
