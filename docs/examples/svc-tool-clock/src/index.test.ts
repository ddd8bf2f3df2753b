// The clock tool through the real agent: the model (the testkit's fake OpenAI server) calls it, then answers (node --test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fakeOpenAI, openaiAnswers, startTestHost } from 'svc-runtime/testing';
import clock from './index.js';

test('the model calls clock; its result goes back to the model; the reply comes out', async (t) => {
  const llm = await fakeOpenAI();
  t.after(() => llm.close());
  const host = await startTestHost({ extensions: [clock], toml: `[providers.models.openai.main]\nbase_url = "${llm.baseUrl}"\nmodel = "m"\n` });
  t.after(() => host.stop());

  llm.push(openaiAnswers.toolCall('call_1', 'clock', { tz: 'UTC' }), openaiAnswers.text('It is late.'));
  assert.equal((await host.cli(['agent', 'ask', 'What time is it?'])).stdout, 'It is late.\n');
  const offered = (llm.requests[0]!.json as { tools: { function: { name: string } }[] }).tools.map((x) => x.function.name);
  assert.ok(offered.includes('clock'), 'the tool is offered (tools.optional = ["*"] by default)');
  const messages = (llm.requests[1]!.json as { messages: { role: string; content: string }[] }).messages;
  assert.match(messages.find((m) => m.role === 'tool')!.content, /UTC/);
});

test('arguments that do not fit the parameters never reach the handler', async (t) => {
  const llm = await fakeOpenAI();
  t.after(() => llm.close());
  const host = await startTestHost({ extensions: [clock], toml: `[providers.models.openai.main]\nbase_url = "${llm.baseUrl}"\nmodel = "m"\n` });
  t.after(() => host.stop());

  llm.push(openaiAnswers.toolCall('call_1', 'clock', { zone: 'UTC' }), openaiAnswers.text('sorry'));
  await host.cli(['agent', 'ask', 'time?']);
  const messages = (llm.requests[1]!.json as { messages: { role: string; content: string }[] }).messages;
  assert.match(messages.find((m) => m.role === 'tool')!.content, /^error: invalid arguments for clock: .*required property 'tz'/);
});
