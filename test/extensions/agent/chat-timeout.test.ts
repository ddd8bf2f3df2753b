// The gateway's POST /webhook chat under channels.message_timeout_secs, on a real socket against a model that never
// answers: the turn is cancelled at the deadline (the model call closed) and the client gets 408 saying why.
import t from 'tap';
import type { ServerResponse } from 'node:http';
import { startAgent } from '../../helpers/agent.js';
import { heldModel } from '../../helpers/held-model.js';
import { send } from '../../helpers/http.js';
import { waitFor } from '../../helpers/wait.js';

t.test('a chat turn past channels.message_timeout_secs is cancelled and answered 408', async (t) => {
  const model = await heldModel(t);
  const toml = `[gateway]\nrequire_pairing = false\n[channels]\nmessage_timeout_secs = 1\n[providers.models.openai.slow]\nbase_url = "${model.url}/v1"\nmodel = "m"\n`;
  const g = await startAgent(t, toml);
  const started = Date.now();
  const answer = send(g.url, '/webhook', { headers: { 'content-type': 'application/json' }, body: '{"message":"think hard"}' });
  await waitFor(() => model.held.length === 1, 'the turn to reach the model');
  const held: ServerResponse = model.held[0]!;
  let closed = false;
  held.once('close', () => (closed = true));
  const r = await answer;
  t.match(r, { status: 408, body: { error: 'request_timeout', message: /took longer than 1 s \(channels\.message_timeout_secs\) and was stopped/ } });
  t.ok(Date.now() - started >= 900, 'not before the deadline');
  await waitFor(() => closed, 'the model call to be cancelled');
  t.match(
    g.logs.find((l) => l.msg === 'chat turn cancelled at channels.message_timeout_secs'),
    { level: 40, channel: 'gateway.webhook', conversation: '127.0.0.1', request_id: /\S/, timeout_secs: 1 },
  );
  t.notOk(g.logs.some((l) => l.msg === 'webhook chat failed'), 'not also logged as a failure');
});

t.test('a chat turn within the deadline is answered as before', async (t) => {
  const model = await heldModel(t);
  model.answerAll('quick');
  const toml = `[gateway]\nrequire_pairing = false\n[channels]\nmessage_timeout_secs = 5\n[providers.models.openai.fast]\nbase_url = "${model.url}/v1"\nmodel = "m"\n`;
  const g = await startAgent(t, toml);
  t.match(await send(g.url, '/webhook', { headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' }), { status: 200, body: { response: 'quick' } });
});
