// What a config change touched (restart_required, "config reloaded"): the paths someone changed, not the defaults a
// new table brings along (issue 33: one `svc config set` listed every default of the provider table it created).
import t from 'tap';
import { builtinExtensions } from '../../../bin/builtins.js';
import { boot } from '../../../runner/boot.js';
import { changedPaths } from '../../../core/config/changes.js';
import { LogRoot } from '../../../kernel/logger.js';
import type { ConfigObject, JsonSchema } from '../../../kernel/types.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const open = (dir: string) => boot({ builtins: builtinExtensions, env: { SVC_CONFIG_DIR: dir }, logRoot: new LogRoot({ fd: 2, level: 'silent', pretty: false }) });

t.test('a new provider table is the paths written in it, not its defaults', async (t) => {
  const session = await open(tempConfigDir(t));
  const schema = session.schema();
  const before = session.config();
  const after = session.check({ providers: { models: { openai: { home: { model: 'llama3.1' } } } } }).config;
  t.same(changedPaths(schema, before, after), ['providers.models.openai.home.model']);
  const removed = changedPaths(schema, after, before);
  t.same(removed, ['providers.models.openai.home.model'], 'removing it is the same one path');
  const more = session.check({ providers: { models: { openai: { home: { model: 'llama3.1', timeout_secs: 7 } } } } }).config;
  t.same(changedPaths(schema, before, more), ['providers.models.openai.home.model', 'providers.models.openai.home.timeout_secs']);
  t.same(changedPaths(schema, after, more), ['providers.models.openai.home.timeout_secs'], 'a value on both sides counts whatever it is');
});

t.test('a value set back to its default is still a change; a table of defaults alone is listed by its leaves', async (t) => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      port: { type: 'integer', default: 1 },
      things: { type: 'object', default: {}, additionalProperties: { type: 'object', properties: { size: { type: 'integer', default: 3 } } } },
    },
  };
  const base: ConfigObject = { port: 5, things: {} };
  t.same(changedPaths(schema, base, { port: 1, things: {} }), ['port']);
  t.same(changedPaths(schema, base, { port: 5, things: { a: { size: 3 } } }), ['things', 'things.a.size'], 'only defaults differ: they are what changed');
  t.same(changedPaths(schema, base, { port: 5, things: { a: { size: 4 } } }), ['things.a.size']);
  t.same(changedPaths(schema, base, base), []);
});
