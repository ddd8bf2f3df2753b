// The agent loop: echo, tool argument validation, excluded tools, the explicit shell tool, agent selection, history.
import t from 'tap';
import { chatOf, fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { startAgent } from '../../helpers/agent.js';
import { planAgents } from '../../../extensions/agent/selection.js';
import type { AgentsConfig } from '../../../extensions/agent/api.js';

const cfg = (url: string, extra = '') => `[providers.models.openai.home]\nbase_url = "${url}"\nmodel = "m"\n${extra}\n`;
const toolNames = (r: Recorded) => ((r.body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name).sort();

t.test('echo answers "echo: M" offline, with model echo and no tool calls', async (t) => {
  const h = await startAgent(t, '');
  t.same(await h.runtime.respond({ channel: 'webhook.main', conversation: 'alice', message: 'hello svc' }), {
    agent: 'default',
    text: 'echo: hello svc',
    model: 'echo',
    toolCalls: 0,
  });
  t.ok(h.logs.some((l) => l.ext === 'agent' && /no \[agents\] table: one agent "default" answers everything, using the built-in echo provider/.test(String(l.msg))), 'the startup line says which rule applies');
});

t.test('invalid tool arguments go back to the model as an error, and the hooks see the failed call', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  llm.push(openai.toolCall('c1', 'lookup', { q: '', extra: 1 }), openai.toolCall('c2', 'lookup', 'not json'), openai.toolCall('c3', 'nope', {}), openai.text('gave up'));
  const h = await startAgent(t, cfg(llm.url));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q' });
  t.equal(reply.text, 'gave up');
  t.equal(reply.toolCalls, 3);
  const toolMessage = (i: number) => (llm.requests[i]!.body.messages as { role: string; content: string }[]).at(-1)!;
  t.match(toolMessage(1), { role: 'tool', content: /^error: invalid arguments for lookup: .*(must NOT have fewer than 1 characters|additional properties)/ });
  t.match(toolMessage(2), { role: 'tool', content: 'error: the arguments must be a JSON object' });
  t.match(toolMessage(3), { role: 'tool', content: 'error: no tool named "nope" is available' });
  t.same(h.lookups, [], 'the handler never ran');
  t.same(h.outcomes.map((o) => [o.tool, o.success]), [['lookup', false], ['lookup', false], ['nope', false]]);
  t.match(h.outcomes[0]!.error, /invalid arguments/);
});

t.test('excluded tools are hidden; the shell is offered only when tools.optional names it', async (t) => {
  const llm = await fakeLlm(() => openai.text('ok'));
  t.teardown(() => llm.close());
  const a = await startAgent(t, cfg(llm.url));
  await a.runtime.respond({ channel: 'webhook.main', conversation: 'x', message: 'q' });
  const all = toolNames(llm.requests.at(-1)!);
  t.ok(all.includes('http_request') && all.includes('lookup') && !all.includes('shell'), '"*" offers everything but the shell');
  t.notOk(all.includes('file_write'), 'and the other explicit-only tools');
  await a.runtime.respond({ channel: 'webhook.main', conversation: 'x', message: 'q', excludedTools: all });
  t.same(toolNames(llm.requests.at(-1)!), []);
  t.equal(llm.requests.at(-1)!.body.tools, undefined, 'no tools key when nothing is offered');
  await a.stop();

  const b = await startAgent(t, `${cfg(llm.url)}\n[tools]\noptional = ["*", "shell"]\n[http_request]\nenabled = false\n`);
  await b.runtime.respond({ channel: 'cli', conversation: 'y', message: 'q' });
  const named = toolNames(llm.requests.at(-1)!);
  t.ok(named.includes('lookup') && named.includes('shell') && !named.includes('http_request'), 'shell by name; http_request switched off');
  await b.stop();

  const c = await startAgent(t, `${cfg(llm.url)}\n[tools]\noptional = ["shell"]\n`);
  await c.runtime.respond({ channel: 'cli', conversation: 'z', message: 'q' });
  t.same(toolNames(llm.requests.at(-1)!), ['shell']);
});

t.test('the shell tool runs a command and is killed at shell_tool.timeout_secs', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  llm.push(openai.toolCall('s1', 'shell', { command: 'echo hi; echo oops >&2; exit 3' }), openai.toolCall('s2', 'shell', { command: 'sleep 30' }), openai.text('done'));
  const h = await startAgent(t, `${cfg(llm.url)}\n[tools]\noptional = ["shell"]\n[shell_tool]\ntimeout_secs = 1\n`);
  const started = Date.now();
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'run' });
  t.ok(Date.now() - started < 10_000, 'the sleeping command was killed');
  const tool = (i: number) => (llm.requests[i]!.body.messages as { content: string }[]).at(-1)!.content;
  t.equal(tool(1), 'exit 3\nstdout:\nhi\n\nstderr:\noops\n');
  t.match(tool(2), /error: the command did not finish within 1 s and was killed/);
});

t.test('tool rounds are bounded by the runtime profile, then the model must answer in text', async (t) => {
  const llm = await fakeLlm((r) => ((r.body.tools as unknown[] | undefined)?.length ? openai.toolCall(`c${Math.random()}`, 'lookup', { q: 'again' }) : openai.text('final')));
  t.teardown(() => llm.close());
  const h = await startAgent(t, `${cfg(llm.url)}\n[agents.default]\nmodel_provider = "openai.home"\nruntime_profile = "tight"\n[runtime_profiles.tight]\nmax_tool_iterations = 2\n`);
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'loop' });
  t.equal(reply.text, 'final');
  t.equal(reply.toolCalls, 2);
  t.equal(llm.requests.length, 3);
});

t.test('agent selection follows CONTRACT §7', async (t) => {
  const plan = (agents: Record<string, unknown>, providers: Record<string, Record<string, unknown>> = {}) =>
    planAgents(agents as AgentsConfig, { providers: { models: providers } });
  const agent = (x: Record<string, unknown> = {}) => ({ enabled: true, channels: [], model_provider: null, runtime_profile: null, ...x });
  t.equal(plan({}).agents.get('default')!.provider, 'echo.builtin');
  const first = plan({}, { openai: { zed: {}, alpha: {} }, anthropic: { main: {} } });
  t.equal(first.agents.get('default')!.provider, 'anthropic.main', 'the first configured provider by <type>.<alias>');
  t.match(first.note, /first configured model provider, anthropic\.main/);
  t.equal(plan({ zeta: agent(), default: agent(), alpha: agent() }).defaultAgent, 'default');
  t.equal(plan({ zeta: agent(), beta: agent() }).defaultAgent, 'beta', 'else the lexicographically first');
  t.equal(plan({ alpha: agent({ enabled: false }), beta: agent() }).defaultAgent, 'beta', 'disabled agents do not count');
  const mapped = plan({ ops: agent({ channels: ['webhook.ops'] }), default: agent() });
  t.equal(mapped.channelAgents.get('webhook.ops'), 'ops');
  t.equal(mapped.channelAgents.get('webhook.main'), undefined);
  t.equal(plan({ a: agent({ enabled: false }) }).defaultAgent, undefined);
});

t.test('channels map to their agent, others to the default agent', async (t) => {
  const llm = await fakeLlm((r) => openai.text(`model ${String(r.body.model)}`));
  t.teardown(() => llm.close());
  const h = await startAgent(
    t,
    `${cfg(llm.url)}\n[providers.models.openai.big]\nbase_url = "${llm.url}"\nmodel = "big"\n[agents.default]\nmodel_provider = "openai.home"\n[agents.ops]\nmodel_provider = "openai.big"\nchannels = ["webhook.ops"]\n[channels.webhook.ops]\nsecret = "s"\n`,
  );
  t.equal(h.runtime.agentFor('webhook.ops'), 'ops');
  t.equal(h.runtime.agentFor('webhook.other'), 'default');
  t.equal((await h.runtime.respond({ channel: 'webhook.ops', conversation: 'x', message: 'hi' })).text, 'model big');
  t.equal((await h.runtime.respond({ channel: 'cli', conversation: 'x', message: 'hi' })).text, 'model m');
});

t.test('history per (channel, conversation) feeds the model; session_ttl_hours archives idle ones', async (t) => {
  const llm = await fakeLlm((r) => openai.text(`seen ${chatOf(r).length}`));
  t.teardown(() => llm.close());
  const h = await startAgent(t, `${cfg(llm.url)}\n[channels]\nsession_ttl_hours = 1\n`);
  const ask = (conversation: string, message: string) => h.runtime.respond({ channel: 'webhook.main', conversation, message });
  t.equal((await ask('alice', 'one')).text, 'seen 1');
  t.equal((await ask('alice', 'two')).text, 'seen 3');
  t.same(chatOf(llm.requests.at(-1)!).slice(0, 2), [{ role: 'user', content: 'one' }, { role: 'assistant', content: 'seen 1' }]);
  t.equal((await ask('bob', 'hi')).text, 'seen 1', 'another sender is another conversation');
  await h.clock.sleep(2 * 3_600_000);
  t.equal((await ask('alice', 'three')).text, 'seen 1', 'idle past the TTL: a fresh conversation');
});
