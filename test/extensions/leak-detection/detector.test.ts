// The leak detector alone: each kind, the encodings a secret travels in, JSON text, the sensitivity mapping, a corpus of
// ordinary text that must pass untouched, and large inputs (many secrets, adversarial repeats) that must stay linear.
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { Detector, entropyRule, expectedEntropy, secretForms, shannon, wordShare } from '../../../extensions/leak-detection/detector.js';

const SECRET = 'Canary-5ecret/value+Q9zX!';
const detector = (secrets: string[] = [SECRET], sensitivity = 0.7, highEntropy = true) => new Detector({ secrets, highEntropy, sensitivity });
const redact = (text: string, d = detector()) => d.redact(text).text;

t.test('a configured secret is found raw and in every common encoding', async (t) => {
  const d = detector();
  const bytes = Buffer.from(SECRET);
  const encodings: Record<string, string> = {
    raw: `the value is ${SECRET}.`,
    json: JSON.stringify({ said: `quote "${SECRET}"` }),
    url: `https://example.com/cb?token=${encodeURIComponent(SECRET)}&x=1`,
    hex: `dump ${bytes.toString('hex')} end`,
    HEX: `dump ${bytes.toString('hex').toUpperCase()} end`,
    base64: `b64 ${bytes.toString('base64')} end`,
    base64url: `b64u ${bytes.toString('base64url')} end`,
    'basic auth (offset 1)': `Authorization: Basic ${Buffer.from(`a:${SECRET}`).toString('base64')}`,
    'basic auth (offset 2)': `Authorization: Basic ${Buffer.from(`ab:${SECRET}`).toString('base64')}`,
    'basic auth (offset 0)': `Authorization: Basic ${Buffer.from(`abc:${SECRET}`).toString('base64')}`,
  };
  for (const [name, text] of Object.entries(encodings)) {
    const r = d.redact(text);
    t.ok(r.kinds.includes('secret'), `${name}: found`);
    t.notMatch(r.text, SECRET, `${name}: the raw value is gone`);
    for (const form of secretForms(SECRET)) t.notOk(r.text.includes(form), `${name}: no encoded form is left`);
  }
  t.equal(redact(`x ${SECRET} y`), 'x [REDACTED:secret] y', 'the marker names the kind, never which secret');
});

t.test('secrets shorter than 8 characters are not looked for; many secrets cost no more than a few', async (t) => {
  t.equal(redact('the word short is ordinary', detector(['short'])), 'the word short is ordinary');
  const many = Array.from({ length: 2000 }, () => `k-${randomBytes(12).toString('base64url')}`);
  const d = detector(many);
  const text = `a ${many[0]} b ${many[1999]} c ${Buffer.from(many[777]!).toString('hex')}`;
  t.equal(d.redact(text).text, 'a [REDACTED:secret] b [REDACTED:secret] c [REDACTED:secret]');
});

t.test('overlapping secrets and a secret that contains a secret are redacted as one span', async (t) => {
  const d = detector(['abcdefgh12345678', '12345678ZYXWVUTS']);
  t.equal(d.redact('x abcdefgh12345678ZYXWVUTS y').text, 'x [REDACTED:secret] y');
  const nested = detector(['inner-secret-1', 'outer-inner-secret-1-tail']);
  t.equal(nested.redact('[outer-inner-secret-1-tail]').text, '[[REDACTED:secret]]');
});

t.test('provider key shapes are api_key', async (t) => {
  const keys = [
    `sk-ant-api03-${'aB3'.repeat(30)}`,
    `sk-proj-${'x9Y'.repeat(16)}`,
    `sk-${'A1b2C3d4'.repeat(6)}`,
    `sk-or-v1-${'0f'.repeat(32)}`,
    `ghp_${'a1B2'.repeat(9)}`,
    `gho_${'Z9y8'.repeat(9)}`,
    `github_pat_11ABCDEFG0${'a1_B'.repeat(15)}`,
    `xoxb-123456789012-1234567890123-${'AbCd'.repeat(6)}`,
    'AKIAIOSFODNN7EXAMPLE',
    'ASIAY34FZKBOKMUTVV7A',
    `AIza${'Sy'.repeat(17)}X`,
    `glpat-${'x1Y2z3'.repeat(4)}`,
    `svc_${'0123456789abcdef'.repeat(4)}`,
    `sk_live_${'4eC39HqLyjWDarjtT1zdp7dc'}`,
    `hf_${'AbCdEf1234'.repeat(4)}`,
    `gsk_${'AbCdEf1234'.repeat(5)}`,
    `SG.${'ngeVfQFYQlKU0ufo8x5d1A'}.${'TwL2iGABf9DHoTf-09kqeF8tAmbihYzrnopKc-1s5cr'}`,
    `123456789:AA${'HdqTcvCH1vGWJxfSeofSAs0K5PALDsaw'}X`,
  ];
  for (const key of keys) {
    const r = detector([], 0.7, false).redact(`key=${key}, then more`);
    t.equal(r.text, 'key=[REDACTED:api_key], then more', key.slice(0, 12));
  }
});

t.test('JWTs, PEM private keys (whole or cut short) and high-entropy strings', async (t) => {
  const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
  t.equal(redact(`Bearer ${jwt}`), 'Bearer [REDACTED:jwt]');
  const pem = '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nMIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM\n-----END RSA PRIVATE KEY-----';
  t.equal(redact(`key:\n${pem}\nafter`), 'key:\n[REDACTED:private_key]\nafter');
  t.equal(redact(JSON.stringify({ k: pem, next: 1 })), '{"k":"[REDACTED:private_key]","next":1}', 'inside JSON, escapes and all');
  t.equal(redact('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ'), '[REDACTED:private_key]', 'cut short');
  t.equal(redact('-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----', detector([], 0.7, false)), '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----', 'a public key is no secret');
  const random = '71/FMIjw9dl+7Qeg6hQ2eSPdaTSs82jq';
  t.equal(redact(`token ${random} ok`), 'token [REDACTED:high_entropy] ok');
  t.equal(redact(`token ${random} ok`, detector([], 0.7, false)), `token ${random} ok`, 'high_entropy_tokens = false');
});

t.test('JSON text stays valid JSON: a hit after an escape is found, and no escape is split', async (t) => {
  const key = `sk-proj-${'x9Y'.repeat(16)}`;
  const doc = { a: `line one\n${key}\tend`, b: ['\\', `"${SECRET}"`], c: 'tab\td54zXBYt2PtGx3nIuvVqX8EdUfRDviOy_SMCGA64dkl8420zo' };
  const text = JSON.stringify(doc);
  const out = redact(text);
  const back = JSON.parse(out) as typeof doc;
  t.equal(back.a, 'line one\n[REDACTED:api_key]\tend');
  t.equal(back.b[1], '"[REDACTED:secret]"');
  t.equal(back.c, 'tab\t[REDACTED:high_entropy]');
  const run = 'UCCu0RoahAaaG1u1xYJV3yscjCx0zLrn';
  for (const escaped of ['\\u00e9', '\\/', '\\n', '\\\\']) {
    const json = `{"d":"${escaped}${run}"}`;
    t.equal(JSON.parse(redact(json)).d, `${JSON.parse(`"${escaped}"`)}[REDACTED:high_entropy]`, `after ${escaped}`);
  }
});

t.test('sensitivity maps to a minimum length and an entropy ratio', async (t) => {
  t.same(entropyRule(0), { minLength: 40, ratio: 0.95 });
  t.same(entropyRule(0.7), { minLength: 26, ratio: 0.845 });
  t.same(entropyRule(1), { minLength: 20, ratio: 0.8 });
  t.equal(entropyRule(5).minLength, 20, 'clamped');
  const token = 'q7XkP2mZ9vR4tL8wN3bJ6h'; // 22 characters, random
  t.equal(redact(`id ${token}`, detector([], 1)), 'id [REDACTED:high_entropy]', 'strict: 22 characters are enough');
  t.equal(redact(`id ${token}`, detector([], 0.7)), `id ${token}`, 'default: too short');
  const long = '9SMEQqj3XPo5jrjN9oOhs8pWrCdRjRWybSA4NIu06_MXbW7Dnm_r3_axO6EBohteRj_SFGlczfknLz09';
  t.equal(redact(long, detector([], 0)), '[REDACTED:high_entropy]', 'lenient: 80 random characters still count');
  t.ok(shannon('aaaa') === 0 && Math.abs(shannon('abcd') - 2) < 1e-9);
  t.ok(Math.abs(expectedEntropy(256, 16) - 3.97) < 0.02, 'the mean entropy of random hex nears 4 bits');
  t.ok(wordShare('getUserProfileSettings2024') > 0.8 && wordShare('UCCu0RoahAaaG1u1xYJV3yscjCx0zLrn') < 0.5);
  const rejected = ['x9Yx9Yx9Yx9Yx9Yx9Yx9Yx9Yx9Yx9Y', 'handleOAuth2CallbackWithPKCEAndState', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1'];
  for (const w of rejected) t.equal(redact(w, detector([], 1)), w, `strict still passes ${w}`);
});

t.test('ordinary text passes untouched (false-positive corpus)', async (t) => {
  const d = detector();
  const strict = detector([SECRET], 1);
  const corpus = [
    'The quick brown fox jumps over the lazy dog; internationalization and Donaudampfschifffahrtsgesellschaftskapitän.',
    'See https://github.com/nodejs/node/blob/main/lib/internal/modules/esm/resolve.js#L283 for details.',
    'https://www.example.com/search?q=leak+detection&page=2&sort=relevance_desc_2024',
    'commit 3f2a9c1b4d5e6f708192a3b4c5d6e7f8091a2b3c fixed it; short 3f2a9c1',
    'sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 of the file',
    'etag "d41d8cd98f00b204e9800998ecf8427e" and run_1a2b3c4d5e6f7a8b',
    'request 123e4567-e89b-12d3-a456-426614174000 and 550E8400-E29B-41D4-A716-446655440000',
    '/var/lib/svc/state/conversations.db and /home/user/projects/my-app/src/components/UserProfileSettings.tsx',
    'getUserProfileSettingsForAccount2024 and MAX_CONCURRENT_REQUESTS_PER_CHANNEL and some_snake_case_name_v2',
    'report-2024-11-27-final-version-v2.pdf, 2026-11-27T00:55:42.123Z, v1.2.3-beta.4+build.5678',
    'sk-learn-is-a-great-library-for-machine-learning and the task-list-for-tomorrow-morning',
    'Call +1 (555) 123-4567 or mail someone@example.com; order 12345678901234567890123456789.',
    'npm install @fastify/rate-limit better-sqlite3 typescript-eslint',
    'Base64 of hello: aGVsbG8=, a short id: AbC123xYz',
    'The AKIA prefix alone (AKIA) is not a key, nor is ghp_ or sk-.',
    'node_modules/.pnpm/@types+node@20.11.30/node_modules/@types/node/index.d.ts',
    'backup written: state/backups/svc-backup-20261127T023307540Z.tar.gz and svc-backup-20261127T023307Z',
  ];
  for (const text of corpus) {
    t.equal(d.redact(text).text, text, text.slice(0, 40));
    t.equal(strict.redact(text).text, text, `strict: ${text.slice(0, 40)}`);
  }
});

t.test('large and adversarial inputs stay linear', async (t) => {
  const d = detector(Array.from({ length: 200 }, () => randomBytes(18).toString('base64')));
  const words = 'the quick brown fox https://example.com/a/b 2024-11-27 id=42 lorem ipsum'.split(' ');
  let text = '';
  while (text.length < 1_000_000) text += `${words[text.length % words.length]} `;
  t.equal(d.redact(text).text, text, '1 MB of prose');
  const headers = '-----BEGIN PRIVATE KEY-----'.repeat(40_000);
  t.equal(d.redact(headers).text, '[REDACTED:private_key]', 'a million characters of PEM headers: one pass');
  const prefixes = 'sk-ant-'.repeat(100_000);
  t.equal(d.redact(prefixes).kinds.length <= 1, true, 'repeated key prefixes');
  const blob = randomBytes(600_000).toString('base64');
  t.same(d.redact(blob).kinds, ['high_entropy'], '800 kB of base64');
});
