// HTTPS material of the gateway: checks and loads gateway.tls files, and decides whether a client certificate is accepted.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import type { TLSSocket } from 'node:tls';

export interface TlsSettings {
  cert_path: string;
  key_path: string;
  enabled: boolean;
  client_auth: { ca_cert_path: string; crl_path: string; enabled: boolean; pinned_certs: string[]; require_client_cert: boolean };
}

export interface TlsProblem {
  path: string;
  message: string;
}

/** What the HTTPS server is built from; every file is read once, at start or reload. */
export interface TlsMaterial {
  key: Buffer;
  cert: Buffer;
  ca?: Buffer;
  requestCert: boolean;
  rejectUnauthorized: boolean;
  revoked: ReadonlySet<string>;
  pinned: ReadonlySet<string>;
  clientAuth: boolean;
  requireClientCert: boolean;
}

const PATH = 'gateway.tls';
const FINGERPRINT = /^(?:[0-9a-f]{64}|[0-9a-f]{2}(?::[0-9a-f]{2}){31})$/i;

/** 64 hex digits, with or without ':' separators, any case → lower-case 64 hex; anything else undefined. */
export function normaliseFingerprint(text: string): string | undefined {
  return FINGERPRINT.test(text) ? text.replaceAll(':', '').toLowerCase() : undefined;
}

/** Revocation file: one fingerprint per line; blank lines and lines starting with '#' ignored; a bad line throws an Error naming `file:line`. */
export function parseFingerprintList(text: string, file: string): Set<string> {
  const out = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fingerprint = normaliseFingerprint(line);
    if (fingerprint === undefined) throw new Error(`${file}:${i + 1} is not a SHA-256 fingerprint (64 hex digits, colons allowed): ${quote(line)}`);
    out.add(fingerprint);
  });
  return out;
}

/** Lower-case hex without colons, as the revocation and pin lists hold it. */
export function certFingerprint(cert: { fingerprint256?: string }): string | undefined {
  return cert.fingerprint256 === undefined ? undefined : normaliseFingerprint(cert.fingerprint256);
}

/** Problems of an enabled tls table, each {path, message} with dotted config paths such as 'gateway.tls.cert_path'; reads the files. */
export function tlsProblems(tls: TlsSettings | undefined, configDir: string): TlsProblem[] {
  if (!tls?.enabled) return [];
  return inspect(tls, configDir).problems;
}

/** Reads every file now (relative paths from configDir); throws Error naming the path on failure. */
export function loadTlsMaterial(tls: TlsSettings, configDir: string): TlsMaterial {
  const { problems, material } = inspect(tls, configDir);
  // The same checks as at config time: a file may have changed since, and mutual TLS without a CA would trust the system roots.
  if (problems.length > 0 || material === undefined) throw new Error(problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return material;
}

/** Why this connection's client certificate is refused, or undefined when it is acceptable. */
export function clientCertProblem(socket: TLSSocket, material: TlsMaterial): string | undefined {
  if (!material.clientAuth) return undefined;
  const cert = socket.getPeerCertificate();
  // Node answers an empty object, not null, when the client sent no certificate.
  if (!cert || Object.keys(cert).length === 0) return material.requireClientCert ? 'a client certificate is required' : undefined;
  if (!socket.authorized) return `the client certificate is not trusted (${String(socket.authorizationError)})`;
  const fingerprint = certFingerprint(cert);
  // Fail closed: a certificate that cannot be matched against the lists cannot be shown to be absent from them.
  if (fingerprint === undefined) return 'the client certificate has no SHA-256 fingerprint';
  if (material.revoked.has(fingerprint)) return 'the client certificate is revoked';
  if (material.pinned.size > 0 && !material.pinned.has(fingerprint)) return 'the client certificate is not pinned';
  return undefined;
}

/** One pass over the table shared by the config check and the loader, so both accept exactly the same files. */
function inspect(tls: TlsSettings, configDir: string): { problems: TlsProblem[]; material: TlsMaterial | undefined } {
  const problems: TlsProblem[] = [];
  const fail = (key: string, message: string): undefined => void problems.push({ path: `${PATH}.${key}`, message });
  const pem = (key: string, value: string, what: string): Buffer | undefined => {
    if (value === '') return fail(key, `is empty; set it to the PEM file of the ${what}`);
    const file = resolve(configDir, value);
    const data = read(file);
    if (typeof data === 'string') return fail(key, `cannot read the ${what} file ${file}: ${data}`);
    if (!data.includes('-----BEGIN')) return fail(key, `the ${what} file ${file} holds no PEM block (no "-----BEGIN" line)`);
    return data;
  };

  const cert = pem('cert_path', tls.cert_path, 'certificate');
  const key = pem('key_path', tls.key_path, 'private key');
  const auth = tls.client_auth;
  let ca: Buffer | undefined;
  let revoked = new Set<string>();
  const pinned = new Set<string>();
  if (auth.enabled) {
    if (auth.ca_cert_path === '') fail('client_auth.ca_cert_path', 'is required with client_auth.enabled = true: mutual TLS needs the PEM file of the CA that signs client certificates');
    else ca = pem('client_auth.ca_cert_path', auth.ca_cert_path, 'client CA certificate');
    if (auth.crl_path !== '') {
      const file = resolve(configDir, auth.crl_path);
      const data = read(file);
      if (typeof data === 'string') fail('client_auth.crl_path', `cannot read the revocation list ${file}: ${data}`);
      else {
        try {
          revoked = parseFingerprintList(data.toString('utf8'), file);
        } catch (err) {
          fail('client_auth.crl_path', (err as Error).message);
        }
      }
    }
    for (const item of auth.pinned_certs) {
      const fingerprint = normaliseFingerprint(item);
      if (fingerprint === undefined) fail('client_auth.pinned_certs', `${quote(item)} is not a SHA-256 fingerprint (64 hex digits, colons allowed)`);
      else pinned.add(fingerprint);
    }
  }
  if (problems.length > 0 || cert === undefined || key === undefined) return { problems, material: undefined };
  // A key that does not belong to the certificate, or a damaged PEM, would otherwise fail only when the listener starts.
  try {
    // node:tls costs ~13 ms to load, so it is loaded only when TLS is on (not for every `svc --help`).
    const { createSecureContext } = createRequire(import.meta.url)('node:tls') as typeof import('node:tls');
    createSecureContext({ key, cert, ...(ca ? { ca } : {}) });
  } catch (err) {
    fail('key_path', `the private key and certificate cannot serve TLS together: ${(err as Error).message}`);
    return { problems, material: undefined };
  }
  return {
    problems,
    material: {
      key,
      cert,
      ...(ca !== undefined ? { ca } : {}),
      requestCert: auth.enabled,
      rejectUnauthorized: auth.enabled && auth.require_client_cert,
      revoked,
      pinned,
      clientAuth: auth.enabled,
      requireClientCert: auth.enabled && auth.require_client_cert,
    },
  };
}

/** The file's bytes, or why it cannot be read in words an operator acts on. */
function read(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'no such file';
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
    if (code === 'EISDIR') return 'it is a directory';
    return (err as Error).message;
  }
}

/** A value from config or a file, quoted and cut short so a pasted blob cannot flood the message. */
function quote(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
}
