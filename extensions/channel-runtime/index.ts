// The channel runtime: serves channelRuntimePoint, where channel types register. Each type's instances run with the
// extension that registered it (its start, reload, drain; its logger and status), and the shared mode's journal of
// replies is kept here, one for every type.
import { defineExtension, metricsPoint, statusPoint, systemClock, type ExtensionDefinition, type Kernel } from '../../kernel/index.js';
import { agentRuntimePoint, channelsPoint } from '../agent/api.js';
import { sharedPoint } from '../instances/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { channelRuntimePoint, type ChannelDefinition, type ChannelOptions, type InboundScreen, type InstanceSpec, type TurnSettings } from './api.js';
import { CHANNEL_RUNTIME_ERRORS } from './errors.js';
import type { SharedDeliveries } from './journal.js';
import type { ChannelRunner } from './runner.js';

export const NAME = 'channel-runtime';
const TYPE = /^[a-z][a-z0-9_]{0,31}$/;

/** What is wrong with a registration, said of the registering extension; undefined when nothing is. */
function registrationProblem(kernel: Kernel, d: ChannelDefinition<never>): string | undefined {
  if (!kernel || typeof kernel.extension !== 'string' || !kernel.hooks) return 'register(kernel, definition) needs the registering extension\'s own kernel as its first argument';
  if (!d || typeof d !== 'object') return 'the channel definition is not an object';
  if (typeof d.type !== 'string' || !TYPE.test(d.type)) return `the channel type ${JSON.stringify(d.type)} is not a lowercase name ([a-z][a-z0-9_]*, at most 32 characters)`;
  if (typeof d.instance !== 'function') return `channel type "${d.type}" has no instance(settings, alias) function`;
  if (d.receive !== undefined && typeof d.receive?.parse !== 'function') return `channel type "${d.type}" has receive without a parse(body, request, settings) function`;
  for (const key of ['poll', 'send', 'format'] as const) if (d[key] !== undefined && typeof d[key] !== 'function') return `channel type "${d.type}": "${key}" is not a function`;
  return undefined;
}

export function createChannelRuntimeExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Runs channel types: listener or polling loop, body limits, the bounded queue the agent answers, pacing, the retrying outbox, drain.',
    dependsOn: ['agent'],
    // Replies are recorded on PostgreSQL in the shared mode, so another instance sends those of an instance that stops;
    // they are scanned for leaked credentials when the leak detector is loaded.
    optionalDependsOn: ['instances', 'leak-detection'],
    errors: CHANNEL_RUNTIME_ERRORS,
    apply(kernel) {
      const shared = kernel.tryUse(sharedPoint);
      // Replies and deliveries (cron results, SOP notices) leave through the outbox: scanned there when the detector is loaded.
      const leaks = kernel.tryUse(leakGuardPoint);
      const registry = kernel.use(channelsPoint);
      const types = new Map<string, string>();
      // The agent's [channels] table: how every channel instance answers (read per message, so a reload applies).
      const channels = kernel.config('channels');
      const turns = (): TurnSettings => {
        const c = channels();
        return { timeoutMs: c.message_timeout_secs * 1000, maxConcurrent: c.max_concurrent_per_channel, debounceMs: c.debounce_ms, showToolCalls: c.show_tool_calls };
      };
      /** The running runner of each registered type (for questions). */
      const runners = new Map<string, () => ChannelRunner<unknown> | undefined>();
      let deliveries: Promise<SharedDeliveries | undefined> | undefined;
      /** The shared mode's journal, opened by the first channel that starts an instance. */
      const journal = (): Promise<SharedDeliveries | undefined> =>
        (deliveries ??= (async () => {
          const pg = await shared?.postgres();
          if (!pg) return undefined;
          const { SharedDeliveries } = await import('./journal.js');
          return SharedDeliveries.open(pg, shared!.instanceId(), () => shared!.leaseMs(), () => systemClock.now(), kernel.logger);
        })());

      // Screens other extensions add (peer groups), asked for every inbound message of every instance.
      const screens: InboundScreen[] = [];
      kernel.provide(channelRuntimePoint, {
        screen(screen: InboundScreen) {
          if (typeof screen !== 'function') throw new Error('screen(screen) needs a function (channel, message) => reason | undefined');
          screens.push(screen);
        },
        ask(request) {
          const dot = request.channel.indexOf('.');
          if (dot < 0) return undefined;
          return runners.get(request.channel.slice(0, dot))?.()?.ask(request.channel.slice(dot + 1), request);
        },
        excludedTools(channel) {
          const dot = channel.indexOf('.');
          if (dot < 0) return undefined;
          return runners.get(channel.slice(0, dot))?.()?.excludedTools(channel.slice(dot + 1));
        },
        register<S>(channel: Kernel, definition: ChannelDefinition<S>, options: ChannelOptions = {}) {
          const problem = registrationProblem(channel, definition as ChannelDefinition<never>);
          if (problem) throw new Error(problem);
          const { type } = definition;
          const owner = types.get(type);
          if (owner) throw new Error(`channel type "${type}" is registered by both "${owner}" and "${channel.extension}"`);
          types.set(type, channel.extension);
          const ext = channel.extension;
          const log = channel.logger;
          const tables = channel.config<Record<string, S> | undefined>(`channels.${type}`);
          const status = channel.use(statusPoint);
          let runner: ChannelRunner<S> | undefined;
          let started = false;
          runners.set(type, () => runner as ChannelRunner<unknown> | undefined);

          registry.register({
            type,
            deliver: async (alias, message) => {
              if (!runner) throw new Error(`channels.${type}.${alias} is not running`);
              return runner.deliver(alias, message);
            },
          });
          status.section(type, () => runner?.status() ?? { channels: [] });

          // Taps of the registering extension (this runs in its apply): its start, reload and drain run its instances.
          channel.hooks.start.tapPromise(ext, async () => {
            started = true;
            const specs = new Map<string, { settings: S; spec: InstanceSpec }>();
            for (const [alias, settings] of Object.entries(tables() ?? {})) {
              // A throw here fails this extension's start, naming it.
              const spec = definition.instance(settings, alias);
              if (spec.enabled) specs.set(alias, { settings, spec });
            }
            if (!specs.size) return;
            const { ChannelRunner } = await import('./runner.js');
            runner = new ChannelRunner({
              definition,
              extension: ext,
              logger: log,
              tables: () => tables() ?? {},
              agent: kernel.use(agentRuntimePoint),
              metrics: kernel.use(metricsPoint),
              status,
              deliveries: await journal(),
              turns,
              screens,
              clock: options.clock ?? systemClock,
              random: options.random ?? Math.random,
              ...(leaks ? { redact: (text: string, via: string) => leaks.redact(text, via) } : {}),
            });
            await runner.start(specs);
          });
          channel.hooks.configReloaded.tap(ext, () => {
            if (runner) return runner.reloaded();
            if (!started) return;
            // Nothing runs: an instance the reload enables waits for a restart.
            const enabled = Object.entries(tables() ?? {}).filter(([alias, settings]) => {
              try {
                return definition.instance(settings, alias).enabled;
              } catch {
                return false;
              }
            });
            if (enabled.length) log.warn({ paths: enabled.map(([alias]) => `channels.${type}.${alias}`) }, 'restart_required');
          });
          channel.hooks.drain.tapPromise(ext, async ({ deadline }, work) => {
            await runner?.drain(deadline, work);
          });
        },
      });

      // After every channel's own shutdown (they depend on this extension): their outboxes have given their claims up.
      kernel.hooks.shutdown.tapPromise(NAME, async () => {
        const open = deliveries;
        deliveries = undefined;
        await (await open?.catch(() => undefined))?.close();
      });
    },
  });
}

export default createChannelRuntimeExtension();
