// The gateway's own admin routes (CONTRACT §4, §9): /api/status, /api/config/*, pairing initiation and nodes, each
// declaring the one admin access rule (`access: 'admin'`), as other extensions' admin routes do.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigStore, DaemonStatus, Logger } from '../../kernel/index.js';
import type { RouteHelpers } from './api.js';
import type { NodeRegistry } from './nodes.js';
import type { PairingCodes } from './pairing.js';

export interface AdminDeps {
  readonly store: ConfigStore;
  /** The daemon's status (`svc status --json`); absent outside a daemon. */
  readonly status?: () => Promise<DaemonStatus>;
  readonly pairing: PairingCodes;
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

/** Every route here answers admins only (CONTRACT §4's rule, checked by the gateway before the body is read). */
const ADMIN = { gateway: { access: 'admin' } } as const;

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps, h: RouteHelpers): Promise<void> {

  const who = (req: FastifyRequest) => h.client(req);
  const invalid = (reply: FastifyReply, err: Failure) =>
    h.fail(reply, 'validation_failed', 'the configuration would not validate; nothing changed', {
      errors: err.problems?.length ? err.problems : [{ path: '', message: err.message }],
    });
  const configFailure = (reply: FastifyReply, err: Failure) => {
    if (err.code === 'SVC_ERR_CONFIG_CONFLICT') return h.fail(reply, 'conflict', err.message, { etag: deps.store.etag() });
    if (err.code?.startsWith('SVC_ERR_CONFIG_') || err.code === 'SVC_ERR_SECRET' || err.code === 'SVC_ERR_ENV_OVERRIDE') {
      return err.code === 'SVC_ERR_CONFIG_WRITE' ? h.fail(reply, 'internal_error', err.message) : invalid(reply, err);
    }
    throw err;
  };

  app.get('/api/config/list', { config: ADMIN }, async (_req, reply) => {
    reply.header('etag', deps.store.etag());
    return { entries: deps.store.entries() };
  });

  // What `svc status --json` prints: the dashboard's overview.
  app.get('/api/status', { config: ADMIN }, async (_req, reply) => {
    const s = await deps.status?.().catch(() => undefined);
    return s ?? h.fail(reply, 'not_ready', 'no daemon status here (the gateway runs outside a daemon)');
  });

  app.get('/api/config/drift', { config: ADMIN }, async () => {
    const d = deps.store.drift();
    const restart_required = deps.store.pendingRestart();
    return d.valid ? { drifted: d.drifted, valid: true, restart_required } : { drifted: d.drifted, valid: false, errors: d.errors, restart_required };
  });

  app.patch('/api/config', { config: ADMIN }, async (req, reply) => {
    const body = req.body as { path?: unknown; value?: unknown } | null;
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.path !== 'string' || !body.path || !('value' in body)) {
      return h.fail(reply, 'invalid_request', 'the body must be {"path": "<dotted.path>", "value": <JSON value or null to remove the key>}');
    }
    const tags = ifMatchTags(req.headers['if-match']);
    if (!tags.length) {
      return h.fail(reply, 'conflict', 'send If-Match with the ETag of GET /api/config/list, so that a change made meanwhile is not overwritten', { etag: deps.store.etag() });
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

  app.post('/api/config/reload', { config: ADMIN }, async (req, reply) => {
    try {
      const change = await deps.store.reload(who(req));
      reply.header('etag', deps.store.etag());
      return { reloaded: true, changed: change.changed, restart_required: change.restartRequired };
    } catch (err) {
      return configFailure(reply, err as Failure);
    }
  });

  app.post('/api/pairing/initiate', { config: ADMIN }, async (req) => {
    const { code, expiresAt } = await deps.pairing.issue();
    deps.logger.info({ client: who(req) }, 'pairing code issued');
    return { code, expires_at: new Date(expiresAt).toISOString() };
  });

  app.get('/api/nodes', { config: ADMIN }, async () => ({ nodes: deps.nodes()?.list() ?? [] }));
}
