// Which MCP servers an agent is granted: every server while no [mcp_bundles] exists; once one does, only the servers
// of the bundles the agent names (agents.<a>.mcp_bundles; "*" for every server), minus every server any of them
// excludes (deny wins across bundles).
import type { McpBundlesConfig } from './config.generated.js';

export interface Grant {
  allows(server: string): boolean;
  /** Why a server is not allowed, for `svc tools list`. */
  readonly why: string;
}

export function grantedServers(bundles: McpBundlesConfig, agentBundles: readonly string[] | undefined): Grant {
  if (!Object.keys(bundles).length) return { allows: () => true, why: '' };
  const named = agentBundles ?? [];
  const chosen = named.flatMap((b) => bundles[b] ?? []);
  if (!chosen.length) return { allows: () => false, why: 'the agent names no mcp_bundles (once bundles exist, an agent without one gets no MCP tool)' };
  const everything = chosen.some((b) => b.servers.includes('*'));
  const granted = new Set(chosen.flatMap((b) => b.servers));
  const denied = new Set(chosen.flatMap((b) => b.exclude));
  return {
    allows: (server) => !denied.has(server) && (everything || granted.has(server)),
    why: `not granted by the agent's mcp_bundles (${named.join(', ')})`,
  };
}
