// The messaging extension: owns the channel types whose instance fields are not fixed yet ([channels.<type>.<alias>]); no runtime yet.
import { defineExtension } from '../../kernel/index.js';
import {
  channelsAmqpSection,
  channelsEmailSection,
  channelsFilesystemSection,
  channelsGitSection,
  channelsGmailPushSection,
  channelsIrcSection,
  channelsMqttSection,
  channelsPluginSection,
  channelsVoiceCallSection,
  channelsVoiceDuplexSection,
  channelsVoiceWakeSection,
  channelsWecomSection,
  channelsWecomWsSection,
} from './schema.js';

export const NAME = 'messaging';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Messaging channel types without a runtime yet: amqp, email, filesystem, git, gmail_push, irc, mqtt, plugin, voice, wecom.',
  sections: {
    'channels.amqp': channelsAmqpSection,
    'channels.email': channelsEmailSection,
    'channels.filesystem': channelsFilesystemSection,
    'channels.git': channelsGitSection,
    'channels.gmail_push': channelsGmailPushSection,
    'channels.irc': channelsIrcSection,
    'channels.mqtt': channelsMqttSection,
    'channels.plugin': channelsPluginSection,
    'channels.voice_call': channelsVoiceCallSection,
    'channels.voice_duplex': channelsVoiceDuplexSection,
    'channels.voice_wake': channelsVoiceWakeSection,
    'channels.wecom': channelsWecomSection,
    'channels.wecom_ws': channelsWecomWsSection,
  },
  apply() {},
});
