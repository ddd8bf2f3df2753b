// browser_open and the browser automation tool in a real Chromium (Debian's, driven by playwright-core) on pages served
// by the test on 127.0.0.1: script-written text is read, redirects and a hostile page's requests to refused addresses
// never leave, a redirect out of allowed_domains is not read, svc's own listeners are refused whatever the allowlist
// says, actions and screenshots land in the workspace, a page that never loads times out, pages at once are bounded,
// and the shared browser closes.
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import t from 'tap';
import type { ToolContext, ToolDefinition } from '../../../extensions/agent/api.js';
import { browserAutomationTool, browserOpenTool } from '../../../extensions/browser-tools/browser-tools.js';
import { ChromiumPool, findChromium, MAX_PAGES } from '../../../extensions/browser-tools/chromium.js';
import type { BrowserConfig } from '../../../extensions/browser-tools/config.generated.js';
import { silentLogger } from '../../../kernel/logger.js';
import { registerOwnListener } from '../../../lib/net/own-listeners.js';
import { waitFor } from '../../helpers/wait.js';
import { html, serve } from './pages.js';

const chromium = findChromium(null);
if (!chromium) throw new Error('no Chromium found: install Debian\'s chromium (apt-get install chromium); npm test\'s pretest does');

const base: BrowserConfig = {
  allowed_domains: ['*'],
  allowed_private_hosts: [],
  automation_enabled: true,
  backend: 'agent_browser',
  enabled: true,
  headed: null,
  native_chrome_path: null,
  native_headless: true,
  native_webdriver_url: 'http://127.0.0.1:9515',
  session_name: null,
  timeout_secs: 20,
  computer_use: {} as BrowserConfig['computer_use'],
};

const pool = new ChromiumPool(() => ({ executablePath: chromium, headless: true, logger: silentLogger() }));
t.teardown(() => pool.close());

const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'svc-browser-ws-')));
t.teardown(() => rmSync(workspace, { recursive: true, force: true }));

function context(signal = new AbortController().signal): ToolContext {
  return {
    agent: 'a',
    channel: 'c',
    conversation: 'x',
    signal,
    logger: silentLogger(),
    limits: { shellTimeoutSecs: 10, maxResultChars: 20_000 },
    workspace: {
      dir: workspace,
      resolve: (path: string) => {
        const full = resolve(workspace, path);
        const rel = relative(workspace, full);
        if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${path} is outside the workspace`);
        return full;
      },
    },
  } as ToolContext;
}

function call(tool: (s: () => BrowserConfig, p: () => ChromiumPool) => ToolDefinition, settings: Partial<BrowserConfig>, args: Record<string, unknown>, signal?: AbortSignal): Promise<string> {
  const def = tool(() => ({ ...base, ...settings }), () => pool);
  return Promise.resolve().then(() => def.handler(args, context(signal)));
}

t.test('browser_open returns the title and the text a script wrote (positive control)', async (t) => {
  const site = await serve(t, (_req, res) =>
    html(res, '<html><head><title>Written by JS</title></head><body><p id="static">Static words.</p><div id="x"></div><script>document.getElementById("x").textContent = "Rendered " + (6 * 7) + " by script";</script></body></html>'),
  );
  const out = await call(browserOpenTool, { allowed_private_hosts: [`127.0.0.1:${site.port}`] }, { url: `${site.origin}/page` });
  t.match(out, /^Title: Written by JS\nURL: http:\/\/127\.0\.0\.1:\d+\/page\n\nStatic words\.\n+Rendered 42 by script$/);
  t.same(site.seen.filter((p) => p === '/page'), ['/page']);
});

t.test('loopback is refused unless allowed_private_hosts names it (with its port); other schemes never', async (t) => {
  const site = await serve(t, (_req, res) => html(res, '<title>t</title>hello'));
  await t.rejects(call(browserOpenTool, {}, { url: `${site.origin}/` }), { message: new RegExp(`^refused by rule private-address: 127\\.0\\.0\\.1:${site.port} is a private or loopback address; allow it in browser\\.allowed_private_hosts`) });
  await t.rejects(call(browserOpenTool, { allowed_private_hosts: ['127.0.0.1:1'] }, { url: `${site.origin}/` }), { message: /refused by rule private-address/ });
  await t.rejects(call(browserOpenTool, { allowed_private_hosts: [`127.0.0.1:${site.port}`], allowed_domains: ['example.com'] }, { url: `${site.origin}/` }), { message: /^refused by rule allowed_domains: 127\.0\.0\.1 is not in browser\.allowed_domains/ });
  await t.rejects(call(browserOpenTool, {}, { url: 'file:///etc/passwd' }), { message: /^refused by rule scheme: only http and https URLs are opened, not file:/ });
  await t.rejects(call(browserOpenTool, {}, { url: 'http://169.254.169.254/latest/meta-data/' }), { message: /^refused by rule metadata/ });
  t.same(site.seen, [], 'nothing reached the server');
});

t.test('a redirect to a refused address is refused, and nothing reaches it', async (t) => {
  const inside = await serve(t, (_req, res) => html(res, '<title>secret</title>gateway'));
  const site = await serve(t, (_req, res) => {
    res.writeHead(302, { location: `${inside.origin}/admin` });
    res.end();
  });
  await t.rejects(call(browserOpenTool, { allowed_private_hosts: [`127.0.0.1:${site.port}`] }, { url: `${site.origin}/go` }), {
    message: new RegExp(`^opening 127\\.0\\.0\\.1:${site.port}: refused by rule private-address: 127\\.0\\.0\\.1:${inside.port} is a private or loopback address`),
  });
  t.same(site.seen, ['/go']);
  t.equal(inside.connections, 0, 'the refused address was never connected to');
});

t.test('a redirect that ends outside allowed_domains is refused before the page is read', async (t) => {
  const other = await serve(t, (_req, res) => html(res, '<title>elsewhere</title>not for the model'), '0.0.0.0');
  const site = await serve(t, (_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.2:${other.port}/` });
    res.end();
  });
  const settings = { allowed_domains: ['127.0.0.1'], allowed_private_hosts: [`127.0.0.1:${site.port}`, `127.0.0.2:${other.port}`] };
  await t.rejects(call(browserOpenTool, settings, { url: `${site.origin}/` }), { message: 'refused by rule allowed_domains: the page ended on 127.0.0.2 (a redirect), which is not in browser.allowed_domains' });
  // Without the domain rule the same redirect is followed: the positive control.
  t.match(await call(browserOpenTool, { ...settings, allowed_domains: ['*'] }, { url: `${site.origin}/` }), /^Title: elsewhere\nURL: http:\/\/127\.0\.0\.2:\d+\/\n\nnot for the model$/);
});

t.test('a hostile page cannot make Chromium reach a refused address: subresources, fetch, frames, WebSocket, preconnect', async (t) => {
  const inside = await serve(t, (_req, res) => html(res, 'inside'));
  const hostile = `<html><head><title>hostile</title><link rel="preconnect" href="${inside.origin}"><link rel="stylesheet" href="${inside.origin}/css"></head><body>
<p>visible text</p>
<img src="${inside.origin}/img.png"><iframe src="${inside.origin}/frame"></iframe>
<script>
fetch("${inside.origin}/fetch", { method: "POST", body: "x" }).catch(() => {});
try { new WebSocket("ws://127.0.0.1:${inside.port}/ws"); } catch (e) {}
navigator.sendBeacon && navigator.sendBeacon("${inside.origin}/beacon", "x");
</script></body></html>`;
  const site = await serve(t, (req, res) => (req.url === '/' ? html(res, hostile) : html(res, 'other', 404)));
  const out = await call(browserOpenTool, { allowed_private_hosts: [`127.0.0.1:${site.port}`] }, { url: `${site.origin}/` });
  t.match(out, /^Title: hostile\n[\s\S]*visible text/);
  t.match(out, /requests of the page not made; first: refused by rule private-address: 127\.0\.0\.1:\d+/);
  t.same(inside.seen, [], 'no request reached the refused server');
  t.equal(inside.connections, 0, 'not even a connection (WebSocket, preconnect)');
});

t.test("svc's own listeners are refused even when allowed_private_hosts names them", async (t) => {
  const gateway = await serve(t, (_req, res) => html(res, 'admin'));
  const forget = registerOwnListener('gateway', gateway.server);
  t.teardown(forget);
  await t.rejects(call(browserOpenTool, { allowed_private_hosts: [`127.0.0.1:${gateway.port}`] }, { url: `${gateway.origin}/` }), { message: /^refused by rule own-listener: 127\.0\.0\.1:\d+ is svc's own gateway listener/ });
  t.same(gateway.seen, []);
});

t.test('automation: type, click, read, screenshot into the workspace; a path outside it fails that action', async (t) => {
  const form = `<html><head><title>Form</title></head><body>
<input id="name"><button id="go" onclick="document.getElementById('out').textContent = 'Hello, ' + document.getElementById('name').value + '!'">Greet</button>
<p id="out"></p><a href="/next">Next page</a></body></html>`;
  const site = await serve(t, (req, res) => (req.url === '/next' ? html(res, '<title>Next</title><p>second page</p>') : html(res, form)));
  const out = await call(browserAutomationTool, { allowed_private_hosts: [`127.0.0.1:${site.port}`] }, {
    url: `${site.origin}/`,
    actions: [
      { action: 'type', selector: '#name', text: 'Ada' },
      { action: 'click', selector: 'text=Greet' },
      { action: 'read', selector: '#out' },
      { action: 'screenshot', path: 'shots/form.png' },
      { action: 'click', selector: 'text=Next page' },
      { action: 'read' },
      { action: 'screenshot', path: '../outside.png' },
      { action: 'read', selector: '#never-reached' },
    ],
  });
  t.match(out, /^opened: http:\/\/127\.0\.0\.1:\d+\/ \(Form\)\ntyped 3 characters into #name\nclicked text=Greet\ntext of #out:\nHello, Ada!\nscreenshot saved to shots\/form\.png in the workspace \(\d+ bytes\)\nclicked text=Next page\ntext of the page:\nsecond page\naction 7 \(screenshot\) failed: \.\.\/outside\.png is outside the workspace\nnow at: http:\/\/127\.0\.0\.1:\d+\/next \(Next\)$/);
  const png = readFileSync(join(workspace, 'shots', 'form.png'));
  t.same([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');
});

t.test('a page that never finishes loading ends at browser.timeout_secs, and a cancelled turn ends the call', async (t) => {
  const held: ServerResponse[] = [];
  const site = await serve(t, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<title>slow</title>never ends');
    held.push(res);
  });
  t.teardown(() => held.forEach((r) => r.destroy()));
  const started = Date.now();
  await t.rejects(call(browserOpenTool, { allowed_private_hosts: [`127.0.0.1:${site.port}`], timeout_secs: 2 }, { url: `${site.origin}/` }), { message: /^timeout: the browser call took longer than 2 s \(browser\.timeout_secs\)$/ });
  t.ok(Date.now() - started < 10_000, 'bounded');
  const cancel = new AbortController();
  const pending = call(browserOpenTool, { allowed_private_hosts: [`127.0.0.1:${site.port}`] }, { url: `${site.origin}/` }, cancel.signal);
  setImmediate(() => cancel.abort());
  await t.rejects(pending, { message: /^cancelled: the turn was cancelled$/ });
});

t.test('at most MAX_PAGES pages at once: a further call waits its turn within its own timeout', async (t) => {
  const held: ServerResponse[] = [];
  const site = await serve(t, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<title>held</title>');
    held.push(res);
  });
  t.teardown(() => held.forEach((r) => r.destroy()));
  const allowed = { allowed_private_hosts: [`127.0.0.1:${site.port}`] };
  const busy = Array.from({ length: MAX_PAGES }, () => call(browserOpenTool, { ...allowed, timeout_secs: 6 }, { url: `${site.origin}/` }).catch((e: Error) => e.message));
  await waitFor(() => held.length === MAX_PAGES, 'every slot holds a page', 5_000);
  await t.rejects(call(browserOpenTool, { ...allowed, timeout_secs: 1 }, { url: `${site.origin}/` }), { message: `timeout: ${MAX_PAGES} browser pages were busy for the whole call` });
  t.equal(held.length, MAX_PAGES, 'the third call never opened a page');
  for (const r of held) r.end('done');
  t.match(await Promise.all(busy), Array(MAX_PAGES).fill(/^Title: held/), 'the held calls finish');
});

t.test('the pool refuses calls once closed', async (t) => {
  const own = new ChromiumPool(() => ({ executablePath: chromium, headless: true, logger: silentLogger() }));
  const site = await serve(t, (_req, res) => html(res, '<title>one</title>x'));
  const def = browserOpenTool(() => ({ ...base, allowed_private_hosts: [`127.0.0.1:${site.port}`] }), () => own);
  t.match(await def.handler({ url: `${site.origin}/` }, context()), /^Title: one/);
  await own.close();
  await t.rejects(Promise.resolve().then(() => def.handler({ url: `${site.origin}/` }, context())), { message: /the browser is shut down/ });
});
