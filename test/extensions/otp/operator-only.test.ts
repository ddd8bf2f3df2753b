// A channel sender's call whose argument is too long to show is asked of the operator only (issue 37). While it waits,
// a code-shaped message from that sender is withheld (it never reaches the model, the history or memory), answers
// nothing, and the sender is told the call waits for the operator; a normal message still passes, and with nothing
// waiting a code-shaped message passes as before. The sender's code never answers the operator-only call, not even
// when another call of theirs, which they were asked for, waits beside it.
import t from 'tap';
import { OtpGate, PROMPT_ARGUMENT_CHARS } from '../../../extensions/otp/gate.js';
import { totp } from '../../../extensions/otp/totp.js';
import { fakeChannels, KEY, otpConfig, silent, track } from './harness.js';
import type { ToolCallEvent } from '../../../extensions/agent/api.js';

const LONG = { command: `echo ${'x'.repeat(PROMPT_ARGUMENT_CHARS)}; rm -rf ~` };
const stranger = (sender: string, conversation: string, args: Record<string, unknown>, signal = new AbortController().signal): ToolCallEvent => ({
  agent: 'default', channel: 'webhook.public', conversation, sender, trust: 'untrusted', tool: 'shell', arguments: args, startedAt: 0, signal,
});
const settled = async (p: Promise<void>): Promise<string> => p.then(() => 'ran', (e: Error) => `refused: ${e.message}`);

t.test('while an operator-only call waits, its sender\'s code-shaped messages are withheld and answer nothing', async (t) => {
  let now = 1_700_000_000_000;
  const channels = fakeChannels();
  const audited: [string, Record<string, unknown>][] = [];
  const audit = { record: (event: string, fields: Record<string, unknown> = {}) => void audited.push([event, fields]) };
  const gate = track(t, new OtpGate({ settings: () => otpConfig({ challenge_max_attempts: 50 }), logger: silent, now: () => now, channels, audit }));

  // Positive control first: nothing waits, so a code-shaped message is an ordinary message (today's behaviour).
  t.notOk(channels.deliver('a', 'alice', '123456'), 'with nothing waiting a code-shaped message passes');

  const call = settled(gate.admit(stranger('alice', 'a', LONG)));
  t.match(gate.pending(), [{ asked: 'operator' }], 'asked of the operator only');
  t.match(channels.told, [], 'nothing told yet but the notice');
  t.match(channels.asked, [{ sender: 'alice', conversation: 'a', content: /too long to show here: only the operator can allow it/ }]);

  const code = totp(KEY, now / 1000);
  t.ok(channels.deliver('a', 'alice', code), 'the sender\'s valid code is withheld (not passed to the model)');
  t.match(channels.told.at(-1), ['alice', /can be allowed by the operator only, so it answers nothing and was not passed on/], 'the sender is told why');
  t.equal(gate.pending().length, 1, 'the call still waits: the sender\'s code answered nothing');
  t.match(audited.find(([e]) => e === 'otp.operator_only'), ['otp.operator_only', { sender: 'alice', spent: true }], 'audited, the valid code spent');
  t.notOk(JSON.stringify(audited).includes(code), 'no code in the audit trail');
  t.ok(channels.deliver('a', 'alice', ' 000000 '), 'a wrong code is withheld too');
  t.equal(channels.told.length, 1, 'the reply is throttled: one a minute per question and sender');
  t.notOk(channels.deliver('a', 'alice', 'why does it take so long?'), 'positive control: a normal message passes');
  t.notOk(channels.deliver('a', 'alice', '12345'), 'five digits are no code: it passes');

  // The spent code is refused to the operator as used; the next step's code answers the call.
  t.match(gate.verify(code, 'cli'), { valid: false, reason: /already used/ });
  now += 30_000;
  t.match(gate.verify(totp(KEY, now / 1000), 'cli'), { valid: true, answered: [String] }, 'the operator answers it');
  t.equal(await call, 'ran');
});

t.test('a sender\'s code answers the call they were asked for, never the operator-only one beside it', async (t) => {
  const now = 1_700_000_000_000;
  const channels = fakeChannels();
  const gate = track(t, new OtpGate({ settings: () => otpConfig({ challenge_max_attempts: 50 }), logger: silent, now: () => now, channels }));
  const turn = new AbortController();
  const long = settled(gate.admit(stranger('alice', 'a', LONG, turn.signal)));
  const short = settled(gate.admit(stranger('alice', 'a', { command: 'uptime' }, turn.signal)));
  const [operatorOnly, asked] = gate.pending();
  t.match([operatorOnly, asked], [{ asked: 'operator' }, { asked: 'channel' }]);
  t.ok(channels.deliver('a', 'alice', totp(KEY, now / 1000)), 'the code is taken');
  t.equal(await short, 'ran', 'positive control: the call the sender was asked for runs');
  t.same(gate.pending().map((w) => w.id), [operatorOnly!.id], 'the operator-only call still waits');
  gate.refuseAll('test over');
  t.match(await long, /^refused/);
});
