// The webhook-audit hook and the command logger over real sockets: pattern matching, argument inclusion, truncation
// and redaction, a slow or failing collector never slowing a tool call, the queue bound, retries and the URL rules.
import t from 'tap';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtinExtensions } from '../../../bin/builtins.js';
import { boundedArguments, globMatcher } from '../../../extensions/webhook-audit/index.js';
import { redactor } from '../../../extensions/webhook-audit/redact.js';
import { targetProblem } from '../../../extensions/webhook-audit/target.js';
import { fakeClock, startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { bootWith } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

interface Got {
  headers: IncomingHttpHeaders;
  body: Record<string, any>;
  res: ServerResponse;
}

/** A collector that records events; `answer` decides per request (default 200); `hold` keeps the response open. */
async function collector(t: Parameters<typeof startAgent>[0], answer: (n: number) => number | 'hold' = () => 200) {
  const got: Got[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      got.push({ headers: req.headers, body: JSON.parse(body), res });
      const a = answer(got.length);
      if (a !== 'hold') res.writeHead(a).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  const until = async (n: number) => {
    await waitFor(() => got.length >= n, `${n} audit request(s) at the collector`);
    return got;
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/audit`, got, until };
}

async function agentWithAudit(t: Parameters<typeof startAgent>[0], auditToml: string, options: Parameters<typeof startAgent>[2] = {}) {
  const llm = await fakeLlm(() => openai.text('done'));
  t.teardown(() => llm.close());
  const toml = `[providers.models.openai.home]\nbase_url = "${llm.url}"\nmodel = "m"\napi_key = "sk-provider-secret-123"\n[tools]\noptional = ["*"]\n${auditToml}`;
  const h = await startAgent(t, toml, options);
  return { ...h, llm };
}

/**
 * Stops the agent. Shutdown drains the audit queue, so once it returns every event that was ever queued has reached
 * the collector or been logged as abandoned: the positive control before asserting that something was not sent.
 */
async function drained(t: { notOk(value: unknown, message: string): unknown }, h: { stop(): Promise<void>; logs: Record<string, unknown>[] }): Promise<void> {
  await h.stop();
  t.notOk(h.logs.some((l) => l.msg === 'audit events abandoned at shutdown'), 'the audit queue drained at shutdown');
}

t.test('matching tool calls are POSTed as version 1 events; others are not', async (t) => {
  const c = await collector(t);
  const h = await agentWithAudit(t, `[hooks.builtin]\ncommand_logger = true\n[hooks.builtin.webhook_audit]\nenabled = true\nurl = "${c.url}"\ntool_patterns = ["look*"]\n`);
  h.llm.push(openai.toolCall('c1', 'lookup', { q: 'svc' }), openai.text('found it'));
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'go' });
  const [event] = await c.until(1);
  t.match(event!.body, {
    version: 1,
    id: /^[0-9a-f-]{36}$/,
    type: 'tool_call',
    timestamp: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    agent: 'default',
    channel: 'cli',
    tool: 'lookup',
    success: true,
    duration_ms: Number,
    error: null,
  });
  t.equal(event!.headers['x-audit-event-id'], event!.body.id, 'the id travels in a header too');
  t.notOk('arguments' in event!.body, 'no arguments unless include_args');
  t.ok(h.logs.some((l) => l.msg === 'tool call' && l.tool === 'lookup' && l.success === true && typeof l.duration_ms === 'number' && !('arguments' in l)), 'command logger line');

  // A failing call of a non-matching name: logged by the command logger, never sent.
  h.llm.push(openai.toolCall('c2', 'nope', {}), openai.text('x'));
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'again' });
  t.ok(h.logs.some((l) => l.msg === 'tool call' && l.tool === 'nope' && l.success === false));
  await drained(t, h);
  t.equal(c.got.length, 1, 'only the matching call reached the collector');
});

t.test('include_args: arguments sent redacted and cut to max_args_bytes with a marker', async (t) => {
  const c = await collector(t);
  const h = await agentWithAudit(t, `[hooks.builtin.webhook_audit]\nenabled = true\nurl = "${c.url}"\ntool_patterns = ["*"]\ninclude_args = true\nmax_args_bytes = 40\n`);
  h.llm.push(openai.toolCall('c1', 'lookup', { q: 'x' }), openai.toolCall('c2', 'lookup', { q: 'y'.repeat(100) }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'go' });
  const [small, big] = await c.until(2);
  t.same(small!.body.arguments, { q: 'x' });
  t.equal(big!.body.arguments_truncated, true);
  t.equal(big!.body.arguments_bytes, JSON.stringify({ q: 'y'.repeat(100) }).length);
  t.equal(Buffer.byteLength(big!.body.arguments), 40);
});

t.test('redaction: secret config values, bearer tokens and credential-like keys never leave', async (t) => {
  const redact = redactor(['sk-provider-secret-123', 'ab']);
  t.same(
    redact({ q: 'use sk-provider-secret-123 now', headers: { Authorization: 'Bearer abc.def', 'x-note': 'Bearer xyz' }, api_key: 'k', password: '', nested: [{ token: 't' }, 'svc_' + 'ab'.repeat(32)] }),
    { q: 'use [REDACTED] now', headers: { Authorization: '[REDACTED]', 'x-note': 'Bearer [REDACTED]' }, api_key: '[REDACTED]', password: '', nested: [{ token: '[REDACTED]' }, '[REDACTED]'] },
  );
  t.same(redact({ q: 'ab cd' }), { q: 'ab cd' }, 'secrets under 4 characters would redact ordinary words');

  const c = await collector(t);
  const h = await agentWithAudit(t, `[hooks.builtin.webhook_audit]\nenabled = true\nurl = "${c.url}"\ntool_patterns = ["lookup"]\ninclude_args = true\n`);
  h.llm.push(openai.toolCall('c1', 'lookup', { q: 'key sk-provider-secret-123' }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'go' });
  const [event] = await c.until(1);
  // Redacted before the tool and its hooks see the arguments (the leak detector's marker), or by the audit itself.
  t.match(event!.body.arguments, { q: /^key \[REDACTED(:secret)?\]$/ }, 'the provider api_key is a secret of the running config');
});

t.test('a slow collector never slows the tool call; a full queue drops with a WARN', async (t) => {
  const c = await collector(t, () => 'hold');
  const h = await agentWithAudit(t, `[hooks.builtin.webhook_audit]\nenabled = true\nurl = "${c.url}"\ntool_patterns = ["*"]\n`, { audit: { queueMax: 2 } });
  h.llm.push(...Array.from({ length: 5 }, (_, i) => openai.toolCall(`c${i}`, 'lookup', { q: String(i) })), openai.text('ok'));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'go' });
  t.equal(reply.toolCalls, 5, 'every tool call finished');
  await c.until(1);
  t.equal(c.got.length, 1, 'the collector still holds the first event');
  t.equal(h.outcomes.length, 5);
  const drops = h.logs.filter((l) => l.msg === 'audit queue full: event dropped');
  t.equal(drops.length, 2, 'one in flight, two queued, two dropped');
  t.equal(drops[0]!.level, 40);
});

t.test('network errors and 5xx are retried with the same event id; 4xx is not', async (t) => {
  const c = await collector(t, (n) => (n === 1 ? 503 : n === 2 ? 500 : n === 3 ? 200 : 400));
  const clock = fakeClock();
  const h = await agentWithAudit(t, `[hooks.builtin.webhook_audit]\nenabled = true\nurl = "${c.url}"\ntool_patterns = ["*"]\n`, { audit: { clock } });
  h.llm.push(openai.toolCall('c1', 'lookup', { q: 'a' }), openai.toolCall('c2', 'lookup', { q: 'b' }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'go' });
  const got = await c.until(4);
  t.equal(got.length, 4);
  t.equal(got[0]!.body.id, got[2]!.body.id, 'one event, three attempts');
  t.not(got[3]!.body.id, got[0]!.body.id);
  t.same(clock.sleeps, [500, 1000], 'exponential backoff on the injected clock');
  // The sender's last word on the 400 is its refusal line: after it, nothing more is sent.
  await waitFor(() => h.logs.some((l) => l.msg === 'audit event refused by the collector (not retried)' && l.status === 400), 'the refusal of the 400');
  t.equal(c.got.length, 4, 'the 400 is not retried');
});

t.test('hooks.enabled = false disables every hook', async (t) => {
  const c = await collector(t);
  const h = await agentWithAudit(t, `[hooks]\nenabled = false\n[hooks.builtin]\ncommand_logger = true\n[hooks.builtin.webhook_audit]\nenabled = true\nurl = "${c.url}"\ntool_patterns = ["*"]\n`);
  h.llm.push(openai.toolCall('c1', 'lookup', { q: 'a' }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'a', message: 'go' });
  t.equal(h.outcomes.length, 1, 'the tool call ran');
  await drained(t, h);
  t.equal(c.got.length, 0);
  t.notOk(h.logs.some((l) => l.msg === 'tool call'));
});

t.test('URL rules: https, or http to loopback; never private, link-local or metadata; refused at config load', async (t) => {
  const ok = ['https://audit.example.com/hook', 'http://127.0.0.1:9000/a', 'http://localhost/a', 'http://[::1]:8080/', 'https://127.0.0.1/x', 'http://[::ffff:127.0.0.1]/'];
  for (const url of ok) t.equal(targetProblem(url), undefined, url);
  const bad: [string, RegExp][] = [
    ['http://audit.example.com/hook', /plain http is allowed only to a loopback host/],
    ['https://10.0.0.5/hook', /private or link-local/],
    ['https://192.168.1.10/hook', /private or link-local/],
    ['https://172.20.0.1/hook', /private or link-local/],
    ['https://[fd00::1]/hook', /private or link-local/],
    ['https://[::ffff:10.1.2.3]/hook', /private or link-local/],
    ['https://[::ffff:a01:203]/hook', /private or link-local/],
    ['https://[64:ff9b::a00:1]/hook', /private or link-local/],
    ['https://169.254.169.254/latest/meta-data', /link-local or cloud metadata/],
    ['https://[fe80::1]/hook', /link-local or cloud metadata/],
    ['https://[::ffff:a9fe:a9fe]/hook', /link-local or cloud metadata/],
    ['https://metadata.google.internal/hook', /link-local or cloud metadata/],
    ['https://168.63.129.16/hook', /link-local or cloud metadata/],
    ['ftp://example.com/', /must use http or https/],
    ['', /is not an absolute http\(s\) URL/],
  ];
  for (const [url, why] of bad) t.match(targetProblem(url), why, url || '(empty)');
  t.notMatch(targetProblem('https://user:pw-canary@[bad/'), 'pw-canary', 'an unparsable URL is never quoted');

  const { isPrivateAddress } = await import('../../../extensions/webhook-audit/target.js');
  for (const a of ['10.0.0.1', '169.254.169.254', '168.63.129.16', 'fe80::1', '::ffff:192.168.0.1']) t.ok(isPrivateAddress(a), `${a} is refused when a name resolves to it`);
  t.notOk(isPrivateAddress('93.184.216.34'));

  const { session } = await bootWith(t, builtinExtensions, '[hooks.builtin.webhook_audit]\nenabled = true\nurl = "http://169.254.169.254/"\n');
  t.throws(() => session.config(), { code: 'SVC_ERR_CONFIG_INVALID', problems: [{ path: 'hooks.builtin.webhook_audit.url', message: /link-local or cloud metadata/ }] });
});

t.test('globs and truncation helpers', async (t) => {
  const m = globMatcher(['shell', 'http_*', 'file_?et']);
  t.same(['shell', 'http_request', 'file_get', 'file_set', 'shellx', 'file_gets', 'lookup'].map(m), [true, true, true, true, false, false, false]);
  t.same(globMatcher(['a.b'])('axb'), false, 'a dot is literal');
  const cut = boundedArguments({ q: 'ééééé' }, 10);
  t.equal(cut.arguments_truncated, true);
  t.notMatch(String(cut.arguments), /\uFFFD/, 'cut on a character boundary');
});
