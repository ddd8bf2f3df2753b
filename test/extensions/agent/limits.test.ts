// The limits of an agent turn hold: the action budget, result size, deduplication, loop detection, single-call rounds,
// argument parsing and the per-reply ceiling. Each refusal reaches the model as a tool error it can read.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { fakeLlm, openai, type Recorded, type Scripted } from '../../helpers/fake-llm.js';
import { startAgent } from '../../helpers/agent.js';
import { TURN_CEILINGS } from '../../../extensions/agent/limits.js';

const cfg = (url: string, profile = '', extra = '') =>
  `[providers.models.openai.home]\nbase_url = "${url}"\nmodel = "m"\n[agents.default]\nmodel_provider = "openai.home"\nruntime_profile = "p"\n[runtime_profiles.p]\n${profile}\n${extra}\n`;

type Msg = { role: string; content: string | null; tool_calls?: unknown[] };
const messagesOf = (r: Recorded) => r.body.messages as Msg[];
const toolResults = (r: Recorded) => messagesOf(r).filter((m) => m.role === 'tool').map((m) => m.content);
const offered = (r: Recorded) => ((r.body.tools as unknown[] | undefined) ?? []).length;

/** One model reply calling several tools at once. */
const calls = (...list: [id: string, name: string, args: unknown][]): Scripted => ({
  json: {
    model: 'fake-gpt',
    choices: [{ message: { role: 'assistant', content: null, tool_calls: list.map(([id, name, args]) => ({ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } })) } }],
  },
});

t.test('max_actions_per_hour = 0: the shell never runs, the model is told why and must answer, the sender sees it', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, cfg(llm.url, 'max_actions_per_hour = 0', '[tools]\noptional = ["shell"]\n'));
  const marker = join(h.dir, 'pwned');
  llm.push(openai.toolCall('s1', 'shell', { command: `touch ${marker}` }), openai.text('I cannot run commands.'));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'run it', trust: 'operator' });
  t.notOk(existsSync(marker), 'nothing ran');
  t.match(toolResults(llm.requests[1]!)[0], /^error: refused: tool calls are switched off for agent "default" \(max_actions_per_hour = 0\)/);
  t.equal(offered(llm.requests[1]!), 0, 'the next request offers no tools: the model must answer');
  t.equal(llm.requests.length, 2);
  t.equal(reply.stopped, 'action_budget');
  t.match(reply.text, /^I cannot run commands\.\n\n\(Stopped early: tool calls are switched off/);
  t.same(h.outcomes.map((o) => [o.tool, o.success]), [['shell', false]], 'the hooks saw the refused call');
  t.match(h.logs.find((l) => l.msg === 'tool call refused: the action budget is used up'), { agent: 'default', tool: 'shell', limit: 0 });
});

t.test('the action budget is a rolling hour per agent', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, cfg(llm.url, 'max_actions_per_hour = 2'));
  const turn = async (q: string) => {
    llm.push(openai.toolCall(`c-${q}`, 'lookup', { q }), openai.text('ok'));
    return h.runtime.respond({ channel: 'cli', conversation: 'c', message: q, trust: 'operator' });
  };
  await turn('a');
  await turn('b');
  const third = await turn('c');
  t.same(h.lookups, [{ q: 'a' }, { q: 'b' }], 'the third call in the hour did not run');
  t.equal(third.stopped, 'action_budget');
  t.match(toolResults(llm.requests.at(-1)!).at(-1), /used its 2 tool calls of the last hour \(max_actions_per_hour\); the next is possible in 3600 s/);
  await h.clock.sleep(3_600_000);
  await turn('d');
  t.same(h.lookups.at(-1), { q: 'd' }, 'an hour later it runs again');
});

t.test('max_tool_result_chars cuts what the model sees and the history keeps', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, cfg(llm.url, 'max_tool_result_chars = 5'));
  llm.push(openai.toolCall('c1', 'lookup', { q: 'abcdefgh' }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q', trust: 'operator' });
  t.equal(toolResults(llm.requests[1]!)[0], 'found\n[result cut: 10 more characters (max_tool_result_chars = 5)]');
});

t.test('identical calls in one turn run once unless exempt; single_tool_rounds runs the first call only', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const a = await startAgent(t, cfg(llm.url, ''));
  llm.push(calls(['c1', 'lookup', { q: 'x' }], ['c2', 'lookup', { q: 'x' }]), openai.text('ok'));
  await a.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q', trust: 'operator' });
  t.same(a.lookups, [{ q: 'x' }], 'run once');
  t.match(toolResults(llm.requests[1]!)[1], /^found: x\n\[the same call was already made in this turn/);
  await a.stop();

  const b = await startAgent(t, cfg(llm.url, 'tool_call_dedup_exempt = ["lookup"]'));
  llm.push(calls(['c1', 'lookup', { q: 'x' }], ['c2', 'lookup', { q: 'x' }]), openai.text('ok'));
  await b.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q', trust: 'operator' });
  t.equal(b.lookups.length, 2, 'exempt: run twice');
  await b.stop();

  const c = await startAgent(t, cfg(llm.url, 'single_tool_rounds = true'));
  llm.push(calls(['c1', 'lookup', { q: 'x' }], ['c2', 'lookup', { q: 'y' }]), openai.text('ok'));
  const reply = await c.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q', trust: 'operator' });
  t.same(c.lookups, [{ q: 'x' }]);
  t.match(toolResults(llm.requests.at(-1)!)[1], /^error: not run: one tool call per round \(single_tool_rounds\)/);
  t.equal(reply.toolCalls, 2, 'both calls count');
});

t.test('the same call repeated across rounds stops the turn (pacing.loop_detection_max_repeats)', async (t) => {
  const llm = await fakeLlm((r) => (offered(r) ? openai.toolCall(`c${Math.random()}`, 'lookup', { q: 'again' }) : openai.text('final')));
  t.teardown(() => llm.close());
  const h = await startAgent(t, `${cfg(llm.url, '')}\n[pacing]\nloop_detection_max_repeats = 3\n`);
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'loop', trust: 'operator' });
  t.equal(reply.stopped, 'loop');
  t.equal(reply.text, 'I stopped working on this message: I was repeating the same step (lookup with the same arguments, 3 times).');
  t.equal(h.lookups.length, 1, 'deduplicated: it ran once');
  t.equal(llm.requests.length, 3, 'no model call after the stop');
  t.match(h.logs.find((l) => String(l.msg).startsWith('agent turn stopped')), { agent: 'default', reason: 'loop' });
});

t.test('arguments that do not parse are repaired unless strict_tool_parsing', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const a = await startAgent(t, cfg(llm.url, ''));
  llm.push(openai.toolCall('c1', 'lookup', '```json\n{"q": "fenced",}\n```'), openai.text('ok'));
  await a.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q', trust: 'operator' });
  t.same(a.lookups, [{ q: 'fenced' }]);
  await a.stop();
  const b = await startAgent(t, cfg(llm.url, 'strict_tool_parsing = true'));
  llm.push(openai.toolCall('c1', 'lookup', '```json\n{"q": "fenced",}\n```'), openai.text('ok'));
  await b.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q', trust: 'operator' });
  t.same(b.lookups, []);
  t.match(toolResults(llm.requests.at(-1)!)[0], /^error: the arguments are not valid JSON \(strict_tool_parsing\)/);
});

t.test(`one model reply runs ${TURN_CEILINGS.callsPerReply} calls at most`, async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, cfg(llm.url, 'max_actions_per_hour = 1000'));
  const many = Array.from({ length: 20 }, (_, i) => [`c${i}`, 'lookup', { q: `w${i}` }] as [string, string, unknown]);
  llm.push(calls(...many), openai.text('ok'));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'q', trust: 'operator' });
  t.equal(h.lookups.length, TURN_CEILINGS.callsPerReply);
  t.equal(reply.toolCalls, 20);
  t.match(toolResults(llm.requests[1]!).at(-1), /^error: not run: at most 16 tool calls of one reply are run/);
});
