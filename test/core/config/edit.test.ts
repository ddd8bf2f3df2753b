// The config writer (svc config set, PATCH /api/config, svc onboard): new tables are written as [a.b.c] sections.
import t from 'tap';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinExtensions } from '../../../bin/builtins.js';
import { boot } from '../../../runner/boot.js';
import { editConfigFile, setIn } from '../../../core/config/edit.js';
import { LogRoot } from '../../../kernel/logger.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const open = (dir: string) => boot({ builtins: builtinExtensions, env: { SVC_CONFIG_DIR: dir }, logRoot: new LogRoot({ fd: 2, level: 'silent', pretty: false }) });

/** Writes `values` (dotted path -> value) through the real writer, as `svc config set` does, and returns the file. */
async function write(dir: string, values: Record<string, unknown>): Promise<string> {
  const session = await open(dir);
  await editConfigFile(session, (doc) => {
    for (const [path, value] of Object.entries(values)) setIn(doc, path.split('.'), value);
  }, Object.keys(values));
  return readFileSync(join(dir, 'config.toml'), 'utf8');
}

/** What the configuration guide shows an operator doing next: adding a table by hand at the end of the file. */
async function appendAndLoad(dir: string, text: string) {
  appendFileSync(join(dir, 'config.toml'), text);
  return (await open(dir)).config() as { providers: { models: Record<string, Record<string, Record<string, unknown>>> } };
}

t.test('a new nested table is a [a.b.c] section, so a table added by hand after it still loads', async (t) => {
  const dir = tempConfigDir(t);
  const text = await write(dir, { 'providers.models.openai.default.model': 'gpt-4o-mini', 'providers.models.openai.default.base_url': 'http://127.0.0.1:9/v1' });
  t.equal(text, '[providers.models.openai.default]\nmodel = "gpt-4o-mini"\nbase_url = "http://127.0.0.1:9/v1"\n', 'one header, no inline table, no empty headers on the way');
  const config = await appendAndLoad(dir, '\n[providers.models.echo.test]\n');
  t.same(Object.keys(config.providers.models.echo!), ['test'], 'the appended table loads');
  t.equal(config.providers.models.openai!.default!.model, 'gpt-4o-mini', 'and the written one with it');
});

t.test('new tables beside the operator\'s own: comments and order kept, new sections at the end', async (t) => {
  const before = '# my providers\n[providers.models.openai.home]\nmodel = "llama3.1" # local\n\n[gateway]\nport = 42617\n';
  const dir = tempConfigDir(t, before);
  const text = await write(dir, {
    'providers.models.anthropic.cloud.model': 'claude-sonnet-4-5',
    'gateway.pairing_code': { length: 12, charset: 'numeric' },
    'gateway.port': 42618,
  });
  t.equal(
    text,
    '# my providers\n[providers.models.openai.home]\nmodel = "llama3.1" # local\n\n[gateway]\nport = 42618\n\n[providers.models.anthropic.cloud]\nmodel = "claude-sonnet-4-5"\n\n[gateway.pairing_code]\nlength = 12\ncharset = "numeric"\n',
  );
  const config = await appendAndLoad(dir, '\n[providers.models.echo.test]\n\n[providers.models.anthropic.cloud.headers]\nx-team = "ops"\n');
  t.ok(config.providers.models.echo!.test, 'a table appended by hand loads');
  t.same(config.providers.models.anthropic!.cloud!.headers, { 'x-team': 'ops' }, 'also one below a table the writer made');
});

t.test('an inline table the operator wrote stays inline, and what goes inside it too', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\npairing_code = { length = 12 }\n\n[providers]\nmodels = { openai = { home = { model = "m" } } }\n');
  const text = await write(dir, { 'gateway.pairing_code.charset': 'numeric', 'providers.models.openai.cloud.model': 'n' });
  t.match(text, /^pairing_code = \{ length = 12, charset = "numeric" \}$/m);
  t.match(text, /^models = \{ openai = \{ home = \{ model = "m" \}, cloud = \{ model = "n" \} \} \}$/m, 'a table inside an inline table can only be inline');
  const config = (await open(dir)).config() as { providers: { models: { openai: Record<string, { model: string }> } } };
  t.equal(config.providers.models.openai.cloud!.model, 'n');
});
