// Merging sections and validating a config: defaults, every problem at once, suggestions, semantic checks, broken schemas.
import t from 'tap';
import { defineExtension } from '../../../kernel/extension.js';
import { SvcError } from '../../../kernel/errors.js';
import type { ExtensionDefinition, JsonSchema } from '../../../kernel/types.js';
import { bootWith } from '../../helpers/kernel.js';

const gateway = defineExtension({
  name: 'gateway',
  version: '1.0.0',
  sections: {
    gateway: {
      type: 'object',
      title: 'GatewayConfig',
      additionalProperties: false,
      default: {},
      properties: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'integer', minimum: 0, maximum: 65535, default: 42617 },
        require_pairing: { type: 'boolean', default: true },
        webhook_secret: { type: ['string', 'null'], default: null, 'x-secret': true },
        pairing_code: {
          type: 'object',
          additionalProperties: false,
          default: {},
          properties: {
            length: { type: 'integer', minimum: 6, maximum: 128, default: 32 },
            charset: { type: 'string', enum: ['alphanumeric', 'unambiguous', 'numeric'], default: 'alphanumeric' },
          },
        },
        tls: {
          type: 'object',
          additionalProperties: false,
          required: ['cert_path', 'key_path'],
          properties: { cert_path: { type: 'string' }, key_path: { type: 'string' }, enabled: { type: 'boolean', default: false } },
        },
      },
    },
  },
  apply() {},
});

const agent = defineExtension({
  name: 'agent',
  version: '1.0.0',
  sections: {
    channels: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: { session_persistence: { type: 'boolean', default: true } },
    },
  },
  apply() {},
});

const webhook = defineExtension({
  name: 'webhook-channel',
  version: '1.0.0',
  dependsOn: ['agent'],
  sections: {
    'channels.webhook': {
      type: 'object',
      'x-alias-map': true,
      default: {},
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['secret'],
        properties: { secret: { type: 'string', 'x-secret': true }, port: { type: 'integer', default: 8090 } },
      },
    },
  },
  apply(kernel) {
    kernel.hooks.validateConfig.tap('webhook-channel', (config, report) => {
      const hooks = (config.channels as { webhook: Record<string, { port: number }> }).webhook;
      const seen = new Map<number, string>();
      for (const [alias, c] of Object.entries(hooks)) {
        const other = seen.get(c.port);
        if (other) report.add(`channels.webhook.${alias}.port`, `port ${c.port} is also used by channels.webhook.${other}`);
        seen.set(c.port, alias);
      }
    });
  },
});

const all: ExtensionDefinition[] = [gateway, webhook, agent];

async function problems(t: Parameters<typeof bootWith>[0], toml: string, exts = all): Promise<SvcError> {
  const { session } = await bootWith(t, exts, toml);
  try {
    session.config();
  } catch (err) {
    if (err instanceof SvcError) return err;
    throw err;
  }
  throw new Error('expected the config to be refused');
}

t.test('an empty file yields every default, nested tables included, and tables with required keys stay absent', async (t) => {
  const { session } = await bootWith(t, all, '');
  const config = session.config();
  t.same(config, {
    schema_version: 1,
    extensions: [],
    secrets: { encrypt: true },
    daemon: { start_timeout_secs: 60, shutdown_grace_secs: 10 },
    gateway: { host: '127.0.0.1', port: 42617, require_pairing: true, webhook_secret: null, pairing_code: { length: 32, charset: 'alphanumeric' } },
    channels: { session_persistence: true, webhook: {} },
  });
  t.ok(Object.isFrozen(config) && Object.isFrozen((config.gateway as Record<string, unknown>).pairing_code), 'deeply frozen');
});

t.test('a missing file is all defaults too', async (t) => {
  const { session } = await bootWith(t, all);
  t.equal((session.config().gateway as { port: number }).port, 42617);
});

t.test('every problem is reported at once, each with its dotted path', async (t) => {
  const err = await problems(
    t,
    `
[gateway]
prot = 1
port = 70000
require_pairing = "yes"
[gateway.pairing_code]
charset = "emoji"
[gateway.tls]
enabled = true
[channels.webhook.main]
port = "8090"
[telegram]
token = "x"
`,
  );
  t.equal(err.code, 'SVC_ERR_CONFIG_INVALID');
  t.equal(err.exitCode, 78);
  const byPath = Object.fromEntries(err.problems.map((p) => [p.path, p.message]));
  t.same(Object.keys(byPath).sort(), [
    'channels.webhook.main.port',
    'channels.webhook.main.secret',
    'gateway.pairing_code.charset',
    'gateway.port',
    'gateway.prot',
    'gateway.require_pairing',
    'gateway.tls.cert_path',
    'gateway.tls.key_path',
    'telegram',
  ]);
  t.match(byPath['gateway.prot'], 'unknown key "prot" in "gateway" (did you mean "port"?)');
  t.match(byPath['gateway.port'], 'must be <= 65535 (found 70000)');
  t.match(byPath['gateway.require_pairing'], 'must be of type boolean (found "yes")');
  t.match(byPath['gateway.pairing_code.charset'], 'must be one of "alphanumeric", "unambiguous", "numeric" (found "emoji")');
  t.match(byPath['gateway.tls.cert_path'], 'is required');
  t.match(byPath.telegram, 'unknown key "telegram" at the top level (no loaded extension owns "telegram")');
  for (const p of Object.keys(byPath)) t.match(err.message, `  - ${p}: `, 'the message lists every problem');
});

t.test('semantic checks run after the schema passes and are reported together', async (t) => {
  const err = await problems(
    t,
    '[channels.webhook.a]\nsecret = "s"\nport = 9000\n[channels.webhook.b]\nsecret = "s"\nport = 9000\n[channels.webhook.c]\nsecret = "s"\nport = 9000\n',
  );
  t.same(err.problems.map((p) => p.path), ['channels.webhook.b.port', 'channels.webhook.c.port']);
});

t.test('the merged schema nests child sections, builds unowned parents and annotates owners', async (t) => {
  const { session } = await bootWith(t, all, '');
  const schema = session.schema();
  const channels = schema.properties!.channels!;
  t.equal(channels['x-extension'], 'agent');
  t.equal(channels.properties!.webhook!['x-extension'], 'webhook-channel');
  t.equal(channels.properties!.webhook!['x-alias-map'], true);
  t.equal((channels.properties!.webhook!.additionalProperties as JsonSchema).properties!.secret!['x-secret'], true);
  t.equal(schema.properties!.secrets!['x-extension'], 'kernel');

  const deep = defineExtension({
    name: 'openai',
    version: '1.0.0',
    sections: { 'providers.models.openai': { type: 'object', 'x-alias-map': true, default: {}, additionalProperties: { type: 'object' } } },
    apply() {},
  });
  const s2 = (await bootWith(t, [deep], '')).session;
  const providers = s2.schema().properties!.providers!;
  t.equal(providers['x-extension'], 'kernel', 'no extension claims providers: the kernel, which built it, is its owner');
  t.equal(providers.additionalProperties, false);
  t.ok(providers.properties!.models!.properties!.openai);
  t.same(s2.config().providers, { models: { openai: {} } });
});

t.test('a section that nests inside a key its parent already defines names both owners', async (t) => {
  const thief = defineExtension({ name: 'thief', version: '1', sections: { 'channels.session_persistence': { type: 'boolean' } }, apply() {} });
  const { session } = await bootWith(t, [agent, thief], '');
  t.throws(() => session.schema(), { code: 'SVC_ERR_SECTION_CONFLICT', message: /"channels.session_persistence" is claimed by extension "thief" and already defined by extension "agent"/ });
  const underAlias = defineExtension({ name: 'under', version: '1', dependsOn: ['webhook-channel'], sections: { 'channels.webhook.extra': { type: 'object' } }, apply() {} });
  const s2 = (await bootWith(t, [agent, webhook, underAlias], '')).session;
  t.throws(() => s2.schema(), { code: 'SVC_ERR_SECTION_CONFLICT', message: /"under" claims section "channels.webhook.extra"/ });
});

t.test('a broken section schema names its extension', async (t) => {
  const schemaOf = async (ext: ExtensionDefinition) => (await bootWith(t, [ext], '')).session;
  const typo = defineExtension({ name: 'typo', version: '1', sections: { typo: { type: 'object', properties: { a: { type: 'integer', defualt: 1 } } } }, apply() {} });
  const s1 = await schemaOf(typo);
  t.throws(() => s1.schema(), {
    code: 'SVC_ERR_SECTION_SCHEMA',
    message: /extension "typo" ships an invalid schema for section "typo": #\/properties\/a: unknown keyword "defualt"/,
  });
  const meta = defineExtension({ name: 'meta', version: '1', sections: { meta: { type: 'object', properties: { a: { type: 'integr' } } } }, apply() {} });
  const s2 = await schemaOf(meta);
  t.throws(() => s2.schema(), { code: 'SVC_ERR_SECTION_SCHEMA', message: /extension "meta"/ });
  const regex = defineExtension({ name: 'regex', version: '1', sections: { regex: { type: 'object', properties: { a: { type: 'string', pattern: '(' } } } }, apply() {} });
  const s3 = await schemaOf(regex);
  t.throws(() => s3.config(), { code: 'SVC_ERR_SECTION_SCHEMA', message: /extension "regex"/ }, 'found when compiling, still named');
});
