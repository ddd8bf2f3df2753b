// The cost ledger and budgets through the daemon in-process (the built-ins, a recording fake model that reports usage,
// the injected clock for the UTC periods): spend per call, agent and tool; the unknown price; warn (one WARN per
// period), block (refused before it is sent, the sender's notice, an override), route_down, an agent's own budget.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { startAgent } from '../../helpers/agent.js';
import { fakeOpenAI, openaiAnswers } from '../../../testing/fake-openai.js';
import Sqlite from 'better-sqlite3';
import { agentHooksPoint, ModelCallRefused, turnFailure } from '../../../extensions/agent/api.js';
import { defineExtension } from '../../../kernel/extension.js';
import { waitFor } from '../../helpers/wait.js';
import { createCostExtension } from '../../../extensions/cost/index.js';
import type { CostReport } from '../../../extensions/cost/api.js';
import type { FakeClock } from '../../helpers/agent.js';
import { fakeClock } from '../../helpers/agent.js';

const DAY = 86_400_000;
/** 100,000 input and 100 output tokens at $2 and $10 per million: $0.201 a call. */
const USAGE = { prompt_tokens: 100_000, completion_tokens: 100 };
const CALL_USD = 0.201;

const config = (url: string, cost: string, extra: string, cents: number) => `
[providers.models.openai.home]
base_url = "${url}"
model = "m"
max_tokens = 100
[agents.otto]
model_provider = "openai.home"
runtime_profile = "small"
[agents.ada]
model_provider = "openai.home"
[runtime_profiles.small]
max_cost_per_day_cents = ${cents}
${extra}
[cost]
${cost}
[cost.rates.providers.models.openai."m"]
input_per_mtok = 2.0
output_per_mtok = 10.0
[cost.rates.providers.models.openai."cheap"]
input_per_mtok = 0.1
output_per_mtok = 0.4
[cost.rates.tools]
lookup = 0.05
`;

async function start(t: Parameters<typeof startAgent>[0], cost: string, o: { extra?: string; clock?: FakeClock; cents?: number } = {}) {
  const clock = o.clock ?? fakeClock();
  const llm = await fakeOpenAI({ usage: USAGE });
  t.teardown(() => llm.close());
  const h = await startAgent(t, config(llm.baseUrl, cost, o.extra ?? '', o.cents ?? 0), { clock, extensions: [createCostExtension({ clock })] });
  const ask = (agent: string, message = 'hi') => h.runtime.respond({ agent, channel: 'webhook.main', conversation: `${agent}-${message}`, message });
  const report = (by?: string, period = 'day') => h.control('cost.report', { period, by }) as Promise<CostReport>;
  return { llm, h, ask, report };
}

const near = (t: { ok(value: boolean, message: string): void }, actual: number, expected: number, what: string) => t.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} ≈ ${expected}`);

t.test('every call is priced per agent, model and channel; a tool per call; a model with no price is unknown, not zero', async (t) => {
  const { llm, h, ask, report } = await start(t, 'daily_limit_usd = 100.0', { extra: '[tools]\noptional = ["lookup"]', cents: 0 });
  await ask('otto');
  await ask('otto', 'again');
  llm.push(openaiAnswers.toolCall('c1', 'lookup', { q: 'otters' }, ), openaiAnswers.text('found them', USAGE));
  await ask('ada');
  const byAgent = await report('agent');
  t.equal(byAgent.key, '2027-01-15', 'the UTC day of the injected clock');
  near(t, byAgent.total_usd, 3 * CALL_USD + 0.05, 'total: three priced model calls (the fourth reported no usage) and the tool');
  const otto = byAgent.rows.find((r) => r.key === 'otto')!;
  near(t, otto.usd, 2 * CALL_USD, 'otto');
  t.match(otto, { calls: 2, input_tokens: 200_000, output_tokens: 200, unpriced_calls: 0 });
  const ada = byAgent.rows.find((r) => r.key === 'ada')!;
  t.match(ada, { calls: 3, unpriced_calls: 1 }, 'ada: the tool round (no usage reported: unknown), the answer, the tool');
  const byModel = await report('model');
  t.same(byModel.rows.map((r) => r.key).sort(), ['openai.home/m', 'tool:lookup']);
  t.same((await report('channel')).rows.map((r) => r.key), ['webhook.main']);
  t.ok(h.logs.some((l) => l.msg === 'cost: calls of openai.home/m are recorded with an unknown cost: the provider reported no token usage'), 'the unknown price is said once');
  const db = join(h.dir, 'data', 'state', 'cost.db');
  t.equal(statSync(db).mode & 0o777, 0o600, 'the ledger file is private');
});

t.test('warn: one WARN at warn_at_percent and one when the limit is passed, per UTC day; calls go on', async (t) => {
  const clock = fakeClock();
  const { llm, h, ask, report } = await start(t, 'daily_limit_usd = 0.5\nwarn_at_percent = 50', { clock });
  for (let i = 0; i < 4; i++) await ask('otto', `m${i}`);
  t.equal(llm.requests.length, 4, 'every call was sent');
  const warned = h.logs.filter((l) => typeof l.msg === 'string' && /^cost: \d+% of the daily budget is spent/.test(l.msg));
  t.equal(warned.length, 1, 'one WARN at 50%');
  t.match(warned[0], { level: 40, budget: 'daily', setting: 'cost.daily_limit_usd', period: 'day:2027-01-15' });
  const reached = h.logs.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('cost: the daily budget is reached'));
  t.equal(reached.length, 1, 'one WARN when reached (mode warn)');
  near(t, (await report()).total_usd, 4 * CALL_USD, 'all four are booked');
  await clock.sleep(DAY);
  for (let i = 0; i < 3; i++) await ask('otto', `n${i}`);
  t.equal(h.logs.filter((l) => typeof l.msg === 'string' && /^cost: \d+% of the daily budget is spent/.test(l.msg)).length, 2, 'the next day warns again, once');
  const today = await report();
  t.equal(today.key, '2027-01-16');
  near(t, today.total_usd, 3 * CALL_USD, 'a new day starts at zero');
  near(t, (await report(undefined, 'month')).total_usd, 7 * CALL_USD, 'the month holds both days');
  await t.rejects(h.control('cost.override', { period: 'day', reason: 'x', by: 'test' }), /cost\.allow_override is false/, 'no override unless allowed');
});

t.test('block: the call that would cross is refused before it is sent, with a notice; an override lifts it for the day', async (t) => {
  const clock = fakeClock();
  const { llm, h, ask, report } = await start(t, 'daily_limit_usd = 0.5\nallow_override = true\n[cost.enforcement]\nmode = "block"\nreserve_percent = 10', { clock });
  for (let i = 0; i < 3; i++) await ask('otto', `m${i}`);
  const err = await ask('otto', 'one more').catch((e: unknown) => e);
  t.ok(err instanceof ModelCallRefused, 'refused');
  t.match((err as Error).message, /^cost: the daily budget is reached \(\$0\.60 of \$0\.50, cost\.daily_limit_usd; enforcement\.mode = "block"\); it resets 2027-01-16 00:00 UTC; `svc cost override --reason "<why>"` lifts it until then \(cost\.allow_override = true\)$/, 'the reset time in UTC and the override command');
  t.match(turnFailure(err).notice, /^This message was not answered: the daily spending limit \(\$0\.50, cost\.daily_limit_usd\) is reached; it resets at 00:00 UTC\. \(error E-[0-9a-f]{8}\)$/, 'what the sender is told');
  t.equal(llm.requests.length, 3, 'the refused call was never sent');
  t.ok(h.logs.some((l) => l.msg === 'escalation' && l.severity === 'high' && l.source === 'cost' && /^The daily spending limit \(\$0\.50, cost\.daily_limit_usd\) is reached: model calls are refused until it resets at 00:00 UTC\.$/.test(String(l.summary))), 'a high escalation (sent to escalation.alert_channels)');
  await t.rejects(ask('ada'), ModelCallRefused, 'the daily budget holds for every agent');
  const done = (await h.control('cost.override', { period: 'day', reason: 'launch day', by: 'ops' })) as { period: string };
  t.equal(done.period, 'day:2027-01-15');
  t.ok(h.logs.some((l) => l.msg === 'cost: budget override recorded for day:2027-01-15 (total); block and route_down do not act on it until the period ends' && l.by === 'ops'), 'recorded in the log');
  await ask('otto', 'after the override');
  t.equal(llm.requests.length, 4, 'answered after the override');
  t.match((await report()).overrides, [{ scope: 'total', note: 'by ops: launch day', until: '2027-01-16 00:00 UTC' }], 'and in the ledger');
  await clock.sleep(DAY);
  for (let i = 0; i < 3; i++) await ask('otto', `n${i}`);
  await t.rejects(ask('otto', 'over again'), ModelCallRefused, 'the override was for that day only');
});

t.test('a beforeModelCall tap after cost that refuses (an emergency stop): the reservation is given back at once', async (t) => {
  const clock = fakeClock();
  let refuse = true;
  const stop = defineExtension({
    name: 'test-stop',
    version: '1',
    dependsOn: ['agent', 'cost'],
    apply(kernel) {
      kernel.use(agentHooksPoint).beforeModelCall.tapPromise('test-stop', async () => {
        if (refuse) throw new ModelCallRefused('test-stop', 'stopped', 'This message was not answered: stopped.');
      });
    },
  });
  const llm = await fakeOpenAI({ usage: USAGE });
  t.teardown(() => llm.close());
  const h = await startAgent(t, config(llm.baseUrl, 'daily_limit_usd = 5\n[cost.enforcement]\nmode = "block"', '', 0), { clock, extensions: [createCostExtension({ clock }), stop] });
  const db = new Sqlite(join(h.dir, 'data', 'state', 'cost.db'), { readonly: true });
  t.teardown(() => db.close());
  const live = () => (db.prepare("SELECT COUNT(*) AS n, COALESCE(SUM(reserved_usd), 0) AS usd FROM cost_calls WHERE state = 'reserved'").get() as { n: number; usd: number });
  await t.rejects(h.runtime.respond({ agent: 'ada', channel: 'webhook.main', conversation: 'c', message: 'hi' }), ModelCallRefused, 'refused by the later tap');
  t.equal(llm.requests.length, 0, 'nothing was sent');
  await waitFor(() => live().n === 0, 'the reservation to be released');
  t.same(live(), { n: 0, usd: 0 }, 'no live reservation is left');
  t.equal((await h.control('cost.report', { period: 'day' }) as CostReport).total_usd, 0, 'nothing was spent');
  refuse = false;
  await h.runtime.respond({ agent: 'ada', channel: 'webhook.main', conversation: 'c', message: 'again' });
  await waitFor(() => live().n === 0, 'the answered call to be settled');
  near(t, (await h.control('cost.report', { period: 'day' }) as CostReport).total_usd, CALL_USD, 'the answered call is booked');
});

t.test('an agent\'s max_cost_per_day_cents blocks that agent alone', async (t) => {
  const { llm, ask } = await start(t, 'daily_limit_usd = 100.0\n[cost.enforcement]\nmode = "block"\nreserve_percent = 0', { cents: 20 });
  await ask('otto');
  const err = await ask('otto', 'again').catch((e: unknown) => e);
  t.ok(err instanceof ModelCallRefused);
  t.match(turnFailure(err).notice, /the daily spending limit of agent "otto" \(\$0\.20, runtime_profiles\.small\.max_cost_per_day_cents\) is reached/);
  await ask('ada');
  await ask('ada', 'again');
  t.equal(llm.requests.length, 3, 'ada has no budget of her own: only otto was refused');
});

t.test('route_down: past the limit, calls go to route_down_model and are priced at its rate', async (t) => {
  const { llm, ask, report } = await start(t, 'daily_limit_usd = 0.5\n[cost.enforcement]\nmode = "route_down"\nroute_down_model = "cheap"');
  for (let i = 0; i < 3; i++) await ask('otto', `m${i}`);
  const reply = await ask('otto', 'one more');
  t.equal((llm.requests[3]!.json as { model: string }).model, 'cheap', 'the fourth call went to the cheaper model');
  t.equal(reply.model, 'cheap');
  const byModel = await report('model');
  near(t, byModel.rows.find((r) => r.key === 'openai.home/cheap')!.usd, (100_000 * 0.1 + 100 * 0.4) / 1e6, 'priced at the cheap rate');
});

t.test('route_down to a hint: the route\'s provider and model answer', async (t) => {
  const { llm, ask } = await start(t, 'daily_limit_usd = 0.2\n[cost.enforcement]\nmode = "route_down"\nroute_down_model = "hint:cheap"', { extra: '[[model_routes]]\nhint = "cheap"\nprovider = "openai.home"\nmodel = "cheap"' });
  await ask('otto');
  const reply = await ask('otto', 'again');
  t.equal((llm.requests[1]!.json as { model: string }).model, 'cheap');
  t.equal(reply.model, 'cheap');
});
