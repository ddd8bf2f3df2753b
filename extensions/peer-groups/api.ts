// The peer-groups extension's public API: how a peer turn is named (its sender, its pseudo-channel and conversation), and the point that shows the groups in `svc status`.
import { createExtensionPoint } from '../../kernel/index.js';

/** The sender a peer message is framed with: the member that posted it, and its group. */
export const peerSender = (agent: string, group: string): string => `peer agent "${agent}" (peer group "${group}")`;

/**
 * Whether a channel sender id looks like a peer agent's label (peerSender), whatever its case, spacing or quotes: the
 * screen drops such senders, since members' messages never arrive through a channel.
 */
export function looksLikePeerSender(sender: string): boolean {
  const n = sender.normalize('NFKC').toLowerCase().replace(/["'`\u2018\u2019\u201c\u201d()\s_-]+/g, ' ').trim();
  return /^peer ?agent\b/.test(n) || /\bpeer ?group\b/.test(n);
}

export const PEER_TURN_CHANNEL_PREFIX = 'peer-group:';

/**
 * Tools a peer turn is never offered: it neither recalls nor keeps memory (RespondInput.memory = false), and these
 * tools read and write it under the turn's scope, which for a peer turn is no person's. A tap refuses any other tool
 * named memory_* or knowledge_* at call time too (isMemoryTool).
 */
export const PEER_TURN_EXCLUDED_TOOLS: readonly string[] = ['memory_store', 'memory_recall', 'memory_forget', 'memory_export', 'knowledge_add', 'knowledge_query', 'knowledge_forget'];
export const isMemoryTool = (name: string): boolean => /^(memory|knowledge)_/.test(name);

/**
 * The pseudo-channel of every peer turn, the agent that answers the group's channel included: its history is its own,
 * apart from the channel's conversations (which belong to the people on it), no inbound message can reach it, and
 * memory is off for it.
 */
export const peerTurnChannel = (group: string): string => `${PEER_TURN_CHANNEL_PREFIX}${group}`;

/** The conversation of a peer turn: the member (URI-encoded, so never holding the colon) and the channel's conversation. */
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
