// Every SQLite state file of a running daemon (conversations.db, runs.db, cron.db and their -wal and -shm files) is
// 0600 under a permissive umask, and a file an earlier release left 0644 is tightened at start.
import t from 'tap';
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { SOP_CONFIG, writeSop } from '../../helpers/sops.js';

// The daemon inherits it: without the fix SQLite creates the files 0644 under it.
process.umask(0o022);

const DATABASES = [join('state', 'conversations.db'), join('state', 'sop', 'runs.db'), join('state', 'cron', 'cron.db')];
const mode = (file: string) => statSync(file).mode & 0o777;

async function running(t: Parameters<typeof tempConfigDir>[0], dir: string) {
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(async () => {
    d.child.kill('SIGTERM');
    await d.exited;
  });
  await d.waitFor((l) => l.msg === 'ready');
  return d;
}

t.test('a daemon under umask 022 creates every database, -wal and -shm file 0600', async (t) => {
  const dir = tempConfigDir(t, SOP_CONFIG);
  writeSop(dir, 'deploy');
  await running(t, dir);
  for (const db of DATABASES) {
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(dir, 'data', `${db}${suffix}`);
      t.ok(existsSync(file), `${db}${suffix} exists while the daemon runs`);
      t.equal(mode(file).toString(8), '600', `${db}${suffix}`);
    }
  }
});

t.test('databases an earlier release left 0644 are tightened to 0600 at start', async (t) => {
  const dir = tempConfigDir(t, SOP_CONFIG);
  writeSop(dir, 'deploy');
  for (const db of DATABASES) {
    mkdirSync(join(dir, 'data', db, '..'), { recursive: true });
    writeFileSync(join(dir, 'data', db), '');
    chmodSync(join(dir, 'data', db), 0o644);
  }
  await running(t, dir);
  for (const db of DATABASES) {
    for (const suffix of ['', '-wal', '-shm']) t.equal(mode(join(dir, 'data', `${db}${suffix}`)).toString(8), '600', `${db}${suffix}`);
  }
});
