// HTTP retry timing shared by every outbound client: the jittered backoff and Retry-After.
import t from 'tap';
import { backoffMs, parseRetryAfter } from '../../kernel/index.js';

t.test('backoffMs: base · 2^(k−1) · U(0.75, 1.25), capped by max', async (t) => {
  for (const k of [1, 2, 3]) {
    const mid = 500 * 2 ** (k - 1);
    t.equal(backoffMs(k, 500, 30_000, 0), mid * 0.75, `k=${k}, random 0 is the low end`);
    const high = backoffMs(k, 500, 30_000, 0.9999999);
    t.ok(high < mid * 1.25 && high > mid * 1.25 - 0.001, `k=${k}, random → 1 approaches the high end (${high})`);
    for (let r = 0; r < 1; r += 0.05) {
      const d = backoffMs(k, 500, 30_000, r);
      t.ok(d >= mid * 0.75 && d < mid * 1.25, `k=${k} r=${r.toFixed(2)}: ${d} within ±25 %`);
    }
  }
  t.equal(backoffMs(7, 500, 30_000, 0.5), 30_000, 'capped');
  t.equal(backoffMs(5000, 500, 30_000, 0.5), 30_000, 'no overflow past the cap');
});

/** Seven seconds before the RFC 9110 example date, Sun, 06 Nov 1994 08:49:37 GMT. */
const BEFORE_EXAMPLE = Date.UTC(1994, 10, 6, 8, 49, 30);

t.test('parseRetryAfter: delay-seconds and the three HTTP-date forms, nothing else', async (t) => {
  const now = BEFORE_EXAMPLE;
  t.equal(parseRetryAfter(null, now), undefined);
  t.equal(parseRetryAfter('0', now), 0);
  t.equal(parseRetryAfter('5', now), 5000, '"5" is five seconds, not a date in 2001');
  t.equal(parseRetryAfter('120', now), 120_000);
  t.equal(parseRetryAfter('99999999999', now), 99_999_999_999_000, 'not capped here: the caller caps');
  t.equal(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now), 7000, 'IMF-fixdate');
  t.equal(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now), 7000, 'RFC 850');
  t.equal(parseRetryAfter('Sun Nov  6 08:49:37 1994', now), 7000, 'asctime, space-padded day');
  t.equal(parseRetryAfter('Wed Nov 16 08:49:30 1994', now), 10 * 86_400_000, 'asctime, two-digit day');
  t.equal(parseRetryAfter('Sun, 06 Nov 1994 08:49:00 GMT', now), 0, 'a past date is no wait');
  const in2030 = Date.UTC(2030, 0, 1);
  t.equal(parseRetryAfter('Monday, 01-Jan-80 00:00:00 GMT', in2030), Date.UTC(2080, 0, 1) - in2030, 'a two-digit year up to 50 years ahead');
  t.equal(parseRetryAfter('Tuesday, 01-Jan-81 00:00:00 GMT', in2030), 0, 'further ahead is the past century');
  for (const bad of ['5.5', 'soon', '-1', '+5', '', ' ', '1e3', '0x10', 'Sun, 6 Nov 1994 08:49:37 GMT', 'Sun, 06 Nov 1994 08:49:37 UTC', 'Sun, 06 Nov 1994 08:49:37 +0000', 'Sunday, 06 Nov 1994 08:49:37 GMT', 'Sun, 06-Nov-94 08:49:37 GMT', 'Thu, 31 Feb 2030 00:00:00 GMT', 'Thu, 01 Jan 2030 24:00:00 GMT', '2030-01-01T00:00:00Z', 'Sun, 06 Nov 1994 08:49:37 GMT x']) {
    t.equal(parseRetryAfter(bad, now), undefined, JSON.stringify(bad));
  }
});
