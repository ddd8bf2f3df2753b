// Config paths as TOML dotted keys (lib/config/path.ts): what svc config and the admin API accept and print.
import t from 'tap';
import { parsePath, pathSegments, tomlPath } from '../../../lib/config/path.js';

t.test('parsePath reads bare, "basic" and \'literal\' segments', async (t) => {
  t.same(pathSegments('gateway.port'), ['gateway', 'port']);
  t.same(pathSegments('a."gpt-4.1".b'), ['a', 'gpt-4.1', 'b']);
  t.same(pathSegments("a.'x.y'.b"), ['a', 'x.y', 'b']);
  t.same(pathSegments('a . "b c" . d'), ['a', 'b c', 'd'], 'blanks around dots, as TOML allows');
  t.same(pathSegments('a."q\\"uote"'), ['a', 'q"uote'], 'escapes of a basic string');
  t.same(pathSegments("a.'lit\\eral'"), ['a', 'lit\\eral'], 'a literal string keeps backslashes');
  t.same(parsePath('api-key'), [{ key: 'api-key', bare: true }]);
  t.same(parsePath('"api-key"'), [{ key: 'api-key', bare: false }], 'a quoted segment is marked: never read as a kebab-case field');
});

t.test('parsePath refuses what is not a path, saying why', async (t) => {
  for (const bad of ['', 'a.', '.a', 'a..b', 'a."b', "a.'b", 'a.b"', 'a b', 'a.[0]', 'a."\\x"']) {
    t.type(parsePath(bad), 'string', JSON.stringify(bad));
    t.equal(pathSegments(bad), undefined);
  }
  t.match(parsePath('a."b'), /unclosed " quote/);
});

t.test('tomlPath quotes only what a bare key cannot hold, and parses back', async (t) => {
  t.equal(tomlPath(['gateway', 'port']), 'gateway.port');
  t.equal(tomlPath(['m', 'gpt-4.1', 'x']), 'm."gpt-4.1".x');
  for (const segments of [['a', 'gpt-4.1'], ['a', 'b c', 'd"e'], ['a', 'ü'], ['a', '']]) t.same(pathSegments(tomlPath(segments)), segments);
});
