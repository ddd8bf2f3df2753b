// HTTP retry timing shared by every outbound client (model providers, the webhook outbox, the audit sender): the
// jittered backoff and Retry-After in all its RFC 9110 forms.

/** Wait before retry k (1-based): base · 2^(k−1), jittered by ±25 % with `random` in [0, 1), capped by max. */
export function backoffMs(k: number, base: number, max: number, random: number): number {
  return Math.min(max, base * 2 ** (k - 1) * (0.75 + 0.5 * random));
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = `(?<month>${MONTHS.join('|')})`;
const TIME = '(?<h>\\d{2}):(?<m>\\d{2}):(?<s>\\d{2})';
/** The three forms of RFC 9110 §5.6.7: IMF-fixdate, obsolete RFC 850, asctime. */
const HTTP_DATES = [
  new RegExp(`^${DAY}, (?<day>\\d{2}) ${MONTH} (?<year>\\d{4}) ${TIME} GMT$`),
  new RegExp(`^${LONG_DAY}, (?<day>\\d{2})-${MONTH}-(?<year>\\d{2}) ${TIME} GMT$`),
  new RegExp(`^${DAY} ${MONTH} (?<day>[ \\d]\\d) ${TIME} (?<year>\\d{4})$`),
];

/** The instant of an HTTP-date, or undefined; never Date.parse, which reads "5" as a year (PITFALLS). */
function httpDate(value: string, now: number): number | undefined {
  const g = HTTP_DATES.map((form) => form.exec(value)?.groups).find((groups) => groups !== undefined);
  if (!g) return undefined;
  const [day, month, h, m, s] = [Number(g.day), MONTHS.indexOf(g.month ?? ''), Number(g.h), Number(g.m), Number(g.s)];
  let year = Number(g.year);
  if (g.year?.length === 2) {
    // RFC 9110: a two-digit year more than 50 years ahead is the most recent past year with those digits.
    const current = new Date(now).getUTCFullYear();
    year += current - (current % 100);
    if (year > current + 50) year -= 100;
  }
  const at = Date.UTC(year, month, day, h, m, s);
  const d = new Date(at);
  // Date.UTC rolls "31 Feb" or "25:00:00" over into another instant: such a date is invalid, not a hint.
  return d.getUTCDate() === day && d.getUTCHours() === h && d.getUTCMinutes() === m && d.getUTCSeconds() === s ? at : undefined;
}

/** The wait a Retry-After value asks for in ms (delay-seconds or an HTTP-date), or undefined when absent or invalid. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (/^[0-9]+$/.test(v)) return Number(v) * 1000;
  const at = httpDate(v, now);
  return at === undefined ? undefined : Math.max(0, at - now);
}
