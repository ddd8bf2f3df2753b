// The agent's HTTP route, mounted by the gateway when it is loaded: the POST /webhook chat (CONTRACT §4), which
// answers when no other handler (a SOP that declares /webhook) claims the request.
import type { Logger } from '../../kernel/index.js';
import type { GatewayRoutes } from '../gateway/api.js';
import type { AgentRuntime } from './api.js';

export interface ChatRouteDeps {
  /** The running agent runtime; undefined while it is not running (a standalone `svc gateway`, shutdown). */
  readonly runtime: () => AgentRuntime | undefined;
  readonly logger: Logger;
}

export function registerChatRoute(routes: GatewayRoutes, deps: ChatRouteDeps): void {
  routes.webhook({
    name: 'agent',
    fallback: true,
    credentials: 'chat',
    handle: async (req, reply, h) => {
      const runtime = deps.runtime();
      if (!runtime) return h.fail(reply, 'not_ready', 'no agent runs here (standalone gateway)');
      const body = req.body as { message?: unknown } | null | undefined;
      if (!body || typeof body !== 'object' || typeof body.message !== 'string' || !body.message) {
        return h.fail(reply, 'invalid_request', 'the body must be {"message": "<text>"}');
      }
      try {
        const answer = await runtime.respond({ channel: 'gateway.webhook', conversation: h.client(req), message: body.message });
        if (reply.sent) return reply;
        return { response: answer.text, model: answer.model };
      } catch (err) {
        // Answered already: the gateway gave up on it at shutdown and logged it (the agent's turn was cancelled).
        if (reply.sent) return reply;
        deps.logger.error({ err: (err as Error).message }, 'webhook chat failed');
        return h.fail(reply, 'internal_error', 'the agent could not answer; see the gateway log');
      }
    },
  });
}
