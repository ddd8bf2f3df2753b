// The risk extension's shouldWithholdTool tap, on the in-process daemon's real offers: a tool the agent's profile puts at
// a level whose action is deny is not offered, with the profile and level as the reason; approve and otp levels stay
// offered (they can run); in a delegated turn (the delegate extension's async context) every profile of the chain
// counts, so a caller's deny withholds the tool from a delegate whose own profile allows it; a reach entry (@process)
// withholds by reach; the offers follow a live change of the profile. Each absence beside its presence.
import t from 'tap';
import type { AgentRuntimeImpl, ToolOffer } from '../../../extensions/agent/runtime.js';
import { runDelegated } from '../../../extensions/delegate/api.js';
import { startAgent } from '../../helpers/agent.js';

const config = [
  '[tools]',
  'optional = ["lookup", "file_write", "file_read", "shell"]',
  '[risk_profiles.strict]',
  'default_level = "low"',
  'tools = { lookup = "critical", file_write = "high", file_read = "medium", "@process" = "critical" }',
  'actions = { medium = "otp" }',
  '[risk_profiles.open]',
  'default_level = "low"',
  '[agents.strict]',
  'risk_profile = "strict"',
  '[agents.open]',
  'risk_profile = "open"',
  '[agents.free]',
  '',
].join('\n');

const byName = (offers: ToolOffer[]) => new Map(offers.map((o) => [o.tool.name, o]));

t.test('denied tools are withheld with the profile and level; approve and otp stay offered; the chain counts', async (t) => {
  const h = await startAgent(t, config);
  const runtime = h.runtime as unknown as AgentRuntimeImpl;

  const strict = byName(runtime.toolOffers('strict', 'cli'));
  t.match(strict.get('lookup'), { offered: false, reason: 'risk profile "strict" of agent "strict" denies it (level critical, tools.lookup)' });
  t.match(strict.get('shell'), { offered: false, reason: 'risk profile "strict" of agent "strict" denies it (level critical, tools."@process")' }, 'by reach');
  t.match(strict.get('file_write'), { offered: true }, 'a level that waits for an approval is offered');
  t.match(strict.get('file_read'), { offered: true }, 'a level that waits for a one-time password is offered');
  t.notOk(runtime.offeredTools('strict', 'cli').some((x) => x.name === 'lookup'), 'offeredTools leaves it out too');

  const free = byName(runtime.toolOffers('free', 'cli'));
  t.match(free.get('lookup'), { offered: true }, 'an agent without a profile is offered it');
  t.match(free.get('shell'), { offered: true });
  t.match(byName(runtime.toolOffers('open', 'cli')).get('lookup'), { offered: true }, 'so is one whose profile allows it');

  // A delegated turn: strict handed the task to open (or to free); strict's deny holds in the delegate's offers.
  for (const delegate of ['open', 'free']) {
    const offers = byName(runDelegated(['strict', delegate], () => runtime.toolOffers(delegate, 'delegate')));
    t.match(offers.get('lookup'), { offered: false, reason: 'risk profile "strict" of agent "strict" denies it (level critical, tools.lookup)' }, `${delegate} is not offered what its caller denies`);
    t.match(offers.get('file_write'), { offered: true });
  }
  // The chain, not the channel: the same delegate outside a delegated turn is offered lookup.
  t.match(byName(runtime.toolOffers('open', 'delegate')).get('lookup'), { offered: true });
});

t.test('the offers follow a live change of the profile', async (t) => {
  const h = await startAgent(t, config);
  const runtime = h.runtime as unknown as AgentRuntimeImpl;
  t.match(byName(runtime.toolOffers('strict', 'cli')).get('lookup'), { offered: false });
  await h.store.set({ 'risk_profiles.strict.tools': { lookup: 'low' } }, 'cli');
  t.match(byName(runtime.toolOffers('strict', 'cli')).get('lookup'), { offered: true });
});
