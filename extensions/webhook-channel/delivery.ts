// The outbound particulars of the webhook channel: how its settings become the runtime's delivery policy, and one
// attempt (send_method to send_url, auth_header, X-Webhook-Delivery-Id). `Outbox` is the runtime's outbox with them.
import { Outbox as RuntimeOutbox, type AttemptContext, type Delivery, type DeliveryJournal, type DeliveryMetrics, type DeliveryPolicy, type SendOutcome } from '../channel-runtime/api.js';
import type { Clock, Logger } from '../../kernel/index.js';

export { ANSWER_BODY_MAX, ATTEMPT_TIMEOUT_MS, type DeliveryJournal, type DeliveryMetrics, type Reply } from '../channel-runtime/api.js';
/** A reply as it is recorded and handed over between instances. */
export type DeliveryJob = Delivery;

/** The outbound fields of `[channels.webhook.<alias>]`. */
export interface DeliverySettings {
  send_url: string | null;
  send_method: string | null;
  auth_header: string | null;
  max_retries: number | null;
  retry_base_delay_ms: number | null;
  retry_max_delay_ms: number | null;
  reply_min_interval_secs: number;
  reply_queue_depth_max: number;
}

/** The runtime's policy from the instance's fields; null means the runtime's default (3 retries, 500 ms, 30 s). */
export function webhookPolicy(s: DeliverySettings): DeliveryPolicy {
  return {
    unsent: s.send_url ? undefined : 'no send_url',
    ...(s.max_retries !== null ? { maxRetries: s.max_retries } : {}),
    ...(s.retry_base_delay_ms !== null ? { baseDelayMs: s.retry_base_delay_ms } : {}),
    ...(s.retry_max_delay_ms !== null ? { maxDelayMs: s.retry_max_delay_ms } : {}),
    minIntervalSecs: s.reply_min_interval_secs,
    queueDepthMax: s.reply_queue_depth_max,
  };
}

/** One attempt: `send_method` (PUT in any case, else POST) to send_url, the same delivery id on every attempt. */
export function sendWebhook(s: DeliverySettings, delivery: Delivery, context: AttemptContext): Promise<SendOutcome> {
  return context.http(s.send_url!, {
    method: s.send_method?.toLowerCase() === 'put' ? 'PUT' : 'POST',
    headers: {
      'content-type': 'application/json',
      // An empty auth_header would send an empty credential: treat it as unset.
      ...(s.auth_header ? { authorization: s.auth_header } : {}),
      'x-webhook-delivery-id': delivery.id,
    },
    body: delivery.body,
  });
}

export interface OutboxDeps {
  /** `webhook.<alias>`, for logs. */
  channel: string;
  /** Read at every send and attempt, so a config reload applies to the next one. */
  settings(): DeliverySettings;
  clock: Clock;
  /** [0, 1) for the jitter. */
  random(): number;
  logger: Logger;
  metrics?: DeliveryMetrics;
  /** Delivery ids; crypto.randomUUID() by default. */
  newId?(): string;
  /** Shared mode: where replies are recorded until they end, so another instance delivers them if this one stops. */
  journal?: DeliveryJournal;
}

/** One instance's outbox with the webhook's settings, apart from a daemon (tests and benchmarks). */
export class Outbox extends RuntimeOutbox {
  constructor(deps: OutboxDeps) {
    super({ ...deps, policy: () => webhookPolicy(deps.settings()), send: (delivery, context) => sendWebhook(deps.settings(), delivery, context) });
  }
}
