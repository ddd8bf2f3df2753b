// The README's error table and the error registries (kernel and built-in extensions) say the same thing.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KERNEL_ERRORS, SvcError, defineErrors } from '../../kernel/errors.js';
import { builtinExtensions } from '../../bin/builtins.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

t.test('every registered code has one README row with the same exit code, meaning and action', async (t) => {
  const rows = new Map<string, string[]>();
  for (const m of README.matchAll(/^\| `(SVC_ERR_[A-Z0-9_]+)` \| (\d+) \| (.+?) \| (.+?) \|$/gm)) {
    t.notOk(rows.has(m[1]!), `${m[1]} appears once`);
    rows.set(m[1]!, [m[2]!, m[3]!, m[4]!]);
  }
  const registry = { ...KERNEL_ERRORS };
  for (const ext of builtinExtensions) Object.assign(registry, ext.errors ?? {});
  t.same([...rows.keys()].sort(), Object.keys(registry).sort(), 'same set of codes');
  for (const [code, spec] of Object.entries(registry)) {
    t.same(rows.get(code), [String(spec.exit), spec.meaning, spec.action], code);
  }
});

t.test('codes are well-formed and an SvcError takes its exit code from the registry', async (t) => {
  t.throws(() => defineErrors({ BAD_CODE: { exit: 1, meaning: 'm', action: 'a' } }), /does not match/);
  t.equal(new SvcError('SVC_ERR_CONFIG_INVALID', 'x').exitCode, 78);
  t.equal(new SvcError('SVC_ERR_USAGE', 'x').exitCode, 2);
  t.equal(new SvcError('SVC_ERR_NO_DAEMON', 'x').exitCode, 1);
  const own = defineErrors({ SVC_ERR_PIGEON_LOST: { exit: 78, meaning: 'm', action: 'a' } });
  t.equal(new SvcError('SVC_ERR_PIGEON_LOST', 'x', { registry: own }).exitCode, 78);
});
