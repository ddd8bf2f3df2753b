// End to end: a real daemon whose agent, driven by a recording fake model (svc-runtime/testing's fakeOpenAI), reads a
// page with browser_open in Debian's Chromium; the page's script-written text reaches the model as the tool result,
// svc tools list shows why the other browser tools are not offered, and the daemon closes its browser at shutdown.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { fakeOpenAI, openaiAnswers } from '../../../testing/fake-openai.js';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

t.test('an agent reads a page with browser_open through the real daemon', async (t) => {
  const page = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><head><title>Opening hours</title></head><body><div id="h"></div><script>document.getElementById("h").textContent = "Open " + ["Mon", "Fri"].join("-") + " 9 to 5";</script></body></html>');
  });
  await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
  t.teardown(() => {
    page.closeAllConnections();
    page.close();
  });
  const port = (page.address() as AddressInfo).port;
  const model = await fakeOpenAI();
  t.teardown(() => model.close());
  const dir = tempConfigDir(
    t,
    `[providers.models.openai.local]\nbase_url = "${model.baseUrl}"\nmodel = "m"\napi_key = "sk-test-0123456789abcdef"\n\n[agents.default]\nmodel_provider = "openai.local"\n\n[browser]\nallowed_private_hosts = ["127.0.0.1:${port}"]\ntimeout_secs = 30\n`,
  );
  const env = { SVC_CONFIG_DIR: dir };

  const list = await svc(['tools', 'list', '--json'], env);
  t.equal(list.code, 0, list.stderr);
  const tools = JSON.parse(list.stdout) as unknown;
  t.match(JSON.stringify(tools), /"browser_open"/);
  t.match(JSON.stringify(tools), /browser\.automation_enabled is false/, 'the automation tool says why it is not offered');

  const d = daemon(['daemon'], env);
  t.teardown(async () => {
    if (d.child.exitCode === null) d.child.kill('SIGKILL');
  });
  await d.waitFor((l) => l.msg === 'ready');
  model.push(openaiAnswers.toolCall('call-1', 'browser_open', { url: `http://127.0.0.1:${port}/hours` }), openaiAnswers.text('They are open Monday to Friday, 9 to 5.'));
  const r = await svc(['agent', 'ask', '--json', 'When are they open? The page is on 127.0.0.1.'], env);
  t.equal(r.code, 0, r.stderr);
  t.match(JSON.parse(r.stdout), { text: 'They are open Monday to Friday, 9 to 5.', toolCalls: 1 });
  const offered = ((model.requests[0]!.json as { tools?: { function: { name: string } }[] }).tools ?? []).map((x) => x.function.name);
  t.ok(offered.includes('browser_open'), 'browser_open is offered to the model');
  t.notOk(offered.includes('browser'), 'the automation tool is not (automation_enabled = false)');
  const told = (model.requests[1]!.json as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'tool');
  t.match(told?.content, new RegExp(`Title: Opening hours\\nURL: http://127\\.0\\.0\\.1:${port}/hours\\n\\nOpen Mon-Fri 9 to 5`), 'the rendered page went back to the model');
  await d.waitFor((l) => l.msg === 'browser started' && l.ext === 'browser-tools');

  d.child.kill('SIGTERM');
  await d.exited;
  t.equal(d.child.exitCode, 0, 'the daemon stops cleanly with its browser');
});
