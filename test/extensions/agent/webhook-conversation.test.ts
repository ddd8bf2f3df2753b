// POST /webhook chat with `conversation`: a client keeps several conversations apart, two clients naming the same id
// never share one, and an id that is empty, too long or not visible characters is 400 invalid_request.
import { request } from 'node:http';
import t from 'tap';
import { startAgent } from '../../helpers/agent.js';
import { fakeLlm } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';

/** POST /webhook from a chosen loopback address (a second client). */
function postFrom(base: string, localAddress: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${base}/webhook`);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end(JSON.stringify(body));
  });
}

t.test('conversations are kept apart by id and by client', async (t) => {
  const llm = await fakeLlm((r) => {
    const messages = r.body.messages as { role: string; content: string }[];
    return { json: { id: 'x', object: 'chat.completion', model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: `seen ${messages.filter((m) => m.role === 'user').length}` }, finish_reason: 'stop' }] } };
  });
  t.teardown(() => llm.close());
  const g = await startAgent(t, `[gateway]\nrequire_pairing = false\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  const chat = (body: unknown) => send(g.url, '/webhook', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  t.match(await chat({ message: 'one', conversation: 'a' }), { status: 200, body: { response: 'seen 1' } });
  t.match(await chat({ message: 'two', conversation: 'a' }), { status: 200, body: { response: 'seen 2' } }, 'conversation a goes on');
  t.match(await chat({ message: 'three', conversation: 'b' }), { status: 200, body: { response: 'seen 1' } }, 'conversation b is another');
  t.match(await chat({ message: 'four' }), { status: 200, body: { response: 'seen 1' } }, "without an id: the client's default conversation");
  t.match(await chat({ message: 'five' }), { status: 200, body: { response: 'seen 2' } });
  const other = await postFrom(g.url, '127.0.0.2', { message: 'six', conversation: 'a' });
  t.match(other, { status: 200, body: { response: 'seen 1' } }, "another client's conversation a is its own");
  t.equal(llm.requests.length, 6);
  t.notMatch(JSON.stringify(llm.requests.at(-1)!.body), /"one"|"two"/, 'nothing of the first client reaches the second');
  const longest = 'é'.repeat(128);
  t.match(await chat({ message: 'seven', conversation: longest }), { status: 200 }, '128 characters (not bytes) pass');
  for (const conversation of ['', 'a b', 'x'.repeat(129), 'tab\there', 'nl\n', 7]) {
    t.match(await chat({ message: 'no', conversation }), { status: 400, body: { error: 'invalid_request' } }, `refused: ${JSON.stringify(conversation)}`);
  }
  t.equal(llm.requests.length, 7, 'no refused request reached the model');
});
