// `svc chat`: an interactive chat with the running daemon's agent over its control socket (agent.chat, streamed), with
// slash commands; through a pipe it reads one message a line and prints the replies plainly.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { CommandContext, Kernel } from '../../kernel/index.js';
import type { ChatAnswer } from './chat-control.js';

const HELP = `/new           start a new conversation (a fresh id; the old one stays stored)
/agent NAME    talk to another agent from the next message on
/history       print this conversation as the daemon stored it
/exit          leave (so do Ctrl-D and, at the prompt, Ctrl-C)
/help          this list
Ctrl-C while the agent answers cancels that turn; the daemon keeps running.
`;

interface Info {
  agents: string[];
  agent: string;
  conversation: string;
}

const newConversation = (): string => `cli-${randomBytes(4).toString('hex')}`;

export function registerChatCommand(kernel: Pick<Kernel, 'addCommand'>): void {
  kernel.addCommand({
    name: 'chat',
    summary: "Talk with the running daemon's agent: replies stream as written, tool calls show one line each; /help lists the slash commands",
    options: {
      agent: { type: 'string', description: 'Agent alias (default: the agent of the cli channel)' },
      conversation: { type: 'string', description: 'Conversation id to continue or start, 1-128 visible characters (default: cli)' },
    },
    run: (ctx) => chat(ctx),
  });
}

async function chat(ctx: CommandContext): Promise<number> {
  const tty = (ctx.stdin as { isTTY?: boolean }).isTTY === true && (ctx.stdout as { isTTY?: boolean }).isTTY === true;
  const out = (text: string) => void ctx.stdout.write(text);
  const dim = (text: string) => (tty ? `\x1b[2m${text}\x1b[22m` : text);
  // The first exchange: no daemon is exit 1 here, before any line is read; so is channels.cli = false.
  const info = (await ctx.control('agent.chat.info', { agent: ctx.options.agent, conversation: ctx.options.conversation })) as Info;
  let agent: string | undefined = typeof ctx.options.agent === 'string' ? info.agent : undefined;
  let conversation = info.conversation;
  const shown = () => agent ?? info.agent;
  if (tty) out(`svc chat: agent ${shown()}, conversation ${conversation} (/help for commands)\n`);

  const rl = createInterface({ input: ctx.stdin, output: tty ? ctx.stdout : undefined, terminal: tty, prompt: 'you> ' });
  let turn: AbortController | undefined;
  let failed = false;
  let leaving = false;
  const interrupt = () => {
    if (turn) return turn.abort();
    if (tty) out('\n');
    leaving = true;
    rl.close();
  };
  // In a terminal readline turns Ctrl-C into this event; through a pipe the process gets the signal itself.
  rl.on('SIGINT', interrupt);
  process.on('SIGINT', interrupt);

  const say = async (message: string): Promise<void> => {
    turn = new AbortController();
    let written = '';
    let started = false;
    const start = () => {
      if (!started && tty) out(`${shown()}> `);
      started = true;
    };
    try {
      const answer = (await ctx.controlStream('agent.chat', { message, conversation, ...(agent ? { agent } : {}) }, {
        signal: turn.signal,
        onEvent: (e) => {
          if (e.event === 'text' && typeof e.delta === 'string') {
            start();
            written += e.delta;
            out(e.delta);
          } else if (e.event === 'tool') {
            const line = `  ↳ ${String(e.tool)}: ${String(e.summary)}\n`;
            if (!tty) return void ctx.stderr.write(line);
            if (written && !written.endsWith('\n')) out('\n');
            out(dim(line));
            written = '';
          }
        },
      })) as ChatAnswer;
      if ('cancelled' in answer) return void out(`${written ? '\n' : ''}${dim('(cancelled)')}\n`);
      // A provider that cannot stream, a declined message or a limit's notice: the whole text comes with the answer.
      if (!written && answer.text) {
        start();
        out(answer.text);
        written = answer.text;
      }
      if (written || started) out('\n');
    } catch (err) {
      failed = true;
      if (written) out('\n');
      ctx.stderr.write(`svc chat: ${(err as Error).message}\n`);
    } finally {
      turn = undefined;
    }
  };

  const command = async (line: string): Promise<void> => {
    const [word, ...rest] = line.split(/\s+/);
    const arg = rest.join(' ').trim();
    switch (word) {
      case '/exit':
      case '/quit':
        leaving = true;
        return rl.close();
      case '/help':
        return out(HELP);
      case '/new':
        conversation = newConversation();
        return out(`new conversation ${conversation}\n`);
      case '/agent':
        if (!arg) return out(`agent ${shown()} (agents: ${info.agents.join(', ')})\n`);
        if (!info.agents.includes(arg)) {
          failed = !tty || failed;
          return void ctx.stderr.write(`svc chat: no enabled agent is named "${arg}" (agents: ${info.agents.join(', ')})\n`);
        }
        agent = arg;
        return out(`agent ${arg}\n`);
      case '/history': {
        const h = (await ctx.control('agent.history', { conversation })) as { messages: { role: string; content: string }[] };
        if (!h.messages.length) return out(`conversation ${conversation} has no stored messages\n`);
        for (const m of h.messages) out(`${m.role === 'user' ? 'you' : 'agent'}> ${m.content}\n`);
        return;
      }
      default:
        failed = !tty || failed;
        ctx.stderr.write(`svc chat: unknown command ${word} (/help lists them)\n`);
    }
  };

  try {
    if (tty) rl.prompt();
    for await (const raw of rl) {
      const line = raw.trim();
      if (line.startsWith('/')) {
        try {
          await command(line);
        } catch (err) {
          failed = true;
          ctx.stderr.write(`svc chat: ${(err as Error).message}\n`);
        }
      } else if (line) await say(line);
      if (leaving) break;
      if (tty) rl.prompt();
    }
  } finally {
    process.off('SIGINT', interrupt);
    rl.close();
  }
  if (tty && !leaving) out('\n');
  // Through a pipe a failed turn or command is the script's failure; at a terminal the person saw it.
  return failed && !tty ? 1 : 0;
}
