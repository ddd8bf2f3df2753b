// What an operator meets (new-user trial 49): [cost] applies live (no "restart required"); a routed-down call to an
// unpriced model is an unknown cost, never the first model's rate, and its start says so; echo calls cost a known
// zero; the block message names the reset time, the override command and allow_override; an override shows its end,
// a second says it was in force, --cancel ends it (recorded); a warning past 100% gives amounts; svc doctor's check.
import t from 'tap';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModelCallEnd, ModelCallStart } from '../../../extensions/agent/api.js';
import type { CostConfig, CostReport, OverrideOutcome } from '../../../extensions/cost/api.js';
import { periodEnd, priceOf, refusalMessage, warningLine, type Budget } from '../../../extensions/cost/budget.js';
import { costDoctor } from '../../../extensions/cost/doctor.js';
import { createCostExtension } from '../../../extensions/cost/index.js';
import { SqliteLedger } from '../../../extensions/cost/ledger.js';
import { costSection } from '../../../extensions/cost/schema.js';
import { CostService } from '../../../extensions/cost/service.js';
import { isLive } from '../../../core/config/changes.js';
import { runtimeProfilesSection } from '../../../extensions/agent/schema.js';
import type { SectionAccess } from '../../../kernel/index.js';
import { fakeOpenAI } from '../../../testing/fake-openai.js';
import { fakeClock, startAgent } from '../../helpers/agent.js';
import { waitFor } from '../../helpers/wait.js';

const settings = (over: Partial<CostConfig> = {}, enforcement: Partial<CostConfig['enforcement']> = {}, models: CostConfig['rates']['providers']['models'] = { openai: { m: { input_per_mtok: 2, output_per_mtok: 10, cached_input_per_mtok: null } } }): CostConfig => ({
  allow_override: true,
  daily_limit_usd: 1.0,
  enabled: true,
  monthly_limit_usd: 0,
  track_per_agent: true,
  warn_at_percent: 0,
  ...over,
  enforcement: { mode: 'block', reserve_percent: 0, route_down_model: null, ...enforcement },
  rates: { providers: { models, transcription: {}, tts: {} }, tools: {} },
});
const access = <T>(value: T): SectionAccess<T> => Object.assign(() => value, { of: () => value }) as unknown as SectionAccess<T>;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;
const metrics = { spent() {}, unpriced() {}, refused() {}, routedDown() {}, periodSpend() {} };

t.test('every [cost] key is declared live: a change applies from the next call, so nothing says "restart required"', async (t) => {
  const schema = { type: 'object', properties: { cost: costSection, runtime_profiles: runtimeProfilesSection, other: { type: 'object', properties: { port: { type: 'integer' } } } } } as never;
  for (const path of ['cost.daily_limit_usd', 'cost.allow_override', 'cost.monthly_limit_usd', 'cost.warn_at_percent', 'cost.enforcement.mode', 'cost.enforcement.route_down_model', 'cost.rates.providers.models.openai.gpt-4.1.input_per_mtok', 'cost.rates.tools.shell', 'runtime_profiles.small.max_cost_per_day_cents']) {
    t.ok(isLive(schema, path), `${path} is live`);
  }
  t.notOk(isLive(schema, 'other.port'), 'positive control: a key without x-live is not');
});

t.test('echo calls cost a known zero; other unpriced types stay unknown', async (t) => {
  const s = settings();
  t.same(priceOf(s.rates, 'echo.default', 'echo'), { input: 0, output: 0, cached: 0 }, 'echo: free');
  t.equal(priceOf(s.rates, 'anthropic.main', 'claude'), undefined, 'positive control: a type with no sheet is unknown');
  const priced = settings({}, {}, { echo: { echo: { input_per_mtok: 1, output_per_mtok: 1, cached_input_per_mtok: null } } });
  t.same(priceOf(priced.rates, 'echo.default', 'echo'), { input: 1, output: 1, cached: 1 }, 'a sheet entry for echo still wins');

  const ledger = await SqliteLedger.open(join(mkdtempSync(join(tmpdir(), 'svc-cost-')), 'cost.db'));
  t.teardown(() => ledger.close());
  const cost = new CostService({ ledger, settings: access(s), agents: access({ otto: {} } as never), profiles: access({}), clock: fakeClock(), logger: silent, metrics });
  const start = { id: 'e1', agent: 'otto', channel: 'cli', conversation: 'c', provider: 'echo.default', model: 'echo', purpose: 'turn', inputChars: 40, at: 0, switchTo() {} } as ModelCallStart;
  await cost.before(start);
  // The echo provider reports no usage: the call is still a known $0, not an unknown price.
  await cost.after({ id: 'e1', agent: 'otto', channel: 'cli', conversation: 'c', purpose: 'turn', provider: 'echo.default', model: 'echo', outcome: 'ok', durationMs: 1 } as ModelCallEnd);
  await cost.before({ ...start, id: 'o1', provider: 'openai.home', model: 'unknown-model' } as ModelCallStart);
  await cost.after({ id: 'o1', agent: 'otto', channel: 'cli', conversation: 'c', purpose: 'turn', provider: 'openai.home', model: 'unknown-model', outcome: 'ok', durationMs: 1, usage: { input_tokens: 10, output_tokens: 1 } } as ModelCallEnd);
  const rows = (await cost.report('day', 'model')).rows;
  t.match(rows.find((r) => r.key === 'echo.default/echo'), { calls: 1, usd: 0, unpriced_calls: 0 }, 'echo: known zero');
  t.match(rows.find((r) => r.key === 'openai.home/unknown-model'), { calls: 1, unpriced_calls: 1 }, 'positive control: an unpriced openai model is unknown');
});

t.test('messages: the reset time in UTC, the override command, allow_override; amounts instead of 44000%', async (t) => {
  const daily: Budget = { name: 'daily', limit: 0.5, spent: 0.6, setting: 'cost.daily_limit_usd', period: 'day:2027-01-31', scope: 'total' };
  t.equal(refusalMessage(daily, false), 'cost: the daily budget is reached ($0.60 of $0.50, cost.daily_limit_usd; enforcement.mode = "block"); it resets 2027-02-01 00:00 UTC; an override is off (cost.allow_override = false): set it to true to use `svc cost override --reason "<why>"`, or raise cost.daily_limit_usd');
  t.equal(refusalMessage(daily, true), 'cost: the daily budget is reached ($0.60 of $0.50, cost.daily_limit_usd; enforcement.mode = "block"); it resets 2027-02-01 00:00 UTC; `svc cost override --reason "<why>"` lifts it until then (cost.allow_override = true)');
  const monthly: Budget = { ...daily, name: 'monthly', setting: 'cost.monthly_limit_usd', period: 'month:2027-12' };
  t.match(refusalMessage(monthly, true), /it resets 2028-01-01 00:00 UTC; `svc cost override --period month --reason "<why>"`/);
  const agent: Budget = { ...daily, name: 'agent', setting: 'runtime_profiles.small.max_cost_per_day_cents', scope: 'agent:otto' };
  t.match(refusalMessage(agent, true), /`svc cost override --agent otto --reason "<why>"`/);
  t.equal(periodEnd('day:2028-02-28'), '2028-02-29 00:00 UTC', 'a leap day');
  t.equal(warningLine({ ...agent, spent: 4.4, limit: 0.01 }), 'cost: over the agent budget ($4.40 of $0.01)');
  t.equal(warningLine({ ...agent, spent: 0.85, limit: 1 }), 'cost: 85% of the agent budget is spent ($0.85 of $1.00)', 'positive control: up to the limit, the percent');
  t.equal(warningLine({ ...agent, spent: 1, limit: 1 }), 'cost: 100% of the agent budget is spent ($1.00 of $1.00)');
});

const whole = (cost: CostConfig, over: Record<string, unknown> = {}) => ({
  providers: { models: { openai: { main: { model: 'gpt-4.1' } }, echo: { e: {} } } },
  agents: { otto: { model_provider: 'openai.main' }, ada: { model_provider: 'echo.e' } },
  model_routes: [],
  reliability: { fallback_providers: [] },
  runtime_profiles: {},
  cost,
  ...over,
});

t.test('svc doctor: a budget that holds and a used model with no price is a WARN naming the TOML table', async (t) => {
  const block = settings({ daily_limit_usd: 0.5 });
  const found = costDoctor(block, whole(block) as never);
  t.equal(found.length, 1, 'one finding: gpt-4.1 (echo is free)');
  t.match(found[0], { check: 'cost.price.openai.main', status: 'warn', finding: /model openai\.main\/gpt-4\.1 \(agent otto\) has no price in cost\.rates: its calls are recorded with an unknown cost and do not count/ });
  t.ok(found[0]!.fix!.includes('[cost.rates.providers.models.openai."gpt-4.1"] input_per_mtok = '), String(found[0]!.fix));
  const priced = settings({ daily_limit_usd: 0.5 }, {}, { openai: { 'gpt-4.1': { input_per_mtok: 2, output_per_mtok: 8, cached_input_per_mtok: null } } });
  t.match(costDoctor(priced, whole(priced) as never), [{ check: 'cost.prices', status: 'ok', finding: /every model in use has a price \(2 model\(s\); mode block, daily \$0\.50\)/ }], 'positive control: priced, ok');
  const none = settings({ daily_limit_usd: 0, monthly_limit_usd: 0 }, { mode: 'warn' });
  t.match(costDoctor(none, whole(none) as never), [{ status: 'ok', finding: /no budget is set/ }], 'no limit and mode warn: prices are optional');
  t.match(costDoctor(none, whole(none, { runtime_profiles: { small: { max_cost_per_day_cents: 5 } } }) as never), [{ status: 'warn' }], 'an agent limit is a budget too');
  const routes = whole(priced, { model_routes: [{ hint: 'cheap', provider: 'openai.main', model: 'gpt-4.1-nano' }], reliability: { fallback_providers: ['openai.main'] } });
  t.match(costDoctor(priced, routes as never), [{ finding: /gpt-4\.1-nano \(model_routes hint "cheap"\)/ }], 'a model route counts');
  const down = settings({ daily_limit_usd: 0.5 }, { mode: 'route_down', route_down_model: 'gpt-4.1-mini' }, priced.rates.providers.models);
  const downFound = costDoctor(down, whole(down) as never);
  t.match(downFound, [{ check: 'cost.route_down_model', status: 'warn', finding: /the route-down model openai\.main\/gpt-4\.1-mini \(cost\.enforcement\.route_down_model\) has no price/ }]);
  t.ok(downFound[0]!.fix!.includes('[cost.rates.providers.models.openai."gpt-4.1-mini"]'));
});

const USAGE = { prompt_tokens: 100_000, completion_tokens: 100 };
const CALL_USD = 0.201;
const config = (url: string, cost: string, cents = 0) => `
[providers.models.openai.home]
base_url = "${url}"
model = "m"
max_tokens = 100
[agents.otto]
model_provider = "openai.home"
runtime_profile = "small"
[runtime_profiles.small]
max_cost_per_day_cents = ${cents}
[cost]
${cost}
[cost.rates.providers.models.openai."m"]
input_per_mtok = 2.0
output_per_mtok = 10.0
`;

async function start(t: Parameters<typeof startAgent>[0], cost: string, cents = 0) {
  const clock = fakeClock();
  const llm = await fakeOpenAI({ usage: USAGE });
  t.teardown(() => llm.close());
  const h = await startAgent(t, config(llm.baseUrl, cost, cents), { clock, extensions: [createCostExtension({ clock })] });
  const ask = (message = 'hi') => h.runtime.respond({ agent: 'otto', channel: 'webhook.main', conversation: `otto-${message}`, message });
  const report = (by?: string) => h.control('cost.report', { period: 'day', by }) as Promise<CostReport>;
  return { llm, h, ask, report, clock };
}

t.test('route_down to a model with no price: booked as unknown, never at the first model\'s rate; the start WARNs', async (t) => {
  const { llm, h, ask, report } = await start(t, 'daily_limit_usd = 0.5\n[cost.enforcement]\nmode = "route_down"\nroute_down_model = "unpriced"');
  t.ok(h.logs.some((l) => l.level === 40 && l.msg === 'cost: the route-down model openai.home/unpriced (cost.enforcement.route_down_model) has no price in cost.rates: its calls are recorded with an unknown cost and do not count toward any budget (enforcement.mode = "route_down"); svc doctor names the table to add'), 'a WARN at start');
  for (let i = 0; i < 3; i++) await ask(`m${i}`);
  await ask('one more');
  t.equal((llm.requests[3]!.json as { model: string }).model, 'unpriced', 'the fourth call was routed down');
  const rows = (await report('model')).rows;
  t.match(rows.find((r) => r.key === 'openai.home/unpriced'), { calls: 1, usd: 0, unpriced_calls: 1 }, 'unknown, not $0.201');
  t.ok(Math.abs(rows.find((r) => r.key === 'openai.home/m')!.usd - 3 * CALL_USD) < 1e-9, 'positive control: the first three at m\'s rate');
  t.ok(Math.abs((await report()).total_usd - 3 * CALL_USD) < 1e-9, 'the routed-down call adds nothing priced');
});

t.test('overrides: shown with their end, a second one was already in force, --cancel ends it (recorded), block acts again', async (t) => {
  const { llm, h, ask, report } = await start(t, 'daily_limit_usd = 0.5\nallow_override = true\n[cost.enforcement]\nmode = "block"');
  for (let i = 0; i < 3; i++) await ask(`m${i}`);
  await t.rejects(ask('blocked'), /it resets 2027-01-16 00:00 UTC; `svc cost override --reason "<why>"` lifts it until then/);
  const first = (await h.control('cost.override', { period: 'day', reason: 'launch day', by: 'ops' })) as OverrideOutcome;
  t.same(first, { period: 'day:2027-01-15', scope: 'total', changed: true, until: '2027-01-16 00:00 UTC', note: 'by ops: launch day' });
  const second = (await h.control('cost.override', { period: 'day', reason: 'again', by: 'bob' })) as OverrideOutcome;
  t.same(second, { period: 'day:2027-01-15', scope: 'total', changed: false, until: '2027-01-16 00:00 UTC', note: 'by ops: launch day' }, 'already in force: the first one stays');
  t.ok(h.logs.some((l) => l.msg === 'cost: a budget override for day:2027-01-15 (total) is already in force until 2027-01-16 00:00 UTC; nothing changed' && l.by === 'bob'));
  await ask('lifted');
  t.equal(llm.requests.length, 4, 'answered under the override');
  t.match((await report()).overrides, [{ scope: 'total', until: '2027-01-16 00:00 UTC', note: 'by ops: launch day' }]);

  const cancelled = (await h.control('cost.override.cancel', { period: 'day', reason: 'launch over', by: 'ops' })) as OverrideOutcome;
  t.match(cancelled, { changed: true, note: /^by ops: launch day; cancelled at 2027-01-15T\S+ by ops: launch over$/ });
  t.ok(h.logs.some((l) => l.msg === 'cost: budget override for day:2027-01-15 (total) cancelled; block and route_down act again' && l.by === 'ops'), 'in the log');
  const after = await report();
  t.same(after.overrides, [], 'no override in force');
  t.match(after.cancelled_overrides, [{ scope: 'total', note: /cancelled at .* by ops: launch over/ }], 'kept for the record in the ledger');
  await t.rejects(ask('blocked again'), /the daily budget is reached/, 'block acts again');
  t.equal(llm.requests.length, 4, 'not sent');
  t.match(await h.control('cost.override.cancel', { period: 'day', reason: 'x', by: 'ops' }), { changed: false }, 'nothing left to cancel');
  // Override, cancel, override, cancel within one instant (the fake clock stands still): each cancellation is kept.
  await h.control('cost.override', { period: 'day', reason: 'second launch', by: 'ops' });
  t.match(await h.control('cost.override.cancel', { period: 'day', reason: 'done', by: 'ops' }), { changed: true });
  t.equal((await report()).cancelled_overrides?.length, 2, 'both cancellations on record');
});

t.test('past 100% of a budget the warning gives the amounts, not a percent in the tens of thousands', async (t) => {
  const { h, ask } = await start(t, 'daily_limit_usd = 100.0\nwarn_at_percent = 50', 1);
  await ask();
  await waitFor(() => h.logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith('cost: over the agent budget')), 'the warning');
  t.ok(h.logs.some((l) => l.msg === 'cost: over the agent budget ($0.20 of $0.01)' && l.level === 40), 'amounts');
  t.notOk(h.logs.some((l) => typeof l.msg === 'string' && /\d{4,}%/.test(l.msg)), 'no absurd percent');
});

t.test('a call a fallback provider answered is priced by that provider\'s model, never at the first one\'s rate', async (t) => {
  const ledger = await SqliteLedger.open(join(mkdtempSync(join(tmpdir(), 'svc-cost-')), 'cost.db'));
  t.teardown(() => ledger.close());
  const cost = new CostService({ ledger, settings: access(settings({ daily_limit_usd: 100 })), agents: access({ otto: {} } as never), profiles: access({}), clock: fakeClock(), logger: silent, metrics });
  const start = (id: string) => ({ id, agent: 'otto', channel: 'cli', conversation: 'c', provider: 'openai.primary', model: 'm', purpose: 'turn', inputChars: 40, at: 0, switchTo() {} }) as ModelCallStart;
  const end = (id: string, provider: string, model: string) => ({ id, agent: 'otto', channel: 'cli', conversation: 'c', purpose: 'turn', provider, model, outcome: 'ok', durationMs: 1, usage: { input_tokens: 1_000_000, output_tokens: 0 } }) as ModelCallEnd;
  await cost.before(start('f1'));
  await cost.after(end('f1', 'openai.backup', 'small'));
  await cost.before(start('p1'));
  await cost.after(end('p1', 'openai.primary', 'm-2027-01-01'));
  const rows = (await cost.report('day', 'model')).rows;
  t.match(rows.find((r) => r.key === 'openai.backup/small'), { calls: 1, usd: 0, unpriced_calls: 1 }, 'the fallback\'s unpriced model: unknown');
  t.match(rows.find((r) => r.key === 'openai.primary/m-2027-01-01'), { calls: 1, usd: 2, unpriced_calls: 0 }, 'positive control: the same provider answering with a dated name is priced by the name asked');
});
