// Conversation history on PostgreSQL (the shared mode): the SQLite store's tables and behaviour, for every instance at
// once, so a conversation continues with its history whichever instance the next message reaches. The active
// conversation of a (channel, conversation) is unique; two instances appending at once find or make the same one.
import type { Clock } from '../../kernel/index.js';
import type { SharedPostgres } from '../instances/api.js';
import { MAX_MESSAGES_PER_CONVERSATION, rowTurn, storedContent, storedToolContext, type ConversationStore, type StoredRow, type Turn } from './history.js';

const MIGRATIONS = [
  `CREATE TABLE agent_conversations (
     id BIGSERIAL PRIMARY KEY,
     channel TEXT NOT NULL,
     conversation TEXT NOT NULL,
     agent TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL,
     archived_at BIGINT
   );
   CREATE UNIQUE INDEX agent_conversations_active ON agent_conversations (channel, conversation) WHERE archived_at IS NULL;
   CREATE TABLE agent_messages (
     id BIGSERIAL PRIMARY KEY,
     conversation_id BIGINT NOT NULL REFERENCES agent_conversations (id),
     role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
     content TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX agent_messages_by_conversation ON agent_messages (conversation_id, id);`,
  // Tool rounds kept with the reply, replayed within keep_tool_context_turns.
  `ALTER TABLE agent_messages ADD COLUMN tool_context TEXT;`,
  // The model that answered the exchange: echo replies are not replayed to a real model.
  `ALTER TABLE agent_messages ADD COLUMN model TEXT;`,
];

export class PgConversationStore implements ConversationStore {
  private constructor(
    private readonly pg: SharedPostgres,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  /** Applies the migrations (once, whichever instance starts first) and archives conversations idle past the TTL. */
  static async open(pg: SharedPostgres, ttlMs: number, clock: Clock): Promise<PgConversationStore> {
    try {
      await pg.migrate('agent', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    const store = new PgConversationStore(pg, ttlMs, clock);
    await store.archiveStale();
    return store;
  }

  async archiveStale(): Promise<number> {
    if (this.ttlMs <= 0) return 0;
    const now = this.clock.now();
    return (await this.pg.query('UPDATE agent_conversations SET archived_at = $1 WHERE archived_at IS NULL AND updated_at < $2', [now, now - this.ttlMs])).rowCount ?? 0;
  }

  async load(channel: string, conversation: string, limit: number): Promise<Turn[]> {
    if (limit <= 0) return [];
    const c = (await this.pg.query<{ id: string; updated_at: string }>('SELECT id, updated_at FROM agent_conversations WHERE channel = $1 AND conversation = $2 AND archived_at IS NULL', [channel, conversation])).rows[0];
    if (!c) return [];
    const now = this.clock.now();
    if (this.ttlMs > 0 && now - Number(c.updated_at) > this.ttlMs) {
      await this.pg.query('UPDATE agent_conversations SET archived_at = $1 WHERE id = $2 AND archived_at IS NULL', [now, c.id]);
      return [];
    }
    const rows = await this.pg.query<StoredRow>(
      'SELECT role, content, tool_context, model FROM agent_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2',
      [c.id, limit],
    );
    return rows.rows.reverse().map(rowTurn);
  }

  async append(channel: string, conversation: string, agent: string, turns: readonly Turn[]): Promise<void> {
    const now = this.clock.now();
    await this.pg.transaction(async (sql) => {
      // One statement finds or makes the active conversation: the unique index settles two instances appending at once.
      const c = (
        await sql.query<{ id: string }>(
          `INSERT INTO agent_conversations (channel, conversation, agent, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT (channel, conversation) WHERE archived_at IS NULL DO UPDATE SET updated_at = excluded.updated_at
           RETURNING id`,
          [channel, conversation, agent, now],
        )
      ).rows[0]!;
      for (const t of turns) {
        await sql.query('INSERT INTO agent_messages (conversation_id, role, content, tool_context, model, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
          c.id,
          t.role,
          storedContent(t.content),
          storedToolContext(t),
          t.model ?? null,
          now,
        ]);
      }
      // Stored history is bounded: the newest MAX_MESSAGES_PER_CONVERSATION of a conversation are kept.
      await sql.query(
        'DELETE FROM agent_messages WHERE conversation_id = $1 AND id <= (SELECT id FROM agent_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)',
        [c.id, MAX_MESSAGES_PER_CONVERSATION],
      );
    });
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
