// The running MCP servers: one connection each, their tools kept in the agent's tool registry as mcp__<server>__<tool>
// (offered to the agents their bundles grant), the tool_search tool of mcp.deferred_loading, and the operator's view.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Clock, ConfigObject, Logger } from '../../kernel/index.js';
import type { ToolContext, ToolDefinition, ToolPlace, ToolRegistry } from '../agent/api.js';
import type { McpServers, McpServerStatus, McpToolInfo } from './api.js';
import { boundedDescription, exposedName, usableSchema } from './naming.js';
import { Bm25Index } from './search.js';
import type { Grant } from './selection.js';
import { McpServerConnection, type ServerSettings } from './server.js';

/** The first attempt of every server may hold the daemon's start this long; the rest goes on in the background. */
const START_WAIT_MS = 15_000;
/** What an operator's `svc mcp call` result is cut to. */
const OPERATOR_MAX_CHARS = 100_000;

export interface ManagerOptions {
  readonly servers: readonly ServerSettings[];
  readonly registry: ToolRegistry;
  readonly clock: Clock;
  readonly logger: Logger;
  /** mcp.deferred_loading at start: tools are found with tool_search instead of being listed. */
  readonly deferred: boolean;
  /** The servers `agent` is granted under `config` (its bundles). */
  readonly grant: (agent: string, config: ConfigObject) => Grant;
}

interface Registered {
  readonly info: McpToolInfo;
  readonly definition: ToolDefinition;
}

export class McpManager implements McpServers {
  private readonly connections = new Map<string, McpServerConnection>();
  /** Registered tools by the name the model sees. */
  private readonly registered = new Map<string, Registered>();
  /** The model-facing names of each server's tools. */
  private readonly byServer = new Map<string, string[]>();
  /** The search index over every registered tool; rebuilt on first use after the tools change. */
  private index: Bm25Index<McpToolInfo> | undefined;

  constructor(private readonly o: ManagerOptions) {
    for (const settings of o.servers) {
      this.connections.set(settings.name, new McpServerConnection(settings, { tools: (server, tools) => this.setTools(server, tools) }, o.clock, o.logger));
    }
  }

  /** Starts every server; waits for the first attempts a bounded while (a slow one keeps starting after that). */
  async start(): Promise<void> {
    const first = Promise.all([...this.connections.values()].map((c) => c.start()));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([first, new Promise<void>((resolve) => (timer = setTimeout(resolve, START_WAIT_MS).unref()))]);
    clearTimeout(timer);
  }

  /** Stops every server (their process groups, their sessions); their tools are withdrawn. */
  async close(): Promise<void> {
    await Promise.all([...this.connections.values()].map((c) => c.stop()));
  }

  servers(): readonly McpServerStatus[] {
    return [...this.connections.values()].map((c) => c.status());
  }

  tools(server?: string): readonly McpToolInfo[] {
    if (server !== undefined) this.connection(server);
    return [...this.registered.values()].map((r) => r.info).filter((i) => server === undefined || i.server === server);
  }

  async call(server: string, tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<string> {
    return this.connection(server).call(tool, args, signal ?? new AbortController().signal, OPERATOR_MAX_CHARS);
  }

  /** tool_search: the best matches among the deferred tools this turn is offered, loaded for its next step. */
  searchHandler(args: Record<string, unknown>, context: ToolContext): string {
    const offered = new Set((context.deferredTools?.list() ?? []).map((t) => t.name));
    const hits = this.search(String(args.query), typeof args.limit === 'number' ? args.limit : 5, (info) => offered.has(info.name));
    if (!hits.length) return `no tool matches "${String(args.query)}"; try other words`;
    const loaded = context.deferredTools?.load(hits.map((h) => h.name)) ?? [];
    return [
      `${hits.length} tool${hits.length === 1 ? '' : 's'} found${loaded.length ? '; they can be called from the next step on' : ''}:`,
      ...hits.map((h) => `- ${h.name}: ${h.description}\n  input schema: ${JSON.stringify(h.inputSchema)}`),
    ].join('\n');
  }

  /** The best `limit` tools for `query` among those `allowed`. */
  search(query: string, limit: number, allowed: (info: McpToolInfo) => boolean = () => true): McpToolInfo[] {
    this.index ??= new Bm25Index([...this.registered.values()].map((r) => r.info));
    const out: McpToolInfo[] = [];
    // The index spans every server; the caller's filter (the agent's grant) is applied on the ranked list.
    for (const { doc } of this.index.search(query, this.registered.size)) {
      if (!allowed(doc)) continue;
      out.push(doc);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** tool_search is offered with deferred_loading when the agent is granted a server that has tools now. */
  searchAvailable(place: ToolPlace): true | string {
    if (!this.o.deferred) return 'mcp.deferred_loading = false';
    const grant = this.o.grant(place.agent, place.config);
    for (const r of this.registered.values()) if (grant.allows(r.info.server)) return true;
    return 'no MCP tool is offered to this agent now';
  }

  private connection(server: string): McpServerConnection {
    const c = this.connections.get(server);
    if (!c) throw new Error(`no enabled MCP server is named "${server}" (servers: ${[...this.connections.keys()].join(', ') || 'none'})`);
    return c;
  }

  /** A server's tools changed (listed, refreshed, or gone): the registry follows. */
  private setTools(server: string, tools: readonly Tool[]): void {
    for (const name of this.byServer.get(server) ?? []) {
      this.o.registry.unregister(name);
      this.registered.delete(name);
    }
    const connection = this.connections.get(server)!;
    const names: string[] = [];
    const taken = new Set(this.registered.keys());
    for (const tool of tools) {
      const name = exposedName(server, tool.name, taken);
      taken.add(name);
      const { schema, replaced } = usableSchema(tool.inputSchema);
      if (replaced) this.o.logger.warn({ server, tool: tool.name, reason: replaced }, 'MCP tool offered with an open input schema (the server checks its arguments)');
      const description = boundedDescription(server, tool.description);
      const info: McpToolInfo = { server, tool: tool.name, name, description, inputSchema: schema };
      const definition: ToolDefinition = {
        name,
        description,
        parameters: schema,
        reaches: connection.settings.transport === 'stdio' ? ['process'] : ['network'],
        ...(this.o.deferred ? { deferred: true } : {}),
        available: (place) => {
          const grant = this.o.grant(place.agent, place.config);
          return grant.allows(server) || grant.why;
        },
        handler: (args, context) => connection.call(tool.name, args, context.signal, context.limits.maxResultChars),
      };
      try {
        this.o.registry.register(definition);
      } catch (err) {
        this.o.logger.warn({ server, tool: tool.name, err: (err as Error).message }, 'MCP tool not offered');
        continue;
      }
      this.registered.set(name, { info, definition });
      names.push(name);
    }
    this.byServer.set(server, names);
    this.index = undefined;
  }
}
