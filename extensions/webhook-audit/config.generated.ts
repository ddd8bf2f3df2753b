/* DO NOT EDIT: the config sections of the "webhook-audit" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * Log every tool call (tool, duration, success; never arguments) to the daemon log.
 */
export type HooksBuiltinCommandLoggerConfig = boolean;

/**
 * The config sections the "webhook-audit" extension owns, by dotted path.
 */
export interface WebhookAuditSections {
  hooks: HooksConfig;
  'hooks.builtin.webhook_audit': WebhookAuditConfig;
  'hooks.builtin.command_logger': HooksBuiltinCommandLoggerConfig;
}
/**
 * Hooks that observe agent tool calls.
 */
export interface HooksConfig {
  /**
   * false disables every hook extension.
   */
  enabled: boolean;
  /**
   * Sections under "hooks.builtin".
   */
  builtin: {
    /**
     * Log every tool call (tool, duration, success; never arguments) to the daemon log.
     */
    command_logger: boolean;
    webhook_audit: WebhookAuditConfig;
  };
}
/**
 * POSTs a JSON audit event (format version 1, see README) to url when a tool call matches tool_patterns.
 */
export interface WebhookAuditConfig {
  /**
   * Send audit events.
   */
  enabled: boolean;
  /**
   * Include the tool arguments (secrets redacted).
   */
  include_args: boolean;
  /**
   * Bytes of serialised arguments sent at most; longer ones are cut and marked arguments_truncated.
   */
  max_args_bytes: number;
  /**
   * Glob patterns of tool names to audit (* any run of characters, ? one character).
   */
  tool_patterns: string[];
  /**
   * Receives an HTTP POST with a JSON body: https, or http on a loopback address; never a private or link-local address.
   */
  url: string;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    hooks: HooksConfig;
    'hooks.builtin.webhook_audit': WebhookAuditConfig;
    'hooks.builtin.command_logger': HooksBuiltinCommandLoggerConfig;
  }
}
