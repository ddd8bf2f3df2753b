// web_search's providers: each sends the request its service documents and reads the answer it documents into
// title, URL and snippet. Requests go out under lib/net/outbound's rules (own listeners and metadata never; the
// operator's own SearXNG instance may be private).
import { outboundRequest, type OutboundResponse } from '../../lib/net/outbound.js';
import type { WebSearchConfig } from './config.generated.js';

export interface SearchResult {
  readonly title: string;
  readonly url: string;
  readonly snippet: string;
}

export type SearchProvider = WebSearchConfig['search_provider'];

/** Each provider's documented endpoint (tests point them at local servers that speak the same shapes). */
export const SEARCH_ENDPOINTS: Readonly<Record<Exclude<SearchProvider, 'searxng'>, string>> = {
  duckduckgo: 'https://html.duckduckgo.com/html/',
  brave: 'https://api.search.brave.com/res/v1/web/search',
  tavily: 'https://api.tavily.com/search',
  jina: 'https://s.jina.ai/',
  bocha: 'https://api.bochaai.com/v1/web-search',
  serply: 'https://api.serply.io/v1/search/',
};

/** The key a provider needs, by its setting; undefined: none (duckduckgo, searxng). */
export const KEY_OF: Partial<Record<SearchProvider, keyof WebSearchConfig>> = {
  brave: 'brave_api_key',
  tavily: 'tavily_api_key',
  jina: 'jina_api_key',
  bocha: 'bocha_api_key',
  serply: 'serply_api_key',
};

/** Why web_search cannot run with `s`, or undefined when it can. */
export function searchUnavailable(s: WebSearchConfig): string | undefined {
  if (!s.enabled) return 'web_search.enabled = false';
  const key = KEY_OF[s.search_provider];
  if (key && !s[key]) return `web_search.${key} is not set (search_provider = "${s.search_provider}")`;
  if (s.search_provider === 'searxng' && !s.searxng_instance_url) return 'web_search.searxng_instance_url is not set (search_provider = "searxng")';
  return undefined;
}

const MAX_ANSWER = 2 * 1024 * 1024;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : []);

function json(res: OutboundResponse, provider: string): unknown {
  if (res.status < 200 || res.status >= 300) throw new Error(`${provider} answered HTTP ${res.status}${res.status === 401 || res.status === 403 ? ' (check the API key)' : res.status === 429 ? ' (rate limited; try again later)' : ''}`);
  try {
    return JSON.parse(res.body.toString('utf8'));
  } catch {
    throw new Error(`${provider} answered with something that is not JSON`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };
const text = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => ENTITIES[e.toLowerCase()] ?? (e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : m))
    .replace(/\s+/g, ' ')
    .trim();

/** DuckDuckGo's HTML results page: `a.result__a` (a /l/?uddg= redirect or the URL itself) and `.result__snippet`. */
export function parseDuckDuckGo(html: string): SearchResult[] {
  const out: SearchResult[] = [];
  const re = /<a[^>]*class="[^"]*result__a[^"]*"[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>([\s\S]*?)(?=<a[^>]*class="[^"]*result__a|$)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    let url = text(m[1]!);
    try {
      const u = new URL(url, 'https://duckduckgo.com');
      url = u.searchParams.get('uddg') ?? u.href;
    } catch {
      continue;
    }
    const snippet = /class="[^"]*result__snippet[^"]*"[^>]*>([\s\S]*?)<\/(?:a|div|td)>/.exec(m[3]!);
    out.push({ title: text(m[2]!), url, snippet: snippet ? text(snippet[1]!) : '' });
  }
  return out;
}

export interface SearchContext {
  readonly settings: WebSearchConfig;
  readonly signal: AbortSignal;
  /** Endpoint overrides by provider (tests). */
  readonly endpoints?: Partial<Record<SearchProvider, string>>;
}

/** Runs one search with the configured provider; at most `count` results. */
export async function search(query: string, count: number, ctx: SearchContext): Promise<SearchResult[]> {
  const s = ctx.settings;
  const provider = s.search_provider;
  const base = provider === 'searxng' ? s.searxng_instance_url! : (ctx.endpoints?.[provider] ?? SEARCH_ENDPOINTS[provider]);
  const endpoint = new URL(base);
  const send = (url: URL, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<OutboundResponse> =>
    outboundRequest(
      { url: url.href, signal: ctx.signal, method: init.method ?? 'GET', headers: { 'user-agent': 'svc-web-search', ...init.headers }, ...(init.body === undefined ? {} : { body: init.body }) },
      {
        section: 'web_search',
        allowedDomains: [endpoint.hostname],
        // The provider's address is the operator's choice (a SearXNG instance on the LAN), never the model's.
        allowedPrivateHosts: [endpoint.host],
        maxRedirects: 3,
        sameHostRedirects: true,
        timeoutSecs: s.timeout_secs,
        maxResponseSize: MAX_ANSWER,
      },
    );
  switch (provider) {
    case 'duckduckgo': {
      const res = await send(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: new URLSearchParams({ q: query, kl: 'wt-wt' }).toString() });
      if (res.status < 200 || res.status >= 300) throw new Error(`duckduckgo answered HTTP ${res.status}${res.status === 202 || res.status === 429 ? ' (rate limited; try again later)' : ''}`);
      return parseDuckDuckGo(res.body.toString('utf8')).slice(0, count);
    }
    case 'brave': {
      endpoint.searchParams.set('q', query);
      endpoint.searchParams.set('count', String(count));
      const body = json(await send(endpoint, { headers: { accept: 'application/json', 'x-subscription-token': s.brave_api_key ?? '' } }), 'brave') as { web?: { results?: unknown } };
      return list(body.web?.results).map((r) => ({ title: str(r.title), url: str(r.url), snippet: text(str(r.description)) }));
    }
    case 'tavily': {
      const body = json(
        await send(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${s.tavily_api_key ?? ''}` }, body: JSON.stringify({ query, max_results: count }) }),
        'tavily',
      ) as { results?: unknown };
      return list(body.results).map((r) => ({ title: str(r.title), url: str(r.url), snippet: str(r.content) }));
    }
    case 'searxng': {
      const url = new URL('search', endpoint.href.endsWith('/') ? endpoint : new URL(`${endpoint.href}/`));
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      const res = await send(url, { headers: { accept: 'application/json' } });
      if (res.status === 403) throw new Error('the SearXNG instance refused format=json (enable "json" under search.formats in its settings.yml)');
      const body = json(res, 'searxng') as { results?: unknown };
      return list(body.results).map((r) => ({ title: str(r.title), url: str(r.url), snippet: str(r.content) }));
    }
    case 'jina': {
      endpoint.searchParams.set('q', query);
      const body = json(await send(endpoint, { headers: { accept: 'application/json', authorization: `Bearer ${s.jina_api_key ?? ''}`, 'x-respond-with': 'no-content' } }), 'jina') as { data?: unknown };
      return list(body.data).map((r) => ({ title: str(r.title), url: str(r.url), snippet: str(r.description) || str(r.content).slice(0, 300) }));
    }
    case 'bocha': {
      const body = json(
        await send(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${s.bocha_api_key ?? ''}` }, body: JSON.stringify({ query, count, summary: true }) }),
        'bocha',
      ) as { code?: unknown; msg?: unknown; data?: { webPages?: { value?: unknown } } };
      if (body.code !== undefined && body.code !== 200) throw new Error(`bocha answered code ${String(body.code)}: ${str(body.msg)}`);
      return list(body.data?.webPages?.value).map((r) => ({ title: str(r.name), url: str(r.url), snippet: str(r.summary) || str(r.snippet) }));
    }
    case 'serply': {
      const url = new URL(`${endpoint.href.replace(/\/?$/, '/')}${new URLSearchParams({ q: query, num: String(count) }).toString()}`);
      const body = json(await send(url, { headers: { accept: 'application/json', 'x-api-key': s.serply_api_key ?? '' } }), 'serply') as { results?: unknown };
      return list(body.results).map((r) => ({ title: str(r.title), url: str(r.link), snippet: str(r.description) }));
    }
  }
}

/** Results as the model reads them: numbered, title, URL and snippet. */
export function formatResults(query: string, provider: string, results: readonly SearchResult[]): string {
  if (!results.length) return `No results for ${JSON.stringify(query)} (${provider}).`;
  const lines = results.map((r, i) => `${i + 1}. ${r.title || '(untitled)'}\n   ${r.url}${r.snippet ? `\n   ${r.snippet}` : ''}`);
  return `Results for ${JSON.stringify(query)} (${provider}):\n\n${lines.join('\n\n')}`;
}
