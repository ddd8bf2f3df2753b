// Every key of every built-in section is read by its extension's runtime code or marked as not running yet (x-inert);
// the heuristic that decides "read" is checked on its own, and a key that nothing reads is found.
import t from 'tap';
import { s } from '../../lib/schema-builders.js';
import { mergeSections } from '../../kernel/config/schema.js';
import { findings, readNames, unconsumedKeys } from '../../scripts/key-consumption.js';

t.test('every built-in key is read at run time, marked as not running, or allowed with a reason', async (t) => {
  const { unread, staleAllow } = findings();
  t.same(
    unread.map((f) => `${f.owner}: ${f.path}`),
    [],
    'a key listed here is read by no runtime code of its extension: make it act, or mark it { inert: "unused" } after checking that it does nothing',
  );
  t.same(staleAllow, [], 'scripts/key-consumption-allow.json names no key of the schema');
});

t.test('what counts as reading a key', async (t) => {
  const names = readNames(`
    const a = config.alpha;
    const b = config?.beta;
    const c = config['gamma'];
    const { delta, epsilon: e, zeta = 1 } = settings();
    const f = ({ eta }: Settings) => eta;
    const g = { theta: 1 };
    interface X { readonly iota: number }
  `);
  for (const n of ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta']) t.ok(names.has(n), `${n} is read`);
  for (const n of ['theta', 'iota']) t.notOk(names.has(n), `${n} is only written or declared`);
});

t.test('a key no code reads is found; one marked unused is not', async (t) => {
  const section = s.table('Probe', 'A probe section.', {
    read_nowhere: s.int(1, 'Read by nothing.'),
    marked: s.int(1, 'Marked.', { inert: 'unused' }),
    table: s.table(undefined, 'A table marked as a whole.', { inner: s.bool(true, 'Inner.') }, { inert: 'unused' }),
    items: s.aliasMap(undefined, 'Aliases.', s.table(undefined, 'One.', { deep: s.str('', 'Deep.') })),
  });
  const claims = [{ path: 'probe', extension: 'no-such-extension', schema: section }];
  const found = unconsumedKeys(claims, mergeSections(claims));
  t.same(found.map((f) => f.path), ['probe.items.<alias>.deep', 'probe.read_nowhere']);
  t.match(section.properties!.marked!.description, /Not running yet/, 'the mark says so in the description');
});
