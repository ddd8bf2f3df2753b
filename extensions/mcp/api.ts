// The mcp extension's public API: the running MCP servers as the CLI, status and other extensions see them.
import { createExtensionPoint } from '../../kernel/index.js';

/** `starting`: connecting; `running`: its tools are offered; `failed`: down, tried again with backoff; `stopped`: at shutdown. */
export type McpServerState = 'starting' | 'running' | 'failed' | 'stopped';

export interface McpServerStatus {
  readonly name: string;
  readonly transport: 'stdio' | 'http' | 'sse';
  readonly state: McpServerState;
  /** Tools offered now (after allowed_tools and excluded_tools). */
  readonly tools: number;
  /** Restarts since the daemon started. */
  readonly restarts: number;
  /** Why it last failed (start, exit, lost session); null once it runs again. */
  readonly last_error: string | null;
  readonly pid?: number;
  /** When failed: seconds until the next try. */
  readonly next_try_in_s?: number;
}

export interface McpToolInfo {
  readonly server: string;
  /** The name the server gives it. */
  readonly tool: string;
  /** The name the model sees: mcp__<server>__<tool>. */
  readonly name: string;
  readonly description: string;
  readonly inputSchema: unknown;
}

export interface McpServers {
  /** Every enabled server with its state, in config order. */
  servers(): readonly McpServerStatus[];
  /** The tools of one server, or of all. */
  tools(server?: string): readonly McpToolInfo[];
  /** Calls a server's tool as the operator (`svc mcp call`): the text the model would get; throws with the reason. */
  call(server: string, tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<string>;
}

/** The running MCP servers; available once the mcp extension has started. */
export const mcpPoint = createExtensionPoint<McpServers>('mcp.servers');
