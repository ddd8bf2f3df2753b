// SOP runs on PostgreSQL (the shared mode). Every run has an owner, the instance that executes its steps, and a lease
// the owner renews; a run whose lease ran out (its instance died) is claimed by another instance, which resumes it at
// its step. Only the owner writes a run (a write by an instance that lost the run is refused, and it stops); a decision
// (approve, reject) is made by any instance on the stored run, and the owner learns it on its next poll.
import type { SharedPostgres, Sql } from '../instances/api.js';
import type { RunRecord } from './api.js';
import { ACTIVE_STATUSES, type RunStore } from './store.js';

const MIGRATIONS = [
  `CREATE TABLE sop_runs (
     id TEXT PRIMARY KEY,
     sop TEXT NOT NULL,
     status TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     finished_at BIGINT,
     record TEXT NOT NULL,
     owner TEXT,
     lease_until BIGINT
   );
   CREATE INDEX sop_runs_by_sop ON sop_runs (sop, created_at);
   CREATE INDEX sop_runs_active ON sop_runs (lease_until) WHERE status IN ('pending_approval', 'running');`,
];

/** Thrown by a write of an instance that no longer owns the run (another took it over after its lease ran out). */
export class RunLostError extends Error {
  readonly code = 'SVC_ERR_SOP_RUN_LOST';
}

/** What the engine needs beyond a RunStore when runs are shared. */
export interface SharedRunStore extends RunStore {
  readonly instance: string;
  /** Takes over up to `limit` active runs whose lease ran out (or that have no owner), for `until`; resolves to them. */
  claimExpired(now: number, until: number, limit: number): Promise<RunRecord[]>;
  /** Extends the leases of runs this instance owns; resolves to the ids another instance owns now. */
  renew(ids: readonly string[], until: number): Promise<string[]>;
  /** The stored state of runs (to learn decisions made on other instances). */
  current(ids: readonly string[]): Promise<RunRecord[]>;
  /**
   * Applies a decision to a stored run, whoever owns it: `decide` gets the run as stored (locked) and returns it
   * changed, or throws (not waiting). Resolves to the run as saved.
   */
  decide(id: string, decide: (run: RunRecord) => RunRecord): Promise<RunRecord | undefined>;
}

const ACTIVE = `status IN (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`;

export class PgRunStore implements SharedRunStore {
  private constructor(
    private readonly pg: SharedPostgres,
    readonly instance: string,
    private readonly leaseMs: () => number,
    private readonly now: () => number,
  ) {}

  static async open(pg: SharedPostgres, instance: string, leaseMs: () => number, now: () => number): Promise<PgRunStore> {
    try {
      await pg.migrate('sop', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    return new PgRunStore(pg, instance, leaseMs, now);
  }

  /** Inserts a new run owned here, or updates one this instance owns; a run another instance owns is refused. */
  async save(run: RunRecord): Promise<void> {
    const until = this.now() + this.leaseMs();
    const active = (ACTIVE_STATUSES as readonly string[]).includes(run.status);
    const r = await this.pg.query(
      `INSERT INTO sop_runs (id, sop, status, created_at, finished_at, record, owner, lease_until) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, finished_at = excluded.finished_at, record = excluded.record, lease_until = excluded.lease_until
       WHERE sop_runs.owner = $7`,
      [run.id, run.sop, run.status, run.created_at, run.finished_at ?? null, JSON.stringify(run), this.instance, active ? until : null],
    );
    if (r.rowCount === 0) throw new RunLostError(`run ${run.id} is owned by another instance now (this one's lease ran out); it stops here`);
  }

  async get(id: string): Promise<RunRecord | undefined> {
    const row = (await this.pg.query<{ record: string }>('SELECT record FROM sop_runs WHERE id = $1', [id])).rows[0];
    return row && (JSON.parse(row.record) as RunRecord);
  }

  async list(sop?: string): Promise<RunRecord[]> {
    const rows = sop
      ? await this.pg.query<{ record: string }>('SELECT record FROM sop_runs WHERE sop = $1 ORDER BY created_at DESC, id DESC', [sop])
      : await this.pg.query<{ record: string }>('SELECT record FROM sop_runs ORDER BY created_at DESC, id DESC');
    return rows.rows.map((r) => JSON.parse(r.record) as RunRecord);
  }

  /** The active runs this instance owns (a restart with the same instance_id picks its own up at once). */
  async active(): Promise<RunRecord[]> {
    const rows = await this.pg.query<{ record: string }>(`SELECT record FROM sop_runs WHERE ${ACTIVE} AND owner = $1 ORDER BY created_at`, [this.instance]);
    return rows.rows.map((r) => JSON.parse(r.record) as RunRecord);
  }

  async lastFinished(sop: string): Promise<number | undefined> {
    const row = (await this.pg.query<{ t: string | null }>('SELECT MAX(finished_at) AS t FROM sop_runs WHERE sop = $1', [sop])).rows[0];
    return row?.t === null || row?.t === undefined ? undefined : Number(row.t);
  }

  async prune(keep: number): Promise<number> {
    const r = await this.pg.query(`DELETE FROM sop_runs WHERE id IN (SELECT id FROM sop_runs WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC OFFSET $1)`, [keep]);
    return r.rowCount ?? 0;
  }

  async claimExpired(now: number, until: number, limit: number): Promise<RunRecord[]> {
    // SKIP LOCKED: instances polling at once each take different runs instead of queueing on the same rows.
    const r = await this.pg.query<{ record: string }>(
      `UPDATE sop_runs SET owner = $1, lease_until = $3 WHERE id IN (
         SELECT id FROM sop_runs WHERE ${ACTIVE} AND (lease_until IS NULL OR lease_until < $2) ORDER BY created_at LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING record`,
      [this.instance, now, until, limit],
    );
    return r.rows.map((row) => JSON.parse(row.record) as RunRecord);
  }

  async renew(ids: readonly string[], until: number): Promise<string[]> {
    if (!ids.length) return [];
    await this.pg.query(`UPDATE sop_runs SET lease_until = $3 WHERE id = ANY($1) AND owner = $2 AND ${ACTIVE}`, [ids, this.instance, until]);
    // Lost: runs another instance owns now. A run not written yet (admitted, its first save under way) is not lost,
    // nor is one that ended (decided elsewhere: the poll learns that from the record).
    const r = await this.pg.query<{ id: string }>('SELECT id FROM sop_runs WHERE id = ANY($1) AND owner <> $2', [ids, this.instance]);
    return r.rows.map((row) => row.id);
  }

  async current(ids: readonly string[]): Promise<RunRecord[]> {
    if (!ids.length) return [];
    const r = await this.pg.query<{ record: string }>('SELECT record FROM sop_runs WHERE id = ANY($1)', [ids]);
    return r.rows.map((row) => JSON.parse(row.record) as RunRecord);
  }

  decide(id: string, decide: (run: RunRecord) => RunRecord): Promise<RunRecord | undefined> {
    return this.pg.transaction(async (sql: Sql) => {
      const row = (await sql.query<{ record: string }>('SELECT record FROM sop_runs WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!row) return undefined;
      const run = decide(JSON.parse(row.record) as RunRecord);
      await sql.query('UPDATE sop_runs SET status = $2, finished_at = $3, record = $4 WHERE id = $1', [id, run.status, run.finished_at ?? null, JSON.stringify(run)]);
      return run;
    });
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
