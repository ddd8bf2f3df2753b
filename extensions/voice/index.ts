// The voice extension: owns speech-to-text, text-to-speech, media and multimodal config and their provider maps; no runtime yet.
import { defineExtension } from '../../kernel/index.js';
import {
  mediaPipelineSection,
  multimodalSection,
  providersTranscriptionSection,
  providersTtsSection,
  transcriptionSection,
  ttsSection,
} from './schema.js';

export const NAME = 'voice';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Voice and media: transcription, text-to-speech, media pipeline, multimodal input and their providers.',
  sections: {
    transcription: transcriptionSection,
    tts: ttsSection,
    media_pipeline: mediaPipelineSection,
    multimodal: multimodalSection,
    'providers.tts': providersTtsSection,
    'providers.transcription': providersTranscriptionSection,
  },
  apply() {},
});
