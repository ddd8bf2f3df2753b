// The shared approvals table alone, on a real PostgreSQL: another instance answers a call once (never its own
// instance's rows, never after expiry), rows are pruned at expiry and at the owner's shutdown; and the Approvals of two
// instances over it: one lists the other's call (with its instance) and answers it, and the owner's call runs or is
// refused with the reason; an answer for no call anywhere is false.
import t from 'tap';
import { Approvals } from '../../../extensions/risk/approvals.js';
import { SharedApprovals } from '../../../extensions/risk/shared.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';
import { waitFor } from '../../helpers/wait.js';

const NOW = 1_800_000_000_000;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;
const pending = (id: string, expires_at = NOW + 60_000) => ({
  id, agent: 'ops', channel: 'cli', tool: 'file_write', summary: '{"path":"f.txt"}', risk_profile: 'reviewed', level: 'high', created_at: NOW, expires_at,
});

const postgres = await startPostgres(t);

t.test('the table: answered once by another instance, never after expiry; pruned at expiry and shutdown', async (t) => {
  const url = await postgres.database();
  const alpha = await SharedApprovals.open(await sharedHandle(t, url), 'alpha');
  const beta = await SharedApprovals.open(await sharedHandle(t, url), 'beta');
  await alpha.publish(pending('apr_a'));
  t.match(await beta.all(NOW), [{ id: 'apr_a', instance: 'alpha', summary: '{"path":"f.txt"}' }]);
  t.equal(await alpha.answer('apr_a', { ok: true, by: 'cli' }, NOW), false, 'an instance does not answer its own calls through the table');
  t.equal(await beta.answer('apr_a', { ok: false, by: 'cli', reason: 'no' }, NOW), true);
  t.equal(await beta.answer('apr_a', { ok: true, by: 'cli' }, NOW), false, 'answered once');
  t.match((await alpha.all(NOW))[0]?.answer, { ok: false, by: 'cli', reason: 'no', instance: 'beta' });
  await alpha.publish(pending('apr_b', NOW + 1000));
  t.equal(await beta.answer('apr_b', { ok: true, by: 'cli' }, NOW + 1000), false, 'an expired call is not answered');
  t.ok((await beta.all(NOW + 1000)).some((r) => r.id === 'apr_b'), 'kept until its expiry');
  t.notOk((await beta.all(NOW + 1001)).some((r) => r.id === 'apr_b'), 'then pruned');
  await alpha.removeMine();
  t.same(await beta.all(NOW), [], 'the owner\'s shutdown removes its rows');
});

t.test('two instances: a call waiting on alpha is listed and answered on beta', async (t) => {
  const url = await postgres.database();
  const clock = { now: () => Date.now(), sleep: (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('aborted'))), { once: true });
  }) };
  const alpha = new Approvals({ logger: silent, clock });
  const beta = new Approvals({ logger: silent, clock });
  alpha.share(await SharedApprovals.open(await sharedHandle(t, url), 'alpha'));
  beta.share(await SharedApprovals.open(await sharedHandle(t, url), 'beta'));
  t.teardown(async () => {
    alpha.close('test over');
    beta.close('test over');
    await Promise.all([alpha.unshare(), beta.unshare()]);
  });
  const request = (tool: string) => alpha.request({ agent: 'ops', channel: 'cli', tool, arguments: { path: 'f.txt' }, profile: 'reviewed', level: 'high', timeoutSecs: 30 }).then(() => 'ran', (e: Error) => e.message);

  const first = request('file_write');
  await waitFor(() => beta.pending().length === 1, 'beta lists alpha\'s call', 10_000);
  const [listed] = beta.pending();
  t.match(listed, { instance: 'alpha', tool: 'file_write', summary: '{"path":"f.txt"}' });
  t.match(alpha.pending(), [{ id: listed!.id, instance: 'alpha' }]);
  t.equal(await beta.answerAny('apr_000000000000', true, 'cli'), false, 'an id no call waits under answers nothing');
  t.equal(await beta.answerAny(listed!.id, true, 'cli'), true);
  t.equal(await first, 'ran', 'approved on beta, it runs on alpha');
  t.equal(await beta.answerAny(listed!.id, true, 'cli'), false, 'answered once');

  const second = request('shell');
  await waitFor(() => beta.pending().some((p) => p.tool === 'shell'), 'beta lists the second call', 10_000);
  const id = beta.pending().find((p) => p.tool === 'shell')!.id;
  t.equal(await beta.answerAny(id, false, 'api:127.0.0.1', 'not today'), true);
  t.match(await second, /denied by api:127\.0\.0\.1 on instance beta: not today/);
  await waitFor(() => !beta.pending().length, 'the ended calls leave beta\'s list', 10_000);
});
