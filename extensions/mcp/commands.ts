// `svc mcp list | tools [SERVER] | call SERVER TOOL --args JSON`: the running daemon's MCP servers, for operators.
import { SvcError, type Kernel } from '../../kernel/index.js';
import type { McpServerStatus, McpToolInfo } from './api.js';
import { MCP_ERRORS } from './errors.js';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export function registerMcpCommands(add: Kernel['addCommand']): void {
  add({
    name: 'mcp list',
    summary: "The running daemon's MCP servers: transport, state, tool count, restarts, last error",
    options: { json: { type: 'boolean', description: 'Print {"servers": [...]} as JSON' } },
    run: async (ctx) => {
      const { servers } = (await ctx.control('mcp.list')) as { servers: McpServerStatus[] };
      if (ctx.options.json) return void ctx.stdout.write(json({ servers }));
      if (!servers.length) return void ctx.stdout.write('no MCP server is configured and enabled\n');
      for (const s of servers) {
        const extra = [s.pid ? `pid ${s.pid}` : '', s.restarts ? `${s.restarts} restart${s.restarts === 1 ? '' : 's'}` : '', s.next_try_in_s !== undefined ? `next try in ${s.next_try_in_s} s` : '', s.last_error ? `last error: ${s.last_error}` : ''];
        ctx.stdout.write(`${s.name}  ${s.transport}  ${s.state}  ${s.tools} tool${s.tools === 1 ? '' : 's'}${extra.filter(Boolean).map((e) => `  ${e}`).join('')}\n`);
      }
    },
  });
  add({
    name: 'mcp tools',
    summary: 'The tools of the running MCP servers (or of SERVER), as the model sees them',
    usage: '[SERVER]',
    positionals: { min: 0, max: 1 },
    options: { json: { type: 'boolean', description: 'Print {"tools": [...]} with each input schema as JSON' } },
    run: async (ctx) => {
      const server = ctx.positionals[0];
      let tools: McpToolInfo[];
      try {
        ({ tools } = (await ctx.control('mcp.tools', server ? { server } : {})) as { tools: McpToolInfo[] });
      } catch (err) {
        throw new SvcError('SVC_ERR_USAGE', (err as Error).message);
      }
      if (ctx.options.json) return void ctx.stdout.write(json({ tools }));
      if (!tools.length) return void ctx.stdout.write(server ? `MCP server "${server}" offers no tool now (svc mcp list shows its state)\n` : 'no MCP tool is offered now (svc mcp list shows the servers)\n');
      for (const t of tools) ctx.stdout.write(`${t.name}  ${t.description.split('\n')[0]}\n`);
    },
  });
  add({
    name: 'mcp call',
    summary: "Call a tool of a running MCP server as the operator; prints the text the model would get",
    usage: 'SERVER TOOL',
    positionals: { min: 2, max: 2 },
    options: { args: { type: 'string', description: 'The arguments, a JSON object (default {})' } },
    run: async (ctx) => {
      const [server, tool] = ctx.positionals as [string, string];
      let args: unknown = {};
      if (typeof ctx.options.args === 'string') {
        try {
          args = JSON.parse(ctx.options.args);
        } catch {
          throw new SvcError('SVC_ERR_USAGE', 'svc mcp call: --args must be a JSON object');
        }
      }
      if (args === null || typeof args !== 'object' || Array.isArray(args)) throw new SvcError('SVC_ERR_USAGE', 'svc mcp call: --args must be a JSON object');
      try {
        const { text } = (await ctx.control('mcp.call', { server, tool, arguments: args })) as { text: string };
        ctx.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      } catch (err) {
        throw new SvcError('SVC_ERR_MCP_CALL_FAILED', (err as Error).message, { registry: MCP_ERRORS, extension: 'mcp' });
      }
    },
  });
}
