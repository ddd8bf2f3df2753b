// The cron store on real SQLite files: the behaviour every CronStore owes (test/helpers/cron-store-contract.ts), and
// what is SQLite's own: file modes, WAL, reopening, schema versions.
import t from 'tap';
import Sqlite from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteCronStore, type Job } from '../../../extensions/cron/store.js';
import { cronStoreContract, shell } from '../../helpers/cron-store-contract.js';

type T = { teardown(fn: () => void): void };

/** A database path two missing directories deep, as under `<data dir>/state/cron/`. */
function dbFile(t: T): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-cron-store-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'state', 'cron', 'cron.db');
}

async function open(t: T, file: string): Promise<SqliteCronStore> {
  const store = await SqliteCronStore.open(file);
  t.teardown(() => store.close());
  return store;
}

/** A second connection, to look at or tamper with what the store wrote. */
function raw(t: T, file: string): Sqlite.Database {
  const db = new Sqlite(file);
  t.teardown(() => db.close());
  return db;
}

const LEASE = { instance: 'test', until: 0 };

const runCount = (db: Sqlite.Database, job: string) => (db.prepare('SELECT COUNT(*) AS n FROM runs WHERE job_id = ?').get(job) as { n: number }).n;

t.test('open creates a 0700 directory and a 0600 WAL database', async (t) => {
  const file = dbFile(t);
  const store = await open(t, file);
  t.equal(statSync(join(file, '..')).mode & 0o777, 0o700);
  t.equal(statSync(file).mode & 0o777, 0o600);
  await store.add(shell('a'), 1);
  t.equal(statSync(`${file}-wal`).mode & 0o777, 0o600, 'SQLite gives the -wal file the database mode');
  const db = raw(t, file);
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  t.equal(db.pragma('user_version', { simple: true }), 1);
});

cronStoreContract(t, async (t) => {
  const file = dbFile(t);
  const store = await open(t, file);
  return {
    store,
    runCount: async (job) => runCount(raw(t, file), job),
    tamper: async (job) => void raw(t, file).prepare(`UPDATE jobs SET command = 'tampered', enabled = 0 WHERE id = ?`).run(job),
  };
});

t.test('reopening the file keeps jobs, plans and history', async (t) => {
  const file = dbFile(t);
  const first = await SqliteCronStore.open(file);
  await first.add(shell('imp', { allowed_tools: ['a'] }), 1);
  await first.sync([shell('decl', { schedule: { kind: 'at', at: '2026-01-01T00:00:00Z' } })], 2);
  await first.schedule('imp', 12345);
  await first.markDone('decl', 3);
  const run = await first.startRun('imp', 'manual', 4, LEASE);
  await first.finishRun(run.id, { status: 'ok', output: 'out', error: null }, 9, 10);
  await first.startRun('imp', 'schedule', 10, LEASE);
  const jobs = await first.jobs();
  const history = await first.history('imp');
  await first.close();

  const second = await open(t, file);
  t.strictSame(await second.jobs(), jobs);
  t.equal(jobs.length, 2);
  t.match(await second.job('decl'), { done: true, source: 'declarative' } satisfies Partial<Job>);
  t.strictSame(await second.history('imp'), history);
  t.equal(history.length, 2);
});

t.test('a database from a newer schema version is refused and left alone', async (t) => {
  const file = dbFile(t);
  await (await SqliteCronStore.open(file)).close();
  const db = new Sqlite(file);
  db.pragma('journal_mode = DELETE');
  db.pragma('user_version = 2');
  db.close();
  await t.rejects(SqliteCronStore.open(file), new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*schema version 2, newer`));
  const after = raw(t, file);
  t.equal(after.pragma('journal_mode', { simple: true }), 'delete', 'not switched to WAL');
  t.equal(existsSync(`${file}-wal`), false);
});
