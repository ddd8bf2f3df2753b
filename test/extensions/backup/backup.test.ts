// Backups over the real CLI and a real daemon: taken while the daemon writes, restored into a fresh directory whose
// daemon then has the conversations, SOP runs, cron history and secrets; encrypted backups need the key; a damaged
// archive, a running daemon and a non-empty instance are refused before anything is written; max_keep prunes.
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { chatOf, fakeLlm, openai } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';

const SECRET = 'backup-canary-webhook-secret-5e1';

function freshDir(t: { teardown(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-restore-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

t.test('a backup taken while the daemon runs restores into a fresh directory with everything in it', async (t) => {
  const llm = await fakeLlm((r) => openai.text(`reply ${chatOf(r).length}`));
  t.teardown(() => llm.close());
  const toml = [
    '[gateway]',
    `webhook_secret = "${SECRET}"`,
    '[channels]',
    'session_persistence = true',
    '[providers.models.openai.local]',
    `base_url = "${llm.url}"`,
    'model = "m"',
    '[sop]',
    'sops_dir = "sops"',
    '[cron.hello]',
    'command = "echo hello"',
    'schedule = { kind = "every", every_ms = 3600000 }',
    '',
  ].join('\n');
  const dir = tempConfigDir(t, toml);
  writeSop(dir, 'deploy', { mode: 'supervised', steps: ['check'] });
  const env = { SVC_CONFIG_DIR: dir };
  // Stored encrypted at rest: the restored instance must decrypt it with the restored key.
  const set = await svc(['config', 'set', 'gateway.webhook_secret', SECRET], env);
  t.equal(set.code, 0, set.stderr);
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /webhook_secret = "enc2:/);

  const first = daemon(['daemon'], env);
  t.teardown(() => void first.child.kill('SIGKILL'));
  await first.waitFor((l) => l.msg === 'ready');
  t.equal((await svc(['agent', 'ask', '--conversation', 'alice', 'remember me'], env)).code, 0);
  const run = JSON.parse((await svc(['sop', 'run', 'deploy', '--json'], env)).stdout).run_id as string;
  await first.waitFor((l) => l.msg === 'run waiting for approval');
  t.equal((await svc(['cron', 'run', 'hello'], env)).code, 0);

  const made = await svc(['backup', 'create', '--json'], env);
  t.equal(made.code, 0, made.stderr);
  const backup = JSON.parse(made.stdout) as { name: string; file: string; stores: number; files: number };
  t.match(backup.name, /^svc-backup-\d{8}T\d{9}Z\.tar\.gz$/);
  t.ok(backup.stores >= 3, `the stores were snapshotted: ${backup.stores}`);
  const listing = execFileSync('tar', ['tzf', backup.file], { encoding: 'utf8' }).split('\n');
  t.equal(listing[0], 'manifest.json', 'a plain tar.gz, manifest first');
  t.ok(listing.includes('config/config.toml') && listing.includes('config/.secret_key') && listing.includes('config/sops/deploy/SOP.toml'));
  t.notOk(listing.some((f) => /-wal$|-shm$|svc\.lock|svc\.sock|backups\//.test(f)), 'no lock, socket, write-ahead log or earlier backup');
  const listed = await svc(['backup', 'list', '--json'], env);
  t.match(JSON.parse(listed.stdout), { backups: [{ name: backup.name, compressed: true, encrypted: false }] });

  const busy = await svc(['backup', 'restore', backup.name, '--force'], env);
  t.equal(busy.code, 1, 'refused while the daemon runs');
  t.match(busy.stderr, /another svc daemon \(pid \d+\) holds/);
  first.child.kill('SIGTERM');
  t.equal(await first.exited, 0);

  const target = freshDir(t);
  const envB = { SVC_CONFIG_DIR: target };
  const restored = await svc(['backup', 'restore', backup.file, '--json'], envB);
  t.equal(restored.code, 0, restored.stderr);
  t.match(JSON.parse(restored.stdout), { files: backup.files, key_written: false });
  t.equal((await svc(['config', 'validate'], envB)).code, 0, 'the restored config loads and its secrets decrypt');
  const again = await svc(['backup', 'restore', backup.file], envB);
  t.equal(again.code, 1, 'a non-empty instance is refused without --force');
  t.match(again.stderr, /not empty.*--force/);
  t.match(again.stderr, /SVC_ERR_RESTORE_REFUSED/);

  const second = daemon(['daemon'], envB);
  t.teardown(() => void second.child.kill('SIGKILL'));
  await second.waitFor((l) => l.msg === 'ready');
  const asked = await svc(['agent', 'ask', '--conversation', 'alice', 'do you?'], envB);
  t.equal(asked.stdout.trim(), 'reply 3', 'the conversation history came back (2 earlier turns + this one)');
  t.match(JSON.parse((await svc(['sop', 'status', run, '--json'], envB)).stdout), { status: 'pending_approval' }, 'the SOP run waits again');
  t.equal((await svc(['sop', 'approve', run], envB)).code, 0, 'and can be approved here');
  const history = await svc(['cron', 'history', 'hello', '--json'], envB);
  t.equal(history.code, 0, history.stderr);
  t.match(JSON.parse(history.stdout), { runs: [{ status: 'ok' }] }, 'the cron history came back');
  second.child.kill('SIGTERM');
  t.equal(await second.exited, 0);
  t.notMatch(JSON.stringify(second.lines) + made.stdout + restored.stdout + listed.stdout, new RegExp(SECRET));
});

t.test('an encrypted backup holds no key, opens only with the right one, and a damaged one is refused', async (t) => {
  const dir = tempConfigDir(t, '[backup]\nencrypt = true\ncompress = false\nmax_keep = 2\n');
  const env = { SVC_CONFIG_DIR: dir };
  const noKey = await svc(['backup', 'create'], env);
  t.equal(noKey.code, 1);
  t.match(noKey.stderr, /backup\.encrypt is true but there is no secret store key/);
  t.equal((await svc(['config', 'set', 'gateway.webhook_secret', SECRET], env)).code, 0);
  // What a backup killed mid-write leaves (its pid is gone), and one of a live process (this test's), which stays.
  const { spawnSync } = await import('node:child_process');
  const gone = spawnSync('true').pid;
  const backupsDir = join(dir, 'data', 'state', 'backups');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(backupsDir, { recursive: true });
  writeFileSync(join(backupsDir, `svc-backup-20260101T000000000Z.tar.enc.${gone}.tmp`), 'partial');
  writeFileSync(join(backupsDir, `.snapshot-${process.pid}.db`), 'in use');
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await svc(['backup', 'create', '--json'], env);
    t.equal(r.code, 0, r.stderr);
    names.push(JSON.parse(r.stdout).name);
  }
  const kept = readdirSync(backupsDir).filter((f) => !f.startsWith('.snapshot-'));
  t.same(kept.sort(), names.slice(1).sort(), 'max_keep = 2 pruned the oldest, and the dead writer\'s temp file went');
  t.ok(existsSync(join(backupsDir, `.snapshot-${process.pid}.db`)), 'a live process\'s file stays');
  const file = join(dir, 'data', 'state', 'backups', names[2]!);
  t.match(names[2], /\.tar\.enc$/);
  t.notOk(readFileSync(file).includes(Buffer.from('webhook_secret')), 'nothing readable inside');

  const target = freshDir(t);
  const withoutKey = await svc(['backup', 'restore', file], { SVC_CONFIG_DIR: target });
  t.equal(withoutKey.code, 1);
  t.match(withoutKey.stderr, /is encrypted: give the secret store key/);
  const otherKey = join(target, '..', `${target.split('/').pop()}-other.key`);
  writeFileSync(otherKey, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
  t.teardown(() => rmSync(otherKey, { force: true }));
  const wrong = await svc(['backup', 'restore', file, '--key-file', otherKey], { SVC_CONFIG_DIR: target });
  t.equal(wrong.code, 1);
  t.match(wrong.stderr, /does not decrypt with this key/);
  t.notOk(existsSync(join(target, 'config.toml')), 'nothing was written');

  const damaged = join(target, '..', `${target.split('/').pop()}-damaged.tar.enc`);
  const bytes = readFileSync(file);
  bytes[bytes.length - 40] = bytes[bytes.length - 40]! ^ 0xff;
  writeFileSync(damaged, bytes);
  t.teardown(() => rmSync(damaged, { force: true }));
  const bad = await svc(['backup', 'restore', damaged, '--key-file', join(dir, '.secret_key')], { SVC_CONFIG_DIR: target });
  t.equal(bad.code, 1, 'a flipped byte is caught by the tag');
  t.notOk(existsSync(join(target, 'config.toml')));

  const ok = await svc(['backup', 'restore', file, '--key-file', join(dir, '.secret_key'), '--json'], { SVC_CONFIG_DIR: target });
  t.equal(ok.code, 0, ok.stderr);
  t.match(JSON.parse(ok.stdout), { key_written: true });
  t.equal(readFileSync(join(target, '.secret_key'), 'utf8'), readFileSync(join(dir, '.secret_key'), 'utf8'));
  t.equal((await svc(['config', 'validate'], { SVC_CONFIG_DIR: target })).code, 0, 'the restored secrets decrypt');
  const missing = await svc(['backup', 'restore', 'svc-backup-nope.tar.gz'], { SVC_CONFIG_DIR: target });
  t.equal(missing.code, 2);
  t.match(missing.stderr, /SVC_ERR_BACKUP_NOT_FOUND/);
});

t.test('config checks: a schedule without cron is named, a bad expression and an unsafe include_dirs entry too', async (t) => {
  const dir = tempConfigDir(t, '[backup]\nschedule_cron = "61 * * * *"\ninclude_dirs = ["config", "../etc"]\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /backup\.schedule_cron/);
  t.match(r.stderr, /backup\.include_dirs\.1: "\.\.\/etc" must be "config" or a relative directory/);
});

t.test('one directory for config and data (SVC_DATA_DIR alone): config, key and stores each once, and back', async (t) => {
  const dir = freshDir(t);
  const env = { SVC_DATA_DIR: dir };
  t.equal((await svc(['config', 'set', 'gateway.webhook_secret', SECRET], env)).code, 0);
  const added = await svc(['cron', 'add', '--id', 'ping', '--every', '60000', '--shell', 'echo pong'], env);
  t.equal(added.code, 0, added.stderr);
  const made = await svc(['backup', 'create', '--json'], env);
  t.equal(made.code, 0, made.stderr);
  const listing = execFileSync('tar', ['tzf', JSON.parse(made.stdout).file], { encoding: 'utf8' }).trim().split('\n');
  t.same(listing, ['manifest.json', 'config/.secret_key', 'config/config.toml', 'data/state/cron/cron.db'], 'each file once, under its root');
  const target = freshDir(t);
  const restored = await svc(['backup', 'restore', JSON.parse(made.stdout).file], { SVC_DATA_DIR: target });
  t.equal(restored.code, 0, restored.stderr);
  t.equal((await svc(['config', 'validate'], { SVC_DATA_DIR: target })).code, 0, 'the secret decrypts with the restored key');
  const jobs = await svc(['cron', 'list', '--json'], { SVC_DATA_DIR: target });
  t.match(JSON.parse(jobs.stdout), { jobs: [{ id: 'ping', source: 'imperative' }] }, 'the cron store came back');
});
