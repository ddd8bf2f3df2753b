// SOP approvals and rejections land in the audit trail (when the audit extension is loaded): the run, the SOP and who.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAuditExtension } from '../../../extensions/audit/index.js';
import { canonicalJson } from '../../../extensions/sop/api.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { SOP_CONFIG, writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';

t.test('an approval and a rejection are audited', async (t) => {
  const dir = tempConfigDir(t);
  writeSop(dir, 'deploy', { mode: 'supervised', maxConcurrent: 2 });
  const clock = manualClock();
  const h = await startAgent(t, SOP_CONFIG, { dir, sopClock: clock, extensions: [createAuditExtension()] });
  const start = async () => (await h.sop.dispatch({ topic: '/sop/deploy', payload: canonicalJson({}), source: 'webhook' }))[0]!.run_id!;
  const [a, b] = [await start(), await start()];
  await waitFor(async () => (await h.sop.run(a))?.status === 'pending_approval' && (await h.sop.run(b))?.status === 'pending_approval', 'both runs wait');
  await h.sop.approve(a, 'cli');
  await h.sop.reject(b, '127.0.0.1');
  const events = readFileSync(join(dir, 'audit.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  t.match(events, [
    { seq: 1, event: 'sop.approved', sop: 'deploy', run_id: a, by: 'cli' },
    { seq: 2, event: 'sop.rejected', sop: 'deploy', run_id: b, by: '127.0.0.1' },
  ]);
});
