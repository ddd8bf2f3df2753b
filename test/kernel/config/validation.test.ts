// The pure validation: config-phase hooks only, no logging, notices handed to the caller, every problem at once.
import t from 'tap';
import { createKernelHooks } from '../../../kernel/hooks.js';
import { validateRaw, type ValidationNotice } from '../../../kernel/config/validation.js';
import { inertRules } from '../../../lib/config/inert.js';
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/types.js';

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    probe: s.table('ProbeConfig', 'A probe.', { level: s.int(1, 'A level.', { min: 0 }), token: s.optStr('A token.', { secret: true }) }),
  },
};
const paths = { configDir: '/nonexistent', dataDir: '/nonexistent/data', configFile: '/nonexistent/config.toml' };

t.test('validates with defaults, fires only rawConfig and validateConfig, hands notices over, logs nothing', async (t) => {
  const hooks = createKernelHooks();
  const fired: string[] = [];
  hooks.rawConfig.tap('probe', (raw) => (fired.push('rawConfig'), raw));
  hooks.validateConfig.tap('probe', () => void fired.push('validateConfig'));
  hooks.configValidated.tap('probe', () => void fired.push('configValidated'));
  const ctx = { schema, claims: [], inertRules: inertRules(schema), hooks, paths };
  const notices: ValidationNotice[] = [];
  const v = validateRaw(ctx, {}, false, { SVC_probe__token: 'tok-12345' }, (n) => notices.push(n));
  t.same(v.config, { probe: { level: 1, token: 'tok-12345' } });
  t.ok(Object.isFrozen(v.config) && Object.isFrozen(v.config.probe), 'frozen');
  t.equal(v.overrides.get('probe.token'), 'SVC_probe__token');
  t.same(fired, ['rawConfig', 'validateConfig'], 'no lifecycle hook');
  t.same(notices, [{ kind: 'env-secret', variable: 'SVC_probe__token', path: 'probe.token' }]);
  t.throws(() => validateRaw(ctx, { probe: { level: -1, extra: 1 } }, true, {}), { code: 'SVC_ERR_CONFIG_INVALID', problems: [{ path: 'probe.extra' }, { path: 'probe.level' }] });
});
