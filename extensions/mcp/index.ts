// The mcp extension: owns [mcp] and [mcp_bundles]; connects the configured MCP servers at start (a service, drained
// and closed by the host), offers their tools to the agents their bundles grant, shows them in `svc status`, and gives
// operators `svc mcp list | tools | call`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { controlCommands, defineExtension, statusPoint, systemClock, type Clock, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { toolsPoint, type AgentsConfig } from '../agent/api.js';
import { sandboxPoint, type Sandbox } from '../sandbox/api.js';
import { mcpPoint } from './api.js';
import { registerMcpCommands } from './commands.js';
import type { McpBundlesConfig, McpConfig } from './config.generated.js';
import { MCP_ERRORS } from './errors.js';
import type { McpManager } from './manager.js';
import { searchToolShape } from './search.js';
import { mcpBundlesSection, mcpSection } from './schema.js';
import { grantedServers, type Grant } from './selection.js';
import type { ServerSettings } from './server.js';

export const NAME = 'mcp';

export interface McpOptions {
  /** Time for restart backoff; tests pass a fake one. */
  readonly clock?: Clock;
}

type ServerItem = McpConfig['servers'][number];

/** The transport of a server: as written, else stdio when it has a command, else http. */
export function transportOf(item: ServerItem): 'stdio' | 'http' | 'sse' {
  return (item.transport as 'stdio' | 'http' | 'sse' | null) ?? (item.command ? 'stdio' : 'http');
}

/** The checks JSON Schema cannot state: unique names, the fields each transport needs, bundles naming servers. */
export function checkMcp(mcp: McpConfig, bundles: McpBundlesConfig, report: ProblemReport): void {
  const seen = new Map<string, number>();
  mcp.servers.forEach((item, i) => {
    const at = `mcp.servers[${i}]`;
    const first = seen.get(item.name);
    if (first !== undefined) report.add(`${at}.name`, `"${item.name}" is already the name of mcp.servers[${first}]; server names must be unique`);
    else seen.set(item.name, i);
    const transport = transportOf(item);
    if (transport === 'stdio') {
      if (!item.command) report.add(`${at}.command`, 'a stdio server needs the command that starts it');
      if (item.url) report.add(`${at}.url`, 'a stdio server has no url (set transport = "http" or "sse" for a remote server)');
    } else {
      if (item.command) report.add(`${at}.command`, `an ${transport} server has no command (it is reached at url)`);
      if (!item.url) report.add(`${at}.url`, `an ${transport} server needs its url`);
      else {
        let url: URL | undefined;
        try {
          url = new URL(item.url);
        } catch {
          report.add(`${at}.url`, 'must be an http:// or https:// URL');
        }
        if (url && url.protocol !== 'http:' && url.protocol !== 'https:') report.add(`${at}.url`, 'must be an http:// or https:// URL');
        if (url && (url.username || url.password)) report.add(`${at}.url`, 'must not carry credentials; put them in headers (a secret)');
      }
    }
    // A header value with a line break would be quoted in a fetch error, secret and all (PITFALLS).
    for (const key of Object.keys(item.headers)) if (/[\r\n]/.test(item.headers[key]!)) report.add(`${at}.headers.${key}`, 'must not contain a line break');
  });
  const names = [...seen.keys()];
  for (const [alias, bundle] of Object.entries(bundles)) {
    for (const field of ['servers', 'exclude'] as const) {
      for (const server of bundle[field]) {
        if (server === '*' && field === 'servers') continue;
        if (!seen.has(server)) report.add(`mcp_bundles.${alias}.${field}`, `"${server}" names no [[mcp.servers]] (servers: ${names.join(', ') || 'none'}${field === 'servers' ? ', or "*" for all' : ''})`);
      }
    }
  }
}

/** At load: an enabled stdio server while no sandbox can be had (and runtime.kind is not "native") is a config error. */
export function checkStdioSandbox(mcp: McpConfig, sandbox: Sandbox | undefined, config: ConfigObject, report: ProblemReport): void {
  if (!mcp.enabled) return;
  const i = mcp.servers.findIndex((item) => item.enabled && transportOf(item) === 'stdio');
  if (i < 0) return;
  const availability = sandbox?.availability(config);
  const why = !availability ? 'no sandbox extension is loaded' : availability.ok ? null : availability.reason;
  if (why) report.add(`mcp.servers[${i}].command`, `a stdio server runs only in a sandbox: ${why}. Install bubblewrap (apt-get install bubblewrap), or write runtime.kind = "native" to run it unsandboxed`);
}

/** A stdio server's directory (its working directory and the one place it may write): cwd, else <data dir>/mcp/<name>, made 0700. */
function cwdOf(item: ServerItem, dataDir: string): string {
  if (item.cwd) return item.cwd;
  const dir = join(dataDir, 'mcp', item.name);
  if (transportOf(item) === 'stdio') mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export function createMcpExtension(options: McpOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'MCP client: the tools of configured MCP servers (stdio, Streamable HTTP, SSE), offered to agents by bundle.',
    dependsOn: ['agent'],
    optionalDependsOn: ['sandbox'],
    errors: MCP_ERRORS,
    sections: { mcp: mcpSection, mcp_bundles: mcpBundlesSection },
    apply(kernel) {
      const log = kernel.logger;
      const mcp = kernel.config<McpConfig>('mcp');
      const bundles = kernel.config<McpBundlesConfig>('mcp_bundles');
      // The agent's section, read across: which bundles each agent names.
      const agents = kernel.config<AgentsConfig>('agents');
      const registry = kernel.use(toolsPoint);

      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkMcp(mcp.of(config), bundles.of(config), report));
      // A stdio server runs in the sandbox, like the shell: with none to be had it is refused at load.
      const sandbox = kernel.tryUse(sandboxPoint);
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkStdioSandbox(mcp.of(config), sandbox, config, report));

      /** Grants by config and agent, computed once per config (tools are offered many times a turn). */
      const grantCache = new WeakMap<ConfigObject, Map<string, Grant>>();
      const grant = (agent: string, config: ConfigObject): Grant => {
        let byAgent = grantCache.get(config);
        if (!byAgent) grantCache.set(config, (byAgent = new Map()));
        let g = byAgent.get(agent);
        if (!g) byAgent.set(agent, (g = grantedServers(bundles.of(config), agents.of(config)[agent]?.mcp_bundles)));
        return g;
      };

      const service = kernel.service({
        point: mcpPoint,
        start: async ({ runtime: { paths } }): Promise<McpManager> => {
          const settings = mcp();
          const servers: ServerSettings[] = settings.enabled
            ? settings.servers
                .filter((item) => item.enabled)
                .map((item) => ({
                  name: item.name,
                  transport: transportOf(item),
                  command: item.command,
                  args: item.args,
                  env: item.env,
                  cwd: cwdOf(item, paths.dataDir),
                  network: item.network,
                  sandbox,
                  url: item.url,
                  headers: item.headers,
                  timeoutSecs: item.timeout_secs,
                  allowedTools: item.allowed_tools,
                  excludedTools: item.excluded_tools,
                }))
            : [];
          const { McpManager } = await import('./manager.js');
          const manager: McpManager = new McpManager({ servers, registry, clock, logger: log, deferred: settings.deferred_loading, grant });
          await manager.start();
          return manager;
        },
      });

      // tool_search is registered with the other tools (tools.optional may name it); it is offered with deferred_loading.
      registry.register({
        ...searchToolShape,
        available: (place) => service.current()?.searchAvailable(place) ?? 'no MCP server runs',
        handler: (args, context) => {
          const manager = service.current();
          if (!manager) throw new Error('no MCP server runs');
          return manager.searchHandler(args, context);
        },
      });

      kernel.use(statusPoint).section('mcp', () => ({ servers: service.current()?.servers() ?? [] }));

      const control = kernel.use(controlCommands);
      control.register('mcp.list', () => ({ servers: kernel.use(mcpPoint).servers() }));
      control.register('mcp.tools', (args) => {
        const server = (args as { server?: unknown } | undefined)?.server;
        return { tools: kernel.use(mcpPoint).tools(typeof server === 'string' ? server : undefined) };
      });
      control.register('mcp.call', async (args, context) => {
        const a = (args ?? {}) as { server?: unknown; tool?: unknown; arguments?: unknown };
        if (typeof a.server !== 'string' || typeof a.tool !== 'string') throw new Error('mcp.call needs "server" and "tool"');
        const callArgs = a.arguments ?? {};
        if (callArgs === null || typeof callArgs !== 'object' || Array.isArray(callArgs)) throw new Error('the arguments must be a JSON object');
        return { text: await kernel.use(mcpPoint).call(a.server, a.tool, callArgs as Record<string, unknown>, context.signal) };
      });
      registerMcpCommands(kernel.addCommand.bind(kernel));
    },
  });
}

export default createMcpExtension();
