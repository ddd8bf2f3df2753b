// The trail that serves auditPoint: the running [security.audit] settings, the leak detector on every string, and a
// failed write logged (at most once a minute) instead of thrown, so an event never breaks the action it records.
import { isAbsolute, join, resolve } from 'node:path';
import type { Logger, Paths } from '../../kernel/index.js';
import type { AuditFields, AuditTrail } from './api.js';
import type { AuditConfig } from './config.generated.js';
import { appendEvent, segments, type LogSettings } from './log.js';

export const KEY_FILE = '.audit_key';
const ERROR_EVERY_MS = 60_000;
const EVENT_NAME = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*$/;

/** Where the log and its key are, from the settings and the paths. */
export function logSettings(c: AuditConfig, paths: Paths): LogSettings {
  return {
    file: isAbsolute(c.log_path) ? c.log_path : resolve(paths.configDir, c.log_path),
    keyFile: join(paths.configDir, KEY_FILE),
    maxBytes: c.max_size_mb * 1024 * 1024,
    sign: c.sign_events,
  };
}

export interface TrailDeps {
  readonly settings: () => AuditConfig;
  readonly paths: Paths;
  readonly logger: Logger;
  readonly redact?: <T>(value: T) => T;
  readonly now?: () => number;
}

export class AuditTrailImpl implements AuditTrail {
  private lastError = -Infinity;

  constructor(private readonly d: TrailDeps) {}

  async *find(event: string, since: number): AsyncIterable<Readonly<Record<string, unknown>>> {
    const { createReadStream, statSync } = await import('node:fs');
    const { createInterface } = await import('node:readline');
    const needle = `"event":${JSON.stringify(event)}`;
    for (const file of segments(logSettings(this.d.settings(), this.d.paths).file)) {
      try {
        if (statSync(file).mtimeMs < since) continue;
      } catch {
        continue;
      }
      const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line.includes(needle)) continue;
        let record: Record<string, unknown>;
        try {
          record = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue;
        }
        if (record.event === event && typeof record.ts === 'string' && Date.parse(record.ts) >= since) yield record;
      }
    }
  }

  record(event: string, fields: AuditFields = {}): void {
    const now = this.d.now?.() ?? Date.now();
    try {
      const c = this.d.settings();
      if (!c.enabled) return;
      if (!EVENT_NAME.test(event)) throw new Error(`"${event}" is not an event name (dotted lower-case words)`);
      appendEvent(logSettings(c, this.d.paths), event, this.d.redact ? this.d.redact(fields) : fields, now);
    } catch (err) {
      if (now - this.lastError < ERROR_EVERY_MS) return;
      this.lastError = now;
      this.d.logger.error({ event, err: (err as Error).message }, 'an audit event could not be written (later failures within a minute are not logged)');
    }
  }
}
