// Through a real daemon and the real CLI, with a recording fake model: the agent calls a stdio MCP server's tool and a
// Streamable HTTP server's tool; svc mcp list / tools / call and svc status show them; SIGTERM stops the stdio server.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/mcp/server.mjs', import.meta.url));

t.test('a real daemon lists and calls a stdio tool and an HTTP tool for the model', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const portDir = tempConfigDir(t);
  const portFile = join(portDir, 'port');
  const http = spawn(process.execPath, [FIXTURE, 'http', portFile], { stdio: 'ignore' });
  t.teardown(() => void http.kill('SIGKILL'));
  await waitFor(() => existsSync(portFile) && readFileSync(portFile, 'utf8').length > 0, 'the HTTP fixture');
  const url = `http://127.0.0.1:${readFileSync(portFile, 'utf8')}/mcp`;
  const dir = tempConfigDir(
    t,
    `[providers.models.openai.local]\nbase_url = "${llm.url}"\nmodel = "m"\n[agents.default]\nmodel_provider = "openai.local"\n` +
      `[[mcp.servers]]\nname = "local"\ncommand = "${process.execPath}"\nargs = ["${FIXTURE}", "stdio"]\n` +
      `[[mcp.servers]]\nname = "remote"\ntransport = "http"\nurl = "${url}"\nheaders = { "X-Test" = "1" }\n`,
  );
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');

  const list = await svc(['mcp', 'list'], env);
  t.equal(list.code, 0, list.stderr);
  t.match(list.stdout, /^local  stdio  running  10 tools  pid \d+\nremote  http  running  10 tools\n$/);
  const tools = await svc(['mcp', 'tools', 'remote'], env);
  t.match(tools.stdout, /^mcp__remote__echo  Echo the text back \(MCP server "remote"\)$/m);
  const call = await svc(['mcp', 'call', 'local', 'echo', '--args', '{"text":"from the CLI"}'], env);
  t.equal(call.stdout, 'echo: from the CLI\n');
  const bad = await svc(['mcp', 'call', 'local', 'nope'], env);
  t.equal(bad.code, 1);
  t.match(bad.stderr, /unknown tool nope/);
  const status = await svc(['status'], env);
  t.match(status.stdout, /^mcp:\n  servers: 2\n    name=local transport=stdio state=running tools=10 restarts=0 last_error=null/m);

  llm.push(openai.toolCall('a', 'mcp__local__echo', { text: 'one' }), openai.toolCall('b', 'mcp__remote__add', { a: 1, b: 2 }), openai.text('both ran'));
  const ask = await svc(['agent', 'ask', '--json', 'use the tools'], env);
  t.equal(ask.code, 0, ask.stderr);
  t.match(JSON.parse(ask.stdout), { text: 'both ran', toolCalls: 2 });
  const offered = ((llm.requests[0]!.body.tools as { function: { name: string } }[]) ?? []).map((x) => x.function.name);
  t.ok(offered.includes('mcp__local__echo') && offered.includes('mcp__remote__add'), 'both servers\' tools are offered');
  const results = (llm.requests[2]!.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
  t.same(results, ['echo: one', '{"sum":3}']);

  const pid = Number(/local  stdio  running  10 tools  pid (\d+)/.exec(list.stdout)![1]);
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  t.throws(() => process.kill(pid, 0), 'the stdio server stopped with the daemon');
});
