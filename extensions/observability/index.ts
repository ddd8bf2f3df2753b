// The observability extension: owns [observability] and offers the metrics registry (Prometheus when chosen).
import { defineExtension, type ExtensionDefinition } from '../../kernel/index.js';
import type { ObservabilityConfig } from '../../schema/config.generated.js';
import { metricsPoint, type Metrics } from './api.js';
import { disabledMetrics, prometheusMetrics } from './registry.js';
import { observabilitySection } from './schema.js';

export const NAME = 'observability';

export function createObservabilityExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Metrics registry for every extension; Prometheus text on the gateway\'s GET /metrics when backend = "prometheus".',
    sections: { observability: observabilitySection },
    apply(kernel) {
      const settings = kernel.config<ObservabilityConfig>('observability');
      let active: Metrics = disabledMetrics;
      // A stable facade: users hold it from apply on; instruments made before start would be the no-op ones.
      kernel.provide(metricsPoint, {
        get enabled() {
          return active.enabled;
        },
        counter: (spec) => active.counter(spec),
        gauge: (spec) => active.gauge(spec),
        histogram: (spec) => active.histogram(spec),
        render: () => active.render(),
      });
      kernel.hooks.start.tapPromise(NAME, async () => {
        if (settings().backend !== 'prometheus') return;
        active = await prometheusMetrics();
        kernel.logger.info('metrics: prometheus registry ready (GET /metrics on the gateway)');
      });
      kernel.hooks.shutdown.tap(NAME, () => void (active = disabledMetrics));
    },
  });
}

export default createObservabilityExtension();
