// Prices and budgets, pure: the price of a call from cost.rates, the estimate a reservation takes, and which budget a
// call would cross (UTC days and months).
import type { CostConfig } from './config.generated.js';
import type { Mark, Spend } from './ledger.js';

/** USD per million tokens. */
export interface Price {
  readonly input: number;
  readonly output: number;
  readonly cached: number;
}

/** Output tokens a reservation assumes when the provider sets no max_tokens. */
export const DEFAULT_OUTPUT_ESTIMATE = 1024;

/**
 * The price of `model` of provider `ref` (`<type>.<alias>`) in the sheet: `[cost.rates.providers.models.<type>."<model>"]`,
 * undefined when the sheet has none (the cost is then unknown, never zero).
 */
export function priceOf(rates: CostConfig['rates'], ref: string, ...models: readonly (string | undefined)[]): Price | undefined {
  const type = ref.slice(0, Math.max(0, ref.indexOf('.')));
  const sheet = rates.providers.models[type];
  for (const model of sheet ? models : []) {
    const r = model ? sheet![model] : undefined;
    if (r && Object.hasOwn(sheet!, model!)) return { input: r.input_per_mtok, output: r.output_per_mtok, cached: r.cached_input_per_mtok ?? r.input_per_mtok };
  }
  return FREE_TYPES.has(type) ? FREE : undefined;
}

/** Provider types that call nothing and bill nothing (echo answers offline): their calls cost a known zero. */
export const FREE_TYPES: ReadonlySet<string> = new Set(['echo']);
const FREE: Price = Object.freeze({ input: 0, output: 0, cached: 0 });

/** A price of zero for everything: such a call costs zero whether or not the provider reports its usage. */
export const isFree = (p: Price): boolean => p.input === 0 && p.output === 0 && p.cached === 0;

/** USD of a call from its usage: cached input at the cached price, the rest of the input and the output at theirs. */
export function costOf(price: Price, usage: { readonly input_tokens: number; readonly output_tokens: number; readonly cached_input_tokens?: number }): number {
  const cached = usage.cached_input_tokens ?? 0;
  return ((usage.input_tokens - cached) * price.input + cached * price.cached + usage.output_tokens * price.output) / 1_000_000;
}

/** What a reservation takes: the input at about four characters a token, and the most the answer may be. */
export function estimateOf(price: Price, inputChars: number, maxOutputTokens: number | undefined): number {
  return (Math.ceil(inputChars / 4) * price.input + (maxOutputTokens ?? DEFAULT_OUTPUT_ESTIMATE) * price.output) / 1_000_000;
}

/** One budget as a call meets it. */
export interface Budget {
  readonly name: 'daily' | 'monthly' | 'agent';
  /** USD. */
  readonly limit: number;
  readonly spent: number;
  /** The setting that sets it, for messages. */
  readonly setting: string;
  /** `day:2026-11-27` or `month:2026-11`. */
  readonly period: string;
  /** `total` or `agent:<alias>`. */
  readonly scope: string;
}

export interface AgentLimit {
  readonly agent: string;
  readonly usd: number;
  readonly setting: string;
}

/**
 * The budgets that apply (a limit of 0 is none), with their spend: the total ones, the agent's own, and those of the
 * agents a delegated call works for (`payerLimits`, in the order of spend.payersDay).
 */
export function budgetsOf(settings: Pick<CostConfig, 'daily_limit_usd' | 'monthly_limit_usd'>, spend: Spend, day: string, month: string, agentLimit: AgentLimit | undefined, payerLimits: readonly (AgentLimit | undefined)[] = []): Budget[] {
  const out: Budget[] = [];
  if (settings.daily_limit_usd > 0) out.push({ name: 'daily', limit: settings.daily_limit_usd, spent: spend.day, setting: 'cost.daily_limit_usd', period: `day:${day}`, scope: 'total' });
  if (settings.monthly_limit_usd > 0) out.push({ name: 'monthly', limit: settings.monthly_limit_usd, spent: spend.month, setting: 'cost.monthly_limit_usd', period: `month:${month}`, scope: 'total' });
  if (agentLimit && agentLimit.usd > 0) out.push({ name: 'agent', limit: agentLimit.usd, spent: spend.agentDay, setting: agentLimit.setting, period: `day:${day}`, scope: `agent:${agentLimit.agent}` });
  payerLimits.forEach((l, i) => {
    if (l && l.usd > 0) out.push({ name: 'agent', limit: l.usd, spent: spend.payersDay[i] ?? 0, setting: l.setting, period: `day:${day}`, scope: `agent:${l.agent}` });
  });
  return out;
}

/** Whether an override lifts `budget`: one for its period, of its scope or of the total (which lifts the agents' too). */
export function overridden(budget: Budget, overrides: readonly Mark[]): boolean {
  return overrides.some((o) => o.period === budget.period && (o.scope === budget.scope || o.scope === 'total'));
}

/**
 * The first budget the call would cross: spent (reservations of calls in flight included) plus the call's estimate
 * beyond (100 - reserve_percent)% of the limit, the rest being kept for what is in flight. Overridden budgets are skipped.
 */
export function crossed(budgets: readonly Budget[], estimate: number, reservePercent: number, overrides: () => readonly Mark[]): Budget | undefined {
  // A nano-dollar of slack: sums of binary fractions (0.1 + 0.2) must not refuse a call that fits exactly. The
  // overrides are read only for a budget that is reached.
  return budgets.find((b) => b.spent + estimate > (b.limit * (100 - reservePercent)) / 100 + 1e-9 && !overridden(b, overrides()));
}

export const usd = (n: number): string => `$${n < 0.01 && n > 0 ? n.toPrecision(2) : n.toFixed(2)}`;

/** When a budget's period ends, for the sender. */
export const resets = (b: Budget): string => (b.name === 'monthly' ? 'on the 1st of next month at 00:00 UTC' : 'at 00:00 UTC');

/** When a period (`day:2027-01-15`, `month:2027-01`) ends: `2027-01-16 00:00 UTC`, `2027-02-01 00:00 UTC`. */
export function periodEnd(period: string): string {
  const [kind, key = ''] = period.split(':');
  const [y, m, d] = key.split('-').map(Number);
  const end = kind === 'month' ? Date.UTC(y!, m!, 1) : Date.UTC(y!, m! - 1, d! + 1);
  return `${new Date(end).toISOString().slice(0, 10)} 00:00 UTC`;
}

/** The `svc cost override` that lifts `b` for the rest of its period. */
export function overrideCommand(b: Budget): string {
  const agent = b.scope.startsWith('agent:') ? ` --agent ${b.scope.slice(6)}` : '';
  return `svc cost override${b.name === 'monthly' ? ' --period month' : ''}${agent} --reason "<why>"`;
}

/**
 * The refusal for the log and the operator (CLI, SOP step, cron run): the budget, when it resets, and how to lift it
 * (an override when cost.allow_override is on, else the setting to change). Not for the sender: see refusalNotice.
 */
export function refusalMessage(b: Budget, allowOverride: boolean): string {
  const lift = allowOverride
    ? `\`${overrideCommand(b)}\` lifts it until then (cost.allow_override = true)`
    : `an override is off (cost.allow_override = false): set it to true to use \`${overrideCommand(b)}\`, or raise ${b.setting}`;
  return `cost: the ${b.name} budget is reached (${usd(b.spent)} of ${usd(b.limit)}, ${b.setting}; enforcement.mode = "block"); it resets ${periodEnd(b.period)}; ${lift}`;
}

/** The warning at warn_at_percent: the percent up to the limit, past it the amounts alone ("44000%" says nothing). */
export function warningLine(b: Budget): string {
  const spent = `(${usd(b.spent)} of ${usd(b.limit)})`;
  return b.spent > b.limit ? `cost: over the ${b.name} budget ${spent}` : `cost: ${Math.floor((b.spent / b.limit) * 100)}% of the ${b.name} budget is spent ${spent}`;
}

/** The refusal's notice for the sender. */
export function refusalNotice(b: Budget): string {
  const what = b.name === 'daily' ? 'daily spending limit' : b.name === 'monthly' ? 'monthly spending limit' : `daily spending limit of agent "${b.scope.slice(6)}"`;
  return `This message was not answered: the ${what} (${usd(b.limit)}, ${b.setting}) is reached; it resets ${resets(b)}.`;
}
