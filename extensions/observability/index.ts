// The observability extension: owns [observability], plugs the Prometheus registry into the kernel's metrics when
// chosen, and serves it on the gateway's GET /metrics (an admin route) when the gateway is loaded; keeps the daemon's
// log lines in a rotated file (log_persistence_*) that `svc logs` reads.
import { defineExtension, logSinkPoint, metricsPlugPoint, metricsPoint, type ExtensionDefinition } from '../../kernel/index.js';
import type { ObservabilityConfig } from './config.generated.js';
import { gatewayRoutesPoint, HttpFailure, type RouteDeclaration } from '../gateway/api.js';
import { prometheusMetrics } from './registry.js';
import { observabilitySection } from './schema.js';
import { logsOptions } from './logs-options.js';

export const NAME = 'observability';

export function createObservabilityExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'The metrics backend (Prometheus text on the gateway\'s GET /metrics when backend = "prometheus") and the persisted log (svc logs).',
    optionalDependsOn: ['gateway'],
    sections: { observability: observabilitySection },
    apply(kernel) {
      const settings = kernel.config<ObservabilityConfig>('observability');
      const plug = kernel.use(metricsPlugPoint);
      const metrics = kernel.use(metricsPoint);
      const sink = kernel.use(logSinkPoint);
      // The first beforeStart tap of this extension: every line from here to the daemon's `stopped` is kept.
      kernel.hooks.beforeStart.tapPromise(NAME, async ({ paths }) => {
        const { openLogFile, logFilePath } = await import('./log-file.js');
        const file = openLogFile(settings(), paths.dataDir, (err) => kernel.logger.error({ file: logFilePath(settings(), paths.dataDir), err: err.message }, 'the persisted log cannot be written: svc logs shows no newer line (stdout still has them)'));
        sink.install({ write: (line) => file.write(line), close: () => file.close() });
      });
      kernel.addCommand({
        name: 'logs',
        summary: "Print the daemon's recent log lines from its persisted log (observability.log_persistence_path), filtered; -f follows",
        needs: 'config',
        options: logsOptions,
        run: async (ctx) => {
          const [{ runLogs }, { logFilePath }] = await Promise.all([import('./logs-command.js'), import('./log-file.js')]);
          return runLogs(ctx, logFilePath(settings(), ctx.paths.dataDir));
        },
      });
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
