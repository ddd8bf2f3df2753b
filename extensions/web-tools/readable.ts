// A page's main content as Markdown-like text: Mozilla Readability over linkedom's light DOM finds the article, and a
// small walk writes headings, paragraphs, lists, links and code (no full DOM, no turndown: the install stays lean).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The DOM node shape the walk reads (linkedom's nodes have it). */
interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
}

const BLOCK = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'TABLE', 'TR', 'FIGURE', 'BLOCKQUOTE', 'DL', 'DT', 'DD', 'FORM']);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'HEAD', 'BUTTON', 'NAV']);

const squash = (text: string): string => text.replace(/[ \t\r\n\f]+/g, ' ');

function inline(node: DomNode, base: URL | undefined): string {
  if (node.nodeType === 3) return squash(node.textContent ?? '');
  if (node.nodeType !== 1 || SKIP.has(node.nodeName)) return '';
  const kids = Array.from(node.childNodes, (c) => inline(c, base)).join('');
  switch (node.nodeName) {
    case 'BR':
      return '\n';
    case 'A': {
      const href = node.getAttribute?.('href');
      const text = kids.trim();
      if (!href || !text || href.startsWith('#') || /^javascript:/i.test(href)) return kids;
      let url = href;
      try {
        url = new URL(href, base).href;
      } catch {
        // a relative link on a page without a base: kept as written
      }
      return `[${text}](${url})`;
    }
    case 'STRONG':
    case 'B':
      return kids.trim() ? `**${kids.trim()}**` : '';
    case 'EM':
    case 'I':
      return kids.trim() ? `*${kids.trim()}*` : '';
    case 'CODE':
      return `\`${node.textContent ?? ''}\``;
    case 'IMG': {
      const alt = node.getAttribute?.('alt');
      return alt ? `[image: ${squash(alt)}]` : '';
    }
    default:
      return BLOCK.has(node.nodeName) || /^H[1-6]$/.test(node.nodeName) || node.nodeName === 'LI' || node.nodeName === 'UL' || node.nodeName === 'OL' || node.nodeName === 'PRE'
        ? `\n${blocks(node, base, '').join('\n\n')}\n`
        : kids;
  }
}

/** The blocks of `node`'s children, each a paragraph of Markdown. */
function blocks(node: DomNode, base: URL | undefined, indent: string): string[] {
  const out: string[] = [];
  let run = '';
  const flush = (): void => {
    const text = run.split('\n').map((l) => l.trim()).join('\n').trim();
    if (text) out.push(indent + text);
    run = '';
  };
  for (const child of Array.from(node.childNodes)) {
    const name = child.nodeName;
    if (child.nodeType === 1 && SKIP.has(name)) continue;
    const heading = /^H([1-6])$/.exec(name);
    if (heading) {
      flush();
      const text = squash(Array.from(child.childNodes, (c) => inline(c, base)).join('')).trim();
      if (text) out.push(`${'#'.repeat(Number(heading[1]))} ${text}`);
    } else if (name === 'UL' || name === 'OL') {
      flush();
      let n = 0;
      const items: string[] = [];
      for (const li of Array.from(child.childNodes)) {
        if (li.nodeName !== 'LI') continue;
        n += 1;
        const text = blocks(li, base, '').join(' ').replace(/\n+/g, ' ').trim();
        if (text) items.push(`${indent}${name === 'OL' ? `${n}.` : '-'} ${text}`);
      }
      if (items.length) out.push(items.join('\n'));
    } else if (name === 'PRE') {
      flush();
      out.push(`\`\`\`\n${(child.textContent ?? '').replace(/\n+$/, '')}\n\`\`\``);
    } else if (name === 'BLOCKQUOTE') {
      flush();
      const text = blocks(child, base, '').join('\n\n');
      if (text) out.push(text.split('\n').map((l) => `> ${l}`).join('\n'));
    } else if (child.nodeType === 1 && (BLOCK.has(name) || name === 'LI')) {
      flush();
      out.push(...blocks(child, base, indent));
    } else {
      run += inline(child, base);
    }
  }
  flush();
  return out;
}

export interface Readable {
  readonly title: string;
  /** The main content as Markdown-like text. */
  readonly text: string;
  /** A short summary (Readability's excerpt, else the first paragraph). */
  readonly excerpt: string;
}

/** The readable content of an HTML page (`url` resolves its relative links). */
export function readableHtml(html: string, url?: string): Readable {
  const { parseHTML } = require('linkedom') as typeof import('linkedom');
  const { Readability } = require('@mozilla/readability') as typeof import('@mozilla/readability');
  const base = url ? new URL(url) : undefined;
  // linkedom builds a document only from a whole one: a fragment (or a page without <body>) is wrapped.
  const { document } = parseHTML(/<body[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`);
  const title = squash(document.querySelector('title')?.textContent ?? '').trim();
  let root: DomNode | null = null;
  let excerpt = '';
  let articleTitle = '';
  try {
    const article = new Readability(document.cloneNode(true) as never, { charThreshold: 100 }).parse();
    if (article?.content) {
      root = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document.body as unknown as DomNode;
      excerpt = squash(article.excerpt ?? '').trim();
      articleTitle = squash(article.title ?? '').trim();
    }
  } catch {
    // Readability found no article: the whole body is read instead
  }
  root ??= document.body as unknown as DomNode | null;
  const text = root ? blocks(root, base, '').join('\n\n').replace(/\n{3,}/g, '\n\n').trim() : '';
  if (!excerpt) excerpt = text.split('\n\n').find((p) => !p.startsWith('#'))?.slice(0, 300) ?? '';
  return { title: articleTitle || title, text, excerpt };
}

/** Plain text, JSON and other non-HTML bodies as they are; HTML through readableHtml. */
export function readableBody(body: string, contentType: string | undefined, url?: string): Readable {
  const type = (contentType ?? '').toLowerCase();
  const html = type.includes('html') || (!type && /^\s*(<!doctype html|<html)/i.test(body));
  return html ? readableHtml(body, url) : { title: '', text: body, excerpt: body.slice(0, 300) };
}
