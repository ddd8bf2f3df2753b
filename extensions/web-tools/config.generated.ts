/* DO NOT EDIT: the config sections of the "web-tools" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "web-tools" extension owns, by dotted path.
 */
export interface WebToolsSections {
  web_fetch: WebFetchConfig;
  web_search: WebSearchConfig;
  link_enricher: LinkEnricherConfig;
}
/**
 * The web_fetch tool: GET a page and return its main content as Markdown-like text (Readability), under http_request's outbound rules: every address checked at connect time, svc's own listeners and cloud metadata never, private hosts only when listed, cross-host redirects refused.
 */
export interface WebFetchConfig {
  /**
   * Domains that may be fetched (exact or subdomain match); * allows all.
   */
  allowed_domains: string[];
  /**
   * Private or loopback hosts allowed despite SSRF protection ("host", "10.0.0.5", "127.0.0.1:8080").
   */
  allowed_private_hosts: string[];
  /**
   * Domains never fetched; wins over allowed_domains.
   */
  blocked_domains: string[];
  /**
   * Register the web_fetch tool.
   */
  enabled: boolean;
  /**
   * Largest response read, in bytes (counted while it streams; 0: unbounded).
   */
  max_response_size: number;
  /**
   * Seconds to wait for the whole response.
   */
  timeout_secs: number;
  /**
   * A reader service web_fetch falls back to on an HTTP error, an empty body or a body under 100 characters: GET api_url followed by the page URL (the Jina Reader shape), the key from the environment variable api_key_env as a Bearer token.
   */
  provider: {
    /**
     * Name of the environment variable holding the service key; empty: JINA_API_KEY (none set: no key is sent).
     */
    api_key_env: string;
    /**
     * Service endpoint the page URL is appended to; empty: https://r.jina.ai/.
     */
    api_url: string;
    /**
     * Fall back to the reader service.
     */
    enabled: boolean;
    /**
     * How the service is used; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
     */
    mode: {
      [k: string]: unknown;
    };
  };
}
/**
 * The web_search tool and its search provider (each key a secret; the provider is reached over https, or the SearXNG instance the operator names).
 */
export interface WebSearchConfig {
  /**
   * Register the web_search tool.
   */
  enabled: boolean;
  /**
   * Results returned per search.
   */
  max_results: number;
  /**
   * Search provider.
   */
  search_provider: 'duckduckgo' | 'brave' | 'tavily' | 'searxng' | 'jina' | 'bocha' | 'serply';
  /**
   * Base URL of the SearXNG instance (searxng provider); its JSON format must be enabled.
   */
  searxng_instance_url: string | null;
  /**
   * Seconds to wait for search results.
   */
  timeout_secs: number;
  /**
   * AnySearch API key. Not running yet: accepted and validated, writing it has no effect.
   */
  anysearch_api_key: string | null;
  /**
   * Bocha API key.
   */
  bocha_api_key: string | null;
  /**
   * Brave Search API key.
   */
  brave_api_key: string | null;
  /**
   * Jina API key.
   */
  jina_api_key: string | null;
  /**
   * Keenable API key. Not running yet: accepted and validated, writing it has no effect.
   */
  keenable_api_key: string | null;
  /**
   * Serply API key.
   */
  serply_api_key: string | null;
  /**
   * Tavily API key.
   */
  tavily_api_key: string | null;
}
/**
 * Previews of links found in incoming messages: the title and a short summary of each (fetched under web_fetch's rules), added to the turn's context as untrusted text.
 */
export interface LinkEnricherConfig {
  /**
   * Enrich links in incoming messages.
   */
  enabled: boolean;
  /**
   * Links enriched per message at most.
   */
  max_links: number;
  /**
   * Seconds to wait for one link.
   */
  timeout_secs: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    web_fetch: WebFetchConfig;
    web_search: WebSearchConfig;
    link_enricher: LinkEnricherConfig;
  }
}
