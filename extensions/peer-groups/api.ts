// The peer-groups extension's public API: how a peer turn is named (its sender, and for a member that does not answer
// the group's channel, its pseudo-channel and conversation), and the point that shows the groups in `svc status`.
import { createExtensionPoint } from '../../kernel/index.js';

/** The sender a peer message is framed with: the member that posted it, and its group. */
export const peerSender = (agent: string, group: string): string => `peer agent "${agent}" (peer group "${group}")`;

/**
 * The pseudo-channel of a peer turn of a member that does not answer the group's channel: its history is its own,
 * apart from the channel's conversations (which belong to the agent that answers the channel), and no inbound message
 * can reach it.
 */
export const peerTurnChannel = (group: string): string => `peer-group:${group}`;

/** The conversation of such a turn: the member (URI-encoded, so never holding the colon) and the channel's conversation. */
export const peerTurnConversation = (agent: string, conversation: string): string => `${encodeURIComponent(agent)}:${conversation}`;

export interface PeerGroupsStatus {
  readonly groups: readonly { readonly group: string; readonly channel: string; readonly members: readonly string[]; readonly pending: number }[];
  /** Peer answers posted on a group's channel since the start. */
  readonly delivered: number;
  /** Peer messages refused by max_hops or max_messages_per_hour since the start. */
  readonly refused: number;
}

export interface PeerGroups {
  /** The groups, their members (mutual opt-in, running) and the counts, for `svc status`. */
  status(): PeerGroupsStatus;
}

export const peerGroupsPoint = createExtensionPoint<PeerGroups>('peer-groups');
