// The [shared] section: several svc instances behind one load balancer, sharing gateway state on Redis.
import { s, type JsonSchema } from '../../kernel/index.js';

export const sharedSection: JsonSchema = s.table(
  'SharedConfig',
  'Shared mode: several instances serve as one. Gateway state (rate limits, lockouts, idempotency keys, pairing codes, paired tokens) lives on Redis; cron jobs, SOP runs, conversation history and webhook-channel replies on PostgreSQL. Off by default: one instance keeps everything in memory and SQLite.',
  {
    enabled: s.bool(false, 'Share state with the other instances through the backends below.'),
    instance_id: s.optStr('This instance in logs, `svc status` and claims; unset: the host name and the process id.', { pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
    redis_url: s.optStr('redis:// or rediss:// URL of the Redis server holding the gateway state (credentials may be in it: the field is secret). Needs the ioredis package.', { secret: true }),
    redis_key_prefix: s.str('svc:', 'Prefix of every key svc writes on Redis, so that several services can share one server.', { pattern: '^[A-Za-z0-9_.:{}-]{1,64}$' }),
    redis_command_timeout_ms: s.int(1000, 'A Redis command unanswered this long fails, and the request that needed it is answered 503 with Retry-After.', { min: 50, max: 60_000 }),
    redis_connect_timeout_ms: s.int(5000, 'How long the start waits for the first connection before it goes on failing closed until Redis answers.', { min: 100, max: 120_000 }),
    postgres_url: s.optStr('postgres:// or postgresql:// URL of the PostgreSQL database holding cron jobs and their runs, SOP runs, conversation history and webhook-channel replies not yet delivered (credentials may be in it: the field is secret). Needs the pg package.', { secret: true }),
    postgres_schema: s.str('svc', 'Schema svc creates its tables in (created when missing).', { pattern: '^[a-z_][a-z0-9_]{0,62}$' }),
    postgres_connect_timeout_ms: s.int(5000, 'A PostgreSQL connection not made this long fails.', { min: 100, max: 120_000 }),
    postgres_statement_timeout_ms: s.int(10_000, 'A statement running this long is cancelled by the server.', { min: 100, max: 600_000 }),
    lease_secs: s.int(30, 'A claim (a cron run, a SOP run, a reply being delivered) whose instance stops renewing it for this long is given up: another instance resumes the SOP run at its step and sends the reply; the cron run is marked failed by the next instance that starts.', { min: 3, max: 3600 }),
  },
);
