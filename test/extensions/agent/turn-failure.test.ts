// Failures reach the person who asked (issue 33): the fake model stops mid-conversation; the webhook channel's sender
// (a local receiver), the POST /webhook chat and `svc agent ask` each get a short failure with an id, and that id is on
// the daemon's log line that says what failed. No log line repeats a key (the provider's error line said "provider" twice).
import t from 'tap';
import { createHmac } from 'node:crypto';
import { recordingServer } from '../../../testing/index.js';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = 'turn-failure-channel-secret';
const ERROR_ID = /E-[0-9a-f]{8}/;

t.test('a model that stops: the channel sender, the webhook chat and svc agent ask get an id the log holds', async (t) => {
  const llm = await fakeLlm(() => openai.text('all good'));
  let llmOpen = true;
  t.teardown(() => (llmOpen ? llm.close() : undefined));
  const replies = await recordingServer();
  t.teardown(() => replies.close());
  const dir = tempConfigDir(t, [
    '[gateway]',
    'require_pairing = false',
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}/v1"`,
    'model = "m"',
    'max_retries = 0',
    '[channels.webhook.main]',
    `secret = "${SECRET}"`,
    'host = "127.0.0.1"',
    'port = 0',
    `send_url = "${replies.url}/in"`,
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  let raw = '';
  d.child.stdout!.on('data', (b: Buffer) => (raw += b.toString()));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const channel = String(d.lines.find((l) => l.msg === 'listening' && l.channel === 'webhook.main')!.url);
  const signed = (content: string) => {
    const text = JSON.stringify({ sender: 'ann', content });
    return { headers: { 'content-type': 'application/json', 'x-webhook-signature': `sha256=${createHmac('sha256', SECRET).update(text).digest('hex')}` }, body: text };
  };
  const chat = (message: string) => send(gateway, '/webhook', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });

  // The conversation begins while the model answers.
  t.equal((await send(channel, '', signed('hello'))).status, 200);
  await waitFor(() => replies.requests.length === 1, 'the first reply');
  t.match(replies.requests[0]!.json, { content: 'all good', recipient: 'ann' });
  t.match(await chat('hello'), { status: 200, body: { response: 'all good' } });

  // The model goes away mid-conversation.
  await llm.close();
  llmOpen = false;

  t.equal((await send(channel, '', signed('still there?'))).status, 200);
  await waitFor(() => replies.requests.length === 2, 'the failure notice');
  const notice = (replies.requests[1]!.json as { content: string; recipient: string });
  t.equal(notice.recipient, 'ann', 'the sender is told');
  t.match(notice.content, /could not be answered: the model is not answering right now/);
  const channelId = ERROR_ID.exec(notice.content)![0];
  const channelLine = await d.waitFor((l) => l.error_id === channelId);
  t.match(channelLine, { level: 50, msg: 'the agent could not answer a webhook message', channel: 'webhook.main', err: /provider openai\.fake: network error/ });

  const failed = await chat('still there?');
  t.equal(failed.status, 502);
  t.match(failed.body, { error: 'model_unavailable', error_id: ERROR_ID, message: /not answering right now \(error E-[0-9a-f]{8} in the daemon's log\)/ });
  t.notMatch(failed.text, /network error|127\.0\.0\.1/, 'the caller gets no detail');
  t.match(await d.waitFor((l) => l.error_id === failed.body.error_id), { msg: 'webhook chat failed', err: /provider openai\.fake: network error/ });

  const asked = await svc(['agent', 'ask', 'anyone?'], env);
  t.equal(asked.code, 1);
  t.match(asked.stderr, /provider openai\.fake: network error/, "the provider's failure");
  t.notMatch(asked.stderr, /extension "agent" failed/);
  t.match(asked.stderr, /SVC_ERR_AGENT_TURN_FAILED/);
  const askId = ERROR_ID.exec(asked.stderr)![0];
  t.match(await d.waitFor((l) => l.error_id === askId), { msg: 'svc agent ask failed' });

  // Every line as written: JSON.parse keeps the last of two equal keys, so count them in the text.
  const repeated = raw.split('\n').filter((line) => {
    const keys = [...line.matchAll(/"([a-z_]+)":/g)].map((m) => m[1]);
    return new Set(keys).size !== keys.length;
  });
  t.same(repeated.filter((l) => l.includes('"provider"')), [], 'no line names the provider twice');

  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});
