// The SOP engine's HTTP routes, mounted by the gateway when it is loaded: POST /sop/{path} and a SOP-matching
// POST /webhook dispatch (their checks of CONTRACT §4 are declared, and the gateway applies them in order), and the
// admin routes of SOP runs.
import type { FastifyRequest } from 'fastify';
import type { JsonSchema, Logger, Metrics } from '../../kernel/index.js';
import { HttpFailure, RouteTargets, type GatewayRoutes, type IdempotencyDeclaration, type RouteDeclaration } from '../gateway/api.js';
import type { DispatchResult, RunRecord, SopEngine } from './api.js';

export interface SopRouteDeps {
  /** The engine that runs now: the OFF engine (enabled false) before the start, after the close and without sops_dir. */
  readonly engine: () => SopEngine;
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

const RESULT: JsonSchema = {
  type: 'object',
  required: ['sop', 'status'],
  properties: {
    sop: { type: 'string' },
    status: { enum: ['started', 'skipped', 'deferred', 'coalesced', 'blocked_unsafe'] },
    run_id: { type: 'string', description: 'The run started or joined.' },
    reason: { type: 'string', description: 'Why it was skipped, deferred or blocked.' },
  },
  additionalProperties: false,
};
const ACCEPTED: JsonSchema = { type: 'object', required: ['status', 'path', 'results'], properties: { status: { const: 'accepted' }, path: { type: 'string' }, results: { type: 'array', items: RESULT } }, additionalProperties: false };
const DUPLICATE: JsonSchema = { type: 'object', required: ['status', 'idempotent', 'message'], properties: { status: { const: 'duplicate' }, idempotent: { const: true }, message: { type: 'string' } }, additionalProperties: false };
const WILDCARD: JsonSchema = { type: 'object', properties: { '*': { type: 'string' } } };
const ANY_JSON: JsonSchema = { description: 'Any JSON value, or no body (the payload null); at most 64 KiB, nesting at most 64.' };
const RUN_ID: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'The run id.' } } };
const RUN_STATUS: JsonSchema = { enum: ['pending_approval', 'running', 'completed', 'failed', 'rejected', 'timed_out'] };
const RUN_SUMMARY: JsonSchema = {
  type: 'object',
  required: ['id', 'sop', 'status', 'created_at', 'updated_at', 'awaiting'],
  properties: {
    id: { type: 'string' },
    sop: { type: 'string' },
    status: RUN_STATUS,
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    awaiting: { anyOf: [{ type: 'object', required: ['step', 'since'], properties: { step: { type: 'integer' }, since: { type: 'number' } } }, { type: 'null' }], description: 'The step waiting for approval, since when (ms).' },
  },
};
const RUN: JsonSchema = {
  type: 'object',
  required: ['id', 'sop', 'status', 'trigger', 'payload', 'created_at', 'updated_at', 'current_step', 'steps'],
  properties: {
    id: { type: 'string' },
    sop: { type: 'string' },
    status: RUN_STATUS,
    trigger: { type: 'object', required: ['source', 'topic'], properties: { source: { enum: ['webhook', 'manual', 'cron'] }, topic: { type: 'string' } } },
    payload: { type: 'string', description: 'Canonical JSON of the event payload.' },
    created_at: { type: 'number', description: 'ms since the epoch.' },
    updated_at: { type: 'number' },
    finished_at: { type: 'number' },
    current_step: { type: 'integer' },
    retries: { type: 'integer' },
    awaiting: { type: 'object', properties: { step: { type: 'integer' }, since: { type: 'number' } } },
    decided_by: { type: 'string' },
    error: { type: 'string' },
    guard: { type: 'object' },
    steps: { type: 'array', items: { type: 'object', required: ['number', 'title', 'status', 'attempts'], properties: { number: { type: 'integer' }, title: { type: 'string' }, status: { enum: ['pending', 'running', 'completed', 'failed'] }, attempts: { type: 'integer' }, output: { type: 'string' }, error: { type: 'string' } } } },
  },
};

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
    const results = (await engine().dispatch({ topic: path, payload: req.svcCanonical ?? 'null', source: 'webhook' })).map(shown);
    for (const r of results) dispatched.inc({ status: r.status });
    deps.logger.info({ path, client: req.svcClient, results: results.map((r) => `${r.sop}:${r.status}`) }, 'sop dispatch');
    if (results.length && results.every((r) => r.status === 'blocked_unsafe')) {
      throw new HttpFailure('blocked_unsafe', 'the untrusted-input guard refused the payload', { status: 'blocked', path, results });
    }
    return { status: 'accepted', path, results };
  };
  const declared = (domain: 'sop' | 'webhook', summary: string): RouteDeclaration & { access: 'dispatch' } => ({
    access: 'dispatch',
    targets,
    idempotency: { domain, replays },
    summary,
    description: 'Each SOP whose webhook trigger path is exactly this raw path (no query string, no gateway.path_prefix) is offered the payload: the canonical JSON (RFC 8785) of the body, or null for an empty body.',
    responses: { 200: { description: 'Admitted (each SOP says how), or a duplicate of a request with the same idempotency key and body.', schema: { oneOf: [ACCEPTED, DUPLICATE] } } },
    errors: ['blocked_unsafe'],
  });

  // A SOP that declares /webhook takes it over from the chat, fail-closed like /sop/*.
  routes.webhook({ name: 'sop', declaration: declared('webhook', 'Dispatches to the SOPs that declare /webhook'), handle: dispatch });

  routes.register({
    name: 'sop',
    plugin: async (app) => {
      app.post('/sop/*', { schema: { params: WILDCARD, body: ANY_JSON }, config: { gateway: declared('sop', 'Dispatches to the SOPs whose webhook trigger is this path') } }, dispatch);

      const admin = (summary: string, schema: JsonSchema, errors: RouteDeclaration['errors'] = []) => ({
        gateway: { access: 'admin', summary, responses: { 200: { description: 'Found.', schema } }, errors: ['sop_dispatch_unavailable', ...errors] } satisfies RouteDeclaration,
      });
      const off = () => new HttpFailure('sop_dispatch_unavailable', 'the SOP engine is not running here (sop.sops_dir unset or standalone gateway)');
      const runFailure = (err: Failure) => {
        if (err.code === 'SVC_ERR_SOP_UNKNOWN_RUN') return new HttpFailure('not_found', err.message);
        if (err.code === 'SVC_ERR_SOP_RUN_STATE') return new HttpFailure('conflict', err.message);
        return err;
      };
      const runs = { type: 'object', required: ['runs'], properties: { runs: { type: 'array', items: RUN_SUMMARY } } };
      const bySop = { type: 'object', properties: { sop: { type: 'string', description: 'Only the runs of this SOP.' } } };
      app.get('/api/sop/runs', { schema: { querystring: bySop }, config: admin('The SOP runs, newest first', runs) }, async (req) => {
        if (!engine().enabled) throw off();
        return { runs: (await engine().runs((req.query as { sop?: string }).sop)).map(summary) };
      });
      app.get('/api/sop/runs/:id', { schema: { params: RUN_ID }, config: admin('One SOP run with its steps', RUN, ['not_found']) }, async (req) => {
        if (!engine().enabled) throw off();
        const id = (req.params as { id: string }).id;
        const run = await engine().run(id);
        if (!run) throw new HttpFailure('not_found', `no run has the id "${id}"`);
        return run;
      });
      for (const decision of ['approve', 'reject'] as const) {
        const config = admin(`${decision === 'approve' ? 'Approves' : 'Rejects'} the step a run waits on`, RUN, ['not_found', 'conflict']);
        app.post(`/api/sop/runs/:id/${decision}`, { schema: { params: RUN_ID }, config }, async (req) => {
          if (!engine().enabled) throw off();
          try {
            return await engine()[decision]((req.params as { id: string }).id, `api:${req.svcClient}`);
          } catch (err) {
            throw runFailure(err as Failure);
          }
        });
      }
    },
  });

  return {
    refresh: () => {
      const running = engine();
      if (running.enabled) targets.serve(triggerPaths(running));
      else targets.stop();
    },
  };
}
