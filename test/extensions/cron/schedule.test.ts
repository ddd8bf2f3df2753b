// Schedules: what scheduleProblem refuses, next runs for every kind (DST included) and the listing text.
import t from 'tap';
import { describeSchedule, nextRun, scheduleProblem } from '../../../extensions/cron/schedule.js';

const ms = (iso: string): number => Date.parse(iso);
const iso = (n: number | null): string | null => (n === null ? null : new Date(n).toISOString());

t.test('valid schedules have no problem', async (t) => {
  t.equal(scheduleProblem({ kind: 'cron', expr: '*/5 * * * *' }), undefined);
  t.equal(scheduleProblem({ kind: 'cron', expr: ' 0  9 * * MON-FRI ', tz: 'Europe/Berlin' }), undefined);
  t.equal(scheduleProblem({ kind: 'cron', expr: '0 0 29 2 *', tz: null }), undefined, 'leap day runs every four years');
  t.equal(scheduleProblem({ kind: 'every', every_ms: 1 }), undefined);
  t.equal(scheduleProblem({ kind: 'every', every_ms: 2 ** 40 }), undefined, 'longer than a timer can wait');
  t.equal(scheduleProblem({ kind: 'at', at: '2026-12-01T09:00:00Z' }), undefined);
  t.equal(scheduleProblem({ kind: 'at', at: '2026-12-01T10:00:00.250+01:00' }), undefined);
  t.equal(scheduleProblem({ kind: 'at', at: '2028-02-29t09:00:00z' }), undefined, 'RFC 3339 allows lower-case t and z');
});

t.test('a cron expression needs exactly five fields', async (t) => {
  for (const [expr, count] of [['* * * *', 4], ['0 */5 * * * *', 6], ['0 0 12 * * * 2030', 7], ['@daily', 1], ['', 0]] as const) {
    const p = scheduleProblem({ kind: 'cron', expr });
    t.equal(p?.field, 'expr', expr);
    t.match(p?.message, `has ${count} field`, expr);
    t.match(p?.message, 'exactly five (minute hour day-of-month month day-of-week)', expr);
  }
  t.match(scheduleProblem({ kind: 'cron', expr: '0 */5 * * * *' })?.message, 'seconds and year fields are not supported');
  t.match(scheduleProblem({ kind: 'cron', expr: '* * * *' })?.message, /^cron expression "\* \* \* \*" has 4 fields, it needs/);
});

t.test('croner refuses a bad field and its reason is kept', async (t) => {
  t.same(scheduleProblem({ kind: 'cron', expr: '61 * * * *' }), {
    field: 'expr',
    message: 'cron expression "61 * * * *" is invalid: Invalid value for minute: 61',
  });
  t.match(scheduleProblem({ kind: 'cron', expr: '*/0 * * * *' })?.message, 'illegal stepping: 0');
  t.match(scheduleProblem({ kind: 'cron', expr: '* * * * FOO' })?.message, /is invalid: .*illegal characters/);
  t.match(scheduleProblem({ kind: 'cron', expr: '0 0 * 13 *' })?.message, 'Invalid value for month');
});

t.test('a colon is refused before croner reads the string as a date', async (t) => {
  const p = scheduleProblem({ kind: 'cron', expr: '0:0 * * * *' });
  t.equal(p?.field, 'expr');
  t.match(p?.message, 'contains ":"');
});

t.test('an expression that matches no date is refused', async (t) => {
  t.same(scheduleProblem({ kind: 'cron', expr: '0 0 30 2 *' }), { field: 'expr', message: 'cron expression "0 0 30 2 *" matches no date' });
  t.equal(scheduleProblem({ kind: 'cron', expr: '0 0 31 4 *' })?.field, 'expr');
});

t.test('tz must be a known IANA zone', async (t) => {
  t.same(scheduleProblem({ kind: 'cron', expr: '* * * * *', tz: 'Mars/Olympus_Mons' }), {
    field: 'tz',
    message: 'time zone "Mars/Olympus_Mons" is not a known IANA time zone such as "Europe/Berlin" or "UTC"',
  });
  t.equal(scheduleProblem({ kind: 'cron', expr: '* * * * *', tz: '' })?.field, 'tz');
  t.equal(scheduleProblem({ kind: 'cron', expr: '* * * * *', tz: '+01:00' })?.field, 'tz', 'an offset is not a zone');
  t.equal(scheduleProblem({ kind: 'cron', expr: '* * * * *', tz: 'America/New_York' }), undefined);
});

t.test('the field a kind needs is required', async (t) => {
  t.same(scheduleProblem({ kind: 'cron' }), { field: 'expr', message: 'is required when kind = "cron", e.g. "*/5 * * * *"' });
  t.same(scheduleProblem({ kind: 'every', every_ms: null }), { field: 'every_ms', message: 'is required when kind = "every"' });
  t.equal(scheduleProblem({ kind: 'at' })?.field, 'at');
  t.same(scheduleProblem({ kind: 'weekly' }), { field: 'kind', message: 'kind "weekly" is not one of "cron", "every" or "at"' });
});

t.test('every_ms is a whole number of at least 1', async (t) => {
  for (const every_ms of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
    const p = scheduleProblem({ kind: 'every', every_ms });
    t.equal(p?.field, 'every_ms', String(every_ms));
    t.match(p?.message, `(found ${every_ms})`);
  }
});

t.test('at is an RFC 3339 date-time with a zone that exists', async (t) => {
  for (const at of [
    '2026-12-01T09:00:00', // no zone: would be read as local time
    '2026-12-01',
    '5', // Date.parse reads this as a day in 2001
    '2026-12-01 09:00:00Z',
    '2026-02-30T09:00:00Z', // Date rolls this over to March 2
    '2026-12-01T24:00:00Z',
    '2026-12-01T09:60:00Z',
    '2026-13-01T09:00:00Z',
    '2026-12-01T09:00:00+24:00',
    '2026-12-01T09:00:00+01:60',
    '2026-12-01T09:00:00+0100',
  ]) {
    const p = scheduleProblem({ kind: 'at', at });
    t.equal(p?.field, 'at', at);
    t.match(p?.message, `at ${JSON.stringify(at)} is not an RFC 3339 date-time with a zone`, at);
  }
});

t.test('cron runs are strictly after `after`, in UTC unless a zone is given', async (t) => {
  const hostTz = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo'; // the host's zone must not leak in
  t.teardown(() => {
    if (hostTz === undefined) delete process.env.TZ;
    else process.env.TZ = hostTz;
  });
  t.not(new Date(ms('2026-06-01T00:00:00Z')).getHours(), 0, 'the host zone really changed');
  const daily = { kind: 'cron', expr: '0 9 * * *' } as const;
  t.equal(iso(nextRun(daily, ms('2026-06-01T00:00:00Z'), 0)), '2026-06-01T09:00:00.000Z');
  t.equal(iso(nextRun(daily, ms('2026-06-01T09:00:00Z'), 0)), '2026-06-02T09:00:00.000Z', 'a run exactly at `after` is not next');
  t.equal(iso(nextRun(daily, ms('2026-06-01T08:59:59.999Z'), 0)), '2026-06-01T09:00:00.000Z');
  t.equal(iso(nextRun({ ...daily, tz: 'America/New_York' }, ms('2026-06-01T00:00:00Z'), 0)), '2026-06-01T13:00:00.000Z', 'EDT is UTC-4');
  t.equal(iso(nextRun({ kind: 'cron', expr: '*/5 * * * *', tz: null }, ms('2026-06-01T10:02:30.500Z'), 0)), '2026-06-01T10:05:00.000Z');
  t.equal(iso(nextRun({ kind: 'cron', expr: '0 0 29 2 *' }, ms('2026-03-01T00:00:00Z'), 0)), '2028-02-29T00:00:00.000Z');
});

// croner's DST rules, pinned: Europe/Berlin springs from 02:00 CET to 03:00 CEST at 2026-03-29T01:00Z and falls back
// from 03:00 CEST to 02:00 CET at 2026-10-25T01:00Z. A fixed time ("30 2", one value each in minute and hour) in the
// gap runs once at 03:00 CEST, and in the repeated hour runs once, at its first (CEST) occurrence. An hourly job skips
// the missing 02:00 and runs at both 02:00s in October.
t.test('daylight saving time in Europe/Berlin', async (t) => {
  const runs = (expr: string, from: string, n: number): string[] => {
    const out: string[] = [];
    let after = ms(from);
    for (let i = 0; i < n; i++) {
      const next = nextRun({ kind: 'cron', expr, tz: 'Europe/Berlin' }, after, 0);
      if (next === null) break;
      out.push(new Date(next).toISOString());
      after = next;
    }
    return out;
  };
  t.same(runs('30 2 * * *', '2026-03-27T12:00:00Z', 3), [
    '2026-03-28T01:30:00.000Z', // 02:30 CET
    '2026-03-29T01:00:00.000Z', // 02:30 does not exist: 03:00 CEST, the first instant after the gap
    '2026-03-30T00:30:00.000Z', // 02:30 CEST
  ]);
  t.same(runs('0 * * * *', '2026-03-28T23:30:00Z', 3), [
    '2026-03-29T00:00:00.000Z', // 01:00 CET
    '2026-03-29T01:00:00.000Z', // 03:00 CEST; 02:00 never happened
    '2026-03-29T02:00:00.000Z', // 04:00 CEST
  ]);
  t.same(runs('0 * * * *', '2026-10-24T23:30:00Z', 4), [
    '2026-10-25T00:00:00.000Z', // 02:00 CEST
    '2026-10-25T01:00:00.000Z', // 02:00 CET, the repeated hour runs again
    '2026-10-25T02:00:00.000Z', // 03:00 CET
    '2026-10-25T03:00:00.000Z',
  ]);
  t.same(runs('30 2 * * *', '2026-10-24T12:00:00Z', 2), [
    '2026-10-25T00:30:00.000Z', // 02:30 CEST only; 02:30 CET an hour later is skipped
    '2026-10-26T01:30:00.000Z', // 02:30 CET
  ]);
});

t.test('every counts from its anchor', async (t) => {
  const every = { kind: 'every', every_ms: 60_000 } as const;
  const anchor = ms('2026-06-01T00:00:00Z');
  t.equal(nextRun(every, anchor, anchor), anchor + 60_000, 'one interval after the anchor');
  t.equal(nextRun(every, anchor + 59_999, anchor), anchor + 60_000);
  t.equal(nextRun(every, anchor + 60_000, anchor), anchor + 120_000, 'strictly after');
  t.equal(nextRun(every, anchor + 10 * 60_000 + 1, anchor), anchor + 11 * 60_000, 'missed intervals are skipped, the phase kept');
  t.equal(nextRun(every, anchor - 3_600_000, anchor), anchor + 60_000, 'never before one interval after the anchor');
  t.equal(nextRun({ kind: 'every', every_ms: 2 ** 40 }, anchor, anchor), anchor + 2 ** 40, 'no cap at the timer limit');
});

t.test('at runs once, if it is still ahead', async (t) => {
  const at = { kind: 'at', at: '2026-12-01T10:00:00+01:00' } as const;
  t.equal(iso(nextRun(at, ms('2026-11-30T00:00:00Z'), 0)), '2026-12-01T09:00:00.000Z');
  t.equal(nextRun(at, ms('2026-12-01T09:00:00Z'), 0), null, 'not strictly after');
  t.equal(nextRun(at, ms('2027-01-01T00:00:00Z'), 0), null);
});

t.test('nextRun refuses what scheduleProblem refuses', async (t) => {
  t.throws(() => nextRun({ kind: 'cron', expr: '0 */5 * * * *' }, 0, 0), { message: /has 6 fields/ });
  t.throws(() => nextRun({ kind: 'cron', expr: '* * * * *', tz: 'Nowhere/Special' }, 0, 0), { message: /"Nowhere\/Special"/ });
  t.throws(() => nextRun({ kind: 'every', every_ms: 0 }, 0, 0), { message: /every_ms/ });
  t.throws(() => nextRun({ kind: 'at', at: '2026-12-01T09:00:00' }, 0, 0), { message: /RFC 3339/ });
  t.equal(nextRun({ kind: 'cron', expr: '0 0 30 2 *' }, 0, 0), null, 'a date that never comes is no run, not an error');
});

t.test('croner arms no timer of its own', async (t) => {
  const timers = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
  const before = timers();
  for (let i = 0; i < 20; i++) {
    scheduleProblem({ kind: 'cron', expr: '* * * * *', tz: 'Europe/Berlin' });
    nextRun({ kind: 'cron', expr: `${i} * * * *` }, Date.now(), 0);
  }
  t.equal(timers(), before);
});

t.test('listings describe a schedule', async (t) => {
  t.equal(describeSchedule({ kind: 'cron', expr: '*/5 * * * *', tz: 'Europe/Berlin' }), 'cron */5 * * * * (Europe/Berlin)');
  t.equal(describeSchedule({ kind: 'cron', expr: '0 9 * * *' }), 'cron 0 9 * * * (UTC)');
  t.equal(describeSchedule({ kind: 'every', every_ms: 60_000 }), 'every 60s');
  t.equal(describeSchedule({ kind: 'every', every_ms: 1500 }), 'every 1500ms');
  t.equal(describeSchedule({ kind: 'at', at: '2026-12-01T09:00:00Z' }), 'at 2026-12-01T09:00:00.000Z');
  t.equal(describeSchedule({ kind: 'at', at: '2026-12-01T10:00:00+01:00' }), 'at 2026-12-01T09:00:00.000Z', 'shown in UTC');
});
