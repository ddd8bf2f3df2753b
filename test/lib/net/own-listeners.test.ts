// The registry of this process's listeners: recorded on listen, forgotten on close, matched through every spelling of
// a local address (loopback, unspecified, interface addresses, IPv4 carried in IPv6).
import t from 'tap';
import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isThisHost, ownListenerAt, ownListeners, registerOwnListener } from '../../../lib/net/own-listeners.js';

async function listen(t: { teardown(fn: () => unknown): void }, host: string): Promise<{ server: Server; port: number }> {
  const server = createServer((s) => s.destroy());
  await new Promise<void>((r) => server.listen(0, host, r));
  t.teardown(() => new Promise<void>((r) => (server.listening ? server.close(() => r()) : r())));
  return { server, port: (server.address() as { port: number }).port };
}

const v4 = Object.values(networkInterfaces()).flat().find((i) => i && !i.internal && i.family === 'IPv4')?.address;

t.test('this host: loopback, unspecified and interface addresses in every spelling; other hosts not', async (t) => {
  for (const a of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1', '0.0.0.0', '::', '::ffff:0.0.0.0']) t.ok(isThisHost(a), a);
  if (v4) {
    t.ok(isThisHost(v4), v4);
    t.ok(isThisHost(`::ffff:${v4}`), `::ffff:${v4}`);
  }
  for (const a of ['8.8.8.8', '10.255.255.1', '2606:4700::1111', '::ffff:8.8.8.8']) t.notOk(isThisHost(a), a);
});

t.test('a listener is recorded once it listens and forgotten when it closes', async (t) => {
  const server = createServer((s) => s.destroy());
  registerOwnListener('early', server);
  t.notOk(ownListeners().some((l) => l.owner === 'early'), 'nothing before listen');
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  t.match(ownListenerAt('127.0.0.1', port), { owner: 'early', address: '127.0.0.1', port });
  t.match(ownListenerAt('::ffff:127.0.0.1', port), { owner: 'early' });
  t.match(ownListenerAt('127.0.0.2', port), { owner: 'early' }, 'any loopback address');
  t.match(ownListenerAt('0.0.0.0', port), { owner: 'early' }, 'the unspecified address connects to this host');
  t.equal(ownListenerAt('127.0.0.1', port === 65535 ? 1 : port + 1), undefined, 'another port');
  t.equal(ownListenerAt('8.8.8.8', port), undefined, 'another host');
  if (v4) t.equal(ownListenerAt(v4, port), undefined, 'a loopback-only listener is not reached through an interface address');
  await new Promise<void>((r) => server.close(() => r()));
  t.equal(ownListenerAt('127.0.0.1', port), undefined, 'forgotten on close');
});

t.test('a listener on every address is reached through any address of this host', async (t) => {
  const { server, port } = await listen(t, '::');
  const forget = registerOwnListener('gateway', server);
  for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1', ...(v4 ? [v4, `::ffff:${v4}`] : [])]) t.match(ownListenerAt(a, port), { owner: 'gateway' }, a);
  forget();
  t.equal(ownListenerAt('127.0.0.1', port), undefined, 'forgotten when asked');
});

t.test('a Unix socket listener is not a TCP target and is not recorded', async (t) => {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'svc-own-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const server = createServer();
  await new Promise<void>((r) => server.listen(join(dir, 's.sock'), r));
  t.teardown(() => new Promise<void>((r) => server.close(() => r())));
  const before = ownListeners().length;
  registerOwnListener('control', server);
  t.equal(ownListeners().length, before);
});
