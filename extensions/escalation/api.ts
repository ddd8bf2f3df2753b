// The escalation extension's public API: raise an escalation from any extension (a failing run, a budget block, every
// provider down). Best effort and never blocking: raise returns at once, sending happens after.
import { createExtensionPoint } from '../../kernel/index.js';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export const SEVERITIES: readonly Severity[] = ['low', 'medium', 'high', 'critical'];

export interface Escalation {
  readonly severity: Severity;
  /** One or two sentences for a person; cut to 1,000 characters. Never a secret (it is leak-scanned as well). */
  readonly summary: string;
  /** Who raised it: an extension's name, or `agent` for the escalate tool. */
  readonly source: string;
  /** The agent concerned, when there is one. */
  readonly agent?: string;
  /** The channel the agent was answering on, for the escalate tool. */
  readonly channel?: string;
}

export interface Escalations {
  /**
   * Logs `escalation` (WARN, ERROR for high and critical) and, for high and critical, sends it to every
   * escalation.alert_channels channel in the background. Returns how many channels it will be sent to (0 when it is
   * below high, a repeat within 10 minutes, over the hourly bound, or there are no alert channels). Never throws.
   */
  raise(escalation: Escalation): number;
}

/** Where extensions raise escalations; optionalDependsOn ['escalation'] and kernel.tryUse, so svc runs without it. */
export const escalationPoint = createExtensionPoint<Escalations>('escalation');
