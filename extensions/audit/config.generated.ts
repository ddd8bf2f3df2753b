/* DO NOT EDIT: the config sections of the "audit" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "audit" extension owns, by dotted path.
 */
export interface AuditSections {
  'security.audit': AuditConfig;
}
/**
 * The audit trail: an append-only JSON-lines log of security events (pairing, token revocation, refused admin credentials, config changes by path, emergency stop, one-time-password challenges, SOP approvals). Never a secret value, never a code.
 */
export interface AuditConfig {
  /**
   * Write the audit log.
   */
  enabled: boolean;
  /**
   * The audit log file; a relative path resolves from the config directory.
   */
  log_path: string;
  /**
   * Size of the audit log in MiB before it is renamed to <log_path>.<UTC time> and a new one starts (rotated files are kept); 0 never rotates.
   */
  max_size_mb: number;
  /**
   * Chain each event to the one before with an HMAC-SHA256 under <config dir>/.audit_key (64 hex digits, mode 0600, created on the first signed event), so that `svc audit verify` detects an edited, inserted or removed line.
   */
  sign_events: boolean;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'security.audit': AuditConfig;
  }
}
