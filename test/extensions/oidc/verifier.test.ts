// The OIDC verifier against a local issuer on 127.0.0.1: the claims the config requires (azp, acr, amr mfa, auth_time,
// interactive clients), dotted claim paths onto profiles, the revalidation cache, and the bounded fetch's refusals.
import t from 'tap';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OidcConfig } from '../../../extensions/oidc/config.generated.js';
import { boundedFetch, claimValues, fetchableUrl, looksLikeJwt, OidcVerifier } from '../../../extensions/oidc/verifier.js';
import { localIssuer, signingKey } from './issuer.js';

type Issuer = OidcConfig[string];

const base = (url: string, over: Partial<Issuer> = {}): Issuer => ({
  actor_claim: '',
  actor_claim_marks: {},
  allowed_authorized_parties: [],
  audience: 'svc-api',
  claim_path: 'realm_access.roles',
  client_id: '',
  client_secret: null,
  interactive_clients: [],
  issuer: url,
  max_auth_lifetime_secs: 3600,
  profile_map: { reader: ['readonly'], ops: ['admin', 'readonly'] },
  require_at_jwt: true,
  require_mfa: false,
  required_acr: [],
  revalidation_secs: 60,
  service_clients: [],
  service_profile_map: { bot: ['readonly'] },
  validation: { clock_tolerance_secs: 0, jwks_cache_secs: 600, jwks_cooldown_secs: 30 },
  ...over,
});

t.test('required claims and profile mapping', async (t) => {
  const idp = await localIssuer();
  t.teardown(() => idp.close());
  const key = await signingKey('k1');
  idp.published.push(key);
  let config: OidcConfig = { corp: base(idp.url) };
  const v = new OidcVerifier(() => config);
  const now = Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>) => idp.sign(key, { sub: 'alice', aud: 'svc-api', ...claims });

  const ok = await v.verify(await sign({ realm_access: { roles: ['reader', 'ops', 'unknown'] } }));
  t.match(ok, { ok: true, alias: 'corp', identity: { source: 'oidc:corp', id: `${idp.url}#alice`, name: 'corp:alice', profiles: ['readonly', 'admin'] } }, 'a dotted claim path, values mapped and deduplicated');
  t.match(await v.verify(await sign({ client_id: 'bot' })), { ok: true, identity: { profiles: ['readonly'] } }, 'a service client takes service_profile_map');
  t.match(await v.verify(await sign({})), { ok: true, identity: { profiles: [] } }, 'no claim: authenticated, no profile');

  config = { corp: base(idp.url, { allowed_authorized_parties: ['dash'], required_acr: ['loa2'], require_mfa: true }) };
  const strict = async (claims: Record<string, unknown>) => v.verify(await sign(claims));
  t.match(await strict({ azp: 'other', acr: 'loa2', amr: ['pwd', 'mfa'] }), { ok: false, reason: 'azp' });
  t.match(await strict({ acr: 'loa2', amr: ['mfa'] }), { ok: false, reason: 'azp' }, 'no azp with allowed_authorized_parties set');
  t.match(await strict({ azp: 'dash', acr: 'loa1', amr: ['mfa'] }), { ok: false, reason: 'acr' });
  t.match(await strict({ azp: 'dash', acr: 'loa2', amr: ['pwd'] }), { ok: false, reason: 'mfa' });
  t.match(await strict({ azp: 'dash', acr: 'loa2', amr: ['pwd', 'mfa'] }), { ok: true });

  config = { corp: base(idp.url, { interactive_clients: ['dash'] }) };
  t.match(await strict({ azp: 'elsewhere' }), { ok: false, reason: 'client' }, 'interactive_clients names the clients');
  t.match(await strict({ azp: 'dash' }), { ok: true });
  t.match(await strict({ client_id: 'bot' }), { ok: true, identity: { profiles: ['readonly'] } }, 'a service client need not be interactive');
  t.match(await strict({ azp: 'dash', auth_time: now - 7200 }), { ok: false, reason: 'auth_age' }, 'auth_time older than max_auth_lifetime_secs');
  t.match(await strict({ azp: 'dash', auth_time: now - 60 }), { ok: true });
});

t.test('revalidation: a verdict is trusted for revalidation_secs, then the token is verified again', async (t) => {
  const idp = await localIssuer();
  t.teardown(() => idp.close());
  const key = await signingKey('k1');
  idp.published.push(key);
  let clock = Date.now();
  const config: OidcConfig = { corp: base(idp.url, { revalidation_secs: 60 }) };
  const v = new OidcVerifier(() => config, () => clock);
  const token = await idp.sign(key, { sub: 'alice', aud: 'svc-api' }, { expiresIn: '1h' });
  t.match(await v.verify(token), { ok: true, cached: false });
  t.match(await v.verify(token), { ok: true, cached: true });
  clock += 61_000;
  t.match(await v.verify(token), { ok: true, cached: false }, 'verified again after revalidation_secs');
  // The issuer withdraws the key: a verifier whose keys are fetched again refuses the token.
  idp.published.length = 0;
  const after = new OidcVerifier(() => ({ corp: base(idp.url, { validation: { clock_tolerance_secs: 0, jwks_cache_secs: 1, jwks_cooldown_secs: 0 } }) }), () => clock);
  t.match(await after.verify(token), { ok: false, reason: 'signature' }, 'verified again, against the keys published now');
});

t.test('the bounded fetch and what counts as a JWT', async (t) => {
  t.ok(fetchableUrl('https://id.example.com'));
  t.ok(fetchableUrl('http://127.0.0.1:8080/x'));
  t.ok(fetchableUrl('http://localhost/x'));
  t.notOk(fetchableUrl('http://id.example.com'), 'plain http elsewhere is refused');
  t.notOk(fetchableUrl('file:///etc/passwd'));
  t.notOk(fetchableUrl('https://user:secret@id.example.com'), 'a URL with a password is refused');
  await t.rejects(boundedFetch('http://id.example.com/jwks'), { failure: 'address', message: /https/ });
  const big = createServer((req, res) => {
    if (req.url === '/redirect') return void res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('x'.repeat(300 * 1024));
  });
  await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => big.close(() => resolve())));
  const url = `http://127.0.0.1:${(big.address() as AddressInfo).port}`;
  await t.rejects(boundedFetch(`${url}/big`), { failure: 'too_large', message: /more than 256 KiB/ }, 'a document over 256 KiB is refused');
  t.equal((await boundedFetch(`${url}/redirect`)).status, 302, 'a redirect is not followed');
  t.same(claimValues({ a: { b: 'x' } }, 'a.b'), ['x']);
  t.same(claimValues({ a: ['x', 1, 'y'] }, 'a'), ['x', 'y']);
  t.same(claimValues({ a: 1 }, 'a.b'), []);
  t.notOk(looksLikeJwt('svc_' + 'a'.repeat(64)), 'a paired token is not a JWT');
  t.notOk(looksLikeJwt('a.b.c'), 'three parts that do not decode are not');
});
