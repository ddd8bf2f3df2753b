// Escalations in the running daemon: the escalate tool (offered only with alert_channels) sends high and critical ones
// to each alert channel through the webhook channel, logs low ones only, sends a repeat once, and never holds up the
// turn when the alert channel's receiver hangs; other extensions raise through the escalation point.
import t from 'tap';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeOpenAI, openaiAnswers, recordingServer, validateConfig } from '../../../bin/testing.js';
import { createEscalationExtension } from '../../../extensions/escalation/index.js';
import { escalationPoint, type Escalations } from '../../../extensions/escalation/api.js';
import { defineExtension } from '../../../kernel/extension.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { waitFor } from '../../helpers/wait.js';

type T = Parameters<typeof startAgent>[0];

async function daemon(t: T, sendUrl: string, escalation: string) {
  const model = await fakeOpenAI();
  t.teardown(() => model.close());
  const clock = manualClock();
  let desk: Escalations | undefined;
  const grab = defineExtension({ name: 'test-escalation', version: '1', dependsOn: ['escalation'], apply: (k) => void (desk = k.use(escalationPoint)) });
  const toml = [
    '[providers.models.openai.m]',
    `base_url = "${model.baseUrl}"`,
    'model = "m"',
    '[agents.a]',
    'model_provider = "openai.m"',
    '[channels.webhook.alerts]',
    'secret = "escalation-test-secret"',
    'host = "127.0.0.1"',
    'port = 0',
    `send_url = "${sendUrl}"`,
    escalation,
  ].join('\n');
  const h = await startAgent(t, toml, { extensions: [createEscalationExtension({ clock }), grab] });
  const ask = () => h.runtime.respond({ agent: 'a', channel: 'cli', conversation: 'c', message: 'help', trust: 'operator' });
  return { ...h, model, clock, desk: desk!, ask };
}

const toolResult = (body: unknown): string => ((body as { messages: { role: string; content: string }[] }).messages.filter((m) => m.role === 'tool').pop()?.content ?? '');

t.test('the escalate tool: critical goes to each alert channel, low is only logged, a repeat is sent once', async (t) => {
  const rx = await recordingServer();
  t.teardown(() => rx.close());
  const d = await daemon(t, `${rx.url}/alerts`, '[escalation]\nalert_channels = ["webhook.alerts"]');
  d.model.push(openaiAnswers.toolCall('e1', 'escalate', { severity: 'critical', summary: 'The backup disk is full; backups stopped.' }), openaiAnswers.text('I alerted the operators.'));
  t.equal((await d.ask()).text, 'I alerted the operators.');
  t.ok(((d.model.requests[0]!.json as { tools: { function: { name: string } }[] }).tools).some((x) => x.function.name === 'escalate'), 'offered');
  t.match(toolResult(d.model.requests[1]!.json), /^escalated \(critical\): the operators are being alerted on 1 channel\(s\)\./);
  await waitFor(() => rx.requests.length === 1, 'the alert');
  t.same(rx.requests[0]!.json, { content: '[svc escalation] CRITICAL from agent "a" (answering on cli): The backup disk is full; backups stopped.' });

  d.model.push(openaiAnswers.toolCall('e2', 'escalate', { severity: 'low', summary: 'a small thing' }), openaiAnswers.text('noted'));
  await d.ask();
  t.match(toolResult(d.model.requests[3]!.json), /logged for the operators; only high and critical/);
  t.ok(d.logs.some((l) => l.ext === 'escalation' && l.msg === 'escalation' && l.severity === 'low' && l.level === 40));

  t.equal(d.desk.raise({ severity: 'critical', summary: 'The backup disk is full; backups stopped.', source: 'agent', agent: 'a' }), 0, 'the same alert within 10 minutes is not sent again');
  await d.clock.advance(10 * 60_000);
  t.equal(d.desk.raise({ severity: 'high', summary: 'provider openai.m is down', source: 'agent-runtime' }), 1, 'another extension raises through the point');
  await waitFor(() => rx.requests.length === 2, 'the second alert');
  t.same(rx.requests[1]!.json, { content: '[svc escalation] HIGH from agent-runtime: provider openai.m is down' });
  t.equal(rx.requests.length, 2, 'the low one was never sent');
});

t.test('an alert channel that hangs never holds up the turn', async (t) => {
  const held: ServerResponse[] = [];
  const hang = createServer((req, res) => (req.resume(), held.push(res)));
  await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (hang.closeAllConnections(), hang.close(() => r()))));
  const d = await daemon(t, `http://127.0.0.1:${(hang.address() as AddressInfo).port}/alerts`, '[escalation]\nalert_channels = ["webhook.alerts"]');
  d.model.push(openaiAnswers.toolCall('e1', 'escalate', { severity: 'high', summary: 'needs a person' }), openaiAnswers.text('done'));
  t.equal((await d.ask()).text, 'done', 'answered');
  await waitFor(() => held.length === 1, 'the alert is on its way, still unanswered');
});

t.test('without alert_channels the tool is not offered and escalations are only logged', async (t) => {
  const rx = await recordingServer();
  t.teardown(() => rx.close());
  const d = await daemon(t, `${rx.url}/alerts`, '');
  d.model.push(openaiAnswers.text('hi'));
  await d.ask();
  t.notOk(((d.model.requests[0]!.json as { tools?: { function: { name: string } }[] }).tools ?? []).some((x) => x.function.name === 'escalate'));
  t.equal(d.desk.raise({ severity: 'critical', summary: 'x', source: 'test' }), 0);
  t.ok(d.logs.some((l) => l.ext === 'escalation' && l.severity === 'critical' && l.level === 50));
});

t.test('alert_channels must name configured channels that carry messages', async (t) => {
  const r = await validateConfig({ toml: '[escalation]\nalert_channels = ["webhook.nope", "mqtt.x"]' });
  t.equal(r.ok, false);
  t.match(r.problems.map((p) => p.path).sort(), ['escalation.alert_channels.0', 'escalation.alert_channels.1']);
});
