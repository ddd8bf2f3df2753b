/* DO NOT EDIT: the config sections of the "mcp" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "mcp" extension owns, by dotted path.
 */
export interface McpSections {
  mcp: McpConfig;
  mcp_bundles: McpBundlesConfig;
}
/**
 * Model Context Protocol servers whose tools agents may use (docs/guides/mcp.md).
 */
export interface McpConfig {
  /**
   * Offer the model a tool_search tool instead of every MCP tool: it searches names and descriptions and loads the schemas of the tools it picks.
   */
  deferred_loading: boolean;
  /**
   * Connect the configured MCP servers; false starts none of them.
   */
  enabled: boolean;
  /**
   * MCP servers, as an array of tables ([[mcp.servers]]).
   *
   * Items: One MCP server: a child process spoken to over stdio, or a remote server over Streamable HTTP (or the older SSE transport).
   */
  servers: {
    /**
     * Server name (alias grammar); its tools reach the model as mcp__<name>__<tool>, and mcp_bundles grant it by this name. Unique among servers.
     */
    name: string;
    /**
     * "stdio" (command), "http" (Streamable HTTP at url) or "sse" (the older HTTP+SSE transport at url); unset: stdio when command is set, else http.
     */
    transport: 'stdio' | 'http' | 'sse' | null;
    /**
     * Executable of a stdio server (found on PATH when not absolute); started with the daemon in its own process group.
     */
    command: string | null;
    /**
     * Arguments of command.
     */
    args: string[];
    /**
     * Environment of a stdio server, added to the sandbox's allowlist (PATH, LANG, TERM, …, HOME = cwd, runtime.env_passthrough); values are secrets.
     */
    env: {
      [k: string]: string;
    };
    /**
     * Working directory of a stdio server and the one directory its sandbox may write; unset: <data dir>/mcp/<name> (made 0700). It must not hold the config or data directory.
     */
    cwd: string | null;
    /**
     * Let this stdio server's sandbox reach the network even when the runtime adapter's network is "none".
     */
    network: boolean;
    /**
     * Endpoint of an http or sse server (http:// or https://).
     */
    url: string | null;
    /**
     * Headers sent with every request to an http or sse server (often credentials); values are secrets.
     */
    headers: {
      [k: string]: string;
    };
    /**
     * Seconds one tool call (and the start: connect, initialise, list tools) may take; the call is then cancelled and the model told so.
     */
    timeout_secs: number;
    /**
     * Only these tools of the server are offered (names as the server gives them); unset: every tool.
     */
    allowed_tools: string[] | null;
    /**
     * Tools of the server never offered (wins over allowed_tools).
     */
    excluded_tools: string[];
    /**
     * Connect this server; false keeps it configured and stopped.
     */
    enabled: boolean;
  }[];
}
/**
 * Named sets of MCP servers an agent may be granted ([mcp_bundles.<alias>]), selected by agents.<a>.mcp_bundles. Once any bundle exists, an agent with no bundle gets no MCP tool.
 */
export interface McpBundlesConfig {
  /**
   * One MCP bundle.
   */
  [k: string]: {
    /**
     * Names of the MCP servers granted; "*" grants every server.
     */
    servers: string[];
    /**
     * Server names removed; deny wins across every bundle an agent references.
     */
    exclude: string[];
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    mcp: McpConfig;
    mcp_bundles: McpBundlesConfig;
  }
}
