// Memory's own audit trail (memory.audit_enabled): one row per write and forget (the event, agent, entry id, namespace,
// category, scope and who asked; never the content) in <data dir>/state/memory-audit.db (0600, WAL), deleted by the
// hygiene once older than memory.audit_retention_days. The security audit log gets the same events, signed and
// append-only: this trail is the one that forgets.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';

type Database = import('better-sqlite3').Database;

export const auditTrailFile = (dataDir: string): string => join(dataDir, 'state', 'memory-audit.db');

export type AuditFields = Readonly<Record<string, string | number | null>>;

export interface AuditRow {
  readonly at: number;
  readonly event: string;
  readonly agent: string;
  readonly fields: AuditFields;
}

export class MemoryAuditTrail {
  private constructor(private readonly db: Database) {}

  /** Opens (creating, 0600) the trail file. */
  static async open(file: string): Promise<MemoryAuditTrail> {
    const Sqlite = (await import('better-sqlite3')).default;
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec(`
      CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, event TEXT NOT NULL, agent TEXT NOT NULL, fields TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS audit_at ON audit (at);
    `);
    return new MemoryAuditTrail(db);
  }

  record(at: number, event: string, fields: AuditFields): void {
    this.db.prepare('INSERT INTO audit (at, event, agent, fields) VALUES (?, ?, ?, ?)').run(at, event, String(fields.agent ?? ''), JSON.stringify(fields));
  }

  /** Deletes the rows recorded before `before`; how many. */
  purge(before: number): number {
    return this.db.prepare('DELETE FROM audit WHERE at < ?').run(before).changes;
  }

  /** The newest rows first, at most `limit`, of one agent when named. */
  list(limit: number, agent?: string): AuditRow[] {
    const rows = (agent ? this.db.prepare('SELECT * FROM audit WHERE agent = ? ORDER BY id DESC LIMIT ?').all(agent, limit) : this.db.prepare('SELECT * FROM audit ORDER BY id DESC LIMIT ?').all(limit)) as { at: number; event: string; agent: string; fields: string }[];
    return rows.map((r) => ({ at: r.at, event: r.event, agent: r.agent, fields: JSON.parse(r.fields) as AuditFields }));
  }

  close(): void {
    this.db.close();
  }
}
