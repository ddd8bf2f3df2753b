// Conversation history per (channel, conversation): SQLite in the data directory, memory when persistence is off, or
// PostgreSQL in the shared mode (pg-history.ts) behind the same asynchronous interface.
import { ensurePrivateFile, SQLITE_COMPANIONS, type Clock } from '../../kernel/index.js';
import type { ChatMessage } from './api.js';

/** Only the turns a person sees are kept: user messages and the agent's final replies. */
export type Turn = { role: 'user' | 'assistant'; content: string };

export interface ConversationStore {
  /** The newest `limit` turns of the active conversation, oldest first; a conversation idle past the TTL is archived first. */
  load(channel: string, conversation: string, limit: number): Promise<Turn[]>;
  append(channel: string, conversation: string, agent: string, turns: readonly Turn[]): Promise<void>;
  close(): Promise<void>;
}

export function isTurn(m: ChatMessage): m is Turn & ChatMessage {
  return m.role === 'user' || (m.role === 'assistant' && !m.toolCalls?.length);
}

export class MemoryStore implements ConversationStore {
  private readonly conversations = new Map<string, { turns: Turn[]; updatedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly keep: number,
  ) {}

  async load(channel: string, conversation: string, limit: number): Promise<Turn[]> {
    const key = `${channel}\0${conversation}`;
    const c = this.conversations.get(key);
    if (!c) return [];
    if (this.ttlMs > 0 && this.clock.now() - c.updatedAt > this.ttlMs) {
      this.conversations.delete(key);
      return [];
    }
    return limit > 0 ? c.turns.slice(-limit) : [];
  }

  async append(channel: string, conversation: string, _agent: string, turns: readonly Turn[]): Promise<void> {
    const key = `${channel}\0${conversation}`;
    const c = this.conversations.get(key) ?? { turns: [], updatedAt: 0 };
    c.turns.push(...turns);
    if (c.turns.length > this.keep) c.turns.splice(0, c.turns.length - this.keep);
    c.updatedAt = this.clock.now();
    this.conversations.set(key, c);
  }

  async close(): Promise<void> {
    this.conversations.clear();
  }
}

type Database = import('better-sqlite3').Database;

export class SqliteStore implements ConversationStore {
  /**
   * Each statement prepared once: preparing them on every call was 9 % of the daemon's busy time in the end-to-end
   * bench's profile (a message is one load and one append).
   */
  private readonly q;
  private readonly appendTx;

  private constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {
    this.q = {
      archiveStale: db.prepare('UPDATE conversations SET archived_at = ? WHERE archived_at IS NULL AND updated_at < ?'),
      active: db.prepare('SELECT id, updated_at FROM conversations WHERE channel = ? AND conversation = ? AND archived_at IS NULL'),
      archive: db.prepare('UPDATE conversations SET archived_at = ? WHERE id = ?'),
      newest: db.prepare('SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ?'),
      open: db.prepare('INSERT INTO conversations (channel, conversation, agent, created_at, updated_at) VALUES (?, ?, ?, ?, ?)'),
      insert: db.prepare('INSERT INTO messages (conversation_id, role, content, created_at) VALUES (?, ?, ?, ?)'),
      touch: db.prepare('UPDATE conversations SET updated_at = ? WHERE id = ?'),
    };
    this.appendTx = db.transaction((channel: string, conversation: string, agent: string, turns: readonly Turn[], now: number) => {
      let c = this.active(channel, conversation);
      if (!c) c = { id: Number(this.q.open.run(channel, conversation, agent, now, now).lastInsertRowid), updated_at: now };
      for (const t of turns) this.q.insert.run(c.id, t.role, t.content, now);
      this.q.touch.run(now, c.id);
    });
  }

  /** Opens (creating) the database file with WAL and a busy timeout; better-sqlite3 is imported only here. */
  static async open(file: string, ttlMs: number, clock: Clock): Promise<SqliteStore> {
    const { default: Sqlite } = await import('better-sqlite3');
    // Conversations are private: created 0600 before SQLite opens it (its -wal and -shm files take the same mode).
    ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS conversations (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL,
        conversation TEXT NOT NULL,
        agent TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        archived_at INTEGER
      );
      CREATE UNIQUE INDEX IF NOT EXISTS conversations_active ON conversations (channel, conversation) WHERE archived_at IS NULL;
      CREATE TABLE IF NOT EXISTS messages (
        id INTEGER PRIMARY KEY,
        conversation_id INTEGER NOT NULL REFERENCES conversations (id),
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS messages_by_conversation ON messages (conversation_id, id);
    `);
    const store = new SqliteStore(db, ttlMs, clock);
    store.archiveStale();
    return store;
  }

  /** Archives every active conversation idle longer than the TTL (at open, and lazily on load). */
  archiveStale(): number {
    if (this.ttlMs <= 0) return 0;
    const now = this.clock.now();
    return this.q.archiveStale.run(now, now - this.ttlMs).changes;
  }

  private active(channel: string, conversation: string): { id: number; updated_at: number } | undefined {
    return this.q.active.get(channel, conversation) as { id: number; updated_at: number } | undefined;
  }

  async load(channel: string, conversation: string, limit: number): Promise<Turn[]> {
    const c = this.active(channel, conversation);
    if (!c || limit <= 0) return [];
    if (this.ttlMs > 0 && this.clock.now() - c.updated_at > this.ttlMs) {
      this.q.archive.run(this.clock.now(), c.id);
      return [];
    }
    const rows = this.q.newest.all(c.id, limit) as Turn[];
    return rows.reverse();
  }

  async append(channel: string, conversation: string, agent: string, turns: readonly Turn[]): Promise<void> {
    this.appendTx(channel, conversation, agent, turns, this.clock.now());
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
