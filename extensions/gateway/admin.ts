// The admin surface (CONTRACT §4, §9): /api/config/*, pairing initiation, SOP runs, nodes and /metrics, behind the
// one admin access rule (RouteHelpers.admitAdmin).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigStore, Logger } from '../../kernel/index.js';
import type { Metrics } from '../observability/api.js';
import type { RunRecord, SopEngine } from '../sop/api.js';
import type { RouteHelpers } from './api.js';
import type { NodeRegistry } from './nodes.js';
import type { PairingCodes } from './pairing.js';

export interface AdminDeps {
  readonly store: ConfigStore;
  readonly sop: SopEngine;
  readonly pairing: PairingCodes;
  readonly metrics: Metrics;
  readonly nodes: () => NodeRegistry | undefined;
  readonly logger: Logger;
}

interface Failure {
  readonly code?: string;
  readonly message: string;
  readonly problems?: readonly { path: string; message: string }[];
}

/** Entity tags of an If-Match header (RFC 9110: a list of quoted tags, or `*`); weak tags never match. */
export function ifMatchTags(header: string | undefined): string[] {
  if (header === undefined) return [];
  if (header.trim() === '*') return ['*'];
  return [...header.matchAll(/(W\/)?("[\x21\x23-\x7e\x80-\xff]*")/g)].filter((m) => !m[1]).map((m) => m[2]!);
}

function summary(run: RunRecord): Record<string, unknown> {
  return { id: run.id, sop: run.sop, status: run.status, created_at: new Date(run.created_at).toISOString(), updated_at: new Date(run.updated_at).toISOString(), awaiting: run.awaiting ?? null };
}

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps, h: RouteHelpers): Promise<void> {
  app.addHook('onRequest', async (req, reply) => {
    if (!h.admitAdmin(req, reply)) return reply;
  });

  const who = (req: FastifyRequest) => h.client(req);
  const invalid = (reply: FastifyReply, err: Failure) =>
    h.fail(reply, 400, 'validation_failed', 'the configuration would not validate; nothing changed', {
      errors: err.problems?.length ? err.problems : [{ path: '', message: err.message }],
    });
  const configFailure = (reply: FastifyReply, err: Failure) => {
    if (err.code === 'SVC_ERR_CONFIG_CONFLICT') return h.fail(reply, 409, 'conflict', err.message, { etag: deps.store.etag() });
    if (err.code?.startsWith('SVC_ERR_CONFIG_') || err.code === 'SVC_ERR_SECRET' || err.code === 'SVC_ERR_ENV_OVERRIDE') {
      return err.code === 'SVC_ERR_CONFIG_WRITE' ? h.fail(reply, 500, 'internal_error', err.message) : invalid(reply, err);
    }
    throw err;
  };

  app.get('/api/config/list', async (_req, reply) => {
    reply.header('etag', deps.store.etag());
    return { entries: deps.store.entries() };
  });

  app.get('/api/config/drift', async () => {
    const d = deps.store.drift();
    return d.valid ? { drifted: d.drifted, valid: true } : { drifted: d.drifted, valid: false, errors: d.errors };
  });

  app.patch('/api/config', async (req, reply) => {
    const body = req.body as { path?: unknown; value?: unknown } | null;
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.path !== 'string' || !body.path || !('value' in body)) {
      return h.fail(reply, 400, 'invalid_request', 'the body must be {"path": "<dotted.path>", "value": <JSON value or null to remove the key>}');
    }
    const tags = ifMatchTags(req.headers['if-match']);
    if (!tags.length) {
      return h.fail(reply, 409, 'conflict', 'send If-Match with the ETag of GET /api/config/list, so that a change made meanwhile is not overwritten', { etag: deps.store.etag() });
    }
    const path = body.path;
    let change;
    try {
      change = await deps.store.set({ [path]: body.value }, who(req), { ifMatch: tags });
    } catch (err) {
      return configFailure(reply, err as Failure);
    }
    const entry = deps.store.entries().find((e) => e.path === path) ?? null;
    reply.header('etag', deps.store.etag());
    const out: Record<string, unknown> = { path, entry, changed: change.changed, restart_required: change.restartRequired };
    if (entry?.is_env_overridden) out.warning = `${entry.env_var} overrides ${path}: the file holds the new value, which takes effect once the variable is unset`;
    return out;
  });

  app.post('/api/config/reload', async (req, reply) => {
    try {
      const change = await deps.store.reload(who(req));
      reply.header('etag', deps.store.etag());
      return { reloaded: true, changed: change.changed, restart_required: change.restartRequired };
    } catch (err) {
      return configFailure(reply, err as Failure);
    }
  });

  app.post('/api/pairing/initiate', async (req) => {
    const { code, expiresAt } = deps.pairing.issue();
    deps.logger.info({ client: who(req) }, 'pairing code issued');
    return { code, expires_at: new Date(expiresAt).toISOString() };
  });

  const sopOff = (reply: FastifyReply) => h.fail(reply, 503, 'sop_dispatch_unavailable', 'the SOP engine is not running here (sop.sops_dir unset or standalone gateway)');
  const runFailure = (reply: FastifyReply, err: Failure) => {
    if (err.code === 'SVC_ERR_SOP_UNKNOWN_RUN') return h.fail(reply, 404, 'not_found', err.message);
    if (err.code === 'SVC_ERR_SOP_RUN_STATE') return h.fail(reply, 409, 'conflict', err.message);
    throw err;
  };

  app.get('/api/sop/runs', async (req, reply) => {
    if (!deps.sop.enabled) return sopOff(reply);
    const sop = (req.query as { sop?: string }).sop;
    return { runs: deps.sop.runs(sop).map(summary) };
  });

  app.get('/api/sop/runs/:id', async (req, reply) => {
    if (!deps.sop.enabled) return sopOff(reply);
    const run = deps.sop.run((req.params as { id: string }).id);
    return run ?? h.fail(reply, 404, 'not_found', `no run has the id "${(req.params as { id: string }).id}"`);
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/api/sop/runs/:id/${decision}`, async (req, reply) => {
      if (!deps.sop.enabled) return sopOff(reply);
      try {
        return deps.sop[decision]((req.params as { id: string }).id, `api:${who(req)}`);
      } catch (err) {
        return runFailure(reply, err as Failure);
      }
    });
  }

  app.get('/api/nodes', async () => ({ nodes: deps.nodes()?.list() ?? [] }));

  app.get('/metrics', async (_req, reply) => {
    if (!deps.metrics.enabled) return h.fail(reply, 404, 'not_found', 'metrics are off: set observability.backend = "prometheus"');
    const { contentType, body } = await deps.metrics.render();
    return reply.type(contentType).send(body);
  });
}
