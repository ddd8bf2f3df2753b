// OTP lockouts survive a restart (issue 37): the wrong-code counts and lockouts of the operator, each channel sender and
// each channel, and the last code used, are kept in a state file (0600) that a new gate over the same file reads; an
// entry ends with its window on the injected clock; a corrupt file is one WARN and empty, never a failed start; the
// senders kept are capped (idle first, then the oldest not locked); another secret's file is not taken over.
import t from 'tap';
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { OtpGate, CHANNEL_MAX_FAILURES, LOCKOUT_FORGET_MS, MAX_FAILURES, MAX_SENDER_LOCKS } from '../../../extensions/otp/gate.js';
import { emptyState, Lockout, LOCKOUT_CAP_MS, MAX_KEY_CHARS, MAX_STATE_BYTES, parse, readState, secretTag, senderKey, serialise } from '../../../extensions/otp/lockouts.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { fakeChannels, KEY, otpConfig, silent, track } from './harness.js';
import type { OtpConfig } from '../../../extensions/otp/config.generated.js';
import type { ToolCallEvent } from '../../../extensions/agent/api.js';

const T0 = 1_700_000_000_000;
const config = (over: Partial<OtpConfig> = {}): OtpConfig => otpConfig({ challenge_max_attempts: 50, ...over });
const stranger = (sender: string, channel = 'webhook.public'): ToolCallEvent => ({
  agent: 'default', channel, conversation: sender, sender, trust: 'untrusted', tool: 'shell', arguments: { command: 'id' }, startedAt: 0, signal: new AbortController().signal,
});
const settled = async (p: Promise<void>): Promise<string> => p.then(() => 'ran', (e: Error) => `refused: ${e.message}`);

/** A logger that keeps its WARN lines. */
function recording() {
  const warned: [Record<string, unknown>, string][] = [];
  const logger = { info() {}, error() {}, debug() {}, child() { return logger; }, warn: (f: Record<string, unknown>, m: string) => void warned.push([f, m]) } as never;
  return { logger, warned };
}

t.test('an operator lockout survives a restart (a new gate over the same file) and ends with its window', async (t) => {
  const file = join(t.testdir(), 'state', 'otp-lockouts.json');
  let now = T0;
  const code = () => totp(KEY, now / 1000);
  const first = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  first.open();
  for (let i = 0; i < MAX_FAILURES; i++) first.verify('000000', 'cli');
  t.match(first.verify(code(), 'cli'), { valid: false, reason: /locked/ }, 'locked before the restart');
  t.equal(statSync(file).mode & 0o777, 0o600, 'the state file is owner-only');
  first.close();

  now += 10_000;
  const second = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  second.open();
  t.match(second.verify(code(), 'cli'), { valid: false, reason: /locked .* try again in 20 s/ }, 'still locked after the restart, for what was left');
  const elsewhere = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: join(t.testdir(), 'none.json') }));
  t.match(elsewhere.verify(code(), 'cli'), { valid: true }, 'positive control: a gate without that file accepts the same code');

  now += 20_000;
  const third = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  t.match(third.verify(totp(KEY, now / 1000), 'cli'), { valid: true }, 'after the window (injected clock) a right code is accepted');
});

t.test('the last code used survives a restart: it is not accepted twice', async (t) => {
  const file = join(t.testdir(), 'otp-lockouts.json');
  const now = T0;
  const first = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  t.match(first.verify(totp(KEY, now / 1000), 'cli'), { valid: true });
  const second = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  t.match(second.verify(totp(KEY, now / 1000), 'cli'), { valid: false, reason: /already used/ }, 'the same code after a restart');
  t.match(second.verify(totp(KEY, now / 1000 + 30), 'cli'), { valid: true }, 'positive control: the next step\'s code');
});

t.test('a channel sender\'s and a channel\'s lockouts survive a restart; the operator is still not locked out', async (t) => {
  const file = join(t.testdir(), 'otp-lockouts.json');
  const now = T0;
  const channels = fakeChannels();
  const first = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, channels, stateFile: file }));
  const calls: Promise<string>[] = [];
  // Fresh senders, two wrong codes each, until the channel's shared count locks it (mallory's own count locks first).
  calls.push(settled(first.admit(stranger('mallory'))));
  for (let i = 0; i < MAX_FAILURES; i++) channels.deliver('mallory', 'mallory', '000000');
  for (let i = 0; i < (CHANNEL_MAX_FAILURES - MAX_FAILURES) / 2; i++) {
    calls.push(settled(first.admit(stranger(`s${i}`))));
    channels.deliver(`s${i}`, `s${i}`, '000000');
    channels.deliver(`s${i}`, `s${i}`, '000001');
  }
  first.close();
  await Promise.all(calls);

  const again = fakeChannels();
  const second = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now + 5_000, channels: again, stateFile: file }));
  const fresh = settled(second.admit(stranger('fresh')));
  again.deliver('fresh', 'fresh', totp(KEY, now / 1000));
  t.match(again.told.at(-1), ['fresh', /locked/], 'a fresh sender of the locked channel is still locked out after the restart');
  const carol = second.admit(stranger('carol', 'webhook.private'));
  again.deliver('carol', 'carol', totp(KEY, now / 1000));
  t.match(again.told.at(-1), ['carol', 'Code accepted.'], 'positive control: another channel answers');
  await carol;
  t.match(second.verify(totp(KEY, now / 1000 + 30), 'cli', { unlock: false }), { valid: true }, 'the operator is not locked out');
  second.refuseAll('test over');
  await fresh;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { senders: [string][]; channels: [string][] };
  t.ok(stored.senders.some(([k]) => k === 'webhook.public\u0000mallory'), 'mallory\'s count is in the file');
  t.same(stored.channels.map(([k]) => k), ['webhook.public'], 'the locked channel is in the file (carol\'s count was reset by her right code)');
});

t.test('entries end with their window: an ended lockout and its quiet window leave the file', async (t) => {
  const file = join(t.testdir(), 'otp-lockouts.json');
  let now = T0;
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  for (let i = 0; i < MAX_FAILURES; i++) gate.verify('000000', 'cli');
  t.not((JSON.parse(readFileSync(file, 'utf8')) as { operator: number[] }).operator[2], 0, 'the lockout is written');
  // Restarted after the lockout, within its quiet window: the strike is kept, so the next lockout doubles.
  now += 30_000;
  const soon = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  for (let i = 0; i < MAX_FAILURES - 1; i++) soon.verify('000000', 'cli');
  t.match(soon.verify('000000', 'cli'), { reason: /refused for 60 s/ }, 'within the window the strike survives the restart: 60 s');
  // After that lockout and the quiet that forgets its strikes, nothing is left to keep.
  now += 60_000 + LOCKOUT_FORGET_MS;
  const next = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  for (let i = 0; i < MAX_FAILURES - 1; i++) next.verify('000000', 'cli');
  t.match(next.verify('000000', 'cli'), { reason: /refused for 30 s/ }, 'after the window the strikes were forgotten: 30 s again');
  const state = parse(serialise({ ...emptyState(), senders: new Map([['c\u0000old', Object.assign(new Lockout(), { failures: 1, lastFailure: now })]]) }, 'tag', now), 'tag', now + LOCKOUT_FORGET_MS);
  t.equal(state.senders.size, 0, 'a sender count left quiet for its window is dropped when read');
  const kept = parse(serialise({ ...emptyState(), senders: new Map([['c\u0000old', Object.assign(new Lockout(), { failures: 1, lastFailure: now })]]) }, 'tag', now), 'tag', now + LOCKOUT_FORGET_MS - 1);
  t.equal(kept.senders.size, 1, 'positive control: within its window it is kept');
});

t.test('a corrupt state file is one WARN and empty, never a failed start; the next change rewrites it', async (t) => {
  for (const [name, text] of [['garbage', '{not json'], ['not an object', '[1]'], ['no secret tag', '{"version":1,"secret":7}'], ['wrong version', '{"version":9}']] as const) {
    const file = join(t.testdir(), `${name.replace(/ /g, '-')}.json`);
    writeFileSync(file, text, { mode: 0o600 });
    const { logger, warned } = recording();
    const gate = track(t, new OtpGate({ settings: () => config(), logger, now: () => T0, stateFile: file }));
    gate.open();
    t.equal(warned.length, 1, `${name}: one WARN`);
    t.match(warned[0], [{ file }, /cannot be read: it is treated as empty/]);
    t.match(gate.verify(totp(KEY, T0 / 1000), 'cli'), { valid: true }, `${name}: the gate works`);
    t.equal(warned.length, 1, `${name}: no further WARN`);
    t.doesNotThrow(() => parse(readFileSync(file, 'utf8'), secretTag(KEY), T0), `${name}: rewritten whole`);
  }
  const { logger, warned } = recording();
  const good = join(t.testdir(), 'good.json');
  track(t, new OtpGate({ settings: () => config(), logger, now: () => T0, stateFile: good })).verify('000000', 'cli');
  track(t, new OtpGate({ settings: () => config(), logger, now: () => T0, stateFile: good })).open();
  t.same(warned.filter(([, m]) => /cannot be read/.test(m)), [], 'positive control: a good file gives no WARN');
});

t.test('the senders kept are capped: idle ones go first, then the oldest that is not locked', async (t) => {
  const now = T0;
  const senders = new Map<string, Lockout>();
  const locked = Object.assign(new Lockout(), { failures: 5, strikes: 1, until: now + 60_000, lastFailure: now + 60_000 });
  senders.set('c\u0000locked-first', locked);
  for (let i = 0; i < MAX_SENDER_LOCKS + 200; i++) senders.set(`c\u0000s${i}`, Object.assign(new Lockout(), { failures: 1, lastFailure: now - 500_000 + i }));
  const text = serialise({ ...emptyState(), senders }, 'tag', now);
  const state = parse(text, 'tag', now);
  t.equal(state.senders.size, MAX_SENDER_LOCKS, 'at most MAX_SENDER_LOCKS senders in the file');
  t.ok(state.senders.has('c\u0000locked-first'), 'the locked one is kept although it is the oldest key');
  t.notOk(state.senders.has('c\u0000s0'), 'the oldest not locked went');
  t.ok(state.senders.has(`c\u0000s${MAX_SENDER_LOCKS + 199}`), 'the newest stayed');
  t.ok(text.length < 200 * MAX_SENDER_LOCKS, `the file stays small (${text.length} bytes)`);

  // Through the gate: a flood of fresh senders with one wrong code each never pushes out a locked sender.
  const file = join(t.testdir(), 'otp-lockouts.json');
  const channels = fakeChannels();
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, channels, stateFile: file }));
  const first = settled(gate.admit(stranger('mallory', 'webhook.a')));
  for (let i = 0; i < MAX_FAILURES; i++) channels.deliver('mallory', 'mallory', '000000');
  gate.refuseAll('next');
  await first;
  const flood: Promise<string>[] = [];
  for (let i = 0; i < MAX_SENDER_LOCKS + 20; i++) {
    // Spread over channels, so no channel's shared count locks first.
    const call = settled(gate.admit(stranger(`f${i}`, `webhook.f${i % 100}`)));
    channels.deliver(`f${i}`, `f${i}`, '000000');
    gate.refuseAll('next');
    flood.push(call);
  }
  await Promise.all(flood);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { senders: [string][] };
  t.ok(stored.senders.length <= MAX_SENDER_LOCKS, `the file holds at most ${MAX_SENDER_LOCKS} senders (${stored.senders.length})`);
  t.ok(stored.senders.some(([k]) => k === 'webhook.a\u0000mallory'), 'the locked sender is still in it');
  t.notOk(stored.senders.some(([k]) => k === 'webhook.f0\u0000f0'), 'the oldest unlocked sender was dropped');
  // A very long sender id is kept as its hash.
  const long = settled(gate.admit(stranger('x'.repeat(5000), 'webhook.long')));
  channels.deliver('x'.repeat(5000), 'x'.repeat(5000), '000000');
  gate.refuseAll('done');
  await long;
  t.notOk(readFileSync(file, 'utf8').includes('x'.repeat(300)), 'a long sender id is not written whole');
});

t.test('a file written under another secret is not taken over; rotating the secret resets the file', async (t) => {
  const file = join(t.testdir(), 'otp-lockouts.json');
  const now = T0;
  let settings = config();
  const gate = track(t, new OtpGate({ settings: () => settings, logger: silent, now: () => now, stateFile: file }));
  for (let i = 0; i < MAX_FAILURES; i++) gate.verify('000000', 'cli');
  const other = Buffer.from('abcdefghijabcdefghij');
  const rotated = config({ secret: base32Encode(other) });
  const restarted = track(t, new OtpGate({ settings: () => rotated, logger: silent, now: () => now, stateFile: file }));
  t.match(restarted.verify(totp(other, now / 1000), 'cli'), { valid: true }, 'a new secret (changed while stopped) starts without the old counts');
  const same = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  // restarted's write put the new secret's tag in the file: the old secret's counts are gone for good.
  t.match(same.verify(totp(KEY, now / 1000), 'cli'), { valid: true }, 'the old counts were not kept');
  // While running: secretChanged writes an empty state.
  const live = track(t, new OtpGate({ settings: () => settings, logger: silent, now: () => now, stateFile: join(t.testdir(), 'live.json') }));
  for (let i = 0; i < MAX_FAILURES; i++) live.verify('000000', 'cli');
  t.match(live.verify(totp(KEY, now / 1000 + 30), 'cli'), { reason: /locked/ }, 'positive control: locked before the rotation');
  settings = rotated;
  live.secretChanged();
  const after = track(t, new OtpGate({ settings: () => rotated, logger: silent, now: () => now, stateFile: join(t.testdir(), 'live.json') }));
  t.match(after.verify(totp(other, now / 1000 + 30), 'cli'), { valid: true }, 'after a rotation and a restart, no lockout');
});

// Review of 27 Nov, item 3: a clock that ran ahead (a year) while wrong codes came, then corrected, left a lockout a year
// long that survived restarts. No lockout now outlasts LOCKOUT_CAP_MS from the present, from the file or in memory.
t.test('a lockout written by a clock running ahead ends within LOCKOUT_CAP_MS of the corrected clock', async (t) => {
  const file = join(t.testdir(), 'otp-lockouts.json');
  const YEAR = 365 * 86_400_000;
  let now = T0 + YEAR;
  const skewed = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  for (let i = 0; i < MAX_FAILURES; i++) skewed.verify('000000', 'cli');
  t.match(skewed.verify(totp(KEY, now / 1000), 'cli'), { reason: /locked/ }, 'positive control: locked under the skewed clock');
  // The clock is corrected (NTP) while this gate still runs: its lockout in memory is cut to the cap too.
  now = T0;
  t.match(skewed.verify(totp(KEY, now / 1000), 'cli'), { reason: new RegExp(`try again in ${LOCKOUT_CAP_MS / 1000} s`) }, 'in memory: at most the cap from now');
  skewed.close();
  const restarted = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  restarted.open();
  t.match(restarted.verify(totp(KEY, now / 1000), 'cli'), { reason: new RegExp(`try again in ${LOCKOUT_CAP_MS / 1000} s`) }, 'after a restart: at most the cap, not a year');
  now += LOCKOUT_CAP_MS;
  const later = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, stateFile: file }));
  t.match(later.verify(totp(KEY, now / 1000), 'cli'), { valid: true }, 'a right code is accepted once the cap has passed (the clamped time was written back: a restart does not clamp anew)');
  // The row as read: until and last_failure clamped, counts kept.
  const far = serialise({ ...emptyState(), operator: Object.assign(new Lockout(), { failures: 0, strikes: 3, until: T0 + YEAR, lastFailure: T0 + YEAR }) }, 'tag', T0 + YEAR - 1);
  const read = parse(far, 'tag', T0);
  t.same([read.operator.until, read.operator.lastFailure, read.operator.strikes], [T0 + LOCKOUT_CAP_MS, T0 + LOCKOUT_CAP_MS, 3], 'until and last_failure clamped on load; strikes kept');
  const near = parse(serialise({ ...emptyState(), operator: Object.assign(new Lockout(), { strikes: 1, until: T0 + 60_000, lastFailure: T0 + 60_000 }) }, 'tag', T0), 'tag', T0);
  t.equal(near.operator.until, T0 + 60_000, 'positive control: a lockout within the cap is read as written');
});

// Review of 27 Nov, item 8: any problem with the file dropped all of it, the operator's lockout and the last step too.
t.test('sender ids that escape long stay within the reader\'s limit; a bad row is skipped alone', async (t) => {
  const now = T0;
  const state = emptyState();
  state.lastStep = Math.floor(now / 30_000);
  state.operator.fail(now, 1);
  // 1024 sender ids of control characters: each \u0001 takes 6 bytes in JSON (the review's file was 1.52 MB).
  for (let i = 0; i < MAX_SENDER_LOCKS; i++) {
    const l = Object.assign(new Lockout(), { failures: 1, lastFailure: now });
    state.senders.set(senderKey('webhook.public', `${'\u0001'.repeat(240)}${i}`), l);
  }
  // One put in the map whole (as an earlier release kept keys up to 256 characters) is written hashed as well.
  state.senders.set(`webhook.public\u0000${'\u0002'.repeat(200)}`, Object.assign(new Lockout(), { failures: 1, lastFailure: now }));
  const text = serialise(state, 'tag', now);
  t.ok(Buffer.byteLength(text) < MAX_STATE_BYTES / 2, `the file stays well under the limit (${Buffer.byteLength(text)} bytes)`);
  const file = join(t.testdir(), 'big.json');
  writeFileSync(file, text, { mode: 0o600 });
  const read = readState(file, 'tag', now)!;
  t.equal(read.senders.size, MAX_SENDER_LOCKS, 'every sender read back');
  t.ok(read.senders.has(senderKey('webhook.public', `${'\u0001'.repeat(240)}7`)), 'a long sender is found again under senderKey');
  t.ok(read.operator.left(now) > 0, 'the operator lockout read back');
  const short = senderKey('webhook.public', 'alice');
  t.equal(short, 'webhook.public\u0000alice', 'positive control: a short key is kept as it is');
  t.same([...read.senders.keys()].filter((k) => JSON.stringify(k).length - 2 > MAX_KEY_CHARS), [], 'each key fits MAX_KEY_CHARS as JSON');

  // A file with wrong rows: each is skipped alone; the operator row, the last step and the good rows hold.
  const tag = secretTag(KEY);
  const mixed = JSON.stringify({ version: 1, secret: tag, last_step: Math.floor(now / 30_000), operator: [3, 1, now + 30_000, now + 30_000], senders: [['webhook.a\u0000bad', -1, 0, 0, null], 'nonsense', ['webhook.a\u0000mallory', 5, 1, now + 30_000, now + 30_000]], channels: [[1, 2], ['webhook.a', 1, 0, 0, now]] });
  const parsed = parse(mixed, tag, now);
  t.equal(parsed.skipped, 3, 'three wrong rows counted');
  t.ok(parsed.senders.has('webhook.a\u0000mallory') && parsed.channels.has('webhook.a'), 'the good rows kept');
  t.equal(parsed.senders.size, 1, 'the bad rows left out');
  const mf = join(t.testdir(), 'mixed.json');
  writeFileSync(mf, mixed, { mode: 0o600 });
  const warned: { fields: Record<string, unknown>; msg: string }[] = [];
  const recording = { ...(silent as object), warn: (fields: Record<string, unknown>, msg: string) => void warned.push({ fields, msg }) } as never;
  const gate = track(t, new OtpGate({ settings: () => config(), logger: recording, now: () => now, stateFile: mf }));
  gate.open();
  t.match(gate.verify(totp(KEY, now / 1000), 'cli'), { valid: false, reason: /locked .* try again in 30 s/ }, 'the operator lockout of a file with bad rows holds');
  t.match(warned, [{ fields: { skipped: 3 }, msg: /wrong and are left out/ }], 'the rows left out are said in one WARN (not dropped silently)');
  const wrongOp = JSON.stringify({ version: 1, secret: tag, last_step: Math.floor(now / 30_000), operator: 'x', senders: [], channels: 'x' });
  const p2 = parse(wrongOp, tag, now);
  t.same([p2.skipped, p2.lastStep, p2.operator.until], [2, Math.floor(now / 30_000), 0], 'a wrong operator row and channels list: the last step still holds');
});

t.test('the state file is read only as a regular file, never through a link, at most MAX_STATE_BYTES', async (t) => {
  const dir = t.testdir();
  const now = T0;
  const real = join(dir, 'real.json');
  writeFileSync(real, serialise({ ...emptyState(), operator: Object.assign(new Lockout(), { until: now + 30_000, lastFailure: now + 30_000, strikes: 1 }) }, 'tag', now), { mode: 0o600 });
  t.ok(readState(real, 'tag', now)!.operator.left(now) > 0, 'positive control: the regular file is read');
  const link = join(dir, 'link.json');
  symlinkSync(real, link);
  t.throws(() => readState(link, 'tag', now), /symbolic link/, 'a symbolic link is not followed');
  const fifo = join(dir, 'fifo.json');
  execFileSync('mkfifo', [fifo]);
  t.throws(() => readState(fifo, 'tag', now), /not a regular file/, 'a FIFO is refused at once (no writer: a blocking open would hang the start)');
  const sub = join(dir, 'dir.json');
  mkdirSync(sub);
  t.throws(() => readState(sub, 'tag', now), /not a regular file/, 'a directory is refused');
  const big = join(dir, 'big.json');
  writeFileSync(big, ' '.repeat(MAX_STATE_BYTES + 1));
  t.throws(() => readState(big, 'tag', now), /larger than/, 'an oversized file is refused');
  t.equal(readState(join(dir, 'none.json'), 'tag', now), undefined, 'no file: undefined');
  // Through the gate: a FIFO at the name is one WARN and an empty state, and the start does not hang.
  const { logger, warned } = recording();
  const gate = track(t, new OtpGate({ settings: () => config(), logger, now: () => now, stateFile: fifo }));
  gate.open();
  t.match(warned, [[{ file: fifo }, /cannot be read/]], 'one WARN');
});
