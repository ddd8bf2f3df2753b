// The knowledge graph ([knowledge]): entities and the relations between them, in one SQLite file (db_path, default
// <data dir>/state/knowledge/graph.db, 0600, WAL). Each relation belongs to the agent that recorded it, like memory's
// entries: another agent reads its shared relations only when agents.<a>.workspace.read_memory_from names it, and
// max_nodes bounds the entities of each agent. Each relation has a scope too: what an untrusted sender's turn adds is
// seen by that sender's turns and the operator's only.
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';

type Database = import('better-sqlite3').Database;

export interface Relation {
  readonly id: number;
  readonly subject: string;
  readonly relation: string;
  readonly object: string;
  readonly scope: string | null;
  readonly agent: string;
  readonly createdAt: number;
}

/** Whose relations a read sees: `agent`'s own, the shared ones of `alsoFrom`; an untrusted `viewer`'s scope only. */
export interface Reader {
  readonly agent: string;
  /** An untrusted speaker's scope: shared relations and this scope's. Absent: every relation of the agent. */
  readonly viewer?: string;
  /** Other agents (read_memory_from) whose shared relations are read too; never written. */
  readonly alsoFrom?: readonly string[];
}

/** Characters of an entity name or a relation at most. */
export const MAX_NAME = 200;
/** Relations one query answers at most. */
export const MAX_ANSWER = 50;

const VISIBLE = '((r.agent = @agent AND (@all = 1 OR r.scope IS NULL OR r.scope = @viewer)) OR (r.scope IS NULL AND r.agent IN (SELECT value FROM json_each(@others))))';
const bind = (r: Reader) => ({ agent: r.agent, all: r.viewer === undefined ? 1 : 0, viewer: r.viewer ?? null, others: JSON.stringify(r.alsoFrom ?? []) });
/** The entities of one agent's relations. */
const AGENT_ENTITIES = 'SELECT subject AS e FROM relations WHERE agent = @agent UNION SELECT object FROM relations WHERE agent = @agent';
const norm = (name: string): string => name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME);
const key = (name: string): string => norm(name).toLowerCase();

export class KnowledgeGraph {
  private constructor(private readonly db: Database) {}

  static async open(file: string): Promise<KnowledgeGraph> {
    const Sqlite = (await import('better-sqlite3')).default;
    ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec(`
      CREATE TABLE IF NOT EXISTS entities (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, name TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS relations (
        id INTEGER PRIMARY KEY, subject INTEGER NOT NULL, relation TEXT NOT NULL, object INTEGER NOT NULL, scope TEXT, created_at INTEGER NOT NULL,
        agent TEXT NOT NULL DEFAULT 'default'
      );
      CREATE INDEX IF NOT EXISTS relations_subject ON relations (subject);
      CREATE INDEX IF NOT EXISTS relations_object ON relations (object);
    `);
    // A graph of the first release had no agent column: its relations become the default agent's.
    const columns = db.prepare('PRAGMA table_info(relations)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'agent')) db.exec("ALTER TABLE relations ADD COLUMN agent TEXT NOT NULL DEFAULT 'default'");
    db.exec(`
      DROP INDEX IF EXISTS relations_unique;
      -- One relation per agent and scope; a shared one (scope NULL) too, which a plain UNIQUE would not hold (NULLs differ).
      CREATE UNIQUE INDEX IF NOT EXISTS relations_unique_agent ON relations (agent, subject, relation, object, COALESCE(scope, ''));
    `);
    return new KnowledgeGraph(db);
  }

  /** Entities held: of every agent, or of one. */
  nodes(agent?: string): number {
    if (agent === undefined) return this.db.prepare('SELECT COUNT(*) FROM entities').pluck().get() as number;
    return this.db.prepare(`SELECT COUNT(*) FROM (${AGENT_ENTITIES})`).pluck().get({ agent }) as number;
  }

  private entity(name: string, now: number): number {
    this.db.prepare('INSERT OR IGNORE INTO entities (key, name, created_at) VALUES (?, ?, ?)').run(key(name), norm(name), now);
    return this.db.prepare('SELECT id FROM entities WHERE key = ?').pluck().get(key(name)) as number;
  }

  /**
   * Adds `subject —relation→ object` to `agent`'s relations (the entities made as needed); refused (false) when it
   * would take the agent's entities over `maxNodes`. A relation already held in the same scope is not added twice.
   */
  add(agent: string, subject: string, relation: string, object: string, scope: string | null, now: number, maxNodes: number): { added: boolean; reason?: string } {
    if (!norm(subject) || !norm(relation) || !norm(object)) return { added: false, reason: 'subject, relation and object must not be empty' };
    return this.db.transaction(() => {
      const known = this.db.prepare(`SELECT 1 FROM entities WHERE key = @key AND id IN (${AGENT_ENTITIES})`);
      const fresh = new Set([subject, object].map(key).filter((k) => known.get({ key: k, agent }) === undefined)).size;
      const held = this.nodes(agent);
      if (fresh && held + fresh > maxNodes) return { added: false, reason: `the graph holds ${held} entities of agent ${agent} (knowledge.max_nodes = ${maxNodes})` };
      const s = this.entity(subject, now);
      const o = this.entity(object, now);
      const r = this.db.prepare('INSERT OR IGNORE INTO relations (subject, relation, object, scope, created_at, agent) VALUES (?, ?, ?, ?, ?, ?)').run(s, norm(relation), o, scope, now, agent);
      return { added: r.changes > 0 };
    })();
  }

  /** The relations of an entity (either end) that `reader` may see, newest first. */
  about(name: string, reader: Reader): Relation[] {
    return this.db
      .prepare(
        `SELECT r.id AS id, s.name AS subject, r.relation AS relation, o.name AS object, r.scope AS scope, r.agent AS agent, r.created_at AS createdAt
         FROM relations r JOIN entities s ON s.id = r.subject JOIN entities o ON o.id = r.object
         WHERE (s.key = @key OR o.key = @key) AND ${VISIBLE} ORDER BY r.id DESC LIMIT ${MAX_ANSWER}`,
      )
      .all({ key: key(name), ...bind(reader) }) as Relation[];
  }

  /**
   * The entities named in `text` (whole words, case-insensitive; names of up to four words), at most `limit`: what
   * suggest_on_query looks up. One indexed lookup per word sequence, whatever the size of the graph.
   */
  mentioned(text: string, limit: number): string[] {
    const words = text.toLowerCase().match(/[\p{L}\p{N}_'-]+/gu) ?? [];
    const lookup = this.db.prepare('SELECT name FROM entities WHERE key = ?').pluck();
    const found = new Map<string, string>();
    for (let i = 0; i < words.length && i < 400 && found.size < limit; i++) {
      for (let n = 4; n >= 1; n--) {
        if (i + n > words.length) continue;
        const k = words.slice(i, i + n).join(' ');
        if (found.has(k)) continue;
        const name = lookup.get(k) as string | undefined;
        if (name) {
          found.set(k, name);
          break;
        }
      }
    }
    return [...found.values()];
  }

  /**
   * Deletes one of `agent`'s relations by id (never another agent's): any one for the operator (no viewer), only its
   * own scope's for an untrusted viewer (a shared relation is seen by every sender, forgotten by none of them);
   * entities left without relations go too.
   */
  forget(id: number, who: { readonly agent: string; readonly viewer?: string }): boolean {
    return this.db.transaction(() => {
      const gone =
        this.db.prepare('DELETE FROM relations AS r WHERE r.id = @id AND r.agent = @agent AND (@all = 1 OR r.scope = @viewer)').run({ id, agent: who.agent, all: who.viewer === undefined ? 1 : 0, viewer: who.viewer ?? null }).changes > 0;
      if (gone) this.db.exec('DELETE FROM entities WHERE id NOT IN (SELECT subject FROM relations) AND id NOT IN (SELECT object FROM relations)');
      return gone;
    })();
  }

  close(): void {
    this.db.close();
  }
}
