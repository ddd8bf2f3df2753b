// The in-memory state store alone, on a fake clock: the behaviour every StateStore owes (GCRA limits, bounded
// least-recently-seen tables, lockouts, idempotency reservations, pairing codes).
import t from 'tap';
import { MemoryStateStore } from '../../../extensions/gateway/state.js';
import { stateStoreContract } from '../../helpers/state-contract.js';

stateStoreContract(t, async () => {
  const clock = { now: 1_000_000 };
  return { clock, store: new MemoryStateStore(() => clock.now) };
});
