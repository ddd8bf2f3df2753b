// The checks of [reliability] and [[model_routes]]: every provider they name is a configured model provider, each
// hint is named once.
import type { ProblemReport } from '../../kernel/index.js';
import type { ModelRoutesConfig, ReliabilityConfig, RuntimeProfilesConfig } from './config.generated.js';

export function checkRouting(reliability: ReliabilityConfig, routes: ModelRoutesConfig, configured: ReadonlySet<string>, report: ProblemReport, profiles: RuntimeProfilesConfig = {}): void {
  const known = [...configured].sort().join(', ') || 'none';
  reliability.fallback_providers.forEach((ref, i) => {
    if (!configured.has(ref)) report.add(`reliability.fallback_providers[${i}]`, `names ${JSON.stringify(ref)}, which is not a configured model provider ([providers.models.<type>.<alias>]; configured: ${known})`);
  });
  const seen = new Set<string>();
  routes.forEach((route, i) => {
    if (!configured.has(route.provider)) report.add(`model_routes[${i}].provider`, `names ${JSON.stringify(route.provider)}, which is not a configured model provider (configured: ${known})`);
    if (seen.has(route.hint)) report.add(`model_routes[${i}].hint`, `hint ${JSON.stringify(route.hint)} is named by an earlier [[model_routes]] entry too`);
    seen.add(route.hint);
  });
  // auto_classify names routes by hint: each must exist.
  for (const [name, profile] of Object.entries(profiles)) {
    for (const key of ['simple_hint', 'standard_hint', 'complex_hint'] as const) {
      const hint = profile.auto_classify[key];
      if (hint && !seen.has(hint)) report.add(`runtime_profiles.${name}.auto_classify.${key}`, `names the hint ${JSON.stringify(hint)}, which no [[model_routes]] entry has`);
    }
    for (const key of ['local_hint', 'cloud_hint'] as const) {
      const hint = profile.effort_routing?.[key];
      if (hint && !seen.has(hint)) report.add(`runtime_profiles.${name}.effort_routing.${key}`, `names the hint ${JSON.stringify(hint)}, which no [[model_routes]] entry has`);
    }
  }
}
