// Config sections of the messaging extension: the channel types whose instance fields the reference does not show.
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

/** Channel type (the key under [channels]) -> what it connects, for the descriptions. */
const CHANNEL_TYPES = {
  amqp: 'an AMQP message broker',
  email: 'email (IMAP and SMTP)',
  filesystem: 'a watched directory (SOP listener)',
  git: 'a git forge',
  gmail_push: 'Gmail push notifications',
  irc: 'IRC',
  mqtt: 'an MQTT broker',
  plugin: 'a WASM channel plugin',
  voice_call: 'voice calls',
  voice_duplex: 'full-duplex voice sessions',
  voice_wake: 'wake-word voice input',
  wecom: 'WeCom (WeChat Work)',
  wecom_ws: 'WeCom over a WebSocket connection',
} as const;

type ChannelType = keyof typeof CHANNEL_TYPES;

function pascal(name: string): string {
  return name.replace(/(^|_)([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

function channelSection(type: ChannelType): JsonSchema {
  const what = CHANNEL_TYPES[type];
  const instance = s.table(
    undefined,
    `One ${type} channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.`,
    {
      enabled: s.bool(true, 'Run this instance.'),
      ws_url: s.optStr('WebSocket URL that replaces the default endpoint, for tests or a proxy.', { pattern: '^wss?://' }),
    },
    { open: true, inert: 'warn' },
  );
  return s.aliasMap(
    `Channels${pascal(type)}Config`,
    `Channel instances of type ${type} (${what}), [channels.${type}.<alias>]. Accepted and validated; no runtime behaviour yet.`,
    instance,
  );
}

export const channelsAmqpSection: JsonSchema = channelSection('amqp');
export const channelsEmailSection: JsonSchema = channelSection('email');
export const channelsFilesystemSection: JsonSchema = channelSection('filesystem');
export const channelsGitSection: JsonSchema = channelSection('git');
export const channelsGmailPushSection: JsonSchema = channelSection('gmail_push');
export const channelsIrcSection: JsonSchema = channelSection('irc');
export const channelsMqttSection: JsonSchema = channelSection('mqtt');
export const channelsPluginSection: JsonSchema = channelSection('plugin');
export const channelsVoiceCallSection: JsonSchema = channelSection('voice_call');
export const channelsVoiceDuplexSection: JsonSchema = channelSection('voice_duplex');
export const channelsVoiceWakeSection: JsonSchema = channelSection('voice_wake');
export const channelsWecomSection: JsonSchema = channelSection('wecom');
export const channelsWecomWsSection: JsonSchema = channelSection('wecom_ws');
