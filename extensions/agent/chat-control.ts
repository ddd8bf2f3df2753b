// The daemon's side of `svc chat`: control commands that run a streamed turn on the `cli` channel (agent.chat), say
// what the chat may use (agent.chat.info) and read a stored conversation (agent.history).
import { SvcError, type ControlRegistry, type Logger } from '../../kernel/index.js';
import { turnFailure, type AgentRuntime, type RespondOutput } from './api.js';
import { AGENT_ERRORS } from './errors.js';

/** The channel of `svc chat` and `svc agent ask`: the operator at the terminal. */
export const CLI_CHANNEL = 'cli';
/** A conversation id a client chooses (svc chat --conversation, POST /webhook `conversation`): 1-128 visible characters. */
export const CONVERSATION_ID = /^[^\p{C}\p{Z}]{1,128}$/u;

export interface ChatControlDeps {
  readonly runtime: () => AgentRuntime;
  /** channels.cli and channels.message_timeout_secs of the running config, read per turn. */
  readonly settings: () => { readonly cli: boolean; readonly message_timeout_secs: number };
  readonly logger: Logger;
}

/** What agent.chat answers: the turn's output, or `cancelled` when the client cancelled it. */
export type ChatAnswer = (RespondOutput & { readonly conversation: string }) | { readonly cancelled: true; readonly conversation: string };

const args = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});

function conversationOf(a: Record<string, unknown>): string {
  const c = a.conversation ?? CLI_CHANNEL;
  if (typeof c !== 'string' || !CONVERSATION_ID.test(c)) throw new SvcError('SVC_ERR_USAGE', 'a conversation id is 1 to 128 visible characters (no spaces or control characters)');
  return c;
}

function agentOf(runtime: AgentRuntime, a: Record<string, unknown>): string | undefined {
  if (a.agent === undefined || a.agent === null) return undefined;
  if (typeof a.agent !== 'string' || !runtime.agents().includes(a.agent)) {
    throw new SvcError('SVC_ERR_USAGE', `no enabled agent is named ${JSON.stringify(a.agent)} (agents: ${runtime.agents().join(', ')})`);
  }
  return a.agent;
}

export function registerChatControl(control: ControlRegistry, deps: ChatControlDeps): void {
  const refuseOff = () => {
    if (!deps.settings().cli) throw new SvcError('SVC_ERR_AGENT_CHAT_OFF', 'the interactive CLI channel is off (channels.cli = false); turn it on with: svc config set channels.cli true', { registry: AGENT_ERRORS });
  };

  control.register('agent.chat.info', (value) => {
    refuseOff();
    const runtime = deps.runtime();
    const a = args(value);
    return { agents: runtime.agents(), agent: agentOf(runtime, a) ?? runtime.agentFor(CLI_CHANNEL), conversation: conversationOf(a) };
  });

  control.register('agent.chat', async (value, context): Promise<ChatAnswer> => {
    refuseOff();
    const a = args(value);
    if (typeof a.message !== 'string' || !a.message) throw new SvcError('SVC_ERR_USAGE', 'agent.chat needs a non-empty "message"');
    const runtime = deps.runtime();
    const conversation = conversationOf(a);
    const agent = agentOf(runtime, a);
    const secs = deps.settings().message_timeout_secs;
    const deadline = AbortSignal.timeout(secs * 1000);
    try {
      const out = await runtime.respond({
        channel: CLI_CHANNEL,
        conversation,
        message: a.message,
        ...(agent ? { agent } : {}),
        // The control socket admits the operator, or a user proven by uid (users.<name>.uid) whose profiles the access
        // extension applies to this turn: authenticated words, trusted as on the admin API's chat.
        trust: 'operator',
        signal: AbortSignal.any([deadline, context.signal]),
        onText: (delta) => context.emit('text', { delta }),
        onToolCall: (notice) => context.emit('tool', { tool: notice.tool, summary: notice.summary }),
      });
      return { ...out, conversation };
    } catch (err) {
      if (context.signal.aborted) return { cancelled: true, conversation };
      if (deadline.aborted) throw new SvcError('SVC_ERR_AGENT_CHAT_TIMEOUT', `this took longer than ${secs} s (channels.message_timeout_secs) and was stopped`, { registry: AGENT_ERRORS });
      // The operator reads what failed (the provider's own words) and the id of the log line that says more.
      const failure = turnFailure(err);
      deps.logger.error({ channel: CLI_CHANNEL, conversation, error_id: failure.errorId, err: failure.cause }, 'svc chat turn failed');
      throw new SvcError('SVC_ERR_AGENT_TURN_FAILED', `${failure.cause} (error ${failure.errorId} in the daemon's log)`, { registry: AGENT_ERRORS, cause: err });
    }
  });

  control.register('agent.history', async (value) => {
    const a = args(value);
    const channel = typeof a.channel === 'string' && a.channel ? a.channel : CLI_CHANNEL;
    const conversation = conversationOf(a);
    return { channel, conversation, messages: await deps.runtime().history(channel, conversation) };
  });
}
