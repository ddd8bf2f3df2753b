// Verifies the bearer JWTs of [oidc.<alias>] issuers with jose: discovery (<issuer>/.well-known/openid-configuration),
// the issuer's keys (jwks_uri, cached and fetched again for an unknown key id after a cooldown: rotation), then the
// claims the config requires, and maps the token onto permission profiles. Every fetch is bounded (https only, but
// for 127.0.0.1 and localhost; a timeout; a size cap; no redirects).
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, customFetch, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { ExternalIdentity } from '../gateway/api.js';
import type { OidcConfig } from './config.generated.js';

type Issuer = OidcConfig[string];

const FETCH_TIMEOUT_MS = 5_000;
const MAX_DOCUMENT_BYTES = 256 * 1024;
const DISCOVERY_TTL_MS = 3_600_000;
const DISCOVERY_RETRY_MS = 10_000;
const MAX_CACHED_TOKENS = 1_000;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/** Why a token was refused: stable words for logs, the audit trail and metrics. */
export type RefusalReason = 'expired' | 'signature' | 'audience' | 'issuer' | 'azp' | 'client' | 'typ' | 'acr' | 'mfa' | 'auth_age' | 'claims' | 'issuer_unavailable';

export type Verdict =
  | { readonly ok: true; readonly alias: string; readonly identity: ExternalIdentity; readonly client: string | null; readonly cached: boolean }
  | { readonly ok: false; readonly alias: string | null; readonly reason: RefusalReason; readonly message: string };

/** Where an issuer or its keys may be fetched from: https, or http on 127.0.0.1 or localhost (local issuers, tests). */
export function fetchableUrl(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]')) return url;
  return undefined;
}

/**
 * A fetch of a small JSON document: only fetchableUrl's addresses, FETCH_TIMEOUT_MS in all, at most MAX_DOCUMENT_BYTES,
 * no redirect followed. What jose's JWKS fetches and the discovery go through.
 */
export async function boundedFetch(url: string, init: { readonly headers?: Record<string, string> | Headers; readonly signal?: AbortSignal } = {}): Promise<Response> {
  if (!fetchableUrl(url)) throw new Error(`refusing to fetch ${url}: https only (http for 127.0.0.1 and localhost)`);
  const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]) : AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const res = await fetch(url, { method: 'GET', redirect: 'manual', signal, ...(init.headers ? { headers: init.headers } : {}) });
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_DOCUMENT_BYTES) {
    await res.body?.cancel();
    throw new Error(`${url} answered ${declared} bytes, more than ${MAX_DOCUMENT_BYTES}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_DOCUMENT_BYTES) throw new Error(`${url} answered more than ${MAX_DOCUMENT_BYTES} bytes`);
      chunks.push(chunk);
    }
  }
  return new Response(Buffer.concat(chunks), { status: res.status, headers: res.headers });
}

/** A claim at a dotted path (`realm_access.roles`), as a list of strings (a string is one; anything else none). */
export function claimValues(payload: JWTPayload, path: string): string[] {
  if (!path) return [];
  let value: unknown = payload;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, part)) return [];
    value = (value as Record<string, unknown>)[part];
  }
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Whether a string is a compact JWS (three base64url parts, a header naming an algorithm): the tokens this verifier judges. */
export function looksLikeJwt(token: string): boolean {
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) return false;
  try {
    return typeof decodeProtectedHeader(token).alg === 'string';
  } catch {
    return false;
  }
}

interface KeySource {
  readonly jwksUri: string;
  readonly keys: JWTVerifyGetKey;
  readonly until: number;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export class OidcVerifier {
  readonly #sources = new Map<string, KeySource>();
  readonly #failedAt = new Map<string, number>();
  readonly #cache = new Map<string, { readonly verdict: Verdict & { ok: true }; readonly until: number }>();
  #configSeen: OidcConfig | undefined;

  constructor(
    private readonly config: () => OidcConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** The issuer's keys, from its discovery document (cached DISCOVERY_TTL_MS; a failed discovery is retried after DISCOVERY_RETRY_MS). */
  async #keys(issuer: Issuer): Promise<JWTVerifyGetKey> {
    const v = issuer.validation as { clock_tolerance_secs?: number; jwks_cache_secs?: number; jwks_cooldown_secs?: number };
    const id = `${issuer.issuer}|${v.jwks_cache_secs}|${v.jwks_cooldown_secs}`;
    const known = this.#sources.get(id);
    if (known && known.until > this.now()) return known.keys;
    const failed = this.#failedAt.get(id);
    if (!known && failed !== undefined && this.now() - failed < DISCOVERY_RETRY_MS) throw new Error('discovery failed moments ago');
    try {
      const res = await boundedFetch(`${issuer.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } });
      if (res.status !== 200) throw new Error(`discovery answered ${res.status}`);
      const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (doc.issuer !== issuer.issuer) throw new Error(`discovery names the issuer ${JSON.stringify(doc.issuer)}, not ${issuer.issuer}`);
      if (typeof doc.jwks_uri !== 'string' || !fetchableUrl(doc.jwks_uri)) throw new Error('discovery gives no https jwks_uri');
      const keys =
        known && known.jwksUri === doc.jwks_uri
          ? known.keys
          : createRemoteJWKSet(new URL(doc.jwks_uri), {
              timeoutDuration: FETCH_TIMEOUT_MS,
              cooldownDuration: (v.jwks_cooldown_secs ?? 30) * 1000,
              cacheMaxAge: (v.jwks_cache_secs ?? 600) * 1000,
              [customFetch]: (url: string, options: { headers: Headers; signal: AbortSignal }) => boundedFetch(url, { headers: options.headers, signal: options.signal }),
            });
      this.#sources.set(id, { jwksUri: doc.jwks_uri, keys, until: this.now() + DISCOVERY_TTL_MS });
      this.#failedAt.delete(id);
      return keys;
    } catch (err) {
      // A known key set outlives a failed rediscovery: the issuer's keys do not vanish because its document is slow.
      if (known) return known.keys;
      this.#failedAt.set(id, this.now());
      throw err;
    }
  }

  /** Verifies a token: a cached verdict within revalidation_secs, else the signature and every configured claim. */
  async verify(token: string): Promise<Verdict> {
    const config = this.config();
    if (config !== this.#configSeen) {
      this.#cache.clear();
      this.#configSeen = config;
    }
    const hash = tokenHash(token);
    const hit = this.#cache.get(hash);
    if (hit && hit.until > this.now()) return { ...hit.verdict, cached: true };
    if (hit) this.#cache.delete(hash);

    let iss: unknown;
    try {
      iss = decodeJwt(token).iss;
    } catch {
      return { ok: false, alias: null, reason: 'claims', message: 'the bearer token is not a JWT whose claims can be read' };
    }
    const entry = Object.entries(config).find(([, c]) => c.issuer === iss);
    if (!entry) return { ok: false, alias: null, reason: 'issuer', message: 'the token\'s issuer (iss) is not an [oidc.<alias>] issuer' };
    const [alias, issuer] = entry;
    const verdict = await this.#check(alias, issuer, token);
    if (verdict.ok && issuer.revalidation_secs > 0) {
      const exp = typeof verdict.exp === 'number' ? verdict.exp * 1000 : Infinity;
      if (this.#cache.size >= MAX_CACHED_TOKENS) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(hash, { verdict: verdict.result, until: Math.min(this.now() + issuer.revalidation_secs * 1000, exp) });
    }
    return verdict.ok ? verdict.result : verdict;
  }

  async #check(alias: string, issuer: Issuer, token: string): Promise<{ ok: true; result: Verdict & { ok: true }; exp: number | undefined } | (Verdict & { ok: false })> {
    const refuse = (reason: RefusalReason, message: string): Verdict & { ok: false } => ({ ok: false, alias, reason, message });
    let keys: JWTVerifyGetKey;
    try {
      keys = await this.#keys(issuer);
    } catch (err) {
      return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched (${(err as Error).message}); the token cannot be verified`);
    }
    const v = issuer.validation as { clock_tolerance_secs?: number };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: issuer.issuer,
        audience: issuer.audience,
        algorithms: ALGORITHMS,
        clockTolerance: v.clock_tolerance_secs ?? 30,
        requiredClaims: ['exp', 'sub'],
        ...(issuer.require_at_jwt ? { typ: 'at+jwt' } : {}),
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) return refuse('expired', 'the token has expired (exp)');
      if (err instanceof errors.JWTClaimValidationFailed) {
        if (err.claim === 'aud') return refuse('audience', `the token is not for this audience (aud must contain ${issuer.audience})`);
        if (err.claim === 'iss') return refuse('issuer', 'the token\'s issuer (iss) does not match');
        if (err.claim === 'typ') return refuse('typ', 'the token is not an access token in JWT form (header typ must be at+jwt: require_at_jwt)');
        return refuse('claims', `the token's ${err.claim} claim is missing or not valid now`);
      }
      if (err instanceof errors.JWKSTimeout) return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched in time`);
      if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys || err instanceof errors.JOSEAlgNotAllowed) {
        return refuse('signature', 'the token is not signed by a key the issuer publishes');
      }
      if (err instanceof errors.JOSEError) return refuse('claims', `the token cannot be verified (${err.code})`);
      return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched`);
    }

    const azp = typeof payload.azp === 'string' ? payload.azp : undefined;
    const clientClaim = typeof payload.client_id === 'string' ? payload.client_id : azp;
    if (issuer.allowed_authorized_parties.length && (azp === undefined || !issuer.allowed_authorized_parties.includes(azp))) {
      return refuse('azp', 'the token was issued to a client (azp) that allowed_authorized_parties does not name');
    }
    const acr = typeof payload.acr === 'string' ? payload.acr : undefined;
    if (issuer.required_acr.length && (acr === undefined || !issuer.required_acr.includes(acr))) {
      return refuse('acr', `the authentication context (acr) must be one of ${issuer.required_acr.join(', ')}`);
    }
    if (issuer.require_mfa && !(Array.isArray(payload.amr) && payload.amr.includes('mfa'))) {
      return refuse('mfa', 'the user did not authenticate with several factors (amr must contain mfa: require_mfa)');
    }
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
    const tolerance = v.clock_tolerance_secs ?? 30;
    if (typeof authTime !== 'number' || this.now() / 1000 - authTime > issuer.max_auth_lifetime_secs + tolerance) {
      return refuse('auth_age', `the user authenticated more than max_auth_lifetime_secs (${issuer.max_auth_lifetime_secs}) ago (auth_time, else iat)`);
    }

    const service = clientClaim !== undefined && (issuer.service_clients.includes(clientClaim) || Object.hasOwn(issuer.service_profile_map, clientClaim));
    let profiles: string[];
    if (service) {
      profiles = issuer.service_profile_map[clientClaim!] ?? [];
    } else {
      if (issuer.interactive_clients.length && (clientClaim === undefined || !issuer.interactive_clients.includes(clientClaim))) {
        return refuse('client', 'the token was issued to a client that neither interactive_clients nor service_clients names');
      }
      profiles = claimValues(payload, issuer.claim_path).flatMap((value) => (Object.hasOwn(issuer.profile_map, value) ? issuer.profile_map[value]! : []));
    }
    const sub = String(payload.sub);
    const identity: ExternalIdentity = Object.freeze({ source: `oidc:${alias}`, id: `${issuer.issuer}#${sub}`, name: `${alias}:${sub}`, profiles: Object.freeze([...new Set(profiles)]) });
    return { ok: true, result: { ok: true, alias, identity, client: clientClaim ?? null, cached: false }, exp: payload.exp };
  }
}
