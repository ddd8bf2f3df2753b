// Cron jobs and their runs on PostgreSQL (the shared mode): the SQLite store's behaviour, for several instances at once.
// A planned run is claimed by moving the job's plan from the planned time to NULL in one UPDATE: of instances that find
// it due together, the row lock lets exactly one see the old plan. Runs carry the instance and a lease it renews; a run
// whose lease ran out (its instance died) is marked failed by the next instance to start.
import { randomUUID } from 'node:crypto';
import type { SharedPostgres, Sql } from '../instances/api.js';
import { INTERRUPTED, SPEC_FIELDS, specColumns, toJob, type CronStore, type Job, type JobRow, type JobSpec, type Run, type RunLease, type RunTrigger, type SyncResult } from './store.js';

/** Each step one migration, applied once and in order; never edit a shipped step, add one. */
const MIGRATIONS = [
  `CREATE TABLE cron_jobs (
     id TEXT PRIMARY KEY,
     source TEXT NOT NULL CHECK (source IN ('declarative', 'imperative')),
     name TEXT,
     job_type TEXT NOT NULL,
     schedule TEXT NOT NULL,
     command TEXT,
     prompt TEXT,
     model TEXT,
     allowed_tools TEXT,
     session_target TEXT NOT NULL,
     delivery TEXT NOT NULL,
     enabled INTEGER NOT NULL,
     done INTEGER NOT NULL,
     next_run_at BIGINT,
     last_run_at BIGINT,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE TABLE cron_runs (
     seq BIGSERIAL NOT NULL,
     id TEXT PRIMARY KEY,
     job_id TEXT NOT NULL,
     "trigger" TEXT NOT NULL,
     started_at BIGINT NOT NULL,
     finished_at BIGINT,
     status TEXT NOT NULL,
     output TEXT,
     error TEXT,
     duration_ms BIGINT,
     instance TEXT,
     lease_until BIGINT
   );
   CREATE INDEX cron_runs_by_job ON cron_runs (job_id, started_at);
   CREATE INDEX cron_runs_running ON cron_runs (lease_until) WHERE status = 'running';`,
  `CREATE TABLE cron_trigger_fires (
     key TEXT NOT NULL,
     planned_at BIGINT NOT NULL,
     PRIMARY KEY (key, planned_at)
   );`,
];

/** Firings are remembered this long (a day): enough to refuse a late duplicate, bounded in size. */
const FIRES_KEPT_MS = 86_400_000;

/** Serialises syncs of instances that start (or reload) together. */
const SYNC_LOCK = 0x63726f6e; // "cron"

/** BIGINT columns arrive as strings from `pg`; times fit a double exactly. */
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

type PgJobRow = Omit<JobRow, 'enabled' | 'done' | 'next_run_at' | 'last_run_at' | 'created_at' | 'updated_at'> & Record<'enabled' | 'done' | 'next_run_at' | 'last_run_at' | 'created_at' | 'updated_at', unknown>;

function jobOf(r: PgJobRow): Job {
  return toJob({ ...r, enabled: Number(r.enabled), done: Number(r.done), next_run_at: num(r.next_run_at), last_run_at: num(r.last_run_at), created_at: Number(r.created_at), updated_at: Number(r.updated_at) });
}

interface PgRunRow {
  id: string;
  job_id: string;
  trigger: RunTrigger;
  started_at: unknown;
  finished_at: unknown;
  status: Run['status'];
  output: string | null;
  error: string | null;
  duration_ms: unknown;
}

const RUN_COLUMNS = 'id, job_id, "trigger", started_at, finished_at, status, output, error, duration_ms';

function runOf(r: PgRunRow): Run {
  return { id: r.id, job_id: r.job_id, trigger: r.trigger, started_at: Number(r.started_at), finished_at: num(r.finished_at), status: r.status, output: r.output, error: r.error, duration_ms: num(r.duration_ms) };
}

const INSERT_JOB = `
  INSERT INTO cron_jobs (id, source, name, job_type, schedule, command, prompt, model, allowed_tools, session_target, delivery, enabled,
                         done, next_run_at, last_run_at, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, NULL, NULL, $13, $13)
  ON CONFLICT (id) DO NOTHING`;

function insertJob(sql: Sql, spec: JobSpec, source: Job['source'], now: number) {
  const c = specColumns(spec);
  return sql.query(INSERT_JOB, [c.id, source, c.name, c.job_type, c.schedule, c.command, c.prompt, c.model, c.allowed_tools, c.session_target, c.delivery, c.enabled, now]);
}

export class PgCronStore implements CronStore {
  private constructor(private readonly pg: SharedPostgres) {}

  /** Applies the cron migrations (once, whichever instance starts first) and returns the store. */
  static async open(pg: SharedPostgres): Promise<PgCronStore> {
    try {
      await pg.migrate('cron', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    return new PgCronStore(pg);
  }

  sync(declared: readonly JobSpec[], now: number): Promise<SyncResult> {
    return this.pg.transaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [SYNC_LOCK]);
      const result: SyncResult = { added: [], updated: [], removed: [], conflicts: [] };
      const rows = new Map((await sql.query<PgJobRow>('SELECT * FROM cron_jobs ORDER BY id')).rows.map((r) => [r.id, r]));
      const seen = new Set<string>();
      for (const spec of declared) {
        if (seen.has(spec.id)) throw new Error(`cron sync: the job id "${spec.id}" is declared twice`);
        seen.add(spec.id);
        const cols = specColumns(spec);
        const row = rows.get(spec.id);
        if (!row) {
          await insertJob(sql, spec, 'declarative', now);
          result.added.push(spec.id);
        } else if (row.source === 'imperative') {
          result.conflicts.push(spec.id);
        } else if (SPEC_FIELDS.some((f) => (f === 'enabled' ? Number(row.enabled) : row[f]) !== cols[f])) {
          // The plan is kept as it is now, not as read above: another instance may have claimed a run meanwhile.
          await sql.query(
            `UPDATE cron_jobs SET name = $2, job_type = $3, schedule = $4, command = $5, prompt = $6, model = $7, allowed_tools = $8,
                                  session_target = $9, delivery = $10, enabled = $11, updated_at = $12,
                                  done = CASE WHEN schedule = $4 THEN done ELSE 0 END,
                                  next_run_at = CASE WHEN schedule = $4 THEN next_run_at ELSE NULL END
             WHERE id = $1`,
            [cols.id, cols.name, cols.job_type, cols.schedule, cols.command, cols.prompt, cols.model, cols.allowed_tools, cols.session_target, cols.delivery, cols.enabled, now],
          );
          result.updated.push(spec.id);
        }
      }
      for (const row of rows.values()) {
        if (row.source !== 'declarative' || seen.has(row.id)) continue;
        await sql.query('DELETE FROM cron_runs WHERE job_id = $1', [row.id]);
        await sql.query('DELETE FROM cron_jobs WHERE id = $1', [row.id]);
        result.removed.push(row.id);
      }
      for (const ids of Object.values(result)) ids.sort();
      return result;
    });
  }

  async add(spec: JobSpec, now: number): Promise<Job> {
    if ((await insertJob(this.pg, spec, 'imperative', now)).rowCount === 0) {
      const source = (await this.job(spec.id))?.source;
      throw new Error(`a cron job with the id "${spec.id}" already exists${source ? ` (${source})` : ''}`);
    }
    return (await this.job(spec.id))!;
  }

  remove(id: string): Promise<boolean> {
    return this.pg.transaction(async (sql) => {
      await sql.query('DELETE FROM cron_runs WHERE job_id = $1', [id]);
      return ((await sql.query('DELETE FROM cron_jobs WHERE id = $1', [id])).rowCount ?? 0) > 0;
    });
  }

  async jobs(): Promise<Job[]> {
    return (await this.pg.query<PgJobRow>('SELECT * FROM cron_jobs ORDER BY id')).rows.map(jobOf);
  }

  async job(id: string): Promise<Job | undefined> {
    const row = (await this.pg.query<PgJobRow>('SELECT * FROM cron_jobs WHERE id = $1', [id])).rows[0];
    return row && jobOf(row);
  }

  async schedule(id: string, next_run_at: number | null): Promise<boolean> {
    return ((await this.pg.query('UPDATE cron_jobs SET next_run_at = $2 WHERE id = $1', [id, next_run_at])).rowCount ?? 0) > 0;
  }

  async markDone(id: string, now: number): Promise<boolean> {
    return ((await this.pg.query('UPDATE cron_jobs SET done = 1, next_run_at = NULL, updated_at = $2 WHERE id = $1', [id, now])).rowCount ?? 0) > 0;
  }

  private async insertRun(sql: Sql, job_id: string, trigger: RunTrigger, now: number, lease: RunLease): Promise<Run> {
    const id = randomUUID();
    await sql.query(`INSERT INTO cron_runs (id, job_id, "trigger", started_at, status, instance, lease_until) VALUES ($1, $2, $3, $4, 'running', $5, $6)`, [id, job_id, trigger, now, lease.instance, lease.until]);
    return { id, job_id, trigger, started_at: now, finished_at: null, status: 'running', output: null, error: null, duration_ms: null };
  }

  startRun(job_id: string, trigger: RunTrigger, now: number, lease: RunLease): Promise<Run> {
    return this.pg.transaction(async (sql) => {
      if ((await sql.query('UPDATE cron_jobs SET last_run_at = $2 WHERE id = $1', [job_id, now])).rowCount === 0) throw new Error(`no cron job has the id "${job_id}"`);
      return this.insertRun(sql, job_id, trigger, now, lease);
    });
  }

  claimRun(job_id: string, planned: number, trigger: RunTrigger, now: number, lease: RunLease): Promise<Run | undefined> {
    return this.pg.transaction(async (sql) => {
      // READ COMMITTED: a second instance's UPDATE waits on the row lock, then re-reads the row and finds the plan gone.
      const claimed = await sql.query('UPDATE cron_jobs SET last_run_at = $2, next_run_at = NULL WHERE id = $1 AND next_run_at = $3', [job_id, now, planned]);
      if (claimed.rowCount === 0) return undefined;
      return this.insertRun(sql, job_id, trigger, now, lease);
    });
  }

  async hasLiveRun(job_id: string, now: number): Promise<boolean> {
    return (await this.pg.query(`SELECT 1 FROM cron_runs WHERE job_id = $1 AND status = 'running' AND lease_until >= $2 LIMIT 1`, [job_id, now])).rows.length > 0;
  }

  async claimFire(key: string, planned: number): Promise<boolean> {
    return this.pg.transaction(async (sql) => {
      await sql.query('DELETE FROM cron_trigger_fires WHERE planned_at < $1', [planned - FIRES_KEPT_MS]);
      return ((await sql.query('INSERT INTO cron_trigger_fires (key, planned_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [key, planned])).rowCount ?? 0) === 1;
    });
  }

  async renewRuns(ids: readonly string[], until: number): Promise<void> {
    if (ids.length) await this.pg.query(`UPDATE cron_runs SET lease_until = $2 WHERE id = ANY($1) AND status = 'running'`, [ids, until]);
  }

  finishRun(id: string, result: { status: 'ok' | 'failed'; output: string | null; error: string | null }, now: number, keep: number): Promise<Run> {
    return this.pg.transaction(async (sql) => {
      const row = (await sql.query<PgRunRow>(`SELECT ${RUN_COLUMNS} FROM cron_runs WHERE id = $1 FOR UPDATE`, [id])).rows[0];
      if (!row) throw new Error(`no cron run has the id "${id}"`);
      const run = runOf(row);
      const duration_ms = Math.max(0, now - run.started_at);
      await sql.query('UPDATE cron_runs SET finished_at = $2, status = $3, output = $4, error = $5, duration_ms = $6, lease_until = NULL WHERE id = $1', [id, now, result.status, result.output, result.error, duration_ms]);
      await sql.query(
        `DELETE FROM cron_runs WHERE id IN (
           SELECT id FROM cron_runs WHERE job_id = $1 AND status != 'running' ORDER BY started_at DESC, seq DESC OFFSET $2)`,
        [run.job_id, Math.max(0, keep)],
      );
      return { ...run, finished_at: now, status: result.status, output: result.output, error: result.error, duration_ms };
    });
  }

  async history(job_id: string, limit?: number): Promise<Run[]> {
    const rows = await this.pg.query<PgRunRow>(`SELECT ${RUN_COLUMNS} FROM cron_runs WHERE job_id = $1 ORDER BY started_at DESC, seq DESC LIMIT $2`, [job_id, limit ?? null]);
    return rows.rows.map(runOf);
  }

  async abandonRunning(now: number): Promise<number> {
    const r = await this.pg.query(
      `UPDATE cron_runs SET status = 'failed', finished_at = $1, error = $2, duration_ms = GREATEST(0, $1 - started_at), lease_until = NULL
       WHERE status = 'running' AND (lease_until IS NULL OR lease_until < $1)`,
      [now, INTERRUPTED],
    );
    return r.rowCount ?? 0;
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
