// A risk profile holds every turn its agent answers, whoever or whatever started it (the guide's claim): a webhook
// channel message from a stranger, a cron agent job, and a heartbeat are each not offered the tool the agent's profile
// denies, and its call (the fake model names it anyway) is refused; the same turns are offered the tool and run it once
// the profile allows it (the positive control, a live config change: offers follow the running profiles).
import t from 'tap';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHeartbeatExtension } from '../../../extensions/heartbeat/index.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = 'risk-turns-webhook-secret';
const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

t.test('channel, cron and heartbeat turns are held by the agent\'s risk profile', async (t) => {
  const rx = createServer((req, res) => (req.resume(), req.on('end', () => res.writeHead(200).end())));
  await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (rx.closeAllConnections(), rx.close(() => r()))));
  // The heartbeat's check offers no tools (answer RUN); every other request calls lookup once, then reports.
  const llm = await fakeLlm((r: Recorded) => {
    const messages = (r.body.messages as { role: string; content: unknown }[] | undefined) ?? [];
    if (!(r.body.tools as unknown[] | undefined)?.length) return openai.text('RUN');
    const tool = messages.at(-1)?.role === 'tool' ? String(messages.at(-1)!.content) : undefined;
    return tool !== undefined ? openai.text(`done: ${tool}`) : openai.toolCall('c1', 'lookup', { q: 'plan' });
  });
  t.teardown(() => llm.close());
  const workspace = mkdtempSync(join(tmpdir(), 'svc-risk-turns-ws-'));
  t.teardown(() => rmSync(workspace, { recursive: true, force: true }));
  writeFileSync(join(workspace, 'HEARTBEAT.md'), '# Tasks\n\n- look up the plan\n');
  const h = await startAgent(
    t,
    [
      '[providers.models.openai.fake]',
      `base_url = "${llm.url}"`,
      'model = "m"',
      '[agents.default]',
      'model_provider = "openai.fake"',
      'risk_profile = "locked"',
      `workspace = { path = "${workspace}" }`,
      '[risk_profiles.locked]',
      'tools = { lookup = "critical" }',
      '[channels.webhook.main]',
      `secret = "${SECRET}"`,
      'host = "127.0.0.1"',
      'port = 0',
      `send_url = "http://127.0.0.1:${(rx.address() as AddressInfo).port}/inbox"`,
      '[cron.report]',
      'job_type = "agent"',
      'prompt = "look up the plan"',
      'schedule = { kind = "at", at = "2099-01-01T00:00:00Z" }',
      '[heartbeat]',
      'enabled = true',
      'agent = "default"',
      '',
    ].join('\n'),
    { extensions: [createHeartbeatExtension({ clock: manualClock() })] },
  );
  const line = h.logs.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening' && l.channel === 'webhook.main');
  const url = new URL(String(line?.url));
  const refusals = () => h.outcomes.filter((o) => o.tool === 'lookup' && !o.success && /no tool named "lookup" is available/.test(o.error ?? ''));
  const toolNames = (r: Recorded) => ((r.body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name);
  const offeredLookup = () => llm.requests.filter((r) => toolNames(r).includes('lookup')).length;

  const turns: [string, () => Promise<unknown>][] = [
    ['a channel message from a stranger', async () => {
      const body = JSON.stringify({ sender: 'stranger', content: 'look up the plan' });
      const r = await send(url.origin, url.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': sign(body) }, body });
      t.equal(r.status, 200, r.text);
    }],
    ['a cron agent job', () => h.control('cron.run', { id: 'report' })],
    ['a heartbeat', () => h.control('heartbeat.run')],
  ];
  for (const [what, run] of turns) {
    const before = refusals().length;
    await run();
    await waitFor(() => refusals().length === before + 1, `the refusal of ${what}`);
    t.pass(`${what}: not offered, its call refused`);
  }
  t.same(h.lookups, [], 'no turn ran the tool');
  t.equal(offeredLookup(), 0, 'no request offered it');
  t.ok(llm.requests.some((r) => toolNames(r).length > 0), 'while other tools were offered');
  t.match(refusals().map((o) => o.channel), ['webhook.main', 'cron', /heartbeat/], 'each kind of turn was held');

  // Positive control: the profile allows lookup (live), and the same turns run it.
  await h.store.set({ 'risk_profiles.locked.tools': { lookup: 'low' } }, 'cli');
  for (const [what, run] of turns) {
    const before = h.lookups.length;
    await run();
    await waitFor(() => h.lookups.length === before + 1, `the lookup of ${what} once allowed`);
    t.pass(`${what}: runs once allowed`);
  }
  t.ok(offeredLookup() >= 3, 'each turn was offered the tool once allowed');
});
