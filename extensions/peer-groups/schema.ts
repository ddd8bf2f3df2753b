// Config section of the peer-groups extension: [peer_groups.<alias>], agents that talk to each other on one channel.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

/** The one output modality the channels svc runs can carry. */
export const MODALITIES = ['text'] as const;

const peerGroup = s.table(
  undefined,
  'One peer group: agents that talk to each other on one shared channel. Two agents are peers only when both opt in: the group lists each in agents and each lists the group in agents.<alias>.peer_groups (mutual opt-in).',
  {
    admin_for_agent_scope: s.bool(
      false,
      'Members are admins within the agent scope. svc gives channel senders, peers included, no admin commands at all: a peer\'s message is untrusted like any sender\'s, so there is nothing for this key to grant.',
      { inert: 'unused' },
    ),
    agents: s.strList([], 'Agent aliases in the group; an agent is a member only when it also lists the group in agents.<alias>.peer_groups.'),
    channel: s.reqStr('The channel the group talks on, `<type>.<alias>` of a configured channel instance. A member\'s reply posted in one of its conversations reaches the other members as a peer message.'),
    external_peers: s.strList([], 'Sender ids on the channel (other bots) treated as peers: their messages are answered, framed as a peer\'s, and count toward max_hops. Sender ids are not authenticated on every channel type (see the guide).'),
    ignore: s.strList([], 'Sender ids on the channel whose messages are dropped before any agent sees them.'),
    max_hops: s.int(4, 'Peer messages delivered in one conversation (to members, or from external peers) after the last message of another sender; then the exchange stops until someone else speaks (svc addition: the loop bound).', { min: 1, max: 50 }),
    max_messages_per_hour: s.int(60, 'Peer messages the whole group delivers or accepts in any hour, all conversations together (svc addition: the flood bound; a sliding window).', { min: 1, max: 10000 }),
    output_modality: s.map(
      'Output modality per member agent alias, or `default` for all: only "text" (the channels svc runs carry text); any other value is refused at load.',
      { type: 'string', description: 'An output modality: "text".' },
    ),
  },
  { required: ['channel'] },
);

export const peerGroupsSection: JsonSchema = s.aliasMap(
  'PeerGroupsConfig',
  'Peer groups, [peer_groups.<alias>]: agents that talk to each other on one shared channel, with mutual opt-in, bounded hops and a flood bound. Read for each message, so a reload applies at once.',
  peerGroup,
  { live: true },
);
