// The audit log on disk: each event appended with its sequence number and, when signed, its place in the HMAC chain;
// verification finds an edited line, a removed one (middle or end), an inserted one, and a stripped signature.
import t from 'tap';
import { chmodSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendEvent, readAuditKey, segments, verifyLog, type LogSettings } from '../../../extensions/audit/log.js';
import { changedPaths } from '../../../extensions/audit/index.js';
import { tempConfigDir } from '../../helpers/kernel.js';

function setup(t: { teardown(fn: () => void): void }, over: Partial<LogSettings> = {}): LogSettings {
  const dir = tempConfigDir(t);
  return { file: join(dir, 'audit.log'), keyFile: join(dir, '.audit_key'), maxBytes: 0, sign: true, ...over };
}
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);
const write = (file: string, rows: string[]) => writeFileSync(file, `${rows.join('\n')}\n`);

t.test('signed events chain and verify; the key file is 0600 and refused when others may read it', async (t) => {
  const s = setup(t);
  for (let i = 0; i < 5; i++) appendEvent(s, 'test.event', { n: i, who: 'cli' }, 1_700_000_000_000 + i);
  const rows = lines(s.file).map((l) => JSON.parse(l) as Record<string, unknown>);
  t.same(rows.map((r) => r.seq), [1, 2, 3, 4, 5]);
  t.equal(rows[0]!.prev, '0'.repeat(64));
  t.equal(rows[1]!.prev, rows[0]!.mac);
  t.match(rows[0], { ts: '2023-11-14T22:13:20.000Z', event: 'test.event', n: 0, who: 'cli' });
  t.same(verifyLog(s.file, s.keyFile), { ok: true, events: 5, signed: 5, files: 1, problems: [] });
  t.same(readdirSync(join(s.file, '..')).sort(), ['.audit_key', 'audit.log', 'audit.log.head'], 'the log, its head, the key; no lock left behind');
  chmodSync(s.keyFile, 0o644);
  t.throws(() => readAuditKey(s.keyFile, false), /readable by group or others/);
});

t.test('an edited line, a removed line (middle or last), an inserted one and a stripped signature are each found', async (t) => {
  const s = setup(t);
  for (let i = 0; i < 4; i++) appendEvent(s, 'test.event', { n: i }, 1_700_000_000_000 + i);
  const good = lines(s.file);
  write(s.file, good.map((l, i) => (i === 1 ? l.replace('"n":1', '"n":7') : l)));
  t.match(verifyLog(s.file, s.keyFile), { ok: false, problems: [/audit\.log:2: the signature does not match/] }, 'edited');
  write(s.file, good.filter((_, i) => i !== 2));
  t.match(verifyLog(s.file, s.keyFile), { ok: false, problems: [/audit\.log:3: sequence 4 follows 2/, /does not chain/] }, 'removed from the middle');
  write(s.file, good.slice(0, 3));
  t.match(verifyLog(s.file, s.keyFile), { ok: false, problems: [/ends at sequence 3, and its last signed event was 4/] }, 'removed from the end');
  write(s.file, [good[0]!, good[0]!, ...good.slice(1)]);
  t.equal(verifyLog(s.file, s.keyFile).ok, false, 'a line repeated');
  const stripped = JSON.parse(good[3]!) as Record<string, unknown>;
  delete stripped.mac;
  delete stripped.prev;
  write(s.file, [...good.slice(0, 3), JSON.stringify(stripped)]);
  t.match(verifyLog(s.file, s.keyFile).problems, [/an unsigned event after signed ones/, /events were removed from the end/]);
  write(s.file, good);
  t.equal(verifyLog(s.file, s.keyFile).ok, true, 'restored, it verifies again');
});

t.test('removing the first lines, or replacing the log with unsigned lines and deleting the head, does not verify', async (t) => {
  const s = setup(t);
  for (let i = 0; i < 4; i++) appendEvent(s, 'test.event', { n: i }, 1_700_000_000_000 + i);
  const good = lines(s.file);
  t.same(verifyLog(s.file, s.keyFile), { ok: true, events: 4, signed: 4, files: 1, problems: [] }, 'intact');
  write(s.file, good.slice(1));
  t.match(verifyLog(s.file, s.keyFile), { ok: false, problems: [/audit\.log:1: the log starts at sequence 2, not 1/, /audit\.log:1: the first event does not start the chain/] }, 'first line removed');
  write(s.file, good.slice(2));
  t.equal(verifyLog(s.file, s.keyFile).ok, false, 'first two lines removed');
  write(s.file, good);
  const head = readFileSync(`${s.file}.head`, 'utf8');
  unlinkSync(`${s.file}.head`);
  t.match(verifyLog(s.file, s.keyFile), { ok: false, problems: [/audit\.log\.head is missing/] }, 'head removed');
  write(s.file, good.map((l) => {
    const r = JSON.parse(l) as Record<string, unknown>;
    delete r.mac;
    delete r.prev;
    return JSON.stringify(r);
  }));
  t.match(verifyLog(s.file, s.keyFile), { ok: false, signed: 0, problems: [/\.audit_key exists \(events were signed\), and the log holds no signed event/] }, 'unsigned lines, no head');
  writeFileSync(`${s.file}.head`, head);
  write(s.file, good);
  t.same(verifyLog(s.file, s.keyFile), { ok: true, events: 4, signed: 4, files: 1, problems: [] }, 'restored, it verifies again');
});

t.test('rotation by size keeps the chain across files; unsigned events before signing are accepted', async (t) => {
  const s = setup(t, { maxBytes: 600, sign: false });
  appendEvent(s, 'test.unsigned', {}, 1_700_000_000_000);
  const signed = { ...s, sign: true };
  for (let i = 0; i < 8; i++) appendEvent(signed, 'test.event', { n: i, filler: 'x'.repeat(60) }, 1_700_000_001_000 + i * 1000);
  const files = segments(s.file);
  t.ok(files.length > 2, `rotated into ${files.length} files`);
  t.same(verifyLog(s.file, s.keyFile), { ok: true, events: 9, signed: 8, files: files.length, problems: [] });
  // The first rotated file removed by an operator: the rest still verifies from where it starts.
  writeFileSync(files[1]!, readFileSync(files[1]!, 'utf8').replace('"n":1', '"n":2'));
  t.match(verifyLog(s.file, s.keyFile).problems, [/signature does not match/]);
});

t.test('a log_path in a directory that does not exist yet: the directory is made (0700)', async (t) => {
  const s = setup(t, { sign: false });
  const nested = { ...s, file: join(s.file, '..', 'logs', 'security', 'audit.log') };
  appendEvent(nested, 'test.event', {}, 1_700_000_000_000);
  t.equal(lines(nested.file).length, 1);
  t.equal(statSync(join(s.file, '..', 'logs')).mode & 0o777, 0o700);
});

t.test('a torn last line (a crash mid-write) does not break the next append', async (t) => {
  const s = setup(t, { sign: false });
  appendEvent(s, 'test.event', {}, 1_700_000_000_000);
  writeFileSync(s.file, `${readFileSync(s.file, 'utf8')}{"ts":"2023`, { flag: 'w' });
  appendEvent(s, 'test.event', {}, 1_700_000_000_001);
  const rows = lines(s.file);
  t.equal(rows.length, 3);
  t.match(JSON.parse(rows[2]!), { seq: 2 });
});

t.test('changedPaths names leaves, never values', async (t) => {
  t.same(changedPaths({ a: { b: 1, c: 2 }, d: [1] }, { a: { b: 1, c: 3 }, d: [2], e: { f: 'x' } }), ['a.c', 'd', 'e']);
});
