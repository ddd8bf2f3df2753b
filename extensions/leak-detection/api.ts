// The leak detector's public API: the point through which every path that sends text out of the process (channel
// replies and deliveries, audit events, conversation stores, the agent loop) has it scanned. Reach it with
// `kernel.tryUse(leakGuardPoint)` and `optionalDependsOn: ['leak-detection']`, so the consumer works without it.
import { createExtensionPoint } from '../../kernel/index.js';

export { marker as redactionMarker, type LeakKind } from './detector.js';
export type { LeakDetectionConfig } from './config.generated.js';

export interface LeakGuard {
  /**
   * `text` with every leak replaced by `[REDACTED:<kind>]` (kinds: secret, api_key, private_key, jwt, high_entropy),
   * or `text` itself when nothing was found or `security.leak_detection.enabled = false`. `via` names the path the text
   * leaves by (`channel:webhook.main`, `audit`, `history`, `agent:reply`): it labels the WARN (logged once per via and
   * kind, never with the value) and the metric `svc_leak_redactions_total{via,kind}`, so keep it to a bounded set.
   * Safe on JSON text: a replacement never splits an escape.
   */
  redact(text: string, via: string): string;
  /** A copy of a JSON-like value with every string (not the keys) redacted as `redact` does; the value itself when nothing was found. */
  redactJson<T>(value: T, via: string): T;
}

export const leakGuardPoint = createExtensionPoint<LeakGuard>('leak-detection');
