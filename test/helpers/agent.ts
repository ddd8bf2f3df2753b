// Boots the real built-in extensions with a fake clock and a test tool, starts them, and hands back the agent runtime.
import { startTestHost } from '../../bin/testing.js';
import { createAgentExtension } from '../../extensions/agent/index.js';
import { agentHooksPoint, agentRuntimePoint, toolsPoint, type AgentRuntime, type ToolCallOutcome } from '../../extensions/agent/api.js';
import { sopPoint, type SopEngine } from '../../extensions/sop/api.js';
import { createSopExtension } from '../../extensions/sop/index.js';
import { createGatewayExtension } from '../../extensions/gateway/index.js';
import { createWebhookChannelExtension } from '../../extensions/webhook-channel/index.js';
import { createWebhookAuditExtension, type WebhookAuditOptions } from '../../extensions/webhook-audit/index.js';
import { createCronExtension } from '../../extensions/cron/index.js';
import { defineExtension } from '../../kernel/extension.js';
import type { ConfigStore, ExtensionDefinition } from '../../kernel/types.js';
import { tempConfigDir } from './kernel.js';
import { systemClock, type Clock } from '../../kernel/index.js';

export interface FakeClock extends Clock {
  readonly sleeps: number[];
}

export function fakeClock(start = 1_800_000_000_000): FakeClock {
  let t = start;
  const sleeps: number[] = [];
  return { sleeps, now: () => t, sleep: async (ms) => void (sleeps.push(ms), (t += ms)) };
}

/** A clock whose sleeps end only when the test advances time past them. */
export interface ManualClock extends FakeClock {
  advance(ms: number): Promise<void>;
}

export function manualClock(start = 1_800_000_000_000): ManualClock {
  let t = start;
  const sleeps: number[] = [];
  const timers: { at: number; resolve: () => void }[] = [];
  return {
    sleeps,
    now: () => t,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        sleeps.push(ms);
        const timer = { at: t + ms, resolve };
        timers.push(timer);
        signal?.addEventListener('abort', () => (timers.splice(timers.indexOf(timer), 1), reject(signal.reason)), { once: true });
      }),
    advance: async (ms) => {
      t += ms;
      for (const due of timers.filter((x) => x.at <= t)) {
        timers.splice(timers.indexOf(due), 1);
        due.resolve();
      }
      for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    },
  };
}

export interface Harness {
  runtime: AgentRuntime;
  sop: SopEngine;
  /** The gateway's base URL (path_prefix included). */
  url: string;
  /** Calls a daemon control command, as `svc <command>` would over svc.sock. */
  control(command: string, args?: unknown): Promise<unknown>;
  /** The kernel's config store (what SIGHUP and the admin routes use). */
  store: ConfigStore;
  outcomes: ToolCallOutcome[];
  lookups: unknown[];
  logs: Record<string, unknown>[];
  clock: FakeClock;
  dir: string;
  stop(): Promise<void>;
}

/** A tool the tests offer the model: `lookup({ q })` answers `found: <q>`. */
const probe = (outcomes: ToolCallOutcome[], lookups: unknown[]) =>
  defineExtension({
    name: 'test-probe',
    version: '1',
    dependsOn: ['agent'],
    apply(kernel) {
      kernel.use(toolsPoint).register({
        name: 'lookup',
        description: 'Look a word up',
        parameters: { type: 'object', required: ['q'], additionalProperties: false, properties: { q: { type: 'string', minLength: 1 } } },
        handler: (args) => (lookups.push(args), `found: ${String(args.q)}`),
      });
      kernel.use(agentHooksPoint).afterToolCall.tapPromise('test-probe', async (o) => void outcomes.push(o));
    },
  });

export async function startAgent(
  t: { teardown(fn: () => unknown): void },
  toml: string,
  options: {
    dir?: string;
    clock?: FakeClock;
    sopClock?: Clock;
    gatewayNow?: () => number;
    env?: Record<string, string>;
    /** Replaces the gateway's ticker (node pings). */
    every?: (ms: number, fn: () => void) => () => void;
    /** Clock of the webhook channel (backoff, pacing, attempt timeouts); default: the real one. */
    webhookClock?: Clock;
    /** Jitter source of the webhook channel. */
    random?: () => number;
    /** Clock of the cron scheduler (default: the real clock; a manual one makes runs happen on advance()). */
    cronClock?: Clock;
    /** Clock and queue bound of the webhook-audit hook (default: the real clock). */
    audit?: WebhookAuditOptions;
    /** More extensions to load (test probes). */
    extensions?: readonly ExtensionDefinition[];
  } = {},
): Promise<Harness> {
  const dir = options.dir ?? tempConfigDir(t);
  const clock = options.clock ?? fakeClock();
  const outcomes: ToolCallOutcome[] = [];
  const lookups: unknown[] = [];
  let runtime: AgentRuntime | undefined;
  let sop: SopEngine | undefined;
  const grab = defineExtension({
    name: 'test-grab',
    version: '1',
    dependsOn: ['agent', 'sop'],
    apply: (k) => {
      runtime = k.use(agentRuntimePoint);
      sop = k.use(sopPoint);
    },
  });
  // The testkit's host (svc-runtime/testing): the daemon in-process; built-ins replaced by name get the test clocks.
  const host = await startTestHost({
    dir,
    toml,
    env: options.env ?? {},
    // Like the daemon's grace period: work still running 2 s into stop() is abandoned.
    graceMs: 2_000,
    extensions: [
      createAgentExtension({ clock }),
      createSopExtension({ clock: options.sopClock ?? clock }),
      createGatewayExtension({ now: options.gatewayNow ?? (() => clock.now()), ...(options.every ? { every: options.every } : {}) }),
      createWebhookChannelExtension({ clock: options.webhookClock ?? systemClock, ...(options.random ? { random: options.random } : {}) }),
      createWebhookAuditExtension(options.audit),
      createCronExtension({ clock: options.cronClock ?? systemClock }),
      probe(outcomes, lookups),
      ...(options.extensions ?? []),
      grab,
    ],
  });
  const url = host.url();
  const logs = host.logs as Record<string, unknown>[];
  const stop = async () => void (await host.stop());
  t.teardown(stop);
  const control = (command: string, args?: unknown) => host.control(command, args);
  const store = host.configStore;
  return { runtime: runtime!, sop: sop!, url, control, store, outcomes, lookups, logs, clock, dir, stop };
}
