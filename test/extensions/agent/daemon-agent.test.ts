// The agent through the real CLI and a real daemon with a recording fake model: `svc agent prompt`, identity files
// that cannot be used (exit 78), the workspace, and max_actions_per_hour = 0 against a model that asks for `shell`.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai, systemOf } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const provider = (url: string) => `[providers.models.openai.local]\nbase_url = "${url}"\nmodel = "m"\napi_key = "sk-canaryCANARYcanary0123456789"\n`;

t.test('svc agent prompt prints the identity, context, tools and rules; secrets never; a bad identity file is exit 78', async (t) => {
  const dir = tempConfigDir(t, `${provider('http://127.0.0.1:9')}\n[agents.otto]\nmodel_provider = "openai.local"\nchannels = ["webhook.main"]\n[channels.webhook.main]\nsecret = "whsec-canary-0123456789abcdef"\n`);
  const env = { SVC_CONFIG_DIR: dir, TZ: 'UTC' };
  const ws = join(dir, 'data', 'workspaces', 'otto');
  mkdirSync(ws, { recursive: true });
  writeFileSync(join(ws, 'SOUL.md'), 'You are Otto. Never say sk-canaryCANARYcanary0123456789.\n');
  writeFileSync(join(ws, 'AGENTS.md'), 'Rules first.\n');
  const r = await svc(['agent', 'prompt', '--channel', 'webhook.main', '--sender', 'ada'], env);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /^## AGENTS\.md\n\nRules first\.\n\n## SOUL\.md\n\nYou are Otto\. Never say \[REDACTED:secret\]\.\n\n## Context\n\n- Agent: otto\n- Now: \d{4}-\d\d-\d\d \d\d:\d\d \(\w+day\), time zone UTC/);
  t.match(r.stdout, /- Channel: webhook\.main\n- Speaking: "ada", an outside user/);
  t.match(r.stdout, /## Rules\n\n- You may use at most 8 rounds of tool calls/);
  t.notMatch(r.stdout, /sk-canary|whsec-canary/, 'no secret in the output');
  const json = await svc(['agent', 'prompt', '--json'], env);
  t.match(JSON.parse(json.stdout), { agent: 'otto', channel: 'cli', trust: 'operator' });
  t.match(JSON.parse(json.stdout).prompt, /- Speaking: the operator of this svc installation/);
  const unknown = await svc(['agent', 'prompt', '--agent', 'nobody'], env);
  t.equal(unknown.code, 2);
  t.match(unknown.stderr, /no enabled agent is named "nobody"/);

  writeFileSync(join(ws, 'USER.md'), Buffer.from([0xc3, 0x28]));
  const bad = await svc(['config', 'validate'], env);
  t.equal(bad.code, 78);
  t.match(bad.stderr, new RegExp(`agents\\.otto\\.identity.*${join(ws, 'USER.md').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: is not valid UTF-8 text`));
});

t.test('a real daemon: the workspace is made, the model gets the system prompt, and a zero budget runs no shell', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, `${provider(llm.url)}\n[tools]\noptional = ["shell"]\n[agents.default]\nmodel_provider = "openai.local"\nruntime_profile = "locked"\n[runtime_profiles.locked]\nmax_actions_per_hour = 0\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const ws = join(dir, 'data', 'workspaces', 'default');
  t.equal(statSync(ws).mode & 0o777, 0o700, 'the workspace is private');
  t.ok(existsSync(join(ws, 'AGENTS.md')) && existsSync(join(ws, 'SOUL.md')), 'with starter identity files');
  const marker = join(dir, 'ran');
  llm.push(openai.toolCall('s1', 'shell', { command: `touch ${marker}` }), openai.text('I may not run commands here.'));
  const r = await svc(['agent', 'ask', '--json', 'please run touch'], env);
  t.equal(r.code, 0, r.stderr);
  const reply = JSON.parse(r.stdout) as { text: string; toolCalls: number };
  t.match(reply.text, /^I may not run commands here\.\n\n\(Stopped early: tool calls are switched off for agent "default" \(max_actions_per_hour = 0\)\.\)$/);
  t.equal(reply.toolCalls, 1);
  t.notOk(existsSync(marker), 'the shell never ran');
  t.match(systemOf(llm.requests[0]!), /^## AGENTS\.md[\s\S]*## Tools\n\n- shell: [\s\S]*Tool calls are switched off for this agent \(max_actions_per_hour = 0\)/);
  const told = (llm.requests[1]!.body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
  t.match(told?.content, /^error: refused: tool calls are switched off/, 'the model is told why');
  await d.waitFor((l) => l.msg === 'tool call refused: the action budget is used up');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});
