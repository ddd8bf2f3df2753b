// `svc cost` (the spend of today or this month, by agent, model or channel) and `svc cost override` (lift a reached
// budget for the rest of its period). Through the running daemon when there is one (its clock, its ledger), else on the
// ledger the config chooses.
import { userInfo } from 'node:os';
import { SvcError, type CommandContext, type Kernel } from '../../kernel/index.js';
import type { CostReport, Costs, GroupBy, OverrideOutcome } from './api.js';
import { usd } from './budget.js';

const usage = (message: string) => new SvcError('SVC_ERR_USAGE', message);

/** The daemon's answer to `command`, else `direct()` when no daemon runs. */
async function viaDaemon<T>(ctx: CommandContext, command: string, args: unknown, direct: () => Promise<T>): Promise<T> {
  try {
    return (await ctx.control(command, args)) as T;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'SVC_ERR_NO_DAEMON' || code === 'SVC_ERR_SOCKET_PATH') return direct();
    throw err;
  }
}

function periodOf(value: unknown): 'day' | 'month' {
  if (value === undefined || value === 'day' || value === 'month') return (value ?? 'day') as 'day' | 'month';
  throw usage(`--period must be day or month, not ${JSON.stringify(value)}`);
}

/** `by ops: launch day` -> `override by ops: launch day`. */
const overrideBy = (note: string): string => `override ${note}`;

export function printReport(r: CostReport, out: NodeJS.WritableStream): void {
  const limit = r.limit_usd > 0 ? ` of ${usd(r.limit_usd)} (${r.period === 'day' ? 'cost.daily_limit_usd' : 'cost.monthly_limit_usd'}, mode ${r.mode})` : ' (no limit)';
  // An override of the whole period lifts this limit: said on the first line, where the limit is.
  const total = r.overrides.find((o) => o.scope === 'total');
  const lifted = total && r.limit_usd > 0 ? `; not enforced until ${total.until} (${overrideBy(total.note)})` : '';
  out.write(`${r.period === 'day' ? 'Today' : 'This month'} (${r.key}, UTC): ${usd(r.total_usd)}${limit}${lifted}${r.unpriced_calls ? `; ${r.unpriced_calls} call(s) with an unknown price (not counted)` : ''}\n`);
  if (r.by !== 'total') {
    for (const row of r.rows) {
      out.write(`  ${row.key}\t${usd(row.usd)}\t${row.calls} call(s)\t${row.input_tokens} in / ${row.output_tokens} out tokens${row.cached_input_tokens ? ` (${row.cached_input_tokens} cached)` : ''}${row.unpriced_calls ? `\t${row.unpriced_calls} unpriced` : ''}\n`);
    }
    // Spend a delegate made for an agent counts against that agent's budget; it is in the delegate's row already.
    for (const row of r.delegated ?? []) out.write(`  ${row.key} (through delegates)\t${usd(row.usd)}\t${row.calls} call(s)${row.unpriced_calls ? `\t${row.unpriced_calls} unpriced` : ''}\t(in the delegates' rows above, not added again)\n`);
  }
  for (const o of r.overrides) {
    const what = o.scope === 'total' ? 'every budget of the period' : `the daily budget of agent ${o.scope.slice(6)}`;
    out.write(`  ${what}: not enforced until ${o.until} (${overrideBy(o.note)}, at ${o.at}); svc cost override --cancel${r.period === 'month' ? ' --period month' : ''}${o.scope === 'total' ? '' : ` --agent ${o.scope.slice(6)}`} ends it\n`);
  }
  for (const o of r.cancelled_overrides ?? []) out.write(`  cancelled override (${o.scope}) of ${o.at}: ${o.note}\n`);
}

/** What `svc cost override` prints: recorded, already in force, cancelled, or none to cancel. */
export function overrideLine(done: OverrideOutcome, cancel: boolean): string {
  const what = `${done.period} (${done.scope})`;
  if (cancel) return done.changed ? `override of ${what} cancelled: block and route_down act on it again\n` : `no override of ${what} is in force: nothing to cancel\n`;
  if (!done.changed) return `an override of ${what} was already in force until ${done.until}${done.note ? ` (${done.note})` : ''}: nothing changed\n`;
  return `override recorded for ${what}: block and route_down do not act on it until ${done.until} (svc cost override --cancel ends it)\n`;
}

export function registerCostCommands(add: Kernel['addCommand'], open: () => Promise<Costs & { close(): Promise<void> }>): void {
  const direct = async <T>(fn: (costs: Costs) => Promise<T>): Promise<T> => {
    const costs = await open();
    try {
      return await fn(costs);
    } finally {
      await costs.close();
    }
  };
  add({
    name: 'cost',
    summary: 'Spend of today or this month (UTC) from the cost ledger, in total or by agent, model or channel',
    needs: 'config',
    options: {
      json: { type: 'boolean', description: 'Print the report as JSON' },
      by: { type: 'string', description: 'Group by agent, model or channel' },
      period: { type: 'string', description: 'day (default) or month' },
    },
    run: async (ctx) => {
      const period = periodOf(ctx.options.period);
      const by = ctx.options.by;
      if (by !== undefined && by !== 'agent' && by !== 'model' && by !== 'channel') throw usage(`--by must be agent, model or channel, not ${JSON.stringify(by)}`);
      const report = await viaDaemon<CostReport>(ctx, 'cost.report', { period, by }, () => direct((c) => c.report(period, by as GroupBy)));
      if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      printReport(report, ctx.stdout);
    },
  });
  add({
    name: 'cost override',
    summary: 'Lift a reached budget for the rest of the current day or month (needs cost.allow_override; recorded); --cancel ends an override',
    needs: 'config',
    options: {
      period: { type: 'string', description: 'day (default) or month' },
      agent: { type: 'string', description: 'Lift only this agent\'s own daily budget (max_cost_per_day_cents)' },
      reason: { type: 'string', description: 'Why (recorded with the override or its cancellation)' },
      cancel: { type: 'boolean', description: 'End the override in force for the period (and --agent) now; recorded' },
    },
    run: async (ctx) => {
      const period = periodOf(ctx.options.period);
      const cancel = ctx.options.cancel === true;
      const given = typeof ctx.options.reason === 'string' ? ctx.options.reason.trim() : '';
      if (!cancel && !given) throw usage('svc cost override needs --reason "<why>" (it is recorded)');
      const request = { period, reason: given || 'no reason given', by: userInfo().username, ...(typeof ctx.options.agent === 'string' ? { agent: ctx.options.agent } : {}) };
      const done = cancel
        ? await viaDaemon<OverrideOutcome>(ctx, 'cost.override.cancel', request, () => direct((c) => c.cancelOverride(request)))
        : await viaDaemon<OverrideOutcome>(ctx, 'cost.override', request, () => direct((c) => c.override(request)));
      ctx.stdout.write(overrideLine(done, cancel));
    },
  });
}
