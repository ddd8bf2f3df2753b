// The memory backends' shared behaviour (test/helpers/memory-store-contract.ts) on the SQLite store: one file per agent.
import t from 'tap';
import { MemoryService } from '../../../extensions/memory/service.js';
import { memoryStoreContract } from '../../helpers/memory-store-contract.js';

const silent = { warn() {}, info() {}, debug() {}, error() {} } as never;

memoryStoreContract(t, async (t, settings, now, fetcher) => {
  const m = new MemoryService(() => settings, t.testdir(), silent, now, fetcher ? { fetcher } : {});
  t.teardown(() => m.close());
  return m;
});
