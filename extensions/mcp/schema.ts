// Config sections of the mcp extension: [mcp] (its servers) and [mcp_bundles] (which servers an agent is granted).
import { s, type JsonSchema } from '../../kernel/index.js';

/** The alias grammar (lower-case letters, digits, single underscores): `__` separates the parts of mcp__<server>__<tool>. */
export const SERVER_NAME = '^(?!.*__)[a-z0-9](?:[a-z0-9_]{0,61}[a-z0-9])?$';

const mcpServer = s.table(
  undefined,
  'One MCP server: a child process spoken to over stdio, or a remote server over Streamable HTTP (or the older SSE transport).',
  {
    name: s.reqStr('Server name (alias grammar); its tools reach the model as mcp__<name>__<tool>, and mcp_bundles grant it by this name. Unique among servers.', { pattern: SERVER_NAME }),
    transport: s.optStr('"stdio" (command), "http" (Streamable HTTP at url) or "sse" (the older HTTP+SSE transport at url); unset: stdio when command is set, else http.', { enum: ['stdio', 'http', 'sse'] }),
    command: s.optStr('Executable of a stdio server (found on PATH when not absolute); started with the daemon in its own process group.'),
    args: s.strList([], 'Arguments of command.'),
    env: s.map('Environment of a stdio server, added to the sandbox\'s allowlist (PATH, LANG, TERM, …, HOME = cwd, runtime.env_passthrough); values are secrets.', { type: 'string' }, { secret: true }),
    cwd: s.optStr('Working directory of a stdio server and the one directory its sandbox may write; unset: <data dir>/mcp/<name> (made 0700). It must not hold the config or data directory.'),
    network: s.bool(false, 'Let this stdio server\'s sandbox reach the network even when the runtime adapter\'s network is "none".'),
    url: s.optStr('Endpoint of an http or sse server (http:// or https://).'),
    headers: s.map('Headers sent with every request to an http or sse server (often credentials); values are secrets.', { type: 'string' }, { secret: true }),
    timeout_secs: s.int(60, 'Seconds one tool call (and the start: connect, initialise, list tools) may take; the call is then cancelled and the model told so.', { min: 1, max: 3600 }),
    allowed_tools: s.optStrList('Only these tools of the server are offered (names as the server gives them); unset: every tool.'),
    excluded_tools: s.strList([], 'Tools of the server never offered (wins over allowed_tools).'),
    enabled: s.bool(true, 'Connect this server; false keeps it configured and stopped.'),
  },
  { required: ['name'] },
);

export const mcpSection: JsonSchema = s.table('McpConfig', 'Model Context Protocol servers whose tools agents may use (docs/guides/mcp.md).', {
  deferred_loading: s.bool(false, 'Offer the model a tool_search tool instead of every MCP tool: it searches names and descriptions and loads the schemas of the tools it picks.'),
  enabled: s.bool(true, 'Connect the configured MCP servers; false starts none of them.'),
  servers: s.tableList('MCP servers, as an array of tables ([[mcp.servers]]).', mcpServer),
});

export const mcpBundlesSection: JsonSchema = s.aliasMap(
  'McpBundlesConfig',
  'Named sets of MCP servers an agent may be granted ([mcp_bundles.<alias>]), selected by agents.<a>.mcp_bundles. Once any bundle exists, an agent with no bundle gets no MCP tool.',
  s.table(undefined, 'One MCP bundle.', {
    servers: s.strList([], 'Names of the MCP servers granted; "*" grants every server.'),
    exclude: s.strList([], 'Server names removed; deny wins across every bundle an agent references.'),
  }),
);
