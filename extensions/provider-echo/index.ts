// The echo provider type: [providers.models.echo.<alias>], offline and deterministic (CONTRACT §7).
import { defineExtension, s } from '../../kernel/index.js';

export const NAME = 'provider-echo';

const instance = s.table(undefined, 'An offline provider: the reply to a user message M is exactly "echo: M"; it calls no tools and its model is "echo". Other keys are accepted.', {}, { open: true });

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Model provider type "echo": offline and deterministic, for trying svc out and for tests.',
  sections: {
    'providers.models.echo': s.aliasMap('EchoProvidersConfig', 'Echo model providers by alias: [providers.models.echo.<alias>].', instance),
  },
  apply() {},
});
