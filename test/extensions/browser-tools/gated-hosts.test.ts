// Gated hosts the model did not declare (security.otp.gated_domains) in a real Chromium: a page's link, redirect, meta
// refresh, frame, image or fetch that leads to a gated host is refused before any connection is made, the gated
// page's canary never reaches the tool result, and the model is told to open that host itself; an ungated host is
// reached as before, a declared gated host is opened, and without the guard (no otp extension) the same click does
// reach the gated page (the control that the test can fail). Through the real agent loop: the click is refused, then
// the model's own call to that host waits for a one-time password and runs once the code is given. text_browser: a
// redirect to a gated host is refused and never reached, followed when nothing is gated.
import { realpathSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { HostGuard, ToolContext, ToolDefinition } from '../../../extensions/agent/api.js';
import { browserAutomationTool, browserOpenTool } from '../../../extensions/browser-tools/browser-tools.js';
import { ChromiumPool, findChromium } from '../../../extensions/browser-tools/chromium.js';
import type { BrowserConfig } from '../../../extensions/browser-tools/config.generated.js';
import { findTerminalBrowser } from '../../../extensions/browser-tools/text-browser.js';
import { OtpGate } from '../../../extensions/otp/gate.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { silentLogger } from '../../../kernel/logger.js';
import { startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { waitFor } from '../../helpers/wait.js';
import { otpConfig, silent } from '../otp/harness.js';
import { html, serve, type Served, type Teardown } from './pages.js';

const chromium = findChromium(null);
if (!chromium) throw new Error('no Chromium found: install Debian\'s chromium (apt-get install chromium); npm test\'s pretest does');

/** In the gated page only: it must never reach a tool result unless the call named the gated host. */
const CANARY = 'BANK-CANARY-5d81c0';

const pool = new ChromiumPool(() => ({ executablePath: chromium, headless: true, logger: silentLogger() }));
t.teardown(() => pool.close());
const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'svc-gated-ws-')));
t.teardown(() => rmSync(workspace, { recursive: true, force: true }));

interface Sites {
  /** The gated site, reached as http://localhost:<port> (127.0.0.1). */
  readonly bank: Served;
  /** An ungated site on another loopback address: /ok answers, /hop redirects to the bank. */
  readonly other: Served;
  /** The ungated page the model opens: links, a meta refresh, embeds. */
  readonly news: Served;
  readonly bankUrl: string;
  readonly allowed: string[];
}

async function sites(t: Teardown): Promise<Sites> {
  const bank = await serve(t, (_req, res) => html(res, `<title>Bank</title><p>${CANARY}</p>`));
  const bankUrl = `http://localhost:${bank.port}`;
  const other = await serve(t, (req, res) => {
    if (req.url === '/hop') return void res.writeHead(302, { location: `${bankUrl}/after-hop` }).end();
    html(res, '<title>Other</title><p>OTHER-PAGE-OK</p>');
  }, '127.0.0.2');
  const news = await serve(t, (req, res) => {
    if (req.url === '/meta') return html(res, `<html><head><title>Moving</title><meta http-equiv="refresh" content="0;url=${bankUrl}/meta"></head><body>moving on</body></html>`);
    if (req.url === '/embeds') {
      return html(res, `<title>Embeds</title><p>visible text</p><iframe src="${bankUrl}/frame"></iframe><img src="${bankUrl}/img.png">
<script>fetch("${bankUrl}/fetch").then((r) => r.text()).then((x) => document.body.append(x)).catch(() => {});</script>`);
    }
    html(res, `<title>News</title><p>Today's news.</p><a id="bank" href="${bankUrl}/account">your bank</a> <a id="hop" href="${other.origin}/hop">a short link</a> <a id="ok" href="${other.origin}/ok">another site</a>`);
  });
  return { bank, other, news, bankUrl, allowed: [`127.0.0.1:${news.port}`, `127.0.0.2:${other.port}`, `localhost:${bank.port}`] };
}

/** The guard a real OTP gate hands a browser call declaring `targets` while localhost is gated. */
function guardFor(targets: string[]): HostGuard {
  const gate = new OtpGate({ settings: () => otpConfig({ gated_actions: [], gated_domains: ['localhost'] }), logger: silent });
  t.teardown(() => gate.close());
  const guards: HostGuard[] = [];
  gate.gatedBecause({ tool: 'browser', arguments: { url: targets[0] }, targets, guardHosts: (g) => void guards.push(g) });
  if (guards.length !== 1) throw new Error('the gate handed out no guard');
  return guards[0]!;
}

function context(hostRefused?: HostGuard): ToolContext {
  return {
    agent: 'a', channel: 'c', conversation: 'x', trust: 'operator', signal: new AbortController().signal, logger: silentLogger(),
    limits: { shellTimeoutSecs: 10, maxResultChars: 20_000 },
    workspace: { dir: workspace, resolve: () => { throw new Error('no files here'); } },
    ...(hostRefused ? { hostRefused } : {}),
  };
}

const settings = (allowed: string[]): BrowserConfig => ({
  allowed_domains: ['*'], allowed_private_hosts: allowed, automation_enabled: true, backend: 'agent_browser', enabled: true, headed: null, native_chrome_path: null,
  native_headless: true, native_webdriver_url: 'http://127.0.0.1:9515', session_name: null, timeout_secs: 20, computer_use: {} as BrowserConfig['computer_use'],
});

/** Runs a tool as the agent loop does: its declared targets give the guard (unless `unguarded`: no otp extension). */
async function run(tool: (s: () => BrowserConfig, p: () => ChromiumPool) => ToolDefinition, s: Sites, args: Record<string, unknown>, unguarded = false): Promise<string> {
  const def = tool(() => settings(s.allowed), () => pool);
  return def.handler(args, context(unguarded ? undefined : guardFor([...def.targets!(args)])));
}

const refusal = (s: Sites): RegExp =>
  new RegExp(`refused by rule gated_host: localhost is in security\\.otp\\.gated_domains, and this call did not name it \\(a link, script or redirect of the page led there\\); to read it, open http://localhost:${s.bank.port}/ directly with the browser tool, in a call of its own, so the operator can be asked for a one-time password`);

t.test('a click to a gated host is refused and nothing of it is read; without the guard the same click reaches it (control)', async (t) => {
  const s = await sites(t);
  const args = { url: `${s.news.origin}/`, actions: [{ action: 'click', selector: '#bank' }, { action: 'read' }] };
  const out = await run(browserAutomationTool, s, args);
  t.match(out, new RegExp(`^opened: ${s.news.origin}/ \\(News\\)\\naction 1 \\(click\\) failed: ${refusal(s).source}\\n`), 'the click fails with the refusal, and the read after it does not run');
  t.notMatch(out, CANARY);
  t.equal(s.bank.connections, 0, 'the gated host was never connected to');

  const control = await run(browserAutomationTool, s, args, true);
  t.match(control, new RegExp(`clicked #bank\\ntext of the page:\\n${CANARY}`), 'without the otp extension the click reaches the gated page');
  t.same(s.bank.hosts.filter((h) => h.startsWith('localhost')).length, 1, 'the gated page was asked for by its gated name');
});

t.test('a link to an ungated host is followed (positive control); a redirect through it to a gated host is refused', async (t) => {
  const s = await sites(t);
  const ok = await run(browserAutomationTool, s, { url: `${s.news.origin}/`, actions: [{ action: 'click', selector: '#ok' }, { action: 'read' }] });
  t.match(ok, /clicked #ok\ntext of the page:\nOTHER-PAGE-OK\nnow at: http:\/\/127\.0\.0\.2:\d+\/ok \(Other\)$/);
  const hop = await run(browserAutomationTool, s, { url: `${s.news.origin}/`, actions: [{ action: 'click', selector: '#hop' }, { action: 'read' }] });
  t.match(hop, new RegExp(`action 1 \\(click\\) failed: ${refusal(s).source}`));
  t.notMatch(hop, CANARY);
  t.same(s.other.seen, ['/ok', '/hop'], 'the ungated hop was made');
  t.equal(s.bank.connections, 0, 'the redirect never reached the gated host');
  const opened = await run(browserOpenTool, s, { url: `${s.other.origin}/hop` }).catch((e: Error) => e.message);
  t.match(opened, new RegExp(`^opening 127\\.0\\.0\\.2:${s.other.port}: ${refusal(s).source}$`), 'a redirect of the page the call opens is refused too');
  t.equal(s.bank.connections, 0);
});

t.test("a page's meta refresh, frame, image and fetch do not reach a gated host; the page itself is read", async (t) => {
  const s = await sites(t);
  const meta = await run(browserOpenTool, s, { url: `${s.news.origin}/meta` });
  t.notMatch(meta, CANARY);
  t.match(meta, new RegExp(`not made; first: ${refusal(s).source}\\]$`));
  const embeds = await run(browserOpenTool, s, { url: `${s.news.origin}/embeds` });
  t.match(embeds, /^Title: Embeds\n[\s\S]*visible text/);
  t.notMatch(embeds, CANARY);
  t.match(embeds, new RegExp(`requests of the page not made; first: ${refusal(s).source}\\]$`));
  t.equal(s.bank.connections, 0, 'no subresource or navigation reached the gated host');
});

t.test('a gated host the call declares is opened (its code was asked before the call ran)', async (t) => {
  const s = await sites(t);
  const out = await run(browserAutomationTool, s, { url: `${s.news.origin}/`, actions: [{ action: 'navigate', url: `${s.bankUrl}/account` }, { action: 'read' }] });
  t.match(out, new RegExp(`navigated: ${s.bankUrl}/account \\(Bank\\)\\ntext of the page:\\n${CANARY}`));
  t.same(s.bank.seen, ['/account']);
});

/** The tool results a model request carries, in order. */
const toolResults = (r: Recorded): string[] => ((r.body.messages as { role: string; content: unknown }[] | undefined) ?? []).filter((m) => m.role === 'tool').map((m) => String(m.content));

t.test('through the agent loop: the click is refused, and the model opening the gated host itself waits for a code', async (t) => {
  const s = await sites(t);
  const key = Buffer.from('gated-browser-test-key');
  const llm = await fakeLlm((r) => {
    const done = toolResults(r).length;
    if (done === 0) return openai.toolCall('c1', 'browser', { url: `${s.news.origin}/`, actions: [{ action: 'click', selector: '#bank' }, { action: 'read' }] });
    if (done === 1) return openai.toolCall('c2', 'browser_open', { url: `${s.bankUrl}/account` });
    return openai.text('done');
  });
  t.teardown(() => llm.close());
  const h = await startAgent(t, [
    '[providers.models.openai.fake]', `base_url = "${llm.url}"`, 'model = "m"',
    '[agents.default]', 'model_provider = "openai.fake"',
    '[browser]', 'enabled = true', 'automation_enabled = true', `allowed_private_hosts = ${JSON.stringify(s.allowed)}`, 'timeout_secs = 20',
    '[security.otp]', 'enabled = true', `secret = "${base32Encode(key)}"`, 'gated_actions = []', 'gated_domains = ["localhost"]', 'token_ttl_secs = 60', 'cache_valid_secs = 0',
    '',
  ].join('\n'));
  const answer = h.runtime.respond({ channel: 'cli', conversation: 'g', message: 'check my bank' });
  const pending = async (): Promise<{ id: string; tool: string }[]> => ((await h.control('otp.pending')) as { challenges: { id: string; tool: string }[] }).challenges;
  let waiting: { id: string; tool: string }[] = [];
  await waitFor(async () => (waiting = await pending()).length === 1, 'the declared gated call waits for a code', 60_000);
  t.equal(waiting[0]!.tool, 'browser_open', 'only the call that names the gated host is asked for');
  t.equal(s.bank.connections, 0, 'nothing reached the gated host before the code');
  const first = toolResults(llm.requests[1]!)[0] ?? '';
  t.match(first, refusal(s), 'the model read why the click was refused and what to do');
  t.notMatch(first, CANARY);
  const verdict = (await h.control('otp.verify', { code: totp(key, Math.floor(Date.now() / 1000)), challenge: waiting[0]!.id })) as { valid: boolean };
  t.ok(verdict.valid, 'the code is taken');
  t.equal((await answer).text, 'done');
  t.match(toolResults(llm.requests[2]!)[1], new RegExp(`^Title: Bank\\nURL: ${s.bankUrl}/account\\n\\n${CANARY}`), 'after the code the declared gated page is read');
  for (const r of llm.requests.slice(0, 2)) t.notMatch(JSON.stringify(r.body), CANARY, 'no request before the code carried the gated page');
});

for (const gated of [true, false]) {
  t.test(`text_browser: a redirect to ${gated ? 'a gated host is refused and never reached' : 'another host is followed when nothing is gated (control)'}`, { skip: findTerminalBrowser(null) ? false : 'no lynx, w3m or links on the PATH' }, async (t) => {
    const bank = await serve(t, (_req, res) => html(res, `<title>Bank</title><p>${CANARY}</p>`));
    const start = await serve(t, (_req, res) => void res.writeHead(302, { location: `http://localhost:${bank.port}/statement` }).end());
    const llm = await fakeLlm((r) => (toolResults(r).length ? openai.text(`done: ${toolResults(r)[0]}`) : openai.toolCall('c1', 'text_browser', { url: `${start.origin}/start` })));
    t.teardown(() => llm.close());
    const h = await startAgent(t, [
      '[providers.models.openai.fake]', `base_url = "${llm.url}"`, 'model = "m"',
      '[agents.default]', 'model_provider = "openai.fake"',
      '[text_browser]', 'enabled = true', `allowed_private_hosts = ["127.0.0.1:${start.port}", "localhost:${bank.port}"]`,
      '[security.otp]', 'enabled = true', 'gated_actions = []', `gated_domains = ${gated ? '["localhost"]' : '[]'}`,
      '',
    ].join('\n'));
    const r = await h.runtime.respond({ channel: 'cli', conversation: 'tb', message: 'read it' });
    if (gated) {
      t.match(r.text, new RegExp(`127\\.0\\.0\\.1 redirected \\(302\\) to another host, localhost; text_browser never follows a redirect to another host`));
      t.notMatch(r.text, CANARY);
      t.equal(bank.connections, 0, 'the gated host was never connected to');
    } else {
      t.match(r.text, CANARY);
      t.same(bank.seen, ['/statement']);
    }
  });
}
