// Reserved area "voice": Voice and media: transcription, text-to-speech, media pipeline, multimodal input and their
// providers. Sections and their checks only; nothing runs yet.
import {
  mediaPipelineSection,
  multimodalSection,
  providersTranscriptionSection,
  providersTtsSection,
  transcriptionSection,
  ttsSection,
} from './schema.js';

/** The sections of this area, by dotted path. */
export const sections = {
  transcription: transcriptionSection,
  tts: ttsSection,
  media_pipeline: mediaPipelineSection,
  multimodal: multimodalSection,
  'providers.tts': providersTtsSection,
  'providers.transcription': providersTranscriptionSection,
};
