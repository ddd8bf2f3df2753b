// The cron admin routes: GET /api/cron/jobs, GET /api/cron/jobs/{id}/history, POST /api/cron/{id}/run (CONTRACT §8),
// declared to the gateway (admin access, schemas, answers); 503 not_ready while no scheduler runs here.
import type { JsonSchema } from '../../kernel/index.js';
import { HttpFailure, type GatewayRoutes, type RouteDeclaration } from '../gateway/api.js';
import { resultJson } from './jobs-spec.js';
import type { CronRuntime } from './runtime.js';
import type { Run } from './store.js';

const iso = (t: number | null | undefined) => (t ? new Date(t).toISOString() : null);
const runJson = (r: Run) => ({ ...r, started_at: iso(r.started_at), finished_at: iso(r.finished_at) });

const TIME: JsonSchema = { type: ['string', 'null'], description: 'ISO 8601, UTC.' };
const JOB_ID: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'The job id.' } } };
const LIMIT: JsonSchema = { type: 'object', properties: { limit: { type: 'string', description: 'How many runs, newest first (1 to 100, default 20).' } } };
const LAST_RUN: JsonSchema = {
  type: ['object', 'null'],
  properties: { run_id: { type: 'integer' }, status: { type: 'string' }, trigger: { type: 'string' }, started_at: TIME, finished_at: TIME, duration_ms: { type: ['integer', 'null'] } },
};
const JOBS: JsonSchema = {
  type: 'object',
  required: ['jobs'],
  properties: {
    jobs: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'source', 'enabled', 'job_type', 'schedule', 'next_run_at', 'last_run'],
        properties: {
          id: { type: 'string' },
          name: { type: ['string', 'null'] },
          source: { enum: ['declarative', 'cli'] },
          enabled: { type: 'boolean' },
          job_type: { type: 'string' },
          schedule: { type: 'string', description: 'The schedule in words.' },
          next_run_at: TIME,
          last_run: LAST_RUN,
        },
      },
    },
  },
};
const RUNS: JsonSchema = { type: 'object', required: ['runs'], properties: { runs: { type: 'array', items: { type: 'object', description: 'One run: id, job, status, trigger, output, error, times.' } } } };
const RESULT: JsonSchema = {
  type: 'object',
  required: ['job', 'status', 'duration_ms'],
  properties: { job: { type: 'string' }, status: { enum: ['ok', 'failed'] }, output: { type: 'string' }, error: { type: 'string' }, duration_ms: { type: 'integer' } },
};

const admin = (summary: string, schema: JsonSchema, errors: RouteDeclaration['errors'] = []) => ({
  gateway: { access: 'admin', summary, responses: { 200: { description: 'Found.', schema } }, errors: ['not_ready', ...errors] } satisfies RouteDeclaration,
});

export function registerCronRoutes(routes: GatewayRoutes, name: string, runtime: () => CronRuntime | undefined): void {
  const running = (): CronRuntime => {
    const r = runtime();
    if (!r) throw new HttpFailure('not_ready', 'the scheduler is not running here');
    return r;
  };
  routes.register({
    name,
    plugin: async (app) => {
      app.get('/api/cron/jobs', { config: admin('The cron jobs with their schedule, next run and last run', JOBS) }, async () => {
        const { store } = running();
        const { describeSchedule } = await import('./schedule.js');
        const jobs = await Promise.all(
          (await store.jobs()).map(async (j) => {
            const last = (await store.history(j.id, 1))[0];
            return {
              id: j.id,
              name: j.name,
              source: j.source,
              enabled: j.enabled,
              job_type: j.job_type,
              schedule: describeSchedule(j.schedule),
              next_run_at: iso(j.next_run_at),
              last_run: last ? { run_id: last.id, status: last.status, trigger: last.trigger, started_at: iso(last.started_at), finished_at: iso(last.finished_at), duration_ms: last.duration_ms } : null,
            };
          }),
        );
        return { jobs };
      });
      app.get('/api/cron/jobs/:id/history', { schema: { params: JOB_ID, querystring: LIMIT }, config: admin('The runs of one job, newest first', RUNS, ['not_found']) }, async (req) => {
        const id = (req.params as { id: string }).id;
        const { store } = running();
        if (!(await store.job(id))) throw new HttpFailure('not_found', `no cron job has the id "${id}"`);
        const limit = Math.min(100, Math.max(1, Number((req.query as { limit?: string }).limit) || 20));
        return { runs: (await store.history(id, limit)).map(runJson) };
      });
      app.post('/api/cron/:id/run', { schema: { params: JOB_ID }, config: { longRunning: true, ...admin('Runs one job now and answers its result', RESULT, ['not_found']) } }, async (req) => {
        const id = (req.params as { id: string }).id;
        const r = running();
        if (!(await r.store.job(id))) throw new HttpFailure('not_found', `no cron job has the id "${id}"`);
        return resultJson(await r.runNow(id));
      });
    },
  });
}
