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
  sign(key: SigningKey, claims: JWTPayload, options?: { typ?: string | null; expiresIn?: string | number; issuer?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function localIssuer(): Promise<LocalIssuer> {
  const published: SigningKey[] = [];
  const server = createServer((req, res) => {
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') return send({ issuer: issuer.url, jwks_uri: `${issuer.url}/jwks`, token_endpoint: `${issuer.url}/token` });
    if (req.url === '/jwks') {
      issuer.jwksFetches += 1;
      return send({ keys: published.map((k) => k.jwk) });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer: LocalIssuer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    published,
    jwksFetches: 0,
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
