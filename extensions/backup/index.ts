// The backup extension [backup]: `svc backup create | list | restore`, and scheduled backups as a cron task. A backup
// is taken by whichever process asks (the CLI, or the daemon on schedule): stores are copied as SQLite snapshots, so a
// running daemon keeps writing meanwhile. A restore takes the daemon's lock, so none runs beside it.
import { defineExtension, statusPoint, type ExtensionDefinition } from '../../kernel/index.js';
import { cronTasksPoint } from '../cron/api.js';
import { registerBackupCommands } from './commands.js';
import type { BackupConfig } from './config.generated.js';
import { BACKUP_ERRORS } from './errors.js';
import { backupInChild } from './run.js';
import { backupSection } from './schema.js';

export const NAME = 'backup';

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

      registerBackupCommands(kernel, backup);
    },
  });
}

export default createBackupExtension();
