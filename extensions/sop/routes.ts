// The SOP engine's HTTP routes, mounted by the gateway when it is loaded: POST /sop/{path} and a SOP-matching
// POST /webhook dispatch (CONTRACT §4, in its order of checks), and the admin routes of SOP runs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger, Metrics } from '../../kernel/index.js';
import type { GatewayRoutes, RouteHelpers } from '../gateway/api.js';
import type { DispatchResult, RunRecord, SopEngine } from './api.js';

export interface SopRouteDeps {
  readonly engine: SopEngine;
  readonly metrics: Metrics;
  readonly logger: Logger;
}

/** A dispatch result as CONTRACT §4 shows it: these fields and no other, whatever else an engine's result holds. */
function shown(r: DispatchResult): DispatchResult {
  return { sop: r.sop, status: r.status, ...(r.run_id === undefined ? {} : { run_id: r.run_id }), ...(r.reason === undefined ? {} : { reason: r.reason }) };
}

function summary(run: RunRecord): Record<string, unknown> {
  return { id: run.id, sop: run.sop, status: run.status, created_at: new Date(run.created_at).toISOString(), updated_at: new Date(run.updated_at).toISOString(), awaiting: run.awaiting ?? null };
}

interface Failure {
  readonly code?: string;
  readonly message: string;
}

export function registerSopRoutes(routes: GatewayRoutes, deps: SopRouteDeps): void {
  const { engine } = deps;
  const dispatched = deps.metrics.counter({
    name: 'svc_gateway_sop_dispatch_total',
    help: 'SOP dispatch outcomes of /sop/* and /webhook, one per SOP result (duplicate: an idempotent replay).',
    labelNames: ['status'],
  });

  /** After the gateway's 429, 401, 415, 413 and 400: 503, 404, then the idempotency step around the dispatch. */
  const dispatch = async (req: FastifyRequest, reply: FastifyReply, h: RouteHelpers, domain: 'sop' | 'webhook'): Promise<unknown> => {
    const path = h.rawPath(req);
    if (!engine.enabled) return h.fail(reply, 'sop_dispatch_unavailable', 'the SOP engine is not running here');
    if (!engine.matching(path).length) return h.fail(reply, 'no_matching_sop', `no loaded SOP declares the path ${path}`);
    const payload = h.canonicalBody(req);
    const outcome = await h.runOnce(req, reply, { domain, path }, () => engine.dispatch({ topic: path, payload, source: 'webhook' }));
    if (outcome.answered) {
      if (outcome.duplicate) dispatched.inc({ status: 'duplicate' });
      return reply;
    }
    const results = outcome.value.map(shown);
    for (const r of results) dispatched.inc({ status: r.status });
    deps.logger.info({ path, client: h.client(req), results: results.map((r) => `${r.sop}:${r.status}`) }, 'sop dispatch');
    if (results.length && results.every((r) => r.status === 'blocked_unsafe')) {
      return h.fail(reply, 'blocked_unsafe', 'the untrusted-input guard refused the payload', { status: 'blocked', path, results });
    }
    return { status: 'accepted', path, results };
  };

  // A SOP that declares /webhook takes it over from the chat, fail-closed like /sop/*.
  routes.webhook({
    name: 'sop',
    claims: () => engine.matching('/webhook').length > 0,
    credentials: 'dispatch',
    handle: (req, reply, h) => dispatch(req, reply, h, 'webhook'),
  });

  routes.register({
    name: 'sop',
    plugin: async (app, h) => {
      app.post('/sop/*', {
        onRequest: async (req, reply) => {
          if (!(await h.admit(req, reply, 'dispatch'))) return reply;
        },
        handler: async (req, reply) => dispatch(req, reply, h, 'sop'),
      });

      await app.register(async (admin) => {
        admin.addHook('onRequest', async (req, reply) => {
          if (!h.admitAdmin(req, reply)) return reply;
        });
        const off = (reply: FastifyReply) => h.fail(reply, 'sop_dispatch_unavailable', 'the SOP engine is not running here (sop.sops_dir unset or standalone gateway)');
        const runFailure = (reply: FastifyReply, err: Failure) => {
          if (err.code === 'SVC_ERR_SOP_UNKNOWN_RUN') return h.fail(reply, 'not_found', err.message);
          if (err.code === 'SVC_ERR_SOP_RUN_STATE') return h.fail(reply, 'conflict', err.message);
          throw err;
        };
        admin.get('/api/sop/runs', async (req, reply) => {
          if (!engine.enabled) return off(reply);
          const sop = (req.query as { sop?: string }).sop;
          return { runs: (await engine.runs(sop)).map(summary) };
        });
        admin.get('/api/sop/runs/:id', async (req, reply) => {
          if (!engine.enabled) return off(reply);
          const id = (req.params as { id: string }).id;
          return (await engine.run(id)) ?? h.fail(reply, 'not_found', `no run has the id "${id}"`);
        });
        for (const decision of ['approve', 'reject'] as const) {
          admin.post(`/api/sop/runs/:id/${decision}`, async (req, reply) => {
            if (!engine.enabled) return off(reply);
            try {
              return await engine[decision]((req.params as { id: string }).id, `api:${h.client(req)}`);
            } catch (err) {
              return runFailure(reply, err as Failure);
            }
          });
        }
      });
    },
  });
}
