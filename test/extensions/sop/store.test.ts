// The SOP run stores of one daemon, in memory and on a real SQLite file: the behaviour every RunStore owes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { MemoryRunStore, SqliteRunStore } from '../../../extensions/sop/store.js';
import { runStoreContract } from '../../helpers/run-store-contract.js';

t.test('in memory', async (t) => runStoreContract(t, async () => new MemoryRunStore()));

t.test('on SQLite', async (t) =>
  runStoreContract(t, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-sop-store-'));
    const store = await SqliteRunStore.open(join(dir, 'runs.db'));
    t.teardown(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return store;
  }),
);
