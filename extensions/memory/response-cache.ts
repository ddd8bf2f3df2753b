// The response cache (memory.response_cache_*): an exact-prompt cache of model answers, per agent. The key is the
// SHA-256 of the agent, the call's purpose, provider and model and the whole request (messages and tools); a hit answers
// the call without a provider request. Up to response_cache_hot_entries answers sit in memory and up to
// response_cache_max_entries in <data dir>/state/response-cache.db (0600, WAL), the least recently used evicted first;
// an answer older than response_cache_ttl_minutes (on the injected clock) is never served.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalJson, ensurePrivateFile, metricsPoint, SQLITE_COMPANIONS, type Clock, type Kernel } from '../../kernel/index.js';
import { responseCachePoint, type CacheableCall, type ModelReply, type ResponseCache } from '../agent/api.js';
import type { MemoryConfig } from './config.generated.js';

type Database = import('better-sqlite3').Database;

/** The cache file under the data directory. */
export const responseCacheFile = (dataDir: string): string => join(dataDir, 'state', 'response-cache.db');

/** The key of a call: the agent is part of it, so one agent's answer is never served to another. */
export function cacheKey(call: CacheableCall): string {
  const { messages, tools } = call.request;
  const text = canonicalJson([call.agent, call.purpose, call.provider, call.model, messages, tools]);
  return createHash('sha256').update(text).digest('hex');
}

interface Kept {
  readonly reply: ModelReply;
  readonly agent: string;
  readonly createdAt: number;
}

export type CacheResult = 'hit' | 'miss' | 'kept' | 'expired';

export class ResponseCacheStore implements ResponseCache {
  /** The hot tier, least recently used first (Map order). */
  private readonly hot = new Map<string, Kept>();
  private db: Database | undefined;
  /** Order of use for the file's LRU: a counter, so entries of one clock millisecond still have an order. */
  private seq = 0;

  constructor(
    private readonly settings: () => MemoryConfig,
    private readonly file: string,
    private readonly now: () => number,
    private readonly observe: (agent: string, result: CacheResult) => void = () => {},
    private readonly redact: (text: string) => string = (text) => text,
  ) {}

  private async open(): Promise<Database> {
    if (this.db) return this.db;
    const Sqlite = (await import('better-sqlite3')).default;
    if (this.db) return this.db;
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    ensurePrivateFile(this.file, SQLITE_COMPANIONS);
    const db = new Sqlite(this.file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec(`
      CREATE TABLE IF NOT EXISTS responses (
        key TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        reply TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        seq INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS responses_seq ON responses (seq);
      CREATE INDEX IF NOT EXISTS responses_created ON responses (created_at);
    `);
    this.seq = (db.prepare('SELECT COALESCE(MAX(seq), 0) FROM responses').pluck().get() as number) ?? 0;
    this.db = db;
    return db;
  }

  private expired(createdAt: number): boolean {
    const ttl = this.settings().response_cache_ttl_minutes;
    return ttl > 0 && this.now() - createdAt >= ttl * 60_000;
  }

  private warm(key: string, kept: Kept): void {
    const max = this.settings().response_cache_hot_entries;
    this.hot.delete(key);
    if (max <= 0) return;
    this.hot.set(key, kept);
    while (this.hot.size > max) this.hot.delete(this.hot.keys().next().value!);
  }

  async lookup(call: CacheableCall): Promise<ModelReply | undefined> {
    const c = this.settings();
    if (!c.response_cache_enabled) return undefined;
    const key = cacheKey(call);
    let kept = this.hot.get(key);
    if (!kept && c.response_cache_max_entries > 0) {
      const db = await this.open();
      const row = db.prepare('SELECT agent, reply, created_at FROM responses WHERE key = ?').get(key) as { agent: string; reply: string; created_at: number } | undefined;
      if (row) kept = { agent: row.agent, reply: JSON.parse(row.reply) as ModelReply, createdAt: row.created_at };
    }
    if (!kept || kept.agent !== call.agent) {
      this.observe(call.agent, 'miss');
      return undefined;
    }
    if (this.expired(kept.createdAt)) {
      this.hot.delete(key);
      this.db?.prepare('DELETE FROM responses WHERE key = ?').run(key);
      this.observe(call.agent, 'expired');
      return undefined;
    }
    this.warm(key, kept);
    this.db?.prepare('UPDATE responses SET seq = ? WHERE key = ?').run(++this.seq, key);
    this.observe(call.agent, 'hit');
    return kept.reply;
  }

  /** Keeps a whole answer in words (the caller passes no other); its text passes the leak detector first. */
  async keep(call: CacheableCall, reply: ModelReply): Promise<void> {
    const c = this.settings();
    if (!c.response_cache_enabled || reply.toolCalls.length || !reply.text) return;
    const key = cacheKey(call);
    const kept: Kept = { agent: call.agent, reply: { text: this.redact(reply.text), toolCalls: [], model: reply.model }, createdAt: this.now() };
    this.warm(key, kept);
    const max = c.response_cache_max_entries;
    if (max <= 0) return;
    const db = await this.open();
    db.transaction(() => {
      db.prepare('INSERT OR REPLACE INTO responses (key, agent, reply, created_at, seq) VALUES (?, ?, ?, ?, ?)').run(key, kept.agent, JSON.stringify(kept.reply), kept.createdAt, ++this.seq);
      const ttl = c.response_cache_ttl_minutes;
      if (ttl > 0) db.prepare('DELETE FROM responses WHERE created_at <= ?').run(this.now() - ttl * 60_000);
      const over = (db.prepare('SELECT COUNT(*) FROM responses').pluck().get() as number) - max;
      if (over > 0) db.prepare('DELETE FROM responses WHERE key IN (SELECT key FROM responses ORDER BY seq LIMIT ?)').run(over);
    })();
    this.observe(call.agent, 'kept');
  }

  /** Answers held: in memory, and in the file when it is open. */
  size(): { hot: number; stored: number } {
    return { hot: this.hot.size, stored: this.db ? (this.db.prepare('SELECT COUNT(*) FROM responses').pluck().get() as number) : 0 };
  }

  close(): void {
    this.hot.clear();
    this.db?.close();
    this.db = undefined;
  }
}

/**
 * Sets the memory extension's response cache as the one the agent's model calls consult; the store is made at the
 * start (the data directory is known then) and closed at the shutdown. Lookups and answers are counted in
 * svc_memory_response_cache_total{agent,result}.
 */
export function registerResponseCache(kernel: Kernel, name: string, settings: () => MemoryConfig, clock: Clock, redact: () => ((text: string) => string) | undefined): { current(): ResponseCacheStore | undefined } {
  const counter = kernel.use(metricsPoint).counter({ name: 'svc_memory_response_cache_total', help: 'Response cache lookups and answers kept, by agent and result (hit, miss, expired, kept).', labelNames: ['agent', 'result'] });
  let store: ResponseCacheStore | undefined;
  kernel.use(responseCachePoint).set(name, {
    lookup: async (call) => store?.lookup(call),
    keep: async (call, reply) => store?.keep(call, reply),
  });
  kernel.hooks.start.tapPromise(name, async ({ paths }) => {
    const r = redact();
    store = new ResponseCacheStore(settings, responseCacheFile(paths.dataDir), () => clock.now(), (agent, result) => counter.inc({ agent, result }), r);
  });
  kernel.hooks.shutdown.tapPromise(name, async () => {
    store?.close();
    store = undefined;
  });
  return { current: () => store };
}
