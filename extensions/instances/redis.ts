// The shared mode's Redis connection: ioredis, loaded only when shared.redis_url is set, with no offline queue (a
// command while disconnected fails at once, so the gateway fails closed instead of waiting), a command timeout, and
// reconnection forever with a capped backoff. Its health and every error message it gives out carry no URL or password.
import type { Redis } from 'ioredis';
import { SvcError, type Logger } from '../../kernel/index.js';
import type { StateHealth } from '../gateway/api.js';
import { scrubbed, target } from './scrub.js';

export interface RedisSettings {
  readonly url: string;
  readonly commandTimeoutMs: number;
  readonly connectTimeoutMs: number;
}

export interface RedisConnection {
  readonly client: Redis;
  health(): StateHealth;
  /** A failed command as a message fit for a 503 body or a log line. */
  describe(err: unknown): string;
  /** Resolves once connected, or after `connectTimeoutMs` (then the client keeps trying). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** Longest wait between two reconnection attempts. */
const MAX_BACKOFF_MS = 2000;

/** Where the URL points, for logs: scheme, host and port, database; never its user or password. */
export const redisTarget = target;

export async function connectRedis(settings: RedisSettings, log: Logger): Promise<RedisConnection> {
  let Client: typeof import('ioredis').Redis;
  try {
    ({ Redis: Client } = await import('ioredis'));
  } catch {
    throw new SvcError('SVC_ERR_SHARED_CLIENT_MISSING', 'shared.redis_url is set but the ioredis package is not installed: npm install ioredis (beside svc), or set shared.enabled = false');
  }
  const where = target(settings.url);
  let lastError: string | undefined;
  let down = false;
  const client = new Client(settings.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: settings.commandTimeoutMs,
    connectTimeout: settings.connectTimeoutMs,
    retryStrategy: (times: number) => Math.min(50 * 2 ** Math.min(times, 10), MAX_BACKOFF_MS),
    // After a failover the old primary answers READONLY: reconnect (a DNS name or proxy then leads to the new one).
    reconnectOnError: (err: Error) => /READONLY/.test(err.message),
    // Measured (npm run bench -- shared): auto-pipelining lowered POST /sop throughput from 0.56 to 0.43 of the
    // memory store's on this 2-core machine. Scripts run by SHA; a restarted server answers NOSCRIPT and ioredis resends.
    enableAutoPipelining: false,
  });
  const describe = (err: unknown): string => scrubbed(err instanceof Error ? err.message : String(err), settings.url);
  client.on('error', (err: Error) => {
    lastError = describe(err);
  });
  client.on('ready', () => {
    if (down) log.info({ redis: where }, 'shared state store reachable again');
    down = false;
    lastError = undefined;
  });
  client.on('close', () => {
    if (!down && client.status !== 'end') log.error({ redis: where, err: lastError ?? 'connection closed' }, 'shared state store unreachable: requests that need it are answered 503 until it is back');
    down = true;
  });
  const connected = client.connect().then(
    () => true,
    (err: unknown) => {
      lastError = describe(err);
      return false;
    },
  );
  return {
    client,
    describe,
    health: () => (client.status === 'ready' ? { ok: true } : { ok: false, reason: `redis ${where} is ${client.status}${lastError ? ` (${lastError})` : ''}` }),
    ready: () =>
      Promise.race([
        connected,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), settings.connectTimeoutMs).unref()),
      ]).then((ok) => ok || client.status === 'ready'),
    close: async () => {
      client.disconnect(false);
    },
  };
}
