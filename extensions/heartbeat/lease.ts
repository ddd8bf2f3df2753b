// The shared mode's heartbeat claim in PostgreSQL: one row that says which instance runs the heartbeat until when,
// when any instance last had a successful one, and for which outage the dead-man alert went out (once for all).
import type { Clock } from '../../kernel/index.js';
import type { SharedPostgres } from '../instances/api.js';
import type { Lease } from './worker.js';

const MIGRATIONS = [
  `CREATE TABLE svc_heartbeat (
     name TEXT PRIMARY KEY,
     holder TEXT NOT NULL,
     until_ms BIGINT NOT NULL,
     last_ok_ms BIGINT NOT NULL,
     alerted_after_ms BIGINT
   )`,
];

const ROW = 'heartbeat';

export class PgLease implements Lease {
  private constructor(
    private readonly pg: SharedPostgres,
    private readonly instance: string,
    private readonly clock: Clock,
  ) {}

  /** Migrates the table and makes its row (the watch of a new service counts from the first instance's start). */
  static async open(pg: SharedPostgres, instance: string, clock: Clock): Promise<PgLease> {
    await pg.migrate('heartbeat', MIGRATIONS);
    await pg.query('INSERT INTO svc_heartbeat (name, holder, until_ms, last_ok_ms) VALUES ($1, $2, 0, $3) ON CONFLICT (name) DO NOTHING', [ROW, '', clock.now()]);
    return new PgLease(pg, instance, clock);
  }

  async hold(ms: number): Promise<boolean> {
    const now = this.clock.now();
    const r = await this.pg.query('UPDATE svc_heartbeat SET holder = $2, until_ms = $3 WHERE name = $1 AND (holder = $2 OR until_ms < $4) RETURNING holder', [ROW, this.instance, now + ms, now]);
    return r.rowCount === 1;
  }

  async succeeded(at: number): Promise<void> {
    await this.pg.query('UPDATE svc_heartbeat SET last_ok_ms = GREATEST(last_ok_ms, $2) WHERE name = $1', [ROW, at]);
  }

  async lastSuccess(): Promise<number | undefined> {
    const r = await this.pg.query<{ last_ok_ms: string }>('SELECT last_ok_ms FROM svc_heartbeat WHERE name = $1', [ROW]);
    return r.rows[0] ? Number(r.rows[0].last_ok_ms) : undefined;
  }

  async claimAlert(since: number): Promise<boolean> {
    const r = await this.pg.query('UPDATE svc_heartbeat SET alerted_after_ms = $2 WHERE name = $1 AND (alerted_after_ms IS NULL OR alerted_after_ms < $2) RETURNING name', [ROW, since]);
    return r.rowCount === 1;
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
