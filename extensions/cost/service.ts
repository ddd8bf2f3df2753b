// The running cost ledger: before each model call a reservation under the budgets (warn, block or route down), after
// it the real price; priced tool calls; one WARN per period and budget; svc cost's report and overrides.
import { SvcError, type Clock, type Logger, type SectionAccess } from '../../kernel/index.js';
import { ModelCallRefused, type AgentsConfig, type ModelCallEnd, type ModelCallStart, type RuntimeProfilesConfig, type ToolCallOutcome } from '../agent/api.js';
import { delegationChain } from '../delegate/api.js';
import type { CostReport, Costs, OverrideOutcome, OverrideRequest } from './api.js';
import { budgetsOf, costOf, crossed, estimateOf, isFree, periodEnd, priceOf, refusalMessage, refusalNotice, resets, usd, warningLine, type AgentLimit, type Budget, type Price } from './budget.js';
import type { CostConfig } from './config.generated.js';
import { COST_ERRORS } from './errors.js';
import { dayOf, monthOf, type CostLedger, type GroupBy, type Mark, type Scope } from './ledger.js';

export const NAME = 'cost';

export interface CostMetrics {
  spent(labels: { agent: string; provider: string; model: string }, usd: number): void;
  unpriced(labels: { provider: string; model: string }): void;
  refused(budget: Budget['name']): void;
  routedDown(budget: Budget['name']): void;
  periodSpend(period: 'day' | 'month', usd: number): void;
}

export interface CostDeps {
  readonly ledger: CostLedger;
  readonly settings: SectionAccess<CostConfig>;
  readonly agents: SectionAccess<AgentsConfig>;
  readonly profiles: SectionAccess<RuntimeProfilesConfig>;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly metrics: CostMetrics;
  /** Raises an escalation (the escalation extension, when loaded): high when a budget blocks, medium otherwise. */
  readonly escalate?: (e: { readonly severity: 'medium' | 'high'; readonly summary: string; readonly source: string; readonly agent?: string }) => void;
  /** Throws (SVC_ERR_COST_OVERRIDE_DENIED) when whoever the running request acts for may not override a budget. */
  readonly authorize?: () => void;
  /** Appends to the audit trail (the audit extension, when loaded): overrides and their cancellations. */
  readonly audit?: (event: string, fields: Readonly<Record<string, string | boolean>>) => void;
}

/** What before() learnt of a call that after() needs. */
interface InFlight {
  /** The provider the call was sent to (after a route-down) and the model asked of it: a provider that answers with a
   * dated name (gpt-4o-2024-08-06) is priced by the name asked. Undefined after a route-down to a hint. */
  readonly provider: string;
  readonly requested: string | undefined;
  readonly agent: string | null;
  /** The agents a delegated call works for. */
  readonly payers: readonly string[];
  /** Characters sent: a cancelled call with no usage reported is booked at this many prompt tokens (about four each). */
  readonly inputChars: number;
}

/** Calls in flight at most (a call whose afterModelCall never came is forgotten beyond this). */
const MAX_IN_FLIGHT = 10_000;

export class CostService implements Costs {
  private readonly inFlight = new Map<string, InFlight>();
  private readonly warnedUnpriced = new Set<string>();
  /** Settlements run after the call's answer is handed back, in order; a reservation or a report waits for them. */
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly d: CostDeps) {}

  private scopeOf(agent: string | null, now: number, payers: readonly string[] = []): Scope {
    return { day: dayOf(now), month: monthOf(now), agent, payers };
  }

  /** A delegate's call (channel `delegate`) works for its chain of callers: their budgets hold it too (when tracked). */
  private payersOf(agent: string | null, channel: string, conversation: string): string[] {
    return agent === null ? [] : delegationChain(channel, conversation).filter((a) => a !== agent);
  }

  /** The agent's own daily limit: max_cost_per_day_cents of its runtime profile (0: none but the global ones). */
  private agentLimit(agent: string | null): AgentLimit | undefined {
    if (agent === null) return undefined;
    const profile = this.d.agents()[agent]?.runtime_profile;
    const cents = profile ? this.d.profiles()[profile]?.max_cost_per_day_cents : undefined;
    return cents ? { agent, usd: cents / 100, setting: `runtime_profiles.${profile}.max_cost_per_day_cents` } : undefined;
  }

  /** beforeModelCall: reserve the call's estimate, or refuse it, or route it down, as enforcement.mode says. */
  async before(call: ModelCallStart): Promise<void> {
    const s = this.d.settings();
    if (!s.enabled) return;
    // The calls before this one are settled first: their real price, not their estimate, is what it is checked against.
    await this.tail;
    const now = this.d.clock.now();
    const agent = s.track_per_agent ? call.agent : null;
    const payers = this.payersOf(agent, call.channel, call.conversation);
    const scope = this.scopeOf(agent, now, payers);
    const price = priceOf(s.rates, call.provider, call.model);
    const estimate = price ? estimateOf(price, call.inputChars, call.maxOutputTokens) : 0;
    const { mode, reserve_percent: reservePercent, route_down_model: downModel } = s.enforcement;
    const down = mode === 'route_down' && downModel ? this.routeDownTarget(call.provider, downModel) : undefined;
    const agentLimit = this.agentLimit(agent);
    const payerLimits = payers.map((p) => this.agentLimit(p));
    type Verdict = { readonly over?: Budget; readonly act: 'send' | 'refuse' | 'route_down' };
    let verdict: Verdict;
    try {
      verdict = await this.d.ledger.reserve<Verdict>(
        { id: call.id, at: now, kind: 'model', agent, channel: call.channel, provider: call.provider, model: call.model, payers },
        scope,
        now,
        (spend, overrides) => {
          const over = crossed(budgetsOf(s, spend, scope.day, scope.month, agentLimit, payerLimits), estimate, reservePercent, overrides);
          if (!over || mode === 'warn') return { reserve: estimate, verdict: over ? { over, act: 'send' } : { act: 'send' } };
          if (down) {
            const p = priceOf(s.rates, down.provider, down.model);
            return { reserve: p ? estimateOf(p, call.inputChars, call.maxOutputTokens) : 0, verdict: { over, act: 'route_down' } };
          }
          return { verdict: { over, act: 'refuse' } };
        },
      );
    } catch (err) {
      // A ledger that cannot be read: warn mode sends the call, block and route_down refuse it (spend cannot be checked).
      this.d.logger.error({ agent: call.agent, channel: call.channel, err: (err as Error).message }, 'the cost ledger could not be read');
      if (mode === 'warn') return;
      throw new ModelCallRefused(NAME, `cost: the ledger could not be read (${(err as Error).message})`, 'This message was not answered: spending cannot be checked right now.');
    }
    if (verdict.over) await this.exceeded(verdict.over, mode, now);
    if (verdict.act === 'refuse') {
      const b = verdict.over!;
      this.d.metrics.refused(b.name);
      throw new ModelCallRefused(NAME, refusalMessage(b, s.allow_override), refusalNotice(b));
    }
    // A routed-down call is priced as the model it went to, never at the rate of the one first asked (an unpriced
    // route-down model is an unknown cost).
    const routed = verdict.act === 'route_down' ? down! : undefined;
    this.remember(call.id, { provider: routed?.provider ?? call.provider, requested: routed ? (routed.model.startsWith('hint:') ? undefined : routed.model) : call.model, agent, payers, inputChars: call.inputChars });
    if (verdict.act === 'route_down') {
      const b = verdict.over!;
      try {
        call.switchTo(down!.provider === call.provider ? { model: down!.model } : down!, `the ${b.name} budget is reached (${b.setting})`);
      } catch (err) {
        // Nothing to route down to (a hint or provider gone since the config was checked): fail closed, as block does.
        this.d.metrics.refused(b.name);
        this.d.logger.error({ budget: b.name, route_down_model: downModel, err: (err as Error).message }, 'cost: the route-down model cannot be used; the call is refused');
        throw new ModelCallRefused(NAME, `cost: the ${b.name} budget is reached and route_down_model ${JSON.stringify(downModel)} cannot be used (${(err as Error).message})`, refusalNotice(b));
      }
      this.d.metrics.routedDown(b.name);
    }
  }

  /** route_down_model as a target: `<type>.<alias>/<model>`, else a model of the call's provider. */
  private routeDownTarget(provider: string, value: string): { provider: string; model: string } {
    const slash = value.indexOf('/');
    const ref = slash > 0 ? value.slice(0, slash) : '';
    return /^[^./]+\.[^./]+$/.test(ref) ? { provider: ref, model: value.slice(slash + 1) } : { provider, model: value };
  }

  private remember(id: string, f: InFlight): void {
    if (this.inFlight.size >= MAX_IN_FLIGHT) this.inFlight.delete(this.inFlight.keys().next().value!);
    this.inFlight.set(id, f);
  }

  /** One WARN per period and budget when a call meets a reached budget. */
  private async exceeded(b: Budget, mode: string, now: number): Promise<void> {
    const first = await this.d.ledger.mark({ period: b.period, scope: b.scope, kind: 'exceeded', at: now, note: `${usd(b.spent)} of ${usd(b.limit)}` }).catch(() => false);
    if (!first) return;
    this.d.logger.warn({ budget: b.name, setting: b.setting, limit_usd: b.limit, spent_usd: round(b.spent), period: b.period, mode }, `cost: the ${b.name} budget is reached (${usd(b.spent)} of ${usd(b.limit)}); enforcement.mode = "${mode}"`);
    const what = mode === 'block' ? 'model calls are refused' : mode === 'route_down' ? 'model calls go to the route-down model' : 'calls go on (mode warn)';
    this.d.escalate?.({ severity: mode === 'block' ? 'high' : 'medium', summary: `The ${b.name} spending limit (${usd(b.limit)}, ${b.setting}) is reached: ${what} until it resets ${resets(b)}.`, source: NAME, ...(b.scope.startsWith('agent:') ? { agent: b.scope.slice(6) } : {}) });
  }

  /** Runs `work` after the settlements queued before it; a failure is logged (the call was answered). */
  private queue(work: () => Promise<void>): void {
    this.tail = this.tail.then(work).catch((err: Error) => this.d.logger.error({ err: err.message }, 'the cost ledger could not book a call'));
  }

  /**
   * afterModelCall: the real price replaces the reservation (a failed call's goes), then the warning threshold; queued,
   * so the answer is not held up by the ledger.
   */
  async after(call: ModelCallEnd): Promise<void> {
    const f = this.inFlight.get(call.id);
    if (!f) return;
    this.inFlight.delete(call.id);
    this.queue(() => this.settle(call, f));
  }

  private async settle(call: ModelCallEnd, f: InFlight): Promise<void> {
    const s = this.d.settings();
    // A call cancelled once sent (the sender stopped a stream, a timeout) was processed and partly answered: it costs.
    // Other failures (refused, errors, cached) are not charged, so their reservation goes.
    if (call.outcome !== 'ok' && call.outcome !== 'cancelled') return this.d.ledger.release(call.id);
    // The name asked stands in only for the same provider: a fallback provider's model is priced by its own name.
    const price = priceOf(s.rates, call.provider, call.model, ...(call.provider === f.provider ? [f.requested] : []));
    // The usage received, else (a cancelled stream's usage comes last) estimated: the prompt and the text streamed so far.
    const usage = call.usage ?? (call.outcome === 'cancelled' ? { input_tokens: Math.ceil(f.inputChars / 4), output_tokens: Math.ceil((call.streamedChars ?? 0) / 4) } : undefined);
    const cost = price && usage ? costOf(price, usage) : price && isFree(price) ? 0 : null;
    await this.d.ledger.settle(call.id, {
      provider: call.provider,
      model: call.model,
      inputTokens: usage?.input_tokens ?? null,
      outputTokens: usage?.output_tokens ?? null,
      cachedTokens: call.usage?.cached_input_tokens ?? null,
      usd: cost,
    });
    this.priced(cost, price, f.agent, call.provider, call.model, s.enforcement.mode);
    await this.warnings(s, f.agent, f.payers);
  }

  private priced(cost: number | null, price: Price | undefined, agent: string | null, provider: string, model: string, mode: string): void {
    if (cost !== null) return this.d.metrics.spent({ agent: agent ?? '', provider, model }, cost);
    this.d.metrics.unpriced({ provider, model });
    const key = `${provider}/${model}`;
    if (this.warnedUnpriced.has(key) || this.warnedUnpriced.size > 1000) return;
    this.warnedUnpriced.add(key);
    const why = !price ? `cost.rates.providers.models.${provider.slice(0, provider.indexOf('.')) || provider}."${model}" has no price` : 'the provider reported no token usage';
    // A WARN when budgets are meant to hold (block, route_down) and cannot count this model; else a note.
    const line = `cost: calls of ${key} are recorded with an unknown cost: ${why}`;
    if (mode === 'warn') this.d.logger.info({ provider, model }, line);
    else this.d.logger.warn({ provider, model }, line);
  }

  /** One WARN per period and budget once warn_at_percent of it is spent. */
  private async warnings(s: CostConfig, agent: string | null, payers: readonly string[] = []): Promise<void> {
    const now = this.d.clock.now();
    const scope = this.scopeOf(agent, now, payers);
    const spend = await this.d.ledger.spend(scope, now);
    this.d.metrics.periodSpend('day', spend.day);
    this.d.metrics.periodSpend('month', spend.month);
    if (s.warn_at_percent <= 0) return;
    for (const b of budgetsOf(s, spend, scope.day, scope.month, this.agentLimit(agent), payers.map((p) => this.agentLimit(p)))) {
      if (b.spent < (b.limit * s.warn_at_percent) / 100) continue;
      const first = await this.d.ledger.mark({ period: b.period, scope: b.scope, kind: 'warned', at: now, note: `${usd(b.spent)} of ${usd(b.limit)}` });
      if (!first) continue;
      const line = warningLine(b);
      this.d.logger.warn({ budget: b.name, setting: b.setting, limit_usd: b.limit, spent_usd: round(b.spent), period: b.period, warn_at_percent: s.warn_at_percent }, line);
      this.d.escalate?.({ severity: 'medium', summary: `${line.slice(6)}, ${b.setting}.`, source: NAME, ...(b.scope.startsWith('agent:') ? { agent: b.scope.slice(6) } : {}) });
    }
  }

  /** afterToolCall: a tool with a price in cost.rates.tools is booked per successful call. */
  async tool(outcome: ToolCallOutcome): Promise<void> {
    const s = this.d.settings();
    if (!s.enabled || !outcome.success || !Object.hasOwn(s.rates.tools, outcome.tool)) return;
    this.queue(() => this.bookTool(s, outcome));
  }

  private async bookTool(s: CostConfig, outcome: ToolCallOutcome): Promise<void> {
    const price = s.rates.tools[outcome.tool]!;
    const now = this.d.clock.now();
    const agent = s.track_per_agent ? outcome.agent : null;
    const id = `tool-${now}-${Math.random().toString(36).slice(2)}`;
    // A delegate's priced tool call works for its chain of callers too, like its model calls.
    const payers = this.payersOf(agent, outcome.channel, outcome.conversation ?? '');
    await this.d.ledger.record({ id, at: now, kind: 'tool', agent, channel: outcome.channel, provider: '', model: outcome.tool, ...(payers.length ? { payers } : {}) }, { provider: '', model: outcome.tool, inputTokens: null, outputTokens: null, cachedTokens: null, usd: price });
    this.d.metrics.spent({ agent: agent ?? '', provider: 'tool', model: outcome.tool }, price);
    await this.warnings(s, agent, payers);
  }

  async report(period: 'day' | 'month', by: GroupBy): Promise<CostReport> {
    const s = this.d.settings();
    if (!s.enabled) throw new SvcError('SVC_ERR_COST_OFF', 'cost.enabled is false: no ledger is kept, so there is no spend to show', { registry: COST_ERRORS, extension: NAME });
    await this.tail;
    const now = this.d.clock.now();
    const key = period === 'day' ? dayOf(now) : monthOf(now);
    const which = period === 'day' ? { day: key } : { month: key };
    const [rows, totals, marks, delegated] = await Promise.all([
      this.d.ledger.report(which, by),
      by ? this.d.ledger.report(which, undefined) : undefined,
      this.d.ledger.marks([`${period}:${key}`]),
      by === 'agent' ? this.d.ledger.delegated(which) : undefined,
    ]);
    const all = (totals ?? rows)[0];
    return {
      period,
      key,
      by: by ?? 'total',
      rows,
      ...(delegated ? { delegated } : {}),
      total_usd: all?.usd ?? 0,
      unpriced_calls: all?.unpriced_calls ?? 0,
      limit_usd: period === 'day' ? s.daily_limit_usd : s.monthly_limit_usd,
      mode: s.enforcement.mode as CostReport['mode'],
      overrides: marks.filter((m: Mark) => m.kind === 'override').map((m) => ({ scope: m.scope, at: new Date(m.at).toISOString(), note: m.note, until: periodEnd(m.period) })),
      cancelled_overrides: marks.filter((m: Mark) => m.kind.startsWith('cancelled:')).map((m) => ({ scope: m.scope, at: new Date(m.at).toISOString(), note: m.note })),
    };
  }

  async override(request: OverrideRequest): Promise<OverrideOutcome> {
    const s = this.d.settings();
    if (!s.allow_override) throw new SvcError('SVC_ERR_COST_OVERRIDE_OFF', 'cost.allow_override is false: a reached budget cannot be lifted; raise the limit instead', { registry: COST_ERRORS, extension: NAME });
    this.d.authorize?.();
    request = this.validOverride(request);
    const { period, scope } = this.overrideKey(request);
    const note = `by ${request.by}: ${request.reason}`;
    const added = await this.d.ledger.mark({ period, scope, kind: 'override', at: this.d.clock.now(), note });
    const until = periodEnd(period);
    if (!added) {
      // One override per period and scope: the one in force stays as it was (its note, its time).
      const held = (await this.d.ledger.marks([period])).find((m) => m.kind === 'override' && m.scope === scope);
      this.d.logger.info({ period, scope, by: request.by, reason: request.reason, new: false }, `cost: a budget override for ${period} (${scope}) is already in force until ${until}; nothing changed`);
      return { period, scope, changed: false, until, ...(held ? { note: held.note } : {}) };
    }
    this.d.logger.info({ period, scope, by: request.by, reason: request.reason, new: true }, `cost: budget override recorded for ${period} (${scope}); block and route_down do not act on it until the period ends`);
    this.d.audit?.('cost.override', { period, scope, by: request.by, reason: request.reason });
    return { period, scope, changed: true, until, note };
  }

  /** Ends an override early. Allowed whatever cost.allow_override says (turning overrides off must not keep one alive). */
  async cancelOverride(request: OverrideRequest): Promise<OverrideOutcome> {
    this.d.authorize?.();
    request = this.validOverride(request);
    const { period, scope } = this.overrideKey(request);
    const now = this.d.clock.now();
    const ended = await this.d.ledger.cancelOverride(period, scope, now, `; cancelled at ${new Date(now).toISOString()} by ${request.by}: ${request.reason}`);
    const until = periodEnd(period);
    if (!ended) return { period, scope, changed: false, until };
    this.d.logger.info({ period, scope, by: request.by, reason: request.reason }, `cost: budget override for ${period} (${scope}) cancelled; block and route_down act again`);
    this.d.audit?.('cost.override.cancelled', { period, scope, by: request.by, reason: request.reason });
    return { period, scope, changed: true, until, note: ended.note };
  }

  private overrideKey(request: OverrideRequest): { period: string; scope: string } {
    const now = this.d.clock.now();
    return { period: request.period === 'day' ? `day:${dayOf(now)}` : `month:${monthOf(now)}`, scope: request.agent ? `agent:${request.agent}` : 'total' };
  }

  /**
   * The override as asked, checked: it comes over the control socket (or another extension) as plain JSON, and what it
   * says is recorded in the ledger and the log, so nothing of it is taken on trust. Every problem is named at once.
   */
  private validOverride(raw: unknown): OverrideRequest {
    const r = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (r.period !== 'day' && r.period !== 'month') problems.push('period must be "day" or "month"');
    const configured = Object.keys(this.d.agents());
    const agents = configured.length ? configured : ['default'];
    if (r.agent !== undefined && (typeof r.agent !== 'string' || !agents.includes(r.agent))) problems.push(`agent must be a configured agent (${agents.join(', ')})`);
    const reason = typeof r.reason === 'string' ? r.reason.trim() : '';
    if (!reason || reason.length > MAX_REASON_CHARS || /[\u0000-\u001f\u007f\u2028\u2029]/.test(reason)) problems.push(`reason must be 1 to ${MAX_REASON_CHARS} characters on one line`);
    if (typeof r.by !== 'string' || !/^[A-Za-z0-9_.@-]{1,64}$/.test(r.by)) problems.push('by must name who asks: 1 to 64 letters, digits, "_", ".", "@" or "-"');
    if (problems.length) throw new SvcError('SVC_ERR_COST_OVERRIDE_INVALID', `the budget override was refused: ${problems.join('; ')}`, { registry: COST_ERRORS, extension: NAME });
    return { period: r.period as OverrideRequest['period'], reason, by: r.by as string, ...(r.agent !== undefined ? { agent: r.agent as string } : {}) };
  }

  async close(): Promise<void> {
    await this.tail;
    await this.d.ledger.close();
  }
}

/** Characters of an override's reason at most. */
export const MAX_REASON_CHARS = 500;

const round = (n: number): number => Math.round(n * 1e6) / 1e6;
