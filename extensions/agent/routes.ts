// The agent's HTTP route, mounted by the gateway when it is loaded: the POST /webhook chat (CONTRACT §4), which
// answers when no other handler (a SOP that declares /webhook) claims the request.
import type { JsonSchema, Logger } from '../../kernel/index.js';
import { HttpFailure, type GatewayRoutes } from '../gateway/api.js';
import { ModelCallRefused, turnFailure, type AgentRuntime } from './api.js';

export interface ChatRouteDeps {
  /** The running agent runtime; undefined while it is not running (a standalone `svc gateway`, shutdown). */
  readonly runtime: () => AgentRuntime | undefined;
  readonly logger: Logger;
  /** channels.message_timeout_secs of the running config: a chat turn still running this long is cancelled. */
  readonly timeoutSecs: () => number;
}

/** The chat's request body (CONTRACT §4). */
const CHAT_BODY: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', minLength: 1, description: 'What the user says.' },
    conversation: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      pattern: '^[^\\p{C}\\p{Z}]+$',
      description: "Which of the client's conversations this continues (1-128 visible characters, no spaces); absent: the client's default one. Two clients' conversations never mix, whatever they name.",
    },
  },
};
const CHAT_ANSWER: JsonSchema = { type: 'object', required: ['response', 'model'], properties: { response: { type: 'string' }, model: { type: 'string', description: 'The model that answered.' } } };

export function registerChatRoute(routes: GatewayRoutes, deps: ChatRouteDeps): void {
  routes.webhook({
    name: 'agent',
    fallback: true,
    declaration: {
      access: 'chat',
      summary: "Chats with the default agent; conversations are the client's (`conversation` keeps several apart)",
      responses: { 200: { description: "The agent's answer.", schema: CHAT_ANSWER } },
      errors: ['not_ready', 'model_unavailable', 'internal_error'],
    },
    body: CHAT_BODY,
    handle: async (req, reply) => {
      const runtime = deps.runtime();
      if (!runtime) throw new HttpFailure('not_ready', 'no agent runs here (standalone gateway)');
      const { message, conversation: named } = req.body as { message: string; conversation?: string };
      // Keyed by the client first: a conversation id names one of this client's conversations, never another's.
      const conversation = named === undefined ? req.svcClient! : `${req.svcClient!} ${named}`;
      const secs = deps.timeoutSecs();
      const deadline = AbortSignal.timeout(secs * 1000);
      // A turn nobody waits for any more (the gateway answered 408, or the client left) is cancelled too.
      const gone = new AbortController();
      const leave = (): void => gone.abort(new Error('the chat request ended before the turn'));
      reply.raw.once('close', leave);
      try {
        const answer = await runtime.respond({ channel: 'gateway.webhook', conversation, message, signal: AbortSignal.any([deadline, gone.signal]) });
        if (reply.sent) return reply;
        return { response: answer.text, model: answer.model };
      } catch (err) {
        // Answered already: the gateway gave up on it at shutdown and logged it (the agent's turn was cancelled).
        if (reply.sent) return reply;
        if (deadline.aborted) {
          deps.logger.warn({ channel: 'gateway.webhook', conversation: req.svcClient, request_id: req.id, timeout_secs: secs }, 'chat turn cancelled at channels.message_timeout_secs');
          throw new HttpFailure('request_timeout', `this took longer than ${secs} s (channels.message_timeout_secs) and was stopped`);
        }
        // The caller gets the id of the log line (and, when the model failed, what failed), never the detail.
        const failure = turnFailure(err);
        // A refused turn (the emergency stop, a budget) is no failure: the sender gets the refuser's notice, as on a channel.
        if (err instanceof ModelCallRefused) {
          deps.logger.warn({ channel: 'gateway.webhook', conversation: req.svcClient, request_id: req.id, error_id: failure.errorId, by: err.by, err: failure.cause }, 'webhook chat refused');
          return { response: failure.notice, model: '' };
        }
        deps.logger.error({ channel: 'gateway.webhook', conversation: req.svcClient, request_id: req.id, error_id: failure.errorId, err: failure.cause }, 'webhook chat failed');
        if (failure.providerFailed) throw new HttpFailure('model_unavailable', `the agent's model is not answering right now (error ${failure.errorId} in the daemon's log)`, { error_id: failure.errorId });
        throw new HttpFailure('internal_error', `the agent could not answer (error ${failure.errorId} in the daemon's log)`, { error_id: failure.errorId });
      } finally {
        reply.raw.off('close', leave);
      }
    },
  });
}
