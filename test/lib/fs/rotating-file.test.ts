// The persisted log's file: bounded by size and count of segments, 0600 in a 0700 directory, rotated by lines and days.
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RotatingFile, segmentsOldestFirst } from '../../../lib/fs/rotating-file.js';

function temp(t: { teardown(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-rot-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const line = (i: number) => `${JSON.stringify({ i, pad: 'x'.repeat(80) })}\n`;

t.test('size: segments stay under the cap, only `keep` old ones stay, and lines keep their order across files', async (t) => {
  const file = join(temp(t), 'logs', 'svc.log');
  const f = new RotatingFile({ file, segmentBytes: 1000, segmentLines: 0, keep: 3, maxAgeMs: 0, daily: false });
  f.open();
  for (let i = 0; i < 200; i++) f.write(line(i));
  f.close();
  const files = segmentsOldestFirst(file);
  t.same(files, [`${file}.3`, `${file}.2`, `${file}.1`, file]);
  let total = 0;
  const seen: number[] = [];
  for (const p of files) {
    const size = statSync(p).size;
    t.ok(size <= 1000, `${p} is ${size} bytes`);
    t.equal(statSync(p).mode & 0o777, 0o600, `${p} is 0600`);
    total += size;
    for (const l of readFileSync(p, 'utf8').split('\n').filter(Boolean)) seen.push((JSON.parse(l) as { i: number }).i);
  }
  t.ok(total <= 4000, 'the whole log is bounded by (keep + 1) segments');
  t.same(seen, [...Array(seen.length).keys()].map((k) => 200 - seen.length + k), 'the newest lines, in order');
  t.equal(statSync(join(file, '..')).mode & 0o777, 0o700);
});

t.test('lines per segment, keep 0 empties the file, and a file readable by others is tightened', async (t) => {
  const dir = temp(t);
  const file = join(dir, 'a.log');
  writeFileSync(file, line(0));
  chmodSync(file, 0o644);
  const f = new RotatingFile({ file, segmentBytes: 1 << 20, segmentLines: 5, keep: 0, maxAgeMs: 0, daily: false });
  f.open();
  t.equal(statSync(file).mode & 0o777, 0o600);
  for (let i = 1; i < 12; i++) f.write(line(i));
  f.close();
  t.same(segmentsOldestFirst(file), [file]);
  t.equal(readFileSync(file, 'utf8').split('\n').filter(Boolean).length, 2, 'the 12 lines made segments of 5, 5 and 2; none kept');
});

t.test('a new UTC day starts a segment; segments older than the age limit go', async (t) => {
  const dir = temp(t);
  const file = join(dir, 'd.log');
  let now = Date.UTC(2026, 0, 1, 23, 59);
  const f = new RotatingFile({ file, segmentBytes: 1 << 20, segmentLines: 0, keep: 7, maxAgeMs: 3 * 86_400_000, daily: true, now: () => now });
  f.open();
  f.write(line(1));
  f.flush();
  now += 2 * 60_000;
  f.write(line(2));
  f.flush();
  t.same(segmentsOldestFirst(file), [`${file}.1`, file]);
  t.equal(readFileSync(`${file}.1`, 'utf8'), line(1));
  // The day-old segment ages past the limit: the next rotation removes it.
  utimesSync(`${file}.1`, new Date(now - 5 * 86_400_000), new Date(now - 5 * 86_400_000));
  now += 86_400_000;
  f.write(line(3));
  f.close();
  t.same(segmentsOldestFirst(file), [`${file}.1`, file]);
  t.equal(readFileSync(`${file}.1`, 'utf8'), line(2));
});

t.test('a file that cannot be written stops persisting and says so once', async (t) => {
  const dir = temp(t);
  const file = join(dir, 'gone', 'e.log');
  const errors: Error[] = [];
  const f = new RotatingFile({ file, segmentBytes: 10, segmentLines: 0, keep: 1, maxAgeMs: 0, daily: false, onError: (e) => errors.push(e) });
  f.open();
  rmSync(join(dir, 'gone'), { recursive: true });
  f.write(line(1));
  f.write(line(2));
  f.flush();
  f.write(line(3));
  f.flush();
  await new Promise((r) => setImmediate(r));
  t.equal(errors.length, 1);
  f.close();
});
