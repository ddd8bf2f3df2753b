// Scheduled backups: a cron task of the cron extension's scheduler (an injected clock), shown in the daemon's status.
import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const backups = (dir: string) => {
  try {
    return readdirSync(join(dir, 'data', 'state', 'backups'));
  } catch {
    return [];
  }
};

t.test('schedule_cron takes a backup when due, through the cron scheduler; enabled = false takes none', async (t) => {
  const dir = tempConfigDir(t);
  const clock = manualClock(Date.parse('2027-01-15T08:59:30Z'));
  // A job due at the same time as the backup: the positive control that the scheduler went past 09:00.
  const tick = '[cron.tick]\ncommand = "true"\nschedule = { kind = "cron", expr = "0 9 * * *" }\n';
  const h = await startAgent(t, `${tick}[backup]\nenabled = false\nschedule_cron = "0 9 * * *"\nschedule_timezone = "UTC"\n`, { dir, cronClock: clock });
  await clock.advance(60_000);
  await waitFor(() => h.logs.some((l) => l.msg === 'cron run finished' && l.job === 'tick'), 'the 09:00 job');
  t.same(backups(dir), [], 'disabled: no backup at 09:00');
  t.notOk(h.logs.some((l) => l.msg === 'cron task started'));

  // Enabled by a live change: the next 09:00 takes one.
  await h.store.set({ 'backup.enabled': true }, 'test');
  await clock.advance(24 * 3_600_000);
  await waitFor(() => h.logs.some((l) => l.msg === 'backup created'), 'the scheduled backup');
  const made = h.logs.find((l) => l.msg === 'backup created')!;
  t.match(made, { ext: 'backup', backup: /^svc-backup-\d{8}T\d{9}Z\.tar\.gz$/ });
  t.same(backups(dir), [made.backup]);
  t.ok(h.logs.some((l) => l.msg === 'cron task started' && l.task === 'backup'));
  const status = (await h.control('daemon.status')) as { sections: Record<string, unknown> };
  t.match(status.sections.backup, { schedule: '0 9 * * * (UTC)', last: { name: made.backup } });
});
