// One-time passwords in the shared mode: two real daemons on one PostgreSQL (and the Redis the gateway needs there).
// A gated shell call waiting on alpha is listed on beta and answered there: by the operator (svc otp verify on beta's
// CLI; a wrong code first is counted on alpha's challenge), and by the channel sender whose code-shaped message a load
// balancer sent to beta (withheld from beta's model, history and memory: a canary code is found in no model request,
// no row of the shared database and no log line). A code used on one instance is refused on the other. Positive
// controls: the call does not run before the answer, a call with wrong codes only is refused, and a code-shaped message
// in a conversation where nothing waits does reach beta's model.
import t, { type Test } from 'tap';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';
import { waitFor } from '../../helpers/wait.js';

const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);
/** A CLI run may take long on a loaded machine. */
const CLI_MS = 60_000;
const WEBHOOK_SECRET = 'otp-shared-test-webhook-secret';
const sign = (body: string) => `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`;

function find(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...find(p, name));
    else if (entry.name === name) out.push(p);
  }
  return out;
}

/** The tool result of a request, when its last message is one. */
const afterTool = (r: Recorded): string | undefined => {
  const last = ((r.body.messages as { role: string; content: unknown }[] | undefined) ?? []).at(-1);
  return last?.role === 'tool' ? String(last.content) : undefined;
};

/** "run N": the model calls the shell to write proof-N.txt, then reports what the tool said. */
async function model(t: Test) {
  const llm = await fakeLlm((r) => {
    const result = afterTool(r);
    if (result !== undefined) return openai.text(`done: ${result}`);
    const n = /run (\d+)/.exec(JSON.stringify(r.body))?.[1];
    return n ? openai.toolCall('call_1', 'shell', { command: `echo gated > proof-${n}.txt && echo wrote` }) : openai.text('noted');
  });
  t.teardown(() => llm.close());
  return llm;
}

interface Sent {
  content: string;
  recipient?: string;
  thread_id?: string;
}

async function pair(t: Test, key: Buffer, otp: string[]) {
  const db = await postgres.database();
  // What the webhook channel of either instance sends (prompts, notices, answers).
  const got: Sent[] = [];
  const rx = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => (got.push(JSON.parse(body) as Sent), res.writeHead(200).end()));
  });
  await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (rx.closeAllConnections(), rx.close(() => r()))));
  const start = async (id: string) => {
    const llm = await model(t);
    const toml = [
      '[gateway]',
      'host = "127.0.0.1"',
      'require_pairing = false',
      '[providers.models.openai.fake]',
      `base_url = "${llm.url}"`,
      'model = "m"',
      '[agents.default]',
      'model_provider = "openai.fake"',
      '[tools]',
      'optional = ["shell"]',
      '[channels.webhook.main]',
      `secret = "${WEBHOOK_SECRET}"`,
      'host = "127.0.0.1"',
      'port = 0',
      `send_url = "http://127.0.0.1:${(rx.address() as AddressInfo).port}/inbox"`,
      '[shared]',
      'enabled = true',
      `instance_id = "${id}"`,
      '[security.otp]',
      'enabled = true',
      `secret = "${base32Encode(key)}"`,
      'cache_valid_secs = 0',
      ...otp,
      '',
    ].join('\n');
    const dir = tempConfigDir(t, toml);
    const env = { SVC_CONFIG_DIR: dir, SVC_shared__redis_url: redis.url, SVC_shared__postgres_url: db };
    const d = daemon(['daemon'], env);
    t.teardown(async () => {
      d.child.kill('SIGTERM');
      await d.exited;
    });
    await d.waitFor((l) => l.msg === 'ready', 30_000);
    t.ok(d.lines.some((l) => l.msg === 'one-time-password challenges are shared through PostgreSQL: any instance can answer them'), `${id} shares its challenges`);
    const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
    const channel = new URL(String(d.lines.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening')!.url));
    // The turn waits for a code while the test runs svc commands (seconds each on a loaded machine): 60 s, not 10 s idle.
    const chat = (message: string) => send(gateway, '/webhook', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }), timeoutMs: 60_000 });
    const post = async (sender: string, content: string, thread_id: string) => {
      const body = JSON.stringify({ sender, content, thread_id });
      const r = await send(channel.origin, channel.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': sign(body) }, body });
      if (r.status !== 200) throw new Error(`the channel answered ${r.status}: ${r.text}`);
    };
    const pending = async () => (await send(gateway, '/api/otp/challenges', { method: 'GET' })).body.challenges as { id: string; instance?: string; attempts: number }[];
    return { d, env, dir, llm, gateway, chat, post, pending };
  };
  const [a, b] = await Promise.all([start('alpha'), start('beta')]);
  return { a, b, db, got };
}

t.test('the operator answers on beta a call waiting on alpha; a wrong code there counts; a code is good once on all instances', async (t) => {
  const key = Buffer.from('otp-shared-operator-key');
  const { a, b } = await pair(t, key, ['token_ttl_secs = 90', 'challenge_max_attempts = 2']);
  const first = a.chat('run 1');
  const waiting = await a.d.waitFor((l) => /a gated tool call waits for a one-time password/.test(String(l.msg)), 30_000);
  const id = String(waiting.challenge);
  await waitFor(async () => (await b.pending()).some((c) => c.id === id && c.instance === 'alpha'), 'beta lists alpha\'s challenge', 10_000);
  const listed = await svc(['otp', 'pending'], b.env, CLI_MS);
  t.match(listed.stdout, new RegExp(`${id}  shell  agent default  .* on alpha `), 'svc otp pending on beta shows it, with its instance');

  const wrong = await svc(['otp', 'verify', '000000', '--challenge', id], b.env, CLI_MS);
  t.equal(wrong.code, 1);
  t.match(wrong.stderr, /invalid: the code is wrong or expired/);
  await waitFor(async () => (await a.pending()).some((c) => c.id === id && c.attempts === 1), 'alpha counts the wrong code given on beta', 10_000);
  t.same(find(a.dir, 'proof-1.txt'), [], 'nothing ran while the call waits');

  const code = totp(key, Date.now() / 1000);
  const right = await svc(['otp', 'verify', code, '--challenge', id], b.env, CLI_MS);
  t.equal(right.code, 0, right.stderr);
  t.match(right.stdout, /^valid: 1 waiting call\(s\) run/);
  const answered = await first;
  t.match(answered.body.response, /^done: exit 0\nstdout:\nwrote\n/, 'the shell ran on alpha after the code given on beta');
  t.equal(find(a.dir, 'proof-1.txt').length, 1);
  t.same(find(b.dir, 'proof-1.txt'), [], 'on alpha only');
  t.ok(a.d.lines.some((l) => l.msg === 'a one-time-password challenge was answered on instance beta' && l.challenge === id), 'alpha logs where its challenge was answered');

  // A call waiting on beta: the code already used (on beta, for alpha's call) is refused on alpha, and counts; a second
  // wrong code refuses the call (challenge_max_attempts = 2), which never runs.
  const second = b.chat('run 2');
  const other = String((await b.d.waitFor((l) => /a gated tool call waits for a one-time password/.test(String(l.msg)), 15_000)).challenge);
  await waitFor(async () => (await a.pending()).some((c) => c.id === other && c.instance === 'beta'), 'alpha lists beta\'s challenge', 10_000);
  const replay = await send(a.gateway, '/api/otp/verify', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, challenge: other }) });
  t.match(replay.body, { valid: false, reason: 'the code was already used', answered: [], refused: [] }, 'a code used on beta is refused on alpha');
  const again = await svc(['otp', 'verify', '999999', '--challenge', other, '--json'], a.env, CLI_MS);
  t.match(JSON.parse(again.stdout), { valid: false, refused: [other] });
  t.match((await second).body.response, /the call needs a one-time password: 2 wrong codes \(security\.otp\.challenge_max_attempts = 2\), 2 of them given on other instances/);
  t.same(find(b.dir, 'proof-2.txt'), [], 'the refused call did not run');
  t.notOk([...a.d.lines, ...b.d.lines].some((l) => JSON.stringify(l).includes(code)), 'no code in either log');
});

t.test('a sender\'s code arriving at beta answers the call waiting on alpha and never reaches beta\'s model, history or memory', async (t) => {
  const key = Buffer.from('otp-shared-channel-key!');
  const { a, b, db, got } = await pair(t, key, ['token_ttl_secs = 90', 'challenge_max_attempts = 3']);
  await a.post('alice', 'please run 3', 't1');
  await waitFor(() => got.some((m) => /one-time password is needed before the assistant runs shell/.test(m.content) && m.recipient === 'alice'), 'alpha asks alice', 30_000);
  const id = (await a.pending())[0]!.id;
  await waitFor(async () => (await b.pending()).some((c) => c.id === id), 'beta knows alpha\'s challenge', 10_000);
  const modelCalls = b.llm.requests.length;

  // Bob in the same thread, and a wrong code from alice, both through beta: withheld; only alice's counts.
  await b.post('bob', '111111', 't1');
  await b.post('alice', '000000', 't1');
  await waitFor(async () => (await a.pending()).some((c) => c.id === id && c.attempts === 1), 'alice\'s wrong code given on beta counts on alpha', 10_000);
  await waitFor(() => got.some((m) => m.content === 'That code was not accepted; 2 attempt(s) left.' && m.recipient === 'alice'), 'alpha tells alice', 10_000);
  t.same(find(a.dir, 'proof-3.txt'), [], 'nothing ran yet');

  const code = totp(key, Date.now() / 1000);
  await b.post('alice', code, 't1');
  await waitFor(() => got.some((m) => m.content === 'Code accepted.' && m.recipient === 'alice'), 'alpha tells alice the code was accepted', 10_000);
  await waitFor(() => got.some((m) => /^done: exit 0/.test(m.content) && m.recipient === 'alice'), 'alpha answers the turn', 30_000);
  t.equal(find(a.dir, 'proof-3.txt').length, 1, 'the gated call ran on alpha');
  t.equal(b.llm.requests.length, modelCalls, 'beta\'s model got none of the three code-shaped messages');
  t.ok(b.d.lines.some((l) => l.msg === 'a code-shaped message for a conversation whose call waits (or waited) on another instance answers nothing here; it was withheld' && l.sender === 'bob'), 'beta withheld bob\'s code-shaped message');

  // Canary: the code is in no model request, no row of the shared database (history, memory) and no log line.
  t.notOk([...a.llm.requests, ...b.llm.requests].some((r) => JSON.stringify(r.body).includes(code)), 'no model saw the code');
  t.notOk([...a.d.lines, ...b.d.lines].some((l) => JSON.stringify(l).includes(code)), 'no log line holds the code');
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  t.teardown(() => client.end());
  const tables = (await client.query<{ s: string; n: string }>("SELECT table_schema AS s, table_name AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')")).rows;
  t.ok(tables.some((r) => r.n === 'svc_otp_pending'), 'the shared table exists (the scan covers it)');
  for (const { s, n } of tables) {
    const hits = await client.query(`SELECT 1 FROM "${s}"."${n}" AS x WHERE x::text LIKE $1 LIMIT 1`, [`%${code}%`]);
    t.equal(hits.rowCount, 0, `no row of ${s}.${n} holds the code`);
  }

  // Positive control: a code-shaped message in a conversation where nothing waits is an ordinary message on beta.
  await b.post('carol', '424242', 't9');
  await waitFor(() => b.llm.requests.length > modelCalls, 'beta\'s model answers carol', 30_000);
  t.ok(JSON.stringify(b.llm.requests.at(-1)!.body).includes('424242'), 'the control reaches the model, so the check above can fail');
});
