/* DO NOT EDIT: the config sections of the "nodes" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "nodes" extension owns, by dotted path.
 */
export interface NodesSections {
  nodes: NodesConfig;
}
/**
 * Remote nodes that connect to /ws/nodes and advertise capabilities.
 */
export interface NodesConfig {
  /**
   * Token nodes present to connect (Authorization: Bearer); required when enabled.
   */
  auth_token: string | null;
  /**
   * Accept node connections on /ws/nodes.
   */
  enabled: boolean;
  /**
   * Connected nodes at most (open sockets, registered or not).
   */
  max_nodes: number;
  /**
   * Discovery of peers over mDNS. Accepted and validated; not run yet.
   */
  mdns: {
    /**
     * Seconds between announcements.
     */
    announce_interval_secs: number;
    /**
     * Announce and discover over mDNS.
     */
    enabled: boolean;
    /**
     * Peers remembered at most.
     */
    max_peers: number;
    /**
     * Name announced for this node.
     */
    node_name: string | null;
    /**
     * Seconds a silent peer is remembered.
     */
    peer_ttl_secs: number;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    nodes: NodesConfig;
  }
}
