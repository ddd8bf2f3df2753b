// `svc memory list | search | show | forget | stats | hygiene | export | import | retention`: read and edit an agent's memory
// in the process that asks, whichever its backend (SQLite in WAL, Markdown under its write lock, PostgreSQL): safe
// beside a running daemon, which sees a forgotten entry at its next recall.
import type { CommandContext, Kernel, SectionAccess } from '../../kernel/index.js';
import { SvcError } from '../../kernel/index.js';
import type { DataRetentionConfig, MemoryConfig } from './config.generated.js';

const agentOption = { agent: { type: 'string', description: 'The agent whose memory is read (default: the only agent with a memory)' } } as const;
const jsonOption = (what: string) => ({ json: { type: 'boolean', description: `Print ${what}` } }) as const;

/** The shared mode, when the instances extension runs (the PostgreSQL of memory.backend = "postgres" and "postgres.<alias>"). */
type SharedAccess = () => import('../instances/api.js').Shared | undefined;

const silentLogger = () => ({ warn: () => {}, info: () => {}, debug: () => {}, error: () => {} }) as unknown as import('../../kernel/index.js').Logger;

/**
 * A memory service in this process over whatever memory.backend and agents.<a>.memory.backend name: the SQLite files,
 * the Markdown of the workspaces, the shared mode's PostgreSQL or a [storage.postgres.<alias>] database.
 */
async function serviceFor(ctx: CommandContext, settings: SectionAccess<MemoryConfig>, shared: SharedAccess) {
  const { MemoryService } = await import('./service.js');
  const { StoreRouter } = await import('./stores.js');
  const config = settings.of(ctx.config());
  const agents = (ctx.config().agents ?? {}) as import('../agent/api.js').AgentsConfig;
  const s = shared();
  let postgres: import('./pg-store.js').PgMemory | undefined;
  if (config.backend === 'postgres') {
    const pg = await s?.postgres();
    if (!pg) throw new SvcError('SVC_ERR_USAGE', 'memory.backend = "postgres" needs the shared mode with a PostgreSQL URL (shared.enabled and shared.postgres_url)');
    postgres = await (await import('./pg-store.js')).PgMemory.open(pg);
  }
  const stores = new StoreRouter({
    dataDir: ctx.paths.dataDir,
    memory: () => config,
    agents: () => agents,
    storage: () => (ctx.config().storage ?? {}) as ReturnType<import('./stores.js').RouterDeps['storage']>,
    sharedPostgres: async () => s?.postgres(),
    ...(s?.postgresAt ? { connect: s.postgresAt.bind(s) } : {}),
    now: () => Date.now(),
  });
  // svc memory search embeds its query as a turn would: the routes of embedding_provider = "hint:<name>" too.
  const embeddingRoutes = (ctx.config().embedding_routes ?? []) as readonly import('./embed.js').EmbeddingRoute[];
  const service = new MemoryService(() => config, ctx.paths.dataDir, silentLogger(), () => Date.now(), { embeddingRoutes, stores, ...(postgres ? { postgres } : {}) });
  /** The agents that have a memory: SQLite files, rows in PostgreSQL, Markdown in their workspace. */
  const withMemory = async (): Promise<string[]> => {
    const own = postgres ? await postgres.agents() : service.agentsWithFiles();
    return stores.agents(own);
  };
  return { service, config, withMemory };
}

/** The service and the agent --agent names (default: the only agent with a memory), which must have a memory unless `any`. */
async function openService(ctx: CommandContext, settings: SectionAccess<MemoryConfig>, shared: SharedAccess, any = false) {
  const opened = await serviceFor(ctx, settings, shared);
  try {
    let agent = typeof ctx.options.agent === 'string' ? ctx.options.agent : undefined;
    const have = agent && any ? [] : await opened.withMemory();
    if (!agent) {
      if (have.length !== 1) throw new SvcError('SVC_ERR_USAGE', have.length ? `several agents have a memory (${have.join(', ')}): name one with --agent` : 'no agent has a memory yet');
      agent = have[0]!;
    }
    // With no [agents], the one agent is "default".
    const configured = Object.keys(ctx.config().agents ?? {}).length ? Object.keys(ctx.config().agents ?? {}) : ['default'];
    // A name that is no agent at all is a typo, not an agent without memory (a removed agent's memory stays reachable).
    if (!configured.includes(agent) && !have.includes(agent)) throw new SvcError('SVC_ERR_USAGE', `no agent "${agent}" is configured (configured: ${configured.join(', ')})`);
    if (!any && !have.includes(agent)) throw new SvcError('SVC_ERR_USAGE', `agent "${agent}" has no memory yet`);
    return { agent, ...opened, db: await opened.service.storeOf(agent) };
  } catch (err) {
    await opened.service.close();
    throw err;
  }
}

const day = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
const line = (e: { id: number; updatedAt: number; category: string; namespace: string; content: string; archivedAt?: number; supersededBy?: number }): string =>
  `${e.id}\t${day(e.updatedAt)}\t${e.category}${e.archivedAt ? ' (archived)' : ''}${e.supersededBy ? ` (superseded by ${e.supersededBy})` : ''}\t${e.namespace}\t${e.content.replace(/\s+/g, ' ').slice(0, 120)}\n`;

export function registerMemoryCommands(kernel: Pick<Kernel, 'addCommand'>, settings: SectionAccess<MemoryConfig>, retention: SectionAccess<DataRetentionConfig>, shared: SharedAccess = () => undefined): void {
  const withService = async <T>(ctx: CommandContext, run: (m: Awaited<ReturnType<typeof openService>>) => Promise<T>, any = false): Promise<T> => {
    const m = await openService(ctx, settings, shared, any);
    try {
      return await run(m);
    } finally {
      await m.service.close();
    }
  };

  kernel.addCommand({
    name: 'memory list',
    summary: "The newest entries of an agent's memory",
    needs: 'config',
    options: { ...agentOption, namespace: { type: 'string', description: 'Only this namespace' }, limit: { type: 'string', description: 'Entries at most (default 50)' }, ...jsonOption('{"agent", "entries": [...]}') },
    run: (ctx) =>
      withService(ctx, async ({ agent, db }) => {
        const limit = Math.max(1, Math.min(10_000, Number(ctx.options.limit ?? 50) || 50));
        const entries = await db.list(limit, typeof ctx.options.namespace === 'string' ? ctx.options.namespace : undefined);
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agent, entries }, null, 2)}\n`);
        if (!entries.length) return void ctx.stdout.write(`agent "${agent}" has no memory entries\n`);
        for (const e of entries) ctx.stdout.write(line(e));
      }),
  });

  kernel.addCommand({
    name: 'memory search',
    summary: "Recall from an agent's memory as a turn would (keyword search, plus vectors when an embedding provider answers)",
    usage: 'QUERY',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { ...agentOption, limit: { type: 'string', description: 'Entries at most (default 5)' }, ...jsonOption('{"agent", "hits": [{..., "score", "relevance", "keyword", "vector"}]}') },
    run: (ctx) =>
      withService(ctx, async ({ agent, service }) => {
        const limit = Math.max(1, Math.min(100, Number(ctx.options.limit ?? 5) || 5));
        const hits = await service.recall(agent, { text: ctx.positionals[0]!, limit });
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agent, hits }, null, 2)}\n`);
        if (!hits.length) return void ctx.stdout.write('no entry matches\n');
        for (const h of hits) ctx.stdout.write(`${h.score.toFixed(3)}\t${line(h)}`);
      }),
  });

  kernel.addCommand({
    name: 'memory show',
    summary: 'One entry of an agent\'s memory, with its source and tags',
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { ...agentOption, ...jsonOption('the entry') },
    run: (ctx) =>
      withService(ctx, async ({ agent, db }) => {
        const entry = await db.get(Number(ctx.positionals[0]));
        if (!entry) throw new SvcError('SVC_ERR_USAGE', `agent "${agent}" has no memory entry ${ctx.positionals[0]}`);
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(entry, null, 2)}\n`);
        ctx.stdout.write(`id ${entry.id}\ncategory ${entry.category}\nnamespace ${entry.namespace}\nimportance ${entry.importance}\ncreated ${day(entry.createdAt)}\nupdated ${day(entry.updatedAt)}\n`);
        ctx.stdout.write(`source ${JSON.stringify(entry.source)}\nscope ${entry.scope ?? 'shared'}\ntags ${entry.tags.join(', ') || '-'}\n\n${entry.content}\n`);
      }),
  });

  kernel.addCommand({
    name: 'memory forget',
    summary: "Delete one entry of an agent's memory (a running daemon no longer recalls it)",
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { ...agentOption, ...jsonOption('{"agent", "id", "forgotten"}') },
    run: (ctx) =>
      withService(ctx, async ({ agent, db }) => {
        const id = Number(ctx.positionals[0]);
        if (!Number.isInteger(id) || id < 1) throw new SvcError('SVC_ERR_USAGE', `"${ctx.positionals[0]}" is not an entry id`);
        // The operator may forget in any namespace (read_only_namespaces binds the agent's tools).
        const forgotten = await db.forget(id);
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agent, id, forgotten })}\n`);
        if (!forgotten) throw new SvcError('SVC_ERR_USAGE', `agent "${agent}" has no memory entry ${id}`);
        ctx.stdout.write(`forgot entry ${id} of agent "${agent}"\n`);
      }),
  });

  kernel.addCommand({
    name: 'memory stats',
    summary: "Entries of an agent's memory by category and namespace, and stored embeddings",
    needs: 'config',
    options: { ...agentOption, ...jsonOption('{"agent", "entries", "embeddings", "by": [...], "embedding_provider"}') },
    run: (ctx) =>
      withService(ctx, async ({ agent, db, config }) => {
        const stats = await db.stats();
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agent, ...stats, embedding_provider: config.embedding_provider }, null, 2)}\n`);
        ctx.stdout.write(`agent ${agent}: ${stats.entries} entries, ${stats.embeddings} embeddings (provider ${config.embedding_provider}${config.embedding_provider === 'none' ? ': keyword search only' : ''})\n`);
        for (const b of stats.by) ctx.stdout.write(`  ${b.category}\t${b.namespace}\t${b.entries}\n`);
      }),
  });

  kernel.addCommand({
    name: 'memory hygiene',
    summary: "Run the memory hygiene now (retention, archive, purge, caps) on an agent's memory, or every agent's with --all",
    needs: 'config',
    options: { ...agentOption, all: { type: 'boolean', description: 'Every agent with a memory' }, ...jsonOption('{"agents": {"<agent>": {"archived", "purged", "evicted"}}}') },
    run: async (ctx) => {
      let agents: Record<string, import('./hygiene.js').HygieneCounts>;
      if (ctx.options.all) {
        const { service } = await serviceFor(ctx, settings, shared);
        try {
          agents = await service.hygiene();
        } finally {
          await service.close();
        }
      } else agents = await withService(ctx, async ({ agent, service }) => ({ [agent]: await service.hygieneOf(agent) }));
      if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agents }, null, 2)}\n`);
      for (const [agent, c] of Object.entries(agents)) ctx.stdout.write(`agent ${agent}: ${c.archived} archived, ${c.purged} purged, ${c.evicted} evicted\n`);
    },
  });

  kernel.addCommand({
    name: 'memory export',
    summary: "Every entry of an agent's memory as JSON lines (one entry a line: what svc memory import reads)",
    needs: 'config',
    options: { ...agentOption, out: { type: 'string', description: 'Write to this new file (0600) instead of standard output' } },
    run: (ctx) =>
      withService(ctx, async ({ agent, db }) => {
        const out = typeof ctx.options.out === 'string' ? ctx.options.out : undefined;
        if (out) {
          const { openSync, writeSync, closeSync } = await import('node:fs');
          // A new file only ('wx'), private from its first byte: an export holds everything the agent remembers.
          let fd: number;
          try {
            fd = openSync(out, 'wx', 0o600);
          } catch (err) {
            const code = (err as NodeJS.ErrnoException).code;
            if (code === 'EEXIST') throw new SvcError('SVC_ERR_USAGE', `${out} exists: an export never overwrites a file; name a new one with --out`);
            if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EACCES') throw new SvcError('SVC_ERR_USAGE', `cannot create ${out} (${code}): name a new file in a folder you may write`);
            throw err;
          }
          let n = 0;
          try {
            for await (const e of db.all()) {
              writeSync(fd, `${JSON.stringify(e)}\n`);
              n++;
            }
          } finally {
            closeSync(fd);
          }
          ctx.stderr.write(`exported ${n} entries of agent "${agent}" to ${out}\n`);
        } else for await (const e of db.all()) ctx.stdout.write(`${JSON.stringify(e)}\n`);
      }),
  });

  kernel.addCommand({
    name: 'memory import',
    summary: "Add the entries of an export (JSON lines) to an agent's memory; entries it already holds are skipped",
    usage: 'FILE',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { agent: { type: 'string', description: 'The agent whose memory receives them (default: the only agent with a memory; required when none has one)' }, ...jsonOption('{"agent", "added", "skipped"}') },
    run: async (ctx) => {
      const { readFileSync } = await import('node:fs');
      const { parseExportLine } = await import('./transfer.js');
      const lines = readFileSync(ctx.positionals[0]!, 'utf8').split('\n').filter((l) => l.trim());
      // Every line is checked before anything is written: a bad file adds nothing.
      const entries = lines.map((line, i) => parseExportLine(line, i + 1));
      // With --agent, an agent without a memory yet receives one.
      await withService(
        ctx,
        async ({ agent, db }) => {
          let added = 0;
          for (const e of entries) if (await db.restore(e)) added++;
          const result = { agent, added, skipped: entries.length - added };
          if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(result)}\n`);
          ctx.stdout.write(`agent "${agent}": ${added} entries added, ${result.skipped} already held\n`);
        },
        true,
      );
    },
  });

  kernel.addCommand({
    name: 'memory retention',
    summary: 'Preview which memory entries are older than data_retention.retention_days (read-only: nothing is purged)',
    needs: 'config',
    options: { ...agentOption, all: { type: 'boolean', description: 'Every agent with a memory' }, preview: { type: 'boolean', description: 'List what a retention purge would cover (the only mode: the spec has no confirmed purge)' }, ...jsonOption('{"retention_days", "before", "agents": {"<agent>": {"entries": n, "oldest": [...]}}}') },
    run: async (ctx) => {
      if (!ctx.options.preview) throw new SvcError('SVC_ERR_USAGE', 'svc memory retention only previews: add --preview (a confirmed purge does not exist; hygiene and the *_retention_days keys delete)');
      const days = retention.of(ctx.config()).retention_days;
      const before = Date.now() - days * 86_400_000;
      const { service, withMemory } = await serviceFor(ctx, settings, shared);
      const agents: Record<string, { entries: number; oldest: { id: number; updated: string; category: string; namespace: string }[] }> = {};
      try {
        const names = ctx.options.all ? await withMemory() : [await openService(ctx, settings, shared).then(async (m) => (await m.service.close(), m.agent))];
        for (const agent of names) {
          const db = await service.storeOf(agent);
          const old: { id: number; updated: string; category: string; namespace: string }[] = [];
          let n = 0;
          for await (const e of db.all()) {
            if (e.updatedAt >= before) continue;
            n++;
            if (old.length < 20) old.push({ id: e.id, updated: day(e.updatedAt), category: e.category, namespace: e.namespace });
          }
          agents[agent] = { entries: n, oldest: old };
        }
      } finally {
        await service.close();
      }
      if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ retention_days: days, before: new Date(before).toISOString(), agents }, null, 2)}\n`);
      ctx.stdout.write(`entries last updated more than ${days} days ago (before ${day(before)}); nothing is purged:\n`);
      for (const [agent, r] of Object.entries(agents)) {
        ctx.stdout.write(`agent ${agent}: ${r.entries}\n`);
        for (const e of r.oldest) ctx.stdout.write(`  ${e.id}\t${e.updated}\t${e.category}\t${e.namespace}\n`);
      }
    },
  });

  kernel.addCommand({
    name: 'memory audit',
    summary: "The newest records of memory's audit trail (memory.audit_enabled): writes and forgets, never the content",
    needs: 'config',
    options: { agent: { type: 'string', description: 'Only this agent\'s records' }, limit: { type: 'string', description: 'Records at most (default 50)' }, ...jsonOption('the records as a JSON array') },
    run: async (ctx) => {
      const { existsSync } = await import('node:fs');
      const { auditTrailFile, MemoryAuditTrail } = await import('./audit-trail.js');
      const limit = ctx.options.limit === undefined ? 50 : Number(ctx.options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new SvcError('SVC_ERR_USAGE', '--limit must be a whole number from 1 to 10000');
      const file = auditTrailFile(ctx.paths.dataDir);
      let rows: import('./audit-trail.js').AuditRow[] = [];
      if (existsSync(file)) {
        const trail = await MemoryAuditTrail.open(file);
        try {
          rows = trail.list(limit, typeof ctx.options.agent === 'string' ? ctx.options.agent : undefined);
        } finally {
          trail.close();
        }
      }
      if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(rows.map((r) => ({ at: new Date(r.at).toISOString(), event: r.event, ...r.fields })), null, 2)}\n`);
      if (!rows.length) return void ctx.stdout.write(settings.of(ctx.config()).audit_enabled ? 'no memory audit records\n' : 'no memory audit records (memory.audit_enabled = false)\n');
      for (const r of rows) ctx.stdout.write(`${day(r.at)}\t${r.event}\t${Object.entries(r.fields).map(([k, v]) => `${k}=${v}`).join(' ')}\n`);
    },
  });
}
