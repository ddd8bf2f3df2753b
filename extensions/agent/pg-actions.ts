// max_actions_per_hour in the shared mode: one rolling hour per agent for every instance, in the shared PostgreSQL.
// Each take counts and inserts under a transaction-scoped advisory lock of the agent, so two instances taking the
// last action at once cannot both get it.
import type { SharedPostgres } from '../instances/api.js';
import { HOUR_MS, type ActionBudget, type Take } from './limits.js';

const MIGRATIONS = [
  `CREATE TABLE agent_actions (
     id BIGSERIAL PRIMARY KEY,
     agent TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX agent_actions_by_agent ON agent_actions (agent, at);`,
];

export class PgActionBudget implements ActionBudget {
  private constructor(private readonly pg: SharedPostgres) {}

  static async open(pg: SharedPostgres): Promise<PgActionBudget> {
    try {
      await pg.migrate('agent-actions', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    return new PgActionBudget(pg);
  }

  take(agent: string, limit: number, now: number): Promise<Take> {
    if (limit <= 0) return Promise.resolve({ ok: false, retryAfterSecs: 0 });
    return this.pg.transaction(async (sql) => {
      await sql.query("SELECT pg_advisory_xact_lock(hashtext('svc.agent_actions:' || $1))", [agent]);
      await sql.query('DELETE FROM agent_actions WHERE agent = $1 AND at <= $2', [agent, now - HOUR_MS]);
      const rows = (await sql.query<{ at: string }>('SELECT at FROM agent_actions WHERE agent = $1 ORDER BY at DESC LIMIT $2', [agent, limit])).rows;
      if (rows.length >= limit) {
        const oldest = Number(rows[rows.length - 1]!.at);
        return { ok: false, retryAfterSecs: Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000)) } as const;
      }
      await sql.query('INSERT INTO agent_actions (agent, at) VALUES ($1, $2)', [agent, now]);
      return { ok: true, left: limit - rows.length - 1 } as const;
    });
  }

  async left(agent: string, limit: number, now: number): Promise<number> {
    const rows = await this.pg.query<{ n: string }>('SELECT count(*) AS n FROM agent_actions WHERE agent = $1 AND at > $2', [agent, now - HOUR_MS]);
    return Math.max(0, limit - Number(rows.rows[0]?.n ?? 0));
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
