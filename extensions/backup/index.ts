// The backup extension [backup]: `svc backup create | list | restore`, and scheduled backups as a cron task. A backup
// is taken by whichever process asks (the CLI, or the daemon on schedule): stores are copied as SQLite snapshots, so a
// running daemon keeps writing meanwhile. A restore takes the daemon's lock, so none runs beside it.
import { join, resolve as resolvePath } from 'node:path';
import { defineExtension, packageRoot, statusPoint, SvcError, version, type CommandContext, type ExtensionDefinition, type Paths } from '../../kernel/index.js';
import { cronTasksPoint } from '../cron/api.js';
import type { BackupConfig } from './config.generated.js';
import { BACKUP_ERRORS } from './errors.js';
import { backupSection } from './schema.js';

export const NAME = 'backup';
const KEY_FILE = '.secret_key';

const backupError = (code: keyof typeof BACKUP_ERRORS, message: string, cause?: unknown) =>
  new SvcError(code, message, { registry: BACKUP_ERRORS, ...(cause ? { cause } : {}) });

const where = (paths: Paths) => ({ configDir: paths.configDir, dataDir: paths.dataDir });

/** Takes one backup with the settings in force; errors become SVC_ERR_BACKUP_FAILED. */
async function takeBackup(settings: BackupConfig, paths: Paths) {
  const { createBackup, readSecretKey } = await import('./archive.js');
  try {
    const key = settings.encrypt ? readSecretKey(join(paths.configDir, KEY_FILE)) : undefined;
    return createBackup(settings, where(paths), version(), new Date(), key);
  } catch (err) {
    throw backupError('SVC_ERR_BACKUP_FAILED', `backup failed: ${(err as Error).message}`, err);
  }
}

/**
 * Runs `svc backup create --json` in a child process with this process's environment, pointed at this daemon's
 * directories; resolves to its result.
 */
async function backupInChild(paths: Paths, signal: AbortSignal): Promise<{ name: string; bytes: number; files: number; stores: number; pruned: string[] }> {
  const { execFile } = await import('node:child_process');
  const bin = join(packageRoot(), 'bin', 'svc.js');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['SVC_CONFIG_DIR', 'SVC_DATA_DIR', 'SVC_WORKSPACE']) delete env[k];
  // The two layouts the directory variables give (CONTRACT §2): data under the config directory, or both in one.
  if (resolvePath(paths.dataDir) === resolvePath(paths.configDir)) env.SVC_DATA_DIR = paths.dataDir;
  else if (resolvePath(paths.dataDir) === resolvePath(paths.configDir, 'data')) env.SVC_CONFIG_DIR = paths.configDir;
  else throw new Error(`a scheduled backup cannot run in a child for this layout (config ${paths.configDir}, data ${paths.dataDir}); use svc backup create from a system timer`);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, 'backup', 'create', '--json'], { signal, maxBuffer: 1 << 20, env }, (err, stdout, stderr) => {
      if (err) {
        // The child's own message (its last line names the code), never more than a line or two.
        const why = stderr.trim().split('\n').slice(-2).join(' ') || err.message;
        return reject(new Error(signal.aborted ? 'stopped by the shutdown' : why));
      }
      try {
        resolve(JSON.parse(stdout));
      } catch {
        reject(new Error('the backup process answered something else than its JSON result'));
      }
    });
  });
}

export function createBackupExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Backups of configuration and state: create, list, restore, and a schedule through cron.',
    optionalDependsOn: ['cron'],
    sections: { backup: backupSection },
    errors: BACKUP_ERRORS,
    apply(kernel) {
      const backup = kernel.config<BackupConfig>('backup');
      const log = kernel.logger;
      const cron = kernel.tryUse(cronTasksPoint);
      let last: { name: string; at: string } | { error: string; at: string } | undefined;

      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const b = backup.of(config);
        for (const [i, dir] of b.include_dirs.entries()) {
          if (!/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(dir) || dir.split('/').some((seg) => seg === '..' || seg === '.')) {
            report.add(`backup.include_dirs.${i}`, `"${dir}" must be "config" or a relative directory under the data directory, without . or .. segments`);
          }
        }
        if (b.schedule_cron === null) {
          if (b.schedule_timezone !== null) report.add('backup.schedule_timezone', 'is set but backup.schedule_cron is not: set both, or neither');
          return;
        }
        if (!cron) return report.add('backup.schedule_cron', 'needs the cron extension, which is not loaded; take backups with `svc backup create` from a system timer instead');
        const problem = cron.problem(b.schedule_cron, b.schedule_timezone);
        if (problem) report.add('backup.schedule_cron', problem);
      });

      cron?.register({
        name: NAME,
        schedule: () => {
          const b = backup();
          return b.enabled && b.schedule_cron ? { expression: b.schedule_cron, tz: b.schedule_timezone } : null;
        },
        // In a child `svc backup create`: snapshots and compression of large stores would otherwise hold the daemon's
        // event loop and memory. The child reads the same config and environment.
        run: async (signal) => {
          try {
            const made = await backupInChild(kernel.paths, signal);
            last = { name: made.name, at: new Date().toISOString() };
            log.info({ backup: made.name, bytes: made.bytes, files: made.files, stores: made.stores, pruned: made.pruned }, 'backup created');
          } catch (err) {
            last = { error: (err as Error).message, at: new Date().toISOString() };
            throw err;
          }
        },
      });

      kernel.use(statusPoint).section('backup', () => {
        const b = backup();
        return { schedule: b.enabled && b.schedule_cron ? `${b.schedule_cron} (${b.schedule_timezone ?? 'UTC'})` : 'none', ...(last ? { last } : {}) };
      });

      const destination = async (ctx: CommandContext) => {
        const { destinationOf } = await import('./archive.js');
        return destinationOf(backup.of(ctx.config()), where(ctx.paths));
      };

      kernel.addCommand({
        name: 'backup create',
        summary: 'Take a backup now (a daemon may be running): config, secret key, every SQLite store, include_dirs',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print {"name", "file", "bytes", "files", "stores", "pruned"}' } },
        run: async (ctx) => {
          const made = await takeBackup(backup.of(ctx.config()), ctx.paths);
          if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(made, null, 2)}\n`);
          ctx.stdout.write(`${made.file}\n${made.files} files, ${made.stores} SQLite stores, ${made.bytes} bytes${made.pruned.length ? `; pruned ${made.pruned.join(', ')}` : ''}\n`);
        },
      });

      kernel.addCommand({
        name: 'backup list',
        summary: 'The backups in backup.destination_dir, oldest first',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print {"dir", "backups": [{"name", "created_at", "bytes", "compressed", "encrypted"}]}' } },
        run: async (ctx) => {
          const { listBackups } = await import('./archive.js');
          const dir = await destination(ctx);
          const all = listBackups(dir);
          if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ dir, backups: all }, null, 2)}\n`);
          if (!all.length) return void ctx.stdout.write(`no backups in ${dir}\n`);
          for (const b of all) ctx.stdout.write(`${b.name}\t${b.created_at}\t${b.bytes}${b.encrypted ? '\tencrypted' : ''}\n`);
        },
      });

      kernel.addCommand({
        name: 'backup restore',
        summary: 'Restore a backup into this instance while no daemon runs (refused when one does)',
        usage: 'NAME-OR-FILE',
        positionals: { min: 1, max: 1 },
        options: {
          force: { type: 'boolean', description: 'Replace the files of an instance that already has a config.toml or stores' },
          'key-file': { type: 'string', description: 'The secret store key (.secret_key) an encrypted backup was made with' },
          json: { type: 'boolean', description: 'Print {"restored", "files", "created_at", "key_written"}' },
        },
        run: async (ctx) => {
          const { existsSync } = await import('node:fs');
          const { resolve } = await import('node:path');
          const { readSecretKey, restoreBackup, destinationOf, RestoreRefused } = await import('./archive.js');
          const arg = ctx.positionals[0]!;
          let file = resolve(arg);
          if (!existsSync(file) && !arg.includes('/')) {
            // A name: in the destination of the config here, or the default one when there is none yet.
            let settings: BackupConfig;
            try {
              settings = backup.of(ctx.config());
            } catch {
              settings = backup.of({});
            }
            file = join(destinationOf(settings, where(ctx.paths)), arg);
          }
          if (!existsSync(file)) throw backupError('SVC_ERR_BACKUP_NOT_FOUND', `no backup "${arg}": neither a file nor a backup in the destination directory (see svc backup list)`);
          const release = ctx.lockDataDir();
          try {
            const keyFile = typeof ctx.options['key-file'] === 'string' ? resolve(ctx.options['key-file']) : join(ctx.paths.configDir, KEY_FILE);
            let key: Buffer | undefined;
            try {
              key = readSecretKey(keyFile);
            } catch (err) {
              throw backupError('SVC_ERR_RESTORE_REFUSED', (err as Error).message, err);
            }
            if (ctx.options['key-file'] !== undefined && !key) throw backupError('SVC_ERR_RESTORE_REFUSED', `--key-file ${keyFile} does not exist`);
            let done;
            try {
              done = restoreBackup(file, where(ctx.paths), { force: ctx.options.force === true, ...(key ? { key } : {}) });
            } catch (err) {
              if (err instanceof RestoreRefused) throw backupError('SVC_ERR_RESTORE_REFUSED', `restore refused, nothing written: ${err.message}`, err);
              throw backupError('SVC_ERR_BACKUP_FAILED', `restore failed partway (files written before it stay; run it again with --force): ${(err as Error).message}`, err);
            }
            const out = { restored: file, files: done.files, created_at: done.manifest.created_at, key_written: done.keyWritten };
            if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
            ctx.stdout.write(`restored ${done.files} files from ${file} (taken ${done.manifest.created_at})${done.keyWritten ? '; the secret store key was written' : ''}\n`);
          } finally {
            release();
          }
        },
      });
    },
  });
}

export default createBackupExtension();
