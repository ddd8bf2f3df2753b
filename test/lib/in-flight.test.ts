// The drain helper: waits for work until a deadline, counts what settled, and leaves no listener on the deadline.
import t from 'tap';
import { getEventListeners } from 'node:events';
import { InFlight, untilDeadline } from '../../lib/in-flight.js';

/** How many abort listeners a signal holds now. */
const listeners = (signal: AbortSignal): number => getEventListeners(signal, 'abort').length;

t.test('untilDeadline: true when the work settles first, rejected work included; the listener is removed', async (t) => {
  const deadline = new AbortController();
  t.equal(await untilDeadline(Promise.resolve(1), deadline.signal), true);
  t.equal(await untilDeadline(Promise.reject(new Error('x')), deadline.signal), true);
  t.equal(listeners(deadline.signal), 0);
});

t.test('untilDeadline: false when the deadline passes first, or has passed already', async (t) => {
  const deadline = new AbortController();
  const never = new Promise<void>(() => {});
  const waiting = untilDeadline(never, deadline.signal);
  t.equal(listeners(deadline.signal), 1, 'positive control: the wait listens to the deadline');
  deadline.abort();
  t.equal(await waiting, false);
  t.equal(await untilDeadline(never, deadline.signal), false);
});

t.test('InFlight: idle once the last item leaves; settled counts what left', async (t) => {
  const work = new InFlight<string>();
  const deadline = new AbortController();
  t.equal(await work.idle(deadline.signal), true, 'an empty set is idle at once');
  work.add('a');
  work.add('b');
  let idle: boolean | undefined;
  const waiting = work.idle(deadline.signal).then((v) => (idle = v));
  work.delete('a');
  await Promise.resolve();
  t.equal(idle, undefined, 'one item is still in flight');
  t.equal(work.delete('missing'), false);
  work.delete('b');
  await waiting;
  t.equal(idle, true);
  t.equal(work.settled, 2);
  t.equal(listeners(deadline.signal), 0);
});

t.test('InFlight: the deadline ends the wait and leaves the items for their owner to report', async (t) => {
  const work = new InFlight<number>();
  work.add(1);
  work.add(2);
  const deadline = new AbortController();
  const waiting = work.idle(deadline.signal);
  deadline.abort();
  t.equal(await waiting, false);
  t.same(work.values(), [1, 2]);
  t.same(work.clear(), [1, 2]);
  t.equal(work.size, 0);
  t.equal(work.settled, 0, 'what was cleared did not settle');
});
