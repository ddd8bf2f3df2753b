// The emergency stop in the shared mode: one row in PostgreSQL that every instance polls twice a second, so an engage
// (or resume) on any instance stops (or frees) all of them within a second. The version counts changes.
import type { SharedPostgres } from '../instances/api.js';
import type { EstopState } from './api.js';

const MIGRATIONS = ['CREATE TABLE svc_estop (id integer PRIMARY KEY CHECK (id = 1), state jsonb NOT NULL, instance text NOT NULL, version bigint NOT NULL)'];

export interface SharedRow {
  readonly state: EstopState;
  /** The instance that made the change. */
  readonly instance: string;
  readonly version: number;
}

export class SharedEstop {
  private constructor(
    private readonly pg: SharedPostgres,
    private readonly instance: string,
  ) {}

  static async open(pg: SharedPostgres, instance: string): Promise<SharedEstop> {
    await pg.migrate('estop', MIGRATIONS);
    return new SharedEstop(pg, instance);
  }

  async read(): Promise<SharedRow | undefined> {
    const r = await this.pg.query<{ state: EstopState; instance: string; version: string }>('SELECT state, instance, version FROM svc_estop WHERE id = 1');
    const row = r.rows[0];
    return row ? { state: row.state, instance: row.instance, version: Number(row.version) } : undefined;
  }

  /** Writes the state for every instance; resolves to the row's new version. */
  async write(state: EstopState): Promise<number> {
    const r = await this.pg.query<{ version: string }>(
      'INSERT INTO svc_estop (id, state, instance, version) VALUES (1, $1, $2, 1) ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, instance = EXCLUDED.instance, version = svc_estop.version + 1 RETURNING version',
      [JSON.stringify(state), this.instance],
    );
    return Number(r.rows[0]!.version);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
