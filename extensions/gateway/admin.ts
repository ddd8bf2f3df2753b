// The gateway's own admin routes (CONTRACT §4, §9): /api/status, /api/config/* and pairing initiation, each
// declaring the one admin access rule (`access: 'admin'`), as other extensions' admin routes do.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigStore, DaemonStatus, JsonSchema, Logger } from '../../kernel/index.js';
import { collectConfigWarnings } from '../../lib/config-warnings.js';
import type { RouteDeclaration, RouteHelpers } from './api.js';
import type { PairingCodes } from './pairing.js';
import { pathSegments, tomlPath } from '../../lib/config/path.js';

export interface AdminDeps {
  readonly store: ConfigStore;
  /** The daemon's status (`svc status --json`); absent outside a daemon. */
  readonly status?: () => Promise<DaemonStatus>;
  readonly pairing: PairingCodes;
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

/** What every admin route declares: CONTRACT §4's admin rule, checked by the gateway before the body is read. */
function admin(summary: string, responses: RouteDeclaration['responses'], more: Partial<RouteDeclaration> = {}): { gateway: RouteDeclaration } {
  return { gateway: { access: 'admin', summary, responses, ...more } };
}

const CONFIG_ENTRY: JsonSchema = {
  type: 'object',
  required: ['path', 'type', 'is_secret', 'is_env_overridden'],
  properties: {
    path: { type: 'string', description: 'Dotted path of a leaf.' },
    value: { description: 'The running value (absent for secrets).' },
    type: { type: 'string' },
    default: { description: "The schema's default, when it has one." },
    is_secret: { type: 'boolean' },
    populated: { type: 'boolean', description: 'Secrets only: whether a value is set.' },
    is_env_overridden: { type: 'boolean' },
    env_var: { type: 'string', description: 'The environment variable that sets it.' },
    source: { enum: ['env', 'file', 'default'] },
  },
};
const PATHS: JsonSchema = { type: 'array', items: { type: 'string' } };
const ETAG = { ETag: 'The ETag of config.toml as the running config was loaded from it (send it as If-Match).' };

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

  const listed = { type: 'object', required: ['entries'], properties: { entries: { type: 'array', items: CONFIG_ENTRY } } };
  app.get('/api/config/list', { config: admin('Every leaf of the running config (secrets without their values)', { 200: { description: 'The entries.', schema: listed, headers: ETAG } }) }, async (_req, reply) => {
    reply.header('etag', deps.store.etag());
    return { entries: deps.store.entries() };
  });

  // What `svc status --json` prints: the dashboard's overview.
  const NOT_RUNNING = {
    type: 'object',
    description: 'Config accepted before it runs: sections with no runtime, and the paths the running config writes that do not run yet.',
    properties: { sections: PATHS, written: PATHS },
  };
  const status = { type: 'object', required: ['pid', 'version', 'mode', 'phase', 'listeners', 'extensions', 'restart_required'], properties: { pid: { type: 'integer' }, version: { type: 'string' }, mode: { type: 'string' }, phase: { enum: ['starting', 'ready', 'stopping'] }, uptime_ms: { type: 'number' }, listeners: { type: 'array' }, extensions: { type: 'array' }, restart_required: PATHS, sections: { type: 'object' }, not_running: NOT_RUNNING } };
  app.get('/api/status', { config: admin("The daemon's status, as `svc status --json` prints it", { 200: { description: 'The status.', schema: status } }, { errors: ['not_ready'] }) }, async (_req, reply) => {
    const s = await deps.status?.().catch(() => undefined);
    return s ?? h.fail(reply, 'not_ready', 'no daemon status here (the gateway runs outside a daemon)');
  });

  const drift = {
    type: 'object',
    required: ['drifted', 'valid', 'restart_required'],
    properties: {
      drifted: { type: 'array', items: { type: 'object', required: ['path'], properties: { path: { type: 'string' }, in_memory_value: {}, on_disk_value: {} } }, description: 'Paths whose running value differs from config.toml (no values for secrets; env-overridden paths never).' },
      valid: { type: 'boolean', description: 'False when config.toml would not load now.' },
      errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
      restart_required: { ...PATHS, description: 'Paths changed since the start that apply after a restart.' },
    },
  };
  app.get('/api/config/drift', { config: admin('What differs between the running config and config.toml now', { 200: { description: 'The differences.', schema: drift } }) }, async () => {
    const d = deps.store.drift();
    const restart_required = deps.store.pendingRestart();
    return d.valid ? { drifted: d.drifted, valid: true, restart_required } : { drifted: d.drifted, valid: false, errors: d.errors, restart_required };
  });

  const patched = {
    type: 'object',
    required: ['path', 'entry', 'changed', 'restart_required'],
    properties: { path: { type: 'string' }, entry: { anyOf: [CONFIG_ENTRY, { type: 'null' }] }, changed: PATHS, restart_required: PATHS, warning: { type: 'string', description: 'When an environment variable overrides the path.' }, warnings: { type: 'array', items: { type: 'string' }, description: 'What extensions warn of this change (e.g. paired tokens the first [users.*] refuses).' } },
  };
  const patch = {
    type: 'object',
    required: ['path', 'value'],
    properties: { path: { type: 'string', minLength: 1, description: 'Dotted path as a TOML key, e.g. gateway.request_timeout_secs; a key holding a dot or a space is quoted: cost.rates.providers.models.openai."gpt-4.1".input_per_mtok.' }, value: { description: 'The new value; null removes the key (its default applies).' } },
  };
  app.patch(
    '/api/config',
    {
      schema: { body: patch },
      config: admin('Sets one config path in config.toml and applies it', { 200: { description: 'Written and applied.', schema: patched, headers: ETAG } }, {
        headers: { 'If-Match': { description: 'The ETag of GET /api/config/list: a change made meanwhile is never overwritten (409 without it).', required: true } },
        errors: ['conflict', 'validation_failed'],
      }),
    },
    async (req, reply) => {
      const body = req.body as { path: string; value: unknown };
      const tags = ifMatchTags(req.headers['if-match']);
      if (!tags.length) {
        return h.fail(reply, 'conflict', 'send If-Match with the ETag of GET /api/config/list, so that a change made meanwhile is not overwritten', { etag: deps.store.etag() });
      }
      // A TOML dotted key (`cost.rates.providers.models.openai."gpt-4.1"`): written as config list prints it, so entry matches.
      const segments = pathSegments(body.path);
      const path = segments ? tomlPath(segments) : body.path;
      let change;
      let warnings: readonly string[] = [];
      try {
        ({ result: change, warnings } = await collectConfigWarnings(() => deps.store.set({ [path]: body.value }, who(req), { ifMatch: tags })));
      } catch (err) {
        return configFailure(reply, err as Failure);
      }
      const entry = deps.store.entries().find((e) => e.path === path) ?? null;
      reply.header('etag', deps.store.etag());
      const out: Record<string, unknown> = { path, entry, changed: change.changed, restart_required: change.restartRequired };
      if (warnings.length) out.warnings = warnings;
      if (entry?.is_env_overridden) out.warning = `${entry.env_var} overrides ${path}: the file holds the new value, which takes effect once the variable is unset`;
      return out;
    },
  );

  const reloaded = { type: 'object', required: ['reloaded', 'changed', 'restart_required'], properties: { reloaded: { const: true }, changed: PATHS, restart_required: PATHS } };
  app.post('/api/config/reload', { config: admin('Reloads config.toml', { 200: { description: 'Reloaded.', schema: reloaded, headers: ETAG } }, { errors: ['validation_failed'] }) }, async (req, reply) => {
    try {
      const change = await deps.store.reload(who(req));
      reply.header('etag', deps.store.etag());
      return { reloaded: true, changed: change.changed, restart_required: change.restartRequired };
    } catch (err) {
      return configFailure(reply, err as Failure);
    }
  });

  const issued = { type: 'object', required: ['code', 'expires_at'], properties: { code: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } } };
  app.post('/api/pairing/initiate', { config: admin('Issues a pairing code (the oldest pending one is revoked beyond max_pending_codes)', { 200: { description: 'The code.', schema: issued } }) }, async (req) => {
    const { code, expiresAt } = await deps.pairing.issue();
    deps.logger.info({ client: who(req) }, 'pairing code issued');
    return { code, expires_at: new Date(expiresAt).toISOString() };
  });

}
