// Config section of the leak-detection extension: [security.leak_detection].
import { s } from '../../kernel/index.js';

export const leakDetectionSection = s.table(
  'LeakDetectionConfig',
  'Detection of credentials leaking into outbound text: channel replies and deliveries, cron results, audit events, stored conversations, log lines and control-socket errors are scanned, and a hit is replaced by [REDACTED:<kind>].',
  {
    enabled: s.bool(true, 'Scan outbound text for leaked credentials; false passes it through unchanged.'),
    high_entropy_tokens: s.bool(true, 'Also flag long high-entropy strings that match no known credential shape.'),
    sensitivity: s.num(0.7, 'Detection sensitivity, 0.0 (lenient) to 1.0 (strict): how long and how random a string must be to count as high-entropy (minimum length round(40 - 20 s), entropy ratio 0.95 - 0.15 s; see the security guide).', { min: 0, max: 1 }),
  },
  { live: true },
);
