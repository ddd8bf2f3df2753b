// Config sections of the web-tools extension: [web_fetch], [web_search] and [link_enricher].
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const webFetchProvider = s.table(
  undefined,
  'A reader service web_fetch falls back to on an HTTP error, an empty body or a body under 100 characters: GET api_url followed by the page URL (the Jina Reader shape), the key from the environment variable api_key_env as a Bearer token.',
  {
    api_key_env: s.str('', 'Name of the environment variable holding the service key; empty: JINA_API_KEY (none set: no key is sent).'),
    api_url: s.str('', 'Service endpoint the page URL is appended to; empty: https://r.jina.ai/.'),
    enabled: s.bool(false, 'Fall back to the reader service.'),
    mode: s.open('How the service is used; keys not fixed by the reference.', {}, { inert: 'unused' }),
  },
);

export const webFetchSection: JsonSchema = s.table(
  'WebFetchConfig',
  "The web_fetch tool: GET a page and return its main content as Markdown-like text (Readability), under http_request's outbound rules: every address checked at connect time, svc's own listeners and cloud metadata never, private hosts only when listed, cross-host redirects refused.",
  {
    allowed_domains: s.strList(['*'], 'Domains that may be fetched (exact or subdomain match); * allows all.'),
    allowed_private_hosts: s.strList([], 'Private or loopback hosts allowed despite SSRF protection ("host", "10.0.0.5", "127.0.0.1:8080").'),
    blocked_domains: s.strList([], 'Domains never fetched; wins over allowed_domains.'),
    enabled: s.bool(true, 'Register the web_fetch tool.'),
    max_response_size: s.int(500000, 'Largest response read, in bytes (counted while it streams; 0: unbounded).', { min: 0 }),
    timeout_secs: s.int(30, 'Seconds to wait for the whole response.', { min: 0 }),
    provider: webFetchProvider,
  },
);

export const SEARCH_PROVIDERS = ['duckduckgo', 'brave', 'tavily', 'searxng', 'jina', 'bocha', 'serply'] as const;

const searchKey = (vendor: string, unused = false): JsonSchema => s.optStr(`${vendor} API key.`, { secret: true, ...(unused ? { inert: 'unused' as const } : {}) });

export const webSearchSection: JsonSchema = s.table(
  'WebSearchConfig',
  'The web_search tool and its search provider (each key a secret; the provider is reached over https, or the SearXNG instance the operator names).',
  {
    enabled: s.bool(true, 'Register the web_search tool.'),
    max_results: s.int(5, 'Results returned per search.', { min: 1, max: 10 }),
    search_provider: s.str('duckduckgo', 'Search provider.', { enum: SEARCH_PROVIDERS }),
    searxng_instance_url: s.optStr('Base URL of the SearXNG instance (searxng provider); its JSON format must be enabled.'),
    timeout_secs: s.int(15, 'Seconds to wait for search results.', { min: 0 }),
    anysearch_api_key: searchKey('AnySearch', true),
    bocha_api_key: searchKey('Bocha'),
    brave_api_key: searchKey('Brave Search'),
    jina_api_key: searchKey('Jina'),
    keenable_api_key: searchKey('Keenable', true),
    serply_api_key: searchKey('Serply'),
    tavily_api_key: searchKey('Tavily'),
  },
);

export const linkEnricherSection: JsonSchema = s.table(
  'LinkEnricherConfig',
  "Previews of links found in incoming messages: the title and a short summary of each (fetched under web_fetch's rules), added to the turn's context as untrusted text.",
  {
    enabled: s.bool(false, 'Enrich links in incoming messages.'),
    max_links: s.int(3, 'Links enriched per message at most.', { min: 0 }),
    timeout_secs: s.int(10, 'Seconds to wait for one link.', { min: 0 }),
  },
);
