// A config that never promises what does not run, through the real CLI on real files: keys that do not run yet are
// listed in one WARN (validate still exits 0), security-shaped tables are refused (78), references name channel types
// that carry messages and tools that exist, and `svc config inert` lists every such path.
import t from 'tap';
import { svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const warnLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string; paths?: string[] })
    .filter((l) => l.level === 40);

const INERT_WRITES = [
  '[a2a.client]',
  'enabled = true',
  '[observability]',
  'otel_endpoint = "http://127.0.0.1:4318"',
  '[agents.main]',
  'acp_enable_mcp = true',
  '[runtime_profiles.fast.thinking]',
  'default_level = "high"',
  '',
].join('\n');

t.test('svc config validate: one WARN lists every written key that does not run, and the exit is 0', async (t) => {
  const dir = tempConfigDir(t, INERT_WRITES);
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir, SVC_sop__maintenance_interval_secs: '9' });
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /valid \(\d+ extensions loaded\); 5 written keys do not run yet \(svc config inert lists them\)/);
  const warns = warnLines(r.stderr);
  t.equal(warns.length, 1, `one WARN (got ${r.stderr})`);
  t.same(warns[0]!.paths, [
    'a2a.client.enabled',
    'agents.main.acp_enable_mcp',
    'observability.otel_endpoint',
    'runtime_profiles.fast.thinking.default_level',
    'sop.maintenance_interval_secs',
  ], 'file and environment, sorted; the reserved areas count');
  t.match(warns[0]!.msg, /^config writes 5 keys that do not run yet/);

  const clean = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, '[gateway]\nport = 0\n') });
  t.equal(clean.code, 0, clean.stderr);
  t.equal(warnLines(clean.stderr).length, 0, 'defaults are not reported');
  t.match(clean.stdout, /valid \(\d+ extensions loaded\)\n$/);
});

t.test('security-shaped tables and enabled = true that promises protection are refused with exit 78', async (t) => {
  const toml = [
    '[trust]',
    'initial_score = 0.5',
    '[tunnel]',
    'tunnel_provider = "ngrok"',
    '[security_ops]',
    'enabled = true',
    '[wss]',
    'enabled = true',
    '',
  ].join('\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, toml) });
  t.equal(r.code, 78, r.stdout);
  t.match(r.stderr, /4 configuration problems/);
  for (const path of [
    'trust.initial_score', 'tunnel.tunnel_provider',
    'security_ops.enabled',
    'wss.enabled',
  ]) {
    t.match(r.stderr, new RegExp(`  - ${path.replace(/\./g, '\\.')}: (enabled = true )?is refused`), `${path} is refused`);
  }
  const off = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, '[security.audit]\nenabled = false\n[cost]\nenabled = false\n') });
  t.equal(off.code, 0, `enabled = false is accepted (${off.stderr})`);
});

t.test('references: channel types that carry no messages, and tool names', async (t) => {
  const toml = [
    '[channels.mqtt.home]',
    '[channels.webhook.main]',
    'secret = "s"',
    'port = 0',
    '[agents.a]',
    'channels = ["mqtt.home"]',
    '[agents.b]',
    'channels = ["webhook.main"]',
    '[cron.j]',
    'command = "true"',
    'schedule = { kind = "every", every_ms = 60000 }',
    'delivery = { mode = "announce", channel = "mqtt.home" }',
    '[tools]',
    'optional = ["shel", "mcp__files__read", "http_request", "*"]',
    '',
  ].join('\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, toml) });
  t.equal(r.code, 78, r.stdout);
  t.match(r.stderr, /3 configuration problems/, 'mcp__ names, "*" and registered tools pass');
  t.match(r.stderr, /agents\.a\.channels: "mqtt\.home" names a channel of type "mqtt", which carries no messages .*channel types that carry messages: webhook/);
  t.match(r.stderr, /cron\.j\.delivery\.channel: "mqtt\.home" names a channel of type "mqtt", which carries no messages .*: webhook/);
  t.match(r.stderr, /tools\.optional: "shel" names no tool \(did you mean "shell"\?\); tools: [a-z_, ]*http_request, [a-z_, ]*shell/);

  const fine = toml.replace('channels = ["mqtt.home"]', 'channels = []').replace('channel = "mqtt.home"', 'channel = "webhook.main"').replace('"shel", ', '');
  const ok = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, fine) });
  t.equal(ok.code, 0, ok.stderr);
});

t.test('svc config inert: every path that does not run, * where the config writes it; --json', async (t) => {
  const dir = tempConfigDir(t, INERT_WRITES);
  const r = await svc(['config', 'inert'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0, r.stderr);
  const lines = r.stdout.split('\n');
  t.equal(lines[0], 'Legend: * written by config.toml or the environment');
  t.match(r.stdout, /^\* a2a +section +reserved +accepted, no effect$/m);
  t.match(r.stdout, /^\* agents\.<alias>\.acp_enable_mcp +key +agent +accepted, no effect$/m);
  t.notMatch(r.stdout, /^. (users|permission_profiles|risk_profiles) /m, 'users, permission and risk profiles run');
  t.notMatch(r.stdout, /^. security\.webauthn /m, 'passkeys run');
  t.match(r.stdout, /^ {2}security\.nevis +key +access +accepted, no effect$/m);
  t.notMatch(r.stdout, /security\.(trust_daemon_uid|nat64_prefixes)/, 'trust_daemon_uid and nat64_prefixes run (the access extension owns [security]); the nevis line above is the positive control');
  t.notMatch(r.stdout, /^. security\.otp\./m, 'every otp key runs');
  t.match(r.stdout, /^ {2}gateway\.check_updates +key +gateway +accepted, no effect$/m);
  t.notMatch(r.stdout, /^. gateway\.port /m, 'a key that runs is not listed');
  t.match(r.stdout, /written, not running yet \(4\): a2a\.client\.enabled, agents\.main\.acp_enable_mcp, observability\.otel_endpoint, runtime_profiles\.fast\.thinking\.default_level\n$/);

  const j = await svc(['config', 'inert', '--json'], { SVC_CONFIG_DIR: dir });
  t.equal(j.code, 0, j.stderr);
  const report = JSON.parse(j.stdout) as { paths: { path: string; kind: string; extension: string; mode: string; written: string[] }[]; written: string[] };
  t.same(report.written, ['a2a.client.enabled', 'agents.main.acp_enable_mcp', 'observability.otel_endpoint', 'runtime_profiles.fast.thinking.default_level']);
  t.same(report.paths.find((p) => p.path === 'a2a'), { path: 'a2a', mode: 'warn', extension: 'reserved', kind: 'section', written: ['a2a.client.enabled'] });
  t.same(report.paths.find((p) => p.path === 'runtime_profiles.<alias>.thinking'), {
    path: 'runtime_profiles.<alias>.thinking', mode: 'unused', extension: 'agent', kind: 'key', written: ['runtime_profiles.fast.thinking.default_level'],
  });
  t.match(report.paths.find((p) => p.path === 'trust'), { mode: 'refuse-entries', written: [] });
  t.notOk(report.paths.some((p) => p.path.startsWith('security.leak_detection')), 'a running section below an inert table is not listed');
});
