// The cost ledger on a real PostgreSQL server (the shared mode): two instances spending one daily budget at once take
// exactly what it holds (the reservation reads and inserts under one lock), a failed call gives its reservation back,
// and each instance reports the other's spend. The same budget on SQLite for comparison.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { ModelCallRefused, type ModelCallStart } from '../../../extensions/agent/api.js';
import type { CostConfig } from '../../../extensions/cost/api.js';
import { SqliteLedger, type CostLedger } from '../../../extensions/cost/ledger.js';
import { PgLedger } from '../../../extensions/cost/pg-ledger.js';
import { CostService } from '../../../extensions/cost/service.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';
import { fakeClock } from '../../helpers/agent.js';
import type { SectionAccess } from '../../../kernel/index.js';

const server = await startPostgres(t);

const settings: CostConfig = {
  allow_override: false,
  daily_limit_usd: 1.0,
  enabled: true,
  monthly_limit_usd: 100,
  track_per_agent: true,
  warn_at_percent: 0,
  enforcement: { mode: 'block', reserve_percent: 0, route_down_model: null },
  rates: { providers: { models: { openai: { m: { input_per_mtok: 1, output_per_mtok: 1, cached_input_per_mtok: null } } }, transcription: {}, tts: {} }, tools: {} },
};
const access = <T>(value: T): SectionAccess<T> => Object.assign(() => value, { of: () => value }) as unknown as SectionAccess<T>;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;
const metrics = { spent() {}, unpriced() {}, refused() {}, routedDown() {}, periodSpend() {} };

function service(ledger: CostLedger, clock = fakeClock()): CostService {
  return new CostService({ ledger, settings: access(settings), agents: access({}), profiles: access({}), clock, logger: silent, metrics });
}

let n = 0;
/** A call estimated at $0.100001: 400,000 characters (100,000 tokens at $1 per million) and one output token. */
const call = (): ModelCallStart => ({ id: `c${n++}`, agent: 'otto', channel: 'cli', conversation: 'c', provider: 'openai.home', model: 'm', purpose: 'turn', inputChars: 400_000, maxOutputTokens: 1, at: 0, switchTo: () => {} });

/** Fires 30 calls at once through the services in turn; how many were let through. */
async function race(services: readonly CostService[]): Promise<{ sent: ModelCallStart[]; refused: number }> {
  const calls = Array.from({ length: 30 }, call);
  const results = await Promise.allSettled(calls.map((c, i) => services[i % services.length]!.before(c)));
  for (const r of results) if (r.status === 'rejected' && !(r.reason instanceof ModelCallRefused)) throw r.reason;
  return { sent: calls.filter((_, i) => results[i]!.status === 'fulfilled'), refused: results.filter((r) => r.status === 'rejected').length };
}

t.test('two instances on one PostgreSQL ledger: one budget, no double spend', async (t) => {
  const url = await server.database();
  const [a, b] = await Promise.all([PgLedger.open(await sharedHandle(t, url)), PgLedger.open(await sharedHandle(t, url))]);
  const clock = fakeClock();
  const [sa, sb] = [service(a, clock), service(b, clock)];
  const { sent, refused } = await race([sa, sb]);
  t.equal(sent.length, 9, 'nine calls of $0.100001 fit in $1.00, whichever instance took them');
  t.equal(refused, 21);
  // The first fails (its reservation goes); the others answer with their usage.
  await sa.after({ ...sent[0]!, outcome: 'error', durationMs: 1, error: 'down' });
  for (const c of sent.slice(1)) await (Number(c.id.slice(1)) % 2 ? sb : sa).after({ ...c, outcome: 'ok', usage: { input_tokens: 50_000, output_tokens: 0 }, durationMs: 1 });
  await sa.report('day', undefined); // each instance books after the answer: wait for alpha's queue before beta reads
  const report = await sb.report('day', 'agent');
  t.equal(report.rows[0]!.calls, 8, 'the failed call is not booked');
  t.ok(Math.abs(report.total_usd - 8 * 0.05) < 1e-9, `priced from the usage, not the estimate: ${report.total_usd}`);
  const again = await race([sa, sb]);
  t.equal(again.sent.length, 5, 'the settled spend ($0.40) leaves room for five more');
});

t.test('the same budget on SQLite', async (t) => {
  const ledger = await SqliteLedger.open(join(mkdtempSync(join(tmpdir(), 'svc-cost-')), 'cost.db'));
  t.teardown(() => ledger.close());
  const { sent } = await race([service(ledger)]);
  t.equal(sent.length, 9);
});

t.test('two instances: a caller\'s own calls and its delegate\'s share the caller\'s budget, with no double spend', async (t) => {
  const url = await server.database();
  const [a, b] = await Promise.all([PgLedger.open(await sharedHandle(t, url)), PgLedger.open(await sharedHandle(t, url))]);
  const clock = fakeClock();
  const wide = { ...settings, daily_limit_usd: 100 };
  // otto may spend $1.00 a day; ada, its delegate, has no budget of her own.
  const svc = (ledger: CostLedger) =>
    new CostService({ ledger, settings: access(wide), agents: access({ otto: { runtime_profile: 'small' } } as never), profiles: access({ small: { max_cost_per_day_cents: 100 } } as never), clock, logger: silent, metrics });
  const [sa, sb] = [svc(a), svc(b)];
  const calls = Array.from({ length: 30 }, (_, i) => ({ ...call(), ...(i % 2 ? { agent: 'ada', channel: 'delegate', conversation: `otto:${i}` } : {}) }));
  // One delegated call goes first, alone, so the race below cannot leave the delegated rows empty (the positive control).
  const first = await sb.before(calls[1]!).then(() => 'fulfilled' as const, (e: unknown) => e);
  t.equal(first, 'fulfilled', 'the first delegated call is sent');
  const rest = await Promise.allSettled(calls.map((c, i) => (i === 1 ? Promise.resolve() : [sa, sb][i % 2]!.before(c))));
  for (const r of rest) if (r.status === 'rejected' && !(r.reason instanceof ModelCallRefused)) throw r.reason;
  const sent = calls.filter((_, i) => rest[i]!.status === 'fulfilled');
  t.equal(sent.length, 9, 'nine calls of $0.100001 fit in otto\'s $1.00, his own and ada\'s for him together');
  for (const c of sent) await (c.agent === 'ada' ? sb : sa).after({ ...c, outcome: 'ok', usage: { input_tokens: 100_000, output_tokens: 0 }, durationMs: 1 });
  await sa.report('day', undefined);
  const report = await sb.report('day', 'agent');
  const delegated = sent.filter((c) => c.agent === 'ada').length;
  t.ok(delegated >= 1, `a delegated call happened (${delegated})`);
  t.match(report.delegated, [{ key: 'otto', calls: delegated }], 'listed under otto as delegated');
  const more = await sa.before({ ...call(), agent: 'ada', channel: 'delegate', conversation: 'otto:late' }).catch((e: unknown) => e);
  t.ok(more instanceof ModelCallRefused, 'otto\'s budget is spent: his delegate is refused too');
  await sb.before({ ...call(), agent: 'ada', channel: 'cli', conversation: 'own' });
  t.pass('ada on her own is not');
});

t.test('two instances: an override made on one is cancelled from the other; each cancellation is kept', async (t) => {
  const url = await server.database();
  const [a, b] = await Promise.all([PgLedger.open(await sharedHandle(t, url)), PgLedger.open(await sharedHandle(t, url))]);
  const clock = fakeClock();
  const allowed = { ...settings, allow_override: true };
  const svc = (ledger: CostLedger) => new CostService({ ledger, settings: access(allowed), agents: access({}), profiles: access({}), clock, logger: silent, metrics });
  const [sa, sb] = [svc(a), svc(b)];
  const ask = { period: 'day' as const, reason: 'launch', by: 'ops' };
  t.match(await sb.cancelOverride(ask), { changed: false }, 'nothing to cancel yet');
  t.match(await sa.override(ask), { changed: true });
  t.match(await sb.override({ ...ask, by: 'bob' }), { changed: false, note: 'by ops: launch' }, 'the other instance sees it in force');
  t.match(await sb.cancelOverride({ ...ask, reason: 'done' }), { changed: true, note: /^by ops: launch; cancelled at \S+ by ops: done$/ });
  t.same((await sa.report('day', undefined)).overrides, [], 'ended for both');
  await sa.override(ask);
  t.match(await sa.cancelOverride(ask), { changed: true }, 'a second cancellation in the same instant');
  t.equal((await sb.report('day', undefined)).cancelled_overrides?.length, 2, 'both kept');
});
