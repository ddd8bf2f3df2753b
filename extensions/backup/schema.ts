// The [backup] section.
import { s, type JsonSchema } from '../../kernel/index.js';

export const backupSection: JsonSchema = s.table('BackupConfig', 'Backups of configuration and state: `svc backup create | list | restore`, and on a schedule through cron.', {
  compress: s.bool(true, 'gzip the archive (.tar.gz).'),
  destination_dir: s.str('state/backups', 'Directory backups are written to; relative paths are under the data directory.'),
  enabled: s.bool(true, 'Take the scheduled backups (schedule_cron); `svc backup create` works either way.'),
  encrypt: s.bool(false, 'Seal the archive with AES-256-GCM under a key derived from the secret store key, which then stays out of it (keep <config dir>/.secret_key apart: restore needs it).'),
  include_dirs: s.strList(['config', 'memory', 'audit', 'knowledge'], '"config": the whole config directory (SOPs, TLS files, …) besides config.toml and .secret_key, which are always in; any other name: that directory under the data directory, when it exists. Every SQLite store under the data directory is always in.'),
  max_keep: s.int(10, 'Backups kept in destination_dir; the oldest are pruned after each new one. 0 keeps every one.', { min: 0 }),
  schedule_cron: s.optStr('Five-field cron expression of the scheduled backups (needs the cron extension); unset means none.'),
  schedule_timezone: s.optStr('IANA time zone of schedule_cron; unset means UTC.'),
}, { live: true }); // read at every backup and every planning
