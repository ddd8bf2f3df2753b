// The escalation extension's public API: raise an escalation from any extension (a failing run, a budget block, every
// provider down). Best effort and never blocking: raise returns at once, sending happens after.
import { createExtensionPoint } from '../../kernel/index.js';
import { ModelCallRefused, ProviderError } from '../agent/api.js';

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
  /**
   * Whether an every-provider-down outage is open now (its high escalation went out): a failure caused by it (a
   * heartbeat's) raises no second alert.
   */
  providersDown?(): boolean;
}

/** Where extensions raise escalations; optionalDependsOn ['escalation'] and kernel.tryUse, so svc runs without it. */
export const escalationPoint = createExtensionPoint<Escalations>('escalation');

/**
 * What kind of failure a model call had, for an alert: its class and HTTP status, never the provider's own text (an
 * error body can quote a key, a URL or a prompt, and alerts leave the host).
 */
export function providerFailure(status: number | undefined, unavailable: boolean): string {
  if (status === 429) return 'rate limited (HTTP 429)';
  if (status === 503 || status === 529) return `overloaded (HTTP ${status})`;
  if (status !== undefined && status >= 500) return `server error (HTTP ${status})`;
  if (status !== undefined) return `request refused (HTTP ${status})`;
  return unavailable ? 'no answer (timeout or connection failure)' : 'failed';
}

/** The class of a failure for an alert (never its message, which may carry upstream text). */
export function failureClass(err: unknown): string {
  if (err instanceof ModelCallRefused) return `model call refused by ${err.by}`;
  if (err instanceof ProviderError) return `model provider ${err.ref}: ${providerFailure(err.status, err.transient)}`;
  return 'internal error (the log has the details)';
}
