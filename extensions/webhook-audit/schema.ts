// Config sections of the webhook-audit extension: [hooks], [hooks.builtin.webhook_audit], hooks.builtin.command_logger.
import { s } from '../../kernel/index.js';

export const hooksSection = s.table('HooksConfig', 'Hooks that observe agent tool calls.', {
  enabled: s.bool(true, 'false disables every hook extension.'),
}, { live: true });

export const webhookAuditSection = s.table('WebhookAuditConfig', 'POSTs a JSON audit event (format version 1, see README) to url when a tool call matches tool_patterns.', {
  enabled: s.bool(false, 'Send audit events.'),
  include_args: s.bool(false, 'Include the tool arguments (secrets redacted).'),
  max_args_bytes: s.int(4096, 'Bytes of serialised arguments sent at most; longer ones are cut and marked arguments_truncated.', { min: 0 }),
  tool_patterns: s.strList([], 'Glob patterns of tool names to audit (* any run of characters, ? one character).'),
  url: s.str('', 'Receives an HTTP POST with a JSON body: https, or http on a loopback address; never a private or link-local address.'),
}, { live: true });

export const commandLoggerSection = s.bool(false, 'Log every tool call (tool, duration, success; never arguments) to the daemon log.', { live: true });
