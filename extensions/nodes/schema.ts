// The config section of the nodes extension: [nodes].
import { s, type JsonSchema } from '../../kernel/index.js';

export const nodesSection: JsonSchema = s.table('NodesConfig', 'Remote nodes that connect to /ws/nodes and advertise capabilities.', {
  auth_token: s.optStr('Token nodes present to connect (Authorization: Bearer); required when enabled.', { secret: true, live: true }),
  enabled: s.bool(false, 'Accept node connections on /ws/nodes.', { live: true }),
  max_nodes: s.int(16, 'Connected nodes at most (open sockets, registered or not).', { min: 1, live: true }),
  mdns: s.table(undefined, 'Discovery of peers over mDNS. Accepted and validated; not run yet.', {
    announce_interval_secs: s.int(30, 'Seconds between announcements.', { min: 1 }),
    enabled: s.bool(false, 'Announce and discover over mDNS.'),
    max_peers: s.int(16, 'Peers remembered at most.', { min: 1 }),
    node_name: s.optStr('Name announced for this node.'),
    peer_ttl_secs: s.int(90, 'Seconds a silent peer is remembered.', { min: 1 }),
  }, { inert: 'warn' }),
});
