// `svc doctor` through the real CLI: a healthy instance passes (exit 0, --json shape), and each problem the issue names
// is found with exit 1 and the check that names it: a wrong file mode, an unreachable provider, a busy port (gateway and
// a webhook listener), an unreachable delivery target, a key that does not run; a running daemon holds its own ports.
import t from 'tap';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fakeOpenAI } from '../../testing/fake-openai.js';
import { daemon, svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';
import { freePort } from '../helpers/ports.js';

interface Finding {
  check: string;
  status: 'ok' | 'warn' | 'fail';
  finding: string;
  fix?: string;
  latency_ms?: number;
}
interface Report {
  ok: boolean;
  summary: { ok: number; warn: number; fail: number };
  checks: Finding[];
}

async function doctor(dir: string): Promise<{ code: number | null; report: Report; stderr: string }> {
  const r = await svc(['doctor', '--json'], { SVC_CONFIG_DIR: dir }, 60_000);
  return { code: r.code, report: JSON.parse(r.stdout) as Report, stderr: r.stderr };
}

function holdPort(t: { teardown(fn: () => void): void }): Promise<number> {
  return new Promise((resolve) => {
    const server: Server = createServer();
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    t.teardown(() => void server.close());
  });
}

t.test('a healthy instance passes: exit 0, one real request to the provider with its latency, the --json shape', async (t) => {
  const model = await fakeOpenAI();
  t.teardown(() => model.close());
  const dir = tempConfigDir(t, `[gateway]\nport = ${await freePort()}\n\n[providers.models.openai.main]\nbase_url = "${model.baseUrl}"\nmodel = "m1"\n`);
  chmodSync(join(dir, 'config.toml'), 0o600);
  const { code, report, stderr } = await doctor(dir);
  t.equal(code, 0, stderr);
  t.equal(report.ok, true);
  t.same(Object.keys(report.summary), ['ok', 'warn', 'fail']);
  t.equal(report.summary.fail, 0);
  t.equal(report.summary.ok + report.summary.warn, report.checks.length);
  for (const c of report.checks) {
    t.match(c, { check: String, status: /^(ok|warn)$/, finding: String }, c.check);
    if (c.status !== 'ok') t.type(c.fix, 'string', `${c.check} says what to do`);
  }
  const names = report.checks.map((c) => c.check);
  for (const name of ['config', 'files', 'disk', 'daemon', 'node', 'gateway.bind', 'provider.openai.main']) t.ok(names.includes(name), `${name} is checked`);
  const provider = report.checks.find((c) => c.check === 'provider.openai.main')!;
  t.equal(provider.status, 'ok');
  t.type(provider.latency_ms, 'number');
  t.equal(model.requests.length, 1, 'one real request reached the model');
  t.match(report.checks.find((c) => c.check === 'daemon'), { status: 'warn', finding: 'not running' });

  const text = await svc(['doctor'], { SVC_CONFIG_DIR: dir }, 60_000);
  t.equal(text.code, 0);
  t.match(text.stdout, /^svc doctor: \d+ checks, \d+ ok, \d+ warnings?, 0 failures\n\n/);
  t.match(text.stdout, /\nok {4}provider\.openai\.main +answered a one-line request \(model .*\) \(\d+ ms\)\n/);
});

t.test('each problem is found with exit 1, its check and what to do', async (t) => {
  const closed = await fakeOpenAI();
  const deadUrl = closed.baseUrl;
  await closed.close();
  const gatewayPort = await holdPort(t);
  const webhookPort = await holdPort(t);
  const nobody = await freePort();
  const dir = tempConfigDir(
    t,
    [
      `[gateway]\nport = ${gatewayPort}\n`,
      `[providers.models.openai.main]\nbase_url = "${deadUrl}"\nmodel = "m1"\n`,
      `[channels.webhook.main]\nsecret = "s3cret-webhook-value"\nhost = "127.0.0.1"\nport = ${webhookPort}\nsend_url = "http://127.0.0.1:${nobody}/replies"\n`,
      `[observability]\notel_endpoint = "http://127.0.0.1:4318"\n`,
    ].join('\n'),
  );
  chmodSync(join(dir, 'config.toml'), 0o644);
  mkdirSync(join(dir, 'data', 'state'), { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, 'data', 'state', 'conversations.db'), '', { mode: 0o644 });
  chmodSync(join(dir, 'data', 'state', 'conversations.db'), 0o644);

  const { code, report, stderr } = await doctor(dir);
  t.equal(code, 1, 'a failed check is exit 1');
  t.notMatch(stderr, /"provider":"openai\.main"|network error/, 'the failed probe is a finding, not a raw log line on stderr');
  t.equal(report.ok, false);
  const by = (check: string) => report.checks.find((c) => c.check === check);
  t.match(by('files.config'), { status: 'fail', finding: /config\.toml is 0644: group or others can read it/, fix: `chmod 0600 ${join(dir, 'config.toml')}` });
  t.match(by('files.state/conversations.db'), { status: 'fail', finding: /conversations\.db is 0644/, fix: /^chmod 0600 / });
  t.match(by('provider.openai.main'), { status: 'fail', finding: /a one-line request failed: .*/, fix: /providers\.models\.openai\.main/ });
  t.match(by('gateway.bind'), { status: 'fail', finding: `127.0.0.1:${gatewayPort} is in use by another process: the gateway cannot start`, fix: /svc config set gateway\.port/ });
  t.match(by('channel.webhook.main.listener'), { status: 'fail', finding: new RegExp(`127\\.0\\.0\\.1:${webhookPort} is in use`), fix: /channels\.webhook\.main\.port/ });
  t.match(by('channel.webhook.main.delivery'), { status: 'fail', finding: /does not accept connections \(ECONNREFUSED\)/, fix: /channels\.webhook\.main\.send_url/ });
  t.match(by('config.inert.observability.otel_endpoint'), { status: 'fail', finding: /observability\.otel_endpoint is set but does not run yet/, fix: /remove observability\.otel_endpoint from / });
  t.notOk(JSON.stringify(report).includes('s3cret-webhook-value'), 'no secret in the report');

  const text = await svc(['doctor'], { SVC_CONFIG_DIR: dir }, 60_000);
  t.equal(text.code, 1);
  t.match(text.stdout, /\nFAIL {2}gateway\.bind +127\.0\.0\.1:\d+ is in use by another process: the gateway cannot start\n +fix: stop what holds it/);
});

t.test('a config that does not load fails its check and skips the extensions\' checks', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nport = "high"\n');
  chmodSync(join(dir, 'config.toml'), 0o600);
  const { code, report } = await doctor(dir);
  t.equal(code, 1);
  t.match(report.checks.find((c) => c.check === 'config'), { status: 'fail', finding: /does not load: gateway\.port: /, fix: /svc config set gateway\.port VALUE/ });
  t.match(report.checks.find((c) => c.check === 'extensions'), { status: 'warn' });
  t.notOk(report.checks.some((c) => c.check === 'gateway.bind'));
});

t.test('with the daemon running, its own ports are held by it and its state is read over the control socket', async (t) => {
  const port = await freePort();
  const dir = tempConfigDir(t, `[gateway]\nport = ${port}\n`);
  chmodSync(join(dir, 'config.toml'), 0o600);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir, SVC_gateway__port: String(port) });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const { code, report, stderr } = await doctor(dir);
  t.equal(code, 0, stderr);
  t.match(report.checks.find((c) => c.check === 'gateway.bind'), { status: 'ok', finding: new RegExp(`listens on http://127\\.0\\.0\\.1:${port}/ \\(the running daemon, pid ${d.child.pid}\\)`) });
  t.match(report.checks.find((c) => c.check === 'daemon'), { status: 'ok', finding: new RegExp(`^running: pid ${d.child.pid}, ready, up \\d+ s, 1 listener`) });
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});
