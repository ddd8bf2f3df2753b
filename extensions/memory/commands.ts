// `svc memory list | search | show | forget | stats | hygiene | export | import | retention`: read and edit an agent's memory file in the process that asks
// (WAL: safe beside a running daemon, which sees a forgotten entry at its next recall).
import type { CommandContext, Kernel, SectionAccess } from '../../kernel/index.js';
import { SvcError } from '../../kernel/index.js';
import type { DataRetentionConfig, MemoryConfig } from './config.generated.js';

const agentOption = { agent: { type: 'string', description: 'The agent whose memory is read (default: the only agent with a memory file)' } } as const;
const jsonOption = (what: string) => ({ json: { type: 'boolean', description: `Print ${what}` } }) as const;

async function openService(ctx: CommandContext, settings: SectionAccess<MemoryConfig>) {
  const { existsSync, readdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { MemoryService, memoryFile, POSTGRES_CLI } = await import('./service.js');
  if (settings.of(ctx.config()).backend === 'postgres') throw new SvcError('SVC_ERR_USAGE', POSTGRES_CLI);
  const dir = join(ctx.paths.dataDir, 'state', 'memory');
  let agent = typeof ctx.options.agent === 'string' ? ctx.options.agent : undefined;
  if (!agent) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.db')) : [];
    if (files.length !== 1) {
      throw new SvcError('SVC_ERR_USAGE', files.length ? `several agents have a memory (${files.map((f) => f.slice(0, -3)).join(', ')}): name one with --agent` : `no agent has a memory yet (no file in ${dir})`);
    }
    agent = files[0]!.slice(0, -3);
  }
  if (!existsSync(memoryFile(ctx.paths.dataDir, agent))) throw new SvcError('SVC_ERR_USAGE', `agent "${agent}" has no memory yet (no ${memoryFile(ctx.paths.dataDir, agent)})`);
  const config = settings.of(ctx.config());
  const silent = { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as unknown as import('../../kernel/index.js').Logger;
  // svc memory search embeds its query as a turn would: the routes of embedding_provider = "hint:<name>" too.
  const embeddingRoutes = (ctx.config().embedding_routes ?? []) as readonly import('./embed.js').EmbeddingRoute[];
  const service = new MemoryService(() => config, ctx.paths.dataDir, silent, () => Date.now(), { embeddingRoutes });
  return { agent, service, db: await service.db(agent), config };
}

const day = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
const line = (e: { id: number; updatedAt: number; category: string; namespace: string; content: string; archivedAt?: number; supersededBy?: number }): string =>
  `${e.id}\t${day(e.updatedAt)}\t${e.category}${e.archivedAt ? ' (archived)' : ''}${e.supersededBy ? ` (superseded by ${e.supersededBy})` : ''}\t${e.namespace}\t${e.content.replace(/\s+/g, ' ').slice(0, 120)}\n`;

export function registerMemoryCommands(kernel: Pick<Kernel, 'addCommand'>, settings: SectionAccess<MemoryConfig>, retention: SectionAccess<DataRetentionConfig>): void {
  const withService = async <T>(ctx: CommandContext, run: (m: Awaited<ReturnType<typeof openService>>) => Promise<T>): Promise<T> => {
    const m = await openService(ctx, settings);
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
        const entries = db.list(limit, typeof ctx.options.namespace === 'string' ? ctx.options.namespace : undefined);
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
        const entry = db.get(Number(ctx.positionals[0]));
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
        const forgotten = db.forget(id);
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
        const stats = db.stats();
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ agent, ...stats, embedding_provider: config.embedding_provider }, null, 2)}\n`);
        ctx.stdout.write(`agent ${agent}: ${stats.entries} entries, ${stats.embeddings} embeddings (provider ${config.embedding_provider}${config.embedding_provider === 'none' ? ': keyword search only' : ''})\n`);
        for (const b of stats.by) ctx.stdout.write(`  ${b.category}\t${b.namespace}\t${b.entries}\n`);
      }),
  });

  kernel.addCommand({
    name: 'memory hygiene',
    summary: "Run the memory hygiene now (retention, archive, purge, caps) on an agent's memory, or every agent's with --all",
    needs: 'config',
    options: { ...agentOption, all: { type: 'boolean', description: 'Every agent with a memory file' }, ...jsonOption('{"agents": {"<agent>": {"archived", "purged", "evicted"}}}') },
    run: async (ctx) => {
      const { MemoryService } = await import('./service.js');
      const { runHygiene } = await import('./hygiene.js');
      const config = settings.of(ctx.config());
      let agents: Record<string, import('./hygiene.js').HygieneCounts>;
      if (ctx.options.all) {
        const silent = { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as unknown as import('../../kernel/index.js').Logger;
        const service = new MemoryService(() => config, ctx.paths.dataDir, silent, () => Date.now());
        try {
          agents = await service.hygiene();
        } finally {
          await service.close();
        }
      } else agents = await withService(ctx, async ({ agent, db }) => ({ [agent]: await runHygiene(db, config, Date.now()) }));
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
          const fd = openSync(out, 'wx', 0o600);
          let n = 0;
          try {
            for (const e of db.all()) {
              writeSync(fd, `${JSON.stringify(e)}\n`);
              n++;
            }
          } finally {
            closeSync(fd);
          }
          ctx.stderr.write(`exported ${n} entries of agent "${agent}" to ${out}\n`);
        } else for (const e of db.all()) ctx.stdout.write(`${JSON.stringify(e)}\n`);
      }),
  });

  kernel.addCommand({
    name: 'memory import',
    summary: "Add the entries of an export (JSON lines) to an agent's memory; entries it already holds are skipped",
    usage: 'FILE',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { agent: { type: 'string', description: 'The agent whose memory receives them (default: the only agent with a memory file; required when none has one)' }, ...jsonOption('{"agent", "added", "skipped"}') },
    run: async (ctx) => {
      const { readFileSync } = await import('node:fs');
      const { MemoryService } = await import('./service.js');
      const { parseExportLine } = await import('./transfer.js');
      const config = settings.of(ctx.config());
      const lines = readFileSync(ctx.positionals[0]!, 'utf8').split('\n').filter((l) => l.trim());
      // Every line is checked before anything is written: a bad file adds nothing.
      const entries = lines.map((line, i) => parseExportLine(line, i + 1));
      const agent = typeof ctx.options.agent === 'string' ? ctx.options.agent : await openService(ctx, settings).then(async (m) => (await m.service.close(), m.agent));
      const silent = { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as unknown as import('../../kernel/index.js').Logger;
      const service = new MemoryService(() => config, ctx.paths.dataDir, silent, () => Date.now());
      try {
        const db = await service.db(agent);
        let added = 0;
        for (const e of entries) if (db.restore(e)) added++;
        const result = { agent, added, skipped: entries.length - added };
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(result)}\n`);
        ctx.stdout.write(`agent "${agent}": ${added} entries added, ${result.skipped} already held\n`);
      } finally {
        await service.close();
      }
    },
  });

  kernel.addCommand({
    name: 'memory retention',
    summary: 'Preview which memory entries are older than data_retention.retention_days (read-only: nothing is purged)',
    needs: 'config',
    options: { ...agentOption, all: { type: 'boolean', description: 'Every agent with a memory file' }, preview: { type: 'boolean', description: 'List what a retention purge would cover (the only mode: the spec has no confirmed purge)' }, ...jsonOption('{"retention_days", "before", "agents": {"<agent>": {"entries": n, "oldest": [...]}}}') },
    run: async (ctx) => {
      if (!ctx.options.preview) throw new SvcError('SVC_ERR_USAGE', 'svc memory retention only previews: add --preview (a confirmed purge does not exist; hygiene and the *_retention_days keys delete)');
      const { MemoryService } = await import('./service.js');
      const config = settings.of(ctx.config());
      const days = retention.of(ctx.config()).retention_days;
      const before = Date.now() - days * 86_400_000;
      const silent = { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as unknown as import('../../kernel/index.js').Logger;
      const service = new MemoryService(() => config, ctx.paths.dataDir, silent, () => Date.now());
      const agents: Record<string, { entries: number; oldest: { id: number; updated: string; category: string; namespace: string }[] }> = {};
      try {
        const names = ctx.options.all ? service.agentsWithFiles() : [await openService(ctx, settings).then(async (m) => (await m.service.close(), m.agent))];
        for (const agent of names) {
          const db = await service.db(agent);
          const old: { id: number; updated: string; category: string; namespace: string }[] = [];
          let n = 0;
          for (const e of db.all()) {
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
}
