// Config accepted before it runs (x-inert): which written paths are reported, which are refused, where a running
// section below an inert one starts, and the list `svc config inert` and `svc status` print.
import t from 'tap';
import { s } from '../../../lib/schema-builders.js';
import { mergeSections } from '../../../kernel/config/schema.js';
import { checkInert, covers, inertPaths, inertRules, inertSections, inertWarning, modeAt } from '../../../lib/config/inert.js';
import { lintSchema } from '../../../lib/config/schema-lint.js';

const claims = [
  {
    path: 'feature',
    extension: 'feat',
    schema: s.table('Feature', 'A running section.', {
      acts: s.int(1, 'Runs.'),
      idle: s.int(0, 'Does nothing yet.', { inert: 'unused' }),
      sub: s.table(undefined, 'A sub-table that does nothing yet.', { enabled: s.bool(false, 'On.'), depth: s.int(1, 'Depth.') }, { inert: 'unused' }),
      items: s.aliasMap(undefined, 'Entries.', s.table(undefined, 'One.', { used: s.bool(true, 'Used.'), ignored: s.str('', 'Ignored.', { inert: 'unused' }) })),
    }),
  },
  {
    path: 'later',
    extension: 'reserved',
    schema: s.table('Later', 'Accepted before it runs.', {
      enabled: s.bool(true, 'On.'),
      lock: s.table(undefined, 'Protection.', { enabled: s.bool(false, 'On.'), level: s.int(1, 'Level.') }, { inert: 'refuse' }),
      nested: s.table('Nested', 'Holds a running section.', {}),
    }, { inert: 'warn' }),
  },
  { path: 'later.nested.live', extension: 'live', schema: s.table('Live', 'Runs on its own.', { on: s.bool(true, 'On.') }) },
  { path: 'gates', extension: 'reserved', schema: s.aliasMap('Gates', 'Restrictions.', s.open('One gate.'), { inert: 'refuse-entries' }) },
  { path: 'scores', extension: 'reserved', schema: s.table('Scores', 'A table refused as a whole.', { start: s.num(0.8, 'Start.') }, { inert: 'refuse-entries' }) },
];
const schema = mergeSections(claims);
const rules = inertRules(schema);

t.test('the modes lint, and unused says so in its description', async (t) => {
  t.same(lintSchema(schema, 'root'), []);
  t.match(lintSchema({ type: 'object', 'x-inert': 'maybe' }, 'x'), [/x-inert must be "warn", "refuse", "refuse-entries", "unused"/]);
  t.match(claims[0]!.schema.properties!.idle!.description, /Not running yet/);
  t.notMatch(claims[0]!.schema.properties!.acts!.description, /Not running yet/);
});

t.test('the longest rule governs a path; a running section below an inert table runs', async (t) => {
  t.equal(modeAt(rules, ['feature', 'acts']), undefined);
  t.equal(modeAt(rules, ['feature', 'idle']), 'unused');
  t.equal(modeAt(rules, ['feature', 'sub', 'depth']), 'unused');
  t.equal(modeAt(rules, ['feature', 'items', 'a', 'ignored']), 'unused', 'an alias level matches any alias');
  t.equal(modeAt(rules, ['feature', 'items', 'a', 'used']), undefined);
  t.equal(modeAt(rules, ['later', 'enabled']), 'warn');
  t.equal(modeAt(rules, ['later', 'lock', 'enabled']), 'refuse');
  t.equal(modeAt(rules, ['later', 'nested', 'live', 'on']), undefined, 'the section of another extension below runs');
});

t.test('what a config writes that does not run is listed once, sorted; defaults are not', async (t) => {
  const r = checkInert(rules, {
    feature: { acts: 2, idle: 3, sub: { enabled: true }, items: { a: { used: false, ignored: 'x' } } },
    later: { enabled: true, lock: { level: 2 }, nested: { live: { on: false } } },
  });
  t.same(r.problems, []);
  t.same(r.written, ['feature.idle', 'feature.items.a.ignored', 'feature.sub.enabled', 'later.enabled', 'later.lock.level']);
  t.same(checkInert(rules, {}).written, [], 'nothing written, nothing reported (a default true does not count)');
  t.match(inertWarning(r.written), /^config writes 5 keys that do not run yet .*: feature\.idle, .*; svc config inert lists every such path$/);
  t.match(inertWarning(['a.b']), /^config writes 1 key that does not run yet/);
});

t.test('refused: enabled = true where it promises protection, and anything written in a refuse-entries table', async (t) => {
  const r = checkInert(rules, { later: { lock: { enabled: true } }, gates: { admins: { who: 'me' } }, scores: { start: 0.5 } });
  t.same(r.problems.map((p) => p.path).sort(), ['gates.admins', 'later.lock.enabled', 'scores.start']);
  t.match(r.problems.find((p) => p.path === 'later.lock.enabled')!.message, /enabled = true is refused: .*\[later\.lock\]/);
  t.match(r.problems.find((p) => p.path === 'gates.admins')!.message, /^is refused: .*\[gates\].*remove gates\.admins$/);
  t.same(checkInert(rules, { later: { lock: { enabled: false } } }).problems, [], 'enabled = false is accepted');
  t.same(checkInert(rules, { later: { enabled: true } }).problems, [], 'a warn table only reports');
});

t.test('every path that does not run: topmost, a table that holds a running section split into its keys', async (t) => {
  t.same(
    inertPaths(schema).map((p) => `${p.path} ${p.kind} ${p.extension} ${p.mode}`),
    [
      'feature.idle key feat unused',
      'feature.items.<alias>.ignored key feat unused',
      'feature.sub key feat unused',
      'gates section reserved refuse-entries',
      'later.enabled key reserved warn',
      'later.lock key reserved refuse',
      'scores section reserved refuse-entries',
    ],
  );
  t.same(inertSections(schema), ['gates', 'later', 'scores']);
  t.same(inertSections(schema, (ext) => ext === 'feat'), ['feature', 'gates', 'later', 'scores'], 'a section of an extension that runs nothing');
  t.ok(covers('feature.items.<alias>.ignored', 'feature.items.a.ignored'));
  t.ok(covers('later', 'later.lock.level'));
  t.notOk(covers('feature.idle', 'feature.acts'));
});
