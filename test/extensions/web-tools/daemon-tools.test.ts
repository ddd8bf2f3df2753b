// Web and file tools through a real daemon and the real CLI, with a recording fake model: the agent fetches a local
// page (web_fetch), searches a local SearXNG-shaped server (web_search), downloads a file into its workspace and
// uploads one (file_download, file_upload); the failures (private address, oversize, timeout, a path outside the
// workspace) come back to the model as readable errors and the turn goes on.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const PAGE = `<!doctype html><html><head><title>Otter facts</title></head><body><nav><a href="/">Home</a></nav>
<article><h1>All about otters</h1><p>Otters are semiaquatic mammals that eat fish and shellfish; they live on every continent except Australia and Antarctica.</p>
<p>The sea otter has the densest fur of any animal, about a million hairs per square inch, which keeps it warm in cold water.</p></article>
<script>document.write('tracking')</script></body></html>`;

interface Site {
  readonly port: number;
  readonly seen: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[];
}

/** One local server for every route the test needs: a page, SearXNG's /search, downloads, an upload endpoint. */
async function site(t: Test): Promise<Site> {
  const seen: Site['seen'] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/page') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      if (url.pathname === '/search') {
        if (url.searchParams.get('format') !== 'json') return void res.writeHead(403).end();
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ query: url.searchParams.get('q'), results: [{ title: 'Otter - Wikipedia', url: 'https://en.wikipedia.org/wiki/Otter', content: 'Otters are carnivorous mammals.', engine: 'wikipedia' }, { title: 'Sea otter', url: 'https://example.org/sea-otter', content: 'Marine mammal.' }] }),
        );
      }
      if (url.pathname === '/files/report.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('quarterly numbers\n');
      if (url.pathname === '/files/huge.bin') {
        // Chunked, no content-length: the limit is enforced while it streams.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        for (let i = 0; i < 64; i++) res.write(Buffer.alloc(1024, 7));
        return void res.end();
      }
      if (url.pathname === '/files/slow.bin') return void res.writeHead(200).write('x'); // never ends
      if (url.pathname === '/upload') return void res.writeHead(201, { 'content-type': 'application/json' }).end('{"stored":true}');
      res.writeHead(404).end('not here');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  return { port: (server.address() as { port: number }).port, seen };
}

const toolResults = (r: Recorded): string[] =>
  ((r.body.messages as { role: string; content: string }[] | undefined) ?? []).filter((m) => m.role === 'tool').map((m) => m.content);

t.test('web_fetch, web_search, file_download and file_upload through the daemon; failures reach the model as errors', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const s = await site(t);
  const at = `127.0.0.1:${s.port}`;
  const dir = tempConfigDir(
    t,
    `[providers.models.openai.local]\nbase_url = "${llm.url}"\nmodel = "m"\napi_key = "sk-test-0123456789"\n` +
      `[web_fetch]\nallowed_private_hosts = ["${at}"]\n` +
      `[web_search]\nsearch_provider = "searxng"\nsearxng_instance_url = "http://${at}"\n` +
      `[file_download]\nurl = "http://${at}/files"\nallowed_private_hosts = ["${at}"]\nmax_file_size_bytes = 4096\ntimeout_secs = 1\nheaders = { Authorization = "Bearer dl-secret-0123456789" }\n` +
      `[file_upload]\nurl = "http://${at}/upload"\nmax_file_size_bytes = 1000\nheaders = { "X-Token" = "up-secret-0123456789" }\n`,
  );
  const env = { SVC_CONFIG_DIR: dir };
  const listed = await svc(['tools', 'list', '--json'], env);
  const offered = (JSON.parse(listed.stdout) as { tools: { name: string; offered: boolean }[] }).tools.filter((x) => x.offered).map((x) => x.name);
  for (const name of ['web_fetch', 'web_search', 'file_download', 'file_upload', 'file_read', 'file_list']) t.ok(offered.includes(name), `${name} is offered`);
  t.notOk(offered.includes('file_upload_bundle'), 'no url, no bundle tool');

  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const ws = join(dir, 'data', 'workspaces', 'default');
  let n = 0;
  // Each question in a conversation of its own: the last model request holds this turn's tool results only.
  const ask = async (message: string): Promise<string> => {
    const r = await svc(['agent', 'ask', '--json', '--conversation', `c${++n}`, message], env, 30_000);
    t.equal(r.code, 0, r.stderr);
    return (JSON.parse(r.stdout) as { text: string }).text;
  };

  // web_fetch: the page's main content, as Markdown-like text with its title; a private address not listed is refused.
  llm.push(openai.toolCall('f1', 'web_fetch', { url: `http://${at}/page` }), openai.toolCall('f2', 'web_fetch', { url: 'http://10.255.255.1/' }), openai.text('Otters are mammals.'));
  t.equal(await ask('what are otters?'), 'Otters are mammals.');
  const [page, refused] = toolResults(llm.requests.at(-1)!);
  t.match(page, /^URL: http:\/\/127\.0\.0\.1:\d+\/page\nTitle: (Otter facts|All about otters)\n\n/);
  t.match(page, /semiaquatic mammals/);
  t.notMatch(page, /tracking|Home/, 'scripts and navigation are left out');
  t.match(refused, /^error: refused by rule private-address: 10\.255\.255\.1:80 is a private or loopback address; allow it in web_fetch\.allowed_private_hosts/);

  // web_search through the SearXNG-shaped server: its documented request (q, format=json) and answer.
  llm.push(openai.toolCall('s1', 'web_search', { query: 'otter facts' }), openai.text('Found two.'));
  t.equal(await ask('search otters'), 'Found two.');
  const searched = s.seen.find((x) => x.url.startsWith('/search'))!;
  t.match(searched.url, /^\/search\?q=otter\+facts&format=json$/);
  t.match(toolResults(llm.requests.at(-1)!)[0], /^Results for "otter facts" \(searxng\):\n\n1\. Otter - Wikipedia\n {3}https:\/\/en\.wikipedia\.org\/wiki\/Otter\n {3}Otters are carnivorous mammals\.\n\n2\. Sea otter/);

  // file_download streams into the workspace with the configured headers; oversize and a stalled answer are errors.
  llm.push(
    openai.toolCall('d1', 'file_download', { name: 'report.txt', save_as: 'in/report.txt' }),
    openai.toolCall('d2', 'file_download', { name: 'huge.bin' }),
    openai.toolCall('d3', 'file_download', { name: 'slow.bin' }),
    openai.toolCall('d4', 'file_download', { name: '../etc/passwd' }),
    openai.toolCall('d5', 'file_download', { name: 'report.txt', save_as: '../../outside.txt' }),
    openai.text('Downloaded.'),
  );
  t.equal(await ask('download the report'), 'Downloaded.');
  const [saved, huge, slow, traversal, outside] = toolResults(llm.requests.at(-1)!);
  t.equal(saved, 'saved in/report.txt (18 bytes, text/plain)');
  t.equal(readFileSync(join(ws, 'in', 'report.txt'), 'utf8'), 'quarterly numbers\n');
  t.equal(s.seen.find((x) => x.url === '/files/report.txt')!.headers.authorization, 'Bearer dl-secret-0123456789', 'the configured header is sent');
  t.match(huge, /^error: too large: the answer is larger than 4096 bytes \(file_download\.max_file_size_bytes\)/);
  t.notOk(existsSync(join(ws, 'huge.bin')), 'nothing is left of an oversize download');
  t.match(slow, /^error: timeout: no complete answer within 1 s \(file_download\.timeout_secs\)/);
  t.match(traversal, /^error: "\.\.\/etc\/passwd" is not a file name on the endpoint/);
  t.match(outside, /^error: \.\.\/\.\.\/outside\.txt is outside the agent's workspace/);
  t.notOk(existsSync(join(dir, 'data', 'outside.txt')));

  // file_upload: multipart/form-data from the workspace with the configured headers; over the limit, nothing is sent.
  writeFileSync(join(ws, 'notes.txt'), 'hello upload\n');
  writeFileSync(join(ws, 'big.txt'), 'x'.repeat(2000));
  const uploadsBefore = s.seen.filter((x) => x.url === '/upload').length;
  llm.push(openai.toolCall('u1', 'file_upload', { path: 'notes.txt' }), openai.toolCall('u2', 'file_upload', { path: 'big.txt' }), openai.toolCall('u3', 'file_upload', { path: '/etc/hostname' }), openai.text('Uploaded.'));
  t.equal(await ask('upload my notes'), 'Uploaded.');
  const [uploaded, big, etc] = toolResults(llm.requests.at(-1)!);
  t.equal(uploaded, 'uploaded notes.txt, 13 bytes: HTTP 201\n{"stored":true}');
  const sent = s.seen.filter((x) => x.url === '/upload');
  t.equal(sent.length, uploadsBefore + 1, 'only the file within the limit was sent');
  const up = sent.at(-1)!;
  t.equal(up.method, 'POST');
  t.equal(up.headers['x-token'], 'up-secret-0123456789');
  t.match(up.headers['content-type'], /^multipart\/form-data; boundary=svc-[0-9a-f]{24}$/);
  t.match(up.body.toString(), /Content-Disposition: form-data; name="file"; filename="notes\.txt"\r\nContent-Type: application\/octet-stream\r\n\r\nhello upload\n\r\n--svc-/);
  t.match(big, /^error: big\.txt is 2000 bytes, over file_upload\.max_file_size_bytes = 1000; nothing was sent/);
  t.match(etc, /^error: \/etc\/hostname is outside the agent's workspace/);

  t.notOk(JSON.stringify(llm.requests.map((r) => r.body)).includes('dl-secret-0123456789'), 'a configured header never reaches the model');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});
