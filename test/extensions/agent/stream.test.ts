// Streamed replies: RespondInput.onText hears the text as the model writes it, whole words at a time, each piece
// leak-scanned before it is passed on; the answer still carries the whole text.
import t from 'tap';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { startAgent } from '../../helpers/agent.js';
import { RedactingStream } from '../../../extensions/agent/stream-redact.js';

t.test('a RedactingStream passes whole words on, scanned, and the rest at the end', async (t) => {
  const out: string[] = [];
  const s = new RedactingStream((x) => x.replace(/sk-[a-z0-9]+/g, '[REDACTED:api_key]'), (x) => out.push(x));
  for (const piece of ['Hel', 'lo wor', 'ld, the key is sk-ab', 'c123', ' ok', '!']) s.push(piece);
  t.same(out, ['Hello ', 'world, the key is ', '[REDACTED:api_key] ']);
  s.end();
  t.same(out.join(''), 'Hello world, the key is [REDACTED:api_key] ok!');
});

t.test('a streamed chat answer reaches onText in pieces, the reply whole', async (t) => {
  const llm = await fakeLlm((r) => r.body.stream !== true ? openai.text('plain') : ({
    sse: [
      JSON.stringify({ model: 'm', choices: [{ delta: { content: 'Otters are ' } }] }),
      JSON.stringify({ model: 'm', choices: [{ delta: { content: 'mammals.' } }] }),
      '[DONE]',
    ],
  }));
  t.teardown(() => llm.close());
  const h = await startAgent(t, `[providers.models.openai.home]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  const pieces: string[] = [];
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'otters?', trust: 'operator', onText: (d) => pieces.push(d) });
  t.equal(reply.text, 'Otters are mammals.');
  t.same(pieces, ['Otters are ', 'mammals.']);
  t.equal(llm.requests[0]!.body.stream, true, 'a listener asks for a streamed answer');
  t.equal((await h.runtime.respond({ channel: 'cli', conversation: 'd', message: 'again', trust: 'operator' })).text, 'plain');
  t.equal(llm.requests[1]!.body.stream, undefined, 'no listener: the provider\'s own setting (not streamed)');
});
