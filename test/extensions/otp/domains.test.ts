// security.otp.gated_domains forms (review of issue 37, item 7): a URL's host reaches the gate lower case and in ASCII,
// so an entry written otherwise (an internationalised name, a scheme, a port, a path, a leading or final dot, a * that
// is not a leading "*.") silently never matched and let the traffic it names through unasked. Such entries are refused
// at load (svc config validate, the daemon's start) with the form to write; plain and "*." entries load as before.
import t from 'tap';
import { hostGated } from '../../../extensions/otp/gate.js';
import { gatedDomainList, gatedDomainProblems, normaliseDomain } from '../../../extensions/otp/domains.js';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

t.test('normaliseDomain: the ASCII form, or why an entry can never match a host', async (t) => {
  const ok: [string, string][] = [
    ['bank.com', 'bank.com'], ['  Bank.COM ', 'bank.com'], ['*.bank.com', '*.bank.com'], ['bücher.de', 'xn--bcher-kva.de'],
    ['*.Bücher.de', '*.xn--bcher-kva.de'], ['bank.com.', 'bank.com'], ['xn--bcher-kva.de', 'xn--bcher-kva.de'], ['_dmarc.bank.com', '_dmarc.bank.com'], ['10.0.0.1', '10.0.0.1'],
  ];
  for (const [entry, domain] of ok) t.same(normaliseDomain(entry), { domain }, `${JSON.stringify(entry)} -> ${domain}`);
  const refused: [string, RegExp][] = [
    ['https://bank.com', /not a host name .*write "bank.com"/], ['bank.com:443', /not a host name .*write "bank.com"/], ['bank.com/login', /write "bank.com"/],
    ['user@bank.com', /not a host name/], ['.bank.com', /starts with a dot: write "bank.com" .* or "\*.bank.com"/], ['*bank.com', /leading "\*\."/],
    ['bank.*.com', /leading "\*\."/], ['*.', /not a valid domain name/], ['a..b', /not a valid domain name/], ['', /empty/], ['bank com', /not a host name/], ['[::1]', /not a host name/],
    ['-bank.com', /not a valid domain name/],
  ];
  for (const [entry, problem] of refused) {
    const n = normaliseDomain(entry);
    t.ok('problem' in n && problem.test(n.problem), `${JSON.stringify(entry)} refused: ${'problem' in n ? n.problem : 'accepted as ' + n.domain}`);
  }
});

t.test('what the gate compares: a normalised entry matches the host a URL gives; the raw forms did not', async (t) => {
  const host = new URL('https://www.bücher.de/konto').hostname;
  t.equal(host, 'www.xn--bcher-kva.de', 'URL hosts are punycode');
  t.notOk(hostGated(host, ['bücher.de']), 'the Unicode entry as written never matched (why it is refused or normalised)');
  t.ok(hostGated(host, gatedDomainList(['bücher.de'])), 'its normalised form matches');
  t.notOk(hostGated('bank.com', ['https://bank.com']), 'nor did a URL entry');
  t.ok(hostGated('bank.com', gatedDomainList(['bank.com.', 'https://bank.com'])), 'a final dot normalised matches; the refused entry is left out');
  t.same(gatedDomainList(['https://bank.com']), [], 'a refused entry is no entry');
  t.same(gatedDomainProblems(['bank.com', '*.Example.org', 'bücher.de', 'bank.com:443']), [
    ['security.otp.gated_domains.2', '"bücher.de" is compared with URL hosts in its ASCII form: write "xn--bcher-kva.de"'],
    ['security.otp.gated_domains.3', '"bank.com:443" is not a host name (no scheme, port, path or user): write "bank.com"'],
  ]);
});

t.test('svc config validate refuses a gated_domains entry that could never match, naming it and the form to write', async (t) => {
  const write = (domains: string[]) => tempConfigDir(t, ['[security.otp]', `gated_domains = [${domains.map((d) => JSON.stringify(d)).join(', ')}]`, ''].join('\n'));
  const bad = await svc(['config', 'validate'], { SVC_CONFIG_DIR: write(['bank.com', 'https://bank.com', '*bank.com', 'bücher.de']) });
  t.not(bad.code, 0, 'refused');
  const out = bad.stdout + bad.stderr;
  t.match(out, /security\.otp\.gated_domains\.1.*"https:\/\/bank\.com" is not a host name .*write "bank\.com"/);
  t.match(out, /security\.otp\.gated_domains\.2.*"\*bank\.com" has a \* that is not a leading "\*\."/);
  t.match(out, /security\.otp\.gated_domains\.3.*write "xn--bcher-kva\.de"/);
  t.notMatch(out, /gated_domains\.0/, 'the plain entry is not named');
  const good = await svc(['config', 'validate'], { SVC_CONFIG_DIR: write(['bank.com', '*.example.org', 'xn--bcher-kva.de']) });
  t.equal(good.code, 0, `positive control: plain, "*." and punycode entries load (${good.stderr})`);
});
