// Throw-away PKI for TLS tests, made with the openssl command: a CA, a server cert, client certs and a rogue CA.
import { execFile } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const OPENSSL = '/usr/bin/openssl';
// P-256 keys take milliseconds where RSA takes up to a second each.
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export interface KeyPair {
  /** PEM certificate file. */
  cert: string;
  /** PEM private key file. */
  key: string;
}

export interface ClientCert extends KeyPair {
  /** SHA-256 of the certificate: lower-case hex, no colons. */
  fingerprint: string;
}

export interface Certs {
  dir: string;
  /** The CA that signs the server and the good, revoked and pinned clients. */
  ca: KeyPair;
  /** Another CA, which signs only the rogue client. */
  rogueCa: KeyPair;
  /** For 127.0.0.1 and localhost. */
  server: KeyPair;
  good: ClientCert;
  revoked: ClientCert;
  pinned: ClientCert;
  rogue: ClientCert;
}

async function openssl(args: string[]): Promise<void> {
  await run(OPENSSL, args, { timeout: 15_000 });
}

async function makeCa(dir: string, name: string): Promise<KeyPair> {
  const pair = { cert: join(dir, `${name}.pem`), key: join(dir, `${name}.key`) };
  await openssl(['req', '-x509', ...EC_KEY, '-keyout', pair.key, '-out', pair.cert, '-days', '2', '-subj', `/CN=svc test ${name}`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
  return pair;
}

async function makeLeaf(dir: string, name: string, ca: KeyPair, extensions: string): Promise<ClientCert> {
  const pair = { cert: join(dir, `${name}.pem`), key: join(dir, `${name}.key`) };
  const csr = join(dir, `${name}.csr`);
  const ext = join(dir, `${name}.ext`);
  writeFileSync(ext, extensions);
  await openssl(['req', '-new', ...EC_KEY, '-keyout', pair.key, '-out', csr, '-subj', `/CN=svc test ${name}`]);
  // A random serial instead of -CAcreateserial: leaves are signed in parallel and would race on the serial file.
  await openssl(['x509', '-req', '-in', csr, '-CA', ca.cert, '-CAkey', ca.key, '-set_serial', `0x${randomBytes(8).toString('hex')}`,
    '-days', '2', '-extfile', ext, '-out', pair.cert]);
  const fingerprint = new X509Certificate(readFileSync(pair.cert)).fingerprint256.replaceAll(':', '').toLowerCase();
  return { ...pair, fingerprint };
}

/** Creates every file in dir (which the caller removes). */
export async function makeCerts(dir: string): Promise<Certs> {
  const [ca, rogueCa] = await Promise.all([makeCa(dir, 'ca'), makeCa(dir, 'rogue-ca')]);
  const client = 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth\n';
  const [server, good, revoked, pinned, rogue] = await Promise.all([
    makeLeaf(dir, 'server', ca, 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n'),
    makeLeaf(dir, 'good', ca, client),
    makeLeaf(dir, 'revoked', ca, client),
    makeLeaf(dir, 'pinned', ca, client),
    makeLeaf(dir, 'rogue', rogueCa, client),
  ]);
  return { dir, ca, rogueCa, server: { cert: server.cert, key: server.key }, good, revoked, pinned, rogue };
}
