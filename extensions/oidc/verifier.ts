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
export type RefusalReason = 'expired' | 'signature' | 'audience' | 'issuer' | 'azp' | 'client' | 'actor' | 'typ' | 'acr' | 'mfa' | 'auth_age' | 'claims' | 'revoked' | 'issuer_unavailable';

/** What went wrong reaching the issuer, as a class: never the URL, never what the issuer (or fetch) said. */
export type FetchFailure = 'timeout' | 'unreachable' | 'status' | 'too_large' | 'not_json' | 'document' | 'address';

const FETCH_FAILURES: Readonly<Record<FetchFailure, string>> = {
  timeout: 'the issuer did not answer in time',
  unreachable: 'the issuer could not be reached',
  status: 'the issuer answered with an error status',
  too_large: 'the issuer answered more than 256 KiB',
  not_json: 'the issuer answered something that is not JSON',
  document: 'the issuer\'s discovery document does not fit this [oidc.<alias>] (another issuer, or no usable jwks_uri)',
  address: 'an address the issuer names is not https (http only for 127.0.0.1 and localhost)',
};

/** A failed fetch of the issuer's documents, by class; its message is fixed text, so it can be shown and logged. */
export class IssuerFetchError extends Error {
  override readonly name = 'IssuerFetchError';
  constructor(
    readonly failure: FetchFailure,
    readonly status?: number,
  ) {
    super(FETCH_FAILURES[failure]);
  }
}

/** The class of any error met while fetching from the issuer (fetch's own quote the URL and header values). */
export function fetchFailure(err: unknown): FetchFailure {
  if (err instanceof IssuerFetchError) return err.failure;
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError' || err instanceof errors.JWKSTimeout) return 'timeout';
  if (err instanceof SyntaxError) return 'not_json';
  return 'unreachable';
}

export type Verdict =
  | { readonly ok: true; readonly alias: string; readonly identity: ExternalIdentity; readonly client: string | null; readonly actor: string | null; readonly cached: boolean }
  | { readonly ok: false; readonly alias: string | null; readonly reason: RefusalReason; readonly message: string };

/** Where an issuer or its keys may be fetched from: https, or http on 127.0.0.1 or localhost (local issuers, tests). */
export function fetchableUrl(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  // A password in the URL would be sent to the issuer and quoted by fetch's errors: refused at load.
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]')) return url;
  return undefined;
}

/**
 * A fetch of a small JSON document: only fetchableUrl's addresses, FETCH_TIMEOUT_MS in all, at most MAX_DOCUMENT_BYTES,
 * no redirect followed. What jose's JWKS fetches and the discovery go through.
 */
export async function boundedFetch(
  url: string,
  init: { readonly headers?: Record<string, string> | Headers; readonly signal?: AbortSignal; readonly method?: 'GET' | 'POST'; readonly body?: string } = {},
): Promise<Response> {
  if (!fetchableUrl(url)) throw new IssuerFetchError('address');
  const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]) : AbortSignal.timeout(FETCH_TIMEOUT_MS);
  // Whatever fetch throws quotes the URL or a header value: only its class goes on.
  try {
    const res = await fetch(url, { method: init.method ?? 'GET', redirect: 'manual', signal, ...(init.headers ? { headers: init.headers } : {}), ...(init.body !== undefined ? { body: init.body } : {}) });
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > MAX_DOCUMENT_BYTES) {
      await res.body?.cancel();
      throw new IssuerFetchError('too_large');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body) {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > MAX_DOCUMENT_BYTES) throw new IssuerFetchError('too_large');
        chunks.push(chunk);
      }
    }
    return new Response(Buffer.concat(chunks), { status: res.status, headers: res.headers });
  } catch (err) {
    throw err instanceof IssuerFetchError ? err : new IssuerFetchError(fetchFailure(err));
  }
}

/** A small JSON document (an object) from the issuer: a 200 answer that parses, else an IssuerFetchError by class. */
async function fetchJson(url: string, init: Parameters<typeof boundedFetch>[1]): Promise<Record<string, unknown>> {
  const res = await boundedFetch(url, init);
  if (res.status !== 200) throw new IssuerFetchError('status', res.status);
  let doc: unknown;
  try {
    doc = await res.json();
  } catch {
    throw new IssuerFetchError('not_json');
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) throw new IssuerFetchError('not_json');
  return doc as Record<string, unknown>;
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
  /** The discovery document's introspection_endpoint (RFC 7662), when it names a fetchable one. */
  readonly introspection: string | undefined;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export class OidcVerifier {
  readonly #sources = new Map<string, KeySource>();
  readonly #failedAt = new Map<string, { readonly at: number; readonly err: IssuerFetchError }>();
  readonly #cache = new Map<string, { readonly verdict: Verdict & { ok: true }; readonly until: number }>();
  #configSeen: OidcConfig | undefined;

  constructor(
    private readonly config: () => OidcConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** The issuer's keys, from its discovery document (cached DISCOVERY_TTL_MS; a failed discovery is retried after DISCOVERY_RETRY_MS). */
  async #source(issuer: Issuer): Promise<KeySource> {
    const v = issuer.validation as { clock_tolerance_secs?: number; jwks_cache_secs?: number; jwks_cooldown_secs?: number };
    const id = `${issuer.issuer}|${v.jwks_cache_secs}|${v.jwks_cooldown_secs}`;
    const known = this.#sources.get(id);
    if (known && known.until > this.now()) return known;
    const failed = this.#failedAt.get(id);
    if (!known && failed !== undefined && this.now() - failed.at < DISCOVERY_RETRY_MS) throw failed.err;
    try {
      const doc = await fetchJson(`${issuer.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } });
      if (doc.issuer !== issuer.issuer) throw new IssuerFetchError('document');
      if (typeof doc.jwks_uri !== 'string' || !fetchableUrl(doc.jwks_uri)) throw new IssuerFetchError('document');
      const introspection = typeof doc.introspection_endpoint === 'string' && fetchableUrl(doc.introspection_endpoint) ? doc.introspection_endpoint : undefined;
      const keys =
        known && known.jwksUri === doc.jwks_uri
          ? known.keys
          : createRemoteJWKSet(new URL(doc.jwks_uri), {
              timeoutDuration: FETCH_TIMEOUT_MS,
              cooldownDuration: (v.jwks_cooldown_secs ?? 30) * 1000,
              cacheMaxAge: (v.jwks_cache_secs ?? 600) * 1000,
              [customFetch]: (url: string, options: { headers: Headers; signal: AbortSignal }) => boundedFetch(url, { headers: options.headers, signal: options.signal }),
            });
      const source = { jwksUri: doc.jwks_uri, keys, until: this.now() + DISCOVERY_TTL_MS, introspection };
      this.#sources.set(id, source);
      this.#failedAt.delete(id);
      return source;
    } catch (err) {
      // A known key set outlives a failed rediscovery: the issuer's keys do not vanish because its document is slow.
      if (known) return known;
      const classed = err instanceof IssuerFetchError ? err : new IssuerFetchError(fetchFailure(err));
      this.#failedAt.set(id, { at: this.now(), err: classed });
      throw classed;
    }
  }

  /**
   * Asks the issuer whether a token is still active (RFC 7662), as svc's client (client_id, client_secret: HTTP Basic).
   * true: active; false: not (revoked, or unknown to the issuer); throws an IssuerFetchError when it cannot be asked.
   */
  async #active(issuer: Issuer, endpoint: string | undefined, token: string): Promise<boolean> {
    if (!endpoint) throw new IssuerFetchError('document');
    const basic = Buffer.from(`${encodeURIComponent(issuer.client_id)}:${encodeURIComponent(issuer.client_secret ?? '')}`).toString('base64');
    const doc = await fetchJson(endpoint, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
    });
    return doc.active === true;
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
    let source: KeySource;
    try {
      source = await this.#source(issuer);
    } catch (err) {
      return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched (${FETCH_FAILURES[fetchFailure(err)]}); the token cannot be verified`);
    }
    const keys = source.keys;
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
      if (err instanceof errors.JWKSTimeout) return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched (${FETCH_FAILURES.timeout})`);
      if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys || err instanceof errors.JOSEAlgNotAllowed) {
        return refuse('signature', 'the token is not signed by a key the issuer publishes');
      }
      if (err instanceof errors.JWKSInvalid) return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched (the issuer's key set is not a valid JWKS)`);
      // jose's generic error is what its key-set fetch throws for an answer other than 200.
      if (err instanceof errors.JOSEError && err.code === 'ERR_JOSE_GENERIC') return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched (${FETCH_FAILURES.status})`);
      if (err instanceof errors.JOSEError) return refuse('claims', `the token cannot be verified (${err.code})`);
      return refuse('issuer_unavailable', `the signing keys of issuer ${alias} could not be fetched (${FETCH_FAILURES[fetchFailure(err)]})`);
    }

    const azp = typeof payload.azp === 'string' ? payload.azp : undefined;
    const clientIdClaim = typeof payload.client_id === 'string' ? payload.client_id : undefined;
    // The client is the one both claims name: a token naming two is refused, so neither can pose as the other.
    if (clientIdClaim !== undefined && azp !== undefined && clientIdClaim !== azp) return refuse('client', 'the token names two different clients (client_id and azp)');
    const clientClaim = clientIdClaim ?? azp;
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

    // svc's own client at this issuer (client_id) is an interactive one: its tokens are people signed in through svc.
    const own = issuer.client_id !== '' && clientClaim === issuer.client_id;
    const service = !own && clientClaim !== undefined && (issuer.service_clients.includes(clientClaim) || Object.hasOwn(issuer.service_profile_map, clientClaim));
    let profiles: string[];
    if (service) {
      profiles = issuer.service_profile_map[clientClaim!] ?? [];
    } else {
      if (!own && issuer.interactive_clients.length && (clientClaim === undefined || !issuer.interactive_clients.includes(clientClaim))) {
        return refuse('client', 'the token was issued to a client that neither interactive_clients nor service_clients names');
      }
      profiles = claimValues(payload, issuer.claim_path).flatMap((value) => (Object.hasOwn(issuer.profile_map, value) ? issuer.profile_map[value]! : []));
    }

    // Delegation: a party acting for the subject (actor_claim, e.g. act.sub of RFC 8693). With actor_claim_marks, only
    // the actors it names are accepted, and each holds at most the profiles its mark lists ("*": the subject's all).
    const actor = issuer.actor_claim ? claimValues(payload, issuer.actor_claim)[0]?.slice(0, 200) : undefined;
    if (actor !== undefined) {
      const marks = issuer.actor_claim_marks;
      if (Object.keys(marks).length) {
        if (!Object.hasOwn(marks, actor)) return refuse('actor', 'the token acts for its subject through a party (actor_claim) that actor_claim_marks does not name');
        const bound = marks[actor]!;
        if (!bound.includes('*')) profiles = profiles.filter((name) => bound.includes(name));
      }
    }

    // Svc's client credentials: the issuer is asked whether the token is still active (so one revoked there is refused
    // from the next verification on, revalidation_secs at most), failing closed when it cannot be asked.
    if (issuer.client_id !== '' && issuer.client_secret) {
      let active: boolean;
      try {
        active = await this.#active(issuer, source.introspection, token);
      } catch (err) {
        const why = err instanceof IssuerFetchError && err.failure === 'document' ? 'its discovery document names no introspection_endpoint' : FETCH_FAILURES[fetchFailure(err)];
        return refuse('issuer_unavailable', `issuer ${alias} could not be asked whether the token is still active (${why})`);
      }
      if (!active) return refuse('revoked', 'the issuer says the token is no longer active (revoked or unknown: introspection)');
    }

    const sub = String(payload.sub);
    const name = actor === undefined ? `${alias}:${sub}` : `${alias}:${sub} via ${actor}`;
    const identity: ExternalIdentity = Object.freeze({ source: `oidc:${alias}`, id: `${issuer.issuer}#${sub}`, name, profiles: Object.freeze([...new Set(profiles)]) });
    return { ok: true, result: { ok: true, alias, identity, client: clientClaim ?? null, actor: actor ?? null, cached: false }, exp: payload.exp };
  }
}
