// RFC 6238 TOTP against the RFC's own test vectors (Appendix B), RFC 4648 base32, and the gate's rules: a code is
// good once, a valid one answers the waiting calls and spares prompts, wrong ones refuse them, no answer times out.
import t from 'tap';
import { base32Decode, base32Encode, matchStep, otpauthUri, totp } from '../../../extensions/otp/totp.js';
import { hostGated, OtpGate } from '../../../extensions/otp/gate.js';
import { DOMAIN_CATEGORIES } from '../../../extensions/otp/domain-categories.js';
import { otpProblems } from '../../../extensions/otp/index.js';
import type { OtpConfig } from '../../../extensions/otp/config.generated.js';

const SHA1 = Buffer.from('12345678901234567890');
const SHA256 = Buffer.from('12345678901234567890123456789012');
const SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');

t.test('RFC 6238 Appendix B: every vector, 8 digits, 30 s steps', async (t) => {
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  for (const [time, sha1, sha256, sha512] of vectors) {
    t.equal(totp(SHA1, time, { digits: 8 }), sha1, `SHA1 at ${time}`);
    t.equal(totp(SHA256, time, { digits: 8, algorithm: 'sha256' }), sha256, `SHA256 at ${time}`);
    t.equal(totp(SHA512, time, { digits: 8, algorithm: 'sha512' }), sha512, `SHA512 at ${time}`);
  }
  // The 6-digit code an authenticator app shows is the last six digits of the same number.
  t.equal(totp(SHA1, 59), '287082');
});

t.test('base32 (RFC 4648 vectors, no padding) and the otpauth URI', async (t) => {
  const cases: [string, string][] = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
  for (const [plain, encoded] of cases) {
    t.equal(base32Encode(Buffer.from(plain)), encoded);
    t.equal(base32Decode(encoded)!.toString(), plain);
  }
  t.equal(base32Decode('mzxw 6ytb oi==')!.toString(), 'foobar', 'case, spaces and padding are ignored');
  t.equal(base32Decode('MZXW1'), undefined, '1 is not a base32 digit');
  t.equal(otpauthUri('GEZDGNBV', 'ops'), 'otpauth://totp/svc:ops?secret=GEZDGNBV&issuer=svc&algorithm=SHA1&digits=6&period=30');
});

t.test('matchStep: the step either side is accepted, nothing else, and only digits of the right length', async (t) => {
  const now = 1_700_000_000;
  t.equal(matchStep(SHA1, totp(SHA1, now), now), Math.floor(now / 30));
  t.equal(matchStep(SHA1, totp(SHA1, now - 30), now), Math.floor(now / 30) - 1);
  t.equal(matchStep(SHA1, totp(SHA1, now + 30), now), Math.floor(now / 30) + 1);
  t.equal(matchStep(SHA1, totp(SHA1, now - 90), now), undefined);
  t.equal(matchStep(SHA1, '12345', now), undefined);
  t.equal(matchStep(SHA1, `${totp(SHA1, now)}0`, now), undefined);
  t.equal(matchStep(SHA1, 'abcdef', now), undefined);
});

t.test('hostGated: a domain covers itself and its subdomains, *.domain only the subdomains', async (t) => {
  t.ok(hostGated('example.com', ['example.com']));
  t.ok(hostGated('api.Example.com.', ['example.com']));
  t.notOk(hostGated('notexample.com', ['example.com']));
  t.notOk(hostGated('example.com', ['*.example.com']));
  t.ok(hostGated('a.example.com', ['*.example.com']));
});

const SECRET = base32Encode(SHA1);
const config = (over: Partial<OtpConfig> = {}): OtpConfig => ({
  enabled: true,
  secret: SECRET,
  cache_valid_secs: 300,
  challenge_max_attempts: 2,
  gated_actions: ['shell'],
  gated_domain_categories: [],
  gated_domains: ['example.com'],
  method: {},
  token_ttl_secs: 5,
  ...over,
});
const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;
const call = (tool: string, args: unknown = {}) => ({ agent: 'default', channel: 'cli', trust: 'operator' as const, tool, arguments: args, startedAt: 0 });

t.test('the gate: a waiting call runs after a valid code; the code is good once; the cache spares the next prompt', async (t) => {
  let clock = 1_700_000_000_000;
  const events: [string, Record<string, unknown>][] = [];
  const gate = new OtpGate({ settings: () => config(), logger: silent, now: () => clock, audit: { record: (e, f = {}) => void events.push([e, f]) } });
  await gate.admit(call('file_read'));
  await gate.admit(call('http_request', { url: 'https://other.org/' }));
  t.equal(gate.pending().length, 0, 'calls that are not gated do not wait');
  const waiting = gate.admit(call('shell', { command: 'id' }));
  t.equal(gate.pending().length, 1);
  const code = totp(SHA1, clock / 1000);
  const id = gate.pending()[0]!.id;
  t.match(gate.verify('000000', 'cli'), { valid: false, answered: [], refused: [] }, 'one wrong code of two allowed');
  t.match(gate.verify(code, 'cli'), { valid: true, answered: [id] });
  await waiting;
  t.match(gate.verify(code, 'cli'), { valid: false, reason: 'the code was already used' }, 'a code is good once');
  await gate.admit(call('shell'));
  t.equal(gate.pending().length, 0, 'within cache_valid_secs no code is asked');
  clock += 301_000;
  const next = gate.admit(call('http_request', { url: 'https://api.example.com/x' }));
  t.equal(gate.pending().length, 1, 'after the cache a gated domain waits again');
  gate.verify('111111', 'cli');
  t.match(gate.verify('222222', 'cli'), { valid: false, refused: [String] }, 'the second wrong code refuses it');
  await t.rejects(next, /needs a one-time password: 2 wrong codes/);
  const names = events.map(([e]) => e);
  t.same(names, ['otp.challenge', 'otp.failed', 'otp.verified', 'otp.allowed', 'otp.failed', 'otp.challenge', 'otp.failed', 'otp.failed', 'otp.refused']);
  t.notOk(JSON.stringify(events).includes(code), 'no code is audited');
});

t.test('gated_domain_categories: a preset gates its domains like gated_domains; the config check refuses an unknown one', async (t) => {
  const gate = new OtpGate({ settings: () => config({ gated_domains: [], gated_domain_categories: ['banking', 'government'] }), logger: silent });
  t.equal(gate.gatedBecause(call('web_fetch', { url: 'https://www.paypal.com/signin' })), 'www.paypal.com is in security.otp.gated_domain_categories (banking)');
  t.equal(gate.gatedBecause(call('http_request', { url: 'https://www.irs.gov/' })), 'www.irs.gov is in security.otp.gated_domain_categories (government)', 'gov covers the whole TLD');
  t.equal(gate.gatedBecause(call('web_fetch', { url: 'https://accounts.google.com/' })), undefined, 'a category not listed gates nothing');
  t.equal(gate.gatedBecause(call('web_fetch', { url: 'https://notpaypal.com/' })), undefined, 'a look-alike is not covered');
  const none = new OtpGate({ settings: () => config({ gated_domains: [] }), logger: silent });
  t.equal(none.gatedBecause(call('web_fetch', { url: 'https://www.paypal.com/signin' })), undefined, 'positive control: without the category the same call runs');
  for (const [name, domains] of Object.entries(DOMAIN_CATEGORIES)) {
    t.ok(domains.length > 0 && domains.every((d) => /^[a-z0-9.-]+$/.test(d) && !d.startsWith('.') && !d.endsWith('.')), `${name}: plain domains`);
  }
  t.same(otpProblems({ gated_domain_categories: ['banking', 'casinos'], method: { kind: 'sms', via: 'x' } }), [
    ['security.otp.gated_domain_categories', 'names "casinos", which is no category (categories: banking, medical, government, identity_providers)'],
    ['security.otp.method.kind', '"sms" is not offered: only "totp" (RFC 6238) runs'],
    ['security.otp.method.via', 'is not a key of security.otp.method (only kind)'],
  ]);
  t.same(otpProblems({ gated_domain_categories: ['medical'], method: { kind: 'totp' } }), [], 'known names pass');
});

t.test('the gate: no answer within token_ttl_secs refuses, refuseAll at once; no secret refuses at once', async (t) => {
  const gate = new OtpGate({ settings: () => config({ token_ttl_secs: 1 }), logger: silent });
  await t.rejects(gate.admit(call('shell')), /no valid code within security\.otp\.token_ttl_secs = 1 s/);
  t.equal(gate.pending().length, 0);
  const held = new OtpGate({ settings: () => config({ token_ttl_secs: 600 }), logger: silent });
  const waiting = held.admit(call('shell'));
  const id = held.pending()[0]!.id;
  t.same(held.refuseAll('the emergency stop is engaged'), [id]);
  await t.rejects(waiting, /needs a one-time password: the emergency stop is engaged/);
  t.equal(held.pending().length, 0, 'refuseAll ends the wait at once');
  const bare = new OtpGate({ settings: () => config({ secret: null }), logger: silent });
  await t.rejects(bare.admit(call('shell')), /no one-time-password secret is enrolled/);
  const off = new OtpGate({ settings: () => config({ enabled: false }), logger: silent });
  await off.admit(call('shell'));
});

t.test('brute force: 5 wrong codes on the control socket lock its codes, a right one too, for a lockout that doubles', async (t) => {
  let clock = 1_700_000_000_000;
  const warnings: [Record<string, unknown>, string][] = [];
  const logger = { info() {}, error() {}, debug() {}, child() { return logger; }, warn: (f: Record<string, unknown>, m: string) => void warnings.push([f, m]) } as never;
  const gate = new OtpGate({ settings: () => config(), logger, now: () => clock });
  const purposes = ['gated calls', 'estop resume'];
  for (let i = 0; i < 4; i++) t.match(gate.verify('000000', 'cli', { purpose: purposes[i % 2]!, unlock: i % 2 === 0 }), { valid: false, reason: /wrong or expired/ });
  // (The control socket's count: svc otp verify and estop resume; admin API clients count apart, gate-findings.test.ts.)
  t.match(gate.verify('000000', 'cli'), { valid: false, reason: /5 wrong codes in a row: codes from the operator are refused for 30 s/ });
  t.ok(warnings.some(([f, m]) => /locked/.test(m) && f.locked_secs === 30), 'the lockout is logged');
  t.notOk(JSON.stringify(warnings).includes('000000'), 'never with the code');
  clock += 10_000;
  const right = totp(SHA1, clock / 1000);
  t.match(gate.verify(right, 'cli', { purpose: 'estop resume', unlock: false }), { valid: false, reason: /locked after too many wrong codes in a row: try again in 20 s/ }, 'a right code is refused while locked');
  clock += 20_000;
  for (let i = 0; i < 4; i++) t.match(gate.verify('000000', 'cli'), { valid: false, reason: /wrong or expired$/ }, 'an ended lockout starts a fresh count');
  t.match(gate.verify('000000', 'cli'), { valid: false, reason: /for 60 s/ }, 'the next lockout doubles');
  clock += 60_000;
  const later = totp(SHA1, clock / 1000);
  t.match(gate.verify(later, 'cli'), { valid: true }, 'a right code after the lockout is accepted');
  t.match(gate.verify('000000', 'cli'), { valid: false, reason: /wrong or expired$/ }, 'the success reset the count');
  // The cap: many lockouts in a row (each after 5 fresh wrong codes) never exceed 15 minutes.
  let last = '';
  for (let i = 0; i < 12; i++) {
    for (let j = 0; j < 5 && !/refused for/.test(last); j++) last = gate.verify('000000', 'cli').reason ?? '';
    t.match(last, /refused for \d+ s/);
    clock += Number(/for (\d+) s/.exec(last)![1]) * 1000;
    if (i < 11) last = '';
  }
  t.match(last, /for 900 s/, 'capped at 15 min');
});
