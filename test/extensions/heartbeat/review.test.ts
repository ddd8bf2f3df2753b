// Review fixes of the heartbeat and escalation (issue 36): a config reload starts, reschedules and stops the heartbeat;
// alerts name a class of failure, never the provider's error text (canary secret in the upstream body); a heartbeat
// whose only provider is down raises one alert (the outage's), while one that fails otherwise raises its own; the lease
// is renewed after each heartbeat, so an adaptive interval that grows never outruns it.
import t from 'tap';
import { openaiAnswers } from '../../../bin/testing.js';
import { HeartbeatWorker, type Lease } from '../../../extensions/heartbeat/worker.js';
import type { HeartbeatConfig } from '../../../extensions/heartbeat/config.generated.js';
import type { SectionAccess } from '../../../kernel/index.js';
import { manualClock } from '../../helpers/agent.js';
import { waitFor } from '../../helpers/wait.js';
import { heartbeatDaemon } from './harness.js';

type T = Parameters<typeof heartbeatDaemon>[0];

const MIN = 60_000;
const CANARY = 'sk-CANARY-7f3c9d2e1b0a4c5d';

/** The heartbeat daemon with its escalation to webhook.out; `sent` gives the texts that went out. */
async function daemon(t: T, enabled: boolean) {
  const d = await heartbeatDaemon(t, 'message = "check the disk"', { enabled, extra: '[escalation]\nalert_channels = ["webhook.out"]' });
  return { ...d, sent: () => d.sent().map((m) => m.content) };
}

t.test('a config reload starts, reschedules and stops the heartbeat', async (t) => {
  const d = await daemon(t, false);
  await d.clock.advance(60 * MIN);
  t.equal(d.model.requests.length, 0, 'off: no heartbeat');
  const on = await d.store.set({ 'heartbeat.enabled': true }, 'test');
  t.same(on.restartRequired, [], 'no restart needed');
  t.ok(d.logs.some((l) => l.ext === 'heartbeat' && l.msg === 'heartbeat started'), 'started by the reload');
  d.model.push(openaiAnswers.text('SKIP'));
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.skipped === 1, 'the first heartbeat, one interval after the reload');

  await d.store.set({ 'heartbeat.interval_minutes': 5 }, 'test');
  t.equal(d.hb.status().interval_minutes, 5, 'rescheduled');
  d.model.push(openaiAnswers.text('SKIP'));
  await d.clock.advance(5 * MIN);
  await waitFor(() => d.hb.status().counts.skipped === 2, 'the next heartbeat comes at the new interval, not 30 minutes later');

  await d.store.set({ 'heartbeat.enabled': false }, 'test');
  const asked = d.model.requests.length;
  await d.clock.advance(120 * MIN);
  t.equal(d.model.requests.length, asked, 'stopped: no heartbeat after the reload that disabled it');
  const history = (await d.control('heartbeat.history')) as { enabled: boolean; runs: unknown[] };
  t.match(history, { enabled: false }, 'svc heartbeat history still answers once it is off');
  t.equal(history.runs.length, 2, 'with the runs from before');
  t.ok(d.logs.some((l) => l.ext === 'heartbeat' && /^heartbeat stopped/.test(String(l.msg))));
});

t.test('only provider down: one alert (the outage\'s), naming a class of failure and never the upstream text', async (t) => {
  const d = await daemon(t, true);
  d.model.push(openaiAnswers.error(500, `upstream exploded; key=${CANARY}`));
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.failed === 1, 'the heartbeat failed');
  await waitFor(() => d.rx.requests.length === 1, 'the outage alert');
  await d.clock.advance(1000);
  t.equal(d.rx.requests.length, 1, 'no second alert for the heartbeat itself');
  t.match(d.sent()[0], /its model provider openai\.m is down; the last one: server error \(HTTP 500\)/);
  t.ok(d.logs.some((l) => l.ext === 'heartbeat' && /the outage alert covers it/.test(String(l.msg))));
  // Positive control: the canary was in the error the daemon saw (its own history keeps it), yet no alert carries it.
  t.match(JSON.stringify(d.hb.history()), new RegExp(CANARY), 'the upstream text reached the daemon');
  t.notOk(d.sent().some((m) => m.includes(CANARY)), 'no alert carries it');
});

t.test('a heartbeat failing for another reason raises its own alert, by class', async (t) => {
  const d = await daemon(t, true);
  d.model.push(openaiAnswers.error(400, `bad request; key=${CANARY}`));
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.rx.requests.length === 1, 'the heartbeat failure alert');
  t.match(d.sent()[0], /^\[svc escalation\] HIGH from heartbeat: Heartbeat of agent "hb" failed: model provider openai\.m: request refused \(HTTP 400\)\.$/);
  t.notOk(d.sent().some((m) => m.includes(CANARY)), 'no alert carries the upstream text');
  t.match(JSON.stringify(d.hb.history()), new RegExp(CANARY), 'positive control: it was in the error');
});

t.test('the lease is renewed after each heartbeat: an interval that grows (adaptive) never outruns it', async (t) => {
  const clock = manualClock();
  const settings: HeartbeatConfig = {
    adaptive: true, agent: 'hb', deadman_channel: null, deadman_timeout_minutes: 0, deadman_to: null, enabled: true, interval_minutes: 10, load_session_context: false,
    max_interval_minutes: 80, max_run_history: 10, message: 'check', min_interval_minutes: 5, target: null, task_timeout_secs: 60, to: null, two_phase: true,
  };
  const holds: { at: number; until: number }[] = [];
  const lapses: string[] = [];
  let until = 0;
  const lease: Lease = {
    hold: async (ms) => {
      const now = clock.now();
      if (holds.length && now > until) lapses.push(`lapsed ${(now - until) / MIN} min before the hold at ${(now - holds[0]!.at) / MIN} min`);
      until = Math.max(until, now + ms);
      holds.push({ at: now, until: now + ms });
      return true;
    },
    succeeded: async () => {},
    lastSuccess: async () => undefined,
    claimAlert: async () => true,
    close: async () => {},
  };
  const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;
  const worker = new HeartbeatWorker({
    settings: Object.assign(() => settings, { of: () => settings }) as unknown as SectionAccess<HeartbeatConfig>,
    agent: { respond: async () => ({ text: 'SKIP', toolCalls: 0 }) } as never,
    channels: { deliver: async () => undefined } as never,
    workspaceOf: () => '/nonexistent',
    clock,
    logger: silent,
    lease: async () => lease,
  });
  worker.start();
  t.teardown(() => worker.drain(AbortSignal.timeout(1000), { finished() {}, abandoned() {} } as never));
  // Skips double the interval: 10, 20, 40, 80 minutes.
  for (const [i, minutes] of [10, 20, 40, 80].entries()) {
    await clock.advance(minutes * MIN);
    await waitFor(() => worker.status().counts.skipped === i + 1, `heartbeat ${i + 1}`);
  }
  t.equal(worker.status().interval_minutes, 80);
  t.same(lapses, [], 'the lease never lapsed between heartbeats');
  const last = holds.at(-1)!;
  t.ok(last.until >= Date.parse(worker.status().next_at) + 60 * 1000, 'the last renewal covers the next heartbeat and its run');
  t.ok(holds.length >= 8, `claimed at each heartbeat and renewed after it (${holds.length} holds)`);
});
