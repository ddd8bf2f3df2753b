// link_enricher: the http(s) links of an incoming message, up to max_links, fetched under web_fetch's rules within
// timeout_secs each, and their titles and summaries added to the turn's context (the model reads them as untrusted).
import type { Logger, SectionAccess } from '../../kernel/index.js';
import type { TurnStart } from '../agent/api.js';
import type { LinkEnricherConfig, WebFetchConfig } from './config.generated.js';
import { fetchPage } from './fetch.js';

const LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const SUMMARY_CHARS = 300;

/** The distinct links of `text`, trailing punctuation left out, at most `max`. */
export function linksIn(text: string, max: number): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(LINK)) {
    const url = m[0].replace(/[.,;:!?)\]}]+$/, '');
    if (!out.includes(url)) out.push(url);
    if (out.length >= max) break;
  }
  return out;
}

export function linkEnricher(settings: SectionAccess<LinkEnricherConfig>, fetchSettings: SectionAccess<WebFetchConfig>, logger: Logger): (turn: TurnStart) => Promise<void> {
  return async (turn) => {
    const s = settings();
    if (!s.enabled || s.max_links === 0) return;
    const links = linksIn(turn.message, s.max_links);
    if (!links.length) return;
    const rules = fetchSettings();
    const previews = await Promise.all(
      links.map(async (url) => {
        try {
          const page = await fetchPage(url, rules, turn.signal, process.env, s.timeout_secs);
          const summary = (page.excerpt || page.text).replace(/\s+/g, ' ').trim();
          return `- ${url}\n  Title: ${page.title || '(none)'}\n  Summary: ${summary.length > SUMMARY_CHARS ? `${summary.slice(0, SUMMARY_CHARS - 1)}…` : summary}`;
        } catch (err) {
          logger.debug({ agent: turn.agent, channel: turn.channel, err: (err as Error).message }, 'a link could not be previewed');
          return `- ${url}\n  (no preview: ${(err as Error).message})`;
        }
      }),
    );
    turn.addContext(`Previews of the links in this message (fetched by link_enricher):\n${previews.join('\n')}`);
  };
}
