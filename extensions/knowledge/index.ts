// The knowledge extension: owns [knowledge_bundles] (files and folders ingested into the memory of the agents that
// list a bundle, kept in line as they change: bundles.ts, runner.ts) and [knowledge] (a graph of entities and
// relations with its tools, and the relations of what a message names added to its context: graph.ts, tools.ts).
import { isAbsolute, join, resolve } from 'node:path';
import { defineExtension, statusPoint, systemClock, type Clock, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { agentHooksPoint, toolsPoint, type AgentsConfig } from '../agent/api.js';
import { memoryPoint, readMemoryFrom } from '../memory/api.js';
import { knowledgePoint } from './api.js';
import type { KnowledgeBundlesConfig, KnowledgeConfig } from './config.generated.js';
import { knowledgeBundlesSection, knowledgeSection } from './schema.js';
import { knowledgeContext, knowledgeTools } from './tools.js';

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
    sections: { knowledge: knowledgeSection, knowledge_bundles: knowledgeBundlesSection },
    apply(kernel) {
      const bundles = kernel.config<KnowledgeBundlesConfig>('knowledge_bundles');
      const settings = kernel.config<KnowledgeConfig>('knowledge');
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
          // The graph opens first: a graph that cannot be opened fails the start before any sync loop runs.
          const k = settings();
          if (k.enabled) {
            const { KnowledgeGraph } = await import('./graph.js');
            const file = k.db_path ? (isAbsolute(k.db_path) ? k.db_path : resolve(paths.dataDir, k.db_path)) : join(paths.dataDir, 'state', 'knowledge', 'graph.db');
            const { mkdirSync } = await import('node:fs');
            mkdirSync(resolve(file, '..'), { recursive: true, mode: 0o700 });
            runner.withGraph(await KnowledgeGraph.open(file));
          }
          if (Object.keys(bundles()).length) runner.start();
          return runner;
        },
        close: (r) => r.close(),
      });
      const graph = () => service.current()?.graph;
      const registry = kernel.use(toolsPoint);
      const alsoFrom = (agent: string) => readMemoryFrom(agents(), agent);
      for (const tool of knowledgeTools(graph, settings, () => clock.now(), alsoFrom)) registry.register(tool);
      kernel.use(agentHooksPoint).beforeTurn.tapPromise(NAME, async (turn) => {
        const g = graph();
        // A turn without memory (RespondInput.memory = false, or memory_recall_limit = 0) gets no graph context either.
        if (!g || !settings().suggest_on_query || turn.memoryRecallLimit === 0) return;
        const block = knowledgeContext(g, turn, alsoFrom);
        if (block) turn.addContext(block);
      });
      kernel.use(statusPoint).section(NAME, () => ({ bundles: Object.keys(bundles()).sort(), last_sync: service.current()?.last() ?? null, graph: graph() ? { entities: graph()!.nodes() } : null }));
    },
  });
}

export default createKnowledgeExtension();
