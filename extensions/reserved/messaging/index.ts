// Reserved area "messaging": Messaging channel types without a runtime yet: amqp, email, filesystem, git, gmail_push,
// irc, mqtt, plugin, voice, wecom. Sections and their checks only; nothing runs yet.
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

/** The sections of this area, by dotted path. */
export const sections = {
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
};
