// Where runs live: SQLite under sop.run_state_dir (or the data dir) when persist_runs is true, else memory.
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';
import type { RunRecord } from './api.js';

export const ACTIVE_STATUSES = ['pending_approval', 'running'] as const;

/** Asynchronous so that a store shared by several instances (PostgreSQL) fits behind it. */
export interface RunStore {
  save(run: RunRecord): Promise<void>;
  get(id: string): Promise<RunRecord | undefined>;
  /** Newest first. */
  list(sop?: string): Promise<RunRecord[]>;
  /** Runs that are pending approval or running. */
  active(): Promise<RunRecord[]>;
  /** When this SOP's last run finished, if one did. */
  lastFinished(sop: string): Promise<number | undefined>;
  /** Keeps the newest `keep` finished runs; resolves to how many were removed. */
  prune(keep: number): Promise<number>;
  close(): Promise<void>;
}

const isActive = (r: RunRecord) => (ACTIVE_STATUSES as readonly string[]).includes(r.status);

export class MemoryRunStore implements RunStore {
  private readonly runs = new Map<string, RunRecord>();

  async save(run: RunRecord): Promise<void> {
    this.runs.set(run.id, structuredClone(run));
  }
  async get(id: string): Promise<RunRecord | undefined> {
    const r = this.runs.get(id);
    return r && structuredClone(r);
  }
  async list(sop?: string): Promise<RunRecord[]> {
    return [...this.runs.values()].filter((r) => !sop || r.sop === sop).sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1)).map((r) => structuredClone(r));
  }
  async active(): Promise<RunRecord[]> {
    return (await this.list()).filter(isActive);
  }
  async lastFinished(sop: string): Promise<number | undefined> {
    const times = [...this.runs.values()].filter((r) => r.sop === sop && r.finished_at !== undefined).map((r) => r.finished_at!);
    return times.length ? Math.max(...times) : undefined;
  }
  async prune(keep: number): Promise<number> {
    const finished = (await this.list()).filter((r) => !isActive(r));
    for (const r of finished.slice(keep)) this.runs.delete(r.id);
    return Math.max(0, finished.length - keep);
  }
  async close(): Promise<void> {}
}

type Database = import('better-sqlite3').Database;

export class SqliteRunStore implements RunStore {
  private constructor(private readonly db: Database) {}

  /** Opens the store; better-sqlite3 is imported only here. Read-only opens never create the file. */
  static async open(file: string, options: { readonly?: boolean } = {}): Promise<SqliteRunStore> {
    const { default: Sqlite } = await import('better-sqlite3');
    // Run records hold SOP payloads: created 0600 before SQLite opens it (its -wal and -shm files take the same mode).
    if (!options.readonly) ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file, { readonly: options.readonly === true, fileMustExist: options.readonly === true });
    db.pragma('busy_timeout = 5000');
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.exec(`
        CREATE TABLE IF NOT EXISTS runs (
          id TEXT PRIMARY KEY,
          sop TEXT NOT NULL,
          status TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          finished_at INTEGER,
          record TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS runs_by_sop ON runs (sop, created_at);
      `);
    }
    return new SqliteRunStore(db);
  }

  async save(run: RunRecord): Promise<void> {
    this.db
      .prepare('INSERT INTO runs (id, sop, status, created_at, finished_at, record) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET status = excluded.status, finished_at = excluded.finished_at, record = excluded.record')
      .run(run.id, run.sop, run.status, run.created_at, run.finished_at ?? null, JSON.stringify(run));
  }
  async get(id: string): Promise<RunRecord | undefined> {
    const row = this.db.prepare('SELECT record FROM runs WHERE id = ?').get(id) as { record: string } | undefined;
    return row && (JSON.parse(row.record) as RunRecord);
  }
  async list(sop?: string): Promise<RunRecord[]> {
    const rows = (sop
      ? this.db.prepare('SELECT record FROM runs WHERE sop = ? ORDER BY created_at DESC, id DESC').all(sop)
      : this.db.prepare('SELECT record FROM runs ORDER BY created_at DESC, id DESC').all()) as { record: string }[];
    return rows.map((r) => JSON.parse(r.record) as RunRecord);
  }
  async active(): Promise<RunRecord[]> {
    return (this.db.prepare(`SELECT record FROM runs WHERE status IN ('pending_approval', 'running') ORDER BY created_at`).all() as { record: string }[]).map(
      (r) => JSON.parse(r.record) as RunRecord,
    );
  }
  async lastFinished(sop: string): Promise<number | undefined> {
    const row = this.db.prepare('SELECT MAX(finished_at) AS t FROM runs WHERE sop = ?').get(sop) as { t: number | null };
    return row.t ?? undefined;
  }
  async prune(keep: number): Promise<number> {
    return this.db
      .prepare(`DELETE FROM runs WHERE id IN (SELECT id FROM runs WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT -1 OFFSET ?)`)
      .run(keep).changes;
  }
  async close(): Promise<void> {
    this.db.close();
  }
}
