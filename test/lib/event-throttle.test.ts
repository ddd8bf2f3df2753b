// The event throttle (issue 37): a flood of one key writes one event and one summary per window; distinct keys past
// maxKeys share the overflow key, so neither memory nor written lines grow with the flood.
import t from 'tap';
import { EventThrottle, OVERFLOW_KEY } from '../../lib/event-throttle.js';

t.test('one event and one summary per key and window', async (t) => {
  let now = 0;
  const summaries: [string, number, string][] = [];
  const th = new EventThrottle<string>({ windowMs: 1000, maxKeys: 4, now: () => now }, (key, count, sample) => summaries.push([key, count, sample]));
  t.teardown(() => th.close());
  let written = 0;
  for (let i = 0; i < 10_000; i++) if (th.admit('a', `first ${i}`)) written++;
  t.equal(written, 1, 'only the first of the flood is written');
  t.ok(th.admit('b', 'b'), 'positive control: another key is written');
  th.flush();
  t.same(summaries, [], 'no summary before the window ends');
  now = 1000;
  th.flush();
  t.same(summaries, [['a', 9_999, 'first 0']], 'one summary with the count of what was left out');
  t.ok(th.admit('a', 'again'), 'the next window writes its first event again');
  now = 2000;
  th.flush();
  t.equal(summaries.length, 1, 'a window with nothing left out needs no summary');
});

t.test('keys beyond maxKeys share the overflow key', async (t) => {
  let now = 0;
  const summaries: [string, number][] = [];
  const th = new EventThrottle<null>({ windowMs: 1000, maxKeys: 3, now: () => now }, (key, count) => summaries.push([key, count]));
  t.teardown(() => th.close());
  let written = 0;
  for (let i = 0; i < 1000; i++) if (th.admit(`k${i}`, null)) written++;
  t.equal(written, 3, 'maxKeys distinct keys are written, the rest only counted');
  t.ok(th.size <= 4, 'memory stays bounded');
  now = 1000;
  th.close();
  t.same(summaries, [[OVERFLOW_KEY, 997]]);
  t.ok(th.admit('k1', null), 'after the windows end, keys are written again');
});
