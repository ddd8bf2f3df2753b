// The heartbeat extension: owns [heartbeat]; runs the heartbeat worker (tasks every interval, two-phase, adaptive,
// bounded) and its dead-man watch, one instance at a time in the shared mode; shows both in `svc status`.
import { controlCommands, defineExtension, metricsPoint, statusPoint, systemClock, type Clock, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { agentRuntimePoint, carriesNothing, channelRefs, channelsPoint, workspaceDir, type AgentsConfig } from '../agent/api.js';
import { escalationPoint } from '../escalation/api.js';
import { openStore, sharedPoint } from '../instances/api.js';
import { heartbeatPoint } from './api.js';
import type { HeartbeatConfig } from './config.generated.js';
import type { Lease } from './worker.js';
import { heartbeatSection } from './schema.js';

export const NAME = 'heartbeat';

export interface HeartbeatOptions {
  /** Time of the intervals, the task timeout and the dead man (tests pass a manual clock). */
  readonly clock?: Clock;
}

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

function check(config: ConfigObject, h: HeartbeatConfig, agents: AgentsConfig, report: ProblemReport, carrying: readonly string[]): void {
  const configured = Object.keys(agents);
  if (h.enabled) {
    if (blank(h.agent)) report.add('heartbeat.agent', 'is required when heartbeat.enabled is true: set the alias of the agent the heartbeat runs as');
    else if (configured.length ? !agents[h.agent] : h.agent !== 'default') report.add('heartbeat.agent', `"${h.agent}" names no configured agent (configured: ${configured.sort().join(', ') || 'none, so the one agent "default"'})`);
    else if (agents[h.agent]?.enabled === false) report.add('heartbeat.agent', `"${h.agent}" is disabled (agents.${h.agent}.enabled = false); the heartbeat needs an agent that runs`);
  }
  if (!blank(h.target) && blank(h.to)) report.add('heartbeat.to', `is required when heartbeat.target is set (target is ${JSON.stringify(h.target)}): set the recipient on that channel`);
  const channels = channelRefs(config);
  for (const key of ['target', 'deadman_channel'] as const) {
    const ref = h[key];
    if (blank(ref)) continue;
    const idle = carriesNothing(ref!, carrying);
    if (idle) report.add(`heartbeat.${key}`, idle);
    else if (!channels.has(ref!)) report.add(`heartbeat.${key}`, `"${ref}" names no configured channel [channels.<type>.<alias>] (configured: ${[...channels].sort().join(', ') || 'none'})`);
  }
  if (h.adaptive && h.min_interval_minutes > h.max_interval_minutes) report.add('heartbeat.min_interval_minutes', `is above max_interval_minutes (${h.max_interval_minutes})`);
  const longest = h.adaptive ? h.max_interval_minutes : h.interval_minutes;
  if (h.deadman_timeout_minutes > 0 && h.deadman_timeout_minutes <= longest) {
    report.add('heartbeat.deadman_timeout_minutes', `must be longer than the ${h.adaptive ? 'longest interval (max_interval_minutes' : 'interval (interval_minutes'} = ${longest}), or the dead man would alert between two healthy heartbeats`);
  }
}

export function createHeartbeatExtension(options: HeartbeatOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'The heartbeat: an agent runs its standing tasks every interval (skipped cheaply when idle), with a dead-man alert.',
    dependsOn: ['agent'],
    // Escalations of failures and of the dead man when escalation is loaded; one instance runs it in the shared mode.
    optionalDependsOn: ['escalation', 'instances'],
    sections: { heartbeat: heartbeatSection },
    apply(kernel) {
      const settings = kernel.config<HeartbeatConfig>('heartbeat');
      const agents = kernel.config<AgentsConfig>('agents');
      const channelTypes = kernel.use(channelsPoint);
      const shared = kernel.tryUse(sharedPoint);
      const escalation = kernel.tryUse(escalationPoint);
      const beats = kernel.use(metricsPoint).counter({ name: 'svc_heartbeats_total', help: 'Heartbeats by outcome (ran, skipped, idle, failed).', labelNames: ['outcome'] });

      kernel.hooks.validateConfig.tap(NAME, (config, report) => check(config, settings.of(config), agents.of(config), report, channelTypes.types()));

      const service = kernel.service({
        point: heartbeatPoint,
        deps: { agent: agentRuntimePoint, channels: channelsPoint },
        start: async ({ deps }) => {
          const { HeartbeatWorker, LocalLease } = await import('./worker.js');
          // The claim: the shared PostgreSQL's row in the shared mode, else this process's own; opened on first use, so
          // a heartbeat that is off opens nothing until a reload enables it.
          let lease: Promise<Lease> | undefined;
          const openLease = () =>
            (lease ??= openStore<Lease>(shared, {
              persist: false,
              sharedAlways: true,
              postgres: async (pg) => (await import('./lease.js')).PgLease.open(pg, shared!.instanceId(), clock),
              memory: async () => new LocalLease(),
            }).then((o) => o.store, (err: unknown) => {
              lease = undefined;
              throw err;
            }));
          const worker = new HeartbeatWorker({
            settings,
            agent: deps.agent,
            channels: deps.channels,
            workspaceOf: (agent) => workspaceDir(kernel.paths.dataDir, agent, agents()[agent]?.workspace?.path),
            clock,
            logger: kernel.logger,
            lease: openLease,
            ...(escalation ? { escalate: (severity: 'high' | 'critical', summary: string) => escalation.raise({ severity, summary, source: NAME }) } : {}),
            ...(escalation?.providersDown ? { providersDown: () => escalation.providersDown!() } : {}),
            count: (outcome) => beats.inc({ outcome }),
          });
          if (settings().enabled) worker.start();
          return worker;
        },
      });
      // A reload starts, stops or reschedules the running heartbeat (heartbeat.enabled, the intervals, the timeouts).
      kernel.hooks.configReloaded.tap(NAME, (config, previous) => service.current()?.reconfigure(settings.of(previous)));

      kernel.use(statusPoint).section(NAME, () => (settings().enabled ? (service.current()?.status() ?? { heartbeat: 'starting' }) : { heartbeat: 'off' }));

      // One heartbeat now in the running daemon (`svc heartbeat run`): to try HEARTBEAT.md without waiting an interval.
      const running = () => {
        const worker = service.current();
        if (!worker || !settings().enabled) throw new Error('the heartbeat is off (heartbeat.enabled = false)');
        return worker;
      };
      const control = kernel.use(controlCommands);
      control.register('heartbeat.run', async () => (await running().beat()) ?? { outcome: 'held', detail: 'another instance holds the heartbeat' });
      // The history stays readable once the heartbeat is switched off: what ran before is what the operator asks about.
      control.register('heartbeat.history', async () => {
        const worker = service.current();
        if (!worker) throw new Error('the heartbeat is not started yet (the daemon is starting)');
        return { enabled: settings().enabled, status: worker.status(), runs: worker.history() };
      });
      kernel.addCommand({
        name: 'heartbeat run',
        summary: 'Run one heartbeat now in the running daemon and print it as JSON (exit 1 when it failed)',
        run: async (ctx) => {
          const run = (await ctx.control('heartbeat.run')) as { outcome: string };
          ctx.stdout.write(`${JSON.stringify(run)}\n`);
          return run.outcome === 'failed' ? 1 : 0;
        },
      });
      kernel.addCommand({
        name: 'heartbeat history',
        summary: 'The heartbeat\'s state and the runs the running daemon remembers (heartbeat.max_run_history), as JSON',
        run: async (ctx) => void ctx.stdout.write(`${JSON.stringify(await ctx.control('heartbeat.history'), null, 2)}\n`),
      });
    },
  });
}

export default createHeartbeatExtension();
