// The order of beforeToolCall taps, through the real hooks of the in-process daemon: a tool a risk profile denies is not
// offered, and a call of it (named anyway, or reaching the hook: the backstop) never opens a one-time-password challenge; every refusing tap (estop, access, peer groups, risk's decision) sits before
// every waiting one (the gate, risk's wait) in the hook (TOOL_CALL_STAGE). And a call waiting for an approval does not hold the shutdown for its timeout: the
// waits are refused when the shutdown begins, before the drain.
import t from 'tap';
import { defineExtension } from '../../../kernel/index.js';
import { agentHooksPoint, type AgentHooks } from '../../../extensions/agent/api.js';
import { base32Encode } from '../../../extensions/otp/totp.js';
import { startAgent, type Harness } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded, type Scripted } from '../../helpers/fake-llm.js';
import { waitFor } from '../../helpers/wait.js';

const KEY = base32Encode(Buffer.from('order-test-totp-secret-key'));

/** The model calls the tools `script` names (in one answer) once, then reports the first result. */
function model(script: (r: Recorded) => { name: string; args: unknown }[]): (r: Recorded) => Scripted {
  return (r) => {
    const messages = (r.body.messages as { role: string; content: unknown }[] | undefined) ?? [];
    const result = messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
    if (result.length) return openai.text(`done: ${result.join(' | ')}`);
    const calls = script(r).map((c, i) => ({ id: `call_${i}`, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return { json: { model: 'fake-gpt', choices: [{ message: { role: 'assistant', content: null, tool_calls: calls } }] } };
  };
}

const base = (llm: string, more: string[], gated = '["lookup"]') =>
  [
    '[gateway]',
    'require_pairing = false',
    '[providers.models.openai.fake]',
    `base_url = "${llm}"`,
    'model = "m"',
    '[security.otp]',
    'enabled = true',
    `secret = "${KEY}"`,
    `gated_actions = ${gated}`,
    'token_ttl_secs = 600',
    '[risk_profiles.deny]',
    'tools = { lookup = "critical" }',
    '[risk_profiles.review]',
    'tools = { lookup = "high" }',
    'approval_timeout_secs = 600',
    ...more,
    '',
  ].join('\n');

const agents = ['[agents.default]', 'model_provider = "openai.fake"', '[agents.denied]', 'model_provider = "openai.fake"', 'risk_profile = "deny"', '[agents.reviewed]', 'model_provider = "openai.fake"', 'risk_profile = "review"'];

const challenges = async (h: Harness) => ((await h.control('otp.pending')) as { challenges: unknown[] }).challenges;
const approvals = async (h: Harness) => ((await h.control('risk.pending')) as { approvals: { id: string; summary: string; conversation?: string }[] }).approvals;
const asked = (h: Harness) => h.logs.filter((l) => /waits for (a one-time password|an operator's approval)/.test(String(l.msg))).length;

/** Resolves with the turn's text, or with "ASKED" as soon as the call opened a challenge or an approval. */
async function refusedOrAsked(h: Harness, turn: Promise<{ text: string }>, before: number): Promise<string> {
  return Promise.race([turn.then((r) => r.text), waitFor(() => asked(h) > before, 'a challenge or an approval', 20_000).then(() => 'ASKED')]);
}

t.test('a call a risk profile denies never asks for a one-time password; the gate still asks for a call nobody refuses', async (t) => {
  const llm = await fakeLlm(model(() => [{ name: 'lookup', args: { q: 'plan' } }]));
  t.teardown(() => llm.close());
  let hooks: AgentHooks | undefined;
  const grab = defineExtension({ name: 'test-hooks', version: '1', dependsOn: ['agent'], apply: (k) => void (hooks = k.use(agentHooksPoint)) });
  const h = await startAgent(t, base(llm.url, agents), { extensions: [grab] });

  // Not offered: the model names it anyway and the call is refused as unknown.
  const denied = await refusedOrAsked(h, h.runtime.respond({ agent: 'denied', channel: 'cli', conversation: 'a', message: 'look' }), 0);
  t.match(denied, /no tool named "lookup" is available/, 'not offered, so refused as unknown');
  const tools = ((llm.requests[0]!.body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name);
  t.notOk(tools.includes('lookup'), `lookup was not offered: ${tools.join(', ')}`);
  // The backstop: a call that reaches the hook (the tool offered before a reload denied it) is refused by the profile.
  const backstop = await hooks!.beforeToolCall.promise({ agent: 'denied', channel: 'cli', tool: 'lookup', arguments: { q: 'plan' }, reaches: [], startedAt: Date.now() }).then(() => 'ran', (err: Error) => err.message);
  t.match(backstop, /risk profile "deny" of agent "denied" refuses lookup/, 'refused by the risk profile');
  t.same(await challenges(h), [], 'no challenge was opened');
  t.equal(asked(h), 0, 'nobody was asked for a code');
  t.same(h.lookups, []);

  // Positive control: the same call by an agent without a profile waits for a code.
  void h.runtime.respond({ agent: 'default', channel: 'cli', conversation: 'b', message: 'look' }).catch(() => undefined);
  await waitFor(async () => (await challenges(h)).length === 1, 'the challenge of the unrefused call');
});

t.test('in the hook, every refusing tap runs before every waiting one', async (t) => {
  let names: { name: string; stage: number }[] = [];
  const probe = defineExtension({ name: 'test-taps', version: '1', dependsOn: ['agent'], apply: (k) => void (names = (k.use(agentHooksPoint).beforeToolCall as unknown as { taps: { name: string; stage?: number }[] }).taps as never) });
  const llm = await fakeLlm(model(() => []));
  t.teardown(() => llm.close());
  await startAgent(t, base(llm.url, agents), { extensions: [probe] });
  const order = names.map((tap) => `${tap.name}@${tap.stage ?? 0}`);
  const first = (n: string) => order.findIndex((o) => o.startsWith(`${n}@`));
  const last = (n: string) => order.findLastIndex((o) => o.startsWith(`${n}@`));
  for (const refusing of ['estop', 'access', 'peer-groups']) t.ok(first(refusing) >= 0 && first(refusing) < first('otp'), `${refusing} before otp: ${order.join(', ')}`);
  t.ok(first('risk') < first('otp') && last('risk') > last('access'), `risk decides early and waits late: ${order.join(', ')}`);
  t.equal(order.filter((o) => o.startsWith('risk@')).length, 2);
});

t.test('a call waiting for an approval does not hold the shutdown for approval_timeout_secs', async (t) => {
  const llm = await fakeLlm(model(() => [{ name: 'lookup', args: { q: 'plan' } }]));
  t.teardown(() => llm.close());
  const h = await startAgent(t, base(llm.url, agents, '[]'));
  const turn = h.runtime.respond({ agent: 'reviewed', channel: 'cli', conversation: 'a', message: 'look' }).then((r) => r.text, (err: Error) => err.message);
  await waitFor(async () => (await approvals(h)).length === 1, 'the waiting approval');
  const began = Date.now();
  await h.stop();
  const took = Date.now() - began;
  t.match(await turn, /the daemon is shutting down/, 'the wait was refused with a reason');
  // The harness's grace period is 2 s: a wait refused only after the drain would hold the stop that long.
  t.ok(took < 1_500, `the stop took ${took} ms`);
  t.notOk(h.logs.some((l) => /abandon/i.test(String(l.msg))), 'nothing was abandoned at the grace deadline');
  t.same(h.lookups, []);
});
