// The cron extension: owns [cron] and [scheduler]; syncs declarative jobs into SQLite, runs the scheduler (jobs and
// SOP cron triggers), and offers `svc cron …`, the control commands and POST /api/cron/{id}/run.
import { join } from 'node:path';
import { controlCommands, defineExtension, metricsPoint, statusPoint, SvcError, systemClock, type Clock, type ExtensionDefinition } from '../../kernel/index.js';
import type { CronJobsConfig, SchedulerConfig } from './config.generated.js';
import type { ShellToolConfig } from '../agent/api.js';
import { agentRuntimePoint, channelsPoint } from '../agent/api.js';
import { gatewayRoutesPoint } from '../gateway/api.js';
import { openStore, sharedPoint } from '../instances/api.js';
import { estopPoint } from '../estop/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { sopPoint } from '../sop/api.js';
import { cronRuntimePoint, cronTasksPoint, type CronTask } from './api.js';
import { checkJobs } from './checks.js';
import { registerCommands } from './commands.js';
import { CRON_ERRORS } from './errors.js';
import { resultJson } from './jobs-spec.js';
import { registerCronRoutes } from './routes.js';
import { scheduleProblem } from './schedule.js';
import { cronSection, schedulerSection } from './schema.js';
import type { CronStore } from './store.js';

export { declaredJobs } from './jobs-spec.js';

export const NAME = 'cron';
const DB = join('state', 'cron', 'cron.db');

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
    // Results and run output are scanned for leaked credentials when the leak detector is loaded.
    // No job starts while the emergency stop is engaged, when the estop extension is loaded.
    optionalDependsOn: ['gateway', 'instances', 'leak-detection', 'estop'],
    errors: CRON_ERRORS,
    sections: { cron: cronSection, scheduler: schedulerSection },
    apply(kernel) {
      const cron = kernel.config<CronJobsConfig>('cron');
      const settings = kernel.config<SchedulerConfig>('scheduler');
      // The agent's section: shell jobs run under the shell tool's timeout.
      const shellTool = kernel.config<ShellToolConfig>('shell_tool');
      const dbFile = join(kernel.paths.dataDir, DB);
      const shared = kernel.tryUse(sharedPoint);
      const leaks = kernel.tryUse(leakGuardPoint);
      const estop = kernel.tryUse(estopPoint);
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

      // Other extensions' tasks (cronTasksPoint), registered in apply; the scheduler plans them beside the jobs.
      const tasks = new Map<string, CronTask>();
      kernel.provide(cronTasksPoint, {
        register: (task) => {
          if (tasks.has(task.name)) throw new SvcError('SVC_ERR_EXT_REGISTER', `the cron task "${task.name}" is registered twice`);
          tasks.set(task.name, task);
        },
        problem: (expression, tz) => scheduleProblem({ kind: 'cron', expr: expression, tz })?.message,
      });

      // The channel types that carry messages are those registered by now (every channel extension registers in apply).
      const channelTypes = kernel.use(channelsPoint);
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkJobs(config, cron.of(config), settings.of(config), report, channelTypes.types()));

      const runtime = kernel.service({
        point: cronRuntimePoint,
        deps: { sop: sopPoint, agent: agentRuntimePoint, channels: channelsPoint, metrics: metricsPoint },
        start: async ({ deps }) => {
          const { CronRuntime } = await import('./runtime.js');
          const runs = deps.metrics.counter({ name: 'svc_cron_runs_total', help: 'Cron runs by how they ended (ok, failed).', labelNames: ['status'] });
          return CronRuntime.start({
            opened: await openCronStore(),
            cron,
            settings,
            shellTool,
            tasks,
            sop: deps.sop,
            agent: deps.agent,
            channels: deps.channels,
            countRun: (status) => runs.inc({ status }),
            cwd: kernel.paths.dataDir,
            clock,
            logger: kernel.logger,
            ...(leaks ? { redact: (text: string) => leaks.redact(text, 'cron') } : {}),
            ...(estop ? { halted: () => estop.refusal() } : {}),
          });
        },
      });

      kernel.use(statusPoint).section('cron', async () => (await runtime.current()?.status()) ?? { scheduler: 'off' });
      // Jobs and scheduler limits apply from the next event: re-sync, then replan.
      kernel.hooks.configReloaded.tap(NAME, () => runtime.current()?.reloaded());

      const control = kernel.use(controlCommands);
      control.register('cron.run', async (args) => resultJson(await kernel.use(cronRuntimePoint).runNow(String((args as { id?: string })?.id))));
      control.register('cron.poke', async () => {
        await runtime.current()?.poke();
        return { ok: true };
      });

      const routes = kernel.tryUse(gatewayRoutesPoint);
      if (routes) registerCronRoutes(routes, NAME, () => runtime.current());

      registerCommands(kernel.addCommand.bind(kernel), async () => (await openCronStore()).store, { cron, settings });
    },
  });
}

export default createCronExtension();
