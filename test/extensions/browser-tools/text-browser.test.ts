// text_browser with the terminal browser found on the PATH (npm test's pretest installs lynx): a page served on
// 127.0.0.1 is fetched under the outbound rules and rendered with -dump, links made absolute; a redirect to a refused
// address is refused before anything reaches it; detection follows preferred_browser and the PATH.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { ToolContext } from '../../../extensions/agent/api.js';
import type { TextBrowserConfig } from '../../../extensions/browser-tools/config.generated.js';
import { findTerminalBrowser, textBrowserTool } from '../../../extensions/browser-tools/text-browser.js';
import { silentLogger } from '../../../kernel/logger.js';

const found = findTerminalBrowser(null);

async function serve(t: { teardown(fn: () => unknown): void }, handler: (url: string, res: ServerResponse) => void): Promise<{ port: number; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    handler(req.url ?? '', res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  return { port: (server.address() as AddressInfo).port, seen };
}

const settings = (s: Partial<TextBrowserConfig>): TextBrowserConfig => ({ allowed_private_hosts: [], enabled: true, preferred_browser: null, timeout_secs: 10, ...s });
const context = { agent: 'a', channel: 'c', conversation: 'x', signal: new AbortController().signal, logger: silentLogger() } as unknown as ToolContext;

t.test('detection: preferred_browser when found, else lynx, w3m, links in that order on the PATH', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-tb-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  for (const name of ['w3m', 'links']) {
    writeFileSync(join(dir, name), '#!/bin/sh\n');
    chmodSync(join(dir, name), 0o755);
  }
  t.same(findTerminalBrowser(null, dir), { name: 'w3m', path: join(dir, 'w3m') });
  t.same(findTerminalBrowser('links', dir), { name: 'links', path: join(dir, 'links') });
  t.equal(findTerminalBrowser('lynx', dir), undefined, 'a preferred browser that is missing is not replaced by another');
  t.equal(findTerminalBrowser(null, join(dir, 'none')), undefined);
});

t.test('a page rendered by the terminal browser; a redirect to a refused address is refused', { skip: found ? false : 'no lynx, w3m or links on the PATH (npm test\'s pretest installs lynx)' }, async (t) => {
  const inside = await serve(t, (_u, res) => res.end('inside'));
  const site = await serve(t, (url, res) => {
    if (url === '/away') {
      res.writeHead(302, { location: `http://127.0.0.1:${inside.port}/` });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><head><title>Docs</title></head><body><h1>Terminal reading</h1><p>Plain words and <a href="/next">a link</a>.</p><script>document.write("SCRIPTED")</script></body></html>');
  });
  const tool = textBrowserTool(() => settings({ allowed_private_hosts: [`127.0.0.1:${site.port}`] }), () => found);
  const out = await tool.handler({ url: `http://127.0.0.1:${site.port}/page` }, context);
  t.match(out, new RegExp(`^HTTP 200 http://127\\.0\\.0\\.1:${site.port}/page\\n\\n`));
  t.match(out, /Terminal reading/);
  t.match(out, /Plain words and/);
  t.match(out, new RegExp(`http://127\\.0\\.0\\.1:${site.port}/next`), 'links point at the page, not the saved file');
  t.notMatch(out, /SCRIPTED/, 'no JavaScript runs');
  await t.rejects(Promise.resolve().then(() => tool.handler({ url: `http://127.0.0.1:${site.port}/away` }, context)), { message: new RegExp(`refused by rule private-address: 127\\.0\\.0\\.1:${inside.port} is a private or loopback address; allow it in text_browser\\.allowed_private_hosts`) });
  t.same(inside.seen, [], 'nothing reached the refused address');
  await t.rejects(Promise.resolve().then(() => textBrowserTool(() => settings({}), () => found).handler({ url: `http://127.0.0.1:${site.port}/` }, context)), { message: /^refused by rule private-address/ });
});

t.test('no terminal browser: the call says so', async (t) => {
  const tool = textBrowserTool(() => settings({ preferred_browser: 'w3m' }), () => undefined);
  await t.rejects(Promise.resolve().then(() => tool.handler({ url: 'http://example.com/' }, context)), { message: /^no terminal browser found on the PATH \(w3m\)$/ });
});
