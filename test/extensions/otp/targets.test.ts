// gated_domains cannot be walked around (issue 37 review): every URL a call declares (ToolDefinition.targets: a
// browser's navigate actions, text_browser's url) is checked, and once gated domains are set a redirect may not lead a
// call to another host: through the real agent loop, an http_request whose first host is not gated and redirects to a
// gated one is refused, while without gated domains the same redirect is followed (the positive control).
import t from 'tap';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OtpGate } from '../../../extensions/otp/gate.js';
import { browserAutomationTool, browserOpenTool } from '../../../extensions/browser-tools/browser-tools.js';
import { textBrowserTool } from '../../../extensions/browser-tools/text-browser.js';
import type { OtpConfig } from '../../../extensions/otp/config.generated.js';
import { startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';

const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;
const settings = (domains: string[]): OtpConfig => ({ enabled: true, gated_actions: [], gated_domains: domains, gated_domain_categories: [], token_ttl_secs: 60, cache_valid_secs: 0, challenge_max_attempts: 3 }) as unknown as OtpConfig;

t.test('every declared URL is checked: text_browser, a browser navigate action', async (t) => {
  const gate = new OtpGate({ settings: () => settings(['bank.example']), logger: silent });
  const browser = browserAutomationTool((() => ({})) as never, (() => undefined) as never);
  const navigate = { url: 'https://news.example/', actions: [{ action: 'read' }, { action: 'navigate', url: 'https://login.bank.example/x' }] };
  const targets = browser.targets!(navigate);
  t.same(targets, ['https://news.example/', 'https://login.bank.example/x'], 'the browser declares its navigate actions');
  t.match(gate.gatedBecause({ tool: 'browser', arguments: navigate, targets }), /login\.bank\.example is in security\.otp\.gated_domains/);
  t.equal(gate.gatedBecause({ tool: 'browser', arguments: { url: 'https://news.example/' }, targets: ['https://news.example/'] }), undefined, 'control: an ungated host is not gated');

  const text = textBrowserTool((() => ({})) as never, () => undefined);
  t.same(text.targets!({ url: 'https://bank.example/' }), ['https://bank.example/']);
  t.match(gate.gatedBecause({ tool: 'text_browser', arguments: { url: 'https://bank.example/' } }), /bank\.example is in security\.otp\.gated_domains/, 'text_browser gated by its url even without targets');
  t.match(gate.gatedBecause({ tool: 'text_browser', arguments: { url: 'https://bank.example/' }, targets: text.targets!({ url: 'https://bank.example/' }) }), /gated_domains/);
  t.same(browserOpenTool((() => ({})) as never, (() => undefined) as never).targets!({ url: 'https://a.example/' }), ['https://a.example/']);

  let pinned = 0;
  gate.gatedBecause({ tool: 'http_request', arguments: { url: 'https://news.example/' }, targets: ['https://news.example/'], pinRedirects: () => void pinned++ });
  t.equal(pinned, 1, 'a call checked by host has its redirects pinned');
  new OtpGate({ settings: () => settings([]), logger: silent }).gatedBecause({ tool: 'http_request', arguments: {}, targets: [], pinRedirects: () => void pinned++ });
  t.equal(pinned, 1, 'not without gated domains');
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

for (const gated of [true, false]) {
  t.test(`an http_request redirected to ${gated ? 'a gated host is refused' : 'another host is followed without gated domains (control)'}`, async (t) => {
    const hits: string[] = [];
    const { server, port } = await listen((req, res) => {
      hits.push(`${req.headers.host}${req.url}`);
      if (req.headers.host?.startsWith('127.0.0.1')) return void res.writeHead(302, { location: `http://localhost:${port}/gated-canary` }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('gated page');
    });
    t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
    const llm = await fakeLlm((r: Recorded) => {
      const messages = (r.body.messages as { role: string; content: unknown }[] | undefined) ?? [];
      const tool = messages.find((m) => m.role === 'tool');
      return tool ? openai.text(`done: ${String(tool.content)}`) : openai.toolCall('c1', 'http_request', { url: `http://127.0.0.1:${port}/start` });
    });
    t.teardown(() => llm.close());
    const h = await startAgent(t, [
      '[providers.models.openai.fake]',
      `base_url = "${llm.url}"`,
      'model = "m"',
      '[agents.default]',
      'model_provider = "openai.fake"',
      '[tools]',
      'optional = ["http_request"]',
      '[http_request]',
      'allowed_domains = ["*"]',
      'max_redirects = 3',
      'allowed_private_hosts = ["127.0.0.1", "localhost"]',
      '[security.otp]',
      'enabled = true',
      `gated_domains = ${gated ? '["localhost"]' : '[]'}`,
      '',
    ].join('\n'));
    const r = await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'fetch' });
    if (gated) {
      t.match(r.text, /redirected \(302\) to another host, localhost/);
      t.same(hits.filter((x) => x.includes('gated-canary')), [], 'the gated host was never reached');
    } else {
      t.match(r.text, /gated page/);
      t.equal(hits.filter((x) => x.includes('gated-canary')).length, 1);
    }
  });
}
