// web_fetch: GET a page under lib/net/outbound's rules and return its main content as Markdown-like text; on an HTTP
// error, an empty body or a body under 100 characters, the reader service of [web_fetch.provider] when enabled (never
// for a URL a rule refused).
import { OutboundFailed, OutboundRefused, outboundRequest, type OutboundRules } from '../../lib/net/outbound.js';
import type { WebFetchConfig } from './config.generated.js';
import { readableBody, type Readable } from './readable.js';

/** A body shorter than this (after extraction) sends web_fetch to the reader service, when one is enabled. */
export const SHORT_BODY = 100;
const DEFAULT_READER = 'https://r.jina.ai/';
const DEFAULT_READER_KEY_ENV = 'JINA_API_KEY';

const TEXTUAL = /^(text\/|application\/(xhtml\+xml|xml|json|ld\+json|rss\+xml|atom\+xml|javascript)|$)/;

/** The outbound rules of [web_fetch] (link_enricher fetches under the same). */
export function fetchRules(s: WebFetchConfig, timeoutSecs = s.timeout_secs): OutboundRules {
  return {
    section: 'web_fetch',
    allowedDomains: s.allowed_domains,
    blockedDomains: s.blocked_domains,
    allowedPrivateHosts: s.allowed_private_hosts,
    maxRedirects: 5,
    sameHostRedirects: true,
    timeoutSecs,
    maxResponseSize: s.max_response_size,
  };
}

export interface Fetched extends Readable {
  readonly url: string;
  readonly status: number;
  readonly truncated: boolean;
  /** Set when the reader service gave the content. */
  readonly via?: string;
}

/** Fetches `url` and extracts its content; throws an error the model can read. */
export async function fetchPage(url: string, s: WebFetchConfig, signal: AbortSignal, env: NodeJS.ProcessEnv = process.env, timeoutSecs?: number): Promise<Fetched> {
  let direct: Fetched | undefined;
  let failure: Error | undefined;
  try {
    const res = await outboundRequest({ url, signal, headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5', 'user-agent': 'svc-web-fetch' } }, fetchRules(s, timeoutSecs));
    const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!TEXTUAL.test(type)) throw new Error(`${res.url.hostname} answered ${type}, which is not text; web_fetch reads pages (use file_download for files)`);
    const page = readableBody(res.body.toString('utf8'), type, res.url.href);
    direct = { ...page, url: res.url.href, status: res.status, truncated: res.truncated };
    if (res.status >= 400) failure = new Error(`${res.url.hostname} answered HTTP ${res.status}`);
    else if (page.text.trim().length < SHORT_BODY) failure = new Error(`${res.url.hostname} answered with ${page.text.trim().length ? 'almost ' : ''}no readable text`);
  } catch (err) {
    // A refusal is final: the reader service never fetches what a rule refused. A cancelled turn is cancelled.
    if (err instanceof OutboundRefused || (err instanceof OutboundFailed && err.kind === 'cancelled') || !(err instanceof Error)) throw err;
    failure = err;
  }
  if (!failure) return direct!;
  if (s.provider.enabled) {
    try {
      return await viaReader(url, s, signal, env, timeoutSecs);
    } catch (err) {
      throw new Error(`${failure.message}; the reader service failed too: ${(err as Error).message}`);
    }
  }
  if (direct && direct.status < 400) return direct;
  throw failure;
}

/** The reader service's text of `url`: GET api_url + url, the key from api_key_env as a Bearer token. */
async function viaReader(url: string, s: WebFetchConfig, signal: AbortSignal, env: NodeJS.ProcessEnv, timeoutSecs?: number): Promise<Fetched> {
  const base = s.provider.api_url || DEFAULT_READER;
  const key = env[s.provider.api_key_env || DEFAULT_READER_KEY_ENV];
  const endpoint = new URL(base);
  const res = await outboundRequest(
    { url: `${base}${url}`, signal, headers: { accept: 'text/plain', ...(key ? { authorization: `Bearer ${key}` } : {}) } },
    // The service's address is the operator's choice; it may be on the LAN.
    { ...fetchRules(s, timeoutSecs), allowedDomains: [endpoint.hostname], blockedDomains: [], allowedPrivateHosts: [endpoint.host] },
  );
  if (res.status >= 400) throw new Error(`${endpoint.hostname} answered HTTP ${res.status}`);
  const page = readableBody(res.body.toString('utf8'), String(res.headers['content-type'] ?? 'text/plain'), url);
  if (!page.text.trim()) throw new Error(`${endpoint.hostname} answered with an empty body`);
  return { ...page, url, status: res.status, truncated: res.truncated, via: endpoint.hostname };
}

/** The page as the model reads it. */
export function formatPage(p: Fetched, maxResponseSize: number): string {
  const head = [`URL: ${p.url}`, ...(p.title ? [`Title: ${p.title}`] : []), ...(p.via ? [`Via: the reader service at ${p.via}`] : []), ...(p.status >= 400 ? [`Status: HTTP ${p.status}`] : [])];
  return `${head.join('\n')}\n\n${p.text}${p.truncated ? `\n\n[truncated: the page is larger than web_fetch.max_response_size = ${maxResponseSize} bytes]` : ''}`;
}
