// The webhook-audit extension: owns [hooks]; taps the agent's afterToolCall for the webhook-audit hook (matching tool
// calls POSTed to a collector, arguments redacted and bounded, never waiting) and the command logger (one log line).
import { createRequire } from 'node:module';
import { configStorePoint, defineExtension, type ExtensionDefinition, type ProblemReport, systemClock, type Clock } from '../../kernel/index.js';
import type { HooksConfig } from './config.generated.js';
import { agentHooksPoint, type ToolCallOutcome } from '../agent/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import type { AuditEvent, AuditSender } from './sender.js';
import { redactor } from './redact.js';
import { commandLoggerSection, hooksSection, webhookAuditSection } from './schema.js';
import { targetProblem } from './target.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

export const NAME = 'webhook-audit';
/** The `via` of audit events in the leak detector's WARN and metric. */
const AUDIT_VIA = 'audit';
/** Audit events waiting for the collector; more are dropped with a WARN. */
export const AUDIT_QUEUE_MAX = 1000;

function checkAudit(hooks: HooksConfig, report: ProblemReport): void {
  const audit = hooks.builtin.webhook_audit;
  if (!audit.enabled) return;
  const problem = targetProblem(audit.url);
  if (problem) report.add('hooks.builtin.webhook_audit.url', problem);
}

/** A tool-name glob: `*` any run of characters, `?` one character, everything else literal. */
export function globMatcher(patterns: readonly string[]): (name: string) => boolean {
  const res = patterns.map((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`));
  return (name) => res.some((r) => r.test(name));
}

/** The arguments as sent: redacted, and cut to maxBytes of their JSON text (on a character boundary) when longer. */
export function boundedArguments(args: unknown, maxBytes: number): { arguments: unknown; arguments_truncated?: true; arguments_bytes?: number } {
  const text = JSON.stringify(args) ?? 'null';
  const bytes = Buffer.byteLength(text);
  if (bytes <= maxBytes) return { arguments: args };
  const cut = Buffer.from(text).subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, '');
  return { arguments: cut, arguments_truncated: true, arguments_bytes: bytes };
}

export interface WebhookAuditOptions {
  readonly clock?: Clock;
  readonly queueMax?: number;
}

export function createWebhookAuditExtension(options: WebhookAuditOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Audit trail of agent tool calls: the webhook-audit hook and the command logger.',
    dependsOn: ['agent'],
    // Events (the error field and the arguments) are scanned for leaked credentials when the leak detector is loaded.
    optionalDependsOn: ['leak-detection'],
    sections: {
      hooks: hooksSection,
      'hooks.builtin.webhook_audit': webhookAuditSection,
      'hooks.builtin.command_logger': commandLoggerSection,
    },
    apply(kernel) {
      const log = kernel.logger;
      const hooks = kernel.config<HooksConfig>('hooks');
      const leaks = kernel.tryUse(leakGuardPoint);
      let sender: AuditSender | undefined;
      // Derived from the running config: rebuilt on first use after each reload.
      let match: ((name: string) => boolean) | undefined;
      let redact: ((v: unknown) => unknown) | undefined;

      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkAudit(hooks.of(config), report));
      kernel.hooks.start.tapPromise(NAME, async () => {
        const { AuditSender } = await import('./sender.js');
        sender = new AuditSender({ url: () => hooks().builtin.webhook_audit.url, clock, logger: log, queueMax: options.queueMax ?? AUDIT_QUEUE_MAX });
      });
      kernel.hooks.configReloaded.tap(NAME, () => {
        match = undefined;
        redact = undefined;
      });

      // Never waits on the network: the event is queued and the tool call goes on. Nothing before start.
      kernel.use(agentHooksPoint).afterToolCall.tap(NAME, (o: ToolCallOutcome) => {
        if (!sender || !hooks().enabled) return;
        const { command_logger: logCalls, webhook_audit: audit } = hooks().builtin;
        if (logCalls) log.info({ agent: o.agent, channel: o.channel, tool: o.tool, duration_ms: o.durationMs, success: o.success }, 'tool call');
        match ??= globMatcher(audit.tool_patterns);
        if (!audit.enabled || !match(o.tool)) return;
        const event: AuditEvent = {
          version: 1,
          id: crypto().randomUUID(),
          type: 'tool_call',
          timestamp: new Date(o.startedAt).toISOString(),
          agent: o.agent,
          channel: o.channel,
          tool: o.tool,
          success: o.success,
          duration_ms: o.durationMs,
          // A provider's or tool's error text may quote what it was sent (a key, a token).
          error: o.error === undefined ? null : (leaks?.redact(o.error, AUDIT_VIA) ?? o.error),
        };
        if (audit.include_args) {
          // Built once per config: the secrets to look for are the running config's.
          redact ??= redactor(kernel.use(configStorePoint).secretValues());
          const args = redact(o.arguments);
          Object.assign(event, boundedArguments(leaks ? leaks.redactJson(args, AUDIT_VIA) : args, audit.max_args_bytes));
        }
        sender.enqueue(event);
      });

      kernel.hooks.drain.tapPromise(NAME, async ({ deadline }, work) => {
        await sender?.drain(deadline, work);
        sender = undefined;
      });
    },
  });
}

export default createWebhookAuditExtension();
