// Which store keeps each agent's memory: memory.backend, or agents.<a>.memory.backend.kind for one agent; the checks
// at load, and the router that opens the stores the memory service does not open itself (its own are the SQLite file
// of an agent and the shared mode's PostgreSQL when memory.backend names them): Markdown in the agent's workspace, a
// named PostgreSQL store (storage.postgres.<alias>), and an agent whose backend is not the global one.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ConfigObject, ProblemReport } from '../../kernel/index.js';
import { workspaceDir, type AgentsConfig } from '../agent/api.js';
import type { SharedPostgres } from '../instances/api.js';
import type { MemoryStore } from './backend.js';
import type { MemoryConfig } from './config.generated.js';
import type { PgMemory } from './pg-store.js';
import { memoryFile } from './service.js';

/** The backends that run, as memory.backend names them (postgres also as postgres.<alias>). */
export const BACKENDS = ['sqlite', 'markdown', 'postgres', 'none'] as const;
export type BackendKind = (typeof BACKENDS)[number];

export interface BackendRef {
  readonly kind: BackendKind;
  /** storage.postgres.<alias>; absent: the shared mode's database. */
  readonly alias?: string;
}

const ALIAS = /^[A-Za-z0-9_-]{1,64}$/;
const REFUSED: Record<string, string> = {
  qdrant: 'qdrant stays refused until a real server can be tested',
  lucid: 'lucid stays refused until a real server can be tested',
};

/** What a backend value names, or why it is refused. */
export function parseBackend(value: string): BackendRef | { readonly refused: string } {
  if ((BACKENDS as readonly string[]).includes(value)) return { kind: value as BackendKind };
  const [name, alias, more] = value.split('.');
  if (REFUSED[name!]) return { refused: REFUSED[name!]! };
  if (alias !== undefined && more === undefined && ALIAS.test(alias)) {
    if (name === 'postgres') return { kind: 'postgres', alias };
    if (name === 'sqlite' || name === 'markdown') return { refused: `named ${name} stores ([storage.${name}.<alias>]) do not run yet; only [storage.postgres.<alias>] does` };
  }
  return { refused: `"${value}" is not a memory backend` };
}

/** The backend of `agent`: agents.<agent>.memory.backend.kind when set, else memory.backend. */
export function backendOf(memory: { readonly backend: string }, agents: AgentsConfig, agent: string): string {
  const kind = (agents[agent]?.memory?.backend as { kind?: unknown } | undefined)?.kind;
  return typeof kind === 'string' && kind ? kind : memory.backend;
}

const USE = 'use "sqlite" (the default), "markdown", "postgres" (the shared mode\'s PostgreSQL), "postgres.<alias>" ([storage.postgres.<alias>]) or "none"';

/**
 * memory.backend and every agents.<a>.memory.backend.kind: a backend that runs; postgres needs the shared mode's
 * PostgreSQL, postgres.<alias> a [storage.postgres.<alias>] with a PostgreSQL URL; memory.backend = "none" turns memory
 * off for every agent, so an agent cannot turn it on again.
 */
export function checkBackends(config: ConfigObject, report: ProblemReport): void {
  const memory = (config.memory ?? {}) as { backend?: unknown };
  const global = typeof memory.backend === 'string' ? memory.backend : 'sqlite';
  const agents = (config.agents ?? {}) as AgentsConfig;
  const storage = (config.storage ?? {}) as { postgres?: Record<string, { url?: unknown } | undefined> };
  const check = (path: string, value: string) => {
    const ref = parseBackend(value);
    if ('refused' in ref) return report.add(path, `${path} = ${JSON.stringify(value)} is refused: ${ref.refused}; ${USE}`);
    if (ref.kind === 'postgres' && ref.alias === undefined) {
      const shared = config.shared as { enabled?: unknown; postgres_url?: unknown } | undefined;
      if (shared?.enabled !== true || typeof shared.postgres_url !== 'string' || !shared.postgres_url) {
        report.add(path, `${JSON.stringify(value)} keeps memory in the shared mode's PostgreSQL: it needs shared.enabled = true and shared.postgres_url (or name a database of memory's own: "postgres.<alias>" with [storage.postgres.<alias>]); use "sqlite" (the default) otherwise`);
      }
    }
    if (ref.kind === 'postgres' && ref.alias !== undefined) {
      const store = storage.postgres?.[ref.alias];
      if (!store) return report.add(path, `${JSON.stringify(value)} names [storage.postgres.${ref.alias}], which is not configured (postgres stores: ${Object.keys(storage.postgres ?? {}).join(', ') || 'none'})`);
      let scheme: string | undefined;
      try {
        scheme = typeof store.url === 'string' ? new URL(store.url).protocol : undefined;
      } catch {
        // reported below, unquoted
      }
      if (scheme !== 'postgres:' && scheme !== 'postgresql:') report.add(`storage.postgres.${ref.alias}.url`, 'must be a postgres:// or postgresql:// URL when a memory backend names this store (the value is not shown: the field is secret)');
    }
  };
  check('memory.backend', global);
  for (const agent of Object.keys(agents)) {
    const kind = (agents[agent]?.memory?.backend as { kind?: unknown } | undefined)?.kind;
    if (kind === undefined || kind === null) continue;
    const path = `agents.${agent}.memory.backend.kind`;
    if (typeof kind !== 'string' || !kind) {
      report.add(path, `must be a backend name; ${USE}`);
      continue;
    }
    if (global === 'none' && kind !== 'none') {
      report.add(path, `memory.backend = "none" turns memory off for every agent, so this agent cannot have one: set memory.backend to a store, and kind = "none" on the agents that keep no memory`);
      continue;
    }
    check(path, kind);
  }
}

export interface RouterDeps {
  readonly dataDir: string;
  readonly memory: () => MemoryConfig;
  readonly agents: () => AgentsConfig;
  /** [storage]: the named PostgreSQL stores. */
  readonly storage: () => { readonly postgres?: Readonly<Record<string, { readonly url?: string | null; readonly collection?: string | null } | undefined>> };
  /** The shared mode's PostgreSQL, for an agent whose own backend is "postgres" while memory.backend is another. */
  readonly sharedPostgres?: () => Promise<SharedPostgres | undefined>;
  /** A connection to a named PostgreSQL store (its URL, its schema). */
  readonly connect?: (url: string, schema: string) => Promise<SharedPostgres>;
  /** The time unmarked Markdown entries are first seen at. */
  readonly now: () => number;
}

/**
 * The stores of the agents whose backend the memory service does not serve itself: every agent's with memory.backend
 * = "markdown" or "postgres.<alias>", and each agent whose agents.<a>.memory.backend.kind differs from memory.backend.
 * Opened at first use, closed with the service.
 */
export class StoreRouter {
  private readonly stores = new Map<string, Promise<MemoryStore>>();
  private readonly ready = new Map<string, MemoryStore>();
  private readonly databases = new Map<string, Promise<PgMemory>>();
  /** Where each database opened points ('' the shared one), never with a user or password. */
  private readonly targets = new Map<string, string>();

  constructor(private readonly deps: RouterDeps) {}

  /** The backend value of `agent`. */
  backend(agent: string): string {
    return backendOf(this.deps.memory(), this.deps.agents(), agent);
  }

  /** Whether this router keeps `agent`'s memory (else the service's SQLite files or shared PostgreSQL do). */
  routes(agent: string): boolean {
    const own = this.backend(agent);
    const global = this.deps.memory().backend;
    return own !== global || (own !== 'sqlite' && own !== 'postgres' && own !== 'none');
  }

  /** Whether `agent` keeps memory at all. */
  enabled(agent: string): boolean {
    return this.backend(agent) !== 'none';
  }

  /** The workspace of `agent`, where its Markdown memory lives. */
  workspace(agent: string): string {
    return workspaceDir(this.deps.dataDir, agent, this.deps.agents()[agent]?.workspace?.path);
  }

  /** The store of `agent` when this router keeps it, else undefined (the service's own). */
  storeOf(agent: string): Promise<MemoryStore> | undefined {
    if (!this.routes(agent)) return undefined;
    const backend = this.backend(agent);
    const key = `${agent}\0${backend}`;
    let store = this.stores.get(key);
    if (!store) {
      store = this.open(agent, backend);
      this.stores.set(key, store);
      store.then(
        (s) => void this.ready.set(agent, s),
        () => this.stores.delete(key),
      );
    }
    return store;
  }

  private async open(agent: string, backend: string): Promise<MemoryStore> {
    const file = memoryFile(this.deps.dataDir, agent); // checks the alias
    const ref = parseBackend(backend);
    if ('refused' in ref) throw new Error(`memory backend ${JSON.stringify(backend)} of agent "${agent}" is refused: ${ref.refused}`);
    switch (ref.kind) {
      case 'none':
        throw new Error(`agent "${agent}" keeps no memory (agents.${agent}.memory.backend.kind = "none")`);
      case 'sqlite': {
        const { MemoryDb } = await import('./store.js');
        mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
        return MemoryDb.open(file);
      }
      case 'markdown': {
        const { MarkdownMemory } = await import('./markdown-store.js');
        return MarkdownMemory.open({ workspace: this.workspace(agent), sidecar: join(dirname(file), 'markdown', `${agent}.db`), namespace: this.deps.memory().default_namespace, now: this.deps.now });
      }
      case 'postgres':
        return (await this.database(ref.alias)).agent(agent);
    }
  }

  /** The memory tables of the shared mode's database ('') or of storage.postgres.<alias>, migrated once. */
  private database(alias: string | undefined): Promise<PgMemory> {
    const key = alias ?? '';
    let db = this.databases.get(key);
    if (!db) {
      db = (async () => {
        const { PgMemory } = await import('./pg-store.js');
        if (alias === undefined) {
          const pg = await this.deps.sharedPostgres?.();
          if (!pg) throw new Error('memory backend "postgres" needs the shared mode with a PostgreSQL URL (shared.enabled and shared.postgres_url)');
          return PgMemory.open(pg);
        }
        const store = this.deps.storage().postgres?.[alias];
        if (!store?.url) throw new Error(`memory backend "postgres.${alias}" needs [storage.postgres.${alias}] with a url`);
        if (!this.deps.connect) throw new Error(`memory backend "postgres.${alias}" needs the instances extension (it connects to PostgreSQL)`);
        return PgMemory.open(await this.deps.connect(store.url, store.collection ?? 'svc'));
      })();
      db.then((d) => void this.targets.set(key, d.target)).catch(() => undefined);
      this.databases.set(key, db);
      db.catch(() => this.databases.delete(key));
    }
    return db;
  }

  /**
   * Whether routed `agent` has a memory yet, without making one: its SQLite file, its Markdown in the workspace
   * (MEMORY.md or memory/), any PostgreSQL store; never for kind = "none".
   */
  hasMemory(agent: string): boolean {
    const ref = parseBackend(this.backend(agent));
    if ('refused' in ref || ref.kind === 'none' || !ALIAS.test(agent)) return false;
    if (this.ready.has(agent) || ref.kind === 'postgres') return true;
    if (ref.kind === 'markdown') return existsSync(join(this.workspace(agent), 'MEMORY.md')) || existsSync(join(this.workspace(agent), 'memory'));
    return existsSync(memoryFile(this.deps.dataDir, agent));
  }

  /** The routed agents whose memory exists, with those of `base` (the service's own) this router does not keep. */
  async agents(base: readonly string[]): Promise<string[]> {
    const out = new Set(base.filter((a) => !this.routes(a)));
    const configured = Object.keys(this.deps.agents());
    for (const agent of new Set([...(configured.length ? configured : ['default']), ...this.ready.keys()])) {
      if (this.routes(agent) && this.hasMemory(agent)) out.add(agent);
    }
    return [...out].sort();
  }

  /** The backend of each agent whose store this router opened, for svc status: a path or a database, never a password. */
  describe(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const agent of [...this.ready.keys()].sort()) {
      const backend = this.backend(agent);
      const ref = parseBackend(backend);
      const where = 'refused' in ref ? undefined : ref.kind === 'markdown' ? this.workspace(agent) : ref.kind === 'postgres' ? this.targets.get(ref.alias ?? '') : undefined;
      out[agent] = where ? `${backend} (${where})` : backend;
    }
    return out;
  }

  /** The stores opened so far, by agent. */
  opened(): [string, MemoryStore][] {
    return [...this.ready];
  }

  async close(): Promise<void> {
    const stores = [...this.stores.values()];
    this.stores.clear();
    this.ready.clear();
    for (const s of await Promise.allSettled(stores)) if (s.status === 'fulfilled') await s.value.close();
    const dbs = [...this.databases.values()];
    this.databases.clear();
    for (const d of await Promise.allSettled(dbs)) if (d.status === 'fulfilled') await d.value.close();
  }
}
