// Two real daemons sharing SOP runs and webhook-channel replies on one PostgreSQL (and one Redis): a run started on one
// is approved on the other; the instance holding its claim executes it; killed mid-step (and mid-delivery of a reply),
// the other takes the run and the reply over once the lease has run out and finishes both. A run rejected on the other
// instance ends there too; with PostgreSQL gone a dispatch fails closed, and is served again once it is back.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { daemon, type Daemon } from '../../helpers/cli.js';
import { heldModel } from '../../helpers/held-model.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';
import { writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';

const SECRET = 'sop-instances-secret';
const LEASE_SECS = 3;
const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);

/** Where the channel's replies go: holds each request until `open()`, then answers every one (held ones too) 200. */
async function receiver(t: { teardown(fn: () => unknown): void }) {
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  const held: ServerResponse[] = [];
  let answering = false;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      if (answering) res.writeHead(200).end();
      else held.push(res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`,
    got,
    open() {
      answering = true;
      for (const res of held.splice(0)) if (!res.destroyed) res.writeHead(200).end();
    },
  };
}

t.test('approved on the other instance, then taken over after its instance is killed mid-step, the run completes', async (t) => {
  const model = await heldModel(t);
  const inbox = await receiver(t);
  const db = await postgres.database();
  const start = async (id: string) => {
    const toml = [
      '[gateway]',
      'require_pairing = false',
      `webhook_secret = "${SECRET}"`,
      '[sop]',
      'sops_dir = "sops"',
      '[providers.models.openai.m]',
      `base_url = "${model.url}"`,
      'model = "m"',
      'timeout_secs = 60',
      'max_retries = 0',
      '[shared]',
      'enabled = true',
      `instance_id = "${id}"`,
      `lease_secs = ${LEASE_SECS}`,
      '[channels.webhook.main]',
      `secret = "${SECRET}"`,
      'host = "127.0.0.1"',
      'port = 0',
      `send_url = "${inbox.url}"`,
      'max_retries = 20',
      'retry_base_delay_ms = 200',
      'retry_max_delay_ms = 500',
      '',
    ].join('\n');
    const dir = tempConfigDir(t, toml);
    writeSop(dir, 'deploy', { mode: 'supervised', steps: ['check', 'ship'], maxConcurrent: 10 });
    const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir, SVC_shared__redis_url: redis.url, SVC_shared__postgres_url: db });
    t.teardown(async () => {
      d.child.kill('SIGKILL');
      await d.exited;
    });
    await d.waitFor((l) => l.msg === 'ready');
    const listening = (pred: (l: Record<string, unknown>) => boolean) => String(d.lines.find((l) => l.msg === 'listening' && pred(l))!.url);
    return { d, url: listening((l) => l.ext === 'gateway').replace(/\/$/, ''), channel: listening((l) => l.channel === 'webhook.main') };
  };
  const [a, b] = await Promise.all([start('alpha'), start('beta')]);
  const dispatch = async (on: { url: string }) => {
    const r = await send(on.url, '/sop/deploy', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET }, body: '{"release":"7"}' });
    t.equal(r.status, 200);
    return String(r.body.results[0].run_id);
  };
  const runOn = async (on: { url: string }, id: string) => (await send(on.url, `/api/sop/runs/${id}`, { method: 'GET' })).body;
  const logged = (d: Daemon, msg: string, id: string) => d.lines.some((l) => l.msg === msg && l.run_id === id);

  // Rejected on the other instance: the run ends, and the instance that held it lets it go.
  const rejected = await dispatch(a);
  await waitFor(async () => (await runOn(b, rejected)).status === 'pending_approval', 'beta to see the run alpha started waiting');
  t.match(await send(b.url, `/api/sop/runs/${rejected}/reject`, { method: 'POST' }), { status: 200, body: { status: 'rejected', decided_by: /^api:/ } });
  t.match(await send(b.url, `/api/sop/runs/${rejected}/reject`, { method: 'POST' }), { status: 409, body: { error: 'conflict' } }, 'decided once');
  await waitFor(async () => ((await send(a.url, '/api/status', { method: 'GET' })).body.sections.sop.waiting_for_approval as unknown[]).length === 0, 'alpha to let the rejected run go');
  t.equal(model.held.length, 0, 'no step of the rejected run ran');

  // A message to alpha's channel: its reply is on its way to the receiver, which holds it.
  const message = JSON.stringify({ content: 'status?', sender: 'ops' });
  const signed = await fetch(a.channel, { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-signature': `sha256=${createHmac('sha256', SECRET).update(message).digest('hex')}` }, body: message });
  t.equal(signed.status, 200);
  await waitFor(() => model.held.length === 1, 'alpha to ask the model for the reply');
  model.release('all green');
  await waitFor(() => inbox.got.length === 1, 'alpha to send the reply (held by the receiver)');
  const deliveryId = inbox.got[0]!.headers['x-webhook-delivery-id'];
  t.match(deliveryId, /^[0-9a-f-]{36}$/);

  // Approved on beta: alpha, which holds the claim, runs the first step.
  const id = await dispatch(a);
  await waitFor(async () => (await runOn(b, id)).status === 'pending_approval', 'beta to see the run waiting');
  t.match(await send(b.url, `/api/sop/runs/${id}/approve`, { method: 'POST' }), { status: 200, body: { status: 'running' } });
  await waitFor(() => model.held.length === 1, 'alpha to start step 1 after the approval made on beta');
  t.notOk(logged(b.d, 'resuming the run at its step', id), 'beta does not run it: alpha holds the claim');

  // Alpha dies mid-step and mid-delivery: after the lease, beta takes the run and the reply over and finishes both.
  const killedAt = Date.now();
  a.d.child.kill('SIGKILL');
  await a.d.exited;
  model.answerAll('done');
  inbox.open();
  await waitFor(() => logged(b.d, 'taking over a run whose instance stopped renewing its claim', id), 'beta to take the run over', 20_000);
  t.ok(Date.now() - killedAt >= (LEASE_SECS - 1) * 1000, 'not before the lease ran out');
  await waitFor(async () => (await runOn(b, id)).status === 'completed', 'the run to complete on beta', 20_000);
  const run = await runOn(b, id);
  t.match(run, { status: 'completed', retries: 1, decided_by: /^api:/ });
  t.same(
    run.steps.map((s: { status: string }) => s.status),
    ['completed', 'completed'],
  );
  t.ok(logged(b.d, 'run completed', id), 'beta completed it');
  await waitFor(() => inbox.got.length >= 2, 'beta to send the reply alpha could not finish', 20_000);
  t.match(inbox.got.at(-1), { headers: { 'x-webhook-delivery-id': deliveryId }, body: /"content":"all green"/ }, 'the same reply, with its delivery id, so a receiver can drop a repeat');
  t.ok(b.d.lines.some((l) => l.msg === 'taking over a reply whose instance stopped sending it' && l.delivery_id === deliveryId), 'beta says it took the reply over');

  // PostgreSQL gone: a dispatch fails closed (503, Retry-After, nothing started); back: served without a restart.
  await postgres.stop();
  const down = await send(b.url, '/sop/deploy', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-idempotency-key': 'pg-down-1' }, body: '{"release":"8"}' });
  t.match(down, { status: 503, body: { error: 'state_unavailable' } }, 'a dispatch that cannot be recorded is refused');
  t.notMatch(down.body.message, /127\.0\.0\.1|postgres:/, 'without the address of the database');
  t.ok(Number(down.headers['retry-after']) >= 1, 'with Retry-After');
  await postgres.start();
  await waitFor(async () => (await send(b.url, '/sop/deploy', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-idempotency-key': 'pg-down-1' }, body: '{"release":"8"}' })).status === 200, 'beta to dispatch again once PostgreSQL is back', 20_000);
  const retried = await send(b.url, '/sop/deploy', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-idempotency-key': 'pg-down-1' }, body: '{"release":"8"}' });
  t.match(retried, { status: 200, body: { status: 'duplicate' } }, 'the refused attempt released its key: the retry that went through reserved it');
});
