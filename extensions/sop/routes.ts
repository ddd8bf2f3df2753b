// The SOP engine's HTTP routes, mounted by the gateway when it is loaded: POST /sop/{path} and a SOP-matching
// POST /webhook dispatch (their checks of CONTRACT §4 are declared, and the gateway applies them in order), and the
// admin routes of SOP runs.
import type { FastifyRequest } from 'fastify';
import type { Logger, Metrics } from '../../kernel/index.js';
import { HttpFailure, RouteTargets, type GatewayRoutes, type IdempotencyDeclaration, type RouteDeclaration } from '../gateway/api.js';
import type { DispatchResult, RunRecord, SopEngine } from './api.js';

export interface SopRouteDeps {
  readonly engine: SopEngine;
  readonly metrics: Metrics;
  readonly logger: Logger;
}

/** What the sop extension calls when the engine starts, reloads its definitions or stops. */
export interface SopRoutes {
  /** Publishes the trigger paths of the running engine to the gateway (none while it does not run). */
  refresh(): void;
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

/** The webhook trigger paths of the SOPs an engine runs (what `matching` answers for). */
function triggerPaths(engine: SopEngine): string[] {
  return engine.list().flatMap((s) => s.triggers.filter((t) => t.type === 'webhook' && t.active && t.path !== undefined).map((t) => t.path!));
}

export function registerSopRoutes(routes: GatewayRoutes, deps: SopRouteDeps): SopRoutes {
  const { engine } = deps;
  const dispatched = deps.metrics.counter({
    name: 'svc_gateway_sop_dispatch_total',
    help: 'SOP dispatch outcomes of /sop/* and /webhook, one per SOP result (duplicate: an idempotent replay).',
    labelNames: ['status'],
  });
  const targets = new RouteTargets(
    { code: 'sop_dispatch_unavailable', message: 'the SOP engine is not running here' },
    { code: 'no_matching_sop', message: 'no loaded SOP declares the path {path}' },
  );
  const replays: IdempotencyDeclaration['replays'] = { counter: dispatched, labels: { status: 'duplicate' } };

  /** The dispatch itself: the gateway has admitted the request, matched its path and reserved its key. */
  const dispatch = async (req: FastifyRequest): Promise<unknown> => {
    const path = req.svcPath!;
    const results = (await engine.dispatch({ topic: path, payload: req.svcCanonical ?? 'null', source: 'webhook' })).map(shown);
    for (const r of results) dispatched.inc({ status: r.status });
    deps.logger.info({ path, client: req.svcClient, results: results.map((r) => `${r.sop}:${r.status}`) }, 'sop dispatch');
    if (results.length && results.every((r) => r.status === 'blocked_unsafe')) {
      throw new HttpFailure('blocked_unsafe', 'the untrusted-input guard refused the payload', { status: 'blocked', path, results });
    }
    return { status: 'accepted', path, results };
  };
  const declared = (domain: 'sop' | 'webhook'): RouteDeclaration & { access: 'dispatch' } => ({ access: 'dispatch', targets, idempotency: { domain, replays } });

  // A SOP that declares /webhook takes it over from the chat, fail-closed like /sop/*.
  routes.webhook({ name: 'sop', declaration: declared('webhook'), handle: dispatch });

  routes.register({
    name: 'sop',
    plugin: async (app) => {
      app.post('/sop/*', { config: { gateway: declared('sop') } }, dispatch);

      const admin = { gateway: { access: 'admin' } } as const;
      const off = () => new HttpFailure('sop_dispatch_unavailable', 'the SOP engine is not running here (sop.sops_dir unset or standalone gateway)');
      const runFailure = (err: Failure) => {
        if (err.code === 'SVC_ERR_SOP_UNKNOWN_RUN') return new HttpFailure('not_found', err.message);
        if (err.code === 'SVC_ERR_SOP_RUN_STATE') return new HttpFailure('conflict', err.message);
        return err;
      };
      app.get('/api/sop/runs', { config: admin }, async (req) => {
        if (!engine.enabled) throw off();
        const sop = (req.query as { sop?: string }).sop;
        return { runs: (await engine.runs(sop)).map(summary) };
      });
      app.get('/api/sop/runs/:id', { config: admin }, async (req) => {
        if (!engine.enabled) throw off();
        const id = (req.params as { id: string }).id;
        const run = await engine.run(id);
        if (!run) throw new HttpFailure('not_found', `no run has the id "${id}"`);
        return run;
      });
      for (const decision of ['approve', 'reject'] as const) {
        app.post(`/api/sop/runs/:id/${decision}`, { config: admin }, async (req) => {
          if (!engine.enabled) throw off();
          try {
            return await engine[decision]((req.params as { id: string }).id, `api:${req.svcClient}`);
          } catch (err) {
            throw runFailure(err as Failure);
          }
        });
      }
    },
  });

  return { refresh: () => (engine.enabled ? targets.serve(triggerPaths(engine)) : targets.stop()) };
}
