// The openai and anthropic providers against a local fake server speaking their wire protocols.
import t from 'tap';
import { chatOf, anthropic, fakeLlm, openai } from '../../helpers/fake-llm.js';
import { startAgent } from '../../helpers/agent.js';

const KEY = 'sk-test-never-logged-0123456789';

function openaiConfig(url: string, extra = ''): string {
  return `[providers.models.openai.home]\nbase_url = "${url}/v1"\nmodel = "fake-gpt"\napi_key = "${KEY}"\n${extra}\n[agents.default]\nmodel_provider = "openai.home"\n`;
}

t.test('openai: a tool-call round trip, wire format both ways', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  llm.push(openai.toolCall('call_1', 'lookup', { q: 'otter' }), openai.text('An otter is a mammal.'));
  const h = await startAgent(t, openaiConfig(llm.url));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c1', message: 'What is an otter?' });
  t.same(reply, { agent: 'default', text: 'An otter is a mammal.', model: 'fake-gpt', toolCalls: 1 });
  t.equal(llm.requests.length, 2);
  const [first, second] = llm.requests;
  t.equal(first!.path, '/v1/chat/completions');
  t.equal(first!.headers.authorization, `Bearer ${KEY}`);
  t.equal(first!.body.model, 'fake-gpt');
  t.same(chatOf(first!), [{ role: 'user', content: 'What is an otter?' }]);
  const tool = (first!.body.tools as { type: string; function: { name: string; parameters: unknown } }[]).find((x) => x.function.name === 'lookup');
  t.equal(tool?.type, 'function');
  t.same((tool?.function.parameters as { required: string[] }).required, ['q']);
  t.same(chatOf(second!).slice(1), [
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"otter"}' } }] },
    { role: 'tool', tool_call_id: 'call_1', content: 'found: otter' },
  ]);
  t.same(h.lookups, [{ q: 'otter' }]);
  t.match(h.outcomes[0], { agent: 'default', channel: 'cli', tool: 'lookup', success: true, arguments: { q: 'otter' } });
  t.notMatch(JSON.stringify(h.logs), KEY, 'the key never reaches a log line');
});

t.test('openai: 429 then success honours Retry-After (bounded)', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  llm.push({ status: 429, headers: { 'retry-after': '7' }, json: { error: 'slow down' } }, { status: 429, headers: { 'retry-after': '99999999' } }, openai.text('ok'));
  const h = await startAgent(t, openaiConfig(llm.url));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'hi' });
  t.equal(reply.text, 'ok');
  t.equal(llm.requests.length, 3);
  t.same(h.clock.sleeps, [7000, 30000], 'Retry-After seconds, capped at the maximum delay');
  const warns = h.logs.filter((l) => l.level === 40 && l.provider === 'openai.home');
  t.equal(warns.length, 2);
  t.match(warns[0]!.msg, /HTTP 429/);
});

t.test('openai: 500 on every attempt exhausts max_retries with backoff, then fails naming the provider', async (t) => {
  const llm = await fakeLlm(() => ({ status: 500, json: { error: 'boom' } }));
  t.teardown(() => llm.close());
  const h = await startAgent(t, openaiConfig(llm.url, 'max_retries = 3'));
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'hi' }), { name: 'ProviderError', message: /^provider openai\.home: HTTP 500/ });
  t.equal(llm.requests.length, 4, 'one attempt and three retries');
  t.equal(h.clock.sleeps.length, 3);
  [500, 1000, 2000].forEach((base, i) => t.ok(h.clock.sleeps[i]! >= base * 0.75 && h.clock.sleeps[i]! <= base * 1.25, `retry ${i + 1} waits ${h.clock.sleeps[i]} ms, about ${base}`));
  t.ok(h.logs.some((l) => l.level === 50 && l.provider === 'openai.home' && l.attempts === 4));
});

t.test('openai: a 4xx is not retried; malformed bodies are clear failures', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, openaiConfig(llm.url));
  llm.push({ status: 401, json: { error: { message: 'bad key' } } });
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'x' }), { message: /HTTP 401/ });
  t.equal(llm.requests.length, 1);
  llm.push({ body: '<html>gateway error</html>' });
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'b', message: 'x' }), { message: /provider openai\.home: malformed answer: not JSON/ });
  llm.push({ json: { choices: [] } });
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'x' }), { message: /malformed answer: no choices\[0\]\.message/ });
  llm.push({ json: { choices: [{ message: { tool_calls: [{ function: { name: 'lookup' } }] } }] } });
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'd', message: 'x' }), { message: /a tool call without id/ });
});

t.test('openai: a streamed answer with a tool call split across events', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const chunk = (delta: unknown) => JSON.stringify({ model: 'fake-gpt', choices: [{ index: 0, delta }] });
  llm.push(
    { sse: [chunk({ role: 'assistant' }), chunk({ tool_calls: [{ index: 0, id: 'call_s', function: { name: 'look', arguments: '{"q":' } }] }), chunk({ tool_calls: [{ index: 0, function: { name: 'up', arguments: '"seal"}' } }] }), '[DONE]'] },
    { sse: [chunk({ content: 'Seals ' }), chunk({ content: 'swim.' }), '[DONE]'] },
  );
  const h = await startAgent(t, openaiConfig(llm.url, 'stream = true'));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'seal?' });
  t.equal(reply.text, 'Seals swim.');
  t.same(h.lookups, [{ q: 'seal' }]);
  t.equal(llm.requests[0]!.body.stream, true);
});

function anthropicConfig(url: string): string {
  return `[providers.models.anthropic.cloud]\nbase_url = "${url}"\nmodel = "fake-claude"\napi_key = "${KEY}"\nmax_tokens = 512\n\n[agents.default]\nmodel_provider = "anthropic.cloud"\n`;
}

t.test('anthropic: a tool-use round trip in the Messages format', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  llm.push(anthropic.toolUse('toolu_1', 'lookup', { q: 'heron' }, 'Let me look.'), anthropic.text('A heron is a bird.'));
  const h = await startAgent(t, anthropicConfig(llm.url));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'Heron?' });
  t.same(reply, { agent: 'default', text: 'A heron is a bird.', model: 'fake-claude', toolCalls: 1 });
  const [first, second] = llm.requests;
  t.equal(first!.path, '/v1/messages');
  t.equal(first!.headers['x-api-key'], KEY);
  t.equal(first!.headers['anthropic-version'], '2023-06-01');
  t.equal(first!.body.max_tokens, 512);
  t.ok((first!.body.tools as { name: string; input_schema: unknown }[]).some((x) => x.name === 'lookup' && x.input_schema));
  t.same(chatOf(second!).slice(1), [
    { role: 'assistant', content: [{ type: 'text', text: 'Let me look.' }, { type: 'tool_use', id: 'toolu_1', name: 'lookup', input: { q: 'heron' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'found: heron' }] },
  ]);
  t.notMatch(JSON.stringify(h.logs), KEY);
});

t.test('anthropic: 529 overloaded then success; malformed content is a failure', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  llm.push({ status: 529, json: { type: 'error', error: { type: 'overloaded_error' } } }, anthropic.text('fine'));
  const h = await startAgent(t, anthropicConfig(llm.url));
  t.equal((await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'x' })).text, 'fine');
  t.equal(h.clock.sleeps.length, 1);
  llm.push({ json: { content: 'not a list' } });
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'b', message: 'x' }), { message: /provider anthropic\.cloud: malformed answer: no content array/ });
});

t.test('a provider that does not answer in time is a transient failure, retried then reported', async (t) => {
  const { createServer } = await import('node:http');
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer(() => {});
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))));
  const port = (server.address() as import('node:net').AddressInfo).port;
  const h = await startAgent(t, openaiConfig(`http://127.0.0.1:${port}`, 'timeout_secs = 1\nmax_retries = 1'));
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'x' }), { message: /no answer within 1 s/ });
  t.equal(h.clock.sleeps.length, 1, 'the timeout was retried once');
});
