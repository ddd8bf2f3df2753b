// The six-rule alias grammar, alone and through real validation of a TOML file.
import t from 'tap';
import { checkAlias } from '../../../lib/config/aliases.js';
import { defineExtension } from '../../../kernel/extension.js';
import { SvcError } from '../../../kernel/errors.js';
import { bootWith } from '../../helpers/kernel.js';

const VALID = ['default', 'prod_v2', 'a', 'a'.repeat(63), '0', 'x1_y2_z3'];
const INVALID: [string, string][] = [
  ['', 'empty'],
  ['a'.repeat(64), 'too_long'],
  ['MyAlias', 'bad_first_char'],
  ['_bad', 'bad_first_char'],
  ['bad_', 'bad_last_char'],
  ['foo__bar', 'double_underscore'],
  ['my-alias', 'invalid_char'],
  ['myAlias', 'invalid_char'],
  // Rules are checked in order, so each alias breaks the first rule it meets.
  ['_Bad__x', 'bad_first_char'],
  ['ab__', 'bad_last_char'],
  ['a__B', 'bad_last_char'],
  ['a__b-c', 'double_underscore'],
  ['a.b', 'invalid_char'],
];

t.test('valid aliases pass', async (t) => {
  for (const alias of VALID) t.equal(checkAlias(alias), undefined, alias);
});

t.test('each invalid alias names the rule it breaks', async (t) => {
  for (const [alias, rule] of INVALID) t.equal(checkAlias(alias)?.rule, rule, JSON.stringify(alias));
  t.match(checkAlias('a'.repeat(64))!.message, /at most 63 characters long \(this one has 64\)/);
  t.match(checkAlias('my-alias')!.message, /not "-"/);
});

const zoo = defineExtension({
  name: 'zoo',
  version: '1.0.0',
  sections: {
    agents: {
      type: 'object',
      'x-alias-map': true,
      default: {},
      additionalProperties: { type: 'object', additionalProperties: false, properties: { enabled: { type: 'boolean', default: true } } },
    },
  },
  apply() {},
});

t.test('every bad alias in a file is reported at once with section path and rule', async (t) => {
  const bad = INVALID.filter(([a]) => a !== '');
  const toml = [...VALID, ...bad.map(([a]) => a)].map((a) => `[agents.${JSON.stringify(a)}]\nenabled = true\n`).join('\n') + '\n[agents.""]\n';
  const { session } = await bootWith(t, [zoo], toml);
  let err: SvcError | undefined;
  try {
    session.config();
  } catch (e) {
    err = e as SvcError;
  }
  t.equal(err?.code, 'SVC_ERR_CONFIG_INVALID');
  t.equal(err?.exitCode, 78);
  t.equal(err!.problems.length, INVALID.length, 'one problem per bad alias, none for the valid ones');
  for (const [alias, rule] of INVALID) {
    const p = err!.problems.find((x) => x.message.startsWith(`alias ${JSON.stringify(alias)} `));
    t.ok(p, `problem for ${JSON.stringify(alias)}`);
    t.match(p?.message, `in "agents" breaks the rule "${rule}"`);
  }
});

t.test('valid aliases load', async (t) => {
  const toml = VALID.map((a) => `[agents.${JSON.stringify(a)}]\n`).join('');
  const { session } = await bootWith(t, [zoo], toml);
  t.same(Object.keys(session.config().agents as object).sort(), [...VALID].sort());
});
