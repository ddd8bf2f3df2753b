// The cost extension: owns [cost]. A ledger of every model call (reserved before it is sent, priced from cost.rates
// after it) and of priced tool calls, in SQLite under the data dir or the shared PostgreSQL; the daily, monthly and
// per-agent budgets (warn, block, route_down) through the agent's model-call hooks; svc cost; metrics in USD.
import { join } from 'node:path';
import { controlCommands, defineExtension, doctorPoint, metricsPoint, statusPoint, SvcError, systemClock, type Clock, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { agentHooksPoint, providerRefs, type AgentsConfig, type RuntimeProfilesConfig } from '../agent/api.js';
import { accessPoint } from '../access/api.js';
import { auditPoint } from '../audit/api.js';
import { escalationPoint } from '../escalation/api.js';
import { openStore, sharedPoint } from '../instances/api.js';
import { costsPoint, type OverrideRequest } from './api.js';
import { registerCostCommands } from './commands.js';
import type { CostConfig } from './config.generated.js';
import { COST_ERRORS } from './errors.js';
import { costDoctor } from './doctor.js';
import { enforced, gapLine, pricingGaps } from './gaps.js';
import type { CostLedger, GroupBy } from './ledger.js';
import { costSection } from './schema.js';
import { CostService, NAME, type CostMetrics } from './service.js';

export { NAME };

export interface CostOptions {
  /** The clock of the periods (UTC days and months); tests pass a fake one. */
  readonly clock?: Clock;
}

/** route_down needs its model; one of another provider must name a configured one. */
export function checkCost(config: CostConfig, whole: ConfigObject, report: ProblemReport): void {
  const down = config.enforcement.route_down_model;
  if (config.enforcement.mode === 'route_down' && !down) report.add('cost.enforcement.route_down_model', 'is required when cost.enforcement.mode = "route_down": set the cheaper model calls go to once a budget is reached');
  const slash = down ? down.indexOf('/') : -1;
  const ref = down && slash > 0 ? down.slice(0, slash) : '';
  if (/^[^./]+\.[^./]+$/.test(ref) && !providerRefs(whole, 'models').has(ref)) report.add('cost.enforcement.route_down_model', `names ${ref}, which is not a configured model provider ([providers.models.<type>.<alias>])`);
  // A hint no route has would leave nothing to switch to: refused here, so a reached budget never sends the call on.
  if (down?.startsWith('hint:')) {
    const hint = down.slice('hint:'.length);
    const routes = Array.isArray(whole.model_routes) ? (whole.model_routes as { hint?: unknown }[]) : [];
    const hints = routes.map((r) => r.hint).filter((h): h is string => typeof h === 'string');
    if (!hints.includes(hint)) report.add('cost.enforcement.route_down_model', `names hint "${hint}", which no [[model_routes]] entry has (hints: ${hints.join(', ') || 'none'}); a reached budget would have no model to route down to`);
  }
}

export function createCostExtension(options: CostOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Cost ledger (SQLite, or PostgreSQL in the shared mode) and USD budgets over every model call; svc cost.',
    dependsOn: ['agent'],
    optionalDependsOn: ['instances', 'escalation', 'access', 'audit'],
    errors: COST_ERRORS,
    sections: { cost: costSection },
    apply(kernel) {
      const log = kernel.logger;
      const settings = kernel.config<CostConfig>('cost');
      const agents = kernel.config<AgentsConfig>('agents');
      const profiles = kernel.config<RuntimeProfilesConfig>('runtime_profiles');
      const shared = kernel.tryUse(sharedPoint);
      const metrics = kernel.use(metricsPoint);
      const spentUsd = metrics.counter({ name: 'svc_cost_usd_total', help: 'Priced spend in USD by agent (empty when track_per_agent is off), provider (tool for tool calls) and model or tool.', labelNames: ['agent', 'provider', 'model'] });
      const unpriced = metrics.counter({ name: 'svc_cost_unpriced_calls_total', help: 'Model calls recorded with an unknown cost (no price in cost.rates, or no usage reported), by provider and model.', labelNames: ['provider', 'model'] });
      const refused = metrics.counter({ name: 'svc_cost_refused_calls_total', help: 'Model calls refused by a reached budget (enforcement.mode = "block"), by budget (daily, monthly, agent).', labelNames: ['budget'] });
      const routed = metrics.counter({ name: 'svc_cost_routed_down_calls_total', help: 'Model calls sent to route_down_model because a budget was reached, by budget.', labelNames: ['budget'] });
      const period = metrics.gauge({ name: 'svc_cost_period_spent_usd', help: 'Spend of the current UTC day or month in USD (every instance in the shared mode), as of this instance\'s last priced call.', labelNames: ['period'] });
      const costMetrics: CostMetrics = {
        spent: (labels, usd) => spentUsd.inc(labels, usd),
        unpriced: (labels) => unpriced.inc(labels),
        refused: (budget) => refused.inc({ budget }),
        routedDown: (budget) => routed.inc({ budget }),
        periodSpend: (p, usd) => period.set({ period: p }, usd),
      };

      /** The ledger the running config chooses: the shared PostgreSQL, else state/cost.db under the data dir. */
      const openLedger = async (dataDir: string): Promise<CostLedger> =>
        (
          await openStore<CostLedger>(shared, {
            persist: true,
            sharedAlways: true,
            postgres: async (pg) => (await import('./pg-ledger.js')).PgLedger.open(pg),
            sqlite: async () => (await import('./ledger.js')).SqliteLedger.open(join(dataDir, 'state', 'cost.db')),
          })
        ).store;
      const escalations = kernel.tryUse(escalationPoint);
      // Who may override: the control socket is the admin's door (owner-only, 0600: the daemon's uid and root); a caller
      // acting for a [users] principal (a future HTTP route, another extension in a request) needs admin or cost write.
      const access = kernel.tryUse(accessPoint);
      const authorize = () => {
        const p = access?.enforced() ? access.current() : undefined;
        if (p && !access!.may(p, 'write', 'cost')) throw new SvcError('SVC_ERR_COST_OVERRIDE_DENIED', `user ${p.user} may not override a budget: that needs an admin profile or grants cost = ["write"]`, { registry: COST_ERRORS, extension: NAME });
      };
      const audit = kernel.tryUse(auditPoint);
      const serviceOf = (ledger: CostLedger, c: Clock) =>
        new CostService({ ledger, settings, agents, profiles, clock: c, logger: log, metrics: costMetrics, authorize, ...(escalations ? { escalate: (e) => void escalations.raise(e) } : {}), ...(audit ? { audit: (event, fields) => audit.record(event, fields) } : {}) });
      // A budget meant to hold that cannot count a model's calls: one line per model at start and on a reload that
      // changes what is unpriced (the route-down model too, whatever the mode).
      let saidGaps = '';
      const warnGaps = (whole: ConfigObject) => {
        const cost = settings.of(whole);
        if (!cost.enabled) return;
        const gaps = pricingGaps(cost, whole);
        const lines = [...(enforced(cost, whole) ? gaps.used : []), ...gaps.routeDown];
        const key = lines.map((u) => `${u.provider}/${u.model}/${u.by}`).join('|');
        if (key === saidGaps) return;
        saidGaps = key;
        // WARN when calls are blocked or routed down (a limit that cannot hold), else a note, as for an unpriced call.
        const mode = cost.enforcement.mode;
        for (const u of lines) log[mode === 'warn' ? 'info' : 'warn']({ provider: u.provider, model: u.model, by: u.by }, `cost: ${gapLine(u)} (enforcement.mode = "${mode}"); svc doctor names the table to add`);
      };

      const service = kernel.service({
        point: costsPoint,
        start: async ({ runtime: { paths, config } }) => {
          const s = serviceOf(await openLedger(paths.dataDir), clock);
          const { enabled, enforcement } = settings();
          log.info({ enabled, mode: enforcement.mode, daily_limit_usd: settings().daily_limit_usd, monthly_limit_usd: settings().monthly_limit_usd }, enabled ? 'cost ledger open' : 'cost ledger open; cost.enabled = false: nothing is recorded');
          warnGaps(config);
          return s;
        },
        close: (s) => s.close(),
      });

      // svc status and the dashboard's overview: the spend of today and this month against their limits.
      kernel.use(statusPoint).section(NAME, async () => {
        const s = service.current();
        if (!s || !settings().enabled) return { enabled: false };
        const [day, month] = await Promise.all([s.report('day', undefined), s.report('month', undefined)]);
        const part = (r: typeof day) => ({ key: r.key, usd: r.total_usd, limit_usd: r.limit_usd, unpriced_calls: r.unpriced_calls, overrides: r.overrides.length });
        return { enabled: true, mode: day.mode, today: part(day), month: part(month) };
      });

      const hooks = kernel.use(agentHooksPoint);
      hooks.beforeModelCall.tapPromise(NAME, async (call) => service.current()?.before(call));
      hooks.afterModelCall.tapPromise(NAME, async (call) => service.current()?.after(call));
      hooks.afterToolCall.tapPromise(NAME, async (outcome) => service.current()?.tool(outcome));

      const control = kernel.use(controlCommands);
      control.register('cost.report', async (args) => {
        const a = (args ?? {}) as { period?: 'day' | 'month'; by?: GroupBy };
        return kernel.use(costsPoint).report(a.period === 'month' ? 'month' : 'day', a.by);
      });
      control.register('cost.override', async (args) => kernel.use(costsPoint).override(args as OverrideRequest)); // checked by override itself
      control.register('cost.override.cancel', async (args) => kernel.use(costsPoint).cancelOverride(args as OverrideRequest)); // checked likewise
      registerCostCommands(kernel.addCommand.bind(kernel), async () => serviceOf(await openLedger(kernel.paths.dataDir), systemClock));

      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkCost(settings.of(config), config, report));
      kernel.hooks.configReloaded.tap(NAME, (next) => warnGaps(next));
      kernel.use(doctorPoint).add({ name: NAME, run: async ({ config }) => costDoctor(settings.of(config), config) });
    },
  });
}

export default createCostExtension();
