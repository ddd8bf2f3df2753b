// Every model call through the model-call hooks: usage of plain and streamed answers (the stream asks for it with
// stream_options.include_usage), cached prompt tokens, a tap that switches the model, and one that refuses the call
// (the turn fails with its notice, nothing is sent, afterModelCall says `refused`).
import t from 'tap';
import { startAgent } from '../../helpers/agent.js';
import { fakeOpenAI, openaiAnswers } from '../../../testing/fake-openai.js';
import { agentHooksPoint, ModelCallRefused, turnFailure, type ModelCallEnd, type ModelCallStart } from '../../../extensions/agent/api.js';
import { defineExtension } from '../../../kernel/extension.js';

function spy(onStart: (call: ModelCallStart) => void = () => {}) {
  const starts: ModelCallStart[] = [];
  const ends: ModelCallEnd[] = [];
  const extension = defineExtension({
    name: 'test-model-calls',
    version: '1',
    dependsOn: ['agent'],
    apply(kernel) {
      const hooks = kernel.use(agentHooksPoint);
      hooks.beforeModelCall.tapPromise('test-model-calls', async (call) => void (starts.push({ ...call }), onStart(call)));
      hooks.afterModelCall.tapPromise('test-model-calls', async (call) => void ends.push(call));
    },
  });
  return { starts, ends, extension };
}

t.test('usage of plain and streamed calls reaches afterModelCall, cached tokens included', async (t) => {
  const llm = await fakeOpenAI({ usage: { prompt_tokens: 1200, completion_tokens: 30, cached_tokens: 1000 } });
  t.teardown(() => llm.close());
  const s = spy();
  const h = await startAgent(t, `[providers.models.openai.home]\nbase_url = "${llm.baseUrl}"\nmodel = "m"\n[agents.otto]\nmodel_provider = "openai.home"\n`, { extensions: [s.extension] });
  const plain = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'hello', trust: 'operator' });
  t.notOk(plain.fallback, 'the agent\'s own provider answered');
  const pieces: string[] = [];
  await h.runtime.respond({ channel: 'webhook.main', conversation: 'd', message: 'stream it', onText: (x) => pieces.push(x) });
  t.ok(pieces.length, 'streamed');
  const body = llm.requests[1]!.json as { stream?: boolean; stream_options?: unknown };
  t.equal(body.stream, true);
  t.same(body.stream_options, { include_usage: true }, 'a streamed request asks for its usage');
  t.equal(s.ends.length, 2);
  for (const end of s.ends) {
    t.match(end, { agent: 'otto', provider: 'openai.home', model: 'm', outcome: 'ok', purpose: 'turn', usage: { input_tokens: 1200, output_tokens: 30, cached_input_tokens: 1000 } });
  }
  t.equal(s.ends[1]!.channel, 'webhook.main');
  t.equal(s.starts[0]!.id, s.ends[0]!.id, 'one id from before to after');
  t.ok(s.starts[0]!.inputChars > 0, 'the start carries the size of what is sent');
});

t.test('a tap switches the model; a tap that refuses stops the call before it is sent', async (t) => {
  const llm = await fakeOpenAI();
  t.teardown(() => llm.close());
  let mode: 'switch' | 'refuse' = 'switch';
  const s = spy((call) => {
    if (mode === 'switch') call.switchTo({ model: 'cheap' }, 'test');
    else throw new ModelCallRefused('test', 'budget reached', 'This message was not answered: the budget is used up.');
  });
  const h = await startAgent(t, `[providers.models.openai.home]\nbase_url = "${llm.baseUrl}"\nmodel = "m"\n`, { extensions: [s.extension] });
  const switched = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'hi', trust: 'operator' });
  t.equal((llm.requests[0]!.json as { model: string }).model, 'cheap', 'the switched model was asked');
  t.equal(switched.model, 'cheap');
  t.match(s.ends[0], { model: 'cheap', outcome: 'ok' });
  t.notOk(s.ends[0]!.usage, 'no usage reported: none recorded');
  mode = 'refuse';
  const err = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'again', trust: 'operator' }).catch((e: unknown) => e);
  t.ok(err instanceof ModelCallRefused);
  t.equal(llm.requests.length, 1, 'nothing was sent');
  t.equal(s.ends.length, 2, 'a refused call has its afterModelCall too (what a tap reserved is given back)');
  t.match(s.ends[1], { outcome: 'refused', error: 'budget reached', id: s.starts[1]!.id });
  t.match(turnFailure(err).notice, /^This message was not answered: the budget is used up\. \(error E-[0-9a-f]{8}\)$/);
});

t.test('afterModelCall marks the failed call after which no provider is left: exhausted, down only when unavailable', async (t) => {
  const primary = await fakeOpenAI();
  const backup = await fakeOpenAI();
  t.teardown(() => primary.close());
  t.teardown(() => backup.close());
  const s = spy();
  const provider = (alias: string, url: string) => `[providers.models.openai.${alias}]\nbase_url = "${url}"\nmodel = "m"\nmax_retries = 0\n`;
  const h = await startAgent(t, `${provider('primary', primary.baseUrl)}${provider('backup', backup.baseUrl)}[agents.otto]\nmodel_provider = "openai.primary"\n[reliability]\nfallback_providers = ["openai.backup"]\n`, { extensions: [s.extension] });
  const ask = () => h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'hi', trust: 'operator' });
  primary.push(openaiAnswers.error(500));
  backup.push(openaiAnswers.error(429));
  await t.rejects(ask());
  t.notOk(s.ends[0]!.exhausted, 'the first provider failed with a fallback left: not exhausted');
  t.same(s.ends[1]!.exhausted, { providers: ['openai.primary', 'openai.backup'], down: true }, 'the last one: every provider down');
  primary.push(openaiAnswers.error(500));
  backup.push(openaiAnswers.error(400));
  await t.rejects(ask());
  t.same(s.ends[3]!.exhausted, { providers: ['openai.primary', 'openai.backup'], down: false }, 'a refused request (400) is not down');
  primary.push(openaiAnswers.error(500));
  await ask();
  t.notOk(s.ends.at(-1)!.exhausted, 'answered by the fallback: nothing exhausted');
});

t.test('one provider and no fallback: its failure exhausts the call', async (t) => {
  const llm = await fakeOpenAI();
  t.teardown(() => llm.close());
  const s = spy();
  const h = await startAgent(t, `[providers.models.openai.home]\nbase_url = "${llm.baseUrl}"\nmodel = "m"\nmax_retries = 0\n`, { extensions: [s.extension] });
  llm.push(openaiAnswers.error(503));
  await t.rejects(h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'hi', trust: 'operator' }));
  t.same(s.ends[0]!.exhausted, { providers: ['openai.home'], down: true });
});
