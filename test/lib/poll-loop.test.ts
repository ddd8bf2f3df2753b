// The shared-mode poll: runs on its timer, never two runs at once, and stop waits for the run in flight. The windows
// in which nothing may happen are measured by a control loop on the same interval: it ticks while they last.
import t, { type Test } from 'tap';
import { PollLoop } from '../../lib/poll-loop.js';
import { waitFor } from '../helpers/wait.js';

/** A loop that only counts its runs: the clock of the "nothing happened" windows. */
function control(t: Test, ms: number): () => number {
  let ticks = 0;
  const loop = new PollLoop(async () => void (ticks += 1), ms);
  loop.start();
  t.teardown(() => loop.stop());
  return () => ticks;
}

t.test('one run at a time; stop ends the ticks and waits for the run in flight', async (t) => {
  let runs = 0;
  let inFlight = 0;
  let most = 0;
  let release: (() => void) | undefined;
  const loop = new PollLoop(async () => {
    runs += 1;
    inFlight += 1;
    most = Math.max(most, inFlight);
    if (runs === 1) await new Promise<void>((r) => (release = r));
    inFlight -= 1;
  }, 2);
  loop.start();
  loop.start(); // a second start adds no timer
  await waitFor(() => release !== undefined, 'the first run');
  const ticks = control(t, 2);
  await waitFor(() => ticks() >= 10, 'ten ticks of a control loop while the first run is held');
  t.equal(runs, 1, 'no tick starts a run while one is in flight');
  release!();
  await waitFor(() => runs >= 3, 'runs go on once the first has ended (positive control)');

  // stop resolves only after the run in flight has ended.
  const order: string[] = [];
  let finish: (() => void) | undefined;
  const held = new PollLoop(async () => {
    if (finish) return;
    order.push('run started');
    await new Promise<void>((r) => (finish = r));
    order.push('run ended');
  }, 1);
  held.start();
  await waitFor(() => finish !== undefined, 'the held run');
  const stopping = held.stop().then(() => void order.push('stopped'));
  await new Promise((r) => setImmediate(r));
  finish!();
  await stopping;
  t.same(order, ['run started', 'run ended', 'stopped'], 'stop waits for the run in flight');

  await loop.stop();
  const after = runs;
  const seen = ticks();
  await waitFor(() => ticks() >= seen + 10, 'ten more ticks of the control loop after stop');
  t.equal(runs, after, 'no run after stop');
  t.equal(most, 1, 'never two runs at once');
});
