/* DO NOT EDIT: the config sections of the "provider-openai" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "provider-openai" extension owns, by dotted path.
 */
export interface ProviderOpenaiSections {
  'providers.models.openai': OpenAiProvidersConfig;
}
/**
 * OpenAI-compatible model providers by alias: [providers.models.openai.<alias>].
 */
export interface OpenAiProvidersConfig {
  /**
   * One OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, ...). Other keys are accepted.
   */
  [k: string]: {
    /**
     * API key sent as a bearer token; local servers may need none.
     */
    api_key: string | null;
    /**
     * Base URL; /chat/completions is appended.
     */
    base_url: string;
    /**
     * Model name (required), e.g. gpt-4o-mini or llama3.1.
     */
    model: string;
    /**
     * Ask for a streamed (server-sent events) answer.
     */
    stream: boolean;
    /**
     * In a streamed answer, ask for the token usage (stream_options.include_usage) so the cost ledger can price it; switch off only for a server that refuses the option.
     */
    stream_usage: boolean;
    /**
     * Timeout of one request, in seconds.
     */
    timeout_secs: number;
    /**
     * Retries of a transient failure (timeout, network error, 429, 5xx).
     */
    max_retries: number;
    /**
     * Sampling temperature.
     */
    temperature: number | null;
    /**
     * Tokens per reply at most.
     */
    max_tokens: number | null;
    [k: string]: unknown;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'providers.models.openai': OpenAiProvidersConfig;
  }
}
