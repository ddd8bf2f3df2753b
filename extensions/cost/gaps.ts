// Which models the config uses have no price: the models agents answer with (their provider's model, a classifier's, a
// [[model_routes]] entry's, a fallback provider's) and the route-down model. A budget cannot count a call of such a
// model (its cost is unknown), so `svc doctor` and the daemon's start say so while a budget is meant to hold.
import type { ConfigObject } from '../../kernel/index.js';
import type { CostConfig } from './config.generated.js';
import { priceOf } from './budget.js';

/** A model the config sends calls to, with what makes it used (for the message). */
export interface UsedModel {
  /** `<type>.<alias>` of the provider. */
  readonly provider: string;
  readonly model: string;
  /** `agent otto`, `model_routes hint "cheap"`, `reliability.fallback_providers`, `cost.enforcement.route_down_model`. */
  readonly by: string;
}

const table = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The configured model of provider `ref` (`<type>.<alias>`): its table's `model`; the echo type's is "echo". */
function modelOf(whole: ConfigObject, ref: string): string | undefined {
  const dot = ref.indexOf('.');
  if (dot <= 0) return undefined;
  const type = ref.slice(0, dot);
  const entry = table(table(table(table(whole.providers).models)[type])[ref.slice(dot + 1)]);
  if (typeof entry.model === 'string' && entry.model) return entry.model;
  return type === 'echo' ? 'echo' : undefined;
}

/** The models calls go to, once each (the first reason kept): agents, classifiers, model routes and fallback providers. */
export function usedModels(whole: ConfigObject): UsedModel[] {
  const out = new Map<string, UsedModel>();
  const add = (provider: unknown, model: string | undefined, by: string) => {
    if (typeof provider !== 'string' || !model) return;
    const key = `${provider}/${model}`;
    if (!out.has(key)) out.set(key, { provider, model, by });
  };
  for (const [alias, raw] of Object.entries(table(whole.agents))) {
    const a = table(raw);
    for (const field of ['model_provider', 'classifier_provider'] as const) {
      if (typeof a[field] === 'string') add(a[field], modelOf(whole, a[field] as string), `agent ${alias}${field === 'classifier_provider' ? ' (classifier)' : ''}`);
    }
  }
  for (const route of Array.isArray(whole.model_routes) ? whole.model_routes : []) {
    const r = table(route);
    if (typeof r.model === 'string') add(r.provider, r.model, `model_routes hint "${String(r.hint)}"`);
  }
  const fallbacks = table(whole.reliability).fallback_providers;
  for (const ref of Array.isArray(fallbacks) ? fallbacks : []) if (typeof ref === 'string') add(ref, modelOf(whole, ref), 'reliability.fallback_providers');
  return [...out.values()];
}

/**
 * Where route_down_model sends a call: `<type>.<alias>/<model>`, a hint's route, or a model of each agent's provider.
 * Empty when it is unset or names nothing configured (the load check refuses those).
 */
export function routeDownTargets(cost: CostConfig, whole: ConfigObject): UsedModel[] {
  const down = cost.enforcement.route_down_model;
  if (!down) return [];
  const by = 'cost.enforcement.route_down_model';
  if (down.startsWith('hint:')) {
    const hint = down.slice('hint:'.length);
    const routes = (Array.isArray(whole.model_routes) ? whole.model_routes : []).map(table);
    const r = routes.find((x) => x.hint === hint);
    return r && typeof r.provider === 'string' && typeof r.model === 'string' ? [{ provider: r.provider, model: r.model, by }] : [];
  }
  const slash = down.indexOf('/');
  const ref = slash > 0 ? down.slice(0, slash) : '';
  if (/^[^./]+\.[^./]+$/.test(ref)) return [{ provider: ref, model: down.slice(slash + 1), by }];
  const providers = new Set(usedModels(whole).filter((u) => u.by.startsWith('agent ')).map((u) => u.provider));
  return [...providers].map((provider) => ({ provider, model: down, by }));
}

/** Whether a budget is meant to hold: the ledger is on and some limit is set, or calls are blocked or routed down. */
export function enforced(cost: CostConfig, whole: ConfigObject): boolean {
  if (!cost.enabled) return false;
  if (cost.enforcement.mode !== 'warn' || cost.daily_limit_usd > 0 || cost.monthly_limit_usd > 0) return true;
  return Object.values(table(whole.runtime_profiles)).some((p) => Number(table(p).max_cost_per_day_cents) > 0);
}

/** `[cost.rates.providers.models.<type>."<model>"]`: the TOML table a price goes in (quoted, so dots and dashes stay). */
export function rateTable(u: Pick<UsedModel, 'provider' | 'model'>): string {
  const type = u.provider.slice(0, Math.max(0, u.provider.indexOf('.'))) || u.provider;
  return `[cost.rates.providers.models.${type}.${JSON.stringify(u.model)}]`;
}

/** The models in use, and the route-down target, that have no price in cost.rates. */
export function pricingGaps(cost: CostConfig, whole: ConfigObject): { readonly used: UsedModel[]; readonly routeDown: UsedModel[] } {
  const unpriced = (u: UsedModel) => !priceOf(cost.rates, u.provider, u.model);
  return { used: usedModels(whole).filter(unpriced), routeDown: routeDownTargets(cost, whole).filter(unpriced) };
}

/** The sentence a WARN (log or doctor) says of one unpriced model. */
export function gapLine(u: UsedModel): string {
  const what = u.by === 'cost.enforcement.route_down_model' ? `the route-down model ${u.provider}/${u.model} (${u.by})` : `model ${u.provider}/${u.model} (${u.by})`;
  return `${what} has no price in cost.rates: its calls are recorded with an unknown cost and do not count toward any budget`;
}

/**
 * The fix of one gap: the TOML to add to config.toml (always works), and the one `svc config set` that writes the same
 * (the model name quoted as a TOML key; left out for a name a shell's single quotes cannot hold).
 */
export function gapFix(u: UsedModel): string {
  const table = rateTable(u);
  const toml = `add to config.toml: ${table} input_per_mtok = <USD per million input tokens> output_per_mtok = <USD per million output tokens> (the model name quoted as shown), then SIGHUP the daemon`;
  const path = table.slice(1, -1);
  const set = path.includes("'") ? '' : `; or: svc config set '${path}' '{"input_per_mtok":<USD>,"output_per_mtok":<USD>}'`;
  return `${toml}${set} (cost.rates applies without a restart)`;
}
