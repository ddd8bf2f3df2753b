// Provider cooldowns in the shared mode: one table in the shared PostgreSQL, so a provider that failed on one
// instance is skipped by every instance until its cooldown ends.
import type { SharedPostgres } from '../instances/api.js';
import type { Cooldowns } from './cooldowns.js';

const MIGRATIONS = [
  `CREATE TABLE provider_cooldowns (
     ref TEXT PRIMARY KEY,
     until BIGINT NOT NULL
   );`,
];

export class PgCooldowns implements Cooldowns {
  private constructor(private readonly pg: SharedPostgres) {}

  static async open(pg: SharedPostgres): Promise<PgCooldowns> {
    try {
      await pg.migrate('provider-cooldowns', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    return new PgCooldowns(pg);
  }

  async until(refs: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const rows = (await this.pg.query<{ ref: string; until: string }>('SELECT ref, until FROM provider_cooldowns WHERE ref = ANY($1)', [[...refs]])).rows;
    return new Map(rows.map((r) => [r.ref, Number(r.until)]));
  }

  async cool(ref: string, until: number): Promise<void> {
    await this.pg.query('INSERT INTO provider_cooldowns (ref, until) VALUES ($1, $2) ON CONFLICT (ref) DO UPDATE SET until = GREATEST(provider_cooldowns.until, EXCLUDED.until)', [ref, until]);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
