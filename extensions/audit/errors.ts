// The audit extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const AUDIT_ERRORS = defineErrors({
  SVC_ERR_AUDIT_TAMPERED: {
    exit: EXIT.runtime,
    meaning: 'svc audit verify found the audit log changed: a line edited, added or removed, a broken chain or signed head, or an unsigned event after signed ones.',
    action: 'Treat the host as compromised until you know who changed the log; keep a copy of the log as it is, and compare it with your backups.',
  },
  SVC_ERR_AUDIT_NO_LOG: {
    exit: EXIT.runtime,
    meaning: 'svc audit verify found no audit log, or no signed event in it.',
    action: 'Check security.audit.log_path; set security.audit.sign_events = true so that events can be verified.',
  },
});
