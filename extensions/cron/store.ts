// Where cron jobs and their run history live: one SQLite database (or, in the shared mode, PostgreSQL behind the same
// interface), synced from [cron.<alias>] and edited by `svc cron`.
import { randomUUID } from 'node:crypto';
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';

import type { Schedule } from './schedule.js';

export type { Schedule };

export interface Delivery {
  best_effort: boolean;
  channel: string | null;
  mode: 'none' | 'announce';
  thread_id: string | null;
  to: string | null;
}

/** What config (`[cron.<id>]`) or `svc cron add` defines. */
export interface JobSpec {
  id: string;
  name: string | null;
  job_type: 'shell' | 'agent';
  /** Read back with only its kind's fields; a cron schedule always carries `tz` (null for UTC). */
  schedule: Schedule;
  command: string | null;
  prompt: string | null;
  model: string | null;
  allowed_tools: string[] | null;
  session_target: 'isolated' | 'main';
  delivery: Delivery;
  enabled: boolean;
}

export interface Job extends JobSpec {
  source: 'declarative' | 'imperative';
  /** A finished `at` job; the sync clears it only when the schedule changes. */
  done: boolean;
  next_run_at: number | null;
  last_run_at: number | null;
  created_at: number;
  /** When the spec or `done` last changed (planning and runs leave it alone). */
  updated_at: number;
}

export type RunTrigger = 'schedule' | 'catch_up' | 'manual';

export interface Run {
  id: string;
  job_id: string;
  trigger: RunTrigger;
  started_at: number;
  finished_at: number | null;
  status: 'running' | 'ok' | 'failed';
  output: string | null;
  error: string | null;
  duration_ms: number | null;
}

export interface SyncResult {
  added: string[];
  updated: string[];
  removed: string[];
  conflicts: string[];
}

export const INTERRUPTED = 'interrupted: the daemon stopped during the run';

/** Who runs a run, and until when it counts as alive unless renewed (a store shared by instances keeps it). */
export interface RunLease {
  readonly instance: string;
  readonly until: number;
}

/**
 * The jobs and their runs. Asynchronous so that a store shared by several instances (PostgreSQL) fits behind it; every
 * method is one transaction. A planned run is claimed (`claimRun`): of several instances that find it due, exactly one
 * gets it.
 */
export interface CronStore {
  /** Makes the declarative rows match config; imperative rows are never touched. */
  sync(declared: readonly JobSpec[], now: number): Promise<SyncResult>;
  /** Adds an imperative job; an id already in use (by either source) is an error naming it. */
  add(spec: JobSpec, now: number): Promise<Job>;
  /** Removes a job of either source with its runs; false when there was none. */
  remove(id: string): Promise<boolean>;
  /** Sorted by id. */
  jobs(): Promise<Job[]>;
  job(id: string): Promise<Job | undefined>;
  /** Sets when the job runs next; false when the job is gone (removed while the caller held it). */
  schedule(id: string, next_run_at: number | null): Promise<boolean>;
  /** Marks a finished `at` job done; false when the job is gone. */
  markDone(id: string, now: number): Promise<boolean>;
  /** Records a manual run (the plan is left alone) as running, and the job's last_run_at; an unknown job is an error. */
  startRun(job_id: string, trigger: RunTrigger, now: number, lease: RunLease): Promise<Run>;
  /**
   * Claims the run planned for `planned`: when the job is still planned then, clears its plan (the winner plans the next
   * one when the run ends) and records the run; undefined when another claim (another instance) took it first.
   */
  claimRun(job_id: string, planned: number, trigger: RunTrigger, now: number, lease: RunLease): Promise<Run | undefined>;
  /** Extends the lease of runs still going (the instance that runs them is alive). */
  renewRuns(ids: readonly string[], until: number): Promise<void>;
  /** Whether a run of the job is going on somewhere with a live lease (a job without a plan is being run, or is stuck). */
  hasLiveRun(job_id: string, now: number): Promise<boolean>;
  /** Claims the firing of a trigger (`key`) planned for `planned`: true for exactly one caller of the service. */
  claimFire(key: string, planned: number): Promise<boolean>;
  /**
   * Records a run's outcome, then keeps the job's newest `keep` finished runs (0 keeps none, this one included).
   * An unknown run (its job was removed meanwhile) is an error.
   */
  finishRun(id: string, result: { status: 'ok' | 'failed'; output: string | null; error: string | null }, now: number, keep: number): Promise<Run>;
  /** Newest first; all runs when `limit` is omitted. */
  history(job_id: string, limit?: number): Promise<Run[]>;
  /**
   * Marks runs left running by an instance that is gone as failed; returns how many. One daemon alone (SQLite, under its
   * lock): every run still marked running. Shared: those whose lease has expired.
   */
  abandonRunning(now: number): Promise<number>;
  close(): Promise<void>;
}

const SCHEMA_VERSION = 1;

// Runs are deleted with their job by the store itself (remove, sync) rather than by a foreign key, which would need
// `PRAGMA foreign_keys` on every connection, the CLI's included.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS jobs (
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
    next_run_at INTEGER,
    last_run_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS runs (
    id TEXT PRIMARY KEY,
    job_id TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    finished_at INTEGER,
    status TEXT NOT NULL,
    output TEXT,
    error TEXT,
    duration_ms INTEGER
  );
  CREATE INDEX IF NOT EXISTS runs_by_job ON runs (job_id, started_at);
`;

/** A spec as its columns: JSON text for the structured fields, 0/1 for booleans. */
export interface SpecColumns {
  id: string;
  name: string | null;
  job_type: string;
  schedule: string;
  command: string | null;
  prompt: string | null;
  model: string | null;
  allowed_tools: string | null;
  session_target: string;
  delivery: string;
  enabled: number;
}

export interface JobRow extends SpecColumns {
  source: Job['source'];
  done: number;
  next_run_at: number | null;
  last_run_at: number | null;
  created_at: number;
  updated_at: number;
}

export const SPEC_FIELDS = ['name', 'job_type', 'schedule', 'command', 'prompt', 'model', 'allowed_tools', 'session_target', 'delivery', 'enabled'] as const;

/** Only the kind's own fields, in a fixed key order, so equal schedules have equal JSON whatever else the caller's object held. */
function canonicalSchedule(s: Schedule): Schedule {
  switch (s.kind) {
    case 'cron':
      return { kind: 'cron', expr: s.expr, tz: s.tz ?? null };
    case 'every':
      return { kind: 'every', every_ms: s.every_ms };
    case 'at':
      return { kind: 'at', at: s.at };
    default:
      throw new Error(`unknown schedule kind ${JSON.stringify((s as { kind: unknown }).kind)}`);
  }
}

export function specColumns(spec: JobSpec): SpecColumns {
  const d = spec.delivery;
  return {
    id: spec.id,
    name: spec.name ?? null,
    job_type: spec.job_type,
    schedule: JSON.stringify(canonicalSchedule(spec.schedule)),
    command: spec.command ?? null,
    prompt: spec.prompt ?? null,
    model: spec.model ?? null,
    allowed_tools: spec.allowed_tools == null ? null : JSON.stringify(spec.allowed_tools),
    session_target: spec.session_target,
    delivery: JSON.stringify({ best_effort: d.best_effort, channel: d.channel ?? null, mode: d.mode, thread_id: d.thread_id ?? null, to: d.to ?? null }),
    enabled: spec.enabled ? 1 : 0,
  };
}

export function toJob(r: JobRow): Job {
  return {
    id: r.id,
    name: r.name,
    job_type: r.job_type as Job['job_type'],
    schedule: JSON.parse(r.schedule) as Schedule,
    command: r.command,
    prompt: r.prompt,
    model: r.model,
    allowed_tools: r.allowed_tools === null ? null : (JSON.parse(r.allowed_tools) as string[]),
    session_target: r.session_target as Job['session_target'],
    delivery: JSON.parse(r.delivery) as Delivery,
    enabled: r.enabled === 1,
    source: r.source,
    done: r.done === 1,
    next_run_at: r.next_run_at,
    last_run_at: r.last_run_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

type Database = import('better-sqlite3').Database;

const RUN_COLUMNS = 'id, job_id, "trigger", started_at, finished_at, status, output, error, duration_ms';

function prepare(db: Database) {
  return {
    job: db.prepare<[string], JobRow>('SELECT * FROM jobs WHERE id = ?'),
    jobs: db.prepare<[], JobRow>('SELECT * FROM jobs ORDER BY id'),
    insertJob: db.prepare<[SpecColumns & { source: Job['source']; now: number }]>(`
      INSERT INTO jobs (id, source, name, job_type, schedule, command, prompt, model, allowed_tools, session_target, delivery, enabled,
                        done, next_run_at, last_run_at, created_at, updated_at)
      VALUES (@id, @source, @name, @job_type, @schedule, @command, @prompt, @model, @allowed_tools, @session_target, @delivery, @enabled,
              0, NULL, NULL, @now, @now)
      ON CONFLICT (id) DO NOTHING`),
    updateSpec: db.prepare<[SpecColumns & { done: number; next_run_at: number | null; now: number }]>(`
      UPDATE jobs SET name = @name, job_type = @job_type, schedule = @schedule, command = @command, prompt = @prompt, model = @model,
                      allowed_tools = @allowed_tools, session_target = @session_target, delivery = @delivery, enabled = @enabled,
                      done = @done, next_run_at = @next_run_at, updated_at = @now
      WHERE id = @id`),
    deleteJob: db.prepare<[string]>('DELETE FROM jobs WHERE id = ?'),
    deleteRuns: db.prepare<[string]>('DELETE FROM runs WHERE job_id = ?'),
    schedule: db.prepare<[number | null, string]>('UPDATE jobs SET next_run_at = ? WHERE id = ?'),
    markDone: db.prepare<[number, string]>('UPDATE jobs SET done = 1, next_run_at = NULL, updated_at = ? WHERE id = ?'),
    lastRun: db.prepare<[number, string]>('UPDATE jobs SET last_run_at = ? WHERE id = ?'),
    claim: db.prepare<[number, string, number]>('UPDATE jobs SET last_run_at = ?, next_run_at = NULL WHERE id = ? AND next_run_at = ?'),
    run: db.prepare<[string], Run>(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = ?`),
    insertRun: db.prepare<[string, string, RunTrigger, number]>(`INSERT INTO runs (id, job_id, "trigger", started_at, status) VALUES (?, ?, ?, ?, 'running')`),
    finishRun: db.prepare<[number, string, string | null, string | null, number, string]>(
      'UPDATE runs SET finished_at = ?, status = ?, output = ?, error = ?, duration_ms = ? WHERE id = ?',
    ),
    // rowid breaks ties between runs started in the same millisecond: it only grows, so it is the insertion order.
    // A run still going is neither counted nor pruned: a concurrent run must still find its row when it finishes.
    prune: db.prepare<[string, number]>(`
      DELETE FROM runs WHERE id IN (
        SELECT id FROM runs WHERE job_id = ? AND status != 'running' ORDER BY started_at DESC, rowid DESC LIMIT -1 OFFSET ?)`),
    history: db.prepare<[string, number], Run>(`SELECT ${RUN_COLUMNS} FROM runs WHERE job_id = ? ORDER BY started_at DESC, rowid DESC LIMIT ?`),
    abandon: db.prepare<[{ now: number; error: string }]>(`
      UPDATE runs SET status = 'failed', finished_at = @now, error = @error, duration_ms = MAX(0, @now - started_at)
      WHERE status = 'running'`),
  };
}

export class SqliteCronStore implements CronStore {
  private readonly st: ReturnType<typeof prepare>;

  private constructor(private readonly db: Database) {
    this.st = prepare(db);
  }

  /** Opens (creating if needed) the database; better-sqlite3 is imported only here. */
  static async open(file: string): Promise<SqliteCronStore> {
    const { default: Sqlite } = await import('better-sqlite3');
    // Created here rather than by SQLite so it is 0600 instead of the umask's default; SQLite gives its -wal and -shm
    // files the database's mode.
    ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file);
    try {
      db.pragma('busy_timeout = 5000');
      // Checked before anything is written, so a newer svc's database is left exactly as it was.
      const version = db.pragma('user_version', { simple: true }) as number;
      if (version > SCHEMA_VERSION) {
        throw new Error(`${file}: the cron database has schema version ${version}, newer than this svc knows (${SCHEMA_VERSION}); was it written by a newer svc?`);
      }
      db.pragma('journal_mode = WAL');
      if (version < SCHEMA_VERSION) {
        db.transaction(() => {
          db.exec(SCHEMA);
          db.pragma(`user_version = ${SCHEMA_VERSION}`);
        }).immediate();
      }
      return new SqliteCronStore(db);
    } catch (err) {
      db.close();
      throw err;
    }
  }

  /** Makes the declarative rows match config, in one transaction; imperative rows are never touched. */
  async sync(declared: readonly JobSpec[], now: number): Promise<SyncResult> {
    // IMMEDIATE: a deferred transaction that reads and then writes fails at once (no busy wait) when another
    // connection wrote in between.
    return this.db
      .transaction((): SyncResult => {
        const result: SyncResult = { added: [], updated: [], removed: [], conflicts: [] };
        const rows = new Map(this.st.jobs.all().map((r) => [r.id, r]));
        const seen = new Set<string>();
        for (const spec of declared) {
          if (seen.has(spec.id)) throw new Error(`cron sync: the job id "${spec.id}" is declared twice`);
          seen.add(spec.id);
          const cols = specColumns(spec);
          const row = rows.get(spec.id);
          if (!row) {
            this.st.insertJob.run({ ...cols, source: 'declarative', now });
            result.added.push(spec.id);
          } else if (row.source === 'imperative') {
            result.conflicts.push(spec.id);
          } else if (SPEC_FIELDS.some((f) => row[f] !== cols[f])) {
            const sameSchedule = row.schedule === cols.schedule;
            this.st.updateSpec.run({ ...cols, done: sameSchedule ? row.done : 0, next_run_at: sameSchedule ? row.next_run_at : null, now });
            result.updated.push(spec.id);
          }
        }
        for (const row of rows.values()) {
          if (row.source !== 'declarative' || seen.has(row.id)) continue;
          this.st.deleteRuns.run(row.id);
          this.st.deleteJob.run(row.id);
          result.removed.push(row.id);
        }
        for (const ids of Object.values(result)) ids.sort();
        return result;
      })
      .immediate();
  }

  /** Adds an imperative job; an id already in use (by either source) is an error naming it. */
  async add(spec: JobSpec, now: number): Promise<Job> {
    if (this.st.insertJob.run({ ...specColumns(spec), source: 'imperative', now }).changes === 0) {
      const source = this.st.job.get(spec.id)?.source;
      throw new Error(`a cron job with the id "${spec.id}" already exists${source ? ` (${source})` : ''}`);
    }
    return toJob(this.st.job.get(spec.id)!);
  }

  /** Removes a job of either source with its runs; false when there was none. */
  async remove(id: string): Promise<boolean> {
    return this.db
      .transaction(() => {
        this.st.deleteRuns.run(id);
        return this.st.deleteJob.run(id).changes > 0;
      })
      .immediate();
  }

  /** Sorted by id. */
  async jobs(): Promise<Job[]> {
    return this.st.jobs.all().map(toJob);
  }

  async job(id: string): Promise<Job | undefined> {
    const row = this.st.job.get(id);
    return row && toJob(row);
  }

  /** Sets when the job runs next; false when the job is gone (removed while the caller held it). */
  async schedule(id: string, next_run_at: number | null): Promise<boolean> {
    return this.st.schedule.run(next_run_at, id).changes > 0;
  }

  /** Marks a finished `at` job done; false when the job is gone. */
  async markDone(id: string, now: number): Promise<boolean> {
    return this.st.markDone.run(now, id).changes > 0;
  }

  /** The lease is not kept: one daemon holds this database (its lock), and a run it left behind is its own to abandon. */
  async startRun(job_id: string, trigger: RunTrigger, now: number, _lease?: RunLease): Promise<Run> {
    const id = randomUUID();
    this.db
      .transaction(() => {
        if (this.st.lastRun.run(now, job_id).changes === 0) throw new Error(`no cron job has the id "${job_id}"`);
        this.st.insertRun.run(id, job_id, trigger, now);
      })
      .immediate();
    return { id, job_id, trigger, started_at: now, finished_at: null, status: 'running', output: null, error: null, duration_ms: null };
  }

  async claimRun(job_id: string, planned: number, trigger: RunTrigger, now: number, _lease?: RunLease): Promise<Run | undefined> {
    const id = randomUUID();
    const claimed = this.db
      .transaction(() => {
        if (this.st.claim.run(now, job_id, planned).changes === 0) return false;
        this.st.insertRun.run(id, job_id, trigger, now);
        return true;
      })
      .immediate();
    return claimed ? { id, job_id, trigger, started_at: now, finished_at: null, status: 'running', output: null, error: null, duration_ms: null } : undefined;
  }

  /** One daemon holds this database (its lock): its runs need no lease. */
  async renewRuns(): Promise<void> {}

  /** One daemon: its own runs are the only ones, and it knows them without asking. */
  async hasLiveRun(): Promise<boolean> {
    return false;
  }

  /** One daemon: every firing is its own. */
  async claimFire(): Promise<boolean> {
    return true;
  }

  /**
   * Records a run's outcome, then keeps the job's newest `keep` finished runs (0 keeps none, this one included).
   * An unknown run (its job was removed meanwhile) is an error.
   */
  async finishRun(id: string, result: { status: 'ok' | 'failed'; output: string | null; error: string | null }, now: number, keep: number): Promise<Run> {
    return this.db
      .transaction((): Run => {
        const run = this.st.run.get(id);
        if (!run) throw new Error(`no cron run has the id "${id}"`);
        // The wall clock can step back during a run; a negative duration would only mislead.
        const duration_ms = Math.max(0, now - run.started_at);
        this.st.finishRun.run(now, result.status, result.output, result.error, duration_ms, id);
        this.st.prune.run(run.job_id, Math.max(0, keep));
        return { ...run, finished_at: now, status: result.status, output: result.output, error: result.error, duration_ms };
      })
      .immediate();
  }

  /** Newest first; all runs when `limit` is omitted. */
  async history(job_id: string, limit?: number): Promise<Run[]> {
    return this.st.history.all(job_id, limit ?? -1);
  }

  /** Marks runs a crash or kill left running as failed; returns how many. Call before the scheduler starts any run. */
  async abandonRunning(now: number): Promise<number> {
    return this.st.abandon.run({ now, error: INTERRUPTED }).changes;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
