// The memory extension: owns [memory] and [storage]; one store per agent (SQLite, store.ts; Markdown in its workspace,
// markdown-store.ts; PostgreSQL, pg-store.ts; chosen in stores.ts), recalled into each turn through the agent's
// beforeTurn hook (auto_hydrate), fed from its afterTurn hook (auto_save), and the memory tools. qdrant and lucid are
// refused at load until a real server can be tested.
import { defineExtension, metricsPoint, statusPoint, systemClock, type Clock, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { agentHooksPoint, toolsPoint, type AgentsConfig, type ToolDefinition } from '../agent/api.js';
import { auditPoint } from '../audit/api.js';
import { sharedPoint } from '../instances/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { memoryPoint, readMemoryFrom } from './api.js';
import { scopeOf as senderScope, type Scope } from './store.js';
import { registerMemoryCommands } from './commands.js';
import type { DataRetentionConfig, EmbeddingRoutesConfig, MemoryConfig } from './config.generated.js';
import type { Fetcher } from './embed.js';
import { dataRetentionSection, embeddingRoutesSection, memorySection } from './schema.js';
import { memoryContext, MemoryService, ReadOnlyNamespace, ThreatRejected } from './service.js';
import { CATEGORIES, loadSqlite, type Category } from './store.js';
import { EXPORT_TOOL_ENTRIES, exportText } from './transfer.js';
import { scanThreat } from './policy.js';
import type { Entry } from './store.js';
import { entriesGauge, memoryObserver } from './observe.js';
import { backendOf, checkBackends, StoreRouter, type RouterDeps } from './stores.js';
import { storageSection } from './storage-schema.js';
import { registerMemoryRoutes } from './routes.js';
import { gatewayRoutesPoint } from '../gateway/api.js';
import { registerResponseCache } from './response-cache.js';

export const NAME = 'memory';



/** Each agent read_memory_from names must be configured (with no [agents] there is only "default"). */
export function checkReadMemoryFrom(agents: AgentsConfig, report: ProblemReport): void {
  const known = new Set(Object.keys(agents).length ? Object.keys(agents) : ['default']);
  for (const agent of Object.keys(agents)) {
    for (const other of readMemoryFrom(agents, agent)) {
      if (!known.has(other)) report.add(`agents.${agent}.workspace.read_memory_from`, `names agent "${other}", which is not configured (agents: ${[...known].join(', ')})`);
    }
  }
}

/** embedding_provider = "hint:<name>" must name a hint of [[embedding_routes]], each hint once. */
export function checkEmbeddingRoute(config: MemoryConfig, routes: EmbeddingRoutesConfig, report: ProblemReport): void {
  const hints = routes.map((r) => r.hint);
  hints.forEach((h, i) => {
    if (hints.indexOf(h) !== i) report.add(`embedding_routes[${i}].hint`, `"${h}" is the hint of an earlier rule too; each hint has one rule`);
  });
  if (!config.embedding_provider.startsWith('hint:')) return;
  const hint = config.embedding_provider.slice('hint:'.length);
  if (!hints.includes(hint)) report.add('memory.embedding_provider', `names hint "${hint}", which no [[embedding_routes]] rule has (hints: ${hints.join(', ') || 'none'})`);
}

/** The `via` of memory entries in the leak detector's WARN and metric. */
export const MEMORY_VIA = 'memory';

/** Characters of the [Memory context] block at most (about 1,000 tokens). */
export const MAX_CONTEXT_CHARS = 4000;

/** When the first hygiene pass runs after the start, and how often the next ones do. */
export const HYGIENE_FIRST_MS = 60_000;
export const HYGIENE_INTERVAL_MS = 6 * 3_600_000;

export interface MemoryOptions {
  /** The embeddings request, instead of the HTTP one (unit tests). */
  readonly fetcher?: Fetcher;
  /** The clock of entry times and the hygiene schedule (default: the real one). */
  readonly clock?: Clock;
}

export function createMemoryExtension(options: MemoryOptions = {}): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Long-term memory per agent (SQLite, Markdown in its workspace or PostgreSQL; keyword and vector search): recalled into each turn, saved after it, and the memory tools.',
    dependsOn: ['agent'],
    optionalDependsOn: ['leak-detection', 'audit', 'instances', 'gateway'],
    sections: { memory: memorySection, data_retention: dataRetentionSection, embedding_routes: embeddingRoutesSection, storage: storageSection },
    apply(kernel) {
      const settings = kernel.config<MemoryConfig>('memory');
      const log = kernel.logger;
      const clock = options.clock ?? systemClock;
      /** The scope of what a turn keeps and recalls: per sender, unless memory.share_across_senders shares it all. */
      const scopeOf = (turn: Parameters<typeof senderScope>[0]): Scope => (settings().share_across_senders ? null : senderScope(turn));
      /** memory.backend = "postgres": the shared mode's database, its memory tables migrated (pg-store.ts). */
      const openPgMemory = async () => {
        const pg = await kernel.tryUse(sharedPoint)?.postgres();
        if (!pg) throw new Error('memory.backend = "postgres" needs the shared mode with a PostgreSQL URL (shared.enabled and shared.postgres_url)');
        const { PgMemory } = await import('./pg-store.js');
        return PgMemory.open(pg);
      };
      /** The data directory, once the service started (the admin routes read SQLite files there). */
      let dataDir: string | undefined;
      const service = kernel.service({
        point: memoryPoint,
        start: async ({ runtime: { paths } }) => {
          dataDir = paths.dataDir;
          if (settings().backend === 'sqlite') await loadSqlite();
          const postgres = settings().backend === 'postgres' ? await openPgMemory() : undefined;
          // Every entry is scanned for leaked credentials before it is kept, as the conversation history is.
          const leaks = kernel.tryUse(leakGuardPoint);
          // Markdown, storage.postgres.<alias> and the agents with a backend of their own (stores.ts).
          const shared = kernel.tryUse(sharedPoint);
          const stores = new StoreRouter({
            dataDir: paths.dataDir,
            memory: settings,
            agents,
            storage: () => kernel.config<ReturnType<RouterDeps['storage']>>('storage')(),
            sharedPostgres: async () => shared?.postgres(),
            ...(shared?.postgresAt ? { connect: shared.postgresAt.bind(shared) } : {}),
            now: () => clock.now(),
          });
          const s = new MemoryService(settings, paths.dataDir, log, () => clock.now(), { stores, embeddingRoutes: routes(), ...(postgres ? { postgres } : {}), ...(options.fetcher ? { fetcher: options.fetcher } : {}), ...(leaks ? { redact: (text: string) => leaks.redact(text, MEMORY_VIA) } : {}) });
          if (s.enabled && settings().hygiene_enabled) s.scheduleHygiene(clock, HYGIENE_FIRST_MS, HYGIENE_INTERVAL_MS);
          return s;
        },
        close: (s) => s.close(),
      });
      const agents = kernel.config<AgentsConfig>('agents');
      const routes = kernel.config<EmbeddingRoutesConfig>('embedding_routes');
      kernel.hooks.validateConfig.tap(NAME, (config: ConfigObject, report) => {
        checkEmbeddingRoute(settings.of(config), routes.of(config), report);
        checkBackends(config, report);
        checkReadMemoryFrom(agents.of(config), report);
      });
      const observe = memoryObserver(
        kernel.use(metricsPoint),
        () => kernel.tryUse(auditPoint),
        () => settings().audit_enabled,
        () => {
          const st = service.current()?.status();
          return st ? { calls: st.embedding_calls, failing: st.embedding === 'failing' } : undefined;
        },
        (event, fields) => void service.current()?.audit(event, fields),
      );
      entriesGauge(kernel.use(metricsPoint), () => {
        const s = service.current();
        if (!s?.enabled) return [];
        // A store not opened yet (no turn since the start) is opened now, so the next scrape counts it.
        if (settings().backend === 'sqlite') for (const agent of s.agentsWithFiles()) void s.storeOf(agent).catch(() => undefined);
        return s.openStores();
      });
      const gateway = kernel.tryUse(gatewayRoutesPoint);
      if (gateway) {
        const configured = () => (Object.keys(agents()).length ? Object.keys(agents()) : ['default']);
        registerMemoryRoutes(gateway, { name: NAME, service: () => service.current(), agents: configured, dataDir: () => dataDir, observe });
      }
      // Keyword-only recall (no provider, or one failing) is said in svc status, not only in the log.
      kernel.use(statusPoint).section(NAME, () => service.current()?.status() ?? { backend: settings().backend });

      const hooks = kernel.use(agentHooksPoint);
      hooks.beforeTurn.tapPromise(NAME, async (turn) => {
        const s = service.current();
        const c = settings();
        if (!s?.enabled || !c.auto_hydrate || turn.memoryRecallLimit <= 0 || backendOf(c, agents(), turn.agent) === 'none') return;
        // An untrusted speaker recalls the shared entries and its own, never another sender's (scopeOf).
        const viewer = scopeOf(turn);
        const hits = await s.recall(turn.agent, { text: turn.message, limit: turn.memoryRecallLimit, ...(viewer !== null ? { viewer } : {}), alsoFrom: readMemoryFrom(agents(), turn.agent), exclude: { channel: turn.channel, conversation: turn.conversation }, signal: turn.signal });
        observe.recalled(turn.agent, 'turn', hits);
        let block = memoryContext(hits, c.recall_date_stamp);
        if (block.length > MAX_CONTEXT_CHARS) block = `${block.slice(0, MAX_CONTEXT_CHARS - 1)}…`;
        if (block) turn.addContext(block);
      });
      hooks.afterTurn.tapPromise(NAME, async (turn) => {
        const s = service.current();
        if (!s?.enabled || !settings().auto_save || turn.ephemeral || backendOf(settings(), agents(), turn.agent) === 'none') return;
        const source = { channel: turn.channel, conversation: turn.conversation, ...(turn.sender ? { sender: turn.sender } : {}) };
        const scope = scopeOf(turn);
        // An entry the threat scan refuses is left out (logged by the service); the other one is still kept.
        const keep = (content: string, importance: number) =>
          s.storeAll(turn.agent, { content, category: 'conversation', importance, source, scope }).then(
            (entries) => observe.kept(turn.agent, 'turn', entries),
            (err: unknown) => {
              if (!(err instanceof ThreatRejected)) throw err;
              observe.refused(turn.agent, 'turn', 'threat_scan');
            },
          );
        await keep(turn.message, 0.3);
        if (turn.reply) await keep(turn.reply, 0.2);
      });

      const available = ({ config, agent }: { config: ConfigObject; agent: string }): true | string =>
        settings.of(config).backend === 'none' ? 'memory.backend = "none"' : backendOf(settings.of(config), agents.of(config), agent) === 'none' ? `agents.${agent}.memory.backend.kind = "none"` : true;
      const running = () => {
        const s = service.current();
        if (!s?.enabled) throw new Error('memory is not running (memory.backend = "none")');
        return s;
      };
      /** The viewer of a tool call: its scope when the turn is untrusted, none (every entry) for the operator's. */
      const viewerOf = (ctx: Parameters<typeof scopeOf>[0]): { viewer?: string } => {
        const scope = scopeOf(ctx);
        return scope === null ? {} : { viewer: scope };
      };
      const refusal = (agent: string, err: unknown): string => {
        if (err instanceof ReadOnlyNamespace || err instanceof ThreatRejected) {
          observe.refused(agent, 'tool', err instanceof ThreatRejected ? 'threat_scan' : 'read_only');
          return `Refused: ${err.message}.`;
        }
        throw err;
      };
      const tools: ToolDefinition[] = [
        {
          name: 'memory_store',
          reaches: ['memory'],
          description: 'Save a fact or note in your long-term memory, recalled in later conversations (with an untrusted sender: only in that sender\'s). Returns the entry id.',
          parameters: {
            type: 'object',
            additionalProperties: false,
            required: ['content'],
            properties: {
              content: { type: 'string', minLength: 1, maxLength: 8192, description: 'What to remember, self-contained' },
              category: { type: 'string', enum: [...CATEGORIES], description: 'core (lasting facts, default), daily (notes of the day) or conversation' },
              importance: { type: 'number', minimum: 0, maximum: 1, description: 'How much it matters, 0 to 1 (default 0.5)' },
              namespace: { type: 'string', minLength: 1, maxLength: 64, description: 'Namespace (default memory.default_namespace)' },
              tags: { type: 'array', maxItems: 16, items: { type: 'string', minLength: 1, maxLength: 64 } },
            },
          },
          available,
          handler: async (args, ctx) => {
            try {
              const entries = await running().storeAll(ctx.agent, {
                content: String(args.content),
                ...(typeof args.category === 'string' ? { category: args.category as Category } : {}),
                ...(typeof args.importance === 'number' ? { importance: args.importance } : {}),
                ...(typeof args.namespace === 'string' ? { namespace: args.namespace } : {}),
                ...(Array.isArray(args.tags) ? { tags: args.tags as string[] } : {}),
                source: { channel: ctx.channel, conversation: ctx.conversation, ...(ctx.sender ? { sender: ctx.sender } : {}), tool: 'memory_store' },
                scope: scopeOf(ctx),
              });
              observe.kept(ctx.agent, 'tool', entries);
              const [entry] = entries;
              if (entries.length > 1) return `Stored as memory entries ${entries.map((e) => e.id).join(', ')} (${entries.length} chunks; ${entry!.category}, namespace ${entry!.namespace}).`;
              return `Stored as memory entry ${entry!.id} (${entry!.category}, namespace ${entry!.namespace}).`;
            } catch (err) {
              return refusal(ctx.agent, err);
            }
          },
        },
        {
          name: 'memory_recall',
          reaches: ['memory'],
          description: 'Search your long-term memory; returns the best entries with their id, date and score.',
          parameters: {
            type: 'object',
            additionalProperties: false,
            required: ['query'],
            properties: {
              query: { type: 'string', minLength: 1, maxLength: 1000, description: 'What to look for' },
              limit: { type: 'integer', minimum: 1, maximum: 20, description: 'Entries wanted (default 5)' },
              namespace: { type: 'string', minLength: 1, maxLength: 64, description: 'Only this namespace' },
            },
          },
          available,
          handler: async (args, ctx) => {
            const hits = await running().recall(ctx.agent, {
              text: String(args.query),
              limit: typeof args.limit === 'number' ? args.limit : 5,
              ...(typeof args.namespace === 'string' ? { namespace: args.namespace } : {}),
              ...viewerOf(ctx),
              alsoFrom: readMemoryFrom(agents(), ctx.agent),
              signal: ctx.signal,
            });
            observe.recalled(ctx.agent, 'tool', hits);
            if (!hits.length) return 'No memory entry matches.';
            return hits.map((h) => `#${h.id} [${new Date(h.updatedAt).toISOString().slice(0, 10)}] (${h.category}${h.fromAgent ? `, from agent ${h.fromAgent}` : ''}, score ${h.score.toFixed(2)}) ${h.content}`).join('\n');
          },
        },
        {
          name: 'memory_forget',
          reaches: ['memory'],
          description: 'Delete one entry of your long-term memory by its id (from memory_recall).',
          parameters: {
            type: 'object',
            additionalProperties: false,
            required: ['id'],
            properties: { id: { type: 'integer', minimum: 1, description: 'The entry id' } },
          },
          available,
          handler: async (args, ctx) => {
            try {
              const id = Number(args.id);
              if (!(await running().forget(ctx.agent, id, viewerOf(ctx).viewer))) return `No memory entry ${id}.`;
              observe.forgotten(ctx.agent, 'tool', id, scopeOf(ctx));
              return `Memory entry ${id} forgotten.`;
            } catch (err) {
              return refusal(ctx.agent, err);
            }
          },
        },
      ];
      tools.push({
        name: 'memory_export',
        reaches: ['memory'],
        description: 'List every live entry of your long-term memory (oldest first, at most 200), with its id, date, category, namespace and importance.',
        parameters: { type: 'object', additionalProperties: false, properties: {} },
        available,
        handler: async (_args, ctx) => {
          const s = running();
          const policy = settings().policy;
          // One entry held at a time: the first EXPORT_TOOL_ENTRIES live ones kept, the rest counted; an entry recall
          // would withhold (threat_scan_load_time) is withheld here too.
          const live: Entry[] = [];
          let more = 0;
          for await (const e of (await s.storeOf(ctx.agent)).all(viewerOf(ctx).viewer)) {
            if (e.archivedAt || e.supersededBy) continue;
            if (policy.threat_scan_load_time && scanThreat(e.content, policy).action === 'reject') continue;
            if (live.length < EXPORT_TOOL_ENTRIES) live.push(e);
            else more++;
          }
          return exportText(live, more);
        },
      });
      const registry = kernel.use(toolsPoint);
      for (const tool of tools) registry.register(tool);
      registerMemoryCommands(kernel, settings, kernel.config<DataRetentionConfig>('data_retention'), () => kernel.tryUse(sharedPoint));
      registerResponseCache(kernel, NAME, settings, clock, () => {
        const leaks = kernel.tryUse(leakGuardPoint);
        return leaks && ((text: string) => leaks.redact(text, MEMORY_VIA));
      });
    },
  });
}

export default createMemoryExtension();
