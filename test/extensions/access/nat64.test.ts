// security.nat64_prefixes (the access extension owns [security]): each entry must be an IPv6 prefix of a length RFC 6052
// defines, and a config that loads sets them for every outbound check of the process, so an address of the network's
// NAT64 that carries the metadata service or a private address is refused like that address.
import t from 'tap';
import { validateConfig } from '../../../bin/testing.js';
import { setNat64Prefixes, urlTargetProblem } from '../../../lib/net/targets.js';

const rules = { purpose: 'probes', allowPrivate: false, allowPlainHttp: false };
const metadata = 'https://[2001:db8:64::a9fe:a9fe]/latest/meta-data/';

t.test('bad prefixes are refused at load, by entry', async (t) => {
  const r = await validateConfig({ toml: '[security]\nnat64_prefixes = ["2001:db8:64::/96", "2001:db8::/80", "10.0.0.0/8"]\n' });
  t.notOk(r.ok);
  t.match(r.problems, [
    { path: 'security.nat64_prefixes[1]', message: /RFC 6052/ },
    { path: 'security.nat64_prefixes[2]', message: /not an IPv6 prefix/ },
  ]);
  t.notOk(r.problems.some((p) => p.path === 'security.nat64_prefixes[0]'), 'the good one passes');
});

t.test('a loaded config sets the prefixes the outbound checks use', async (t) => {
  t.teardown(() => setNat64Prefixes([]));
  const none = await validateConfig({ toml: '' });
  t.ok(none.ok);
  t.equal(urlTargetProblem(metadata, rules), undefined, 'positive control: without the prefix, a public IPv6 address');
  const r = await validateConfig({ toml: '[security]\nnat64_prefixes = ["2001:db8:64::/96"]\n' });
  t.ok(r.ok, JSON.stringify(r.problems));
  t.match(urlTargetProblem(metadata, rules), /link-local or cloud metadata/, 'the metadata service through the network\'s NAT64');
  t.match(urlTargetProblem('https://[2001:db8:64::c0a8:101]/', rules), /private/, '192.168.1.1 through it');
});
