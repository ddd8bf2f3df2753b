// The MCP client against real servers the test starts (the SDK's server side, test/fixtures/mcp/server.mjs): a stdio
// child and a Streamable HTTP one on 127.0.0.1. Tools reach the model as mcp__<server>__<tool>; a crash, hang, flood,
// huge result or failed start is answered as a readable error, never a crashed turn; bundles choose the servers.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { fakeClock, startAgent } from '../../helpers/agent.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';
import { createMcpExtension } from '../../../extensions/mcp/index.js';
import type { McpServerStatus, McpToolInfo } from '../../../extensions/mcp/api.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/mcp/server.mjs', import.meta.url));
const stdio = (name: string, extra = '') => `[[mcp.servers]]\nname = "${name}"\ncommand = "${process.execPath}"\nargs = ["${FIXTURE}", "stdio"]\n${extra}\n`;
const cfg = (llm: string, mcp: string, extra = '') => `[providers.models.openai.home]\nbase_url = "${llm}"\nmodel = "m"\n[agents.default]\nmodel_provider = "openai.home"\n${extra}\n${mcp}`;

type Msg = { role: string; content: string | null };
const toolResults = (r: Recorded) => (r.body.messages as Msg[]).filter((m) => m.role === 'tool').map((m) => m.content ?? '');
const offeredNames = (r: Recorded) => ((r.body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name);

/** Starts the fixture's Streamable HTTP server in its own process; its URL. */
async function httpFixture(t: { teardown(fn: () => unknown): void }): Promise<string> {
  const dir = tempConfigDir(t);
  const portFile = join(dir, 'port');
  const child = spawn(process.execPath, [FIXTURE, 'http', portFile], { stdio: 'ignore' });
  t.teardown(() => void child.kill('SIGKILL'));
  await waitFor(() => existsSync(portFile) && readFileSync(portFile, 'utf8').length > 0, 'the HTTP fixture to listen');
  return `http://127.0.0.1:${readFileSync(portFile, 'utf8')}/mcp`;
}

const status = async (h: { control(c: string, a?: unknown): Promise<unknown> }) => ((await h.control('mcp.list')) as { servers: McpServerStatus[] }).servers;

t.test('stdio and Streamable HTTP tools reach the model with their schemas, and their results come back', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const url = await httpFixture(t);
  const h = await startAgent(t, cfg(llm.url, `${stdio('local', 'env = { FIXTURE_SECRET = "s3cret-value" }')}[[mcp.servers]]\nname = "remote"\nurl = "${url}"\n`), { extensions: [createMcpExtension()] });
  const servers = await status(h);
  t.match(servers, [
    { name: 'local', transport: 'stdio', state: 'running', tools: 10 },
    { name: 'remote', transport: 'http', state: 'running', tools: 10 },
  ]);
  llm.push(
    openai.toolCall('a', 'mcp__local__echo', { text: 'hi' }),
    openai.toolCall('b', 'mcp__remote__add', { a: 2, b: 3 }),
    openai.toolCall('c', 'mcp__local__image', {}),
    openai.toolCall('d', 'mcp__remote__fail', {}),
    openai.toolCall('e', 'mcp__local__echo', { text: 7 }),
    openai.text('done'),
  );
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'go', trust: 'operator' });
  t.equal(reply.text, 'done');
  const first = llm.requests[0]!;
  t.ok(offeredNames(first).includes('mcp__local__echo') && offeredNames(first).includes('mcp__remote__add'));
  const echo = (first.body.tools as { function: { name: string; parameters: unknown; description: string } }[]).find((x) => x.function.name === 'mcp__local__echo')!;
  t.same(echo.function.parameters, { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }, 'the input schema as the server gave it');
  t.match(echo.function.description, /Echo the text back \(MCP server "local"\)/);
  const results = toolResults(llm.requests.at(-1)!);
  t.equal(results[0], 'echo: hi');
  t.equal(results[1], '{"sum":5}', 'structured content as JSON');
  t.match(results[2], /^\[image: image\/png, about 3000 bytes, not shown\]$/);
  t.equal(results[3], 'error: the fixture refuses', 'isError is a failed call the model reads');
  t.match(results[4], /^error: invalid arguments for mcp__local__echo: \/text must be string/, 'arguments are checked against the schema');
  t.same(h.outcomes.map((o) => [o.tool, o.success]).slice(0, 4), [['mcp__local__echo', true], ['mcp__remote__add', true], ['mcp__local__image', true], ['mcp__remote__fail', false]]);

  // The env of a stdio server reaches it (a secret value, never logged).
  t.equal(((await h.control('mcp.call', { server: 'local', tool: 'env', arguments: { name: 'FIXTURE_SECRET' } })) as { text: string }).text, 's3cret-value');
  t.notMatch(JSON.stringify(h.logs), /s3cret-value/);
  const tools = ((await h.control('mcp.tools', { server: 'remote' })) as { tools: McpToolInfo[] }).tools;
  t.equal(tools.length, 10);
  t.match(tools.find((x) => x.tool === 'add'), { name: 'mcp__remote__add', server: 'remote' });
  await t.rejects(h.control('mcp.tools', { server: 'nope' }), /no enabled MCP server is named "nope"/);
});

t.test('a crash mid-call is a readable error; the server is restarted with backoff and its tools come back', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const clock = fakeClock();
  const h = await startAgent(t, cfg(llm.url, stdio('local')), { extensions: [createMcpExtension({ clock })] });
  llm.push(openai.toolCall('a', 'mcp__local__crash', {}), openai.text('it crashed'));
  const reply = await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'crash it', trust: 'operator' });
  t.equal(reply.text, 'it crashed');
  t.match(toolResults(llm.requests[1]!)[0], /^error: MCP server "local" failed on crash: .*Connection closed/);
  // The fake clock's sleep returns at once: the restart follows without waiting.
  await waitFor(async () => (await status(h))[0]!.state === 'running' && (await status(h))[0]!.restarts === 1, 'the restart');
  t.match(h.logs.find((l) => l.msg === 'MCP server failed; it will be started again'), { server: 'local', err: /the server stopped/ });
  t.ok(clock.sleeps.length === 1 && clock.sleeps.some((ms) => ms >= 750 && ms <= 1250), 'the first backoff is about a second');
  llm.push(openai.toolCall('b', 'mcp__local__echo', { text: 'back' }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'again', trust: 'operator' });
  t.equal(toolResults(llm.requests.at(-1)!).at(-1), 'echo: back');
});

t.test('a hanging call times out (timeout_secs), a cancelled turn cancels its call, a huge result is cut', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  // 2 s: the start (a node process in the sandbox, on a busy machine) is bounded by timeout_secs too.
  const h = await startAgent(t, cfg(llm.url, stdio('local', 'timeout_secs = 2'), '[runtime_profiles.p]\nmax_tool_result_chars = 1000\n').replace('model_provider = "openai.home"', 'model_provider = "openai.home"\nruntime_profile = "p"'), { extensions: [createMcpExtension()] });
  llm.push(openai.toolCall('a', 'mcp__local__hang', {}), openai.toolCall('b', 'mcp__local__big', { n: 5_000_000 }), openai.text('ok'));
  const started = Date.now();
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'go', trust: 'operator' });
  t.ok(Date.now() - started < 10_000);
  const results = toolResults(llm.requests.at(-1)!);
  t.equal(results[0], 'error: MCP server "local" did not answer hang within timeout_secs = 2 s; the call was cancelled');
  t.equal(results[1]!.length < 1200, true, 'the huge result is cut');
  t.match(results[1], /^x{1000}\n\[result cut: \d+ more characters \(max_tool_result_chars = 1000\)\]$/);

  const cancel = new AbortController();
  llm.push(openai.toolCall('c', 'mcp__local__hang', {}), openai.text('never'));
  const turn = h.runtime.respond({ channel: 'cli', conversation: 'd', message: 'hang', trust: 'operator', signal: cancel.signal });
  await waitFor(() => llm.requests.length === 4, 'the hanging call');
  cancel.abort(new Error('cancelled by the test'));
  await t.rejects(turn);
  t.equal((await status(h))[0]!.state, 'running', 'the server stays up');
});

t.test('a flood on stdout and stderr is logged at a bounded rate; the call still answers', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, cfg(llm.url, stdio('local', 'env = { MCP_FIXTURE_BANNER = "1" }')), { extensions: [createMcpExtension()] });
  llm.push(openai.toolCall('a', 'mcp__local__flood', { lines: 20000 }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'flood', trust: 'operator' });
  t.equal(toolResults(llm.requests[1]!)[0], 'flooded');
  const lines = h.logs.filter((l) => l.msg === 'MCP server output');
  t.ok(lines.length <= 40, `at most 20 lines a window per stream (${lines.length})`);
  t.match(lines[0], { server: 'local', stream: 'stdout', line: 'fixture server starting (not JSON)' }, 'a banner on stdout is logged, not fatal');
  t.equal((await status(h))[0]!.state, 'running');
});

t.test('a server that fails to start does not stop the daemon: it is shown failed with the reason', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const mcp = `${stdio('good')}[[mcp.servers]]\nname = "missing"\ncommand = "/nonexistent/mcp-server"\n${stdio('dies', 'env = { MCP_FIXTURE_EXIT_AT_START = "1" }')}`;
  const h = await startAgent(t, cfg(llm.url, mcp), { extensions: [createMcpExtension({ clock: { now: () => Date.now(), sleep: () => new Promise(() => {}) } })] });
  const servers = await status(h);
  t.match(servers, [
    { name: 'good', state: 'running', tools: 10 },
    { name: 'missing', state: 'failed', tools: 0, last_error: /could not start: spawn \/nonexistent\/mcp-server ENOENT/ },
    { name: 'dies', state: 'failed', tools: 0, last_error: /could not start: .*(closed|Connection)/i },
  ]);
  t.match(servers[1], { next_try_in_s: Number });
  llm.push(openai.toolCall('a', 'mcp__missing__echo', {}), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'x', trust: 'operator' });
  t.match(toolResults(llm.requests[1]!)[0], /^error: no tool named "mcp__missing__echo" is available/);
});

t.test('tools/list_changed refreshes the tools; allowed_tools and excluded_tools choose them', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, cfg(llm.url, `${stdio('a')}${stdio('b', 'allowed_tools = ["echo", "add", "grow"]\nexcluded_tools = ["add"]')}`), { extensions: [createMcpExtension()] });
  t.same(((await h.control('mcp.tools', { server: 'b' })) as { tools: McpToolInfo[] }).tools.map((x) => x.tool), ['echo', 'grow']);
  await h.control('mcp.call', { server: 'a', tool: 'grow' });
  await waitFor(async () => ((await h.control('mcp.tools', { server: 'a' })) as { tools: McpToolInfo[] }).tools.some((x) => x.tool === 'extra'), 'the refreshed list');
  llm.push(openai.toolCall('x', 'mcp__a__extra', {}), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'x', trust: 'operator' });
  t.equal(toolResults(llm.requests[1]!)[0], 'extra ran');
});

t.test('bundles: granted servers, deny wins across bundles, and no bundle means no MCP tool once bundles exist', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const mcp = `${stdio('a', 'allowed_tools = ["echo"]')}${stdio('b', 'allowed_tools = ["echo"]')}[mcp_bundles.all]\nservers = ["*"]\n[mcp_bundles.no_b]\nexclude = ["b"]\n[mcp_bundles.only_a]\nservers = ["a"]\n`;
  const agents = `mcp_bundles = ["all", "no_b"]\n[agents.plain]\nmodel_provider = "openai.home"\n[agents.one]\nmodel_provider = "openai.home"\nmcp_bundles = ["only_a"]\n`;
  const h = await startAgent(t, cfg(llm.url, mcp, agents), { extensions: [createMcpExtension()] });
  const offer = async (agent: string) => {
    llm.push(openai.text('ok'));
    await h.runtime.respond({ agent, channel: 'cli', conversation: agent, message: 'x', trust: 'operator' });
    return offeredNames(llm.requests.at(-1)!).filter((n) => n.startsWith('mcp__'));
  };
  t.same(await offer('default'), ['mcp__a__echo'], '"*" minus the excluded server');
  t.same(await offer('one'), ['mcp__a__echo']);
  t.same(await offer('plain'), [], 'no bundle: no MCP tool');
});

t.test('deferred loading: tool_search finds tools by keywords and loads them for the next step', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const h = await startAgent(t, cfg(llm.url, `[mcp]\ndeferred_loading = true\n${stdio('local')}`), { extensions: [createMcpExtension()] });
  llm.push(openai.toolCall('s', 'tool_search', { query: 'echo text', limit: 1 }), openai.toolCall('e', 'mcp__local__echo', { text: 'found' }), openai.text('ok'));
  await h.runtime.respond({ channel: 'cli', conversation: 'c', message: 'x', trust: 'operator' });
  const [first, second, third] = llm.requests;
  t.same(offeredNames(first!).filter((n) => n.startsWith('mcp__') || n === 'tool_search'), ['tool_search'], 'first only tool_search');
  t.match(toolResults(second!)[0], /^1 tool found; they can be called from the next step on:\n- mcp__local__echo: Echo the text back \(MCP server "local"\)\n  input schema: \{"type":"object"/);
  t.ok(offeredNames(second!).includes('mcp__local__echo'), 'the found tool is offered from the next request on');
  t.equal(toolResults(third!)[1], 'echo: found');
  t.notMatch(String((first!.body.messages as Msg[])[0]!.content), /mcp__local__/, 'deferred tools are not listed in the system prompt');
});
