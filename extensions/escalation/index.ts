// The escalation extension: owns [escalation]; offers the escalation point (other extensions raise, alert_channels
// receive high and critical ones, in the background and bounded), the escalate tool for agents, and a high escalation
// once per outage when every model provider of a turn is down (through the agent's afterModelCall hook).
import { defineExtension, metricsPoint, systemClock, type Clock, type ExtensionDefinition, type Logger } from '../../kernel/index.js';
import { agentHooksPoint, carriesNothing, channelRefs, channelsPoint, toolsPoint, type ChannelRegistry } from '../agent/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { escalationPoint, SEVERITIES, type Escalation, type Escalations, type Severity } from './api.js';
import type { EscalationConfig } from './config.generated.js';
import { OutageWatch } from './outage.js';
import { escalationSection } from './schema.js';

export const NAME = 'escalation';

/** Characters of a summary kept. */
export const MAX_SUMMARY_CHARS = 1000;
/** The same alert (source and summary) is sent once in this window. */
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** Alerts sent per rolling hour at most, over every source. */
export const MAX_ALERTS_PER_HOUR = 30;

export interface EscalationOptions {
  readonly clock?: Clock;
}

interface Parts {
  readonly settings: () => EscalationConfig;
  readonly channels: ChannelRegistry;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly redact: (text: string) => string;
  readonly count: (severity: Severity, outcome: 'sent' | 'logged' | 'repeat' | 'over_limit') => void;
}

/** Raises escalations: logs each, sends high and critical ones to alert_channels without waiting, within bounds. */
export class EscalationDesk implements Escalations {
  private readonly recent = new Map<string, number>();
  private readonly sent: number[] = [];
  private overWarned = 0;

  constructor(private readonly p: Parts) {}

  raise(e: Escalation): number {
    try {
      return this.handle(e);
    } catch (err) {
      this.p.logger.error({ err: (err as Error).message }, 'an escalation could not be raised');
      return 0;
    }
  }

  private handle(e: Escalation): number {
    const { clock, logger } = this.p;
    const summary = this.p.redact(e.summary.length > MAX_SUMMARY_CHARS ? `${e.summary.slice(0, MAX_SUMMARY_CHARS)}…` : e.summary);
    const fields = { severity: e.severity, source: e.source, ...(e.agent ? { agent: e.agent } : {}), ...(e.channel ? { channel: e.channel } : {}) };
    const alerting = e.severity === 'high' || e.severity === 'critical';
    logger[alerting ? 'error' : 'warn']({ ...fields, summary }, 'escalation');
    const channels = this.p.settings().alert_channels;
    if (!alerting || !channels.length) {
      this.p.count(e.severity, 'logged');
      return 0;
    }
    const now = clock.now();
    for (const [key, at] of this.recent) if (now - at >= REPEAT_WINDOW_MS) this.recent.delete(key);
    const key = `${e.source}\0${e.agent ?? ''}\0${summary}`;
    if (this.recent.has(key)) {
      this.p.count(e.severity, 'repeat');
      logger.debug(fields, 'escalation not sent again: the same alert went out less than 10 minutes ago');
      return 0;
    }
    while (this.sent.length && now - this.sent[0]! >= 3_600_000) this.sent.shift();
    if (this.sent.length >= MAX_ALERTS_PER_HOUR) {
      this.p.count(e.severity, 'over_limit');
      if (now - this.overWarned >= 3_600_000) {
        this.overWarned = now;
        logger.warn({ limit: MAX_ALERTS_PER_HOUR }, `escalation alerts are over ${MAX_ALERTS_PER_HOUR} an hour; further ones are only logged until the hour has room`);
      }
      return 0;
    }
    if (this.recent.size >= 1000) this.recent.clear();
    this.recent.set(key, now);
    this.sent.push(now);
    this.p.count(e.severity, 'sent');
    const who = e.agent ? ` from agent "${e.agent}"${e.channel ? ` (answering on ${e.channel})` : ''}` : ` from ${e.source}`;
    const content = `[svc escalation] ${e.severity.toUpperCase()}${who}: ${summary}`;
    for (const ref of channels) {
      // Best effort, in the background: whoever raised it has already moved on.
      void this.p.channels.deliver(ref, { content }).then(
        (id) => logger.info({ ...fields, alert_channel: ref, ...(id ? { delivery_id: id } : {}) }, 'escalation alert sent'),
        (err: Error) => logger.warn({ ...fields, alert_channel: ref, err: err.message }, 'an escalation alert could not be sent'),
      );
    }
    return channels.length;
  }
}

export function createEscalationExtension(options: EscalationOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Escalations: logged, and high or critical ones sent to escalation.alert_channels (best effort, bounded); the escalate tool for agents.',
    dependsOn: ['agent'],
    // Alerts are scanned for leaked credentials when the leak detector is loaded.
    optionalDependsOn: ['leak-detection'],
    sections: { escalation: escalationSection },
    apply(kernel) {
      const settings = kernel.config<EscalationConfig>('escalation');
      const channels = kernel.use(channelsPoint);
      const leaks = kernel.tryUse(leakGuardPoint);
      const counter = kernel.use(metricsPoint).counter({ name: 'svc_escalations_total', help: 'Escalations by severity and what became of them (sent, logged, repeat, over_limit).', labelNames: ['severity', 'outcome'] });

      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const refs = channelRefs(config);
        settings.of(config).alert_channels.forEach((ref, i) => {
          const idle = carriesNothing(ref, channels.types());
          if (idle) report.add(`escalation.alert_channels.${i}`, idle);
          else if (!refs.has(ref)) report.add(`escalation.alert_channels.${i}`, `"${ref}" names no configured channel [channels.<type>.<alias>] (configured: ${[...refs].sort().join(', ') || 'none'})`);
        });
      });

      const desk = new EscalationDesk({
        settings,
        channels,
        clock,
        logger: kernel.logger,
        redact: (text) => (leaks ? leaks.redact(text, 'escalation') : text),
        count: (severity, outcome) => counter.inc({ severity, outcome }),
      });
      // Every provider down is the daemon's own failure: the agent's hook tells of each call, the watch alerts once.
      const outages = new OutageWatch(desk, kernel.logger, () => clock.now());
      kernel.use(agentHooksPoint).afterModelCall.tap(NAME, (call) => outages.seen(call));
      // Provided, not a service: it holds nothing to open or close, and a failure at any time may escalate.
      kernel.provide(escalationPoint, { raise: (e) => desk.raise(e), providersDown: () => outages.down() });

      kernel.use(toolsPoint).register({
        name: 'escalate',
        description:
          'Alert the people who run this service about something that needs a person: high for a problem that needs attention soon, critical for one that cannot wait. Low and medium are only logged. Say what happened and what is needed, in one or two sentences; never include a secret.',
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['severity', 'summary'],
          properties: {
            severity: { type: 'string', enum: [...SEVERITIES], description: 'How urgent it is' },
            summary: { type: 'string', minLength: 1, maxLength: MAX_SUMMARY_CHARS, description: 'What happened and what is needed' },
          },
        },
        available: ({ config }) => (settings.of(config).alert_channels.length ? true : 'escalation.alert_channels is empty'),
        handler: (args, ctx) => {
          const severity = args.severity as Severity;
          const n = desk.raise({ severity, summary: String(args.summary), source: 'agent', agent: ctx.agent, channel: ctx.channel });
          if (n > 0) return `escalated (${severity}): the operators are being alerted on ${n} channel(s).`;
          return severity === 'high' || severity === 'critical'
            ? `escalated (${severity}) and logged; no alert was sent now (the same alert went out recently, or the hourly bound was reached).`
            : `escalated (${severity}): logged for the operators; only high and critical escalations send an alert.`;
        },
      });
    },
  });
}

export default createEscalationExtension();
