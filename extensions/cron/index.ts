// The cron extension: owns [cron] and [scheduler]; syncs declarative jobs into SQLite, runs the scheduler (jobs and
// SOP cron triggers), and offers `svc cron …`, the control commands and POST /api/cron/{id}/run.
import { join } from 'node:path';
import { controlCommands, defineExtension, metricsPoint, statusPoint, SvcError, systemClock, untilDeadline, type Clock, type CommandContext, type ExtensionDefinition, type SectionAccess } from '../../kernel/index.js';
import type { CronJobsConfig, SchedulerConfig } from './config.generated.js';
import type { ShellToolConfig } from '../agent/api.js';
import { agentRuntimePoint, channelRefs, channelsPoint } from '../agent/api.js';
import { gatewayRoutesPoint } from '../gateway/api.js';
import { openStore, sharedPoint } from '../instances/api.js';
import { sopPoint } from '../sop/api.js';
import { cronTasksPoint, type CronTask } from './api.js';
import { checkJobs } from './checks.js';
import { scheduleProblem } from './schedule.js';
import { CRON_ERRORS } from './errors.js';
import type { RunResult, Scheduler } from './scheduler.js';
import { cronSection, schedulerSection } from './schema.js';
import type { CronStore, Job, JobSpec, Run } from './store.js';

export const NAME = 'cron';
const DB = join('state', 'cron', 'cron.db');

const cronError = (code: keyof typeof CRON_ERRORS, message: string) => new SvcError(code, message, { registry: CRON_ERRORS });

/** `[cron.<id>]` as the store keeps it. */
export function declaredJobs(cron: CronJobsConfig): JobSpec[] {
  return Object.entries(cron).map(([id, j]) => ({
    id,
    name: j.name,
    job_type: j.job_type as JobSpec['job_type'],
    schedule: j.schedule as JobSpec['schedule'],
    command: j.command,
    prompt: j.prompt,
    model: j.model,
    allowed_tools: j.allowed_tools,
    session_target: (j.session_target ?? 'isolated') as JobSpec['session_target'],
    delivery: j.delivery as JobSpec['delivery'],
    enabled: j.enabled,
  }));
}

function resultJson(r: RunResult): Record<string, unknown> {
  return { job: r.job, status: r.status, ...(r.output !== null ? { output: r.output } : {}), ...(r.error !== null ? { error: r.error } : {}), duration_ms: r.duration_ms };
}

export interface CronOptions {
  readonly clock?: Clock;
}

export function createCronExtension(options: CronOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Scheduler and jobs (shell and agent) kept in SQLite (PostgreSQL in the shared mode); runs SOP cron triggers.',
    dependsOn: ['agent', 'sop'],
    // POST /api/cron/{id}/run is served when the gateway is loaded.
    optionalDependsOn: ['gateway', 'instances'],
    errors: CRON_ERRORS,
    sections: { cron: cronSection, scheduler: schedulerSection },
    apply(kernel) {
      const log = kernel.logger;
      const cron = kernel.config<CronJobsConfig>('cron');
      const settings = kernel.config<SchedulerConfig>('scheduler');
      // The agent's section: shell jobs run under the shell tool's timeout.
      const shellTool = kernel.config<ShellToolConfig>('shell_tool');
      let store: CronStore | undefined;
      let scheduler: Scheduler | undefined;
      const dbFile = join(kernel.paths.dataDir, DB);
      const shared = kernel.tryUse(sharedPoint);
      /** PostgreSQL when the shared mode has it (every instance sees the same jobs and claims each run once), else SQLite. */
      const openCronStore = async (): Promise<{ store: CronStore; where: string; instance?: string; leaseMs?: number }> => {
        let target = '';
        const { store, backend } = await openStore<CronStore>(shared, {
          persist: true,
          postgres: async (pg) => ((target = pg.target), (await import('./pg-store.js')).PgCronStore.open(pg)),
          sqlite: async () => (await import('./store.js')).SqliteCronStore.open(dbFile),
        });
        return backend === 'postgres' ? { store, where: target, instance: shared!.instanceId(), leaseMs: shared!.leaseMs() } : { store, where: dbFile };
      };

      // Other extensions' tasks (cronTasksPoint): fired by the scheduler's loop, one run at a time each.
      const tasks = new Map<string, CronTask>();
      const taskRuns = new Map<string, Promise<void>>();
      const taskAbort = new AbortController();
      const runTask = (task: CronTask): void => {
        if (taskRuns.has(task.name) || taskAbort.signal.aborted) return;
        log.info({ task: task.name }, 'cron task started');
        const started = clock.now();
        const done = Promise.resolve()
          .then(() => task.run(taskAbort.signal))
          .then(
            () => log.info({ task: task.name, duration_ms: clock.now() - started }, 'cron task finished'),
            (err: unknown) => log.error({ task: task.name, err: (err as Error).message }, 'cron task failed'),
          )
          .finally(() => taskRuns.delete(task.name));
        taskRuns.set(task.name, done);
      };
      const taskTriggers = () =>
        [...tasks.values()].flatMap((task) => {
          const s = task.schedule();
          return s ? [{ key: `task:${task.name}`, ids: { task: task.name }, expression: s.expression, ...(s.tz ? { tz: s.tz } : {}), fire: () => runTask(task) }] : [];
        });
      kernel.provide(cronTasksPoint, {
        register: (task) => {
          if (tasks.has(task.name)) throw new SvcError('SVC_ERR_EXT_REGISTER', `the cron task "${task.name}" is registered twice`);
          tasks.set(task.name, task);
        },
        problem: (expression, tz) => scheduleProblem({ kind: 'cron', expr: expression, tz })?.message,
      });

      const sync = async (s: CronStore): Promise<void> => {
        const r = await s.sync(declaredJobs(cron()), clock.now());
        if (r.added.length || r.updated.length || r.removed.length) log.info({ added: r.added, updated: r.updated, removed: r.removed }, 'declarative cron jobs synced');
        for (const id of r.conflicts) log.warn({ job: id }, `[cron.${id}] has the id of a job added with svc cron add; that job stays and the declared one is ignored`);
      };

      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkJobs(config, cron.of(config), settings.of(config), report));

      kernel.hooks.start.tapPromise(NAME, async () => {
        const { Scheduler } = await import('./scheduler.js');
        const { executor } = await import('./jobs.js');
        const opened = await openCronStore();
        store = opened.store;
        await sync(store);
        const sop = kernel.use(sopPoint);
        const runs = kernel.use(metricsPoint).counter({ name: 'svc_cron_runs_total', help: 'Cron runs by how they ended (ok, failed).', labelNames: ['status'] });
        scheduler = new Scheduler({
          store,
          ...(opened.instance ? { instance: opened.instance } : {}),
          ...(opened.leaseMs ? { leaseMs: opened.leaseMs } : {}),
          clock,
          logger: log,
          countRun: (status) => runs.inc({ status }),
          settings,
          execute: executor({
            agent: kernel.use(agentRuntimePoint),
            channels: kernel.use(channelsPoint),
            cwd: kernel.paths.dataDir,
            shellTimeoutMs: () => shellTool().timeout_secs * 1000,
            logger: log,
          }),
          triggers: () => [
            ...(sop.enabled
              ? sop.list().flatMap((d) =>
                  d.triggers
                    .filter((t) => t.type === 'cron' && t.expression)
                    .map((t) => ({
                      key: `sop:${d.name}`,
                      ids: { sop: d.name },
                      // A SOP's cron trigger starts one run for the service, whichever instance claims it.
                      once: true,
                      expression: t.expression!,
                      ...(t.tz ? { tz: t.tz } : {}),
                      fire: () =>
                        void sop.runByName(d.name, 'null', 'cron').then(
                          (r) => log.info({ sop: d.name, status: r.status, run_id: r.run_id }, 'SOP cron trigger dispatched'),
                          (err: Error) => log.error({ sop: d.name, err: err.message }, 'SOP cron trigger could not dispatch'),
                        ),
                    })),
                )
              : []),
            ...taskTriggers(),
          ],
        });
        await scheduler.start();
        const jobs = await store.jobs();
        const { enabled } = settings();
        log.info({ jobs: jobs.length, enabled, db: opened.where }, enabled ? 'scheduler started' : 'scheduler disabled (scheduler.enabled = false): jobs run only on demand');
      });

      kernel.use(statusPoint).section('cron', async () => {
        if (!store || !scheduler) return { scheduler: 'off' };
        const planned = (await store.jobs()).filter((j) => j.enabled && !j.done && j.next_run_at !== null);
        planned.sort((a, b) => a.next_run_at! - b.next_run_at!);
        return {
          scheduler: settings().enabled ? 'on' : 'disabled',
          running: scheduler.active,
          next_runs: planned.slice(0, 10).map((j) => ({ job: j.id, next_run_at: new Date(j.next_run_at!).toISOString() })),
        };
      });

      // Jobs and scheduler limits apply from the next event: re-sync, then replan.
      kernel.hooks.configReloaded.tap(NAME, () => {
        const [s, sched] = [store, scheduler];
        if (!s || !sched) return;
        // Triggers (SOPs, tasks) are planned again at once; declared jobs once the store has synced them.
        sched.wake();
        void sync(s)
          .then(() => sched.poke())
          .catch((err: Error) => log.error({ err: err.message }, 'declarative cron jobs could not be synced after the reload'));
      });

      kernel.hooks.drain.tapPromise(NAME, async ({ deadline }, work) => {
        const before = taskRuns.size;
        await Promise.all([scheduler?.drain(deadline, work), untilDeadline(Promise.allSettled([...taskRuns.values()]), deadline)]);
        const left = [...taskRuns.keys()];
        work.finished('cron_tasks', Math.max(0, before - left.length));
        taskAbort.abort();
        for (const name of left) work.abandoned('cron_tasks', { task: name }, 'cron task abandoned at shutdown');
      });
      kernel.hooks.shutdown.tapPromise(NAME, async () => {
        await store?.close();
        scheduler = undefined;
        store = undefined;
      });

      const runNow = async (id: string): Promise<RunResult> => {
        if (!scheduler) throw new Error('the scheduler is not running');
        try {
          return await scheduler.runNow(id);
        } catch (err) {
          if ((err as { code?: string }).code === 'SVC_ERR_CRON_UNKNOWN_JOB') throw cronError('SVC_ERR_CRON_UNKNOWN_JOB', (err as Error).message);
          throw err;
        }
      };
      const control = kernel.use(controlCommands);
      control.register('cron.run', async (args) => resultJson(await runNow(String((args as { id?: string })?.id))));
      control.register('cron.poke', async () => {
        await scheduler?.poke();
        return { ok: true };
      });

      kernel.tryUse(gatewayRoutesPoint)?.register({
        name: NAME,
        plugin: async (app, h) => {
          // The access rule of every admin route (CONTRACT §4), before the body is read.
          app.addHook('onRequest', async (req, reply) => {
            if (!h.admitAdmin(req, reply)) return reply;
          });
          const iso = (t: number | null | undefined) => (t ? new Date(t).toISOString() : null);
          const runJson = (r: Run) => ({ ...r, started_at: iso(r.started_at), finished_at: iso(r.finished_at) });
          app.get('/api/cron/jobs', async (_req, reply) => {
            if (!store) return h.fail(reply, 503, 'not_ready', 'the scheduler is not running here');
            const { describeSchedule } = await import('./schedule.js');
            const s = store;
            const jobs = await Promise.all((await s.jobs()).map(async (j) => {
              const last = (await s.history(j.id, 1))[0];
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
            }));
            return { jobs };
          });
          app.get('/api/cron/jobs/:id/history', async (req, reply) => {
            const id = (req.params as { id: string }).id;
            if (!store) return h.fail(reply, 503, 'not_ready', 'the scheduler is not running here');
            if (!(await store.job(id))) return h.fail(reply, 404, 'not_found', `no cron job has the id "${id}"`);
            const limit = Math.min(100, Math.max(1, Number((req.query as { limit?: string }).limit) || 20));
            return { runs: (await store.history(id, limit)).map(runJson) };
          });
          app.post('/api/cron/:id/run', { config: { longRunning: true } }, async (req, reply) => {
            const id = (req.params as { id: string }).id;
            if (!scheduler) return h.fail(reply, 503, 'not_ready', 'the scheduler is not running here');
            if (!(await store?.job(id))) return h.fail(reply, 404, 'not_found', `no cron job has the id "${id}"`);
            return resultJson(await runNow(id));
          });
        },
      });

      registerCommands(kernel.addCommand.bind(kernel), async () => (await openCronStore()).store, { cron, settings });
    },
  });
}

function registerCommands(
  add: (spec: Parameters<import('../../kernel/index.js').Kernel['addCommand']>[0]) => void,
  open: () => Promise<CronStore>,
  sections: { cron: SectionAccess<CronJobsConfig>; settings: SectionAccess<SchedulerConfig> },
): void {
  const poke = async (ctx: CommandContext) => {
    try {
      await ctx.control('cron.poke');
    } catch {
      // No daemon: it plans the change when it starts.
    }
  };
  add({
    name: 'cron list',
    summary: 'Cron jobs: id, source, schedule, next run, last run',
    needs: 'config',
    options: { json: { type: 'boolean', description: 'Print {"jobs": [...]} as JSON' } },
    run: async (ctx) => {
      const { describeSchedule } = await import('./schedule.js');
      const store = await open();
      try {
        const rows: (Job | (JobSpec & { source: 'declarative'; pending: true }))[] = [...(await store.jobs())];
        const ids = new Set(rows.map((r) => r.id));
        // Declared but not synced yet (the daemon syncs at start and on reload).
        for (const spec of declaredJobs(sections.cron())) if (!ids.has(spec.id)) rows.push({ ...spec, source: 'declarative', pending: true });
        rows.sort((a, b) => (a.id < b.id ? -1 : 1));
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ jobs: rows }, null, 2)}\n`);
        if (!rows.length) return void ctx.stdout.write('no cron jobs\n');
        const when = (t: number | null | undefined) => (t ? new Date(t).toISOString() : '-');
        for (const r of rows) {
          const state = 'pending' in r ? 'not synced yet' : r.done ? 'done' : r.enabled ? `next ${when(r.next_run_at)}` : 'disabled';
          ctx.stdout.write(`${r.id}  ${r.source}  ${r.job_type}  ${describeSchedule(r.schedule)}  ${state}  last ${'pending' in r ? '-' : when(r.last_run_at)}\n`);
        }
      } finally {
        await store.close();
      }
    },
  });
  add({
    name: 'cron add',
    summary: 'Add a job (imperative: never touched by the config sync); one of --cron/--every/--at and one of --shell/--prompt',
    needs: 'config',
    options: {
      id: { type: 'string', description: 'Job id (alias grammar: lower-case letters, digits, single underscores)' },
      name: { type: 'string', description: 'Display name' },
      cron: { type: 'string', description: 'Five-field cron expression, e.g. "*/5 * * * *"' },
      tz: { type: 'string', description: 'IANA time zone of --cron (default UTC)' },
      every: { type: 'string', description: 'Interval in milliseconds' },
      at: { type: 'string', description: 'One run at an RFC 3339 date-time' },
      shell: { type: 'string', description: 'Shell command (job_type = shell)' },
      prompt: { type: 'string', description: 'Prompt for the agent (job_type = agent)' },
      channel: { type: 'string', description: 'Announce the result to this channel (<type>.<alias>)' },
      to: { type: 'string', description: 'Recipient on --channel' },
    },
    run: async (ctx) => {
      const o = ctx.options as Record<string, string | undefined>;
      const usage = (m: string) => new SvcError('SVC_ERR_USAGE', `svc cron add: ${m}`);
      if (!o.id || !/^(?!.*__)[a-z0-9](?:[a-z0-9_]{0,61}[a-z0-9])?$/.test(o.id)) throw usage('--id is required and follows the alias grammar (lower-case letters, digits, single underscores, 1 to 63 characters)');
      const kinds = ['cron', 'every', 'at'].filter((k) => o[k] !== undefined);
      if (kinds.length !== 1) throw usage('give exactly one of --cron, --every, --at');
      if ((o.shell === undefined) === (o.prompt === undefined)) throw usage('give exactly one of --shell, --prompt');
      const schedule: JobSpec['schedule'] =
        kinds[0] === 'cron' ? { kind: 'cron', expr: o.cron!, tz: o.tz ?? null } : kinds[0] === 'every' ? { kind: 'every', every_ms: Number(o.every) } : { kind: 'at', at: o.at! };
      if (kinds[0] === 'every' && !/^[1-9][0-9]*$/.test(o.every!)) throw usage('--every must be a positive integer of milliseconds');
      const problem = scheduleProblem(schedule);
      if (problem) throw usage(`--${problem.field === 'expr' ? 'cron' : problem.field === 'every_ms' ? 'every' : problem.field}: ${problem.message}`);
      const { max_tasks: maxTasks } = sections.settings();
      if (o.channel !== undefined && !channelRefs(ctx.config()).has(o.channel)) throw usage(`--channel "${o.channel}" names no configured channel`);
      const store = await open();
      try {
        if (await store.job(o.id)) throw cronError('SVC_ERR_CRON_JOB_EXISTS', `a cron job already has the id "${o.id}"`);
        if ((await store.jobs()).length >= maxTasks) throw cronError('SVC_ERR_CRON_FULL', `the scheduler already holds scheduler.max_tasks (${maxTasks}) jobs`);
        await store.add(
          {
            id: o.id,
            name: o.name ?? null,
            job_type: o.shell !== undefined ? 'shell' : 'agent',
            schedule,
            command: o.shell ?? null,
            prompt: o.prompt ?? null,
            model: null,
            allowed_tools: null,
            session_target: 'isolated',
            delivery: { best_effort: true, channel: o.channel ?? null, mode: o.channel ? 'announce' : 'none', thread_id: null, to: o.to ?? null },
            enabled: true,
          },
          Date.now(),
        );
      } finally {
        await store.close();
      }
      await poke(ctx);
      ctx.logger.info({ job: o.id, by: 'cli' }, 'cron job added');
      ctx.stdout.write(`added ${o.id}\n`);
    },
  });
  add({
    name: 'cron remove',
    summary: 'Remove a job added with svc cron add (a job declared in config.toml as [cron.<id>] is refused: remove its table there)',
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    run: async (ctx) => {
      const id = ctx.positionals[0]!;
      const store = await open();
      try {
        const job = await store.job(id);
        // Declared but not synced yet (the daemon syncs at start and on reload): still the config's to remove.
        const declared = job?.source === 'declarative' || declaredJobs(sections.cron()).some((spec) => spec.id === id);
        if (!job && !declared) throw cronError('SVC_ERR_CRON_UNKNOWN_JOB', `no cron job has the id "${id}"`);
        if (declared) throw cronError('SVC_ERR_CRON_DECLARED', `cron job "${id}" is declared in config.toml as [cron.${id}]; remove it there`);
        await store.remove(id);
      } finally {
        await store.close();
      }
      await poke(ctx);
      ctx.logger.info({ job: id, by: 'cli' }, 'cron job removed');
      ctx.stdout.write(`removed ${id}\n`);
    },
  });
  add({
    name: 'cron run',
    summary: 'Run a job now in the running daemon and print its result (exit 1 when the run failed)',
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    run: async (ctx) => {
      const result = (await ctx.control('cron.run', { id: ctx.positionals[0] })) as { status: string };
      ctx.stdout.write(`${JSON.stringify(result)}\n`);
      return result.status === 'ok' ? 0 : 1;
    },
  });
  add({
    name: 'cron history',
    summary: 'The recorded runs of a job, newest first (scheduler.max_run_history per job)',
    usage: 'ID',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { json: { type: 'boolean', description: 'Print {"runs": [...]} as JSON' } },
    run: async (ctx) => {
      const id = ctx.positionals[0]!;
      const store = await open();
      try {
        if (!(await store.job(id))) throw cronError('SVC_ERR_CRON_UNKNOWN_JOB', `no cron job has the id "${id}"`);
        const runs = await store.history(id);
        if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ runs }, null, 2)}\n`);
        if (!runs.length) return void ctx.stdout.write('no runs yet\n');
        for (const r of runs) ctx.stdout.write(`${new Date(r.started_at).toISOString()}  ${r.status}  ${r.trigger}  ${r.duration_ms ?? '-'} ms${r.error ? `  ${r.error}` : ''}\n`);
      } finally {
        await store.close();
      }
    },
  });
}

export default createCronExtension();
