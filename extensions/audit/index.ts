// The audit extension: owns [security.audit]; serves auditPoint (the append-only log other extensions record security
// events in), records each change of the running config by path, and offers `svc audit verify`.
import { defineExtension, SvcError, type ConfigObject, type ExtensionDefinition } from '../../kernel/index.js';
import { gatewayEventsPoint } from '../gateway/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { auditPoint } from './api.js';
import type { AuditConfig } from './config.generated.js';
import { AUDIT_ERRORS } from './errors.js';
import { verifyLog } from './log.js';
import { auditSection } from './schema.js';
import { AuditTrailImpl, logSettings } from './trail.js';

export const NAME = 'audit';
/** Paths listed in one config.changed event at most (the count says how many changed). */
const MAX_PATHS = 100;

/** Leaf paths whose value differs between two configs (a table present on one side only counts as its own path). */
export function changedPaths(a: unknown, b: unknown, prefix = '', out: string[] = []): string[] {
  const table = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (table(a) && table(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) changedPaths(a[k], b[k], prefix ? `${prefix}.${k}` : k, out);
  } else if (JSON.stringify(a) !== JSON.stringify(b)) out.push(prefix);
  return out;
}

export function createAuditExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'The audit trail: an append-only JSON-lines log of security events, optionally chained with an HMAC (svc audit verify).',
    // Event strings pass the leak detector when it is loaded; the gateway's security events are recorded when it is.
    optionalDependsOn: ['leak-detection', 'gateway'],
    errors: AUDIT_ERRORS,
    sections: { 'security.audit': auditSection },
    apply(kernel) {
      const settings = kernel.config<AuditConfig>('security.audit');
      const leaks = kernel.tryUse(leakGuardPoint);
      // Provided, not a service: a CLI command (a config write, a token revocation without a daemon) records too, and
      // each event is written at once, so there is nothing to start or drain.
      const trail = new AuditTrailImpl({
        settings,
        paths: kernel.paths,
        logger: kernel.logger,
        ...(leaks ? { redact: <T>(value: T) => leaks.redactJson(value, 'audit') } : {}),
      });
      kernel.provide(auditPoint, trail);
      kernel.tryUse(gatewayEventsPoint)?.securityEvent.tap(NAME, ({ event, fields }) => trail.record(event, fields));
      // Every change of the running config (a write through the store or the admin API, a reload): paths, never values.
      kernel.hooks.configReloaded.tap(NAME, (config: ConfigObject, previous: ConfigObject) => {
        const paths = changedPaths(previous, config);
        if (paths.length) trail.record('config.changed', { paths: paths.slice(0, MAX_PATHS), count: paths.length });
      });
      kernel.addCommand({
        name: 'audit verify',
        summary: 'Check the audit log: every line signed, chained and in sequence, none removed at the end (exit 1 when not)',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print {"ok", "events", "signed", "files", "problems"} as JSON' } },
        run: async (ctx) => {
          const where = logSettings(settings(), ctx.paths);
          const result = verifyLog(where.file, where.keyFile);
          if (ctx.options.json) ctx.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
          if (!result.files) throw new SvcError('SVC_ERR_AUDIT_NO_LOG', `no audit log at ${where.file}`, { registry: AUDIT_ERRORS });
          if (!result.ok) {
            throw new SvcError('SVC_ERR_AUDIT_TAMPERED', `the audit log ${where.file} does not verify (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}):\n${result.problems.map((p) => `  - ${p}`).join('\n')}`, { registry: AUDIT_ERRORS });
          }
          if (!result.signed) throw new SvcError('SVC_ERR_AUDIT_NO_LOG', `the audit log ${where.file} holds no signed event (security.audit.sign_events = false): nothing can be verified`, { registry: AUDIT_ERRORS });
          const unsigned = result.events - result.signed;
          if (!ctx.options.json) ctx.stdout.write(`ok: ${result.events} events in ${result.files} file${result.files === 1 ? '' : 's'}, ${result.signed} signed${unsigned ? ` (${unsigned} unsigned ones before signing was on)` : ''}\n`);
        },
      });
    },
  });
}

export default createAuditExtension();
