/* DO NOT EDIT: the config sections of the "peer-groups" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "peer-groups" extension owns, by dotted path.
 */
export interface PeerGroupsSections {
  peer_groups: PeerGroupsConfig;
}
/**
 * Peer groups, [peer_groups.<alias>]: agents that talk to each other on one shared channel, with mutual opt-in, bounded hops and a flood bound. Read for each message, so a reload applies at once.
 */
export interface PeerGroupsConfig {
  /**
   * One peer group: agents that talk to each other on one shared channel. Two agents are peers only when both opt in: the group lists each in agents and each lists the group in agents.<alias>.peer_groups (mutual opt-in).
   */
  [k: string]: {
    /**
     * Members are admins within the agent scope. svc gives channel senders, peers included, no admin commands at all: a peer's message is untrusted like any sender's, so there is nothing for this key to grant. Not running yet: accepted and validated, writing it has no effect.
     */
    admin_for_agent_scope: boolean;
    /**
     * Agent aliases in the group; an agent is a member only when it also lists the group in agents.<alias>.peer_groups.
     */
    agents: string[];
    /**
     * The channel the group talks on, `<type>.<alias>` of a configured channel instance. A member's reply posted in one of its conversations reaches the other members as a peer message.
     */
    channel: string;
    /**
     * Sender ids on the channel (other bots) treated as peers: their messages are answered, framed as a peer's, and count toward max_hops. Sender ids are not authenticated on every channel type (see the guide).
     */
    external_peers: string[];
    /**
     * Sender ids on the channel whose messages are dropped before any agent sees them.
     */
    ignore: string[];
    /**
     * Peer messages delivered in one conversation (to members, or from external peers) after the last message of another sender; then the exchange stops until someone else speaks (svc addition: the loop bound).
     */
    max_hops: number;
    /**
     * Peer messages the whole group delivers or accepts in any hour, all conversations together (svc addition: the flood bound; a sliding window).
     */
    max_messages_per_hour: number;
    /**
     * Output modality per member agent alias, or `default` for all: only "text" (the channels svc runs carry text); any other value is refused at load.
     */
    output_modality: {
      /**
       * An output modality: "text".
       */
      [k: string]: string;
    };
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    peer_groups: PeerGroupsConfig;
  }
}
