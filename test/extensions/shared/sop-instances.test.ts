// Two real daemons sharing SOP runs on one PostgreSQL (and one Redis): a run started on one is approved on the other;
// the instance holding its claim executes it; killed mid-step, the other takes the run over once the lease has run out
// and finishes it. A run rejected on the other instance ends there too.
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

t.test('approved on the other instance, then taken over after its instance is killed mid-step, the run completes', async (t) => {
  const model = await heldModel(t);
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
    return { d, url: String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '') };
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

  // Approved on beta: alpha, which holds the claim, runs the first step.
  const id = await dispatch(a);
  await waitFor(async () => (await runOn(b, id)).status === 'pending_approval', 'beta to see the run waiting');
  t.match(await send(b.url, `/api/sop/runs/${id}/approve`, { method: 'POST' }), { status: 200, body: { status: 'running' } });
  await waitFor(() => model.held.length === 1, 'alpha to start step 1 after the approval made on beta');
  t.notOk(logged(b.d, 'resuming the run at its step', id), 'beta does not run it: alpha holds the claim');

  // Alpha dies mid-step: after the lease, beta takes the run over and finishes it.
  const killedAt = Date.now();
  a.d.child.kill('SIGKILL');
  await a.d.exited;
  model.answerAll('done');
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

  // PostgreSQL gone: a dispatch fails closed (503, Retry-After, nothing started); back: served without a restart.
  await postgres.stop();
  const down = await send(b.url, '/sop/deploy', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-idempotency-key': 'pg-down-1' }, body: '{"release":"8"}' });
  t.match(down, { status: 503, body: { error: 'state_unavailable', message: /PostgreSQL postgres:\/\/127\.0\.0\.1:\d+\/\S+/ } }, 'a dispatch that cannot be recorded is refused');
  t.ok(Number(down.headers['retry-after']) >= 1, 'with Retry-After');
  await postgres.start();
  await waitFor(async () => (await send(b.url, '/sop/deploy', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-idempotency-key': 'pg-down-1' }, body: '{"release":"8"}' })).status === 200, 'beta to dispatch again once PostgreSQL is back', 20_000);
  const retried = await send(b.url, '/sop/deploy', { headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-idempotency-key': 'pg-down-1' }, body: '{"release":"8"}' });
  t.match(retried, { status: 200, body: { status: 'duplicate' } }, 'the refused attempt released its key: the retry that went through reserved it');
});
