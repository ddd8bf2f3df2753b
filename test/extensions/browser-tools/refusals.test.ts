// Review of issue 37's browser work, two nits. (1) The call proxy refused a CONNECT (how Chromium reaches https, wss and
// ws:// through a proxy) to a gated host by telling the model to open https://host:port/, a scheme it cannot know: it
// now names the host and port only, while a plain-HTTP proxy request still names its http:// origin. (2) A page's
// refused requests were kept in an unbounded list per call: now counted, with the first, the latest MAX_BLOCKED_KEPT
// and the latest navigation kept. Real proxy sockets on 127.0.0.1, and a real Chromium for the WebSocket and the flood.
import { connect } from 'node:net';
import { realpathSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { ToolContext } from '../../../extensions/agent/api.js';
import { browserOpenTool } from '../../../extensions/browser-tools/browser-tools.js';
import { BlockedRequests, ChromiumPool, findChromium, MAX_BLOCKED_KEPT } from '../../../extensions/browser-tools/chromium.js';
import type { BrowserConfig } from '../../../extensions/browser-tools/config.generated.js';
import { startCallProxy } from '../../../extensions/browser-tools/proxy.js';
import { silentLogger } from '../../../kernel/logger.js';
import { html, serve } from './pages.js';

const gatedLocalhost = (host: string): string | undefined => (host === 'localhost' ? 'localhost is in security.otp.gated_domains' : undefined);

/** Sends `request` to the proxy and resolves with the first line of its answer (or '' when it just closes). */
function ask(proxyUrl: string, request: string): Promise<string> {
  const { port } = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const s = connect(Number(port), '127.0.0.1', () => s.write(request));
    let got = '';
    s.on('data', (d) => (got += d));
    s.on('close', () => resolve(got.split('\r\n')[0] ?? ''));
    s.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(got.split('\r\n')[0] ?? '') : reject(err)));
    s.setTimeout(10_000, () => s.destroy());
  });
}

t.test('the call proxy: a refused CONNECT names host and port, no scheme; a refused plain request its http origin', async (t) => {
  const refused: string[] = [];
  const proxy = await startCallProxy({ section: 'browser', allowedPrivateHosts: ['localhost:5555', '127.0.0.1'], hostRefused: gatedLocalhost, resolve: async () => [{ address: '127.0.0.1', family: 4 }] }, (m) => refused.push(m));
  t.teardown(() => proxy.close());
  t.equal(await ask(proxy.url, 'CONNECT localhost:5555 HTTP/1.1\r\nhost: localhost:5555\r\n\r\n'), 'HTTP/1.1 403 Forbidden', 'the tunnel is refused');
  t.match(refused[0], /^refused by rule gated_host: localhost is in security\.otp\.gated_domains, .*open the page on localhost:5555 directly with the browser tool/);
  t.notMatch(refused[0], /https?:\/\//, 'no scheme is named for a tunnel (it may carry ws://)');
  await ask(proxy.url, 'GET http://localhost:5555/path?token=secret HTTP/1.1\r\nhost: localhost:5555\r\n\r\n');
  t.match(refused[1], /open http:\/\/localhost:5555\/ directly/, 'a plain-HTTP request names its http origin (positive control of the wording)');
  t.notMatch(refused.join(' '), /token=secret/, 'never a path or query');
});

t.test('BlockedRequests: counts every refusal, keeps the first, the latest ones and the latest navigation', async (t) => {
  const b = new BlockedRequests();
  t.equal(b.count, 0);
  t.equal(b.since(0), undefined);
  b.push({ navigation: false, message: 'first' });
  b.push({ navigation: true, message: 'nav' });
  for (let i = 0; i < 10_000; i++) b.push({ navigation: false, message: `sub ${i}` });
  t.equal(b.count, 10_002, 'all counted');
  t.equal(b.first?.message, 'first');
  t.equal(b.since(0)?.message, 'nav', 'a refused navigation is reported first, however many came after it');
  const mark = b.count;
  t.equal(b.since(mark), undefined, 'nothing since the mark');
  b.push({ navigation: false, message: 'after' });
  t.equal(b.since(mark)?.message, 'after', 'the refusal since the mark');
  t.equal(b.since(2)?.message, `sub ${10_000 - MAX_BLOCKED_KEPT + 1}`, `only the latest ${MAX_BLOCKED_KEPT} are kept: the earliest kept one since the mark`);
  // Held memory: the kept entries stay at MAX_BLOCKED_KEPT (the private list is not reachable; its size shows in since()).
  t.equal(b.since(b.count - MAX_BLOCKED_KEPT)?.message, `sub ${10_000 - MAX_BLOCKED_KEPT + 1}`);
});

const chromium = findChromium(null);
t.test('in Chromium: a page\'s WebSocket to a gated host is refused with host and port; a flood of refused requests is counted', { skip: chromium ? false : 'no Chromium' }, async (t) => {
  const pool = new ChromiumPool(() => ({ executablePath: chromium!, headless: true, logger: silentLogger() }));
  t.teardown(() => pool.close());
  const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'svc-refusals-ws-')));
  t.teardown(() => rmSync(workspace, { recursive: true, force: true }));
  const bank = await serve(t, (_req, res) => html(res, '<p>BANK</p>'));
  const B = `localhost:${bank.port}`;
  const news = await serve(t, (req, res) => {
    if (req.url === '/ws') return html(res, `<title>WS</title><p id="p">news</p><script>try { new WebSocket('ws://${B}/socket'); } catch (e) {}</script>`);
    html(res, `<title>Flood</title><p>flood</p><script>for (let i = 0; i < 300; i++) { const im = new Image(); im.src = 'http://${B}/img' + i + '.png'; }</script>`);
  });
  const settings = (): BrowserConfig => ({
    allowed_domains: ['*'], allowed_private_hosts: [`127.0.0.1:${news.port}`, B], automation_enabled: true, backend: 'agent_browser', enabled: true, headed: null, native_chrome_path: null,
    native_headless: true, native_webdriver_url: 'http://127.0.0.1:9515', session_name: null, timeout_secs: 20, computer_use: {} as BrowserConfig['computer_use'],
  });
  const ctx: ToolContext = {
    agent: 'a', channel: 'c', conversation: 'x', trust: 'operator', signal: new AbortController().signal, logger: silentLogger(),
    limits: { shellTimeoutSecs: 10, maxResultChars: 20_000 }, workspace: { dir: workspace, resolve: () => { throw new Error('no files here'); } }, hostRefused: gatedLocalhost,
  };
  const tool = browserOpenTool(settings, () => pool);
  const ws = await tool.handler({ url: `${news.origin}/ws` }, ctx);
  t.match(ws, new RegExp(`request of the page not made; first: refused by rule gated_host: .*open the page on localhost:${bank.port} directly`), 'the WebSocket refusal names host and port');
  t.notMatch(ws, /https:\/\/localhost/, 'not an https:// URL the page never used');
  const flood = await tool.handler({ url: `${news.origin}/flood` }, ctx);
  const n = Number(/\[(\d+) requests of the page not made; first: refused by rule gated_host/.exec(flood)?.[1]);
  t.ok(n >= 100, `the refused images are counted (${n})`);
  t.equal(bank.connections, 0, 'the gated server saw no connection');
});
