// Conversation history per (channel, conversation): SQLite in the data directory, memory when persistence is off, or
// PostgreSQL in the shared mode (pg-history.ts) behind the same asynchronous interface.
import { ensurePrivateFile, SQLITE_COMPANIONS, type Clock } from '../../kernel/index.js';
import type { ChatMessage, ToolCall } from './api.js';

/** One round of a turn's tool work: the calls the model made and what each returned (as the model saw it). */
export interface ToolRound {
  readonly calls: readonly ToolCall[];
  readonly results: readonly { readonly toolCallId: string; readonly name: string; readonly content: string }[];
}

/**
 * What is kept of a turn: the user's message and the agent's final reply, which carries the turn's tool rounds so that
 * a later question can see what a tool returned (replayed within keep_tool_context_turns).
 */
export type Turn = { role: 'user' | 'assistant'; content: string; tools?: readonly ToolRound[]; model?: string };

/** The model of the echo provider: its turns are never replayed to another model (see answeredFor). */
export const ECHO_MODEL = 'echo';

/**
 * The stored turns a provider is given as history. Both turns of an exchange carry the model that answered it; when the
 * agent answers with a real model now, the exchanges the offline echo provider answered (the first hour's "echo: hi")
 * are left out, so the model never reads replies no model wrote. Turns stored before models were kept have none and stay.
 */
export function answeredFor(turns: readonly Turn[], echo: boolean): readonly Turn[] {
  return echo ? turns : turns.filter((t) => t.model !== ECHO_MODEL);
}

/** Messages kept per conversation at most; older ones are deleted as new ones arrive. */
export const MAX_MESSAGES_PER_CONVERSATION = 1000;
/** Characters of one stored message at most (a longer one is cut with a marker). */
export const MAX_STORED_CHARS = 64 * 1024;
/** Characters of one stored turn's tool context (JSON) at most; a larger one is dropped and its reply kept. */
export const MAX_TOOL_CONTEXT_CHARS = 256 * 1024;
/** Conversations a store keeps at most; the least recently updated ones are deleted beyond (checked every 256 appends). */
export const MAX_CONVERSATIONS = 10_000;
const PRUNE_EVERY = 256;

/** A message as stored: cut at MAX_STORED_CHARS. */
export function storedContent(text: string): string {
  return text.length <= MAX_STORED_CHARS ? text : `${text.slice(0, MAX_STORED_CHARS)}\n[cut at ${MAX_STORED_CHARS} characters when stored]`;
}

/** A turn's tool rounds as stored (JSON), or null when there are none or they are too large to keep. */
export function storedToolContext(turn: Turn): string | null {
  if (!turn.tools?.length) return null;
  const json = JSON.stringify(turn.tools);
  return json.length <= MAX_TOOL_CONTEXT_CHARS ? json : null;
}

/** The stored tool rounds of a row, or undefined when there are none (or they do not parse). */
export function parseToolContext(json: unknown): readonly ToolRound[] | undefined {
  if (typeof json !== 'string' || !json) return undefined;
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as ToolRound[]) : undefined;
  } catch {
    return undefined;
  }
}

export interface ConversationStore {
  /** The newest `limit` turns of the active conversation, oldest first; a conversation idle past the TTL is archived first. */
  load(channel: string, conversation: string, limit: number): Promise<Turn[]>;
  append(channel: string, conversation: string, agent: string, turns: readonly Turn[]): Promise<void>;
  close(): Promise<void>;
}

/** What redactedStore needs of the leak detector (leakGuardPoint's LeakGuard). */
export interface TurnRedactor {
  redact(text: string, via: string): string;
  redactJson<T>(value: T, via: string): T;
}

/** The `via` of stored turns in the leak detector's WARN and metric. */
export const HISTORY_VIA = 'history';

/**
 * `store` with each turn scanned before it is kept: its content and its tool rounds (arguments and results), so that a
 * secret the model or a tool repeated never reaches the database file (SQLite, PostgreSQL) or the memory store.
 */
export function redactedStore(store: ConversationStore, leaks: TurnRedactor): ConversationStore {
  const scanned = (t: Turn): Turn => ({ ...t, content: leaks.redact(t.content, HISTORY_VIA), ...(t.tools ? { tools: leaks.redactJson(t.tools, HISTORY_VIA) } : {}) });
  return {
    load: (channel, conversation, limit) => store.load(channel, conversation, limit),
    append: (channel, conversation, agent, turns) => store.append(channel, conversation, agent, turns.map(scanned)),
    close: () => store.close(),
  };
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
    // Least recently used last: the eviction below forgets the first.
    this.conversations.delete(key);
    this.conversations.set(key, c);
    if (this.ttlMs > 0 && this.clock.now() - c.updatedAt > this.ttlMs) {
      this.conversations.delete(key);
      return [];
    }
    return limit > 0 ? c.turns.slice(-limit) : [];
  }

  async append(channel: string, conversation: string, _agent: string, turns: readonly Turn[]): Promise<void> {
    const key = `${channel}\0${conversation}`;
    const c = this.conversations.get(key) ?? { turns: [], updatedAt: 0 };
    this.conversations.delete(key);
    for (const t of turns) {
      const tools = storedToolContext(t);
      c.turns.push({ role: t.role, content: storedContent(t.content), ...(tools ? { tools: t.tools } : {}), ...(t.model ? { model: t.model } : {}) });
    }
    const keep = Math.min(this.keep, MAX_MESSAGES_PER_CONVERSATION);
    if (c.turns.length > keep) c.turns.splice(0, c.turns.length - keep);
    c.updatedAt = this.clock.now();
    this.conversations.set(key, c);
    if (this.conversations.size > MAX_CONVERSATIONS) this.conversations.delete(this.conversations.keys().next().value!);
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
  private readonly pruneTx;
  private appends = 0;

  private constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {
    this.q = {
      archiveStale: db.prepare('UPDATE conversations SET archived_at = ? WHERE archived_at IS NULL AND updated_at < ?'),
      active: db.prepare('SELECT id, updated_at FROM conversations WHERE channel = ? AND conversation = ? AND archived_at IS NULL'),
      archive: db.prepare('UPDATE conversations SET archived_at = ? WHERE id = ?'),
      newest: db.prepare('SELECT role, content, tool_context, model FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ?'),
      open: db.prepare('INSERT INTO conversations (channel, conversation, agent, created_at, updated_at) VALUES (?, ?, ?, ?, ?)'),
      insert: db.prepare('INSERT INTO messages (conversation_id, role, content, tool_context, model, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
      touch: db.prepare('UPDATE conversations SET updated_at = ? WHERE id = ?'),
      // Keeps the newest MAX_MESSAGES_PER_CONVERSATION of a conversation: the id at that offset and older ones go.
      prune: db.prepare(
        'DELETE FROM messages WHERE conversation_id = ? AND id <= (SELECT id FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
      ),
    };
    const overflow = 'SELECT id FROM conversations ORDER BY updated_at DESC, id DESC LIMIT -1 OFFSET ?';
    const dropMessages = db.prepare(`DELETE FROM messages WHERE conversation_id IN (${overflow})`);
    const dropConversations = db.prepare(`DELETE FROM conversations WHERE id IN (${overflow})`);
    this.pruneTx = db.transaction(() => {
      dropMessages.run(MAX_CONVERSATIONS);
      return dropConversations.run(MAX_CONVERSATIONS).changes;
    });
    this.appendTx = db.transaction((channel: string, conversation: string, agent: string, turns: readonly Turn[], now: number) => {
      let c = this.active(channel, conversation);
      if (!c) c = { id: Number(this.q.open.run(channel, conversation, agent, now, now).lastInsertRowid), updated_at: now };
      for (const t of turns) this.q.insert.run(c.id, t.role, storedContent(t.content), storedToolContext(t), t.model ?? null, now);
      this.q.touch.run(now, c.id);
      this.q.prune.run(c.id, c.id, MAX_MESSAGES_PER_CONVERSATION);
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
    // Tool rounds kept with the reply (added after the first release: older files get the column).
    const columns = db.prepare('PRAGMA table_info(messages)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'tool_context')) db.exec('ALTER TABLE messages ADD COLUMN tool_context TEXT');
    // The model that answered the exchange (issue 33: echo replies are not replayed to a real model).
    if (!columns.some((c) => c.name === 'model')) db.exec('ALTER TABLE messages ADD COLUMN model TEXT');
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
    const rows = this.q.newest.all(c.id, limit) as StoredRow[];
    return rows.reverse().map(rowTurn);
  }

  async append(channel: string, conversation: string, agent: string, turns: readonly Turn[]): Promise<void> {
    this.appendTx(channel, conversation, agent, turns, this.clock.now());
    if (++this.appends % PRUNE_EVERY === 0) this.pruneConversations();
  }

  /** Deletes the least recently updated conversations beyond MAX_CONVERSATIONS (archived ones included); how many. */
  pruneConversations(): number {
    return this.pruneTx() as number;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/** A message row of the SQLite or PostgreSQL store. */
export interface StoredRow {
  readonly role: Turn['role'];
  readonly content: string;
  readonly tool_context: string | null;
  readonly model?: string | null;
}

/** A stored row as a turn: its tool rounds parsed when it has some, its model when one was kept. */
export function rowTurn(row: StoredRow): Turn {
  const tools = parseToolContext(row.tool_context);
  return { role: row.role, content: row.content, ...(tools ? { tools } : {}), ...(row.model ? { model: row.model } : {}) };
}
