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
  /** Overrides recorded for the period. */
  readonly overrides: readonly { readonly scope: string; readonly at: string; readonly note: string }[];
}

export interface OverrideRequest {
  readonly period: 'day' | 'month';
  /** Lifts only this agent's budget (its max_cost_per_day_cents); default: every budget of the period. */
  readonly agent?: string;
  readonly reason: string;
  /** Who asked (the CLI user). */
  readonly by: string;
}

export interface Costs {
  report(period: 'day' | 'month', by: GroupBy): Promise<CostReport>;
  /** Records an override of the current period (refused unless cost.allow_override). */
  override(request: OverrideRequest): Promise<{ readonly period: string; readonly scope: string }>;
}

export const costsPoint = createExtensionPoint<Costs>('cost');
