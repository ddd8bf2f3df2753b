// Taking a backup: in this process (the CLI), or in a child `svc backup create` (the daemon's schedule), so that the
// daemon never holds a whole archive in memory; the errors of the backup registry.
import { join, resolve as resolvePath } from 'node:path';
import { packageRoot, SvcError, version, type Paths } from '../../kernel/index.js';
import type { BackupConfig } from './config.generated.js';
import { BACKUP_ERRORS } from './errors.js';

export const KEY_FILE = '.secret_key';

export const backupError = (code: keyof typeof BACKUP_ERRORS, message: string, cause?: unknown) =>
  new SvcError(code, message, { registry: BACKUP_ERRORS, ...(cause ? { cause } : {}) });

export const where = (paths: Paths) => ({ configDir: paths.configDir, dataDir: paths.dataDir });

/** Takes one backup with the settings in force; errors become SVC_ERR_BACKUP_FAILED. */
export async function takeBackup(settings: BackupConfig, paths: Paths) {
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
export async function backupInChild(paths: Paths, signal: AbortSignal): Promise<{ name: string; bytes: number; files: number; stores: number; pruned: string[] }> {
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
