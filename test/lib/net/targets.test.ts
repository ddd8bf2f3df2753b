// The kernel's outbound target rules: address classes in every IPv6 spelling of an IPv4 address, the URL checks, and
// the connect-time lookup guard over a real socket.
import t from 'tap';
import { createServer } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nat64PrefixProblem, setNat64Prefixes } from '../../../lib/net/targets.js';
import { embeddedIPv4, guardedLookup, isLinkLocalOrMetadataHost, isLoopback, isPrivateAddress, urlTargetProblem } from '../../../kernel/index.js';

t.test('IPv4 addresses inside IPv6 literals', async (t) => {
  t.equal(embeddedIPv4('::ffff:169.254.169.254'), '169.254.169.254');
  t.equal(embeddedIPv4('[::ffff:a9fe:a9fe]'), '169.254.169.254', 'the hex form the URL parser writes');
  t.equal(embeddedIPv4('::FFFF:A9FE:A9FE'), '169.254.169.254');
  t.equal(embeddedIPv4('64:ff9b::a9fe:a9fe'), '169.254.169.254', 'NAT64 well-known prefix');
  t.equal(embeddedIPv4('::a9fe:a9fe'), '169.254.169.254', 'IPv4-compatible');
  for (const a of ['::1', '::', 'fe80::1', '2001:db8::a9fe:a9fe', '169.254.169.254', 'example.com']) t.equal(embeddedIPv4(a), undefined, a);
});

t.test('link-local and metadata hosts, private networks, loopback', async (t) => {
  for (const h of ['169.254.0.1', '169.254.169.254', 'fe80::1', '[febf::1]', 'fe80::1%eth0', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:1', 'metadata.google.internal', 'Metadata.Google.Internal.', 'metadata', 'metadata.goog', 'instance-data', '100.100.100.200', '168.63.129.16', 'fd00:ec2::254']) {
    t.ok(isLinkLocalOrMetadataHost(h), h);
  }
  for (const h of ['10.0.0.1', '127.0.0.1', '::1', 'fec0::1', 'fd00:ec2::252', '169.255.0.1', 'metadata.example.com', 'example.com']) t.notOk(isLinkLocalOrMetadataHost(h), h);
  for (const a of ['10.1.2.3', '172.31.0.1', '192.168.0.1', '100.64.0.1', '0.0.0.0', '169.254.1.1', 'fd00::1', 'fe80::1', '::', '::ffff:a01:203']) t.ok(isPrivateAddress(a), a);
  for (const a of ['8.8.8.8', '172.32.0.1', '127.0.0.1', '::1', '2606:4700::1111', 'example.com']) t.notOk(isPrivateAddress(a), a);
  for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1']) t.ok(isLoopback(h), h);
  for (const h of ['10.0.0.1', 'localhost.example.com', '::2']) t.notOk(isLoopback(h), h);
});

t.test('urlTargetProblem: rules, and never a quoted URL', async (t) => {
  const lan = { purpose: 'replies', allowPrivate: true, allowPlainHttp: true };
  t.equal(urlTargetProblem('http://192.168.1.5:8080/in', lan), undefined);
  t.match(urlTargetProblem('http://u:secret-pw@169.254.169.254/in', lan), /link-local/);
  t.notMatch(urlTargetProblem('http://u:secret-pw@169.254.169.254/in', lan), 'secret-pw');
  t.notMatch(urlTargetProblem('http://u:secret-pw@[::1/in', lan), 'secret-pw', 'not even when it does not parse');
  t.match(urlTargetProblem('http://[::ffff:a9fe:a9fe]/', lan), /link-local or cloud metadata/);
  const strict = { purpose: 'events', allowPrivate: false, allowPlainHttp: false };
  t.match(urlTargetProblem('https://192.168.1.5/in', strict), /private/);
  t.match(urlTargetProblem('http://example.com/in', strict), /plain http/);
  t.equal(urlTargetProblem('http://127.0.0.1/in', strict), undefined);
});

t.test('guardedLookup refuses a name by the address it resolves to, before connecting', async (t) => {
  let hits = 0;
  const server = createServer((_req, res) => (hits++, res.end('ok')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => server.close(() => r())));
  const { port } = server.address() as AddressInfo;
  const get = (lookup: ReturnType<typeof guardedLookup>) =>
    new Promise<number | NodeJS.ErrnoException>((resolve) => {
      const req = request({ host: 'localhost', port, path: '/', lookup, agent: false }, (res) => (res.resume(), resolve(res.statusCode ?? 0)));
      req.on('error', (err) => resolve(err));
      req.end();
    });
  const refused = await get(guardedLookup((a) => (isLoopback(a) ? 'a loopback address' : undefined)));
  t.match(refused, { code: 'EREFUSEDTARGET', message: /^localhost resolves to (127\.0\.0\.1|::1): a loopback address$/ });
  t.equal(hits, 0, 'no connection was made');
  t.equal(await get(guardedLookup(() => undefined)), 200, 'an allowed address connects');
  t.equal(hits, 1);
});

t.test('every documented cloud metadata address, in every spelling, says whose it is', async (t) => {
  const { METADATA_ADDRESSES, metadataServiceAt } = await import('../../../lib/net/targets.js');
  for (const a of ['169.254.169.254', 'fd00:ec2::254', '168.63.129.16', '100.100.100.200', '169.254.170.2', '169.254.169.253', '192.0.0.192']) {
    t.ok(METADATA_ADDRESSES.has(a), `${a} is listed`);
  }
  t.match(metadataServiceAt('168.63.129.16'), /Azure/);
  t.match(metadataServiceAt('::ffff:168.63.129.16'), /Azure/, 'IPv4-mapped');
  t.match(metadataServiceAt('[::ffff:a83f:8110]'), /Azure/, 'IPv4-mapped, hex');
  t.match(metadataServiceAt('FD00:EC2:0:0:0:0:0:254'), /AWS's IPv6 metadata/, 'IPv6 written out');
  t.match(metadataServiceAt('64:ff9b::6464:64c8'), /Alibaba/, 'NAT64');
  for (const a of ['169.254.169.1', '127.0.0.1', '8.8.8.8', 'fd00:ec2::1', 'example.com']) t.equal(metadataServiceAt(a), undefined, a);
  for (const a of ['192.0.0.192', 'fd20:ce::254', '169.254.170.2']) t.ok(isLinkLocalOrMetadataHost(a), `${a} is refused by the URL rules too`);
});

t.test('the network\'s own NAT64 prefixes: an address inside one is judged by the IPv4 address it carries (RFC 6052)', async (t) => {
  t.teardown(() => setNat64Prefixes([]));
  // Positive control first: unknown prefixes carry nothing, so the address is a public IPv6 one.
  t.equal(embeddedIPv4('2001:db8:64::a9fe:a9fe'), undefined, 'without the prefix set, nothing is embedded');
  t.notOk(isLinkLocalOrMetadataHost('2001:db8:64::a9fe:a9fe'));
  setNat64Prefixes(['2001:db8:64::/96', '2001:db8:100::/64', '2001:db8:200::/56', '2001:db8::/32', '2001:db8:300::/40', '2001:db8:400::/48']);
  t.equal(embeddedIPv4('2001:db8:64::a9fe:a9fe'), '169.254.169.254', '/96: the last 32 bits');
  t.ok(isLinkLocalOrMetadataHost('[2001:db8:64::a9fe:a9fe]'), 'the metadata service through the network\'s NAT64');
  t.ok(isPrivateAddress('2001:db8:64::a00:1'), '10.0.0.1 through it is private');
  t.ok(isLoopback('2001:db8:64::7f00:1'), '127.0.0.1 through it is loopback');
  // RFC 6052 section 2.4's examples of 192.0.2.33 under each length (bits 64 to 71 are zero and skipped).
  t.equal(embeddedIPv4('2001:db8:100:0:c0:2:2100:0'), '192.0.2.33', '/64');
  t.equal(embeddedIPv4('2001:db8:200:c0:0:221::'), '192.0.2.33', '/56');
  t.equal(embeddedIPv4('2001:db8:c000:221::'), '192.0.2.33', '/32');
  t.equal(embeddedIPv4('2001:db8:3c0:2:21::'), '192.0.2.33', '/40');
  t.equal(embeddedIPv4('2001:db8:400:c000:2:2100::'), '192.0.2.33', '/48');
  t.equal(embeddedIPv4('2001:db9::c000:221'), undefined, 'outside every prefix');
  t.equal(embeddedIPv4('2001:db8:64::c000:221'), '192.0.2.33', 'inside both /96 and /32: the longest prefix decides');
  t.equal(nat64PrefixProblem('2001:db8::/96'), undefined);
  t.match(nat64PrefixProblem('2001:db8::/80'), /RFC 6052/);
  t.match(nat64PrefixProblem('10.0.0.0/8'), /not an IPv6 prefix/);
  t.match(nat64PrefixProblem('2001:db8::'), /not an IPv6 prefix/);
  setNat64Prefixes([]);
  t.equal(embeddedIPv4('2001:db8:64::a9fe:a9fe'), undefined, 'cleared');
});
