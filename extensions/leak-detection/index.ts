// The leak-detection extension: owns [security.leak_detection]; serves leakGuardPoint (the detector every outbound path
// calls) and, from its start, filters the daemon's log lines and the error texts it shows through the same detector.
import { configStorePoint, defineExtension, metricsPoint, outputFilterPoint, type ExtensionDefinition } from '../../kernel/index.js';
import { leakGuardPoint } from './api.js';
import type { LeakDetectionConfig } from './config.generated.js';
import { LeakGuardImpl } from './guard.js';
import { leakDetectionSection } from './schema.js';

export const NAME = 'leak-detection';
/** The `via` of log lines and of the error texts svc shows (status, control socket). */
export const LOG_VIA = 'log';

export function createLeakDetectionExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Redacts the running config\'s secrets, provider keys, private keys, JWTs and high-entropy strings from text leaving the process.',
    sections: { 'security.leak_detection': leakDetectionSection },
    apply(kernel) {
      const settings = kernel.config<LeakDetectionConfig>('security.leak_detection');
      const store = kernel.tryUse(configStorePoint);
      const redactions = kernel.use(metricsPoint).counter({
        name: 'svc_leak_redactions_total',
        help: 'Possible leaks replaced by [REDACTED:<kind>] in outbound text, by the path it was leaving through and the kind.',
        labelNames: ['via', 'kind'],
      });
      // Provided, not a service: it holds no resource to start or close, and it must serve every log line from the first
      // start tap to the last line of the shutdown (a service's point throws after its close). The detector it keeps is
      // a cache of the running config, dropped at each reload.
      const guard = new LeakGuardImpl({
        settings,
        secrets: () => store?.secretValues() ?? [],
        logger: kernel.logger,
        count: (via, kind, n) => redactions.inc({ via, kind }, n),
      });
      kernel.provide(leakGuardPoint, guard);
      kernel.hooks.configReloaded.tap(NAME, () => guard.reset());
      const output = kernel.tryUse(outputFilterPoint);
      kernel.hooks.start.tap(NAME, () => output?.install((text) => guard.redact(text, LOG_VIA)));
    },
  });
}

export default createLeakDetectionExtension();
