// Delegated spend through the daemon in-process (the cost and delegate extensions, a recording fake model per agent, the
// injected clock): a delegate's calls count against its caller's max_cost_per_day_cents too, so a caller with a small
// budget cannot spend past it through a delegate that has none; svc cost --by agent lists that spend under the caller.
import t from 'tap';
import { fakeOpenAI, openaiAnswers, type FakeOpenAI } from '../../../testing/fake-openai.js';
import { createCostExtension } from '../../../extensions/cost/index.js';
import { createDelegateExtension } from '../../../extensions/delegate/index.js';
import { delegatedConversation, delegationChain } from '../../../extensions/delegate/api.js';
import type { CostReport } from '../../../extensions/cost/api.js';
import { printReport } from '../../../extensions/cost/commands.js';
import { manualClock, startAgent } from '../../helpers/agent.js';

/** 100,000 input and 100 output tokens at $2 and $10 per million: $0.201 a call. */
const USAGE = { prompt_tokens: 100_000, completion_tokens: 100 };

async function fake(t: Parameters<typeof startAgent>[0], usage?: typeof USAGE): Promise<FakeOpenAI> {
  const f = await fakeOpenAI(usage ? { usage } : {});
  t.teardown(() => f.close());
  return f;
}

const toolResults = (f: FakeOpenAI, i: number): string[] =>
  ((f.requests[i]!.json as { messages: { role: string; content: string }[] }).messages ?? []).filter((m) => m.role === 'tool').map((m) => m.content);

t.test('the conversation of a delegated turn names its chain; the ledger reads it back', async (t) => {
  t.equal(delegatedConversation(['otto'], 'ab12'), 'otto:ab12', 'a first-level delegation: <caller>:<id>');
  t.same(delegationChain('delegate', delegatedConversation(['a', 'b/c', 'd:e'], 'ff')), ['a', 'b/c', 'd:e'], 'aliases with / or : survive');
  t.same(delegationChain('webhook.main', 'a:ff'), [], 'only channel delegate');
  t.same(delegationChain('delegate', '%E0:ff'), [], 'a malformed one is none');
});

t.test('block: a caller with a small max_cost_per_day_cents cannot spend past it through a delegate that has none', async (t) => {
  // A manual clock: the delegate's timeout runs on it and never fires here.
  const clock = manualClock();
  const a = await fake(t);
  const b = await fake(t, USAGE);
  const toml = `
[providers.models.openai.a]
base_url = "${a.baseUrl}"
model = "m"
max_tokens = 100
[providers.models.openai.b]
base_url = "${b.baseUrl}"
model = "m"
max_tokens = 10000
[agents.a]
model_provider = "openai.a"
runtime_profile = "small"
delegates = [{ agent = "b" }]
[agents.b]
model_provider = "openai.b"
[runtime_profiles.small]
max_cost_per_day_cents = 30
[cost]
daily_limit_usd = 100.0
[cost.enforcement]
mode = "block"
reserve_percent = 0
[cost.rates.providers.models.openai."m"]
input_per_mtok = 2.0
output_per_mtok = 10.0
`;
  const h = await startAgent(t, toml, { clock, extensions: [createCostExtension({ clock }), createDelegateExtension({ clock })] });
  // a's own calls report no usage (unknown cost): all of a's spend below is what b spent for it.
  a.push(
    openaiAnswers.toolCall('c1', 'delegate', { agent: 'b', task: 'first task' }),
    openaiAnswers.toolCall('c2', 'delegate', { agent: 'b', task: 'second task' }),
    openaiAnswers.text('done'),
  );
  const out = await h.runtime.respond({ agent: 'a', channel: 'cli', conversation: 'c1', message: 'do two tasks', trust: 'operator' });
  t.equal(out.text, 'done');
  t.equal(b.requests.length, 1, 'the second delegated call was refused before it was sent: $0.201 spent for a plus its $0.10+ estimate passes a\'s $0.30');
  const [second] = toolResults(a, 2).slice(-1);
  t.match(second, /^error: agent "b" could not do the task: cost: the agent budget is reached \(\$0\.20 of \$0\.30, runtime_profiles\.small\.max_cost_per_day_cents; enforcement\.mode = "block"\); it resets \d{4}-\d\d-\d\d 00:00 UTC; an override is off \(cost\.allow_override = false\): set it to true to use `svc cost override --agent a --reason "<why>"`, or raise runtime_profiles\.small\.max_cost_per_day_cents$/, 'a\'s model reads why');
  t.ok(h.logs.some((l) => l.msg === 'escalation' && l.severity === 'high' && l.source === 'cost' && l.agent === 'a'), 'a high escalation names the caller');

  // b has no budget of its own: asked directly, it answers.
  await h.runtime.respond({ agent: 'b', channel: 'cli', conversation: 'd1', message: 'direct', trust: 'operator' });
  t.equal(b.requests.length, 2, 'b itself is not blocked');

  const report = (await h.control('cost.report', { period: 'day', by: 'agent' })) as CostReport;
  const near = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  t.ok(near(report.rows.find((r) => r.key === 'b')!.usd, 0.402), 'b\'s row: the delegated call and its own');
  t.equal(report.delegated?.length, 1);
  t.match(report.delegated![0], { key: 'a', calls: 1, unpriced_calls: 0 });
  t.ok(near(report.delegated![0]!.usd, 0.201), 'a: $0.201 spent through delegates');
  t.ok(near(report.total_usd, 0.402), 'the total counts each call once');
  let text = '';
  printReport(report, { write: (s: string) => ((text += s), true) } as unknown as NodeJS.WritableStream);
  t.match(text, /\n {2}a \(through delegates\)\t\$0\.20\t1 call\(s\)\t\(in the delegates' rows above, not added again\)\n/);

  // a's own next call meets the same budget: $0.201 + its estimate is below $0.30, so it goes; b's would not.
  a.push(openaiAnswers.toolCall('c3', 'delegate', { agent: 'b', task: 'third task' }), openaiAnswers.text('no'));
  await h.runtime.respond({ agent: 'a', channel: 'cli', conversation: 'c2', message: 'one more', trust: 'operator' });
  t.equal(b.requests.length, 2, 'still refused');
  t.equal((await h.control('cost.report', { period: 'day', by: 'agent' }) as CostReport).delegated![0]!.calls, 1, 'a refused call books nothing');
});

t.test('a delegate\'s priced tool call counts against its caller too', async (t) => {
  const clock = manualClock();
  const a = await fake(t);
  const b = await fake(t);
  const toml = `
[providers.models.openai.a]
base_url = "${a.baseUrl}"
model = "m"
[providers.models.openai.b]
base_url = "${b.baseUrl}"
model = "m"
[agents.a]
model_provider = "openai.a"
delegates = [{ agent = "b" }]
[agents.b]
model_provider = "openai.b"
[cost]
daily_limit_usd = 100.0
[cost.rates.tools]
memory_recall = 0.25
`;
  const h = await startAgent(t, toml, { clock, extensions: [createCostExtension({ clock }), createDelegateExtension({ clock })] });
  a.push(openaiAnswers.toolCall('c1', 'delegate', { agent: 'b', task: 'look it up' }), openaiAnswers.text('done'));
  b.push(openaiAnswers.toolCall('r1', 'memory_recall', { query: 'anything' }), openaiAnswers.text('found nothing'));
  const out = await h.runtime.respond({ agent: 'a', channel: 'cli', conversation: 'c1', message: 'delegate it', trust: 'operator' });
  t.equal(out.text, 'done');
  t.equal(b.requests.length, 2, 'b called the priced tool, then answered');
  const report = (await h.control('cost.report', { period: 'day', by: 'agent' })) as CostReport;
  t.equal(report.rows.find((r) => r.key === 'b')?.usd, 0.25, 'b\'s row: its tool call');
  t.match(report.delegated, [{ key: 'a', calls: 3, unpriced_calls: 2 }], 'a: b\'s two model calls (no price) and the tool call, made for it');
  t.equal(report.delegated?.[0]?.usd, 0.25);

  // Positive control: the same tool called by b directly is b's alone.
  b.push(openaiAnswers.toolCall('r2', 'memory_recall', { query: 'again' }), openaiAnswers.text('ok'));
  await h.runtime.respond({ agent: 'b', channel: 'cli', conversation: 'd1', message: 'direct', trust: 'operator' });
  const after = (await h.control('cost.report', { period: 'day', by: 'agent' })) as CostReport;
  t.equal(after.rows.find((r) => r.key === 'b')?.usd, 0.5);
  t.equal(after.delegated?.[0]?.usd, 0.25, 'a\'s share did not grow');
});
