// Pieces of the turn: canonical arguments, argument repair, result cuts, and arguments redacted before a tool runs.
import t from 'tap';
import { canonical, cutResult, redactedArguments, repairArguments } from '../../../extensions/agent/turn.js';

t.test('canonical JSON sorts keys at every depth', async (t) => {
  t.equal(canonical({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } }), '{"a":{"c":null,"d":[2,{"x":0,"y":1}]},"b":1}');
});

t.test('arguments: fences and trailing commas repaired; results cut with a marker', async (t) => {
  t.same(repairArguments('```json\n{"q": [1, 2,],}\n```'), { q: [1, 2] });
  t.equal(repairArguments('{nope'), undefined);
  t.equal(cutResult('abcdef', 3), 'abc\n[result cut: 3 more characters (max_tool_result_chars = 3)]');
  t.equal(cutResult('abc', 3), 'abc');
});

t.test('a secret in the arguments is redacted before the tool sees them; a broken redaction refuses', async (t) => {
  const redact = (s: string) => s.replace(/sk-[a-z0-9]+/g, '[REDACTED:api_key]');
  const args = { url: 'https://x.test/?k=sk-abc123', body: { note: 'fine' } };
  t.same(redactedArguments(args, redact), { url: 'https://x.test/?k=[REDACTED:api_key]', body: { note: 'fine' } });
  const clean = { q: 'nothing' };
  t.equal(redactedArguments(clean, redact), clean, 'unchanged: the same object');
  t.equal(redactedArguments({ q: 'x' }, () => '{broken'), undefined);
});
