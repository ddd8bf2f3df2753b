// `svc backup create | list | restore`: in the process that asks (a daemon may run meanwhile; a restore takes its lock).
import { join } from 'node:path';
import type { CommandContext, Kernel, SectionAccess } from '../../kernel/index.js';
import type { BackupConfig } from './config.generated.js';
import { backupError, KEY_FILE, takeBackup, where } from './run.js';

export function registerBackupCommands(kernel: Pick<Kernel, 'addCommand'>, backup: SectionAccess<BackupConfig>): void {
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
}
