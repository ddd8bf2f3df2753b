// The agent's checks for `svc doctor`: one real request to each configured model provider, with its latency.
import type { ConfigObject, DoctorCheck, DoctorFinding } from '../../kernel/index.js';
import type { ProviderRegistry } from './api.js';

/** Every `<type>.<alias>` of [providers.models.<type>.<alias>] in the config. */
function providerRefs(config: ConfigObject): string[] {
  const models = (config.providers as { models?: Record<string, Record<string, unknown> | undefined> } | undefined)?.models ?? {};
  return Object.entries(models).flatMap(([type, aliases]) => Object.keys(aliases ?? {}).map((alias) => `${type}.${alias}`));
}

/** Probes the providers at once (each one try, as `svc onboard` does); a refusal or an unreachable one fails. */
export function providersDoctor(probe: ProviderRegistry['probe']): DoctorCheck {
  return {
    name: 'providers',
    async run({ config, signal }) {
      const refs = providerRefs(config);
      if (!refs.length) {
        return [{ check: 'providers', status: 'warn', finding: 'no model provider is configured: agents answer with the echo provider, which repeats the message', fix: 'svc onboard (asks for a model provider and tests it)' }];
      }
      return Promise.all(
        refs.map(async (ref): Promise<DoctorFinding> => {
          const check = `provider.${ref}`;
          const started = performance.now();
          try {
            const reply = await probe(ref, config, signal);
            const ms = Math.round(performance.now() - started);
            return { check, status: 'ok', finding: `answered a one-line request${reply.model ? ` (model ${reply.model})` : ''}`, latency_ms: ms };
          } catch (err) {
            const ms = Math.round(performance.now() - started);
            return {
              check,
              status: 'fail',
              finding: `a one-line request failed: ${(err as Error).message}`,
              fix: `check [providers.models.${ref}] (svc config list -f providers.models.${ref}): base_url, api_key and model; svc onboard asks again`,
              latency_ms: ms,
            };
          }
        }),
      );
    },
  };
}
