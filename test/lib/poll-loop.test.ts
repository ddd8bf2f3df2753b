// The shared-mode poll: runs on its timer, never two runs at once, and stop waits for the run in flight.
import t from 'tap';
import { PollLoop } from '../../lib/poll-loop.js';
import { waitFor } from '../helpers/wait.js';

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
  const ticksWhileHeld = runs;
  await new Promise((r) => setTimeout(r, 20)); // ten ticks come while the first run is held
  t.equal(runs, ticksWhileHeld, 'no tick starts a run while one is in flight');
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
  await new Promise((r) => setTimeout(r, 10));
  t.equal(runs, after, 'no run after stop');
  t.equal(most, 1, 'never two runs at once');
});
