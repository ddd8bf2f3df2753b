// The heartbeat in the running daemon on a manual clock, its agent on a scripted local fake model, results and alerts
// sent through the webhook channel to a local receiver: a heartbeat runs and reports, skips when the two-phase check
// finds nothing (one cheap call, nothing sent), costs no model call without tasks, adapts its interval, is cut at
// task_timeout_secs, and the dead man alerts once when no heartbeat succeeds in time, escalating as well.
import t from 'tap';
import { lastUserMessage, openaiAnswers } from '../../../bin/testing.js';
import { checkPrompt, saysRun, tasksOf } from '../../../extensions/heartbeat/worker.js';
import { heldModel } from '../../helpers/held-model.js';
import { waitFor } from '../../helpers/wait.js';
import { heartbeatDaemon } from './harness.js';

const MIN = 60_000;
const daemon = heartbeatDaemon;

t.test('a heartbeat runs its tasks when the check says RUN, and its result goes to target/to', async (t) => {
  const d = await daemon(t, 'target = "webhook.out"\nto = "ops"');
  d.tasks('# Tasks\n\n- check the disk and report when it is over 90%\n');
  d.model.push(openaiAnswers.text('RUN'), openaiAnswers.text('The disk is 91% full.'));
  await d.clock.advance(29 * MIN);
  t.equal(d.model.requests.length, 0, 'nothing before the first interval');
  t.equal(d.hb.status().last_success_at, null, 'no heartbeat has succeeded yet: no time is shown as one');
  await d.clock.advance(1 * MIN);
  await waitFor(() => d.rx.requests.length === 1, 'the result is sent');
  t.same(d.sent()[0], { content: 'The disk is 91% full.', recipient: 'ops' });
  const [check, run] = d.model.requests;
  t.equal(lastUserMessage(check!), checkPrompt('# Tasks\n\n- check the disk and report when it is over 90%'));
  t.notOk((check!.json as { tools?: unknown[] }).tools?.length, 'the check offers no tools');
  t.match(lastUserMessage(run!), /Do those that need doing now/);
  t.ok(((run!.json as { tools?: unknown[] }).tools ?? []).length > 0, 'the run offers the agent\'s tools');
  t.match(d.hb.status(), { agent: 'hb', counts: { ran: 1, skipped: 0, idle: 0, failed: 0 }, recent: [{ outcome: 'ran', detail: 'The disk is 91% full.' }], last_success_at: /^\d{4}-\d\d-\d\dT/ });
  const status = (await d.control('daemon.status')) as { sections?: Record<string, unknown>; [k: string]: unknown };
  t.match(JSON.stringify(status), /"heartbeat":\{"agent":"hb","interval_minutes":30/, 'svc status shows the heartbeat');

  // HEARTBEAT_OK is not sent; the next heartbeat comes one interval later.
  d.model.push(openaiAnswers.text('RUN'), openaiAnswers.text('HEARTBEAT_OK'));
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.ran === 2, 'the second heartbeat');
  t.equal(d.rx.requests.length, 1, 'HEARTBEAT_OK is not sent');
});

t.test('svc heartbeat run: one heartbeat now, without waiting for the interval; svc heartbeat history lists it', async (t) => {
  const d = await daemon(t, 'message = "check"');
  d.model.push(openaiAnswers.text('SKIP\n\nnothing  to do'));
  const run = (await d.control('heartbeat.run')) as { outcome: string; detail: string };
  t.match(run, { outcome: 'skipped', detail: 'SKIP nothing to do' }, 'the detail is one line (svc status prints it among key=value pairs)');
  const history = (await d.control('heartbeat.history')) as { runs: { outcome: string }[]; status: { counts: { skipped: number } } };
  t.match(history, { runs: [{ outcome: 'skipped' }], status: { counts: { skipped: 1 } } });
});

t.test('two_phase: a check that finds nothing skips the run: one model call, nothing sent', async (t) => {
  const d = await daemon(t, 'target = "webhook.out"\nto = "ops"');
  d.tasks('- water the plants on Mondays\n');
  d.model.push(openaiAnswers.text('SKIP'));
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.skipped === 1, 'the heartbeat is skipped');
  t.equal(d.model.requests.length, 1, 'only the check was asked');
  t.equal(d.rx.requests.length, 0, 'nothing is sent');
  t.ok(d.logs.some((l) => l.ext === 'heartbeat' && l.msg === 'heartbeat skipped: the check found nothing to do' && l.answer === 'SKIP'));
});

t.test('idle: without tasks (no HEARTBEAT.md, no message) a heartbeat makes no model call at all', async (t) => {
  const d = await daemon(t, 'two_phase = false');
  d.tasks('# HEARTBEAT.md\n\n<!-- add tasks here -->\n\n');
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.idle === 1, 'an idle heartbeat');
  t.match(d.hb.status().recent[0], { outcome: 'idle', detail: /^no tasks \(none in \/.*\/HEARTBEAT\.md, heartbeat\.message unset\)$/ }, 'the detail names the file to write tasks in');
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.idle === 2, 'another idle heartbeat');
  t.equal(d.model.requests.length, 0, 'no model call');

  // message is the fallback task list; with two_phase = false the run comes at once.
  const m = await daemon(t, 'two_phase = false\nmessage = "say hello"');
  m.model.push(openaiAnswers.text('hello'));
  await m.clock.advance(30 * MIN);
  await waitFor(() => m.hb.status().counts.ran === 1, 'the run');
  t.equal(m.model.requests.length, 1, 'one call: no check');
  t.match(lastUserMessage(m.model.requests[0]!), /standing tasks:\n\nsay hello\n/);
});

t.test('load_session_context: each run continues one conversation; without it each run starts fresh', async (t) => {
  for (const [load, seen] of [[true, 3], [false, 1]] as const) {
    const d = await daemon(t, `two_phase = false\nmessage = "count"\nload_session_context = ${load}`);
    d.model.push(openaiAnswers.text('first report'), openaiAnswers.text('second report'));
    await d.clock.advance(30 * MIN);
    await waitFor(() => d.hb.status().counts.ran === 1, 'the first run');
    await d.clock.advance(30 * MIN);
    await waitFor(() => d.hb.status().counts.ran === 2, 'the second run');
    const messages = (d.model.requests[1]!.json as { messages: { role: string; content: string }[] }).messages.filter((m) => m.role !== 'system');
    t.equal(messages.length, seen, `load_session_context = ${load}: ${seen} message(s) in the second run`);
    if (load) t.equal(messages[1]!.content, 'first report', 'the last run\'s reply is in the history');
  }
});

t.test('adaptive: the interval halves after work and doubles after a skip, within min and max', async (t) => {
  const d = await daemon(t, 'adaptive = true\ninterval_minutes = 20\nmin_interval_minutes = 10\nmax_interval_minutes = 40\nmessage = "check"');
  d.model.push(openaiAnswers.text('SKIP'));
  await d.clock.advance(20 * MIN);
  await waitFor(() => d.hb.status().counts.skipped === 1, 'a skip');
  t.equal(d.hb.status().interval_minutes, 40);
  d.model.push(openaiAnswers.text('SKIP'));
  await d.clock.advance(40 * MIN);
  await waitFor(() => d.hb.status().counts.skipped === 2, 'another skip');
  t.equal(d.hb.status().interval_minutes, 40, 'never above max');
  d.model.push(openaiAnswers.text('RUN'), openaiAnswers.text('did it'));
  await d.clock.advance(40 * MIN);
  await waitFor(() => d.hb.status().counts.ran === 1, 'a run');
  t.equal(d.hb.status().interval_minutes, 20);
});

t.test('task_timeout_secs cancels a heartbeat that hangs; it counts as failed', async (t) => {
  const held = await heldModel(t);
  const d = await daemon(t, 'task_timeout_secs = 60\nmessage = "check"', { model: `${held.url}/v1` });
  await d.clock.advance(30 * MIN);
  await waitFor(() => held.held.length === 1, 'the check is asked');
  await d.clock.advance(60_000);
  await waitFor(() => d.hb.status().counts.failed === 1, 'the heartbeat failed');
  t.match(d.hb.status().recent[0], { outcome: 'failed', detail: /task_timeout_secs = 60/ });
});

t.test('a heartbeat in flight at shutdown is abandoned at the end of the grace period, and the daemon stops', async (t) => {
  const held = await heldModel(t);
  const d = await daemon(t, 'message = "check"', { model: `${held.url}/v1` });
  await d.clock.advance(30 * MIN);
  await waitFor(() => held.held.length === 1, 'the check is asked');
  await d.stop();
  t.ok(d.logs.some((l) => l.ext === 'heartbeat' && String(l.msg).includes('heartbeat abandoned at shutdown')), 'reported');
});

t.test('dead man: no successful heartbeat within deadman_timeout_minutes alerts deadman_channel/deadman_to once, and escalates', async (t) => {
  const d = await daemon(t, 'message = "check"\ndeadman_timeout_minutes = 45\ndeadman_channel = "webhook.out"\ndeadman_to = "oncall"', { extra: '[escalation]\nalert_channels = ["webhook.out"]' });
  d.model.push(openaiAnswers.error(500, 'model down'));
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.failed === 1, 'the heartbeat failed');
  // One alert: its only model provider is down (the escalation extension's own); the heartbeat's failure adds none.
  await waitFor(() => d.rx.requests.length === 1, 'the failure is escalated');
  t.match(d.sent()[0]!.content, /^\[svc escalation\] HIGH from agent "hb" .*its model provider openai\.m is down/, 'the provider outage');
  await d.clock.advance(14 * MIN);
  t.equal(d.rx.requests.length, 1, 'no dead-man alert before 45 minutes, and no second alert for the failed heartbeat');
  await d.clock.advance(1 * MIN);
  await waitFor(() => d.rx.requests.length === 3, 'the dead-man alert and its escalation');
  const alerts = d.sent().slice(1);
  t.ok(alerts.some((a) => a.recipient === 'oncall' && /^Heartbeat dead man: agent "hb" has had no successful heartbeat since the watch began at .* \(none has succeeded yet; deadman_timeout_minutes = 45\)\.$/.test(a.content)), 'deadman_to on deadman_channel');
  t.ok(alerts.some((a) => a.recipient === undefined && a.content.startsWith('[svc escalation] CRITICAL from heartbeat: Heartbeat dead man')), 'a critical escalation');
  t.equal(d.hb.status().deadman, 'alerted');

  // Still down: no second alert for the same outage. Then a heartbeat succeeds: recovered.
  d.model.push(openaiAnswers.error(500, 'model down'));
  await d.clock.advance(15 * MIN);
  await waitFor(() => d.hb.status().counts.failed === 2, 'failed again');
  d.model.push(openaiAnswers.text('SKIP'));
  await d.clock.advance(30 * MIN);
  await waitFor(() => d.hb.status().counts.skipped === 1, 'a healthy heartbeat');
  t.equal(d.sent().filter((a) => a.content.startsWith('Heartbeat dead man')).length, 1, 'one alert per outage');
  t.equal(d.hb.status().deadman, 'ok');
  t.ok(d.logs.some((l) => l.ext === 'heartbeat' && l.msg === 'heartbeat recovered: a heartbeat succeeded after the dead-man alert'));
});

t.test('config checks: the agent, target/to, channels and a dead-man timeout longer than the interval', async (t) => {
  const { validateConfig } = await import('../../../bin/testing.js');
  const r = await validateConfig({ toml: ['[agents.a]', '[heartbeat]', 'enabled = true', 'agent = "b"', 'target = "webhook.nope"', 'deadman_timeout_minutes = 30', 'deadman_channel = "mqtt.x"'].join('\n') });
  t.equal(r.ok, false);
  const paths = r.problems.map((p) => p.path);
  t.ok(paths.includes('heartbeat.agent') && paths.includes('heartbeat.to') && paths.includes('heartbeat.target') && paths.includes('heartbeat.deadman_channel') && paths.includes('heartbeat.deadman_timeout_minutes'), paths.join(', '));
  const off = await validateConfig({ toml: ['[agents.a]', 'enabled = false', '[heartbeat]', 'enabled = true', 'agent = "a"'].join('\n') });
  t.match(off.problems, [{ path: 'heartbeat.agent', message: /is disabled/ }]);
});

t.test('the pieces', async (t) => {
  t.equal(tasksOf('# Title\n\n<!-- a comment\nover lines -->\n-\n'), '');
  t.equal(tasksOf('# Title\n- do it'), '# Title\n- do it');
  t.ok(saysRun('RUN'));
  t.ok(saysRun('**Run** — the disk'));
  t.notOk(saysRun('SKIP'));
  t.notOk(saysRun('I would run it but'));
});
