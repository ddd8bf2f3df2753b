// Job schedules (cron, every, at): what makes one unusable, when it next fires, and how it reads in a listing.
import { createRequire } from 'node:module';
import type { Cron } from 'croner';

// Loaded on first use (config checks, planning), not by every `svc --help`.
let CronClass: typeof Cron | undefined;
const cronClass = (): typeof Cron => (CronClass ??= (createRequire(import.meta.url)('croner') as typeof import('croner')).Cron);

export type Schedule = { kind: 'cron'; expr: string; tz?: string | null } | { kind: 'every'; every_ms: number } | { kind: 'at'; at: string };

/** The part of a schedule a problem names; `kind` only for a kind the config schema would refuse anyway. */
export type ScheduleField = 'kind' | 'expr' | 'tz' | 'every_ms' | 'at';

const FIELDS = 'minute hour day-of-month month day-of-week';

// RFC 3339 date-time with a zone; T and Z may be lower case (RFC 3339 §5.6 note), and V8 reads both.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** Why a schedule cannot run, as one sentence naming the bad part, or undefined. */
export function scheduleProblem(s: {
  kind: string;
  expr?: string | null;
  tz?: string | null;
  every_ms?: number | null;
  at?: string | null;
}): { field: ScheduleField; message: string } | undefined {
  switch (s.kind) {
    case 'cron': {
      if (typeof s.expr !== 'string') return { field: 'expr', message: `is required when kind = "cron", e.g. "*/5 * * * *"` };
      const tz = tzProblem(s.tz);
      if (tz) return { field: 'tz', message: tz };
      const built = buildCron(s.expr, s.tz);
      if (typeof built === 'string') return { field: 'expr', message: built };
      // Valid syntax can still name no date ("0 0 30 2 *"); five fields repeat within 400 years, so one look from 1970 settles it.
      if (built.nextRun(new Date(0)) === null) return { field: 'expr', message: `cron expression ${JSON.stringify(s.expr)} matches no date` };
      return undefined;
    }
    case 'every': {
      const ms = s.every_ms;
      if (ms === null || ms === undefined) return { field: 'every_ms', message: 'is required when kind = "every"' };
      if (!Number.isSafeInteger(ms) || ms < 1) return { field: 'every_ms', message: `every_ms must be a whole number of milliseconds, at least 1 (found ${ms})` };
      return undefined;
    }
    case 'at': {
      if (typeof s.at !== 'string') return { field: 'at', message: 'is required when kind = "at", e.g. "2026-12-01T09:00:00Z"' };
      if (parseAt(s.at) === undefined) {
        return { field: 'at', message: `at ${JSON.stringify(s.at)} is not an RFC 3339 date-time with a zone such as "2026-12-01T09:00:00Z" or "2026-12-01T10:00:00+01:00"` };
      }
      return undefined;
    }
    default:
      return { field: 'kind', message: `kind ${JSON.stringify(s.kind)} is not one of "cron", "every" or "at"` };
  }
}

/**
 * The first run strictly after `after` (epoch ms), or null when there is none (an `at` in the past). `anchor`: when an
 * `every` schedule started counting (its last run, else when it was created): next = anchor + k·every_ms > after, k ≥ 1.
 * Throws on a schedule scheduleProblem refuses. Nothing here arms a timer, so a next run years away is fine.
 *
 * Cron and daylight saving (croner's rules, pinned by the tests with Europe/Berlin): a fixed time (one value each in
 * minute and hour, "30 2 * * *") that falls in the spring gap runs once at the first valid instant after it (03:00 CEST),
 * and in the repeated autumn hour runs once, at the first occurrence (CEST). Any other expression ("0 * * * *",
 * "*\/15 2 * * *") skips times in the gap and runs at both occurrences of a repeated time.
 */
export function nextRun(s: Schedule, after: number, anchor: number): number | null {
  switch (s.kind) {
    case 'cron': {
      const tz = tzProblem(s.tz);
      if (tz) throw new Error(tz);
      const built = buildCron(s.expr, s.tz);
      if (typeof built === 'string') throw new Error(built);
      return built.nextRun(new Date(after))?.getTime() ?? null;
    }
    case 'every': {
      const problem = scheduleProblem(s);
      if (problem) throw new Error(problem.message);
      const k = Math.max(1, Math.floor((after - anchor) / s.every_ms) + 1);
      return anchor + k * s.every_ms;
    }
    case 'at': {
      const at = parseAt(s.at);
      if (at === undefined) throw new Error(scheduleProblem(s)!.message);
      return at > after ? at : null;
    }
  }
}

/** Human text for listings: "cron *\/5 * * * * (Europe/Berlin)", "every 60s", "at 2026-12-01T09:00:00.000Z". */
export function describeSchedule(s: Schedule): string {
  switch (s.kind) {
    case 'cron':
      return `cron ${s.expr} (${s.tz || 'UTC'})`;
    case 'every':
      return s.every_ms % 1000 === 0 ? `every ${s.every_ms / 1000}s` : `every ${s.every_ms}ms`;
    case 'at': {
      const at = parseAt(s.at);
      return `at ${at === undefined ? s.at : new Date(at).toISOString()}`;
    }
  }
}

function tzProblem(tz: string | null | undefined): string | undefined {
  if (tz === null || tz === undefined) return undefined;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: tz });
    return undefined;
  } catch {
    return `time zone ${JSON.stringify(tz)} is not a known IANA time zone such as "Europe/Berlin" or "UTC"`;
  }
}

/** A croner instance that only computes dates, or why the expression is refused. `tz` must already be checked. */
function buildCron(expr: string, tz: string | null | undefined): Cron | string {
  const fields = expr.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5) {
    const extra = fields.length > 5 ? '; seconds and year fields are not supported' : '';
    return `cron expression ${JSON.stringify(expr)} has ${fields.length} field${fields.length === 1 ? '' : 's'}${extra}, it needs exactly five (${FIELDS})`;
  }
  // croner reads any pattern containing ":" as a one-off date, so such a string never reaches its cron parser.
  if (expr.includes(':')) return `cron expression ${JSON.stringify(expr)} contains ":", which no cron field allows (a one-off time is kind = "at")`;
  try {
    // No callback and paused: croner arms no timer of its own. The zone defaults to UTC, never the host's local time.
    return new (cronClass())(expr, { timezone: tz ?? 'UTC', mode: '5-part', paused: true });
  } catch (e) {
    const why = (e instanceof Error ? e.message : String(e)).replace(/^CronPattern:\s*/, '');
    return `cron expression ${JSON.stringify(expr)} is invalid: ${why}`;
  }
}

/** Epoch ms of an RFC 3339 date-time with a zone, or undefined; refuses what Date would roll over (Feb 30, 24:00). */
function parseAt(text: string): number | undefined {
  const m = RFC3339.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || sec > 59) return undefined;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

function daysInMonth(year: number, month: number): number {
  // setUTCFullYear, not Date.UTC, which would read years 0-99 as 1900-1999.
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}
