// The daemon's persisted log: a copy of every line it prints (after secret scrubbing and the output filter), kept in a
// bounded file that rotates (observability.log_persistence_*), for `svc logs` and for operators without a journal.
import { resolve } from 'node:path';
import { RotatingFile } from '../../lib/fs/rotating-file.js';
import type { ObservabilityConfig } from './config.generated.js';

/** What log_persistence_max_bytes = 0 means: the whole log, its segments included, stays under this. */
export const DEFAULT_LOG_BYTES = 64 * 1024 * 1024;
/** A segment never gets smaller than this, whatever the cap and the number of segments. */
const MIN_SEGMENT_BYTES = 4096;
const DAY_MS = 86_400_000;

/** The persisted log's active file: `log_persistence_path` from the data directory (an absolute path stays as it is). */
export function logFilePath(settings: ObservabilityConfig, dataDir: string): string {
  return resolve(dataDir, settings.log_persistence_path);
}

/** The file the daemon writes its lines to, opened (0600, in a 0700 directory). */
export function openLogFile(settings: ObservabilityConfig, dataDir: string, onError: (err: Error) => void): RotatingFile {
  const total = settings.log_persistence_max_bytes || DEFAULT_LOG_BYTES;
  const keep = settings.log_persistence_retention_max_files;
  const file = new RotatingFile({
    file: logFilePath(settings, dataDir),
    segmentBytes: Math.max(MIN_SEGMENT_BYTES, Math.floor(total / (keep + 1))),
    segmentLines: settings.log_persistence_max_entries_per_segment,
    keep,
    maxAgeMs: settings.log_persistence_retention_max_age_days * DAY_MS,
    daily: settings.log_persistence_rotate_daily,
    onError,
  });
  file.open();
  return file;
}
