// The behaviour every SOP RunStore owes (memory, SQLite, PostgreSQL): records round-trip and update in place, lists
// newest first, the active ones, the last finish per SOP, and pruning that keeps the newest finished runs and every
// active one. Run by each store's test.
import type { Test } from 'tap';
import type { RunRecord, RunStatus } from '../../extensions/sop/api.js';
import type { RunStore } from '../../extensions/sop/store.js';

export function record(id: string, sop: string, created_at: number, status: RunStatus = 'running', finished_at?: number): RunRecord {
  return {
    id,
    sop,
    status,
    trigger: { source: 'webhook', topic: `/sop/${sop}` },
    payload: '{"release":"1"}',
    created_at,
    updated_at: created_at,
    ...(finished_at === undefined ? {} : { finished_at }),
    current_step: 0,
    retries: 0,
    guard: { unsafe: false, score: 0, findings: [], mode: 'warn' },
    steps: [{ number: 1, title: 'check', status: 'pending', attempts: 0 }],
  };
}

export function runStoreContract(t: Test, make: (t: Test) => Promise<RunStore>): void {
  t.test('save and get round-trip a record; a second save updates it in place', async (t) => {
    const store = await make(t);
    const run = record('run_a', 'deploy', 100);
    await store.save(run);
    t.same(await store.get('run_a'), run);
    run.status = 'pending_approval';
    run.awaiting = { step: 0, since: 150 };
    run.steps[0]!.output = 'ü € 😀';
    await store.save(run);
    t.same(await store.get('run_a'), run, 'updated, text kept exactly');
    t.equal((await store.list()).length, 1);
    t.equal(await store.get('run_nope'), undefined);
  });

  t.test('list is newest first, per SOP on request; active holds running and waiting runs only', async (t) => {
    const store = await make(t);
    await store.save(record('r1', 'deploy', 100, 'completed', 110));
    await store.save(record('r2', 'deploy', 200, 'pending_approval'));
    await store.save(record('r3', 'other', 300, 'running'));
    await store.save(record('r4', 'deploy', 400, 'failed', 410));
    t.same((await store.list()).map((r) => r.id), ['r4', 'r3', 'r2', 'r1']);
    t.same((await store.list('deploy')).map((r) => r.id), ['r4', 'r2', 'r1']);
    t.same((await store.active()).map((r) => r.id).sort(), ['r2', 'r3']);
    t.equal(await store.lastFinished('deploy'), 410);
    t.equal(await store.lastFinished('other'), undefined, 'none finished yet');
  });

  t.test('prune keeps the newest finished runs and every active one', async (t) => {
    const store = await make(t);
    for (let i = 0; i < 5; i++) await store.save(record(`f${i}`, 'deploy', i * 10, 'completed', i * 10 + 5));
    await store.save(record('live', 'deploy', 1, 'running'));
    t.equal(await store.prune(2), 3);
    t.same((await store.list()).map((r) => r.id), ['f4', 'f3', 'live']);
    t.equal(await store.prune(2), 0, 'nothing more to prune');
  });
}
