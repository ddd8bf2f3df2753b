// The channel runtime's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const CHANNEL_RUNTIME_ERRORS = defineErrors({
  SVC_ERR_CHANNEL_RUNTIME_CALLBACK: {
    exit: EXIT.runtime,
    meaning: "A channel type's own code (verify, parse, poll or instance) threw or returned no message; the channel runtime answered the request (401, 400) or skipped the poll, counted it (svc_channel_callback_errors_total) and kept serving.",
    action: "The log line names the extension, the channel and the callback: report it to the extension's author.",
  },
});
