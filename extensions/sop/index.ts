// The SOP engine extension: owns [sop], validates definitions at load, runs the engine, offers it through sopPoint.
import { isAbsolute, join, resolve } from 'node:path';
import { controlCommands, defineExtension, metricsPoint, statusPoint, SvcError, type ConfigObject, type ExtensionDefinition, systemClock, type Clock } from '../../kernel/index.js';
import type { SopConfig } from './config.generated.js';
import { agentRuntimePoint, toolsPoint } from '../agent/api.js';
import { auditPoint } from '../audit/api.js';
import { gatewayRoutesPoint } from '../gateway/api.js';
import { openStore, sharedPoint } from '../instances/api.js';
import { canonicalJson, sopPoint, type SopEngine } from './api.js';
import { registerSopCommands } from './commands.js';
import { loadSops, type LoadResult } from './definitions.js';
import type { SopEngineImpl } from './engine.js';
import type { RunStore } from './store.js';
import { SOP_ERRORS } from './errors.js';
import { registerSopRoutes } from './routes.js';
import { sopSection } from './schema.js';
import { sopTools } from './tools.js';

export const NAME = 'sop';
const RUN_STORE = 'runs.db';

/** What dispatch looks like while sop.sops_dir is unset: nothing matches, nothing runs (the gateway answers 503). */
function offEngine(): SopEngine {
  const off = (): never => {
    throw new SvcError('SVC_ERR_SOP_OFF', 'the SOP engine is off: sop.sops_dir is not set', { registry: SOP_ERRORS });
  };
  const none = async () => [];
  return { enabled: false, matching: () => [], dispatch: none, runByName: async () => off(), list: () => [], runs: none, run: async () => undefined, approve: async () => off(), reject: async () => off() };
}

const OFF = offEngine();

export function createSopExtension(options: { clock?: Clock } = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    // 0.2: SopEngine's dispatch, runByName, runs, run, approve and reject are asynchronous (the run store may be shared).
    version: '0.2.0',
    description: 'The SOP engine: definitions, triggers, admission, runs and the untrusted-input guard.',
    dependsOn: ['agent'],
    // POST /sop/{path}, a SOP-matching POST /webhook and /api/sop/runs are served when the gateway is loaded; runs are
    // shared on PostgreSQL when the shared mode has it.
    // Approvals and rejections are recorded in the audit trail when it is loaded.
    optionalDependsOn: ['gateway', 'instances', 'audit'],
    sections: { sop: sopSection },
    errors: SOP_ERRORS,
    apply(kernel) {
      const log = kernel.logger;
      const audit = kernel.tryUse(auditPoint);
      // Definitions load with each validation (a write's draft, a drift check, a reload); the adopted config picks its own.
      const loadedFor = new WeakMap<object, LoadResult | undefined>();
      let loaded: LoadResult | undefined;
      /** The most recent validation's definitions: what the CLI commands show (no engine runs there). */
      let latest: LoadResult | undefined;
      const settings = kernel.config<SopConfig>('sop');
      const shared = kernel.tryUse(sharedPoint);
      const sopsDir = (sop: SopConfig) => (sop.sops_dir === null ? undefined : resolve(kernel.paths.configDir, sop.sops_dir));
      const runStoreFile = (sop: SopConfig) => {
        const dir = sop.run_state_dir;
        return join(dir === null ? join(kernel.paths.dataDir, 'state', 'sop') : isAbsolute(dir) ? dir : resolve(kernel.paths.configDir, dir), RUN_STORE);
      };

      // The engine is this extension's service: made at its start (the OFF engine while sop.sops_dir is unset), served
      // as sopPoint, drained and closed by the host. Routes and commands read the handle, so that before the start and
      // after the close they see the OFF engine (503 on /sop/*) rather than an error.
      const service = kernel.service<SopEngine, SopEngineImpl | SopEngine>({
        point: sopPoint,
        start: ({ runtime }) => startEngine(runtime.config),
      });
      const started = (): SopEngineImpl | undefined => {
        const e = service.current();
        return e && e !== OFF ? (e as SopEngineImpl) : undefined;
      };
      // sop_status, sop_advance, sop_approve: a step's agent reports and moves its run.
      for (const tool of sopTools(started)) kernel.use(toolsPoint).register(tool);
      const routes = kernel.tryUse(gatewayRoutesPoint);
      // The routes serve the engine's trigger paths: published at start, after each reload and at shutdown.
      const sopRoutes = routes ? registerSopRoutes(routes, { engine: () => service.current() ?? OFF, metrics: kernel.use(metricsPoint), logger: log }) : undefined;

      // Definitions are part of the configuration: invalid ones stop startup with exit 78, before anything starts.
      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const sop = settings.of(config);
        if (sop.run_store_backend.kind === 'postgres') {
          const c = (config as { shared?: { enabled?: boolean; postgres_url?: string | null } }).shared;
          if (!shared || !c?.enabled || !c.postgres_url) report.add('sop.run_store_backend.kind', '"postgres" needs the shared mode with a PostgreSQL URL: set shared.enabled = true and shared.postgres_url');
        }
        const dir = sopsDir(sop);
        const result = dir === undefined ? undefined : loadSops(dir, sop.default_execution_mode);
        loadedFor.set(config, result);
        latest = result;
        for (const f of result?.findings ?? []) {
          if (f.level === 'error') report.add('sop.sops_dir', `SOP ${f.sop ? `"${f.sop}" ` : ''}(${f.file}): ${f.message}`);
        }
      });

      /** The engine of the config that starts, or the OFF engine when no sops_dir is set. */
      async function startEngine(raw: ConfigObject): Promise<SopEngineImpl | SopEngine> {
        const sop = settings();
        loaded = loadedFor.get(raw);
        if (!loaded) {
          log.info('the SOP engine is off: sop.sops_dir is not set');
          return OFF;
        }
        for (const f of loaded.findings) log.warn({ sop: f.sop, file: f.file }, f.message);
        const { SopEngineImpl } = await import('./engine.js');
        const { MemoryRunStore, SqliteRunStore } = await import('./store.js');
        // Shared mode with PostgreSQL: runs are every instance's (claims, leases, decisions from any instance).
        // sop.run_store_backend.kind chooses; auto takes PostgreSQL when the shared mode has one, else persist_runs decides.
        let target = '';
        const { store, backend } = await openStore<RunStore>(shared, {
          kind: sop.run_store_backend.kind,
          persist: sop.persist_runs,
          sharedAlways: true,
          postgres: async (pg, s) => ((target = pg.target), (await import('./pg-store.js')).PgRunStore.open(pg, s.instanceId(), () => s.leaseMs(), () => clock.now())),
          sqlite: () => SqliteRunStore.open(runStoreFile(sop)),
          memory: () => new MemoryRunStore(),
        });
        const runs = kernel.use(metricsPoint).counter({
          name: 'svc_sop_runs_total',
          help: 'SOP runs by SOP and status: started, then how each ended (completed, failed, rejected, timed_out).',
          labelNames: ['sop', 'status'],
        });
        const engine = new SopEngineImpl({
          sops: loaded.sops,
          settings: sop,
          store,
          clock,
          agent: kernel.use(agentRuntimePoint),
          logger: log,
          countRun: (name, status) => runs.inc({ sop: name, status }),
          ...(audit ? { audit: (event: 'sop.approved' | 'sop.rejected', fields: { sop: string; run_id: string; by: string }) => audit.record(event, fields) } : {}),
          ...(backend === 'postgres' ? { shared: { leaseMs: () => shared!.leaseMs() } } : {}),
        });
        await engine.resume();
        log.info({ sops: loaded.sops.length, dir: loaded.dir, runs: backend === 'postgres' ? target : backend === 'sqlite' ? runStoreFile(sop) : 'memory' }, 'SOP engine started');
        return engine;
      }

      // The routes follow the engine: its trigger paths from its start, none after its close.
      kernel.hooks.start.tapPromise(NAME, async () => sopRoutes?.refresh());

      kernel.hooks.configReloaded.tap(NAME, (next) => {
        const defs = loadedFor.get(next);
        const engine = started();
        if (!engine || !defs) return;
        loaded = defs;
        engine.reload(defs.sops);
        sopRoutes?.refresh();
      });

      kernel.hooks.shutdown.tapPromise(NAME, async () => sopRoutes?.refresh());

      kernel.use(statusPoint).section('sop', () => started()?.statusSummary() ?? { engine: 'off' });

      const control = kernel.use(controlCommands);
      const running = (): SopEngineImpl => {
        const engine = started();
        if (!engine) throw new SvcError('SVC_ERR_SOP_OFF', 'the SOP engine is off: sop.sops_dir is not set', { registry: SOP_ERRORS });
        return engine;
      };
      control.register('sop.run', (args) => {
        const a = (args ?? {}) as { name?: string; payload?: string };
        let payload = 'null';
        if (a.payload !== undefined) {
          try {
            payload = canonicalJson(JSON.parse(a.payload));
          } catch {
            throw new SvcError('SVC_ERR_USAGE', '--payload must be JSON');
          }
        }
        return running().runByName(String(a.name), payload);
      });
      control.register('sop.approve', (args) => running().approve(String((args as { id?: string })?.id), 'cli'));
      control.register('sop.reject', (args) => running().reject(String((args as { id?: string })?.id), 'cli'));
      control.register('sop.runs', (args) => running().runs((args as { sop?: string } | undefined)?.sop));
      control.register('sop.status', async (args) => (await running().run(String((args as { id?: string })?.id))) ?? null);

      registerSopCommands(kernel, { definitions: () => (started() ? loaded : latest), runStoreFile, settings });
    },
  });
}

export default createSopExtension();
