// Concurrent writers of config.toml and .secret_key (real `svc` processes): one lock, nothing lost, no live temp file removed.
import t from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'smol-toml';
import { cleanEnv, SVC, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { decryptSecret } from '../../../kernel/config/secrets.js';
import { withFileLock } from '../../../core/config/lock.js';
import { processStart } from '../../../lib/fs/process.js';

const SECRETS_JS = pathToFileURL(fileURLToPath(new URL('../../../dist/kernel/config/secrets.js', import.meta.url))).href;

/** The PID of a process that has already exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
}

const PATHS: [string, number][] = [
  ['gateway.port', 4001],
  ['gateway.request_timeout_secs', 41],
  ['gateway.idempotency_ttl_secs', 301],
  ['gateway.pair_rate_limit_per_minute', 11],
  ['gateway.rate_limit_max_keys', 10001],
];

t.test('concurrent `svc config set` of different paths: every update lands, every writer exits 0', async (t) => {
  for (let round = 0; round < 3; round++) {
    const dir = tempConfigDir(t, '# notes stay\n[gateway]\nhost = "127.0.0.1"\n');
    const env = { SVC_CONFIG_DIR: dir };
    const results = await Promise.all(PATHS.map(([path, value]) => svc(['config', 'set', path, String(value + round)], env)));
    for (const r of results) {
      t.equal(r.code, 0, `round ${round}: exit 0 (${r.stderr})`);
      t.notMatch(r.stderr, /ENOENT|unlink/, 'no writer removed another writer\'s temp file');
    }
    const text = readFileSync(join(dir, 'config.toml'), 'utf8');
    t.ok(text.startsWith('# notes stay\n'), 'comments kept');
    const doc = parse(text) as Record<string, Record<string, unknown>>;
    const gateway = doc.gateway!;
    for (const [path, value] of PATHS) t.equal(gateway[path.split('.')[1]!], value + round, `round ${round}: ${path} landed`);
    t.same(readdirSync(dir).filter((n) => n.includes('.tmp-') || n.endsWith('.lock')), [], 'no temp or lock file left');
  }
});

t.test('concurrent first-time secret sets create one key, and every secret decrypts with it', async (t) => {
  const dir = tempConfigDir(t, '[channels.webhook.main]\nenabled = false\n[channels.webhook.ops]\nenabled = false\nport = 8091\n');
  const env = { SVC_CONFIG_DIR: dir };
  const secrets: [string, string][] = [
    ['gateway.webhook_secret', 'first-secret-value'],
    ['nodes.auth_token', 'second-secret-value'],
    ['channels.webhook.main.secret', 'third-secret-value'],
    ['channels.webhook.ops.secret', 'fourth-secret-value'],
  ];
  const results = await Promise.all(secrets.map(([path, value]) => svc(['config', 'set', path, value, '--no-interactive'], env)));
  for (const r of results) t.equal(r.code, 0, r.stderr);
  const key = Buffer.from(readFileSync(join(dir, '.secret_key'), 'utf8').trim(), 'hex');
  const text = readFileSync(join(dir, 'config.toml'), 'utf8');
  const doc = parse(text) as { gateway: { webhook_secret: string }; nodes: { auth_token: string }; channels: { webhook: Record<string, { secret: string }> } };
  const stored: Record<string, string> = {
    'gateway.webhook_secret': doc.gateway.webhook_secret,
    'nodes.auth_token': doc.nodes.auth_token,
    'channels.webhook.main.secret': doc.channels.webhook.main!.secret,
    'channels.webhook.ops.secret': doc.channels.webhook.ops!.secret,
  };
  for (const [path, value] of secrets) {
    t.match(stored[path], /^enc2:/, `${path} is encrypted`);
    t.equal(decryptSecret(key, stored[path]!, path), value, `${path} decrypts with the one key on disk`);
  }
  t.equal((await svc(['config', 'validate'], env)).code, 0);
});

t.test('racing processes creating .secret_key all end with the same key (the loser reads the winner\'s)', async (t) => {
  for (let round = 0; round < 5; round++) {
    const dir = tempConfigDir(t);
    // Every child waits for the same instant, then calls readOrCreateKey, so their checks and creations overlap.
    const at = Date.now() + 1500;
    const code = `const at = ${at}; while (Date.now() < at); const { readOrCreateKey } = await import(${JSON.stringify(SECRETS_JS)}); process.stdout.write(readOrCreateKey(${JSON.stringify(dir)}).toString('hex'));`;
    const keys = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
            let out = '';
            child.stdout.on('data', (d) => (out += d));
            child.on('error', reject);
            child.on('close', () => resolve(out));
          }),
      ),
    );
    const onDisk = readFileSync(join(dir, '.secret_key'), 'utf8').trim();
    t.match(onDisk, /^[0-9a-f]{64}$/);
    t.same(keys, keys.map(() => onDisk), `round ${round}: every process uses the key that stayed on disk`);
    t.same(readdirSync(dir).filter((n) => n.includes('.tmp-')), [], 'no temp file left');
  }
});

t.test('a write removes temp files of dead writers only: a live writer keeps its temp file', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nport = 1000\n');
  const live = `.config.toml.tmp-${process.pid}-aaaa11`;
  // The name form of older releases carries no PID: only its age can tell, and a fresh one may be mid-write.
  const fresh = '.config.toml.tmp-c3d4e5f6';
  const dead = `.config.toml.tmp-${deadPid()}-bbbb22`;
  writeFileSync(join(dir, live), 'being written by a live process');
  writeFileSync(join(dir, fresh), 'being written by an older release');
  writeFileSync(join(dir, dead), 'left by a killed writer');
  const aged = '.config.toml.tmp-a0b1c2d3';
  writeFileSync(join(dir, aged), 'left by an older release an hour ago');
  const hourAgo = new Date(Date.now() - 3600_000);
  utimesSync(join(dir, aged), hourAgo, hourAgo);
  const r = await svc(['config', 'set', 'gateway.port', '1001'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0, r.stderr);
  t.ok(existsSync(join(dir, live)), 'the live writer\'s temp file is still there');
  t.ok(existsSync(join(dir, fresh)), 'a fresh temp file without a PID is still there');
  t.notOk(existsSync(join(dir, dead)), 'the dead writer\'s temp file was removed');
  t.notOk(existsSync(join(dir, aged)), 'an hour-old temp file without a PID was removed (under the lock)');
});

t.test('a lock left by a dead process is taken over at once', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nport = 1000\n');
  writeFileSync(join(dir, '.config.lock'), `${JSON.stringify({ pid: deadPid(), nonce: 'left-behind' })}\n`);
  const r = await svc(['config', 'set', 'gateway.port', '1002'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0, r.stderr);
  t.notMatch(r.stderr, /waiting for another writer/, 'no wait for a dead holder');
  t.equal((parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as { gateway: { port: number } }).gateway.port, 1002);
  t.notOk(existsSync(join(dir, '.config.lock')), 'released after the write');
});

t.test('a writer waits for a live holder of the lock, then writes on what is on disk then', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nport = 1000\n');
  const lock = join(dir, '.config.lock');
  const start = processStart(process.pid);
  writeFileSync(lock, `${JSON.stringify({ pid: process.pid, ...(start ? { start } : {}), nonce: 'held-by-the-test' })}\n`);
  const child = spawn(process.execPath, [SVC, 'config', 'set', 'gateway.request_timeout_secs', '44'], { env: cleanEnv({ SVC_CONFIG_DIR: dir }), stdio: ['ignore', 'pipe', 'pipe'] });
  t.teardown(() => void child.kill('SIGKILL'));
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const waiting = new Promise<Record<string, unknown>>((resolve, reject) => {
    child.stderr.on('data', (d) => {
      stderr += d;
      const line = stderr.split('\n').find((l) => l.includes('waiting for another writer of config.toml'));
      if (line) resolve(JSON.parse(line) as Record<string, unknown>);
    });
    void exited.then(() => reject(new Error(`exited without waiting: ${stderr}`)));
  });
  const line = await waiting;
  t.match(line, { holder_pid: process.pid, lock });
  // While it waits, another writer (this test, holding the lock) changes the file: the waiting edit must keep it.
  writeFileSync(join(dir, 'config.toml'), '[gateway]\nport = 1003\n');
  unlinkSync(lock);
  t.equal(await exited, 0, stderr);
  const doc = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as { gateway: { port: number; request_timeout_secs: number } };
  t.same(doc.gateway, { port: 1003, request_timeout_secs: 44 }, 'the edit applied to the file as it was once the lock was free');
});

t.test('a live holder that does not let go: SVC_ERR_CONFIG_LOCKED after the timeout, naming the pid, nothing run', async (t) => {
  const dir = tempConfigDir(t);
  const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  t.teardown(() => void holder.kill('SIGKILL'));
  const lock = join(dir, '.config.lock');
  writeFileSync(lock, `${JSON.stringify({ pid: holder.pid, nonce: 'stuck' })}\n`);
  let ran = false;
  const t0 = Date.now();
  await t.rejects(
    withFileLock(lock, 'cannot write config.toml', () => void (ran = true), { timeoutMs: 300 }),
    { code: 'SVC_ERR_CONFIG_LOCKED', message: new RegExp(`another svc process \\(pid ${holder.pid}\\) has held the write lock .*\\.config\\.lock for more than 0\\.3 s; nothing was written`) },
  );
  t.ok(Date.now() - t0 >= 300, 'waited the whole timeout');
  t.notOk(ran);
  t.ok(existsSync(lock), 'a live holder\'s lock is never removed');
  holder.kill('SIGKILL');
  await new Promise((resolve) => holder.on('close', resolve));
  t.equal(await withFileLock(lock, 'write', () => 'ran'), 'ran', 'once the holder is dead its lock is taken over');
  t.notOk(existsSync(lock));
});
