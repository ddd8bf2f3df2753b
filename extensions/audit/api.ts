// The audit trail's public API: the point through which extensions record security events. Reach it with
// `kernel.tryUse(auditPoint)` and `optionalDependsOn: ['audit']`, so the caller works without it.
import { createExtensionPoint } from '../../kernel/index.js';

export type { AuditConfig } from './config.generated.js';

/** What an event may carry: names, ids, paths, counts. Never a secret value, a code, a token or message content. */
export type AuditValue = string | number | boolean | null | readonly string[];
export type AuditFields = Readonly<Record<string, AuditValue>>;

export interface AuditTrail {
  /**
   * Appends one event (`pairing.paired`, `token.revoked`, `config.changed`, `estop.engaged`, `otp.challenge`, …) with
   * its fields, at once and synchronously, so a process that exits next has written it. Strings pass the leak detector
   * (when loaded) and are cut to 500 characters. Never throws: a failed write is logged at ERROR (once a minute).
   * Nothing is written when `security.audit.enabled = false`.
   */
  record(event: string, fields?: AuditFields): void;
  /**
   * The events named `event` recorded from `since` (epoch ms) on, oldest first, read from the log and its rotated
   * segments (a segment last written before `since` is skipped; a line that does not parse is skipped). For a one-time
   * look back (the webauthn extension finds the sign-in tokens an earlier release did not record); never per request.
   */
  find?(event: string, since: number): AsyncIterable<Readonly<Record<string, unknown>>>;
}

export const auditPoint = createExtensionPoint<AuditTrail>('audit');
