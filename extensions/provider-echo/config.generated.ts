/* DO NOT EDIT: the config sections of the "provider-echo" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "provider-echo" extension owns, by dotted path.
 */
export interface ProviderEchoSections {
  'providers.models.echo': EchoProvidersConfig;
}
/**
 * Echo model providers by alias: [providers.models.echo.<alias>].
 */
export interface EchoProvidersConfig {
  /**
   * An offline provider: the reply to a user message M is exactly "echo: M"; it calls no tools and its model is "echo". Other keys are accepted.
   */
  [k: string]: {
    [k: string]: unknown;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'providers.models.echo': EchoProvidersConfig;
  }
}
