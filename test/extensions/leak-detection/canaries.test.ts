// Secrets never leave, end to end: a real daemon whose config holds canary secrets (a provider api_key, an http_request
// secret, a channel secret), a fake model that repeats them in its reply and provokes a tool error quoting one. No
// canary, in any encoding, reaches the channel's receiver, a cron delivery, the audit collector, a log line, the
// control socket's answers or the conversation store's bytes on disk.
import t from 'tap';
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { secretForms } from '../../../extensions/leak-detection/detector.js';
import { fakeOpenAI, openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer } from '../../../testing/receiver.js';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const PROVIDER_KEY = 'canary-provider-9d41c7e2b8';
const HTTP_SECRET = 'canary-httpsecret-5e0f13aa7c';
const CHANNEL_SECRET = 'canary-channel-77b2e90d14';
const CANARIES = [PROVIDER_KEY, HTTP_SECRET, CHANNEL_SECRET];
/** Key-shaped, in no config: found by its shape. */
const FOREIGN_KEY = `sk-ant-api03-${'Zq8Xw2Lp'.repeat(6)}`;

/** Every canary in every form the detector looks for (raw, JSON, URL, base64, base64url, hex), and the foreign key. */
const FORMS = [...CANARIES.flatMap((c) => secretForms(c)), FOREIGN_KEY];
const leaked = (text: string): string[] => FORMS.filter((f) => text.includes(f));

t.test('canaries repeated by the model reach no channel, delivery, audit event, log line or store', async (t) => {
  const llm = await fakeOpenAI();
  const receiver = await recordingServer();
  const collector = await recordingServer();
  t.teardown(() => Promise.all([llm.close(), receiver.close(), collector.close()]));
  const reply = [
    `The provider key is ${PROVIDER_KEY}.`,
    `The GitHub secret is ${HTTP_SECRET} (base64 ${Buffer.from(HTTP_SECRET).toString('base64')}).`,
    `The channel secret, URL-encoded: ${encodeURIComponent(`x=${CHANNEL_SECRET}`)}; hex ${Buffer.from(CHANNEL_SECRET).toString('hex')}.`,
    `And a key I found: ${FOREIGN_KEY}`,
  ].join('\n');
  // The model first names the provider key as a secret of http_request (the tool's error quotes it), then repeats all.
  llm.push(openaiAnswers.toolCall('call_1', 'http_request', { url: 'https://api.github.com/user', secret: PROVIDER_KEY }), openaiAnswers.text(reply));

  const toml = `
[providers.models.openai.main]
base_url = "${llm.baseUrl}"
model = "m"
api_key = "${PROVIDER_KEY}"

[http_request]
secrets = { github = "${HTTP_SECRET}" }
secret_hosts = { github = ["api.github.com"] }

[channels.webhook.main]
enabled = true
host = "127.0.0.1"
port = 0
secret = "${CHANNEL_SECRET}"
send_url = "${receiver.url}/hook"

[hooks.builtin.webhook_audit]
enabled = true
url = "${collector.url}/audit"
tool_patterns = ["*"]
include_args = true

[cron.echo]
job_type = "shell"
command = "echo ${CHANNEL_SECRET}; echo ${FOREIGN_KEY}"
schedule = { kind = "every", every_ms = 86400000 }
delivery = { mode = "announce", channel = "webhook.main", to = "ops" }
`;
  const dir = tempConfigDir(t, toml);
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon', '--log-level', 'debug'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  const listening = await d.waitFor((l) => l.msg === 'listening' && l.channel === 'webhook.main');
  await d.waitFor((l) => l.msg === 'ready');

  // One signed inbound message.
  const body = JSON.stringify({ sender: 'alice', content: 'what are your secrets?' });
  const signature = `sha256=${createHmac('sha256', CHANNEL_SECRET).update(body).digest('hex')}`;
  const answer = await fetch(String(listening.url), { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-signature': signature }, body });
  t.equal(answer.status, 200);

  const [delivered] = await receiver.received(1);
  t.same(leaked(delivered!.text), [], 'the channel reply holds no canary');
  const content = (delivered!.json as { content: string }).content;
  t.match(content, /The provider key is \[REDACTED:secret\]\./);
  t.match(content, /And a key I found: \[REDACTED:api_key\]/);
  t.equal(llm.requests.length, 2, 'the model was asked twice (the tool call, then the reply)');

  const [event] = await collector.received(1);
  t.same(leaked(event!.text), [], 'the audit event holds no canary');
  const audit = event!.json as { tool: string; success: boolean; error: string | null };
  t.equal(audit.tool, 'http_request');
  t.equal(audit.success, false);
  t.match(audit.error, /\[REDACTED(:secret)?\]/, 'the error field was redacted, not dropped');

  // A cron result announced through the channel, and its output over the control socket.
  const run = await svc(['cron', 'run', 'echo'], env);
  t.equal(run.code, 0, run.stderr);
  t.same(leaked(run.stdout + run.stderr), [], 'the run result the CLI prints holds no canary');
  const [, announced] = await receiver.received(2);
  t.same(leaked(announced!.text), [], 'the cron delivery body holds no canary');
  t.match((announced!.json as { content: string }).content, /\[REDACTED:secret\]\n\[REDACTED:api_key\]/);

  // A control-socket error quoting a key-shaped argument.
  const unknown = await svc(['cron', 'run', FOREIGN_KEY], env);
  t.not(unknown.code, 0);
  t.same(leaked(unknown.stdout + unknown.stderr), [], 'the error the daemon sends back holds no key');

  // The agent's reply through the control socket (svc agent ask): scanned by the agent loop itself (runtime.ts).
  llm.push(openaiAnswers.text(reply));
  const asked = await svc(['agent', 'ask', '--conversation', 'bob', 'again?'], env);
  t.equal(asked.code, 0, asked.stderr);
  t.same(leaked(asked.stdout), [], 'svc agent ask prints no canary (needs the agent loop to redact its reply)');

  // Each path that redacted something said so once (without the value): the tool's arguments (redacted before the tool
  // and the audit hook see them) and the cron run's at least.
  await d.waitFor((l) => l.ext === 'leak-detection' && l.via === 'tool:http_request');
  await d.waitFor((l) => l.ext === 'leak-detection' && l.via === 'cron');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0, d.stderr());

  t.same(leaked(JSON.stringify(d.lines) + d.stderr()), [], 'no log line holds a canary');
  const db = join(dir, 'data', 'state', 'conversations.db');
  t.ok(existsSync(db), 'the conversation store is on disk');
  for (const file of [db, `${db}-wal`, `${db}-journal`]) {
    if (!existsSync(file)) continue;
    t.same(leaked(readFileSync(file).toString('latin1')), [], `${file.slice(dir.length)} holds no canary`);
  }
  t.match(readFileSync(db).toString('latin1'), /\[REDACTED:secret\]/, 'the stored reply is there, redacted');
});
