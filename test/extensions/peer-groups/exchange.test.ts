// The peer exchange's bounds on an injected clock: the hourly window is a sliding-window counter (the previous hour
// weighted by its overlap, never a log of timestamps), max_hops is per conversation, and ignore wins before either.
import t from 'tap';
import { PeerExchange } from '../../../extensions/peer-groups/exchange.js';
import type { PeerGroupsConfig } from '../../../extensions/peer-groups/config.generated.js';
import type { AgentRuntime, AgentsConfig, ChannelRegistry } from '../../../extensions/agent/api.js';
import type { Logger } from '../../../kernel/index.js';
import { manualClock } from '../../helpers/agent.js';

const HOUR = 3_600_000;

function exchange(group: Partial<PeerGroupsConfig[string]>) {
  const clock = manualClock();
  const groups: PeerGroupsConfig = {
    team: { admin_for_agent_scope: false, agents: ['a', 'b'], channel: 'webhook.team', external_peers: ['bot'], ignore: ['spam'], max_hops: 50, max_messages_per_hour: 4, output_modality: {}, ...group },
  };
  const counted: string[] = [];
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, child: () => logger } as unknown as Logger;
  const x = new PeerExchange({
    groups: () => groups,
    agents: () => ({ a: { peer_groups: ['team'] }, b: { peer_groups: ['team'] } }) as unknown as AgentsConfig,
    runtime: { agents: () => ['a', 'b'], agentFor: () => 'a' } as unknown as AgentRuntime,
    channels: {} as ChannelRegistry,
    timeoutMs: () => 1000,
    excludedTools: () => [],
    clock,
    logger,
    count: (o) => void counted.push(o),
  });
  /** A message of `sender` in its own thread `n` on the group's channel: the screen's verdict. */
  const from = (sender: string, thread: string) => x.screen('webhook.team', { sender, content: 'hi', thread_id: thread });
  return { x, clock, from, counted };
}

t.test('the hourly window slides: the previous hour counts by its overlap', async (t) => {
  const { clock, from, counted } = exchange({});
  for (let i = 0; i < 4; i++) t.equal(from('bot', `t${i}`), undefined, `peer message ${i + 1} of 4 is let in`);
  t.match(from('bot', 't4'), /max_messages_per_hour \(4\) reached/, 'the fifth in the hour is dropped');
  await clock.advance(HOUR + HOUR / 2);
  // Half of the previous hour overlaps the last 60 minutes: 4 × 0.5 = 2 count, so 2 more fit.
  t.equal(from('bot', 't5'), undefined);
  t.equal(from('bot', 't6'), undefined);
  t.match(from('bot', 't7'), /max_messages_per_hour/, 'then the window is full again');
  await clock.advance(2 * HOUR);
  t.equal(from('bot', 't8'), undefined, 'two idle hours empty it');
  t.same(counted.filter((c) => c === 'bound').length, 2);
});

t.test('max_hops is per conversation and a non-peer sender restarts it; ignore wins', async (t) => {
  const { from } = exchange({ max_hops: 2, max_messages_per_hour: 100 });
  t.equal(from('bot', 'x'), undefined);
  t.equal(from('bot', 'x'), undefined);
  t.match(from('bot', 'x'), /max_hops \(2\) reached in this conversation/);
  t.equal(from('bot', 'y'), undefined, 'another conversation has its own count');
  t.equal(from('alice', 'x'), undefined, 'a person is never bounded');
  t.equal(from('bot', 'x'), undefined, 'after a person spoke, the peer is let in again');
  t.match(from('spam', 'x'), /the sender is on peer_groups\.team\.ignore/);
});

t.test('messages on other channels are not the group\'s', async (t) => {
  const { x } = exchange({ max_hops: 1 });
  for (let i = 0; i < 5; i++) t.equal(x.screen('webhook.other', { sender: 'spam', content: 'hi' }), undefined);
});
