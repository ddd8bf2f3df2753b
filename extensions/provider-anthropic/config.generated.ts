/* DO NOT EDIT: the config sections of the "provider-anthropic" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "provider-anthropic" extension owns, by dotted path.
 */
export interface ProviderAnthropicSections {
  'providers.models.anthropic': AnthropicProvidersConfig;
}
/**
 * Anthropic model providers by alias: [providers.models.anthropic.<alias>].
 */
export interface AnthropicProvidersConfig {
  /**
   * One Anthropic Messages API endpoint. Other keys are accepted.
   */
  [k: string]: {
    /**
     * API key sent as x-api-key.
     */
    api_key: string | null;
    /**
     * Base URL; /v1/messages is appended.
     */
    base_url: string;
    /**
     * Model name (required), e.g. claude-sonnet-4-5.
     */
    model: string;
    /**
     * Value of the anthropic-version header.
     */
    anthropic_version: string;
    /**
     * Tokens per reply at most (the API requires a value).
     */
    max_tokens: number;
    /**
     * Timeout of one request, in seconds.
     */
    timeout_secs: number;
    /**
     * Retries of a transient failure (timeout, 429, 5xx, overloaded).
     */
    max_retries: number;
    /**
     * Sampling temperature.
     */
    temperature: number | null;
    [k: string]: unknown;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'providers.models.anthropic': AnthropicProvidersConfig;
  }
}
