// Load-time checks of what an agent's prompt and workspace need: identity files that exist but cannot be used, an
// AIEOS format with no document, workspace.access grants that name no agent or no known grant.
import type { ProblemReport } from '../../kernel/index.js';
import type { AgentsConfig } from './config.generated.js';
import { IdentityError, IdentityReader } from './identity.js';
import { accessGrant, workspaceDir } from './workspace.js';

export function checkAgentFiles(agents: AgentsConfig, dataDir: string, report: ProblemReport): void {
  const reader = new IdentityReader();
  for (const [alias, agent] of Object.entries(agents)) {
    if (!agent.enabled) continue;
    const identity = agent.identity;
    if (identity.format === 'aieos' && !identity.aieos_inline && !identity.aieos_path) {
      report.add(`agents.${alias}.identity`, 'format = "aieos" needs the document: set aieos_inline or aieos_path');
    }
    try {
      reader.read(identity, workspaceDir(dataDir, alias, agent.workspace.path));
    } catch (err) {
      if (!(err instanceof IdentityError)) throw err;
      report.add(`agents.${alias}.identity`, `the identity file ${err.message}`);
    }
    for (const [other, value] of Object.entries(agent.workspace.access)) {
      if (!Object.hasOwn(agents, other)) report.add(`agents.${alias}.workspace.access.${other}`, `names no configured agent (configured: ${Object.keys(agents).sort().join(', ')})`);
      else if (!accessGrant(value)) report.add(`agents.${alias}.workspace.access.${other}`, 'must be "read" (or true) or "write"');
    }
  }
}
