// The shared mode's pieces of the one-time passwords, alone. The table (shared.ts) on a real PostgreSQL: an answer is
// written once and never after expiry or end, wrong codes are counted only while the challenge is open, ended rows
// stay through the late-code grace and expired ones are pruned, and a TOTP step is claimed once across instances.
// The gate's matching (relay) against a table stub: a code-shaped message is taken only in the channel and
// conversation of a call waiting on another instance; it answers only for the sender asked (not an operator-only call,
// not after the end or expiry), is withheld but answers nothing for anyone else or late (and a valid code is spent),
// and passes untouched outside the grace, in other conversations, when it is not code-shaped, or without the shared mode.
import t from 'tap';
import { OtpGate, LATE_CODE_GRACE_MS } from '../../../extensions/otp/gate.js';
import { KEEP_PAST_END_MS, SharedOtp, type RemoteAnswer, type SharedChallenge } from '../../../extensions/otp/shared.js';
import { totp } from '../../../extensions/otp/totp.js';
import { sharedHandle, startPostgres } from '../../helpers/postgres.js';
import { KEY, otpConfig, silent, track } from './harness.js';

const NOW = 1_800_000_000_000;
const challenge = (id: string, over: Partial<SharedChallenge> = {}) => ({
  id, tool: 'shell', agent: 'default', channel: 'webhook.main', summary: 'ls -la', conversation: 't1', sender: 'alice', operator_only: false, operator_turn: false, created_at: NOW, expires_at: NOW + 60_000, ...over,
});

t.test('the table: answered once, never after the end or expiry; ended rows kept through the grace; steps claimed once', async (t) => {
  const postgres = await startPostgres(t);
  const url = await postgres.database();
  const alpha = await SharedOtp.open(await sharedHandle(t, url), 'alpha');
  const beta = await SharedOtp.open(await sharedHandle(t, url), 'beta');

  await alpha.publish(challenge('otp_a'));
  t.match(await beta.all(NOW), [{ id: 'otp_a', instance: 'alpha', conversation: 't1', sender: 'alice', operator_only: false, attempts: 0, wrong: 0 }]);
  t.equal(await beta.wrongCode('otp_a', NOW, true), 1, 'a wrong code given on beta is counted');
  t.match(await alpha.get('otp_a'), { wrong: 1, sender_wrong: 1 }, 'as the sender\'s');
  await alpha.setAttempts('otp_a', 2);
  t.equal(await beta.wrongCode('otp_a', NOW), 4, 'the total adds the owner\'s count');
  t.equal(await beta.answer('otp_a', { ok: true, by: 'cli', who: 'operator' }, NOW), true);
  t.equal(await beta.answer('otp_a', { ok: true, by: 'cli', who: 'operator' }, NOW), false, 'answered once');
  t.equal(await beta.wrongCode('otp_a', NOW), undefined, 'an answered challenge counts no more wrong codes');
  t.match((await alpha.get('otp_a'))?.answer, { ok: true, who: 'operator', instance: 'beta' } satisfies Partial<RemoteAnswer>);

  // Expiry: no answer and no count after expires_at (positive control above), and the row is pruned later.
  await alpha.publish(challenge('otp_b'));
  t.equal(await beta.answer('otp_b', { ok: true, by: 'cli', who: 'operator' }, NOW + 60_000), false, 'an expired challenge is not answered');
  t.equal(await beta.wrongCode('otp_b', NOW + 60_000), undefined);
  t.ok((await beta.all(NOW + 60_000 + KEEP_PAST_END_MS)).some((r) => r.id === 'otp_b'), 'kept through the grace past its expiry');
  t.notOk((await beta.all(NOW + 60_001 + KEEP_PAST_END_MS)).some((r) => r.id === 'otp_b'), 'then pruned: a crashed instance leaves nothing');

  // End: a channel's row stays ended (late codes are withheld) and answers nothing; another's row goes at once.
  await alpha.publish(challenge('otp_c'));
  await alpha.publish(challenge('otp_d', { conversation: undefined, sender: undefined, operator_only: true, operator_turn: true }));
  await alpha.end('otp_c', NOW + 1000, true);
  await alpha.end('otp_d', NOW + 1000, false);
  t.match((await beta.all(NOW + 2000)).filter((r) => r.id === 'otp_c' || r.id === 'otp_d'), [{ id: 'otp_c', ended_at: NOW + 1000 }]);
  t.equal(await beta.answer('otp_c', { ok: true, by: 'x', who: 'sender' }, NOW + 2000), false, 'an ended challenge is not answered');
  t.notOk((await beta.all(NOW + 1001 + KEEP_PAST_END_MS)).some((r) => r.id === 'otp_c'), 'pruned after the grace');
  await beta.end('otp_e', NOW, false);
  await alpha.publish(challenge('otp_e'));
  await beta.end('otp_e', NOW, false);
  t.ok(await alpha.get('otp_e'), 'an instance ends only its own rows');
  await alpha.removeMine();
  t.same(await beta.all(NOW), [], 'shutdown removes the instance\'s rows');

  // Steps: claimed once across instances, per secret.
  t.equal(await alpha.claimStep('tag1', 100), true);
  t.equal(await beta.claimStep('tag1', 100), false, 'the same step on another instance is a replay');
  t.equal(await beta.claimStep('tag1', 99), false, 'an earlier step too');
  t.equal(await beta.claimStep('tag1', 101), true, 'a later one is good');
  t.equal(await alpha.claimStep('tag2', 100), true, 'another secret counts apart');
});

/** A table stub: rows as given, answers, wrong codes and claims recorded. */
function stub(rows: SharedChallenge[]) {
  const answers: { id: string; answer: Omit<RemoteAnswer, 'instance'> }[] = [];
  const wrong: string[] = [];
  const claims: number[] = [];
  const store = {
    instance: 'beta',
    all: async () => rows,
    answer: async (id: string, answer: Omit<RemoteAnswer, 'instance'>) => (answers.push({ id, answer }), true),
    wrongCode: async (id: string) => (wrong.push(id), wrong.length),
    claimStep: async (_tag: string, step: number) => (claims.includes(step) ? false : (claims.push(step), true)),
    removeMine: async () => undefined,
    close: async () => undefined,
  };
  return { store: store as unknown as SharedOtp, answers, wrong, claims };
}

const row = (id: string, over: Partial<SharedChallenge> = {}): SharedChallenge => ({ ...challenge(id), instance: 'alpha', attempts: 0, wrong: 0, sender_wrong: 0, ...over });
const msg = (sender: string, content: string, thread_id?: string) => ({ sender, content, ...(thread_id !== undefined ? { thread_id } : {}) });

t.test('relay: which messages are taken for a call of another instance, and what they answer', async (t) => {
  let now = NOW + 1000;
  const clock = { now: () => now, sleep: () => new Promise<void>(() => undefined) };
  const rows = [
    row('otp_open'),
    row('otp_op', { conversation: 't2', operator_only: true }),
    row('otp_ended', { conversation: 't3', ended_at: NOW }),
    row('otp_expired', { conversation: 't4', expires_at: NOW }),
    row('otp_dm', { conversation: 'dave', sender: 'dave', expires_at: NOW + 600_000 }),
  ];
  const s = stub(rows);
  const gate = track(t, new OtpGate({ settings: () => otpConfig({ challenge_max_attempts: 3 }), logger: silent, clock }));
  t.equal(gate.relay('webhook.main', msg('alice', totp(KEY, now / 1000), 't1')), undefined, 'without the shared mode nothing is taken');
  gate.share(s.store);
  t.teardown(() => gate.unshare());
  await (gate as unknown as { poll(): Promise<void> }).poll();
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  };

  // Passed on: another conversation, another channel, not code-shaped.
  t.equal(gate.relay('webhook.main', msg('alice', '123456', 't9')), undefined);
  t.equal(gate.relay('webhook.other', msg('alice', '123456', 't1')), undefined);
  t.equal(gate.relay('webhook.main', msg('alice', 'run 123456', 't1')), undefined);
  t.equal(gate.relay('webhook.main', msg('alice', '12345', 't1')), undefined);

  // Withheld, answering nothing: another sender (a valid code is spent), an operator-only call, an ended or expired one.
  const first = totp(KEY, now / 1000);
  t.match(gate.relay('webhook.main', msg('bob', first, 't1')), /answers nothing/);
  t.equal(s.claims.length, 1, 'bob\'s valid code was spent');
  t.match(gate.relay('webhook.main', msg('alice', '000000', 't2')), /answers nothing/);
  t.match(gate.relay('webhook.main', msg('alice', '000000', 't3')), /answers nothing/);
  t.match(gate.relay('webhook.main', msg('alice', '000000', 't4')), /answers nothing/);
  await settle();
  t.same(s.answers, [], 'none of them answered a call');
  t.same(s.wrong, [], 'nor counted');

  // The sender asked: a wrong code counts, then a spent code counts, then a fresh valid one answers (positive control).
  t.match(gate.relay('webhook.main', msg('alice', '000000', 't1')), /taken as the one-time password for a call waiting on instance alpha/);
  await settle();
  t.same(s.wrong, ['otp_open']);
  gate.relay('webhook.main', msg('alice', first, 't1'));
  await settle();
  t.same(s.wrong, ['otp_open', 'otp_open'], 'a code spent by another sender counts as wrong');
  now += 30_000;
  gate.relay('webhook.main', msg('alice', totp(KEY, now / 1000), 't1'));
  await settle();
  t.match(s.answers, [{ id: 'otp_open', answer: { ok: true, who: 'sender', by: 'webhook.main:alice' } }]);
  // A conversation without a thread is the sender's own.
  now += 30_000;
  t.match(gate.relay('webhook.main', msg('dave', totp(KEY, now / 1000))), /taken/);
  await settle();
  t.match(s.answers.at(-1), { id: 'otp_dm' });

  // Past the grace, ended and expired calls no longer hold their conversations.
  now = NOW + LATE_CODE_GRACE_MS + 1;
  t.equal(gate.relay('webhook.main', msg('alice', '000000', 't3')), undefined);
  t.equal(gate.relay('webhook.main', msg('alice', '000000', 't4')), undefined);
  t.match(gate.relay('webhook.main', msg('alice', '000000', 't2')), /answers nothing/, 'an operator-only call that expired later still holds its conversation through its grace');
});

t.test('a code checked on one instance is refused on another (estop resume, the operator): steps are claimed in the shared table', async (t) => {
  let now = NOW;
  const clock = { now: () => now, sleep: () => new Promise<void>(() => undefined) };
  const s = stub([]);
  const alpha = track(t, new OtpGate({ settings: () => otpConfig(), logger: silent, clock }));
  const beta = track(t, new OtpGate({ settings: () => otpConfig(), logger: silent, clock }));
  const code = totp(KEY, now / 1000);
  t.match(await alpha.verifyAny(code, 'cli', { unlock: false, purpose: 'estop resume' }), { valid: true });
  t.match(await beta.verifyAny(code, 'cli', { unlock: false, purpose: 'estop resume' }), { valid: true }, 'without the shared mode each instance keeps its own last step (what the shared mode closes)');
  alpha.share(s.store);
  beta.share(s.store);
  t.teardown(() => Promise.all([alpha.unshare(), beta.unshare()]));
  now += 30_000;
  const next = totp(KEY, now / 1000);
  t.match(await alpha.verifyAny(next, 'cli', { unlock: false, purpose: 'estop resume' }), { valid: true });
  t.match(await beta.verifyAny(next, 'cli', { unlock: false, purpose: 'estop resume' }), { valid: false, reason: 'the code was already used' }, 'used on alpha, refused on beta');
  now += 30_000;
  t.match(await beta.verifyAny(totp(KEY, now / 1000), 'cli', { unlock: false, purpose: 'estop resume' }), { valid: true }, 'a later code is good on beta (positive control)');
});
