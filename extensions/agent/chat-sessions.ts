// The WebSocket chat's sessions (GET /ws/chat): which exist, their agent, title and times; SQLite under the data
// directory's state/ (0600) when gateway.session_persistence, else memory. Their messages live in the conversation
// store (channel gateway.chat, keyed by the session id). Idle longer than gateway.session_ttl_hours: archived.
import { randomBytes } from 'node:crypto';
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';

export interface ChatSession {
  readonly id: string;
  /** The agent it talks to; null: the agent of the gateway.chat channel. */
  readonly agent: string | null;
  /** The first message's first line, cut (empty until one is sent). */
  readonly title: string;
  /** Epoch ms. */
  readonly created_at: number;
  readonly updated_at: number;
}

export const SESSION_ID = /^chat_[0-9a-f]{16}$/;
/** Active sessions kept at most; beyond, the least recently used are archived. */
export const MAX_SESSIONS = 1000;
const TITLE_CHARS = 80;

export const newSessionId = (): string => `chat_${randomBytes(8).toString('hex')}`;

/** The title a first message gives its session: its first line, at most 80 characters. */
export function titleOf(text: string): string {
  const line = text.trim().split('\n')[0]!.trim();
  return line.length <= TITLE_CHARS ? line : `${line.slice(0, TITLE_CHARS - 1)}…`;
}

export interface SessionStore {
  create(agent: string | null, now: number): Promise<ChatSession>;
  /** The session, or undefined when unknown or archived (one idle past `ttlMs` is archived now). */
  get(id: string, now: number, ttlMs: number): Promise<ChatSession | undefined>;
  /** Marks a session used now; sets its title when it has none. */
  touch(id: string, title: string, now: number): Promise<void>;
  /** Active sessions, most recently used first (stale ones are archived first). */
  list(now: number, ttlMs: number, limit: number): Promise<ChatSession[]>;
  close(): Promise<void>;
}

export class MemorySessions implements SessionStore {
  private readonly sessions = new Map<string, ChatSession>();

  async create(agent: string | null, now: number): Promise<ChatSession> {
    const s: ChatSession = { id: newSessionId(), agent, title: '', created_at: now, updated_at: now };
    this.sessions.set(s.id, s);
    // Least recently used first in the map's order (touch moves a session to the end).
    if (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    return s;
  }

  async get(id: string, now: number, ttlMs: number): Promise<ChatSession | undefined> {
    const s = this.sessions.get(id);
    if (s && ttlMs > 0 && now - s.updated_at > ttlMs) return void this.sessions.delete(id);
    return s;
  }

  async touch(id: string, title: string, now: number): Promise<void> {
    const s = this.sessions.get(id);
    if (!s) return;
    this.sessions.delete(id);
    this.sessions.set(id, { ...s, title: s.title || title, updated_at: now });
  }

  async list(now: number, ttlMs: number, limit: number): Promise<ChatSession[]> {
    const out: ChatSession[] = [];
    for (const s of [...this.sessions.values()].reverse()) {
      if (ttlMs > 0 && now - s.updated_at > ttlMs) this.sessions.delete(s.id);
      else if (out.length < limit) out.push(s);
    }
    return out;
  }

  async close(): Promise<void> {
    this.sessions.clear();
  }
}

type Database = import('better-sqlite3').Database;

export class SqliteSessions implements SessionStore {
  private readonly q;

  private constructor(private readonly db: Database) {
    this.q = {
      insert: db.prepare('INSERT INTO chat_sessions (id, agent, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?)'),
      get: db.prepare('SELECT id, agent, title, created_at, updated_at FROM chat_sessions WHERE id = ? AND archived_at IS NULL'),
      archive: db.prepare('UPDATE chat_sessions SET archived_at = ? WHERE id = ?'),
      archiveStale: db.prepare('UPDATE chat_sessions SET archived_at = ? WHERE archived_at IS NULL AND updated_at < ?'),
      // Keeps the newest MAX_SESSIONS active ones.
      archiveOverflow: db.prepare(
        'UPDATE chat_sessions SET archived_at = ? WHERE id IN (SELECT id FROM chat_sessions WHERE archived_at IS NULL ORDER BY updated_at DESC, rowid DESC LIMIT -1 OFFSET ?)',
      ),
      touch: db.prepare("UPDATE chat_sessions SET updated_at = ?, title = CASE WHEN title = '' THEN ? ELSE title END WHERE id = ?"),
      list: db.prepare('SELECT id, agent, title, created_at, updated_at FROM chat_sessions WHERE archived_at IS NULL ORDER BY updated_at DESC, rowid DESC LIMIT ?'),
    };
  }

  /** Opens (creating, 0600) the database file; better-sqlite3 is imported only here. */
  static async open(file: string): Promise<SqliteSessions> {
    const { default: Sqlite } = await import('better-sqlite3');
    ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS chat_sessions (
        id TEXT PRIMARY KEY,
        agent TEXT,
        title TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        archived_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS chat_sessions_active ON chat_sessions (updated_at) WHERE archived_at IS NULL;
    `);
    return new SqliteSessions(db);
  }

  async create(agent: string | null, now: number): Promise<ChatSession> {
    const s: ChatSession = { id: newSessionId(), agent, title: '', created_at: now, updated_at: now };
    this.q.insert.run(s.id, s.agent, s.title, s.created_at, s.updated_at);
    this.q.archiveOverflow.run(now, MAX_SESSIONS);
    return s;
  }

  async get(id: string, now: number, ttlMs: number): Promise<ChatSession | undefined> {
    const s = this.q.get.get(id) as ChatSession | undefined;
    if (s && ttlMs > 0 && now - s.updated_at > ttlMs) return void this.q.archive.run(now, id);
    return s;
  }

  async touch(id: string, title: string, now: number): Promise<void> {
    this.q.touch.run(now, title, id);
  }

  async list(now: number, ttlMs: number, limit: number): Promise<ChatSession[]> {
    if (ttlMs > 0) this.q.archiveStale.run(now, now - ttlMs);
    return this.q.list.all(limit) as ChatSession[];
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
