// Config section of the oidc extension: [oidc.<alias>], one OpenID Connect issuer each.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const oidcProvider = s.table(undefined, 'One OpenID Connect issuer whose bearer JWTs the gateway accepts on the admin API and the chat; the alias is a handle for logs, identity is keyed by issuer plus subject.', {
  actor_claim: s.str('', 'Dotted path of the claim naming the party acting for the subject (delegation, e.g. act.sub of RFC 8693); empty: none. The actor is named in logs, the audit trail and refusals.'),
  actor_claim_marks: s.map('Actors recognised in actor_claim (any key) to the permission profiles a token acting through that actor may hold at most ("*": all the subject\'s). When any is set, a token whose actor it does not name is refused (401).', { type: 'array', items: { type: 'string' } }),
  allowed_authorized_parties: s.strList([], 'Accepted values of the azp claim (the client the token was issued to); empty accepts any, a token without azp is refused when set.'),
  audience: s.str('', 'Expected audience (aud): required, a token for any other audience is refused (401 unauthorized).'),
  claim_path: s.str('', 'Dotted path of the claim whose value (a string or a list of strings) is mapped through profile_map, e.g. groups or realm_access.roles; empty maps nothing.'),
  client_id: s.str('', 'OAuth client id of svc at this issuer: tokens issued to it are interactive (never service) tokens; with client_secret, the client svc asks the issuer\'s introspection_endpoint with.'),
  client_secret: s.optStr('OAuth client secret of svc at this issuer; with client_id, every token is introspected (RFC 7662) when verified and at each revalidation, so one revoked at the issuer is refused; an issuer that cannot be asked refuses the token.', { secret: true }),
  interactive_clients: s.strList([], 'Client ids (client_id or azp claim) of interactive (human) clients; when set, a token of any other client that is not a service client is refused.'),
  issuer: s.str('', 'Issuer URL (iss), https (http only for 127.0.0.1 or localhost): its discovery document is <issuer>/.well-known/openid-configuration and its jwks_uri the signing keys.'),
  max_auth_lifetime_secs: s.int(86400, 'Seconds after the user authenticated (auth_time, else iat) a token is accepted at most.', { min: 1 }),
  profile_map: s.map('Value of the claim at claim_path to the permission profiles it grants, for interactive clients.', { type: 'array', items: { type: 'string' } }),
  require_at_jwt: s.bool(true, 'Require access tokens in JWT form (RFC 9068: header typ at+jwt).'),
  require_mfa: s.bool(false, 'Require multi-factor authentication: the amr claim must contain mfa.'),
  required_acr: s.strList([], 'Accepted authentication context classes (acr); empty accepts any.'),
  revalidation_secs: s.int(60, 'Seconds a verified token is trusted before it is verified again against the issuer\'s current keys and this config (never past its exp); 0 verifies every request.', { min: 0 }),
  service_clients: s.strList([], 'Client ids of service (machine, client credentials) clients; their tokens take the profiles of service_profile_map.'),
  service_profile_map: s.map('Service client id (client_id or azp claim) to the permission profiles its tokens hold.', { type: 'array', items: { type: 'string' } }),
  validation: s.open('Token validation settings; the reference fixes no keys, so others are accepted and do nothing.', {
    clock_tolerance_secs: s.int(30, 'Seconds of clock skew allowed on exp, nbf, iat and auth_time.', { min: 0, max: 300 }),
    jwks_cache_secs: s.int(600, 'Seconds the issuer\'s signing keys (JWKS) are used before they are fetched again.', { min: 1 }),
    jwks_cooldown_secs: s.int(30, 'Seconds after a fetch of the keys before a token signed with an unknown key id fetches them again (key rotation).', { min: 0 }),
  }),
});

export const oidcSection: JsonSchema = s.aliasMap(
  'OidcConfig',
  'OpenID Connect issuers, one [oidc.<alias>] each: the gateway accepts their bearer JWTs (checked against the issuer\'s published keys) on the admin API, POST /webhook and /ws/chat, and the access extension judges each as a principal holding the permission profiles its claims map to, deny by default.',
  oidcProvider,
  { live: true },
);
