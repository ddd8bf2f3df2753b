// The testkit as an extension author uses it: validateConfig, startTestHost (url, cli, logs, stop), the fake OpenAI
// server and the recording receiver, each against the real kernel and built-ins.
import t from 'tap';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeOpenAI, openaiAnswers, recordingServer, startTestHost, validateConfig, waitFor } from '../../bin/testing.js';
import { defineExtension, s } from '../../kernel/index.js';
import { send } from '../helpers/http.js';

/** A third-party extension with a section and a cross-field rule, as an author writes one. */
const kite = defineExtension({
  name: 'svc-kite',
  version: '1.0.0',
  sections: { kite: s.table('KiteConfig', 'Kites.', { line_m: s.int(10, 'Line length.', { min: 1 }), max_m: s.int(100, 'Longest line.', { min: 1 }) }) },
  apply(kernel) {
    const kite = kernel.config<{ line_m: number; max_m: number }>('kite');
    kernel.hooks.validateConfig.tap('svc-kite', (config, report) => {
      if (kite.of(config).line_m > kite.of(config).max_m) report.add('kite.line_m', 'longer than kite.max_m');
    });
  },
});

t.test('validateConfig runs the real load (schema, defaults, env, validateConfig taps) and leaves no file', async (t) => {
  // os.tmpdir() follows TMPDIR: a private one shows what the load left behind.
  const previous = process.env.TMPDIR;
  const scratch = mkdtempSync(join(tmpdir(), 'svc-tk-scratch-'));
  process.env.TMPDIR = scratch;
  t.teardown(() => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(scratch, { recursive: true, force: true });
  });
  const ok = await validateConfig({ extensions: [kite], toml: '[kite]\nline_m = 20\n' });
  t.equal(ok.ok, true);
  t.match(ok.config, { kite: { line_m: 20, max_m: 100 }, gateway: { port: 0 } }, 'defaults applied; the gateway on port 0');
  t.same(ok.problems, []);

  const bad = await validateConfig({ extensions: [kite], toml: '[kite]\nmax_m = "x"\n' });
  t.equal(bad.ok, false);
  t.equal(bad.code, 'SVC_ERR_CONFIG_INVALID');
  t.equal(bad.config, undefined);
  t.match(bad.problems, [{ path: 'kite.max_m' }], 'schema problems with their paths');

  const rule = await validateConfig({ extensions: [kite], toml: '[kite]\nline_m = 200\n' });
  t.match(rule.problems, [{ path: 'kite.line_m', message: /longer than kite.max_m/ }], "the extension's own validateConfig tap ran");

  const env = await validateConfig({ extensions: [kite], env: { SVC_kite__line_m: '500' } });
  t.match(env.problems, [{ path: 'kite.line_m' }], 'SVC_ overrides are part of the load');

  const load = await validateConfig({ extensions: [{ ...kite, svc: '^99' }] });
  t.equal(load.code, 'SVC_ERR_EXT_VERSION', 'a load failure is a problem of the whole file');
  t.match(load.problems, [{ path: '', code: 'SVC_ERR_EXT_VERSION' }]);
  t.same(readdirSync(scratch), [], 'no temp directory left behind');
});

t.test('startTestHost: the daemon in-process, its URL, CLI, logs and stop; every handle closed', async (t) => {
  const count = () => {
    const n = new Map<string, number>();
    for (const r of process.getActiveResourcesInfo()) n.set(r, (n.get(r) ?? 0) + 1);
    return n;
  };
  const before = count();
  const leaks = () => [...count()].filter(([kind, n]) => n > (before.get(kind) ?? 0)).map(([kind, n]) => `${kind} +${n - (before.get(kind) ?? 0)}`);
  const host = await startTestHost({ extensions: [kite] });
  t.teardown(() => host.stop());
  t.equal((await send(host.url(), '/health', { method: 'GET' })).status, 200, 'the gateway answers on its free port');
  const ask = await host.cli(['agent', 'ask', 'hello']);
  t.same(ask, { code: 0, stdout: 'echo: hello\n', stderr: '' }, 'svc agent ask reaches this host over its control socket; echo by default');
  t.match(JSON.parse((await host.cli(['status', '--json'])).stdout), { phase: 'ready', pid: process.pid });
  t.equal((await host.cli(['config', 'get', 'kite.line_m'])).stdout.trim(), '10');
  t.match(await host.cli(['no-such-command']), { code: 2, stderr: /unknown command/ });
  t.ok(host.logs.some((l) => l.msg === 'ready'), 'log lines are captured');
  await host.waitForLog({ ext: 'gateway', msg: 'listening' });
  t.throws(() => host.url('/', 'webhook.nope'), /no listener "webhook.nope"/);
  t.equal(await host.stop(), 0, 'a clean stop is exit 0');
  t.match(host.logs.at(-1), { msg: 'stopped', extensions_failed: [], extensions_abandoned: [], abandoned: {} });
  t.notOk(existsSync(host.dir), 'the temp directory is removed');
  // Let closed handles leave the list; a lasting one is a leak.
  await waitFor(() => leaks().length === 0, 'the handles of the host to close', 5_000).catch(() => undefined);
  t.same(leaks(), [], 'no socket or timer outlives stop()');
});

t.test('startTestHost refuses a start that fails, with the log, and cleans up', async (t) => {
  const broken = defineExtension({
    name: 'svc-broken',
    version: '1.0.0',
    apply(kernel) {
      kernel.hooks.start.tapPromise('svc-broken', async () => {
        throw new Error('the kite is stuck in a tree');
      });
    },
  });
  await t.rejects(startTestHost({ extensions: [broken] }), { extension: 'svc-broken', message: /stuck in a tree/ });
  await t.rejects(startTestHost({ toml: '[daemon]\nstart_timeout_secs = -1\n' }), { code: 'SVC_ERR_CONFIG_INVALID' });
});

t.test('fakeOpenAI speaks Chat Completions, plain and streamed, to the real openai provider', async (t) => {
  const llm = await fakeOpenAI();
  t.teardown(() => llm.close());
  const toml = (stream: boolean) => `[providers.models.openai.fake]\nbase_url = "${llm.baseUrl}"\napi_key = "sk-canary-1234"\nmodel = "m1"\nstream = ${stream}\n`;
  for (const stream of [false, true]) {
    const host = await startTestHost({ toml: toml(stream) });
    t.equal((await host.cli(['agent', 'ask', 'ping'])).stdout, 'fake: ping\n', `unscripted: the default reply (stream = ${stream})`);
    llm.push(openaiAnswers.text('scripted'));
    t.equal((await host.cli(['agent', 'ask', 'again'])).stdout, 'scripted\n', 'scripted answers come first');
    t.notOk(host.logs.some((l) => JSON.stringify(l).includes('sk-canary-1234')), 'the key never reaches a log line');
    await host.stop();
  }
  t.equal(llm.requests.length, 4);
  t.match(llm.requests[0], { method: 'POST', path: '/v1/chat/completions', headers: { authorization: 'Bearer sk-canary-1234' }, json: { model: 'm1' } });
  t.match(llm.requests[2]!.json, { stream: true });
  t.equal((await send(llm.url, '/v1/other', { body: '{}' })).status, 404);
});

t.test('recordingServer records requests and answers scripted, then default', async (t) => {
  const rx = await recordingServer();
  t.teardown(() => rx.close());
  rx.push({ status: 503, headers: { 'retry-after': '1' } });
  t.equal((await send(rx.url, '/in', { body: '{"a":1}', headers: { 'content-type': 'application/json' } })).status, 503);
  t.equal((await send(rx.url, '/in?x=1', { body: 'plain' })).status, 200);
  const [first, second] = await rx.received(2);
  t.match(first, { method: 'POST', path: '/in', json: { a: 1 } });
  t.match(second, { path: '/in?x=1', text: 'plain', json: undefined });
  await t.rejects(rx.received(3, 50), /timed out after 50 ms waiting for 3 request/);
});
