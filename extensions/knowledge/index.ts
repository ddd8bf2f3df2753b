// The knowledge extension: owns [knowledge_bundles]; files and folders an operator names are ingested into the memory
// of the agents that list the bundle, and kept in line as they change (bundles.ts, runner.ts). The knowledge graph
// ([knowledge]) does not run yet and stays with the reserved sections.
import { join } from 'node:path';
import { defineExtension, statusPoint, systemClock, type Clock, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import type { AgentsConfig } from '../agent/api.js';
import { memoryPoint } from '../memory/api.js';
import { knowledgePoint } from './api.js';
import type { KnowledgeBundlesConfig } from './config.generated.js';
import { knowledgeBundlesSection } from './schema.js';

export const NAME = 'knowledge';

export interface KnowledgeOptions {
  /** The clock of the sync schedule (tests pass a manual one). */
  readonly clock?: Clock;
}

/** Each bundle an agent lists must be configured. */
export function checkBundles(agents: AgentsConfig, bundles: KnowledgeBundlesConfig, report: ProblemReport): void {
  for (const [agent, c] of Object.entries(agents)) {
    for (const name of c.knowledge_bundles) {
      if (!bundles[name]) report.add(`agents.${agent}.knowledge_bundles`, `names bundle "${name}", which is not configured (knowledge_bundles: ${Object.keys(bundles).sort().join(', ') || 'none'})`);
    }
  }
}

export function createKnowledgeExtension(options: KnowledgeOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Knowledge bundles: files and folders ingested into the memory of the agents that list them, kept in line as they change.',
    dependsOn: ['agent', 'memory'],
    sections: { knowledge_bundles: knowledgeBundlesSection },
    apply(kernel) {
      const bundles = kernel.config<KnowledgeBundlesConfig>('knowledge_bundles');
      const agents = kernel.config<AgentsConfig>('agents');
      kernel.hooks.validateConfig.tap(NAME, (config: ConfigObject, report) => checkBundles(agents.of(config), bundles.of(config), report));
      const service = kernel.service({
        point: knowledgePoint,
        deps: { memory: memoryPoint },
        start: async ({ deps, runtime: { paths } }) => {
          const { BundleSync } = await import('./bundles.js');
          const { BundleRunner, bundlesByAgent } = await import('./runner.js');
          const runner = new BundleRunner(
            new BundleSync({ memory: deps.memory, configDir: paths.configDir, stateDir: join(paths.dataDir, 'state', 'knowledge'), logger: kernel.logger }),
            () => (deps.memory.enabled ? bundlesByAgent(agents(), bundles()) : {}),
            clock,
            kernel.logger,
          );
          if (Object.keys(bundles()).length) runner.start();
          return runner;
        },
        close: (r) => (r as { close(): Promise<void> }).close(),
      });
      kernel.use(statusPoint).section(NAME, () => ({ bundles: Object.keys(bundles()).sort(), last_sync: service.current()?.last() ?? null }));
    },
  });
}

export default createKnowledgeExtension();
