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

t.test('canonicalJson orders keys by UTF-16 code units at every size (insertion sort below 17 keys, sort above)', async (t) => {
  // Code-unit order, not code-point order: U+FF61 sorts after the surrogate pair of U+1F600 (0xD83D…).
  t.equal(canonicalJson({ '\uff61': 1, '😀': 2, a: 3, B: 4, '': 5 }), '{"":5,"B":4,"a":3,"😀":2,"｡":1}');
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const alphabet = ['a', 'b', 'A', 'é', '😀', '\uff61', '0', '_'];
  for (let n = 0; n <= 40; n++) {
    const obj: Record<string, number> = {};
    for (let i = 0; i < n; i++) obj[Array.from({ length: 1 + Math.floor(random() * 3) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')] = i;
    const expected = `{${Object.keys(obj).sort().map((k) => `${JSON.stringify(k)}:${obj[k]}`).join(',')}}`;
    t.equal(canonicalJson(obj), expected, `${Object.keys(obj).length} keys`);
  }
});
