// The webhook channel type: [channels.webhook.<alias>]. This step declares and checks the section; listeners come with the channel issue.
import { defineExtension, s } from '../../kernel/index.js';
import type { ConfigObject, ProblemReport } from '../../kernel/index.js';
import type { SvcConfig } from '../../schema/config.generated.js';

export const NAME = 'webhook-channel';

/** CONTRACT §5 bounds of the pacing fields. */
export const MAX_REPLY_INTERVAL_SECS = 3600;
export const MAX_REPLY_QUEUE_DEPTH = 1024;

const instance = s.table(undefined, 'One webhook channel instance: its own HTTP listener for signed JSON messages, and optional outbound replies.', {
  enabled: s.bool(true, 'Run this instance.'),
  secret: s.optStr('HMAC-SHA256 shared secret for inbound X-Webhook-Signature. Required: an instance without it does not start.', { secret: true }),
  host: s.str('0.0.0.0', 'Address the listener binds.'),
  port: s.int(8090, 'Port the listener binds; 0 picks a free one (logged).', { min: 0, max: 65535 }),
  listen_path: s.optStr('Path routed for inbound POST; null means /webhook.', { pattern: '^/' }),
  send_url: s.optStr('Outbound delivery URL; unset drops replies (debug log).', { pattern: '^https?://' }),
  send_method: s.optStr('PUT (any case) or else POST.'),
  auth_header: s.optStr('Sent verbatim as the Authorization header of outbound requests; include the scheme.', { secret: true }),
  excluded_tools: s.strList([], 'Tools not offered to the model when answering through this channel.'),
  max_retries: s.optInt('Retries of a transient outbound failure; null means 3; 0 is fire and forget.', { min: 0 }),
  retry_base_delay_ms: s.optInt('Base of the exponential backoff in ms; null means 500; values below 1 count as 1.'),
  retry_max_delay_ms: s.optInt('Cap of any single wait in ms; null means 30000; values below 1 count as 1.'),
  reply_min_interval_secs: s.int(0, 'Pacing floor per recipient in seconds; 0 disables pacing.', { min: 0, max: MAX_REPLY_INTERVAL_SECS }),
  reply_queue_depth_max: s.int(0, 'Replies waiting per recipient while pacing; 0 means 16 when pacing is on.', { min: 0, max: MAX_REPLY_QUEUE_DEPTH }),
});

function checkInstances(config: ConfigObject, report: ProblemReport): void {
  const instances = (config as unknown as SvcConfig).channels.webhook;
  const bound = new Map<string, string>();
  for (const [alias, c] of Object.entries(instances)) {
    if (!c.enabled) continue;
    if (!c.secret) {
      report.add(
        `channels.webhook.${alias}.secret`,
        'is not set: a webhook channel verifies every inbound request with an HMAC secret and has no secretless mode; set secret (or enabled = false)',
      );
    }
    if (c.port === 0) continue;
    const key = `${c.host}:${c.port}`;
    const other = bound.get(key);
    if (other) report.add(`channels.webhook.${alias}.port`, `${key} is already bound by channels.webhook.${other}`);
    else bound.set(key, alias);
  }
}

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Generic webhook channel: signed inbound messages, agent replies, retrying and paced outbound delivery.',
  dependsOn: ['agent'],
  sections: {
    'channels.webhook': s.aliasMap('WebhookChannelsConfig', 'Webhook channel instances by alias: [channels.webhook.<alias>].', instance),
  },
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, checkInstances);
  },
});
