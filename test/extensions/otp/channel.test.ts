// One-time passwords asked on the channel, against the daemon's real extensions in-process (webhook channel on real
// sockets, a scripted model, the audit trail, history and memory) with a manual clock for token_ttl_secs and
// cache_valid_secs: a gated call asks its sender in the conversation; only that sender's code answers it (a code from
// another sender in the same thread is withheld, answers nothing and is spent); the code never reaches the model, the
// history, memory, the log or the audit trail; wrong codes refuse after challenge_max_attempts and the turn goes on;
// a valid code spares that sender's prompts in the rest of that turn only; no code within the TTL refuses; a sender a
// channel screen drops is never answered nor spends a code; a new secret (a reload) forgets the old one's spares.
import t from 'tap';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineExtension, type ExtensionDefinition } from '../../../kernel/index.js';
import { channelRuntimePoint } from '../../../extensions/channel-runtime/api.js';
import { createOtpExtension } from '../../../extensions/otp/index.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = 'otp-channel-test-webhook-secret';
const KEY = Buffer.from('otp-channel-test-totp-key');
const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

interface Sent {
  content: string;
  recipient?: string;
  thread_id?: string;
}

/** Every file under `dir`, read as bytes. */
function allFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...allFiles(p));
    else out.push(p);
  }
  return out;
}

/** Whether the last request's conversation ends with a tool result (the model then answers with text). */
const afterTool = (r: Recorded): string | undefined => {
  const messages = (r.body.messages as { role: string; content: unknown }[] | undefined) ?? [];
  const last = messages.at(-1);
  return last?.role === 'tool' ? String(last.content) : undefined;
};

async function setup(t: Parameters<typeof startAgent>[0], otp = '', args: unknown = { q: 'plan' }, extra: ExtensionDefinition[] = []) {
  // The replies' receiver: every message the channel sends (prompts, notices, answers).
  const got: Sent[] = [];
  const rx = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => (got.push(JSON.parse(body) as Sent), res.writeHead(200).end()));
  });
  await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (rx.closeAllConnections(), rx.close(() => r()))));
  // The model looks up what the user asks for, then reports the tool's answer.
  const llm = await fakeLlm((r) => {
    const result = afterTool(r);
    if (result !== undefined) return openai.text(`done: ${result}`);
    return openai.toolCall(`call_${r.body.messages ? (r.body.messages as unknown[]).length : 0}`, 'lookup', args);
  });
  t.teardown(() => llm.close());
  const clock = manualClock(1_800_000_000_000);
  const toml = [
    '[gateway]',
    'require_pairing = false',
    '[providers.models.openai.fake]',
    `base_url = "${llm.url}"`,
    'model = "m"',
    '[agents.default]',
    'model_provider = "openai.fake"',
    '[channels.webhook.main]',
    `secret = "${SECRET}"`,
    'host = "127.0.0.1"',
    'port = 0',
    `send_url = "http://127.0.0.1:${(rx.address() as AddressInfo).port}/inbox"`,
    '[security.otp]',
    'enabled = true',
    `secret = "${base32Encode(KEY)}"`,
    'gated_actions = ["lookup"]',
    otp,
    '',
  ].join('\n');
  const h = await startAgent(t, toml, { extensions: [createOtpExtension({ clock }), ...extra] });
  const line = h.logs.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening' && l.channel === 'webhook.main');
  const url = new URL(String(line?.url));
  const post = async (sender: string, content: string, thread_id?: string) => {
    const body = JSON.stringify({ sender, content, ...(thread_id ? { thread_id } : {}) });
    const r = await send(url.origin, url.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': sign(body) }, body });
    if (r.status !== 200) throw new Error(`the channel answered ${r.status}: ${r.text}`);
  };
  const message = async (what: RegExp, to: string) => {
    await waitFor(() => got.some((m) => what.test(m.content) && m.recipient === to), `a message to ${to} matching ${what}`);
    return got.find((m) => what.test(m.content) && m.recipient === to)!;
  };
  const pending = async () => ((await h.control('otp.pending')) as { challenges: { id: string; tool: string; asked: string; attempts: number }[] }).challenges;
  const code = () => totp(KEY, clock.now() / 1000);
  return { h, llm, got, post, message, pending, clock, code };
}

t.test('the sender is asked on the channel; only their code answers; it never reaches the model, history, memory, log or audit', async (t) => {
  const s = await setup(t, 'token_ttl_secs = 120\ncache_valid_secs = 60\nchallenge_max_attempts = 3');
  await s.post('alice', 'please look up the plan-canary-words', 't1');
  const prompt = await s.message(/one-time password is needed before the assistant runs lookup/, 'alice');
  t.equal(prompt.thread_id, 't1', 'asked in the thread of the turn');
  t.match(prompt.content, /\(\{"q":"plan"\}\)\. Reply with the code .* within 120 s \(3 wrong code\(s\) refuse it\)/);
  t.match(await s.pending(), [{ tool: 'lookup', asked: 'channel', attempts: 0 }]);

  // Bob, in the same thread, sends the valid code: withheld, answers nothing, and is spent.
  const first = s.code();
  await s.post('bob', first, 't1');
  await s.message(/looks like a one-time password and answers no call waiting for you; it was not passed on/, 'bob');
  t.match(await s.pending(), [{ attempts: 0 }], 'another sender\'s code answered nothing and counted nothing');
  t.same(s.h.lookups, [], 'the call did not run');
  // A message that is not a code is not taken: it waits for the turn like any message of the conversation.
  // Alice repeats the code Bob posted: it was spent, so it counts as wrong.
  await s.post('alice', first, 't1');
  await s.message(/That code was not accepted \(the code was already used\); 2 attempt\(s\) left/, 'alice');
  t.match(await s.pending(), [{ attempts: 1 }]);
  t.same(s.h.lookups, []);

  // The next step's code from Alice (the positive control): the call runs and the turn answers.
  await s.clock.advance(30_000);
  const right = s.code();
  t.not(right, first);
  await s.post('alice', ` ${right}\n`, 't1');
  await s.message(/^Code accepted\.$/, 'alice');
  await s.message(/^done: found: plan/, 'alice');
  t.same(s.h.lookups, [{ q: 'plan' }], 'the gated call ran after the right code');
  t.same(await s.pending(), []);

  // Within cache_valid_secs Alice's next turn in t1 is asked again: the spare ends with the turn (a sender id is only
  // what the webhook's caller writes).
  const asked = s.got.filter((m) => /one-time password is needed/.test(m.content) && m.recipient === 'alice').length;
  await s.post('alice', 'look it up again', 't1');
  await waitFor(() => s.got.filter((m) => /one-time password is needed/.test(m.content) && m.recipient === 'alice').length === asked + 1, 'a second prompt for alice');
  t.equal(s.h.lookups.length, 1, 'her second turn\'s call waits');
  await s.clock.advance(30_000);
  await s.post('alice', s.code(), 't1');
  await waitFor(() => s.h.lookups.length === 2, 'the second lookup after her code');
  await s.message(/^done: found: plan/, 'alice');
  // Bob, in his own conversation, is asked too.
  await s.post('bob', 'bob wants the plan too');
  await s.message(/one-time password is needed before the assistant runs lookup/, 'bob');
  t.equal(s.h.lookups.length, 2, 'Bob\'s call waits');
  await s.clock.advance(30_000);
  await s.post('bob', s.code());
  await waitFor(() => s.got.filter((m) => /^Code accepted\.$/.test(m.content) && m.recipient === 'bob').length === 1, 'bob\'s code accepted');
  await waitFor(() => s.h.lookups.length === 3, 'Bob\'s lookup after his code');
  await s.message(/^done: found: plan/, 'bob');

  // What the model saw: never a code (each request's messages), but the words of the conversation (positive control).
  const sent = JSON.stringify(s.llm.requests.map((r) => r.body));
  t.ok(sent.includes('plan-canary-words'), 'the model saw the conversation');
  for (const c of [first, right]) t.notOk(sent.includes(c), 'the model never saw a code');
  const history = JSON.stringify(await s.h.runtime.history('webhook.main', 't1'));
  t.ok(history.includes('plan-canary-words'), 'history holds the conversation');
  for (const c of [first, right]) t.notOk(history.includes(c), 'history holds no code');
  await s.h.stop();
  const logs = JSON.stringify(s.h.logs);
  t.ok(logs.includes('inbound message taken as the answer to a question'), 'each taken message is logged (by ids)');
  const audit = readFileSync(join(s.h.dir, 'audit.log'), 'utf8');
  const events = audit.trim().split('\n').map((l) => JSON.parse(l) as { event: string; by?: string; asked?: string; sender?: string; spent?: boolean });
  t.match(events.filter((e) => e.event.startsWith('otp.')), [
    { event: 'otp.challenge', asked: 'channel', sender: 'alice' },
    { event: 'otp.foreign', sender: 'bob', asked: 'alice', spent: true },
    { event: 'otp.failed', by: 'webhook.main:alice' },
    { event: 'otp.verified', by: 'webhook.main:alice' },
    { event: 'otp.allowed', sender: 'alice' },
    { event: 'otp.challenge', asked: 'channel', sender: 'alice' },
    { event: 'otp.verified', by: 'webhook.main:alice' },
    { event: 'otp.allowed', sender: 'alice' },
    { event: 'otp.challenge', asked: 'channel', sender: 'bob' },
    { event: 'otp.verified', by: 'webhook.main:bob' },
    { event: 'otp.allowed', sender: 'bob' },
  ]);
  // Every file the daemon wrote (history, memory, audit, state): the conversation is there, no code is.
  const files = allFiles(s.h.dir).map((p) => readFileSync(p).toString('latin1')).join('\n');
  t.ok(files.includes('plan-canary-words'), 'the conversation was written to disk (positive control)');
  for (const c of [first, right]) {
    t.notOk(logs.includes(c), 'no code in the log');
    t.notOk(audit.includes(c), 'no code in the audit trail');
    t.notOk(files.includes(c), 'no code in any file');
  }
});

t.test('wrong codes refuse the call after challenge_max_attempts and the turn goes on; no code within the TTL refuses', async (t) => {
  const s = await setup(t, 'token_ttl_secs = 30\ncache_valid_secs = 0\nchallenge_max_attempts = 2');
  await s.post('carol', 'look up the plan');
  await s.message(/one-time password is needed/, 'carol');
  const wrong = s.code() === '000000' ? '111111' : '000000';
  await s.post('carol', wrong);
  await s.message(/not accepted \(the code is wrong or expired\); 1 attempt\(s\) left/, 'carol');
  // Eight digits have the shape of a code (taken, never shown to the model) but are no TOTP code: the second wrong one.
  await s.post('carol', '12345678');
  await s.message(/the call was refused after 2 wrong code\(s\)/, 'carol');
  const reply = await s.message(/^done: error: the call was refused: lookup is in security\.otp\.gated_actions, and the call needs a one-time password: 2 wrong codes/, 'carol');
  t.ok(reply, 'the turn went on with the refusal');
  t.same(s.h.lookups, []);
  t.same(await s.pending(), []);
  // A right code that comes late answers nothing, and is still withheld from the model (LATE_CODE_GRACE_MS).
  const late = s.code();
  await s.post('carol', late);
  await s.message(/looks like a one-time password and answers no call waiting for you; it was not passed on/, 'carol');

  // Dave gives no code: at token_ttl_secs the call is refused (the manual clock), and he is told.
  await s.post('dave', 'look up the plan');
  await s.message(/one-time password is needed/, 'dave');
  await s.clock.advance(30_000);
  await s.message(/No valid one-time password within 30 s: lookup was not run/, 'dave');
  await s.message(/^done: error: the call was refused: .*no valid code within security\.otp\.token_ttl_secs = 30 s/, 'dave');
  t.same(s.h.lookups, []);
  const sent = JSON.stringify(s.llm.requests.map((r) => r.body));
  t.notOk(sent.includes(wrong) || sent.includes('12345678') || sent.includes(late), 'wrong and late codes never reached the model');
});

t.test('the operator answers a channel challenge through the admin API; the sender is still asked', async (t) => {
  const s = await setup(t, 'token_ttl_secs = 60\ncache_valid_secs = 0');
  await s.post('erin', 'look up the plan');
  await s.message(/one-time password is needed/, 'erin');
  const [waiting] = await s.pending();
  const none = await send(s.h.url, '/api/otp/verify', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: s.code(), challenge: 'otp_000000000000' }) });
  t.match(none.body, { valid: false, answered: [], reason: /no gated call waits under challenge/ }, 'a challenge that does not wait answers nothing');
  const r = await send(s.h.url, '/api/otp/verify', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: s.code(), challenge: waiting!.id }) });
  t.match(r.body, { valid: true, answered: [waiting!.id] }, r.text);
  t.notOk('unlocked_until' in (r.body as object), 'the operator\'s code spares no channel sender');
  await s.message(/^done: found: plan/, 'erin');
  t.same(s.h.lookups, [{ q: 'plan' }]);
});

t.test('the prompt carries no secret the model put in the arguments (a canary: the channel\'s own secret)', async (t) => {
  const s = await setup(t, 'token_ttl_secs = 60', { q: `${SECRET} and more` });
  await s.post('frank', 'look up the plan');
  const prompt = await s.message(/one-time password is needed before the assistant runs lookup/, 'frank');
  t.notOk(prompt.content.includes(SECRET), 'the secret is not in the prompt');
  t.match(prompt.content, /\[REDACTED/, 'it was redacted, not dropped with the rest (positive control)');
});

t.test('a sender a channel screen drops is never answered, and their code is not spent', async (t) => {
  const screen = defineExtension({
    name: 'test-screen',
    version: '0.0.0',
    description: 'drops the sender "blocked"',
    dependsOn: ['channel-runtime'],
    apply(kernel) {
      kernel.use(channelRuntimePoint).screen((_channel, m) => (m.sender === 'blocked' ? 'a test screen drops blocked' : undefined));
    },
  });
  const s = await setup(t, 'token_ttl_secs = 120', { q: 'plan' }, [screen]);
  await s.post('alice', 'look up the plan', 't9');
  await s.message(/one-time password is needed/, 'alice');
  const code = s.code();
  await s.post('blocked', code, 't9');
  await s.post('bob', '000000', 't9');
  await s.message(/looks like a one-time password and answers no call waiting for you/, 'bob');
  t.notOk(s.got.some((m) => m.recipient === 'blocked'), 'no reply to the dropped sender (positive control: bob, not dropped, got one)');
  await s.post('alice', code, 't9');
  await s.message(/^Code accepted\.$/, 'alice');
  t.same(s.h.lookups, [{ q: 'plan' }], 'the dropped sender\'s code was not spent: Alice\'s same code answered');
});

t.test('a new secret (a reload) forgets the old one\'s spares and last step', async (t) => {
  const s = await setup(t, 'token_ttl_secs = 120\ncache_valid_secs = 600');
  const agent = s.h.runtime;
  const ask = () => agent.respond({ agent: 'default', channel: 'cli', conversation: 'ops', message: 'look up the plan', trust: 'operator' });
  const first = ask();
  await waitFor(async () => (await s.pending()).length === 1, 'the operator\'s call waits');
  t.match(await s.h.control('otp.verify', { code: s.code() }), { valid: true, unlocked_until: Number });
  await first;
  await ask();
  t.equal(s.h.lookups.length, 2, 'positive control: the operator\'s next turn is spared');
  const fresh = Buffer.from('otp-channel-test-new-totp-key');
  await s.h.store.set({ 'security.otp.secret': base32Encode(fresh) }, 'cli');
  const third = ask();
  await waitFor(async () => (await s.pending()).length === 1, 'asked again under the new secret');
  t.match(await s.h.control('otp.verify', { code: totp(fresh, s.clock.now() / 1000) }), { valid: true }, 'the new secret\'s code of the same step is not taken as used');
  await third;
  t.equal(s.h.lookups.length, 3);
});

t.test('a call too long to show waits for the operator: the sender\'s code is withheld and answers nothing; other messages pass', async (t) => {
  const s = await setup(t, 'token_ttl_secs = 120\nchallenge_max_attempts = 3', { q: `plan ${'x'.repeat(400)}` });
  await s.post('alice', 'please look up the plan-canary-words', 't1');
  const notice = await s.message(/too long to show here: only the operator can allow it/, 'alice');
  t.notOk(notice.content.includes('xxxxxxxxxx'), 'the notice shows no part of the argument');
  const [waiting] = await s.pending();
  t.match(waiting, { tool: 'lookup', asked: 'operator' });

  const typed = s.code();
  await s.post('alice', typed, 't1');
  await s.message(/can be allowed by the operator only, so it answers nothing and was not passed on/, 'alice');
  t.match(await s.pending(), [{ id: waiting!.id, attempts: 0 }], 'the sender\'s code answered nothing');
  t.same(s.h.lookups, [], 'the call did not run');
  // A normal message is not taken: it waits for the turn like any message of the conversation (the positive control).
  await s.post('alice', 'and then the second-canary-words', 't1');

  await s.clock.advance(30_000);
  const r = await send(s.h.url, '/api/otp/verify', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: s.code(), challenge: waiting!.id }) });
  t.match(r.body, { valid: true, answered: [waiting!.id] }, r.text);
  await waitFor(() => s.h.lookups.length >= 1, 'the lookup after the operator\'s code');
  await waitFor(() => JSON.stringify(s.llm.requests.map((q) => q.body)).includes('second-canary-words'), 'the normal message to reach the model');
  // Its turn calls the tool again (asked of the operator again): answered, so the turn ends and is written to history.
  await waitFor(async () => (await s.pending()).length === 1, 'the second turn\'s call to wait');
  await s.clock.advance(30_000);
  const [again] = await s.pending();
  await send(s.h.url, '/api/otp/verify', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: s.code(), challenge: again!.id }) });
  await waitFor(() => s.got.filter((m) => /^done: found/.test(m.content) && m.recipient === 'alice').length === 2, 'both turns answered');

  const sent = JSON.stringify(s.llm.requests.map((q) => q.body));
  t.ok(sent.includes('plan-canary-words'), 'the model saw the conversation');
  t.notOk(sent.includes(typed), 'the model never saw the code the sender typed');
  const history = JSON.stringify(await s.h.runtime.history('webhook.main', 't1'));
  t.ok(history.includes('second-canary-words'), 'history holds the normal message');
  t.notOk(history.includes(typed), 'history holds no code');
  await s.h.stop();
  const audit = readFileSync(join(s.h.dir, 'audit.log'), 'utf8');
  t.ok(audit.includes('"event":"otp.operator_only"'), 'the withheld code is audited');
  t.notOk(audit.includes(typed), 'without the code');
});
