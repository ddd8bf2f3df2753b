// The anthropic provider type: [providers.models.anthropic.<alias>], the Messages API.
import { defineExtension, s } from '../../kernel/index.js';
import { providersPoint } from '../agent/api.js';

export const NAME = 'provider-anthropic';

const instance = s.table(
  undefined,
  'One Anthropic Messages API endpoint. Other keys are accepted.',
  {
    api_key: s.optStr('API key sent as x-api-key.', { secret: true }),
    base_url: s.str('https://api.anthropic.com', 'Base URL; /v1/messages is appended.', { pattern: '^https?://', credentialsIn: 'api_key' }),
    model: s.reqStr('Model name (required), e.g. claude-sonnet-4-5.'),
    anthropic_version: s.str('2023-06-01', 'Value of the anthropic-version header.'),
    max_tokens: s.int(1024, 'Tokens per reply at most (the API requires a value).', { min: 1 }),
    timeout_secs: s.int(120, 'Timeout of one request, in seconds.', { min: 1 }),
    max_retries: s.int(3, 'Retries of a transient failure (timeout, 429, 5xx, overloaded).', { min: 0 }),
    temperature: s.optNum('Sampling temperature.', { min: 0, max: 1 }),
  },
  { required: ['model'], open: true },
);

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Model provider type "anthropic": the Messages API with tool use.',
  dependsOn: ['agent'],
  sections: {
    'providers.models.anthropic': s.aliasMap('AnthropicProvidersConfig', 'Anthropic model providers by alias: [providers.models.anthropic.<alias>].', instance),
  },
  apply(kernel) {
    kernel.use(providersPoint).register({
      type: 'anthropic',
      create: async (ctx) => (await import('./client.js')).createAnthropicClient(ctx),
    });
  },
});
