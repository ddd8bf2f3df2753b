// The shared mode's PostgreSQL: one `pg` pool per process (loaded only when shared.postgres_url is set), handed out as
// handles that close it with the last one; every statement runs in shared.postgres_schema; migrations are per component
// and taken under an advisory lock. Error messages it gives out carry no URL or password.
import type { Pool, PoolClient } from 'pg';
import { SvcError, type Logger } from '../../kernel/index.js';
import type { QueryResult, SharedPostgres, Sql } from './api.js';
import { scrubbed, target } from './scrub.js';

export interface PostgresSettings {
  readonly url: string;
  readonly schema: string;
  readonly connectTimeoutMs: number;
  readonly statementTimeoutMs: number;
}

/** The advisory lock every instance takes to migrate (an arbitrary constant: "svc" in ASCII). */
const MIGRATION_LOCK = 0x737663;

/** The process's pools, one per URL and schema (a daemon has one; tests open several), each with its open handles. */
const pools = new Map<string, { readonly pool: Pool; users: number }>();

async function loadPg(): Promise<typeof import('pg')> {
  try {
    return (await import('pg')).default as unknown as typeof import('pg');
  } catch {
    throw new SvcError('SVC_ERR_SHARED_CLIENT_MISSING', 'shared.postgres_url is set but the pg package is not installed: npm install pg (beside svc), or remove shared.postgres_url');
  }
}

/**
 * Whether an error means the server cannot be reached or cannot serve now (not that the statement is wrong): no
 * SQLSTATE (ECONNREFUSED, a timeout, a cut connection), or SQLSTATE class 08 (connection exception), 57P (the server
 * shutting down or restarting) or 53 (out of resources).
 */
function unreachable(err: unknown, sqlstate: string | undefined): boolean {
  // A bug in the caller (a TypeError) is not an outage.
  if (err instanceof TypeError || err instanceof RangeError || err instanceof SyntaxError) return false;
  if (sqlstate === undefined) return true;
  // Also transient: a statement cancelled by its timeout (57014), a read-only server after a failover (25006), a
  // serialisation failure or deadlock (40001, 40P01), a lock not available (55P03). A retry may succeed.
  return /^(08|57P|53)/.test(sqlstate) || ['57014', '25006', '40001', '40P01', '55P03'].includes(sqlstate);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A handle on the process's pool for these settings (made on first use). */
export async function openPostgres(settings: PostgresSettings, log: Logger): Promise<SharedPostgres> {
  const key = `${settings.url}\0${settings.schema}`;
  let entry = pools.get(key);
  if (!entry) {
    const pg = await loadPg();
    const pool = new pg.Pool({
      connectionString: settings.url,
      options: `-c search_path=${quoteIdent(settings.schema)}`,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      // A host that stops answering (no RST) must not hold a query for TCP's quarter of an hour: the client gives up
      // a little after the server's own statement timeout would have, and keep-alives find a dead peer.
      query_timeout: settings.statementTimeoutMs + 2000,
      keepAlive: true,
      max: 10,
      application_name: 'svc',
    });
    // An idle client whose server went away: the pool drops it and makes another on the next query.
    pool.on('error', (err) => log.warn({ err: scrubbed(err.message, settings.url) }, 'a PostgreSQL connection was lost; the next query opens another'));
    entry = { pool, users: 0 };
    pools.set(key, entry);
  }
  const mine = entry;
  mine.users += 1;
  const describe = (err: unknown) => scrubbed(err instanceof Error ? err.message : String(err), settings.url);
  const wrap = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (err) {
      // The driver's error scrubbed of the URL, its SQLSTATE kept as `sqlstate`. A server that cannot be reached is
      // `state_unavailable`: the gateway answers 503 with Retry-After for it, as for Redis (nothing was done).
      const code = (err as { code?: unknown }).code;
      // A SQLSTATE is five digits or capitals; a socket error's code (ECONNREFUSED, ETIMEDOUT) is not one.
      const sqlstate = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
      const e = new Error(`PostgreSQL ${target(settings.url)}: ${describe(err)}`) as Error & { code?: string; sqlstate?: string; retryAfterSecs?: number };
      if (sqlstate) e.sqlstate = sqlstate;
      if (unreachable(err, sqlstate)) Object.assign(e, { code: 'state_unavailable', retryAfterSecs: 1 });
      throw e;
    }
  };
  const on = (client: Pool | PoolClient): Sql => ({
    query: <R>(text: string, params?: readonly unknown[]) => wrap(() => client.query(text, params as unknown[]) as unknown as Promise<QueryResult<R>>),
  });
  const transaction = async <T>(fn: (sql: Sql) => Promise<T>): Promise<T> => {
    const client = await wrap(() => mine.pool.connect());
    // The pool listens for errors of idle clients only: a connection lost while this one is checked out would emit an
    // 'error' nobody hears, which ends the process. The query in flight rejects with it anyway.
    let lost: Error | undefined;
    const onError = (err: Error) => void (lost = err);
    client.on('error', onError);
    try {
      await wrap(() => client.query('BEGIN'));
      const value = await fn(on(client));
      await wrap(() => client.query('COMMIT'));
      return value;
    } catch (err) {
      if (!lost) await client.query('ROLLBACK').catch((rollback: Error) => void (lost = rollback));
      throw err;
    } finally {
      client.off('error', onError);
      // A client whose connection failed is destroyed rather than handed to the next user.
      client.release(lost ?? undefined);
    }
  };
  let closed = false;
  return {
    target: `${target(settings.url)} schema ${settings.schema}`,
    ...on(mine.pool),
    transaction,
    migrate: (component, steps) =>
      transaction(async (sql) => {
        await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await sql.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(settings.schema)}`);
        await sql.query('CREATE TABLE IF NOT EXISTS svc_migrations (component TEXT PRIMARY KEY, version INTEGER NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
        const row = (await sql.query<{ version: number }>('SELECT version FROM svc_migrations WHERE component = $1', [component])).rows[0];
        const version = row?.version ?? 0;
        if (version > steps.length) {
          throw new Error(`the ${component} tables in ${target(settings.url)} have schema version ${version}, newer than this svc knows (${steps.length}); were they written by a newer svc?`);
        }
        for (let i = version; i < steps.length; i++) await sql.query(steps[i]!);
        if (version < steps.length) {
          await sql.query('INSERT INTO svc_migrations (component, version) VALUES ($1, $2) ON CONFLICT (component) DO UPDATE SET version = $2, applied_at = now()', [component, steps.length]);
          log.info({ component, from: version, to: steps.length, postgres: target(settings.url) }, 'PostgreSQL tables migrated');
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      mine.users -= 1;
      if (mine.users === 0 && pools.get(key) === mine) {
        pools.delete(key);
        await mine.pool.end();
      }
    },
  };
}
