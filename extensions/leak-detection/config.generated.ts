/* DO NOT EDIT: the config sections of the "leak-detection" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "leak-detection" extension owns, by dotted path.
 */
export interface LeakDetectionSections {
  'security.leak_detection': LeakDetectionConfig;
}
/**
 * Detection of credentials leaking into outbound text: channel replies and deliveries, cron results, audit events, stored conversations, log lines and control-socket errors are scanned, and a hit is replaced by [REDACTED:<kind>].
 */
export interface LeakDetectionConfig {
  /**
   * Scan outbound text for leaked credentials; false passes it through unchanged.
   */
  enabled: boolean;
  /**
   * Also flag long high-entropy strings that match no known credential shape.
   */
  high_entropy_tokens: boolean;
  /**
   * Detection sensitivity, 0.0 (lenient) to 1.0 (strict): how long and how random a string must be to count as high-entropy (minimum length round(40 - 20 s), entropy ratio 0.95 - 0.15 s; see the security guide).
   */
  sensitivity: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'security.leak_detection': LeakDetectionConfig;
  }
}
