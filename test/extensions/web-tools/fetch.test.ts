// web_fetch's rules and fallback against local servers: blocked_domains wins, a redirect to another host is refused, a
// page over max_response_size is cut while it streams, a short body or an HTTP error goes to the reader service (never
// a refused URL), a file is not a page; link_enricher's previews of a message's links.
import { createServer, type Server } from 'node:http';
import t, { type Test } from 'tap';
import { fetchPage, formatPage } from '../../../extensions/web-tools/fetch.js';
import { linkEnricher, linksIn } from '../../../extensions/web-tools/enricher.js';
import type { LinkEnricherConfig, WebFetchConfig } from '../../../extensions/web-tools/config.generated.js';
import type { SectionAccess } from '../../../kernel/index.js';
import { silentLogger } from '../../../kernel/logger.js';

const ARTICLE = `<html><head><title>Otters</title></head><body><article><p>${'Otters are semiaquatic mammals of the weasel family. '.repeat(4)}</p></article></body></html>`;

async function server(t: Test, handler: Parameters<typeof createServer>[1]): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const s: Server = createServer((req, res) => (hits.push(`${req.headers.host}${req.url}`), handler!(req, res)));
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (s.closeAllConnections(), s.close(() => r()))));
  return { port: (s.address() as { port: number }).port, hits };
}

const settings = (over: Partial<WebFetchConfig> = {}): WebFetchConfig => ({
  allowed_domains: ['*'],
  allowed_private_hosts: ['127.0.0.1', 'localhost'],
  blocked_domains: [],
  enabled: true,
  max_response_size: 500000,
  timeout_secs: 5,
  provider: { api_key_env: '', api_url: '', enabled: false, mode: {} },
  ...over,
});
const signal = new AbortController().signal;

t.test('blocked_domains wins over allowed_domains; allowed_domains limits; a redirect to another host is refused', async (t) => {
  const site = await server(t, (req, res) => {
    if (req.url === '/away') return void res.writeHead(302, { location: `http://localhost:${(req.socket.localPort)}/page` }).end();
    if (req.url === '/here') return void res.writeHead(301, { location: '/page' }).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE);
  });
  await t.rejects(fetchPage(`http://localhost:${site.port}/page`, settings({ blocked_domains: ['localhost'] }), signal), { message: /^refused by rule blocked_domains: localhost is in web_fetch\.blocked_domains/ });
  await t.rejects(fetchPage(`http://localhost:${site.port}/page`, settings({ allowed_domains: ['example.com'] }), signal), { message: /^refused by rule allowed_domains/ });
  await t.rejects(fetchPage(`http://127.0.0.1:${site.port}/away`, settings(), signal), { message: /refused by rule redirect: 127\.0\.0\.1 redirected \(302\) to another host, localhost; web_fetch never follows/ });
  const same = await fetchPage(`http://127.0.0.1:${site.port}/here`, settings(), signal);
  t.match(same, { url: `http://127.0.0.1:${site.port}/page`, title: 'Otters', status: 200 });
  t.match(same.text, /semiaquatic mammals/);
  await t.rejects(fetchPage(`http://127.0.0.1:${site.port}/`, settings({ allowed_private_hosts: [] }), signal), { message: /^refused by rule private-address/ });
});

t.test('max_response_size is enforced while the page streams; a file is not a page', async (t) => {
  const site = await server(t, (req, res) => {
    if (req.url === '/file') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
    res.writeHead(200, { 'content-type': 'text/plain' });
    for (let i = 0; i < 100; i++) res.write('a'.repeat(1000));
    res.end();
  });
  const page = await fetchPage(`http://127.0.0.1:${site.port}/`, settings({ max_response_size: 2000 }), signal);
  t.equal(page.text.length, 2000);
  t.match(formatPage(page, 2000), /\[truncated: the page is larger than web_fetch\.max_response_size = 2000 bytes\]$/);
  await t.rejects(fetchPage(`http://127.0.0.1:${site.port}/file`, settings(), signal), { message: /answered application\/pdf, which is not text; web_fetch reads pages/ });
});

t.test('the reader service: on an HTTP error or a short body, with the key from api_key_env; never for a refused URL', async (t) => {
  const site = await server(t, (req, res) => (req.url === '/short' ? res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>') : res.writeHead(500).end('down')));
  const seen: { url: string; auth: string | undefined }[] = [];
  const reader = await server(t, (req, res) => (seen.push({ url: req.url ?? '', auth: req.headers.authorization }), res.writeHead(200, { 'content-type': 'text/plain' }).end('Title: x\n\nThe full text from the reader service.')));
  const s = settings({ provider: { enabled: true, api_url: `http://127.0.0.1:${reader.port}/`, api_key_env: 'READER_KEY', mode: {} } });
  const env = { READER_KEY: 'reader-secret' };
  const short = await fetchPage(`http://127.0.0.1:${site.port}/short`, s, signal, env);
  t.match(short, { via: '127.0.0.1', text: /full text from the reader service/ });
  t.same(seen[0], { url: `/http://127.0.0.1:${site.port}/short`, auth: 'Bearer reader-secret' });
  t.match(formatPage(short, 1), /^URL: .*\nVia: the reader service at 127\.0\.0\.1\n/m);
  await fetchPage(`http://127.0.0.1:${site.port}/error`, s, signal, env);
  t.equal(seen.length, 2, 'an HTTP 500 went to the reader too');
  await t.rejects(fetchPage('http://10.255.255.1/', s, signal, env), { message: /^refused by rule private-address/ });
  t.equal(seen.length, 2, 'a refused URL never goes to the reader');
  const off = settings();
  await t.rejects(fetchPage(`http://127.0.0.1:${site.port}/error`, off, signal), { message: /answered HTTP 500$/ });
  t.match(await fetchPage(`http://127.0.0.1:${site.port}/short`, off, signal), { text: 'hi' }, 'without the service a short page is what it is');
});

t.test('link_enricher: up to max_links distinct links, previews added as context; off adds nothing', async (t) => {
  t.same(linksIn('see https://a.example/x, and (https://b.example/y). again https://a.example/x https://c.example', 2), ['https://a.example/x', 'https://b.example/y']);
  const site = await server(t, (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE));
  const access = <T>(v: T): SectionAccess<T> => Object.assign(() => v, { of: () => v }) as unknown as SectionAccess<T>;
  const added: string[] = [];
  const turn = (message: string) => ({ agent: 'a', channel: 'webhook.main', conversation: 'c', trust: 'untrusted' as const, message, signal, memoryRecallLimit: 5, addContext: (x: string) => void added.push(x) });
  const on = linkEnricher(access<LinkEnricherConfig>({ enabled: true, max_links: 2, timeout_secs: 5 }), access(settings()), silentLogger());
  await on(turn(`look at http://127.0.0.1:${site.port}/otters and http://10.255.255.1/x and http://127.0.0.1:${site.port}/third`));
  t.equal(added.length, 1);
  t.match(added[0], new RegExp(`^Previews of the links in this message \\(fetched by link_enricher\\):\\n- http://127\\.0\\.0\\.1:${site.port}/otters\\n  Title: Otters\\n  Summary: Otters are semiaquatic mammals`));
  t.match(added[0], /- http:\/\/10\.255\.255\.1\/x\n {2}\(no preview: refused by rule private-address/);
  t.notMatch(added[0], /third/, 'max_links');
  await linkEnricher(access<LinkEnricherConfig>({ enabled: false, max_links: 3, timeout_secs: 5 }), access(settings()), silentLogger())(turn(`http://127.0.0.1:${site.port}/`));
  t.equal(added.length, 1, 'disabled: nothing added');
});
