// web_search's providers against local servers that speak each service's documented request and answer: the method,
// path, query or body, the key's header, and the fields read back; a refusal or an error status reads as a sentence.
import { createServer, type IncomingMessage } from 'node:http';
import t, { type Test } from 'tap';
import { formatResults, parseDuckDuckGo, search, searchUnavailable, type SearchProvider } from '../../../extensions/web-tools/search.js';
import type { WebSearchConfig } from '../../../extensions/web-tools/config.generated.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function provider(t: Test, answer: (seen: Seen) => { status?: number; type?: string; body: string }): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const s = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(s);
      const a = answer(s);
      res.writeHead(a.status ?? 200, { 'content-type': a.type ?? 'application/json' }).end(a.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => server.close(() => r())));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, seen };
}

const settings = (over: Partial<WebSearchConfig>): WebSearchConfig => ({ enabled: true, max_results: 5, search_provider: 'duckduckgo', searxng_instance_url: null, timeout_secs: 5, ...over }) as WebSearchConfig;

const run = (p: SearchProvider, url: string, over: Partial<WebSearchConfig> = {}) =>
  search('otter facts', 3, { settings: settings({ search_provider: p, ...(p === 'searxng' ? { searxng_instance_url: url } : {}), ...over }), signal: new AbortController().signal, endpoints: { [p]: `${url}/api` } });

t.test('brave: GET ?q&count with X-Subscription-Token; web.results[].title/url/description', async (t) => {
  const p = await provider(t, () => ({ body: JSON.stringify({ type: 'search', web: { results: [{ title: 'Otter', url: 'https://a.example/otter', description: 'The <strong>otter</strong> swims.' }] } }) }));
  t.same(await run('brave', p.url, { brave_api_key: 'brave-key' }), [{ title: 'Otter', url: 'https://a.example/otter', snippet: 'The otter swims.' }]);
  t.match(p.seen[0], { method: 'GET', url: '/api?q=otter+facts&count=3', headers: { 'x-subscription-token': 'brave-key', accept: 'application/json' } });
});

t.test('tavily: POST JSON {query, max_results} with a Bearer key; results[].title/url/content', async (t) => {
  const p = await provider(t, () => ({ body: JSON.stringify({ query: 'otter facts', results: [{ title: 'T', url: 'https://t.example/', content: 'c', score: 0.9 }] }) }));
  t.same(await run('tavily', p.url, { tavily_api_key: 'tvly-key' }), [{ title: 'T', url: 'https://t.example/', snippet: 'c' }]);
  t.match(p.seen[0], { method: 'POST', headers: { authorization: 'Bearer tvly-key', 'content-type': 'application/json' } });
  t.same(JSON.parse(p.seen[0]!.body), { query: 'otter facts', max_results: 3 });
});

t.test('searxng: GET <instance>/search?q&format=json; results[].title/url/content; a 403 names the json format setting', async (t) => {
  const p = await provider(t, (s) => (s.url.includes('format=json') ? { body: JSON.stringify({ results: [{ title: 'S', url: 'https://s.example/', content: 'sx' }] }) } : { status: 403, body: '' }));
  t.same(await run('searxng', p.url), [{ title: 'S', url: 'https://s.example/', snippet: 'sx' }]);
  t.equal(p.seen[0]!.url, '/search?q=otter+facts&format=json');
  const refusing = await provider(t, () => ({ status: 403, body: 'Forbidden' }));
  await t.rejects(run('searxng', refusing.url), { message: /refused format=json \(enable "json" under search\.formats/ });
});

t.test('jina: GET ?q with a Bearer key; data[].title/url/description', async (t) => {
  const p = await provider(t, () => ({ body: JSON.stringify({ code: 200, data: [{ title: 'J', url: 'https://j.example/', description: 'jd', content: '' }] }) }));
  t.same(await run('jina', p.url, { jina_api_key: 'jina-key' }), [{ title: 'J', url: 'https://j.example/', snippet: 'jd' }]);
  t.match(p.seen[0], { method: 'GET', url: '/api?q=otter+facts', headers: { authorization: 'Bearer jina-key', accept: 'application/json' } });
});

t.test('bocha: POST JSON {query, count, summary} with a Bearer key; data.webPages.value[].name/url/summary', async (t) => {
  const p = await provider(t, () => ({ body: JSON.stringify({ code: 200, data: { webPages: { value: [{ name: 'B', url: 'https://b.example/', snippet: 'short', summary: 'long summary' }] } } }) }));
  t.same(await run('bocha', p.url, { bocha_api_key: 'bocha-key' }), [{ title: 'B', url: 'https://b.example/', snippet: 'long summary' }]);
  t.same(JSON.parse(p.seen[0]!.body), { query: 'otter facts', count: 3, summary: true });
  t.match(p.seen[0]!.headers, { authorization: 'Bearer bocha-key' });
  const failing = await provider(t, () => ({ body: JSON.stringify({ code: 401, msg: 'invalid api key' }) }));
  await t.rejects(run('bocha', failing.url, { bocha_api_key: 'x' }), { message: 'bocha answered code 401: invalid api key' });
});

t.test('serply: GET /v1/search/q=…&num=… with X-Api-Key; results[].title/link/description', async (t) => {
  const p = await provider(t, () => ({ body: JSON.stringify({ results: [{ title: 'P', link: 'https://p.example/', description: 'pd' }] }) }));
  t.same(await run('serply', p.url, { serply_api_key: 'serply-key' }), [{ title: 'P', url: 'https://p.example/', snippet: 'pd' }]);
  t.match(p.seen[0], { method: 'GET', url: '/api/q=otter+facts&num=3', headers: { 'x-api-key': 'serply-key' } });
});

t.test('duckduckgo: POST the HTML form; result links unwrapped from /l/?uddg=, snippets read', async (t) => {
  const html = `<div class="result"><h2><a rel="nofollow" class="result__a" href="//duckduckgo.com/l/?uddg=https%3A%2F%2Fotters.example%2Fa&amp;rut=x">Otters &amp; <b>more</b></a></h2>
    <a class="result__snippet" href="x">All about <b>otters</b>.</a></div>
    <div class="result"><h2><a class="result__a" href="https://direct.example/">Direct</a></h2><div class="result__snippet">d</div></div>`;
  const p = await provider(t, () => ({ type: 'text/html', body: html }));
  t.same(await run('duckduckgo', p.url), [
    { title: 'Otters & more', url: 'https://otters.example/a', snippet: 'All about otters.' },
    { title: 'Direct', url: 'https://direct.example/', snippet: 'd' },
  ]);
  t.match(p.seen[0], { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(new URLSearchParams(p.seen[0]!.body).get('q'), 'otter facts');
  t.same(parseDuckDuckGo('<html>no results</html>'), []);
});

t.test('errors read as sentences: a bad key, rate limiting, not JSON; a missing key makes the tool unavailable', async (t) => {
  const p = await provider(t, (s) => (s.headers['x-subscription-token'] === 'bad' ? { status: 401, body: '{}' } : s.headers['x-subscription-token'] === 'busy' ? { status: 429, body: '{}' } : { body: '<html>' }));
  await t.rejects(run('brave', p.url, { brave_api_key: 'bad' }), { message: 'brave answered HTTP 401 (check the API key)' });
  await t.rejects(run('brave', p.url, { brave_api_key: 'busy' }), { message: 'brave answered HTTP 429 (rate limited; try again later)' });
  await t.rejects(run('brave', p.url, { brave_api_key: 'k' }), { message: 'brave answered with something that is not JSON' });
  t.equal(searchUnavailable(settings({ search_provider: 'brave' })), 'web_search.brave_api_key is not set (search_provider = "brave")');
  t.equal(searchUnavailable(settings({ search_provider: 'searxng' })), 'web_search.searxng_instance_url is not set (search_provider = "searxng")');
  t.equal(searchUnavailable(settings({ enabled: false })), 'web_search.enabled = false');
  t.equal(searchUnavailable(settings({})), undefined);
  t.equal(formatResults('q', 'brave', []), 'No results for "q" (brave).');
});
