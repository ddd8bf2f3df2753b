/* DO NOT EDIT: the config sections of the "messaging" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "messaging" extension owns, by dotted path.
 */
export interface MessagingSections {
  'channels.amqp': ChannelsAmqpConfig;
  'channels.email': ChannelsEmailConfig;
  'channels.filesystem': ChannelsFilesystemConfig;
  'channels.git': ChannelsGitConfig;
  'channels.gmail_push': ChannelsGmailPushConfig;
  'channels.irc': ChannelsIrcConfig;
  'channels.mqtt': ChannelsMqttConfig;
  'channels.plugin': ChannelsPluginConfig;
  'channels.voice_call': ChannelsVoiceCallConfig;
  'channels.voice_duplex': ChannelsVoiceDuplexConfig;
  'channels.voice_wake': ChannelsVoiceWakeConfig;
  'channels.wecom': ChannelsWecomConfig;
  'channels.wecom_ws': ChannelsWecomWsConfig;
}
/**
 * Channel instances of type amqp (an AMQP message broker), [channels.amqp.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsAmqpConfig {
  /**
   * One amqp channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type email (email (IMAP and SMTP)), [channels.email.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsEmailConfig {
  /**
   * One email channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type filesystem (a watched directory (SOP listener)), [channels.filesystem.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsFilesystemConfig {
  /**
   * One filesystem channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type git (a git forge), [channels.git.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsGitConfig {
  /**
   * One git channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type gmail_push (Gmail push notifications), [channels.gmail_push.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsGmailPushConfig {
  /**
   * One gmail_push channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type irc (IRC), [channels.irc.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsIrcConfig {
  /**
   * One irc channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type mqtt (an MQTT broker), [channels.mqtt.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsMqttConfig {
  /**
   * One mqtt channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type plugin (a WASM channel plugin), [channels.plugin.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsPluginConfig {
  /**
   * One plugin channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type voice_call (voice calls), [channels.voice_call.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsVoiceCallConfig {
  /**
   * One voice_call channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type voice_duplex (full-duplex voice sessions), [channels.voice_duplex.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsVoiceDuplexConfig {
  /**
   * One voice_duplex channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type voice_wake (wake-word voice input), [channels.voice_wake.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsVoiceWakeConfig {
  /**
   * One voice_wake channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type wecom (WeCom (WeChat Work)), [channels.wecom.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsWecomConfig {
  /**
   * One wecom channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type wecom_ws (WeCom over a WebSocket connection), [channels.wecom_ws.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsWecomWsConfig {
  /**
   * One wecom_ws channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'channels.amqp': ChannelsAmqpConfig;
    'channels.email': ChannelsEmailConfig;
    'channels.filesystem': ChannelsFilesystemConfig;
    'channels.git': ChannelsGitConfig;
    'channels.gmail_push': ChannelsGmailPushConfig;
    'channels.irc': ChannelsIrcConfig;
    'channels.mqtt': ChannelsMqttConfig;
    'channels.plugin': ChannelsPluginConfig;
    'channels.voice_call': ChannelsVoiceCallConfig;
    'channels.voice_duplex': ChannelsVoiceDuplexConfig;
    'channels.voice_wake': ChannelsVoiceWakeConfig;
    'channels.wecom': ChannelsWecomConfig;
    'channels.wecom_ws': ChannelsWecomWsConfig;
  }
}
