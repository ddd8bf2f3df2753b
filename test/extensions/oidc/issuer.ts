// A local OpenID Connect issuer for tests: a node:http server on 127.0.0.1 serving the discovery document and a JWKS
// whose keys the test adds (rotation), and tokens signed with keys made by jose's generateKeyPair.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly jwk: JWK;
}

export async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

export interface LocalIssuer {
  readonly url: string;
  /** Keys the JWKS publishes now (push one to rotate). */
  readonly published: SigningKey[];
  /** Requests of the JWKS so far. */
  jwksFetches: number;
  /** Fields the discovery document has besides (or instead of) issuer and jwks_uri. */
  discovery: Record<string, unknown>;
  /** Tokens its introspection endpoint (with `introspection` given) answers inactive. */
  readonly revoked: Set<string>;
  /** Introspection requests so far. */
  introspections: number;
  /** What the JWKS answers instead of the keys: a status and body text. */
  jwksAnswer?: { status: number; body: string };
  sign(key: SigningKey, claims: JWTPayload, options?: { typ?: string | null; expiresIn?: string | number; issuer?: string }): Promise<string>;
  close(): Promise<void>;
}

/** `introspection`: the client (id and secret, HTTP Basic) its RFC 7662 endpoint answers; others get 401. */
export async function localIssuer(options: { introspection?: { clientId: string; secret: string } } = {}): Promise<LocalIssuer> {
  const published: SigningKey[] = [];
  const server = createServer((req, res) => {
    const send = (body: unknown, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      const introspection = options.introspection ? { introspection_endpoint: `${issuer.url}/introspect` } : {};
      return send({ issuer: issuer.url, jwks_uri: `${issuer.url}/jwks`, token_endpoint: `${issuer.url}/token`, ...introspection, ...issuer.discovery });
    }
    if (req.url === '/jwks') {
      issuer.jwksFetches += 1;
      if (issuer.jwksAnswer) return void res.writeHead(issuer.jwksAnswer.status, { 'content-type': 'text/plain' }).end(issuer.jwksAnswer.body);
      return send({ keys: published.map((k) => k.jwk) });
    }
    if (req.url === '/introspect' && req.method === 'POST' && options.introspection) {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        issuer.introspections += 1;
        const { clientId, secret } = options.introspection!;
        if (req.headers.authorization !== `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`) return send({ error: 'invalid_client' }, 401);
        const token = new URLSearchParams(body).get('token') ?? '';
        send(issuer.revoked.has(token) ? { active: false } : { active: true });
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer: LocalIssuer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    published,
    jwksFetches: 0,
    discovery: {},
    revoked: new Set(),
    introspections: 0,
    async sign(key, claims, options = {}) {
      const typ = options.typ === undefined ? 'at+jwt' : options.typ;
      const jwt = new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, ...(typ ? { typ } : {}) })
        .setIssuer(options.issuer ?? issuer.url)
        .setIssuedAt();
      if (claims.exp === undefined) jwt.setExpirationTime(options.expiresIn ?? '5m');
      return jwt.sign(key.privateKey);
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  return issuer;
}
