// Users and permission profiles against a real daemon: two users (an admin and a read-only one) each bound to a token
// paired through POST /pair; the read-only token reads the config but gets 403 forbidden on a config write, and
// its agent turn (the POST /webhook chat and /ws/chat) cannot call a tool outside allowed_tools (a scripted fake model
// asks for file_write); the admin's can; admin routes go by grants, the chat by allowed_agents, unbound tokens get nothing.
// Refusals are logged, counted and audited. With no [users], a paired token is still an administrator.
import t, { type Test } from 'tap';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastUserMessage, openaiAnswers } from '../../../testing/fake-openai.js';
import { recordingServer, type RecordedRequest } from '../../../testing/index.js';
import { daemon, svc, type Daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';
import WebSocket from 'ws';

/** Files named `name` anywhere under `dir`. */
function find(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...find(p, name));
    else if (entry.name === name) out.push(p);
  }
  return out;
}

/** Tool results after the request's last user message: what the turn's tool calls answered. */
function toolMessages(r: RecordedRequest): string[] {
  const messages = (r.json as { messages?: { role: string; content: unknown }[] }).messages ?? [];
  const last = messages.map((m) => m.role).lastIndexOf('user');
  return messages.slice(last + 1).filter((m) => m.role === 'tool').map((m) => String(m.content));
}

/** "write <name>": file_write of <name>.txt, then a plain answer; anything else: a plain answer. */
async function fakeModel() {
  return recordingServer((r) => {
    const said = lastUserMessage(r);
    const m = /\bwrite (\w+)\b/.exec(said);
    const next = m && toolMessages(r).length === 0 ? openaiAnswers.toolCall('call_1', 'file_write', { path: `${m[1]}.txt`, content: 'x' }) : openaiAnswers.text('done');
    return typeof next === 'function' ? next(r) : next;
  });
}

const BASE = (llm: string) => [
  '[gateway]',
  'host = "127.0.0.1"',
  'port = 0',
  '[providers.models.openai.fake]',
  `base_url = "${llm}/v1"`,
  'model = "m"',
  'api_key = "k"',
  '[agents.default]',
  'model_provider = "openai.fake"',
  '[tools]',
  'optional = ["file_write"]',
];

async function start(t: Test, env: Record<string, string>): Promise<{ d: Daemon; gateway: string }> {
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  return { d, gateway: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
}

/** A token paired through POST /pair with a fresh code from the running daemon. */
async function pair(t: Test, gateway: string, env: Record<string, string>): Promise<string> {
  const code = await svc(['gateway', 'get-paircode', '--new'], env);
  t.equal(code.code, 0, code.stderr);
  const res = await send(gateway, '/pair', { headers: { 'x-pairing-code': code.stdout.trim() } });
  t.equal(res.status, 200, res.text);
  return String(res.body.token);
}

const prefix = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

t.test('an admin and a read-only user: config writes, reads and tool calls by profile', async (t) => {
  const llm = await fakeModel();
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, [
    ...BASE(llm.url),
    '[observability]',
    'backend = "prometheus"',
    '[users.root]',
    'permission_profiles = ["admin"]',
    '[users.reader]',
    'permission_profiles = ["readonly"]',
    '[users.guest]',
    'permission_profiles = ["elsewhere"]',
    '[permission_profiles.elsewhere]',
    'allowed_agents = ["other"]',
    'allowed_tools = ["*"]',
    '[permission_profiles.admin]',
    'admin = true',
    '[permission_profiles.readonly]',
    'allowed_agents = ["default"]',
    'allowed_tools = ["file_read"]',
    'grants = { config = ["read"], status = ["read"], ws = ["read"] }',
    '',
  ].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const { d, gateway } = await start(t, env);
  const rootToken = await pair(t, gateway, env);
  const readerToken = await pair(t, gateway, env);
  const stranger = await pair(t, gateway, env);
  const guestToken = await pair(t, gateway, env);
  for (const [token, user] of [[rootToken, 'root'], [readerToken, 'reader'], [guestToken, 'guest']] as const) {
    const bound = await svc(['access', 'bind', prefix(token), '--user', user], env);
    t.equal(bound.code, 0, bound.stderr);
    t.match(bound.stdout, new RegExp(`acts as user ${user} from the next request`));
  }
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), new RegExp(`tokens = \\[\\s*"${prefix(readerToken)}"`), 'the binding is kept in config.toml');

  // The read-only user reads the config, and may not write it.
  const list = await send(gateway, '/api/config/list', { method: 'GET', headers: bearer(readerToken) });
  t.equal(list.status, 200, 'the read-only user reads the config');
  const write = (token: string, path: string, value: unknown) =>
    send(gateway, '/api/config', { method: 'PATCH', headers: { ...bearer(token), 'if-match': '*' }, body: JSON.stringify({ path, value }) });
  const refused = await write(readerToken, 'gateway.request_timeout_secs', 31);
  t.equal(refused.status, 403);
  t.match(refused.body, { error: 'forbidden', message: /user reader may not write gateway\.request_timeout_secs/ });
  const cron = await send(gateway, '/api/config/reload', { headers: bearer(readerToken) });
  t.match(cron, { status: 403, body: { error: 'forbidden', message: /may not write config/ } }, 'no write grant on config: no reload');
  // A paired token bound to no user is denied everything once [users] exist.
  const unbound = await send(gateway, '/api/config/list', { method: 'GET', headers: bearer(stranger) });
  t.match(unbound, { status: 403, body: { error: 'forbidden', message: /comes from no user/ } });
  // Other admin routes by grants: status read is granted, cron is not.
  t.equal((await send(gateway, '/api/status', { method: 'GET', headers: bearer(readerToken) })).status, 200, 'grants status = ["read"]');
  const jobs = await send(gateway, '/api/cron/jobs', { method: 'GET', headers: bearer(readerToken) });
  t.match(jobs, { status: 403, body: { error: 'forbidden', message: /user reader may not read cron/ } }, 'no grant on cron');
  // The chat answers with an agent the guest's profiles do not name.
  const guestChat = await send(gateway, '/webhook', { headers: bearer(guestToken), body: JSON.stringify({ message: 'hello' }) });
  t.match(guestChat, { status: 403, body: { error: 'forbidden', message: /user guest may not chat with agent default/ } });
  // The admin may.
  const ok = await write(rootToken, 'gateway.request_timeout_secs', 31);
  t.equal(ok.status, 200, ok.text);

  // The read-only user's turn may not call file_write; the admin's may.
  const chat = (token: string, message: string) => send(gateway, '/webhook', { headers: bearer(token), body: JSON.stringify({ message }) });
  const readerChat = await chat(readerToken, 'write reader');
  t.equal(readerChat.status, 200, readerChat.text);
  const refusedTool = llm.requests.map(toolMessages).flat().find((m) => m.includes('may not use the tool file_write'));
  t.ok(refusedTool, 'the model is told the call was refused');
  t.same(find(dir, 'reader.txt'), [], 'nothing was written');
  const rootChat = await chat(rootToken, 'write root');
  t.equal(rootChat.status, 200, rootChat.text);
  const rootTool = llm.requests.at(-1)!;
  t.notMatch(toolMessages(rootTool).join('\n'), /refused/, "the admin's file_write ran");
  t.equal(find(dir, 'root.txt').length, 1, "the admin's file was written");

  // The WebSocket chat: a turn started by a frame acts for the user the upgrade was admitted as.
  const ws = new WebSocket(`${gateway.replace(/^http/, 'ws')}/ws/chat`, ['svc.chat', `svc.bearer.${readerToken}`]);
  t.teardown(() => ws.close());
  const frames: { type: string }[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as { type: string }));
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  ws.send(JSON.stringify({ type: 'message', text: 'write wsreader' }));
  await waitFor(() => frames.some((f) => f.type === 'done' || f.type === 'error'), 'the WebSocket turn to end');
  t.same(find(dir, 'wsreader.txt'), [], 'nothing was written from the WebSocket chat either');
  t.ok(llm.requests.map(toolMessages).flat().filter((m) => m.includes('may not use the tool file_write')).length >= 2, 'refused there too');

  // Logged, counted, audited; svc status says users are enforced.
  await d.waitFor((l) => l.msg === 'permission refused' && l.surface === 'tool' && l.user === 'reader' && l.tool === 'file_write');
  await d.waitFor((l) => l.msg === 'permission refused' && l.surface === 'admin' && l.reason === 'config_write' && l.path === 'gateway.request_timeout_secs');
  const status = await svc(['status', '--json'], env);
  t.match(JSON.parse(status.stdout), { sections: { access: { enforced: true, users: 3 } } });
  const doctor = await svc(['doctor', '--json'], env);
  t.match(doctor.stdout, /owner-only \(0600, uid \d+\): only uid \d+ and root reach it/, 'svc doctor: who reaches the control socket');
  const metrics = await send(gateway, '/metrics', { method: 'GET', headers: bearer(rootToken) });
  t.match(metrics.text, /svc_access_refusals_total\{surface="tool",reason="tool"\} 2/);
  t.match(metrics.text, /svc_access_refusals_total\{surface="admin",reason="config_write"\} 1/);
  t.match(metrics.text, /svc_access_refusals_total\{surface="chat",reason="agent"\} 1/);
  t.match(metrics.text, /svc_access_refusals_total\{surface="admin",reason="no_user"\} 1/);
  d.child.kill('SIGTERM');
  await d.exited;
  const audit = readFileSync(join(dir, 'audit.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  t.ok(audit.some((e) => e.event === 'access.refused' && e.surface === 'tool' && e.user === 'reader' && e.tool === 'file_write'), 'the tool refusal is audited');
  t.ok(audit.some((e) => e.event === 'access.refused' && e.surface === 'admin' && e.path === 'gateway.request_timeout_secs'), 'the config write refusal is audited');
  t.notOk(JSON.stringify(audit).includes(readerToken), 'no token in the audit log');
});

t.test('with no [users], a paired token is an administrator (the behaviour before users)', async (t) => {
  const llm = await fakeModel();
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t, [...BASE(llm.url), ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const { gateway } = await start(t, env);
  const token = await pair(t, gateway, env);
  const ok = await send(gateway, '/api/config', { method: 'PATCH', headers: { ...bearer(token), 'if-match': '*' }, body: JSON.stringify({ path: 'gateway.request_timeout_secs', value: 31 }) });
  t.equal(ok.status, 200, ok.text);
  const chat = await send(gateway, '/webhook', { headers: bearer(token), body: JSON.stringify({ message: 'write any' }) });
  t.equal(chat.status, 200, chat.text);
  t.notMatch(toolMessages(llm.requests.at(-1)!).join('\n'), /refused/, 'the tool ran');
  t.equal(find(dir, 'any.txt').length, 1, 'the file was written');
  const status = await svc(['status', '--json'], env);
  t.match(JSON.parse(status.stdout), { sections: { access: { enforced: false, note: /every paired token .* is an administrator/ } } });
  const doctor = await svc(['doctor', '--json'], env);
  t.match(doctor.stdout, /no \[users\] are configured: every paired token/);
});
