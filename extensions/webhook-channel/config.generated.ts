/* DO NOT EDIT: the config sections of the "webhook-channel" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "webhook-channel" extension owns, by dotted path.
 */
export interface WebhookChannelSections {
  'channels.webhook': WebhookChannelsConfig;
}
/**
 * Webhook channel instances by alias: [channels.webhook.<alias>].
 */
export interface WebhookChannelsConfig {
  /**
   * One webhook channel instance: its own HTTP listener for signed JSON messages, and optional outbound replies.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * HMAC-SHA256 shared secret for inbound X-Webhook-Signature. Required: an instance without it does not start.
     */
    secret: string | null;
    /**
     * Address the listener binds.
     */
    host: string;
    /**
     * Port the listener binds; 0 picks a free one (logged).
     */
    port: number;
    /**
     * Path routed for inbound POST; null means /webhook.
     */
    listen_path: string | null;
    /**
     * Outbound delivery URL; unset drops replies (debug log).
     */
    send_url: string | null;
    /**
     * PUT (any case) or else POST.
     */
    send_method: string | null;
    /**
     * Sent verbatim as the Authorization header of outbound requests; include the scheme.
     */
    auth_header: string | null;
    /**
     * Tools not offered to the model when answering through this channel.
     */
    excluded_tools: string[];
    /**
     * Retries of a transient outbound failure; null means 3; 0 is fire and forget.
     */
    max_retries: number | null;
    /**
     * Base of the exponential backoff in ms; null means 500; values below 1 count as 1.
     */
    retry_base_delay_ms: number | null;
    /**
     * Cap of any single wait in ms; null means 30000; values below 1 count as 1.
     */
    retry_max_delay_ms: number | null;
    /**
     * Pacing floor per recipient in seconds; 0 disables pacing.
     */
    reply_min_interval_secs: number;
    /**
     * Replies waiting per recipient while pacing; 0 means 16 when pacing is on.
     */
    reply_queue_depth_max: number;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'channels.webhook': WebhookChannelsConfig;
  }
}
