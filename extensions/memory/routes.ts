// The memory admin routes the dashboard's Memory page uses: GET /api/memory (agents and search mode), search, list,
// show and DELETE (forget) of one entry. Admin access, so the access extension's grants apply as kind `memory` (read:
// GET, write: DELETE). Entries hold untrusted text: it is answered as JSON data, never as markup.
import { existsSync } from 'node:fs';
import type { JsonSchema } from '../../kernel/index.js';
import { HttpFailure, type GatewayRoutes, type RouteDeclaration } from '../gateway/api.js';
import type { MemoryStore } from './backend.js';
import type { MemoryObserver } from './observe.js';
import { memoryFile, type MemoryService } from './service.js';
import type { Entry, Hit } from './store.js';

/** Entries one list answers at most, and hits one search. */
export const MAX_LIST = 200;
export const MAX_HITS = 50;

const AGENT: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'The agent whose memory is read (an alias of [agents]; "default" without agents).' };
const LIMIT = (max: number, dflt: number): JsonSchema => ({ type: 'string', pattern: '^[0-9]{1,4}$', description: `Entries at most (1 to ${max}, default ${dflt}).` });
const NAMESPACE: JsonSchema = { type: 'string', minLength: 1, maxLength: 64, description: 'Only this namespace.' };
const ID: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$', description: 'The entry id.' } } };
const AGENT_QUERY: JsonSchema = { type: 'object', required: ['agent'], additionalProperties: false, properties: { agent: AGENT } };

const TIME: JsonSchema = { type: 'string', description: 'ISO 8601, UTC.' };
const ENTRY_PROPS: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  content: { type: 'string', description: 'The text kept (untrusted: show it as text).' },
  category: { enum: ['core', 'daily', 'conversation'] },
  namespace: { type: 'string' },
  scope: { type: ['string', 'null'], description: 'Who may recall it: null shared, else one untrusted speaker (channel and sender).' },
  importance: { type: 'number' },
  tags: { type: 'array', items: { type: 'string' } },
  source: { type: 'object', description: 'channel, conversation, sender and tool it came from, where known.' },
  created_at: TIME,
  updated_at: TIME,
  archived_at: { ...TIME, description: 'When the hygiene archived it (no longer recalled); absent while live.' },
  superseded_by: { type: 'integer', description: 'The newer entry that replaced it; absent while live.' },
};
const ENTRY: JsonSchema = { type: 'object', required: ['id', 'content', 'category', 'namespace', 'scope', 'created_at', 'updated_at'], properties: ENTRY_PROPS };
const HIT: JsonSchema = {
  type: 'object',
  required: [...(ENTRY.required as string[]), 'score'],
  properties: { ...ENTRY_PROPS, score: { type: 'number', description: 'The final score (relevance, importance and recency).' }, relevance: { type: 'number' }, pinned: { type: 'boolean' } },
};

const OVERVIEW: JsonSchema = {
  type: 'object',
  required: ['backend', 'search', 'agents'],
  properties: {
    backend: { type: 'string' },
    search: { enum: ['hybrid', 'keyword'], description: 'keyword: no embedding provider, or it fails.' },
    agents: { type: 'array', items: { type: 'object', required: ['agent', 'has_memory'], properties: { agent: { type: 'string' }, has_memory: { type: 'boolean' } } } },
  },
};
const SEARCH: JsonSchema = { type: 'object', required: ['agent', 'search', 'hits'], properties: { agent: { type: 'string' }, search: OVERVIEW.properties!.search!, hits: { type: 'array', items: HIT } } };
const LIST: JsonSchema = { type: 'object', required: ['agent', 'entries'], properties: { agent: { type: 'string' }, entries: { type: 'array', items: ENTRY } } };
const SHOW: JsonSchema = { type: 'object', required: ['agent', 'entry'], properties: { agent: { type: 'string' }, entry: ENTRY } };
const FORGOTTEN: JsonSchema = { type: 'object', required: ['agent', 'id', 'forgotten'], properties: { agent: { type: 'string' }, id: { type: 'integer' }, forgotten: { const: true } } };

const iso = (t: number): string => new Date(t).toISOString();

export function entryJson(e: Entry): Record<string, unknown> {
  return {
    id: e.id,
    content: e.content,
    category: e.category,
    namespace: e.namespace,
    scope: e.scope,
    importance: e.importance,
    tags: e.tags,
    source: e.source,
    created_at: iso(e.createdAt),
    updated_at: iso(e.updatedAt),
    ...(e.archivedAt ? { archived_at: iso(e.archivedAt) } : {}),
    ...(e.supersededBy ? { superseded_by: e.supersededBy } : {}),
  };
}

const hitJson = (h: Hit): Record<string, unknown> => ({ ...entryJson(h), score: h.score, relevance: h.relevance, ...(h.pinned ? { pinned: true } : {}) });

const admin = (summary: string, schema: JsonSchema, errors: RouteDeclaration['errors'] = []) => ({
  gateway: { access: 'admin', summary, responses: { 200: { description: 'Found.', schema } }, errors: ['not_ready', 'not_found', ...errors] } satisfies RouteDeclaration,
});

export interface MemoryRoutesContext {
  readonly name: string;
  /** The running service, when memory runs here. */
  service(): MemoryService | undefined;
  /** The configured agents (["default"] without [agents]). */
  agents(): readonly string[];
  /** The data directory (SQLite files: an agent without one has no memory yet, and none is created by a read). */
  dataDir(): string | undefined;
  observe: MemoryObserver;
}

export function registerMemoryRoutes(routes: GatewayRoutes, ctx: MemoryRoutesContext): void {
  const running = (): MemoryService => {
    const s = ctx.service();
    if (!s?.enabled) throw new HttpFailure('not_ready', 'memory is not running here (memory.backend = "none", or the daemon is starting)');
    return s;
  };
  const agentOf = (query: unknown): string => {
    const agent = (query as { agent: string }).agent;
    if (!ctx.agents().includes(agent)) throw new HttpFailure('not_found', `no agent "${agent}" is configured (agents: ${ctx.agents().join(', ')})`);
    return agent;
  };
  /** Whether `agent` has a memory: a SQLite file (never created by a read), or any other store (none for kind = "none"). */
  const hasMemory = (s: MemoryService, agent: string): boolean => {
    if (s.router?.routes(agent)) return s.router.hasMemory(agent);
    if (s.status().backend !== 'sqlite') return true;
    const dir = ctx.dataDir();
    return dir !== undefined && existsSync(memoryFile(dir, agent));
  };
  const storeOf = async (s: MemoryService, agent: string): Promise<MemoryStore | undefined> => (hasMemory(s, agent) ? s.storeOf(agent) : undefined);
  const limitOf = (raw: string | undefined, max: number, dflt: number): number => Math.min(max, Math.max(1, Number(raw ?? dflt) || dflt));
  const found = async (store: MemoryStore | undefined, agent: string, rawId: string): Promise<Entry> => {
    const entry = store && (await store.get(Number(rawId)));
    if (!entry) throw new HttpFailure('not_found', `agent "${agent}" has no memory entry ${rawId}`);
    return entry;
  };

  routes.register({
    name: ctx.name,
    plugin: async (app) => {
      app.get('/api/memory', { config: admin('Memory here: the backend, whether search is hybrid or keyword-only, and the agents', OVERVIEW) }, async () => {
        const s = running();
        const st = s.status();
        return { backend: st.backend, search: st.search, agents: ctx.agents().map((agent) => ({ agent, has_memory: hasMemory(s, agent) })) };
      });
      app.get(
        '/api/memory/search',
        {
          schema: { querystring: { type: 'object', required: ['agent', 'q'], additionalProperties: false, properties: { agent: AGENT, q: { type: 'string', minLength: 1, maxLength: 1000, description: 'What to look for.' }, limit: LIMIT(MAX_HITS, 10), namespace: NAMESPACE } } },
          config: admin('Searches an agent\'s memory as a turn recalls it (every scope), best first, with scores', SEARCH),
        },
        async (req) => {
          const q = req.query as { q: string; limit?: string; namespace?: string };
          const s = running();
          const agent = agentOf(req.query);
          const search = s.status().search;
          if (!hasMemory(s, agent)) return { agent, search, hits: [] };
          const hits = await s.recall(agent, { text: q.q, limit: limitOf(q.limit, MAX_HITS, 10), ...(q.namespace ? { namespace: q.namespace } : {}) });
          ctx.observe.recalled(agent, 'api', hits);
          return { agent, search: s.status().search, hits: hits.map(hitJson) };
        },
      );
      app.get(
        '/api/memory/entries',
        {
          schema: { querystring: { type: 'object', required: ['agent'], additionalProperties: false, properties: { agent: AGENT, limit: LIMIT(MAX_LIST, 50), namespace: NAMESPACE } } },
          config: admin('The newest entries of an agent\'s memory (archived and superseded ones too, marked)', LIST),
        },
        async (req) => {
          const q = req.query as { limit?: string; namespace?: string };
          const s = running();
          const agent = agentOf(req.query);
          const store = await storeOf(s, agent);
          const entries = store ? await store.list(limitOf(q.limit, MAX_LIST, 50), q.namespace) : [];
          return { agent, entries: entries.map(entryJson) };
        },
      );
      app.get('/api/memory/entries/:id', { schema: { params: ID, querystring: AGENT_QUERY }, config: admin('One entry of an agent\'s memory, with its source and tags', SHOW) }, async (req) => {
        const s = running();
        const agent = agentOf(req.query);
        const entry = await found(await storeOf(s, agent), agent, (req.params as { id: string }).id);
        return { agent, entry: entryJson(entry) };
      });
      app.delete(
        '/api/memory/entries/:id',
        { schema: { params: ID, querystring: AGENT_QUERY }, config: admin('Forgets one entry of an agent\'s memory (in any namespace: the operator\'s act); recall no longer finds it', FORGOTTEN) },
        async (req) => {
          const s = running();
          const agent = agentOf(req.query);
          const store = await storeOf(s, agent);
          const entry = await found(store, agent, (req.params as { id: string }).id);
          if (!(await store!.forget(entry.id))) throw new HttpFailure('not_found', `agent "${agent}" has no memory entry ${entry.id}`);
          ctx.observe.forgotten(agent, 'api', entry.id, entry.scope);
          return { agent, id: entry.id, forgotten: true };
        },
      );
    },
  });
}
