// `svc agent ask` (one message to the running daemon's agent, over its control socket) and `svc agent list` (the
// agents the config defines, from the files alone).
import type { Kernel, SectionAccess } from '../../kernel/index.js';
import type { AgentsConfig } from './config.generated.js';
import { planAgents } from './selection.js';

export function registerAgentCommands(kernel: Pick<Kernel, 'addCommand'>, agents: SectionAccess<AgentsConfig>): void {
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
}
