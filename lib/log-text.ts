// The text of log lines: secret values found and replaced (inside JSON strings only, so a line stays valid JSON), and
// the ISO-8601 time field.

export const REDACTED = '[REDACTED]';
/** A JSON string token, escapes included. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
const COLON = 0x3a;
/** Shorter values would blank out ordinary words; CONTRACT secrets are longer in practice. */
export const MIN_SCRUBBED_LENGTH = 4;

/** One pattern matching each value as written and as JSON escapes it inside a string, longest first; none for no values. */
export function secretPattern(values: Iterable<string>): RegExp | undefined {
  const forms = new Set<string>();
  for (const v of values) {
    if (v.length < MIN_SCRUBBED_LENGTH) continue;
    forms.add(v);
    forms.add(JSON.stringify(v).slice(1, -1));
  }
  if (!forms.size) return undefined;
  const sorted = [...forms].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
}

/**
 * A JSON log line with the matches of `secrets` replaced inside its string values only: numbers and key names stay as
 * they are, so the line stays valid JSON (a secret "1795" must not rewrite a timestamp, nor "level" a key).
 */
export function scrubJsonStrings(line: string, secrets: RegExp): string {
  return line.replace(JSON_STRING, (token, offset: number) => (line.charCodeAt(offset + token.length) === COLON ? token : token.replace(secrets, REDACTED)));
}

let stampMs = Number.NaN;
let stamp = '';
/**
 * pino's `"time"` field in ISO-8601 UTC, formatted once per millisecond: under load many lines share one, and a profile
 * of POST /sop showed Date#toISOString as 40 % of a log line's cost.
 */
export function isoTime(ms = Date.now()): string {
  if (ms !== stampMs) {
    stampMs = ms;
    stamp = `,"time":"${new Date(ms).toISOString()}"`;
  }
  return stamp;
}
