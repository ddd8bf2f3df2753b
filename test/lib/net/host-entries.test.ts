// Allowlist entries that may name a port: parsing, matching by name or by the address connected to.
import t from 'tap';
import { hostEntryMatches, hostPort, parseHostEntry, type HostEntry } from '../../../lib/net/host-entries.js';

const entry = (text: string): HostEntry => {
  const e = parseHostEntry(text);
  if (typeof e === 'string') throw new Error(e);
  return e;
};

t.test('entries parse: names, addresses, IPv6 in brackets or bare, ports, leading wildcards', async (t) => {
  t.same(entry('db.lan'), { host: 'db.lan', port: undefined, subdomains: false, address: false });
  t.same(entry('DB.Lan.'), { host: 'db.lan', port: undefined, subdomains: false, address: false });
  t.same(entry('127.0.0.1:8080'), { host: '127.0.0.1', port: 8080, subdomains: false, address: true });
  t.same(entry('[::1]:9000'), { host: '::1', port: 9000, subdomains: false, address: true });
  t.same(entry('[0:0::1]'), { host: '::1', port: undefined, subdomains: false, address: true });
  t.same(entry('::1'), { host: '::1', port: undefined, subdomains: false, address: true });
  t.same(entry('::ffff:127.0.0.1'), { host: '127.0.0.1', port: undefined, subdomains: false, address: true });
  t.same(entry('*.example.com:443'), { host: 'example.com', port: 443, subdomains: true, address: false });
  for (const [text, why] of [
    ['127.0.0.1:0', /port outside/],
    ['db.lan:70000', /port outside/],
    ['http://db.lan', /not a host name/],
    ['*', /not a host name/],
    ['a.*.com', /not a host name/],
    ['10.0.0.0/8', /not a host name/],
    ['[db.lan]:80', /not an IPv6 address/],
    ['', /not a host name/],
  ] as const) {
    t.match(parseHostEntry(text), why, JSON.stringify(text));
  }
});

t.test('a name entry matches the URL name; an address entry the address connected to; a port entry its port only', async (t) => {
  t.ok(hostEntryMatches(entry('db.lan'), 'db.lan', '10.0.0.5', 5432));
  t.ok(hostEntryMatches(entry('db.lan'), 'DB.LAN.', '10.0.0.5', 1));
  t.notOk(hostEntryMatches(entry('db.lan'), 'x.db.lan', '10.0.0.5', 5432));
  t.ok(hostEntryMatches(entry('*.db.lan'), 'x.db.lan', '10.0.0.5', 5432));
  t.ok(hostEntryMatches(entry('*.db.lan'), 'db.lan', '10.0.0.5', 5432));
  t.notOk(hostEntryMatches(entry('*.db.lan'), 'xdb.lan', '10.0.0.5', 5432));
  t.ok(hostEntryMatches(entry('10.0.0.5'), 'db.lan', '10.0.0.5', 5432), 'an address entry holds for any name that resolves to it');
  t.ok(hostEntryMatches(entry('10.0.0.5'), '[::ffff:10.0.0.5]', '::ffff:a00:5', 80));
  t.ok(hostEntryMatches(entry('db.lan:5432'), 'db.lan', '10.0.0.5', 5432));
  t.notOk(hostEntryMatches(entry('db.lan:5432'), 'db.lan', '10.0.0.5', 5433));
  t.notOk(hostEntryMatches(entry('[::1]:9000'), '::1', '::1', 9001));
  t.equal(hostPort('::1', 80), '[::1]:80');
  t.equal(hostPort('[::1]', 80), '[::1]:80');
  t.equal(hostPort('db.lan', 80), 'db.lan:80');
});
