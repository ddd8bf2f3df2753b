// `svc agent ask` (one message to the running daemon's agent, over its control socket), `svc agent list` (the agents
// the config defines, from the files alone) and `svc agent prompt` (the system prompt an agent gets now).
import type { ConfigObject, JsonSchema, Kernel, SectionAccess } from '../../kernel/index.js';
import type { AgentsConfig } from './config.generated.js';
import { planAgents } from './selection.js';

/** What `svc agent prompt` asks for; the extension answers from the config and the workspace files. */
export interface PromptPreview {
  readonly agent?: string;
  readonly channel: string;
  readonly sender?: string;
}

/** Every non-empty string under an `x-secret` field of `value` (lists and maps included). */
export function secretStrings(schema: JsonSchema | undefined, value: unknown, out = new Set<string>()): Set<string> {
  if (!schema || value === null || value === undefined) return out;
  const collect = (v: unknown): void => {
    if (typeof v === 'string') v && out.add(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(collect);
  };
  if (schema['x-secret']) collect(value);
  else if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      const sub = schema.properties?.[k] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      secretStrings(sub, v, out);
    }
  }
  return out;
}

/** `text` with every secret of the config replaced by [REDACTED:secret], longest first. */
export function withoutSecrets(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const v of [...secrets].sort((a, b) => b.length - a.length)) if (v.length >= 4) out = out.split(v).join('[REDACTED:secret]');
  return out;
}

/** One tool as `svc tools list` prints it: offered to the agent now, or the reason it is not. */
export interface ToolListing {
  readonly name: string;
  readonly reaches: readonly string[];
  readonly offered: boolean;
  readonly reason?: string;
  readonly description: string;
}

export function registerAgentCommands(
  kernel: Pick<Kernel, 'addCommand'>,
  agents: SectionAccess<AgentsConfig>,
  preview: (config: ConfigObject, request: PromptPreview) => Promise<{ agent: string; trust: string; prompt: string }>,
  toolList: (config: ConfigObject, request: PromptPreview) => { agent: string; tools: readonly ToolListing[] },
): void {
    kernel.addCommand({
      name: 'tools list',
      summary: 'Every registered tool and whether an agent is offered it now, from the config (and why not)',
      needs: 'config',
      options: {
        agent: { type: 'string', description: 'Agent alias (default: the agent of the channel)' },
        channel: { type: 'string', description: 'Channel the message would come from, as <type>.<alias>; its excluded_tools apply (default: cli)' },
        json: { type: 'boolean', description: 'Print {"agent", "channel", "tools": [{"name", "reaches", "offered", "reason"?, "description"}]}' },
      },
      run: async (ctx) => {
        const channel = typeof ctx.options.channel === 'string' ? ctx.options.channel : 'cli';
        const out = toolList(ctx.config(), { channel, ...(typeof ctx.options.agent === 'string' ? { agent: ctx.options.agent } : {}) });
        const tools = [...out.tools].sort((a, b) => Number(b.offered) - Number(a.offered) || a.name.localeCompare(b.name));
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agent: out.agent, channel, tools })}\n`);
        ctx.stdout.write(`Tools of agent ${out.agent} on ${channel}:\n`);
        const width = Math.max(4, ...tools.map((t) => t.name.length));
        for (const t of tools) {
          const reach = t.reaches.length ? t.reaches.join(',') : '-';
          ctx.stdout.write(`  ${t.name.padEnd(width)}  ${t.offered ? 'offered' : 'not offered'}  [${reach}]${t.offered ? '' : `  ${t.reason}`}\n`);
        }
      },
    });

    kernel.addCommand({
      name: 'agent ask',
      summary: 'Send one message to an agent of the running daemon and print the reply',
      usage: 'MESSAGE',
      positionals: { min: 1, max: 1 },
      options: {
        agent: { type: 'string', description: 'Agent alias (default: the agent of the channel)' },
        channel: { type: 'string', description: 'Channel the message counts as coming from (default: cli)' },
        conversation: { type: 'string', description: 'Conversation key for history (default: cli)' },
        json: { type: 'boolean', description: 'Print {"agent", "text", "model", "toolCalls"}' },
      },
      run: async (ctx) => {
        const reply = (await ctx.control('agent.ask', {
          message: ctx.positionals[0],
          agent: ctx.options.agent,
          channel: ctx.options.channel,
          conversation: ctx.options.conversation,
        })) as { text: string };
        ctx.stdout.write(ctx.options.json ? `${JSON.stringify(reply)}\n` : `${reply.text}\n`);
      },
    });

    kernel.addCommand({
      name: 'agent list',
      summary: 'The agents the config defines, their providers, the default agent and the channel mapping',
      needs: 'config',
      options: { json: { type: 'boolean', description: 'Print as JSON' } },
      run: async (ctx) => {
        const plan = planAgents(agents(), ctx.config());
        const listed = [...plan.agents.values()].map((a) => ({
          ...a,
          default: a.alias === plan.defaultAgent,
          channels: [...plan.channelAgents].filter(([, x]) => x === a.alias).map(([c]) => c),
        }));
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agents: listed, note: plan.note }, null, 2)}\n`);
        for (const a of listed) ctx.stdout.write(`${a.alias}${a.default ? ' (default)' : ''}\t${a.provider}\t${a.channels.join(', ') || '-'}\n`);
        ctx.stdout.write(`${plan.note}\n`);
      },
    });

    kernel.addCommand({
      name: 'agent prompt',
      summary: 'Print the system prompt an agent would get now, from the config and its workspace files (secrets redacted)',
      needs: 'config',
      options: {
        agent: { type: 'string', description: 'Agent alias (default: the agent of the channel)' },
        channel: { type: 'string', description: 'Channel the message would come from, as <type>.<alias> (default: cli, the operator)' },
        sender: { type: 'string', description: 'Sender id the prompt names (channels only)' },
        json: { type: 'boolean', description: 'Print {"agent", "channel", "trust", "prompt"}' },
      },
      run: async (ctx) => {
        const channel = typeof ctx.options.channel === 'string' ? ctx.options.channel : 'cli';
        const request: PromptPreview = {
          channel,
          ...(typeof ctx.options.agent === 'string' ? { agent: ctx.options.agent } : {}),
          ...(typeof ctx.options.sender === 'string' ? { sender: ctx.options.sender } : {}),
        };
        const config = ctx.config();
        const out = await preview(config, request);
        const prompt = withoutSecrets(out.prompt, secretStrings(ctx.schema, config));
        ctx.stdout.write(ctx.options.json ? `${JSON.stringify({ agent: out.agent, channel, trust: out.trust, prompt })}\n` : `${prompt}\n`);
      },
    });
}
