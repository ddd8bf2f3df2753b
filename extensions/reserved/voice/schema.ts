// Config sections of the voice extension: transcription, tts, media_pipeline, multimodal, providers.tts, providers.transcription.
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

export const transcriptionSection: JsonSchema = s.table(
  'TranscriptionConfig',
  `Speech-to-text for voice messages: the hosted endpoint and per-vendor sub-providers. ${INERT}`,
  {
    api_key: s.optStr('Key of the hosted speech-to-text endpoint.', { secret: true }),
    api_url: s.str('https://api.groq.com/openai/v1/audio/transcriptions', 'Hosted speech-to-text endpoint (OpenAI-compatible).'),
    enabled: s.bool(false, 'Transcribe incoming voice messages.'),
    initial_prompt: s.optStr('Prompt that primes the model with vocabulary or style.'),
    language: s.optStr('Spoken language as an ISO-639-1 code (e.g. en); unset lets the model detect it.', { pattern: '^[a-z]{2}$' }),
    max_audio_bytes: s.optInt('Largest audio file sent for transcription, in bytes; unset uses the endpoint limit.', { min: 1 }),
    max_duration_secs: s.int(120, 'Longest audio transcribed, in seconds.', { min: 1 }),
    model: s.str('whisper-large-v3-turbo', 'Model of the hosted endpoint.'),
    transcribe_non_ptt_audio: s.bool(false, 'Also transcribe audio files that are not push-to-talk voice notes.'),
    assemblyai: s.table(undefined, 'AssemblyAI speech-to-text.', {
      api_key: s.optStr('AssemblyAI API key.', { secret: true }),
    }),
    deepgram: s.table(undefined, 'Deepgram speech-to-text.', {
      api_key: s.optStr('Deepgram API key.', { secret: true }),
      model: s.str('nova-2', 'Deepgram model.'),
    }),
    google: s.table(undefined, 'Google Cloud speech-to-text.', {
      api_key: s.optStr('Google Cloud API key.', { secret: true }),
      language_code: s.str('en-US', 'Recognition language as a BCP-47 tag.'),
    }),
    local_whisper: s.table(
      undefined,
      'A self-hosted Whisper server (absent until written; url is then required).',
      {
        url: s.reqStr('Transcription endpoint of the local Whisper server.'),
        bearer_token: s.optStr('Bearer token sent to the local server.', { secret: true }),
        max_audio_bytes: s.int(26214400, 'Largest audio file sent to the local server, in bytes.', { min: 1 }),
        timeout_secs: s.int(300, 'Seconds to wait for a transcription.', { min: 1 }),
      },
      { required: ['url'] },
    ),
    openai: s.table(undefined, 'OpenAI speech-to-text.', {
      api_key: s.optStr('OpenAI API key.', { secret: true }),
      model: s.str('whisper-1', 'OpenAI transcription model.'),
    }),
  },
  { inert: 'warn' },
);

export const ttsSection: JsonSchema = s.table(
  'TtsConfig',
  `Text-to-speech for spoken replies. ${INERT}`,
  {
    default_format: s.str('mp3', 'Audio format of synthesized speech.', { enum: ['mp3', 'opus', 'wav'] }),
    default_voice: s.str('alloy', 'Voice used when none is chosen.'),
    enabled: s.bool(false, 'Synthesize spoken replies.'),
    max_text_length: s.int(4096, 'Characters of text synthesized at most per request.', { min: 1 }),
  },
  { inert: 'warn' },
);

export const mediaPipelineSection: JsonSchema = s.table(
  'MediaPipelineConfig',
  `Automatic processing of inbound media before it reaches the agent. ${INERT}`,
  {
    describe_images: s.bool(true, 'Describe inbound images in text.'),
    enabled: s.bool(false, 'Run the media pipeline on inbound attachments.'),
    summarize_video: s.bool(true, 'Summarize inbound videos in text.'),
    transcribe_audio: s.bool(true, 'Transcribe inbound audio.'),
  },
  { inert: 'warn' },
);

export const multimodalSection: JsonSchema = s.table(
  'MultimodalConfig',
  'Images in model requests. Tool text is never scanned for image paths; only explicitly declared attachments are ' +
    `base64-inlined into the next provider request. ${INERT}`,
  {
    allow_remote_fetch: s.bool(false, 'Fetch images from remote URLs to inline them.'),
    max_image_size_mb: s.int(20, 'Largest image inlined, in megabytes.', { min: 1 }),
    max_image_turns: s.int(0, 'Images stay only on this many most recent turns of the history; 0 does not trim.', { min: 0 }),
    max_images: s.int(4, 'Images inlined into one request at most.', { min: 0 }),
    vision_model: s.optStr('Model used for image turns; unset uses the agent model.'),
    vision_model_provider: s.optStr('Provider of vision_model; unset uses the agent provider.'),
  },
);

function providerMap(title: string, path: string, kind: string, instance: Record<string, JsonSchema>): JsonSchema {
  const entry = s.table(
    undefined,
    `One ${kind} provider entry. The reference does not show its fields: these are defined and other keys are accepted.`,
    instance,
    { open: true },
  );
  return s.aliasMap(
    title,
    `${kind[0]!.toUpperCase()}${kind.slice(1)} providers, [${path}.<type>.<alias>]: keys are provider types, ` +
      `each a map of named entries that agents refer to as <type>.<alias>. ${INERT}`,
    s.aliasMap(undefined, `Named ${kind} provider entries of one type.`, entry),
  );
}

export const providersTtsSection: JsonSchema = providerMap('ProvidersTtsConfig', 'providers.tts', 'text-to-speech', {
  api_key: s.optStr('Provider API key.', { secret: true }),
  base_url: s.optStr('Provider API base URL; unset uses the type default.'),
  model: s.optStr('Speech model; unset uses the type default.'),
  voice: s.optStr('Voice; unset uses tts.default_voice.'),
});

export const providersTranscriptionSection: JsonSchema = providerMap('ProvidersTranscriptionConfig', 'providers.transcription', 'speech-to-text', {
  api_key: s.optStr('Provider API key.', { secret: true }),
  base_url: s.optStr('Provider API base URL; unset uses the type default.'),
  model: s.optStr('Transcription model; unset uses the type default.'),
});
