// The PostgreSQL helper itself: a query works, each database() is its own, stop and start keep the data, and teardown
// leaves no process behind (the postmaster nor a backend).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import t from 'tap';
import { startPostgres } from './postgres.js';

const server = await startPostgres(t);

/** A connected client, ended at the test's end. A connection the server cuts is expected here, not a crash. */
async function connect(t: { teardown(fn: () => unknown): void }, url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  t.teardown(() => c.end().catch(() => {}));
  return c;
}

/** Whether a process with that pid exists (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

t.test('a query works on a fresh database', async (t) => {
  const url = await server.database();
  t.match(url, new RegExp(`^postgres://svc@127\\.0\\.0\\.1:${server.port}/\\w+$`));
  const c = await connect(t, url);
  const { rows } = await c.query('SELECT 1 + 1 AS two, current_user AS who');
  t.same(rows, [{ two: 2, who: 'svc' }]);
});

t.test('each database() is its own', async (t) => {
  const [a, b] = [await server.database(), await server.database()];
  t.not(a, b);
  const ca = await connect(t, a);
  const cb = await connect(t, b);
  await ca.query('CREATE TABLE items (name text)');
  await ca.query("INSERT INTO items VALUES ('only in a')");
  t.same((await cb.query("SELECT to_regclass('items') AS found")).rows, [{ found: null }], 'b has no table items');
  await cb.query('CREATE TABLE items (name text)');
  t.same((await cb.query('SELECT count(*)::int AS n FROM items')).rows, [{ n: 0 }]);
});

t.test('stop and start keep the port and the data', async (t) => {
  const url = await server.database();
  const before = new pg.Client({ connectionString: url });
  await before.connect();
  await before.query('CREATE TABLE kept (n int)');
  await before.query('INSERT INTO kept VALUES (42)');
  await before.end();

  await server.stop();
  const refused = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  refused.on('error', () => {});
  await t.rejects(refused.connect(), 'nothing answers while stopped');

  await server.start();
  t.equal(server.url(), `postgres://svc@127.0.0.1:${server.port}/postgres`);
  const after = await connect(t, url);
  t.same((await after.query('SELECT n FROM kept')).rows, [{ n: 42 }]);
});

t.test('teardown leaves no process and no directory', async (t) => {
  let postmaster = 0;
  let backend = 0;
  let dataDir = '';
  await t.test('a server of its own, with a client still connected at its end', async (t) => {
    const own = await startPostgres(t);
    const c = await connect(t, own.url());
    dataDir = (await c.query('SHOW data_directory')).rows[0].data_directory;
    postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    backend = (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    t.ok(alive(postmaster) && alive(backend), `postmaster ${postmaster} and backend ${backend} run`);
  });
  t.notOk(alive(postmaster), `postmaster ${postmaster} is gone`);
  t.notOk(alive(backend), `backend ${backend} is gone`);
  t.notOk(existsSync(dataDir), 'the data directory is removed');
});
