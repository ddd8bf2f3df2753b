// Every model provider down, through the daemon in-process: two recording fake model servers answering 500, an alert
// receiver behind a webhook channel. The turn fails, one high escalation goes out for the outage (not one per turn),
// an answer ends the outage, and the next outage alerts again; a provider that refuses the request (400) is no outage.
import t from 'tap';
import { fakeOpenAI, openaiAnswers, recordingServer } from '../../../bin/testing.js';
import { createEscalationExtension } from '../../../extensions/escalation/index.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { waitFor } from '../../helpers/wait.js';

type T = Parameters<typeof startAgent>[0];

async function daemon(t: T) {
  const primary = await fakeOpenAI();
  const backup = await fakeOpenAI();
  const rx = await recordingServer();
  t.teardown(() => primary.close());
  t.teardown(() => backup.close());
  t.teardown(() => rx.close());
  const clock = manualClock();
  const toml = `
[providers.models.openai.primary]
base_url = "${primary.baseUrl}"
model = "m"
max_retries = 0
[providers.models.openai.backup]
base_url = "${backup.baseUrl}"
model = "m"
max_retries = 0
[agents.a]
model_provider = "openai.primary"
[reliability]
fallback_providers = ["openai.backup"]
cooldown_secs = 0
[channels.webhook.alerts]
secret = "escalation-test-secret"
host = "127.0.0.1"
port = 0
send_url = "${rx.url}/alerts"
[escalation]
alert_channels = ["webhook.alerts"]
`;
  const h = await startAgent(t, toml, { extensions: [createEscalationExtension({ clock })] });
  const ask = () => h.runtime.respond({ agent: 'a', channel: 'cli', conversation: 'c', message: 'help', trust: 'operator' });
  const raised = () => h.logs.filter((l) => l.msg === 'escalation' && l.source === 'agent' && l.severity === 'high').length;
  return { h, primary, backup, rx, clock, ask, raised };
}

t.test('every provider answering 500: one high escalation per outage, sent to the alert channel; an answer ends it', async (t) => {
  const d = await daemon(t);
  d.primary.push(openaiAnswers.error(500, 'boom'));
  d.backup.push(openaiAnswers.error(500, 'boom too'));
  await t.rejects(d.ask(), /openai\.backup/, 'the turn fails');
  t.equal(d.raised(), 1, 'raised before the turn failed');
  await waitFor(() => d.rx.requests.length === 1, 'the alert');
  t.match((d.rx.requests[0]!.json as { content: string }).content, /^\[svc escalation\] HIGH from agent "a" \(answering on cli\): A turn could not be answered: every model provider is down \(openai\.primary, openai\.backup, fallbacks included\); the last one: server error \(HTTP 500\)\. Turns fail until one answers again; this alert is sent once per outage\.$/);
  t.notMatch((d.rx.requests[0]!.json as { content: string }).content, /boom/, 'a class of failure, never the provider\'s text');

  d.primary.push(openaiAnswers.error(500, 'boom'));
  d.backup.push(openaiAnswers.error(503, 'still down'));
  await t.rejects(d.ask());
  t.equal(d.raised(), 1, 'the same outage: not raised again');

  t.equal((await d.ask()).text, 'fake: help', 'the primary answers again');
  t.ok(d.h.logs.some((l) => l.msg === 'model providers answer again (openai.primary): the outage is over'));

  await d.clock.advance(11 * 60_000);
  d.primary.push(openaiAnswers.error(500, 'boom'));
  d.backup.push(openaiAnswers.error(500, 'boom too'));
  await t.rejects(d.ask());
  t.equal(d.raised(), 2, 'a new outage is raised again');
  await waitFor(() => d.rx.requests.length === 2, 'the second alert');
});

t.test('providers that refuse the request (400) are not down: no escalation', async (t) => {
  const d = await daemon(t);
  d.primary.push(openaiAnswers.error(400, 'bad request'));
  d.backup.push(openaiAnswers.error(400, 'bad request'));
  await t.rejects(d.ask());
  t.equal(d.raised(), 0);
});
