// Secrets never leave through the CLI: tables mask their secret leaves, wrong-typed secrets are never quoted, and values
// that would leak once used (control characters in secrets, credentials in URLs) are refused at load (exit 78).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const CANARY = 'canary-7f3a9-secret';

t.test('config get of a table masks every secret leaf, plain and --json', async (t) => {
  const dir = tempConfigDir(
    t,
    `[providers.models.openai.default]
model = "gpt-x"
api_key = "${CANARY}-key"

[channels.webhook.main]
secret = "${CANARY}-hmac"
auth_header = "Bearer ${CANARY}-auth"
port = 0

[gateway]
paired_tokens = ["${'ab'.repeat(32)}"]
`,
  );
  const env = { SVC_CONFIG_DIR: dir };
  // Every section's table is printed by the canary test (secret-canary.test.ts); here, the shapes.
  const table = JSON.parse((await svc(['config', 'get', 'providers.models.openai.default', '--json'], env)).stdout);
  t.equal(table.value.model, 'gpt-x', 'positive control: non-secret leaves are shown');
  t.equal(table.value.api_key, '(set)');
  t.same(table.masked, ['providers.models.openai.default.api_key']);
  const channel = JSON.parse((await svc(['config', 'get', 'channels.webhook', '--json'], env)).stdout);
  t.equal(channel.value.main.secret, '(set)');
  t.equal(channel.value.main.auth_header, '(set)');
  t.equal(channel.value.main.port, 0);
  const gateway = JSON.parse((await svc(['config', 'get', 'gateway', '--json'], env)).stdout);
  t.equal(gateway.value.paired_tokens, '(set)');
  t.equal(gateway.value.webhook_secret, '(unset)');
  const plain = await svc(['config', 'get', 'providers.models.openai.default'], env);
  t.match(plain.stdout, /api_key = "\(set\)"/);
  t.match(plain.stdout, /model = "gpt-x"/);
});

t.test('a secret given the wrong type is never quoted (file and environment)', async (t) => {
  // One file, four wrong-typed secrets: every problem is listed at once, none quoted.
  const dir = tempConfigDir(
    t,
    `[gateway]\nwebhook_secret = ["${CANARY}"]\n\n[channels.webhook.main]\nsecret = "x-long-enough"\nauth_header = { v = "${CANARY}" }\n\n` +
      `[providers.models.openai.default]\nmodel = "m"\napi_key = 12345678\n\n[http_request]\nsecrets = { github = ["${CANARY}"] }\n`,
  );
  const file = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(file.code, 78, file.stderr);
  for (const path of ['gateway.webhook_secret', 'channels.webhook.main.auth_header', 'providers.models.openai.default.api_key', 'http_request.secrets.github']) {
    t.match(file.stderr, `${path}: must be of type`, `${path} is reported`);
  }
  t.equal(file.stderr.match(/not shown: the field is secret/g)?.length, 4);
  t.notMatch(file.stdout + file.stderr, new RegExp(`${CANARY}|12345678`));
  const env = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir, SVC_http_request__secrets: `["${CANARY}"]` });
  t.equal(env.code, 78, env.stderr);
  t.match(env.stderr, /SVC_http_request__secrets/);
  t.notMatch(env.stderr, new RegExp(CANARY));
  const control = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir, SVC_gateway__port: `{"a": "${CANARY}"}` });
  t.match(control.stderr, new RegExp(CANARY), 'positive control: a wrong non-secret value is quoted');
});

t.test('control characters in a secret are refused at load, naming the path only', async (t) => {
  const file = tempConfigDir(
    t,
    `[channels.webhook.main]\nsecret = "x-long-enough"\nauth_header = "Bearer ${CANARY}\\nX-Evil: 1"\n\n` +
      `[providers.models.openai.default]\nmodel = "m"\napi_key = "${CANARY}\\u0000"\n`,
  );
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: file });
  t.equal(r.code, 78, r.stderr);
  t.match(r.stderr, /channels\.webhook\.main\.auth_header: a secret must not contain control characters/);
  t.match(r.stderr, /providers\.models\.openai\.default\.api_key: a secret must not contain control characters/);
  t.notMatch(r.stderr, new RegExp(CANARY));
  const dir = tempConfigDir(t, '');
  const env = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir, SVC_providers__models__openai__default__api_key: `${CANARY}\r\n`, SVC_providers__models__openai__default__model: 'm' });
  t.equal(env.code, 78, env.stderr);
  t.notMatch(env.stderr, new RegExp(CANARY));
  const ok = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir, SVC_providers__models__openai__default__api_key: CANARY, SVC_providers__models__openai__default__model: 'm' });
  t.equal(ok.code, 0, `positive control: a clean secret loads: ${ok.stderr}`);
});

t.test('credentials in a URL field are refused at load and point to the secret field', async (t) => {
  const dir = tempConfigDir(
    t,
    `[channels.webhook.main]\nsecret = "x-long-enough"\nsend_url = "https://user:${CANARY}@example.com/in"\n\n` +
      `[providers.models.openai.default]\nmodel = "m"\nbase_url = "http://u:${CANARY}@127.0.0.1:9/v1"\n`,
  );
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78, r.stderr);
  t.match(r.stderr, /channels\.webhook\.main\.send_url: must not carry credentials.*"auth_header"/);
  t.match(r.stderr, /providers\.models\.openai\.default\.base_url: must not carry credentials.*"api_key"/);
  t.notMatch(r.stderr, new RegExp(CANARY));
  const scheme = tempConfigDir(t, `[channels.webhook.main]\nsecret = "x-long-enough"\nsend_url = "ftp://user:${CANARY}@example.com/in"\n`);
  const f = await svc(['config', 'validate'], { SVC_CONFIG_DIR: scheme });
  t.equal(f.code, 78, f.stderr);
  t.match(f.stderr, /ftp:\/\/\*\*\*@example\.com/, 'a value refused by its pattern is quoted without its credentials');
  t.notMatch(f.stderr, new RegExp(CANARY));
  const fine = tempConfigDir(t, `[providers.models.openai.default]\nmodel = "m"\nbase_url = "http://127.0.0.1:9/v1?x=a@b"\n`);
  t.equal((await svc(['config', 'validate'], { SVC_CONFIG_DIR: fine })).code, 0, 'positive control: an @ outside the authority is fine');
});

t.test('config set: a table it prints masks its secrets; "" clears a nullable field or is refused; no inherited keys', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\npath_prefix = "/svc"\n');
  const env = { SVC_CONFIG_DIR: dir, SVC_secrets__encrypt: 'false' };
  const table = await svc(['config', 'set', 'transcription.openai', `{"api_key": "${CANARY}", "model": "whisper-1"}`], env);
  t.equal(table.code, 0, table.stderr);
  t.notMatch(table.stdout + table.stderr, new RegExp(CANARY), 'the secret inside the table is not echoed');
  t.match(table.stdout, /api_key = "\(set\)"/);
  t.match(table.stdout, /model = "whisper-1"/, 'positive control: the rest of the table is shown');

  const cleared = await svc(['config', 'set', 'gateway.path_prefix', ''], env);
  t.equal(cleared.code, 0, cleared.stderr);
  t.notMatch(readFileSync(join(dir, 'config.toml'), 'utf8'), /path_prefix/, 'the key is removed: its default is null');
  const refused = await svc(['config', 'set', 'runtime.docker.cpu_limit', ''], env);
  t.equal(refused.code, 2, refused.stderr);
  t.match(refused.stderr, /TOML cannot hold null and the default is/);

  for (const args of [['config', 'set', 'constructor', '1'], ['config', 'set', 'gateway.toString', '1'], ['config', 'get', 'constructor', '--json']]) {
    const r = await svc(args, env);
    t.equal(r.code, 2, `svc ${args.join(' ')}: ${r.stderr}`);
    t.match(r.stderr, /unknown config path/);
  }
});
