/* DO NOT EDIT: the config sections of the "backup" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "backup" extension owns, by dotted path.
 */
export interface BackupSections {
  backup: BackupConfig;
}
/**
 * Backups of configuration and state: `svc backup create | list | restore`, and on a schedule through cron.
 */
export interface BackupConfig {
  /**
   * gzip the archive (.tar.gz).
   */
  compress: boolean;
  /**
   * Directory backups are written to; relative paths are under the data directory.
   */
  destination_dir: string;
  /**
   * Take the scheduled backups (schedule_cron); `svc backup create` works either way.
   */
  enabled: boolean;
  /**
   * Seal the archive with AES-256-GCM under a key derived from the secret store key, which then stays out of it (keep <config dir>/.secret_key apart: restore needs it).
   */
  encrypt: boolean;
  /**
   * "config": the whole config directory (SOPs, TLS files, …) besides config.toml and .secret_key, which are always in; any other name: that directory under the data directory, when it exists. Every SQLite store under the data directory is always in.
   */
  include_dirs: string[];
  /**
   * Backups kept in destination_dir; the oldest are pruned after each new one. 0 keeps every one.
   */
  max_keep: number;
  /**
   * Five-field cron expression of the scheduled backups (needs the cron extension); unset means none.
   */
  schedule_cron: string | null;
  /**
   * IANA time zone of schedule_cron; unset means UTC.
   */
  schedule_timezone: string | null;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    backup: BackupConfig;
  }
}
