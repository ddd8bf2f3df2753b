// `svc doctor`'s cost check: while a budget is meant to hold (a limit set, or mode block or route_down), every model
// the agents use needs a price, or its calls are recorded with an unknown cost and never counted; the route-down model too.
import type { ConfigObject, DoctorFinding } from '../../kernel/index.js';
import type { CostConfig } from './config.generated.js';
import { enforced, gapFix, gapLine, pricingGaps, usedModels } from './gaps.js';
import { usd } from './budget.js';

export function costDoctor(cost: CostConfig, whole: ConfigObject): DoctorFinding[] {
  if (!cost.enabled) return [{ check: 'cost.prices', status: 'ok', finding: 'cost.enabled = false: no ledger, no budget' }];
  const mode = cost.enforcement.mode;
  const limits = [cost.daily_limit_usd > 0 ? `daily ${usd(cost.daily_limit_usd)}` : '', cost.monthly_limit_usd > 0 ? `monthly ${usd(cost.monthly_limit_usd)}` : ''].filter(Boolean).join(', ');
  const gaps = pricingGaps(cost, whole);
  const out: DoctorFinding[] = [];
  if (enforced(cost, whole)) {
    for (const u of gaps.used) out.push({ check: `cost.price.${u.provider}`, status: 'warn', finding: `budgets (${limits || 'per agent'}; mode ${mode}) cannot count it: ${gapLine(u)}`, fix: gapFix(u) });
  }
  for (const u of gaps.routeDown) out.push({ check: 'cost.route_down_model', status: 'warn', finding: gapLine(u), fix: gapFix(u) });
  if (!out.length) {
    const n = usedModels(whole).length;
    out.push({ check: 'cost.prices', status: 'ok', finding: enforced(cost, whole) ? `every model in use has a price (${n} model(s); mode ${mode}${limits ? `, ${limits}` : ''})` : 'no budget is set (no limit, mode warn): prices are optional' });
  }
  return out;
}
