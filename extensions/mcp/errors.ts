// The mcp extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const MCP_ERRORS = defineErrors({
  SVC_ERR_MCP_CALL_FAILED: {
    exit: EXIT.runtime,
    meaning: '`svc mcp call` reached the daemon, but the server is not running, has no such tool, refused the arguments, failed, or did not answer within its timeout_secs; the message says which.',
    action: 'Check `svc mcp list` (state and last error) and `svc mcp tools SERVER` (names and input schemas), then call again.',
  },
});
