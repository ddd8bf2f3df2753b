// The kernel's JSON helpers: canonical JSON and the nesting check that runs before any parse.
import t from 'tap';
import { canonicalJson, jsonDepthWithin } from '../../kernel/index.js';

const depthOk = (text: string, max = 3) => jsonDepthWithin(Buffer.from(text), max);

t.test('jsonDepthWithin counts arrays and objects, skipping strings and escapes, without recursion', async (t) => {
  t.ok(depthOk('[[[1]]]'));
  t.notOk(depthOk('[[[[1]]]]'));
  t.notOk(depthOk('{"a":{"b":[{"c":1}]}}'));
  t.ok(depthOk('[1,[2],[3],{"a":[4]}]'), 'siblings do not add up');
  t.ok(depthOk('{"s":"[[[[[[{{{{"}'), 'brackets in strings');
  t.ok(depthOk('{"s":"\\"[[[[[["}'), 'an escaped quote stays in the string');
  t.notOk(depthOk('{"s":"\\\\","t":[[[1]]]}'), 'an escaped backslash does not escape the closing quote');
  t.ok(depthOk('"é😀[[[["'), 'multi-byte UTF-8 never looks like a bracket');
  t.notOk(jsonDepthWithin(Buffer.from('['.repeat(1_000_000)), 64), 'a million open brackets: no stack involved');
});

t.test('canonicalJson (RFC 8785) refuses non-finite numbers', async (t) => {
  t.equal(canonicalJson({ b: [1, { z: null, a: 'é' }], a: 1e21 }), '{"a":1e+21,"b":[1,{"a":"é","z":null}]}');
  t.throws(() => canonicalJson({ a: Infinity }), /NaN or Infinity/);
});
