// The cost extension's public API: the running ledger's report and overrides (the dashboard's cost view, svc cost).
import { createExtensionPoint } from '../../kernel/index.js';
import type { DelegatedRow, GroupBy, ReportRow } from './ledger.js';

export type { DelegatedRow, GroupBy, ReportRow } from './ledger.js';
export type { CostConfig } from './config.generated.js';

export interface CostReport {
  readonly period: 'day' | 'month';
  /** `2026-11-27` or `2026-11` (UTC). */
  readonly key: string;
  readonly by: GroupBy | 'total';
  readonly rows: readonly ReportRow[];
  /**
   * With `by = agent`: what delegates spent for each agent (their calls on channel `delegate`), which counts against that
   * agent's budget too. Already in the delegates' own rows and in the total: not to be added again.
   */
  readonly delegated?: readonly DelegatedRow[];
  /** Priced spend of the period in USD, and how many calls of it have an unknown price (not in the sum). */
  readonly total_usd: number;
  readonly unpriced_calls: number;
  /** The period's limit (daily_limit_usd or monthly_limit_usd); 0: none. */
  readonly limit_usd: number;
  readonly mode: 'warn' | 'block' | 'route_down';
  /**
   * Overrides in force for the period (`scope` total or `agent:<alias>`): block and route_down do not act on those
   * budgets until `until` (the period's end, `2026-11-28 00:00 UTC`). `note` is `by <who>: <reason>`.
   */
  readonly overrides: readonly { readonly scope: string; readonly at: string; readonly note: string; readonly until: string }[];
  /** Overrides of the period ended early with `svc cost override --cancel` (the note says when and by whom). */
  readonly cancelled_overrides?: readonly { readonly scope: string; readonly at: string; readonly note: string }[];
}

export interface OverrideRequest {
  readonly period: 'day' | 'month';
  /** Lifts only this agent's budget (its max_cost_per_day_cents); default: every budget of the period. */
  readonly agent?: string;
  readonly reason: string;
  /** Who asked (the CLI user). */
  readonly by: string;
}

/** What an override (or its cancellation) did. */
export interface OverrideOutcome {
  readonly period: string;
  readonly scope: string;
  /** Override: false when one was already in force (nothing changed; `note` is that one's). Cancel: false when none was. */
  readonly changed: boolean;
  /** The period's end: `2026-11-28 00:00 UTC`. */
  readonly until: string;
  /** The override's `by <who>: <reason>` (the one in force, or the one ended). */
  readonly note?: string;
}

export interface Costs {
  report(period: 'day' | 'month', by: GroupBy): Promise<CostReport>;
  /** Records an override of the current period (refused unless cost.allow_override). */
  override(request: OverrideRequest): Promise<OverrideOutcome>;
  /** Ends the override in force for the current period and scope, recorded like one (needs the same right, not allow_override). */
  cancelOverride(request: OverrideRequest): Promise<OverrideOutcome>;
}

export const costsPoint = createExtensionPoint<Costs>('cost');
