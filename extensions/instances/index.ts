// The instances extension (the shared mode, section [shared]): several svc instances behind one load balancer serve as one. It plugs a Redis store into the
// gateway (rate limits, lockouts, idempotency keys, pairing codes), so a key is dispatched once and a limit counts every
// instance's requests. Off by default; its clients (ioredis) are optional packages, loaded only when it is on.
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { defineExtension, statusPoint, type ExtensionDefinition } from '../../kernel/index.js';
import { gatewayStatePoint, type StateHealth } from '../gateway/api.js';
import type { SharedConfig } from './config.generated.js';
import { sharedPoint, type Shared, type SharedPostgres } from './api.js';
import { SHARED_ERRORS } from './errors.js';
import type { RedisConnection } from './redis.js';
import { sharedSection } from './schema.js';

export const NAME = 'instances';

export interface SharedOptions {
  /** The clock of rate limits, lockouts and reservations; tests pass a fake one. */
  readonly now?: () => number;
}

/** Whether `name` can be imported from here (an optional peer dependency). */
function installed(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

export function createSharedExtension(options: SharedOptions = {}): ExtensionDefinition {
  const now = options.now ?? Date.now;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Shared mode: several instances behind one load balancer share the gateway state on Redis (off by default).',
    optionalDependsOn: ['gateway'],
    sections: { shared: sharedSection },
    errors: SHARED_ERRORS,
    apply(kernel) {
      const shared = kernel.config<SharedConfig>('shared');
      const log = kernel.logger;
      const instanceId = (c: SharedConfig = shared()) => c.instance_id ?? `${hostname()}:${process.pid}`;
      let redis: { readonly target: string; readonly connection: RedisConnection } | undefined;

      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const c = shared.of(config);
        if (!c.enabled) return;
        if (c.redis_url === null) return report.add('shared.redis_url', 'is required when shared.enabled = true: the gateway state is shared on Redis');
        let scheme: string | undefined;
        try {
          scheme = new URL(c.redis_url).protocol;
        } catch {
          // Reported below; the value is secret and never quoted.
        }
        if (scheme !== 'redis:' && scheme !== 'rediss:') return report.add('shared.redis_url', 'must be a redis:// or rediss:// URL (the value is not shown: the field is secret)');
        if (!installed('ioredis')) report.add('shared.redis_url', 'needs the ioredis package, which is not installed: run `npm install ioredis` beside svc (`npm install -g ioredis` for a global svc)');
        if (c.postgres_url === null) return;
        let pgScheme: string | undefined;
        try {
          pgScheme = new URL(c.postgres_url).protocol;
        } catch {
          // Reported below, unquoted.
        }
        if (pgScheme !== 'postgres:' && pgScheme !== 'postgresql:') return report.add('shared.postgres_url', 'must be a postgres:// or postgresql:// URL (the value is not shown: the field is secret)');
        if (!installed('pg')) report.add('shared.postgres_url', 'needs the pg package, which is not installed: run `npm install pg` beside svc (`npm install -g pg` for a global svc)');
      });

      const provided: Shared = {
        enabled: () => shared().enabled,
        instanceId: () => instanceId(),
        postgres: async () => {
          const c = shared();
          if (!c.enabled || c.postgres_url === null) return undefined;
          const { openPostgres } = await import('./postgres.js');
          return openPostgres(
            { url: c.postgres_url, schema: c.postgres_schema, connectTimeoutMs: c.postgres_connect_timeout_ms, statementTimeoutMs: c.postgres_statement_timeout_ms },
            log,
          );
        },
        postgresAt: async (url, schema) => {
          const c = shared();
          const { openPostgres } = await import('./postgres.js');
          return openPostgres({ url, schema, connectTimeoutMs: c.postgres_connect_timeout_ms, statementTimeoutMs: c.postgres_statement_timeout_ms }, log);
        },
        leaseMs: () => shared().lease_secs * 1000,
      };
      kernel.provide(sharedPoint, provided);

      kernel.tryUse(gatewayStatePoint)?.plug({
        name: 'redis',
        open: async () => {
          const c = shared();
          if (!c.enabled || c.redis_url === null) return undefined;
          const { connectRedis, redisTarget } = await import('./redis.js');
          const { defineScripts, RedisStateStore } = await import('./redis-state.js');
          const { RedisTokens } = await import('./redis-tokens.js');
          const target = redisTarget(c.redis_url);
          const connection = await connectRedis({ url: c.redis_url, commandTimeoutMs: c.redis_command_timeout_ms, connectTimeoutMs: c.redis_connect_timeout_ms }, log);
          redis = { target, connection };
          defineScripts(connection.client);
          if (await connection.ready()) log.info({ redis: target, instance: instanceId(c), prefix: c.redis_key_prefix }, 'gateway state shared on redis');
          else log.error({ redis: target, instance: instanceId(c), err: connection.health().ok ? undefined : (connection.health() as { reason: string }).reason }, 'redis is not reachable at start: requests that need the shared state are answered 503 until it is');
          const tokens = new RedisTokens({ client: connection.client, prefix: c.redis_key_prefix, log, describe: connection.describe });
          await tokens.start();
          const close = async () => {
            tokens.stop();
            redis = undefined;
            await connection.close();
          };
          return new RedisStateStore({ client: connection.client, prefix: c.redis_key_prefix, now, health: connection.health, describe: connection.describe, close, tokens });
        },
      });

      // The status's own handle on PostgreSQL, opened on the first `svc status` and closed at shutdown.
      let statusPg: Promise<SharedPostgres | undefined> | undefined;
      const postgresHealth = async (c: SharedConfig): Promise<Record<string, unknown> | undefined> => {
        if (c.postgres_url === null) return undefined;
        const { target } = await import('./scrub.js');
        try {
          const pg = await (statusPg ??= provided.postgres());
          if (!pg) return undefined;
          await pg.query('SELECT 1');
          return { target: target(c.postgres_url), ok: true };
        } catch (err) {
          return { target: target(c.postgres_url), ok: false, reason: (err as Error).message };
        }
      };
      kernel.hooks.shutdown.tapPromise(NAME, async () => {
        const pg = statusPg;
        statusPg = undefined;
        await (await pg?.catch(() => undefined))?.close();
      });

      kernel.use(statusPoint).section('shared', async () => {
        const c = shared();
        if (!c.enabled) return { enabled: false };
        const health: StateHealth | { ok: false; reason: string } = redis ? redis.connection.health() : { ok: false, reason: 'not connected (the gateway has not started)' };
        const postgres = await postgresHealth(c);
        return { enabled: true, instance_id: instanceId(c), redis: { target: redis?.target ?? null, ...health }, ...(postgres ? { postgres } : {}) };
      });
    },
  });
}

export default createSharedExtension();
