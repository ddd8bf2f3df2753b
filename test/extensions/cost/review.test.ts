// Review fixes of the cost ledger (issue 36): route_down_model naming a hint no [[model_routes]] entry has is refused at
// load (a known hint passes), and should the switch still fail at run time the call is refused, never sent on; a
// streamed call cancelled mid-answer is booked (the prompt and the text streamed so far, estimated), not $0;
// `cost.override` checks what it is told (period, agent, reason, requester) and who asks.
import t from 'tap';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModelCallRefused, type ModelCallStart } from '../../../extensions/agent/api.js';
import type { CostConfig, CostReport } from '../../../extensions/cost/api.js';
import { checkCost, createCostExtension } from '../../../extensions/cost/index.js';
import { SqliteLedger } from '../../../extensions/cost/ledger.js';
import { CostService } from '../../../extensions/cost/service.js';
import type { SectionAccess } from '../../../kernel/index.js';
import { fakeClock, startAgent } from '../../helpers/agent.js';
import { streamingModel } from '../../helpers/streaming-model.js';
import { waitFor } from '../../helpers/wait.js';

const settings = (over: Partial<CostConfig> = {}, enforcement: Partial<CostConfig['enforcement']> = {}): CostConfig => ({
  allow_override: true,
  daily_limit_usd: 1.0,
  enabled: true,
  monthly_limit_usd: 100,
  track_per_agent: true,
  warn_at_percent: 0,
  ...over,
  enforcement: { mode: 'block', reserve_percent: 0, route_down_model: null, ...enforcement },
  rates: { providers: { models: { openai: { m: { input_per_mtok: 1, output_per_mtok: 1, cached_input_per_mtok: null } } }, transcription: {}, tts: {} }, tools: {} },
});
const access = <T>(value: T): SectionAccess<T> => Object.assign(() => value, { of: () => value }) as unknown as SectionAccess<T>;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;

function problems(config: CostConfig, whole: Record<string, unknown>): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  checkCost(config, whole as never, { add: (path: string, message: string) => void out.push({ path, message }) } as never);
  return out;
}

t.test('route_down_model = "hint:x": refused at load unless a [[model_routes]] entry has the hint', async (t) => {
  const down = settings({}, { mode: 'route_down', route_down_model: 'hint:cheap' });
  t.match(problems(down, { model_routes: [{ hint: 'fast', provider: 'openai.home', model: 'f' }] }), [
    { path: 'cost.enforcement.route_down_model', message: /names hint "cheap", which no \[\[model_routes\]\] entry has \(hints: fast\)/ },
  ]);
  t.match(problems(down, {}), [{ message: /hints: none/ }], 'no routes at all');
  t.same(problems(down, { model_routes: [{ hint: 'cheap', provider: 'openai.home', model: 'c' }] }), [], 'a known hint passes (positive control)');
});

t.test('a route-down switch that fails at run time refuses the call: fail closed, never sent to the expensive model', async (t) => {
  const ledger = await SqliteLedger.open(join(mkdtempSync(join(tmpdir(), 'svc-cost-')), 'cost.db'));
  t.teardown(() => ledger.close());
  const refused: string[] = [];
  const routed: string[] = [];
  const metrics = { spent() {}, unpriced() {}, refused: (b: string) => void refused.push(b), routedDown: (b: string) => void routed.push(b), periodSpend() {} };
  const cost = (mode: string) => new CostService({ ledger, settings: access(settings({ daily_limit_usd: 0.0001 }, { mode: mode as 'route_down', route_down_model: 'hint:gone' })), agents: access({}), profiles: access({}), clock: fakeClock(), logger: silent, metrics });
  let n = 0;
  const call = (switchTo: ModelCallStart['switchTo']): ModelCallStart => ({ id: `c${n++}`, agent: 'otto', channel: 'cli', conversation: 'c', provider: 'openai.home', model: 'm', purpose: 'turn', inputChars: 400_000, maxOutputTokens: 1, at: 0, switchTo });
  const err = await cost('route_down').before(call(() => {
    throw new Error('no [[model_routes]] entry has that hint');
  })).catch((e: unknown) => e);
  t.ok(err instanceof ModelCallRefused, 'refused');
  t.match((err as ModelCallRefused).message, /route_down_model "hint:gone" cannot be used/);
  t.same(refused, ['daily']);
  t.same(routed, [], 'not counted as routed down');
  // Positive control: a switch that works routes the call down and sends it.
  let switched = '';
  await cost('route_down').before(call((to) => void (switched = to.model)));
  t.equal(switched, 'hint:gone', 'the same budget routes down when the switch succeeds');
  t.same(routed, ['daily']);
});

t.test('a streamed call cancelled mid-answer is booked at its prompt, not $0', async (t) => {
  const model = await streamingModel(() => ({ pieces: ['Once upon a time, otters held hands while they slept, so that none drifted away. ', 'And the rest.'], hold: true }));
  t.teardown(() => model.close());
  const clock = fakeClock();
  const h = await startAgent(
    t,
    `[providers.models.openai.home]\nbase_url = "${model.url}"\nmodel = "m"\n[agents.otto]\nmodel_provider = "openai.home"\n[cost.rates.providers.models.openai."m"]\ninput_per_mtok = 2.0\noutput_per_mtok = 10.0\n`,
    { clock, extensions: [createCostExtension({ clock })] },
  );
  const report = () => h.control('cost.report', { period: 'day' }) as Promise<CostReport>;
  const stop = new AbortController();
  const pieces: string[] = [];
  const turn = h.runtime.respond({ agent: 'otto', channel: 'webhook.main', conversation: 'c1', message: 'tell me a long story', signal: stop.signal, onText: (x) => void pieces.push(x) });
  await waitFor(() => pieces.length > 0, 'the first streamed piece');
  stop.abort(new Error('the sender stopped'));
  await turn.catch(() => undefined);
  await waitFor(async () => (await report()).rows[0]?.calls === 1, 'the cancelled call booked');
  const r = await report();
  t.ok(r.total_usd > 0, `booked at more than $0: ${r.total_usd}`);
  t.equal(r.unpriced_calls, 0, 'priced, not unknown');
  const row = r.rows[0]!;
  t.ok(row.input_tokens > 0, `the prompt's tokens estimated: ${row.input_tokens}`);
  t.equal(row.output_tokens, Math.ceil(pieces.join('').length / 4), 'the text streamed so far, at four characters a token');
  t.ok(Math.abs(r.total_usd - (row.input_tokens * 2 + row.output_tokens * 10) / 1e6) < 1e-12, 'priced at the model\'s rates');
});

t.test('cost.override checks its request and who asks', async (t) => {
  const ledger = await SqliteLedger.open(join(mkdtempSync(join(tmpdir(), 'svc-cost-')), 'cost.db'));
  t.teardown(() => ledger.close());
  const metrics = { spent() {}, unpriced() {}, refused() {}, routedDown() {}, periodSpend() {} };
  let denied = false;
  const authorize = () => {
    if (denied) throw Object.assign(new Error('user reader may not override a budget'), { code: 'SVC_ERR_COST_OVERRIDE_DENIED' });
  };
  const cost = new CostService({ ledger, settings: access(settings()), agents: access({ otto: {} } as never), profiles: access({}), clock: fakeClock(), logger: silent, metrics, authorize });
  const ok = { period: 'day' as const, reason: 'launch day', by: 'ops' };
  const bad = [
    [{ ...ok, period: 'year' }, /period must be "day" or "month"/],
    [{ ...ok, agent: 'mallory' }, /agent must be a configured agent \(otto\)/],
    [{ ...ok, reason: '' }, /reason must be 1 to 500 characters/],
    [{ ...ok, reason: 'x'.repeat(501) }, /reason must be 1 to 500/],
    [{ ...ok, reason: 'fine\n[svc] forged log line' }, /on one line/],
    [{ ...ok, by: 'ops; DROP' }, /by must name who asks/],
    [{ ...ok, by: undefined }, /by must name who asks/],
    [null, /period must be[\s\S]*reason must be[\s\S]*by must/],
  ] as const;
  for (const [request, message] of bad) {
    await t.rejects(cost.override(request as never), { code: 'SVC_ERR_COST_OVERRIDE_INVALID', message }, JSON.stringify(request)?.slice(0, 60) ?? 'null');
  }
  t.same((await cost.report('day', undefined)).overrides, [], 'nothing was recorded');
  denied = true;
  await t.rejects(cost.override(ok), { code: 'SVC_ERR_COST_OVERRIDE_DENIED' }, 'a principal without the permission is refused');
  denied = false;
  t.same(await cost.override({ ...ok, agent: 'otto' }), { period: 'day:2027-01-15', scope: 'agent:otto', changed: true, until: '2027-01-16 00:00 UTC', note: 'by ops: launch day' }, 'a valid override from an admin is recorded (positive control)');
  t.match((await cost.report('day', undefined)).overrides, [{ scope: 'agent:otto', note: 'by ops: launch day' }]);
});
