// The echo provider type: [providers.models.echo.<alias>], offline and deterministic (CONTRACT §7).
import { defineExtension, s } from '../../kernel/index.js';
import { providersPoint, untrustedText, type ProviderClient } from '../agent/api.js';

export const NAME = 'provider-echo';

/** Replies "echo: <the last user message>", calls no tools; the model is "echo". */
export const echoClient: ProviderClient = {
  complete: async (request) => {
    const last = [...request.messages].reverse().find((m) => m.role === 'user');
    // A channel message reaches the model framed as untrusted input: echo answers the text the sender wrote.
    const text = `echo: ${untrustedText(last?.content ?? '')}`;
    request.onText?.(text);
    return { text, toolCalls: [], model: 'echo' };
  },
};

const instance = s.table(undefined, 'An offline provider: the reply to a user message M is exactly "echo: M"; it calls no tools and its model is "echo". Other keys are accepted.', {}, { open: true });

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Model provider type "echo": offline and deterministic, for trying svc out and for tests.',
  dependsOn: ['agent'],
  sections: {
    'providers.models.echo': s.aliasMap('EchoProvidersConfig', 'Echo model providers by alias: [providers.models.echo.<alias>].', instance),
  },
  apply(kernel) {
    kernel.use(providersPoint).register({ type: 'echo', create: () => echoClient });
  },
});
