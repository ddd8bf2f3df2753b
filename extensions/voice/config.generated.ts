/* DO NOT EDIT: the config sections of the "voice" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "voice" extension owns, by dotted path.
 */
export interface VoiceSections {
  transcription: TranscriptionConfig;
  tts: TtsConfig;
  media_pipeline: MediaPipelineConfig;
  multimodal: MultimodalConfig;
  'providers.tts': ProvidersTtsConfig;
  'providers.transcription': ProvidersTranscriptionConfig;
}
/**
 * Speech-to-text for voice messages: the hosted endpoint and per-vendor sub-providers. Accepted and validated; no runtime behaviour yet.
 */
export interface TranscriptionConfig {
  /**
   * Key of the hosted speech-to-text endpoint.
   */
  api_key: string | null;
  /**
   * Hosted speech-to-text endpoint (OpenAI-compatible).
   */
  api_url: string;
  /**
   * Transcribe incoming voice messages.
   */
  enabled: boolean;
  /**
   * Prompt that primes the model with vocabulary or style.
   */
  initial_prompt: string | null;
  /**
   * Spoken language as an ISO-639-1 code (e.g. en); unset lets the model detect it.
   */
  language: string | null;
  /**
   * Largest audio file sent for transcription, in bytes; unset uses the endpoint limit.
   */
  max_audio_bytes: number | null;
  /**
   * Longest audio transcribed, in seconds.
   */
  max_duration_secs: number;
  /**
   * Model of the hosted endpoint.
   */
  model: string;
  /**
   * Also transcribe audio files that are not push-to-talk voice notes.
   */
  transcribe_non_ptt_audio: boolean;
  /**
   * AssemblyAI speech-to-text.
   */
  assemblyai: {
    /**
     * AssemblyAI API key.
     */
    api_key: string | null;
  };
  /**
   * Deepgram speech-to-text.
   */
  deepgram: {
    /**
     * Deepgram API key.
     */
    api_key: string | null;
    /**
     * Deepgram model.
     */
    model: string;
  };
  /**
   * Google Cloud speech-to-text.
   */
  google: {
    /**
     * Google Cloud API key.
     */
    api_key: string | null;
    /**
     * Recognition language as a BCP-47 tag.
     */
    language_code: string;
  };
  /**
   * A self-hosted Whisper server (absent until written; url is then required).
   */
  local_whisper?: {
    /**
     * Transcription endpoint of the local Whisper server.
     */
    url: string;
    /**
     * Bearer token sent to the local server.
     */
    bearer_token: string | null;
    /**
     * Largest audio file sent to the local server, in bytes.
     */
    max_audio_bytes: number;
    /**
     * Seconds to wait for a transcription.
     */
    timeout_secs: number;
  };
  /**
   * OpenAI speech-to-text.
   */
  openai: {
    /**
     * OpenAI API key.
     */
    api_key: string | null;
    /**
     * OpenAI transcription model.
     */
    model: string;
  };
}
/**
 * Text-to-speech for spoken replies. Accepted and validated; no runtime behaviour yet.
 */
export interface TtsConfig {
  /**
   * Audio format of synthesized speech.
   */
  default_format: 'mp3' | 'opus' | 'wav';
  /**
   * Voice used when none is chosen.
   */
  default_voice: string;
  /**
   * Synthesize spoken replies.
   */
  enabled: boolean;
  /**
   * Characters of text synthesized at most per request.
   */
  max_text_length: number;
}
/**
 * Automatic processing of inbound media before it reaches the agent. Accepted and validated; no runtime behaviour yet.
 */
export interface MediaPipelineConfig {
  /**
   * Describe inbound images in text.
   */
  describe_images: boolean;
  /**
   * Run the media pipeline on inbound attachments.
   */
  enabled: boolean;
  /**
   * Summarize inbound videos in text.
   */
  summarize_video: boolean;
  /**
   * Transcribe inbound audio.
   */
  transcribe_audio: boolean;
}
/**
 * Images in model requests. Tool text is never scanned for image paths; only explicitly declared attachments are base64-inlined into the next provider request. Accepted and validated; no runtime behaviour yet.
 */
export interface MultimodalConfig {
  /**
   * Fetch images from remote URLs to inline them.
   */
  allow_remote_fetch: boolean;
  /**
   * Largest image inlined, in megabytes.
   */
  max_image_size_mb: number;
  /**
   * Images stay only on this many most recent turns of the history; 0 does not trim.
   */
  max_image_turns: number;
  /**
   * Images inlined into one request at most.
   */
  max_images: number;
  /**
   * Model used for image turns; unset uses the agent model.
   */
  vision_model: string | null;
  /**
   * Provider of vision_model; unset uses the agent provider.
   */
  vision_model_provider: string | null;
}
/**
 * Text-to-speech providers, [providers.tts.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.
 */
export interface ProvidersTtsConfig {
  /**
   * Named text-to-speech provider entries of one type.
   */
  [k: string]: {
    /**
     * One text-to-speech provider entry. The reference does not show its fields: these are defined and other keys are accepted.
     */
    [k: string]: {
      /**
       * Provider API key.
       */
      api_key: string | null;
      /**
       * Provider API base URL; unset uses the type default.
       */
      base_url: string | null;
      /**
       * Speech model; unset uses the type default.
       */
      model: string | null;
      /**
       * Voice; unset uses tts.default_voice.
       */
      voice: string | null;
      [k: string]: unknown;
    };
  };
}
/**
 * Speech-to-text providers, [providers.transcription.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.
 */
export interface ProvidersTranscriptionConfig {
  /**
   * Named speech-to-text provider entries of one type.
   */
  [k: string]: {
    /**
     * One speech-to-text provider entry. The reference does not show its fields: these are defined and other keys are accepted.
     */
    [k: string]: {
      /**
       * Provider API key.
       */
      api_key: string | null;
      /**
       * Provider API base URL; unset uses the type default.
       */
      base_url: string | null;
      /**
       * Transcription model; unset uses the type default.
       */
      model: string | null;
      [k: string]: unknown;
    };
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    transcription: TranscriptionConfig;
    tts: TtsConfig;
    media_pipeline: MediaPipelineConfig;
    multimodal: MultimodalConfig;
    'providers.tts': ProvidersTtsConfig;
    'providers.transcription': ProvidersTranscriptionConfig;
  }
}
