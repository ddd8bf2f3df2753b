// gateway.tls: fingerprint lists, the config check of the files, and client certificates over real HTTPS sockets.
import t from 'tap';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { clientCertProblem, loadTlsMaterial, normaliseFingerprint, parseFingerprintList, tlsProblems, type TlsSettings } from '../../../extensions/gateway/tls.js';
import { makeCerts, type KeyPair } from '../../helpers/certs.js';

type Teardown = { teardown(fn: () => unknown): void };

function tempDir(t: Teardown): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-tls-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// One PKI for the whole file: generating it is the slow part.
const certs = await makeCerts(tempDir(t));

const HEX = 'ab'.repeat(32);
const colon = (hex: string) => hex.match(/../g)!.join(':').toUpperCase();

function settings(over: Partial<Omit<TlsSettings, 'client_auth'>> & { client_auth?: Partial<TlsSettings['client_auth']> } = {}): TlsSettings {
  const { client_auth, ...rest } = over;
  return {
    cert_path: certs.server.cert,
    key_path: certs.server.key,
    enabled: true,
    ...rest,
    client_auth: { ca_cert_path: '', crl_path: '', enabled: false, pinned_certs: [], require_client_cert: true, ...client_auth },
  };
}

const mutual = (over: Partial<TlsSettings['client_auth']> = {}) => settings({ client_auth: { enabled: true, ca_cert_path: certs.ca.cert, ...over } });

t.test('normaliseFingerprint accepts 64 hex digits, bare or colon-separated, in any case', async (t) => {
  t.equal(normaliseFingerprint(HEX), HEX);
  t.equal(normaliseFingerprint(HEX.toUpperCase()), HEX);
  t.equal(normaliseFingerprint(colon(HEX)), HEX);
  t.equal(normaliseFingerprint(colon(certs.good.fingerprint).toLowerCase()), certs.good.fingerprint);
  for (const bad of ['', HEX.slice(1), `${HEX}a`, `${HEX.slice(1)}g`, `ab:${HEX.slice(2)}`, `${colon(HEX)}:`, ` ${HEX}`, 'sha256:' + HEX]) {
    t.equal(normaliseFingerprint(bad), undefined, JSON.stringify(bad));
  }
});

t.test('parseFingerprintList skips blank lines and # comments and names file:line of a bad line', async (t) => {
  const text = `# revoked after the laptop was lost\n\n${certs.revoked.fingerprint}\r\n   ${colon(HEX)}  \n  # indented comment\n${HEX}\n`;
  t.same([...parseFingerprintList(text, 'crl.txt')].sort(), [certs.revoked.fingerprint, HEX].sort());
  t.same([...parseFingerprintList('', 'crl.txt')], []);
  t.throws(() => parseFingerprintList(`${HEX}\n\nnot-a-fingerprint\n`, '/etc/svc/crl.txt'), { message: /^\/etc\/svc\/crl\.txt:3 .*"not-a-fingerprint"/ });
  t.throws(() => parseFingerprintList(`${HEX} # trailing comment\n`, 'crl.txt'), { message: /crl\.txt:1 / }, 'a comment after a fingerprint is not allowed');
});

t.test('tlsProblems', async (t) => {
  t.test('an absent or disabled table has no problems, whatever its files', async (t) => {
    t.same(tlsProblems(undefined, '/nonexistent'), []);
    const broken = settings({ enabled: false, cert_path: '/nonexistent/c.pem', key_path: '', client_auth: { enabled: true, pinned_certs: ['x'] } });
    t.same(tlsProblems(broken, '/nonexistent'), []);
  });

  t.test('a complete mutual-TLS table has none', async (t) => {
    const dir = tempDir(t);
    writeFileSync(join(dir, 'crl.txt'), `# none yet\n${certs.revoked.fingerprint}\n`);
    t.same(tlsProblems(mutual({ crl_path: join(dir, 'crl.txt'), pinned_certs: [colon(certs.pinned.fingerprint)] }), dir), []);
  });

  t.test('missing certificate and key files are named', async (t) => {
    const dir = tempDir(t);
    const problems = tlsProblems(settings({ cert_path: join(dir, 'nope.pem'), key_path: join(dir, 'nope.key') }), dir);
    t.same(problems.map((p) => p.path), ['gateway.tls.cert_path', 'gateway.tls.key_path']);
    t.match(problems[0]?.message, `${join(dir, 'nope.pem')}: no such file`);
    t.match(problems[1]?.message, `${join(dir, 'nope.key')}: no such file`);
  });

  t.test('a file without a PEM block, a directory and an empty path are refused', async (t) => {
    const dir = tempDir(t);
    writeFileSync(join(dir, 'key.der'), Buffer.from([0x30, 0x82, 0x01, 0x00]));
    t.same(tlsProblems(settings({ key_path: join(dir, 'key.der') }), dir), [
      { path: 'gateway.tls.key_path', message: `the private key file ${join(dir, 'key.der')} holds no PEM block (no "-----BEGIN" line)` },
    ]);
    t.match(tlsProblems(settings({ cert_path: dir }), dir), [{ path: 'gateway.tls.cert_path', message: /is a directory/ }]);
    t.match(tlsProblems(settings({ cert_path: '' }), dir), [{ path: 'gateway.tls.cert_path', message: /is empty/ }]);
  });

  t.test('relative paths resolve from the config dir, not the working directory', async (t) => {
    const dir = tempDir(t);
    mkdirSync(join(dir, 'certs'));
    copyFileSync(certs.server.cert, join(dir, 'certs', 'server.pem'));
    copyFileSync(certs.server.key, join(dir, 'certs', 'server.key'));
    t.notOk(existsSync(resolve('certs/server.pem')), 'the working directory has no such file');
    const relative = settings({ cert_path: 'certs/server.pem', key_path: 'certs/server.key' });
    t.same(tlsProblems(relative, dir), []);
    t.same(loadTlsMaterial(relative, dir).cert, readFileSync(certs.server.cert));
    t.match(tlsProblems(settings({ cert_path: 'certs/other.pem' }), dir), [{ path: 'gateway.tls.cert_path', message: join(dir, 'certs', 'other.pem') }]);
  });

  t.test('client auth needs a CA', async (t) => {
    t.same(tlsProblems(settings({ client_auth: { enabled: true } }), certs.dir), [
      { path: 'gateway.tls.client_auth.ca_cert_path', message: 'is required with client_auth.enabled = true: mutual TLS needs the PEM file of the CA that signs client certificates' },
    ]);
    const dir = tempDir(t);
    writeFileSync(join(dir, 'ca.txt'), 'not a certificate\n');
    t.match(tlsProblems(mutual({ ca_cert_path: 'ca.txt' }), dir), [{ path: 'gateway.tls.client_auth.ca_cert_path', message: `${join(dir, 'ca.txt')} holds no PEM block` }]);
    t.match(tlsProblems(mutual({ ca_cert_path: 'missing-ca.pem' }), dir), [{ path: 'gateway.tls.client_auth.ca_cert_path', message: `${join(dir, 'missing-ca.pem')}: no such file` }]);
  });

  t.test('a key that does not belong to the certificate is a problem at load, not at listen', async (t) => {
    t.match(tlsProblems(settings({ key_path: certs.good.key }), certs.dir), [{ path: 'gateway.tls.key_path', message: /cannot serve TLS together/ }]);
    t.throws(() => loadTlsMaterial(settings({ key_path: certs.good.key }), certs.dir), /cannot serve TLS together/);
  });

  t.test('a revocation list must be readable and parse', async (t) => {
    const dir = tempDir(t);
    writeFileSync(join(dir, 'crl.txt'), `${HEX}\n# ok so far\nzz\n`);
    t.same(tlsProblems(mutual({ crl_path: 'crl.txt' }), dir).map((p) => p.path), ['gateway.tls.client_auth.crl_path']);
    t.match(tlsProblems(mutual({ crl_path: 'crl.txt' }), dir)[0]?.message, `${join(dir, 'crl.txt')}:3 `);
    t.match(tlsProblems(mutual({ crl_path: 'gone.txt' }), dir), [{ path: 'gateway.tls.client_auth.crl_path', message: `${join(dir, 'gone.txt')}: no such file` }]);
  });

  t.test('every pinned fingerprint must normalise; the bad one is quoted', async (t) => {
    const problems = tlsProblems(mutual({ pinned_certs: [HEX, 'deadbeef', colon(HEX)] }), certs.dir);
    t.same(problems.map((p) => p.path), ['gateway.tls.client_auth.pinned_certs']);
    t.match(problems[0]?.message, '"deadbeef"');
  });
});

t.test('loadTlsMaterial', async (t) => {
  t.test('without client auth nothing is requested', async (t) => {
    const m = loadTlsMaterial(settings(), certs.dir);
    t.same(m.key, readFileSync(certs.server.key));
    t.same(m.cert, readFileSync(certs.server.cert));
    t.equal(m.ca, undefined);
    t.match(m, { requestCert: false, rejectUnauthorized: false, clientAuth: false, requireClientCert: false });
    t.same([...m.revoked, ...m.pinned], []);
  });

  t.test('mutual TLS reads the CA, the revocation list and the pins', async (t) => {
    const dir = tempDir(t);
    writeFileSync(join(dir, 'crl.txt'), `${colon(certs.revoked.fingerprint)}\n`);
    const m = loadTlsMaterial(mutual({ crl_path: 'crl.txt', pinned_certs: [colon(certs.pinned.fingerprint)] }), dir);
    t.same(m.ca, readFileSync(certs.ca.cert));
    t.match(m, { requestCert: true, rejectUnauthorized: true, clientAuth: true, requireClientCert: true });
    t.same([...m.revoked], [certs.revoked.fingerprint]);
    t.same([...m.pinned], [certs.pinned.fingerprint]);
    t.match(loadTlsMaterial(mutual({ require_client_cert: false }), dir), { requestCert: true, rejectUnauthorized: false, requireClientCert: false });
  });

  t.test('a failure throws naming the config path and the file', async (t) => {
    t.throws(() => loadTlsMaterial(settings({ key_path: '/nonexistent/server.key' }), certs.dir), { message: /^gateway\.tls\.key_path: .*\/nonexistent\/server\.key: no such file/ });
    t.throws(() => loadTlsMaterial(settings({ client_auth: { enabled: true } }), certs.dir), { message: /gateway\.tls\.client_auth\.ca_cert_path/ }, 'never mutual TLS against the system roots');
  });
});

interface Server {
  port: number;
  /** Requests that reached the handler, i.e. got through the handshake. */
  handled(): number;
}

async function serve(t: Teardown, tls: TlsSettings): Promise<Server> {
  const m = loadTlsMaterial(tls, certs.dir);
  let handled = 0;
  const options = { key: m.key, cert: m.cert, requestCert: m.requestCert, rejectUnauthorized: m.rejectUnauthorized, ...(m.ca ? { ca: m.ca } : {}) };
  const server = createServer(options, (req, res) => {
    handled++;
    const problem = clientCertProblem(req.socket as TLSSocket, m);
    res.writeHead(problem === undefined ? 200 : 403, { 'content-type': 'text/plain' }).end(problem ?? 'ok');
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  t.teardown(() => new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  }));
  return { port: (server.address() as AddressInfo).port, handled: () => handled };
}

/** GET / trusting the test CA, optionally with a client certificate; no shared agent, so no reused connection or session. */
function get(server: Server, client?: KeyPair): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const identity = client ? { cert: readFileSync(client.cert), key: readFileSync(client.key) } : {};
    const req = request({ host: '127.0.0.1', port: server.port, path: '/', ca: readFileSync(certs.ca.cert), agent: false, timeout: 5000, ...identity }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => void (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', fail);
    req.end();
  });
}

// The server's TLS alert, or the reset that follows it (TLS 1.3 reports a refused client after the client's handshake ends); never our timeout.
const refused = { code: /^(?:ERR_SSL_|ECONNRESET$)/ };

t.test('over HTTPS', async (t) => {
  t.test('without client auth a plain HTTPS client is served', async (t) => {
    const server = await serve(t, settings());
    t.same(await get(server), { status: 200, body: 'ok' });
  });

  t.test('require_client_cert: a good certificate passes, none or another CA fails the handshake', async (t) => {
    const server = await serve(t, mutual());
    t.same(await get(server, certs.good), { status: 200, body: 'ok' });
    await t.rejects(get(server), refused, 'no certificate');
    await t.rejects(get(server, certs.rogue), refused, 'a certificate from another CA');
    t.equal(server.handled(), 1, 'only the good client reached the handler');
  });

  t.test('require_client_cert = false: no certificate is let in, an untrusted one is refused per request', async (t) => {
    const server = await serve(t, mutual({ require_client_cert: false }));
    t.same(await get(server), { status: 200, body: 'ok' });
    const rogue = await get(server, certs.rogue);
    t.equal(rogue.status, 403);
    t.match(rogue.body, /^the client certificate is not trusted \(.+\)$/);
    t.same(await get(server, certs.good), { status: 200, body: 'ok' });
  });

  t.test('a certificate in the revocation list is refused', async (t) => {
    const dir = tempDir(t);
    writeFileSync(join(dir, 'crl.txt'), `# rotated\n\n${colon(certs.revoked.fingerprint)}\n`);
    const crl = join(dir, 'crl.txt');
    const server = await serve(t, mutual({ crl_path: crl }));
    t.same(await get(server, certs.revoked), { status: 403, body: 'the client certificate is revoked' });
    t.same(await get(server, certs.good), { status: 200, body: 'ok' });
  });

  t.test('with pins only a pinned certificate is accepted', async (t) => {
    const server = await serve(t, mutual({ pinned_certs: [colon(certs.pinned.fingerprint)] }));
    t.same(await get(server, certs.pinned), { status: 200, body: 'ok' });
    t.same(await get(server, certs.good), { status: 403, body: 'the client certificate is not pinned' });
  });
});
