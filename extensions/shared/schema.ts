// The [shared] section: several svc instances behind one load balancer, sharing gateway state on Redis.
import { s, type JsonSchema } from '../../kernel/index.js';

export const sharedSection: JsonSchema = s.table(
  'SharedConfig',
  'Shared mode: several instances serve as one. Gateway state (rate limits, lockouts, idempotency keys, pairing codes) lives on Redis. Off by default: one instance keeps everything in memory and SQLite.',
  {
    enabled: s.bool(false, 'Share state with the other instances through the backends below.'),
    instance_id: s.optStr('This instance in logs, `svc status` and claims; unset: the host name and the process id.', { pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
    redis_url: s.optStr('redis:// or rediss:// URL of the Redis server holding the gateway state (credentials may be in it: the field is secret). Needs the ioredis package.', { secret: true }),
    redis_key_prefix: s.str('svc:', 'Prefix of every key svc writes on Redis, so that several services can share one server.', { pattern: '^[A-Za-z0-9_.:{}-]{1,64}$' }),
    redis_command_timeout_ms: s.int(1000, 'A Redis command unanswered this long fails, and the request that needed it is answered 503 with Retry-After.', { min: 50, max: 60_000 }),
    redis_connect_timeout_ms: s.int(5000, 'How long the start waits for the first connection before it goes on failing closed until Redis answers.', { min: 100, max: 120_000 }),
  },
);
