// The web-tools extension: owns [web_fetch], [web_search] and [link_enricher]; registers the web_fetch and web_search
// tools (each available while its section enables it) and taps the agent's beforeTurn for link previews. Every request
// goes out under lib/net/outbound's rules, the ones http_request follows.
import { defineExtension, type ExtensionDefinition } from '../../kernel/index.js';
import { agentHooksPoint, toolsPoint, type ToolDefinition } from '../agent/api.js';
import type { LinkEnricherConfig, WebFetchConfig, WebSearchConfig } from './config.generated.js';
import { fetchPage, formatPage } from './fetch.js';
import { linkEnricher } from './enricher.js';
import { linkEnricherSection, webFetchSection, webSearchSection } from './schema.js';
import { formatResults, search, searchUnavailable, type SearchProvider } from './search.js';

export const NAME = 'web-tools';

export interface WebToolsOptions {
  /** Search endpoints by provider, instead of each service's own (tests point them at local servers). */
  readonly searchEndpoints?: Partial<Record<SearchProvider, string>>;
}

export function createWebToolsExtension(options: WebToolsOptions = {}): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'The web_fetch and web_search tools, and link previews of incoming messages (link_enricher).',
    dependsOn: ['agent'],
    sections: { web_fetch: webFetchSection, web_search: webSearchSection, link_enricher: linkEnricherSection },
    apply(kernel) {
      const fetchSettings = kernel.config<WebFetchConfig>('web_fetch');
      const searchSettings = kernel.config<WebSearchConfig>('web_search');
      const enricherSettings = kernel.config<LinkEnricherConfig>('link_enricher');
      const tools = kernel.use(toolsPoint);

      const webFetch: ToolDefinition = {
        name: 'web_fetch',
        reaches: ['network'],
        description: 'Fetch a web page (http or https) and return its main content as Markdown-like text, with its title. For pages, not files.',
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['url'],
          properties: { url: { type: 'string', minLength: 1, maxLength: 4096, description: 'The absolute http(s) URL of the page' } },
        },
        available: ({ config }) => fetchSettings.of(config).enabled || 'web_fetch.enabled = false',
        // Redirects to another host are never followed (fetchRules), so the URL is the only host reached.
        targets: (args) => [String(args.url)],
        handler: async (args, ctx) => {
          const s = fetchSettings();
          return formatPage(await fetchPage(String(args.url), s, ctx.signal), s.max_response_size);
        },
      };

      const webSearch: ToolDefinition = {
        name: 'web_search',
        reaches: ['network'],
        description: 'Search the web and return the top results: title, URL and a snippet of each. Fetch a result with web_fetch to read it.',
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['query'],
          properties: {
            query: { type: 'string', minLength: 1, maxLength: 400, description: 'What to search for' },
            max_results: { type: 'integer', minimum: 1, maximum: 10, description: 'Results wanted (at most web_search.max_results)' },
          },
        },
        available: ({ config }) => searchUnavailable(searchSettings.of(config)) ?? true,
        handler: async (args, ctx) => {
          const s = searchSettings();
          const why = searchUnavailable(s);
          if (why) throw new Error(`web_search cannot run: ${why}`);
          const count = Math.min(s.max_results, typeof args.max_results === 'number' ? args.max_results : s.max_results);
          const query = String(args.query);
          const results = await search(query, count, { settings: s, signal: ctx.signal, ...(options.searchEndpoints ? { endpoints: options.searchEndpoints } : {}) });
          return formatResults(query, s.search_provider, results.slice(0, count));
        },
      };

      tools.register(webFetch);
      tools.register(webSearch);
      kernel.use(agentHooksPoint).beforeTurn.tapPromise(NAME, linkEnricher(enricherSettings, fetchSettings, kernel.logger));
    },
  });
}

export default createWebToolsExtension();
