// Warnings raised during a config write reach the writer; outside a write, raising one is a no-op.
import t from 'tap';
import { collectConfigWarnings, configWarning } from '../../lib/config-warnings.js';

t.test('warnings of a write are collected once each, across awaits; none leak into another write', async (t) => {
  configWarning('outside any write'); // no write in progress: dropped
  const { result, warnings } = await collectConfigWarnings(async () => {
    configWarning('first user locks out 2 tokens');
    await new Promise((r) => setImmediate(r));
    configWarning('first user locks out 2 tokens');
    configWarning('second');
    return 42;
  });
  t.equal(result, 42);
  t.same(warnings, ['first user locks out 2 tokens', 'second'], 'kept once each, in order, after an await too');
  const [a, b] = await Promise.all([
    collectConfigWarnings(async () => void configWarning('a')),
    collectConfigWarnings(async () => void configWarning('b')),
  ]);
  t.same([a.warnings, b.warnings], [['a'], ['b']], 'two writes at once keep their own');
});
