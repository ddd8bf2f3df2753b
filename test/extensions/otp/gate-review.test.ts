// The gate against the review of issue 37's one-time passwords: an operator's code answers the one call it names and
// spares only operator-started turns of that agent (never a channel sender); wrong codes lock out the operator, each
// channel sender and each channel apart (a stranger never locks the operator out; an ended lockout starts a fresh
// count); a channel sender's valid code spares the rest of that turn only; a call whose argument is too long to show
// is asked of the operator only; replies to foreign codes are throttled and challenges capped per sender and channel;
// a new secret forgets the old one's spares, last step and counts. Each negative check has its positive control.
import t from 'tap';
import {
  OtpGate, CHANNEL_MAX_FAILURES, FOREIGN_REPLY_WINDOW_MS, LOCKOUT_FORGET_MS, MAX_FAILURES, MAX_PENDING_PER_CHANNEL, MAX_PENDING_PER_PARTY, PROMPT_ARGUMENT_CHARS,
} from '../../../extensions/otp/gate.js';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { fakeChannels, KEY, otpConfig, silent, track } from './harness.js';
import type { OtpConfig } from '../../../extensions/otp/config.generated.js';
import type { ToolCallEvent } from '../../../extensions/agent/api.js';

const OTHER = Buffer.from('abcdefghijabcdefghij');
const config = (over: Partial<OtpConfig> = {}): OtpConfig => otpConfig({ challenge_max_attempts: 50, ...over });
/** A channel sender's call (an untrusted turn), each turn with its own signal unless one is given. */
const stranger = (sender: string, conversation = sender, over: Partial<ToolCallEvent> = {}): ToolCallEvent => ({
  agent: 'default', channel: 'webhook.public', conversation, sender, trust: 'untrusted', tool: 'shell', arguments: { command: 'id' }, startedAt: 0, signal: new AbortController().signal, ...over,
});
/** A call of an operator-started turn (svc agent ask, cron). */
const operator = (agent = 'default', over: Partial<ToolCallEvent> = {}): ToolCallEvent => ({ agent, channel: 'cli', conversation: 'cli', trust: 'operator', tool: 'shell', arguments: { command: 'id' }, startedAt: 0, ...over });
const settled = async (p: Promise<void>): Promise<string> => p.then(() => 'ran', (e: Error) => `refused: ${e.message}`);

t.test('1. an operator code answers only the call it names, and spares only operator turns of that agent', async (t) => {
  let now = 1_700_000_000_000;
  const code = () => totp(KEY, now / 1000);
  const channels = fakeChannels();
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, channels }));
  const mallory = gate.admit(stranger('mallory'));
  const mine = gate.admit(operator());
  const [m, o] = gate.pending();
  t.match(gate.verify(code(), 'cli'), { valid: false, answered: [], reason: /2 gated calls wait/ }, 'no id with two waiting: nothing answered');
  t.equal(gate.pending().length, 2, 'the stranger\'s call still waits');
  t.match(gate.verify(code(), 'cli', { challenge: 'otp_nope' }), { valid: false, reason: /no gated call waits under challenge/ });
  t.match(gate.verify(code(), 'cli', { challenge: o!.id }), { valid: true, answered: [o!.id], unlocked_until: now + 300_000 }, 'positive control: the named call is answered');
  t.equal(await settled(mine), 'ran');
  t.same(gate.pending().map((w) => w.id), [m!.id], 'the stranger\'s call still waits after the operator\'s code');
  // The spare: the operator's next turn of that agent runs without asking ...
  t.equal(await settled(gate.admit(operator())), 'ran', 'an operator turn of the agent is spared');
  // ... a stranger's new call does not, nor another agent's operator turn.
  const later = gate.admit(stranger('mallory2'));
  const other = gate.admit(operator('ops'));
  t.equal(gate.pending().length, 3, 'a stranger and another agent are asked');
  // The operator answers the stranger's call by name: it runs, but spares nobody.
  now += 30_000;
  const answer = gate.verify(code(), 'cli', { challenge: m!.id });
  t.match(answer, { valid: true, answered: [m!.id] });
  t.notOk('unlocked_until' in answer, 'no window for a channel sender\'s call');
  t.equal(await settled(mallory), 'ran');
  const again = gate.admit(stranger('mallory', 'mallory'));
  t.equal(gate.pending().length, 3, 'the operator\'s answer spared no channel sender');
  gate.refuseAll('test over');
  await Promise.all([later, other, again].map(settled));
});

t.test('1. with one call waiting no id is needed; with none a valid code unlocks nothing', async (t) => {
  let now = 1_700_000_000_000;
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now }));
  t.match(gate.verify(totp(KEY, now / 1000), 'cli'), { valid: true, answered: [] });
  t.notOk('unlocked_until' in gate.verify(totp(KEY, (now += 30_000) / 1000), 'cli'), 'no window without an answered call');
  const waits = gate.admit(operator());
  t.equal(gate.pending().length, 1, 'the operator\'s turn is asked');
  now += 30_000;
  t.match(gate.verify(totp(KEY, now / 1000), 'cli'), { valid: true, answered: [String] });
  t.equal(await settled(waits), 'ran');
});

t.test('2. a stranger\'s wrong codes never lock the operator out (estop resume included); an ended lockout starts over', async (t) => {
  let now = 1_700_000_000_000;
  const code = () => totp(KEY, now / 1000);
  const channels = fakeChannels();
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, channels }));
  const call = gate.admit(stranger('mallory'));
  for (let i = 0; i < MAX_FAILURES; i++) channels.deliver('mallory', 'mallory', '000000');
  t.match(channels.told.at(-1), ['mallory', /codes from this sender are refused for 30 s/]);
  channels.deliver('mallory', 'mallory', code());
  t.match(channels.told.at(-1), ['mallory', /locked/], 'positive control: the sender is locked out, a right code too');
  t.match(gate.verify(code(), 'cli', { unlock: false, purpose: 'estop resume' }), { valid: true }, 'estop resume is not locked out');
  now += 30_000;
  t.match(gate.verify(code(), 'cli'), { valid: true, answered: [String] }, 'nor the operator\'s answer');
  await call;
  // The operator's own lockout, and its reset when it ends.
  for (let i = 0; i < MAX_FAILURES - 1; i++) t.match(gate.verify('000000', 'cli'), { valid: false, reason: /wrong or expired$/ });
  t.match(gate.verify('000000', 'cli'), { reason: /codes from the operator are refused for 30 s/ });
  now += 30_000;
  t.match(gate.verify('000000', 'cli'), { valid: false, reason: /wrong or expired$/ }, 'after the lockout a wrong code starts a fresh count (not a lockout at once)');
  for (let i = 0; i < MAX_FAILURES - 2; i++) gate.verify('000000', 'cli');
  t.match(gate.verify('000000', 'cli'), { reason: /refused for 60 s/ }, 'the next lockout doubles');
  now += 60_000 + LOCKOUT_FORGET_MS;
  for (let i = 0; i < MAX_FAILURES - 1; i++) gate.verify('000000', 'cli');
  t.match(gate.verify('000000', 'cli'), { reason: /refused for 30 s/ }, 'after a quiet while the lockout is short again');
});

t.test('2. fresh sender ids meet the channel-wide lockout, which still never blocks the operator', async (t) => {
  let now = 1_700_000_000_000;
  const channels = fakeChannels();
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, channels }));
  const calls: Promise<string>[] = [];
  for (let i = 0; i <= CHANNEL_MAX_FAILURES / 2; i++) {
    calls.push(settled(gate.admit(stranger(`s${i}`))));
    channels.deliver(`s${i}`, `s${i}`, '000000');
    channels.deliver(`s${i}`, `s${i}`, '000001');
    gate.refuseAll('next');
  }
  calls.push(settled(gate.admit(stranger('fresh'))));
  channels.deliver('fresh', 'fresh', totp(KEY, now / 1000));
  t.match(channels.told.at(-1), ['fresh', /locked/], 'a fresh sender id on that channel is locked out');
  const elsewhere = gate.admit(stranger('carol', 'carol', { channel: 'webhook.private' }));
  channels.deliver('carol', 'carol', totp(KEY, now / 1000));
  t.match(channels.told.at(-1), ['carol', 'Code accepted.'], 'positive control: another channel is not');
  await elsewhere;
  now += 30_000;
  const mine = gate.admit(operator());
  t.match(gate.verify(totp(KEY, now / 1000), 'cli', { challenge: gate.pending().find((w) => w.channel === 'cli')!.id }), { valid: true }, 'the operator is not locked out');
  await mine;
  gate.refuseAll('test over');
  await Promise.all(calls);
});

t.test('3. a channel sender\'s code spares the rest of that turn only, never a later turn', async (t) => {
  const now = 1_700_000_000_000;
  const channels = fakeChannels();
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, channels }));
  const turn = new AbortController();
  const first = gate.admit(stranger('alice', 'a', { signal: turn.signal }));
  channels.deliver('a', 'alice', totp(KEY, now / 1000));
  await first;
  t.equal(await settled(gate.admit(stranger('alice', 'a', { signal: turn.signal }))), 'ran', 'positive control: the same turn is spared');
  t.equal(gate.pending().length, 0);
  const next = gate.admit(stranger('alice', 'a'));
  t.equal(gate.pending().length, 1, 'the next turn of the same sender id is asked again');
  const forged = gate.admit(stranger('bob', 'a', { signal: turn.signal }));
  t.equal(gate.pending().length, 2, 'another sender in the same turn\'s signal is not spared');
  gate.refuseAll('test over');
  await Promise.all([next, forged].map(settled));
});

t.test('4. an argument too long to show whole is asked of the operator only', async (t) => {
  const now = 1_700_000_000_000;
  const channels = fakeChannels();
  const gate = track(t, new OtpGate({ settings: () => config(), logger: silent, now: () => now, channels }));
  const long = gate.admit(stranger('alice', 'a', { arguments: { command: `echo ${'x'.repeat(PROMPT_ARGUMENT_CHARS)}; rm -rf ~` } }));
  t.match(gate.pending(), [{ asked: 'operator' }]);
  t.match(channels.asked, [{ sender: 'alice', content: /only the operator can allow it/ }], 'the sender is only told it waits for the operator');
  t.notOk(channels.asked[0]!.content.includes('rm -rf'), 'the notice shows no part of the argument');
  channels.asked.length = 0;
  const short = gate.admit(stranger('bob', 'b', { arguments: { command: 'rm -rf ~' } }));
  t.match(channels.asked, [{ sender: 'bob', content: /runs shell \(rm -rf ~\)\. Reply/ }], 'positive control: a short one is shown whole');
  gate.refuseAll('test over');
  await Promise.all([long, short].map(settled));
});

t.test('11. replies to foreign codes are throttled per question and sender; challenges are capped per sender and channel', async (t) => {
  let now = 1_700_000_000_000;
  const channels = fakeChannels();
  const warned: string[] = [];
  const logger = { info() {}, error() {}, debug() {}, child() { return logger; }, warn: (_f: unknown, m: string) => void warned.push(m) } as never;
  const gate = track(t, new OtpGate({ settings: () => config(), logger, now: () => now, channels }));
  const alice = settled(gate.admit(stranger('alice', 'thread')));
  for (let i = 0; i < 20; i++) t.ok(channels.deliver('thread', 'mallory', `1234${String(i).padStart(2, '0')}`), 'withheld');
  const replies = () => channels.told.filter(([to]) => to === 'mallory').length;
  t.equal(replies(), 1, 'one reply to the flood');
  t.equal(warned.filter((m) => /another sender/.test(m)).length, 1, 'one WARN');
  channels.deliver('thread', 'trent', '123456');
  t.equal(channels.told.filter(([to]) => to === 'trent').length, 1, 'positive control: another sender gets their own reply');
  now += FOREIGN_REPLY_WINDOW_MS;
  channels.deliver('thread', 'mallory', '654321');
  t.equal(replies(), 2, 'positive control: the next window replies again');
  // Caps: a sender's third waiting call is refused at once; a channel's 17th too, while an operator's call still waits.
  const extra = [settled(gate.admit(stranger('alice', 'thread')))];
  t.match(await settled(gate.admit(stranger('alice', 'thread'))), new RegExp(`${MAX_PENDING_PER_PARTY} calls of this sender already wait`));
  for (let i = gate.pending().length; i < MAX_PENDING_PER_CHANNEL; i++) extra.push(settled(gate.admit(stranger(`x${i}`))));
  t.equal(gate.pending().length, MAX_PENDING_PER_CHANNEL);
  t.match(await settled(gate.admit(stranger('y'))), new RegExp(`${MAX_PENDING_PER_CHANNEL} calls from webhook.public already wait`));
  extra.push(settled(gate.admit(operator())));
  t.equal(gate.pending().length, MAX_PENDING_PER_CHANNEL + 1, 'the operator\'s own call still waits');
  gate.refuseAll('test over');
  await Promise.all([alice, ...extra]);
});

t.test('12. a new secret forgets the old one\'s spares, last step and wrong-code counts', async (t) => {
  const now = 1_700_000_000_000;
  let c = config();
  const gate = track(t, new OtpGate({ settings: () => c, logger: silent, now: () => now }));
  const first = gate.admit(operator());
  t.match(gate.verify(totp(KEY, now / 1000), 'cli'), { valid: true });
  await first;
  t.equal(await settled(gate.admit(operator())), 'ran', 'positive control: spared under the old secret');
  for (let i = 0; i < MAX_FAILURES; i++) gate.verify('000000', 'cli', { unlock: false });
  c = config({ secret: base32Encode(OTHER) });
  gate.secretChanged();
  const next = gate.admit(operator());
  t.equal(gate.pending().length, 1, 'the spare of the old secret is gone');
  t.match(gate.verify(totp(OTHER, now / 1000), 'cli'), { valid: true, answered: [String] }, 'the new secret\'s code of the same step is accepted, not locked');
  await next;
});

t.test('after close (shutdown has begun) a new gated call is refused at once instead of waiting', async (t) => {
  const gate = new OtpGate({ settings: () => config(), logger: silent, now: () => 1_700_000_000_000 });
  const before = gate.admit(operator());
  t.equal(gate.pending().length, 1, 'positive control: before close a call waits');
  gate.close();
  t.match(await settled(before), /^refused/, 'the waiting call is refused by close');
  t.match(await settled(gate.admit(operator())), /^refused: .*the daemon is shutting down/, 'a later call does not wait');
  t.equal(gate.pending().length, 0);
});
