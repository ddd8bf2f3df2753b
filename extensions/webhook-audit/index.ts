// The webhook-audit extension: owns [hooks] and its built-in hooks. This step declares the sections; hooks come with the hooks issue.
import { defineExtension, s } from '../../kernel/index.js';
import type { ConfigObject, ProblemReport } from '../../kernel/index.js';
import type { SvcConfig } from '../../schema/config.generated.js';

export const NAME = 'webhook-audit';

export const hooksSection = s.table('HooksConfig', 'Hooks that observe agent tool calls.', {
  enabled: s.bool(true, 'false disables every hook extension.'),
});

export const webhookAuditSection = s.table('WebhookAuditConfig', 'POSTs a JSON audit event to url when a tool call matches tool_patterns.', {
  enabled: s.bool(false, 'Send audit events.'),
  include_args: s.bool(false, 'Include the tool arguments.'),
  max_args_bytes: s.int(4096, 'Bytes of arguments sent at most (truncated with a marker).', { min: 0 }),
  tool_patterns: s.strList([], 'Glob patterns of tool names to audit.'),
  url: s.str('', 'Receives an HTTP POST with a JSON body.'),
});

export const commandLoggerSection = s.bool(false, 'Log every tool call (name, duration, success) to the daemon log.');

function checkAudit(config: ConfigObject, report: ProblemReport): void {
  const audit = (config as unknown as SvcConfig).hooks.builtin.webhook_audit;
  if (audit.enabled && !/^https?:\/\/\S+$/.test(audit.url)) {
    report.add('hooks.builtin.webhook_audit.url', `must be an http(s) URL when webhook_audit is enabled (found ${JSON.stringify(audit.url)})`);
  }
}

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Audit trail of agent tool calls: the webhook-audit hook and the command logger.',
  sections: {
    hooks: hooksSection,
    'hooks.builtin.webhook_audit': webhookAuditSection,
    'hooks.builtin.command_logger': commandLoggerSection,
  },
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, checkAudit);
  },
});
