// SVC_ environment overrides against the real merged schema: the spec's example mappings, coercion, errors, secrets.
import t from 'tap';
import { Writable } from 'node:stream';
import { builtinExtensions } from '../../../bin/builtins.js';
import { resolveEnvName } from '../../../lib/config/env-names.js';
import { SvcError } from '../../../kernel/errors.js';
import { boot } from '../../../runner/boot.js';
import { LogRoot } from '../../../kernel/logger.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { FIXTURES } from '../../helpers/cli.js';

async function load(t: Parameters<typeof tempConfigDir>[0], env: Record<string, string>, toml = '') {
  const dir = tempConfigDir(t, toml);
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (c, _e, done) => (lines.push(JSON.parse(String(c))), done()) });
  const session = await boot({ builtins: builtinExtensions, env: { SVC_CONFIG_DIR: dir, ...env }, logRoot: new LogRoot({ fd: 2, level: 'info', pretty: false, stream }) });
  return { session, lines, dir };
}

async function refused(t: Parameters<typeof tempConfigDir>[0], env: Record<string, string>, toml = ''): Promise<SvcError> {
  const { session } = await load(t, env, toml);
  try {
    session.config();
  } catch (err) {
    if (err instanceof SvcError) return err;
    throw err;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

const get = (config: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], config);

t.test('the example mappings of the spec', async (t) => {
  const { session, lines } = await load(t, {
    SVC_providers__models__openai__home__api_key: 'sk-from-env',
    SVC_providers__models__openai__home__model: 'llama3.1',
    SVC_channels__webhook__main__secret: 'hook-secret',
    SVC_channels__webhook__main__port: '9101',
    SVC_gateway__request_timeout_secs: '45',
    SVC_gateway__web_dist_dir: '/srv/dashboard',
    SVC_storage__qdrant__main__url: 'http://127.0.0.1:6333',
    SVC_storage__qdrant__main__collection: 'memories',
    SVC_storage__qdrant__main__api_key: 'qdrant-key',
    SVC_storage__qdrant__main__timeout_secs: '5',
  });
  const c = session.config();
  t.equal(get(c, 'providers.models.openai.home.api_key'), 'sk-from-env');
  t.equal(get(c, 'channels.webhook.main.secret'), 'hook-secret');
  t.equal(get(c, 'channels.webhook.main.port'), 9101);
  t.equal(get(c, 'gateway.request_timeout_secs'), 45);
  t.equal(get(c, 'gateway.web_dist_dir'), '/srv/dashboard');
  t.equal(get(c, 'storage.qdrant.main.url'), 'http://127.0.0.1:6333');
  t.equal(get(c, 'storage.qdrant.main.collection'), 'memories');
  t.equal(get(c, 'storage.qdrant.main.timeout_secs'), 5, 'storage entries are open: JSON when it parses');
  t.ok(session.isEnvOverridden('gateway.request_timeout_secs'));
  t.notOk(session.isEnvOverridden('gateway.port'));
  const warns = lines.filter((l) => l.msg === 'a secret is set from the environment');
  t.same(warns.map((w) => w.path).sort(), ['channels.webhook.main.secret', 'providers.models.openai.home.api_key', 'storage.qdrant.main.api_key']);
  t.notMatch(JSON.stringify(lines), /sk-from-env|hook-secret|qdrant-key/, 'never the value');
});

t.test('web_dist_dir is taken literally: ~/dist is not absolute', async (t) => {
  const err = await refused(t, { SVC_gateway__web_dist_dir: '~/dist' });
  t.match(err.problems[0]?.message, /must be an absolute path .* not "~\/dist" \(set by SVC_gateway__web_dist_dir\)/);
});

t.test('alias segments: home__api_key is alias + field, prod_v2 is one alias, two-level maps', async (t) => {
  const schema = (await load(t, {})).session.schema();
  const path = (tail: string) => {
    const r = resolveEnvName(schema, tail);
    return r.ok ? r.target.path.join('.') : `error: ${r.reason}`;
  };
  t.equal(path('providers__models__openai__home__api_key'), 'providers.models.openai.home.api_key');
  t.equal(path('channels__webhook__prod_v2__max_retries'), 'channels.webhook.prod_v2.max_retries');
  t.equal(path('agents__prod_v2__runtime_profile'), 'agents.prod_v2.runtime_profile');
  t.equal(path('providers__tts__openai__narrator__voice'), 'providers.tts.openai.narrator.voice');
  t.equal(path('channels__session_persistence'), 'channels.session_persistence');
  t.equal(path('gateway__pairing_code__length'), 'gateway.pairing_code.length');
  t.equal(path('http_request__secrets__github'), 'http_request.secrets.github');
  t.equal(path('agents__default'), 'agents.default', 'a whole instance, as JSON');
  t.match(path('agents___bad__enabled'), /alias "_bad" in "agents" breaks the rule "bad_first_char"/);
  t.match(path('channels__webhook__a__b__secret'), /no field "b" in section "channels\.webhook\.a"/);
  t.match(path('storage__qdrant__main__constructor'), /"constructor" is not allowed/);
});

t.test('an override can create an alias the file does not have, and reach every section', async (t) => {
  const sops = tempConfigDir(t);
  const { session } = await load(t, {
    SVC_agents__ops__model_provider: 'echo.test',
    SVC_providers__models__echo__test: '{}',
    SVC_cron__nightly__command: 'true',
    SVC_cron__nightly__schedule: '{"kind": "every", "every_ms": 60000}',
    SVC_sop__sops_dir: sops,
    SVC_hooks__builtin__command_logger: 'true',
    SVC_security__leak_detection__sensitivity: '0.9',
    SVC_memory__policy__threat_scan: 'strict',
    SVC_locale: 'de',
    SVC_wss__client_auth__ca_cert_path: '/etc/ca.pem',
  });
  const c = session.config();
  t.equal(get(c, 'agents.ops.model_provider'), 'echo.test');
  t.equal(get(c, 'agents.ops.enabled'), true, 'defaults fill the new alias');
  t.equal(get(c, 'cron.nightly.schedule.every_ms'), 60000);
  t.equal(get(c, 'sop.sops_dir'), sops);
  t.equal(get(c, 'hooks.builtin.command_logger'), true);
  t.equal(get(c, 'security.leak_detection.sensitivity'), 0.9);
  t.equal(get(c, 'locale'), 'de');
  t.equal(get(c, 'wss.client_auth.enabled'), false, 'defaults fill the table the override created');
  t.ok(session.isEnvOverridden('cron.nightly.schedule.kind'), 'leaves under a JSON value count as overridden');
});

t.test('an override reaches a key in every section', async (t) => {
  const schema = (await load(t, {})).session.schema();
  for (const [section, node] of Object.entries(schema.properties!)) {
    if (section === 'schema_version') continue;
    const r = resolveEnvName(schema, section);
    t.ok(r.ok, `SVC_${section} resolves`);
    const first = Object.keys(node.properties ?? {})[0];
    if (first) t.ok(resolveEnvName(schema, `${section}__${first}`).ok, `SVC_${section}__${first} resolves`);
  }
});

t.test('coercion by schema type', async (t) => {
  const { session } = await load(t, {
    SVC_gateway__require_pairing: 'false',
    SVC_http_request__allowed_domains: 'a.com, b.com,,c.com',
    SVC_web_fetch__allowed_domains: '["x.org", "y.org"]',
    SVC_gateway__path_prefix: '',
    SVC_jira__base_url: '',
    SVC_channels__webhook__w__secret: 's',
    SVC_channels__webhook__w__max_retries: '',
    SVC_conversational_ai__escalation_confidence_threshold: '0.5',
    SVC_gateway__pairing_code: '{"length": 12, "charset": "numeric"}',
  });
  const c = session.config();
  t.equal(get(c, 'gateway.require_pairing'), false);
  t.same(get(c, 'http_request.allowed_domains'), ['a.com', 'b.com', 'c.com']);
  t.same(get(c, 'web_fetch.allowed_domains'), ['x.org', 'y.org']);
  t.equal(get(c, 'gateway.path_prefix'), null, 'empty means null for a nullable field');
  t.equal(get(c, 'jira.base_url'), '', 'and the empty string for a plain string');
  t.equal(get(c, 'channels.webhook.w.max_retries'), null);
  t.equal(get(c, 'conversational_ai.escalation_confidence_threshold'), 0.5);
  t.same(get(c, 'gateway.pairing_code'), { length: 12, charset: 'numeric' });
});

t.test('bad names and values exit 78 naming the variable, the path and what was expected', async (t) => {
  const typo = await refused(t, { SVC_gateway__prot: '1' });
  t.equal(typo.code, 'SVC_ERR_ENV_OVERRIDE');
  t.equal(typo.exitCode, 78);
  t.match(typo.message, 'SVC_gateway__prot did not resolve to a schema path: no field "prot" in section "gateway" (did you mean SVC_gateway__port?)');
  const section = await refused(t, { SVC_gatway__port: '1' });
  t.match(section.message, 'SVC_gatway__port did not resolve to a schema path: no field "gatway" at the top level (did you mean SVC_gateway__port?)');
  const separator = await refused(t, { SVC_gateway_port: '1' });
  t.match(separator.message, 'SVC_gateway_port did not resolve to a schema path: no field "gateway_port" at the top level (did you mean SVC_gateway__port?)');
  const yes = await refused(t, { SVC_gateway__require_pairing: 'yes' });
  t.match(yes.message, 'SVC_gateway__require_pairing: expected true or false for gateway.require_pairing, got "yes"');
  const int = await refused(t, { SVC_gateway__port: '80.5' });
  t.match(int.message, /expected an integer for gateway\.port/);
  const range = await refused(t, { SVC_gateway__port: '70000' });
  t.equal(range.code, 'SVC_ERR_CONFIG_INVALID');
  t.match(range.problems[0]?.message, 'must be <= 65535 (found 70000) (set by SVC_gateway__port)');
  const neg = await refused(t, { SVC_web_search__max_results: '11' });
  t.match(neg.problems[0]?.message, /<= 10 .*SVC_web_search__max_results/);
  const enumBad = await refused(t, { SVC_sop__untrusted_input_guard: 'off' });
  t.match(enumBad.problems[0]?.message, /one of "warn", "block", "sanitize".*SVC_sop__untrusted_input_guard/);
  const json = await refused(t, { SVC_gateway__pairing_code: '{length: 12}' });
  t.match(json.message, /expected a JSON object for gateway\.pairing_code/);
  const alias = await refused(t, { SVC_channels__webhook___x__secret: 's' });
  t.match(alias.message, /alias "_x" in "channels\.webhook"/);
  const version = await refused(t, { SVC_schema_version: '1' });
  t.match(version.message, /schema_version is not overridable/);
  const many = await refused(t, { SVC_a__b: '1', SVC_c__d: '2', SVC_gateway__port: 'x' });
  t.equal(many.problems.length, 3, 'every bad variable at once');
});

t.test('a "did you mean" names a variable that resolves, found from the whole name', async (t) => {
  const schema = (await load(t, {})).session.schema();
  const hint = (tail: string) => {
    const r = resolveEnvName(schema, tail);
    return r.ok ? 'resolved' : r.suggestion;
  };
  const cases: [string, string | undefined][] = [
    ['gatway__port', 'gateway__port'], // a typo in the table: the field after it is kept, not dropped for the table
    ['gateway_port', 'gateway__port'], // `_` for `__`
    ['gateway_pairing_code_length', 'gateway__pairing_code__length'],
    ['gateway__pairingcode__length', 'gateway__pairing_code__length'],
    ['gateway__pairing_code__lenght', 'gateway__pairing_code__length'],
    ['gateway__prot', 'gateway__port'],
    ['gateway__prot__extra', 'gateway__port'], // one typo and a segment too many: the field, which takes a value
    ['gatway', 'gateway'], // a table is a variable too (its value is JSON): it is meant when the whole name is close to it
    ['channels__webhok__main__secret', 'channels__webhook__main__secret'], // the alias as written
    ['channels__webhook__main__scret', 'channels__webhook__main__secret'],
    ['providers__modles__openai__home__model', 'providers__models__openai__home__model'],
    ['gatway__xyz', undefined], // nothing close: no table offered for a field it does not have
    ['schema_versio', undefined], // not overridable, so never suggested
  ];
  for (const [tail, want] of cases) {
    t.equal(hint(tail), want, `SVC_${tail}`);
    if (want) t.equal(hint(want), 'resolved', `SVC_${want} is a real variable`);
  }
});

t.test('uppercase tails are bootstrap names, never overrides', async (t) => {
  const { session } = await load(t, { SVC_GATEWAY__PORT: '1', SVC_Gateway__port: '2' });
  t.equal(get(session.config(), 'gateway.port'), 42617);
  t.same(session.warnings.map((w) => w.variable).sort(), ['SVC_GATEWAY__PORT', 'SVC_Gateway__port']);
});

t.test('SVC_extensions is read before the schema is merged', async (t) => {
  const { session } = await load(t, { SVC_extensions: `${FIXTURES}svc-channel-pigeon`, SVC_channels__pigeon__loft__roost: 'attic' });
  t.equal(get(session.config(), 'channels.pigeon.loft.max_flights'), 10);
  t.ok(session.host.ordered.some((e) => e.definition.name === 'svc-channel-pigeon'));
});

t.test('__proto__, constructor and prototype inside SVC_ JSON values are exit 78 naming the variable, at any depth', async (t) => {
  const { svc } = await import('../../helpers/cli.js');
  const dir = tempConfigDir(t, '');
  const cases: [variable: string, value: string, key: string, at: string][] = [
    ['SVC_observability__log_persistence', '{"__proto__": {"polluted": true}}', '__proto__', 'observability.log_persistence.__proto__'],
    ['SVC_observability__log_persistence', '{"\\u005f_proto__": {"polluted": true}}', '__proto__', 'observability.log_persistence.__proto__'],
    ['SVC_observability__log_persistence', '{"mode": {"deep": {"constructor": {"prototype": {}}}}}', 'constructor', 'observability.log_persistence.mode.deep.constructor'],
    ['SVC_observability__log_persistence__mode', '{"prototype": 1}', 'prototype', 'observability.log_persistence.mode.prototype'],
    ['SVC_observability__log_persistence__list', '[1, {"__proto__": {}}]', '__proto__', 'observability.log_persistence.list[1].__proto__'],
    ['SVC_observability', '{"log_persistence": {"__proto__": {"polluted": true}}}', '__proto__', 'observability.log_persistence.__proto__'],
  ];
  for (const [variable, value, key, at] of cases) {
    const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir, [variable]: value });
    t.equal(r.code, 78, `${variable}=${value}`);
    t.match(r.stderr, `${variable}: the key "${key}" at ${at} is not allowed`, `${variable}=${value}: names the variable and where`);
    t.match(r.stderr, /SVC_ERR_ENV_OVERRIDE/);
  }
  const clean = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir, SVC_observability__log_persistence: '{"mode": "rolling", "keys": ["constructor"]}' });
  t.equal(clean.code, 0, 'the names are refused as keys, not as values');
  t.equal(({} as Record<string, unknown>).polluted, undefined);
});
