// The shouldWithholdTool hook, through the in-process daemon and a recording fake model: a tool a tap withholds is left
// out of the provider request's tools, the system prompt and the deferred tools a search lists, with the tap's reason in
// the offers svc tools list prints; the tap is asked only about tools the agent's own rules offer; a tap that throws
// withholds the tool (fail closed) and is logged once. Each absence has its presence beside it (another channel, another
// tool).
import t from 'tap';
import { agentHooksPoint, toolsPoint, type ToolOfferQuery } from '../../../extensions/agent/api.js';
import type { AgentRuntimeImpl } from '../../../extensions/agent/runtime.js';
import { defineExtension } from '../../../kernel/index.js';
import { startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';

const toolNames = (r: Recorded) => ((r.body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name);
const system = (r: Recorded) => String((r.body.messages as { content: unknown }[])[0]!.content);
const params = { type: 'object', additionalProperties: false, properties: {} };

/** Registers two deferred tools and a search that lists the turn's deferred tools; withholds as `rule` says. */
function probe(queries: ToolOfferQuery[], rule: (q: ToolOfferQuery) => string | undefined) {
  return defineExtension({
    name: 'test-withhold',
    version: '1',
    dependsOn: ['agent'],
    apply(kernel) {
      const tools = kernel.use(toolsPoint);
      for (const name of ['deferred_kept', 'deferred_hidden']) tools.register({ name, description: `The ${name} tool`, parameters: params, deferred: true, handler: () => name });
      tools.register({ name: 'find_tools', description: 'Lists the deferred tools', parameters: params, handler: (_args, ctx) => `deferred: ${(ctx.deferredTools?.list() ?? []).map((d) => d.name).join(',')}` });
      kernel.use(agentHooksPoint).shouldWithholdTool.tap('test-withhold', (q) => (queries.push(q), rule(q)));
    },
  });
}

t.test('a withheld tool is not offered to the model, its prompt or a deferred search; the reason is kept', async (t) => {
  const llm = await fakeLlm((r) => {
    const last = (r.body.messages as { role: string; content: unknown }[]).at(-1)!;
    return last.role === 'tool' ? openai.text(`result: ${String(last.content)}`) : openai.toolCall('c1', 'find_tools', {});
  });
  t.teardown(() => llm.close());
  const queries: ToolOfferQuery[] = [];
  const rule = (q: ToolOfferQuery) => (q.channel === 'webhook.x' && ['lookup', 'deferred_hidden'].includes(q.tool.name) ? `withheld on ${q.channel} by the test` : undefined);
  const h = await startAgent(t, `[providers.models.openai.fake]\nbase_url = "${llm.url}"\nmodel = "m"\n`, { extensions: [probe(queries, rule)] });

  const held = await h.runtime.respond({ channel: 'webhook.x', conversation: 'a', message: 'q' });
  const first = llm.requests[0]!;
  t.notOk(toolNames(first).includes('lookup'), 'lookup is not in the request\'s tools');
  t.notMatch(system(first), /- lookup:/, 'nor in the system prompt');
  t.ok(toolNames(first).includes('find_tools') && toolNames(first).includes('http_request'), 'the tools no tap withholds are offered');
  t.equal(held.text, 'result: deferred: deferred_kept', 'the deferred search lists the kept tool only');

  const open = await h.runtime.respond({ channel: 'cli', conversation: 'b', message: 'q' });
  const control = llm.requests[2]!;
  t.ok(toolNames(control).includes('lookup'), 'on another channel lookup is offered');
  t.match(system(control), /- lookup:/);
  t.equal(open.text, 'result: deferred: deferred_kept,deferred_hidden', 'and both deferred tools are found');

  t.match(queries.find((q) => q.tool.name === 'lookup'), { agent: 'default', channel: 'webhook.x' });
  t.notOk(queries.some((q) => q.tool.name === 'shell'), 'a tool the agent\'s own rules leave out (tools.optional) is not asked about');

  // The offers svc tools list prints carry the tap's reason.
  const offers = (h.runtime as unknown as AgentRuntimeImpl).toolOffers('default', 'webhook.x');
  t.match(offers.find((o) => o.tool.name === 'lookup'), { offered: false, reason: 'withheld on webhook.x by the test' });
  t.match(offers.find((o) => o.tool.name === 'shell'), { offered: false, reason: /tools\.optional/ });
  t.match(offers.find((o) => o.tool.name === 'find_tools'), { offered: true });
});

t.test('a tap that throws withholds the tool and is logged once', async (t) => {
  const llm = await fakeLlm(() => openai.text('ok'));
  t.teardown(() => llm.close());
  const rule = (q: ToolOfferQuery) => {
    if (q.tool.name === 'lookup') throw new Error('profile store unreadable');
    return undefined;
  };
  const h = await startAgent(t, `[providers.models.openai.fake]\nbase_url = "${llm.url}"\nmodel = "m"\n`, { extensions: [probe([], rule)] });
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'q' });
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'q again' });
  t.notOk(toolNames(llm.requests[0]!).includes('lookup'), 'the tool is withheld');
  t.ok(toolNames(llm.requests[0]!).includes('http_request'), 'the others are offered');
  const offers = (h.runtime as unknown as AgentRuntimeImpl).toolOffers('default', 'cli');
  t.match(offers.find((o) => o.tool.name === 'lookup'), { offered: false, reason: 'an extension\'s offer check failed (profile store unreadable)' });
  t.equal(h.logs.filter((l) => l.msg === 'a shouldWithholdTool tap failed; the tool is not offered' && l.tool === 'lookup').length, 1, 'one warning for repeated offers');
});
