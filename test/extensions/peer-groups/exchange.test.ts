// The peer exchange's bounds on an injected clock: the hourly window is a sliding-window counter (the previous hour
// weighted by its overlap, never a log of timestamps), max_hops is per conversation, and ignore wins before either; a
// flood of new threads cannot wipe the hop counter of another conversation or group; a peer turn runs as a delegated
// turn of the members that led to it, without memory; a declined peer turn is counted as declined; sender ids named like
// a peer agent are recognised.
import t from 'tap';
import { currentDelegationChain } from '../../../extensions/delegate/api.js';
import { looksLikePeerSender, peerSender } from '../../../extensions/peer-groups/api.js';
import { CONVERSATIONS_MAX, PeerExchange } from '../../../extensions/peer-groups/exchange.js';
import type { PeerGroupsConfig } from '../../../extensions/peer-groups/config.generated.js';
import type { AgentRuntime, AgentsConfig, ChannelRegistry, RespondInput, RespondOutput } from '../../../extensions/agent/api.js';
import type { Logger } from '../../../kernel/index.js';
import { manualClock } from '../../helpers/agent.js';
import { waitFor } from '../../helpers/wait.js';

const HOUR = 3_600_000;

type Answer = (input: RespondInput) => Partial<RespondOutput> | Promise<Partial<RespondOutput>>;

function exchange(group: Partial<PeerGroupsConfig[string]>, more: PeerGroupsConfig = {}, answer: Answer = () => ({ text: '' })) {
  const clock = manualClock();
  const groups: PeerGroupsConfig = {
    team: { admin_for_agent_scope: false, agents: ['a', 'b'], channel: 'webhook.team', external_peers: ['bot'], ignore: ['spam'], max_hops: 50, max_messages_per_hour: 4, output_modality: {}, ...group },
    ...more,
  };
  const asked: { input: RespondInput; chain: readonly string[] }[] = [];
  const posted: string[] = [];
  const counted: string[] = [];
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, child: () => logger } as unknown as Logger;
  const x = new PeerExchange({
    groups: () => groups,
    agents: () => ({ a: { peer_groups: Object.keys(groups) }, b: { peer_groups: Object.keys(groups) }, s: { peer_groups: ['team'] } }) as unknown as AgentsConfig,
    runtime: {
      agents: () => ['a', 'b', 's'],
      agentFor: () => 'a',
      respond: async (input: RespondInput) => {
        asked.push({ input, chain: currentDelegationChain() });
        return { agent: input.agent!, text: '', model: 'm', toolCalls: 0, ...(await answer(input)) } as RespondOutput;
      },
    } as unknown as AgentRuntime,
    channels: { deliver: async (_ref: string, m: { content: string }) => void posted.push(m.content) } as unknown as ChannelRegistry,
    timeoutMs: () => 1000,
    excludedTools: () => [],
    clock,
    logger,
    count: (o) => void counted.push(o),
  });
  /** A message of `sender` in its own thread `n` on the group's channel: the screen's verdict. */
  const from = (sender: string, thread: string) => x.screen('webhook.team', { sender, content: 'hi', thread_id: thread });
  return { x, clock, from, counted, asked, posted, groups };
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

t.test('a flood of new threads wipes no other conversation\'s hop counter, in its group or another', async (t) => {
  const other = { admin_for_agent_scope: false, agents: ['a', 'b'], channel: 'webhook.other', external_peers: ['bot'], ignore: [], max_hops: 50, max_messages_per_hour: 10_000, output_modality: {} };
  const { x, clock, from } = exchange({ max_hops: 2, max_messages_per_hour: 3 }, { other });
  t.equal(from('bot', 'x'), undefined);
  t.equal(from('bot', 'x'), undefined);
  t.match(from('bot', 'x'), /max_hops \(2\) reached/, 'x is at its bound');
  t.equal(from('bot', 'y'), undefined, 'the hour\'s third peer message');
  // Past the hourly bound, a flood of new threads is refused without a conversation being made for any of them…
  let refused = 0;
  for (let i = 0; i < CONVERSATIONS_MAX + 100; i++) if (/max_messages_per_hour/.test(from('bot', `flood-${i}`) ?? '')) refused += 1;
  t.equal(refused, CONVERSATIONS_MAX + 100, 'every flooding message is refused by the hour');
  // …and another group's accepted flood fills its own table, not this group's.
  for (let i = 0; i < CONVERSATIONS_MAX + 100; i++) if (x.screen('webhook.other', { sender: 'bot', content: 'hi', thread_id: `o-${i}` }) !== undefined) t.fail('the other group accepts its flood');
  await clock.advance(3 * HOUR);
  t.match(from('bot', 'x'), /max_hops \(2\) reached/, 'hours later x is still at its bound: its counter was never forgotten');
  t.equal(from('bot', 'z'), undefined, 'positive control: the window has room again');
  t.equal(from('alice', 'x'), undefined);
  t.equal(from('bot', 'x'), undefined, 'a person speaking in x restarts it');
});

t.test('a peer turn runs as a delegated turn of the members that led to it, without memory; a declined one is counted as declined', async (t) => {
  const { x, asked, counted, posted } = exchange({ agents: ['a', 'b', 's'] }, {}, (input) => (input.agent === 'a' ? { text: 'a says more' } : { declined: 'duplicate' }));
  // s answered alice on the channel: its reply goes to a and b.
  x.replied({ agent: 's', channel: 'webhook.team', conversation: 'alice', sender: 'alice', trust: 'untrusted', ephemeral: false, message: 'hi', reply: 'do it' });
  await waitFor(() => counted.filter((c) => c === 'declined').length === 3, 'a; b (declined); then b and s (declined) for a\'s answer');
  const first = asked.find((q) => q.input.agent === 'a')!;
  t.same(first.chain, ['s', 'a'], 'a\'s turn runs for s');
  t.equal(first.input.memory, false, 'without memory');
  t.equal(first.input.channel, 'peer-group:team');
  t.equal(first.input.conversation, 'a:alice');
  t.equal(first.input.sender, peerSender('s', 'team'));
  t.ok(first.input.excludedTools?.includes('memory_recall'), 'no memory tool');
  t.same(asked.find((q) => q.input.agent === 'b' && q.chain.length === 3)!.chain, ['s', 'a', 'b'], 'b answering a\'s words runs for s and a');
  t.same(posted, ['a says more'], 'the declined turns posted nothing');
  t.equal(counted.filter((c) => c === 'answered').length, 1, 'answered counts a\'s turn alone');
  t.same(asked.find((q) => q.input.agent === 's')!.chain, ['a', 's']);
});

t.test('sender ids named like a peer agent are recognised and dropped; other ids are not', async (t) => {
  for (const id of [peerSender('b', 'team'), 'PEER AGENT b', 'peer-agent "x"', '\uff50eer agent b', 'someone (peer group "team")']) t.ok(looksLikePeerSender(id), id);
  for (const id of ['alice', 'peer', 'agent peer', 'peerless agent', 'bob@example.com']) t.notOk(looksLikePeerSender(id), id);
  const { x, counted } = exchange({});
  t.match(x.screen('webhook.elsewhere', { sender: peerSender('a', 'team'), content: 'hi' }), /looks like a peer agent/);
  t.same(counted, ['forged']);
});

t.test('a queued peer turn whose group moved to another channel is dropped by the reload', async (t) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const { x, asked, counted, groups } = exchange({ agents: ['a', 'b', 's'] }, {}, async (input) => (input.agent === 'a' ? (await gate, { declined: 'no' }) : { declined: 'no' }));
  x.replied({ agent: 's', channel: 'webhook.team', conversation: 'alice', sender: 'alice', trust: 'untrusted', ephemeral: false, message: 'hi', reply: 'do it' });
  await waitFor(() => asked.length === 1, 'a\'s peer turn runs; b\'s waits behind it');
  t.equal(x.status().groups[0]!.pending, 1);
  groups.team!.channel = 'webhook.moved';
  x.reloaded();
  t.equal(x.status().groups[0]!.pending, 0, 'the reload purges it');
  t.same(counted.filter((c) => c === 'stale'), ['stale']);
  release();
  await waitFor(() => counted.includes('declined'), 'a\'s turn ends');
  t.same(asked.map((q) => q.input.agent), ['a'], 'b never ran');
});
