// The observability extension: owns [observability], plugs the Prometheus registry into the kernel's metrics when
// chosen, and serves it on the gateway's GET /metrics (an admin route) when the gateway is loaded.
import { defineExtension, metricsPlugPoint, metricsPoint, type ExtensionDefinition } from '../../kernel/index.js';
import type { ObservabilityConfig } from './config.generated.js';
import { gatewayRoutesPoint, HttpFailure, type RouteDeclaration } from '../gateway/api.js';
import { prometheusMetrics } from './registry.js';
import { observabilitySection } from './schema.js';

export const NAME = 'observability';

export function createObservabilityExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'The metrics backend (Prometheus text on the gateway\'s GET /metrics when backend = "prometheus").',
    optionalDependsOn: ['gateway'],
    sections: { observability: observabilitySection },
    apply(kernel) {
      const settings = kernel.config<ObservabilityConfig>('observability');
      const plug = kernel.use(metricsPlugPoint);
      const metrics = kernel.use(metricsPoint);
      // In beforeStart, which runs for every extension before any start tap: whoever decides at start whether to
      // instrument (the gateway) finds the backend in place. It stays plugged in until the process ends, so the
      // shutdown of other extensions is still counted.
      kernel.hooks.beforeStart.tapPromise(NAME, async () => {
        if (settings().backend !== 'prometheus') return;
        plug.plug(NAME, await prometheusMetrics());
        kernel.logger.info('metrics: prometheus registry ready (GET /metrics on the gateway)');
      });

      kernel.tryUse(gatewayRoutesPoint)?.register({
        name: NAME,
        plugin: async (app) => {
          const gateway = {
            access: 'admin',
            summary: 'The metrics in the Prometheus text format (observability.backend = "prometheus")',
            responses: { 200: { description: 'Every metric of the registry.', contentType: 'text/plain; version=0.0.4' } },
            errors: ['not_found'],
          } satisfies RouteDeclaration;
          app.get('/metrics', { config: { gateway } }, async (_req, reply) => {
            if (!metrics.enabled) throw new HttpFailure('not_found', 'metrics are off: set observability.backend = "prometheus"');
            const { contentType, body } = await metrics.render();
            return reply.type(contentType).send(body);
          });
        },
      });
    },
  });
}

export default createObservabilityExtension();
