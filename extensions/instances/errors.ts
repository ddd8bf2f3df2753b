// The shared mode's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const SHARED_ERRORS = defineErrors({
  SVC_ERR_SHARED_CLIENT_MISSING: {
    exit: EXIT.config,
    meaning: 'shared.enabled needs a client library that is not installed (ioredis for shared.redis_url, pg for shared.postgres_url); svc does not install them by default.',
    action: 'Install it beside svc (`npm install ioredis pg`, or `npm install -g ioredis pg` for a global svc), or set shared.enabled = false.',
  },
});
