// The cron admin routes: GET /api/cron/jobs, GET /api/cron/jobs/{id}/history, POST /api/cron/{id}/run (CONTRACT §8),
// behind the gateway's admin rule; 503 not_ready while no scheduler runs here.
import type { GatewayRoutes } from '../gateway/api.js';
import { resultJson } from './jobs-spec.js';
import type { CronRuntime } from './runtime.js';
import type { Run } from './store.js';

const iso = (t: number | null | undefined) => (t ? new Date(t).toISOString() : null);
const runJson = (r: Run) => ({ ...r, started_at: iso(r.started_at), finished_at: iso(r.finished_at) });

export function registerCronRoutes(routes: GatewayRoutes, name: string, runtime: () => CronRuntime | undefined): void {
  routes.register({
    name,
    plugin: async (app, h) => {
      // The access rule of every admin route (CONTRACT §4), before the body is read.
      app.addHook('onRequest', async (req, reply) => {
        if (!h.admitAdmin(req, reply)) return reply;
      });
      app.get('/api/cron/jobs', async (_req, reply) => {
        const store = runtime()?.store;
        if (!store) return h.fail(reply, 'not_ready', 'the scheduler is not running here');
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
      app.get('/api/cron/jobs/:id/history', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const store = runtime()?.store;
        if (!store) return h.fail(reply, 'not_ready', 'the scheduler is not running here');
        if (!(await store.job(id))) return h.fail(reply, 'not_found', `no cron job has the id "${id}"`);
        const limit = Math.min(100, Math.max(1, Number((req.query as { limit?: string }).limit) || 20));
        return { runs: (await store.history(id, limit)).map(runJson) };
      });
      app.post('/api/cron/:id/run', { config: { longRunning: true } }, async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const running = runtime();
        if (!running) return h.fail(reply, 'not_ready', 'the scheduler is not running here');
        if (!(await running.store.job(id))) return h.fail(reply, 'not_found', `no cron job has the id "${id}"`);
        return resultJson(await running.runNow(id));
      });
    },
  });
}
