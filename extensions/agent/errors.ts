// The agent extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const AGENT_ERRORS = defineErrors({
  SVC_ERR_AGENT_CHAT_OFF: {
    exit: EXIT.runtime,
    meaning: '`svc chat` was refused: the interactive CLI channel is off (channels.cli = false).',
    action: 'Run `svc config set channels.cli true` (it applies to the running daemon at once), or use `svc agent ask`.',
  },
  SVC_ERR_AGENT_CHAT_TIMEOUT: {
    exit: EXIT.runtime,
    meaning: 'A `svc chat` turn ran longer than channels.message_timeout_secs and was stopped (its model and tool calls cancelled).',
    action: 'Ask again, perhaps for less; or raise channels.message_timeout_secs.',
  },
  SVC_ERR_AGENT_TURN_FAILED: {
    exit: EXIT.runtime,
    meaning: "A turn asked through the control socket (`svc agent ask`) failed: the message names what failed (usually the model provider) and the error id of the daemon's log line.",
    action: 'Find the id in the daemon\'s log (`error_id`); check the provider with `svc onboard` or its base_url and key, then ask again.',
  },
});
