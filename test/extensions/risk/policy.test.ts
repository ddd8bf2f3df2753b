// Risk profile decisions without a daemon: a tool's level (exact name, patterns, reaches, default), what each level
// needs, the strictest answer over a delegation chain, when one profile is less strict than another, and svc doctor.
import t from 'tap';
import { riskFindings } from '../../../extensions/risk/doctor.js';
import { decide, globMatches, lessStrictAt, levelOf, type RiskProfile } from '../../../extensions/risk/policy.js';

const profile = (tools: RiskProfile['tools'], extra: Partial<RiskProfile> = {}): RiskProfile => ({
  tools,
  default_level: 'medium',
  actions: { low: 'allow', medium: 'allow', high: 'approve', critical: 'deny' },
  approval_timeout_secs: 300,
  ...extra,
});

t.test('globs: * stands for any characters, everything else is itself', async (t) => {
  t.ok(globMatches('mcp_*', 'mcp_fs_read'));
  t.ok(globMatches('*_write', 'file_write'));
  t.notOk(globMatches('mcp_*', 'xmcp_a'));
  t.notOk(globMatches('file.write', 'file_write'), 'a dot is a dot, not any character');
  t.ok(globMatches('shell', 'shell'));
  t.notOk(globMatches('shell', 'shell2'));
});

t.test('a level: the exact name wins, else the highest matching pattern or reach, else default_level', async (t) => {
  const p = profile({ shell: 'low', 'file_*': 'high', '*_write': 'critical', '@network': 'high' }, { default_level: 'low' });
  t.same(levelOf(p, 'shell', ['process']), { level: 'low', by: 'tools.shell' });
  t.same(levelOf(p, 'file_read'), { level: 'high', by: 'tools."file_*"' });
  t.same(levelOf(p, 'file_write'), { level: 'critical', by: 'tools."*_write"' }, 'the higher of two patterns');
  t.same(levelOf(p, 'web_fetch', ['network']), { level: 'high', by: 'tools."@network"' });
  t.same(levelOf(p, 'calculator'), { level: 'low', by: 'default_level' });
});

t.test('decide: each agent of the chain asks its profile; the strictest answer holds; an unconfigured profile denies', async (t) => {
  const profiles = { open: profile({}, { default_level: 'low' }), strict: profile({ shell: 'critical', file_write: 'high' }) };
  const of: Record<string, string | null> = { a: 'strict', b: 'open', c: null, d: 'gone' };
  const ofAgent = (x: string) => of[x];
  t.equal(decide(profiles, ofAgent, ['c'], 'shell'), undefined, 'no profile in the chain: nothing to decide');
  t.match(decide(profiles, ofAgent, ['b'], 'shell'), { action: 'allow', profile: 'open' });
  t.match(decide(profiles, ofAgent, ['a'], 'shell'), { action: 'deny', level: 'critical', profile: 'strict', agent: 'a' });
  t.match(decide(profiles, ofAgent, ['a', 'b'], 'shell'), { action: 'deny', agent: 'a' }, 'a delegate of a strict caller is held by its profile');
  t.match(decide(profiles, ofAgent, ['a', 'c'], 'file_write'), { action: 'approve', agent: 'a' });
  t.match(decide(profiles, ofAgent, ['b', 'd'], 'calculator'), { action: 'deny', profile: 'gone', by: 'risk_profiles.gone is not configured' });
});

t.test('lessStrictAt: names the first entry where the target asks less than the caller', async (t) => {
  const strict = profile({ shell: 'critical' });
  const stricter = profile({ shell: 'critical', file_write: 'critical' });
  const open = profile({}, { default_level: 'low' });
  t.equal(lessStrictAt(strict, strict), undefined);
  t.equal(lessStrictAt(stricter, strict), undefined, 'a stricter target is fine');
  t.equal(lessStrictAt(undefined, undefined), undefined, 'no caller profile: nothing to escalate');
  t.equal(lessStrictAt(open, undefined), undefined);
  t.match(lessStrictAt(strict, stricter), /"file_write": "allow" instead of "deny"/);
  t.match(lessStrictAt(open, strict), /"shell": "allow" instead of "deny"/);
  t.match(lessStrictAt(undefined, strict), /"shell": "allow" instead of "deny"/, 'no profile is the least strict');
  const reach = profile({ '@process': 'critical' });
  t.match(lessStrictAt(open, reach), /tools with @process: "allow" instead of "deny"/);
  const everything = profile({}, { default_level: 'critical' });
  t.match(lessStrictAt(strict, everything), /tools no entry names: "allow" instead of "deny"/);
});

t.test('svc doctor: who holds which profile, otp with no secret, a roster naming a less strict agent', async (t) => {
  const agent = (extra: Record<string, unknown> = {}) => ({ enabled: true, risk_profile: null, delegates: [], ...extra }) as never;
  const profiles = { strict: profile({ shell: 'critical' }), coded: profile({}, { actions: { low: 'allow', medium: 'otp', high: 'approve', critical: 'deny' } }) };
  t.match(riskFindings({}, { a: agent() }, profiles), [{ check: 'risk.profiles', status: 'ok', finding: /no agent names a risk_profile/ }]);
  const agents = { a: agent({ risk_profile: 'strict', delegates: [{ agent: 'b' }, { agent: 'c' }] }), b: agent(), c: agent({ risk_profile: 'strict' }), d: agent({ risk_profile: 'coded' }) };
  const found = riskFindings({}, agents, profiles);
  t.match(found[0], { status: 'ok', finding: 'a: strict, c: strict, d: coded; no risk profile: b' });
  t.match(found.find((f) => f.check === 'risk.otp'), { status: 'warn', finding: /coded ask for one-time passwords, and none is enrolled/, fix: 'svc otp enroll' });
  const roster = found.filter((f) => f.check === 'risk.delegates');
  t.equal(roster.length, 1, 'only the less strict delegate is named (c has the same profile)');
  t.match(roster[0], { finding: /agents\.a\.delegates names b, whose risk profile \(none\) is less strict than strict \("shell": "allow" instead of "deny"\)/ });
  t.notOk(riskFindings({ security: { otp: { secret: 'JBSWY3DPEHPK3PXP' } } }, agents, profiles).some((f) => f.check === 'risk.otp'), 'an enrolled secret answers them');
});
