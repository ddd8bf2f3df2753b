/* DO NOT EDIT: the config sections of the "instances" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "instances" extension owns, by dotted path.
 */
export interface InstancesSections {
  shared: SharedConfig;
}
/**
 * Shared mode: several instances serve as one. Gateway state (rate limits, lockouts, idempotency keys, pairing codes, paired tokens) lives on Redis; cron jobs, SOP runs, conversation history and webhook-channel replies on PostgreSQL. Off by default: one instance keeps everything in memory and SQLite.
 */
export interface SharedConfig {
  /**
   * Share state with the other instances through the backends below.
   */
  enabled: boolean;
  /**
   * This instance in logs, `svc status` and claims; unset: the host name and the process id.
   */
  instance_id: string | null;
  /**
   * redis:// or rediss:// URL of the Redis server holding the gateway state (credentials may be in it: the field is secret). Needs the ioredis package.
   */
  redis_url: string | null;
  /**
   * Prefix of every key svc writes on Redis, so that several services can share one server.
   */
  redis_key_prefix: string;
  /**
   * A Redis command unanswered this long fails, and the request that needed it is answered 503 with Retry-After.
   */
  redis_command_timeout_ms: number;
  /**
   * How long the start waits for the first connection before it goes on failing closed until Redis answers.
   */
  redis_connect_timeout_ms: number;
  /**
   * postgres:// or postgresql:// URL of the PostgreSQL database holding cron jobs and their runs, SOP runs, conversation history and webhook-channel replies not yet delivered (credentials may be in it: the field is secret). Needs the pg package.
   */
  postgres_url: string | null;
  /**
   * Schema svc creates its tables in (created when missing).
   */
  postgres_schema: string;
  /**
   * A PostgreSQL connection not made this long fails.
   */
  postgres_connect_timeout_ms: number;
  /**
   * A statement running this long is cancelled by the server.
   */
  postgres_statement_timeout_ms: number;
  /**
   * A claim (a cron run, a SOP run, a reply being delivered) whose instance stops renewing it for this long is given up: another instance resumes the SOP run at its step and sends the reply; the cron run is marked failed by the next instance that starts.
   */
  lease_secs: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    shared: SharedConfig;
  }
}
