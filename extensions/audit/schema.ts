// Config section of the audit extension: [security.audit].
import { s } from '../../kernel/index.js';

export const auditSection = s.table(
  'AuditConfig',
  'The audit trail: an append-only JSON-lines log of security events (pairing, token revocation, refused admin credentials, config changes by path, emergency stop, one-time-password challenges, SOP approvals). Never a secret value, never a code.',
  {
    enabled: s.bool(true, 'Write the audit log.'),
    log_path: s.str('audit.log', 'The audit log file; a relative path resolves from the config directory.'),
    max_size_mb: s.int(100, 'Size of the audit log in MiB before it is renamed to <log_path>.<UTC time> and a new one starts (rotated files are kept); 0 never rotates.', { min: 0 }),
    sign_events: s.bool(false, 'Chain each event to the one before with an HMAC-SHA256 under <config dir>/.audit_key (64 hex digits, mode 0600, created on the first signed event), so that `svc audit verify` detects an edited, inserted or removed line.'),
  },
  { live: true },
);
