// The openai provider type: [providers.models.openai.<alias>], any OpenAI-compatible Chat Completions server.
import { defineExtension, onboardingPoint, s } from '../../kernel/index.js';
import { providersPoint } from '../agent/api.js';

export const NAME = 'provider-openai';

const instance = s.table(
  undefined,
  'One OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, ...). Other keys are accepted.',
  {
    api_key: s.optStr('API key sent as a bearer token; local servers may need none.', { secret: true }),
    base_url: s.str('https://api.openai.com/v1', 'Base URL; /chat/completions is appended.', { pattern: '^https?://', credentialsIn: 'api_key' }),
    model: s.reqStr('Model name (required), e.g. gpt-4o-mini or llama3.1.'),
    stream: s.bool(false, 'Ask for a streamed (server-sent events) answer.'),
    stream_usage: s.bool(true, 'In a streamed answer, ask for the token usage (stream_options.include_usage) so the cost ledger can price it; switch off only for a server that refuses the option.'),
    timeout_secs: s.int(120, 'Timeout of one request, in seconds.', { min: 1 }),
    max_retries: s.int(3, 'Retries of a transient failure (timeout, network error, 429, 5xx).', { min: 0 }),
    temperature: s.optNum('Sampling temperature.', { min: 0, max: 2 }),
    max_tokens: s.optInt('Tokens per reply at most.', { min: 1 }),
  },
  { required: ['model'], open: true },
);

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Model provider type "openai": any OpenAI-compatible Chat Completions server.',
  dependsOn: ['agent'],
  sections: {
    'providers.models.openai': s.aliasMap('OpenAiProvidersConfig', 'OpenAI-compatible model providers by alias: [providers.models.openai.<alias>].', instance),
  },
  apply(kernel) {
    kernel.use(onboardingPoint).add({
      title: 'Model provider (any OpenAI-compatible server, alias "default")',
      needs: 'providers.models.openai.default.model',
      order: 20,
      fields: [
        { path: 'providers.models.openai.default.base_url', question: 'Base URL' },
        { path: 'providers.models.openai.default.model', question: 'Model name' },
        { path: 'providers.models.openai.default.api_key', question: 'API key (empty for a local server)' },
      ],
      check: {
        question: 'Send one test request to this provider now?',
        run: async (config) => {
          const reply = await kernel.use(providersPoint).probe('openai.default', config);
          return `ok: ${reply.model} answered ${JSON.stringify(reply.text.slice(0, 60))}`;
        },
      },
    });
    kernel.use(providersPoint).register({
      type: 'openai',
      create: async (ctx) => (await import('./client.js')).createOpenAiClient(ctx),
    });
  },
});
