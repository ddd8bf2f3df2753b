// A real PostgreSQL server (Debian's package, which .ci/run installs) for one test file: a fresh cluster in a temporary
// directory (a copy of one initdb'd template, see template()), on a free port of 127.0.0.1, with durability off for
// speed; stopped by its pid at teardown. `database()` gives each test its own empty database on the one server; `stop`
// and `start` again on the same port and data directory let a test take PostgreSQL away and bring it back with its data.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { freePort } from './ports.js';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Writable } from 'node:stream';
import type { SharedPostgres } from '../../extensions/instances/api.js';
import { openPostgres } from '../../extensions/instances/postgres.js';
import { LogRoot } from '../../kernel/logger.js';
import { waitFor } from './wait.js';

export interface PostgresServer {
  readonly port: number;
  /** The URL of one database of the server (default `postgres`), as the superuser `svc`, who needs no password. */
  url(db?: string): string;
  /** Creates a new empty database and returns its URL, so the tests of a file do not see each other's tables. */
  database(): Promise<string>;
  /** Stops the server (SIGINT: fast shutdown, clients are cut off) and waits for its exit; SIGKILL if it hangs. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory (after stop): the data is still there. */
  start(): Promise<void>;
}

const USER = 'svc';

/** Whether a folder holds both programs the helper runs. */
const hasServer = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));

/**
 * The folder of initdb and postgres: pg_config's, else the newest of Debian's /usr/lib/postgresql/<version>/bin, else
 * initdb's on PATH. Debian puts neither program on PATH, and its pg_config may come from libpq-dev alone and name a
 * folder without a server, hence the checks. .ci/run looks in the last two (Debian's pg_config names one of the first).
 */
export function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (dir && hasServer(dir)) return dir;
  } catch {
    // no pg_config: look in the other places
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v)) : [];
  for (const v of versions.sort((a, b) => Number(b) - Number(a))) if (hasServer(join(root, v, 'bin'))) return join(root, v, 'bin');
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb'))) {
      const real = dirname(realpathSync(join(dir, 'initdb')));
      if (hasServer(real)) return real;
    }
  }
  return undefined;
}

/**
 * Whom initdb and postgres run as. PostgreSQL refuses to run as root, so under root (the tests here; maybe not in CI)
 * they run as Debian's `postgres` system user, through spawn's uid/gid: no wrapper process, so the pid we hold is
 * postgres itself. Otherwise as the current user (undefined: spawn's default).
 */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      "running as root, which PostgreSQL refuses, and there is no 'postgres' user to run it as (Debian's postgresql " +
        'package creates it; .ci/run installs it)',
    );
  }
}

/** Whether the server answers a query (starting up, it accepts TCP but refuses sessions: a connect is not enough). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {}); // a refused or cut connection is an answer of "no", not a crash of the test
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Trust auth and no sync: a throwaway cluster on loopback. The C locale keeps sorting the same on every machine. */
const INITDB = ['-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'];

/**
 * The data directory of a cluster initdb made once per machine (per PostgreSQL build, initdb options and owner), which
 * each server copies: initdb costs ~1 s and a copy ~0.2 s, and a server never writes into the template, only into its
 * copy. It is made under a temporary name and renamed into place whole, so a file running at the same time either finds
 * it complete or makes its own (the loser of the rename drops its copy). It stays in the temp folder as a cache.
 */
async function template(bin: string, user: { uid: number; gid: number } | undefined): Promise<string> {
  const initdb = join(bin, 'initdb');
  const key = createHash('sha256')
    .update(JSON.stringify([realpathSync(initdb), statSync(initdb).mtimeMs, INITDB, user?.uid ?? process.getuid?.()]))
    .digest('hex')
    .slice(0, 16);
  const final = join(tmpdir(), `svc-postgres-template-${key}`);
  // The temp folder is everyone's: a template someone else made (its configuration runs in our server) is refused.
  const owner = user?.uid ?? process.getuid?.();
  const ours = () => {
    const st = statSync(final);
    if (st.uid !== owner || (st.mode & 0o077) !== 0) throw new Error(`${final} is not a template of this user (owner ${st.uid}, mode ${(st.mode & 0o777).toString(8)}): remove it`);
    return final;
  };
  if (existsSync(join(final, 'PG_VERSION'))) return ours();
  const dir = mkdtempSync(join(tmpdir(), 'svc-postgres-template-tmp-'));
  try {
    if (user) chownSync(dir, user.uid, user.gid);
    const data = join(dir, 'data');
    await promisify(execFile)(initdb, ['-D', data, ...INITDB], { cwd: dir, ...user }).catch((err: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`initdb failed: ${err.message}\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    });
    try {
      renameSync(data, final);
    } catch (err) {
      if (!existsSync(join(final, 'PG_VERSION'))) throw err; // not another file's template: a real failure
    }
    return ours();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPostgres(t: { teardown(fn: () => unknown): void }): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      "PostgreSQL's initdb and postgres not found (pg_config --bindir, /usr/lib/postgresql/*/bin, PATH): install " +
        "Debian's postgresql (.ci/run does)",
    );
  }
  const user = runAs();
  // dir (0700, mkdtemp's mode) holds data/, made by initdb, and sock/ for the Unix socket, which would otherwise go to
  // /var/run/postgresql. Under root both belong to the postgres user, who must own the data directory.
  const dir = mkdtempSync(join(tmpdir(), 'svc-postgres-'));
  const data = join(dir, 'data');
  const sock = join(dir, 'sock');
  mkdirSync(sock, { mode: 0o700 });
  if (user) for (const d of [dir, sock]) chownSync(d, user.uid, user.gid);

  let child: ChildProcess | undefined;
  let port = 0;
  let log = '';
  const url = (db = 'postgres') => `postgres://${USER}@127.0.0.1:${port}/${db}`;
  // A child that failed to spawn has no pid and never exits.
  const running = () => child?.pid !== undefined && child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    const proc = child;
    if (!proc || !running()) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGINT');
    // SIGKILL only when fast shutdown hangs: it leaves the backends to notice their postmaster is gone.
    await waitFor(() => !running(), `postgres (pid ${proc.pid}) to exit after SIGINT`, 10_000).catch(() => proc.kill('SIGKILL'));
    await exited;
  };
  // Should the test process exit without its teardown (a crash), do not leave a server running: SIGQUIT is postgres's
  // immediate shutdown, which takes the backends down too, and kill is synchronous, so it works in an 'exit' listener.
  const onExit = () => void (running() && child!.kill('SIGQUIT'));
  process.once('exit', onExit);
  // Registered before anything can fail, so a failed initdb or start leaves nothing behind either.
  t.teardown(async () => {
    process.off('exit', onExit);
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  // The template's copy, owners and modes kept (-a): what initdb would have made, without its ~1 s of bootstrap.
  await promisify(execFile)('cp', ['-a', await template(bin, user), data]).catch((err: { stderr?: string; message: string }) => {
    throw new Error(`copying the initdb'd template failed: ${err.message}\n${err.stderr ?? ''}`);
  });

  const launch = async (): Promise<boolean> => {
    // postgres itself, not pg_ctl, so that the pid we hold and signal is the server's.
    const args = ['-D', data, '-p', String(port), '-k', sock, '-c', 'listen_addresses=127.0.0.1'];
    for (const off of ['fsync', 'synchronous_commit', 'full_page_writes']) args.push('-c', `${off}=off`);
    const proc = spawn(join(bin, 'postgres'), args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...user });
    child = proc;
    let dead = false;
    proc.once('exit', () => void (dead = true));
    proc.once('error', (err) => {
      dead = true;
      log += `spawn failed: ${err.message}\n`;
    });
    proc.stdout!.on('data', (d) => (log = (log + d).slice(-4000)));
    proc.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
    await waitFor(async () => dead || (await answers(url())), `postgres to answer on port ${port}`, 20_000).catch((err: Error) => {
      throw new Error(`${err.message}; postgres said:\n${log}`);
    });
    return !dead;
  };

  // Another process may take the free port before postgres binds it: try a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    port = await freePort();
    if (await launch()) break;
    if (attempt === 4) throw new Error(`postgres did not start:\n${log}`);
  }

  let databases = 0;
  return {
    port,
    url,
    database: async () => {
      const name = `test_${++databases}`;
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop,
    start: async () => {
      if (!(await launch())) throw new Error(`postgres did not start again on port ${port}:\n${log}`);
    },
  };
}

/**
 * The shared mode's handle on a database of a test server (as an extension gets it from `sharedPoint.postgres()`),
 * schema `svc`, logging nowhere; closed at teardown (a store that closes it first is fine: close is idempotent).
 */
export async function sharedHandle(t: { teardown(fn: () => unknown): void }, url: string): Promise<SharedPostgres> {
  const log = new LogRoot({ fd: 2, level: 'info', pretty: false, stream: new Writable({ write: (_c, _e, done) => done() }) }).logger({ ext: 'shared' });
  const pg = await openPostgres({ url, schema: 'svc', connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, log);
  t.teardown(() => pg.close());
  return pg;
}
