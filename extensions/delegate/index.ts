// The delegate extension: owns [delegate]; registers the delegate tool (offered to agents with a delegates roster),
// tells such an agent before each turn whom it may ask, and checks that each roster names another configured agent.
import { defineExtension, metricsPoint, systemClock, type Clock, type ExtensionDefinition } from '../../kernel/index.js';
import { agentHooksPoint, agentRuntimePoint, toolsPoint, type AgentSections, type AgentsConfig } from '../agent/api.js';
import { riskPoint } from '../risk/api.js';
import { currentDelegationChain } from './api.js';
import type { DelegateConfig } from './config.generated.js';
import { delegateTool, rosterNote, rosterOf } from './delegation.js';
import { delegateSection } from './schema.js';

export const NAME = 'delegate';

export interface DelegateOptions {
  /** Time of the delegation timeouts (tests pass a manual clock). */
  readonly clock?: Clock;
}

export function createDelegateExtension(options: DelegateOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'The delegate tool: an agent hands a task to another agent of its roster, within a timeout and a bounded depth.',
    dependsOn: ['agent'],
    // The roster note leaves out the agents a risk profile would refuse the delegation to.
    optionalDependsOn: ['risk'],
    sections: { delegate: delegateSection },
    apply(kernel) {
      const settings = kernel.config<DelegateConfig>('delegate');
      // The agent's sections, read across: the roster (agents.<alias>.delegates) and the runtime profiles' limits.
      const agents = kernel.config<AgentsConfig>('agents');
      const profiles = kernel.config<AgentSections['runtime_profiles']>('runtime_profiles');
      const runtime = kernel.use(agentRuntimePoint);
      const risk = kernel.tryUse(riskPoint);
      const delegations = kernel.use(metricsPoint).counter({
        name: 'svc_delegations_total',
        help: 'Tasks handed to another agent with the delegate tool, by how they ended (answered, timeout, refused, failed).',
        labelNames: ['outcome'],
      });

      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const all = agents.of(config);
        for (const [alias, agent] of Object.entries(all)) {
          agent.delegates.forEach((d, i) => {
            const at = `agents.${alias}.delegates.${i}.agent`;
            if (d.agent === alias) report.add(at, `"${d.agent}" is this agent itself; an agent does not delegate to itself`);
            else if (!all[d.agent]) report.add(at, `"${d.agent}" names no configured agent (configured: ${Object.keys(all).sort().join(', ') || 'none'})`);
          });
        }
      });

      kernel.use(toolsPoint).register(
        delegateTool({
          runtime: () => runtime,
          agents,
          profiles,
          settings,
          clock,
          logger: kernel.logger,
          count: (outcome) => delegations.inc({ outcome }),
        }),
      );

      // Only agents with a roster (delegates, or others of the same risk_profile) pay for the note; it names each
      // delegate and what it is good at.
      kernel.use(agentHooksPoint).beforeTurn.tapPromise(NAME, async (turn) => {
        const me = agents()[turn.agent];
        if (!me?.delegates.length && !(me?.delegate_same_risk_profile && me.risk_profile)) return;
        const chain = [...currentDelegationChain().filter((a) => a !== turn.agent), turn.agent];
        const roster = rosterOf(agents(), turn.agent, new Set(runtime.agents())).filter((e) => !risk?.delegationRefusal(chain, e.agent));
        if (roster.length) turn.addContext(rosterNote(roster));
      });
    },
  });
}

export default createDelegateExtension();
