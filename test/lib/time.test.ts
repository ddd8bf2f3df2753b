// Timers from config: clamped to what Node honours, and the system clock's sleep is abortable.
import t from 'tap';
import { MAX_TIMER_MS, systemClock, timerMs } from '../../kernel/index.js';

t.test('delays above 2^31-1 ms are clamped, never wrapped to 1 ms', async (t) => {
  t.equal(timerMs(2 ** 40), MAX_TIMER_MS);
  t.equal(timerMs(10 ** 9 * 1000), MAX_TIMER_MS, 'a billion seconds');
  t.equal(timerMs(-5), 0);
  t.equal(timerMs(1500), 1500);
});

t.test('the system clock sleeps for real and stops when aborted', async (t) => {
  const t0 = Date.now();
  await systemClock.sleep(30);
  t.ok(Date.now() - t0 >= 25);
  const ac = new AbortController();
  const pending = systemClock.sleep(60_000, ac.signal);
  setTimeout(() => ac.abort(new Error('stop')), 10);
  await t.rejects(pending, { message: 'stop' });
  await t.rejects(systemClock.sleep(10, AbortSignal.abort(new Error('already'))), { message: 'already' });
});
