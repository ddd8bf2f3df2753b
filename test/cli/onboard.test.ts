// `svc onboard` runs the questions the loaded extensions contribute (onboardingPoint), so it works with any subset.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { parse } from 'smol-toml';
import { main } from '../../cli/main.js';
import { defineExtension, onboardingPoint, s } from '../../kernel/index.js';
import type { ExtensionDefinition } from '../../kernel/types.js';
import agent from '../../extensions/agent/index.js';
import providerOpenai from '../../extensions/provider-openai/index.js';
import { tempConfigDir } from '../helpers/kernel.js';

async function onboard(builtins: readonly ExtensionDefinition[], dir: string, answers: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const code = await main(['onboard'], builtins, { env: { SVC_CONFIG_DIR: dir }, stdin: Readable.from([`${answers.join('\n')}\n`]), stdout, stderr });
  return { code, stdout: out, stderr: err };
}

t.test('only the loaded extensions ask: a provider alone, without gateway or webhook channel', async (t) => {
  const dir = tempConfigDir(t);
  const r = await onboard([agent, providerOpenai], dir, ['', 'llama3.1', '']);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /Model provider/);
  t.notMatch(r.stdout, /Gateway|Webhook channel/, 'no question of an extension that is not loaded');
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.equal(stored.providers.models.openai.default.model, 'llama3.1');
});

t.test('a third-party extension adds its own group, ordered by `order`', async (t) => {
  const pigeon = defineExtension({
    name: 'pigeon',
    version: '1.0.0',
    sections: { pigeon: s.table('PigeonConfig', 'Carrier pigeons.', { loft: s.str('', 'Where the pigeons live.') }) },
    apply(kernel) {
      kernel.use(onboardingPoint).add({ title: 'Pigeon loft', needs: 'pigeon.loft', order: 5, fields: [{ path: 'pigeon.loft', question: 'Loft' }] });
    },
  });
  const dir = tempConfigDir(t);
  const r = await onboard([agent, providerOpenai, pigeon], dir, ['roof', '', 'm1', '']);
  t.equal(r.code, 0, r.stderr);
  t.ok(r.stdout.indexOf('Pigeon loft') < r.stdout.indexOf('Model provider'), 'order 5 is asked before order 20');
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.same([stored.pigeon.loft, stored.providers.models.openai.default.model], ['roof', 'm1']);
});

t.test('with no contributing extension onboarding says so and writes nothing', async (t) => {
  const dir = tempConfigDir(t);
  const r = await onboard([agent], dir, []);
  t.equal(r.code, 0, r.stderr);
  t.equal(r.stdout, 'no loaded extension asks onboarding questions\n');
});

t.test('an answer the config refuses is asked again at once; a default accepted keeps the part', async (t) => {
  const { default: gateway } = await import('../../extensions/gateway/index.js');
  const dir = tempConfigDir(t);
  // 0.0.0.0 needs allow_public_bind: refused at its own question, then a loopback address; the port's default accepted.
  const r = await onboard([gateway], dir, ['0.0.0.0', '127.0.0.2', '']);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /Address the gateway binds \[[^\]]*\]: \n  0\.0\.0\.0 is not a loopback address; set gateway\.allow_public_bind = true.*\n  try again/);
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.equal(stored.gateway.host, '127.0.0.2', 'kept, although the port was left at its default');
  t.equal(stored.gateway.port, undefined, 'the accepted default is not written');
  t.match(r.stdout, /Next steps:\n  svc config validate .*\n  svc daemon .*\n  svc status .*\n  the gateway answers at http:\/\/127\.0\.0\.2:42617\/health \(pair an HTTP client: svc gateway get-paircode, then POST \/pair\)\n$/);
});

t.test('the next steps name svc dashboard and svc chat, and only URLs that answer', async (t) => {
  const { default: gateway } = await import('../../extensions/gateway/index.js');
  const { default: dashboard } = await import('../../extensions/dashboard/index.js');
  const r = await onboard([gateway, dashboard, agent], tempConfigDir(t), ['', '']);
  t.equal(r.code, 0, r.stderr);
  t.notMatch(r.stdout, /\nDashboard\n|\nChat\n/, 'groups without questions print no title');
  t.match(r.stdout, /\n  the gateway answers at http:\/\/127\.0\.0\.1:42617\/health .*\n  svc dashboard +open the dashboard: prints a one-time sign-in link.*\n  svc chat +talk to the agent/);
  t.notMatch(r.stdout, /42617\/ /, 'never the bare address, which is the dashboard only when it is loaded');
});

t.test('a wrong answer piped again and again is skipped after five tries, keeping the other answers', async (t) => {
  const { default: gateway } = await import('../../extensions/gateway/index.js');
  const dir = tempConfigDir(t);
  const r = await onboard([gateway], dir, ['0.0.0.0', '0.0.0.0', '0.0.0.0', '0.0.0.0', '0.0.0.0', '4242']);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /skipped after 5 tries: gateway\.host keeps "127\.0\.0\.1"/);
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.same(stored.gateway, { port: 4242 });
});

t.test('the provider part offers one test request: its answer, or why it failed, and the answers are kept', async (t) => {
  const { fakeLlm, openai } = await import('../helpers/fake-llm.js');
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  llm.push(openai.text('ok', 'fake-model-1'), { status: 401, json: { error: { message: 'bad key' } } });
  const dir = tempConfigDir(t);
  const good = await onboard([agent, providerOpenai], dir, [llm.url, 'm1', 'sk-onboard-canary-1234', 'y']);
  t.equal(good.code, 0, good.stderr);
  t.match(good.stdout, /Send one test request to this provider now\? \[y\/N\]: \n  ok: fake-model-1 answered "ok"\n/);
  t.equal(llm.requests.length, 1, 'one request');
  t.equal(llm.requests[0]!.headers.authorization, 'Bearer sk-onboard-canary-1234', 'with the key just given');
  const again = await onboard([agent, providerOpenai], dir, ['', 'm2', '', 'yes']);
  t.equal(again.code, 0, again.stderr);
  t.match(again.stdout, /  failed: .*HTTP 401.*\n  \(your answers are kept/);
  t.notMatch(good.stdout + again.stdout, /sk-onboard-canary-1234/, 'the key is never echoed');
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.equal(stored.providers.models.openai.default.model, 'm2');
  const declined = await onboard([agent, providerOpenai], dir, ['', '', '', '']);
  t.equal(llm.requests.length, 2, 'no request unless asked for');
  t.match(declined.stdout, /nothing changed/);
});

t.test('the webhook channel part asks for its host and port and says where to send', async (t) => {
  const { default: webhookChannel } = await import('../../extensions/webhook-channel/index.js');
  const dir = tempConfigDir(t);
  const r = await onboard([agent, webhookChannel], dir, ['a-long-channel-secret', '127.0.0.1', '8099', '']);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /Address the channel listens on/);
  t.match(r.stdout, /webhook channel "main": POST messages signed with its secret \(X-Webhook-Signature\) to http:\/\/127\.0\.0\.1:8099\/webhook\n/);
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.match(stored.channels.webhook.main, { host: '127.0.0.1', port: 8099, secret: /^enc2:/ });
});
