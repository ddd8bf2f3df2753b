// The leak-detection extension on the real kernel: the point other extensions use, the running config's secrets (and a
// reload's), enabled = false, the WARN once per path and kind, the metric, and the filter on the daemon's own log lines.
import t from 'tap';
import { defineExtension, metricsPoint, type Logger, type Metrics } from '../../../kernel/index.js';
import { leakGuardPoint, type LeakGuard } from '../../../extensions/leak-detection/api.js';
import { LeakGuardImpl } from '../../../extensions/leak-detection/guard.js';
import type { LeakDetectionConfig } from '../../../extensions/leak-detection/config.generated.js';
import { startTestHost, validateConfig } from '../../../bin/testing.js';

const CANARY = 'canary-provider-key-7f3a9c2e51';
const KEY = `sk-proj-${'Q7x2Lm9'.repeat(7)}`;

function memoryLogger(lines: { level: string; obj: unknown; msg?: string }[]): Logger {
  const at = (level: string) => (obj: object | string, msg?: string) => void lines.push({ level, obj, msg });
  const l: Logger = { trace: at('trace'), debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), fatal: at('fatal'), child: () => l };
  return l;
}

t.test('the guard: redact, redactJson, enabled = false, once-only WARN per (via, kind), every hit counted', async (t) => {
  let settings: LeakDetectionConfig = { enabled: true, high_entropy_tokens: true, sensitivity: 0.7 };
  let secrets = [CANARY];
  const lines: { level: string; obj: unknown; msg?: string }[] = [];
  const counted: string[] = [];
  const guard = new LeakGuardImpl({ settings: () => settings, secrets: () => secrets, logger: memoryLogger(lines), count: (via, kind, n) => counted.push(`${via}/${kind}/${n}`) });

  t.equal(guard.redact(`a ${CANARY} b ${CANARY}`, 'channel:webhook.main'), 'a [REDACTED:secret] b [REDACTED:secret]');
  t.equal(guard.redact(`again ${CANARY}`, 'channel:webhook.main'), 'again [REDACTED:secret]');
  t.equal(guard.redact(`key ${KEY}`, 'audit'), 'key [REDACTED:api_key]');
  const plain = 'nothing to see here';
  t.equal(guard.redact(plain, 'audit'), plain);
  await Promise.resolve();
  t.same(counted, ['channel:webhook.main/secret/2', 'channel:webhook.main/secret/1', 'audit/api_key/1']);
  const warns = lines.filter((l) => l.level === 'warn');
  t.same(warns.map((w) => w.obj), [{ via: 'channel:webhook.main', kind: 'secret' }, { via: 'audit', kind: 'api_key' }], 'one WARN per (via, kind)');
  t.notOk(JSON.stringify(lines).includes(CANARY) || JSON.stringify(lines).includes(KEY), 'never the value');

  const value = { content: `x ${CANARY}`, n: 1, list: [KEY, 'ok'], nested: { keep: 'ok' } };
  const out = guard.redactJson(value, 'history');
  t.same(out, { content: 'x [REDACTED:secret]', n: 1, list: ['[REDACTED:api_key]', 'ok'], nested: { keep: 'ok' } });
  t.equal(out.nested, value.nested, 'untouched parts are shared, not copied');
  t.equal(value.content, `x ${CANARY}`, 'the input is not modified');
  const clean = { a: ['b', { c: 'd' }] };
  t.equal(guard.redactJson(clean, 'history'), clean, 'nothing found: the value itself');
  let deep: unknown = `deep ${CANARY}`;
  for (let i = 0; i < 100; i++) deep = { d: deep };
  t.notOk(JSON.stringify(guard.redactJson(deep, 'history')).includes(CANARY), 'deeper than the walk: scanned as text');

  secrets = ['a-rotated-secret-value'];
  t.equal(guard.redact('a-rotated-secret-value', 'audit'), 'a-rotated-secret-value', 'the detector is kept until reset');
  guard.reset();
  t.equal(guard.redact('a-rotated-secret-value', 'audit'), '[REDACTED:secret]', 'a reset reads the secrets again');
  settings = { ...settings, enabled: false };
  guard.reset();
  t.equal(guard.redact(`off ${KEY}`, 'audit'), `off ${KEY}`, 'enabled = false passes text through');
  t.equal(guard.redactJson(value, 'audit'), value);
});

t.test('[security.leak_detection] belongs to leak-detection, defaults on, and keeps the rest of [security] reserved', async (t) => {
  const ok = await validateConfig({ toml: '[security.leak_detection]\nsensitivity = 0.9\n[security]\ntrust_daemon_uid = true\n' });
  t.ok(ok.ok, JSON.stringify(ok.problems));
  t.same((ok.config as { security: { leak_detection: unknown } }).security.leak_detection, { enabled: true, high_entropy_tokens: true, sensitivity: 0.9 });
  const bad = await validateConfig({ toml: '[security.leak_detection]\nsensitivity = 1.5\nloud = true\n' });
  t.notOk(bad.ok);
  t.match(bad.problems.map((p) => p.path).sort(), ['security.leak_detection', 'security.leak_detection.sensitivity']);
});

t.test('in a running daemon: the point, the config secrets, a reload, the metric and the log filter', async (t) => {
  let guard: LeakGuard | undefined;
  let metrics: Metrics | undefined;
  let logger: Logger | undefined;
  const probe = defineExtension({
    name: 'leak-probe',
    version: '0.0.0',
    dependsOn: ['leak-detection'],
    apply(kernel) {
      guard = kernel.use(leakGuardPoint);
      metrics = kernel.use(metricsPoint);
      logger = kernel.logger;
    },
  });
  const toml = [
    '[observability]',
    'backend = "prometheus"',
    '[providers.models.openai.main]',
    'base_url = "http://127.0.0.1:9/v1"',
    'model = "m"',
    `api_key = "${CANARY}"`,
    '',
  ].join('\n');
  const host = await startTestHost({ toml, extensions: [probe] });
  t.teardown(() => host.stop());

  t.equal(guard!.redact(`the key is ${CANARY}`, 'probe'), 'the key is [REDACTED:secret]', 'a secret of the running config');
  t.equal(guard!.redact(`b64 ${Buffer.from(CANARY).toString('base64')}`, 'probe'), 'b64 [REDACTED:secret]');

  logger!.info({ detail: `model said ${KEY} and\n${Buffer.from(CANARY).toString('hex')}` }, `error text with ${KEY}`);
  const line = await host.waitForLog((l) => l.ext === 'leak-probe' && typeof l.msg === 'string' && l.msg.startsWith('error text'));
  t.equal(line.msg, 'error text with [REDACTED:api_key]', 'a log line is filtered');
  t.equal(line.detail, 'model said [REDACTED:api_key] and\n[REDACTED:secret]', 'its fields too, as valid JSON');
  await host.waitForLog((l) => l.ext === 'leak-detection' && l.via === 'log' && l.kind === 'api_key');
  t.notOk(JSON.stringify(host.logs).includes(KEY), 'no line holds the key');

  const rendered = (await metrics!.render()).body;
  t.match(rendered, /svc_leak_redactions_total\{via="probe",kind="secret"\} 2/);
  t.match(rendered, /svc_leak_redactions_total\{via="log",kind="api_key"\} 2/);

  await host.configStore.set({ 'security.leak_detection.enabled': false }, 'test');
  t.equal(guard!.redact(KEY, 'probe'), KEY, 'a reload turning it off applies at once');
  await host.configStore.set({ 'security.leak_detection.enabled': true, 'providers.models.openai.main.api_key': 'rotated-canary-value-0042' }, 'test');
  t.equal(guard!.redact('rotated-canary-value-0042', 'probe'), '[REDACTED:secret]', 'the secrets of the new config');
  t.equal(guard!.redact(CANARY, 'probe'), CANARY, 'the old value is no longer a secret of the config');
});
