// `svc config list|get|set|save` and `svc onboard` as real processes on a temp SVC_CONFIG_DIR (CONTRACT §1-3).
import t from 'tap';
import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { cleanEnv, SVC, svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const FILE = `# operator notes: keep me
schema_version = 1

[gateway]
# the public port
port = 42617 # inline note
host = "127.0.0.1"

[channels.webhook.main]
secret = "plain-hook-secret"
port = 9100
`;

function withStdin(args: string[], env: Record<string, string>, input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SVC, ...args], { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => (clearTimeout(timer), resolve({ code, stdout, stderr })));
    child.stdin.end(input);
  });
}

t.test('config list: legend, env marks, TOML literals, secrets without values, filters', async (t) => {
  const dir = tempConfigDir(t, FILE);
  const env = { SVC_CONFIG_DIR: dir, SVC_gateway__host: '127.0.0.2', SVC_gateway__webhook_secret: 'env-only-secret' };
  const r = await svc(['config', 'list'], env);
  t.equal(r.code, 0, r.stderr);
  const lines = r.stdout.split('\n');
  t.equal(lines[0], 'Legend: 💉 env-overridden  🔒 secret');
  t.equal(lines[1], '');
  t.ok(lines.includes('💉 gateway.host = "127.0.0.2"'));
  t.ok(lines.includes('  gateway.port = 42617'));
  t.ok(lines.includes('💉 gateway.webhook_secret = (set) 🔒'));
  t.ok(lines.includes('  channels.webhook.main.secret = (set) 🔒'));
  t.ok(lines.includes('  gateway.paired_tokens = (unset) 🔒'));
  t.ok(lines.includes('  trust.initial_score = 0.8'));
  t.ok(lines.includes('  cost.daily_limit_usd = 10.0'), 'floats keep a decimal point');
  t.ok(lines.includes('  http_request.allowed_domains = ["*"]'));
  t.notMatch(r.stdout + r.stderr, /plain-hook-secret|env-only-secret/);

  const f = await svc(['config', 'list', '-f', 'gateway.pairing_code'], env);
  t.same(f.stdout.trim().split('\n').slice(2), ['  gateway.pairing_code.charset = "alphanumeric"', '  gateway.pairing_code.length = 32']);
  const whole = await svc(['config', 'list', '-f', 'gate'], env);
  t.equal(whole.stdout.trim().split('\n').length, 1, 'a prefix matches whole segments only');
  const secrets = await svc(['config', 'list', '--secrets'], env);
  t.ok(secrets.stdout.trim().split('\n').slice(2).every((l) => l.endsWith(' 🔒')));
  const json = JSON.parse((await svc(['config', 'list', '--json', '-f', 'gateway'], env)).stdout);
  const host = json.entries.find((e: { path: string }) => e.path === 'gateway.host');
  t.same(host, { path: 'gateway.host', type: 'string', is_secret: false, value: '127.0.0.2', default: '127.0.0.1', is_env_overridden: true, env_var: 'SVC_gateway__host' });
  const secret = json.entries.find((e: { path: string }) => e.path === 'gateway.webhook_secret');
  t.same(secret, { path: 'gateway.webhook_secret', type: 'string|null', is_secret: true, populated: true, is_env_overridden: true, env_var: 'SVC_gateway__webhook_secret' });
});

t.test('config get: TOML literal, --json shapes, secrets report only populated, unknown path exits 2', async (t) => {
  const dir = tempConfigDir(t, FILE);
  const env = { SVC_CONFIG_DIR: dir, SVC_gateway__port: '8080' };
  t.equal((await svc(['config', 'get', 'gateway.host'], env)).stdout, '"127.0.0.1"\n');
  t.same(JSON.parse((await svc(['config', 'get', 'gateway.port', '--json'], env)).stdout), { path: 'gateway.port', value: 8080, env_overridden: true });
  t.same(JSON.parse((await svc(['config', 'get', 'channels.webhook.main.secret', '--json'], env)).stdout), {
    path: 'channels.webhook.main.secret',
    populated: true,
    env_overridden: false,
  });
  t.equal((await svc(['config', 'get', 'channels.webhook.main.secret'], env)).stdout, '(set)\n');
  t.equal((await svc(['config', 'get', 'gateway.pairing_code'], env)).stdout, '{ length = 32, charset = "alphanumeric" }\n');
  const unknown = await svc(['config', 'get', 'gateway.prot'], env);
  t.equal(unknown.code, 2);
  t.match(unknown.stderr, /unknown config path "gateway\.prot" \(did you mean "gateway\.port"\?\)/);
});

t.test('config set: validates first, keeps comments, encrypts secrets, never writes env values', async (t) => {
  const dir = tempConfigDir(t, FILE);
  const env = { SVC_CONFIG_DIR: dir, SVC_gateway__host: '127.0.0.2', SVC_gateway__port: '7000' };
  const set = await svc(['config', 'set', 'gateway.request-timeout-secs', '45'], env);
  t.equal(set.code, 0, set.stderr);
  t.equal(set.stdout, 'gateway.request_timeout_secs = 45\n');
  const audit = set.stderr.trim().split('\n').map((l) => JSON.parse(l));
  t.match(audit[0], { msg: 'config changed', path: 'gateway.request_timeout_secs', by: 'cli' });
  let text = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.match(text, /^# operator notes: keep me\n/);
  t.match(text, /# the public port\nport = 42617 # inline note\nhost = "127\.0\.0\.1"\nrequest_timeout_secs = 45\n/, 'env values 127.0.0.2 and 7000 never written');
  t.match(text, /secret = "enc2:[0-9a-f]+"/, 'the plaintext secret was encrypted on this write');
  t.notMatch(text, /plain-hook-secret/);
  t.equal(statSync(join(dir, 'config.toml')).mode & 0o777, 0o600);
  t.equal(statSync(join(dir, '.secret_key')).mode & 0o777, 0o600);

  const overridden = await svc(['config', 'set', 'gateway.port', '9000'], env);
  t.equal(overridden.code, 0);
  t.match(overridden.stderr, /SVC_gateway__port overrides gateway\.port/);
  text = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.match(text, /port = 9000 # inline note/);
  t.equal((await svc(['config', 'get', 'gateway.port'], env)).stdout, '7000\n', 'the environment still wins in memory');

  const before = readFileSync(join(dir, 'config.toml'), 'utf8');
  const range = await svc(['config', 'set', 'gateway.port', '70000'], env);
  t.equal(range.code, 2);
  t.match(range.stderr, /gateway\.port: must be <= 65535.*nothing was written/);
  const kind = await svc(['config', 'set', 'gateway.require_pairing', 'yes'], env);
  t.equal(kind.code, 2);
  t.match(kind.stderr, /expected true or false/);
  const unknown = await svc(['config', 'set', 'gateway.prot', '1'], env);
  t.equal(unknown.code, 2);
  const incomplete = await svc(['config', 'set', 'providers.models.openai.home.api_key', 'sk-1'], env);
  t.equal(incomplete.code, 2);
  t.match(incomplete.stderr, /providers\.models\.openai\.home\.model: is required/);
  t.equal(readFileSync(join(dir, 'config.toml'), 'utf8'), before, 'nothing was written by the refused calls');

  t.equal((await svc(['config', 'set', 'channels.webhook.main.send-url', 'https://chat.example.com/in'], env)).code, 0);
  t.equal((await svc(['config', 'set', 'http_request.allowed_domains', 'a.com, b.com'], env)).code, 0);
  t.same((parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as { http_request: unknown }).http_request, { allowed_domains: ['a.com', 'b.com'] });
});

t.test('config set of a secret: masked prompt from a pipe, --no-interactive refuses, ciphertext kept when unchanged', async (t) => {
  const dir = tempConfigDir(t, FILE);
  const env = { SVC_CONFIG_DIR: dir };
  const noTty = await svc(['config', 'set', 'gateway.webhook_secret', '--no-interactive'], env);
  t.equal(noTty.code, 2);
  const piped = await withStdin(['config', 'set', 'gateway.webhook_secret'], env, 'piped-secret-value\n');
  t.equal(piped.code, 0, piped.stderr);
  t.notMatch(piped.stdout + piped.stderr, /piped-secret-value/);
  const text = readFileSync(join(dir, 'config.toml'), 'utf8');
  const stored = /webhook_secret = "(enc2:[0-9a-f]+)"/.exec(text)?.[1];
  t.ok(stored);
  const channelSecret = /\[channels\.webhook\.main\]\nsecret = "(enc2:[0-9a-f]+)"/.exec(text)?.[1];
  t.equal((await svc(['config', 'set', 'gateway.port', '9001'], env)).code, 0);
  const after = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.ok(after.includes(stored!) && after.includes(channelSecret!), 'unchanged secrets keep their ciphertext');
  t.equal((await svc(['config', 'validate'], env)).code, 0, 'and decrypt on load');
});

t.test('config save: encrypts plaintext, keeps comments, adds no defaults and no env values', async (t) => {
  const dir = tempConfigDir(t, FILE);
  const env = { SVC_CONFIG_DIR: dir, SVC_gateway__port: '7777', SVC_gateway__webhook_secret: 'from-env' };
  const r = await svc(['config', 'save'], env);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /saved \(1 secret newly encrypted\)/);
  const text = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.equal(text, FILE.replace('"plain-hook-secret"', text.match(/"enc2:[0-9a-f]+"/)![0]), 'only the secret changed');
  t.notMatch(text, /7777|from-env|webhook_secret/);
  const again = await svc(['config', 'save'], env);
  t.match(again.stdout, /0 secrets newly encrypted/);
  t.equal(readFileSync(join(dir, 'config.toml'), 'utf8'), text, 'a second save changes nothing');
});

t.test('plaintext stays plaintext when secrets.encrypt = false; a tampered value or a lost key is exit 78', async (t) => {
  const plain = tempConfigDir(t, `${FILE}\n[secrets]\nencrypt = false\n`);
  t.equal((await svc(['config', 'save'], { SVC_CONFIG_DIR: plain })).code, 0);
  t.match(readFileSync(join(plain, 'config.toml'), 'utf8'), /secret = "plain-hook-secret"/);
  t.notOk(existsSync(join(plain, '.secret_key')));

  const dir = tempConfigDir(t, FILE);
  t.equal((await svc(['config', 'save'], { SVC_CONFIG_DIR: dir })).code, 0);
  const text = readFileSync(join(dir, 'config.toml'), 'utf8');
  writeFileSync(join(dir, 'config.toml'), text.replace(/enc2:([0-9a-f])/, (_m, c: string) => `enc2:${c === '0' ? '1' : '0'}`));
  const tampered = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(tampered.code, 78);
  t.match(tampered.stderr, /channels\.webhook\.main\.secret: the encrypted value does not decrypt/);
  writeFileSync(join(dir, 'config.toml'), text);
  writeFileSync(join(dir, '.secret_key'), 'short\n', { mode: 0o600 });
  const badKey = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(badKey.code, 78);
  t.match(badKey.stderr, /must hold 64 hexadecimal characters/);
  const lostDir = tempConfigDir(t, text);
  const lost = await svc(['config', 'validate'], { SVC_CONFIG_DIR: lostDir });
  t.equal(lost.code, 78);
  t.match(lost.stderr, /channels\.webhook\.main\.secret is encrypted \(enc2:\) but the key file .*\.secret_key does not exist/);
  t.notOk(existsSync(join(lostDir, '.secret_key')), 'a lost key is never replaced');
});

t.test('onboard from a pipe: writes answers, skips env-overridden fields with three lines', async (t) => {
  const dir = tempConfigDir(t);
  const env = { SVC_CONFIG_DIR: dir, SVC_gateway__port: '8443' };
  // gateway.host, [gateway.port skipped], base_url, model, api_key, test request (no), webhook secret, host, port, send_url
  const answers = ['127.0.0.2', '', 'llama3.1', 'sk-onboard', '', 'hook-secret', '', '', ''].join('\n');
  const r = await withStdin(['onboard'], env, `${answers}\n`);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /SVC_gateway__port is set in the environment\n  TOML path: gateway\.port\n  skipped: a value entered here would not take effect while the variable is set\n/);
  t.notMatch(r.stdout, /sk-onboard|hook-secret/);
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.equal(stored.gateway.host, '127.0.0.2');
  t.equal(stored.gateway.port, undefined, 'the env value is not written');
  t.equal(stored.providers.models.openai.default.model, 'llama3.1');
  t.match(stored.providers.models.openai.default.api_key, /^enc2:/);
  t.match(stored.channels.webhook.main.secret, /^enc2:/);
  t.equal((await svc(['config', 'validate'], env)).code, 0);
});
