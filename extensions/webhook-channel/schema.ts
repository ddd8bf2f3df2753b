// The config section of the webhook channel: [channels.webhook.<alias>] instances (spec fields plus CONTRACT §5).
import { s } from '../../kernel/index.js';

/** CONTRACT §5 bounds of the pacing fields. */
export const MAX_REPLY_INTERVAL_SECS = 3600;
export const MAX_REPLY_QUEUE_DEPTH = 1024;

const live = { live: true };

const instance = s.table(undefined, 'One webhook channel instance: its own HTTP listener for signed JSON messages, and optional outbound replies.', {
  enabled: s.bool(true, 'Run this instance.'),
  secret: s.optStr('HMAC-SHA256 shared secret for inbound X-Webhook-Signature. Required: an instance without it does not start.', { secret: true, ...live }),
  host: s.str('0.0.0.0', 'Address the listener binds.'),
  port: s.int(8090, 'Port the listener binds; 0 picks a free one (logged).', { min: 0, max: 65535 }),
  listen_path: s.optStr('Path routed for inbound POST; null means /webhook.', { pattern: '^/' }),
  send_url: s.optStr('Outbound delivery URL; unset drops replies (debug log).', { pattern: '^https?://', credentialsIn: 'auth_header', ...live }),
  send_method: s.optStr('PUT (any case) or else POST.', live),
  auth_header: s.optStr('Sent verbatim as the Authorization header of outbound requests; include the scheme.', { secret: true, ...live }),
  excluded_tools: s.strList([], 'Tools not offered to the model when answering through this channel.', live),
  max_retries: s.optInt('Retries of a transient outbound failure; null means 3; 0 is fire and forget.', { min: 0, ...live }),
  retry_base_delay_ms: s.optInt('Base of the exponential backoff in ms; null means 500; values below 1 count as 1.', live),
  retry_max_delay_ms: s.optInt('Cap of any single wait in ms; null means 30000; values below 1 count as 1.', live),
  reply_min_interval_secs: s.int(0, 'Pacing floor per recipient in seconds; 0 disables pacing.', { min: 0, max: MAX_REPLY_INTERVAL_SECS, ...live }),
  reply_queue_depth_max: s.int(0, 'Replies waiting per recipient while pacing; 0 means 16 when pacing is on.', { min: 0, max: MAX_REPLY_QUEUE_DEPTH, ...live }),
});

export const instanceSchema = s.aliasMap('WebhookChannelsConfig', 'Webhook channel instances by alias: [channels.webhook.<alias>].', instance);
